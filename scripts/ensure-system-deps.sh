#!/usr/bin/env bash
# Installs the Debian packages the browser tests need when they are missing (as root), or says what to install.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
# Serves the build's .br files in the nginx end-to-end test (optional: without it only gzip is checked).
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -eq 0 ]; then
  echo "chromium, nginx (with brotli_static) and java are present."
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
