// The promise client of the engine worker: `await engine.call('status', {player: 0})`
// resolves with the parsed reply ({ok: true, ...} or {ok: false, error: {code, message}}).
// It never rejects: a dead worker, a trap or a timeout becomes an ok:false reply
// with the code "engine_failed", which the UI reports in words.

import { checkJsonText } from './limits.js';

const TIMEOUT_MS = 60000;

export function failure(code, message) {
  return { ok: false, error: { code, message } };
}

export class EngineClient {
  constructor(makeWorker) {
    this.makeWorker = makeWorker;
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = new Set();
  }

  // Called with a message whenever the worker dies; the next call starts a new one.
  onCrash(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start() {
    if (this.worker) return this.worker;
    const w = this.makeWorker();
    w.onmessage = (event) => {
      const { id, reply, error } = event.data || {};
      const p = this.pending.get(id);
      if (!p) return;
      this.pending.delete(id);
      clearTimeout(p.timer);
      if (error !== undefined) {
        p.resolve(failure('engine_failed', error));
        return;
      }
      try {
        p.resolve(JSON.parse(reply));
      } catch {
        p.resolve(failure('engine_failed', 'unreadable reply from the engine'));
      }
    };
    w.onerror = (event) => {
      if (event && event.preventDefault) event.preventDefault();
      this.crash((event && event.message) || 'the engine worker stopped');
    };
    w.onmessageerror = () => this.crash('the engine worker sent an unreadable message');
    this.worker = w;
    return w;
  }

  crash(message) {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) {
      clearTimeout(p.timer);
      p.resolve(failure('engine_failed', message));
    }
    for (const l of this.listeners) l(message);
  }

  call(op, args = {}) {
    let worker;
    try {
      worker = this.start();
    } catch (err) {
      return Promise.resolve(failure('engine_failed', String((err && err.message) || err)));
    }
    // A request that cannot be written or is out of bounds is refused here:
    // the worker, and the game in it, never see it.
    let request;
    try {
      request = JSON.stringify({ ...args, op });
    } catch (err) {
      return Promise.resolve(failure('malformed', `the request cannot be sent (${(err && err.name) || 'error'})`));
    }
    const why = checkJsonText(request);
    if (why) return Promise.resolve(failure('malformed', why === 'too_deep' ? 'the request nests too deeply' : 'the request is too large'));
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.crash('the engine did not answer in time'), TIMEOUT_MS);
      this.pending.set(id, { resolve, timer });
      worker.postMessage({ id, request });
    });
  }
}

export const engine = new EngineClient(
  () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
);
