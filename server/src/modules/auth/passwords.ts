import { hash, verify } from '@node-rs/argon2';
import { takingTurns } from '../../lib/turns';

/*
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `2` is Argon2id in
 * @node-rs/argon2's const enum, which cannot be imported under isolated modules.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/*
 * Each hash holds 19 MiB while it runs. Two at a time keep both cores busy; a burst of sign-ins
 * (a shop's whole staff at opening time) queues behind them instead of growing the server's
 * memory by 19 MiB per request in flight.
 */
const inHashingTurn = takingTurns(2);

export function hashPassword(password: string): Promise<string> {
  return inHashingTurn(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inHashingTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of the same cost as an account's that no account holds: checking a password against it
 * spends the time of a real check, so a phone with fewer accounts answers as slowly as one with more.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash;
}
