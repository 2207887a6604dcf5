"""``func`` dialect: ``func.return`` and the symbol uses of calls and constants.

The generic ``FunctionOpInterface`` verifier reads the ``function_type`` of
``func.func``; its ``isDeclaration`` (a bodiless function) is a hook here.
"""

from __future__ import annotations

from tblgen_py.dialects._support import (
    lookup_symbol,
    quoted,
    types_of,
    verify_call_types,
)
from tblgen_py.dialects.constant_fold import install_materializer
from tblgen_py.runtime.ir.attributes import TypeAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FunctionType
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["function_type_of", "register"]


def register(context: object) -> None:
    """``--load-dialect`` entry point: hooks attach on import; this adds the
    constant materializer of ``func`` (``func.constant``) to ``context``."""
    if isinstance(context, Context):
        install_materializer(context, "func")


def function_type_of(op: Operation | None) -> FunctionType | None:
    """The ``function_type`` of a ``func.func`` (None for other ops)."""
    if op is None or op.name != "func.func":
        return None
    attr = op.get_attr("function_type")
    found = attr.type if isinstance(attr, TypeAttr) else attr
    return found if isinstance(found, FunctionType) else None


def _symbol_name(op: Operation) -> str:
    """The op's ``sym_name``."""
    name = op.get_attr("sym_name")
    return str(getattr(name, "value", name))


@implement_op("func.func", "isDeclaration")
def func_is_declaration(op: Operation) -> bool:
    """``FuncOp::isDeclaration``: ``isExternal``, the body region is empty."""
    return not op.regions or not op.regions[0].blocks


@implement_op("func.return", "verify")
def verify_return(op: Operation) -> None:
    """Operands match the results of the enclosing ``func.func``."""
    func = op.parent_op
    fn_type = function_type_of(func)
    if func is None or fn_type is None:
        return
    operands = types_of([use.value for use in op.operand_uses])
    results = fn_type.results
    if len(operands) != len(results):
        raise VerifyError(
            f"has {len(operands)} operands, but enclosing function "
            f"(@{_symbol_name(func)}) returns {len(results)}"
        )
    for index, (found, expected) in enumerate(zip(operands, results)):
        if found != expected:
            raise PlainVerifyError(
                f"type of return operand {index} ({quoted(found)}) doesn't match "
                f"function result type ({quoted(expected)}) in function "
                f"@{_symbol_name(func)}"
            )


@implement_op("func.call", "verifySymbolUses")
def verify_call_symbol_uses(op: Operation) -> None:
    """The callee is a ``func.func`` whose type matches operands and results."""
    callee = op.get_attr("callee")
    if callee is None:
        raise VerifyError("requires a 'callee' symbol reference attribute")
    fn_type = function_type_of(lookup_symbol(op, callee))
    if fn_type is None:
        raise VerifyError(
            f"'{getattr(callee, 'leaf', callee)}' does not reference a valid function"
        )
    verify_call_types(op, fn_type)


@implement_op("func.constant", "verifySymbolUses")
def verify_constant_symbol_uses(op: Operation) -> None:
    """The referenced function exists and has the result's type."""
    ref = op.get_attr("value")
    target = lookup_symbol(op, ref)
    if target is None or target.name != "func.func":
        raise VerifyError(
            f"reference to undefined function '{getattr(ref, 'leaf', ref)}'"
        )
    if function_type_of(target) != op.results[0].type:
        raise VerifyError("reference to function with mismatched type")


from tblgen_py.dialects.func import (
    asm as _asm,
)  # noqa: E402,F401 - attaches the syntax hooks
