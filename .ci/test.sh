#!/usr/bin/env bash
# `npm test`: every test lane, from nothing. Installs Chromium, ffmpeg and PostgreSQL from Debian's
# packages when missing, starts a throwaway PostgreSQL for the Postgres lane, then runs typecheck,
# lint, unit/API tests (SQLite and PostgreSQL) and the Playwright suite in Chromium. Ends with the line
# "N passed, N failed" summed over every runner, and exits non-zero when anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."
T0=$(date +%s)
step() { echo "=== [$(( $(date +%s) - T0 ))s] $*"; }

step "system packages"
need=()
command -v chromium >/dev/null || need+=(chromium)
command -v ffmpeg >/dev/null || need+=(ffmpeg)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
chromium --version

step "dependencies"
source .ci/bootstrap.sh

OUT_DIR=$(mktemp -d)
PGDIR=""
cleanup() {
  if [ -n "$PGDIR" ]; then
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
  fi
}
trap cleanup EXIT
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

step "throwaway PostgreSQL"
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PGDIR=$(mktemp -d)
chown postgres:postgres "$PGDIR"
PGPORT=$(free_port)
runuser -u postgres -- "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDIR/data" -o "-p $PGPORT -k $PGDIR -c listen_addresses=127.0.0.1" -l "$PGDIR/log" -w start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
echo "PostgreSQL on 127.0.0.1:$PGPORT"

failed=0
steps_failed=0   # steps that are not test runners (typecheck, build) count as failures in the summary
step "typecheck"
pnpm typecheck || { failed=1; steps_failed=$((steps_failed+1)); }

step "lint (ESLint and Prettier)"
pnpm lint || { failed=1; steps_failed=$((steps_failed+1)); }

step "cost-book audit (sources, worksheets, anchors, multipliers)"
pnpm --silent costbook:audit || { failed=1; steps_failed=$((steps_failed+1)); }

step "build"
pnpm build || { failed=1; steps_failed=$((steps_failed+1)); }

step "unit and API tests (vitest: SQLite and PostgreSQL lanes)"
pnpm exec vitest run --reporter=default --reporter=json --outputFile="$OUT_DIR/vitest.json" || failed=1

step "end-to-end tests (Playwright, /usr/bin/chromium)"
export E2E_PORT=$(free_port)
(cd web && PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT_DIR/playwright.json" CI=true pnpm exec playwright test) || failed=1

step "done"
node .ci/summary.mjs "$OUT_DIR" "$steps_failed" || failed=1
exit $failed
