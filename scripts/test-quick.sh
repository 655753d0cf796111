#!/usr/bin/env bash
# The inner loop (README "Tests"): lint and types, then the unit, screen and story tests that depend on
# what changed since main (committed or not). Pictures and end-to-end journeys are left to `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-chromium.sh
base=$(git merge-base HEAD "${QUICK_BASE:-main}" 2>/dev/null || git rev-parse HEAD)
mapfile -t changed < <({ git diff --name-only "$base" --diff-filter=d; git ls-files --others --exclude-standard; } | sort -u | grep -E '\.(ts|tsx|js|mjs)$' || true)
if [ ${#changed[@]} -eq 0 ]; then
  echo "nothing changed since $(git rev-parse --short "$base"): nothing to check"
  exit 0
fi
printf '== %d changed files since %s\n' "${#changed[@]}" "$(git rev-parse --short "$base")"
# The sweeps that render every list screen many times over (both modes for each of a dozen URLs, hostile
# answers on every screen) check the list path, not a component: they run here only when a file of their
# own changed, or anything under src/core, src/lib, src/shared or mocks (what they exist for); npm test runs them always.
sweeps=(--exclude '**/*.modes.test.tsx' --exclude 'src/app/hostileScreens.*.test.tsx')
if printf '%s\n' "${changed[@]}" | grep -Eq '(\.modes\.test\.tsx|hostileScreens\.|^src/core/|^src/lib/|^src/shared/|^src/testing/|^mocks/)'; then
  sweeps=()
fi

# The four checks run side by side (none keeps both cores busy alone); each one's output is printed, in
# this order, once it ends. Stopped (Ctrl-C), every one of them stops.
logs=$(mktemp -d)
pids=()
source scripts/lib/kill-tree.sh
cleanup() {
  local pid
  for pid in ${pids[@]+"${pids[@]}"}; do kill_tree "$pid"; done
  rm -rf "$logs"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
names=(lint types unit stories)
npx eslint --max-warnings=0 "${changed[@]}" >"$logs/lint" 2>&1 &
pids+=($!)
npx tsc -p tsconfig.json >"$logs/types" 2>&1 &
pids+=($!)
npx vitest run --project unit --changed "$base" --passWithNoTests "${sweeps[@]}" >"$logs/unit" 2>&1 &
pids+=($!)
npx vitest run --project storybook --changed "$base" --passWithNoTests >"$logs/stories" 2>&1 &
pids+=($!)
failed=()
for i in "${!pids[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  printf '\n== %s%s\n' "${names[$i]}" "$([ $status -eq 0 ] && echo '' || echo " FAILED (exit $status)")"
  cat "$logs/${names[$i]}"
  [ $status -eq 0 ] || failed+=("${names[$i]}")
done
pids=()
if [ ${#failed[@]} -gt 0 ]; then
  echo "test:quick failed: ${failed[*]}"
  exit 1
fi
echo "test:quick passed: lint, types, unit and screen tests, story tests of what changed"
