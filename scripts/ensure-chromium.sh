# Sourced: finds Chromium for the browser tests and exports CHROME_PATH and HEADLESS_SHELL_PATH.
# CHROME_PATH (the full browser: Storybook's story layer, whose pictures were taken with it): $CHROME_PATH,
# /usr/bin/chromium, else apt-get install chromium when running as root.
# HEADLESS_SHELL_PATH (the end-to-end and production layers, no pictures): Debian's chromium-headless-shell,
# the same engine without the browser's window layer. It starts a page in about half the time, and the
# end-to-end layer took half as long with it (README, "Tests"). Without it those layers use CHROME_PATH.
install_debian() {
  echo "$1 is missing: installing Debian's $1 package..."
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq "$1" >/dev/null; } || return 1
}
can_install() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then
  :
elif [ -x /usr/bin/chromium ]; then
  CHROME_PATH=/usr/bin/chromium
elif can_install; then
  install_debian chromium
  CHROME_PATH=/usr/bin/chromium
else
  echo "Chromium is needed for the browser tests. Install it (Debian/Ubuntu: sudo apt-get install chromium)" >&2
  echo "or set CHROME_PATH to a Chromium or Chrome executable." >&2
  exit 1
fi
export CHROME_PATH

if [ -n "${HEADLESS_SHELL_PATH:-}" ] && [ -x "$HEADLESS_SHELL_PATH" ]; then
  :
elif [ -x /usr/bin/chromium-headless-shell ]; then
  HEADLESS_SHELL_PATH=/usr/bin/chromium-headless-shell
elif can_install && install_debian chromium-headless-shell && [ -x /usr/bin/chromium-headless-shell ]; then
  HEADLESS_SHELL_PATH=/usr/bin/chromium-headless-shell
else
  echo "chromium-headless-shell is not installed: the end-to-end layers use $CHROME_PATH (slower)."
  HEADLESS_SHELL_PATH=$CHROME_PATH
fi
export HEADLESS_SHELL_PATH
