#!/usr/bin/env bash
# `npm start`: install what is needed, build the PWA, and serve it with the API on one port
# (PORT, default 8080) on the embedded defaults: SQLite in ./data, no keys, no outside services.
set -euo pipefail
source "$(dirname "$0")/bootstrap.sh"
echo "› building the web app"
pnpm build
echo "› starting CostLens on http://127.0.0.1:${PORT:-8080}"
exec pnpm --filter @costlens/api start
