import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { IMMUTABLE, isHashedAsset, keepImmutable } from '../../src/build/immutableAssets';

/** Serves one answer written by `write` behind `keepImmutable`, and returns the headers a client sees. */
async function headersOf(write: (res: ServerResponse) => void) {
  const server = createServer((_req, res) => {
    keepImmutable(res);
    write(res);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/assets/index-abc.js`);
  await res.arrayBuffer();
  await new Promise((closed) => server.close(closed));
  return { status: res.status, cacheControl: res.headers.get('cache-control') };
}

it.each([
  ['/assets/index-B8SKf8RM.js', true],
  ['/assets/', true],
  ['/', false],
  ['/index.html', false],
  ['/account/purchase', false],
  ['/api/assets/1', false],
  [undefined, false],
])('%s is a hashed build file: %s', (url, hashed) => {
  expect(isHashedAsset(url)).toBe(hashed);
});

it('replaces the file server’s own Cache-Control, whatever its spelling', async () => {
  expect(
    await headersOf((res) => {
      res.writeHead(200, { 'Cache-Control': 'no-cache', 'cache-control': 'no-store' });
      res.end('x');
    }),
  ).toEqual({ status: 200, cacheControl: IMMUTABLE });
});

it('marks answers written without headers too: a revalidation and a status message', async () => {
  expect(
    await headersOf((res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.writeHead(304);
      res.end();
    }),
  ).toEqual({ status: 304, cacheControl: IMMUTABLE });
  expect(
    await headersOf((res) => {
      res.writeHead(200, 'OK', { 'Cache-Control': 'no-cache' });
      res.end('x');
    }),
  ).toEqual({ status: 200, cacheControl: IMMUTABLE });
});
