/*
 * The yardstick for the visit list: a bare node:http handler over a pg Pool that does what the
 * server does for `GET /api/v1/admin/visit?page=1&pageSize=10` and nothing more. It reads the same
 * session cookie and sends PostgreSQL the server's own statements (captured by bench/run.ts and
 * handed over in BASELINE_SPEC), in the server's order and in one transaction, as the server's
 * inSessionScope (server/src/modules/auth/sessions.service.ts) does:
 *   begin; the platform scope; the session lookup by the SHA-256 of the token; the business
 *   scope; the list's page and count; commit
 * and answers with the same envelope. What Sevak costs on top of this is the framework's share.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { serverTypeParsers } from './lib/pg-types';

/** A statement parameter: the session's own values are filled in per request. */
export type SpecParameter =
  | { kind: 'tokenHash' }
  | { kind: 'businessId' }
  | { kind: 'value'; value: string | number | boolean | null }
  | { kind: 'bytes'; hex: string };

export interface SpecStatement {
  sql: string;
  parameters: SpecParameter[];
}

export interface BaselineSpec {
  cookieName: string;
  /** The statement that opens the request's transaction in the platform's scope (role sevak_platform). */
  platformScope: SpecStatement;
  /** The session lookup, by token hash. */
  session: SpecStatement;
  /** The statement that narrows the transaction to the session's business (role sevak_app, the business id). */
  businessScope: SpecStatement;
  /** The list's statements: its page and its count. */
  list: SpecStatement[];
  /** The server's pool settings, so both wait and give up alike. */
  poolMax: number;
  statementTimeoutMs: number;
}

const spec = JSON.parse(process.env.BASELINE_SPEC ?? 'null') as BaselineSpec | null;
const databaseUrl = process.env.DATABASE_URL;
if (!spec || !databaseUrl) {
  console.error('baseline-server needs BASELINE_SPEC and DATABASE_URL (bench/run.ts starts it)');
  process.exit(2);
}

const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: spec.poolMax,
  statement_timeout: spec.statementTimeoutMs,
  types: serverTypeParsers,
});
pool.on('error', () => undefined);

function bind(statement: SpecStatement, session: RequestSession): unknown[] {
  return statement.parameters.map((parameter) => {
    switch (parameter.kind) {
      case 'tokenHash':
        return session.tokenHash;
      case 'businessId':
        return session.businessId;
      case 'bytes':
        return Buffer.from(parameter.hex, 'hex');
      case 'value':
        return parameter.value;
    }
  });
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function send(response: http.ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  response.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  response.end(payload);
}

interface RequestSession {
  tokenHash: Buffer;
  businessId: string;
}

interface SessionRow {
  role: string;
  businessId: string | null;
}

type Answer = { status: 200; rows: unknown[]; total: number | undefined } | { status: 401 };

/**
 * The page and the total of the list's results. The page is every row that has an id, in the
 * order the statements ran (a list read part by part comes in several). The total is the count
 * when the list has a single one-column count; a tally of several columns the server adds up by
 * its own rule, which is not repeated here (the statement still runs), and no total is sent.
 */
function pageOf(results: pg.QueryResult[]): { rows: unknown[]; total: number | undefined } {
  const isPage = (result: pg.QueryResult) => result.rows.length > 0 && 'id' in (result.rows[0] as object);
  const rows = results.filter(isPage).flatMap((result) => result.rows as unknown[]);
  const counts = results.filter((result) => result.rows.length === 1 && !isPage(result)).map((result) => result.rows[0] as Record<string, unknown>);
  const total = counts.length === 1 && Object.keys(counts[0]!).length === 1 ? Number(Object.values(counts[0]!)[0]) : undefined;
  return { rows, total };
}

/** One request's statements, in the server's order, in one transaction on one connection. */
async function visitList(tokenHash: Buffer): Promise<Answer> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(spec!.platformScope.sql, bind(spec!.platformScope, { tokenHash, businessId: '' }));
    const found = await client.query(spec!.session.sql, bind(spec!.session, { tokenHash, businessId: '' }));
    const user = found.rows[0] as SessionRow | undefined;
    if (!user || user.role !== 'ADMIN' || !user.businessId) {
      await client.query('commit');
      return { status: 401 };
    }
    const session = { tokenHash, businessId: user.businessId };
    await client.query(spec!.businessScope.sql, bind(spec!.businessScope, session));
    const results: pg.QueryResult[] = [];
    for (const statement of spec!.list) results.push(await client.query(statement.sql, bind(statement, session)));
    await client.query('commit');
    return { status: 200, ...pageOf(results) };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = http.createServer((request, response) => {
  void (async () => {
    const url = request.url ?? '/';
    if (url === '/healthz') {
      await pool.query('select 1');
      return send(response, 200, { status: 'ok' });
    }
    if (request.method !== 'GET' || !url.startsWith('/api/v1/admin/visit')) return send(response, 404, { statusCode: 404, success: false });
    const token = readCookie(request.headers.cookie, spec.cookieName);
    if (!token) return send(response, 401, { statusCode: 401, success: false, message: 'Not signed in' });
    const tokenHash = createHash('sha256').update(token).digest();
    const page = await visitList(tokenHash);
    if (page.status === 401) return send(response, 401, { statusCode: 401, success: false, message: 'Not signed in' });
    send(
      response,
      200,
      { statusCode: 200, success: true, message: 'Visits fetched successfully', data: page.rows },
      page.total === undefined ? {} : { 'x-total-count': String(page.total) },
    );
  })().catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { statusCode: 500, success: false });
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}
