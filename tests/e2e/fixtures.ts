import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Demo1234';

/** Calls a simulator control under /__sim/. */
export async function sim(request: APIRequestContext, path: string, body: unknown = {}) {
  const res = await request.post(`/__sim/${path}`, { data: body });
  expect(res.ok(), `POST /__sim/${path}`).toBeTruthy();
  return res.json();
}

/** Signs in through the sign-in form (already on a sign-in page, or from /login). */
export async function signIn(
  page: Page,
  userName: string,
  password = PASSWORD,
  { from = '/login' } = {},
) {
  if (!/\/(admin\/)?login$/.test(new URL(page.url(), 'http://x').pathname)) await page.goto(from);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Every test starts from the seed. */
export const test = base.extend<{ resetSim: void }>({
  resetSim: [
    async ({ request }, use) => {
      await sim(request, 'reset');
      await use();
    },
    { auto: true },
  ],
});

export { expect };
