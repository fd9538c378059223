#!/usr/bin/env bash
# The WAV target built on its own with swiftc: only the WAV module and the target carry
# coverage counters (about 5,500 against a million in the package build, where the whole graph
# is instrumented), so it runs several times faster. It is how the WAV reader reached 10 million
# executions. Same sources, same flags as Fuzz/scripts/build.sh.
#   FUZZ_RUNS=10000000 Fuzz/scripts/fuzz-wav-alone.sh
set -euo pipefail
fuzz=$(cd "$(dirname "$0")/.." && pwd)
work="$fuzz/.build/wav-alone"
mkdir -p "$work/include" "$work/corpus" "$work/crashes"
swiftc=$(command -v swiftc)
runtime=$(ls -d "$(dirname "$(readlink -f "$swiftc")")"/../lib/clang/*/lib/linux | head -1)
flags=(-O -parse-as-library -sanitize=address
  -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table)

cp "$fuzz/Sources/CLibFuzzer/include/CLibFuzzer.h" "$work/include/"
printf 'module CLibFuzzer { header "CLibFuzzer.h" export * }\n' > "$work/include/module.modulemap"
# NB: FuzzTarget.swift lists every target; here only the type is needed, with the WAV target.
sed -n '/^public struct FuzzTarget/,/^}/p' "$fuzz/Sources/FuzzTargets/FuzzTarget.swift" \
  | grep -v -e '^  public static let all' -e '^    \.frontMatter' -e '^    \.wav,' \
  -e '^  \]$' > "$work/FuzzTarget.swift"
cat > "$work/Main.swift" <<'SWIFT'
import CLibFuzzer

#if canImport(Glibc)
  import Glibc
#endif

@main enum FuzzWAVAlone {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { FuzzTarget.wav.run($0, $1) })
  }
}
SWIFT
(cd "$work" && swiftc "${flags[@]}" -emit-module -emit-library -static -module-name WAV \
  $(find "$fuzz/../Examples/VoiceMemos/Sources/WAV" -name '*.swift') -o libWAV.a)
(cd "$work" && swiftc "${flags[@]}" -I . -I include Main.swift FuzzTarget.swift \
  "$fuzz/Sources/FuzzTargets/WAVTarget.swift" libWAV.a -use-ld=lld \
  -Xlinker "$runtime/libclang_rt.fuzzer_no_main-x86_64.a" -lstdc++ -o fuzz-wav)
seeds=("$fuzz/Corpus/wav")
[ -d "$fuzz/Regressions/wav" ] && seeds+=("$fuzz/Regressions/wav")
SWIFT_BACKTRACE=enable=no nice -n 10 "$work/fuzz-wav" -runs="${FUZZ_RUNS:-1000000}" -timeout=20 \
  -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/crashes/" "$work/corpus" \
  "${seeds[@]}"
