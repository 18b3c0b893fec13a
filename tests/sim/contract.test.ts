// @vitest-environment node
/**
 * The simulator speaks the app's contract: every route it serves is declared in the registry,
 * every read answers what its schema accepts for every role that calls it, and the contract
 * check names the endpoint and the field when an answer is skewed.
 */
import { http, HttpHandler, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ACCOUNTS } from '../../src/api/contract/accounts';
import { nameOf } from '../../src/api/contract/define';
import { failed, formatResult, runContractCheck } from '../../src/api/contract/probe';
import { duplicateEndpoints, registry } from '../../src/api/contract/registry';
import { listHelps } from '../../src/api/contract/helps';
import { handlers } from '../../src/mocks/handlers';
import { DEMO_PASSWORD } from '../../src/mocks/demo-accounts';
import { server } from '../../src/mocks/node';

const options = {
  baseUrl: 'http://localhost',
  accounts: CONTRACT_ACCOUNTS.map((a) => ({ ...a, password: DEMO_PASSWORD })),
  clientId: 'bidright-web',
  clientSecret: 'bidright-web-public',
};

const simulatorRoutes = handlers
  .filter(
    (h): h is HttpHandler =>
      'info' in h &&
      typeof (h as HttpHandler).info.path === 'string' &&
      typeof (h as HttpHandler).info.method === 'string' &&
      /^\*\/(api|connect|updatepushnotificationkey)\//.test(String((h as HttpHandler).info.path)),
  )
  .map((h) => ({
    method: String(h.info.method).toUpperCase(),
    path: String(h.info.path).replace(/^\*/, ''),
  }));

describe('the contract registry', () => {
  it('declares each method and path once', () => {
    expect(duplicateEndpoints()).toEqual([]);
  });

  it('declares every route the simulator serves', () => {
    // A route is declared when an endpoint of its method takes its address (a literal
    // `/true` route is taken by a `{active}` parameter).
    const patterns = registry.map(({ endpoint }) => ({
      method: endpoint.method,
      pattern: new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    }));
    const undeclared = simulatorRoutes.filter(({ method, path }) => {
      const sample = path.replace(/:\w+/g, '7');
      return !patterns.some((p) => p.method === method && p.pattern.test(sample));
    });
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('gives every endpoint a spec section or a designed reason', () => {
    const bare = registry.filter((r) => !r.endpoint.spec && !r.endpoint.designed?.trim());
    expect(bare.map((r) => nameOf(r.endpoint))).toEqual([]);
  });
});

describe('every read, for every role that calls it', () => {
  it(
    'answers what its schema accepts',
    async () => {
      const results = await runContractCheck(options);
      expect(failed(results).map(formatResult)).toEqual([]);
      expect(results.filter((r) => r.outcome === 'skipped').map(formatResult)).toEqual([]);
      // Every read endpoint was called for every role that may call it.
      for (const { endpoint } of registry.filter((r) => r.endpoint.probe))
        for (const role of endpoint.roles)
          expect(results.some((r) => r.role === role && r.endpoint === nameOf(endpoint))).toBe(
            true,
          );
    },
    60_000 /* every read of seven roles against the simulator: about 200 calls */,
  );

  it('fails on a skewed answer, naming the endpoint and the field', async () => {
    server.use(
      http.get('*/api/helps/list', () => HttpResponse.json([{ id: '7', question: 'Why?' }])),
    );
    const results = await runContractCheck({
      ...options,
      accounts: [{ role: 'Anonymous' }],
      endpoints: [listHelps],
    });
    expect(failed(results).map(formatResult)).toEqual([
      'mismatch    200 Anonymous  GET /api/helps/list: 0.id expected number, received string; 0.answer expected string, received undefined',
    ]);
  });
});
