export { moveQuestion, OrderDetail, type OrderDetailProps } from './OrderDetail';
