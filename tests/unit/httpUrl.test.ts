// @vitest-environment node
import { isHttpUrl } from '../../src/lib/httpUrl';

describe('isHttpUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc', true],
    ['http://example.com', true],
    ['HTTPS://WWW.YOUTUBE.COM/live/x', true],
    ['  https://www.youtube.com/watch?v=abc  ', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['file:///etc/passwd', false],
    ['ftp://example.com/video', false],
    ['mailto:someone@example.com', false],
    ['//www.youtube.com/watch?v=abc', false],
    ['/auctions/1', false],
    ['www.youtube.com/watch?v=abc', false],
    ['https://', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});
