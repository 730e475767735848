import type { Migration } from 'kysely';
import * as initial from './2026_11_21_0900_initial';

/** Every migration, by its frozen name. Names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0900_initial': initial,
};
