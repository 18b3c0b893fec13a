// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Resource } from '../../src/api/resources';
import { BlogPost } from '../../src/features/public/BlogPost';
import { renderFirstView } from '../../src/app/firstView/render';

vi.mock('../../src/api/resources', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/resources')>()),
  getResource: vi.fn(),
}));

const POST: Resource = {
  id: 7,
  title: 'Reading a <b>title</b> & its notice',
  description: '<p>Short <strong>summary</strong></p><img src="x" onerror="alert(1)">',
  body: '<h2>Before the sale</h2><p>Steps</p><script>alert(2)</script><form><input></form>',
  link: 'https://example.org/more',
  createdDate: '2026-03-04T10:00:00Z',
};

/** The built blog page (its loading frame and the post template), as the build writes it. */
const builtBlogPage = renderFirstView().views.blog;

/** Markup without the comments server rendering puts between adjacent texts. */
const withoutComments = (html: string) => html.replace(/<!--.*?-->/g, '');

/** What the application renders for a post. */
function renderedPost(post: Resource): string {
  const host = document.createElement('div');
  host.innerHTML = renderToString(createElement(BlogPost, { post }));
  return withoutComments(host.querySelector('article')!.outerHTML);
}

/** A fresh copy of the modules (the handover remembers who asked first) and of the built page. */
async function builtPage() {
  vi.resetModules();
  const resources = await import('../../src/api/resources');
  const { showBlogPost } = await import('../../src/app/firstView/blogPost');
  const { takeStartedRequest } = await import('../../src/app/firstView/handover');
  document.body.innerHTML = `<div class="first-view" data-view="blog">${builtBlogPage}</div>`;
  const getResource = vi.mocked(resources.getResource);
  getResource.mockReset();
  const key = (id: string) => resources.resourceQueries.detail(id).queryKey;
  const article = () => document.querySelector('.first-view article')!;
  return { showBlogPost, takeStartedRequest, getResource, key, article };
}

describe('the built blog page shows a post before the application', () => {
  it.each([
    ['with an outside link', POST],
    ['without a link', { ...POST, link: undefined }],
    ['with a javascript: link', { ...POST, link: 'javascript:alert(3)' }],
    ['with empty parts', { ...POST, description: '', body: '' }],
  ])('fills in the markup the application renders for a post %s', async (_, post) => {
    const page = await builtPage();
    expect(page.article().querySelector('.ant-skeleton')).not.toBeNull();
    page.getResource.mockResolvedValue(post);
    await page.showBlogPost(document, '7');
    expect(page.getResource).toHaveBeenCalledWith('7');
    expect(withoutComments(page.article().outerHTML)).toBe(renderedPost(post));
    expect(document.querySelector('script, form, [onerror]')).toBeNull();
  });

  it('hands its request to the application, which asks for the post no second time', async () => {
    const page = await builtPage();
    page.getResource.mockResolvedValue(POST);
    const shown = page.showBlogPost(document, '7');
    const taken = page.takeStartedRequest<Resource>(page.key('7'));
    expect(await taken).toBe(POST);
    await shown;
    expect(page.getResource).toHaveBeenCalledTimes(1);
    // Another post's query finds no request to take.
    expect(page.takeStartedRequest(page.key('8'))).toBeUndefined();
  });

  it('asks for nothing once the application has asked for the post itself', async () => {
    const page = await builtPage();
    expect(page.takeStartedRequest(page.key('7'))).toBeUndefined();
    await page.showBlogPost(document, '7');
    expect(page.getResource).not.toHaveBeenCalled();
    expect(page.article().querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('leaves the loading frame to the application when the post cannot be had', async () => {
    const page = await builtPage();
    page.getResource.mockRejectedValue(new Error('404'));
    const failed = page.showBlogPost(document, '7');
    await expect(page.takeStartedRequest(page.key('7'))).rejects.toThrow('404');
    await failed;
    expect(page.article().querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('changes nothing once the application has replaced the built page', async () => {
    const page = await builtPage();
    let arrive: (post: Resource) => void = () => {};
    page.getResource.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const shown = page.showBlogPost(document, '7');
    document.body.innerHTML = '<main id="app">the application</main>';
    arrive(POST);
    await shown;
    expect(document.body.innerHTML).toBe('<main id="app">the application</main>');
  });
});
