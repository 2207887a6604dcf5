"""A minimal generic-op reader/writer used to test the attribute/type layer alone.

It understands only what the attribute corpus uses: top-level alias definitions
and file metadata, an optional ``"builtin.module"() ({ ... }) : () -> ()``
wrapper, and operand-free, region-free generic ops with results, an attribute
dictionary, a function type and an optional ``loc(...)``.  Printing follows
mlir-opt: aliases visited in its order, deferred location aliases at the end.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tblgen_py.runtime.ir.attributes import Attribute, DictionaryAttr
from tblgen_py.runtime.ir.location import FileLineColLoc, LocationAttr
from tblgen_py.runtime.ir.types import FunctionType, Type
from tblgen_py.runtime.text.attr_parser import AttrTypeParser, TokenKind
from tblgen_py.runtime.text.attr_printer import AttrTypePrinter
from tblgen_py.runtime.text.print_rules import keyword_or_string, quoted


@dataclass
class MiniOp:
    """One generic op without operands or regions."""

    name: str
    results: list[Type]
    attrs: DictionaryAttr
    loc: LocationAttr
    regions: list[list[MiniOp]] = field(default_factory=list)


@dataclass
class MiniModule:
    """The parsed file."""

    top: MiniOp
    resources: dict[str, dict[str, str]]


class MiniParser(AttrTypeParser):
    """Reads the restricted generic form."""

    def parse_file(self) -> MiniModule:
        """Parse definitions, ops and a trailing metadata block."""
        ops: list[MiniOp] = []
        while not self.at_eof():
            if not self.parse_top_level_definition():
                ops.append(self.parse_op())
        for op in _walk(ops):
            op.loc = self.resolve_location(op.loc)
        if len(ops) == 1 and ops[0].name == "builtin.module":
            top = ops[0]
        else:
            loc = FileLineColLoc.get(self.source.path, 0, 0)
            top = MiniOp("builtin.module", [], DictionaryAttr.get(), loc, [ops])
        return MiniModule(top, self.resources)

    def parse_op(self) -> MiniOp:
        """[`%r` [`:` N] `=`] "name" `(` `)` [regions] [attr-dict] `:` type [loc]."""
        if self.tok.kind is TokenKind.PERCENT_IDENT:
            self.consume()
            if self.consume_if(":"):
                self.expect_kind(TokenKind.INTEGER, "expected integer")
            self.expect("=")
        name_tok = self.expect_kind(TokenKind.STRING, "expected operation name")
        self.expect("(")
        self.expect(")")
        regions: list[list[MiniOp]] = []
        if self.consume_if("("):
            while True:
                self.expect("{")
                body: list[MiniOp] = []
                while not self.consume_if("}"):
                    body.append(self.parse_op())
                regions.append(body)
                if not self.consume_if(","):
                    break
            self.expect(")")
        attrs = DictionaryAttr.get()
        if self.tok.kind is TokenKind.L_BRACE:
            attrs = self.parse_attribute_dict()
        self.expect(":")
        at = self.tok
        ftype = self.parse_type()
        if not isinstance(ftype, FunctionType):
            self.error("expected function type", at)
        loc = self.parse_optional_location(True)
        if loc is None:
            line, col = self.source.line_col(name_tok.start)
            loc = FileLineColLoc.get(self.source.path, line, col)
        return MiniOp(name_tok.string_value(), list(ftype.results), attrs, loc, regions)


def _walk(ops: list[MiniOp]) -> list[MiniOp]:
    out = []
    for op in ops:
        out.append(op)
        for region in op.regions:
            out.extend(_walk(region))
    return out


def _alias_items(op: MiniOp, debuginfo: bool) -> list[object]:
    items: list[object] = []
    if debuginfo:
        items.append((op.loc, True))
    for region in op.regions:
        for inner in region:
            items.extend(_alias_items(inner, debuginfo))
    items.extend(op.results)
    items.extend(value for _, value in op.attrs.items)
    return items


class MiniPrinter:
    """Writes the generic form as mlir-opt does."""

    def __init__(self, debuginfo: bool = False, local_scope: bool = False) -> None:
        self.p = AttrTypePrinter(debuginfo=debuginfo, local_scope=local_scope)
        self.debuginfo = debuginfo
        self.next_value = 0

    def print_module(self, module: MiniModule) -> str:
        """The whole file."""
        self.p.collect_aliases(_alias_items(module.top, self.debuginfo))  # type: ignore[arg-type]
        out = [self.p.print_alias_definitions()]
        self._print_op(module.top, 0, out)
        if self.p.local_scope:
            return "".join(out)
        out.append(self.p.print_alias_definitions(deferred=True))
        out.append(print_resources(module.resources))
        return "".join(out) + "\n"

    def _print_op(self, op: MiniOp, indent: int, out: list[str]) -> None:
        pad = "  " * indent
        head = ""
        if op.results:
            head = f"%{self.next_value}"
            if len(op.results) > 1:
                head += f":{len(op.results)}"
            head += " = "
            self.next_value += 1
        out.append(f"{pad}{head}{quoted(op.name)}()")
        if op.regions:
            out.append(" (")
            for i, region in enumerate(op.regions):
                out.append("{\n" if i == 0 else ", {\n")
                for inner in region:
                    self._print_op(inner, indent + 1, out)
                out.append(pad + "}")
            out.append(")")
        if op.attrs.items:
            out.append(" " + self.p.print_attribute(op.attrs))
        out.append(" : " + self.p.print_type(FunctionType.get([], op.results)))
        if self.debuginfo:
            out.append(" " + self.p.print_location(op.loc))
        out.append("\n")


def print_resources(resources: dict[str, dict[str, str]]) -> str:
    """The trailing ``{-# dialect_resources ... #-}`` block."""
    if not resources:
        return ""
    groups = []
    for owner, entries in resources.items():
        lines = ",\n".join(
            f"      {keyword_or_string(k)}: {v}" for k, v in entries.items()
        )
        groups.append(f"    {owner}: {{\n{lines}\n    }}")
    body = ",\n".join(groups)
    return f"\n{{-#\n  dialect_resources: {{\n{body}\n  }}\n#-}}\n"


def roundtrip(
    text: str, path: str, debuginfo: bool = False, local_scope: bool = False
) -> str:
    """Parse ``text`` and print it back."""
    module = MiniParser(text, path).parse_file()
    return MiniPrinter(debuginfo, local_scope).print_module(module)


__all__ = ["roundtrip", "MiniParser", "MiniPrinter", "Attribute"]
