#!/usr/bin/env bash
# npm test: set up a fresh machine, build everything, run every test:
# Catch2 (through ctest), JS unit tests (Vitest, reusing vite.config.js), Playwright in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh

echo "== engine tests (Catch2 via ctest)"
ctest --test-dir build/native --output-on-failure -j"$(nproc 2>/dev/null || echo 2)"

echo "== soak: 200 random games per game and player count, checked, saved and replayed"
node scripts/soak.mjs --games "${LUDO_SOAK_GAMES:-200}"

# Sanitised suite and fuzzing (docs/reliability.md): one clang++-14 build with
# ASan + UBSan and libFuzzer coverage in build/asan. LUDO_SKIP_SANITIZE=1 skips it.
if [ "${LUDO_SKIP_SANITIZE:-0}" != "1" ]; then
  echo "== engine tests under ASan + UBSan (build/asan, clang++-14)"
  launcher=""
  command -v ccache >/dev/null && launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
  cmake -S . -B build/asan -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE=-O1 \
    -DLUDO_SANITIZE=ON -DLUDO_FUZZ=ON $launcher >/dev/null
  cmake --build build/asan -j"$(nproc 2>/dev/null || echo 2)"
  LUDO_HARNESS_GAMES="${LUDO_ASAN_HARNESS_GAMES:-5}" ASAN_OPTIONS=detect_leaks=1 \
    ctest --test-dir build/asan --output-on-failure -j"$(nproc 2>/dev/null || echo 2)"
  echo "== fuzzing: every target, about a minute in all"
  node scripts/fuzz.mjs --no-build --seconds "${LUDO_FUZZ_SECONDS:-60}"
fi

echo "== web unit tests"
npx vitest run

echo "== browser tests (Playwright, Chromium)"
npx playwright test
