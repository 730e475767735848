/**
 * Rows an import writes per statement: a thousand rows of a dozen columns stay far below
 * PostgreSQL's 65,535 parameters, and each statement well inside the statement timeout.
 */
export const IMPORT_BATCH_SIZE = 1_000;

/** `items` in consecutive slices of at most `size`. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
