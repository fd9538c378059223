#!/usr/bin/env bash
# Builds the fuzz targets of Fuzz/ (release, AddressSanitizer, libFuzzer's coverage
# instrumentation) and prints the folder of the executables.
#   Fuzz/scripts/build.sh [TARGET…]     (default: every target)
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}

# NB: libFuzzer comes from the toolchain's compiler-rt as libclang_rt.fuzzer_no_main (the
# targets have their own `main`). `-sanitize=fuzzer` cannot be used: SwiftPM passes the same
# flags to the macro plugins it builds for Kata's macros, which would get libFuzzer's `main` too.
swiftc=$(command -v swiftc || true)
[ -n "$swiftc" ] || { echo "error: swiftc is not on the PATH; install Swift 6.3" >&2; exit 1; }
runtime=$(ls -d "$(dirname "$(readlink -f "$swiftc")")"/../lib/clang/*/lib/linux 2>/dev/null | head -1)
if [ -z "$runtime" ] || [ ! -f "$runtime/libclang_rt.fuzzer_no_main-x86_64.a" ]; then
  echo "error: this Swift toolchain has no libclang_rt.fuzzer_no_main (libFuzzer);" \
    "use a swift.org toolchain for Linux" >&2
  exit 1
fi

flags=(
  -c release
  -Xswiftc -sanitize=address
  -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
  # NB: the targets reach internal entry points (the snippet wrapper, the index builder).
  -Xswiftc -enable-testing
  # NB: gold stops with an internal error on some AddressSanitizer objects; lld ships with Swift.
  -Xswiftc -use-ld=lld
  -Xlinker -L"$runtime"
)
products=("$@")
if [ ${#products[@]} -eq 0 ]; then
  products=(front-matter info-string snippets guide translation-stamp search-index highlight todos-file wav)
fi
for name in "${products[@]}"; do
  "$swift" build "${flags[@]}" --product "fuzz-$name" >&2
done
"$swift" build "${flags[@]}" --show-bin-path
