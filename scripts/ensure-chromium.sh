# Sourced: finds Chromium for the browser tests and exports CHROME_PATH.
# Order: $CHROME_PATH, /usr/bin/chromium, else apt-get install chromium when running as root.
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then
  :
elif [ -x /usr/bin/chromium ]; then
  CHROME_PATH=/usr/bin/chromium
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  CHROME_PATH=/usr/bin/chromium
else
  echo "Chromium is needed for the browser tests. Install it (Debian/Ubuntu: sudo apt-get install chromium)" >&2
  echo "or set CHROME_PATH to a Chromium or Chrome executable." >&2
  exit 1
fi
export CHROME_PATH
