export * from './create-db';
export * from './database';
export * from './migrate';
