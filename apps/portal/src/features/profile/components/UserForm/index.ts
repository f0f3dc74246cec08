export * from './UserForm';
