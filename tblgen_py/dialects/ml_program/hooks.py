"""``ml_program`` dialect: the verifiers of ``global``, ``output`` and
``return``, the symbol uses of the global load and store ops, the result
names of the direct loads (MLProgramOps.cpp/.td) and the ``#extern`` alias
of its ``OpAsmDialectInterface``."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects._support import lookup_symbol, quoted, register, types_of
from tblgen_py.runtime.ir.attributes import (
    Attribute,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from tblgen_py.runtime.ir.dialect import OpAsmDialectInterface, set_alias_hook
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FunctionType, Type
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


class MLProgramAsmInterface(OpAsmDialectInterface):
    """``getAlias``: ``extern`` for ``#ml_program.extern`` (MLProgramDialect.cpp)."""

    def get_alias(self, value: Attribute | Type) -> str | None:
        """``extern`` for the extern attribute, None otherwise."""
        if isinstance(value, OpaqueAttr):
            is_extern = value.dialect == "ml_program" and value.data == "extern"
        else:
            is_extern = getattr(value, "DIALECT_MNEMONIC", None) == (
                "ml_program",
                "extern",
            )
        return "extern" if is_extern else None


set_alias_hook("ml_program", MLProgramAsmInterface())

__all__ = ["register"]


@implement_op("ml_program.global", "verify")
def verify_global(op: Operation) -> None:
    """``GlobalOp::verify``: an immutable global has an initial value."""
    if op.get_attr("is_mutable") is None and op.get_attr("value") is None:
        raise VerifyError("immutable global must have an initial value")


def _global_type(op: Operation) -> object:
    attr = op.get_attr("type")
    return attr.type if isinstance(attr, TypeAttr) else attr


def _referenced_global(op: Operation) -> Operation:
    """The ``ml_program.global`` the op's ``global`` names, or the error."""
    ref = op.get_attr("global")
    found = lookup_symbol(op, ref)
    if found is None or found.name != "ml_program.global":
        raise VerifyError(f"undefined global: {ref}")
    return found


def _verify_load(op: Operation, const: bool = False) -> None:
    """``GlobalLoad*Op::verifySymbolUses``."""
    found = _referenced_global(op)
    if const and found.get_attr("is_mutable") is not None:
        ref = op.get_attr("global")
        raise VerifyError(f"cannot load as const from mutable global {ref}")
    result = op.results[0].type
    if _global_type(found) != result:
        raise VerifyError(
            f"cannot load from global typed {quoted(_global_type(found))} as "
            f"{quoted(result)}"
        )


def _verify_store(op: Operation) -> None:
    """``GlobalStore*Op::verifySymbolUses``."""
    found = _referenced_global(op)
    if found.get_attr("is_mutable") is None:
        raise VerifyError(
            f"cannot store to an immutable global {op.get_attr('global')}"
        )
    value = op.operand_uses[0].value.type
    if _global_type(found) != value:
        raise VerifyError(
            f"cannot store to a global typed {quoted(_global_type(found))} from "
            f"{quoted(value)}"
        )


implement_op("ml_program.global_load", "verifySymbolUses")(_verify_load)
implement_op("ml_program.global_load_graph", "verifySymbolUses")(_verify_load)
implement_op("ml_program.global_load_const", "verifySymbolUses")(
    lambda op: _verify_load(op, const=True)
)
implement_op("ml_program.global_store", "verifySymbolUses")(_verify_store)


def _name_by_global(op: Operation, set_name: Callable[[Value, str], None]) -> None:
    """``getAsmResultNames`` of the direct loads: the global's leaf name."""
    ref = op.get_attr("global")
    if isinstance(ref, SymbolRefAttr):
        set_name(op.results[0], ref.leaf)


implement_op("ml_program.global_load", "getAsmResultNames")(_name_by_global)
implement_op("ml_program.global_load_const", "getAsmResultNames")(_name_by_global)
implement_op("ml_program.global_store_graph", "verifySymbolUses")(_verify_store)


def _verify_terminator(op: Operation, verb: str) -> None:
    """``OutputOp``/``ReturnOp::verify``: the operands match the enclosing
    function's results."""
    parent = op.parent_op
    attr = parent.get_attr("function_type") if parent is not None else None
    fn = attr.type if isinstance(attr, TypeAttr) else attr
    if parent is None or not isinstance(fn, FunctionType):
        return
    name = parent.get_attr("sym_name")
    symbol = name.value if isinstance(name, StringAttr) else ""
    operands = types_of([use.value for use in op.operand_uses])
    results = fn.results
    if len(operands) != len(results):
        raise VerifyError(
            f"has {len(operands)} operands, but enclosing function (@{symbol}) "
            f"{verb} {len(results)}"
        )
    for index, (found, expected) in enumerate(zip(operands, results)):
        if found != expected:
            raise PlainVerifyError(
                f"type of {'output' if verb == 'outputs' else 'return'} operand "
                f"{index} ({quoted(found)}) doesn't match function result type "
                f"({quoted(expected)}) in function @{symbol}"
            )


implement_op("ml_program.output", "verify")(
    lambda op: _verify_terminator(op, "outputs")
)
implement_op("ml_program.return", "verify")(
    lambda op: _verify_terminator(op, "returns")
)
