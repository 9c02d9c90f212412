#!/usr/bin/env bash
# Installs the Debian packages the browser tests need when they are missing (as root), or says what to install.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
# Optional: lets the nginx end-to-end test serve the build's .br files (without it only gzip is checked).
optional=()
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || optional+=(libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -eq 0 ] && [ ${#optional[@]} -eq 0 ]; then
  echo "chromium-headless-shell, nginx (with brotli_static) and java are present."
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  if [ ${#optional[@]} -gt 0 ]; then
    echo "Optional Debian package missing: ${optional[*]} (sudo apt-get install -y ${optional[*]})." >&2
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  exit 0
fi
echo "Installing ${missing[*]} ${optional[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
if [ ${#optional[@]} -gt 0 ]; then
  apt-get install -y -qq --no-install-recommends "${optional[@]}" >/dev/null || echo "Could not install ${optional[*]}: the nginx test checks gzip only." >&2
fi
