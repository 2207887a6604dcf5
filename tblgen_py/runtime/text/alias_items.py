"""The order in which mlir-opt visits types/attributes/locations for aliases."""

from __future__ import annotations

from collections.abc import Callable, Collection
from operator import attrgetter
from typing import Any, cast

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
_USE_TYPE = attrgetter("value.type")
_TYPE = attrgetter("type")


def alias_items(op: Operation, debuginfo: bool, generic: bool = False) -> list[Item]:
    """What mlir-opt's alias pass visits for ``op``, in its order (first visits).

    ``generic``: every op prints generically (custom printers that hide the
    entry block arguments of a region then show them, with their locations).
    """
    out: list[object] = []
    _collect(op, not generic, out, set(), debuginfo, {})
    return cast(list[Item], out)


_HOOK_NAMES = (
    "hiddenEntryArgs",
    "hiddenTerminators",
    "printedRegionOrder",
    "unaliasedAttrs",
    "leadingAttrs",
    "shownEntryArgs",
)
"""The alias visit hooks, by op name: the regions whose entry block
arguments (``hiddenEntryArgs``) or block terminators (``hiddenTerminators``)
the op's custom printer omits, the region indices in the order they are
printed (``printedRegionOrder``), the attributes it prints in a form that
takes no alias (``unaliasedAttrs``) or before the regions (``leadingAttrs``),
and ``{region: count}`` of hidden entry arguments it prints in its header
with their locations (``shownEntryArgs``); what is not printed is not
visited for aliases."""

_OpHooks = tuple[Callable[[Operation], Any] | None, ...]


def _op_hooks(op: Operation) -> tuple[_OpHooks, bool]:
    """The op's alias visit hooks (``_HOOK_NAMES``' order), and whether its
    properties are visited: mlir-opt's dialects expose the properties of
    their generic ops as inherent attributes (unregistered ops' are not)."""
    name = op.name
    visible = type(op).registered or name.split(".", 1)[0] in UPSTREAM_DIALECTS
    return tuple(lookup_op(name, hook) for hook in _HOOK_NAMES), visible


def _call(fn: Callable[[Operation], Any] | None, op: Operation) -> Collection[object]:
    return () if fn is None else fn(op)


def _collect(
    op: Operation,
    custom: bool,
    out: list[object],
    seen: set[object],
    debuginfo: bool,
    by_name: dict[str, tuple[_OpHooks, bool]],
) -> None:
    add = out.append
    if debuginfo:
        _add_once(
            (op.location if op.location is not None else _UNKNOWN, True), out, seen
        )
    found = by_name.get(op.name)
    if found is None:
        found = by_name[op.name] = _op_hooks(op)
    hooks, props_visible = found
    entry_args, terminators, region_order, unaliased, leading, shown_args = hooks
    if custom and leading is not None:
        # attributes the custom form prints before the regions
        _visit_leading(op, out, seen, leading(op), _call(unaliased, op))
    if op.regions:
        _collect_regions(op, custom, out, seen, debuginfo, by_name, hooks)
    # (each ``issuperset``: nothing new to visit, the common case)
    uses = op.operand_uses
    if uses and not seen.issuperset(map(_USE_TYPE, uses)):
        for use in uses:
            ty = use.value.type
            if ty not in seen:
                seen.add(ty)
                add(ty)
    results = op.results
    if results and not seen.issuperset(map(_TYPE, results)):
        for result in results:
            ty = result.type
            if ty not in seen:
                seen.add(ty)
                add(ty)
    props = op.properties
    attrs = op.attributes
    if isinstance(props, dict) and props and props_visible:
        if seen.issuperset(props.values()) and seen.issuperset(attrs.values()):
            return
        merged = dict(attrs)
        merged.update(props)
        keys = sorted(merged)
    else:
        if not attrs or seen.issuperset(attrs.values()):
            return
        merged = attrs
        keys = sorted(merged) if len(merged) > 1 else list(merged)
    if custom and unaliased is not None:
        inline = unaliased(op)
        keys = [key for key in keys if key not in inline]
    for key in keys:
        value = merged[key]
        if value not in seen:
            seen.add(value)
            add(value)


def _collect_regions(
    op: Operation,
    custom: bool,
    out: list[object],
    seen: set[object],
    debuginfo: bool,
    by_name: dict[str, tuple[_OpHooks, bool]],
    hooks: _OpHooks,
) -> None:
    """The block arguments and ops of ``op``'s regions, as its form prints them."""
    add = out.append
    superset = seen.issuperset
    entry_args, terminators, region_order, _, _, shown_args = hooks
    hidden = _call(entry_args, op) if custom and debuginfo else ()
    elided = _call(terminators, op) if custom else ()
    regions = list(enumerate(op.regions))
    if custom and region_order is not None:
        # the custom form prints the regions in another order (or not)
        regions = [regions[int(index)] for index in region_order(op)]
    for index, region in regions:
        for position, block in enumerate(region.blocks):
            last = block.last_op if index in elided else None
            if last is not None and IsTerminator not in type(last).traits:
                last = None
            locs = debuginfo and not (position == 0 and index in hidden)
            shown = (
                _shown_args(op, index, shown_args) if debuginfo and not position else 0
            )
            for number, arg in enumerate(block.arguments):
                if arg.type not in seen:
                    seen.add(arg.type)
                    add(arg.type)
                if locs or number < shown:
                    loc = arg.location if arg.location is not None else _UNKNOWN
                    _add_once((loc, False), out, seen)
            child = block.first_op
            while child is not None and child is not last:
                # an op without regions, location or leading attributes
                # whose types and attributes were all seen adds nothing
                found = None if debuginfo or child.regions else by_name.get(child.name)
                props = child.properties
                if (  # (attributes first: they are the likelier to be new)
                    found is None
                    or (custom and found[0][4] is not None)
                    or (
                        found[1]
                        and isinstance(props, dict)
                        and not superset(props.values())
                    )
                    or not superset(child.attributes.values())
                    or not superset(map(_USE_TYPE, child.operand_uses))
                    or not superset(map(_TYPE, child.results))
                ):
                    _collect(child, custom, out, seen, debuginfo, by_name)
                child = child.next


def _shown_args(
    op: Operation, index: int, fn: Callable[[Operation], Any] | None
) -> int:
    """How many hidden entry arguments of region ``index`` the custom form
    prints in its header with their locations."""
    counts = None if fn is None else fn(op)
    return int(counts.get(index, 0)) if isinstance(counts, dict) else 0


def _visit_leading(
    op: Operation,
    out: list[object],
    seen: set[object],
    names: Collection[object],
    inline: Collection[object],
) -> None:
    """The attributes a custom form prints before its regions, in order."""
    inherent = op.properties if isinstance(op.properties, dict) else {}
    for name in names:
        value = inherent.get(name, op.attributes.get(str(name)))
        if value is not None and name not in inline:
            _add_once(value, out, seen)


def _add_once(item: object, out: list[object], seen: set[object]) -> None:
    if item not in seen:
        seen.add(item)
        out.append(item)
