"""``--gen-*-doc`` goldens: Markdown pages of ``td/examples``.

Each ``tests/golden/docs/<Example>/gen-<kind>-doc.md`` is the page of
``td/examples/<Example>.td`` (parsed once with ``-I td``; ``-dialect`` from
the case's ``args`` file); ``pytest --update-goldens`` rewrites them. The
conformance suite compares the same pages with ``mlir-tblgen-22``'s;
``test_doc_cli.py`` runs the command line itself.
"""

from __future__ import annotations

import difflib
import functools
from pathlib import Path

import pytest

from tblgen_py.backends import get_backend
from tblgen_py.backends.base import BackendOptions
from tblgen_py.frontend.session import parse_records
from tblgen_py.records.keeper import RecordKeeper

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "docs"
CASES = [
    (case.name, page.stem)
    for case in sorted(GOLDEN.iterdir())
    for page in sorted(case.glob("gen-*-doc.md"))
]


def _dialect(case: str) -> str:
    """The ``-dialect`` of a case (from its ``args`` file, ``-dialect NAME``)."""
    path = GOLDEN / case / "args"
    words = path.read_text(encoding="utf-8").split() if path.is_file() else []
    return words[words.index("-dialect") + 1] if "-dialect" in words else ""


@functools.lru_cache(maxsize=None)
def _records(case: str) -> RecordKeeper:
    """The records of one example."""
    parsed = parse_records(
        str(ROOT / "td" / "examples" / f"{case}.td"), include_dirs=[str(ROOT / "td")]
    )
    assert parsed.ok
    return parsed.keeper


@pytest.mark.parametrize(("case", "flag"), CASES)
def test_doc_golden(case: str, flag: str, request: pytest.FixtureRequest) -> None:
    """The page equals the expected Markdown."""
    options = BackendOptions(f"td/examples/{case}.td", _dialect(case))
    out = get_backend(flag).emit(_records(case), options)
    path = GOLDEN / case / f"{flag}.md"
    if request.config.getoption("--update-goldens", default=False):
        path.write_text(out, encoding="utf-8")
    want = path.read_text(encoding="utf-8")
    diff = difflib.unified_diff(
        want.splitlines(True), out.splitlines(True), str(path), "actual"
    )
    assert out == want, "".join(diff)


def test_every_example_has_a_dialect_page() -> None:
    """Each example dialect file is covered by a dialect page."""
    examples = {p.stem for p in (ROOT / "td" / "examples").glob("*.td")}
    pages = {case for case, flag in CASES if flag == "gen-dialect-doc"}
    assert examples == pages
