"""``complex`` folds, canonicalization patterns and constant materializer,
ported from MLIR's ``ComplexOps.cpp``: ``create(re(x), im(x)) -> x``;
``re``/``im`` of a constant or of a ``create``; ``add``/``sub`` undoing each
other or of a zero constant; ``neg``, ``conj`` and ``log``/``exp`` pairs;
``mul``/``div`` by ``1 + 0i``; ``bitcast`` to its own type; ``FoldComponentNeg``
(``re``/``im`` of ``neg(create)``); ``MergeComplexBitcast`` and
``MergeArithBitcast``; ``complex.constant`` for two-element arrays, else
``arith.constant``."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.constant_fold import (
    arith_buildable,
    install_materializer,
    register_buildable,
)
from tblgen_py.runtime.ir.attributes import ArrayAttr, FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import ComplexType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)
from tblgen_py.runtime.rewrite.fold import folds_to_value

__all__ = ["register"]

_Fold = Callable[[Operation, object], object]


def _defined_by(value: Value, name: str) -> Operation | None:
    op = value.defining_op
    return op if op is not None and op.name == name else None


def _fold(name: str) -> Callable[[_Fold], _Fold]:
    def attach(fold: _Fold) -> _Fold:
        implement_op(name, "fold")(fold)
        return fold

    return attach


@folds_to_value
def _value(op: Operation, adaptor: object) -> object:
    """``complex.constant`` folds to its ``value``."""
    return op.get_attr("value")


implement_op("complex.constant", "fold")(_value)


@_fold("complex.bitcast")
def fold_bitcast(op: Operation, adaptor: object) -> object:
    """A bitcast to its operand's own type."""
    value = op.operands[0]
    return value if value.type == op.results[0].type else None


@_fold("complex.create")
def fold_create(op: Operation, adaptor: object) -> object:
    """``create(re(x), im(x)) -> x``."""
    re = _defined_by(op.operands[0], "complex.re")
    im = _defined_by(op.operands[1], "complex.im")
    if re is not None and im is not None and re.operands[0] is im.operands[0]:
        return re.operands[0]
    return None


def _part(index: int) -> _Fold:
    def fold(op: Operation, adaptor: object) -> object:
        operands = getattr(adaptor, "operands", [])
        attr = operands[0] if operands else None
        if isinstance(attr, ArrayAttr) and len(attr.elements) == 2:
            return attr.elements[index]
        create = _defined_by(op.operands[0], "complex.create")
        return create.operands[index] if create is not None else None

    fold.__doc__ = "A part of a constant or of a ``complex.create``."
    return fold


implement_op("complex.re", "fold")(_part(0))
implement_op("complex.im", "fold")(_part(1))


def _is_zero_constant(value: Value) -> bool:
    constant = _defined_by(value, "complex.constant")
    parts = getattr(constant.get_attr("value"), "elements", ()) if constant else ()
    return len(parts) == 2 and all(
        isinstance(part, FloatAttr) and part.value == 0.0 for part in parts
    )


@_fold("complex.add")
def fold_add(op: Operation, adaptor: object) -> object:
    """``add(sub(a, b), b)``, ``add(b, sub(a, b))`` -> ``a``; ``add(a, 0)``."""
    lhs, rhs = op.operands
    sub = _defined_by(lhs, "complex.sub")
    if sub is not None and rhs is sub.operands[1]:
        return sub.operands[0]
    sub = _defined_by(rhs, "complex.sub")
    if sub is not None and lhs is sub.operands[1]:
        return sub.operands[0]
    return lhs if _is_zero_constant(rhs) else None


@_fold("complex.sub")
def fold_sub(op: Operation, adaptor: object) -> object:
    """``sub(add(a, b), b) -> a``; ``sub(a, 0) -> a``."""
    lhs, rhs = op.operands
    add = _defined_by(lhs, "complex.add")
    if add is not None and rhs is add.operands[1]:
        return add.operands[0]
    return lhs if _is_zero_constant(rhs) else None


def _involution(name: str, inner: str) -> None:
    def fold(op: Operation, adaptor: object) -> object:
        found = _defined_by(op.operands[0], inner)
        return found.operands[0] if found is not None else None

    fold.__doc__ = f"``{name}({inner}(a)) -> a``."
    implement_op(name, "fold")(fold)


_involution("complex.neg", "complex.neg")
_involution("complex.conj", "complex.conj")
_involution("complex.log", "complex.exp")
_involution("complex.exp", "complex.log")


def _is_one(value: object) -> bool:
    """A ``[1.0, 0.0]`` complex constant."""
    parts = getattr(value, "elements", ())
    floats = [part for part in parts if isinstance(part, FloatAttr)]
    return len(floats) == 2 == len(parts) and (
        floats[1].value == 0.0 and floats[0].value == 1.0
    )


@_fold("complex.mul")
@_fold("complex.div")
def fold_mul_div(op: Operation, adaptor: object) -> object:
    """``mul(a, 1 + 0i) -> a``, ``div(a, 1 + 0i) -> a``."""
    operands = getattr(adaptor, "operands", [])
    rhs = operands[1] if len(operands) > 1 else None
    return op.operands[0] if _is_one(rhs) else None


class FoldComponentNeg(RewritePattern):
    """``re``/``im`` of ``neg(create(a, b))``: ``arith.negf`` of the part."""

    def __init__(self, root: str, index: int) -> None:
        super().__init__(root, debug_name="FoldComponentNeg")
        self.index = index

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        neg = _defined_by(op.operands[0], "complex.neg")
        create = _defined_by(neg.operands[0], "complex.create") if neg else None
        if create is None:
            return False
        ty = create.results[0].type
        if not isinstance(ty, ComplexType):
            return False
        negf = rewriter.create(
            "arith.negf",
            [create.operands[self.index]],
            [ty.element_type],
            location=op.location,
        )
        if isinstance(rewriter.context, Context):
            rewriter.context.init_properties(negf)  # fastmath's default
        rewriter.replace_op(op, negf)
        return True


@implement_op("complex.re", "canonicalization_patterns")
def re_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ReOp::getCanonicalizationPatterns``."""
    patterns.add(FoldComponentNeg("complex.re", 0))


@implement_op("complex.im", "canonicalization_patterns")
def im_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ImOp::getCanonicalizationPatterns``."""
    patterns.add(FoldComponentNeg("complex.im", 1))


class MergeComplexBitcast(RewritePattern):
    """A bitcast of a bitcast is one bitcast (``arith`` when neither end is
    complex); a bitcast of an ``arith.bitcast`` takes its operand."""

    def __init__(self) -> None:
        super().__init__("complex.bitcast", debug_name="MergeComplexBitcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = op.results[0].type
        inner = _defined_by(op.operands[0], "complex.bitcast")
        if inner is not None:
            source = inner.operands[0]
            complex_end = isinstance(result, ComplexType) or isinstance(
                source.type, ComplexType
            )
            name = "complex.bitcast" if complex_end else "arith.bitcast"
            rewriter.replace_op_with_new_op(op, name, [source], [result])
            return True
        inner = _defined_by(op.operands[0], "arith.bitcast")
        if inner is None:
            return False
        rewriter.replace_op_with_new_op(
            op, "complex.bitcast", [inner.operands[0]], [result]
        )
        return True


class MergeArithBitcast(RewritePattern):
    """An ``arith.bitcast`` of a ``complex.bitcast`` is one ``complex.bitcast``."""

    def __init__(self) -> None:
        super().__init__("arith.bitcast", debug_name="MergeArithBitcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _defined_by(op.operands[0], "complex.bitcast")
        if inner is None:
            return False
        rewriter.replace_op_with_new_op(
            op, "complex.bitcast", [inner.operands[0]], op.result_types
        )
        return True


@implement_op("complex.bitcast", "canonicalization_patterns")
def bitcast_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``BitcastOp::getCanonicalizationPatterns``."""
    patterns.add(MergeComplexBitcast(), MergeArithBitcast())


def complex_buildable(value: object, type: object) -> bool:
    """``complex::ConstantOp::isBuildableWith``: two float (or two integer)
    parts of the complex element type."""
    if not isinstance(value, ArrayAttr) or not isinstance(type, ComplexType):
        return False
    parts = value.elements
    if len(parts) != 2:
        return False
    kinds = (FloatAttr, IntegerAttr)
    for kind in kinds:
        if all(isinstance(part, kind) for part in parts):
            return all(getattr(p, "type", None) == type.element_type for p in parts)
    return False


def _constant_op(value: object) -> str:
    return "complex.constant" if isinstance(value, ArrayAttr) else "arith.constant"


def _buildable(value: object, type: object) -> bool:
    """``ComplexDialect::materializeConstant``."""
    if isinstance(value, ArrayAttr):
        return complex_buildable(value, type)
    return arith_buildable(value, type)


register_buildable("complex", _constant_op, _buildable)


def register(context: object) -> None:
    """Give the context's ``complex`` dialect its constant materializer."""
    if isinstance(context, Context):
        install_materializer(context, "complex")
