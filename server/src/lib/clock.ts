/** The time, injected so tests can stand on a date edge (23:30 IST, a month's last day). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is put, for tests. */
export function fixedClock(start: Date | string): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to) => void (current = new Date(to)),
    advance: (ms) => void (current = new Date(current.getTime() + ms)),
  };
}
