import { badRequest } from '../../errors.js';

/** The parts of a Neo4j result summary (of an EXPLAIN) the read-only check needs. */
export interface PlanSummary {
  /** 'r' read only, 'rw' read/write, 'w' write only, 's' schema write. */
  queryType: string;
  plan: PlanNode | false;
}

export interface PlanNode {
  operatorType: string;
  children: PlanNode[];
}

/**
 * Operators that write, load files, call procedures or run inner transactions. Neo4j 5 suffixes
 * operator names with the runtime (`CreateNode@neo4j`), so names are compared without it.
 */
const WRITE_OPERATOR = /^(Create|Merge|LockingMerge|Delete|DetachDelete|Set|Remove|Foreach|LoadCSV|ProcedureCall|SystemProcedureCall|Transaction|Show|Terminate)/i;

/**
 * Throws bad_request unless Neo4j planned the query as read-only. The second line of defence
 * after assertReadOnlyCypher: the server's own classification of the statement, and every operator
 * of its plan.
 */
export function assertReadOnlyPlan(summary: PlanSummary): void {
  if (summary.queryType !== 'r') {
    throw badRequest(`Graph queries are read-only; Neo4j classifies this one as "${summary.queryType}".`);
  }
  if (summary.plan === false) throw badRequest('Neo4j returned no plan for the graph query, so it cannot be checked.');
  const pending: PlanNode[] = [summary.plan];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const operator = node.operatorType.split('@')[0] ?? node.operatorType;
    if (WRITE_OPERATOR.test(operator)) {
      throw badRequest(`Graph queries are read-only; the plan contains ${operator}.`);
    }
    pending.push(...node.children);
  }
}
