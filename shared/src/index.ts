export * from './common/errors';
export * from './common/fields';
export * from './common/roles';
export * from './auth/auth.schemas';
