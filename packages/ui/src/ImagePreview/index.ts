export { ImagePreview, type ImagePreviewProps, type ImagePreviewSize } from './ImagePreview';
