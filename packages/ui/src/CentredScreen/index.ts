export { CentredScreen, type CentredScreenProps } from './CentredScreen';
