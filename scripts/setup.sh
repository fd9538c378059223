#!/usr/bin/env bash
# Installs the Debian packages a task needs, only those missing, with sudo when not root; on
# macOS, the Homebrew formulae of `test` and `serve`.
#   scripts/setup.sh test|serve|bench|soak|fuzz
set -euo pipefail

# NB: macOS: cmark-gfm for the runner, sox for the voice memos tests, shellcheck for make lint,
# coreutils for the GNU `timeout` (and `cp`) make test runs. The browser test uses Google Chrome
# when it is installed and is skipped without it. Python 3 comes with the system.
if [ "$(uname -s)" = Darwin ]; then
  case "${1:-test}" in
    test) formulae=(cmark-gfm sox shellcheck coreutils) ;;
    serve) formulae=(cmark-gfm) ;;
    *)
      echo "error: on macOS, scripts/setup.sh knows test and serve; $1 needs Debian or Ubuntu" >&2
      exit 2
      ;;
  esac
  command -v brew >/dev/null || {
    echo "error: Homebrew is needed to install ${formulae[*]}: see https://brew.sh" >&2
    exit 1
  }
  missing=()
  for formula in "${formulae[@]}"; do
    brew list --formula "$formula" >/dev/null 2>&1 || missing+=("$formula")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]} with Homebrew…"
    brew install --quiet "${missing[@]}"
  fi
  prefix=$(brew --prefix)
  if [ "$prefix" != /usr/local ] && [[ ":${CPATH:-}:" != *":$prefix/include:"* ]]; then
    echo "note: the build finds Homebrew's cmark-gfm with" \
      "CPATH=$prefix/include LIBRARY_PATH=$prefix/lib in the environment." >&2
  fi
  if [ "${1:-test}" = test ] && ! timeout --version 2>/dev/null | grep -q GNU; then
    echo "error: make test needs GNU coreutils first on the PATH:" \
      "export PATH=\"$prefix/opt/coreutils/libexec/gnubin:\$PATH\"" >&2
    exit 1
  fi
  exit 0
fi

packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev)
case "${1:-test}" in
  # NB: without fonts for every language of the site, headless Chromium draws CJK and Arabic
  # text as boxes and the browser test's screenshots prove nothing.
  # python3-venv and shellcheck: make lint installs actionlint into a virtual environment, and
  # actionlint runs shellcheck on the workflows' scripts.
  test) packages+=(chromium fonts-noto-core fonts-noto-cjk python3 sox python3-venv shellcheck) ;;
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
