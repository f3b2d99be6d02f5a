import type { PlanSummary } from '../neo4j-plan.js';
import type { Neo4jDriverLike, Neo4jResultLike, Neo4jSessionLike } from '../neo4j-store.js';

export interface RecordedRun {
  query: string;
  parameters: Record<string, unknown>;
  config: { timeout?: number } | undefined;
  accessMode: 'READ' | 'WRITE';
}

export interface FakeResponse {
  summary?: PlanSummary;
  columns?: string[];
  records?: Record<string, unknown>[];
  error?: Error;
}

export const READ_PLAN: PlanSummary = {
  queryType: 'r',
  plan: { operatorType: 'ProduceResults@neo4j', children: [{ operatorType: 'NodeByLabelScan@neo4j', children: [] }] },
};

/** A stand-in for neo4j-driver: records every statement and answers from `respond`. */
export class FakeNeo4jDriver implements Neo4jDriverLike {
  readonly runs: RecordedRun[] = [];
  /** How many records each result handed out (to see that reading stopped early). */
  readonly recordsRead: number[] = [];
  openSessions = 0;
  closed = false;

  constructor(private readonly respond: (run: RecordedRun) => FakeResponse = () => ({ summary: READ_PLAN })) {}

  session(config: { defaultAccessMode: 'READ' | 'WRITE' }): Neo4jSessionLike {
    this.openSessions += 1;
    return {
      run: (query, parameters = {}, runConfig) => {
        const run = { query, parameters, config: runConfig, accessMode: config.defaultAccessMode };
        this.runs.push(run);
        return this.result(this.respond(run));
      },
      close: async () => {
        this.openSessions -= 1;
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private result(response: FakeResponse): Neo4jResultLike {
    const counter = this.recordsRead.push(0) - 1;
    const recordsRead = this.recordsRead;
    const settle = response.error ? Promise.reject(response.error) : Promise.resolve({ summary: response.summary ?? READ_PLAN });
    settle.catch(() => undefined);
    return {
      then: (onFulfilled, onRejected) => settle.then(onFulfilled, onRejected),
      keys: async () => {
        if (response.error) throw response.error;
        return response.columns ?? [];
      },
      async *[Symbol.asyncIterator]() {
        if (response.error) throw response.error;
        for (const record of response.records ?? []) {
          recordsRead[counter] = (recordsRead[counter] ?? 0) + 1;
          yield { toObject: () => record };
        }
      },
    };
  }
}

/** An error shaped like a Neo4jError (a message and a code). */
export function neo4jError(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}
