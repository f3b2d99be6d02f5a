import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { datasetFile } from '../../src/data/catalog.js';
import { stateBackends, type IsolatedStateStore } from '../../src/data/state/test-stores.js';
import { createTestService, sandboxDataDir, type TestService } from '../../src/testing/harness.js';
import type { ToolContext } from '../../src/context.js';
import { runTool } from '../../src/tooling/run-tool.js';
import { type AgentCase, caseIdsInFile, loadCases, SPLIT_FILES } from './cases.js';
import { fill, type Slots, slotsFromDataset } from './slots.js';
import { valueAt } from './score.js';

/**
 * The contract of a held-out case file, checked against the tools themselves on the test sandbox,
 * never against what the agent answers (so the check leaves the file blind): every slot resolves,
 * every expected tool exists and only reads, every expected argument is a value that tool's input
 * schema accepts, and every fact path leads to a plain value in the tool's real result.
 */
const CHECKED: { file: string; prefix: string; minCases: number; minTurns: number }[] = [
  { file: 'heldout-5.json', prefix: 'h5-', minCases: 48, minTurns: 62 },
  { file: 'heldout-6.json', prefix: 'h6-', minCases: 62, minTurns: 74 },
  { file: 'heldout-7.json', prefix: 'h7-', minCases: 69, minTurns: 84 },
  { file: 'heldout-8.json', prefix: 'h8-', minCases: 78, minTurns: 92 },
  { file: 'heldout-9.json', prefix: 'h9-', minCases: 72, minTurns: 86 },
  { file: 'heldout-10.json', prefix: 'h10-', minCases: 80, minTurns: 96 },
  { file: 'heldout-11.json', prefix: 'h11-', minCases: 80, minTurns: 96 },
  { file: 'heldout-12.json', prefix: 'h12-', minCases: 80, minTurns: 96 },
  { file: 'heldout-13.json', prefix: 'h13-', minCases: 80, minTurns: 96 },
  { file: 'heldout-14.json', prefix: 'h14-', minCases: 80, minTurns: 96 },
  { file: 'heldout-15.json', prefix: 'h15-', minCases: 80, minTurns: 96 },
  { file: 'heldout-16.json', prefix: 'h16-', minCases: 80, minTurns: 96 },
  { file: 'heldout-17.json', prefix: 'h17-', minCases: 80, minTurns: 96 },
  { file: 'heldout-18.json', prefix: 'h18-', minCases: 80, minTurns: 96 },
  { file: 'heldout-19.json', prefix: 'h19-', minCases: 80, minTurns: 96 },
  { file: 'heldout-20.json', prefix: 'h20-', minCases: 80, minTurns: 96 },
  { file: 'heldout-21.json', prefix: 'h21-', minCases: 80, minTurns: 96 },
  { file: 'heldout-22.json', prefix: 'h22-', minCases: 80, minTurns: 96 },
  { file: 'heldout-23.json', prefix: 'h23-', minCases: 80, minTurns: 96 },
  { file: 'heldout-24.json', prefix: 'h24-', minCases: 80, minTurns: 96 },
  { file: 'heldout-25.json', prefix: 'h25-', minCases: 80, minTurns: 96 },
  { file: 'heldout-26.json', prefix: 'h26-', minCases: 80, minTurns: 96 },
  { file: 'heldout-27.json', prefix: 'h27-', minCases: 80, minTurns: 96 },
  { file: 'heldout-28.json', prefix: 'h28-', minCases: 80, minTurns: 96 },
  { file: 'heldout-29.json', prefix: 'h29-', minCases: 80, minTurns: 96 },
  { file: 'heldout-30.json', prefix: 'h30-', minCases: 80, minTurns: 96 },
  { file: 'heldout-31.json', prefix: 'h31-', minCases: 80, minTurns: 96 },
  { file: 'heldout-32.json', prefix: 'h32-', minCases: 80, minTurns: 96 },
  { file: 'heldout-33.json', prefix: 'h33-', minCases: 80, minTurns: 96 },
  { file: 'heldout-34.json', prefix: 'h34-', minCases: 80, minTurns: 96 },
  { file: 'heldout-35.json', prefix: 'h35-', minCases: 80, minTurns: 96 },
  { file: 'heldout-36.json', prefix: 'h36-', minCases: 80, minTurns: 96 },
  { file: 'heldout-37.json', prefix: 'h37-', minCases: 80, minTurns: 96 },
  { file: 'heldout-38.json', prefix: 'h38-', minCases: 80, minTurns: 96 },
  { file: 'heldout-39.json', prefix: 'h39-', minCases: 80, minTurns: 96 },
  { file: 'heldout-40.json', prefix: 'h40-', minCases: 80, minTurns: 96 },
  { file: 'heldout-41.json', prefix: 'h41-', minCases: 80, minTurns: 96 },
  { file: 'heldout-42.json', prefix: 'h42-', minCases: 80, minTurns: 96 },
  { file: 'heldout-43.json', prefix: 'h43-', minCases: 80, minTurns: 96 },
  { file: 'heldout-44.json', prefix: 'h44-', minCases: 80, minTurns: 96 },
  { file: 'heldout-45.json', prefix: 'h45-', minCases: 80, minTurns: 96 },
  { file: 'heldout-46.json', prefix: 'h46-', minCases: 80, minTurns: 96 },
  { file: 'heldout-47.json', prefix: 'h47-', minCases: 80, minTurns: 96 },
  { file: 'heldout-48.json', prefix: 'h48-', minCases: 80, minTurns: 96 },
  { file: 'heldout-49.json', prefix: 'h49-', minCases: 80, minTurns: 96 },
  { file: 'heldout-50.json', prefix: 'h50-', minCases: 80, minTurns: 96 },
  { file: 'heldout-51.json', prefix: 'h51-', minCases: 80, minTurns: 96 },
  { file: 'heldout-52.json', prefix: 'h52-', minCases: 80, minTurns: 96 },
  { file: 'heldout-53.json', prefix: 'h53-', minCases: 80, minTurns: 96 },
  { file: 'heldout-54.json', prefix: 'h54-', minCases: 80, minTurns: 96 },
  { file: 'heldout-55.json', prefix: 'h55-', minCases: 80, minTurns: 96 },
  { file: 'heldout-56.json', prefix: 'h56-', minCases: 80, minTurns: 96 },
  { file: 'heldout-57.json', prefix: 'h57-', minCases: 80, minTurns: 96 },
  { file: 'heldout-58.json', prefix: 'h58-', minCases: 80, minTurns: 96 },
  { file: 'heldout-59.json', prefix: 'h59-', minCases: 80, minTurns: 96 },
  { file: 'heldout-60.json', prefix: 'h60-', minCases: 80, minTurns: 96 },
  { file: 'heldout-61.json', prefix: 'h61-', minCases: 80, minTurns: 96 },
  { file: 'heldout-62.json', prefix: 'h62-', minCases: 80, minTurns: 96 },
  { file: 'heldout-63.json', prefix: 'h63-', minCases: 80, minTurns: 96 },
  { file: 'heldout-64.json', prefix: 'h64-', minCases: 80, minTurns: 96 },
  { file: 'heldout-65.json', prefix: 'h65-', minCases: 80, minTurns: 96 },
  { file: 'heldout-66.json', prefix: 'h66-', minCases: 80, minTurns: 96 },
  { file: 'heldout-67.json', prefix: 'h67-', minCases: 80, minTurns: 96 },
  { file: 'heldout-68.json', prefix: 'h68-', minCases: 80, minTurns: 96 },
  { file: 'heldout-70.json', prefix: 'h70-', minCases: 80, minTurns: 96 },
  { file: 'heldout-71.json', prefix: 'h71-', minCases: 80, minTurns: 96 },
  { file: 'heldout-69.json', prefix: 'h69-', minCases: 80, minTurns: 96 },
  { file: 'heldout-73.json', prefix: 'h73-', minCases: 80, minTurns: 96 },
  { file: 'heldout-72.json', prefix: 'h72-', minCases: 80, minTurns: 96 },
  { file: 'heldout-74.json', prefix: 'h74-', minCases: 80, minTurns: 96 },
  { file: 'heldout-75.json', prefix: 'h75-', minCases: 80, minTurns: 96 },
  { file: 'heldout-76.json', prefix: 'h76-', minCases: 80, minTurns: 96 },
  { file: 'heldout-77.json', prefix: 'h77-', minCases: 80, minTurns: 96 },
  { file: 'heldout-79.json', prefix: 'h79-', minCases: 80, minTurns: 96 },
  { file: 'heldout-78.json', prefix: 'h78-', minCases: 80, minTurns: 96 },
  { file: 'heldout-81.json', prefix: 'h81-', minCases: 80, minTurns: 96 },
  { file: 'heldout-80.json', prefix: 'h80-', minCases: 80, minTurns: 96 },
  { file: 'heldout-83.json', prefix: 'h83-', minCases: 80, minTurns: 96 },
  { file: 'heldout-82.json', prefix: 'h82-', minCases: 80, minTurns: 96 },
  { file: 'heldout-85.json', prefix: 'h85-', minCases: 80, minTurns: 96 },
  { file: 'heldout-84.json', prefix: 'h84-', minCases: 80, minTurns: 96 },
  { file: 'heldout-86.json', prefix: 'h86-', minCases: 80, minTurns: 96 },
  { file: 'heldout-87.json', prefix: 'h87-', minCases: 80, minTurns: 96 },
  { file: 'heldout-88.json', prefix: 'h88-', minCases: 80, minTurns: 96 },
  { file: 'heldout-89.json', prefix: 'h89-', minCases: 80, minTurns: 96 },
  { file: 'heldout-90.json', prefix: 'h90-', minCases: 80, minTurns: 96 },
  { file: 'heldout-91.json', prefix: 'h91-', minCases: 80, minTurns: 96 },
  { file: 'heldout-92.json', prefix: 'h92-', minCases: 80, minTurns: 96 },
  { file: 'heldout-93.json', prefix: 'h93-', minCases: 80, minTurns: 96 },
  { file: 'heldout-94.json', prefix: 'h94-', minCases: 80, minTurns: 96 },
  { file: 'heldout-95.json', prefix: 'h95-', minCases: 80, minTurns: 96 },
  { file: 'heldout-96.json', prefix: 'h96-', minCases: 80, minTurns: 96 },
  { file: 'heldout-97.json', prefix: 'h97-', minCases: 80, minTurns: 96 },
  { file: 'heldout-98.json', prefix: 'h98-', minCases: 80, minTurns: 96 },
  { file: 'heldout-99.json', prefix: 'h99-', minCases: 80, minTurns: 96 },
  { file: 'heldout-100.json', prefix: 'h100-', minCases: 80, minTurns: 96 },
  { file: 'heldout-101.json', prefix: 'h101-', minCases: 80, minTurns: 96 },
  { file: 'heldout-102.json', prefix: 'h102-', minCases: 80, minTurns: 96 },
  { file: 'heldout-104.json', prefix: 'h104-', minCases: 80, minTurns: 96 },
  { file: 'heldout-103.json', prefix: 'h103-', minCases: 80, minTurns: 96 },
  { file: 'heldout-105.json', prefix: 'h105-', minCases: 80, minTurns: 96 },
  { file: 'heldout-106.json', prefix: 'h106-', minCases: 80, minTurns: 96 },
  { file: 'heldout-107.json', prefix: 'h107-', minCases: 80, minTurns: 96 },
  { file: 'heldout-108.json', prefix: 'h108-', minCases: 80, minTurns: 96 },
  { file: 'heldout-109.json', prefix: 'h109-', minCases: 80, minTurns: 96 },
  { file: 'heldout-110.json', prefix: 'h110-', minCases: 80, minTurns: 96 },
  { file: 'heldout-111.json', prefix: 'h111-', minCases: 80, minTurns: 96 },
  { file: 'heldout-112.json', prefix: 'h112-', minCases: 80, minTurns: 96 },
  { file: 'heldout-113.json', prefix: 'h113-', minCases: 80, minTurns: 96 },
  { file: 'heldout-114.json', prefix: 'h114-', minCases: 80, minTurns: 96 },
  { file: 'heldout-115.json', prefix: 'h115-', minCases: 80, minTurns: 96 },
  { file: 'heldout-116.json', prefix: 'h116-', minCases: 80, minTurns: 96 },
  { file: 'heldout-117.json', prefix: 'h117-', minCases: 80, minTurns: 96 },
  { file: 'heldout-118.json', prefix: 'h118-', minCases: 80, minTurns: 96 },
  { file: 'heldout-119.json', prefix: 'h119-', minCases: 80, minTurns: 96 },
  { file: 'heldout-120.json', prefix: 'h120-', minCases: 80, minTurns: 96 },
  { file: 'heldout-121.json', prefix: 'h121-', minCases: 80, minTurns: 96 },
  { file: 'heldout-122.json', prefix: 'h122-', minCases: 80, minTurns: 96 },
  { file: 'heldout-123.json', prefix: 'h123-', minCases: 80, minTurns: 96 },
  { file: 'heldout-124.json', prefix: 'h124-', minCases: 80, minTurns: 96 },
  { file: 'heldout-125.json', prefix: 'h125-', minCases: 80, minTurns: 96 },
  { file: 'heldout-126.json', prefix: 'h126-', minCases: 80, minTurns: 96 },
  { file: 'heldout-127.json', prefix: 'h127-', minCases: 80, minTurns: 96 },
  { file: 'heldout-128.json', prefix: 'h128-', minCases: 80, minTurns: 96 },
  { file: 'heldout-129.json', prefix: 'h129-', minCases: 80, minTurns: 96 },
  { file: 'heldout-130.json', prefix: 'h130-', minCases: 80, minTurns: 96 },
  { file: 'heldout-131.json', prefix: 'h131-', minCases: 80, minTurns: 96 },
  { file: 'heldout-132.json', prefix: 'h132-', minCases: 80, minTurns: 96 },
  { file: 'heldout-133.json', prefix: 'h133-', minCases: 80, minTurns: 96 },
  { file: 'heldout-135.json', prefix: 'h135-', minCases: 80, minTurns: 96 },
  { file: 'heldout-134.json', prefix: 'h134-', minCases: 80, minTurns: 96 },
  { file: 'heldout-136.json', prefix: 'h136-', minCases: 80, minTurns: 96 },
  { file: 'heldout-137.json', prefix: 'h137-', minCases: 80, minTurns: 96 },
  { file: 'heldout-138.json', prefix: 'h138-', minCases: 80, minTurns: 96 },
  { file: 'heldout-139.json', prefix: 'h139-', minCases: 80, minTurns: 96 },
  { file: 'heldout-141.json', prefix: 'h141-', minCases: 80, minTurns: 96 },
  { file: 'heldout-140.json', prefix: 'h140-', minCases: 80, minTurns: 96 },
  { file: 'heldout-145.json', prefix: 'h145-', minCases: 80, minTurns: 96 },
  { file: 'heldout-142.json', prefix: 'h142-', minCases: 80, minTurns: 96 },
  { file: 'heldout-143.json', prefix: 'h143-', minCases: 80, minTurns: 96 },
  { file: 'heldout-144.json', prefix: 'h144-', minCases: 80, minTurns: 96 },
  { file: 'heldout-147.json', prefix: 'h147-', minCases: 80, minTurns: 96 },
  { file: 'heldout-148.json', prefix: 'h148-', minCases: 80, minTurns: 96 },
  { file: 'heldout-146.json', prefix: 'h146-', minCases: 80, minTurns: 96 },
  { file: 'heldout-149.json', prefix: 'h149-', minCases: 80, minTurns: 96 },
  { file: 'heldout-150.json', prefix: 'h150-', minCases: 80, minTurns: 96 },
  { file: 'heldout-151.json', prefix: 'h151-', minCases: 80, minTurns: 96 },
  { file: 'heldout-152.json', prefix: 'h152-', minCases: 80, minTurns: 96 },
  { file: 'heldout-153.json', prefix: 'h153-', minCases: 80, minTurns: 96 },
  { file: 'heldout-154.json', prefix: 'h154-', minCases: 80, minTurns: 96 },
  { file: 'heldout-157.json', prefix: 'h157-', minCases: 80, minTurns: 96 },
  { file: 'heldout-156.json', prefix: 'h156-', minCases: 80, minTurns: 96 },
  { file: 'heldout-158.json', prefix: 'h158-', minCases: 80, minTurns: 96 },
  { file: 'heldout-155.json', prefix: 'h155-', minCases: 80, minTurns: 96 },
  { file: 'heldout-161.json', prefix: 'h161-', minCases: 80, minTurns: 96 },
  { file: 'heldout-159.json', prefix: 'h159-', minCases: 80, minTurns: 96 },
  { file: 'heldout-160.json', prefix: 'h160-', minCases: 80, minTurns: 96 },
  { file: 'heldout-162.json', prefix: 'h162-', minCases: 80, minTurns: 96 },
  { file: 'heldout-163.json', prefix: 'h163-', minCases: 80, minTurns: 96 },
  { file: 'heldout-164.json', prefix: 'h164-', minCases: 80, minTurns: 96 },
  { file: 'heldout-165.json', prefix: 'h165-', minCases: 80, minTurns: 96 },
  { file: 'heldout-166.json', prefix: 'h166-', minCases: 80, minTurns: 96 },
  { file: 'heldout-167.json', prefix: 'h167-', minCases: 80, minTurns: 96 },
  { file: 'heldout-168.json', prefix: 'h168-', minCases: 80, minTurns: 96 },
  { file: 'heldout-169.json', prefix: 'h169-', minCases: 80, minTurns: 96 },
  { file: 'heldout-170.json', prefix: 'h170-', minCases: 80, minTurns: 96 },
  { file: 'heldout-171.json', prefix: 'h171-', minCases: 80, minTurns: 96 },
];

type RawCase = Omit<AgentCase, 'split'>;

function readFile(file: string): RawCase[] {
  return JSON.parse(fs.readFileSync(new URL(`./cases/${file}`, import.meta.url), 'utf8')) as RawCase[];
}

describe('held-out case files: contract against the tools on the test sandbox', () => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let context: ToolContext;
  let slots: Slots;
  beforeAll(async () => {
    isolated = await stateBackends()[0]!.create();
    service = createTestService(isolated.store);
    context = { ...(await service.context('BUSINESS')), tools: service.registry };
    slots = slotsFromDataset(datasetFile(sandboxDataDir(), 'sandbox'));
  });
  afterAll(async () => {
    service.dispose();
    await isolated.dispose();
  });

  for (const { file, prefix, minCases, minTurns } of CHECKED) {
    describe(file, () => {
      it('is in the held-out split, its ids unique (across every case file) and prefixed, sized as required', () => {
        expect(SPLIT_FILES.heldout).toContain(file);
        const raw = readFile(file);
        const ids = raw.map((entry) => entry.id);
        expect(ids.filter((id) => !id.startsWith(prefix))).toEqual([]);
        const everyId = [...SPLIT_FILES.dev, ...SPLIT_FILES.heldout].flatMap((name) => caseIdsInFile(name));
        expect(new Set(ids).size).toBe(ids.length);
        expect(everyId.filter((id) => ids.includes(id)).length).toBe(ids.length);
        expect(loadCases('heldout', ids).map((entry) => entry.id)).toEqual(ids);
        expect(raw.length).toBeGreaterThanOrEqual(minCases);
        expect(raw.reduce((total, entry) => total + entry.turns.length, 0)).toBeGreaterThanOrEqual(minTurns);
      });

      it('clarify and abstain turns expect no tool and no fact; answer turns expect at least one tool', () => {
        const problems: string[] = [];
        for (const entry of readFile(file)) {
          for (const [index, turn] of entry.turns.entries()) {
            const outcome = turn.expect.outcome ?? 'answer';
            const where = `${entry.id} turn ${index + 1}`;
            if (!['answer', 'clarify', 'abstain'].includes(outcome)) problems.push(`${where}: unknown outcome ${outcome}`);
            if (outcome !== 'answer' && ((turn.expect.tools ?? []).length > 0 || (turn.expect.facts ?? []).length > 0)) {
              problems.push(`${where}: a ${outcome} turn lists tools or facts`);
            }
            if (outcome === 'answer' && (turn.expect.tools ?? []).length === 0) problems.push(`${where}: an answer turn lists no tool`);
            if (turn.user.trim().length === 0) problems.push(`${where}: empty message`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('every slot resolves on the sandbox', () => {
        const problems: string[] = [];
        for (const entry of readFile(file)) {
          try {
            fill(entry, slots);
          } catch (error) {
            problems.push(`${entry.id}: ${(error as Error).message}`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('every expected tool exists, only reads, and accepts every expected argument value', () => {
        const problems: string[] = [];
        for (const entry of readFile(file).map((raw) => fill(raw, slots))) {
          for (const [index, turn] of entry.turns.entries()) {
            for (const call of turn.expect.tools ?? []) {
              const where = `${entry.id} turn ${index + 1} ${call.name}`;
              const tool = service.registry.get(call.name);
              if (!tool) {
                problems.push(`${where}: no such tool`);
                continue;
              }
              if (tool.effect !== 'read' || tool.name === 'agent_chat') problems.push(`${where}: not a tool the agent may call`);
              const shape = (tool.input as z.ZodObject).shape as Record<string, z.ZodType>;
              for (const [name, expected] of Object.entries(call.args ?? {})) {
                const field = shape[name];
                if (!field) {
                  problems.push(`${where}: no argument ${name} (has ${Object.keys(shape).join(', ')})`);
                  continue;
                }
                const allowed = expected && typeof expected === 'object' && '$any' in expected ? (expected as { $any: unknown[] }).$any : [expected];
                for (const value of allowed) {
                  const parsed = field.safeParse(value);
                  if (!parsed.success) problems.push(`${where}: ${name}=${JSON.stringify(value)} refused: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
                }
              }
            }
          }
        }
        expect(problems).toEqual([]);
      });

      it('every fact is a plain value at its path in the tool\'s real result', async () => {
        const problems: string[] = [];
        for (const entry of readFile(file).map((raw) => fill(raw, slots))) {
          for (const [index, turn] of entry.turns.entries()) {
            for (const fact of turn.expect.facts ?? []) {
              const where = `${entry.id} turn ${index + 1} ${fact.tool} ${JSON.stringify(fact.args)} ${fact.path}`;
              const tool = service.registry.get(fact.tool);
              if (!tool) {
                problems.push(`${where}: no such tool`);
                continue;
              }
              try {
                const value = valueAt(await runTool(tool, context, fact.args), fact.path);
                if (value === undefined || value === null) problems.push(`${where}: no value`);
                else if (typeof value === 'object') problems.push(`${where}: not a plain value: ${JSON.stringify(value).slice(0, 80)}`);
              } catch (error) {
                problems.push(`${where}: the call failed: ${(error as Error).message}`);
              }
            }
          }
        }
        expect(problems).toEqual([]);
      }, 120_000);
    });
  }
});
