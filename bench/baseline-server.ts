/*
 * The yardstick for the visit list: a bare node:http handler over a pg Pool that does what the
 * server does for `GET /api/v1/admin/visit?page=1&pageSize=10` and nothing more. It reads the same
 * session cookie, looks the session up by the SHA-256 of its token, runs the very statements the
 * server's visit list ran (captured by bench/run.ts and handed over in BASELINE_SPEC) and answers
 * with the same envelope. What Sevak costs on top of this is the framework's share.
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
  /** The statement that scoped the server's transaction (role and business, for row-level security). */
  scope?: SpecStatement;
}

export interface BaselineSpec {
  cookieName: string;
  session: SpecStatement;
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

/**
 * Runs statements as the server does: when it scoped them, in one transaction opened by the same
 * scoping statement, one after another on one connection; otherwise side by side on the pool.
 */
async function runStatements(statements: SpecStatement[], session: RequestSession): Promise<pg.QueryResult[]> {
  const scope = statements[0]?.scope;
  if (!scope) return Promise.all(statements.map((statement) => pool.query(statement.sql, bind(statement, session))));
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(scope.sql, bind(scope, session));
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement.sql, bind(statement, session)));
    await client.query('commit');
    return results;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function listVisits(session: RequestSession): Promise<{ rows: unknown[]; total: number }> {
  let rows: unknown[] = [];
  let total = 0;
  for (const result of await runStatements(spec!.list, session)) {
    const first = result.rows[0] as Record<string, unknown> | undefined;
    const single = result.rows.length === 1 && first !== undefined && Object.keys(first).length === 1;
    // The count (or the kept tally) is a single one-column row; the page is the rest.
    if (single && !('id' in first)) total = Number(Object.values(first)[0]);
    else rows = result.rows;
  }
  return { rows, total };
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
    const [found] = await runStatements([spec.session], { tokenHash, businessId: '' });
    const user = found?.rows[0] as { role: string; businessId: string | null } | undefined;
    if (!user || user.role !== 'ADMIN' || !user.businessId) return send(response, 401, { statusCode: 401, success: false, message: 'Not signed in' });
    const page = await listVisits({ tokenHash, businessId: user.businessId });
    send(
      response,
      200,
      { statusCode: 200, success: true, message: 'Visits fetched successfully', data: page.rows },
      { 'x-total-count': String(page.total) },
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
