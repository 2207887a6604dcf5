"""``vector`` dialect: ``broadcast``, ``extract`` (verifier and result type
inference), ``insert``, ``transpose``, ``bitcast`` and ``reduction``.  The
memory ops, shape ops, strided slices, transfers, ``mask`` and ``contract``
live in the ``vector_*`` modules, loaded with this one."""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence

from tblgen_py.dialects._support import bit_width, name_results, register
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    FloatType,
    IndexType,
    IntegerType,
    VectorType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["broadcast_mismatch", "register"]


def _dim(size: int, scalable: bool) -> str:
    """A dimension as MLIR prints it in messages (``4`` or ``[4]``)."""
    return f"[{size}]" if scalable else str(size)


def broadcast_mismatch(source: object, result: VectorType) -> str | None:
    """``isBroadcastableTo`` as a message (None: broadcastable)."""
    if not isinstance(source, VectorType):
        if source == result.element_type:
            return None
        return "source type is not a vector"
    lead = len(result.shape) - len(source.shape)
    if lead < 0:
        return "source rank higher than destination rank"
    for index, (size, scalable) in enumerate(zip(source.shape, source.scalable)):
        dst = result.shape[lead + index]
        dst_scalable = result.scalable[lead + index]
        mismatch = size not in (1, dst)
        if (size == 1 and scalable and dst != 1) or (
            scalable != dst_scalable and (size != 1 or scalable)
        ):
            mismatch = True
        if mismatch:
            return (
                f"dimension mismatch ({_dim(size, scalable)} vs. "
                f"{_dim(dst, dst_scalable)})"
            )
    return None


@implement_op("vector.broadcast", "verify")
def verify_broadcast(op: Operation) -> None:
    """The source broadcasts to the result vector type."""
    result = op.results[0].type
    if not isinstance(result, VectorType):
        return
    message = broadcast_mismatch(op.operand_uses[0].value.type, result)
    if message is not None:
        raise VerifyError(message)


def _position(op: Operation) -> list[int]:
    """``static_position`` (``kDynamic`` marks a dynamic entry)."""
    return [int(v) for v in getattr(op.get_attr("static_position"), "values", ())]


def _valid_index(index: int, size: int) -> bool:
    """``isValidPositiveIndexOrPoison``: in ``[0, size)`` or the poison ``-1``."""
    return index == DYNAMIC or index == -1 or 0 <= index < size


@implement_op("vector.extract", "verify")
def verify_extract(op: Operation) -> None:
    """Scalar or vector result; static position entries in bounds."""
    result = op.results[0].type
    if isinstance(result, VectorType) and not result.shape:
        raise PlainVerifyError(
            "expected a scalar instead of a 0-d vector as the result type"
        )
    position = _position(op)
    if sum(1 for v in position if v == DYNAMIC) != len(op.operand_uses) - 1:
        raise VerifyError(
            "mismatch between dynamic and static positions (kDynamic marker but no "
            "corresponding dynamic position) -- this can only happen due to an "
            "incorrect fold/rewrite"
        )
    source = op.operand_uses[0].value.type
    if not isinstance(source, VectorType):
        return
    if len(position) > len(source.shape):
        raise VerifyError(
            "expected position attribute of rank no greater than vector rank"
        )
    for index, value in enumerate(position):
        if not _valid_index(value, source.shape[index]):
            raise VerifyError(
                f"expected position attribute #{index + 1} to be a non-negative "
                "integer smaller than the corresponding vector dimension or poison "
                "(-1)"
            )


@implement_op("vector.extract", "infer_return_types")
def extract_result_types(
    operands: Sequence[Value], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """The source without its leading positioned dimensions (a scalar if none
    remain)."""
    source = operands[0].type
    count = len(getattr(attributes.get("static_position"), "values", ()))
    if not isinstance(source, VectorType) or count > len(source.shape):
        raise ValueError("cannot infer vector.extract's result")
    if count == len(source.shape):
        return [source.element_type]
    rest = VectorType.get(
        source.shape[count:], source.element_type, source.scalable[count:]
    )
    return [rest]


@implement_op("vector.extract", "isCompatibleReturnTypes")
def extract_compatible(inferred: Sequence[object], found: Sequence[object]) -> bool:
    """Equal, or a one-element vector where the element is inferred."""
    if list(inferred) == list(found):
        return True
    if len(inferred) != 1 or len(found) != 1:
        return False
    a, b = inferred[0], found[0]
    if isinstance(b, VectorType) and not isinstance(a, VectorType):
        a, b = b, a
    return isinstance(a, VectorType) and a.num_elements == 1 and a.element_type == b


@implement_op("vector.insert", "verify")
def verify_insert(op: Operation) -> None:
    """The position and the stored value's rank add up to the destination's."""
    stored = op.operand_uses[0].value.type
    if isinstance(stored, VectorType) and not stored.shape:
        raise PlainVerifyError(
            "expected a scalar instead of a 0-d vector as the source operand"
        )
    dest = op.operand_uses[1].value.type
    if not isinstance(dest, VectorType):
        return
    position = _position(op)
    rank = len(dest.shape)
    if len(position) > rank:
        raise VerifyError(
            "expected position attribute of rank no greater than dest vector rank"
        )
    if isinstance(stored, VectorType) and len(stored.shape) + len(position) != rank:
        raise VerifyError(
            "expected position attribute rank + source rank to match dest vector rank"
        )
    if not isinstance(stored, VectorType) and len(position) != rank:
        raise VerifyError(
            "expected position attribute rank to match the dest vector rank"
        )
    for index, value in enumerate(position):
        if not _valid_index(value, dest.shape[index]):
            raise VerifyError(
                f"expected position attribute #{index + 1} to be a non-negative "
                "integer smaller than the corresponding dest vector dimension"
            )


@implement_op("vector.transpose", "verify")
def verify_transpose(op: Operation) -> None:
    """The permutation is one of the source's dimensions, giving the result."""
    source = op.operand_uses[0].value.type
    result = op.results[0].type
    if not isinstance(source, VectorType) or not isinstance(result, VectorType):
        return
    rank = len(result.shape)
    if len(source.shape) != rank:
        raise VerifyError(f"vector result rank mismatch: {rank}")
    permutation = [int(v) for v in getattr(op.get_attr("permutation"), "values", ())]
    if len(permutation) != rank:
        raise VerifyError(f"transposition length mismatch: {len(permutation)}")
    seen: set[int] = set()
    for index, dim in enumerate(permutation):
        if not 0 <= dim < rank:
            raise VerifyError(f"transposition index out of range: {dim}")
        if dim in seen:
            raise VerifyError(f"duplicate position index: {dim}")
        seen.add(dim)
        if result.shape[index] != source.shape[dim]:
            raise VerifyError(f"dimension size mismatch at: {dim}")


@implement_op("vector.bitcast", "verify")
def verify_bitcast(op: Operation) -> None:
    """Leading dimensions agree; the minor dimension keeps its bit size."""
    source = op.operand_uses[0].value.type
    result = op.results[0].type
    if not isinstance(source, VectorType) or not isinstance(result, VectorType):
        return
    for index in range(len(source.shape) - 1):
        if source.shape[index] != result.shape[index]:
            raise VerifyError(f"dimension size mismatch at: {index}")
    source_bits = bit_width(source.element_type) or 0
    result_bits = bit_width(result.element_type) or 0
    if not source.shape:
        if source_bits != result_bits:
            raise VerifyError(
                "source/result bitwidth of the 0-D vector element types must be equal"
            )
    elif source_bits * source.shape[-1] != result_bits * result.shape[-1]:
        raise VerifyError(
            "source/result bitwidth of the minor 1-D vectors must be equal"
        )


_INT_KINDS = frozenset({"minui", "minsi", "maxui", "maxsi", "and", "or", "xor"})
_FLOAT_KINDS = frozenset({"minnumf", "maxnumf", "minimumf", "maximumf"})


def combining_kind_supported(kind: str, element: object) -> bool:
    """``isSupportedCombiningKind``: which element types a kind reduces."""
    int_or_index = isinstance(element, (IntegerType, IndexType))
    if kind in _INT_KINDS:
        return int_or_index
    if kind in _FLOAT_KINDS:
        return isinstance(element, FloatType)
    return int_or_index or isinstance(element, FloatType)


@implement_op("vector.reduction", "verify")
def verify_reduction(op: Operation) -> None:
    """A 0-D or 1-D source, and a kind the result type supports."""
    source = op.operand_uses[0].value.type
    if isinstance(source, VectorType) and len(source.shape) > 1:
        raise VerifyError(f"unsupported reduction rank: {len(source.shape)}")
    kind = str(getattr(op, "kind"))
    element = op.results[0].type
    if not combining_kind_supported(kind, element):
        raise VerifyError(f"unsupported reduction type ''{element}'' for kind '{kind}'")


# The rest of the dialect lives in its own modules; importing them attaches
# their hooks.
for _module in (
    "contract",
    "infer",
    "mask",
    "memory",
    "shape",
    "slices",
    "transfer",
):
    importlib.import_module(f"tblgen_py.dialects.vector.{_module}")


# Result names mlir-opt prints for these ops (their C++ getAsmResultNames).
name_results(
    {
        "vector.vscale": "vscale",
    }
)


from tblgen_py.dialects.vector import asm  # noqa: E402,F401 - transfer syntax
