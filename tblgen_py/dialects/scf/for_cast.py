"""``ForOpTensorCastFolder`` of ``scf.for``, ported from MLIR's C++ (``SCF.cpp``).

An iter_arg initialised by a ``tensor.cast`` from a more static type (its
result used once) carries the static type instead: casts back to the old
type go at the start of the body and after the loop, a cast to the static
type before the yield.
"""

from __future__ import annotations

from tblgen_py.dialects.static_shapes import preserves_static_information
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern

__all__ = ["ForOpTensorCastFolder"]


class ForOpTensorCastFolder(RewritePattern):
    """Pull a ``tensor.cast`` of an iter_arg's init into the loop."""

    def __init__(self) -> None:
        super().__init__("scf.for", debug_name="ForOpTensorCastFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        for index, (init, result) in enumerate(zip(op.operands[3:], op.results)):
            cast = init.defining_op
            if cast is None or cast.name != "tensor.cast":
                continue
            source = cast.operands[0]
            if source.type == init.type:
                continue
            if not preserves_static_information(init.type, source.type):
                continue
            if len(result.uses) != 1:
                continue
            rewriter.replace_op(op, _replace_iter_arg(rewriter, op, index, source))
            return True
        return False


def _cast(
    rewriter: PatternRewriter, op: Operation, value: Value, type: object
) -> Value:
    made = rewriter.create("tensor.cast", [value], [type], location=op.location)
    return made.results[0]


def _replace_iter_arg(
    rewriter: PatternRewriter, op: Operation, index: int, replacement: Value
) -> list[Value]:
    """``replaceTensorCastForOpIterArg``: the new loop's results, cast back."""
    inits = list(op.operands[3:])
    old_type, new_type = inits[index].type, replacement.type
    inits[index] = replacement
    properties = op.properties
    new = rewriter.create(
        "scf.for",
        [*op.operands[:3], *inits],
        [value.type for value in inits],
        properties=dict(properties) if isinstance(properties, dict) else properties,
        attributes=dict(op.attributes),
        regions=1,
        location=op.location,
    )
    old_block = op.regions[0].blocks[0]
    block = rewriter.create_block(
        new.regions[0],
        [op.operands[0].type, *(value.type for value in inits)],
        [op.location, *(_location(value) for value in inits)],
    )
    transfer: list[Value] = list(block.arguments)
    rewriter.set_insertion_point_to_start(block)
    transfer[1 + index] = _cast(rewriter, new, block.arguments[1 + index], old_type)
    rewriter.merge_blocks(old_block, block, transfer)
    old_yield = block.last_op
    assert old_yield is not None
    rewriter.set_insertion_point_before(old_yield)
    yielded = list(old_yield.operands)
    yielded[index] = _cast(rewriter, new, yielded[index], new_type)
    rewriter.create("scf.yield", yielded, [], location=new.location)
    rewriter.erase_op(old_yield)
    rewriter.set_insertion_point_after(new)
    results: list[Value] = list(new.results)
    results[index] = _cast(rewriter, new, results[index], old_type)
    return results


def _location(value: Value) -> object:
    owner = value.defining_op
    return getattr(value, "location", None) if owner is None else owner.location
