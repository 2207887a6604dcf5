"""The order in which mlir-opt visits types/attributes/locations for aliases."""

from __future__ import annotations

from collections.abc import Collection
from typing import cast

from tblgen_py.runtime.ir.location import UnknownLoc
from tblgen_py.runtime.ir.operation import IsTerminator, Operation
from tblgen_py.runtime.ods.hooks import lookup_op
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


def alias_items(op: Operation, debuginfo: bool, generic: bool = False) -> list[Item]:
    """What mlir-opt's alias pass visits for ``op``, in its order (first visits).

    ``generic``: every op prints generically (custom printers that hide the
    entry block arguments of a region then show them, with their locations).
    """
    out: list[object] = []
    _collect(op, not generic, out, set(), debuginfo)
    return cast(list[Item], out)


def _hidden_regions(op: Operation, hook: str) -> Collection[object]:
    """Regions whose entry block arguments (hook ``hiddenEntryArgs``) or block
    terminators (``hiddenTerminators``) the op's custom printer omits, or the
    attributes it prints in a form that takes no alias (``unaliasedAttrs``);
    ``leadingAttrs``: the attributes it prints before the regions;
    ``printedRegionOrder``: the region indices in the order they are printed;
    what is not printed is not visited for aliases."""
    fn = lookup_op(op.name, hook)
    return () if fn is None else fn(op)  # type: ignore[return-value]


def _collect(
    op: Operation,
    custom: bool,
    out: list[object],
    seen: set[object],
    debuginfo: bool,
) -> None:
    add = out.append
    if debuginfo:
        _add_once(
            (op.location if op.location is not None else _UNKNOWN, True), out, seen
        )
    hidden = _hidden_regions(op, "hiddenEntryArgs") if custom and debuginfo else ()
    elided = _hidden_regions(op, "hiddenTerminators") if custom else ()
    reorders = custom and lookup_op(op.name, "printedRegionOrder") is not None
    order = _hidden_regions(op, "printedRegionOrder") if reorders else ()
    if custom:  # attributes the custom form prints before the regions
        _visit_leading(op, out, seen)
    regions = list(enumerate(op.regions))
    if reorders:  # the custom form prints the regions in another order (or not)
        regions = [regions[int(index)] for index in order]  # type: ignore[call-overload]
    for index, region in regions:
        for position, block in enumerate(region.blocks):
            last = block.last_op if index in elided else None
            if last is not None and IsTerminator not in type(last).traits:
                last = None
            locs = debuginfo and not (position == 0 and index in hidden)
            shown = _shown_args(op, index) if debuginfo and position == 0 else 0
            for number, arg in enumerate(block.arguments):
                if arg.type not in seen:
                    seen.add(arg.type)
                    add(arg.type)
                if locs or number < shown:
                    loc = arg.location if arg.location is not None else _UNKNOWN
                    _add_once((loc, False), out, seen)
            child = block.first_op
            while child is not None and child is not last:
                _collect(child, custom, out, seen, debuginfo)
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
        keys = sorted(merged)
    else:
        merged = op.attributes
        keys = sorted(merged) if len(merged) > 1 else list(merged)
    if custom:
        inline = _hidden_regions(op, "unaliasedAttrs")
        keys = [key for key in keys if key not in inline]
    values = [merged[key] for key in keys]
    for value in values:
        if value not in seen:
            seen.add(value)
            add(value)


def _shown_args(op: Operation, index: int) -> int:
    """How many hidden entry arguments of region ``index`` the custom form
    prints in its header with their locations (hook ``shownEntryArgs``:
    ``{region: count}``)."""
    fn = lookup_op(op.name, "shownEntryArgs")
    counts = None if fn is None else fn(op)
    return int(counts.get(index, 0)) if isinstance(counts, dict) else 0


def _visit_leading(op: Operation, out: list[object], seen: set[object]) -> None:
    """The attributes a custom form prints before its regions, in order."""
    inherent = op.properties if isinstance(op.properties, dict) else {}
    inline = _hidden_regions(op, "unaliasedAttrs")
    for name in _hidden_regions(op, "leadingAttrs"):
        value = inherent.get(name, op.attributes.get(str(name)))
        if value is not None and name not in inline:
            _add_once(value, out, seen)


def _add_once(item: object, out: list[object], seen: set[object]) -> None:
    if item not in seen:
        seen.add(item)
        out.append(item)
