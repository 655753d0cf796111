#!/usr/bin/env bash
# The one test command (README "Tests"): lint and type-check, unit and screen tests, every story in
# headless Chromium (play function, axe and picture in one render, light and dark), the Playwright
# end-to-end journeys against a demo build, then the production build against the mock API server on
# another origin, its content and its nginx config (docs/security.md). Prints each layer's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-chromium.sh
source scripts/ensure-nginx.sh

# Each run serves on ports of its own: a server an interrupted run left behind never answers for this
# one, nor blocks it (EADDRINUSE).
mapfile -t ports < <(node scripts/free-ports.mjs 4)
export E2E_PORT=${ports[0]} E2E_PROD_PORT=${ports[1]} E2E_API_PORT=${ports[2]} VISUAL_PORT=${ports[3]}

# Stopped (Ctrl-C, a CI timeout, kill): every process this run started stops too, servers included.
# Steps run in the background and are waited for, so the signal is handled at once, not after the step.
source scripts/lib/kill-tree.sh
on_signal() {
  trap - INT TERM
  echo
  echo "stopped: ending every process of this run"
  for child in $(pgrep -P $$ || true); do kill_tree "$child"; done
  exit 130
}
trap on_signal INT TERM

# Each layer's JSON report, read by the failure digest when the run fails; none survives from a past run.
digests=(playwright-report/unit.json playwright-report/visual.json playwright-report/e2e.json playwright-report/prod.json)
rm -f "${digests[@]}"

names=()
times=()
current=''
started=0
run_start=$SECONDS
end_step() {
  if [ -n "$current" ]; then
    names+=("$current")
    times+=($((SECONDS - started)))
    current=''
  fi
}
step() {
  end_step
  current=$1
  started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
report() {
  local status=$?
  local failed=$current
  # A layer that failed while the unit layer still ran beside it: the unit layer stops too.
  if [ -n "${unit:-}" ]; then kill_tree "$unit"; fi
  end_step
  echo
  printf '%-58s %8s\n' 'layer' 'time'
  local i
  for i in "${!names[@]}"; do
    printf '%-58s %5dm%02ds\n' "${names[$i]}" $((times[i] / 60)) $((times[i] % 60))
  done
  local total=$((SECONDS - run_start))
  printf '%-58s %5dm%02ds\n' 'total' $((total / 60)) $((total % 60))
  if [ "$status" -eq 0 ]; then
    echo "all test layers passed"
  else
    node scripts/failure-digest.mjs "${digests[@]}" || true
    echo "FAILED in: ${failed:-set-up} (exit $status)"
  fi
}
trap report EXIT

# Runs a command in the background and waits for it (see on_signal).
run() {
  "$@" &
  wait $!
}

step "citations: comments cite docs/ in this repository (CONTRIBUTING.md)"
if git grep -n -E 'Spec §|spec §|api-contract\.md|conventions\.md' -- src mocks scripts tests eslint.config.js ':!scripts/test.sh'; then
  echo "cite docs/product.md §N, docs/api.md or CONTRIBUTING.md instead of a document outside the repository"
  exit 1
fi

# The unit layer keeps about one core busy (one worker: docs in vite.config.ts), so it runs beside the
# layers before the end-to-end one (lint and types, the builds, the stories), which leave the other core
# part idle; its output is printed when it ends. Its time in the table is its own.
unit_log=playwright-report/unit.log
mkdir -p playwright-report
rm -f "$unit_log" playwright-report/unit.status
(
  unit_start=$SECONDS
  status=0
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=playwright-report/unit.json >"$unit_log" 2>&1 || status=$?
  echo "$status $((SECONDS - unit_start))" >playwright-report/unit.status
) &
unit=$!

step "lint (with layer boundaries) and type-check, side by side"
npx eslint . --max-warnings=0 &
lint=$!
npx tsc -p tsconfig.json &
types=$!
wait $lint
wait $types

step "builds, side by side: Storybook, the demo, the production build against the mock API's origin"
npx storybook build -o storybook-static --quiet &
storybook=$!
npx vite build --mode demo --logLevel warn &
demo=$!
VITE_API_URL="http://127.0.0.1:$E2E_API_PORT" VITE_GOOGLE_MAPS_API_KEY=e2e-placeholder-key \
  npx vite build --mode production --outDir dist-e2e --logLevel warn &
production=$!
wait $storybook
wait $demo
wait $production

step "stories: play function, axe and picture in one render, light and dark (docs/visual-tests.md)"
run npx playwright test -c playwright.visual.config.ts

end_step
printf '\n\033[1m== %s\033[0m\n' "unit and screen tests (jsdom + msw/node), run beside the layers above"
wait $unit || true
unit=''
cat "$unit_log"
read -r unit_status unit_time <playwright-report/unit.status
current="unit and screen tests (jsdom + msw/node), beside the above"
started=$((SECONDS - unit_time))
[ "$unit_status" -eq 0 ] || exit "$unit_status"
end_step

step "end-to-end (Playwright, demo build)"
run npx playwright test

step "production build: cross-origin API, CSP, dist content, nginx (Playwright)"
run env E2E_PROD_PREBUILT=1 npx playwright test -c playwright.prod.config.ts
