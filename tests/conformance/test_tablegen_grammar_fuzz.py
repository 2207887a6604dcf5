"""Grammar-based differential fuzzing: 5,000 generated programs against llvm-tblgen 22.

Each program (see tablegen_grammar.py) runs through llvm-tblgen and our CLI with
the same action (--print-records or --dump-json): exit status, stderr and output
must be equal; where llvm-tblgen crashes or hangs ours must still end in a dump
or a diagnostic. Programs listed in known_mismatches/tablegen_grammar.txt are
strict expected failures.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.support.tablegen_grammar_diff import describe, run_cases
from tests.support.tablegen_ours import load_main
from tests.support.tablegen_ref import require_llvm

pytestmark = pytest.mark.conformance

CAMPAIGN = "tablegen-grammar"
CHUNKS = 20
PER_CHUNK = 250  # 5,000 programs in all
KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "tablegen_grammar.txt"


def read_known(path: Path = KNOWN_PATH) -> set[int]:
    """Program indices listed as known mismatches (text after # is a comment)."""
    known = set()
    for line in path.read_text().splitlines():
        entry = line.split("#", 1)[0].strip()
        if entry:
            known.add(int(entry))
    return known


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_generated_programs_match_llvm_tblgen(chunk: int, tmp_path: Path) -> None:
    """250 programs: equal verdicts and outputs, no traceback, no hang."""
    main, reason = load_main()
    if main is None:
        pytest.fail(f"the TableGen front end is not available yet ({reason})")
    require_llvm()
    indices = range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK)
    problems, _ = run_cases(CAMPAIGN, indices, tmp_path)
    known = {i for i in read_known() if i in indices}
    unexpected = {i: p for i, p in problems.items() if i not in known}
    assert not unexpected, describe(CAMPAIGN, unexpected)
    fixed = sorted(known - set(problems))
    assert (
        not fixed
    ), f"now matching llvm-tblgen, remove from {KNOWN_PATH.name}: {fixed}"


def test_known_list_names_campaign_programs() -> None:
    """Every listed index is a program of the campaign."""
    assert all(0 <= i < CHUNKS * PER_CHUNK for i in read_known())
