"""The C++ verifiers of ``linalg.map``, ``linalg.reduce``, ``linalg.transpose``,
``linalg.broadcast``, ``linalg.softmax`` (LinalgOps.cpp) and ``linalg.fill``'s fill interface.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import quoted
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import ShapedType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.native_traits import compatible_shape


def _group(op: Operation, index: int) -> list[Value]:
    return list(op._ods_operands(index))  # type: ignore[attr-defined]


def _shape(value: Value) -> tuple[int, ...]:
    ty = value.type
    return tuple(ty.shape) if isinstance(ty, ShapedType) else ()


def _element(value: Value) -> object:
    ty = value.type
    return ty.element_type if isinstance(ty, ShapedType) else ty


def _list(values: Sequence[int]) -> str:
    return ", ".join(str(v) for v in values)


def _array(op: Operation, name: str) -> list[int]:
    return list(getattr(op.get_attr(name), "values", ()))


@implement_op("linalg.map", "verify")
def verify_map(op: Operation) -> None:
    """The mapper takes one argument per input (and the init), of the inputs'
    element types; every input has the init's shape."""
    inputs, init = _group(op, 0), _group(op, 1)[0]
    args = op.regions[0].blocks[0].arguments
    if len(inputs) + 1 != len(args):
        raise VerifyError(
            "expects number of operands to match the arity of mapper, but got: "
            f"{len(inputs) + 1} and {len(args)}"
        )
    for arg, value in zip(args, inputs):
        element = _element(value)
        if arg.type != element:
            raise VerifyError(
                f"expected element type of input {quoted(element)} to match bbArg "
                f"type {quoted(arg.type)}"
            )
    for value in inputs:
        if _shape(value) != _shape(init):
            raise VerifyError(
                f"expected shape of input ({_list(_shape(value))}) to match shape of "
                f"output ({_list(_shape(init))})"
            )


@implement_op("linalg.transpose", "verify")
def verify_transpose(op: Operation) -> None:
    """A permutation of the input's dimensions onto the init's."""
    perm = _array(op, "permutation")
    source, init = _shape(_group(op, 0)[0]), _shape(_group(op, 1)[0])
    if sorted(perm) != list(range(len(perm))):
        raise VerifyError("permutation is not valid")
    rank = len(source)
    if rank != len(init):
        raise VerifyError(f"input rank {rank} does not match init rank {len(init)}")
    if rank != len(perm):
        raise VerifyError(
            f"size of permutation {len(perm)} does not match the argument rank {rank}"
        )
    for index in range(rank):
        if source[perm[index]] != init[index]:
            raise VerifyError(
                f"dim(result, {index}) = {init[index]} doesn't match dim(input, "
                f"permutation[{index}]) = {source[perm[index]]}"
            )


@implement_op("linalg.broadcast", "verify")
def verify_broadcast(op: Operation) -> None:
    """The init is the input with the ``dimensions`` added."""
    dims = _array(op, "dimensions")
    source, init = _shape(_group(op, 0)[0]), _shape(_group(op, 1)[0])
    if len(source) + len(dims) != len(init):
        raise VerifyError(
            "input rank plus added dimensions does not match init rank. input rank: "
            f"{len(source)}, dimensions size: {len(dims)}, init rank: {len(init)}"
        )
    for index, dim in enumerate(dims):
        if dim < 0 or dim >= len(init):
            raise VerifyError(
                f"dimension {index} is out of range. expected range: [0, "
                f"{len(init) - 1}], got: {dim}"
            )
    kept = [d for d in range(len(init)) if d not in dims]
    for source_dim, init_dim in enumerate(kept):
        if source[source_dim] != init[init_dim]:
            raise VerifyError(
                f"input dim {source_dim} should match init dim {init_dim}. input: "
                f"{source[source_dim]}, init: {init[init_dim]}"
            )


@implement_op("linalg.reduce", "verify")
def verify_reduce(op: Operation) -> None:
    """Inputs alike, inits alike; the inits are the inputs without the
    reduced dimensions; the combiner's arguments have the element types."""
    inputs, inits = _group(op, 0), _group(op, 1)
    dims = _array(op, "dimensions")
    for index in range(1, len(inputs)):
        if _shape(inputs[index]) != _shape(inputs[0]):
            raise VerifyError(
                "expects all inputs to have the same shapes. Shape at input-index "
                f"{index} is not equal to the shape at input-index 0."
            )
    for index in range(1, len(inits)):
        if _shape(inits[index]) != _shape(inits[0]):
            raise VerifyError(
                "expects all outputs to have the same shapes. Shape at output-index "
                f"{index} is not equal to the shape at output-index 0."
            )
    source, init = _shape(inputs[0]), _shape(inits[0])
    for dim in dims:
        if dim < 0 or dim >= len(source):
            raise VerifyError(
                "dimensions for reduction should be in the range [0, "
                f"{len(source) - 1}]."
            )
    kept = [size for index, size in enumerate(source) if index not in dims]
    if len(kept) != len(init):
        raise VerifyError(
            f"number of dimensions after reduction {len(kept)} doesn't match the "
            f"init rank {len(init)}"
        )
    if tuple(kept) != init:
        raise VerifyError(
            f"init dimensions [{_list(init)}] doesn't match input dimensions after "
            f"reduction [{_list(kept)}]"
        )
    args = op.regions[0].blocks[0].arguments
    if len(args) != len(op.operand_uses):
        raise VerifyError("mismatching number of operands and block arguments")
    for value, arg in zip(inputs, args):
        if _element(value) != arg.type:
            raise VerifyError(
                f"input element type {quoted(_element(value))} does not match "
                f"corresponding block argument type {quoted(arg.type)}"
            )
    for value, arg in zip(inits, args[len(inputs) :]):
        if _element(value) != arg.type:
            raise VerifyError(
                f"output element type {quoted(_element(value))} does not match "
                f"corresponding block argument type {quoted(arg.type)}"
            )


@implement_op("linalg.fill", "FillOpInterface")
def verify_fill(op: Operation) -> None:
    """``verifyFillInterface`` (an interface verified before the body, unlike
    the structured interface): the fill value has the output's element type."""
    value = _group(op, 0)
    outputs = _group(op, 1)
    if not value or not outputs:
        return
    fill, out = value[0].type, _element(outputs[0])
    if fill != out:
        raise VerifyError(
            f"expected fill value type ({quoted(fill)}) to match output element "
            f"type ({quoted(out)})"
        )


@implement_op("linalg.softmax", "verify")
def verify_softmax(op: Operation) -> None:
    """The output's shape is compatible with the input's; ``dimension`` is
    one of the input's dimensions."""
    source, init = _group(op, 0)[0], _group(op, 1)[0]
    if not compatible_shape(source.type, init.type):
        raise VerifyError("incompatible output shape")
    dimension = getattr(op.get_attr("dimension"), "value", 0)
    if not 0 <= dimension < len(_shape(source)):
        raise VerifyError("incorrect dimension specified")
