// Loads internal/webpage/wasm/hayami.wasm in Node as the page will load it, calls each
// function of the global hayami object once, checks the answers and prints
// the timings: make wasm-check. Usage: node tools/wasm/check.mjs internal/webpage/wasm/hayami.wasm
import fs from 'node:fs';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const wasm = process.argv[2];
createRequire(import.meta.url)(path.resolve(path.dirname(wasm), 'wasm_exec.js'));
const t0 = performance.now();
const go = new Go();
const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasm), go.importObject);
go.run(instance);
console.log(`start: ${(performance.now() - t0).toFixed(0)} ms`);

assert.equal(typeof hayami.version(), 'string');
assert.equal(hayami.presets()[3].title, 'Tenhou');
assert.equal(hayami.defaults().paper, 'a4');
assert.ok(hayami.settingKinds().some((k) => k.key === 'honba' && k.kind === 'number'));
const kazoe = hayami.keys('ja').keys.find(k => k.name === 'kazoe');
assert.deepEqual(kazoe.choices.map(c => c.value), ['none', 'single', 'stacking']);
assert.equal(kazoe.choices[1].label, '役満');

const settings = JSON.stringify({ rules: 'tenhou', set: ['kiriage=true'], format: ['pdf', 'md'], sheets: ['nondealer'] });
const u = hayami.update(settings, 'nondealer', 'en', 'en');
assert.equal(u.base.kiriage, 'false'); assert.equal(u.values.kiriage, 'true');
assert.equal(u.problems, undefined);
assert.match(u.preview, /8,000/);
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  hayami.update(settings, 'nondealer', 'en', 'en');
  console.log(`update (values, problems and the preview), run ${i + 1}: ${(performance.now() - t).toFixed(0)} ms`);
}
// build is a batch: start says how many files, next makes each in turn.
const build = (s, zip = false) => {
  const started = hayami.start(s, 'en', zip);
  if (started.errors) return started;
  const files = [];
  for (let i = 0; i < started.files; i++) {
    const got = hayami.next();
    if (got.errors) return got;
    files.push(...got.files);
  }
  return { files };
};
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  build(settings);
  console.log(`build (A4 PDF and Markdown), run ${i + 1}: ${(performance.now() - t).toFixed(0)} ms`);
}
const files = build(settings).files;
assert.deepEqual(files.map(f => f.name), ['tenhou-kiriage-en-nondealer-a4.pdf', 'tenhou-kiriage-en-nondealer.md']);
assert.ok(files[0].bytes instanceof Uint8Array);
assert.match(new TextDecoder().decode(files[1].bytes), /\| \*\*30\*\* \|[^\n]*\| \*\*8,000\*\*/);
if (process.argv[3]) { fs.writeFileSync(process.argv[3], files[0].bytes); }

assert.deepEqual(hayami.start(JSON.stringify({ honba: -1 })).errors,
  [{ message: 'honba -1: the number of counters cannot be negative', field: 'honba', code: 'negative' }]);
const bad = hayami.settingsFromTOML('extends = "tenhou"\nkiriage = 3\n', 'club.toml').errors[0];
assert.equal(bad.line, 2); assert.equal(bad.key, 'kiriage');
const toml = hayami.settingsToTOML(settings).files[0];
assert.equal(toml.name, 'tenhou.toml');
assert.equal(hayami.settingsFromTOML(new TextDecoder().decode(toml.bytes), toml.name).rules, 'tenhou');
assert.equal(build(settings, true).files[0].name, 'hayami-tenhou-kiriage.zip');

// A Korean sheet whose club's name is beyond the catalogs needs the Korean
// font, then its extension: fonts/NAME.gz as hayami maker writes them.
const korean = JSON.stringify({ format: ['pdf'], sheets: ['limits'], lang: ['ko'], club: '갊' });
const needed = hayami.fontFiles().filter(f => f.charset === 'KS X 1001' && !f.present).map(f => f.name);
for (const name of needed) {
  assert.equal(build(korean).errors[0].font, name);
  const gz = fs.existsSync(`fonts/${name}.gz`) ? fs.readFileSync(`fonts/${name}.gz`) : zlib.gzipSync(fs.readFileSync(`fonts/${name}`));
  assert.deepEqual(hayami.provideFont(name, new Uint8Array(gz)), {});
}
assert.deepEqual(needed, ['BaekmukDotum-hayami.ttf', 'BaekmukDotum-KSX1001-hayami.ttf']);
assert.equal(build(korean).files[0].name, 'ema2025-ko-limits-a4.pdf');
const t3 = performance.now();
const calc = hayami.calc(['--rules', 'tenhou', '--han', '4', '--fu', '30', '--set', 'kiriage=true', '--format', 'json']);
assert.equal(calc.code, 0);
assert.equal(JSON.parse(calc.stdout).ron, 8000);
console.log(`calc: ${(performance.now() - t3).toFixed(0)} ms`);
assert.match(hayami.fu(['123m456m999p555s77z', '--win', '5m']).stdout, /50 fu/);
assert.deepEqual(hayami.gap(['abc']).code, 2);
const drill = hayami.drill(['--format', 'md', '--count', '3', '--seed', '7']);
assert.deepEqual(drill.files.map((f) => f.name), ['ema2025-en-drill-pay-seed7.md', 'ema2025-en-drill-fu-seed7.md', 'ema2025-en-drill-table-seed7.md']);
assert.ok(hayami.calc('--han 3').errors);
console.log('wasm check: ok');
process.exit(0);
