export { DirectoryCard, type DirectoryCardProps, directoryCardFrame } from './DirectoryCard';
