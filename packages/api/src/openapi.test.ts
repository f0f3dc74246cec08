import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import type { Endpoint } from './endpoint';
import { OPENAPI_SECURITY, openApiDocument, openApiPath } from './openapi';

type Operation = {
  operationId: string;
  parameters: { name: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security: Record<string, unknown>[];
};

describe('the OpenAPI document of the contract', () => {
  const doc = openApiDocument(contract, { version: 'test' }) as { openapi: string; paths: Record<string, Record<string, Operation>> };

  it('is OpenAPI 3.1 and holds every call of the contract with its inputs and answer', () => {
    expect(doc.openapi).toBe('3.1.0');
    let calls = 0;
    for (const [controller, actions] of Object.entries(contract)) {
      for (const [action, e] of Object.entries(actions as Record<string, Endpoint>)) {
        calls++;
        const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
        expect(op, `${controller}.${action}`).toBeDefined();
        if (!op) continue;
        expect(op.operationId).toBe(`${controller}_${action}`);
        if (e.body) expect(op.requestBody?.content['application/json']?.schema, `${controller}.${action} body`).toBeTruthy();
        else expect(op.requestBody).toBeUndefined();
        const names = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
        expect(op.parameters.map((p) => p.name).sort()).toEqual(names.sort());
        expect(Object.keys(op.responses[200]?.content ?? {})).toEqual([e.response ? 'application/json' : 'application/octet-stream']);
      }
    }
    const operations = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
    expect(operations).toBe(calls);
  });

  it('lets a token call what it may and only the session the rest', () => {
    const pedido = doc.paths['/api/Stocks/GenerarPedido']?.post;
    expect(pedido?.security).toEqual([{ [OPENAPI_SECURITY.cookie]: [], [OPENAPI_SECURITY.csrf]: [] }, { [OPENAPI_SECURITY.bearer]: [] }]);
    const crear = doc.paths['/api/Usuarios/CrearTokenApi']?.post;
    expect(crear?.security).toEqual([{ [OPENAPI_SECURITY.cookie]: [], [OPENAPI_SECURITY.csrf]: [] }]);
    expect(doc.paths['/api/Login/Validar']?.post?.security).toEqual([{}]);
  });
});
