"""The PDL ops ``-x=mlir`` builds (name, operands, results, properties, one
optional region) and their generic printing, locations included; the PDL
verifier reads the same model."""

from __future__ import annotations

from tblgen_py.pdll.ast import types as t
from tblgen_py.support.diagnostics import Span

_PDL_TYPES = {
    t.ATTR: "!pdl.attribute",
    t.TYPE: "!pdl.type",
    t.VALUE: "!pdl.value",
    t.TYPE_RANGE: "!pdl.range<type>",
    t.VALUE_RANGE: "!pdl.range<value>",
}


def pdl_type(ty: t.Type) -> str:
    """The PDL type of an AST type."""
    if isinstance(ty, t.OperationType):
        return "!pdl.operation"
    return _PDL_TYPES[ty]


def mlir_string(text: str) -> str:
    """A quoted MLIR string literal."""
    out: list[str] = []
    for byte in text.encode("utf-8", "surrogateescape"):
        char = chr(byte)
        if char in '"\\':
            out.append("\\" + char)
        elif 0x20 <= byte < 0x7F:
            out.append(char)
        else:
            out.append(f"\\{byte:02X}")
    return '"' + "".join(out) + '"'


class Value:
    """An SSA value of the generated module: its name, PDL type, defining op and
    the ops using it."""

    __slots__ = ("name", "type", "owner", "users")

    def __init__(self, name: str, type: str, owner: PdlOp) -> None:
        self.name = name
        self.type = type
        self.owner = owner
        self.users: list[PdlOp] = []


class PdlOp:
    """One generated op: what the printer writes and the PDL verifier reads."""

    def __init__(
        self,
        name: str,
        span: Span,
        operands: list[Value],
        props: list[str],
        parent: PdlOp | None,
    ) -> None:
        self.name = name
        self.span = span
        self.operands = operands
        self.props = props
        self.parent = parent
        self.results: list[Value] = []
        self.body: list[PdlOp] | None = None
        """The ops of the single block of its region, if it has one."""
        self.op_name: str | None = None
        self.constant = False
        """``pdl.attribute``/``pdl.type``: whether a constant value is given."""
        self.benefit = 0
        self.info: dict[str, object] = {}
        """The properties as values (``name``, ``index``, ``value``, ...), for
        the pattern model; ``props`` holds their printed form."""
        for operand in operands:
            operand.users.append(self)

    def users(self) -> list[PdlOp]:
        """Every op using one of its results."""
        return [user for result in self.results for user in result.users]


def loc(span: Span) -> str:
    """``loc("file":line:column)``, the column counted in bytes."""
    line, column = span.file.line_col(span.start)
    prefix = span.file.text[span.start - column + 1 : span.start]
    column = len(prefix.encode("utf-8", "surrogateescape")) + 1
    return f"loc({mlir_string(span.file.path)}:{line}:{column})"


def print_ops(ops: list[PdlOp], depth: int, lines: list[str]) -> None:
    """Append the generic form of ``ops`` at ``depth``."""
    pad = "  " * depth
    for op in ops:
        head = ""
        if len(op.results) == 1:
            head = f"{op.results[0].name} = "
        elif op.results:
            head = f"{op.results[0].name.split('#')[0]}:{len(op.results)} = "
        args = ", ".join(v.name for v in op.operands)
        arg_types = ", ".join(v.type for v in op.operands)
        props = f" <{{{', '.join(op.props)}}}>" if op.props else ""
        types = [v.type for v in op.results]
        result = types[0] if len(types) == 1 else "(" + ", ".join(types) + ")"
        signature = f": ({arg_types}) -> {result} {loc(op.span)}"
        if op.body is None:
            lines.append(f'{pad}{head}"{op.name}"({args}){props} {signature}')
            continue
        lines.append(f'{pad}{head}"{op.name}"({args}){props} ({{')
        if not op.body:
            lines.append(f"{pad}^bb0:")
        print_ops(op.body, depth + 1, lines)
        lines.append(f"{pad}}}) {signature}")
