import { afterAll, beforeAll } from 'vitest';
import type { ToolContext } from '../../src/context.js';
import type { DatasetReader } from '../../src/data/dataset/reader.js';
import { stateBackends, type IsolatedStateStore } from '../../src/data/state/test-stores.js';
import { createTestService, type TestService } from '../../src/testing/harness.js';
import { listen, type TestClient } from '../../src/testing/http.js';
import type { AnyTool } from '../../src/tooling/define-tool.js';
import { runTool } from '../../src/tooling/run-tool.js';

/**
 * Test support for the funding and E-Rate service tests: one real service over the test sandbox
 * (SQLite state: these tools never write state), an HTTP client for it, and a BUSINESS context for
 * calling tools directly through runTool (no daily allowance to run out of).
 */
export interface ToolTestBed {
  service: TestService;
  client: TestClient;
  context: ToolContext;
  reader: DatasetReader;
  call<Tool extends AnyTool>(tool: Tool, input: Record<string, unknown>): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read what they assert
  /** The problem a call throws (an AppError), or fails the test when it succeeds. */
  failure(tool: AnyTool, input: Record<string, unknown>): Promise<{ status: number; message: string; extra: Record<string, unknown> }>;
}

export function useToolTestBed(): ToolTestBed {
  let isolated: IsolatedStateStore;
  const bed = {} as ToolTestBed;
  beforeAll(async () => {
    isolated = await stateBackends()[0]!.create();
    bed.service = createTestService(isolated.store);
    bed.client = await listen(bed.service.app);
    bed.context = await bed.service.context('BUSINESS');
    bed.reader = bed.context.dataset.reader;
    bed.call = (tool, input) => runTool(tool, bed.context, input) as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    bed.failure = async (tool, input) => {
      try {
        await runTool(tool, bed.context, input);
      } catch (error) {
        const appError = error as { status?: number; message: string; extra?: Record<string, unknown> };
        if (typeof appError.status !== 'number') throw error;
        return { status: appError.status, message: appError.message, extra: appError.extra ?? {} };
      }
      throw new Error(`${tool.name}(${JSON.stringify(input)}) succeeded; a failure was expected`);
    };
  });
  afterAll(async () => {
    await bed.client.close();
    bed.service.dispose();
    await isolated.dispose();
  });
  return bed;
}

/** A context whose dataset reader answers some methods differently (for data the sandbox lacks). */
export function withReader(context: ToolContext, overrides: Partial<DatasetReader>): ToolContext {
  const reader = new Proxy(context.dataset.reader, {
    get: (target, property, receiver) => (property in overrides ? overrides[property as keyof DatasetReader] : Reflect.get(target, property, receiver)),
  });
  return { ...context, dataset: { ...context.dataset, reader } };
}
