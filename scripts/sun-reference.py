#!/usr/bin/env python3
"""Prints the reference sunrise and sunset times the search example's tests compare with.

    python3 -m pip install astral==3.2 && scripts/sun-reference.py

Uses the `astral` package (PyPI, version 3.2, pinned), which implements NOAA's solar equations
independently of the Swift code under test, at sea level (elevation 0) and with its default
refraction. The output is Swift source for SunTimesTests.swift: one case per line, local times
with their UTC offset, or the polar day or night astral reports when the sun does not cross the
horizon.
"""

import datetime
import sys
from zoneinfo import ZoneInfo

import astral
from astral import LocationInfo
from astral.sun import elevation, sunrise, sunset

if astral.__version__ != "3.2":
    sys.exit(f"sun-reference: error: astral {astral.__version__} installed; pip install astral==3.2")

# name, GeoNames id, latitude, longitude, time zone, date (as in cities15000.tsv)
CASES = [
    ("Berlin", 2950159, 52.5244, 13.4105, "Europe/Berlin", "2025-03-30"),  # clocks go forward
    ("New York City", 5128581, 40.7143, -74.006, "America/New_York", "2025-11-02"),  # back
    ("Tokyo", 1850147, 35.6895, 139.6917, "Asia/Tokyo", "2025-06-21"),
    ("Sydney", 2147714, -33.8678, 151.2073, "Australia/Sydney", "2025-12-21"),
    ("Quito", 3652462, -0.2298, -78.525, "America/Guayaquil", "2025-09-23"),
    ("Reykjavík", 3413829, 64.1355, -21.8954, "Atlantic/Reykjavik", "2025-01-15"),
    ("Tromsø", 3133895, 69.6489, 18.9551, "Europe/Oslo", "2025-12-21"),  # polar night
    ("Tromsø", 3133895, 69.6489, 18.9551, "Europe/Oslo", "2025-06-21"),  # polar day
    ("Longyearbyen", 2729907, 78.2233, 15.6469, "Arctic/Longyearbyen", "2025-04-25"),  # day
]

print(f"// Produced by scripts/sun-reference.py with astral {astral.__version__}:")
for name, geonames_id, latitude, longitude, zone, day in CASES:
    location = LocationInfo(name, "", zone, latitude, longitude)
    date = datetime.date.fromisoformat(day)
    try:
        rise = sunrise(location.observer, date, ZoneInfo(zone)).isoformat(timespec="seconds")
        set_ = sunset(location.observer, date, ZoneInfo(zone)).isoformat(timespec="seconds")
        print(f'  .times({geonames_id}, "{day}", sunrise: "{rise}", sunset: "{set_}"),  // {name}')
    except ValueError as error:
        noon = datetime.datetime.combine(date, datetime.time(12), ZoneInfo(zone))
        polar = "day" if elevation(location.observer, noon) > 0 else "night"
        reason = str(error).split(" on this day")[0]
        print(f'  .polar({geonames_id}, "{day}", .{polar}),  // {name}: "{reason}"')
