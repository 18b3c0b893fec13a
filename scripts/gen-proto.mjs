// Regenerates src/live/gen/ from proto/*.proto, offline: protoc from the `protoc` npm package
// with the pure-JS protoc-gen-ts plugin (google-protobuf message classes as ES-module TypeScript).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ? resolve(process.argv[2]) : resolve(root, 'src/live/gen');
const protos = readdirSync(resolve(root, 'proto')).filter((f) => f.endsWith('.proto'));

mkdirSync(out, { recursive: true });
execFileSync(
  process.execPath,
  [
    resolve(root, 'node_modules/protoc/protoc.cjs'),
    `--plugin=protoc-gen-ts=${resolve(root, 'node_modules/protoc-gen-ts/protoc-gen-ts.js')}`,
    `--ts_out=no_grpc,no_namespace:${out}`,
    `-I${resolve(root, 'proto')}`,
    ...protos,
  ],
  { stdio: 'inherit', cwd: root },
);
console.log(`generated ${protos.join(', ')} into ${out}`);
