export { type Icon, type IconProps, SvgIcon } from './SvgIcon';
export * from './icons';
