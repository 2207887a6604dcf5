"""``llvm`` dialect: ``llvm.func`` verifiers (linkage, comdat, inlining
attributes, consistent landingpad/resume types, LLVM-typed entry arguments)."""

from __future__ import annotations

from collections.abc import Iterator

from tblgen_py.dialects._support import lookup_symbol
from tblgen_py.dialects.llvm.hooks import function_result_type
from tblgen_py.dialects.llvm.calls import function_params
from tblgen_py.dialects.llvm.global_ops import linkage, verify_comdat
from tblgen_py.runtime.ir.context import Context, Dialect
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    FloatType,
    FunctionType,
    IntegerType,
    OpaqueType,
    Type,
    VectorType,
)
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.attr_params import loaded_dialect_classes
from tblgen_py.runtime.ods.attrdef import DialectAttribute, DialectType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.text.parser import Parser

__all__ = ["is_llvm_compatible"]


def _external(op: Operation) -> bool:
    """A declaration: the body region is empty."""
    return not op.regions or not op.regions[0].blocks


def _pre_order(region: Region) -> Iterator[Operation]:
    """The ops nested in ``region``, each before the ops nested in it."""
    for block in region.blocks:
        for op in block:
            yield op
            for inner in op.regions:
                yield from _pre_order(inner)


def _landingpad_mismatch(op: Operation) -> str | None:
    """The message if landingpad results and resume operands disagree."""
    seen: object = None
    for nested in _pre_order(op.regions[0]):
        if nested.name == "llvm.landingpad":
            ty = nested.results[0].type
            message = (
                "'llvm.landingpad' should have a consistent result type inside a "
                "function"
            )
        elif nested.name == "llvm.resume":
            ty = nested.operand_uses[0].value.type
            message = (
                "'llvm.resume' should have a consistent input type inside a function"
            )
        else:
            continue
        if seen is None:
            seen = ty
        elif seen != ty:
            return message
    return None


@implement_op("llvm.func", "verify")
def verify_func(op: OpView) -> None:
    """Linkage and comdat rules; compatible inlining attributes; consistent
    exception-handling types."""
    kind = linkage(op)
    if kind == "common":
        raise VerifyError("functions cannot have 'common' linkage")
    verify_comdat(op)
    if _external(op):
        if kind not in ("external", "extern_weak"):
            raise VerifyError(
                "external functions must have 'external' or 'extern_weak' linkage"
            )
        return
    no_inline = op.get_attr("no_inline") is not None
    if no_inline and op.get_attr("always_inline") is not None:
        raise PlainVerifyError(
            "no_inline and always_inline attributes are incompatible"
        )
    if op.get_attr("optimize_none") is not None and not no_inline:
        raise VerifyError("with optimize_none must also be no_inline")
    message = _landingpad_mismatch(op)
    if message is not None:
        raise PlainVerifyError(message)


def is_llvm_compatible(ty: object) -> bool:
    """``LLVM::isCompatibleType`` for the types the runtime models."""
    if isinstance(ty, OpaqueType):
        return str(ty).startswith("!llvm.")
    if getattr(ty, "DIALECT", None) == "llvm":
        return True  # a generated llvm type
    if isinstance(ty, VectorType):
        return is_llvm_compatible(ty.element_type)
    if isinstance(ty, IntegerType):
        return ty.is_signless
    return isinstance(ty, FloatType)


@implement_op("llvm.func", "verify_regions")
def verify_func_regions(op: OpView) -> None:
    """The entry arguments for the parameters have LLVM types."""
    if _external(op):
        return
    text = str(getattr(op.get_attr("function_type"), "type", ""))
    count = len(function_params(text)[0])
    arguments = op.regions[0].blocks[0].arguments
    for index in range(min(count, len(arguments))):
        if not is_llvm_compatible(arguments[index].type):
            raise VerifyError(f"entry block argument #{index} is not of LLVM type")


def _parse_type(text: str, op: Operation) -> Type:
    """A type text (as printed at top level) parsed into a runtime type (with
    the llvm types generated so far, as the op's own were parsed)."""
    context = getattr(op, "context", None) or Context(allow_unregistered_dialects=True)
    if "llvm" not in context.dialects:
        classes = loaded_dialect_classes("llvm")
        types = [cls for cls in classes if issubclass(cls, DialectType)]
        attributes = [cls for cls in classes if issubclass(cls, DialectAttribute)]
        context.load_dialect(Dialect("llvm", attributes=attributes, types=types))
    return Parser(text, context).parse_type()


@implement_op("llvm.func", "getFunctionType")
def func_function_type(op: Operation) -> FunctionType:
    """``getArgumentTypes``/``getResultTypes`` of the LLVM function type, as a
    builtin function type (a ``void`` result is no result)."""
    text = str(getattr(op.get_attr("function_type"), "type", ""))
    params = [_parse_type(p, op) for p in function_params(text)[0]]
    # The entry arguments carry the IR's own type objects: where one spells the
    # same type, use it (a module may load other llvm type classes than ours).
    blocks = op.regions[0].blocks if op.regions else []
    arguments = blocks[0].arguments if blocks else []
    for index, arg in enumerate(arguments[: len(params)]):
        if arg.type != params[index] and str(arg.type) == str(params[index]):
            params[index] = arg.type  # type: ignore[call-overload]
    result = function_result_type(text)
    results = [] if result == "void" else [_parse_type(result, op)]
    return FunctionType.get(params, results)


# -- llvm.mlir.global_ctors / llvm.mlir.global_dtors ---------------------------------
def _symbol_list(op: Operation, name: str) -> list[object]:
    """The elements of an array attribute."""
    return list(getattr(op.get_attr(name), "elements", ()))


def _verify_structors(op: Operation, name: str) -> None:
    """As many functions as priorities and data entries."""
    count = len(_symbol_list(op, name))
    if count != len(_symbol_list(op, "priorities")) or count != len(
        _symbol_list(op, "data")
    ):
        raise PlainVerifyError(
            f"{name}, priorities, and data must have the same number of elements"
        )


def _verify_structor_symbols(op: Operation, name: str) -> None:
    """``verifySymbolAttrUse``: each symbol is a defined ``llvm.func``."""
    for ref in _symbol_list(op, name):
        leaf = getattr(ref, "leaf", ref)
        func = lookup_symbol(op, ref)
        if func is None or func.name != "llvm.func":
            raise VerifyError(f"'{leaf}' does not reference a valid LLVM function")
        if _external(func):
            raise VerifyError(f"'{leaf}' does not have a definition")


for _op, _name in (("global_ctors", "ctors"), ("global_dtors", "dtors")):
    implement_op(f"llvm.mlir.{_op}", "verify")(
        lambda op, name=_name: _verify_structors(op, name)
    )
    implement_op(f"llvm.mlir.{_op}", "verifySymbolUses")(
        lambda op, name=_name: _verify_structor_symbols(op, name)
    )
