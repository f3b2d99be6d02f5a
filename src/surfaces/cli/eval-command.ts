import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../../config.js';
import { datasetFile } from '../../data/catalog.js';
import { createAnthropicClient } from '../../services/llm/anthropic.js';
import { createHttpTarget } from '../../../evals/framework/http-target.js';
import { createInProcessTarget } from '../../../evals/framework/in-process-target.js';
import { reportMarkdown, writeReport } from '../../../evals/framework/report.js';
import { runEvals } from '../../../evals/framework/runner.js';
import type { SplitChoice } from '../../../evals/framework/types.js';
import { suites } from '../../../evals/suites.js';

const HELP = `k12-intel eval [options]   run the eval suites and print a report

  --only nlq[,agent]     suites to run (default: all: ${suites.map((suite) => suite.name).join(', ')})
  --cases id1,id2        only these case ids
  --split dev|heldout|all   which cases (default all; figures are reported per split)
  --runs N               repeat every case N times (default 1)
  --json                 print the reports as JSON instead of Markdown
  --out DIR              also write <suite>-<time>.json and .md there (default eval-reports/)
  --url URL --key KEY    run against a running service instead of in process
  --engine local|claude  in process: the local engines (default) or Claude (needs ANTHROPIC_API_KEY)
Data: the sandbox dataset of DATA_DIR (build it with \`k12-intel seed\`).
`;

export async function evalCommand(args: string[], config: Config): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      only: { type: 'string' }, cases: { type: 'string' }, split: { type: 'string', default: 'all' }, runs: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false }, out: { type: 'string', default: 'eval-reports' }, url: { type: 'string' }, key: { type: 'string' },
      engine: { type: 'string', default: 'local' }, help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const split = values.split as SplitChoice;
  if (!['dev', 'heldout', 'all'].includes(split)) throw new Error('--split must be dev, heldout or all');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 100) throw new Error('--runs must be 1-100');
  if (values.engine !== 'local' && values.engine !== 'claude') throw new Error('--engine must be local or claude');
  if (values.engine === 'claude' && !config.ANTHROPIC_API_KEY) throw new Error('--engine claude needs ANTHROPIC_API_KEY');
  const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);

  const target = values.url
    ? createHttpTarget({ baseUrl: values.url, apiKey: values.key ?? (() => { throw new Error('--url needs --key'); })(), datasetFile: datasetFile(config.dataDir, 'sandbox') })
    : await createInProcessTarget({
        dataDir: config.dataDir,
        llm: values.engine === 'claude' ? createAnthropicClient(config.ANTHROPIC_API_KEY!, config.ANTHROPIC_MODEL) : undefined,
      });
  try {
    const reports = await runEvals({ suites, only: list(values.only), split, caseIds: list(values.cases), runs, target });
    for (const report of reports) {
      const written = writeReport(path.resolve(values.out), report);
      process.stderr.write(`${report.suite}: ${written.markdown}\n`);
    }
    process.stdout.write(values.json ? `${JSON.stringify(reports, null, 2)}\n` : reports.map(reportMarkdown).join('\n'));
    return 0;
  } finally {
    await target.close();
  }
}
