import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { NEXT_PAGES_RULES } from '../../src/app/prerender/appCode';
import {
  contentSecurityPolicy,
  CSP_HEADER_FILE,
  cspPlugin,
  headerPolicy,
  inlineScriptsOf,
  nginxCspHeader,
  scriptHash,
  sourceOf,
  withCsp,
} from '../../src/build/csp';

const SAMPLE = {
  VITE_API_URL: 'https://api.example.test/',
  VITE_GRPC_URL: 'https://grpc.example.test:8443',
  VITE_GEOCODE_URL: 'https://maps.example.test/geocode/reverse?format=json',
  VITE_MAP_TILE_URL: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
};

/** The policy as directive name -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('takes the origin of each configured URL; a tile placeholder becomes a wildcard', () => {
    expect(sourceOf('https://api.example.test/v1/')).toBe('https://api.example.test');
    expect(sourceOf('https://grpc.example.test:8443')).toBe('https://grpc.example.test:8443');
    expect(sourceOf('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(sourceOf('https://tile.example.test/{z}/{x}/{y}.png')).toBe('https://tile.example.test');
    expect(sourceOf('')).toBeNull();
    expect(sourceOf(undefined)).toBeNull();
    expect(sourceOf('/api')).toBeNull();
  });

  it('allows scripts from the site only (and the speculation rules by their hash), inline styles for antd, and the configured hosts', () => {
    const d = directives(contentSecurityPolicy(SAMPLE));
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", scriptHash(NEXT_PAGES_RULES)]);
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://api.example.test',
      'https://grpc.example.test:8443',
      'https://maps.example.test',
      'https://*.tiles.example.test',
    ]);
    expect(d['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.test',
      'https://*.tiles.example.test',
    ]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['frame-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(JSON.stringify(d)).not.toMatch(/unsafe-eval|\*(?!\.)/);
  });

  it('lists a host once and leaves out settings that are empty', () => {
    const d = directives(
      contentSecurityPolicy({ VITE_API_URL: 'https://api.example.test', VITE_GRPC_URL: '' }),
    );
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example.test']);
    const same = directives(
      contentSecurityPolicy({ ...SAMPLE, VITE_GRPC_URL: 'https://api.example.test/grpc' }),
    );
    expect(same['connect-src'].filter((s) => s === 'https://api.example.test')).toHaveLength(1);
  });

  it("allows the beacons' collectors on another origin; a path is the site's own", () => {
    const connect = (extra: Record<string, string>) =>
      directives(contentSecurityPolicy({ ...SAMPLE, ...extra }))['connect-src'];
    expect(
      connect({
        VITE_VITALS_URL: 'https://rum.example.test/v1/vitals?site=web',
        VITE_TELEMETRY_URL: 'https://telemetry.example.test/contract',
      }),
    ).toEqual(
      expect.arrayContaining(['https://rum.example.test', 'https://telemetry.example.test']),
    );
    expect(connect({ VITE_VITALS_URL: '/vitals' })).toEqual(
      directives(contentSecurityPolicy(SAMPLE))['connect-src'],
    );
    expect(connect({ VITE_VITALS_URL: 'https://api.example.test/vitals' })).toEqual(
      directives(contentSecurityPolicy(SAMPLE))['connect-src'],
    );
  });

  it.each(['staging', 'production'])('the %s settings connect to their own hosts', (mode) => {
    // Read from the file itself: the test run's environment holds the development settings.
    const env = Object.fromEntries(
      readFileSync(`.env.${mode}`, 'utf8')
        .split('\n')
        .map((line) => /^(VITE_\w+)=(.*)$/.exec(line.trim()))
        .filter((m) => m !== null)
        .map((m) => [m[1], m[2]]),
    );
    const connect = directives(contentSecurityPolicy(env))['connect-src'];
    for (const key of ['VITE_API_URL', 'VITE_GRPC_URL', 'VITE_GEOCODE_URL']) {
      expect(env[key]).toMatch(/^https:\/\//);
      expect(connect).toContain(new URL(env[key]).origin);
    }
  });

  it('goes in a <meta> right after the charset, with the quotes of its value escaped', () => {
    const html = '<html><head>\n<meta charset="UTF-8" />\n<title>t</title></head></html>';
    const out = withCsp(html, `script-src 'self'; x "y"`);
    expect(out).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="script-src 'self'; x &quot;y&quot;" \/>\s*<title>/,
    );
    expect(withCsp('<head><title>t</title></head>', 'a')).toMatch(
      /^<head>\s*<meta http-equiv="Content-Security-Policy" content="a" \/>/,
    );
  });

  it.each([
    ['staging', true],
    ['production', true],
    ['development', false],
  ])('a %s build gets a policy: %s', (mode, expected) => {
    const plugin = cspPlugin();
    const config = { mode, env: { ...SAMPLE, MODE: mode } } as unknown as ResolvedConfig;
    (plugin.configResolved as (c: ResolvedConfig) => void)(config);
    const html = (plugin.transformIndexHtml as { handler: (h: string) => string }).handler(
      '<head><meta charset="UTF-8"></head>',
    );
    expect(html.includes('Content-Security-Policy')).toBe(expected);
    expect(plugin.apply).toBe('build');
  });

  it("allows each of the page's inline scripts by its SHA-256 and nothing else inline", () => {
    const page =
      '<head><script>one()</script><script type="module" src="/a.js"></script></head><body><script>\ntwo();\n</script></body>';
    expect(inlineScriptsOf(page)).toEqual(['one()', '\ntwo();\n']);
    // The hash of 'one()' as a browser computes it (SHA-256 of the exact text, base64).
    expect(scriptHash('one()')).toBe(
      `'sha256-${createHash('sha256').update('one()').digest('base64')}'`,
    );
    const plugin = cspPlugin();
    (plugin.configResolved as (c: ResolvedConfig) => void)({
      mode: 'production',
      env: SAMPLE,
    } as unknown as ResolvedConfig);
    const hook = plugin.transformIndexHtml as { order: string; handler: (h: string) => string };
    expect(hook.order).toBe('post');
    const policy = /content="([^"]+)"/.exec(hook.handler(`<meta charset="UTF-8">${page}`))![1];
    expect(directives(policy.replace(/&#39;|&apos;/g, "'"))['script-src']).toEqual([
      "'self'",
      scriptHash('one()'),
      scriptHash('\ntwo();\n'),
      scriptHash(NEXT_PAGES_RULES),
    ]);
  });
});

describe('the policy as a header', () => {
  it("is the page's policy, and no other site may frame the app", () => {
    const policy = contentSecurityPolicy(SAMPLE);
    expect(headerPolicy(policy)).toBe(`${policy}; frame-ancestors 'none'`);
    expect(directives(headerPolicy(policy))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('goes in an nginx directive, quoted, on every answer; a policy with a $ fails', () => {
    expect(nginxCspHeader(`default-src 'self'; x "y" \\`)).toBe(
      `add_header Content-Security-Policy "default-src 'self'; x \\"y\\" \\\\; frame-ancestors 'none'" always;\n`,
    );
    expect(() => nginxCspHeader("default-src 'self' https://$host")).toThrow(/\$/);
  });
});

/** The text of every file of a built folder. */
const filesOf = (dir: string): [string, string][] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => [file, readFileSync(file, 'utf8')]);

/** The demo accounts' password, as the development settings give it to the simulator build. */
const DEMO_PASSWORD = /^VITE_DEMO_PASSWORD=(.+)$/m.exec(
  readFileSync('.env.development', 'utf8'),
)?.[1];

describe('the built index.html', () => {
  const built = (dir: string) => `${dir}/index.html`;
  /** The shell and every prerendered page's document of a build. */
  const documentsOf = (dir: string) =>
    filesOf(dir).filter(([file]) => file.endsWith('.html') && !file.includes('/assets/'));

  for (const dir of ['dist', 'dist-staging'])
    it.skipIf(!existsSync(built(dir)))(
      `${dir} carries the policy in the shell and every prerendered page: scripts from the site, and the head script by its hash`,
      () => {
        const documents = documentsOf(dir);
        // The shell and the nine prerendered pages.
        expect(documents).toHaveLength(10);
        const shellPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
          readFileSync(built(dir), 'utf8'),
        )?.[1];
        for (const [file, html] of documents) {
          const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
            html,
          )?.[1];
          expect(policy, file).toBe(shellPolicy);
          const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
          const inline = scripts.filter(([, attrs]) => !/\ssrc=/.test(attrs));
          const external = scripts.filter(([, attrs]) => /\ssrc=/.test(attrs));
          expect(inline, file).toHaveLength(1);
          expect(inline[0][2]).toContain('data-signed-in');
          expect(directives(policy!)['script-src']).toEqual([
            "'self'",
            scriptHash(inline[0][2]),
            scriptHash(NEXT_PAGES_RULES),
          ]);
          expect(external.length).toBeGreaterThan(0);
          for (const [, attrs, body] of external) {
            expect(attrs).toMatch(/\ssrc="\/(?!\/)[^"]+"/);
            expect(body.trim()).toBe('');
          }
          expect(html, file).not.toMatch(/\son[a-z]+=/i);
        }
      },
    );

  for (const dir of ['dist', 'dist-staging']) {
    it.skipIf(!existsSync(built(dir)))(
      `${dir} has the web server's header of the page's own policy beside the page`,
      () => {
        const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
          readFileSync(built(dir), 'utf8'),
        )![1];
        expect(readFileSync(`${dir}/${CSP_HEADER_FILE}`, 'utf8')).toBe(nginxCspHeader(meta));
      },
    );

    it.skipIf(!existsSync(built(dir)))(`${dir} carries no demo password`, () => {
      expect(DEMO_PASSWORD).toBeTruthy();
      const files = filesOf(dir);
      expect(files.length).toBeGreaterThan(10);
      const carrying = files.filter(([, text]) => text.includes(DEMO_PASSWORD!));
      expect(carrying.map(([file]) => file)).toEqual([]);
    });
  }

  it.skipIf(!existsSync(built('dist-sim')))('the simulator build has no policy', () => {
    expect(readFileSync(built('dist-sim'), 'utf8')).not.toContain('Content-Security-Policy');
    expect(existsSync(`dist-sim/${CSP_HEADER_FILE}`)).toBe(false);
  });
});
