# Sourced: finds nginx for the deployment test (tests/prod/nginx.spec.ts) and exports NGINX_PATH.
# Order: $NGINX_PATH, /usr/sbin/nginx, else apt-get install nginx when running as root.
if [ -n "${NGINX_PATH:-}" ] && [ -x "$NGINX_PATH" ]; then
  :
elif [ -x /usr/sbin/nginx ]; then
  NGINX_PATH=/usr/sbin/nginx
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing: installing Debian's nginx package..."
  export DEBIAN_FRONTEND=noninteractive
  # Only the binary is wanted; the package's attempt to start a service may fail in a container.
  apt-get update -qq && { apt-get install -y -qq --no-install-recommends nginx >/dev/null || true; }
  NGINX_PATH=/usr/sbin/nginx
  if [ ! -x "$NGINX_PATH" ]; then
    echo "Installing nginx failed; install it by hand (apt-get install nginx) or set NGINX_PATH." >&2
    exit 1
  fi
else
  echo "nginx is needed for the deployment test. Install it (Debian/Ubuntu: sudo apt-get install nginx)" >&2
  echo "or set NGINX_PATH to an nginx executable." >&2
  exit 1
fi
export NGINX_PATH
