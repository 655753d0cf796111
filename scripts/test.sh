#!/usr/bin/env bash
# The one test command (README): lint, type-check, unit and screen tests, stories in headless Chromium
# with axe, visual comparison of every story (light and dark) with the committed baselines, the
# Playwright end-to-end suite against a demo build, then the production build against the mock API
# server on another origin, its content and its nginx config (docs/security.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-chromium.sh
source scripts/ensure-nginx.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "citations: comments cite docs/ in this repository (CONTRIBUTING.md)"
if git grep -n -E 'Spec §|spec §|api-contract\.md|conventions\.md' -- src mocks scripts tests eslint.config.js ':!scripts/test.sh'; then
  echo "cite docs/product.md §N, docs/api.md or CONTRIBUTING.md instead of a document outside the repository"
  exit 1
fi

step "lint (with layer boundaries)"
npx eslint . --max-warnings=0

step "type-check"
npx tsc -p tsconfig.json

step "unit and screen tests (jsdom + msw/node)"
npx vitest run --project unit

step "stories in headless Chromium (play functions + axe)"
npx vitest run --project storybook

step "visual: every story, light and dark, against tests/visual/__baselines__ (docs/visual-tests.md)"
if compgen -G "tests/visual/__baselines__/*.png" > /dev/null; then
  npm run test:visual --silent
else
  printf 'SKIPPED: no visual baselines are committed yet (tests/visual/__baselines__ is empty).\n'
  printf 'Create them with `npm run test:visual:update`, look at the PNGs, and commit them.\n'
fi

step "end-to-end (Playwright, demo build)"
npx vite build --mode demo --logLevel warn
npx playwright test

step "production build: cross-origin API, CSP, dist content, nginx (Playwright)"
npx playwright test -c playwright.prod.config.ts

echo
echo "all test layers passed"
