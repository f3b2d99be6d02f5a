import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRegistry } from '../mcp/testing/sample-tools.js';
import { docsRouter } from './docs.js';
import { buildOpenApi } from './openapi.js';

const options = { baseUrl: 'http://127.0.0.1:8080', version: '9.9.9' };
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(docsRouter({ registry: sampleRegistry(), ...options }));
  app.use('/v1', docsRouter({ registry: sampleRegistry(), ...options }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const linksOf = (html: string) => [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

describe('docsRouter', () => {
  it('GET /docs -> an HTML page whose every script, style and icon is local and loads', async () => {
    const response = await fetch(`${origin}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="swagger-ui">');
    const links = linksOf(html);
    expect(links).toEqual(expect.arrayContaining(['/docs/assets/swagger-ui.css', '/docs/assets/swagger-ui-bundle.js', '/docs/init.js']));
    expect(links.every((link) => link.startsWith('/docs/'))).toBe(true); // no CDN: works offline
    const expectedTypes: Record<string, RegExp> = { css: /^text\/css/, js: /javascript/, png: /^image\/png/, json: /^application\/json/ };
    for (const link of links) {
      const asset = await fetch(origin + link);
      expect(asset.status, link).toBe(200);
      expect(asset.headers.get('content-type'), link).toMatch(expectedTypes[link.split('.').pop()!]!);
      expect((await asset.arrayBuffer()).byteLength, link).toBeGreaterThan(100);
    }
  });

  it('GET /docs/init.js -> loads the document beside it, with the online validator off', async () => {
    const script = await (await fetch(`${origin}/docs/init.js`)).text();
    expect(script).toContain("new URL('openapi.json', document.currentScript.src)");
    expect(script).toContain('validatorUrl: null');
  });

  it('GET /docs/openapi.json -> the generated document', async () => {
    const response = await fetch(`${origin}/docs/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi(sampleRegistry(), options))));
  });

  it('mounted under /v1 -> links follow the mount path', async () => {
    const html = await (await fetch(`${origin}/v1/docs`)).text();
    expect(linksOf(html)).toContain('/v1/docs/assets/swagger-ui-bundle.js');
    const bundle = await fetch(`${origin}/v1/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    await bundle.arrayBuffer();
  });

  it('GET /docs/assets/<a file not on the list> -> 404, nothing else of the package is served', async () => {
    expect((await fetch(`${origin}/docs/assets/index.html`)).status).toBe(404);
    expect((await fetch(`${origin}/docs/assets/..%2Fpackage.json`)).status).toBe(404);
  });
});
