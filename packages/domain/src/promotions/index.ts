export * from './countries';
export * from './design';
