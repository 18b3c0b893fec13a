import type { TokenResponse } from '../src/lib/session';

/** Signs a demo account in against the simulator (in-process or at `base`) and returns its tokens. */
export async function demoToken(
  userName: string,
  { base = 'http://localhost', deviceId = `${userName}-device`, password = 'Demo1234' } = {},
): Promise<TokenResponse & { id: number; refresh_token: string }> {
  const res = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'bidright-web',
      client_secret: 'bidright-web-public',
      grant_type: 'password',
      username: userName,
      password,
      device_id: deviceId,
    }),
  });
  if (!res.ok) throw new Error(`sign-in of ${userName} failed: ${res.status}`);
  return res.json();
}
