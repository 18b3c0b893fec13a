import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { Connect } from 'vite';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { routedHandlers } from './handlers';
import { engineConfig, tick } from './live/clockwork';

const PREFIXES = [
  '/api',
  '/connect',
  '/__sim',
  '/geo',
  '/sim-img',
  '/sim-files',
  '/auction.',
  '/updatepushnotificationkey',
];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Turns the Node request into a fetch Request, resolves it with the simulator, and streams the answer back. */
async function handle(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const url = req.url ?? '/';
  if (!PREFIXES.some((p) => url.startsWith(p))) return next();
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === 'string') headers.set(k, v);
    else if (Array.isArray(v)) headers.set(k, v.join(', '));
  }
  const method = req.method ?? 'GET';
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${url}`, {
    method,
    headers,
    body,
    signal: controller.signal,
  });
  const response = await getResponse(routedHandlers, request);
  if (!response) return next();
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  if (!response.body) return res.end();
  res.flushHeaders();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      res.write(value);
    }
  } catch {
    // The client went away or the stream was cut on purpose.
  } finally {
    reader.cancel().catch(() => {});
    res.end();
  }
}

/** The simulator's requests, as the dev and preview servers serve them. */
export const simulatorMiddleware: Connect.NextHandleFunction = (req, res, next) => {
  handle(req, res, next).catch((e: unknown) => {
    console.error('[simulator]', e);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
};

/** The auction clock, once a second; room bots bid in the demo (tests switch them with /__sim/bots). */
export function startSimulatorClock(): () => void {
  engineConfig.bots = process.env.SIM_BOTS !== 'false';
  const timer = setInterval(() => {
    try {
      tick();
    } catch (e) {
      console.error('[simulator] engine', e);
    }
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}

export const simulatorBanner = () =>
  `\n  Backend simulator on. Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.userName).join(', ')}\n`;
