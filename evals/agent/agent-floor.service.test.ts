import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetFile } from '../../src/data/catalog.js';
import { stateBackends, type IsolatedStateStore } from '../../src/data/state/test-stores.js';
import { createTestService, sandboxDataDir, type TestService } from '../../src/testing/harness.js';
import type { SuiteReport } from '../framework/types.js';
import { caseIdsInFile, loadCases } from './cases.js';
import { agent } from './suite.js';
import { toolTarget } from './testing/tool-target.js';

/**
 * The floor the local planner must keep on the held-out conversations (never tuned on), three runs
 * each: it is deterministic, so pass^3 must be 1. Latency is reported by `k12-intel eval`, not timed here.
 * The targets are held on heldout.json; the dev split and the whole held-out split (every file of it
 * read after its first, blind run) are held where the planner rounds left them, so a new rule that
 * breaks an old conversation fails here.
 */
/** Held-out files measured blind and not read yet: the next round's material, outside the regression floor. */
const UNREAD = ['heldout-63.json', 'heldout-75.json', 'heldout-83.json', 'heldout-86.json', 'heldout-87.json', 'heldout-112.json', 'heldout-114.json', 'heldout-129.json', 'heldout-130.json', 'heldout-132.json', 'heldout-137.json', 'heldout-142.json', 'heldout-144.json', 'heldout-146.json', 'heldout-147.json', 'heldout-150.json', 'heldout-152.json', 'heldout-153.json', 'heldout-155.json', 'heldout-156.json', 'heldout-157.json', 'heldout-159.json', 'heldout-160.json', 'heldout-161.json', 'heldout-162.json', 'heldout-163.json', 'heldout-164.json', 'heldout-165.json', 'heldout-166.json', 'heldout-167.json', 'heldout-168.json', 'heldout-169.json', 'heldout-170.json', 'heldout-171.json'];

describe('agent eval floor (local planner, held-out split)', () => {
  let isolated: IsolatedStateStore;
  let service: TestService;
  let report: SuiteReport;
  beforeAll(async () => {
    isolated = await stateBackends()[0]!.create();
    service = createTestService(isolated.store);
    const context = { ...(await service.context('BUSINESS')), tools: service.registry };
    const target = toolTarget(service.registry, context, datasetFile(sandboxDataDir(), 'sandbox'));
    report = await agent.run({ split: 'heldout', runs: 3, target, caseIds: caseIdsInFile('heldout.json') });
  }, 120_000);
  afterAll(async () => {
    service.dispose();
    await isolated.dispose();
  });

  it('keeps every dev conversation and the whole held-out split where the planner rounds left them (a regression floor, not a measure)', async () => {
    const context = { ...(await service.context('BUSINESS')), tools: service.registry };
    const target = toolTarget(service.registry, context, datasetFile(sandboxDataDir(), 'sandbox'));
    const dev = await agent.run({ split: 'dev', runs: 1, target });
    expect(dev.cases.filter((entry) => !entry.pass).map((entry) => `${entry.id}: ${entry.detail}`)).toEqual([]);
    // Every held-out file but the newest has been read after its clean run (docs/AGENT.md); the newest is the next
    // round's blind material, so it is measured (its first run is in docs/AGENT.md) but held to no floor yet.
    const read = loadCases('heldout').map((entry) => entry.id).filter((id) => !UNREAD.some((file) => caseIdsInFile(file).includes(id)));
    const heldout = await agent.run({ split: 'heldout', runs: 1, target, caseIds: read });
    // (Floors since heldout-52.json to heldout-62.json and heldout-64.json joined the read split with some of their failures
    // still open, the parents' file most (61 of its 68 failing conversations), then the researchers', purchasing officers',
    // superintendents' and after-school directors'; after round 66, with the principals', federal-programs coordinators' and charter operators' files: 0.964 F1, 0.960 arguments, 0.972 facts, 0.937 pass measured;
    // after round 67, with the CTE directors' file read: 0.965 F1, 0.961 arguments, 0.973 facts, 0.939 pass, so the floors stand;
    // after round 68, with the English-learner coordinators' file: 0.966 F1, 0.962 arguments, 0.974 facts, 0.940 pass;
    // after round 69, with the nonprofit program officers' file: 0.966 F1, 0.963 arguments, 0.974 facts, 0.941 pass;
    // after round 70, with the school counselors' file: 0.966 F1, 0.963 arguments, 0.975 facts, 0.942 pass;
    // after round 71, with the legislative aides' file: 0.966 F1, 0.963 arguments, 0.975 facts, 0.941 pass;
    // after round 72, with the special education directors' file (22 of its failures still open): 0.965 F1, 0.962 arguments, 0.973 facts, 0.939 pass;
    // after round 73, with the district finance officers' file (10 of its failures still open): 0.964 F1, 0.961 arguments, 0.973 facts, 0.940 pass;
    // after round 74, with the education researchers' file (11 of its failures still open): 0.965 F1, 0.962 arguments, 0.974 facts, 0.940 pass;
    // after round 75, with the school nutrition and operations directors' file (26 of its failures still open): 0.964 F1, 0.961 arguments, 0.972 facts, 0.939 pass;
    // after round 76, with the state agency monitors' file (4 of its failures still open): 0.964 F1, 0.961 arguments, 0.973 facts, 0.940 pass;
    // after round 77, with the ed-tech founders' file (5 of its failures still open): 0.965 F1, 0.961 arguments, 0.973 facts, 0.941 pass;
    // after round 78, with the district technology directors' file (20 of its failures still open): 0.964 F1, 0.961 arguments, 0.973 facts, 0.940 pass;
    // after round 79, with the education journalists' file (25 of its failures still open): 0.964 F1, 0.961 arguments, 0.973 facts, 0.939 pass;
    // after round 80, with the school librarians' file (21 of its failures still open): 0.963 F1, 0.961 arguments, 0.972 facts, 0.939 pass;
    // after round 81, with the parent advocates' file read in part (44 of its failures still open): 0.962 F1, 0.959 arguments, 0.971 facts, 0.936 pass;
    // after round 84, with the rest of the parent advocates' file, the regional service agencies' and the procurement officers' files read
    // (11, 4 and 17 of their failures still open): 0.965 F1, 0.962 arguments, 0.973 facts, 0.940 pass;
    // after round 85, with the school psychologists' file (10 of its failures still open): 0.965 F1, 0.962 arguments, 0.973 facts, 0.940 pass;
    // after round 88, with the communications officers', facilities directors' and military families' files read (10, 26 and 27 of their failures
    // still open): 0.963 F1, 0.960 arguments, 0.973 facts, 0.938 pass;
    // after round 95, with the tribal education, teacher-preparation, developers', private-school, homeless-liaison, reseller and
    // curriculum directors' files read (1, 4, 6, 12, 13, 22 and 10 of their failures still open): 0.964 F1, 0.961 arguments, 0.974 facts, 0.939 pass;
    // after round 96, with the school nurses' file read in part (20 of its failures still open): 0.964 F1, 0.961 arguments, 0.974 facts, 0.939 pass;
    // after round 101, with the broadband consortia's, school safety directors', charter authorizers', state data analysts' and dual-language
    // directors' files read (1, 2, 1, 6 and 17 of their failures still open): 0.966 F1, 0.963 arguments, 0.975 facts, 0.942 pass;
    // after round 106, with the after-school coordinators', school board members', transportation directors', special-education directors' and
    // legislative staff's files read (5, 2, 1, 2 and 38 of their failures still open; three conversations of the read split now read a state's
    // count of one program's eligible schools from its profile): 0.967 F1, 0.965 arguments, 0.976 facts, 0.943 pass over 16,117 conversations;
    // after round 107, with the gifted coordinators' file read in part (16 of its failures still open): 0.967 F1, 0.964 arguments, 0.975 facts,
    // 0.943 pass over 16,291 conversations;
    // after round 112, with the rural superintendents', E-Rate account executives', homeless liaisons' and workforce boards' files read and the
    // HR directors' read in part (3, 5, 11, 8 and 32 of their failures still open): 0.966 F1, 0.964 arguments, 0.975 facts, 0.943 pass over
    // 17,151 conversations;
    // after round 119, with the ed-tech customer-success, relocation, mental-health partners', grant writers', architects' and market
    // analysts' files read and the digital-equity offices' read in part (1, 11, 6, 10, 26, 11 and 19 of their failures still open): 0.966 F1,
    // 0.964 arguments, 0.976 facts, 0.943 pass over 18,355 conversations;
    // after round 123, with the school-meal vendors', refugee caseworkers', yearbook reps' and school-bus dealers' files read (3, 4, 15 and
    // 18 of their failures still open): 0.967 F1, 0.966 arguments, 0.976 facts, 0.945 pass over 19,044 conversations;
    // after round 127, with the energy-services vendors', demographers', college-access and cybersecurity providers' files read (4, 5, 11
    // and 9 of their failures still open): 0.968 F1, 0.966 arguments, 0.977 facts, 0.946 pass over 19,730 conversations;
    // after round 131, with the custodial contractors', athletic-field builders', school-facility lenders', screening nonprofits' and
    // insurance brokers' files read (10, 9, 4, 19 and 9 of their failures still open): 0.968 F1, 0.966 arguments, 0.977 facts, 0.946 pass
    // over 20,594 conversations;
    // after round 133, with the environmental-health contractors', accountability directors', nutrition directors' and pre-K coordinators'
    // files read and the STEM nonprofits' and music dealers' read in part (8, 5, 14, 17, 17 and 17 of their failures still open): 0.968 F1,
    // 0.965 arguments, 0.977 facts, 0.946 pass over 21,625 conversations.)
    expect(heldout.metrics.tool_selection_f1).toBeGreaterThanOrEqual(0.96);
    expect(heldout.metrics.argument_accuracy).toBeGreaterThanOrEqual(0.958);
    expect(heldout.metrics.fact_recall).toBeGreaterThanOrEqual(0.97);
    expect(heldout.metrics.pass_rate).toBeGreaterThanOrEqual(0.935);
  }, 900_000);

  it('runs every held-out case with the local engine', () => {
    expect(report.engine).toBe('local');
    expect(report.cases.length).toBeGreaterThanOrEqual(25);
  });

  it('tool-selection F1 >= 0.95, argument accuracy >= 0.95, fact recall >= 0.9, abstention accuracy 1', () => {
    expect(report.metrics.tool_selection_f1).toBeGreaterThanOrEqual(0.95);
    expect(report.metrics.argument_accuracy).toBeGreaterThanOrEqual(0.95);
    expect(report.metrics.fact_recall).toBeGreaterThanOrEqual(0.9);
    expect(report.metrics.abstention_accuracy).toBe(1);
  });

  it('pass^3 = 1: every case passes in all three runs', () => {
    expect(report.cases.filter((entry) => !entry.pass).map((entry) => `${entry.id}: ${entry.detail}`)).toEqual([]);
    expect(report.metrics['pass^3']).toBe(1);
  });
});
