"""``llvm`` dialect: branch operands, ``llvm.mlir.zero`` and ``llvm.return``.

Globals, memory ops, aggregates, calls, functions, constants and atomics,
aliases/ifuncs/block addresses live in the ``llvm_*`` modules, loaded with
this one."""

from __future__ import annotations

import importlib
import re

from tblgen_py.dialects.constant_fold import install_materializer
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import (
    VerificationError,
    VerificationNote,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["register"]


def register(context: object) -> None:
    """``--load-dialect`` entry point: hooks attach on import; this adds the
    constant materializer of ``llvm`` (``llvm.mlir.constant``) to ``context``."""
    if isinstance(context, Context):
        install_materializer(context, "llvm")


_TARGET = "!llvm.target<"


@implement_op("llvm.br", "getSuccessorOperands")
def br_successor_operands(op: Operation, index: int) -> list[Value]:
    """Every operand goes to the single successor."""
    return [use.value for use in op.operand_uses]


@implement_op("llvm.cond_br", "getSuccessorOperands")
def cond_br_successor_operands(op: OpView, index: int) -> list[Value]:
    """``trueDestOperands`` for successor 0, ``falseDestOperands`` for 1."""
    return list(op._ods_operands(1 + index))


@implement_op("llvm.mlir.zero", "verify")
def verify_zero(op: Operation) -> None:
    """A target extension type must support zero initialisation.

    As MLIR's ``LLVMTargetExtType::hasProperty``: only ``spirv.*`` types do.
    """
    text = str(op.results[0].type)
    if text.startswith(_TARGET) and not text.startswith(_TARGET + '"spirv.'):
        raise VerifyError("target extension type does not support zero-initializer")


@implement_op("llvm.return", "verify")
def verify_return(op: Operation) -> None:
    """The operand matches the return type of the enclosing ``llvm.func``."""
    func = op.parent_op
    while func is not None and func.name != "llvm.func":
        func = func.parent_op
    if func is None:
        return
    expected = function_result_type(func.get_attr("function_type"))
    operands = [use.value for use in op.operand_uses]
    message = None
    if expected == "void":
        message = "expected no operands" if operands else None
    elif not operands:
        message = "expected 1 operand"
    elif str(operands[0].type) != expected:
        message = "mismatching result types"
    if message is not None:
        note = VerificationNote("when returning from function", func.location)
        raise VerificationError(f"'llvm.return' op {message}", op.location, op, [note])


def function_result_type(attr: object) -> str:
    """The result type text of ``!llvm.func<result (params)>``."""
    text = str(getattr(attr, "type", attr))
    body = text.removeprefix("!llvm.func<").removesuffix(">")
    depth = 0
    for index, char in enumerate(body):
        if char in "<([{":
            if char == "(" and depth == 0 and body[index - 1 : index] == " ":
                return _llvm_type_text(body[: index - 1])
            depth += 1
        elif char in ">)]}":
            depth -= 1
    return _llvm_type_text(body)


_LLVM_TYPE = re.compile(
    r"^(?:ptr|struct|array|func|token|label|metadata|x86_amx|x86_mmx|target"
    r"|ppc_fp128|vec)\b"
)
"""The keywords of LLVM dialect types (``printPrettyLLVMType``); any other type
inside ``!llvm.func<...>`` (``i32``, ``vector<4xf32>``, ...) prints as itself."""


def _llvm_type_text(text: str) -> str:
    """A type as printed outside ``!llvm.func<...>`` (``struct<..>`` gains ``!llvm.``)."""
    return f"!llvm.{text}" if _LLVM_TYPE.match(text) else text


# The rest of the dialect lives in its own modules; importing them attaches
# their hooks.
for _module in (
    "aggregate",
    "attr_verifiers",
    "asm",
    "directives",
    "calls",
    "switch_operands",
    "global_asm",
    "call_asm",
    "compare_asm",
    "constant_range",
    "func",
    "global_ops",
    "intrinsic_verify",
    "loop_locs",
    "memory",
    "param_attrs",
    "symbols",
    "tbaa",
    "types",
    "values",
):
    importlib.import_module(f"tblgen_py.dialects.llvm.{_module}")

importlib.import_module("tblgen_py.dialects.llvm.func_asm")
