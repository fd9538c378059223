#!/usr/bin/env bash
# Prints the Swift toolchain's version and build for cache keys, such as 6.3.1-swift-6.3.1-RELEASE
# (a swift.org toolchain) or 6.3-swiftlang-6.3.0.123.5 (Xcode's): .build and .tutorials-cache
# hold modules and results only that exact compiler can use.
set -euo pipefail
line=$(swift --version 2>/dev/null | grep -m1 'Swift version' || true)
if [ -z "$line" ]; then
  echo "error: swift --version printed no 'Swift version' line; is Swift on the PATH?" >&2
  exit 1
fi
version=$(printf '%s\n' "$line" | sed -E 's/.*Swift version ([^ ]+).*/\1/')
build=$(printf '%s\n' "$line" | sed -nE 's/.*\(([^ )]+).*/\1/p')
printf '%s\n' "${version}${build:+-$build}" | tr -c 'A-Za-z0-9._\n-' '_'
