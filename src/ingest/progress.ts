import cliProgress from 'cli-progress';
import type { ImportProgress, ProgressCallback } from './source.js';

/**
 * A progress bar for `k12-intel import`, drawn on stderr so stdout stays clean for `--json` output.
 * When the stream is not a terminal (pipes, CI logs, tests) it draws nothing at all.
 */
export interface ProgressBar {
  update: ProgressCallback;
  stop(): void;
}

const PHASE_NAMES: Record<ImportProgress['phase'], string> = {
  parse: 'reading',
  stage: 'staging',
  compose: 'composing',
  write: 'writing',
};

export function createProgressBar(options: { label: string; stream?: NodeJS.WriteStream }): ProgressBar {
  const stream = options.stream ?? process.stderr;
  if (!stream.isTTY) return { update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: `${options.label} {phase} [{bar}] {percentage}% | {duration_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let phase: ImportProgress['phase'] | undefined;
  return {
    update(progress) {
      const total = Math.max(progress.total, 1);
      if (!started) {
        bar.start(total, progress.done, { phase: PHASE_NAMES[progress.phase] });
        started = true;
      } else if (progress.phase !== phase) {
        bar.setTotal(total);
      }
      phase = progress.phase;
      bar.update(progress.done, { phase: PHASE_NAMES[progress.phase] });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
