import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractNames, Demo, endpointOf, holdsArray, LIST_CALLS, listRequest, NOT_LIST_CALLS, pageSizeField, rowCount } from '../bench/support/listCalls';
import { type Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

/**
 * The list calls of `pnpm bench` (bench/lists.ts): every call of the contract whose answer holds an array has a load
 * entry or a reason not to, and every entry's request answers rows of the demo data, so the load figures measure real
 * work. Each list call declares the most rows one answer may hold (`maxRows` in the contract): the largest request of
 * the generator stays within it, a page size above it is refused, and the server refuses (in tests) any answer above
 * it, whatever the call.
 */
describe('the list calls of the load bench', () => {
  it('covers every call of the contract whose answer holds an array', () => {
    const names = contractNames();
    const missing = names.filter((n) => holdsArray(endpointOf(n).response) && !(n in LIST_CALLS) && !(n in NOT_LIST_CALLS));
    expect(missing, 'add these to LIST_CALLS (or NOT_LIST_CALLS with a reason) in bench/support/listCalls.ts').toEqual([]);
    const unknown = [...Object.keys(LIST_CALLS), ...Object.keys(NOT_LIST_CALLS)].filter((n) => !names.includes(n));
    expect(unknown).toEqual([]);
    expect(Object.keys(LIST_CALLS).filter((n) => n in NOT_LIST_CALLS)).toEqual([]);
  });

  it('has every list call declare the most rows one answer may hold', () => {
    const undeclared = Object.keys(LIST_CALLS).filter((n) => {
      const max = endpointOf(n).maxRows;
      return max === undefined || !Number.isInteger(max) || max < 1;
    });
    expect(undeclared, 'declare maxRows on these endpoints of the contract (the page size, window or natural bound)').toEqual([]);
  });

  describe('against the demo data', () => {
    let server: TestServer;
    let admin: Browser;
    let demo: Demo;

    beforeAll(async () => {
      server = await startTestServer();
      admin = await loggedIn(server.url);
      const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
        const res = await admin.call(method, `/api${path}`, body === undefined ? {} : { json: body });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 200)}`);
        return res.json as T;
      };
      demo = new Demo({ get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) });
    });
    afterAll(async () => {
      await server?.close();
    });

    it.each(Object.keys(LIST_CALLS).sort())('%s answers rows', async (name) => {
      const req = await listRequest(name, demo);
      const res = await admin.call(req.method, req.path, req.body === undefined ? {} : { raw: req.body });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      const rows = rowCount(res.json);
      expect(rows, res.text.slice(0, 300)).toBeGreaterThan(0);
      expect(rows, `${name} answered ${rows} rows`).toBeLessThanOrEqual(endpointOf(name).maxRows ?? 0);
    });

    // A request asking for a page above the declared maximum is refused or answered within it.
    it.each(
      Object.keys(LIST_CALLS)
        .filter((n) => pageSizeField(n) !== null)
        .sort(),
    )('%s answers no page above its maximum', async (name) => {
      const field = pageSizeField(name)!;
      const req = await listRequest(name, demo);
      const max = endpointOf(name).maxRows ?? 0;
      const body = { ...(JSON.parse(req.body ?? '{}') as Record<string, unknown>), [field]: max + 1 };
      const res = await admin.call(req.method, req.path, { json: body });
      if (res.status === 200) expect(rowCount(res.json)).toBeLessThanOrEqual(max);
      else expect(res.status, res.text.slice(0, 300)).toBe(400);
    });
  });
});
