"""Python verifiers of MLIR's native op traits that need no arguments.

A generated op lists the traits to verify in ``_ODS_VERIFY_ORDER``; the ones
below are C++ traits whose ``verifyTrait`` MLIR runs, structural ones before the
ODS invariants, the others after them.  They are run in that order with MLIR's messages (``mlir/IR/OpDefinition.cpp``
and ``TypeUtilities.cpp`` semantics: compatible shapes, element types).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeGuard

from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    RankedTensorType,
    ShapedType,
    UnrankedTensorType,
    VectorType,
)
from tblgen_py.runtime.ir.operation import NoTerminator
from tblgen_py.runtime.ir.verifier import VerifyError

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.operation import Operation

TraitVerifier = Callable[["Operation"], None]


def element_type_or_self(type_: object) -> object:
    """``getElementTypeOrSelf``."""
    return type_.element_type if isinstance(type_, ShapedType) else type_


def compatible_shape(first: object, second: object) -> bool:
    """``verifyCompatibleShape(Type, Type)``."""
    one = isinstance(first, ShapedType)
    two = isinstance(second, ShapedType)
    if not one or not two:
        return not one and not two
    assert isinstance(first, ShapedType) and isinstance(second, ShapedType)
    if not first.has_rank or not second.has_rank:
        return True
    if len(first.shape) != len(second.shape):
        return False
    return all(a == b or DYNAMIC in (a, b) for a, b in zip(first.shape, second.shape))


def compatible_shapes(types: Sequence[object]) -> bool:
    """``verifyCompatibleShapes(TypeRange)``."""
    shaped = [t for t in types if isinstance(t, ShapedType)]
    if len(shaped) != len(types):
        return not shaped
    scalable = [isinstance(t, VectorType) and any(t.scalable) for t in shaped]
    if any(scalable) and not all(scalable):
        return False
    ranked = [t for t in shaped if t.has_rank]
    if not ranked:
        return True
    rank = len(ranked[0].shape)
    if any(len(t.shape) != rank for t in ranked):
        return False
    for index in range(rank):
        dims = {t.shape[index] for t in ranked if t.shape[index] != DYNAMIC}
        if len(dims) > 1:
            return False
    return True


def _operand_types(op: Operation) -> list[object]:
    return [use.value.type for use in op.operand_uses]


def _result_types(op: Operation) -> list[object]:
    return [result.type for result in op.results]


def _at_least(op: Operation, operands: int, results: int = 0) -> None:
    """``verifyAtLeastNOperands``/``verifyAtLeastNResults``."""
    count = len(op.operand_uses)
    if count < operands:
        raise VerifyError(f"expected {operands} or more operands, but found {count}")
    if len(op.results) < results:
        raise VerifyError(f"expected {results} or more results")


def same_type_operands(op: Operation) -> None:
    """``SameTypeOperands``."""
    types = _operand_types(op)
    if any(t != types[0] for t in types[1:]):
        raise VerifyError("requires all operands to have the same type")


def same_operands_shape(op: Operation) -> None:
    """``SameOperandsShape``."""
    _at_least(op, 1)
    if not compatible_shapes(_operand_types(op)):
        raise VerifyError("requires the same shape for all operands")


def same_operands_and_result_shape(op: Operation) -> None:
    """``SameOperandsAndResultShape``."""
    _at_least(op, 1, 1)
    if not compatible_shapes(_operand_types(op) + _result_types(op)):
        raise VerifyError("requires the same shape for all operands and results")


def same_operands_and_result_rank(op: Operation) -> None:
    """``SameOperandsAndResultRank``: the ranked operands and results share
    one rank (unranked ones are not compared)."""
    _at_least(op, 1, 1)
    operands = [t.rank for t in _operand_types(op) if _has_rank(t)]
    results = [t.rank for t in _result_types(op) if _has_rank(t)]
    ranks = operands or results
    if not ranks:
        return
    rank = ranks[0]
    if any(r != rank for r in operands):
        raise VerifyError("operands don't have matching ranks")
    if any(r != rank for r in results):
        raise VerifyError("result type has different rank than operands")


def _has_rank(type_: object) -> TypeGuard[ShapedType]:
    return isinstance(type_, ShapedType) and type_.has_rank


def same_operands_element_type(op: Operation) -> None:
    """``SameOperandsElementType``."""
    _at_least(op, 1)
    types = [element_type_or_self(t) for t in _operand_types(op)]
    if any(t != types[0] for t in types[1:]):
        raise VerifyError("requires the same element type for all operands")


def same_operands_and_result_element_type(op: Operation) -> None:
    """``SameOperandsAndResultElementType``."""
    _at_least(op, 1, 1)
    expected = element_type_or_self(_result_types(op)[0])
    types = _result_types(op)[1:] + _operand_types(op)
    if any(element_type_or_self(t) != expected for t in types):
        raise VerifyError("requires the same element type for all operands and results")


def same_operands_and_result_type(op: Operation) -> None:
    """``SameOperandsAndResultType`` (compatible shapes, same encoding)."""
    _at_least(op, 1, 1)
    first = _result_types(op)[0]
    element = element_type_or_self(first)
    encoding = first.encoding if isinstance(first, RankedTensorType) else None
    for other in _result_types(op)[1:] + _operand_types(op):
        if element_type_or_self(other) != element or not compatible_shape(other, first):
            raise VerifyError("requires the same type for all operands and results")
        if encoding is not None and (
            not isinstance(other, RankedTensorType) or other.encoding != encoding
        ):
            raise VerifyError("requires the same encoding for all operands and results")


def _mappable(type_: object) -> bool:
    return isinstance(type_, (VectorType, RankedTensorType, UnrankedTensorType))


def elementwise(op: Operation) -> None:
    """``Elementwise``: non-scalar operands and results agree in shape and kind."""
    results = [t for t in _result_types(op) if _mappable(t)]
    operands = [t for t in _operand_types(op) if _mappable(t)]
    if not results and not operands:
        return
    if not operands:
        raise VerifyError(
            "if a result is non-scalar, then at least one operand must be non-scalar"
        )
    if not results:
        raise VerifyError(
            "if an operand is non-scalar, then there must be at least one "
            "non-scalar result"
        )
    if len(results) != len(op.results):
        raise VerifyError(
            "if an operand is non-scalar, then all results must be non-scalar"
        )
    types = operands + results
    if any(type(t) is not type(types[0]) for t in types) or not compatible_shapes(
        types
    ):
        raise VerifyError(
            "all non-scalar operands/results must have the same shape and base type"
        )


def is_terminator(op: Operation) -> None:
    """``IsTerminator``: the op ends its block."""
    block = op.parent
    if block is not None and block.last_op is not op:
        raise VerifyError("must be the last operation in the parent block")


def single_block(op: Operation) -> None:
    """``SingleBlock``: each region holds zero or one block, which is not
    empty unless the op is ``NoTerminator``."""
    for index, region in enumerate(op.regions):
        if len(region.blocks) > 1:
            raise VerifyError(f"expects region #{index} to have 0 or 1 blocks")
        if region.blocks and region.blocks[0].is_empty():
            if not op.has_trait(NoTerminator):
                raise VerifyError("expects a non-empty block")


def no_region_arguments(op: Operation) -> None:
    """``NoRegionArguments``: no non-empty region has block arguments."""
    for index, region in enumerate(op.regions):
        if region.blocks and region.blocks[0].arguments:
            if len(op.regions) > 1:
                raise VerifyError(f"region #{index} should have no arguments")
            raise VerifyError("region should have no arguments")


STRUCTURAL_TRAITS: dict[str, TraitVerifier] = {"SingleBlock": single_block}
"""Structural traits verified before the ODS invariants (``HasParent`` needs
the op's parents, ``SingleBlockImplicitTerminator`` runs after the regions)."""


NATIVE_TRAITS: dict[str, TraitVerifier] = {
    "SameTypeOperands": same_type_operands,
    "SameOperandsShape": same_operands_shape,
    "SameOperandsAndResultShape": same_operands_and_result_shape,
    "SameOperandsAndResultRank": same_operands_and_result_rank,
    "SameOperandsElementType": same_operands_element_type,
    "SameOperandsAndResultElementType": same_operands_and_result_element_type,
    "SameOperandsAndResultType": same_operands_and_result_type,
    "Elementwise": elementwise,
    "IsTerminator": is_terminator,
}
"""ODS trait name -> Python ``verifyTrait``."""


def verify_parent(op: Operation, cpp_names: Sequence[str]) -> None:
    """``HasParent``/``ParentOneOf``: the parent op is one of ``cpp_names``."""
    parent = op.parent_op
    classes = [name.rsplit("::", 1)[-1] for name in cpp_names]
    if parent is not None and type(parent).registered:
        if type(parent).__name__ in classes:
            return
    names = [_operation_name(op, name) for name in classes]
    head = "to be one of '" if len(names) != 1 else "'"
    raise VerifyError(f"expects parent op {head}{', '.join(names)}'")


def _operation_name(op: Operation, class_name: str) -> str:
    """The operation name of op class ``class_name`` of ``op``'s module."""
    from tblgen_py.runtime.ir.context import ModuleOp

    for klass in type(op).__mro__:  # a subclass (the bindings' FuncOp) looks
        module = sys.modules.get(klass.__module__)  # in its generated base's module
        ops = getattr(module, "OPS", None)
        if ops is not None:
            for cls in (*ops, ModuleOp):
                if cls.__name__ == class_name:
                    return str(cls.OPERATION_NAME)
            break
    return class_name


def verify_implicit_terminator(op: Operation, cpp_name: str) -> None:
    """``SingleBlockImplicitTerminator``: non-empty regions end with that op."""
    name = _operation_name(op, cpp_name.rsplit("::", 1)[-1])
    for region in op.regions:
        if not region.blocks:
            continue
        last = region.blocks[0].last_op
        if last is None or last.name == name:
            continue
        raise VerifyError(f"expects regions to end with '{name}', found '{last.name}'")
