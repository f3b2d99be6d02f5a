import { createRequire } from 'node:module';
import path from 'node:path';
import { Router } from 'express';
import type { ToolRegistry } from '../../tooling/registry.js';
import { buildOpenApi } from './openapi.js';

export interface DocsOptions {
  registry: ToolRegistry;
  baseUrl: string;
  version: string;
}

/** The Swagger UI files the page uses, served from the installed package: no CDN, works offline. */
const ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui.css.map',
  'swagger-ui-bundle.js',
  'swagger-ui-bundle.js.map',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

/**
 * `GET /docs` (interactive documentation), `GET /docs/openapi.json` (the document), and the page's
 * scripts and styles under `/docs/assets/`. The document is built once: the registry is fixed at start.
 * Links are made from the router's mount path, so the docs work wherever the router is mounted.
 */
export function docsRouter({ registry, baseUrl, version }: DocsOptions): Router {
  const documentJson = JSON.stringify(buildOpenApi(registry, { baseUrl, version }));
  const assetsDirectory = swaggerUiDirectory();
  const router = Router();

  router.get('/docs', (request, response) => {
    response.type('html').setHeader('Cache-Control', 'no-cache').send(page(`${request.baseUrl}/docs`, version));
  });

  router.get('/docs/openapi.json', (_request, response) => {
    response.type('application/json').setHeader('Cache-Control', 'no-cache').send(documentJson);
  });

  // A file, not an inline script, so the page still works under a script-src 'self' policy.
  router.get('/docs/init.js', (_request, response) => {
    response.type('text/javascript').setHeader('Cache-Control', 'no-cache').send(INIT_SCRIPT);
  });

  router.get('/docs/assets/:file', (request, response, next) => {
    const file = request.params.file;
    if (!ASSETS.has(file)) return next();
    response.sendFile(path.join(assetsDirectory, file), { maxAge: '1d' });
  });

  return router;
}

function swaggerUiDirectory(): string {
  // swagger-ui-dist is CommonJS without type declarations. Its index also loads the 3.5 MB browser
  // bundle into the server (about 8 MB of heap with its compiled code); only the path is needed.
  const require = createRequire(import.meta.url);
  const getAbsoluteFSPath = require('swagger-ui-dist/absolute-path.js') as () => string;
  return getAbsoluteFSPath();
}

function page(base: string, version: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>k12-intel API ${escapeHtml(version)}</title>
  <link rel="stylesheet" href="${base}/assets/swagger-ui.css">
  <link rel="icon" type="image/png" href="${base}/assets/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="${base}/assets/favicon-16x16.png" sizes="16x16">
</head>
<body>
  <div id="swagger-ui"><noscript>The interactive documentation needs JavaScript; the OpenAPI document is at <a href="${base}/openapi.json">${base}/openapi.json</a>.</noscript></div>
  <script src="${base}/assets/swagger-ui-bundle.js"></script>
  <script src="${base}/init.js"></script>
</body>
</html>
`;
}

/** Loads the document next to this script; validatorUrl null keeps the page from calling out. */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: new URL('openapi.json', document.currentScript.src).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
