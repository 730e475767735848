import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';

/**
 * Runs `read` in a short transaction of its own, scoped to the caller's business as the call
 * that answered the file was (tenancy/data-scope.ts).
 */
export type ScopedRead = <T>(read: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

/**
 * A file written while it is sent (a CSV export of a whole list): its chunks in order, produced
 * only as fast as the client takes them. The call's own transaction has ended by then, so each
 * chunk reads the database through `inScope`, a page at a time (see rest/rest-plugin.ts).
 */
export type FileChunks = (inScope: ScopedRead) => AsyncIterable<string | Buffer>;

/**
 * An operation's answer that is a file (an invoice's PDF, a CSV) rather than data: the REST door
 * sends its bytes as they are, with their type and a download name, instead of the JSON envelope.
 */
export class FileAnswer<Body extends Buffer | string | FileChunks = Buffer | string | FileChunks> {
  constructor(
    readonly contentType: string,
    /** The name a browser saves it under: `AQC-26-27-0001.pdf`. */
    readonly fileName: string,
    readonly body: Body,
  ) {}
}
