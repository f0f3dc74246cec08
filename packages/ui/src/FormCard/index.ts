export { FormCard, type FormCardProps } from './FormCard';
