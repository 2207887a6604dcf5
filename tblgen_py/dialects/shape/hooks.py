"""``shape`` dialect: the verifiers of MLIR's ``Shape.cpp``, the name of
``shape.const_size``'s result and the default dialect of its function
libraries; ``asm`` holds the hand-written syntax."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.dialects._support import is_tensor
from tblgen_py.dialects.shape import asm as _asm  # noqa: F401  (attaches on import)
from tblgen_py.dialects.shape import broadcast_patterns as _broadcast  # noqa: F401
from tblgen_py.dialects.shape import canonicalize as _canonicalize  # noqa: F401
from tblgen_py.dialects.shape import fold as _fold
from tblgen_py.dialects.shape import infer as _infer  # noqa: F401
from tblgen_py.dialects.shape.types import can_hold_error, is_shape, is_size
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IndexType, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.region_branch import RegionSuccessor

__all__ = ["register"]

_SIZE_OR_INDEX_OPS = (
    "shape.add",
    "shape.div",
    "shape.get_extent",
    "shape.mul",
    "shape.num_elements",
    "shape.rank",
)
_SHAPE_OR_EXTENT_OPS = ("shape.broadcast", "shape.shape_of")


def _errors_propagate(op: Operation) -> bool:
    """``isErrorPropagationPossible`` over the op's operand types."""
    return any(can_hold_error(use.value.type) for use in op.operand_uses)


def _verify_size_or_index(op: Operation) -> None:
    """``verifySizeOrIndexOp``: an error-carrying operand needs a ``size`` result."""
    if _errors_propagate(op) and not is_size(op.results[0].type):
        raise VerifyError(
            "if at least one of the operands can hold error values then the "
            "result must be of type `size` to propagate them"
        )


def _verify_shape_or_extent_tensor(op: Operation) -> None:
    """``verifyShapeOrExtentTensorOp``: the same, with a ``shape`` result."""
    if _errors_propagate(op) and not is_shape(op.results[0].type):
        raise VerifyError(
            "if at least one of the operands can hold error values then the "
            "result must be of type `shape` to propagate them"
        )


for _name in _SIZE_OR_INDEX_OPS:
    implement_op(_name, "verify")(_verify_size_or_index)
for _name in _SHAPE_OR_EXTENT_OPS:
    implement_op(_name, "verify")(_verify_shape_or_extent_tensor)


@implement_op("shape.assuming_all", "verify")
def verify_assuming_all(op: Operation) -> None:
    """At least one witness."""
    if not op.operand_uses:
        raise VerifyError("no operands specified")


@implement_op("shape.cstr_broadcastable", "verify")
def verify_cstr_broadcastable(op: Operation) -> None:
    """At least two shapes."""
    if len(op.operand_uses) < 2:
        raise VerifyError("required at least 2 input shapes")


@implement_op("shape.yield", "verify")
def verify_yield(op: Operation) -> None:
    """As many operands as the parent has results, of the same types."""
    parent = op.parent_op
    results = parent.results if parent is not None else []
    if len(results) != len(op.operand_uses):
        raise VerifyError(
            "number of operands does not match number of results of its parent"
        )
    for result, use in zip(results, op.operand_uses):
        if result.type != use.value.type:
            raise VerifyError("types mismatch between yield op and its parent")


@implement_op("shape.reduce", "verify")
def verify_reduce(op: Operation) -> None:
    """The body takes an index, an extent and the accumulated values."""
    block = op.regions[0].blocks[0]
    inits = [use.value for use in op.operand_uses[1:]]
    args = block.arguments
    if len(args) != len(inits) + 2:
        raise VerifyError(
            f"ReduceOp body is expected to have {len(inits) + 2} arguments"
        )
    if not isinstance(args[0].type, IndexType):
        raise VerifyError("argument 0 of ReduceOp body is expected to be of IndexType")
    _verify_extent_argument(op.operand_uses[0].value, args[1].type)
    for index, init in enumerate(inits):
        if args[index + 2].type != init.type:
            raise VerifyError(
                f"type mismatch between argument {index + 2} of ReduceOp body "
                f"and initial value {index}"
            )


def _verify_extent_argument(shape: Value, extent: object) -> None:
    """A ``size`` extent over a shape, an ``index`` one over an extent tensor."""
    if is_shape(shape.type):
        if not is_size(extent):
            raise VerifyError(
                "argument 1 of ReduceOp body is expected to be of SizeType if "
                "the ReduceOp operates on a ShapeType"
            )
    elif not isinstance(extent, IndexType):
        raise VerifyError(
            "argument 1 of ReduceOp body is expected to be of IndexType if the "
            "ReduceOp operates on an extent tensor"
        )


@implement_op("shape.assuming", "getSuccessorRegions")
def assuming_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Parent -> the region -> parent (results)."""
    if point is None:
        return [RegionSuccessor(0, [])]
    return [RegionSuccessor(None, list(op.results))]


@implement_op("shape.const_size", "getAsmResultNames")
def _const_size_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    """``%c<value>``."""
    value = getattr(op.get_attr("value"), "value", None)
    if isinstance(value, int):
        set_name(op.results[0], f"c{value}")


@implement_op("shape.function_library", "getDefaultDialect")
@implement_op("shape.func", "getDefaultDialect")
def _default_dialect() -> str:
    """``FunctionLibraryOp``/``FuncOp::getDefaultDialect``."""
    return "shape"


@implement_op("shape.size_to_index", "areCastCompatible")
def _size_to_index_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """A size or an index to an index."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    source = inputs[0]
    return (is_size(source) or isinstance(source, IndexType)) and isinstance(
        outputs[0], IndexType
    )


@implement_op("shape.to_extent_tensor", "areCastCompatible")
def _to_extent_tensor_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """A shape or rank-1 index tensor to a tensor of index."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    source = inputs[0]
    if isinstance(source, RankedTensorType):
        if not isinstance(source.element_type, IndexType) or len(source.shape) != 1:
            return False
    elif not is_shape(source):
        return False
    target = outputs[0]
    return is_tensor(target) and isinstance(
        getattr(target, "element_type", None), IndexType
    )


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import; the
    dialect gets its constant materializer."""
    _fold.register(context)


from tblgen_py.dialects.shape import attr_verify  # noqa: E402,F401 - shape.lib
