import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code and single stores) and `service` (*.service.test.ts: the whole
 * service over a small sandbox dataset built once per run by global-setup).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Native stores (better-sqlite3, kuzu) are safest in forked processes.
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,tools,seeds,evals}/**/*.test.ts'],
          exclude: ['**/*.service.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          include: ['{src,tools,seeds,evals}/**/*.service.test.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
        },
      },
    ],
  },
});
