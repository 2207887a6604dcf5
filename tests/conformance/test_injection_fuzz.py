"""Crafted ``.td`` files never inject code into the modules generated from them.

Hypothesis draws hostile strings (quotes, triple quotes, backslashes,
newlines, Unicode, Python statements that create a canary file) and hostile
names (keywords, builtins, dunders, private names, names the generated code
uses) for every string and name field of dialects, ops, enums, attributes and
DRR patterns, and for the input file's name (see
``tests/support/injection_harness.py``).  Every generated module must compile,
import without creating the canary, and work: the op builds and reads its
attributes back, the enum round-trips its crafted strings, the patterns
register under the file's stem.  At least 5,000 modules per run: 3,500 op,
enum and attribute modules, 1,500 rewriter modules.

Ops whose names mlir-tblgen rejects must be rejected with its message: the
live comparison with ``mlir-tblgen-22`` is the last test.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE, require_llvm

from tblgen_py.tools.mlir_tblgen import main
from tests.support.injection_harness import (
    CANARY,
    DRR_INCLUDES,
    ODS_INCLUDES,
    DrrCase,
    OdsCase,
    Outcome,
    Prelude,
    check_drr_batch,
    check_ods_batch,
    drr_cases,
    ods_cases,
)

pytestmark = pytest.mark.conformance
ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
    phases=[
        Phase.generate
    ],  # report a failing batch as drawn: shrinking batches takes minutes
)
ODS_MODULES = 3500
DRR_MODULES = 1500


def test_crafted_op_and_enum_modules(tmp_path: Path) -> None:
    outcome = Outcome()
    prelude = Prelude(ODS_INCLUDES)

    @settings(FUZZ, max_examples=1000)  # draws past ODS_MODULES are skipped
    @given(ods_cases(str(tmp_path / CANARY), 20))
    def run(cases: list[OdsCase]) -> None:
        if outcome.imported < ODS_MODULES:  # enough: the remaining draws are skipped
            check_ods_batch(cases, prelude, tmp_path, outcome)

    run()
    print(
        f"injection fuzz: {outcome.imported} op/enum modules, {outcome.rejected} rejected"
    )
    assert outcome.imported >= ODS_MODULES
    assert not (tmp_path / CANARY).exists()


def test_crafted_rewriter_modules(tmp_path: Path) -> None:
    outcome = Outcome()
    prelude = Prelude(DRR_INCLUDES)

    @settings(FUZZ, max_examples=1500)  # draws past DRR_MODULES are skipped
    @given(drr_cases(str(tmp_path / CANARY), 8))
    def run(cases: list[DrrCase]) -> None:
        if outcome.imported < DRR_MODULES:  # enough: the remaining draws are skipped
            check_drr_batch(cases, prelude, tmp_path, outcome)

    run()
    print(f"injection fuzz: {outcome.imported} rewriter modules")
    assert outcome.imported >= DRR_MODULES
    assert not (tmp_path / CANARY).exists()


REJECTED = [
    "AnyType:$operands",
    "AnyType:$attributes",
    "AnyType:$attribute_names",
    "AnyType:$Operation",
    "AnyType:$regions",
    "AnyType:$a, AnyType:$a",
    "AnyType:$r",
    "AnyType:$type",
    "AnyType:$__init__, StrAttr:$__slots__",
    "StrAttr:$attributes",
    "StrAttr:$attribute_names",
    "StrAttr:$properties",
    "StrAttr:$operation_name",
    "StrAttr:$operation",
]


@pytest.mark.parametrize("arguments", REJECTED)
def test_name_verdicts_match_mlir_tblgen(
    arguments: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Same verdict and first error line as ``mlir-tblgen-22 --gen-op-defs``."""
    require_llvm()
    monkeypatch.chdir(tmp_path)
    source = (
        'include "mlir/IR/OpBase.td"\n'
        'def D : Dialect { let name = "d"; }\n'
        f'def O : Op<D, "o"> {{ let arguments = (ins {arguments}); '
        "let results = (outs AnyType:$r); }\n"
    )
    (tmp_path / "n.td").write_text(source, encoding="utf-8")
    ref = subprocess.run(
        [
            str(LLVM_BIN / "mlir-tblgen"),
            "--gen-op-defs",
            "-I",
            str(LLVM_INCLUDE),
            "n.td",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    status = main(["--gen-op-defs", "--no-cache", "-I", str(ROOT / "td"), "n.td"])
    err = capsys.readouterr().err
    assert (status == 0) == (ref.returncode == 0), (err, ref.stderr)
    if ref.returncode:
        assert err.splitlines()[0] == ref.stderr.splitlines()[0]
