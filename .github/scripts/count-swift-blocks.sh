#!/usr/bin/env bash
# Prints how many ```swift blocks the guides have, in every language (Tutorials/ and
# translations/): the size the CI workflow compares with its threshold to decide whether the
# guide check runs in shards. Opening fences only (closing fences have no info string); a fence
# shown inside a longer fence, as in the guide about writing guides, counts too.
set -euo pipefail
cd "$(dirname "$0")/../.."
find Tutorials translations -type f -name '*.md' -exec cat {} + \
  | { grep -cE '^ {0,3}(`{3,}|~{3,}) *swift( |$)' || true; }
