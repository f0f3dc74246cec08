export { TyreLabel, type TyreLabelProps } from './TyreLabel';
