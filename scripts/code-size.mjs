// The bar for small readable files (docs/architecture.md): every function in
// engine/games/ at most 80 lines (from the line of its opening brace to the
// line of its closing brace), every source file there under 500 lines. Lists
// what is over and exits 1 if anything is. Run by `npm run lint`; `node
// scripts/code-size.mjs --top 20` prints the longest functions instead.
//
// It reads the C++ as text: comments, strings and character literals are
// blanked, then every brace block is matched. A block is a function body when
// its `{` follows a parameter list `)` (with optional const, noexcept,
// override, mutable or a trailing `-> Type`) that is not the condition of if,
// for, while, switch or catch. Lambdas count as functions of their own, unless
// they sit inside a longer function (then they are part of it). Brace blocks
// that are not functions (namespaces, classes, enums, table initialisers) are
// not counted: a dispatch table is not a function, but each lambda in it is.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'engine/games');
const MAX = 80;
const MAX_FILE = 499;

// Blanks comments, string and char literals (keeping newlines, so line numbers hold).
function strip(src) {
  let out = '';
  for (let i = 0; i < src.length;) {
    const c = src[i];
    const n = src[i + 1];
    if (c === '/' && n === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && n === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === 'R' && n === '"' && !/[\w]/.test(src[i - 1] || '')) {
      const open = src.indexOf('(', i);
      const delim = `)${src.slice(i + 2, open)}"`;
      const end = src.indexOf(delim, open);
      const stop = end < 0 ? src.length : end + delim.length;
      out += '""' + src.slice(i + 2, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || (c === "'" && !/[0-9a-fA-F]/.test(src[i - 1] || ''))) {
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      out += c + ' '.repeat(Math.max(0, j - i - 1)) + c;
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// Is the `{` at `at` the body of a function or lambda?
function opensFunction(text, at) {
  let s = text.slice(Math.max(0, at - 400), at).replace(/\s+$/, '');
  // trailing return type: `) -> Type {`
  s = s.replace(/->\s*[\w:<>,\s*&]+$/, '').replace(/\s+$/, '');
  for (let again = true; again;) {
    const t = s.replace(/\b(const|noexcept|override|final|mutable|constexpr)\s*$/, '').replace(/\s+$/, '');
    again = t !== s;
    s = t;
  }
  if (!s.endsWith(')')) return false;
  // find the matching '('
  let depth = 0;
  let i = s.length - 1;
  for (; i >= 0; i--) {
    if (s[i] === ')') depth++;
    else if (s[i] === '(' && --depth === 0) break;
  }
  if (i < 0) return false;
  const before = s.slice(0, i).replace(/\s+$/, '');
  return !/\b(if|for|while|switch|catch|constexpr)$/.test(before);
}

function lineOf(text, at) {
  let n = 1;
  for (let i = 0; i < at; i++) if (text[i] === '\n') n++;
  return n;
}

function nameOf(text, at) {
  const head = text.slice(Math.max(0, at - 400), at);
  const m = head.match(/([~\w:]+|\])\s*\([^()]*(?:\([^()]*\)[^()]*)*\)[^(){};]*$/);
  return m ? (m[1] === ']' ? 'lambda' : m[1]) : '?';
}

export function functions(file) {
  const text = strip(fs.readFileSync(file, 'utf8'));
  const found = [];
  const stack = []; // { at, fn }
  let inFunction = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      const fn = !inFunction && opensFunction(text, i);
      if (fn) inFunction++;
      stack.push({ at: i, fn });
    } else if (text[i] === '}') {
      const open = stack.pop();
      if (open && open.fn) {
        inFunction--;
        const first = lineOf(text, open.at);
        const last = lineOf(text, i);
        found.push({ file, name: nameOf(text, open.at), line: first, lines: last - first + 1 });
      }
    }
  }
  return found;
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.(cpp|hpp|h)$/.test(e.name) ? [p] : [];
  });
}

const files = walk(DIR);
const all = files.flatMap(functions).sort((a, b) => b.lines - a.lines);
const show = (f) => `${path.relative(ROOT, f.file)}:${f.line} ${f.name} ${f.lines} lines`;
const top = process.argv.indexOf('--top');
if (top >= 0) {
  for (const f of all.slice(0, Number(process.argv[top + 1]) || 20)) console.log(show(f));
} else {
  const long = all.filter((f) => f.lines > MAX);
  for (const f of long) console.error(`function over ${MAX} lines: ${show(f)}`);
  const big = files
    .map((file) => ({ file, lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > MAX_FILE);
  for (const f of big)
    console.error(`file of ${MAX_FILE + 1} lines or more: ${path.relative(ROOT, f.file)} ${f.lines}`);
  if (long.length || big.length) process.exit(1);
  console.log(
    `${all.length} functions in ${files.length} files in engine/games: none over ${MAX} lines, no file over ${MAX_FILE}`,
  );
}
