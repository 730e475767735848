import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
