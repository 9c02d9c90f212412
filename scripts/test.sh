#!/usr/bin/env bash
# The whole test suite: what CI runs (.ci/run) and what the README tells you to run.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Content first: a content mistake is the most common failure and the quickest to report.
step "Content validation"
# On GitHub Actions the problems are also annotations on their lines in the pull request.
if [[ "${GITHUB_ACTIONS:-}" == "true" ]]; then npm run --silent validate -- --format github; else npm run --silent validate; fi

step "Browser and servers for the end-to-end tests"
bash scripts/ensure-system-deps.sh

step "Typed modules"
npm run --silent generate

step "Type check"
npx tsc --noEmit -p tsconfig.json

step "Lint (ESLint with type information) and format (Prettier)"
npm run --silent lint
npm run --silent format:check

step "Unit tests"
npx vitest run

step "Build"
npm run --silent build

step "Integration build (example tag ids → dist-e2e, for tests/e2e/integrations)"
npx tsx scripts/build-e2e.ts

step "End-to-end tests (Chromium)"
npx playwright test
