import { z } from 'zod';
import { defineTool } from '../src/tooling/define-tool.js';

export const health = defineTool({
  name: 'service_health',
  title: 'Service health',
  description: 'Service status: version, uptime, loaded datasets and their sources, state store status.',
  group: 'system',
  access: 'PUBLIC',
  effect: 'read',
  metering: 'none',
  rest: { method: 'GET', path: '/health' },
  input: z.object({}),
  output: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptime_seconds: z.number(),
    datasets: z.array(
      z.object({
        name: z.enum(['sandbox', 'live']),
        built_at: z.string(),
        generated: z.boolean(),
        sources: z
          .array(
            z.object({
              source: z.string().describe('Provenance name, as rows carry it in data_source.'),
              year: z.number().nullable().describe('School, survey or funding year the file describes.'),
              rows: z.number().describe('Rows kept from the file.'),
              file: z.string().nullable().describe('Imported file name; null for generated data.'),
              imported_at: z.string().nullable().describe('When the file was imported (ISO 8601); null for generated data.'),
              rejected: z.number().nullable().describe('Rows the import refused; null for generated data.'),
            }),
          )
          .describe('Every source the dataset was built from.'),
      }),
    ),
    stores: z.object({ state: z.object({ kind: z.enum(['sqlite', 'postgres']), ok: z.boolean() }) }),
  }),
  handler: async (context) => {
    const stateOk = await context.state.ping().catch(() => false);
    const datasets = context.service.datasets().map(({ name, meta }) => ({
      name,
      built_at: meta.built_at,
      generated: meta.sources.every((source) => source.generated),
      sources: meta.sources.map(({ source, year, rows, file, imported_at, rejected }) => ({
        source,
        year,
        rows,
        file: file ?? null,
        imported_at: imported_at ?? null,
        rejected: rejected ?? null,
      })),
    }));
    return {
      status: stateOk ? 'ok' : 'degraded',
      version: context.service.version,
      uptime_seconds: Math.round((context.now().getTime() - context.service.startedAt.getTime()) / 1000),
      datasets,
      stores: { state: { kind: context.state.kind, ok: stateOk } },
    } as const;
  },
});

export const systemTools = [health];
