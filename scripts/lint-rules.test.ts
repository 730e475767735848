// The house rules about who may import whom, each broken once on purpose: lint must fail with
// the rule in words, and the allowed counterpart must pass. The files are virtual (lintText with
// a path inside the repository), so the cases do not depend on what the tree holds today.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

/** The errors lint reports for `code` as if it were the file at `file` (repository-relative). */
async function lintErrors(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(REPO_ROOT, file) });
  if (!result) throw new Error(`lint returned no result for ${file}`);
  return result.messages.filter((m) => m.severity === 2).map(({ ruleId, message }) => ({ ruleId, message }));
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const REACHING = 'sevak/no-reaching-into';
const UNDECLARED = 'sevak/declared-workspace-dependencies';
const HOUSE_RULES = [RESTRICTED, REACHING, UNDECLARED];

interface Case {
  rule: string;
  file: string;
  broken: string;
  /** The error lint must report for `broken`: its rule and the house rule in its message. */
  reports: { ruleId: string; says: string };
  allowed: string;
}

const DOOR_NEUTRAL = 'services and repositories are door-neutral: no tRPC, REST or Fastify';
const REST = 'the REST door is built from the operation tables, never from tRPC';
const CLIENT_SERVER = "the client takes only the router's type from the server";
const SHARED = 'shared/ is imported by every workspace and imports none of them';

const cases: Case[] = [
  {
    rule: 'a service does not import the tRPC door by path',
    file: 'server/src/modules/visits/visits.service.ts',
    broken: "import { router } from '../../trpc/init';\nexport const r = router;",
    reports: { ruleId: REACHING, says: DOOR_NEUTRAL },
    allowed: "import { AppError } from '../../errors/app-error';\nexport const e = AppError;",
  },
  {
    rule: 'a repository does not import tRPC',
    file: 'server/src/modules/visits/visits.repository.ts',
    broken: "import { TRPCError } from '@trpc/server';\nexport const e = TRPCError;",
    reports: { ruleId: RESTRICTED, says: DOOR_NEUTRAL },
    allowed: "import { sql } from 'kysely';\nexport const s = sql;",
  },
  {
    rule: 'a service does not import Fastify, not even its types',
    file: 'server/src/modules/auth/sign-in.service.ts',
    broken: "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;",
    reports: { ruleId: RESTRICTED, says: DOOR_NEUTRAL },
    allowed: "import type { Kysely } from 'kysely';\nexport type K = Kysely<object>;",
  },
  {
    rule: 'a service does not import a Fastify plugin',
    file: 'server/src/modules/auth/passwords.ts',
    broken: "import cookie from '@fastify/cookie';\nexport const c = cookie;",
    reports: { ruleId: RESTRICTED, says: DOOR_NEUTRAL },
    allowed: "import { randomBytes } from 'node:crypto';\nexport const r = randomBytes;",
  },
  {
    rule: 'a service does not import the REST door by path',
    file: 'server/src/modules/visits/visits.service.ts',
    broken: "import { restRoutes } from '../../rest/rest-routes';\nexport const r = restRoutes;",
    reports: { ruleId: REACHING, says: DOOR_NEUTRAL },
    allowed: "import { createVisitInput } from '@sevak/shared';\nexport const v = createVisitInput;",
  },
  {
    rule: 'an operation table does not import the tRPC door',
    file: 'server/src/modules/visits/visits.operations.ts',
    broken: "import { adminProcedure } from '../../trpc/procedures';\nexport const p = adminProcedure;",
    reports: { ruleId: REACHING, says: DOOR_NEUTRAL },
    allowed: "import { admin } from '../../operations/operation';\nexport const a = admin;",
  },
  {
    rule: 'the operation machinery does not import tRPC, even lazily',
    file: 'server/src/operations/operation.ts',
    broken: "export const load = () => import('../trpc/init');",
    reports: { ruleId: REACHING, says: DOOR_NEUTRAL },
    allowed: "export const load = () => import('../modules/visits/visits.service');",
  },
  {
    rule: 'the REST door does not import tRPC',
    file: 'server/src/rest/rest-plugin.ts',
    broken: "import { TRPCError } from '@trpc/server';\nexport const e = TRPCError;",
    reports: { ruleId: RESTRICTED, says: REST },
    allowed: "import type { FastifyInstance } from 'fastify';\nexport type F = FastifyInstance;",
  },
  {
    rule: 'the REST door does not import the tRPC folder by path',
    file: 'server/src/rest/rest-routes.ts',
    broken: "import { appRouter } from '../trpc/app.router';\nexport const r = appRouter;",
    reports: { ruleId: REACHING, says: REST },
    allowed: "import { allOperations } from '../operations/all-operations';\nexport const o = allOperations;",
  },
  {
    rule: 'the client takes the router type, never a value, from the server',
    file: 'client/src/lib/trpc.ts',
    broken: "import { AppRouter } from '@sevak/server';\nexport const r = AppRouter;",
    reports: { ruleId: RESTRICTED, says: CLIENT_SERVER },
    allowed: "import type { AppRouter } from '@sevak/server';\nexport type R = AppRouter;",
  },
  {
    rule: 'the client does not reach into the server by path, not even for a type',
    file: 'client/src/lib/trpc.ts',
    broken: "import type { AppRouter } from '../../../server/src/trpc/app.router';\nexport type R = AppRouter;",
    reports: { ruleId: REACHING, says: CLIENT_SERVER },
    allowed: "import type { RouterOutputs } from './trpc-types';\nexport type R = RouterOutputs;",
  },
  {
    rule: 'the client does not import the database',
    file: 'client/src/features/visits/VisitsPage.tsx',
    broken: "import type { Database } from '@sevak/db';\nexport type D = Database;",
    reports: { ruleId: RESTRICTED, says: 'the client reaches the database only through the server' },
    allowed: "import { listVisitsInput } from '@sevak/shared';\nexport const l = listVisitsInput;",
  },
  {
    rule: 'the browser tests do not import server code either',
    file: 'client/e2e/specs/visits.e2e.ts',
    broken: "import { buildApp } from '../../../server/src/app';\nexport const b = buildApp;",
    reports: { ruleId: REACHING, says: CLIENT_SERVER },
    allowed: "import { harness } from '../harness';\nexport const h = harness;",
  },
  {
    rule: 'shared does not import a workspace package',
    file: 'shared/src/visits/visit.schemas.ts',
    broken: "import type { AppRouter } from '@sevak/server';\nexport type R = AppRouter;",
    reports: { ruleId: RESTRICTED, says: SHARED },
    allowed: "import { z } from 'zod';\nexport const id = z.uuid();",
  },
  {
    rule: 'shared does not reach into the server by path',
    file: 'shared/src/visits/visit.schemas.ts',
    broken: "import { AppError } from '../../../server/src/errors/app-error';\nexport const e = AppError;",
    reports: { ruleId: REACHING, says: SHARED },
    allowed: "import { pageInput } from '../common/pagination';\nexport const p = pageInput;",
  },
  {
    rule: 'shared does not reach into the database by path',
    file: 'shared/src/index.ts',
    broken: "export * from '../../db/src/database';",
    reports: { ruleId: REACHING, says: SHARED },
    allowed: "export * from './visits/visit.schemas';",
  },
  {
    rule: 'shared does not import server, database or browser libraries',
    file: 'shared/src/common/money.ts',
    broken: "import { sql } from 'kysely';\nexport const s = sql;",
    reports: { ruleId: RESTRICTED, says: 'no server, database or browser libraries' },
    allowed: "import dayjs from 'dayjs';\nexport const d = dayjs;",
  },
  {
    rule: 'db does not import the server',
    file: 'db/src/migrate.ts',
    broken: "import { loadConfig } from '@sevak/server';\nexport const c = loadConfig;",
    reports: { ruleId: RESTRICTED, says: 'db/ sits below the server and the client' },
    allowed: "import { Migrator } from 'kysely';\nexport const m = Migrator;",
  },
  {
    rule: 'db does not reach into the server by path',
    file: 'db/migrations/2026_11_21_0900_initial.ts',
    broken: "import { hashPassword } from '../../server/src/modules/auth/passwords';\nexport const h = hashPassword;",
    reports: { ruleId: REACHING, says: 'db/ sits below the server and the client' },
    allowed: "import { sql } from 'kysely';\nexport const s = sql;",
  },
  {
    rule: 'a workspace declares the @sevak packages it imports',
    // db/package.json does not declare @sevak/shared; server/package.json does.
    file: 'db/src/database.ts',
    broken: "import { ROLES } from '@sevak/shared';\nexport const r = ROLES;",
    reports: { ruleId: UNDECLARED, says: 'a workspace imports only the @sevak packages its own package.json declares' },
    allowed: "import type { ColumnType } from 'kysely';\nexport type C = ColumnType<string>;",
  },
  {
    rule: 'scripts and the benchmark import only what the root package.json declares',
    file: 'scripts/seed-scale/index.ts',
    broken: "import type { AppRouter } from '@sevak/server';\nexport type R = AppRouter;",
    reports: { ruleId: UNDECLARED, says: 'package.json does not declare @sevak/server' },
    allowed: "import { createDb } from '@sevak/db';\nexport const c = createDb;",
  },
];

describe('house rules: who may import whom', () => {
  it.each(cases)('$rule', async ({ file, broken, reports, allowed }) => {
    const errors = await lintErrors(file, broken);
    expect(errors).toContainEqual({ ruleId: reports.ruleId, message: expect.stringContaining(reports.says) });
    // A package a workspace must not import is usually also one it does not declare.
    expect(errors.filter((e) => !HOUSE_RULES.includes(e.ruleId ?? ''))).toEqual([]);

    expect(await lintErrors(file, allowed)).toEqual([]);
  });

  it('lets a test beside a service drive the tRPC door', async () => {
    const test = "import { appRouter } from '../../trpc/app.router';\nexport const r = appRouter;";
    expect(await lintErrors('server/src/modules/visits/visits.test.ts', test)).toEqual([]);
  });
});

/*
 * Every word a screen shows comes from the catalogue (issue 19): each way a word can reach a
 * screen is broken once, and the same screen written with t() passes.
 */
describe('words on screens come from the catalogue', () => {
  const CATALOGUE = 'Words shown to people come from the catalogue';
  const TOAST = 'A toast says words from the catalogue';
  const screen = 'client/src/features/products/ProductsPage.tsx';
  const header = "import { Button, Table, App } from 'antd';\nimport { useTranslation } from 'react-i18next';\n";
  const WORD_RULES = ['i18next/no-literal-string', 'no-restricted-syntax'];
  const wordErrors = async (code: string) => (await lintErrors(screen, code)).filter((error) => WORD_RULES.includes(error.ruleId ?? ''));

  it.each([
    ['JSX text', 'export const A = () => <Button>Add Product</Button>;', "export const A = () => { const { t } = useTranslation(); return <Button>{t('language.label')}</Button>; };", CATALOGUE],
    ['a prop people read', 'export const A = () => <Button aria-label="Delete product" />;', "export const A = () => { const { t } = useTranslation(); return <Button aria-label={t('language.label')} />; };", CATALOGUE],
    ['an option antd shows', "export const columns = [{ title: 'Product Name', dataIndex: 'name' }];", "export const columns = (t: (key: 'language.label') => string) => [{ title: t('language.label'), dataIndex: 'name' }];", CATALOGUE],
    ['a toast', "export function useA() { const { message } = App.useApp(); return () => message.success('Product deleted'); }", "export function useA() { const { message } = App.useApp(); const { t } = useTranslation(); return () => message.success(t('language.label')); }", TOAST],
  ])('%s', async (_way, broken, allowed, says) => {
    const errors = await wordErrors(`${header}${broken}`);
    expect(errors).toContainEqual({ ruleId: expect.any(String), message: expect.stringContaining(says) });
    expect(await wordErrors(`${header}${allowed}`)).toEqual([]);
  });

  it('leaves ids, class names and formats alone', async () => {
    const code = `${header}export const A = () => <Table rowKey="id" className="products" size="small" data-testid="products" />;`;
    expect(await wordErrors(code)).toEqual([]);
  });
});
