// hayami's worker: runs hayami.wasm off the page's thread, so that no
// build holds up the page (docs/maker.md). The page posts first
//   {module}: hayami.wasm, compiled (the page compiles it once, so that
//     the browser keeps the compiled code for the next visit and every
//     worker shares it); then
//   {id, call, args}: one function of the wasm API, answered {id, result}
//     (calc, fu, gap and drill too: args [[...the command line's
//     arguments]], result {stdout, stderr, code, files?}, the files handed
//     over; a drill that needs a font part has it fetched, {id, font}
//     meanwhile, as a build does);
//   {id, build: {settings, lang, zip}}: the settings' files, made one at a
//     time, answered {id, progress: {done, total}} before each file,
//     {id, font: charset} while it fetches a font part a file needs,
//     and at last {id, result} ({files} or {errors}), or {id, fontFailed:
//     {font, why}} when the part cannot be fetched, {id, fontOffline:
//     charset} when there is no network to fetch it over.
// It says {ready: true} once hayami.wasm runs, or {failed}; and
// {id, broken} when a call throws (the Go program in it has stopped):
// the page then starts another worker.
'use strict';

importScripts('wasm_exec.js');

// ready is the wasm API (self.hayami) once the module the page sends runs.
let received;
const ready = new Promise((resolve) => {
  received = resolve;
}).then(async (module) => {
  const go = new Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  go.run(instance); // defines self.hayami, then serves calls
  return self.hayami;
});

ready.then(() => postMessage({ ready: true }), (err) => postMessage({ failed: String(err.message || err) }));

// answer posts a message, handing over (not copying) the bytes of its files.
const answer = (message) => {
  const files = (message.result && message.result.files) || [];
  postMessage(message, files.map((f) => f.bytes.buffer));
};

// pause lets the messages posted meanwhile in (a preview's update) between two files.
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

// make builds the settings' files one at a time, saying how far it is,
// and fetches each font part a file turns out to need, then starts again.
async function make(hayami, id, { settings, lang, zip }) {
  for (;;) {
    const started = hayami.start(settings, lang, zip);
    if (started.errors) return answer({ id, result: started });
    const files = [];
    let need = null;
    for (let done = 0; done < started.files && !need; done++) {
      postMessage({ id, progress: { done, total: started.files } });
      await pause();
      const got = hayami.next();
      if (got.errors) {
        need = got.errors.find((p) => p.font);
        if (!need) return answer({ id, result: got });
      } else {
        files.push(...got.files);
      }
    }
    if (!need) return answer({ id, result: { files } });
    if (!(await provide(hayami, id, need.font))) return;
  }
}

// provide fetches the font part font and gives it to hayami, saying so
// first; it resolves false once it has answered the call id's failure.
async function provide(hayami, id, font) {
  const part = hayami.fontFiles().find((f) => f.name === font);
  postMessage({ id, font: part ? part.charset : font });
  let response;
  try {
    response = await fetch('fonts/' + font + '.gz');
  } catch {
    // no network, and the service worker has not kept the part yet
    postMessage({ id, fontOffline: part ? part.charset : font });
    return false;
  }
  let packed;
  try {
    if (!response.ok) throw new Error(response.status + ' ' + response.statusText);
    packed = new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    postMessage({ id, fontFailed: { font, why: String(err.message || err) } });
    return false;
  }
  const provided = hayami.provideFont(font, packed);
  if (provided.errors) {
    answer({ id, result: provided });
    return false;
  }
  return true;
}

// fontNeeded is the font part a table command (a drill's PDF in Japanese)
// failed for want of, from its message (pipeline.FontNeededError's, which
// the command line words in English whatever --lang says), or ''.
const fontNeeded = (result) => (result && result.code === 1 && /^hayami: the font (\S+) is needed for a character/m.exec(result.stderr || '') || [])[1] || '';

// command runs a table command (calc, fu, gap, drill); one that needs a
// font part has it fetched and provided, and runs again, as make does.
async function command(hayami, id, call, args) {
  for (let tries = 0; ; tries++) {
    const result = hayami[call](...args);
    const font = fontNeeded(result);
    if (!font || tries > 8) return answer({ id, result });
    if (!(await provide(hayami, id, font))) return;
  }
}

onmessage = async (event) => {
  const { module, id, call, args = [], build } = event.data;
  if (module) return received(module);
  let hayami;
  try {
    hayami = await ready;
  } catch {
    return; // the page was told
  }
  try {
    if (build) await make(hayami, id, build);
    else if (call === 'drill') await command(hayami, id, call, args);
    else answer({ id, result: hayami[call](...args) });
  } catch (err) {
    postMessage({ id, broken: String(err.message || err) });
  }
};
