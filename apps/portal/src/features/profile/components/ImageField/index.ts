export * from './ImageField';
