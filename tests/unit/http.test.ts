// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import axios from 'axios';
import Cookies from 'js-cookie';
import { server } from '../../src/mocks/node';
import { http, postToken, setAuthFailureHandler } from '../../src/api/http';
import { ApiError } from '../../src/api/errors';
import {
  COOKIE,
  getAccessToken,
  getRefreshToken,
  isLoggedIn,
  storeSession,
} from '../../src/lib/session';
import { setNotifier, type Notice } from '../../src/lib/notify';
import { SessionUserChangedError } from '../../src/lib/tabSync';

function signedIn(access: string | null, refresh = 'r1', roles = ['Bidder']) {
  storeSession({
    access_token: access ?? 'x',
    expires_in: 300,
    refresh_token: refresh,
    userName: 'bidder',
    firstName: 'B',
    lastName: 'D',
    roles,
    id: 7,
  });
  if (access === null) Cookies.remove(COOKIE.accessToken, { path: '/' });
}

/** A protected probe endpoint accepting only `valid` tokens, and a token endpoint that counts calls. */
function backend(opts: { refreshOk?: boolean; rejectAlways?: boolean; unavailable?: number } = {}) {
  const counts = { token: 0, probe: 0 };
  let valid = 'fresh-1';
  server.use(
    mswHttp.post('*/connect/token', async ({ request }) => {
      counts.token++;
      const form = new URLSearchParams(await request.text());
      expect(form.get('grant_type')).toBe('refresh_token');
      expect(form.get('scope')).toBe('offline_access');
      expect(form.get('client_id')).toBeTruthy();
      expect(form.get('device_id')).toBeTruthy();
      await new Promise((r) => setTimeout(r, 20));
      if (counts.token <= (opts.unavailable ?? 0))
        return HttpResponse.json({ message: 'Simulated 503' }, { status: 503 });
      if (opts.refreshOk === false)
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      valid = `fresh-${counts.token}`;
      return HttpResponse.json({
        access_token: valid,
        refresh_token: `r${counts.token + 1}`,
        expires_in: 300,
      });
    }),
    mswHttp.get('*/api/probe/:n', ({ request, params }) => {
      counts.probe++;
      if (opts.rejectAlways || request.headers.get('Authorization') !== `Bearer ${valid}`)
        return new HttpResponse(null, { status: 401 });
      return HttpResponse.json({ n: Number(params.n) });
    }),
  );
  return counts;
}

describe('http client: single-flight refresh on 401', () => {
  let redirects: string[];
  let notices: Notice[];
  beforeEach(() => {
    redirects = [];
    notices = [];
    setAuthFailureHandler((to) => redirects.push(to));
    setNotifier({ notice: (n) => notices.push(n), toast: () => {} });
  });

  it('20 concurrent calls with an expired token make exactly one token request and all succeed', async () => {
    signedIn('expired');
    const counts = backend();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => http.get(`/api/probe/${i}`)),
    );
    expect(results.map((r) => r.data.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(counts.token).toBe(1);
    expect(getAccessToken()).toBe('fresh-1');
    expect(getRefreshToken()).toBe('r2');
    expect(redirects).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('refreshes when the access-token cookie has already expired but the refresh token remains', async () => {
    signedIn(null);
    expect(isLoggedIn()).toBe(true);
    const counts = backend();
    const res = await http.get('/api/probe/1');
    expect(res.data.n).toBe(1);
    expect(counts.token).toBe(1);
  });

  it('a failed refresh clears the session and sends the user to /login once', async () => {
    signedIn('expired');
    const counts = backend({ refreshOk: false });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => http.get(`/api/probe/${i}`)),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(counts.token).toBe(1);
    expect(isLoggedIn()).toBe(false);
    expect(Cookies.get(COOKIE.userName)).toBeUndefined();
    expect(Cookies.get(COOKIE.deviceId)).toBeTruthy();
    expect(redirects).toEqual(['/login']);
    expect(notices.map((n) => n.title)).toEqual(['Invalid token']);
  });

  it('a token endpoint answering 503 keeps the session and is tried again after a backoff', async () => {
    signedIn('expired');
    const counts = backend({ unavailable: 2 });
    const results = await Promise.all([http.get('/api/probe/1'), http.get('/api/probe/2')]);
    expect(results.map((r) => r.data.n)).toEqual([1, 2]);
    expect(counts.token).toBe(3);
    expect(getRefreshToken()).toBe('r4');
    expect(redirects).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('a token endpoint that stays unavailable fails the calls with one notice, the session kept', async () => {
    signedIn('expired');
    const counts = backend({ unavailable: 99 });
    const results = await Promise.allSettled([http.get('/api/probe/1'), http.get('/api/probe/2')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { status: 503 } });
    expect(counts.token).toBe(4);
    expect(isLoggedIn()).toBe(true);
    expect(getRefreshToken()).toBe('r1');
    expect(redirects).toEqual([]);
    expect(notices.map((n) => n.title)).toEqual(['Server is under deployment! - 503']);
  });

  it('a call whose user changed before its retry is dropped, never sent with the other user’s token', async () => {
    signedIn('expired');
    const counts = backend();
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.get('*/api/probe/:n', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        // Another tab signs in as someone else while this call is out (this tab not told yet).
        Cookies.set(COOKIE.userId, '13', { path: '/' });
        Cookies.set(COOKIE.userName, 'bidder2', { path: '/' });
        Cookies.set(COOKIE.accessToken, 'someone-else', { path: '/' });
        Cookies.set(COOKIE.refreshToken, 'their-refresh', { path: '/' });
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await expect(http.get('/api/probe/1')).rejects.toBeInstanceOf(SessionUserChangedError);
    expect(seen).toEqual(['Bearer expired']);
    expect(counts.token).toBe(0);
    expect(notices).toEqual([]);
  });

  it('another tab’s rotation not yet in this page’s cookies: its tokens are taken from the store and the retry is sent with them', async () => {
    // This page still reads the spent pair; the browser's cookie store has the new one.
    signedIn('old', 'r1');
    vi.stubGlobal('cookieStore', {
      get: async (name: string) =>
        ({ [COOKIE.accessToken]: { value: 'rotated' }, [COOKIE.refreshToken]: { value: 'r9' } })[
          name
        ] ?? null,
    });
    const counts = { token: 0 };
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.post('*/connect/token', () => {
        counts.token++;
        // r1 was spent by the other tab's refresh.
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }),
      mswHttp.get('*/api/probe/:n', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer rotated'
          ? HttpResponse.json({ n: 1 })
          : new HttpResponse(null, { status: 401 });
      }),
    );
    const res = await http.get('/api/probe/1');
    expect(res.data.n).toBe(1);
    expect(seen).toEqual(['Bearer old', 'Bearer rotated']);
    expect(counts.token).toBe(0);
    expect(redirects).toEqual([]);
    expect(isLoggedIn()).toBe(true);
  });

  it('a token endpoint refusing the app itself (400 invalid_client) ends the session once', async () => {
    signedIn('expired');
    let tokenCalls = 0;
    server.use(
      mswHttp.post('*/connect/token', () => {
        tokenCalls++;
        return HttpResponse.json({ error: 'invalid_client' }, { status: 400 });
      }),
      mswHttp.get('*/api/probe/:n', () => new HttpResponse(null, { status: 401 })),
    );
    const results = await Promise.allSettled([http.get('/api/probe/1'), http.get('/api/probe/2')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(tokenCalls).toBe(1);
    expect(isLoggedIn()).toBe(false);
    expect(redirects).toEqual(['/login']);
    expect(notices.map((n) => n.title)).toEqual(['Invalid token']);
    await http.get('/api/probe/3').catch(() => {});
    expect(tokenCalls).toBe(1);
  });

  it('admins go to /admin/login when the refresh fails', async () => {
    signedIn('expired', 'r1', ['Admin']);
    backend({ refreshOk: false });
    await expect(http.get('/api/probe/1')).rejects.toBeTruthy();
    expect(redirects).toEqual(['/admin/login']);
  });

  it('a retried call that fails with 401 again never loops', async () => {
    signedIn('expired');
    const counts = backend({ rejectAlways: true });
    await expect(http.get('/api/probe/1')).rejects.toMatchObject({ status: 401, notice: null });
    expect(counts.token).toBe(1);
    expect(counts.probe).toBe(2);
    expect(redirects).toEqual(['/login']);
  });

  it('sends the bearer token on every call', async () => {
    signedIn('fresh-1');
    const counts = backend();
    await http.get('/api/probe/3');
    expect(counts.token).toBe(0);
  });

  it('maps failures to the catalogue unless the call is silent', async () => {
    server.use(
      mswHttp.get('*/api/fail/:code', ({ params }) =>
        HttpResponse.json({ message: 'Lot is not open!' }, { status: Number(params.code) }),
      ),
    );
    for (const code of [503, 500, 404, 403, 400, 418])
      await http.get(`/api/fail/${code}`).catch(() => {});
    await http.get('/api/fail/500', { silent: true }).catch(() => {});
    expect(notices.map((n) => [n.title, n.description])).toEqual([
      ['Server is under deployment! - 503', undefined],
      ['Server error! - 500', undefined],
      ['Not found! - 404', undefined],
      ['Permission error! - 403', 'You have no permission to complete the request!'],
      ['Lot is not open!', 'Error occurred while requesting!'],
      ['Error occurred while requesting!', undefined],
    ]);
  });

  it('throws one ApiError per failure, shaped once, and keeps cancellations as they are', async () => {
    server.use(
      mswHttp.get('*/api/refused', () =>
        HttpResponse.json({ message: 'Lot is not open!' }, { status: 400 }),
      ),
      mswHttp.get('*/api/slow', async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({});
      }),
    );
    const failure = await http.get('/api/refused', { silent: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      serverMessage: 'Lot is not open!',
      body: { message: 'Lot is not open!' },
      notice: { kind: 'warning', title: 'Lot is not open!' },
    });
    expect(notices).toEqual([]);

    const controller = new AbortController();
    const slow = http.get('/api/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const cancelled = await slow;
    expect(axios.isCancel(cancelled)).toBe(true);
    expect(notices).toEqual([]);
  });
});

describe('http client: timeouts', () => {
  let notices: Notice[];
  beforeEach(() => {
    notices = [];
    setNotifier({ notice: (n) => notices.push(n), toast: () => {} });
    server.use(
      mswHttp.get('*/api/slow', async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
      mswHttp.post('*/connect/token', async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({ access_token: 'a', refresh_token: 'r', expires_in: 300 });
      }),
    );
  });

  it('every call has one: 20 s by default, 10 s for the token endpoint', async () => {
    expect(http.defaults.timeout).toBe(20_000);
    const seen: (number | undefined)[] = [];
    const id = http.interceptors.request.use((config) => {
      seen.push(config.timeout);
      return config;
    });
    try {
      await postToken({ grant_type: 'password' });
    } finally {
      http.interceptors.request.eject(id);
    }
    expect(seen).toEqual([10_000]);
  });

  // The browser's XMLHttpRequest times out natively; the fetch adapter does the same here.
  it('a call that times out fails with the generic notice, unless silent', async () => {
    const failure = await http
      .get('/api/slow', { timeout: 50, adapter: 'fetch' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0 });
    await http.get('/api/slow', { timeout: 50, silent: true, adapter: 'fetch' }).catch(() => {});
    await expect(
      postToken({ grant_type: 'password' }, { timeout: 50, adapter: 'fetch', silent: true }),
    ).rejects.toMatchObject({
      status: 0,
    });
    expect(notices.map((n) => n.title)).toEqual(['Error occurred while requesting!']);
  });
});
