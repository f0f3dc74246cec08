// The profile area's own widgets (each with its stories, shown in Storybook under Áreas/Mi Perfil).
export * from './AuditLog';
export * from './CoordinatesField';
export * from './ImageField';
export * from './MemberForm';
export * from './PasswordRecovery';
export * from './PointOfSaleForm';
export * from './PointOfSaleList';
export * from './UserForm';
export * from './UserList';
export * from './ApiTokens';
