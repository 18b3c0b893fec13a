// @vitest-environment jsdom
import { sanitizeHtml } from '../../src/lib/sanitize';

/** The sanitised markup, parsed back: what a page would render. */
function rendered(html: string) {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
}

describe('the blog sanitiser drops what reaches past the text', () => {
  it('drops style attributes and keeps the element and its text', () => {
    const box = rendered(
      '<p style="position:fixed;inset:0;z-index:9999">Covered</p><span style="color:red">Red</span>',
    );
    expect(box.querySelectorAll('[style]')).toHaveLength(0);
    expect(box.querySelector('p')?.textContent).toBe('Covered');
    expect(box.textContent).toContain('Red');
  });

  it('drops id attributes, which could clash with the page’s own', () => {
    const box = rendered(
      '<h2 id="root">Heading</h2><a id="login" href="https://example.com">x</a>',
    );
    expect(box.querySelectorAll('[id]')).toHaveLength(0);
    expect(box.querySelector('h2')?.textContent).toBe('Heading');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('drops dialogs with what is inside them, open or not', () => {
    const box = rendered(
      '<p>Before</p><dialog open><p>Sign in again</p><a href="https://evil.test">here</a></dialog><dialog>hidden</dialog><p>After</p>',
    );
    expect(box.querySelectorAll('dialog')).toHaveLength(0);
    expect(box.textContent).toBe('BeforeAfter');
  });

  it('drops the popover attribute and the controls that open popovers', () => {
    const box = rendered(
      '<div popover="manual">Pop</div><div popover>Auto</div><a popovertarget="x" popovertargetaction="show" href="https://example.com">open</a>',
    );
    for (const attr of ['popover', 'popovertarget', 'popovertargetaction'])
      expect(box.querySelectorAll(`[${attr}]`), attr).toHaveLength(0);
    expect(box.textContent).toBe('PopAutoopen');
  });

  it('still keeps ordinary formatting and links', () => {
    const out = sanitizeHtml(
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em>, a <a href="https://example.com/a">link</a>.</p><ul><li>One</li></ul>',
    );
    expect(out).toBe(
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em>, a <a href="https://example.com/a">link</a>.</p><ul><li>One</li></ul>',
    );
  });
});
