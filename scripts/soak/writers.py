"""The four writers `make soak` kills, each with what it may leave on disk after a kill.

Every writer's next_run() puts its files in a known state and returns the command to run;
check() says, after a kill, which state the files are in ("old", "new" or another state the
program went through) and what is damaged (None when nothing is); final_check() runs last."""

import json
import os
import re
import shutil
import struct
import wave

from killing import leftovers, replace_file, run, sha256


class Todos:
    """`todos --file F --script S`: ten saves of a list of 150 todos per run; after each kill
    the file must load as a list the program had saved (or the list it started from), and the
    next start must delete the temporary file a killed save left."""

    name = "todos (todos --file F, scripted)"
    commands = [
        "add soak one", "add soak two", "toggle 3", "edit 1 soak one, edited", "move 2 down",
        "delete 4", "add soak three", "toggle 1", "clear-completed", "add soak four",
    ]
    pattern = re.compile(r"^\.todos\.json\.[0-9]+\.tmp$")

    def __init__(self, binary, work):
        self.binary, self.cwd = binary, os.path.join(work, "todos")
        self.file = os.path.join(self.cwd, "todos.json")

    def prepare(self):
        os.makedirs(self.cwd)
        todos = [
            {"description": f"base {n:03}", "id": f"00000000-0000-4000-8000-{n:012X}",
             "isComplete": n % 7 == 0}
            for n in range(150)
        ]
        lines = ",\n".join(json.dumps(todo, sort_keys=True) for todo in todos)
        self.base = ('{"version":1,"todos":[\n' + lines + "\n]}\n").encode()
        self.states = {}
        previous = None
        for count in range(len(self.commands) + 1):
            replace_file(self.file, self.base)
            self._write_script(self.commands[:count])
            run(self._argv(), cwd=self.cwd)
            state = self._state(self.file)
            if count and self.commands[count - 1].startswith("toggle "):
                # NB: a toggle saves twice: the todo toggled in place, then (after the sort
                # delay) the list with completed todos moved down.
                index = int(self.commands[count - 1].split()[1]) - 1
                toggled = list(previous)
                identity, description, complete = toggled[index]
                toggled[index] = (identity, description, not complete)
                self.states.setdefault(tuple(toggled), count - 0.5)
            self.states[state] = count
            previous = state
        self._write_script(self.commands)

    def _write_script(self, commands):
        with open(os.path.join(self.cwd, "script.txt"), "w") as handle:
            handle.write("".join(command + "\n" for command in commands))

    def _argv(self, script="script.txt"):
        return [self.binary, "--file", "todos.json", "--script", script, "--sort-delay", "0"]

    @staticmethod
    def _state(path):
        with open(path, "rb") as handle:
            contents = json.loads(handle.read())
        if contents.get("version") != 1:
            raise ValueError(f"version {contents.get('version')}")
        return tuple(
            (todo["id"] if todo["description"].startswith("base") else "new",
             todo["description"], todo["isComplete"])
            for todo in contents["todos"])

    def next_run(self):
        replace_file(self.file, self.base)
        return self._argv()

    def finished_run(self):
        pass

    def check(self):
        found = leftovers(self.cwd, self.pattern.match)
        try:
            state = self._state(self.file)
        except (OSError, ValueError, KeyError, TypeError) as error:
            return "damaged", f"todos.json does not load: {error}", len(found)
        if state not in self.states:
            return "damaged", "todos.json holds a list the program never saved", len(found)
        saves = self.states[state]
        outcome = "old" if saves == 0 else "new" if saves == len(self.commands) else "between"
        # The next start: it must load the file and delete the killed save's temporary file.
        with open(os.path.join(self.cwd, "empty.txt"), "w"):
            pass
        run(self._argv("empty.txt"), cwd=self.cwd)
        remaining = leftovers(self.cwd, self.pattern.match)
        if remaining:
            return outcome, f"the next start left {remaining}", len(found)
        return outcome, None, len(found)

    def final_check(self):
        return None


def write_wav(path, seconds):
    """A 16-bit mono 44.1 kHz WAV of noise, the same bytes on every run."""
    with wave.open(path, "wb") as output:
        output.setnchannels(1)
        output.setsampwidth(2)
        output.setframerate(44100)
        state, frames = 12345, bytearray()
        for _ in range(44100 * seconds):
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            frames += struct.pack("<h", (state >> 8) % 20000 - 10000)
        output.writeframes(bytes(frames))


class VoiceMemoTitle:
    """`voice-memos set-title FILE TITLE` on a 5 MB WAV, between two titles of different
    lengths: the file must be, byte for byte, the one with the old title or the new one."""

    name = "voice memos (voice-memos set-title)"
    titles = ["Soak A", "Soak title B, a longer one that moves the audio"]

    def __init__(self, binary, work):
        self.binary, self.cwd = binary, os.path.join(work, "memos")
        self.file = os.path.join(self.cwd, "memo.wav")

    def prepare(self):
        os.makedirs(self.cwd)
        write_wav(self.file, 60)
        self.hashes = []
        for title in self.titles:
            run([self.binary, "set-title", self.file, title])
            self.hashes.append(sha256(self.file))
        self.current = 1

    def next_run(self):
        self.target = 1 - self.current
        return [self.binary, "set-title", self.file, self.titles[self.target]]

    def finished_run(self):
        self.current = self.target

    def check(self):
        found = leftovers(self.cwd, lambda name: name.endswith(".tmp-wav"))
        digest = sha256(self.file)
        if digest not in self.hashes:
            return "damaged", "memo.wav is neither the old file nor the new one", len(found)
        old = self.hashes.index(digest) == self.current
        self.current = self.hashes.index(digest)
        return ("old" if old else "new"), None, len(found)

    def final_check(self):
        run([self.binary, "set-title", self.file, self.titles[0]])
        remaining = leftovers(self.cwd, lambda name: name.endswith(".tmp-wav"))
        return f"a full run left {remaining}" if remaining else None


def site_copy(repository, destination):
    """A copy of what the site is made of, so the soak never touches the real guides."""
    for folder in ["Tutorials", "translations", "site", "Examples", "Sources"]:
        shutil.copytree(os.path.join(repository, folder), os.path.join(destination, folder),
                        ignore=shutil.ignore_patterns(".build", "*.tmp"))


class TranslationStamp:
    """`tutorials translations stamp ja 01-getting-started.md` on a translation whose stamp
    was removed: the file must be the unstamped one or the stamped one, byte for byte."""

    name = "translations stamp (tutorials translations stamp ja …)"
    relative = "translations/ja/01-getting-started.md"

    def __init__(self, binary, work, repository):
        self.binary, self.cwd, self.repository = binary, os.path.join(work, "stamp"), repository
        self.file = os.path.join(self.cwd, self.relative)

    def prepare(self):
        site_copy(self.repository, self.cwd)
        with open(self.file, "rb") as handle:
            text = handle.read()
        self.old = re.sub(rb"(?m)^source-(sections|blob):.*\n", b"", text)
        replace_file(self.file, self.old)
        run(self.argv(), cwd=self.cwd)
        with open(self.file, "rb") as handle:
            self.new = handle.read()
        if self.new == self.old:
            raise SystemExit("soak: stamping changed nothing; the stamp test would prove nothing")

    def argv(self):
        return [self.binary, "translations", "stamp", "ja", "01-getting-started.md"]

    def next_run(self):
        replace_file(self.file, self.old)
        return self.argv()

    def finished_run(self):
        pass

    def _temporary(self, name):
        return name.startswith(".01-getting-started.md.") and name.endswith(".tmp")

    def check(self):
        found = leftovers(os.path.dirname(self.file), self._temporary)
        for path in found:
            os.unlink(path)
        with open(self.file, "rb") as handle:
            data = handle.read()
        if data == self.old:
            return "old", None, len(found)
        if data == self.new:
            return "new", None, len(found)
        return "damaged", f"{self.relative} is neither unstamped nor stamped", len(found)

    def final_check(self):
        return None


class Render:
    """`tutorials render --out DIR` between two versions of the site whose every page differs
    (each language's site title and guide 01's title carry the version's letter): every file of
    DIR must be whole, the old version's or the new one's, and none may be missing."""

    name = "render (tutorials render --out DIR)"
    guide = "Tutorials/01-getting-started.md"
    configuration = "site/site.json"

    def __init__(self, binary, work, repository):
        self.binary, self.cwd, self.repository = binary, os.path.join(work, "render"), repository
        self.out = os.path.join(self.cwd, "out")

    def prepare(self):
        site_copy(self.repository, self.cwd)
        with open(os.path.join(self.cwd, self.guide), "rb") as handle:
            guide = handle.read()
        with open(os.path.join(self.cwd, self.configuration), "rb") as handle:
            configuration = handle.read()
        self.sources = [
            (guide.replace(b"\n# ", f"\n# Soak {letter}: ".encode(), 1),
             re.sub(rb'("siteTitle": "[^"]*)"', rb'\1 (soak ' + letter.encode() + rb')"',
                    configuration))
            for letter in "AB"]
        if self.sources[0][0] == guide or self.sources[0][1] == configuration:
            raise SystemExit("soak: no guide title or site title to change")
        self.versions = []
        for index in range(2):
            self._use(index)
            reference = os.path.join(self.cwd, f"reference-{index}")
            run([self.binary, "render", "--out", reference], cwd=self.cwd)
            self.versions.append(self._hashes(reference, lambda name: True))
        if set(self.versions[0]) != set(self.versions[1]):
            raise SystemExit("soak: the two versions of the site have different files")
        changed = sum(self.versions[0][p] != self.versions[1][p] for p in self.versions[0])
        print(f"  render: {len(self.versions[0])} files, {changed} differ between versions")
        shutil.copytree(os.path.join(self.cwd, "reference-1"), self.out)
        self.current = 1

    def _use(self, index):
        replace_file(os.path.join(self.cwd, self.guide), self.sources[index][0])
        replace_file(os.path.join(self.cwd, self.configuration), self.sources[index][1])

    @staticmethod
    def _temporary(name):
        return name.startswith(".") and name.endswith(".tmp")

    def _hashes(self, folder, keep):
        hashes = {}
        for parent, _, names in os.walk(folder):
            for name in names:
                if keep(name):
                    path = os.path.join(parent, name)
                    hashes[os.path.relpath(path, folder)] = sha256(path)
        return hashes

    def next_run(self):
        self.target = 1 - self.current
        self._use(self.target)
        self.snapshot = self._modified()
        self.before = self._hashes(self.out, lambda name: not self._temporary(name))
        return [self.binary, "render", "--out", self.out]

    def _modified(self):
        times = {}
        for parent, _, names in os.walk(self.out):
            for name in names:
                try:
                    times[os.path.join(parent, name)] = os.stat(os.path.join(parent, name))
                except FileNotFoundError:
                    pass
        return {path: status.st_mtime_ns for path, status in times.items()}

    def writing(self):
        """Whether this run has started writing: a file appeared or changed in DIR."""
        return self._modified() != self.snapshot

    def last_write(self):
        """When the last file of DIR was written, in seconds since 1970."""
        return max(self._modified().values()) / 1e9

    def finished_run(self):
        self.current = self.target

    def check(self):
        found = leftovers(self.out, self._temporary)
        for path in found:
            os.unlink(path)
        hashes = self._hashes(self.out, lambda name: not self._temporary(name))
        old, new = self.versions[self.current], self.versions[self.target]
        missing = sorted(set(old) - set(hashes))
        extra = sorted(set(hashes) - set(old))
        broken = sorted(p for p in hashes if p in old and hashes[p] not in (old[p], new[p]))
        if missing or extra or broken:
            return "damaged", f"missing {missing[:3]}, extra {extra[:3]}, torn {broken[:3]}", \
                len(found)
        if all(hashes[p] == new[p] for p in hashes):
            self.current = self.target
            return "new", None, len(found)
        if hashes == self.before:
            return "untouched", None, len(found)
        # NB: a mix of old and new pages, each whole: the kill came while render was writing.
        # The next run writes the version it is given over whichever pages it finds.
        return "partly rewritten", None, len(found)

    def final_check(self):
        return None
