export { type ShareContact, ShareModal, type ShareModalProps } from './ShareModal';
export { LazyShareModal } from './LazyShareModal';
