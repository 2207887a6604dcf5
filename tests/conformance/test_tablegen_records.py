"""Differential suite: every MLIR .td file through our CLI and the LLVM 22 tools."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tests.support.tablegen_compare import differences
from tests.support.tablegen_known import KNOWN_PATH, RESULT_PROPERTY, read_known
from tests.support.tablegen_ours import run_in_process
from tests.support.tablegen_ref import (
    KINDS,
    LLVM_INCLUDE,
    ReferenceCache,
    conformance_args,
    td_files,
)

pytestmark = pytest.mark.conformance

FILES = td_files()
KNOWN = set(read_known())


class ConformanceMismatch(AssertionError):
    """Our output differs from the reference tool's: the expected-failure kind."""


def _params(kind: str) -> list[Any]:
    """One param per .td file, strict-xfail when listed as a known mismatch."""
    xfail = pytest.mark.xfail(
        strict=True,
        raises=ConformanceMismatch,
        reason=f"known mismatch listed in {KNOWN_PATH.name}",
    )
    if not FILES:  # no tree: one case that fails in the fixture, never an empty skip
        return [pytest.param("mlir-tree-missing", id="mlir-tree-missing")]
    return [
        pytest.param(rel, id=rel, marks=[xfail] if (kind, rel) in KNOWN else [])
        for rel in FILES
    ]


def check(
    kind: str,
    rel: str,
    reference: ReferenceCache,
    record: Callable[[str, object], None],
) -> None:
    """Run both sides on one file, record whether they match, raise if not."""
    ref = reference.run(kind, rel)
    ours = run_in_process(conformance_args(kind, rel), cwd=LLVM_INCLUDE)
    found = differences(kind, ours, ref)
    record(RESULT_PROPERTY, (kind, rel, not found))
    if found:
        tool, flag = KINDS[kind]
        raise ConformanceMismatch(
            f"{rel}: {flag} differs from {tool}:\n" + "\n".join(found)
        )


@pytest.mark.parametrize("rel", _params("records"))
def test_print_records(
    rel: str, reference: ReferenceCache, record_property: Callable[[str, object], None]
) -> None:
    """--print-records is byte-identical to mlir-tblgen's (or the same diagnostic)."""
    check("records", rel, reference, record_property)


@pytest.mark.parametrize("rel", _params("json"))
def test_dump_json(
    rel: str, reference: ReferenceCache, record_property: Callable[[str, object], None]
) -> None:
    """--dump-json equals llvm-tblgen's as ordered JSON (or the same diagnostic)."""
    check("json", rel, reference, record_property)


def test_known_mismatch_list_is_well_formed(reference: ReferenceCache) -> None:
    """Each entry names a kind and an existing input, once."""
    entries = read_known()
    assert len(entries) == len(set(entries)), "duplicate entries"
    bad = [e for e in entries if e[0] not in KINDS or e[1] not in FILES]
    assert not bad, f"entries with an unknown kind or input: {bad[:10]}"
