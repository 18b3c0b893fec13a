// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { ApiError } from '../../src/api/errors';
import {
  classifyRefreshFailure,
  createRefresher,
  isRefreshRefused,
  type RefresherDeps,
} from '../../src/api/refresh';
import { SessionUserChangedError } from '../../src/lib/tabSync';
import {
  clearSession,
  COOKIE,
  getAccessToken,
  getRefreshToken,
  isLoggedIn,
  storeSession,
  storeTokens,
  type TokenResponse,
} from '../../src/lib/session';

function signIn(access: string, refresh: string) {
  storeSession({
    access_token: access,
    expires_in: 300,
    refresh_token: refresh,
    userName: 'ada',
    roles: ['Bidder'],
    id: 12,
  });
}

const refusal = () => new ApiError(400, { error: 'invalid_grant' }, null);
const unavailable = () => new ApiError(503, {}, null);

/** A token endpoint answering from a script; `grants` records the refresh tokens it was sent. */
function endpoint(...answers: ((token: string) => TokenResponse | ApiError)[]) {
  const grants: string[] = [];
  const grant = (token: string) => {
    grants.push(token);
    const answer = (answers.length > 1 ? answers.shift()! : answers[0]!)(token);
    return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { grants, grant };
}
const rotated = (n: number) => () => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  expires_in: 300,
});

function refresher(deps: Partial<RefresherDeps> & Pick<RefresherDeps, 'grant'>) {
  const waits: number[] = [];
  const refresh = createRefresher({
    lock: (fn) => fn(),
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...deps,
  });
  return { refresh, waits };
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('one refresh across tabs: the cookies are read again inside the lock', () => {
  it('uses tokens another tab rotated while this one waited for the lock, without a request', async () => {
    signIn('a1', 'r1');
    const server = endpoint(rotated(9));
    const { refresh } = refresher({
      grant: server.grant,
      // While this tab waits, the other tab holding the lock rotates the tokens.
      lock: (fn) => {
        storeTokens({ access_token: 'a2', refresh_token: 'r2', expires_in: 300 });
        return fn();
      },
    });
    await expect(refresh('a1')).resolves.toBe('a2');
    expect(server.grants).toEqual([]);
    expect(getRefreshToken()).toBe('r2');
  });

  it('keeps the lock until the rotated tokens are in the cookie store every tab reads', async () => {
    signIn('a1', 'r1');
    const server = endpoint(rotated(2));
    let commit = () => {};
    const stored: (string | undefined)[] = [];
    const events: string[] = [];
    const { refresh } = refresher({
      grant: server.grant,
      lock: async (fn) => {
        const token = await fn();
        events.push('lock released');
        return token;
      },
      committed: (refreshToken) => {
        stored.push(refreshToken);
        return new Promise<void>((done) => (commit = done));
      },
    });
    const token = refresh('a1').then((t) => (events.push('refreshed'), t));
    await vi.waitFor(() => expect(stored).toEqual(['r2']));
    await Promise.resolve();
    expect(events).toEqual([]);
    commit();
    await expect(token).resolves.toBe('a2');
    expect(events).toEqual(['lock released', 'refreshed']);
  });

  it('uses an access token other than the one that failed, even when the refresh token was already new', async () => {
    signIn('a2', 'r2');
    const server = endpoint(rotated(9));
    const { refresh } = refresher({ grant: server.grant });
    await expect(refresh('a1')).resolves.toBe('a2');
    expect(server.grants).toEqual([]);
  });

  it('refreshes when the cookies still hold what failed, and calls sharing the flight make one request', async () => {
    signIn('a1', 'r1');
    const server = endpoint(rotated(2));
    const { refresh } = refresher({ grant: server.grant });
    const tokens = await Promise.all([refresh('a1'), refresh('a1'), refresh()]);
    expect(tokens).toEqual(['a2', 'a2', 'a2']);
    expect(server.grants).toEqual(['r1']);
    expect(getAccessToken()).toBe('a2');
    expect(getRefreshToken()).toBe('r2');
  });

  it('refreshes with the access cookie gone', async () => {
    signIn('a1', 'r1');
    Cookies.remove(COOKIE.accessToken, { path: '/' });
    const server = endpoint(rotated(2));
    await expect(refresher({ grant: server.grant }).refresh()).resolves.toBe('a2');
    expect(server.grants).toEqual(['r1']);
  });

  it('a refusal of a token another tab has meanwhile rotated keeps the session and takes the new tokens', async () => {
    signIn('a1', 'r1');
    const server = endpoint(() => {
      storeTokens({ access_token: 'a2', refresh_token: 'r2', expires_in: 300 });
      return refusal();
    });
    await expect(refresher({ grant: server.grant }).refresh('a1')).resolves.toBe('a2');
    expect(server.grants).toEqual(['r1']);
    expect(isLoggedIn()).toBe(true);
  });

  it('a refusal of the current token clears the session and is told apart from other failures', async () => {
    signIn('a1', 'r1');
    const server = endpoint(refusal);
    const failure = await refresher({ grant: server.grant })
      .refresh('a1')
      .catch((e: unknown) => e);
    expect(isRefreshRefused(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 400 });
    expect(server.grants).toEqual(['r1']);
    expect(isLoggedIn()).toBe(false);
    expect(Cookies.get(COOKIE.userName)).toBeUndefined();
  });

  it('no refresh token at all is a refusal, without a request', async () => {
    const server = endpoint(rotated(2));
    const failure = await refresher({ grant: server.grant })
      .refresh()
      .catch((e: unknown) => e);
    expect(isRefreshRefused(failure)).toBe(true);
    expect(server.grants).toEqual([]);
  });
});

describe('refresh failures that are not refusals', () => {
  it('retries with backoff and keeps the session', async () => {
    signIn('a1', 'r1');
    const server = endpoint(unavailable, unavailable, rotated(2));
    const { refresh, waits } = refresher({ grant: server.grant });
    await expect(refresh('a1')).resolves.toBe('a2');
    expect(server.grants).toEqual(['r1', 'r1', 'r1']);
    expect(waits).toEqual([500, 1000]);
  });

  it('gives up after three tries with the failure itself, the session kept', async () => {
    signIn('a1', 'r1');
    const server = endpoint(unavailable);
    const { refresh, waits } = refresher({ grant: server.grant });
    const failure = await refresh('a1').catch((e: unknown) => e);
    expect(isRefreshRefused(failure)).toBe(false);
    expect(failure).toMatchObject({ status: 503 });
    expect(server.grants).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
    expect(getRefreshToken()).toBe('r1');
    expect(isLoggedIn()).toBe(true);
  });

  it('takes the lock for each try alone and waits outside it', async () => {
    signIn('a1', 'r1');
    const server = endpoint(unavailable, unavailable, rotated(2));
    const events: string[] = [];
    let held = false;
    const { refresh } = refresher({
      grant: (token) => (events.push(held ? 'try in lock' : 'try outside'), server.grant(token)),
      lock: async (fn) => {
        held = true;
        try {
          return await fn();
        } finally {
          held = false;
        }
      },
      sleep: (ms) => (events.push(held ? `wait ${ms} in lock` : `wait ${ms}`), Promise.resolve()),
    });
    await expect(refresh('a1')).resolves.toBe('a2');
    expect(events).toEqual(['try in lock', 'wait 500', 'try in lock', 'wait 1000', 'try in lock']);
  });

  it.each([
    [401, undefined, 'refused'],
    [400, { error: 'invalid_grant' }, 'refused'],
    [400, { error: 'invalid_client' }, 'refused'],
    [403, {}, 'failed'],
    [0, undefined, 'transient'],
    [408, {}, 'transient'],
    [429, {}, 'transient'],
    [500, {}, 'transient'],
    [502, '<html>', 'transient'],
    [503, {}, 'transient'],
    [504, {}, 'transient'],
  ] as const)('status %s with %j is %s', (status, body, kind) => {
    expect(classifyRefreshFailure(new ApiError(status, body, null))).toBe(kind);
  });

  it('a failure that is not an HTTP answer (network, timeout) is transient', () => {
    expect(classifyRefreshFailure(new TypeError('Failed to fetch'))).toBe('transient');
  });
});

describe('a refresh answering after its session ended writes nothing', () => {
  /** A token endpoint that answers after `meanwhile` ran (the user's action while it was in flight). */
  const answersAfter = (meanwhile: () => void) => (token: string) => {
    meanwhile();
    return Promise.resolve({
      access_token: `late-${token}`,
      refresh_token: 'late',
      expires_in: 300,
    });
  };

  it('signed out while the refresh was in flight: no token comes back', async () => {
    signIn('a1', 'r1');
    const { refresh } = refresher({ grant: answersAfter(clearSession) });
    await expect(refresh('a1')).rejects.toBeInstanceOf(SessionUserChangedError);
    expect(Cookies.get(COOKIE.accessToken)).toBeUndefined();
    expect(Cookies.get(COOKIE.refreshToken)).toBeUndefined();
  });

  it('another user signed in while it was in flight: that user keeps their own tokens', async () => {
    signIn('a1', 'r1');
    const other = () =>
      storeSession({
        access_token: 'b1',
        expires_in: 300,
        refresh_token: 'rb1',
        userName: 'bo',
        id: 13,
      });
    const { refresh } = refresher({ grant: answersAfter(other) });
    await expect(refresh('a1')).rejects.toBeInstanceOf(SessionUserChangedError);
    expect([getAccessToken(), getRefreshToken(), Cookies.get(COOKIE.userId)]).toEqual([
      'b1',
      'rb1',
      '13',
    ]);
  });

  it('another tab signed out while it was in flight (cookies gone, this tab not told yet)', async () => {
    signIn('a1', 'r1');
    const elsewhere = () => {
      for (const name of Object.keys(Cookies.get()))
        if (name !== COOKIE.deviceId) Cookies.remove(name, { path: '/' });
    };
    const { refresh } = refresher({ grant: answersAfter(elsewhere) });
    await expect(refresh('a1')).rejects.toBeInstanceOf(SessionUserChangedError);
    expect(getRefreshToken()).toBeNull();
  });

  it('a session that ended before the lock was free sends nothing', async () => {
    signIn('a1', 'r1');
    const server = endpoint(rotated(2));
    const { refresh } = refresher({
      grant: server.grant,
      lock: (fn) => (clearSession(), fn()),
    });
    await expect(refresh('a1')).rejects.toBeInstanceOf(SessionUserChangedError);
    expect(server.grants).toEqual([]);
  });

  it('invalid_client ends the session instead of trying again', async () => {
    signIn('a1', 'r1');
    const server = endpoint(() => new ApiError(400, { error: 'invalid_client' }, null));
    const failure = await refresher({ grant: server.grant })
      .refresh('a1')
      .catch((e: unknown) => e);
    expect(isRefreshRefused(failure)).toBe(true);
    expect(server.grants).toEqual(['r1']);
    expect(isLoggedIn()).toBe(false);
  });
});

describe('the browser lock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refreshes under the Web Lock named bidright-token-refresh where the browser has one', async () => {
    const held: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (name: string, fn: () => Promise<unknown>) => {
          held.push(name);
          return fn();
        },
      },
    });
    signIn('a1', 'r1');
    const server = endpoint(rotated(2));
    await expect(createRefresher({ grant: server.grant })('a1')).resolves.toBe('a2');
    expect(held).toEqual(['bidright-token-refresh']);
  });

  it('runs in the tab alone where the browser has none', async () => {
    signIn('a1', 'r1');
    const server = endpoint(rotated(2));
    await expect(createRefresher({ grant: server.grant })('a1')).resolves.toBe('a2');
    expect(server.grants).toEqual(['r1']);
  });
});
