"""Verifiers of ``sparse_tensor`` ops (MLIR's ``SparseTensorDialect.cpp``):
the semiring ops (``binary``, ``unary``, ``reduce``, ``select``: their
regions' arguments and yields), ``concatenate``, ``push_back``,
``compress``, ``foreach``, ``reorder_coo``, ``sort``, ``reinterpret_map``,
``coordinates_buffer``, ``slice.offset``/``slice.stride`` and the storage
specifier's ``get``/``set``.

and ``assemble``/``disassemble`` (the level buffers and values against the
tensor's storage layout).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tblgen_py.dialects.sparse_tensor.hooks import constant_index
from tblgen_py.dialects.sparse_tensor.level_types import (
    aos_coo_start,
    encoding_of,
    is_coo,
    level_format,
    level_shape,
    level_types,
    storage_fields,
)
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMapAttr
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, IntegerType
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.text.print_rules import print_affine_map


def _operand_types(op: Operation) -> list[object]:
    return [use.value.type for use in op.operand_uses]


def _verify_region(
    region: Region, name: str, inputs: Sequence[object], output: object
) -> None:
    """``verifyNumBlockArgs``: the region takes ``inputs`` and yields one
    value of type ``output``."""
    block = region.blocks[0]
    args = [arg.type for arg in block.arguments]
    if len(args) != len(inputs):
        raise PlainVerifyError(
            f"{name} region must have exactly {len(inputs)} arguments"
        )
    for index, (arg, expected) in enumerate(zip(args, inputs)):
        if arg != expected:
            raise PlainVerifyError(f"{name} region argument {index + 1} type mismatch")
    last = block.last_op
    if last is None or last.name != "sparse_tensor.yield":
        raise PlainVerifyError(f"{name} region must end with sparse_tensor.yield")
    yielded = _operand_types(last)
    if len(yielded) != 1 or yielded[0] != output:
        raise PlainVerifyError(f"{name} region yield type mismatch")


@implement_op("sparse_tensor.binary", "verify")
def verify_binary(op: Operation) -> None:
    """The overlap, left and right regions (or identities)."""
    left, right = _operand_types(op)
    output = op.results[0].type
    overlap, left_region, right_region = op.regions
    if overlap.blocks:
        _verify_region(overlap, "overlap", (left, right), output)
    if left_region.blocks:
        _verify_region(left_region, "left", (left,), output)
    elif op.get_attr("left_identity") is not None and left != output:
        raise PlainVerifyError(
            "left=identity requires first argument to have the same type as the "
            "output"
        )
    if right_region.blocks:
        _verify_region(right_region, "right", (right,), output)
    elif op.get_attr("right_identity") is not None and right != output:
        raise PlainVerifyError(
            "right=identity requires second argument to have the same type as the "
            "output"
        )


@implement_op("sparse_tensor.unary", "verify")
def verify_unary(op: Operation) -> None:
    """The present and absent regions; the absent one yields an invariant."""
    output = op.results[0].type
    present, absent = op.regions
    if present.blocks:
        _verify_region(present, "present", _operand_types(op), output)
    if not absent.blocks:
        return
    _verify_region(absent, "absent", (), output)
    block = absent.blocks[0]
    last = block.last_op
    assert last is not None
    value = last.operand_uses[0].value
    parent = op.parent
    defining = value.defining_op
    if defining is None:
        if getattr(value, "block", None) is parent:
            raise PlainVerifyError("absent region cannot yield linalg argument")
    elif defining.name != "arith.constant" and defining.parent in (
        block,
        parent,
    ):
        raise PlainVerifyError("absent region cannot yield locally computed value")


@implement_op("sparse_tensor.reduce", "verify")
def verify_reduce(op: Operation) -> None:
    """The region combines two inputs into one."""
    ty = op.operand_uses[0].value.type
    _verify_region(op.regions[0], "reduce", (ty, ty), ty)


@implement_op("sparse_tensor.select", "verify")
def verify_select(op: Operation) -> None:
    """The region maps the input to an ``i1``."""
    ty = op.operand_uses[0].value.type
    _verify_region(op.regions[0], "select", (ty,), IntegerType.get(1))


@implement_op("sparse_tensor.concatenate", "verify")
def verify_concatenate(op: Operation) -> None:
    """Two or more static inputs of the result's rank whose sizes add up
    along the dimension and agree elsewhere."""
    inputs = _operand_types(op)
    dest = list(getattr(op.results[0].type, "shape", ()))
    dim = int(getattr(op.get_attr("dimension"), "value", 0))
    if len(inputs) <= 1:
        raise PlainVerifyError("Need at least two tensors to concatenate.")
    if dim >= len(dest):
        raise PlainVerifyError(
            "Concat-dimension is out of bounds for dimension-rank "
            f"({dim} >= {len(dest)})"
        )
    shapes = [list(getattr(ty, "shape", ())) for ty in inputs]
    for index, shape in enumerate(shapes):
        if DYNAMIC in shape:
            raise PlainVerifyError(f"Input tensor ${index} has dynamic shape")
        if len(shape) != len(dest):
            raise PlainVerifyError(
                f"Input tensor ${index} has a different rank (rank={len(shape)}) "
                f"from the output tensor (rank={len(dest)})."
            )
    for d, size in enumerate(dest):
        if d == dim:
            if size != DYNAMIC and sum(shape[d] for shape in shapes) != size:
                raise PlainVerifyError(
                    "The concatenation dimension of the output tensor should be "
                    "the sum of all the concatenation dimensions of the input "
                    "tensors."
                )
            continue
        previous = size
        for shape in shapes:
            if previous != DYNAMIC and shape[d] != previous:
                raise PlainVerifyError(
                    "All dimensions (expect for the concatenating one) should be "
                    "equal."
                )
            previous = shape[d]


@implement_op("sparse_tensor.push_back", "verify")
def verify_push_back(op: Operation) -> None:
    """A constant ``n`` is at least 1."""
    if len(op.operand_uses) > 3:
        n = constant_index(op.operand_uses[3].value)
        if n is not None and n < 1:
            raise VerifyError("n must be not less than 1")


@implement_op("sparse_tensor.compress", "verify")
def verify_compress(op: Operation) -> None:
    """Coordinates for all levels but the innermost."""
    tensor = op.operand_uses[4].value.type
    if len(level_types(tensor)) != 1 + len(op.operand_uses) - 5:
        raise VerifyError("incorrect number of coordinates")


@implement_op("sparse_tensor.foreach", "verify")
def verify_foreach(op: Operation) -> None:
    """The body takes the coordinates, the value and the reduction values;
    results and yields match the inits."""
    tensor = op.operand_uses[0].value.type
    inits = _operand_types(op)[1:]
    dim_rank = len(getattr(tensor, "shape", ()))
    args = list(op.regions[0].blocks[0].arguments)
    order = op.get_attr("order")
    if isinstance(order, AffineMapAttr):
        if order.value.num_dims != len(level_types(tensor)):
            raise PlainVerifyError(
                "Level traverse order does not match tensor's level rank"
            )
    if dim_rank + 1 + len(inits) != len(args):
        raise PlainVerifyError("Unmatched number of arguments in the block")
    results = [result.type for result in op.results]
    if len(results) != len(inits):
        raise PlainVerifyError("Mismatch in number of init arguments and results")
    if results != inits:
        raise PlainVerifyError("Mismatch in types of init arguments and results")
    last = op.regions[0].blocks[0].last_op
    yielded = _operand_types(last) if last is not None else []
    if yielded != results:
        raise PlainVerifyError("Mismatch in types of yield values and results")
    for d in range(dim_rank):
        if not isinstance(args[d].type, IndexType):
            raise PlainVerifyError(f"Expecting Index type for argument at index {d}")
    element, value = getattr(tensor, "element_type", None), args[dim_rank].type
    if element != value:
        raise PlainVerifyError(
            "Unmatched element type between input tensor and block argument, "
            f"expected:{element}, got: {value}"
        )


def _storage(ty: object) -> tuple[object, ...]:
    encoding = encoding_of(ty)
    return (
        getattr(encoding, "pos_width", 0),
        getattr(encoding, "crd_width", 0),
        getattr(ty, "element_type", None),
    )


@implement_op("sparse_tensor.reorder_coo", "verify")
def verify_reorder_coo(op: Operation) -> None:
    """COO tensors with one dimension-to-level map and storage format."""
    source, dest = op.operand_uses[0].value.type, op.results[0].type
    if not is_coo(source) or not is_coo(dest):
        raise PlainVerifyError("Expected COO sparse tensors only")
    src_enc, dst_enc = encoding_of(source), encoding_of(dest)
    src_map = src_enc.dim_to_lvl if src_enc is not None else None
    if src_map != (dst_enc.dim_to_lvl if dst_enc is not None else None):
        raise PlainVerifyError("Unmatched dim2lvl map between input and result COO")
    if _storage(source) != _storage(dest):
        raise PlainVerifyError("Unmatched storage format between input and result COO")


@implement_op("sparse_tensor.sort", "verify")
def verify_sort(op: Operation) -> None:
    """A permutation map; with a constant ``n``, buffers large enough."""
    attr = op.get_attr("perm_map")
    perm = attr.value if isinstance(attr, AffineMapAttr) else None
    nx = perm.num_dims if perm is not None else 0
    if nx < 1:
        raise PlainVerifyError(f"Expected rank(perm_map) > 1, got {nx}")
    if perm is not None and not _is_permutation(perm):
        raise PlainVerifyError(
            f"Expected a permutation map, got {print_affine_map(perm)}"
        )
    n = constant_index(op.operand_uses[0].value)
    if n is None:
        return
    ny_attr = op.get_attr("ny")
    ny = int(ny_attr.value) if isinstance(ny_attr, IntegerAttr) else 0
    buffers = [use.value.type for use in op.operand_uses[1:]]
    checks = [
        (
            buffers[0],
            n * (nx + ny),
            "Expected dimension(xy) >= n * (rank(perm_map) + ny)",
        )
    ]
    checks += [(ty, n, "Expected dimension(y) >= n") for ty in buffers[1:]]
    for ty, least, message in checks:
        size = list(getattr(ty, "shape", (DYNAMIC,)))[0]
        if size != DYNAMIC and size < least:
            raise PlainVerifyError(f"{message} got {size} < {least}")


def _is_permutation(perm: object) -> bool:
    results = list(getattr(perm, "results", ()))
    dims = getattr(perm, "num_dims", 0)
    positions = [r.position for r in results if isinstance(r, AffineDimExpr)]
    return len(positions) == len(results) == dims and sorted(positions) == list(
        range(dims)
    )


@implement_op("sparse_tensor.reinterpret_map", "verify")
def verify_reinterpret_map(op: Operation) -> None:
    """Same level types, widths, element type and level sizes."""
    source, dest = op.operand_uses[0].value.type, op.results[0].type
    src_types, dst_types = level_types(source), level_types(dest)
    if len(src_types) != len(dst_types):
        raise PlainVerifyError("Level rank mismatch between source/dest tensors")
    if src_types != dst_types:
        raise PlainVerifyError("Level type mismatch between source/dest tensors")
    if _storage(source)[:2] != _storage(dest)[:2]:
        raise PlainVerifyError("Crd/Pos width mismatch between source/dest tensors")
    if _storage(source)[2] != _storage(dest)[2]:
        raise PlainVerifyError("Element type mismatch between source/dest tensors")
    if level_shape(source) != level_shape(dest):
        raise PlainVerifyError("Level size mismatch between source/dest tensors")


@implement_op("sparse_tensor.coordinates_buffer", "verify")
def verify_coordinates_buffer(op: Operation) -> None:
    """The tensor has an array-of-structures COO region."""
    tensor = op.operand_uses[0].value.type
    if aos_coo_start(tensor) >= len(level_types(tensor)):
        raise PlainVerifyError("expected sparse tensor with a COO region")


def _verify_slice_dim(op: Operation) -> None:
    """``ToSliceOffsetOp``/``ToSliceStrideOp::verify``."""
    rank = len(getattr(op.operand_uses[0].value.type, "shape", ()))
    dim = int(getattr(op.get_attr("dim"), "value", 0))
    if rank <= dim or dim < 0:
        raise PlainVerifyError("requested dimension out of bound")


implement_op("sparse_tensor.slice.offset", "verify")(_verify_slice_dim)
implement_op("sparse_tensor.slice.stride", "verify")(_verify_slice_dim)


def _verify_specifier(op: Operation) -> None:
    """``verifySparsifierGetterSetter``: the level a kind needs, in bounds
    (no position memory size of a singleton level)."""
    kind = re.findall(r"\w+", str(op.get_attr("specifierKind")))[-1]
    level_attr = op.get_attr("level")
    level = int(level_attr.value) if isinstance(level_attr, IntegerAttr) else None
    if kind == "val_mem_sz" and level is not None:
        raise PlainVerifyError(
            "redundant level argument for querying value memory size"
        )
    encoding = getattr(op.operand_uses[0].value.type, "encoding", None)
    types = list(getattr(encoding, "lvl_types", ()))
    if kind in ("dim_offset", "dim_stride") and not getattr(encoding, "is_slice", 0):
        raise PlainVerifyError("requested slice data on non-slice tensor")
    if kind == "val_mem_sz":
        return
    if level is None:
        raise PlainVerifyError("missing level argument")
    if level >= len(types):
        raise PlainVerifyError("requested level is out of bounds")
    if kind == "pos_mem_sz" and level_format(types[level]) == "singleton":
        raise PlainVerifyError("requested position memory size on a singleton level")


implement_op("sparse_tensor.storage_specifier.get", "verify")(_verify_specifier)
implement_op("sparse_tensor.storage_specifier.set", "verify")(_verify_specifier)


def _field_type(tensor: object, field: str) -> object:
    """``getFieldElemType``: positions and coordinates of the encoding's
    widths (``index`` for 0), values of the element type."""
    encoding = encoding_of(tensor)
    if field == "val":
        return getattr(tensor, "element_type", None)
    width = getattr(encoding, "pos_width" if field == "pos" else "crd_width", 0)
    return IntegerType.get(width) if width else IndexType.get()


def _verify_pack_unpack(
    tensor: object, static: bool, values: object, levels: Sequence[object]
) -> None:
    """``verifyPackUnPack``: a static (when ``static``) encoded tensor whose
    storage fields the level buffers and values match, in number and element
    type (a trailing COO region's coordinates as one ``? x rank`` buffer)."""
    if static and DYNAMIC in getattr(tensor, "shape", ()):
        raise PlainVerifyError("the sparse-tensor must have static shape")
    if encoding_of(tensor) is None:
        raise PlainVerifyError("the sparse-tensor must have an encoding attribute")
    rank = len(level_types(tensor))
    start = aos_coo_start(tensor)
    if start < rank:
        coo = list(getattr(levels[-1], "shape", ())) if levels else []
        if len(coo) != 2 or coo[-1] != rank - start:
            raise PlainVerifyError("input/output trailing COO level-ranks don't match")
    fields = storage_fields(tensor)
    if len(fields) != len(levels) + 1:
        raise PlainVerifyError("inconsistent number of fields between input/output")
    given = [*levels, values]
    for field, ty in zip(fields, given):
        if getattr(ty, "element_type", None) != _field_type(tensor, field):
            raise PlainVerifyError("input/output element-types don't match")


@implement_op("sparse_tensor.assemble", "verify")
def verify_assemble(op: Operation) -> None:
    """The level buffers and values make the result's storage."""
    types = _operand_types(op)
    _verify_pack_unpack(op.results[0].type, True, types[-1], types[:-1])


@implement_op("sparse_tensor.disassemble", "verify")
def verify_disassemble(op: OpView) -> None:
    """Outputs and returns agree; they make the tensor's storage."""
    out_levels = [v.type for v in op._ods_operands(1)]
    out_values = [v.type for v in op._ods_operands(2)]
    ret_levels = [r.type for r in op._ods_results(0)]
    ret_values = [r.type for r in op._ods_results(1)]
    if out_values != ret_values:
        raise PlainVerifyError("output values and return value type mismatch")
    if out_levels != ret_levels:
        raise PlainVerifyError("output levels and return levels type mismatch")
    tensor = op.operand_uses[0].value.type
    _verify_pack_unpack(tensor, False, ret_values[0], ret_levels)
