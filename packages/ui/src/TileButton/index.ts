export { TileButton, type TileButtonProps } from './TileButton';
