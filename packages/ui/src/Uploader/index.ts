export { Uploader, type UploaderProps, type UploaderState } from './Uploader';
