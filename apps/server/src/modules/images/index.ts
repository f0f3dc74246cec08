// The images module (the gallery and its categories): what the rest of the server may use of it (the seed stores
// the demo gallery with the same checks and queries).
export { imageCategoryHandlers, imageHandlers } from './handlers';
export { checkGalleryPicture, jpegSize, pictureLoads, pictureSize, pngSize, resolutionText } from './picture';
export { imageDataUrl, imageFile, insertCategory, insertImage } from './queries';
