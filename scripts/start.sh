#!/usr/bin/env bash
# npm start: set up, build, then serve the static site on http://localhost:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh --site
echo
echo "Ludotheca is served at http://localhost:8080/"
echo
exec npx vite preview --port 8080 --strictPort --host 127.0.0.1
