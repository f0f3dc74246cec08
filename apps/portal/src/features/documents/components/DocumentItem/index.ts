export * from './DocumentItem';
