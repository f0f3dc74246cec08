export { PictureTile, type PictureTileProps } from './PictureTile';
