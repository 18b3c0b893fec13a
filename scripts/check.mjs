// The static checks, side by side (the machine's two cores): the typecheck, ESLint (with the layer
// boundaries) and Prettier's check. Each one's output is printed whole once it ends; the exit code
// is non-zero when any of them failed.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['typecheck', 'tsc', ['-b', '--noEmit']],
  ['lint', 'eslint', ['.', '--max-warnings=0']],
  ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
];

const run = ([name, bin, args]) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const took = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'} ${name} (${took} s)\n${output}`);
      done(code === 0);
    });
  });

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
