#!/usr/bin/env bash
# The whole test suite: what CI runs (.ci/run) and what the README tells you to run.
# Each build reads and validates the content once and generates the typed modules once
# (cli/commands/build.ts): the suite runs two builds, the site and the integration variant.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# On GitHub Actions the content's problems are also annotations on their lines in the pull request.
if [[ "${GITHUB_ACTIONS:-}" == "true" ]]; then
  step "Content validation (annotations)"
  npm run --silent validate -- --format github
fi

# Content first: the build starts with validate, the most common failure and the quickest to report,
# then generates the typed modules the type check and the tests read.
step "Build (validate, typed modules, prerender → dist/client)"
npm run --silent build

step "Type check"
npx tsc --noEmit -p tsconfig.json

step "Lint (ESLint with type information) and format (Prettier)"
npm run --silent lint
npm run --silent format:check

step "Unit tests"
npx vitest run

step "Browser and servers for the end-to-end tests"
bash scripts/ensure-system-deps.sh

step "Integration build (example tag ids → dist-e2e, for tests/e2e/integrations)"
npx tsx scripts/build-e2e.ts

step "End-to-end tests (Chromium)"
npx playwright test
