// The bounds every request meets before the engine parses it, the same as the
// engine's own (engine/core/limits.hpp; docs/engine-api.md, "Limits"). Checked
// on the page and in the worker, so a hostile import or a bug never reaches
// the WebAssembly module with input it would have to refuse anyway.

export const MAX_REQUEST_BYTES = 4 * 1024 * 1024;
export const MAX_JSON_DEPTH = 64;
export const MAX_NAME_CHARS = 24; // Unicode code points, as the engine counts them
export const MAX_LOG_ENTRIES = 100000; // the engine's kMaxLogEntries (session.hpp)

// null when `text` (a JSON text) is within bounds, else a reason code:
// 'too_large' or 'too_deep'. Brackets inside strings do not count.
export function checkJsonText(text, maxBytes = MAX_REQUEST_BYTES, maxDepth = MAX_JSON_DEPTH) {
  if (typeof text !== 'string') return 'not_text';
  // UTF-16 length is a lower bound of the UTF-8 size and at most 3x smaller.
  if (text.length > maxBytes) return 'too_large';
  if (text.length * 3 > maxBytes && new TextEncoder().encode(text).length > maxBytes) return 'too_large';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > maxDepth) return 'too_deep';
    } else if (c === 93 || c === 125) depth--;
  }
  return null;
}

// The number of characters (code points) of a string: "é" and "🎲" count one.
export function charCount(s) {
  let n = 0;
  for (const _ of s) n++;  
  return n;
}

// null when `name` is an acceptable player name, else a reason code.
export function checkName(name) {
  if (typeof name !== 'string') return 'bad_name';
  if (charCount(name) > MAX_NAME_CHARS) return 'name_too_long';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'bad_name';
  return null;
}

// The first MAX_NAME_CHARS characters of a name, never cut inside one (the
// lobby's input and the embed's URL names use this).
export function clipName(name) {
  return Array.from(String(name)).slice(0, MAX_NAME_CHARS).join('');
}
