import { allTools } from '../../tools/index.js';
import type { EvalTarget } from './types.js';

export interface HttpTargetOptions {
  /** The running service, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  /** An API key of a tier that may call the tools the suites use. */
  apiKey: string;
  /** The dataset file the service serves, when this machine can read it (for expected answers). */
  datasetFile?: string;
}

/**
 * A running service over its REST façade: a tool's MCP name is mapped to its method and path, GET
 * arguments go in the query string, POST arguments in a JSON body.
 */
export function createHttpTarget(options: HttpTargetOptions): EvalTarget {
  const tools = new Map(allTools.map((tool) => [tool.name, tool]));
  return {
    kind: 'http',
    datasetFile: options.datasetFile,
    async callTool(name, args) {
      const rest = tools.get(name)?.rest;
      if (!rest) return { ok: false, status: 404, body: { detail: `No REST binding for tool ${name}` }, ms: 0 };
      const remaining = { ...args };
      let route = rest.path.replace(/\{(\w+)\}/g, (_match, field: string) => {
        const value = remaining[field];
        delete remaining[field];
        return encodeURIComponent(String(value));
      });
      const init: RequestInit = { method: rest.method, headers: { 'X-API-Key': options.apiKey } };
      if (rest.method === 'GET' || rest.method === 'DELETE') {
        const query = new URLSearchParams(Object.entries(remaining).map(([key, value]): [string, string] => [key, String(value)]));
        if ([...query].length > 0) route += `?${query}`;
      } else {
        init.body = JSON.stringify(remaining);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      const started = performance.now();
      const response = await fetch(new URL(route, options.baseUrl), init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // A non-JSON body (a file) is reported as text.
      }
      return { ok: response.ok, status: response.status, body, ms: performance.now() - started };
    },
    async close() {},
  };
}
