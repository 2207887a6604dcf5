"""``-x=ast``: the AST as MLIR's ``NodePrinter`` prints it (a tree drawn with
``|-`` and `` `-``, labelled child groups, and each node's address: here its
creation number in hex)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.pdll.ast import nodes as n


def _escape(text: str) -> str:
    """``llvm::printEscapedString``: ``\\``, ``"`` and non-printables as ``\\XX``."""
    out: list[str] = []
    for byte in text.encode("utf-8", "surrogateescape"):
        char = chr(byte)
        if char == "\\":
            out.append("\\\\")
        elif 0x20 <= byte < 0x7F and char != '"':
            out.append(char)
        else:
            out.append(f"\\{byte:02X}")
    return "".join(out)


class NodePrinter:
    """Prints a node and its children, one line each."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._stack: list[bool] = []

    def print(self, node: n.Node) -> None:
        """Print ``node`` at the current depth."""
        self.lines.append(self._indent() + "-")
        self._stack.append(False)
        _PRINTERS[type(node)](self, node)
        self._stack.pop()

    def _indent(self) -> str:
        if not self._stack:
            return ""
        head = "".join("  " if last else " |" for last in self._stack[:-1])
        return head + (" `" if self._stack[-1] else " |")

    def _line(self, text: str) -> None:
        self.lines[-1] += text + "\n"

    def children(self, nodes: Sequence[n.Node | None]) -> None:
        """Print a run of children, the last drawn with `` `-``."""
        present = [node for node in nodes if node is not None]
        for index, node in enumerate(present):
            if index == len(present) - 1:
                self._stack[-1] = True
            self.print(node)

    def labelled(self, label: str, nodes: Sequence[n.Node]) -> None:
        """Print children nested under a `` `label` `` line."""
        if not nodes:
            return
        saved = self._stack[-1]
        self._stack[-1] = True
        self.lines.append(f"{self._indent()}{label}`\n")
        self._stack.append(False)
        self.children(nodes)
        self._stack.pop()
        self._stack[-1] = saved


def _addr(node: n.Node) -> str:
    return f"0x{node.id:x}"


def _compound(p: NodePrinter, node: n.CompoundStmt) -> None:
    p._line(f"CompoundStmt {_addr(node)}")
    p.children(node.children)


def _erase(p: NodePrinter, node: n.EraseStmt) -> None:
    p._line(f"EraseStmt {_addr(node)}")
    p.children([node.root])


def _let(p: NodePrinter, node: n.LetStmt) -> None:
    p._line(f"LetStmt {_addr(node)}")
    p.children([node.var_decl])


def _replace(p: NodePrinter, node: n.ReplaceStmt) -> None:
    p._line(f"ReplaceStmt {_addr(node)}")
    p.children([node.root])
    p.labelled("ReplValues", node.repl_exprs)


def _return(p: NodePrinter, node: n.ReturnStmt) -> None:
    p._line(f"ReturnStmt {_addr(node)}")
    p.children([node.result])


def _rewrite(p: NodePrinter, node: n.RewriteStmt) -> None:
    p._line(f"RewriteStmt {_addr(node)}")
    p.children([node.root, node.body])


def _attribute(p: NodePrinter, node: n.AttributeExpr) -> None:
    p._line(f'AttributeExpr {_addr(node)} Value<"{node.value}">')


def _type_expr(p: NodePrinter, node: n.TypeExpr) -> None:
    p._line(f'TypeExpr {_addr(node)} Value<"{node.value}">')


def _call(p: NodePrinter, node: n.CallExpr) -> None:
    negated = " Negated" if node.negated else ""
    p._line(f"CallExpr {_addr(node)} Type<{node.type}>{negated}")
    p.children([node.callable])
    p.labelled("Arguments", node.arguments)


def _decl_ref(p: NodePrinter, node: n.DeclRefExpr) -> None:
    p._line(f"DeclRefExpr {_addr(node)} Type<{node.type}>")
    p.children([node.decl])


def _member(p: NodePrinter, node: n.MemberAccessExpr) -> None:
    p._line(f"MemberAccessExpr {_addr(node)} Member<{node.member}> Type<{node.type}>")
    p.children([node.parent])


def _operation(p: NodePrinter, node: n.OperationExpr) -> None:
    p._line(f"OperationExpr {_addr(node)} Type<{node.type}>")
    p.children([node.name_decl])
    p.labelled("Operands", node.operands)
    p.labelled("Result Types", node.result_types)
    p.labelled("Attributes", node.attributes)


def _range(p: NodePrinter, node: n.RangeExpr) -> None:
    p._line(f"RangeExpr {_addr(node)} Type<{node.type}>")
    p.children(node.elements)


def _tuple(p: NodePrinter, node: n.TupleExpr) -> None:
    p._line(f"TupleExpr {_addr(node)} Type<{node.type}>")
    p.children(node.elements)


def _typed_constraint(label: str) -> Callable[[NodePrinter, n.Node], None]:
    def print_constraint(p: NodePrinter, node: n.Node) -> None:
        p._line(f"{label} {_addr(node)}")
        type_expr = getattr(node, "type_expr", None)
        if type_expr is not None:
            p.children([type_expr])

    return print_constraint


def _op_constraint(p: NodePrinter, node: n.OpConstraintDecl) -> None:
    p._line(f"OpConstraintDecl {_addr(node)}")
    p.children([node.name_decl])


def _callable(p: NodePrinter, node: n.CallableDecl) -> None:
    kind = (
        "UserConstraintDecl"
        if node.callable_type == "constraint"
        else "UserRewriteDecl"
    )
    head = f"{kind} {_addr(node)} Name<{node.decl_name.name}> ResultType<{node.result_type}>"
    if node.code_block is not None:
        head += f" Code<{_escape(node.code_block)}>"
    p._line(head)
    p.labelled("Inputs", node.inputs)
    p.labelled("Results", node.results)
    if node.body is not None:
        p.children([node.body])


def _named_attr(p: NodePrinter, node: n.NamedAttributeDecl) -> None:
    assert node.name is not None
    p._line(f"NamedAttributeDecl {_addr(node)} Name<{node.name.name}>")
    p.children([node.value])


def _op_name(p: NodePrinter, node: n.OpNameDecl) -> None:
    name = "" if node.name is None else f" Name<{node.name.name}>"
    p._line(f"OpNameDecl {_addr(node)}{name}")


def _pattern(p: NodePrinter, node: n.PatternDecl) -> None:
    head = f"PatternDecl {_addr(node)}"
    if node.name is not None:
        head += f" Name<{node.name.name}>"
    if node.benefit is not None:
        head += f" Benefit<{node.benefit}>"
    if node.recursion:
        head += " Recursion"
    p._line(head)
    p.children([node.body])


def _variable(p: NodePrinter, node: n.VariableDecl) -> None:
    p._line(f"VariableDecl {_addr(node)} Name<{node.var_name}> Type<{node.type}>")
    if node.init is not None:
        p.children([node.init])
    p.labelled("Constraints", [ref.constraint for ref in node.constraints])


def _module(p: NodePrinter, node: n.Module) -> None:
    p._line(f"Module {_addr(node)}")
    p.children(node.children)


_PRINTERS: dict[type, Callable[..., None]] = {
    n.CompoundStmt: _compound,
    n.EraseStmt: _erase,
    n.LetStmt: _let,
    n.ReplaceStmt: _replace,
    n.ReturnStmt: _return,
    n.RewriteStmt: _rewrite,
    n.AttributeExpr: _attribute,
    n.TypeExpr: _type_expr,
    n.CallExpr: _call,
    n.DeclRefExpr: _decl_ref,
    n.MemberAccessExpr: _member,
    n.AllResultsMemberAccessExpr: _member,
    n.OperationExpr: _operation,
    n.RangeExpr: _range,
    n.TupleExpr: _tuple,
    n.AttrConstraintDecl: _typed_constraint("AttrConstraintDecl"),
    n.OpConstraintDecl: _op_constraint,
    n.TypeConstraintDecl: _typed_constraint("TypeConstraintDecl"),
    n.TypeRangeConstraintDecl: _typed_constraint("TypeRangeConstraintDecl"),
    n.ValueConstraintDecl: _typed_constraint("ValueConstraintDecl"),
    n.ValueRangeConstraintDecl: _typed_constraint("ValueRangeConstraintDecl"),
    n.UserConstraintDecl: _callable,
    n.UserRewriteDecl: _callable,
    n.NamedAttributeDecl: _named_attr,
    n.OpNameDecl: _op_name,
    n.PatternDecl: _pattern,
    n.VariableDecl: _variable,
    n.Module: _module,
}


def print_ast(node: n.Node) -> str:
    """The text ``mlir-pdll -x=ast`` prints for ``node``."""
    printer = NodePrinter()
    printer.print(node)
    return "".join(printer.lines)
