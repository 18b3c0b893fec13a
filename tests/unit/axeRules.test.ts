import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MINOR_RULES } from '../e2e/axeRules';

interface AxeRule {
  id: string;
  enabled: boolean;
  impact?: string;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
}

interface Page {
  window: { eval(code: string): void; close(): void };
}

/** The installed axe-core's rules and checks, read from its own script in an empty page. */
function axeAudit() {
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as {
    JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => Page;
  };
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    runScripts: 'outside-only',
  });
  const script = require.resolve('axe-core/axe.js');
  dom.window.eval(readFileSync(script, 'utf8'));
  const { rules, checks } = (
    dom.window as unknown as {
      axe: { _audit: { rules: AxeRule[]; checks: Record<string, { impact?: string }> } };
    }
  ).axe._audit;
  dom.window.close();
  return { rules, checks };
}

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'];

describe('the axe rules the accessibility checks leave out', () => {
  const { rules, checks } = axeAudit();
  /** The most serious impact a rule's violation can have: its own, or its checks' highest. */
  const worst = (rule: AxeRule) =>
    [...rule.any, ...rule.all, ...rule.none]
      .map((c) => checks[typeof c === 'string' ? c : c.id]?.impact)
      .concat(rule.impact)
      .filter((i): i is string => Boolean(i))
      .reduce((a, b) => (IMPACTS.indexOf(b) > IMPACTS.indexOf(a) ? b : a), 'minor');

  it('can find nothing serious or critical, so leaving them out hides no reported violation', () => {
    for (const id of MINOR_RULES) {
      const rule = rules.find((r) => r.id === id);
      expect(rule, id).toBeDefined();
      expect([id, worst(rule!)]).toEqual([id, expect.stringMatching(/^(minor|moderate)$/)]);
    }
  });

  it('are every enabled rule that can find only minor or moderate problems', () => {
    const minor = rules
      .filter((r) => r.enabled !== false && IMPACTS.indexOf(worst(r)) < 2)
      .map((r) => r.id);
    expect([...MINOR_RULES].sort()).toEqual(minor.sort());
    // A serious rule is not among them.
    expect(minor).not.toContain('color-contrast');
  });
});
