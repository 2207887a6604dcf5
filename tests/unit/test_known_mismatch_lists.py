"""The committed known-mismatch lists are well formed.

A strict-xfail list is read line by line; a stray line (a merge's conflict marker,
say) matches no case and would go unnoticed, so every entry must name a case of its
suite's shape and no list may repeat an entry.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

LISTS = sorted(
    (Path(__file__).parents[1] / "conformance" / "known_mismatches").glob("*.txt")
)
_CONFLICT = re.compile(r"^(<{7}|={7}|>{7})( |$)")


@pytest.mark.parametrize("path", LISTS, ids=lambda p: p.name)
def test_a_known_list_has_no_conflict_markers_or_repeats(path: Path) -> None:
    entries = [
        line.strip()
        for line in path.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert not [e for e in entries if _CONFLICT.match(e)], path.name
    assert len(entries) == len(set(entries)), path.name


def test_there_are_known_lists() -> None:
    assert len(LISTS) >= 10
