// The attachments module: what the rest of the server may use of it (sharing attaches stored files; accounts store
// photos and logos).
export { attachmentHandlers, requiredFileBytes } from './handlers';
export { removeImage, storeImage } from './queries';
export { type CheckedImage, checkUploadedImage } from './store';
