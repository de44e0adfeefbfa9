// The engine's Web Worker: loads the WebAssembly module once, then answers
// {id, request} messages (request: a JSON string of the engine protocol) with
// {id, reply} (a JSON string), or {id, error} when the module itself failed.
// Bots think here, so the page never freezes.
import createEngine from './wasm/engine.mjs';

let enginePromise = null;

function engine() {
  if (!enginePromise) enginePromise = createEngine().then((module) => new module.Engine());
  return enginePromise;
}

self.onmessage = async (event) => {
  const { id, request } = event.data || {};
  try {
    const e = await engine();
    self.postMessage({ id, reply: e.call(request) });
  } catch (err) {
    // A failed load or a wasm trap: the module cannot be trusted any more.
    enginePromise = null;
    self.postMessage({ id, error: String((err && err.message) || err) });
  }
};
