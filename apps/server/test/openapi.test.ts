import { contract, type Endpoint, openApiPath } from '@socios/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/http/security';
import { startTestServer, type TestServer } from './support/testServer';

// The API described: the OpenAPI document the server answers holds every call of the contract, and the reference
// page is served from our origin under the portal's Content-Security-Policy.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/openapi.json', () => {
  it('describes every call of the contract, with both ways in', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    const missing = Object.entries(contract).flatMap(([controller, actions]) =>
      Object.entries(actions as Record<string, Endpoint>)
        .filter(([action, e]) => doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()]?.operationId !== `${controller}_${action}`)
        .map(([action]) => `${controller}.${action}`),
    );
    expect(missing).toEqual([]);
    const schemes = Object.values(doc.components.securitySchemes);
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'socios_sid' }));
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Requested-With' }));
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
  });
});

describe('GET /api/docs', () => {
  it('is a page whose only scripts come from our origin', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await res.text();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/api/docs/scalar.js']);
    // The other script element only carries the document's address and settings: no inline code for the CSP to refuse.
    expect(html).toMatch(/<script id="api-reference" data-url="\/api\/openapi.json" data-configuration='[^']+'><\/script>/);
    const script = await fetch(`${server.url}/api/docs/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
