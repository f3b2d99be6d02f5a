import fs from 'node:fs';
import type { EvalCaseBase, Split, SplitChoice } from '../framework/types.js';

/** A fact the answer must contain: the value at `path` of what the tool returns for `args`. */
export interface ExpectedFact {
  tool: string;
  args: Record<string, unknown>;
  /** Dotted path into the result, array positions as numbers: "peers.0.name". */
  path: string;
}

/** A call the agent should make; `args` lists only the required ones. An `{ "$any": [...] }` value allows several. */
export interface ExpectedCall {
  name: string;
  args?: Record<string, unknown>;
}

export interface ExpectedTurn {
  /** "answer" (the default): call these tools; "clarify": ask one question; "abstain": say it can't help, call nothing. */
  outcome?: 'answer' | 'clarify' | 'abstain';
  tools?: ExpectedCall[];
  facts?: ExpectedFact[];
}

export interface AgentCase extends EvalCaseBase {
  turns: { user: string; expect: ExpectedTurn }[];
}

const CASES_DIR = new URL('./cases/', import.meta.url);

/** The case files of each split, in evals/agent/cases/ (heldout-2.json to heldout-171.json: held-out sets written apart from the planner). */
export const SPLIT_FILES: Record<Split, string[]> = {
  dev: ['dev.json', 'dev-2.json', 'dev-3.json', 'dev-4.json', 'dev-5.json', 'dev-6.json', 'dev-7.json', 'dev-8.json'],
  heldout: ['heldout.json', 'heldout-2.json', 'heldout-3.json', 'heldout-4.json', 'heldout-5.json', 'heldout-6.json', 'heldout-7.json', 'heldout-8.json', 'heldout-9.json', 'heldout-10.json', 'heldout-11.json', 'heldout-12.json', 'heldout-13.json', 'heldout-14.json', 'heldout-15.json', 'heldout-16.json', 'heldout-17.json', 'heldout-18.json', 'heldout-19.json', 'heldout-20.json', 'heldout-21.json', 'heldout-22.json', 'heldout-23.json', 'heldout-24.json', 'heldout-25.json', 'heldout-26.json', 'heldout-27.json', 'heldout-28.json', 'heldout-29.json', 'heldout-30.json', 'heldout-31.json', 'heldout-32.json', 'heldout-33.json', 'heldout-34.json', 'heldout-35.json', 'heldout-36.json', 'heldout-37.json', 'heldout-38.json', 'heldout-39.json', 'heldout-40.json', 'heldout-41.json', 'heldout-42.json', 'heldout-43.json', 'heldout-44.json', 'heldout-45.json', 'heldout-46.json', 'heldout-47.json', 'heldout-48.json', 'heldout-49.json', 'heldout-50.json', 'heldout-51.json', 'heldout-52.json', 'heldout-53.json', 'heldout-54.json', 'heldout-55.json', 'heldout-56.json', 'heldout-57.json', 'heldout-58.json', 'heldout-59.json', 'heldout-60.json', 'heldout-61.json', 'heldout-62.json', 'heldout-63.json', 'heldout-64.json', 'heldout-65.json', 'heldout-66.json', 'heldout-67.json', 'heldout-68.json', 'heldout-70.json', 'heldout-71.json', 'heldout-69.json', 'heldout-73.json', 'heldout-72.json', 'heldout-74.json', 'heldout-75.json', 'heldout-76.json', 'heldout-77.json', 'heldout-79.json', 'heldout-78.json', 'heldout-81.json', 'heldout-80.json', 'heldout-83.json', 'heldout-82.json', 'heldout-85.json', 'heldout-84.json', 'heldout-86.json', 'heldout-87.json', 'heldout-88.json', 'heldout-89.json', 'heldout-90.json', 'heldout-91.json', 'heldout-92.json', 'heldout-93.json', 'heldout-94.json', 'heldout-95.json', 'heldout-96.json', 'heldout-97.json', 'heldout-98.json', 'heldout-99.json', 'heldout-100.json', 'heldout-101.json', 'heldout-102.json', 'heldout-104.json', 'heldout-103.json', 'heldout-105.json', 'heldout-106.json', 'heldout-107.json', 'heldout-108.json', 'heldout-109.json', 'heldout-110.json', 'heldout-111.json', 'heldout-112.json', 'heldout-113.json', 'heldout-114.json', 'heldout-115.json', 'heldout-116.json', 'heldout-117.json', 'heldout-118.json', 'heldout-119.json', 'heldout-120.json', 'heldout-121.json', 'heldout-122.json', 'heldout-123.json', 'heldout-124.json', 'heldout-125.json', 'heldout-126.json', 'heldout-127.json', 'heldout-128.json', 'heldout-129.json', 'heldout-130.json', 'heldout-131.json', 'heldout-132.json', 'heldout-133.json', 'heldout-135.json', 'heldout-134.json', 'heldout-136.json', 'heldout-137.json', 'heldout-138.json', 'heldout-139.json', 'heldout-141.json', 'heldout-140.json', 'heldout-145.json', 'heldout-142.json', 'heldout-143.json', 'heldout-144.json', 'heldout-147.json', 'heldout-148.json', 'heldout-146.json', 'heldout-149.json', 'heldout-150.json', 'heldout-151.json', 'heldout-152.json', 'heldout-153.json', 'heldout-154.json', 'heldout-157.json', 'heldout-156.json', 'heldout-158.json', 'heldout-155.json', 'heldout-161.json', 'heldout-159.json', 'heldout-160.json', 'heldout-162.json', 'heldout-163.json', 'heldout-164.json', 'heldout-165.json', 'heldout-166.json', 'heldout-167.json', 'heldout-168.json', 'heldout-169.json', 'heldout-170.json', 'heldout-171.json'],
};

/** The cases of a split, read from its case files. */
export function loadCases(split: SplitChoice, caseIds?: string[]): AgentCase[] {
  const splits: Split[] = split === 'all' ? ['dev', 'heldout'] : [split];
  const cases = splits.flatMap((name) =>
    SPLIT_FILES[name].flatMap((file) => {
      const raw = JSON.parse(fs.readFileSync(new URL(file, CASES_DIR), 'utf8')) as Omit<AgentCase, 'split'>[];
      return raw.map((entry) => ({ ...entry, split: name }));
    }),
  );
  return caseIds && caseIds.length > 0 ? cases.filter((entry) => caseIds.includes(entry.id)) : cases;
}

/** The ids of the cases in one case file, e.g. "heldout.json". */
export function caseIdsInFile(file: string): string[] {
  return (JSON.parse(fs.readFileSync(new URL(file, CASES_DIR), 'utf8')) as { id: string }[]).map((entry) => entry.id);
}
