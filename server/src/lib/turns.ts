/**
 * At most `limit` of some costly work at once; the rest wait their turn, first come first served.
 * A turn is handed straight to the next waiter when one ends, so nobody can slip in between.
 */
export function takingTurns(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
