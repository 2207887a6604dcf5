"""``llvm`` dialect: verifiers of the call-like ops (``call``, ``invoke``,
``call_intrinsic``, ``inline_asm``, ``intr.assume``), ``landingpad`` and
``shufflevector``."""

from __future__ import annotations

from tblgen_py.dialects._support import lookup_symbol
from tblgen_py.dialects.llvm.hooks import _llvm_type_text, function_result_type
from tblgen_py.dialects.llvm.aggregate import split_top_level
from tblgen_py.dialects.llvm.memory import llvm_pointer_space
from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.location import CallSiteLoc, FusedLoc, NameLoc, UnknownLoc
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import (
    PlainVerifyError,
    VerificationError,
    VerificationNote,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["function_params"]


def _verify_bundles(op: Operation) -> None:
    """``verifyOperandBundles``: string tags, one per operand bundle."""
    tags = op.get_attr("op_bundle_tags")
    elements = list(getattr(tags, "elements", ()))
    if any(not isinstance(tag, StringAttr) for tag in elements):
        raise PlainVerifyError("operand bundle tag must be a StringAttr")
    bundles = len(getattr(op.get_attr("op_bundle_sizes"), "values", ()))
    if bundles != len(elements):
        raise PlainVerifyError(
            f"expected {bundles} operand bundle tags, but actually got {len(elements)}"
        )


def function_params(text: str) -> tuple[list[str], bool]:
    """The parameter type texts of ``!llvm.func<ret (params)>`` and whether it
    is variadic (``...`` last)."""
    body = text.removeprefix("!llvm.func<").removesuffix(">")
    result = function_result_type(text)
    start = body.find("(", len(result.removeprefix("!llvm.")))
    inner = body[start + 1 : body.rfind(")")] if start >= 0 else ""
    params = split_top_level(inner)
    variadic = bool(params) and params[-1] == "..."
    if variadic:
        params = params[:-1]
    return [_llvm_type_text(p) for p in params], variadic


def _args(op: OpView) -> list[Value]:
    """``getArgOperands``: the callee operands after an indirect callee."""
    operands: list[Value] = op._ods_operands(0)
    return operands if op.get_attr("callee") is not None else operands[1:]


def _verify_var_callee_type(op: OpView) -> None:
    """``verifyCallOpVarCalleeType``: a variadic type matching the call."""
    attr = op.get_attr("var_callee_type")
    if attr is None:
        return
    text = str(getattr(attr, "type", attr))
    params, variadic = function_params(text)
    if not variadic:
        raise VerifyError("expected var_callee_type to be a variadic function type")
    args = _args(op)
    if len(params) > len(args):
        raise VerifyError(
            f"expected var_callee_type to have at most {len(args)} parameters"
        )
    for param, arg in zip(params, args):
        if param != str(arg.type):
            raise VerifyError(
                f"var_callee_type parameter type mismatch: '{param}' != '{arg.type}'"
            )
    result = function_result_type(text)
    if not op.results:
        if result != "void":
            raise VerifyError("expected var_callee_type to return void")
    elif str(op.results[0].type) != result:
        raise VerifyError(
            f"var_callee_type return type mismatch: '{result}' != "
            f"'{op.results[0].type}'"
        )


@implement_op("llvm.call", "verify")
def verify_call(op: OpView) -> None:
    """Operand bundles carry one string tag each."""
    _verify_bundles(op)


# The ops a direct call may name, with the attribute holding their type.
_CALLABLE_TYPE_ATTR = {"llvm.func": "function_type", "llvm.mlir.ifunc": "i_func_type"}


@implement_op("llvm.call", "verifySymbolUses")
def verify_call_symbol_uses(op: OpView) -> None:
    """The callee (a pointer operand, or an ``llvm.func`` symbol) takes the
    call's operands and gives its result."""
    _verify_var_callee_type(op)
    callee = op.get_attr("callee")
    if callee is None:
        if not op.operand_uses:
            raise VerifyError(
                "must have either a `callee` attribute or at least an operand"
            )
        ty = op.operand_uses[0].value.type
        if llvm_pointer_space(ty) is None:
            raise VerifyError(f"indirect call expects a pointer as callee: '{ty}'")
        return
    name = getattr(callee, "leaf", callee)
    func = lookup_symbol(op, callee)
    if func is None:
        raise VerifyError(f"'{name}' does not reference a symbol in the current scope")
    if func.name not in _CALLABLE_TYPE_ATTR:
        raise VerifyError(f"'{name}' does not reference a valid LLVM function or IFunc")
    if func.name == "llvm.func":
        _verify_debug_info(op, func)
    attr = func.get_attr(_CALLABLE_TYPE_ATTR[func.name])
    text = str(getattr(attr, "type", ""))
    _verify_against(op, text)


def _has_subprogram(loc: object) -> bool:
    """``findInstanceOf<FusedLocWith<DISubprogramAttr>>``: a fused location
    whose metadata is a ``#llvm.di_subprogram``, anywhere in ``loc``."""
    if isinstance(loc, FusedLoc):
        if getattr(loc.metadata, "DIALECT_MNEMONIC", None) == ("llvm", "di_subprogram"):
            return True
        return any(_has_subprogram(inner) for inner in loc.locations)
    if isinstance(loc, NameLoc):
        return _has_subprogram(loc.child)
    if isinstance(loc, CallSiteLoc):
        return _has_subprogram(loc.callee) or _has_subprogram(loc.caller)
    return False


def _verify_debug_info(op: Operation, callee: Operation) -> None:
    """``verifyCallOpDebugInfo``: an inlinable call (to a defined function)
    in a function with a subprogram, of a function with one, has a location."""
    body = callee.regions[0] if callee.regions else None
    if body is None or not body.blocks:
        return
    parent = op.parent_op
    while parent is not None and "FunctionOpInterface" not in getattr(
        type(parent), "ODS_TRAITS", ()
    ):
        parent = parent.parent_op
    if parent is None:
        return
    if not _has_subprogram(parent.location) or not _has_subprogram(callee.location):
        return
    if op.location is None or isinstance(op.location, UnknownLoc):
        raise PlainVerifyError(
            "inlinable function call in a function with a DISubprogram location "
            "must have a debug location"
        )


def _verify_against(op: OpView, text: str) -> None:
    """Operand and result types of a direct call against the callee type."""
    params, variadic = function_params(text)
    result = function_result_type(text)
    if variadic and op.get_attr("var_callee_type") is None:
        raise VerifyError("missing var_callee_type attribute for vararg call")
    args = _args(op)
    if not variadic and len(params) != len(args):
        raise VerifyError(
            f"incorrect number of operands ({len(args)}) for callee (expecting: "
            f"{len(params)})"
        )
    if len(params) > len(args):
        raise VerifyError(
            f"incorrect number of operands ({len(args)}) for varargs callee "
            f"(expecting at least: {len(params)})"
        )
    for index, (param, arg) in enumerate(zip(params, args)):
        if str(arg.type) != param:
            raise VerifyError(
                f"operand type mismatch for operand {index}: '{arg.type}' != '{param}'"
            )
    if not op.results and result != "void":
        raise VerifyError("expected function call to produce a value")
    if op.results and result == "void":
        raise VerifyError("calling function with void result must not produce values")
    if len(op.results) > 1:
        raise VerifyError("expected LLVM function call to produce 0 or 1 result")
    if op.results and str(op.results[0].type) != result:
        raise VerifyError(f"result type mismatch: '{op.results[0].type}' != '{result}'")


@implement_op("llvm.invoke", "getSuccessorOperands")
def invoke_successor_operands(op: OpView, index: int) -> list[Value]:
    """``normalDestOperands`` for successor 0, ``unwindDestOperands`` for 1."""
    return list(op._ods_operands(1 + index))


@implement_op("llvm.call_intrinsic", "verify")
def verify_call_intrinsic(op: OpView) -> None:
    """An ``llvm.``-prefixed intrinsic name; well-formed operand bundles."""
    name = getattr(op.get_attr("intrin"), "value", "")
    if not name.startswith("llvm."):
        raise VerifyError("intrinsic name must start with 'llvm.'")
    _verify_bundles(op)


@implement_op("llvm.invoke", "verify")
def verify_invoke(op: OpView) -> None:
    """The variadic callee type fits; the unwind block starts with a
    ``llvm.landingpad``; well-formed operand bundles."""
    _verify_var_callee_type(op)
    unwind = op.successors[1] if len(op.successors) > 1 else None
    if unwind is not None:
        first = next(iter(unwind), None)
        if first is None:
            raise PlainVerifyError(
                "must have at least one operation in unwind destination"
            )
        if first.name != "llvm.landingpad":
            raise PlainVerifyError(
                "first operation in unwind destination should be a llvm.landingpad "
                "operation"
            )
    _verify_bundles(op)


@implement_op("llvm.inline_asm", "verify")
def verify_inline_asm(op: Operation) -> None:
    """``musttail`` is not a supported tail call kind."""
    kind = op.get_attr("tail_call_kind")
    if kind is not None and "musttail" in str(kind):
        raise VerifyError(
            "tail call kind 'musttail' is not supported by this operation"
        )


@implement_op("llvm.shufflevector", "verify")
def verify_shufflevector(op: Operation) -> None:
    """Scalable vectors only splat (an all-zero mask)."""
    v1 = op.operand_uses[0].value.type
    mask = [int(v) for v in getattr(op.get_attr("mask"), "values", ())]
    if isinstance(v1, VectorType) and any(v1.scalable) and any(mask):
        raise VerifyError("expected a splat operation for scalable vectors")


def _enclosing_func(op: Operation) -> Operation | None:
    """The nearest ``llvm.func`` ancestor."""
    parent = op.parent_op
    while parent is not None and parent.name != "llvm.func":
        parent = parent.parent_op
    return parent


def _defining_name(value: Value) -> str | None:
    """The name of the op defining ``value`` (None for block arguments)."""
    op = getattr(value, "defining_op", None)
    return op.name if op is not None else None


@implement_op("llvm.landingpad", "verify")
def verify_landingpad(op: Operation) -> None:
    """A personality on the function; clauses or cleanup; catch clauses are
    constants (null, addressof, or a bitcast of an addressof)."""
    func = _enclosing_func(op)
    if func is not None and func.get_attr("personality") is None:
        raise PlainVerifyError(
            "llvm.landingpad needs to be in a function with a personality"
        )
    operands = [use.value for use in op.operand_uses]
    if op.get_attr("cleanup") is None and not operands:
        raise PlainVerifyError(
            "landingpad instruction expects at least one clause or cleanup attribute"
        )
    for index, value in enumerate(operands):
        if str(value.type).startswith("!llvm.array<"):
            continue
        name = _defining_name(value)
        cast = getattr(value, "defining_op", None)
        if name == "llvm.bitcast" and cast is not None:
            if _defining_name(cast.operand_uses[0].value) == "llvm.mlir.addressof":
                continue
            note = VerificationNote(
                "global addresses expected as operand to bitcast used in clauses "
                "for landingpad",
                cast.location,
            )
            raise VerificationError(
                "constant clauses expected", op.location, op, [note]
            )
        if name in ("llvm.mlir.zero", "llvm.mlir.addressof"):
            continue
        raise PlainVerifyError(
            f"clause #{index} is not a known constant - null, addressof, bitcast"
        )


@implement_op("llvm.intr.assume", "verify")
def verify_assume(op: Operation) -> None:
    """``AssumeOp::verify``: its operand bundles (``verifyOperandBundles``)."""
    _verify_bundles(op)
