import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REPO_ROOT = import.meta.dirname;

/** The props and options whose text people read or hear: checked for words not in the catalogue. */
const USER_VISIBLE_PROPS = [
  'title', 'label', 'placeholder', 'alt', 'aria-label', 'aria-description', 'okText', 'cancelText', 'description',
  'message', 'content', 'tooltip', 'extra', 'help', 'emptyText', 'addonBefore', 'addonAfter', 'checkedChildren',
  'unCheckedChildren', 'tip', 'subTitle', 'success', 'failure', 'text', 'caption', 'summary',
];

// The house rules about who may import whom. Package names are banned with
// @typescript-eslint/no-restricted-imports (it alone can allow type-only imports);
// the two local rules below cover what it cannot see: where a relative path lands,
// and whether the importing workspace declares the @sevak package it imports.
// scripts/lint-rules.test.ts breaks each rule once and checks that lint says so.
const HOUSE_RULE = {
  shared:
    'shared/ is imported by every workspace and imports none of them: no server, client or db code',
  sharedLibraries:
    'shared/ holds schemas and pure helpers that run on both sides: no server, database or browser libraries',
  doorNeutral: 'services and repositories are door-neutral: no tRPC, REST or Fastify',
  rest: 'the REST door is built from the operation tables, never from tRPC',
  clientServer:
    "the client takes only the router's type from the server: import type { AppRouter } from '@sevak/server'",
  clientDb: 'the client reaches the database only through the server',
  db: 'db/ sits below the server and the client and never imports their code',
};

/** Calls check(node, source) for every import, export-from, import() and import-require with a literal source. */
function eachImportSource(check) {
  const literal = (node) => {
    if (node && node.type === 'Literal' && typeof node.value === 'string') check(node, node.value);
  };
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.argument?.type === 'TSLiteralType' ? node.argument.literal : null),
    TSImportEqualsDeclaration: (node) => {
      if (node.moduleReference.type === 'TSExternalModuleReference') literal(node.moduleReference.expression);
    },
  };
}

const noReachingInto = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids relative imports that land in the given repository folders' },
    // { 'repo/relative/folder': 'the house rule it breaks', ... }
    schema: [{ type: 'object', additionalProperties: { type: 'string' } }],
    messages: { reach: "{{rule}} ('{{source}}' is in {{folder}}/)" },
  },
  create(context) {
    const folders = Object.entries(context.options[0] ?? {});
    return eachImportSource((node, source) => {
      if (!source.startsWith('.') && !path.isAbsolute(source)) return;
      const target = path
        .relative(REPO_ROOT, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const hit = folders.find(([folder]) => target === folder || target.startsWith(`${folder}/`));
      if (hit) context.report({ node, messageId: 'reach', data: { rule: hit[1], source, folder: hit[0] } });
    });
  },
};

/** The package.json nearest to dir, inside the repository. */
function nearestManifest(dir) {
  for (let at = dir; at.startsWith(REPO_ROOT); at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (existsSync(file)) return { file, manifest: JSON.parse(readFileSync(file, 'utf8')) };
    if (at === REPO_ROOT) break;
  }
  return null;
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

const declaredWorkspaceDependencies = {
  meta: {
    type: 'problem',
    docs: { description: "Requires every imported @sevak package to be declared in the importer's package.json" },
    schema: [],
    messages: {
      undeclared:
        'a workspace imports only the @sevak packages its own package.json declares, and {{file}} does not declare {{name}} (it resolves anyway only because npm links every workspace into the root node_modules)',
    },
  },
  create(context) {
    const found = nearestManifest(path.dirname(context.filename));
    if (!found) return {};
    const { file, manifest } = found;
    return eachImportSource((node, source) => {
      const name = /^@sevak\/[^/]+/.exec(source)?.[0];
      if (!name || name === manifest.name) return;
      if (DEPENDENCY_FIELDS.some((field) => manifest[field]?.[name] !== undefined)) return;
      context.report({
        node,
        messageId: 'undeclared',
        data: { name, file: path.relative(REPO_ROOT, file).split(path.sep).join('/') },
      });
    });
  },
};

const sevak = {
  meta: { name: 'sevak-house-rules' },
  rules: { 'no-reaching-into': noReachingInto, 'declared-workspace-dependencies': declaredWorkspaceDependencies },
};

const workspacePackages = (...names) => names.flatMap((name) => [`@sevak/${name}`, `@sevak/${name}/*`]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { sevak },
    rules: { 'sevak/declared-workspace-dependencies': 'error' },
  },
  {
    files: ['db/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // Every word a screen shows comes from the catalogue (client/src/i18n, each feature's i18n/),
  // so a Hindi screen has no English left on it. eslint-plugin-i18next checks JSX text, the
  // attributes people read or hear and strings inside JSX; the selectors after it check what the
  // plugin does not: text in arrow-function components, the strings antd takes as options (a
  // column's title) and toasts. scripts/lint-rules.test.ts breaks each once.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/src/test/**', '**/i18n/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: USER_VISIBLE_PROPS, exclude: ['.*'] },
          words: { exclude: ['[\\s0-9!-/:-@[-`{-~₹×·—–…•’]+'] },
          message: 'Words shown to people come from the catalogue: t(key)',
        },
      ],
      'no-restricted-syntax': [
        'error',
        // The plugin skips text inside arrow-function components; these two see every one.
        { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: 'Words shown to people come from the catalogue: t(key)' },
        {
          selector: `JSXAttribute[name.name=/^(${USER_VISIBLE_PROPS.join('|')})$/] > Literal[value=/[A-Za-z]/]`,
          message: 'Words shown to people come from the catalogue: t(key)',
        },
        {
          selector: `Property[key.name=/^(${USER_VISIBLE_PROPS.join('|')})$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral[quasis.0.value.raw=/[A-Za-z]/])`,
          message: 'Words shown to people come from the catalogue: t(key)',
        },
        {
          selector: `CallExpression[callee.property.name=/^(success|error|warning|info|loading|open)$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral[quasis.0.value.raw=/[A-Za-z]/])`,
          message: 'A toast says words from the catalogue: t(key)',
        },
      ],
    },
  },

  // Who may import whom. The file sets below do not overlap: a rule's options in a later
  // block would replace, not extend, those of an earlier one.
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: workspacePackages('server', 'client', 'db'), message: HOUSE_RULE.shared },
            {
              group: ['fastify', '@fastify/*', '@trpc/*', 'kysely', 'kysely-*', 'pg', '@electric-sql/*', 'react', 'react-dom', 'antd', '@ant-design/*'],
              message: HOUSE_RULE.sharedLibraries,
            },
          ],
        },
      ],
      'sevak/no-reaching-into': [
        'error',
        { server: HOUSE_RULE.shared, client: HOUSE_RULE.shared, db: HOUSE_RULE.shared },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: workspacePackages('server', 'client'), message: HOUSE_RULE.db }] },
      ],
      'sevak/no-reaching-into': ['error', { server: HOUSE_RULE.db, client: HOUSE_RULE.db }],
    },
  },
  {
    // Services, repositories, the feature operation tables and the operation machinery.
    // Tests are exempt: they drive the real router through both doors.
    files: ['server/src/modules/**/*.ts', 'server/src/operations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@trpc/*', 'fastify', '@fastify/*'], message: HOUSE_RULE.doorNeutral }] },
      ],
      'sevak/no-reaching-into': [
        'error',
        { 'server/src/trpc': HOUSE_RULE.doorNeutral, 'server/src/rest': HOUSE_RULE.doorNeutral },
      ],
    },
  },
  {
    files: ['server/src/rest/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@trpc/*'], message: HOUSE_RULE.rest }] },
      ],
      'sevak/no-reaching-into': ['error', { 'server/src/trpc': HOUSE_RULE.rest }],
    },
  },
  {
    // The browser app and its browser tests (client/e2e starts the server as a process, never by import).
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@sevak/server', allowTypeImports: true, message: HOUSE_RULE.clientServer }],
          patterns: [
            { group: ['@sevak/server/*'], message: HOUSE_RULE.clientServer },
            { group: workspacePackages('db'), message: HOUSE_RULE.clientDb },
          ],
        },
      ],
      'sevak/no-reaching-into': ['error', { server: HOUSE_RULE.clientServer, db: HOUSE_RULE.clientDb }],
    },
  },
);
