"""The order in which mlir-opt visits types/attributes/locations for aliases."""

from __future__ import annotations

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


def alias_items(op: Operation, debuginfo: bool) -> list[Item]:
    """What mlir-opt's alias pass visits for ``op``, in its order (first visits)."""
    out: list[object] = []
    _collect(op, debuginfo, out, set())
    return cast(list[Item], out)


def _collect(
    op: Operation, debuginfo: bool, out: list[object], seen: set[object]
) -> None:
    add = out.append
    if debuginfo:
        _add_once(
            (op.location if op.location is not None else _UNKNOWN, True), out, seen
        )
    for region in op.regions:
        for block in region.blocks:
            for arg in block.arguments:
                if arg.type not in seen:
                    seen.add(arg.type)
                    add(arg.type)
                if debuginfo:
                    loc = arg.location if arg.location is not None else _UNKNOWN
                    _add_once((loc, False), out, seen)
            child = block.first_op
            while child is not None:
                _collect(child, debuginfo, out, seen)
                child = child.next
    for use in op.operand_uses:
        ty = use.value.type
        if ty not in seen:
            seen.add(ty)
            add(ty)
    for result in op.results:
        ty = result.type
        if ty not in seen:
            seen.add(ty)
            add(ty)
    props = op.properties
    if isinstance(props, dict) and props and _props_visible(op):
        merged = dict(op.attributes)
        merged.update(props)
        values = [merged[key] for key in sorted(merged)]
    else:
        attrs = op.attributes
        values = [attrs[key] for key in (sorted(attrs) if len(attrs) > 1 else attrs)]
    for value in values:
        if value not in seen:
            seen.add(value)
            add(value)


def _add_once(item: object, out: list[object], seen: set[object]) -> None:
    if item not in seen:
        seen.add(item)
        out.append(item)
