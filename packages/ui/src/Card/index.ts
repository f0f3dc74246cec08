export { Card, type CardElevation, type CardPadding, type CardProps } from './Card';
