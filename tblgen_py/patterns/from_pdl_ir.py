"""The pattern model of PDL written by others: ``pdl.pattern`` ops parsed from
MLIR text (``mlir-opt-py --load-pdl FILE.mlir --pdl-python``).

The ops are read through the interface every parsed op has (``name``,
``operands``, ``results``, ``get_attr``, ``regions``, ``location``), so this
package does not import the runtime.  A node's span is where its location
points in the PDL text when the location names that text, else the text's
start.
"""

from __future__ import annotations

from typing import Any

from tblgen_py.patterns.model import (
    NativeCode,
    Node,
    NodeKind,
    Pattern,
    PatternValue,
    ValueKind,
)
from tblgen_py.patterns.from_pdll import _KINDS, _NODES
from tblgen_py.support.diagnostics import SourceFile, Span


class PdlIrError(Exception):
    """A ``pdl.pattern`` outside what the pattern model holds."""


def _attr(op: Any, name: str) -> Any:
    return op.get_attr(name)


def _value(op: Any, name: str) -> Any:
    return getattr(_attr(op, name), "value", None)


def _body(op: Any) -> list[Any]:
    if not op.regions or not op.regions[0].blocks:
        return []
    return list(op.regions[0].blocks[0].operations)


class _Builder:
    def __init__(self, source: SourceFile) -> None:
        self.source = source
        self.values: dict[Any, PatternValue] = {}

    def span(self, op: Any) -> Span:
        loc = op.location
        line, col = getattr(loc, "line", None), getattr(loc, "column", None)
        if getattr(loc, "filename", None) != self.source.path or not line or not col:
            return Span(self.source, 0, 0)
        starts = [0] + [i + 1 for i, c in enumerate(self.source.text) if c == "\n"]
        if line > len(starts):
            return Span(self.source, 0, 0)
        offset = min(starts[line - 1] + col - 1, len(self.source.text))
        return Span(self.source, offset, offset)

    def node(self, op: Any) -> Node:
        kind = _NODES.get(op.name)
        if kind is None:
            raise PdlIrError(f"unsupported op '{op.name}' in a PDL pattern")
        try:
            args = [self.values[v] for v in op.operands]
        except KeyError:
            raise PdlIrError(f"'{op.name}' uses a value from outside its pattern")
        node = Node(kind, self.span(op), args)
        node.op_name = _value(op, "opName")
        names = _attr(op, "attributeValueNames")
        node.attr_names = tuple(e.value for e in getattr(names, "elements", ()))
        sizes = getattr(_attr(op, "operandSegmentSizes"), "values", None)
        if kind is NodeKind.OPERATION:
            node.sizes = tuple(int(s) for s in sizes) if sizes else (len(args), 0, 0)
            node.inferred = _attr(op, "inferredResultTypes") is not None
        if kind is NodeKind.REPLACE:
            node.with_op = sizes is not None and len(sizes) > 1 and int(sizes[1]) == 1
        index = _value(op, "index")
        node.index = None if index is None else int(index)
        node.constant = self.constant(op, kind)
        if kind in (NodeKind.CONSTRAINT, NodeKind.NATIVE_REWRITE):
            name = str(_value(op, "name") or "")
            node.native = NativeCode(name, None, False, (), node.span)
            node.negated = bool(_value(op, "isNegated"))
        for result in op.results:
            node.add_result(_KINDS[str(result.type)])
            self.values[result] = node.results[-1]
        return node

    def constant(self, op: Any, kind: NodeKind) -> str | None:
        if kind is NodeKind.ATTRIBUTE:
            attr = _attr(op, "value")
            return None if attr is None else str(attr)
        if kind is NodeKind.TYPE:
            attr = _attr(op, "constantType")
            return None if attr is None else str(attr.type)
        if kind is NodeKind.TYPES and _attr(op, "constantTypes") is not None:
            raise PdlIrError("pdl.types with constant types is not supported")
        return None


def patterns_from_pdl_ir(pattern_ops: list[Any], source: SourceFile) -> list[Pattern]:
    """One pattern per parsed ``pdl.pattern`` op, in order."""
    patterns: list[Pattern] = []
    for index, op in enumerate(pattern_ops):
        builder = _Builder(source)
        body = _body(op)
        rewrites = [o for o in body if o.name == "pdl.rewrite"]
        if len(rewrites) != 1 or not rewrites[0].operands:
            raise PdlIrError("a pdl.pattern needs one pdl.rewrite with a root")
        match = [builder.node(o) for o in body if o.name != "pdl.rewrite"]
        rewrite_op = rewrites[0]
        root = builder.values.get(rewrite_op.operands[0])
        if root is None or root.kind is not ValueKind.OPERATION:
            raise PdlIrError("the root of pdl.rewrite is not a pattern operation")
        rewrite = [builder.node(o) for o in _body(rewrite_op)]
        external = _value(rewrite_op, "name")
        if external is not None:
            span = builder.span(rewrite_op)
            args = [builder.values[v] for v in rewrite_op.operands]
            node = Node(NodeKind.NATIVE_REWRITE, span, args)
            node.native = NativeCode(str(external), None, False, (), span)
            rewrite.append(node)
        name = _value(op, "sym_name") or f"pdl_pattern_{index}"
        benefit = int(_value(op, "benefit") or 0)
        patterns.append(
            Pattern(str(name), benefit, builder.span(op), root, match, rewrite, "PDL")
        )
    return patterns
