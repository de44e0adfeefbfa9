#!/usr/bin/env bash
# npm test: set up a fresh machine, build everything, run every test:
# Catch2 (through ctest), JS unit tests (Vitest, reusing vite.config.js), Playwright in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh

echo "== engine tests (Catch2 via ctest)"
ctest --test-dir build/native --output-on-failure -j"$(nproc 2>/dev/null || echo 2)"

echo "== web unit tests"
npx vitest run

echo "== browser tests (Playwright, Chromium)"
npx playwright test
