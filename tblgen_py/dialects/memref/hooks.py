"""``memref`` dialect: verifiers of ``alloc``/``alloca``, ``load``, ``store`` and
``global``; ``get_global``'s symbol uses; ``alloca_scope``'s region successors;
``cast``'s compatibility (identity and strided layouts).  The access ops
(``memref_access``), the view ops (``memref_views``) and the reshaping ops
(``memref_reshape``) have their own modules, loaded with this one."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence

from tblgen_py.dialects._support import (
    name_results,
    lookup_symbol,
    num_dynamic_dims,
    register,
)
from tblgen_py.runtime.ir.affine import AffineMapAttr
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr, TypeAttr, UnitAttr
from tblgen_py.runtime.ir.attributes_dense import (
    DenseElementsAttr,
    DenseResourceElementsAttr,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    MemRefType,
    ShapedType,
    UnrankedMemRefType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.region_branch import RegionSuccessor

__all__ = ["layout_symbol_count", "register"]


def layout_symbol_count(ty: MemRefType) -> int:
    """Symbols of the layout's affine map (0 for the identity layout).

    A strided layout's map has one symbol per dynamic offset or stride.
    """
    layout = ty.layout
    if isinstance(layout, AffineMapAttr):
        return layout.value.num_symbols
    if isinstance(layout, StridedLayoutAttr):
        sizes = (layout.offset, *layout.strides)
        return sum(1 for size in sizes if size == DYNAMIC)
    return 0


def _verify_alloc_like(op: OpView) -> None:
    """Dynamic sizes and layout symbols match the result type."""
    ty = op.results[0].type
    if not isinstance(ty, MemRefType):
        raise VerifyError("result must be a memref")
    sizes = op._ods_operands(0)
    expected = num_dynamic_dims(ty)
    if len(sizes) != expected:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {len(sizes)}, expected {expected}"
        )
    symbols = op._ods_operands(1)
    count = layout_symbol_count(ty)
    if len(symbols) != count:
        raise VerifyError(
            "symbol operand count does not equal memref symbol count: expected "
            f"{count}, got {len(symbols)}"
        )


implement_op("memref.alloc", "verify")(_verify_alloc_like)


@implement_op("memref.alloca", "verify")
def verify_alloca(op: OpView) -> None:
    """``AllocaOp::verify``: inside an ``AutomaticAllocationScope``, then the
    alloc-like checks."""
    parent = op.parent_op
    while parent is not None:
        if "AutomaticAllocationScope" in getattr(type(parent), "ODS_TRAITS", ()):
            break
        parent = parent.parent_op
    else:
        raise VerifyError("requires an ancestor op with AutomaticAllocationScope trait")
    _verify_alloc_like(op)


@implement_op("memref.distinct_objects", "infer_return_types")
def distinct_objects_result_types(
    operands: Sequence[Value], attributes: object, regions: int
) -> list[object]:
    """One result per operand, of its type."""
    return [value.type for value in operands]


@implement_op("memref.load", "verify")
def verify_load(op: Operation) -> None:
    """One index per dimension of the memref."""
    ty = op.operand_uses[0].value.type
    indices = len(op.operand_uses) - 1
    if isinstance(ty, MemRefType) and len(ty.shape) != indices:
        raise VerifyError(
            f"incorrect number of indices for load, expected {len(ty.shape)} "
            f"but got {indices}"
        )


@implement_op("memref.store", "verify")
def verify_store(op: Operation) -> None:
    """One index per dimension of the memref."""
    ty = op.operand_uses[1].value.type
    indices = len(op.operand_uses) - 2
    if isinstance(ty, MemRefType) and len(ty.shape) != indices:
        raise VerifyError("store index operand count not equal to memref rank")


def _global_type(op: Operation) -> object:
    """A ``memref.global``'s ``type`` (the type its ``TypeAttr`` holds)."""
    attr = op.get_attr("type")
    return attr.type if isinstance(attr, TypeAttr) else attr


@implement_op("memref.global", "verify")
def verify_global(op: Operation) -> None:
    """A memref type; an initial value that is unit or elements of its shape."""
    ty = _global_type(op)
    if not isinstance(ty, MemRefType):
        raise VerifyError(f"type should be static shaped memref, but got {ty}")
    init = op.get_attr("initial_value")
    if init is None or isinstance(init, UnitAttr):
        return
    if not isinstance(init, (DenseElementsAttr, DenseResourceElementsAttr)):
        raise VerifyError(
            f"initial value should be a unit or elements attribute, but got {init}"
        )
    shaped = init.type
    if not isinstance(shaped, ShapedType):
        return
    if shaped.element_type != ty.element_type:
        raise VerifyError(
            f"initial value element expected to be of type '{ty.element_type}', but "
            f"was of type '{shaped.element_type}'"
        )
    if tuple(shaped.shape) != tuple(ty.shape):
        expected = ", ".join(str(size) for size in ty.shape)
        found = ", ".join(str(size) for size in shaped.shape)
        raise VerifyError(
            f"initial value shape expected to be {expected} but was {found}"
        )


@implement_op("memref.get_global", "verifySymbolUses")
def verify_get_global_symbol_uses(op: Operation) -> None:
    """The name is a ``memref.global`` of the result's type."""
    ref = op.get_attr("name")
    target = lookup_symbol(op, ref)
    leaf = getattr(ref, "leaf", ref)
    if target is None or target.name != "memref.global":
        raise VerifyError(f"'{leaf}' does not reference a valid global memref")
    expected = _global_type(target)
    found = op.results[0].type
    if found != expected:
        raise VerifyError(
            f"result type '{found}' does not match type '{expected}' of the global "
            f"memref @{leaf}"
        )


@implement_op("memref.alloca_scope", "getSuccessorRegions")
def alloca_scope_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Parent -> the body -> parent (results)."""
    if point is None:
        return [RegionSuccessor(0, [])]
    return [RegionSuccessor(None, list(op.results))]


def strides_and_offset(ty: MemRefType) -> tuple[list[int], int] | None:
    """``getStridesAndOffset`` for identity and strided layouts (None: other
    layouts, whose affine maps this port does not analyse)."""
    layout = ty.layout
    if isinstance(layout, StridedLayoutAttr):
        return list(layout.strides), layout.offset
    if layout is not None:
        return None
    strides: list[int] = []
    running = 1
    for size in reversed(ty.shape):
        strides.insert(0, running)
        running = DYNAMIC if DYNAMIC in (running, size) else running * size
    return strides, 0


def _compatible(a: int, b: int) -> bool:
    """Equal, or either dynamic."""
    return a == b or DYNAMIC in (a, b)


def _ranked_cast_compatible(a: MemRefType, b: MemRefType) -> bool:
    """Same element type, memory space and rank; compatible layouts and sizes."""
    if a.element_type != b.element_type:
        return False
    if a.layout != b.layout:
        first, second = strides_and_offset(a), strides_and_offset(b)
        if first is None or second is None or len(first[0]) != len(second[0]):
            return False
        if not _compatible(first[1], second[1]):
            return False
        if not all(_compatible(x, y) for x, y in zip(first[0], second[0])):
            return False
    if a.memory_space != b.memory_space or len(a.shape) != len(b.shape):
        return False
    return all(_compatible(x, y) for x, y in zip(a.shape, b.shape))


@implement_op("memref.cast", "areCastCompatible")
def cast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """Ranked to ranked (compatible layouts and sizes) or to/from unranked."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, b = inputs[0], outputs[0]
    if isinstance(a, MemRefType) and isinstance(b, MemRefType):
        return _ranked_cast_compatible(a, b)
    kinds = (MemRefType, UnrankedMemRefType)
    if not isinstance(a, kinds) or not isinstance(b, kinds):
        return False
    if isinstance(a, UnrankedMemRefType) and isinstance(b, UnrankedMemRefType):
        return False
    same_element = a.element_type == b.element_type
    return same_element and a.memory_space == b.memory_space


@implement_op("memref.memory_space_cast", "areCastCompatible")
def memory_space_cast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """Only the memory space changes: same element type, and for ranked
    memrefs the same shape and layout."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, b = inputs[0], outputs[0]
    if isinstance(a, MemRefType) and isinstance(b, MemRefType):
        return (
            a.element_type == b.element_type
            and a.layout == b.layout
            and a.shape == b.shape
        )
    if isinstance(a, UnrankedMemRefType) and isinstance(b, UnrankedMemRefType):
        return bool(a.element_type == b.element_type)
    return False


# The rest of the dialect lives in its own modules; importing them attaches
# their hooks.
for _module in ("access", "reshape", "views", "metadata"):
    importlib.import_module(f"tblgen_py.dialects.memref.{_module}")


# Result names mlir-opt prints for these ops (their C++ getAsmResultNames).
name_results(
    {
        "memref.alloc": "alloc",
        "memref.alloca": "alloca",
        "memref.cast": "cast",
        "memref.dim": "dim",
        "memref.reshape": "reshape",
        "memref.view": "view",
        "memref.assume_alignment": "assume_align",
        "memref.extract_aligned_pointer_as_index": "intptr",
        "memref.memory_space_cast": "memspacecast",
        "memref.subview": "subview",
        "memref.reinterpret_cast": "reinterpret_cast",
        "memref.expand_shape": "expand_shape",
        "memref.collapse_shape": "collapse_shape",
        "memref.transpose": "transpose",
    }
)


from tblgen_py.dialects import index_lists  # noqa: E402,F401 - custom<DynamicIndexList>


from tblgen_py.dialects.memref import asm  # noqa: E402,F401 - hand-written syntax


@implement_op("memref.extract_strided_metadata", "getAsmResultNames")
def _strided_metadata_names(op: Operation, set_name: Callable[..., None]) -> None:
    """``%base_buffer, %offset, %sizes:N, %strides:N`` (the size and stride
    groups named by their first value, as MLIR's hook)."""
    results = op.results
    set_name(results[0], "base_buffer")
    set_name(results[1], "offset")
    rank = (len(results) - 2) // 2
    if rank:
        set_name(results[2], "sizes")
        set_name(results[2 + rank], "strides")
