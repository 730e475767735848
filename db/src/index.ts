export * from './create-db';
export { DataDirInUseError } from './data-dir-lock';
export * from './database';
export * from './migrate';
