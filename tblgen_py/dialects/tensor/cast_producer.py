"""The ``tensor`` dialect's own canonicalization pattern, ported from MLIR's
``TensorOps.cpp``: ``FoldTensorCastProducerOp`` (a destination-style op takes
the source of a ``tensor.cast`` operand that loses static information; its
results whose type changes are cast back)."""

from __future__ import annotations

from tblgen_py.dialects.region_moves import clone_with
from tblgen_py.dialects.static_shapes import preserves_static_information
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import MemRefType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import lookup_op
from tblgen_py.runtime.passes.canonicalize import register_dialect_patterns
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["FoldTensorCastProducerOp"]

_EXCLUDED_TRAITS = ("LoopLikeOpInterface", "RelayoutOpInterface")


def _foldable(value: Value) -> Value | None:
    """``canFoldIntoConsumerOp``: the source of a cast that only loses
    static information."""
    cast = value.defining_op
    if cast is None or cast.name != "tensor.cast":
        return None
    source = cast.operands[0]
    if not preserves_static_information(cast.results[0].type, source.type):
        return None
    return source


class FoldTensorCastProducerOp(RewritePattern):
    """A destination-style op reads through information-losing casts."""

    def __init__(self) -> None:
        super().__init__(
            root_interface="DestinationStyleOpInterface",
            debug_name="FoldTensorCastProducerOp",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.name == "tensor.insert_slice":
            return False
        traits = getattr(type(op), "ODS_TRAITS", ())
        if any(trait in traits for trait in _EXCLUDED_TRAITS):
            return False
        get_inits = lookup_op(op.name, "getDpsInitsMutable")
        if get_inits is None:
            return False
        sources = [_foldable(value) for value in op.operands]
        if all(source is None for source in sources):
            return False
        found = get_inits(op)
        inits = set(found) if isinstance(found, (list, tuple)) else set()
        operands: list[Value] = []
        result_types = list(op.result_types)
        position = 0
        for index, (value, source) in enumerate(zip(op.operands, sources)):
            operands.append(value if source is None else source)
            if index in inits and not isinstance(operands[-1].type, MemRefType):
                result_types[position] = operands[-1].type
                position += 1
        new = clone_with(rewriter, op, result_types, operands)
        replacements: list[Value] = []
        for old, result in zip(op.results, new.results):
            if result.type != old.type:
                cast = rewriter.create(
                    "tensor.cast", [result], [old.type], location=op.location
                )
                result = cast.results[0]
            replacements.append(result)
        rewriter.replace_op(op, replacements)
        return True


def _dialect_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``TensorDialect::getCanonicalizationPatterns``."""
    patterns.add(FoldTensorCastProducerOp())


register_dialect_patterns("tensor", _dialect_patterns)
