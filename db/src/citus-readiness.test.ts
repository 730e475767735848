import { sql, type Kysely, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db';
import { BEFORE_THE_MOVE, COORDINATOR_TABLES, DISTRIBUTED_TABLES, REFERENCE_TABLES } from './distribution';
import { migrateToLatest } from './migrate';
import { ENGINES, engineOpener } from './test-engines';

/*
 * The schema held to the plan for Citus (db/src/distribution.ts, docs/SCALING.md), read from the
 * catalog of a migrated database on both engines: every table in one list; every table with a
 * business_id distributed by it; on distributed tables, the distribution column never null and
 * in every primary key, unique constraint and unique index (partial and expression ones too);
 * foreign keys only where Citus allows them, pairing the distribution columns between two
 * distributed tables; no triggers on reference tables. What the schema still lacks is the exact
 * list BEFORE_THE_MOVE.
 */

const openEngine = engineOpener();

interface Plan {
  distributed: Readonly<Record<string, string>>;
  reference: Readonly<Record<string, string>>;
  coordinator: Readonly<Record<string, string>>;
}

const PLAN: Plan = { distributed: DISTRIBUTED_TABLES, reference: REFERENCE_TABLES, coordinator: COORDINATOR_TABLES };

interface Catalog {
  tables: string[];
  columns: { table: string; column: string; notNull: boolean }[];
  uniqueIndexes: { table: string; index: string; columns: string[]; definition: string }[];
  foreignKeys: { name: string; from: string; to: string; fromColumns: string[]; toColumns: string[] }[];
  triggers: { table: string; name: string }[];
}

async function readCatalog(db: Kysely<any>): Promise<Catalog> {
  const rows = async <Row>(query: RawBuilder<Row>) => (await query.execute(db)).rows;
  /** The names of a relation's columns at the attribute numbers `keys` (the first `count` of them), in order. */
  const columnNames = (relation: RawBuilder<unknown>, keys: RawBuilder<unknown>, count?: RawBuilder<unknown>) => sql`to_json(array(
      select a.attname::text from unnest(${keys}) with ordinality as k (attnum, n)
      join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum
      ${count ? sql`where k.n <= ${count}` : sql``} order by k.n))`;
  return {
    tables: (
      await rows(sql<{ name: string }>`
        select relname as name from pg_class
        where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace and relname not like 'kysely_%' order by 1`)
    ).map((row) => row.name),
    columns: await rows(sql<Catalog['columns'][number]>`
      select c.relname as "table", a.attname as "column", a.attnotnull as "notNull"
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped`),
    // Primary keys, unique constraints and unique indexes alike; key columns only, not INCLUDE ones.
    uniqueIndexes: await rows(sql<Catalog['uniqueIndexes'][number]>`
      select t.relname as "table", i.relname as "index", pg_get_indexdef(i.oid) as definition,
             ${columnNames(sql`x.indrelid`, sql`x.indkey::int2[]`, sql`x.indnkeyatts`)} as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      where x.indisunique and t.relnamespace = 'public'::regnamespace and t.relname not like 'kysely_%'`),
    foreignKeys: await rows(sql<Catalog['foreignKeys'][number]>`
      select c.conname as name, f.relname as "from", t.relname as "to",
             ${columnNames(sql`c.conrelid`, sql`c.conkey`)} as "fromColumns",
             ${columnNames(sql`c.confrelid`, sql`c.confkey`)} as "toColumns"
      from pg_constraint c join pg_class f on f.oid = c.conrelid join pg_class t on t.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`),
    triggers: await rows(sql<Catalog['triggers'][number]>`
      select c.relname as "table", g.tgname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where not g.tgisinternal and c.relnamespace = 'public'::regnamespace`),
  };
}

type Rule = 'listed' | 'business_id' | 'keys' | 'trigger';

/** Where the catalog departs from the plan: rule → name (a table, `table.column`, an index or a constraint) → why. */
function breaches(catalog: Catalog, plan: Plan): Record<Rule, Record<string, string>> {
  const found: Record<Rule, Record<string, string>> = { listed: {}, business_id: {}, keys: {}, trigger: {} };
  const kindOf = (table: string) =>
    table in plan.distributed ? 'distributed' : table in plan.reference ? 'reference' : table in plan.coordinator ? 'coordinator' : 'unlisted';
  const distributionColumn = (table: string) => plan.distributed[table];

  for (const table of catalog.tables) {
    const lists = [plan.distributed, plan.reference, plan.coordinator].filter((list) => table in list).length;
    if (lists !== 1) found.listed[table] = lists === 0 ? 'in no list of db/src/distribution.ts' : `in ${lists} lists`;
  }
  for (const table of Object.keys({ ...plan.distributed, ...plan.reference, ...plan.coordinator })) {
    if (!catalog.tables.includes(table)) found.listed[table] = 'listed, but no such table';
  }

  for (const { table } of catalog.columns.filter((row) => row.column === 'business_id')) {
    if (distributionColumn(table) !== 'business_id') found.business_id[table] = `has business_id but is ${kindOf(table)}`;
  }
  for (const [table, column] of Object.entries(plan.distributed)) {
    const row = catalog.columns.find((candidate) => candidate.table === table && candidate.column === column);
    if (!row && catalog.tables.includes(table)) found.business_id[`${table}.${column}`] = 'no such column to distribute by';
    if (row && !row.notNull) found.keys[`${table}.${column}`] = 'the distribution column may be null';
  }

  for (const { table, index, columns, definition } of catalog.uniqueIndexes) {
    const column = distributionColumn(table);
    if (column && !columns.includes(column)) found.keys[index] = `${definition} leaves out ${column}`;
  }

  for (const { name, from, to, fromColumns, toColumns } of catalog.foreignKeys) {
    const [fromKind, toKind] = [kindOf(from), kindOf(to)];
    const what = `${from} (${fromColumns.join(', ')}) → ${to} (${toColumns.join(', ')})`;
    if (fromKind === 'distributed' && toKind === 'distributed') {
      const at = fromColumns.indexOf(distributionColumn(from)!);
      if (at < 0 || toColumns[at] !== distributionColumn(to)) found.keys[name] = `${what} does not pair the distribution columns`;
    } else if (fromKind === 'reference' && toKind !== 'reference') {
      found.keys[name] = `${what}: a reference table may refer only to reference tables`;
    } else if (toKind !== fromKind && toKind !== 'reference') {
      found.keys[name] = `${what}: a ${fromKind} table may not refer to a ${toKind} one`;
    }
  }

  for (const { table, name } of catalog.triggers) {
    if (kindOf(table) === 'reference') found.trigger[name] = `a trigger on reference table ${table} would run on every node's copy`;
  }
  return found;
}

const describeBreaches = (breached: Record<string, string>) =>
  Object.entries(breached)
    .map(([name, why]) => `${name}: ${why}`)
    .join('\n');

class RolledBack extends Error {}

describe.each(ENGINES)('the schema, ready for Citus, on %s', (engine) => {
  let handle: DbHandle;
  let found: ReturnType<typeof breaches>;

  it('names every table in exactly one list of db/src/distribution.ts', async () => {
    handle = await openEngine(engine);
    await migrateToLatest(handle.db);
    found = breaches(await readCatalog(handle.db), PLAN);
    expect(found.listed, describeBreaches(found.listed)).toEqual({});
  });

  it('distributes every table that has a business_id by it, and keeps the global tables to the listed ones', () => {
    expect(found.business_id, describeBreaches(found.business_id)).toEqual({});
    expect(Object.keys(DISTRIBUTED_TABLES).filter((table) => DISTRIBUTED_TABLES[table] !== 'business_id')).toEqual(['businesses']);
  });

  it('keeps the keys of distributed tables to the business, but for the steps listed before the move', () => {
    // Every breach must be a listed step, and every listed step still a breach: the list only shrinks.
    expect(Object.keys(found.keys).sort(), describeBreaches(found.keys)).toEqual(Object.keys(BEFORE_THE_MOVE).sort());
  });

  it('keeps reference tables free of triggers', () => {
    expect(found.trigger, describeBreaches(found.trigger)).toEqual({});
  });

  it('catches a table that breaks the plan', async () => {
    const probe = handle.db.transaction().execute(async (trx) => {
      for (const statement of [
        // Distributed, with a key of its own and a unique index on an expression, both without business_id.
        `create table probe_notes (business_id uuid not null references businesses (id), id uuid not null, note text,
           primary key (business_id, id), unique (id))`,
        `create unique index probe_notes_note_key on probe_notes (lower(note))`,
        // Distributed, with a nullable business_id, a key of id alone, a foreign key by id alone and one to a coordinator table.
        `create table probe_pins (business_id uuid references businesses (id), id uuid primary key,
           note_id uuid references probe_notes (id), failure_id bigint references sign_in_failures (id))`,
        // Fine: to a reference table, and to another distributed table with the business paired.
        `alter table probe_pins add column plan_id uuid references plans (id)`,
        `alter table probe_notes add column visit_id uuid,
           add constraint probe_notes_visit_fkey foreign key (business_id, visit_id) references visits (business_id, id)`,
        // A reference table pointing at a distributed one, and a trigger on a reference table.
        `alter table plans add column business_id uuid references businesses (id)`,
        `create trigger platform_settings_probe after insert on platform_settings for each row execute function audit_log_is_append_only()`,
        // Unlisted.
        `create table probe_unlisted (id uuid primary key)`,
      ]) {
        await sql.raw(statement).execute(trx);
      }
      const probed = breaches(await readCatalog(trx), {
        ...PLAN,
        distributed: { ...PLAN.distributed, probe_notes: 'business_id', probe_pins: 'business_id' },
      });
      throw new RolledBack(JSON.stringify(probed));
    });
    const probed = JSON.parse(((await probe.catch((error: unknown) => error)) as RolledBack).message) as ReturnType<typeof breaches>;

    expect(Object.keys(probed.listed)).toEqual(['probe_unlisted']);
    expect(Object.keys(probed.business_id)).toEqual(['plans']);
    expect(Object.keys(probed.trigger)).toEqual(['platform_settings_probe']);
    const newBreaches = Object.keys(probed.keys).filter((name) => !(name in BEFORE_THE_MOVE));
    expect(newBreaches.sort()).toEqual(
      [
        'plans_business_id_fkey',
        'probe_notes_id_key',
        'probe_notes_note_key',
        'probe_pins.business_id',
        'probe_pins_failure_id_fkey',
        'probe_pins_note_id_fkey',
        'probe_pins_pkey',
      ].sort(),
    );
    // Rolled back: the schema is as migrated.
    expect(breaches(await readCatalog(handle.db), PLAN)).toEqual(found);
  });
});
