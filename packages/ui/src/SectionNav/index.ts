export { SectionNav, type SectionNavProps } from './SectionNav';
