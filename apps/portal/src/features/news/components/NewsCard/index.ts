export { NewsCard, type NewsCardItem, type NewsCardLinkProps, type NewsCardProps } from './NewsCard';
