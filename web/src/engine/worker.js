// The engine's Web Worker: loads the WebAssembly module once, then answers
// {id, request} messages (request: a JSON string of the engine protocol) with
// {id, reply} (a JSON string), or {id, error} when the module itself failed.
// Bots think here, so the page never freezes.
//
// A bad request never loses the game: requests out of bounds (size, depth) are
// answered here without reaching the module, and if the module ever traps
// (a RangeError from a stack overflow, an out-of-bounds access), a fresh module
// is made and the game in progress is restored from its journal (the last
// `new` or `load`, then every successful apply and undo), before the failing
// request is answered.
import createEngine from './wasm/engine.mjs';
import { checkJsonText } from './limits.js';

let enginePromise = null;
let journal = []; // requests that rebuild the current game, in order

function engine() {
  if (!enginePromise) enginePromise = createEngine().then((module) => new module.Engine());
  return enginePromise;
}

function refusal(reason) {
  const message =
    reason === 'too_deep' ? 'the request nests too deeply' : reason === 'too_large' ? 'the request is too large' : 'the request is not text';
  return JSON.stringify({ ok: false, error: { code: 'malformed', message } });
}

// The op of a request. The client writes it last (JSON.stringify({...args, op})),
// so a look at the end avoids parsing a long save again.
function opOf(request) {
  const m = /"op":"(\w+)"}$/.exec(request.slice(-40));
  if (m) return m[1];
  try {
    return JSON.parse(request).op;
  } catch {
    return null;
  }
}

// Keeps the journal in step with the game in the module. The engine writes
// keys in order, so an error reply, and only one, starts with {"error".
function remember(request, reply) {
  const op = opOf(request);
  if (op !== 'new' && op !== 'load' && op !== 'apply' && op !== 'undo') return;
  if (reply.startsWith('{"error"')) return;
  if (op === 'new' || op === 'load') journal = [request];
  else journal.push(request);
}

// A fresh module with the game replayed into it. Throws when even that fails.
async function rebuild() {
  enginePromise = null;
  const e = await engine();
  for (const request of journal) e.call(request);
  return e;
}

self.onmessage = async (event) => {
  const { id, request } = event.data || {};
  const why = checkJsonText(request);
  if (why) {
    self.postMessage({ id, reply: refusal(why) });
    return;
  }
  let e;
  try {
    e = await engine();
  } catch (err) {
    enginePromise = null; // the module did not load: the next request tries again
    self.postMessage({ id, error: String((err && err.message) || err) });
    return;
  }
  try {
    const reply = e.call(request);
    remember(request, reply);
    self.postMessage({ id, reply });
  } catch (err) {
    // A trap: this module cannot be trusted any more. The game is restored in
    // a new one and the request is refused, as a bad request.
    try {
      await rebuild();
      self.postMessage({
        id,
        reply: JSON.stringify({ ok: false, error: { code: 'malformed', message: `the engine refused this request (${String((err && err.message) || err)})` } }),
      });
    } catch (err2) {
      enginePromise = null;
      self.postMessage({ id, error: String((err2 && err2.message) || err2) });
    }
  }
};
