export * from './client';
export * from './contract';
export * from './endpoint';
export * from './entities/common';
export * from './entities/member';
export * from './entities/permissions';
export * from './entities/user';
export * from './errors';
