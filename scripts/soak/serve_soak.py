#!/usr/bin/env python3
"""`tutorials serve` under wrk while a guide is edited, broken and fixed again in a loop.

Usage: serve_soak.py --tutorials BIN --repository DIR --work DIR [--duration 60]
                     [--connections 256]
Serves a copy of the repository's site (never the real guides). Fails when wrk saw any error
(a status other than 2xx/3xx, or a socket error), when a traversal path is answered with
anything but 400/404 or leaks a file, when a broken guide's page is not its last good version
(with the error shown), or when the server does not stop cleanly. Prints the resident memory
(VmRSS) before and after."""

import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

# NB: no __pycache__ in the work tree.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from killing import replace_file  # noqa: E402
from writers import site_copy  # noqa: E402

GUIDE = "Tutorials/01-getting-started.md"
PAGE = "/en/01-getting-started.html"
# The paths of SiteServerTests.refusesEveryTraversalAttempt, sent byte for byte.
TRAVERSALS = [
    "/../Package.swift", "/../../../../etc/passwd", "/%2e%2e/Package.swift",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/en/%2E%2E/%2E%2E/Tutorials/01-getting-started.md",
    "/..%2f..%2fetc%2fpasswd", "/assets/..%5c..%5cPackage.swift", "//etc/passwd",
    "/%c0%ae%c0%ae/etc/passwd", "/etc/passwd", "/Tutorials/01-getting-started.md",
    "/site/site.json", "/en/..;/..;/etc/passwd", "/.%2e/.%2e/etc/passwd", "/a%00.html",
]
LEAKS = ["root:", "# Getting started", '"languages"']
# Pages and files wrk asks for in turn: the guide being edited first.
LOADED = [PAGE, "/ja/01-getting-started.html", "/en/", "/assets/site.css",
          "/en/02-composition.html", "/ar/03-effects.html"]


def resident_kib(process_id):
    with open(f"/proc/{process_id}/status") as status:
        fields = dict(line.split(":", 1) for line in status if ":" in line)
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def fetch(url):
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.read().decode(errors="replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace")


def wait_for(url, accept, what, timeout=120):
    """Polls `url` until `accept(status, body)`; returns the seconds it took."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        status, body = fetch(url)
        if accept(status, body):
            return time.monotonic() - started
        time.sleep(0.05)
    raise SystemExit(f"serve soak: {what} did not happen within {timeout} s")


def traversal_failures(base):
    failures = []
    for path in TRAVERSALS:
        result = subprocess.run(
            ["curl", "--path-as-is", "--silent", "--max-time", "20", "--output", "-",
             "--write-out", "\n%{http_code}", base + path], capture_output=True)
        body, _, status = result.stdout.decode(errors="replace").rpartition("\n")
        if status not in ("400", "404"):
            failures.append(f"{path} → {status or 'no answer'}")
        failures += [f"{path} leaked {leak!r}" for leak in LEAKS if leak in body]
    return failures


def guide_text(original, marker, broken=False):
    text = original.replace("\n---\n", "\nthis line breaks the front matter\n---\n", 1) \
        if broken else original
    return text + f"\nSoak marker {marker}.\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tutorials", required=True)
    parser.add_argument("--repository", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--duration", type=int, default=60)
    parser.add_argument("--connections", type=int, default=256)
    arguments = parser.parse_args()

    root = os.path.join(os.path.abspath(arguments.work), "serve")
    site_copy(os.path.abspath(arguments.repository), root)
    guide = os.path.join(root, GUIDE)
    with open(guide) as handle:
        original = handle.read()
    if "\n---\n" not in original:
        raise SystemExit(f"serve soak: {GUIDE} has no front matter to break")

    log = open(os.path.join(root, "..", "serve.log"), "w")
    server = subprocess.Popen(
        [os.path.abspath(arguments.tutorials), "serve", "--root", root, "--port", "0"],
        cwd=root, stdout=subprocess.PIPE, stderr=log, text=True)
    failures = []
    try:
        line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:[0-9]+", line)
        if not match:
            raise SystemExit(f"serve soak: the server did not start: {line!r}")
        base = match.group(0)
        for path in LOADED:
            wait_for(base + path, lambda s, b: s == 200, f"GET {path} → 200")
        replace_file(guide, guide_text(original, 0).encode())
        wait_for(base + PAGE, lambda s, b: "Soak marker 0." in b, "the first edit")
        before = resident_kib(server.pid)
        print(f"  serve: {base}, resident {before[0] / 1024:.1f} MiB before wrk", flush=True)

        script = tempfile.NamedTemporaryFile("w", suffix=".lua", dir=root, delete=False)
        script.write("local paths = {" + ", ".join(f'"{p}"' for p in LOADED) + "}\n"
                     "local next = 0\n"
                     "request = function()\n"
                     "  next = next % #paths + 1\n"
                     "  return wrk.format(\"GET\", paths[next])\n"
                     "end\n")
        script.close()
        wrk = subprocess.Popen(
            ["wrk", "-t2", f"-c{arguments.connections}", f"-d{arguments.duration}s",
             "--timeout", "10s", "--latency", "-s", script.name, base + "/"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)

        cycles, shown, broken_shown, samples = 0, [], [], []
        while wrk.poll() is None:
            cycles += 1
            # An edit, through a rename or written in place as some editors do.
            text = guide_text(original, cycles)
            if cycles % 2:
                replace_file(guide, text.encode())
            else:
                with open(guide, "w") as handle:
                    handle.write(text)
            shown.append(wait_for(
                base + PAGE,
                lambda s, b, m=cycles: s == 200 and f"Soak marker {m}." in b
                and 'class="build-error"' not in b, f"edit {cycles}"))
            replace_file(guide, guide_text(original, cycles, broken=True).encode())
            broken_shown.append(wait_for(
                base + PAGE, lambda s, b: 'class="build-error"' in b, f"break {cycles}"))
            status, body = fetch(base + PAGE)
            if status != 200 or f"Soak marker {cycles}." not in body:
                failures.append(f"cycle {cycles}: the broken guide's page is not its last good "
                                f"version ({status})")
            if cycles % 5 == 1:
                failures += traversal_failures(base)
            samples.append(resident_kib(server.pid)[0])
        output = wrk.stdout.read()
        wrk.wait()
        os.unlink(script.name)

        replace_file(guide, guide_text(original, "final").encode())
        wait_for(base + PAGE, lambda s, b: "Soak marker final." in b
                 and 'class="build-error"' not in b, "the final fix")
        time.sleep(2)
        after = resident_kib(server.pid)
        failures += traversal_failures(base)
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGTERM)
        try:
            code = server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            code = "killed: it did not stop within 20 s of SIGTERM"
        log.close()
    if code != 0:
        failures.append(f"the server exited with {code} (see {log.name})")

    requests = re.search(r"([0-9]+) requests in", output)
    rate = re.search(r"Requests/sec:\s*([0-9.]+)", output)
    latency = re.search(r"99%\s+(\S+)", output)
    errors = re.findall(r"Non-2xx or 3xx responses: [0-9]+|Socket errors: [^\n]+", output)
    print("\n".join("    " + line for line in output.strip().splitlines()))
    failures += [f"wrk: {error}" for error in errors]
    print(f"  serve: {requests.group(1) if requests else '?'} requests in "
          f"{arguments.duration} s over {arguments.connections} connections "
          f"({rate.group(1) if rate else '?'}/s, 99% under {latency.group(1) if latency else '?'})"
          f", errors {len(errors)}; {cycles} edit/break/fix cycles (an edit shown after "
          f"{max(shown):.1f} s at most, a break after {max(broken_shown):.1f} s), the last "
          f"good page served in {cycles - sum('last good' in f for f in failures)} of {cycles}"
          f" breaks; {len(TRAVERSALS)} traversal paths refused "
          f"{'every time' if not any('→' in f or 'leaked' in f for f in failures) else 'NOT'}")
    print(f"  serve: resident memory {before[0] / 1024:.1f} MiB before, {after[0] / 1024:.1f} MiB "
          f"after (peak {after[1] / 1024:.1f} MiB; after each cycle under load: "
          f"{', '.join(f'{sample / 1024:.0f}' for sample in samples)} MiB)")
    for failure in failures[:20]:
        print(f"    failed: {failure}")
    print(f"serve soak: {'passed' if not failures else f'{len(failures)} failures'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
