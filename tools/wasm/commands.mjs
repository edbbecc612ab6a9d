// Runs command lines through the page's wasm API (hayami.calc, fu, gap,
// drill) in Node and prints each answer as JSON lines, files as base64:
// cmd/hayami's TestPageCommands compares them with the command line's.
// Usage: node tools/wasm/commands.mjs internal/webpage/wasm/hayami.wasm cases.json
// where cases.json is [["calc", "--han", "3"], ...].
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [wasm, casesFile] = process.argv.slice(2);
createRequire(import.meta.url)(path.resolve(path.dirname(wasm), 'wasm_exec.js'));
const go = new Go();
const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasm), go.importObject);
go.run(instance);
for (const [command, ...args] of JSON.parse(fs.readFileSync(casesFile, 'utf8'))) {
  const r = hayami[command](args);
  const files = (r.files || []).map((f) => ({ name: f.name, type: f.type, data: Buffer.from(f.bytes).toString('base64') }));
  process.stdout.write(JSON.stringify({ stdout: r.stdout, stderr: r.stderr, code: r.code, errors: r.errors, files }) + '\n');
}
