#!/usr/bin/env bash
# Installs the Debian packages a task needs, only those missing, with sudo when not root.
#   scripts/setup.sh test|serve|bench|soak|fuzz
set -euo pipefail

packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev)
case "${1:-test}" in
  # NB: without fonts for every language of the site, headless Chromium draws CJK and Arabic
  # text as boxes and the browser test's screenshots prove nothing.
  test) packages+=(chromium fonts-noto-core fonts-noto-cjk python3 sox) ;;
  serve) ;;
  fuzz) ;;
  # NB: python3-venv: the search benchmark derives cities ≥ 500 from a pinned PyPI package.
  # libcurl4-openssl-dev: the voice memos benchmark links a static build, and the static
  # FoundationNetworking links libcurl.
  bench) packages+=(cmark-gfm nginx-light wrk bc sox python3 python3-venv libcurl4-openssl-dev) ;;
  # NB: make soak: wrk loads the server, curl sends the traversal paths as they are written.
  soak) packages+=(wrk curl python3) ;;
  *) echo "usage: scripts/setup.sh test|serve|bench|soak|fuzz" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "error: missing packages ${missing[*]}, and no apt-get here: install them by hand." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || {
    echo "error: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  }
  sudo="sudo"
fi
echo "Installing ${missing[*]}…"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
