"""Compiling a PDL module's ``pdl.pattern`` ops into ``RewritePattern`` objects."""

from __future__ import annotations

from collections.abc import Iterator

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.pdl.matcher import Matcher, PDLMatchError
from tblgen_py.runtime.pdl.model import int_attr, segment, str_attr
from tblgen_py.runtime.pdl.natives import NativeRegistry
from tblgen_py.runtime.pdl.rewrite import PDLRewriteError, RewriteRunner
from tblgen_py.runtime.rewrite.pattern import ANY_OP, RewritePattern
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter


class PDLError(MLIRError, RuntimeError):
    """A PDL module that cannot be compiled or run."""


class PDLPattern(RewritePattern):
    """One ``pdl.pattern``: matched and rewritten by interpreting its body."""

    def __init__(
        self,
        pattern: Operation,
        natives: NativeRegistry,
        context: object = None,
        index: int = 0,
    ) -> None:
        body = list(pattern.regions[0].blocks[0].operations) if pattern.regions else []
        rewrites = [op for op in body if op.name == "pdl.rewrite"]
        if len(rewrites) != 1:
            raise PDLError("a pdl.pattern needs exactly one pdl.rewrite terminator")
        self.rewrite_op = rewrites[0]
        roots = segment(self.rewrite_op, 0)
        if not roots:
            raise PDLError("pdl.rewrite without a root is not supported")
        root_value = roots[0]
        root_op = getattr(root_value, "op", None)
        root_name = str_attr(root_op, "opName") if root_op is not None else None
        name = str_attr(pattern, "sym_name") or f"pdl_pattern_{index}"
        super().__init__(
            root_name if root_name is not None else ANY_OP,
            int_attr(pattern, "benefit") or 0,
            debug_name=name,
        )
        self.pdl_context = context
        self.matcher = Matcher(body, root_value, natives, self)
        self.runner = RewriteRunner(natives, context)
        self.external = str_attr(self.rewrite_op, "name")
        self.rewrite_body: list[Operation] = (
            list(self.rewrite_op.regions[0].blocks[0].operations)
            if self.rewrite_op.regions and self.rewrite_op.regions[0].blocks
            else []
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Match the pattern rooted at ``op``, then run its rewrite region."""
        try:
            bindings = self.matcher.match(op, rewriter)
            if bindings is None:
                return False
            if self.external is not None:
                args = [bindings.get(v) for v in self.rewrite_op.operands]
                self.runner.native(self.external, args, rewriter, 0)
            else:
                self.runner.run(self.rewrite_body, bindings, rewriter, op)
        except (PDLMatchError, PDLRewriteError) as exc:
            raise PDLError(f"pattern '{self.debug_name}': {exc}") from None
        return True


def pattern_ops(module: Operation) -> Iterator[Operation]:
    """The ``pdl.pattern`` ops of ``module`` (nested modules included)."""
    for op in module.walk_ops():
        if op.name == "pdl.pattern":
            yield op


def compile_pdl_module(
    module: Operation,
    natives: NativeRegistry | None = None,
    context: object = None,
) -> list[PDLPattern]:
    """A pattern per ``pdl.pattern`` op of ``module``, in order."""
    registry = natives if natives is not None else NativeRegistry()
    return [
        PDLPattern(op, registry, context, index)
        for index, op in enumerate(pattern_ops(module))
    ]
