import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { byCodeUnits, MSG } from '@sevak/shared';
import type { AppDeps } from '../deps';
import { AppError } from '../errors/app-error';

/*
 * `Idempotency-Key` on REST POSTs: a client that lost the answer to "create this customer" can send
 * the same request again with the same key and get the first answer back, instead of a second
 * customer. The first request's answer is kept a day per (caller, key), beside the request it
 * answered; the same key on a different request is a client's mistake, said so with 422.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** How long an answer is kept for replay. */
const KEPT_FOR_MS = 24 * 60 * 60_000;
/**
 * A request still unanswered after this long stopped with its process (no request runs that
 * long: every statement has a timeout), so its key may be used again.
 */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** Printable ASCII without spaces, as Stripe and the IETF draft ask of keys. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The key a request carries, or undefined; a malformed key is refused rather than ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', MSG.common.idempotency.invalidKey);
  return key;
}

/** JSON with object keys sorted, so the same fields in another order are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => byCodeUnits(a, b));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotentRequest {
  userId: string;
  key: string;
  method: string;
  /** The path and query the request was sent to. */
  path: string;
  body: unknown;
}

export interface StoredAnswer {
  statusCode: number;
  /** The response body as it was sent, JSON. */
  body: string;
}

export type Claim =
  /** The key is this request's now: run it, then `rememberAnswer` or `releaseKey`. */
  | { kind: 'claimed' }
  /** The same request ran before: send its answer again. */
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'different-request' };

/**
 * Takes the key for this request, or says what happened to it before. The insert is the lock:
 * of two requests with one key, exactly one inserts; the other finds its row.
 */
export async function claimIdempotencyKey(deps: AppDeps, request: IdempotentRequest): Promise<Claim> {
  const now = deps.clock.now();
  const bodyHash = createHash('sha256').update(canonicalJson(request.body)).digest('hex');

  // Forget answers past their day, and a claim whose request never finished.
  await deps.db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(now.getTime() - KEPT_FOR_MS)),
        eb.and([
          eb('user_id', '=', request.userId),
          eb('key', '=', request.key),
          eb('status_code', 'is', null),
          eb('created_at', '<', new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ]),
      ]),
    )
    .execute();

  const claimed = await deps.db
    .insertInto('idempotency_keys')
    .values({
      user_id: request.userId,
      key: request.key,
      method: request.method,
      path: request.path,
      body_hash: bodyHash,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return { kind: 'claimed' };

  const earlier = await deps.db
    .selectFrom('idempotency_keys')
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .select(['method', 'path', 'body_hash', 'status_code', 'response_body'])
    .executeTakeFirst();
  // Released between the insert and this read: the earlier request failed, so this one may run.
  if (!earlier) return claimIdempotencyKey(deps, request);
  if (earlier.method !== request.method || earlier.path !== request.path || earlier.body_hash !== bodyHash) {
    return { kind: 'different-request' };
  }
  if (earlier.status_code === null || earlier.response_body === null) throw AppError.conflict(MSG.common.idempotency.stillRunning);
  return { kind: 'replay', answer: { statusCode: earlier.status_code, body: earlier.response_body } };
}

/** Keeps a successful answer for replay. */
export async function rememberAnswer(deps: AppDeps, request: Pick<IdempotentRequest, 'userId' | 'key'>, answer: StoredAnswer): Promise<void> {
  await deps.db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, response_body: answer.body })
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .execute();
}

/** Frees the key of a request that failed: its retry runs again. */
export async function releaseKey(deps: AppDeps, request: Pick<IdempotentRequest, 'userId' | 'key'>): Promise<void> {
  await deps.db.deleteFrom('idempotency_keys').where('user_id', '=', request.userId).where('key', '=', request.key).execute();
}
