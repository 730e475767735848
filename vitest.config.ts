import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The projects that touch no database: `npm test` (scripts/test.ts) runs them once, and every
 * other project once per database engine.
 */
export const ENGINE_FREE_PROJECTS = ['lint', 'shared', 'client'];

const cores = availableParallelism();

export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: a single worker on two. Measured on
    // two cores, two workers take 254 s against 316 s for the client tests, 206 s against 230 s
    // for the server's on PGlite and 167 s against 192 s on PostgreSQL.
    maxWorkers: Math.min(cores, Math.max(2, cores - 1)),
    projects: [
      {
        // Lints virtual files to prove each house rule about imports fails when broken.
        test: { name: 'lint', root: 'scripts', include: ['lint-rules.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Migrates one template database per run; each test file opens its own copy.
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db',
          root: 'db',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          root: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // A test's first screen loads its lazy chunks, antd and the icons inside the test.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
