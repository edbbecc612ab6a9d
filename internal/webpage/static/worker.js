// hayami's worker: runs hayami.wasm off the page's thread, so that no
// build holds up the page (docs/maker.md). The page posts first
//   {module}: hayami.wasm, compiled (the page compiles it once, so that
//     the browser keeps the compiled code for the next visit and every
//     worker shares it); then
//   {id, call, args}: one function of the wasm API, answered {id, result}
//     (calc, fu, gap and drill too: args [[...the command line's
//     arguments]], result {stdout, stderr, code, files?}, the files handed over);
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
    const part = hayami.fontFiles().find((f) => f.name === need.font);
    postMessage({ id, font: part ? part.charset : need.font });
    let response;
    try {
      response = await fetch('fonts/' + need.font + '.gz');
    } catch {
      // no network, and the service worker has not kept the part yet
      return postMessage({ id, fontOffline: part ? part.charset : need.font });
    }
    let packed;
    try {
      if (!response.ok) throw new Error(response.status + ' ' + response.statusText);
      packed = new Uint8Array(await response.arrayBuffer());
    } catch (err) {
      return postMessage({ id, fontFailed: { font: need.font, why: String(err.message || err) } });
    }
    const provided = hayami.provideFont(need.font, packed);
    if (provided.errors) return answer({ id, result: provided });
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
    else answer({ id, result: hayami[call](...args) });
  } catch (err) {
    postMessage({ id, broken: String(err.message || err) });
  }
};
