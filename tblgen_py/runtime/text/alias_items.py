"""The order in which mlir-opt visits types/attributes/locations for aliases."""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from tblgen_py.runtime.ir.location import UnknownLoc
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.text.alias_state import Item

# Dialects mlir-opt registers: their generic ops expose properties as inherent
# attributes, which mlir-opt visits for aliases (unregistered ops' are not).
UPSTREAM_DIALECTS = frozenset(
    """acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization
    builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref
    mesh ml_program mpi nvgpu nvvm omp pdl pdl_interp ptr quant rocdl scf shape
    shard smt sparse_tensor spirv tensor tosa transform ub vcix vector wasmssa
    x86vector xegpu xevm""".split()
)

_UNKNOWN = UnknownLoc.get()


def _props_visible(op: Operation) -> bool:
    if type(op).registered:
        return True
    return op.name.split(".", 1)[0] in UPSTREAM_DIALECTS


def alias_items(op: Operation, debuginfo: bool) -> Iterator[Item]:
    """Yield what mlir-opt's alias pass visits for ``op``, in its order."""
    return cast(Iterator[Item], _items(op, debuginfo))


def _items(op: Operation, debuginfo: bool) -> Iterator[object]:
    if debuginfo:
        yield (op.location if op.location is not None else _UNKNOWN, True)
    for region in op.regions:
        for block in region.blocks:
            for arg in block.arguments:
                yield arg.type
                if debuginfo:
                    yield (
                        arg.location if arg.location is not None else _UNKNOWN,
                        False,
                    )
            child = block.first_op
            while child is not None:
                yield from _items(child, debuginfo)
                child = child.next
    for use in op.operand_uses:
        yield use.value.type
    for result in op.results:
        yield result.type
    props = op.properties
    if isinstance(props, dict) and props and _props_visible(op):
        merged = dict(op.attributes)
        merged.update(props)
        for key in sorted(merged):
            yield merged[key]
    else:
        attrs = op.attributes
        for key in sorted(attrs) if len(attrs) > 1 else attrs:
            yield attrs[key]
