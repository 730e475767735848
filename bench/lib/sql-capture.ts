import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '@sevak/db';
import type { Config } from '../../server/src/config';
import type { AppDeps } from '../../server/src/deps';
import { systemClock } from '../../server/src/lib/clock';
import { serverTypeParsers } from './pg-types';

/** One statement as the server's code sends it to PostgreSQL. */
export interface CapturedQuery {
  sql: string;
  parameters: unknown[];
  /**
   * The statement that scoped its transaction before it ran (`select set_config('role', …),
   * set_config('sevak.business_id', …)` under row-level security), replayed before EXPLAIN so
   * the plan is the one the server's role and settings get.
   */
  scope?: CapturedQuery;
}

/** What one service call ran: its data statements, and whether it scoped them to a business first. */
export interface Capture {
  queries: CapturedQuery[];
  /** True when the call ran `set_config(...)`: its statements ran under the role and business it set. */
  scoped: boolean;
  error?: string;
}

const isScopeStatement = (sql: string) => /\bset_config\s*\(/i.test(sql);
const endsTransaction = (sql: string) => /^\s*(commit|rollback)\b/i.test(sql);
/** Transaction control and settings are not the statements whose plans matter. */
const isControlStatement = (sql: string) => /^\s*(begin|commit|rollback|savepoint|release|start transaction|set\s)/i.test(sql);

/** The data statements of a call, each with the scope its transaction was given. */
function dataStatements(statements: CapturedQuery[]): CapturedQuery[] {
  const data: CapturedQuery[] = [];
  let scope: CapturedQuery | undefined;
  for (const statement of statements) {
    if (endsTransaction(statement.sql)) scope = undefined;
    else if (isScopeStatement(statement.sql)) scope = statement;
    else if (!isControlStatement(statement.sql)) data.push(scope ? { ...statement, scope } : statement);
  }
  // A page and its count run side by side may be logged in either order; pages first keeps the numbering stable.
  const isCount = (query: CapturedQuery) => (/\bcount\(\*\)/i.test(query.sql) ? 1 : 0);
  return data.sort((a, b) => isCount(a) - isCount(b));
}

/**
 * The server's service functions run in this process over a Kysely whose log records every
 * compiled statement, so the benchmark explains exactly the SQL the server sends.
 */
export function createRecordingDeps(databaseUrl: string, config: Config) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, types: serverTypeParsers });
  let recording: CapturedQuery[] | undefined;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      recording?.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    },
  });
  const deps: AppDeps = { db, clock: systemClock, config };

  async function capture(run: (deps: AppDeps) => Promise<unknown>): Promise<Capture> {
    const statements: CapturedQuery[] = [];
    recording = statements;
    let error: string | undefined;
    try {
      await run(deps);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    } finally {
      recording = undefined;
    }
    return {
      queries: dataStatements(statements),
      scoped: statements.some((query) => isScopeStatement(query.sql)),
      ...(error === undefined ? {} : { error }),
    };
  }

  return { deps, capture, close: () => db.destroy() };
}

export interface PlanNode {
  nodeType: string;
  relation?: string;
  alias?: string;
  index?: string;
  /** Rows the node returned per loop; the planner's estimate when the statement was not run. */
  actualRows: number;
  loops: number;
  actualTotalMs: number;
  /** Rows the node read and then dropped on its filter, per loop. */
  removedByFilter: number;
  sharedHitBlocks: number;
  sharedReadBlocks: number;
  children: PlanNode[];
}

export interface ExplainedQuery {
  sql: string;
  /** False for a write, which is planned but not run: its rows are estimates and it has no times. */
  analyzed: boolean;
  planningMs: number;
  executionMs: number;
  /** The plan tree, one line per node, indented. */
  outline: string[];
  /** Relations read by a sequential scan, with the rows it read (kept and filtered out, over all loops). */
  seqScans: { relation: string; rows: number }[];
  error?: string;
}

/**
 * A statement that only reads, and so may be run again: a select (a union of reads is written in
 * parentheses, "(select …) union all (select …)"), or a WITH query whose parts are all selects.
 */
function isRead(sql: string): boolean {
  if (/^[\s(]*select\b/i.test(sql)) return true;
  return /^\s*with\b/i.test(sql) && !/\b(insert\s+into|update\s+("[^"]+"|\w+)(\s+as\s+("[^"]+"|\w+))?\s+set|delete\s+from|merge\s+into)\b/i.test(sql);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one captured read (a select, or a WITH of selects); a write is only planned (EXPLAIN without
 * ANALYZE), since running it again would collide with the row the capture already wrote. It runs
 * in a transaction that is rolled back, after the statement that scoped it in the server (its
 * role and business, for row-level security), so the plan is the one the server gets.
 */
export async function explainQuery(pool: pg.Pool, query: CapturedQuery): Promise<ExplainedQuery> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (query.scope) await client.query(query.scope.sql, query.scope.parameters);
    const analyzed = isRead(query.sql);
    const explain = async () =>
      (
        await client.query<{ 'QUERY PLAN': [RawExplain] }>(
          `explain (${analyzed ? 'analyze, buffers, ' : ''}format json) ${query.sql}`,
          query.parameters,
        )
      ).rows[0]!['QUERY PLAN'][0];
    // The second of two runs: the server's pooled connections have their catalog caches warm, a fresh one has not.
    if (analyzed) await explain();
    const raw = await explain();
    const root = toPlanNode(raw.Plan);
    const outline: string[] = [];
    const seqScans: ExplainedQuery['seqScans'] = [];
    walk(root, 0, (node, depth) => {
      outline.push(`${'  '.repeat(depth)}${describe(node, analyzed)}`);
      if (node.nodeType.includes('Seq Scan') && node.relation) {
        seqScans.push({ relation: node.relation, rows: (node.actualRows + node.removedByFilter) * node.loops });
      }
    });
    return { sql: query.sql, analyzed, planningMs: raw['Planning Time'] ?? 0, executionMs: raw['Execution Time'] ?? 0, outline, seqScans };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { sql: query.sql, analyzed: false, planningMs: 0, executionMs: 0, outline: [], seqScans: [], error: message };
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

interface RawPlan {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: RawPlan[];
}

interface RawExplain {
  Plan: RawPlan;
  'Planning Time'?: number;
  'Execution Time'?: number;
}

function toPlanNode(raw: RawPlan): PlanNode {
  return {
    nodeType: raw['Node Type'],
    ...(raw['Relation Name'] ? { relation: raw['Relation Name'] } : {}),
    ...(raw.Alias ? { alias: raw.Alias } : {}),
    ...(raw['Index Name'] ? { index: raw['Index Name'] } : {}),
    actualRows: raw['Actual Rows'] ?? raw['Plan Rows'],
    loops: raw['Actual Loops'] ?? 1,
    actualTotalMs: raw['Actual Total Time'] ?? 0,
    removedByFilter: raw['Rows Removed by Filter'] ?? 0,
    sharedHitBlocks: raw['Shared Hit Blocks'] ?? 0,
    sharedReadBlocks: raw['Shared Read Blocks'] ?? 0,
    children: (raw.Plans ?? []).map(toPlanNode),
  };
}

function walk(node: PlanNode, depth: number, visit: (node: PlanNode, depth: number) => void): void {
  visit(node, depth);
  for (const child of node.children) walk(child, depth + 1, visit);
}

function describe(node: PlanNode, analyzed: boolean): string {
  const on = node.relation ? ` on ${node.relation}${node.alias && node.alias !== node.relation ? ` ${node.alias}` : ''}` : '';
  const using = node.index ? ` using ${node.index}` : '';
  const loops = node.loops > 1 ? ` ×${node.loops} loops` : '';
  const removed = node.removedByFilter > 0 ? ` (${node.removedByFilter} filtered out)` : '';
  if (!analyzed) return `${node.nodeType}${using}${on} — about ${node.actualRows} rows (planned, not run)`;
  const buffers = node.sharedHitBlocks + node.sharedReadBlocks;
  return `${node.nodeType}${using}${on} — rows ${node.actualRows}${removed}${loops}, ${node.actualTotalMs.toFixed(2)} ms, ${buffers} buffers`;
}
