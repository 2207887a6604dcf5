"""``_ODS_VERIFY_ORDER`` against the trait list of mlir-tblgen's ``Op<>`` class.

MLIR verifies an op's traits in the order of the C++ ``Op<ConcreteType,
Traits...>`` template arguments mlir-tblgen ``-gen-op-decls`` emits: counting
traits, structural traits, ``OpInvariants``, then native traits and interfaces
in declaration order.  For every op of MLIR 22's arith, func, scf, memref,
tensor, vector and llvm dialects, the traits our runtime verifies must appear
in that order.  mlir-tblgen appends ``InferTypeOpInterface`` to ops whose
result types ODS infers; ours lists it only when declared (those result types
are checked by the constraints that infer them), so that last entry is left
out when the op does not declare it.
"""

from __future__ import annotations

import functools
import re
import subprocess

import pytest
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE

from tblgen_py.backends.op_traits import verify_order
from tblgen_py.ods.operator import Operator
from tblgen_py.frontend.session import parse_records

pytestmark = pytest.mark.conformance

DIALECTS = {
    "arith": "Arith/IR/ArithOps.td",
    "func": "Func/IR/FuncOps.td",
    "scf": "SCF/IR/SCFOps.td",
    "memref": "MemRef/IR/MemRefOps.td",
    "tensor": "Tensor/IR/TensorOps.td",
    "vector": "Vector/IR/VectorOps.td",
    "llvm": "LLVMIR/LLVMOps.td",
}
OP_CLASS = re.compile(r"^class (\w+) : public ::mlir::Op<\w+, (.*)> \{$", re.MULTILINE)
INFER = "InferTypeOpInterface"


def _split_args(text: str) -> list[str]:
    """Top-level comma-separated template arguments."""
    parts, depth, current = [], 0, ""
    for char in text:
        depth += {"<": 1, ">": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    return [*parts, current.strip()]


def _short(cpp: str) -> str:
    """``::mlir::OpTrait::HasParent<X>::Impl`` -> ``HasParent``."""
    name = re.sub(r"<.*>", "", cpp).removesuffix("::Impl").removesuffix("::Trait")
    short = name.rsplit("::", 1)[-1]
    return "IsolatedFromAbove" if short == "IsIsolatedFromAbove" else short


@functools.lru_cache(maxsize=None)
def _reference(dialect: str) -> dict[str, list[str]]:
    """Op class -> its ``Op<>`` trait list (short names), from mlir-tblgen."""
    td = LLVM_INCLUDE / "mlir" / "Dialect" / DIALECTS[dialect]
    proc = subprocess.run(
        [
            str(LLVM_BIN / "mlir-tblgen"),
            "-gen-op-decls",
            f"-I{LLVM_INCLUDE}",
            f"-I{td.parent}",
            str(td),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return {
        m.group(1): [_short(a) for a in _split_args(m.group(2))]
        for m in OP_CLASS.finditer(proc.stdout)
    }


@pytest.mark.parametrize("dialect", sorted(DIALECTS))
def test_verify_order_follows_op_trait_list(dialect: str) -> None:
    td = LLVM_INCLUDE / "mlir" / "Dialect" / DIALECTS[dialect]
    parsed = parse_records(str(td), include_dirs=[str(LLVM_INCLUDE), str(td.parent)])
    assert parsed.ok
    reference = _reference(dialect)
    checked, wrong = 0, []
    for record in parsed.keeper.derived_definitions("Op"):
        op = Operator.from_record(record)
        theirs = reference.get(op.cpp_class_name)
        if theirs is None:
            continue
        ours = verify_order(op)
        expected = [name for name in theirs if name in ours]
        if INFER not in ours and theirs[-1:] == [INFER]:
            theirs = theirs[:-1]
        missing = [n for n in ours if n not in theirs]
        checked += 1
        if expected != ours or missing:
            wrong.append(f"{op.cpp_class_name}: ours {ours}, mlir-tblgen {theirs}")
    assert checked == len(reference)
    assert not wrong, "\n".join(wrong)
