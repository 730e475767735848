export * from './create-db';
export { DataDirInUseError } from './data-dir-lock';
export * from './database';
export * from './migrate';
export { TALLY_TIME_ZONE_SETTING } from '../migrations/2026_11_26_1000_monthly_tallies';
