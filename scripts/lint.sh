#!/usr/bin/env bash
# npm run lint: format and lint checks, C++ and JavaScript, changing nothing.
# npm run format (scripts/lint.sh --fix) rewrites the files instead.
set -euo pipefail
cd "$(dirname "$0")/.."
fix=${1:-}
cpp=$(git ls-files '*.cpp' '*.hpp' '*.h' '*.cc')

if [ "$fix" = "--fix" ]; then
  echo "== clang-format (rewrite)"
  [ -z "$cpp" ] || clang-format -i $cpp
  echo "== prettier (rewrite)"
  npx prettier --write --log-level warn .
  echo "== eslint (fix)"
  npx eslint --fix .
  exit 0
fi

status=0
echo "== clang-format"
[ -z "$cpp" ] || clang-format --dry-run -Werror $cpp || status=1
echo "== prettier"
npx prettier --check --log-level warn . || status=1
echo "== eslint"
npx eslint . || status=1
echo "== code size (engine/games: no function over 80 lines, no file over 499)"
node scripts/code-size.mjs || status=1
exit $status
