export { type ShareContact, ShareModal, type ShareModalProps } from './ShareModal';
