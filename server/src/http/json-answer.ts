import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/*
 * A JSON answer holding a long list (an import's report: a line for each of 20,000 rows) is sent
 * a hundred items at a time instead of as one string. As one string it is held three times
 * while it is sent: the serialized answer (7 MB for that report), the same with the headers in
 * front, and Node's copy of it for the socket. In pieces, only the objects it is made of are held,
 * and one piece at a time is written. Any other answer is serialized by Fastify as always.
 */

/** A list longer than this is a long list: an answer holding one is written in pieces. */
const LONG_LIST = 500;

/**
 * How many items of a long list a piece holds. A piece of an import report's usual rows (some
 * 350 characters each) then stays under V8's large-object size (128 KB): it is made in the young
 * generation, which is there anyway, instead of in large-object space, which grows the heap. With
 * pieces of 500 items, an import of 20,000 rows peaked at 194-197 MB in a probe; with 100, at 190-191.
 */
const ITEMS_A_PIECE = 100;

/** An object JSON.stringify writes field by field: not a list, not a Date or any other with its own toJSON. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function';

/**
 * Whether `value` is, or has in a field at any depth, a long list: what jsonPieces writes in
 * pieces. A list's items are not looked into (jsonPieces writes a shorter list whole), so on every
 * answer the check reads only the fields around its lists.
 */
export function holdsLongList(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > LONG_LIST;
  return isPlainObject(value) && Object.values(value).some(holdsLongList);
}

/** `value` as JSON, exactly as JSON.stringify writes it, in pieces: a long list a piece of items at a time. */
export function* jsonPieces(value: unknown): Generator<string> {
  if (Array.isArray(value) && value.length > LONG_LIST) {
    for (let start = 0; start < value.length; start += ITEMS_A_PIECE) {
      const items = JSON.stringify(value.slice(start, start + ITEMS_A_PIECE));
      // Each piece is the slice's items without its brackets: the list's own open and close it.
      yield `${start === 0 ? '[' : ','}${items.slice(1, -1)}`;
    }
    yield ']';
    return;
  }
  if (isPlainObject(value) && holdsLongList(value)) {
    let separator = '{';
    for (const [key, field] of Object.entries(value)) {
      // JSON.stringify leaves out what JSON cannot say.
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      yield `${separator}${JSON.stringify(key)}:`;
      yield* jsonPieces(field);
      separator = ',';
    }
    yield separator === '{' ? '{}' : '}';
    return;
  }
  yield JSON.stringify(value) ?? 'null';
}

/** Sends `body` as the JSON answer with `statusCode`: in pieces when it holds a long list. */
export function sendJsonAnswer(reply: FastifyReply, statusCode: number, body: unknown): FastifyReply {
  reply.code(statusCode);
  if (!holdsLongList(body)) return reply.send(body);
  return reply.type('application/json; charset=utf-8').send(Readable.from(jsonPieces(body), { objectMode: false }));
}
