import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,tools,seeds,evals}/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Native stores (better-sqlite3, kuzu) are safest in forked processes.
    pool: 'forks',
  },
});
