export { ScrollAnchor, type ScrollAnchorProps } from './ScrollAnchor';
