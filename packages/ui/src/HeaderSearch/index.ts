export { HeaderSearch, HeaderSearchOverlay, type HeaderSearchProps } from './HeaderSearch';
