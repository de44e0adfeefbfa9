#!/usr/bin/env bash
# Builds the native engine (CLI, tests), the WebAssembly module and the static site (dist/).
#   --engine-only  native engine and wasm, no site
#   --site         only what serving needs: the wasm module and the site (npm start)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)
mode=${1:-}

# ccache (when installed) keeps rebuilds after a checkout short.
launcher=""
command -v ccache >/dev/null && launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"

if [ "$mode" != "--site" ]; then
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release $launcher >/dev/null
  cmake --build build/native -j"$jobs"
fi

# Debian's emcc runs node scripts that need Debian's node modules (TOOLCHAIN.md).
export NODE_PATH=/usr/share/nodejs
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/wasm -j"$jobs" --target ludotheca-wasm

if [ "$mode" != "--engine-only" ]; then
  npx vite build --logLevel warn
fi
