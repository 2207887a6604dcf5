"""The ``gpu`` dialect's C++ verifiers (GPUDialect.cpp): reductions, launches,
allocations, copies, returns, broadcasts, rotations, the dynamic shared
memory and the subgroup MMA ops; the attributions' memory spaces."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tblgen_py.dialects.asm_support import merged_attrs
from tblgen_py.dialects.dlti.layout import verify_data_layout_op
from tblgen_py.runtime.ir.attributes import UnitAttr
from tblgen_py.runtime.ir.operation import Operation, SymbolTableTrait
from tblgen_py.runtime.ir.strided_layout import strides_and_offset
from tblgen_py.runtime.ir.types import (
    FloatType,
    FunctionType,
    IntegerType,
    MemRefType,
    OpaqueType,
    VectorType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import (
    PlainVerifyError,
    VerificationError,
    VerificationNote,
    VerifyError,
)
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.native_traits import compatible_shape, element_type_or_self

_FLOAT_KINDS = ("minnumf", "maxnumf", "minimumf", "maximumf")
_INTEGER_KINDS = ("minsi", "minui", "maxsi", "maxui", "and", "or", "xor")


def _space_text(ty: MemRefType) -> str | None:
    """The case of a ``#gpu.address_space<...>`` memory space, if it is one."""
    try:
        return dialect_attr_text(ty.memory_space, "gpu", "address_space")
    except ValueError:
        return None


def verify_attributions(values: Sequence[Value], space: str) -> None:
    """``verifyAttributions``: memrefs, in ``space`` when the space is a
    ``#gpu.address_space``."""
    for value in values:
        ty = value.type
        if not isinstance(ty, MemRefType):
            raise VerifyError("expected memref type in attribution")
        found = _space_text(ty)
        if found is not None and found != space:
            raise VerifyError(f"expected memory space {space} in attribution")


def _reduce_type_error(kind: str, ty: object) -> bool:
    """``verifyReduceOpAndType`` fails."""
    if kind in _FLOAT_KINDS and not isinstance(ty, FloatType):
        return True
    return kind in _INTEGER_KINDS and not isinstance(ty, IntegerType)


def _kind(op: Operation) -> str | None:
    attr = merged_attrs(op).get("op")
    return None if attr is None else dialect_attr_text(attr, "gpu", "all_reduce_op")


@implement_op("gpu.all_reduce", "verify_regions")
def verify_all_reduce(op: Operation) -> None:
    """``AllReduceOp::verifyRegions``."""
    body = op.regions[0]
    kind = _kind(op)
    ty = op.results[0].type
    if (not body.blocks) != (kind is not None):
        raise PlainVerifyError("expected either an op attribute or a non-empty body")
    if body.blocks:
        args = body.blocks[0].arguments
        if len(args) != 2:
            raise PlainVerifyError("expected two region arguments")
        if any(arg.type != ty for arg in args):
            raise PlainVerifyError("incorrect region argument type")
        yields = 0
        for block in body.blocks:
            last = block.last_op
            if last is None or last.name != "gpu.yield":
                continue
            if len(last.operand_uses) != 1:
                raise PlainVerifyError("expected one gpu.yield operand")
            if last.operand_uses[0].value.type != ty:
                raise PlainVerifyError("incorrect gpu.yield type")
            yields += 1
        if not yields:
            raise PlainVerifyError("expected gpu.yield op in region")
    elif kind is not None and _reduce_type_error(kind, ty):
        raise PlainVerifyError(
            f"`{kind}` reduction operation is not compatible with type '{ty}'"
        )


def _power_of_two(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


@implement_op("gpu.subgroup_reduce", "verify")
def verify_subgroup_reduce(op: Operation) -> None:
    """``SubgroupReduceOp::verify``."""
    ty = op.results[0].type
    element = ty
    if isinstance(ty, VectorType):
        if any(ty.scalable or ()):
            raise VerifyError("is not compatible with scalable vector types")
        element = ty.element_type
    kind = _kind(op) or ""
    if _reduce_type_error(kind, element):
        raise PlainVerifyError(
            f"`{kind}` reduction operation is not compatible with type '{ty}'"
        )
    attrs = merged_attrs(op)
    size = getattr(attrs.get("cluster_size"), "value", None)
    if size is not None and not _power_of_two(size):
        raise VerifyError(f"cluster size {size} is not a power of two")
    stride = getattr(attrs.get("cluster_stride"), "value", 1)
    if stride != 1 and size is None:
        raise VerifyError(
            "cluster stride can only be specified if cluster size is specified"
        )
    if not _power_of_two(stride):
        raise VerifyError(f"cluster stride {stride} is not a power of two")


def _segments(op: Operation) -> list[int]:
    return list(getattr(merged_attrs(op).get("operandSegmentSizes"), "values", ()))


@implement_op("gpu.launch_func", "verify")
def verify_launch_func(op: Operation) -> None:
    """``LaunchFuncOp::verify``: inside a ``gpu.container_module`` module,
    cluster sizes of one type."""
    module = op.parent_op
    while module is not None and module.name != "builtin.module":
        module = module.parent_op
    if module is None:
        raise VerifyError("expected to belong to a module")
    if not isinstance(module.attributes.get("gpu.container_module"), UnitAttr):
        raise VerifyError(
            "expected the closest surrounding module to have the "
            "'gpu.container_module' attribute"
        )
    segments = _segments(op)
    if len(segments) > 9 and all(segments[7:10]):
        start = sum(segments[:7])
        types = [use.value.type for use in op.operand_uses[start : start + 3]]
        if types[1] != types[0] or types[2] != types[0]:
            raise VerifyError(
                "expects types of the cluster dimensions must be the same"
            )


@implement_op("gpu.alloc", "verify")
def verify_alloc(op: Operation) -> None:
    """``AllocOp::verify``: dynamic sizes and layout symbols."""
    ty = op.results[0].type
    assert isinstance(ty, MemRefType)
    segments = _segments(op)
    dynamic = sum(1 for size in ty.shape if size < 0)
    if segments[1] != dynamic:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {segments[1]}, expected "
            f"{dynamic}"
        )
    from tblgen_py.dialects.memref.hooks import layout_symbol_count

    if segments[2] != layout_symbol_count(ty):
        raise VerifyError("symbol operand count does not equal memref symbol count")


@implement_op("gpu.memcpy", "verify")
def verify_memcpy(op: Operation) -> None:
    """``MemcpyOp::verify``."""
    dst, src = (use.value.type for use in op.operand_uses[-2:])
    if element_type_or_self(src) != element_type_or_self(dst):
        raise VerifyError("arguments have incompatible element type")
    if not compatible_shape(src, dst):
        raise VerifyError("arguments have incompatible shape")


@implement_op("gpu.return", "verify")
def verify_return(op: Operation) -> None:
    """``ReturnOp::verify``: the operands match the ``gpu.func``'s results."""
    function = op.parent_op
    while function is not None and function.name != "gpu.func":
        function = function.parent_op
    if function is None:
        return
    fn = getattr(function.get_attr("function_type"), "type", None)
    results = list(fn.results) if isinstance(fn, FunctionType) else []
    operands = [use.value for use in op.operand_uses]
    if len(results) != len(operands):
        raise VerificationError(
            f"'gpu.return' op expected {len(results)} result operands",
            op.location,
            op,
            [VerificationNote("return type declared here", function.location)],
        )
    for index, (ty, value) in enumerate(zip(results, operands)):
        if ty != value.type:
            raise VerifyError(f"unexpected type `'{value.type}'' for operand #{index}")


@implement_op("gpu.module", "verify")
def verify_module(op: Operation) -> None:
    """``DataLayoutOpInterface``'s verifier (its ``dlti.dl_spec``, and its
    combination with the enclosing layouts), then ``GPUModuleOp::verify``:
    the targets' own checks (none of MLIR's targets in these dialects
    rejects a module's ops)."""
    verify_data_layout_op(op)


@implement_op("gpu.rotate", "verify")
def verify_rotate(op: Operation) -> None:
    """``RotateOp::verify``."""
    attrs = merged_attrs(op)
    offset = getattr(attrs.get("offset"), "value", 0)
    width = getattr(attrs.get("width"), "value", 0)
    if offset >= width:
        raise VerifyError(f"offset must be in the range [0, {width})")


@implement_op("gpu.subgroup_broadcast", "verify")
def verify_subgroup_broadcast(op: Operation) -> None:
    """``SubgroupBroadcastOp::verify``."""
    kind = dialect_attr_text(merged_attrs(op).get("broadcast_type"), "gpu", "broadcast")
    lane = len(op.operand_uses) > 1
    if kind == "first_active_lane" and lane:
        raise VerifyError("lane can only be specified for `specific_lane` broadcast")
    if kind == "specific_lane" and not lane:
        raise VerifyError("lane must be specified for `specific_lane` broadcast")


@implement_op("gpu.dynamic_shared_memory", "verify")
def verify_dynamic_shared_memory(op: Operation) -> None:
    """``DynamicSharedMemoryOp::verify``."""
    parent = op.parent_op
    while parent is not None and not _has_symbol_table(parent):
        parent = parent.parent_op
    if parent is None:
        raise VerifyError("must be inside an op with symbol table")
    ty = op.results[0].type
    assert isinstance(ty, MemRefType)
    if _space_text(ty) != "workgroup":
        raise VerifyError("address space must be address_space<workgroup>")
    if all(size >= 0 for size in ty.shape):
        raise VerifyError(
            "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>"
        )


def _has_symbol_table(op: Operation) -> bool:
    return SymbolTableTrait in type(op).traits


_MMA = re.compile(r'mma_matrix<((?:\d+x)+)[^,]*,\s*"(\w*)">')


def mma_parts(ty: object) -> tuple[list[int], str] | None:
    """The shape and operand of ``!gpu.mma_matrix<MxNxT, "Op">``."""
    if not isinstance(ty, OpaqueType) or ty.dialect != "gpu":
        return None
    found = _MMA.fullmatch(ty.data)
    if found is None:
        return None
    shape = [int(size) for size in found.group(1).split("x") if size]
    return shape, found.group(2)


def _last_dim_unit_stride(ty: object) -> bool:
    """``MemRefType::isLastDimUnitStride``."""
    if not isinstance(ty, MemRefType):
        return False
    if not ty.shape:
        return True
    found = strides_and_offset(ty)
    return found is not None and found[0][-1] == 1


@implement_op("gpu.subgroup_mma_load_matrix", "verify")
def verify_mma_load(op: Operation) -> None:
    """``SubgroupMmaLoadMatrixOp::verify``."""
    if not _last_dim_unit_stride(op.operand_uses[0].value.type):
        raise PlainVerifyError(
            "expected source memref most minor dim must have unit stride"
        )
    parts = mma_parts(op.results[0].type)
    if parts is not None and parts[1] not in ("AOp", "BOp", "COp"):
        raise PlainVerifyError("only AOp, BOp and COp can be loaded")


@implement_op("gpu.subgroup_mma_store_matrix", "verify")
def verify_mma_store(op: Operation) -> None:
    """``SubgroupMmaStoreMatrixOp::verify``."""
    if not _last_dim_unit_stride(op.operand_uses[1].value.type):
        raise PlainVerifyError(
            "expected destination memref most minor dim must have unit stride"
        )
    parts = mma_parts(op.operand_uses[0].value.type)
    if parts is not None and parts[1] != "COp":
        raise PlainVerifyError(
            "expected the operand matrix being stored to have 'COp' operand type"
        )


@implement_op("gpu.subgroup_mma_compute", "verify")
def verify_mma_compute(op: Operation) -> None:
    """``SubgroupMmaComputeOp::verify``."""
    parts = [mma_parts(use.value.type) for use in op.operand_uses[:3]]
    if any(p is None for p in parts):
        return
    (a, a_op), (b, b_op), (c, c_op) = parts  # type: ignore[misc]
    if (a_op, b_op, c_op) != ("AOp", "BOp", "COp"):
        raise PlainVerifyError("operands must be in the order AOp, BOp, COp")
    if a[1] != b[0] or a[0] != c[0] or b[1] != c[1]:
        raise PlainVerifyError("operand shapes do not satisfy matmul constraints")


def _function_type(op: Operation) -> FunctionType:
    fn = getattr(op.get_attr("function_type"), "type", None)
    assert isinstance(fn, FunctionType)
    return fn


@implement_op("gpu.func", "verifyType")
def verify_func_type(op: Operation) -> None:
    """``GPUFuncOp::verifyType``: kernels return nothing."""
    if op.get_attr("gpu.kernel") is not None and _function_type(op).results:
        raise VerifyError("expected void return type for kernel function")


@implement_op("gpu.func", "verifyBody")
def verify_func_body(op: Operation) -> None:
    """``GPUFuncOp::verifyBody``: the entry block takes the arguments, then
    the attributions, in their memory spaces."""
    region = op.regions[0]
    if not region.blocks:
        raise VerifyError("expected body with at least one block")
    inputs = _function_type(op).inputs
    count = int(getattr(merged_attrs(op).get("workgroup_attributions"), "value", 0))
    args = region.blocks[0].arguments
    if len(args) < len(inputs) + count:
        raise VerifyError(
            f"expected at least {len(inputs) + count} arguments to body region"
        )
    for index, (expected, arg) in enumerate(zip(inputs, args)):
        if expected != arg.type:
            raise VerifyError(
                f"expected body region argument #{index} to be of type "
                f"'{expected}', got '{arg.type}'"
            )
    first = len(inputs)
    verify_attributions(args[first : first + count], "workgroup")
    verify_attributions(args[first + count :], "private")
