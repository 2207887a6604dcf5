"""ODS predicates of MLIR 22's dialects: combination against mlir-tblgen, and
translation coverage over every ops file.

``test_conditions_match_mlir_tblgen`` checks the tree semantics (And/Or/Neg,
SubstLeaves, Concat, simplification): the C++ conditions we combine for the
operand, result, attribute, region and successor constraints of a dialect are
exactly those in mlir-tblgen's ``-gen-op-defs`` constraint functions.
``test_translation_coverage`` translates every constraint site of every op
defined under ``mlir/Dialect`` and requires at least 99% of them to translate.
"""

from __future__ import annotations

import glob
import os
import re
import subprocess
from pathlib import Path

import pytest

from tblgen_py.cpp.report import PredicateStats, format_report
from tblgen_py.cpp.report import report_untranslated
from tblgen_py.ods.predicate_sites import SiteKind, constraint_sites, op_defs
from tblgen_py.ods.predicates import cpp_condition
from tblgen_py.frontend.session import parse_records

pytestmark = pytest.mark.conformance

LLVM = Path("/usr/lib/llvm-22")
INCLUDE = LLVM / "include"
DIALECTS = INCLUDE / "mlir" / "Dialect"
MLIR_TBLGEN = LLVM / "bin" / "mlir-tblgen"

if not MLIR_TBLGEN.exists():  # pragma: no cover - the reference install is required
    pytest.fail(f"reference tool {MLIR_TBLGEN} is missing", pytrace=False)

_SELF = {
    SiteKind.OPERAND: "type",
    SiteKind.RESULT: "type",
    SiteKind.ATTRIBUTE: "attr",
    SiteKind.REGION: "region",
    SiteKind.SUCCESSOR: "successor",
}
_FUNCTION = re.compile(
    r"^static ::llvm::LogicalResult __mlir_ods_local_(\w+)_constraint_\w+\(.*?^}$",
    re.DOTALL | re.MULTILINE,
)
_CHECK = re.compile(
    r"\n  if \((?:attr && )?!\((.*?)\)\)(?: \{)?\n    return", re.DOTALL
)

CONDITION_FILES = [
    "Arith/IR/ArithOps.td",
    "SCF/IR/SCFOps.td",
    "Tensor/IR/TensorOps.td",
    "Vector/IR/VectorOps.td",
    "MemRef/IR/MemRefOps.td",
    "LLVMIR/LLVMOps.td",
    "SPIRV/IR/SPIRVOps.td",
    "Tosa/IR/TosaOps.td",
    "GPU/IR/GPUOps.td",
    "ControlFlow/IR/ControlFlowOps.td",
]


def reference_conditions(td: Path) -> set[tuple[str, str]]:
    """``(kind, condition)`` of mlir-tblgen's local constraint functions."""
    out = subprocess.run(
        [str(MLIR_TBLGEN), "-gen-op-defs", f"-I{INCLUDE}", f"-I{td.parent}", str(td)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = set()
    for function in _FUNCTION.finditer(out):
        check = _CHECK.search(function.group(0))
        if check is not None and function.group(1) in _SELF.values():
            found.add((function.group(1), check.group(1)))
    return found


@pytest.mark.parametrize("relative", CONDITION_FILES)
def test_conditions_match_mlir_tblgen(relative: str) -> None:
    """Our combined conditions equal mlir-tblgen's, constraint by constraint."""
    td = DIALECTS / relative
    result = parse_records(str(td), include_dirs=[str(INCLUDE), str(td.parent)])
    assert result.ok
    ours = set()
    for site in constraint_sites(result.keeper):
        kind = _SELF.get(site.kind)
        if kind is None or site.op.loc is None:
            continue
        condition = cpp_condition(site.predicate).replace("$_self", kind)
        if "$" not in condition:
            ours.add((kind, condition))
    reference = reference_conditions(td)
    assert reference, "no constraint functions found in mlir-tblgen's output"
    assert sorted(ours - reference) == []
    assert sorted(reference - ours) == []


def dialect_ops_files() -> list[str]:
    """Every .td file under mlir/Dialect, largest first."""
    files = glob.glob(str(DIALECTS / "**" / "*.td"), recursive=True)
    return sorted(files, key=lambda f: (-os.path.getsize(f), f))


def coverage_over_dialects() -> PredicateStats:
    """Translate every op of every dialect file once (ops keyed by file and name)."""
    total = PredicateStats()
    seen: set[tuple[str, str]] = set()
    covered: set[str] = set()
    for path in dialect_ops_files():
        if path in covered:
            continue
        includes = [str(INCLUDE), os.path.dirname(path)]
        result = parse_records(path, include_dirs=includes, warn_unused=False)
        if not result.ok:  # only included from other files
            continue
        covered.update(os.path.abspath(d) for d in result.dependencies)
        fresh = []
        for op in op_defs(result.keeper):
            key = (op.loc.file.path if op.loc else path, op.name_string)
            if key not in seen:
                seen.add(key)
                fresh.append(op)
        if fresh:
            total.merge(report_untranslated(result.keeper, fresh))
    return total


def test_translation_coverage() -> None:
    """At least 99% of MLIR 22's constraint sites translate to Python."""
    stats = coverage_over_dialects()
    print()
    print(format_report(stats))
    assert stats.ops > 2500 and stats.sites > 10000
    assert stats.percent >= 99.0, f"{stats.percent:.2f}% of constraint sites"
