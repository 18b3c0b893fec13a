// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('generated proto code', () => {
  it('is what `npm run gen:proto` produces from proto/ (regenerating gives no diff)', () => {
    const out = mkdtempSync(join(tmpdir(), 'gen-proto-'));
    execFileSync(process.execPath, ['scripts/gen-proto.mjs', out], { stdio: 'pipe' });
    const committed = readdirSync('src/live/gen').sort();
    expect(readdirSync(out).sort()).toEqual(committed);
    for (const file of committed)
      expect(readFileSync(join(out, file), 'utf8')).toBe(
        readFileSync(join('src/live/gen', file), 'utf8'),
      );
  });
});
