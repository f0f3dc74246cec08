export { Dialog, type DialogKind, type DialogProps, type DialogWidth } from './Dialog';
