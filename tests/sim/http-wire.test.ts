// @vitest-environment node
// The simulator's stream over real HTTP through the Vite plugin (as `npm run dev` serves it),
// read by the improbable-eng client (Node transport) and by an independent grpc-web client
// (Connect, with code generated here from proto/auction.proto by protoc-gen-es).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { grpc } from '@improbable-eng/grpc-web';
import { NodeHttpTransport } from '@improbable-eng/grpc-web-node-http-transport';
import { createClient } from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { createServer, type ViteDevServer } from 'vite';
import { SubscribeRequest, LotSubscription, SubscriberRole } from '../../src/live/gen/auction';
import { Subscribe, type LiveFrame } from '../../src/live/service';
import { db } from '../../src/mocks/db';
import { server as mswServer } from '../../src/mocks/node';
import { simulatorPlugin } from '../../src/mocks/vite-plugin';
import { demoToken } from '../demoToken';

const root = resolve(__dirname, '../..');
const genDir = resolve(root, 'node_modules/.cache/wire-gen');
let vite: ViteDevServer;
let base = '';

const token = (userName: string) => demoToken(userName, { base });

async function api(tok: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${tok}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
}

const until = async (check: () => boolean, ms = 8000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  mswServer.close(); // real HTTP from here on: no in-process interception
  process.env.SIM_BOTS = 'false';
  mkdirSync(genDir, { recursive: true });
  execFileSync(process.execPath, [
    resolve(root, 'node_modules/protoc/protoc.cjs'),
    `--plugin=protoc-gen-es=${resolve(root, 'node_modules/@bufbuild/protoc-gen-es/bin/protoc-gen-es')}`,
    `--es_out=${genDir}`,
    '--es_opt=target=js',
    `-I${resolve(root, 'proto')}`,
    'auction.proto',
  ]);
  vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [simulatorPlugin(() => import('../../src/mocks/http'))],
    server: { port: 0, host: '127.0.0.1' },
  });
  await vite.listen();
  base = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await vite?.close();
  mswServer.listen({ onUnhandledRequest: 'error' });
});

describe('grpc-web over real HTTP', () => {
  it('both clients see the same messages, in order, as they happen', async () => {
    const auction = db.auctions.find((a) => a.startType === 'Auto' && a.isOpen && !a.isTest)!;
    const lot = db.lots.find((l) => l.auctionId === auction.id && l.status === 'Listed')!;
    const watcher = await token('bidder');

    // Client 1: improbable-eng with the Node transport.
    const seenA: string[] = [];
    const request = new SubscribeRequest({
      role: SubscriberRole.bidder,
      device: JSON.stringify({ userDeviceId: 'a', tabId: 'a' }),
      lots: [new LotSubscription({ id: lot.id, amount: 0 })],
    });
    const call = grpc.invoke(Subscribe, {
      host: base,
      request,
      transport: NodeHttpTransport(),
      metadata: { Authorization: `Bearer ${watcher.access_token}` },
      onMessage: ({ message: m }: LiveFrame) =>
        seenA.push(`${m!.event}:${m!.bidder?.bid?.id ?? ''}`),
      onEnd: () => {},
    });

    // Client 2: Connect's grpc-web transport with independently generated descriptors.
    const gen = await import(/* @vite-ignore */ `${genDir}/auction_pb.js`);
    type Frame = { event: number; bidder?: { bid?: { id: bigint } } };
    const client = createClient(
      gen.AuctionSubscription,
      createGrpcWebTransport({ baseUrl: base, httpVersion: '1.1' }),
    ) as unknown as {
      subscribe(
        req: unknown,
        opts: { headers: Record<string, string>; signal: AbortSignal },
      ): AsyncIterable<Frame>;
    };
    const seenB: string[] = [];
    const abort = new AbortController();
    const consume = (async () => {
      try {
        for await (const m of client.subscribe(
          {
            role: 0,
            device: JSON.stringify({ userDeviceId: 'a', tabId: 'b' }),
            lots: [{ id: BigInt(lot.id), amount: 0 }],
          },
          { headers: { Authorization: `Bearer ${watcher.access_token}` }, signal: abort.signal },
        )) {
          seenB.push(
            `${m.event}:${m.bidder?.bid?.id !== undefined ? Number(m.bidder.bid.id) : ''}`,
          );
        }
      } catch {
        // aborted at the end of the test
      }
    })();

    await until(() => seenA.length >= 1 && seenB.length >= 1);
    expect(seenA[0]).toBe('0:');
    expect(seenB[0]).toBe('0:');

    // Two bidders join and bid; every event reaches both clients as it happens.
    for (const [i, name] of ['bidder2', 'bidder3'].entries()) {
      const t = await token(name);
      const profile = db.purchaseProfiles.find((p) => p.bidderId === t.id)!;
      await api(t.access_token, 'POST', `/api/auctions/${auction.id}/${lot.id}/bidders`, {
        amount: 100000,
        purchaseProfileId: profile.id,
        type: 'online',
      });
      await api(t.access_token, 'POST', `/api/auctions/${auction.id}/lots/${lot.id}/bids`, {
        amount: lot.openingPrice + (i + 1) * lot.minBidIncrements,
      });
    }
    await until(() => seenA.length >= 5 && seenB.length >= 5);
    const bids = db.bids.filter((b) => b.lotId === lot.id).map((b) => b.id);
    const expected = ['0:', '1:', `4:${bids[0]}`, '1:', `4:${bids[1]}`];
    expect(seenA).toEqual(expected);
    expect(seenB).toEqual(expected);

    call.close();
    abort.abort();
    await consume;
  });

  it('refuses a stream without a valid token with a headers-only status', async () => {
    const status = await new Promise<number>((done) =>
      grpc.invoke(Subscribe, {
        host: base,
        request: new SubscribeRequest({ lots: [new LotSubscription({ id: 1, amount: 0 })] }),
        transport: NodeHttpTransport(),
        metadata: { Authorization: 'Bearer nope' },
        onEnd: (code) => done(code),
      }),
    );
    expect(status).toBe(grpc.Code.Unauthenticated);
  });
});
