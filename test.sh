#!/usr/bin/env bash
# Quick test: installs what is needed (pnpm, dependencies, Debian chromium) and runs every test:
# lint, types, unit and server tests (PGlite, then PostgreSQL when reachable), Storybook story tests,
# the package-consumer test and the end-to-end tests in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/ensure-tools.sh --browser
pnpm install --frozen-lockfile
exec pnpm test
