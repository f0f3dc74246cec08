export { COPYRIGHT_START_YEAR, Footer, type FooterProps } from './Footer';
