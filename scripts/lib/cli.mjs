// Talks to ludotheca-cli over its JSON-lines protocol, one request at a time
// (shared by scripts/fuzz.mjs for the seed corpora and scripts/soak.mjs).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

export class Cli {
  constructor(path) {
    this.proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    readline.createInterface({ input: this.proc.stdout }).on('line', (line) => {
      const next = this.waiting.shift();
      if (next) next(JSON.parse(line));
    });
  }

  call(request) {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.proc.stdin.write(`${JSON.stringify(request)}\n`);
    });
  }

  close() {
    this.proc.stdin.end();
  }
}

// A small deterministic generator (xorshift32) so corpora are reproducible.
export function rng(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}
