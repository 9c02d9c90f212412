#!/usr/bin/env bash
# The whole test suite: what CI runs (.ci/run, .github/workflows/checks.yml) and what the README tells you to run.
# The site's build reads and validates the content once and generates the typed modules once
# (pipeline/prerender/buildSite.ts). Then two lanes run side by side: the code lane (the static
# checks, then the unit tests) and the browser lane (the integration build, the system packages, the
# end-to-end tests in three workers). The two builds never run at once, since Vike writes each config file's compiled
# copy beside it under a name taken from its content, and a build that deletes its copy deletes the
# other's (renderer/+config.ts.build-<hash>.mjs). The browser tests are most of the suite's work, and a
# worker waits on its browser for part of every test: with three workers they keep both cores busy,
# and the code lane, one process at a time, fills what they leave. The browser lane prints as it goes;
# each check of the code lane prints its output whole when it ends. The suite fails when any check
# fails, after both lanes have ended, and then repeats the end of each failed check's output (its
# failures and their summary): a lane that ended later may have printed hundreds of lines since.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# On GitHub Actions the content's problems are also annotations on their lines in the pull request
# (once: the workflow's content job, which runs first, sets CONTENT_ANNOTATED).
if [[ "${GITHUB_ACTIONS:-}" == "true" && -z "${CONTENT_ANNOTATED:-}" ]]; then
  step "Content validation (annotations)"
  npm run --silent validate -- --format github
fi

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# Content first: the build starts with validate, the most common failure and the quickest to report,
# then generates the typed modules the type check and the tests read.
step "Build: the site (validate, typed modules, prerender → dist/client)"
npm run --silent build

# A lane whose output is kept and printed whole when it ends: `quiet_lane <id> <title> <command…>`.
quiet_lane() {
  local id="$1" title="$2"
  shift 2
  local start=$SECONDS status=0
  "$@" >"$logs/$id.log" 2>&1 || status=$?
  local took="$((SECONDS - start)) s"
  [[ $status -ne 0 ]] && took+=", FAILED with status $status"
  { step "$title ($took)" && cat "$logs/$id.log"; } >"$logs/$id.out"
  # The block in one piece, between the browser lane's lines.
  cat "$logs/$id.out"
  return "$status"
}

# Each check runs even when one before it failed, so one run shows every problem. The type check and
# the typed lint share one TypeScript program (scripts/static-checks.ts): `npm run typecheck` and
# `npm run lint` with a quarter less CPU than one after the other.
# A young generation of 64 MB: the checker's many short-lived objects cost a tenth less CPU in garbage collection.
static_checks() {
  local status=0
  NODE_OPTIONS="${NODE_OPTIONS:-} --max-semi-space-size=64" npx tsx scripts/static-checks.ts || status=1
  npm run --silent format:check || status=1
  return "$status"
}

browser_lane() {
  step "Integration build: the site with example tag ids (→ dist-e2e, for tests/e2e/integrations)" &&
    npx tsx scripts/build-e2e.ts &&
    step "Browser and servers for the end-to-end tests" &&
    bash scripts/ensure-system-deps.sh &&
    step "End-to-end tests (Chromium)" &&
    npx playwright test
}

# The unit tests start as the browser tests near their end: two workers, to use the cores those leave.
# A failed check is recorded as `<name>|<its log>|<how many of its last lines to repeat>`.
code_lane() {
  quiet_lane checks "Type check, lint (ESLint with type information) and format (Prettier)" static_checks ||
    echo "type check, lint or format|$logs/checks.log|40" >>"$logs/failed"
  quiet_lane unit "Unit tests" npx vitest run --maxWorkers=2 || echo "unit tests|$logs/unit.log|40" >>"$logs/failed"
}

step "Side by side: the browser lane; type check, lint and format, then the unit tests"
code_lane &
code=$!
# The browser lane prints as it goes, and keeps a copy for the summary (pipefail: its own status).
browser_lane 2>&1 | tee "$logs/browser.log" &
browser=$!

wait "$code"
# Playwright's list ends with each failure's error, then the failed tests' names and the counts.
wait "$browser" || echo "end-to-end tests|$logs/browser.log|60" >>"$logs/failed"
failed=()
[[ -f "$logs/failed" ]] && mapfile -t failed <"$logs/failed"
if [[ ${#failed[@]} -gt 0 ]]; then
  names=()
  for record in "${failed[@]}"; do
    IFS='|' read -r name log lines <<<"$record"
    names+=("$name")
    step "The end of the failed check's output: $name"
    tail -n "$lines" "$log"
  done
  joined="$(printf '%s; ' "${names[@]}")"
  printf '\n\033[1;31mFailed: %s\033[0m (the end of the output of each is just above; the whole of it, further up)\n' "${joined%; }"
  exit 1
fi
printf '\n\033[1mAll checks passed.\033[0m\n'
