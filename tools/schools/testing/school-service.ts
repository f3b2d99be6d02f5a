import { afterAll, beforeAll } from 'vitest';
import type { ToolContext } from '../../../src/context.js';
import type { DatasetReader } from '../../../src/data/dataset/reader.js';
import { stateBackends, type IsolatedStateStore } from '../../../src/data/state/test-stores.js';
import { createTestService, type TestService } from '../../../src/testing/harness.js';
import { listen, type TestClient } from '../../../src/testing/http.js';
import type { AnyTool } from '../../../src/tooling/define-tool.js';
import { runTool } from '../../../src/tooling/run-tool.js';
import type { Tier } from '../../../src/tooling/tiers.js';

/**
 * The school tool tests' fixture: a real service over the shared test sandbox on the first state
 * backend, an HTTP client for it, a BUSINESS key (unlimited, so value tests never hit a limit), and
 * direct calls through runTool for checking values without HTTP.
 */
export interface SchoolService {
  service: TestService;
  client: TestClient;
  /** A BUSINESS key: reaches every tool, never limited. */
  key: string;
  reader: DatasetReader;
  call<Output = any>(tool: AnyTool, input: Record<string, unknown>, tier?: Tier): Promise<Output>; // eslint-disable-line @typescript-eslint/no-explicit-any
  context(tier?: Tier): Promise<ToolContext>;
}

export function useSchoolService(): SchoolService {
  let isolated: IsolatedStateStore;
  const fixture = {} as SchoolService;
  beforeAll(async () => {
    isolated = await stateBackends()[0]!.create();
    fixture.service = createTestService(isolated.store);
    fixture.client = await listen(fixture.service.app);
    fixture.key = (await fixture.service.key('BUSINESS')).key;
    const context = await fixture.service.context('BUSINESS');
    fixture.reader = context.dataset.reader;
    fixture.context = (tier = 'BUSINESS') => fixture.service.context(tier);
    fixture.call = async (tool, input, tier = 'BUSINESS') => runTool(tool, await fixture.service.context(tier), input) as never;
  });
  afterAll(async () => {
    await fixture.client.close();
    fixture.service.dispose();
    await isolated.dispose();
  });
  return fixture;
}

/** Runs a call expected to fail and returns its AppError-like problem fields. */
export async function failure(promise: Promise<unknown>): Promise<{ code: string; status: number; message: string; extra: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const { code, status, message, extra } = error as { code: string; status: number; message: string; extra: Record<string, unknown> };
    return { code, status, message, extra };
  }
  throw new Error('expected the call to fail');
}
