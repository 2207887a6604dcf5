"""MLIR's generic interface verifiers, over per-op interface methods (hooks).

An op whose ODS declares one of these interfaces is verified as MLIR does it;
the generic part lives here and calls the op's interface methods, attached
with ``hooks.implement(FooOp, "<method>")`` (MLIR's method names).  Verifiers
marked ``with_regions`` run after the op's regions were verified (MLIR's
``verifyWithRegions``).  Attaching a hook named like the interface replaces
its generic verifier.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.attributes import ArrayAttr, DictionaryAttr, TypeAttr
from tblgen_py.runtime.ir.types import (
    FunctionType,
    MemRefType,
    RankedTensorType,
    UnrankedTensorType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.interface_methods import (
    as_list,
    method,
    missing,
    optional_method,
    types_compatible,
)
from tblgen_py.runtime.ods.region_branch import verify_region_branch
from tblgen_py.runtime.ods.symbol_verify import verify_symbol_op
from tblgen_py.runtime.ods.view_like import verify_offset_size_stride

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.opbase import OpView


@dataclass(frozen=True)
class SuccessorOperands:
    """``getSuccessorOperands``: values forwarded to a successor's arguments.

    The first ``produced`` block arguments are produced by the op itself and
    are not checked against forwarded operands.
    """

    forwarded: Sequence[Value]
    produced: int = 0


# -- BranchOpInterface --------------------------------------------------------
def verify_branch(op: OpView) -> None:
    """Successor operands against the successor blocks' arguments."""
    get = method(op, "getSuccessorOperands", "BranchOpInterface")
    for index, block in enumerate(op.successors):
        found = get(op, index)
        operands = (
            found
            if isinstance(found, SuccessorOperands)
            else SuccessorOperands(as_list(found, Value))
        )
        count = operands.produced + len(operands.forwarded)
        args = block.arguments
        if count != len(args):
            raise PlainVerifyError(
                f"branch has {count} operands for successor #{index}, "
                f"but target block has {len(args)}"
            )
        for i in range(operands.produced, count):
            value = operands.forwarded[i - operands.produced]
            if not types_compatible(op, value.type, args[i].type):
                raise PlainVerifyError(
                    f"type mismatch for bb argument #{i} of successor #{index}"
                )


# -- CastOpInterface ----------------------------------------------------------
def verify_cast(op: OpView) -> None:
    """``areCastCompatible`` over the operand and result types."""
    results = [r.type for r in op.results]
    if not results:
        raise VerifyError("expected at least one result for cast operation")
    inputs = [use.value.type for use in op.operand_uses]
    check = method(op, "areCastCompatible", "CastOpInterface")
    if check(op, inputs, results):
        return
    raise VerifyError(
        f"operand type{_type_list(inputs)} and result "
        f"type{_type_list(results)} are cast incompatible"
    )


def _type_list(types: Sequence[object]) -> str:
    """MLIR's spelling of one type (`` T``) or several (``s T, U``)."""
    if not types:
        return "s []"
    if len(types) == 1:
        return f" '{types[0]}'"
    return "s " + ", ".join(f"'{t}'" for t in types)


# -- DestinationStyleOpInterface ----------------------------------------------
def verify_destination_style(op: OpView) -> None:
    """Tensor inits must match the results they are tied to."""
    inits = method(op, "getDpsInitsMutable", "DestinationStyleOpInterface")(op)
    tensor_inits: list[int] = []
    for index in as_list(inits, int):
        ty = op.operand_uses[index].value.type
        if isinstance(ty, (RankedTensorType, UnrankedTensorType)):
            tensor_inits.append(index)
        elif not _is_memref(ty):
            raise VerifyError(f"expected that operand #{index} is a tensor or a memref")
    tensor_results = [
        r
        for r in op.results
        if isinstance(r.type, (RankedTensorType, UnrankedTensorType))
    ]
    if len(tensor_results) != len(tensor_inits):
        raise VerifyError(
            f"expected the number of tensor results ({len(tensor_results)}) to be "
            f"equal to the number of output tensors ({len(tensor_inits)})"
        )
    for position, index in enumerate(tensor_inits):
        operand_type = op.operand_uses[index].value.type
        result_type = op.results[position].type
        if operand_type != result_type:
            raise VerifyError(
                f"expected type of operand #{index} ('{operand_type}') to match type "
                f"of corresponding result ('{result_type}')"
            )


def _is_memref(ty: object) -> bool:
    """Ranked or unranked memref."""
    return isinstance(ty, MemRefType) or type(ty).__name__ == "UnrankedMemRefType"


# -- FunctionOpInterface ------------------------------------------------------
def verify_function(op: OpView) -> None:
    """Argument/result attribute arrays, one body region, entry block arguments."""
    verify_type = optional_method(op, "verifyType")
    if verify_type is not None:
        verify_type(op)
    fn_type = _function_type(op)
    _verify_arg_res_attrs(op, "arg_attrs", "argument", fn_type.inputs)
    _verify_arg_res_attrs(op, "res_attrs", "result", fn_type.results)
    if len(op.regions) != 1:
        raise VerifyError("expects one region")
    verify_body = optional_method(op, "verifyBody")
    if verify_body is not None:
        verify_body(op)
        return
    _verify_entry_block(op, fn_type)


def _function_type(op: OpView) -> FunctionType:
    """``getFunctionType`` (default: the ``function_type`` attribute)."""
    fn = optional_method(op, "getFunctionType")
    found = fn(op) if fn is not None else op.get_attr("function_type")
    if isinstance(found, TypeAttr):
        found = found.type
    if not isinstance(found, FunctionType):
        # Not a builtin function type (e.g. an LLVM one): the op must say.
        raise missing(op, "getFunctionType", "FunctionOpInterface")
    return found


FunctionAttrVerifier = Callable[["OpView", bool, str, object, object], None]
"""A dialect's ``verifyRegionArgAttribute``/``verifyRegionResultAttribute``:
``(op, is_result, name, value, type)``, raising VerifyError."""

FUNCTION_ATTR_VERIFIERS: dict[str, FunctionAttrVerifier] = {}
"""The verifiers of function argument/result attributes, by dialect namespace."""


def register_function_attr_verifier(dialect: str, fn: FunctionAttrVerifier) -> None:
    """Verify the ``<dialect>.*`` attributes of function arguments and results
    with ``fn``."""
    FUNCTION_ATTR_VERIFIERS[dialect] = fn


RegionArgAttrVerifier = Callable[["OpView", int, str, object], None]
"""A dialect's ``verifyRegionArgAttribute`` of a function: ``(op, argument
index, name, value)``, raising VerifyError."""

REGION_ARG_ATTR_VERIFIERS: dict[str, RegionArgAttrVerifier] = {}
"""The verifiers that need the argument's index, by dialect namespace."""


def register_region_arg_attr_verifier(dialect: str, fn: RegionArgAttrVerifier) -> None:
    """Verify the ``<dialect>.*`` attributes of function arguments with ``fn``,
    which is given the argument's index."""
    REGION_ARG_ATTR_VERIFIERS[dialect] = fn


def _verify_arg_res_attrs(
    op: OpView, name: str, noun: str, types: Sequence[object]
) -> None:
    """``arg_attrs``/``res_attrs``: one dictionary of dialect attributes each,
    each attribute accepted by its dialect."""
    count = len(types)
    attrs = op.get_attr(name)
    if not isinstance(attrs, ArrayAttr):
        return
    plural = "arguments" if noun == "argument" else "results"
    elements = list(attrs.elements)
    if len(elements) != count:
        raise VerifyError(
            f"expects {noun} attribute array to have the same number of elements "
            f"as the number of function {plural}, got {len(elements)}, but "
            f"expected {count}"
        )
    for element in elements:
        if not isinstance(element, DictionaryAttr):
            raise VerifyError(
                f"expects {noun} attribute dictionary to be a DictionaryAttr, "
                f"but got `{element}`"
            )
    for index, (element, type_) in enumerate(zip(elements, types)):
        assert isinstance(element, DictionaryAttr)
        for key in element.names():
            if "." not in key:
                raise VerifyError(f"{plural} may only have dialect attributes")
            dialect = key.partition(".")[0]
            verify = FUNCTION_ATTR_VERIFIERS.get(dialect)
            if verify is not None:
                verify(op, noun == "result", key, element[key], type_)
            verify_arg = REGION_ARG_ATTR_VERIFIERS.get(dialect)
            if verify_arg is not None and noun == "argument":
                verify_arg(op, index, key, element[key])


def _verify_entry_block(op: OpView, fn_type: FunctionType) -> None:
    """``verifyBody``'s default: entry block arguments match the signature."""
    region = op.regions[0]
    if not region.blocks:
        return
    args = region.blocks[0].arguments
    inputs = fn_type.inputs
    if len(args) != len(inputs):
        raise VerifyError(
            f"entry block must have {len(inputs)} arguments to match function "
            "signature"
        )
    for index, (arg, expected) in enumerate(zip(args, inputs)):
        if arg.type != expected:
            raise VerifyError(
                f"type of entry block argument #{index}('{arg.type}') must match "
                f"the type of the corresponding argument in function "
                f"signature('{expected}')"
            )


# -- LoopLikeOpInterface ------------------------------------------------------
def verify_loop_like(op: OpView) -> None:
    """Inits, region iter_args, yielded values and results agree.

    Each method has MLIR's default when not attached: no inits, iteration
    arguments or yielded values, and no loop results.
    """
    inits = _loop_values(op, "getInits")
    iter_args = _loop_values(op, "getRegionIterArgs")
    yielded = _loop_values(op, "getYieldedValues")
    get_results = optional_method(op, "getLoopResults")
    found = get_results(op) if get_results is not None else None
    results = None if found is None else as_list(found, Value)
    _check_count("inits", "region iter_args", len(inits), len(iter_args))
    if yielded:
        _check_count("region iter_args", "yielded values", len(iter_args), len(yielded))
    if results is not None:
        _check_count("loop results", "region iter_args", len(results), len(iter_args))
    for index, (init, arg) in enumerate(zip(inits, iter_args)):
        _check_type(index, "init", "region iter_arg", init.type, arg.type)
        if yielded:
            _check_type(
                index, "region iter_arg", "yielded value", arg.type, yielded[index].type
            )
    for arg, result in zip(iter_args, results or ()):
        # MLIR numbers every pair 0 here (its counter is bumped after the loop).
        _check_type(0, "region iter_arg", "loop result", arg.type, result.type)
    _verify_induction_vars(op)


def _loop_values(op: OpView, name: str) -> list[Value]:
    """A ``LoopLikeOpInterface`` method's values (none when not attached)."""
    fn = optional_method(op, name)
    return [] if fn is None else as_list(fn(op), Value)


def _check_count(first: str, second: str, a: int, b: int) -> None:
    """``different number of <first> and <second>: a != b``."""
    if a != b:
        raise VerifyError(f"different number of {first} and {second}: {a} != {b}")


def _check_type(index: int, first: str, second: str, a: object, b: object) -> None:
    """``<i>-th <first> and <i>-th <second> have different type: a != b``."""
    if a != b:
        raise VerifyError(
            f"{index}-th {first} and {index}-th {second} have different type: "
            f"'{a}' != '{b}'"
        )


def _verify_induction_vars(op: OpView) -> None:
    """``getLoopInductionVars`` must have types ``isValidInductionVarType`` accepts."""
    get = optional_method(op, "getLoopInductionVars")
    ivs = get(op) if get is not None else None
    if ivs is None:
        return
    valid = optional_method(op, "isValidInductionVarType")
    for index, iv in enumerate(as_list(ivs, Value)):
        if valid is not None and not valid(op, iv.type):
            raise VerifyError(
                f"{index}-th induction variable has invalid type: '{iv.type}'"
            )


# -- InferTypeOpInterface -----------------------------------------------------
def verify_inferred_types(op: OpView) -> None:
    """Result types are those ``infer_return_types`` gives (when attached:
    result types the ODS traits determine need no hook and are checked there)."""
    infer = optional_method(op, "infer_return_types")
    if infer is None:
        return
    attributes = dict(op.attributes)
    if isinstance(op.properties, dict):
        attributes.update(op.properties)
    operands = [use.value for use in op.operand_uses]
    try:
        inferred = as_list(infer(operands, attributes, len(op.regions)), object)
    except (TypeError, ValueError):
        raise VerifyError("failed to infer returned types") from None
    results = [result.type for result in op.results]
    compatible = optional_method(op, "isCompatibleReturnTypes")
    same = inferred == results if compatible is None else compatible(inferred, results)
    if not same:
        raise VerifyError(
            f"inferred type(s) {_quoted_types(inferred)} are incompatible with "
            f"return type(s) of operation {_quoted_types(results)}"
        )


def _quoted_types(types: Sequence[object]) -> str:
    """``'i32', 'f32'``."""
    return ", ".join(f"'{t}'" for t in types)


def verify_ported_only(op: OpView) -> None:
    """An interface whose verifier is op-specific: a dialect's port attaches
    it by op name (``implement_op(name, interface)``); ops without one are not
    checked (never a false rejection)."""


@dataclass(frozen=True)
class InterfaceVerifier:
    """A generic interface verifier and when MLIR runs it."""

    verify: Callable[[OpView], None]
    with_regions: bool = False


INTERFACE_VERIFIERS: dict[str, InterfaceVerifier] = {
    "BranchOpInterface": InterfaceVerifier(verify_branch),
    "CastOpInterface": InterfaceVerifier(verify_cast),
    "ConvolutionOpInterface": InterfaceVerifier(verify_ported_only),
    "DestinationStyleOpInterface": InterfaceVerifier(verify_destination_style, True),
    "FillOpInterface": InterfaceVerifier(verify_ported_only),
    "FunctionOpInterface": InterfaceVerifier(verify_function),
    "InferTypeOpInterface": InterfaceVerifier(verify_inferred_types, True),
    "LinalgOp": InterfaceVerifier(verify_ported_only, True),
    "LoopLikeOpInterface": InterfaceVerifier(verify_loop_like, True),
    "LoopWrapperInterface": InterfaceVerifier(verify_ported_only, True),
    "OffsetSizeAndStrideOpInterface": InterfaceVerifier(verify_offset_size_stride),
    "RegionBranchOpInterface": InterfaceVerifier(verify_region_branch, True),
    "SymbolOpInterface": InterfaceVerifier(verify_symbol_op),
}
"""Interfaces whose MLIR verifier is generic (implemented here)."""


def run_interface_verifiers(
    op: OpView, names: Sequence[str], with_regions: bool
) -> None:
    """Run the verifiers of the op's interfaces ``names`` of one phase."""
    for name in names:
        override = hooks.lookup(type(op), name)
        generic = INTERFACE_VERIFIERS.get(name)
        phase = generic.with_regions if generic is not None else False
        if phase != with_regions:
            continue
        if override is not None:
            override(op)
        elif generic is not None:
            generic.verify(op)
        else:
            hooks.require(type(op), name, "an interface verifier")(op)
