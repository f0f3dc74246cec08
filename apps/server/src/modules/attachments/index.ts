// The attachments module: what the rest of the server may use of it (sharing attaches stored files).
export { attachmentHandlers, requiredFileBytes } from './handlers';
