"""Runs a writer again and again, kills it with SIGKILL at a random moment, and checks what it
left on disk after every kill. Shared by the writers in writers.py; run by kill_writes.py."""

import hashlib
import os
import random
import signal
import statistics
import subprocess
import time


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def replace_file(path, data):
    """Writes `data` to `path` through a temporary file and a rename (the harness's own writes
    must not be what damages a file)."""
    temporary = f"{path}.soak-harness"
    with open(temporary, "wb") as handle:
        handle.write(data)
    os.replace(temporary, path)


def leftovers(folder, matches):
    """The names in `folder` (recursively) that `matches` accepts, as paths."""
    found = []
    for parent, _, names in os.walk(folder):
        found += [os.path.join(parent, name) for name in names if matches(name)]
    return sorted(found)


def run(argv, cwd=None):
    """Runs a writer to the end; fails loudly when it fails."""
    result = subprocess.run(argv, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True)
    if result.returncode != 0:
        raise SystemExit(
            f"soak: {' '.join(argv)} failed ({result.returncode}): "
            + result.stderr.decode(errors="replace")[-2000:])
    return result


def start_and_kill(argv, delay, cwd=None, trigger=None):
    """Starts `argv`, sends SIGKILL `delay` seconds after it started (or, with `trigger`,
    after `trigger()` first says yes); True when the kill came before it finished, False when
    it had already exited (then it must have succeeded)."""
    process = subprocess.Popen(
        argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE)
    while trigger and process.poll() is None and not trigger():
        time.sleep(0.001)
    deadline = time.monotonic() + delay
    while time.monotonic() < deadline and process.poll() is None:
        time.sleep(min(0.002, max(0.0, deadline - time.monotonic())))
    if process.poll() is None:
        os.kill(process.pid, signal.SIGKILL)
    _, errors = process.communicate()
    if process.returncode == -signal.SIGKILL:
        return True
    if process.returncode != 0:
        raise SystemExit(
            f"soak: {' '.join(argv)} failed on its own ({process.returncode}): "
            + errors.decode(errors="replace")[-2000:])
    return False


class Tally:
    """What the kills of one writer left: each kill's outcome, damage, temporary files."""

    def __init__(self, name):
        self.name = name
        self.kills = 0
        self.finished = 0
        self.outcomes = {}
        self.damaged = []
        self.mid_write = 0
        self.leftover_files = 0
        self.started = time.monotonic()

    def record(self, outcome, damage, leftover_count):
        self.kills += 1
        self.outcomes[outcome] = self.outcomes.get(outcome, 0) + 1
        if damage:
            self.damaged.append(f"kill {self.kills}: {damage}")
        if leftover_count:
            self.mid_write += 1
            self.leftover_files += leftover_count

    def summary(self):
        outcomes = ", ".join(f"{count} {name}" for name, count in sorted(self.outcomes.items()))
        return (
            f"{self.name}: damaged files {len(self.damaged)} of {self.kills} kills "
            f"({outcomes}; {self.mid_write} kills landed mid-write and left "
            f"{self.leftover_files} temporary files; {self.finished} runs finished before "
            f"their kill; {time.monotonic() - self.started:.0f} s)")


def soak(writer, kills, seed):
    """Kills `writer` `kills` times at moments drawn uniformly over a run's length (plus a
    tenth, so that some runs finish), checking the files after each kill.

    A writer whose writing is a small part of its run and can be seen from outside (it has a
    `writing()`) gets every other kill at a moment drawn uniformly over its writing instead:
    after the first sign of writing, within as long as writing lasted in the timed runs."""
    generator = random.Random(seed)
    writer.prepare()
    trigger = getattr(writer, "writing", None)
    durations, windows = [], []
    for _ in range(3):
        argv = writer.next_run()
        started = time.monotonic()
        if trigger:
            process = subprocess.Popen(
                argv, cwd=writer.cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL)
            while process.poll() is None and not trigger():
                time.sleep(0.001)
            began = time.time()
            if process.wait() != 0:
                raise SystemExit(f"soak: {' '.join(argv)} failed ({process.returncode})")
            windows.append(max(0.001, writer.last_write() - began))
        else:
            run(argv, cwd=writer.cwd)
        durations.append(time.monotonic() - started)
        writer.finished_run()
    length = statistics.median(durations)
    window = statistics.median(windows) if windows else None
    tally = Tally(writer.name)
    print(f"  {writer.name}: a full run takes {length * 1000:.0f} ms"
          + (f", writing {window * 1000:.0f} ms of it" if window else "")
          + f"; killing {kills} runs", flush=True)
    while tally.kills < kills:
        argv = writer.next_run()
        if window is not None and tally.kills % 2 == 1:
            killed = start_and_kill(
                argv, generator.uniform(0, window), cwd=writer.cwd, trigger=trigger)
        else:
            killed = start_and_kill(argv, generator.uniform(0, length * 1.1), cwd=writer.cwd)
        if killed:
            outcome, damage, leftover_count = writer.check()
            tally.record(outcome, damage, leftover_count)
            if tally.kills % 100 == 0:
                print(f"    {tally.kills} kills, {len(tally.damaged)} damaged", flush=True)
        else:
            tally.finished += 1
            writer.finished_run()
    final = writer.final_check()
    if final:
        tally.damaged.append(final)
    return tally
