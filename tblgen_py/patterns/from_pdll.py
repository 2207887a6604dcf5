"""The pattern model of a PDLL module, built from the PDL ops ``-x=mlir`` emits
(MLIR lowers PDLL to PDL the same way before generating anything else)."""

from __future__ import annotations

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.pdl_ops import PdlOp, Value
from tblgen_py.patterns.model import (
    NativeCode,
    Node,
    NodeKind,
    Pattern,
    PatternValue,
    ValueKind,
)

PYTHON_MARKER = "# python"
"""First line of a ``[{ }]`` body written in Python rather than C++."""

_KINDS = {
    "!pdl.operation": ValueKind.OPERATION,
    "!pdl.value": ValueKind.VALUE,
    "!pdl.range<value>": ValueKind.VALUE_RANGE,
    "!pdl.type": ValueKind.TYPE,
    "!pdl.range<type>": ValueKind.TYPE_RANGE,
    "!pdl.attribute": ValueKind.ATTRIBUTE,
}

_NODES = {
    "pdl.operation": NodeKind.OPERATION,
    "pdl.operand": NodeKind.OPERAND,
    "pdl.operands": NodeKind.OPERANDS,
    "pdl.result": NodeKind.RESULT,
    "pdl.results": NodeKind.RESULTS,
    "pdl.type": NodeKind.TYPE,
    "pdl.types": NodeKind.TYPES,
    "pdl.attribute": NodeKind.ATTRIBUTE,
    "pdl.range": NodeKind.RANGE,
    "pdl.apply_native_constraint": NodeKind.CONSTRAINT,
    "pdl.apply_native_rewrite": NodeKind.NATIVE_REWRITE,
    "pdl.replace": NodeKind.REPLACE,
    "pdl.erase": NodeKind.ERASE,
}


class _Builder:
    """Maps the PDL ops of one pattern to nodes."""

    def __init__(self) -> None:
        self.values: dict[Value, PatternValue] = {}

    def nodes(self, ops: list[PdlOp]) -> list[Node]:
        return [self.node(op) for op in ops if op.name != "pdl.rewrite"]

    def node(self, op: PdlOp) -> Node:
        info = op.info
        node = Node(_NODES[op.name], op.span, [self.values[v] for v in op.operands])
        node.op_name = op.op_name
        node.attr_names = info.get("attr_names", ())  # type: ignore[assignment]
        node.sizes = info.get("sizes", ())  # type: ignore[assignment]
        node.index = info.get("index")  # type: ignore[assignment]
        node.constant = info.get("value")  # type: ignore[assignment]
        node.negated = bool(info.get("negated", False))
        node.with_op = bool(info.get("with_op", False))
        decl = info.get("decl")
        if isinstance(decl, n.CallableDecl):
            node.native = native_code(decl)
        for result in op.results:
            self.values[result] = node.add_result(_KINDS[result.type])
        return node


def native_code(decl: n.CallableDecl) -> NativeCode:
    """What a native constraint or rewrite declaration says about its body."""
    code = decl.code_block
    is_python = code is not None and code.lstrip().startswith(PYTHON_MARKER)
    if is_python and code is not None:
        code = code.lstrip()[len(PYTHON_MARKER) :]
    params = tuple(
        p.name.name if p.name else f"arg{i}" for i, p in enumerate(decl.inputs)
    )
    return NativeCode(decl.decl_name.name, code, is_python, params, decl.span)


def patterns_from_pdl(ops: list[PdlOp]) -> list[Pattern]:
    """One pattern per ``pdl.pattern`` op, in order."""
    patterns: list[Pattern] = []
    anonymous = 0
    for op in ops:
        if op.name != "pdl.pattern" or op.body is None:
            continue
        builder = _Builder()
        rewrite_ops = [o for o in op.body if o.name == "pdl.rewrite"]
        match = builder.nodes([o for o in op.body if o.name != "pdl.rewrite"])
        rewrite_op = rewrite_ops[0]
        rewrite = builder.nodes(rewrite_op.body or [])
        name = op.info.get("name")
        if not isinstance(name, str):
            name = f"GeneratedPDLLPattern{anonymous}"
            anonymous += 1
        root = builder.values[rewrite_op.operands[0]]
        pattern = Pattern(name, op.benefit, op.span, root, match, rewrite, "PDLL")
        pattern.bounded_recursion = bool(op.info.get("recursion", False))
        patterns.append(pattern)
    return patterns
