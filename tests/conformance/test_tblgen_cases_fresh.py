"""The stored expectations of the TableGen unit cases are llvm-tblgen's live output.

The unit cases under tests/unit/test_tblgen_*.py store the exact stdout, stderr and
exit status llvm-tblgen gave for each inline source; this re-runs llvm-tblgen on
every one of them so a stored expectation can never drift from the oracle.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.conformance

from tests.support.tblgen_case import stale_cases


def test_every_stored_case_is_llvm_tblgen_output() -> None:
    """No case's expected output differs from what llvm-tblgen prints now."""
    stale = stale_cases()
    assert (
        not stale
    ), "cases whose expectation is not llvm-tblgen's output:\n" + "\n".join(stale)
