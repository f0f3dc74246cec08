export { ActionCard, type ActionCardProps } from './ActionCard';
