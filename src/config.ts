import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, parsed once and checked whole: a bad setting stops the start with every problem
 * listed. Nothing else in the code reads process.env.
 */
const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL schema of the state tables (default: the connection's search_path). */
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).optional(),
  NEO4J_URI: z.string().min(1).optional(),
  NEO4J_USER: z.string().optional(),
  NEO4J_PASSWORD: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-4-5'),
  WEBHOOKS_ALLOW_LOOPBACK: booleanFlag,
  /** Time allowed for one webhook delivery attempt, in milliseconds. */
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The key the stdio MCP server acts as (one local user). */
  K12_API_KEY: z.string().optional(),
  /** Signs pagination cursors; set the same value on every instance behind one load balancer. */
  CURSOR_SECRET: z.string().min(16).optional(),
  /** Public base URL used in links (upgrade_url, docs). */
  PUBLIC_BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Which tool results are checked against their output schema: every one (\`all\`, the default
   * under test), or one call in OUTPUT_CHECK_SAMPLE_EVERY per tool (\`sample\`, the default when
   * serving). See tooling/output-check.ts.
   */
  OUTPUT_CHECK: z.enum(['all', 'sample']).optional(),
  /** Sandbox scale for the automatic first-start seed (1 = national). */
  SEED_SCALE: z.coerce.number().positive().max(1).default(1),
});

export type Env = z.output<typeof EnvSchema>;

export interface Config extends Omit<Env, 'OUTPUT_CHECK'> {
  OUTPUT_CHECK: 'all' | 'sample';
  dataDir: string;
  baseUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse({ ...cleaned, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  return {
    ...value,
    OUTPUT_CHECK: value.OUTPUT_CHECK ?? (env.VITEST ? 'all' : 'sample'),
    dataDir: path.resolve(value.DATA_DIR),
    baseUrl: value.PUBLIC_BASE_URL ?? `http://${value.HOST}:${value.PORT}`,
  };
}
