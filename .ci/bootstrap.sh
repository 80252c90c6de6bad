#!/usr/bin/env bash
# Shared by `npm start` and `npm test`: a fresh machine with only Node 20 and npm gets pnpm and the
# workspace dependencies. Sourced, not run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export npm_config_nodedir=${npm_config_nodedir:-/usr}   # better-sqlite3 builds from source: use local headers
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1                # tests drive Debian's /usr/bin/chromium
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1].split('+')[0]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm i -g --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install --prefer-offline
fi
