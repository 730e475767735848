import { hash, verify } from '@node-rs/argon2';

/*
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `2` is Argon2id in
 * @node-rs/argon2's const enum, which cannot be imported under isolated modules.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
