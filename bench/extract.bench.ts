/**
 * Document extraction speed and memory: `npx tsx bench/extract.bench.ts [uploads=200]`.
 * Latency per page, warm (one OCR worker already started), for a text file, a text PDF, a PNG scan
 * and a scanned PDF; then RSS while `uploads` documents of every format go through one engine,
 * to show memory stays bounded. The baseline of the same run is the text file.
 */
import { EXTRACT_CASES } from '../evals/extract/cases.js';
import { generateCase } from '../evals/extract/generate/case-document.js';
import { percentile } from '../evals/extract/score.js';
import { extractDocument } from '../src/services/extract/extract-document.js';
import { OcrEngine } from '../src/services/extract/ocr.js';

const uploads = Number(process.argv[2] ?? 200);
const ocr = new OcrEngine();
const pick = async (id: string) => (await generateCase(EXTRACT_CASES.find((spec) => spec.id === id)!)).data;
const samples = { text: await pick('text-01'), 'pdf-text': await pick('pdf-text-01'), png: await pick('png-03'), 'pdf-scan': await pick('pdf-scan-01') };

/** Wall time per page, and the process's CPU time per page (all threads, the OCR worker's too): on a
 * machine shared with other work the CPU time is what the page costs, the wall time what it waited. */
const cpu: number[] = [];
async function time(bytes: Uint8Array, runs: number): Promise<number[]> {
  const out: number[] = [];
  cpu.length = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await extractDocument(bytes, { ocr });
    const spent = process.cpuUsage(usage);
    cpu.push((spent.user + spent.system) / 1000);
    out.push(performance.now() - started);
  }
  return out;
}

// Warm-up: starts the OCR worker and loads pdf.js once.
await time(samples.png, 1);
await time(samples['pdf-text'], 1);
const rows: Record<string, { p50_ms: number; p95_ms: number; cpu_p50_ms: number; runs: number }> = {};
for (const [name, bytes] of Object.entries(samples)) {
  const runs = name === 'text' || name === 'pdf-text' ? 30 : 5;
  const latencies = await time(bytes, runs);
  rows[name] = {
    p50_ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p95_ms: Math.round(percentile(latencies, 0.95) * 10) / 10,
    cpu_p50_ms: Math.round(percentile(cpu, 0.5) * 10) / 10,
    runs,
  };
}
console.table(rows);

const mb = () => Math.round(process.memoryUsage().rss / (1024 * 1024));
const mix = [samples.text, samples['pdf-text'], samples.text, samples['pdf-text'], samples.png];
const rss: number[] = [mb()];
for (let upload = 1; upload <= uploads; upload += 1) {
  await extractDocument(mix[upload % mix.length]!, { ocr });
  if (upload % 40 === 0) rss.push(mb());
}
console.log(`RSS (MB) after 0, 40, 80, ... ${uploads} uploads (1 in 5 an OCR'd image): ${rss.join(', ')}`);
await ocr.close();
