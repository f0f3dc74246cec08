export { ResultLinks, type ResultLinksProps } from './ResultLinks';
