import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkerResult, WorkerTask } from './test-worker.js';

const WORKER_SCRIPT = fileURLToPath(new URL('./test-worker.ts', import.meta.url));
const REPO_ROOT = path.resolve(path.dirname(WORKER_SCRIPT), '../../..');

interface RunningWorker {
  child: ChildProcess;
  ready: Promise<void>;
  done: Promise<WorkerResult>;
}

function startWorker(task: WorkerTask): RunningWorker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT, JSON.stringify(task)], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Writing `go` to a worker that already died must not crash the test process.
  child.stdin?.on('error', () => {});
  let stdout = '';
  let stderr = '';
  let signalReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    signalReady = resolve;
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.startsWith('ready\n')) signalReady();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const done = new Promise<WorkerResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = stdout.trim().split('\n');
      const last = lines.at(-1);
      if (code !== 0 || last === undefined || last === 'ready') {
        reject(new Error(`worker exited with ${code}: ${stderr.trim() || stdout.trim()}`));
        return;
      }
      resolve(JSON.parse(last) as WorkerResult);
    });
  });
  // A worker that dies before it is ready must not leave the others waiting for it.
  void done.catch(() => signalReady());
  return { child, ready, done };
}

/**
 * Runs each task in its own Node process (TypeScript through tsx), releases them together once
 * all have opened their store, and returns their results in task order.
 */
export async function runInSeparateProcesses(tasks: WorkerTask[]): Promise<WorkerResult[]> {
  const workers = tasks.map(startWorker);
  await Promise.all(workers.map((worker) => worker.ready));
  for (const worker of workers) worker.child.stdin?.end('go\n');
  return Promise.all(workers.map((worker) => worker.done));
}
