"""The committed list of known TableGen conformance mismatches (`kind path` lines)."""

from __future__ import annotations

from pathlib import Path

KNOWN_PATH = (
    Path(__file__).resolve().parents[1]
    / "conformance"
    / "known_mismatches"
    / "tablegen_records.txt"
)
HEADER = (
    "# Known mismatches of the TableGen differential suite, one `kind path` per line\n"
    "# (kind: records = --print-records vs mlir-tblgen, json = --dump-json vs llvm-tblgen).\n"
    "# Run as strict xfails. Shrink with:\n"
    "#   .venv/bin/python -m pytest -p no:cacheprovider -m conformance "
    "tests/conformance/test_tablegen_records.py --update-known-mismatches\n"
)

RESULT_PROPERTY = "tablegen_conformance"  # user property: (kind, path, matched)
Entry = tuple[str, str]


def read_known(path: Path = KNOWN_PATH) -> list[Entry]:
    """The (kind, path) entries in file order; blank lines and # comments skipped."""
    if not path.is_file():
        return []
    entries: list[Entry] = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            kind, _, rel = line.partition(" ")
            entries.append((kind, rel.strip()))
    return entries


def write_known(entries: set[Entry], path: Path = KNOWN_PATH) -> None:
    """Rewrite the list with ``entries`` sorted by path, then kind."""
    lines = [
        f"{kind} {rel}\n" for kind, rel in sorted(entries, key=lambda e: (e[1], e[0]))
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER + "".join(lines))


def plan_update(
    old: set[Entry], failing: set[Entry], allow_growth: bool
) -> tuple[set[Entry], str]:
    """The new list for the current failures, or the old one and why it was refused."""
    added = failing - old
    if added and not allow_growth:
        shown = "\n".join(f"  {kind} {rel}" for kind, rel in sorted(added))
        return old, (
            f"refusing to add {len(added)} entries to {KNOWN_PATH.name} "
            f"(pass --allow-growth to accept new mismatches):\n{shown}"
        )
    removed = old - failing
    return (
        failing,
        f"{KNOWN_PATH.name}: {len(removed)} removed, {len(added)} added, {len(failing)} left",
    )
