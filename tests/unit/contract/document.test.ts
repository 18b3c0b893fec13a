import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../../src/api/contract/doc';
import { nameOf } from '../../../src/api/contract/define';
import { registry } from '../../../src/api/contract/registry';

describe('docs/api-contract.md', () => {
  it('is the document the schemas give (npm run contract:doc writes it)', () => {
    expect(readFileSync('docs/api-contract.md', 'utf8')).toBe(contractDocument());
  });

  it('lists every endpoint, and every designed one with its reason', () => {
    const doc = contractDocument();
    for (const { endpoint } of registry) {
      expect(doc).toContain(`### \`${nameOf(endpoint)}\``);
      if (endpoint.designed)
        expect(doc).toContain(
          `| \`${nameOf(endpoint)}\` | ${endpoint.designed.replace(/\|/g, '\\|')} |`,
        );
    }
  });
});
