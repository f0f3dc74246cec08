export * from './PasswordRecovery';
