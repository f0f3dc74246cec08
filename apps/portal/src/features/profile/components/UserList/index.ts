export * from './UserList';
