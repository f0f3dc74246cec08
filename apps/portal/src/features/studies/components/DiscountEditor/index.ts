export { DiscountEditor, type DiscountEditorBrand, type DiscountEditorProps } from './DiscountEditor';
