#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest. The build comes before the
# integration tests because some of them start the production server.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent nodev || { echo "npm scripts must run on Node 24 (run npm ci first)"; exit 1; }
echo "== lint";            npm run --silent lint
echo "== typecheck";       npm run --silent typecheck
echo "== build";           npm run --silent build
echo "== bundle budget";   node scripts/bundle-budget.ts
echo "== unit + integration (PGlite and PostgreSQL)"; npx vitest run
echo "== browser tests";   npx playwright test
echo "== bench (smoke)";   node scripts/bench.ts --no-build --quick
