"""MLIR's ``SymbolOpInterface`` verifier (the ``Symbol`` trait of ODS).

Interface methods with defaults are hooks: ``isOptionalSymbol`` and
``isDeclaration`` (both False by default, as in MLIR: a bodiless
``FunctionOpInterface`` op is a declaration only if its op says so, as
``func.func`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.operation import SymbolTableTrait
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.interface_methods import optional_method

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.opbase import OpView

SYM_NAME = "sym_name"
SYM_VISIBILITY = "sym_visibility"
VISIBILITIES = ("public", "private", "nested")


def verify_symbol_op(op: OpView) -> None:
    """The name, visibility, declaration, results and parent of a symbol."""
    optional = optional_method(op, "isOptionalSymbol")
    if optional is not None and optional(op) and _attr(op, SYM_NAME) is None:
        return
    verify_symbol(op)
    if _is_declaration(op) and _is_public(op):
        raise VerifyError("symbol declaration cannot have public visibility")
    if op.results:
        raise VerifyError("symbols must not have results")
    parent = op.parent_op
    if parent is None or not type(parent).registered:
        return
    if SymbolTableTrait not in type(parent).traits:
        raise VerifyError("symbol's parent must have the SymbolTable trait")


def verify_symbol(op: OpView) -> None:
    """``detail::verifySymbol``: a string name and a known visibility."""
    if not isinstance(_attr(op, SYM_NAME), StringAttr):
        raise VerifyError(f"requires string attribute '{SYM_NAME}'")
    visibility = _attr(op, SYM_VISIBILITY)
    if visibility is None:
        return
    if not isinstance(visibility, StringAttr):
        raise VerifyError(
            f"requires visibility attribute '{SYM_VISIBILITY}' to be a string "
            f"attribute, but got {visibility}"
        )
    if visibility.value not in VISIBILITIES:
        raise VerifyError(
            'visibility expected to be one of ["public", "private", "nested"], '
            f"but got {visibility}"
        )


def _is_declaration(op: OpView) -> bool:
    """``isDeclaration``: the op's hook, else False (a definition)."""
    hook = optional_method(op, "isDeclaration")
    return hook is not None and bool(hook(op))


def _is_public(op: OpView) -> bool:
    """No visibility attribute, or ``"public"``."""
    visibility = _attr(op, SYM_VISIBILITY)
    return not isinstance(visibility, StringAttr) or visibility.value == "public"


def _attr(op: OpView, name: str) -> object | None:
    """``Operation::getAttr``: the inherent attribute if the op declares one
    named ``name`` (unknown ``<{...}>`` entries are dropped), else the
    discardable one."""
    if any(spec.name == name for spec in type(op)._ODS_ATTRIBUTES):
        return op.get_attr(name)
    return op.attributes.get(name)
