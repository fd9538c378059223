#!/usr/bin/env bash
# Builds Kata's API reference with the toolchain's DocC, for static hosting under a site's api/.
#
#   scripts/api-reference.sh OUT [HOSTING_BASE_PATH]
#
# OUT                 the folder to write: the reference (index.html, documentation/kata/…, data/,
#                     css/, js/ …) and OUT/symbol-graphs/, the symbol graph JSON it was made from,
#                     for the site to read (symbol links, API-aware staleness).
# HOSTING_BASE_PATH   the URL path the reference is served from, `api` by default (a site at the
#                     root of its host, with the reference in its api/ folder). For a GitHub Pages
#                     project site at https://OWNER.github.io/kata/, pass `kata/api`.
#
# Steps: `swift build --target Kata` (debug; incremental), `swift-symbolgraph-extract` on the
# module it built (public symbols, extension blocks so that `DependencyValues.dismiss` gets a
# page), then `docc convert` of Sources/Kata/Kata.docc with that graph, which also writes
# linkable-entities.json (each page's path with its symbol's precise identifier). The JSON is
# written with sorted keys (DOCC_JSON_PRETTYPRINT), so that two runs on the same sources give
# the same files (but see the note on docc below). Needs bash, Swift 6.3 with docc, and
# python3 (only to sort linkable-entities.json).
# OUT is replaced as a whole once everything succeeded; a folder that this script did not write
# is never replaced.
#
# Environment: SWIFT (default `swift`), DOCC (default: `docc` beside swift, else on PATH),
# SWIFTPM_FLAGS (flags for every `swift build`, such as make's `--scratch-path .build/make …`),
# and SWIFT_BIN_PATH, a build folder with Kata built, to read its modules without building.
set -euo pipefail

usage() { echo "usage: scripts/api-reference.sh OUT [HOSTING_BASE_PATH]" >&2; exit 2; }
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ -z "$1" ]; then usage; fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=$1
base=${2-api}
base=${base#/}
base=${base%/}
marker=.kata-api-reference

swift_bin=${SWIFT:-swift}
if ! command -v "$swift_bin" >/dev/null; then
  echo "error: '$swift_bin' is not on the PATH: install Swift 6.3 (or set SWIFT)" >&2
  exit 1
fi
toolchain_bin=$(dirname "$(readlink -f "$(command -v "$swift_bin")")")
docc=${DOCC:-$toolchain_bin/docc}
[ -x "$docc" ] || docc=$(command -v docc || true)
if [ -z "$docc" ] || [ ! -x "$docc" ]; then
  echo "error: docc is neither beside $swift_bin nor on the PATH: set DOCC to the toolchain's" \
    "docc" >&2
  exit 1
fi
extract=$toolchain_bin/swift-symbolgraph-extract
if [ ! -x "$extract" ]; then
  echo "error: $extract is missing: the Swift toolchain is incomplete" >&2
  exit 1
fi

if [ -e "$out" ] && [ ! -e "$out/$marker" ]; then
  if [ -d "$out" ] && [ -z "$(ls -A "$out")" ]; then
    : # an empty folder is fine to replace
  else
    echo "error: $out exists and was not written by this script; choose another OUT or" \
      "remove it" >&2
    exit 1
  fi
fi

mkdir -p "$(dirname "$out")"
out_parent=$(cd "$(dirname "$out")" && pwd)
out_name=$(basename "$out")
work=$(mktemp -d "$out_parent/.$out_name.XXXXXX")
trap 'rm -rf "$work"' EXIT

cd "$root"
# NB: SWIFT_BIN_PATH (make test, whose build phase has just built everything with
# `--build-tests`) is read as it is: a `swift build --target Kata` after a `--build-tests`
# build recompiles much of Kata's dependencies.
# shellcheck disable=SC2086 # SWIFTPM_FLAGS is a list of words
if [ -n "${SWIFT_BIN_PATH:-}" ]; then
  bin_path=$SWIFT_BIN_PATH
  if [ ! -e "$bin_path/Modules/Kata.swiftmodule" ]; then
    echo "error: SWIFT_BIN_PATH=$bin_path has no Kata module: run swift build first" >&2
    exit 1
  fi
else
  echo "==> swift build --target Kata" >&2
  "$swift_bin" build ${SWIFTPM_FLAGS:-} --target Kata >&2
  bin_path=$("$swift_bin" build ${SWIFTPM_FLAGS:-} --show-bin-path)
fi
modules=$bin_path/Modules
[ -d "$modules" ] || modules=$bin_path
triple=$("$swift_bin" -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)
if [ -z "$triple" ]; then
  echo "error: could not read the target triple from '$swift_bin -print-target-info'" >&2
  exit 1
fi

echo "==> swift-symbolgraph-extract Kata" >&2
mkdir -p "$work/symbol-graphs"
"$extract" -module-name Kata -target "$triple" -I "$modules" \
  -minimum-access-level public -emit-extension-block-symbols \
  -output-dir "$work/symbol-graphs"

echo "==> docc convert (hosting base path /$base)" >&2
DOCC_JSON_PRETTYPRINT=YES "$docc" convert "$root/Sources/Kata/Kata.docc" \
  --additional-symbol-graph-dir "$work/symbol-graphs" \
  --output-dir "$work/site" \
  --fallback-display-name Kata \
  --fallback-bundle-identifier org.kata.Kata \
  --transform-for-static-hosting \
  --hosting-base-path "$base" \
  --enable-experimental-external-link-support \
  --diagnostics-file "$work/diagnostics.json" >&2

# NB: docc lists linkable-entities.json in a different order on each run; sorted by path, it is
# the same file for the same sources. link-hierarchy.json (for linking from other DocC
# archives) changes from run to run in content too, and nothing here reads it. One more
# difference remains, from docc itself: a page's reference to a member that is available
# only under a constraint (TestStore's finish, in data/documentation/kata/teststore.json)
# sometimes carries the constraint and sometimes not.
rm -f "$work/site/link-hierarchy.json"
if command -v python3 >/dev/null; then
  # Public symbols declared in Sources/Kata without a doc comment, as file:line warnings.
  python3 - "$work/symbol-graphs" "$root/" <<'PY' >&2
import glob, json, sys
folder, root = sys.argv[1], sys.argv[2]
missing = []
for path in sorted(glob.glob(folder + "/*.symbols.json")):
    with open(path) as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        location = symbol.get("location") or {}
        uri = location.get("uri", "")
        if "/Sources/Kata/" not in uri or symbol["kind"]["identifier"] == "swift.extension":
            continue
        if not symbol.get("docComment"):
            file = uri.replace("file://", "").replace(root, "")
            line = location.get("position", {}).get("line", 0) + 1
            name = ".".join(symbol["pathComponents"])
            missing.append(f"{file}:{line}: warning: public {name} has no doc comment")
for warning in sorted(set(missing)):
    print(warning)
PY
  python3 - "$work/site/linkable-entities.json" <<'PY'
import json, sys
path = sys.argv[1]
with open(path) as file:
    entities = json.load(file)
entities.sort(key=lambda entity: (entity.get("path", ""), entity.get("usr", "")))
with open(path, "w") as file:
    json.dump(entities, file, indent=1, sort_keys=True)
    file.write("\n")
PY
fi

mv "$work/symbol-graphs" "$work/site/symbol-graphs"
printf 'Written by scripts/api-reference.sh; replaced as a whole on the next run.\n' \
  >"$work/site/$marker"

if [ -e "$out" ]; then
  mv "$out" "$work/previous"
fi
mv "$work/site" "$out"
echo "API reference: $out (serve it at /$base/, start at /$base/documentation/kata)" >&2
