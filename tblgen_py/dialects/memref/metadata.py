"""``memref.extract_strided_metadata``'s fold (MLIR's ``ExtractStridedMetadataOp::fold``).

Results the source type knows statically (the offset and strides of its
layout, the sizes of its shape) and that are used are replaced, in place,
by ``arith.constant``s built right before the op, one per result, in the
order offset, sizes, strides; a source that is a ``memref.cast`` of a ranked
memref is read through.  Built ops need the driver's context
(``FoldAdaptor.context``): without one the constants are not built.
"""

from __future__ import annotations

from tblgen_py.dialects.memref.hooks import strides_and_offset
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.builder import Builder, InsertionPoint
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, MemRefType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op


def static_metadata(ty: MemRefType) -> list[int] | None:
    """``getConstifiedMixed{Offset,Sizes,Strides}``'s static side: the
    offset, sizes and strides ``ty`` states (``DYNAMIC`` where it does not)."""
    layout = strides_and_offset(ty)
    if layout is None:
        return None
    strides, offset = layout
    return [offset, *ty.shape, *strides]


def _replace_constant_uses(op: Operation, context: object) -> bool:
    """``replaceConstantUsesOf`` over every metadata result; whether any use
    was replaced."""
    source = op.operands[0].type
    known = static_metadata(source) if isinstance(source, MemRefType) else None
    if known is None or context is None:
        return False
    load = getattr(context, "get_or_load_dialect", None)
    if callable(load):
        load("arith")
    builder = Builder(InsertionPoint.before(op), context)  # type: ignore[arg-type]
    replaced = False
    for value, result in zip(known, op.results[1:]):
        if value == DYNAMIC or not result.uses:
            continue
        constant = builder.create(
            "arith.constant",
            [],
            [IndexType.get()],
            {"value": IntegerAttr.get(IndexType.get(), value)},
            location=op.location,
        ).results[0]
        result.replace_all_uses_with(constant)
        replaced = True
    return replaced


def _read_through_cast(op: Operation) -> bool:
    """``extract_strided_metadata(cast(x))`` -> ``extract_strided_metadata(x)``
    for a ranked ``x``."""
    cast = op.operands[0].defining_op
    if cast is None or cast.name != "memref.cast":
        return False
    source: Value = cast.operands[0]
    if not isinstance(source.type, MemRefType):
        return False
    op.set_operand(0, source)
    return True


@implement_op("memref.extract_strided_metadata", "fold")
def fold_extract_strided_metadata(op: Operation, adaptor: object) -> object:
    """In place (``[]``) when a constant replaced a use or a cast was read
    through, else no fold."""
    replaced = _replace_constant_uses(op, getattr(adaptor, "context", None))
    replaced |= _read_through_cast(op)
    return [] if replaced else None
