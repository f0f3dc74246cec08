export { Toast, type ToastProps } from './Toast';
