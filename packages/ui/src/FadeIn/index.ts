export { FadeIn } from './FadeIn';
