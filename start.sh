#!/usr/bin/env bash
# Quick start: installs what is needed, builds, and starts the console and server on the embedded
# database (PGlite in ./.data) with the demo company. Open http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/ensure-tools.sh
pnpm install --frozen-lockfile
exec pnpm start
