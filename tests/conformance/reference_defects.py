"""The cases where an LLVM 22 reference tool is itself wrong
(``reference_defects.txt``): what the differential suites leave to
``test_reference_defects.py``, which checks them strictly both ways."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

PATH = Path(__file__).parent / "reference_defects.txt"


@dataclass(frozen=True)
class Defect:
    """One line: the suite and case, the reference's defect, what we do."""

    suite: str
    case: str
    defect: str
    ours: str


def defects() -> list[Defect]:
    """Every entry, in file order."""
    found = []
    for line in PATH.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = [field.strip() for field in line.split(" | ")]
        assert len(fields) == 4, f"malformed reference defect: {line}"
        found.append(Defect(*fields))
    return found


def cases(suite: str) -> set[str]:
    """The cases of ``suite`` that its own comparison leaves to the defect test."""
    return {defect.case for defect in defects() if defect.suite == suite}
