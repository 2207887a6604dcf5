"""``RewritePatternSet`` and ``PatternRewriter`` with the bindings' conventions."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import pattern_set as _sets
from tblgen_py.runtime.rewrite.pattern import FunctionPattern, Pattern
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter as _RuntimeRewriter


def _unwrap(op: object) -> Operation:
    """An op given as itself, an ``Operation`` handle or a ``Module``."""
    found = getattr(op, "_op", op)
    if not isinstance(found, Operation):
        raise TypeError(f"expected an operation, got {type(op).__name__}")
    return found


class PatternRewriter:
    """The rewriter a pattern function receives: the bindings' methods over
    the runtime's rewriter (every other runtime method passes through)."""

    __slots__ = ("_rewriter",)

    def __init__(self, rewriter: _RuntimeRewriter) -> None:
        self._rewriter = rewriter

    @property
    def ip(self) -> InsertionPoint:
        """Where new ops go (before the matched op unless moved)."""
        point = self._rewriter.insertion_point
        if point is None:
            raise ValueError("the rewriter has no insertion point")
        return point

    def replace_op(self, op: object, new: object) -> None:
        """Replace ``op``'s results by ``new`` (an op or values), then erase it."""
        replacement = new if isinstance(new, (list, tuple)) else _unwrap(new)
        self._rewriter.replace_op(_unwrap(op), replacement)

    def erase_op(self, op: object) -> None:
        """Erase ``op``, which must have no uses left."""
        self._rewriter.erase_op(_unwrap(op))

    def __getattr__(self, name: str) -> object:
        return getattr(self._rewriter, name)


PatternFn = Callable[[Operation, PatternRewriter], object]


def _root_name(root: type | str) -> str:
    if isinstance(root, str):
        return root
    name = getattr(root, "OPERATION_NAME", "")
    if not isinstance(name, str) or not name:
        raise TypeError(f"{root!r} is not an op class or an op name")
    return name


def _adapt(fn: PatternFn) -> Callable[[Operation, _RuntimeRewriter], bool]:
    """The runtime's convention (True: rewritten) from the bindings' one
    (a false value: rewritten)."""

    def match_and_rewrite(op: Operation, rewriter: _RuntimeRewriter) -> bool:
        return not fn(op, PatternRewriter(rewriter))

    match_and_rewrite.__name__ = getattr(fn, "__name__", "pattern")
    return match_and_rewrite


class RewritePatternSet(_sets.RewritePatternSet):
    """Patterns to apply; ``add`` takes the bindings' ``(root, fn, benefit)``
    as well as the runtime's pattern objects."""

    def __init__(
        self, context: object = None, patterns: Sequence[Pattern] = ()
    ) -> None:
        ctx = context if context is not None else current_context()
        super().__init__(ctx, patterns)  # type: ignore[arg-type]

    def add(self, *args: object, benefit: int = 1) -> RewritePatternSet:
        """``add(root, fn, benefit=1)`` or ``add(pattern, ...)``."""
        if args and not isinstance(args[0], Pattern):
            root, fn, *rest = args
            weight = rest[0] if rest else benefit
            assert isinstance(root, (type, str)) and callable(fn)
            assert isinstance(weight, int)
            pattern = FunctionPattern(_root_name(root), _adapt(fn), weight)
            super().add(pattern)
            return self
        super().add(*args)  # type: ignore[arg-type]
        return self

    def freeze(self) -> _sets.FrozenRewritePatternSet:
        """The frozen set the drivers take."""
        return _sets.FrozenRewritePatternSet(self)


__all__ = ["PatternRewriter", "RewritePatternSet", "Value"]
