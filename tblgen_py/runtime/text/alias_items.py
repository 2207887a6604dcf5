"""The order in which mlir-opt visits types/attributes/locations for aliases."""

from __future__ import annotations

from collections.abc import Callable, Collection
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
    _collect(op, not generic, out, set(), debuginfo, {})
    return cast(list[Item], out)


Hook = Callable[[Operation], Collection[object]]

_HOOKS = (
    "hiddenEntryArgs",
    "hiddenTerminators",
    "printedRegionOrder",
    "unaliasedAttrs",
)
"""Hooks of the regions whose entry block arguments (``hiddenEntryArgs``) or
block terminators (``hiddenTerminators``) the op's custom printer omits, of the
attributes it prints in a form that takes no alias (``unaliasedAttrs``), and
of the region indices in the order they are printed (``printedRegionOrder``):
what is not printed is not visited for aliases."""

_NO_HOOKS: tuple[Hook | None, ...] = (None,) * len(_HOOKS)


def _hooks(
    name: str, cache: dict[str, tuple[Hook | None, ...]]
) -> tuple[Hook | None, ...]:
    """The ``_HOOKS`` of op ``name`` (looked up once per collection)."""
    found = cache.get(name)
    if found is None:
        found = cache[name] = tuple(lookup_op(name, hook) for hook in _HOOKS)  # type: ignore[misc]
    return found


def _collect(
    op: Operation,
    custom: bool,
    out: list[object],
    seen: set[object],
    debuginfo: bool,
    cache: dict[str, tuple[Hook | None, ...]],
) -> None:
    add = out.append
    if debuginfo:
        _add_once(
            (op.location if op.location is not None else _UNKNOWN, True), out, seen
        )
    hidden_fn, elided_fn, order_fn, inline_fn = (
        _hooks(op.name, cache) if custom else _NO_HOOKS
    )
    if op.regions:
        _collect_regions(
            op, out, seen, debuginfo, cache, custom, hidden_fn, elided_fn, order_fn
        )
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
        if not merged:
            return
        keys = sorted(merged) if len(merged) > 1 else list(merged)
    if inline_fn is not None:
        inline = inline_fn(op)
        keys = [key for key in keys if key not in inline]
    for key in keys:
        value = merged[key]
        if value not in seen:
            seen.add(value)
            add(value)


def _collect_regions(
    op: Operation,
    out: list[object],
    seen: set[object],
    debuginfo: bool,
    cache: dict[str, tuple[Hook | None, ...]],
    custom: bool,
    hidden_fn: Hook | None,
    elided_fn: Hook | None,
    order_fn: Hook | None,
) -> None:
    add = out.append
    hidden = hidden_fn(op) if hidden_fn is not None and debuginfo else ()
    elided = elided_fn(op) if elided_fn is not None else ()
    order = order_fn(op) if order_fn is not None else ()
    regions = list(enumerate(op.regions))
    if order:  # the custom form prints the regions in another order
        regions = [regions[int(index)] for index in order]  # type: ignore[call-overload]
    for index, region in regions:
        for position, block in enumerate(region.blocks):
            last = block.last_op if index in elided else None
            if last is not None and IsTerminator not in type(last).traits:
                last = None
            locs = debuginfo and not (position == 0 and index in hidden)
            for arg in block.arguments:
                if arg.type not in seen:
                    seen.add(arg.type)
                    add(arg.type)
                if locs:
                    loc = arg.location if arg.location is not None else _UNKNOWN
                    _add_once((loc, False), out, seen)
            child = block.first_op
            while child is not None and child is not last:
                _collect(child, custom, out, seen, debuginfo, cache)
                child = child.next


def _add_once(item: object, out: list[object], seen: set[object]) -> None:
    if item not in seen:
        seen.add(item)
        out.append(item)
