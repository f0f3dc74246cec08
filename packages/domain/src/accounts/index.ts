// Accounts of a member: field limits and texts, permissions, form rules and the audit log (see each file).
export * from './limits';
export * from './permissions';
export * from './fields';
export * from './audit';
