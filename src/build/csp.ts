import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { NEXT_PAGES_RULES } from '../app/prerender/appCode.ts';

/** Build modes that talk to a real backend and ship with a Content-Security-Policy. */
const CSP_MODES = new Set(['staging', 'production']);

/** A host label written as a template placeholder, e.g. `{s}` in a map tile URL. */
const PLACEHOLDER_LABEL = /^([a-z][a-z\d+.-]*:\/\/)\{[^}]*\}\./i;
const WILDCARD = 'csp-wildcard';

/**
 * The origin of a configured URL as a policy source, or null for an empty or relative one
 * (those are the page's own origin). A leading placeholder label (`https://{s}.tile.host/…`)
 * becomes a wildcard (`https://*.tile.host`).
 */
export function sourceOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url.replace(PLACEHOLDER_LABEL, `$1${WILDCARD}.`));
    return origin === 'null' ? null : origin.replace(`//${WILDCARD}.`, '//*.');
  } catch {
    return null;
  }
}

const sources = (...values: (string | null)[]) => [...new Set(values.filter(Boolean))].join(' ');

/**
 * The policy of a build from its VITE_ settings: scripts from the site only (and the page's inline
 * scripts and speculation rules, by hash); styles also
 * inline (antd injects its CSS-in-JS as <style> tags at run time); requests to the API,
 * the live stream (grpc-web), reverse geocoding, the map tiles and the beacons' collectors
 * (field vitals, contract reports: a relative URL is the site's own); images from the site,
 * data: and blob: URLs, the API and the tiles; no plugins, frames or foreign base URL.
 */
export function contentSecurityPolicy(
  env: Record<string, string | undefined>,
  inlineScripts: readonly string[] = [],
): string {
  const api = sourceOf(env.VITE_API_URL);
  const tiles = sourceOf(env.VITE_MAP_TILE_URL);
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // The speculation rules (the next pages' documents fetched ahead, src/app/prerender/appCode.ts)
    // by their hash: beside hashes, browsers ignore the 'inline-speculation-rules' keyword.
    ['script-src', sources("'self'", ...[...inlineScripts, NEXT_PAGES_RULES].map(scriptHash))],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', sources("'self'", 'data:', 'blob:', api, tiles)],
    ['font-src', "'self' data:"],
    [
      'connect-src',
      sources(
        "'self'",
        api,
        sourceOf(env.VITE_GRPC_URL),
        sourceOf(env.VITE_GEOCODE_URL),
        tiles,
        sourceOf(env.VITE_VITALS_URL),
        sourceOf(env.VITE_TELEMETRY_URL),
      ),
    ],
    // Video streams open in a new tab: nothing is framed.
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** A policy source allowing one inline script, by the SHA-256 of its text. */
export const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of each inline <script> (one without a src) in a page. */
export const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `html` with the policy as a <meta> right after the charset (or at the top of <head>). */
export function withCsp(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`;
  const charset = /<meta\s+charset=[^>]*>/i;
  if (charset.test(html)) return html.replace(charset, (m) => `${m}\n    ${meta}`);
  return html.replace(/<head[^>]*>/i, (m) => `${m}\n    ${meta}`);
}

/**
 * The policy as the web server sends it with every page: the page's own policy, plus what only a
 * header can carry, that no other site may frame the app (a <meta> policy cannot say it).
 */
export const headerPolicy = (policy: string) => `${policy}; frame-ancestors 'none'`;

/**
 * The file of the build that the web server includes (deploy/site.conf): the header, as an nginx
 * directive, of the policy the build put in the page, so the two never differ.
 */
export const CSP_HEADER_FILE = 'csp-header.conf';

/** The nginx directive sending the policy on every answer, errors included. */
export function nginxCspHeader(policy: string): string {
  // nginx reads a '$' in a value as a variable, with no way to escape it.
  if (policy.includes('$')) throw new Error(`a '$' in the policy cannot go in nginx: ${policy}`);
  const quoted = headerPolicy(policy).replace(/["\\]/g, '\\$&');
  return `add_header Content-Security-Policy "${quoted}" always;\n`;
}

/**
 * Adds the Content-Security-Policy <meta> to index.html in staging and production builds, with
 * the hash of each inline script the page has, and writes the same policy as the web server's
 * header (CSP_HEADER_FILE); development and simulator builds keep none (the dev server's own
 * scripts are inline).
 */
export function cspPlugin(): Plugin {
  let env: Record<string, string | undefined> | null = null;
  let policy: string | null = null;
  return {
    name: 'bidright-csp',
    apply: 'build',
    configResolved(config) {
      env = CSP_MODES.has(config.mode) ? config.env : null;
      policy = null;
    },
    // Last, so the page's inline script (the head script, src/build/prerender.ts) is final when hashed.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!env) return html;
        policy = contentSecurityPolicy(env, inlineScriptsOf(html));
        return withCsp(html, policy);
      },
    },
    // Once the page is written: its policy as the web server's header, beside it.
    writeBundle(options) {
      if (policy && options.dir)
        writeFileSync(join(options.dir, CSP_HEADER_FILE), nginxCspHeader(policy));
    },
  };
}
