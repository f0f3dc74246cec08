export { MediaCard, type MediaCardLayout, type MediaCardProps } from './MediaCard';
