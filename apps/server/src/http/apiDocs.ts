import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contract, openApiDocument } from '@socios/api';
import type { FastifyInstance } from 'fastify';

/** The browser bundle of Scalar's API reference, from its npm package (served by us: no outside script). */
function scalarBundlePath(): string {
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return join(dirname(main), 'browser', 'standalone.js');
}

/**
 * Scalar's settings: no fonts from its servers (the page uses the system's), no buttons that open its hosted client,
 * nothing sent to its servers. The page's CSP would block them anyway; these keep the console clean.
 */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
};

/** The reference page: Scalar reads the document's address and its settings from the script element's attributes. */
const DOCS_PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API de Portal Socios</title>
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='${JSON.stringify(SCALAR_CONFIGURATION)}'></script>
<script src="/api/docs/scalar.js"></script>
</body>
</html>
`;

/**
 * The API described: GET /api/openapi.json (the OpenAPI 3.1 document generated from the contract, built once) and
 * GET /api/docs, a reference page built from it by Scalar, whose script is served from our origin (the page keeps
 * the portal's Content-Security-Policy: scripts from 'self' only, no inline script).
 */
export function registerApiDocs(app: FastifyInstance, version: string): void {
  let document: string | undefined;
  let bundle: Buffer | undefined;
  app.get('/api/openapi.json', { config: { api: true } }, async (_req, reply) => {
    document ??= JSON.stringify(openApiDocument(contract, { version }));
    return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(document);
  });
  app.get('/api/docs', async (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/api/docs/scalar.js', async (_req, reply) => {
    bundle ??= readFileSync(scalarBundlePath());
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(bundle);
  });
}
