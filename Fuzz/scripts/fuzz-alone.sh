#!/usr/bin/env bash
# One fuzz target built on its own, with only the modules it tests instrumented: they are
# compiled with swiftc (AddressSanitizer and libFuzzer's coverage), while everything below them
# (swift-syntax, cmark-gfm, Kata, the runner's other layers) is an ordinary release build that
# SwiftPM makes in Fuzz/.build/alone-deps. libFuzzer then resets and scans a few thousand coverage
# counters after each input instead of the package build's million, and the code the target does
# not test runs at full speed.
#
#   Fuzz/scripts/fuzz-alone.sh TARGET        (front-matter, guide, info-string, snippets,
#                                             translation-stamp, search-index, highlight,
#                                             todos-file, wav)
#   FUZZ_RUNS=10000000   executions (default 1,000,000), or FUZZ_SECONDS=60 for a time limit
#   FUZZ_NICE=19         the niceness of the build and the run (default 10)
#   FUZZ_REUSE=1         run the executable the last call built, without building
#   FUZZ_BUILD_ONLY=1    build the executable, do not run it
#   ASAN_OPTIONS=...     AddressSanitizer's options (default malloc_context_size=0, see below)
#
# NB: the whole script is one { … } block, which bash reads to its end before running any of it:
# bash reads a script as it runs it, so a script edited (or checked out anew) while it runs
# would go on with whatever bytes now stand where it stopped reading.
{
# New inputs go to Fuzz/.build/alone/<target>/corpus, crashes to .../<target>/crashes (fixed,
# they move to Fuzz/Regressions/<target>/), the log to .../<target>/fuzz.log. The first call
# builds the release dependencies (swift-syntax alone is ~10 minutes of CPU; todos-file's macro
# plugins need it built a second time, for the host). The modules each target instruments:
set -euo pipefail
target=${1:?usage: fuzz-alone.sh TARGET}
case "$target" in
  front-matter) instrumented=(TutorialMarkdown TutorialModel) value=frontMatter ;;
  guide) instrumented=(TutorialMarkdown TutorialModel) value=guide ;;
  info-string) instrumented=(TutorialModel TutorialChecking) value=infoString ;;
  translation-stamp) instrumented=(TutorialModel TutorialChecking) value=translationStamp ;;
  snippets) instrumented=(TutorialChecking) value=snippets ;;
  search-index) instrumented=(TutorialSite) value=searchIndex ;;
  highlight) instrumented=(TutorialSite) value=highlight ;;
  todos-file) instrumented=(TodosCore) value=todosFile ;;
  wav) instrumented=(WAV) value=wav ;;
  *) echo "error: unknown target '$target'" >&2; exit 2 ;;
esac
# NB: the last instrumented module is the one the target's file imports: SwiftPM builds it (and
# so everything below it) uninstrumented, and the instrumented modules replace their copies.
top=${instrumented[${#instrumented[@]} - 1]}
fuzz=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$fuzz/.." && pwd)
deps="$fuzz/.build/alone-deps"
work="$fuzz/.build/alone/$target"
mkdir -p "$work/include" "$work/corpus" "$work/crashes"
swiftc=$(command -v swiftc)
runtimes=("$(dirname "$(readlink -f "$swiftc")")"/../lib/clang/*/lib/linux)
runtime=${runtimes[0]}
coverage=(-sanitize=address "-sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table")

if [ "${FUZZ_REUSE:-0}" = 1 ] && [ -x "$work/fuzz-$target" ]; then
  build=false
else
  build=true
fi

nice=${FUZZ_NICE:-10}
niced=(nice -n "$nice")
# NB: with the kernel's autogroup scheduling (/proc/sys/kernel/sched_autogroup_enabled, on by
# default on Debian and most distributions), niceness only orders processes of one session:
# started from a session of its own (nohup, a second terminal), a fuzzer at niceness 19 still
# took a whole core from a build in another session. So the script runs in a session of its own
# whose group gets the niceness as well; Ctrl-C and kill still end all of it.
if [ -z "${FUZZ_OWN_SESSION:-}" ] && [ -w /proc/self/autogroup ] && command -v setsid >/dev/null; then
  FUZZ_OWN_SESSION=1 setsid "$0" "$@" &
  session=$!
  # NB: setsid forks when it cannot lead a session from where it is: the session's group is then
  # led by a child of `$!`.
  # shellcheck disable=SC2317 # run by the trap
  stop_session() {
    kill -- -"$session" 2>/dev/null
    local child
    for child in $(pgrep -P "$session"); do kill -- -"$child" 2>/dev/null; done
  }
  trap stop_session INT TERM
  wait "$session"
  exit $?
fi
if [ -n "${FUZZ_OWN_SESSION:-}" ]; then echo "$nice" >/proc/self/autogroup 2>/dev/null || true; fi

# NB: `if`, not `&&`: `set -e` does not stop a failing command on the left of `&&`.
if $build; then
  "${niced[@]}" swift build -c release --package-path "$root" --scratch-path "$deps" \
    -Xswiftc -enable-testing --target "$top" >&2 &
  builder=$!
  # NB: SwiftPM starts its compilers at niceness 0 whatever its own is, so they are reniced
  # while it runs: the first build takes over an hour of CPU, which the machine's other users
  # should not have to wait behind.
  while kill -0 "$builder" 2>/dev/null; do
    ps -eo pid=,ni=,args= | awk -v deps="$deps" -v nice="$nice" \
      'index($0, deps) && $2 < nice { print $1 }' \
      | xargs -r renice -n "$nice" -p >/dev/null 2>&1 || true
    sleep 2
  done
  wait "$builder"
fi
release="$deps/release"

# The build manifest holds each module's compiler command: its C module maps, macro plugins and
# package name are reused, and its module dependencies give the objects to link.
plan() {
  python3 - "$deps/release.yaml" "$release" "$@" <<'PYTHON'
import json, os, re, sys
manifest, release, mode, *names = sys.argv[1:]
commands, name = {}, None
for line in open(manifest):
    header = re.match(r'^  "(C\.[^"]+-release\.module)":$', line)
    if header:
        name = header.group(1)[2:-len("-x86_64-unknown-linux-gnu-release.module")]
        commands[name] = {}
    elif name and re.match(r"^    (inputs|args): \[", line):
        key, value = line.strip().split(": ", 1)
        commands[name][key] = json.loads(value)
    elif not line.startswith("    "):
        name = None
if mode in ("flags", "imports"):
    # NB: "imports" is what finds the module's dependencies; "flags" adds its own settings.
    pairs = ["-Xcc", "-load-plugin-executable", "-package-name"]
    if mode == "flags":
        pairs += ["-swift-version", "-enable-upcoming-feature", "-enable-experimental-feature"]
    args, kept, index = commands[names[0]]["args"], [], 0
    while index < len(args):
        # NB: a macro plugin comes as `-Xfrontend -load-plugin-executable -Xfrontend PATH#MODULE`.
        if args[index:index + 2] == ["-Xfrontend", "-load-plugin-executable"]:
            kept += args[index:index + 4]
            index += 4
        elif args[index] in pairs:
            kept += args[index:index + 2]
            index += 2
        else:
            if mode == "flags" and re.match(r"^-D|^-strict-concurrency=", args[index]):
                kept.append(args[index])
            index += 1
    print("\n".join(kept))
elif mode == "sources":
    print(os.path.join(release, names[0] + ".build", "sources"))
else:
    # NB: the objects of every module the named ones depend on, and of the C targets (not
    # their copies built for macro plugins, `-tool`).
    seen, stack = set(), list(names)
    while stack:
        module = stack.pop()
        if module in seen or module not in commands:
            continue
        seen.add(module)
        for path in commands[module].get("inputs", []):
            if path.endswith(".swiftmodule") and "/Modules/" in path:
                stack.append(os.path.basename(path)[: -len(".swiftmodule")])
    folders = [os.path.join(release, m + ".build") for m in sorted(seen)]
    for folder in sorted(os.listdir(release)):
        path = os.path.join(release, folder)
        if folder.endswith(".build") and not folder.endswith("-tool.build") and any(
                object.endswith(".c.o") for object in os.listdir(path)):
            folders.append(path)
    for folder in folders:
        for object in sorted(os.listdir(folder)):
            if object.endswith(".o"):
                print(os.path.join(folder, object))
PYTHON
}

# NB: targets that instrument the same modules share them, and a module is compiled again only
# when one of its sources changed since, a module it imports was compiled again, or the release
# build below it changed a module (an instrumented object compiled against an older interface
# would call functions that are no longer there: the link fails on an undefined symbol).
modules="$fuzz/.build/alone/$(IFS=+; echo "${instrumented[*]}")"
build() {
  objects=()
  mkdir -p "$modules"
  local compiled=false
  for module in "${instrumented[@]}"; do
    sources=$(plan sources "$module")
    if $compiled || [ ! -f "$modules/$module.o" ] || [ "$sources" -nt "$modules/$module.o" ] \
      || [ -n "$(xargs -d '\n' -I{} find {} -newer "$modules/$module.o" < "$sources")" ] \
      || [ -n "$(find "$release/Modules" -name '*.swiftmodule' -newer "$modules/$module.o" \
        | head -1)" ]; then
      mapfile -t flags < <(plan flags "$module")
      echo "compiling $module with coverage" >&2
      (cd "$modules" && "${niced[@]}" "$swiftc" -module-name "$module" -parse-as-library \
        -whole-module-optimization -O -enable-testing "${coverage[@]}" -I "$modules" \
        -I "$release/Modules" "${flags[@]}" -emit-module \
        -emit-module-path "$modules/$module.swiftmodule" -c "@$sources" -o "$modules/$module.o")
      compiled=true
    fi
    objects+=("$modules/$module.o")
  done
  skip=$(printf '/%s.build/\n' "${instrumented[@]}")
  mapfile -t below < <(plan objects "$top" | grep -v -F -f <(printf '%s\n' "$skip"))

  cp "$fuzz/Sources/CLibFuzzer/include/CLibFuzzer.h" "$work/include/"
  printf 'module CLibFuzzer { header "CLibFuzzer.h" export * }\n' > "$work/include/module.modulemap"
  # NB: FuzzTarget.swift lists every target; here only the type is needed, with this target.
  sed '/^  \/\/\/ Every target/,/^  \]$/d' "$fuzz/Sources/FuzzTargets/FuzzTarget.swift" \
    > "$work/FuzzTarget.swift"
  file=$(grep -l "static let $value = FuzzTarget" "$fuzz"/Sources/FuzzTargets/*.swift)
  cat > "$work/Main.swift" <<SWIFT
import CLibFuzzer

#if canImport(Glibc)
  import Glibc
#endif

@main enum FuzzAlone {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { FuzzTarget.$value.run(\$0, \$1) })
  }
}
SWIFT
  mapfile -t flags < <(plan imports "$top")
  echo "linking fuzz-$target" >&2
  (cd "$work" && "${niced[@]}" "$swiftc" -O -parse-as-library -swift-version 6 "${coverage[@]}" \
    -I "$modules" -I "$work/include" -I "$release/Modules" "${flags[@]}" -module-name FuzzAlone \
    Main.swift FuzzTarget.swift "$file" "${objects[@]}" "${below[@]}" -use-ld=lld \
    -Xlinker "$runtime/libclang_rt.fuzzer_no_main-x86_64.a" -lstdc++ -o "fuzz-$target")
}
if $build; then build; fi
if [ "${FUZZ_BUILD_ONLY:-0}" = 1 ]; then exit 0; fi

seeds=("$fuzz/Corpus/$target")
[ -d "$fuzz/Regressions/$target" ] && seeds+=("$fuzz/Regressions/$target")
if [ -n "${FUZZ_SECONDS:-}" ]; then limit=(-max_total_time="$FUZZ_SECONDS")
else limit=(-runs="${FUZZ_RUNS:-1000000}"); fi
echo "fuzz-$target: ${limit[*]} (log: ${work#"$fuzz/"}/fuzz.log)" >&2
status=0
# NB: Swift's own crash backtracer would race libFuzzer's handler for a trap's signal. The CPU
# time is logged too: on a shared machine, executions per second of CPU say more than per second.
timer=()
[ -x /usr/bin/time ] && timer=(/usr/bin/time -f "time: %e s, CPU %U s user + %S s system")
# NB: AddressSanitizer records a stack trace at every malloc and free, only to print where a bad
# access's memory was allocated and freed; without it the same errors are caught, for a quarter
# less CPU on the snippets target (20 passes over its corpus: 9.2 and 8.0 CPU-s against 12.8 and
# 10.9). Run a saved crash again with ASAN_OPTIONS=malloc_context_size=30 to see those stacks.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0} "${timer[@]}" \
  "${niced[@]}" "$work/fuzz-$target" "${limit[@]}" -timeout=20 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$work/crashes/" "$work/corpus" "${seeds[@]}" \
  > "$work/fuzz.log" 2>&1 || status=$?
summary="^stat::(number_of_executed_units|average_exec_per_sec)|^time: |^Done|ERROR: |SUMMARY"
grep -E "$summary|Fatal error|Precondition failed" "$work/fuzz.log" || tail -5 "$work/fuzz.log"
exit "$status"
}
