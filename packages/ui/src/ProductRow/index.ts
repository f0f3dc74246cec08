export { ProductRow, type ProductRowProps } from './ProductRow';
