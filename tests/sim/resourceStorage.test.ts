import { db } from '../../src/mocks/db';
import { CONTENT_MSG, RESOURCE_LIMITS } from '../../src/mocks/rules/content';
import { callAs } from '../simApi';

const valid = (over: Record<string, unknown> = {}) => ({
  title: 'Bidding from your phone',
  description: '<p>Tips for <strong>mobile</strong> bidders.</p>',
  link: '',
  body: '',
  ...over,
});

async function save(method: 'POST' | 'PUT', path: string, body: unknown) {
  const res = await callAs('admin', method, path, body);
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

const { title, description, link, body } = RESOURCE_LIMITS;

describe('blog resources the server cannot store', () => {
  it.each([
    [
      'a title past its length',
      { title: 'T'.repeat(title.max + 1) },
      CONTENT_MSG.tooLong('title', title.max),
    ],
    [
      'a description past its length',
      { description: `<p>${'w'.repeat(description.max)}</p>` },
      CONTENT_MSG.tooLong('description', description.max),
    ],
    [
      'a link past its length',
      { link: `https://example.com/${'a'.repeat(link.max)}` },
      CONTENT_MSG.tooLong('link', link.max),
    ],
    ['a NUL in the title', { title: 'Bad\u0000title' }, CONTENT_MSG.unstorable('title')],
    [
      'a NUL in the description',
      { description: '<p>a\u0000b</p>' },
      CONTENT_MSG.unstorable('description'),
    ],
    [
      'half a surrogate pair',
      { description: '<p>a\ud800b</p>' },
      CONTENT_MSG.unstorable('description'),
    ],
    ['a body that is not text', { body: { html: '<p>x</p>' } }, CONTENT_MSG.notText('body')],
    [
      'a body past its length',
      { body: 'b'.repeat(body.max + 1) },
      CONTENT_MSG.tooLong('body', body.max),
    ],
  ])('answers 400 to %s, adding and editing, and stores nothing', async (_, over, message) => {
    const before = JSON.stringify(db.resources);
    expect(await save('POST', '/api/resources', valid(over))).toEqual({
      status: 400,
      body: { message },
    });
    const id = db.resources[0].id;
    expect(await save('PUT', `/api/resources/${id}`, valid(over))).toEqual({
      status: 400,
      body: { message },
    });
    expect(JSON.stringify(db.resources)).toBe(before);
  });

  it('stores content at its limits, and whole emoji', async () => {
    const res = await save(
      'POST',
      '/api/resources',
      valid({
        title: `${'T'.repeat(title.max - 2)}🏠`,
        description: `<p>${'w'.repeat(description.max - 7)}</p>`,
      }),
    );
    expect(res.status).toBe(200);
  });
});
