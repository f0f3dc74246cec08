export { ArticlePager, type ArticlePagerProps } from './ArticlePager';
