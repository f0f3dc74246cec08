export { Pill, type PillProps, type PillSize, type PillTone } from './Pill';
