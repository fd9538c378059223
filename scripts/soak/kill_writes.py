#!/usr/bin/env python3
"""kill -9 at random moments while todos, voice memos, `tutorials translations stamp` and
`tutorials render --out` write, checking every file after every kill.

Usage: kill_writes.py --bin DIR --repository DIR --work DIR [--kills N] [--seed N]
                      [--only todos,memos,stamp,render]
Prints one line per writer ("damaged files 0 of 500 kills …") and exits 1 if any file was
damaged."""

import argparse
import os
import sys

# NB: no __pycache__ in the work tree.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from killing import soak  # noqa: E402
from writers import Render, Todos, TranslationStamp, VoiceMemoTitle  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True, help="folder with todos, voice-memos, tutorials")
    parser.add_argument("--repository", required=True)
    parser.add_argument("--work", required=True, help="an empty scratch folder")
    parser.add_argument("--kills", type=int, default=500)
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--only", default="todos,memos,stamp,render")
    arguments = parser.parse_args()

    def binary(name):
        return os.path.join(os.path.abspath(arguments.bin), name)

    work, repository = os.path.abspath(arguments.work), os.path.abspath(arguments.repository)
    writers = {
        "todos": lambda: Todos(binary("todos"), work),
        "memos": lambda: VoiceMemoTitle(binary("voice-memos"), work),
        "stamp": lambda: TranslationStamp(binary("tutorials"), work, repository),
        "render": lambda: Render(binary("tutorials"), work, repository),
    }
    chosen = [name.strip() for name in arguments.only.split(",") if name.strip()]
    unknown = [name for name in chosen if name not in writers]
    if unknown:
        parser.error(f"unknown writer {', '.join(unknown)}; choose from {', '.join(writers)}")

    tallies = []
    for offset, name in enumerate(chosen):
        tally = soak(writers[name](), arguments.kills, arguments.seed + offset)
        print("  " + tally.summary(), flush=True)
        for damage in tally.damaged[:10]:
            print(f"    damaged: {damage}", flush=True)
        tallies.append(tally)
    damaged = sum(len(tally.damaged) for tally in tallies)
    kills = sum(tally.kills for tally in tallies)
    print(f"kill -9 soak: damaged files {damaged} in {kills} kills")
    return 1 if damaged else 0


if __name__ == "__main__":
    sys.exit(main())
