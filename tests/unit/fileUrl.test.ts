import { describe, expect, it } from 'vitest';
import { fileLinkUrl, fileNameOf, isBackendFile } from '../../src/lib/fileUrl';

const BASE = 'https://app.example.com/cases/1';

describe('fileLinkUrl', () => {
  it.each([
    ['/sim-files/3/deed.pdf', '/sim-files/3/deed.pdf'],
    ['https://files.example.com/a.pdf', 'https://files.example.com/a.pdf'],
    ['http://files.example.com/a.pdf', 'http://files.example.com/a.pdf'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s gives %s', (url, expected) => {
    expect(fileLinkUrl(url, BASE)).toBe(expected);
  });
});

describe('fileNameOf', () => {
  it.each([
    ['/sim-files/3/Plat%20A.pdf', 'Plat A.pdf'],
    ['https://files.example.com/a/deed.pdf?sig=1#p2', 'deed.pdf'],
    ['deed.pdf', 'deed.pdf'],
    ['/bad/%E0%A4%A.pdf', '%E0%A4%A.pdf'],
    ['', ''],
    [null, ''],
  ])('%s is %s', (url, name) => {
    expect(fileNameOf(url)).toBe(name);
  });
});

describe('isBackendFile', () => {
  it.each([
    // url, API base, the file gets the session's token
    ['/sim-files/3/deed.pdf', '', true],
    ['https://app.example.com/sim-files/3/deed.pdf', '', true],
    ['/files/3/deed.pdf', 'https://api.example.com', true],
    ['https://api.example.com/files/3/deed.pdf', 'https://api.example.com/v1', true],
    ['https://files.example.com/a.pdf', '', false],
    ['https://evil.example.net/a.pdf', 'https://api.example.com', false],
    ['https://app.example.com/a.pdf', 'https://api.example.com', false],
    ['//evil.example.net/a.pdf', '', false],
  ])('%s with the API at %j: %s', (url, apiBase, expected) => {
    expect(isBackendFile(url, apiBase, BASE)).toBe(expected);
  });
});
