import type { Logger } from './context.js';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

/**
 * JSON lines on stderr (stdout belongs to the stdio MCP transport and to CLI output).
 * Callers pass fields explicitly; request headers, and so API keys, are never logged.
 */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(line)): Logger {
  const threshold = LEVELS[level];
  const emit = (name: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
    if (LEVELS[name] < threshold) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: name, message, ...fields })}\n`);
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
