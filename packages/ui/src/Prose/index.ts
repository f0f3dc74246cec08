export { Prose, type ProseFlow, type ProseProps } from './Prose';
