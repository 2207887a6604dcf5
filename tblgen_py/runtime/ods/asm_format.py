"""Declarative assembly formats at run time: each directive parses and prints.

``--gen-op-defs`` turns an op's validated ``assemblyFormat`` into an
``OpFormat`` of the directives below (the spacing of the printed form is
decided by the generator, as ``mlir-tblgen`` decides it); the op class's
``parse``/``print`` hooks run it.  The names follow MLIR's generated code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import IsTerminator
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.ir.types import FunctionType, IntegerType, OpaqueType
from tblgen_py.runtime.predicates.base import PredicateUnavailable
from tblgen_py.runtime.predicates.natives import NATIVE_TYPE_FUNCTIONS
from tblgen_py.runtime.predicates.registry import is_known_class, isa
from tblgen_py.runtime.ods.enums import (
    EnumTable,
    integer_attr,
    integer_value,
    stringify,
    symbolize,
)
from tblgen_py.runtime.ods.prop_codecs import ABSENT, EnumCodec, PropCodec
from tblgen_py.runtime.ods.properties import parsed_dict_error
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.print_rules import keyword_or_string
from tblgen_py.runtime.text.ssa_names import print_attr_name

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.ods.opbase import OpView
    from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_UNIT = UnitAttr.get()


class ParsedOp:
    """What a format has read so far: operands, types, attributes, regions."""

    __slots__ = (
        "operands",
        "operand_at",
        "types",
        "attributes",
        "regions",
        "absent_regions",
        "successors",
        "at",
        "prop_dict",
        "result_names",
    )

    def __init__(
        self, at: int, result_names: Sequence[tuple[str, int, int]] = ()
    ) -> None:
        self.operands: dict[int, list[UnresolvedOperand]] = {}
        self.operand_at: dict[int, int] = {}
        """Where each operand group (``-1``: ``operands``) began
        (``<name>OperandsLoc``): where a count mismatch is reported."""
        self.types: dict[tuple[str, int], list[object]] = {}
        self.attributes: dict[str, object] = {}
        self.regions: dict[int, list[Region]] = {}
        self.absent_regions: set[int] = set()
        """Optional regions not written: left empty (no block, no terminator)."""
        self.successors: dict[int, list[object]] = {}
        self.at = at
        self.prop_dict: object = None
        """The attribute a ``prop-dict`` read (``{}`` when absent)."""
        self.result_names = result_names
        """The op's ``%name:count`` result groups, as written before it."""


class Directive:
    """One element of a format; ``space``: print a space before it."""

    __slots__ = ("space",)

    def __init__(self, space: bool = False) -> None:
        self.space = space

    def print(self, op: OpView, printer: OpPrinter) -> None:
        """Write the element."""
        raise NotImplementedError

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        """Read the element."""
        raise NotImplementedError

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        """Read the element if it starts here (first element of a group)."""
        raise NotImplementedError

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        """Whether an optional group anchored here is printed."""
        raise NotImplementedError

    def _lead(self, printer: OpPrinter) -> None:
        if self.space:
            printer.write(" ")


class Literal(Directive):
    """A keyword or punctuation."""

    __slots__ = ("text", "keyword")

    def __init__(self, text: str, space: bool = False) -> None:
        super().__init__(space)
        self.text = text
        self.keyword = text[0].isalpha() or text[0] == "_"

    def print(self, op: OpView, printer: OpPrinter) -> None:
        printer.write(" " + self.text if self.space else self.text)

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        if self.keyword:
            _keyword(parser, self.text)
        else:
            parser.expect(self.text)

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        if self.keyword:
            return parser.parse_optional_keyword(self.text)
        tok = parser.tok
        if tok.text == self.text and tok.kind is not TokenKind.STRING:
            parser.consume()
            return True
        return False


class Newline(Directive):
    """`` `\\n` ``: a new line at the op's indentation."""

    __slots__ = ()

    def print(self, op: OpView, printer: OpPrinter) -> None:
        printer.write("\n" + " " * printer.indent)

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        return None


class Space(Directive):
    """`` ` ` ``: a space (``space`` True) or nothing."""

    __slots__ = ()

    def print(self, op: OpView, printer: OpPrinter) -> None:
        self._lead(printer)

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        return None


class Operand(Directive):
    """``$operand``: group ``index`` of arity ``arity`` ("variadic_of_variadic":
    split in groups by the dense array attribute ``segments``)."""

    __slots__ = ("index", "arity", "segments")

    def __init__(
        self, index: int, arity: str, space: bool = False, segments: str = ""
    ) -> None:
        super().__init__(space)
        self.index = index
        self.arity = arity
        self.segments = segments

    def values(self, op: OpView) -> list[object]:
        """The operands of the group."""
        start, end = op._ods_operand_range(self.index)
        return [use.value for use in op.operand_uses[start:end]]

    def print(self, op: OpView, printer: OpPrinter) -> None:
        self._lead(printer)
        printer.print_operands(self.values(op))  # type: ignore[arg-type]

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        parsed.operand_at[self.index] = parser.tok.start
        if self.arity == "single":
            parsed.operands[self.index] = [parser.parse_operand()]
        elif self.arity == "optional":
            use = parser.parse_optional_operand()
            parsed.operands[self.index] = [use] if use is not None else []
        else:
            parsed.operands[self.index] = parser.parse_operand_list()

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        self.parse(parser, parsed)
        return bool(parsed.operands[self.index])

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        if self.segments:  # a range of groups: present when it has a group
            return bool(_split(op, self.segments, self.values(op)))
        return bool(self.values(op))


class AllOperands(Directive):
    """``operands``."""

    __slots__ = ()

    def print(self, op: OpView, printer: OpPrinter) -> None:
        self._lead(printer)
        printer.print_operands(op.operands)

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        parsed.operand_at[-1] = parser.tok.start
        parsed.operands[-1] = parser.parse_operand_list()


class TypeOf(Directive):
    """``type(...)`` of an operand or result group (``kind`` "operand" or
    "result"; index -1 for ``operands``/``results``; ``segments`` as
    ``Operand``'s)."""

    __slots__ = ("kind", "index", "arity", "segments", "expected", "interface")

    def __init__(
        self,
        kind: str,
        index: int,
        arity: str,
        space: bool = False,
        segments: str = "",
        expected: str = "",
        interface: str = "",
    ) -> None:
        super().__init__(space)
        self.kind = kind
        self.index = index
        self.arity = arity
        self.segments = segments
        self.expected = expected
        """The builtin type class the constraint's C++ type names
        (``builtin.integer``): a single type of another kind is an error."""
        self.interface = interface
        """The type interface the constraint's C++ type names (normalised
        C++ name): a single type not implementing it is an error."""

    def types(self, op: OpView) -> list[object]:
        """The types of the group."""
        if self.kind == "operand":
            values = op.operands
            if self.index >= 0:
                start, end = op._ods_operand_range(self.index)
                values = values[start:end]
        else:
            values = op.results  # type: ignore[assignment]
            if self.index >= 0:
                start, end = op._ods_result_range(self.index)
                values = values[start:end]
        return [value.type for value in values]

    def print(self, op: OpView, printer: OpPrinter) -> None:
        self._lead(printer)
        printer.print_types(self.types(op))

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        key = (self.kind, self.index)
        if self.arity == "single":
            at = parser.tok.start
            single = parser.parse_type()
            expected = self.expected
            if expected and type(single).__name__ != _BUILTIN_CLASSES[expected]:
                op_error(
                    parser,
                    f"invalid kind of type specified: expected {expected}, "
                    f"but found '{single}'",
                    at,
                )
            if self.interface and not _implements(single, self.interface):
                # parseType<Interface>: an interface has no name to give
                op_error(parser, "invalid kind of type specified", at)
            parsed.types[key] = [single]
        elif self.arity == "optional":
            ty = parser.parse_optional_type()
            parsed.types[key] = [ty] if ty is not None else []
        else:
            parsed.types[key] = _optional_type_list(parser)

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        if self.segments:
            return bool(_split(op, self.segments, self.types(op)))
        return bool(self.types(op))


def _implements(ty: object, interface: str) -> bool:
    """Whether ``ty`` implements the type interface named ``interface`` (an
    interface the runtime cannot answer for is taken as implemented)."""
    if not is_known_class(interface):
        return True
    try:
        return isa(ty, interface)
    except PredicateUnavailable:
        return True


_BUILTIN_CLASSES = {
    "builtin.integer": "IntegerType",
    "builtin.index": "IndexType",
    "builtin.none": "NoneType",
    "builtin.complex": "ComplexType",
    "builtin.tuple": "TupleType",
    "builtin.function": "FunctionType",
    "builtin.vector": "VectorType",
    "builtin.tensor": "RankedTensorType",
    "builtin.unranked_tensor": "UnrankedTensorType",
    "builtin.memref": "MemRefType",
    "builtin.unranked_memref": "UnrankedMemRefType",
}
"""MLIR's names of the concrete builtin type classes -> the runtime's."""


class DialectTypeOf(TypeOf):
    """``type($x)`` of a value of a dialect type class (C++ ``cpp_class``):
    printed without its prefix when the class prints a body
    (``printStrippedAttrOrType``), read by the class unless a ``!`` starts
    the full form (``parseCustomTypeWithFallback``)."""

    __slots__ = ("cpp_class",)

    def __init__(
        self, kind: str, index: int, arity: str, cpp_class: str, space: bool = False
    ) -> None:
        super().__init__(kind, index, arity, space)
        self.cpp_class = cpp_class

    def print(self, op: OpView, printer: OpPrinter) -> None:
        from tblgen_py.runtime.text.dialect_asm import DialectAsmPrinter

        self._lead(printer)
        for ty in self.types(op):
            out = DialectAsmPrinter(printer.attrs)
            out.print_stripped(ty)  # type: ignore[arg-type]
            printer.write(out.text())

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        key = (self.kind, self.index)
        if self.arity == "optional" and not _starts_type(parser):
            parsed.types[key] = []
            return
        parsed.types[key] = [self._parse_one(parser)]

    def _parse_one(self, parser: Parser) -> object:
        from tblgen_py.runtime.ods.attr_params import dialect_class
        from tblgen_py.runtime.text.dialect_asm import DialectAsmParser

        cls = dialect_class(self.cpp_class)
        if cls is None or not getattr(cls, "has_parser")():
            return parser.parse_type()
        if parser.tok.kind is not TokenKind.EXCL_IDENT:
            asm = DialectAsmParser(
                parser, parser.op_names[-1] if parser.op_names else None
            )
            return getattr(cls, "parse")(asm, None)
        at = parser.tok.start
        found = parser.parse_type()
        dialect, mnemonic = getattr(cls, "DIALECT_MNEMONIC")
        if mnemonic is not None and not _is_kind(found, cls):
            op_error(
                parser,
                f"invalid kind of type specified: expected {dialect}.{mnemonic}, "
                f"but found '{found}'",
                at,
            )
        return found


def _is_kind(found: object, cls: type) -> bool:
    """Whether a type read in full is of the class a directive expects (by
    dialect and mnemonic: a ported class may stand for the generated one;
    text of a dialect without a parser is kept)."""
    if isinstance(found, (cls, OpaqueType)):
        return True
    expected = getattr(cls, "DIALECT_MNEMONIC", None)
    return getattr(found, "DIALECT_MNEMONIC", None) == expected


def _starts_type(parser: Parser) -> bool:
    """Whether a (dialect type's) text may start at the current token."""
    tok = parser.tok
    return tok.kind in (TokenKind.EXCL_IDENT, TokenKind.BARE_IDENT) or tok.text == "<"


def _optional_type_list(parser: Parser) -> list[object]:
    """``type (, type)*`` or nothing."""
    first = parser.parse_optional_type()
    if first is None:
        return []
    types: list[object] = [first]
    while parser.consume_if(",") is not None:
        types.append(parser.parse_type())
    return types


class FunctionalType(Directive):
    """``functional-type(inputs, results)``."""

    __slots__ = ("inputs", "results")

    def __init__(self, inputs: TypeOf, results: TypeOf, space: bool = False) -> None:
        super().__init__(space)
        self.inputs = inputs
        self.results = results

    def print(self, op: OpView, printer: OpPrinter) -> None:
        self._lead(printer)
        ins = ", ".join(printer.type_str(t) for t in self.inputs.types(op))
        outs = self.results.types(op)
        text = f"({ins}) -> "
        if len(outs) == 1 and not _is_function_type(outs[0]):
            printer.write(text + printer.type_str(outs[0]))
        else:
            printer.write(
                text + "(" + ", ".join(printer.type_str(t) for t in outs) + ")"
            )

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        # ``parseType<FunctionType>``: any type, then its kind
        at = parser.tok.start
        fn = parser.parse_type()
        if not isinstance(fn, FunctionType):
            op_error(
                parser,
                "invalid kind of type specified: expected builtin.function, "
                f"but found '{fn}'",
                at,
            )
        parsed.types[(self.inputs.kind, self.inputs.index)] = list(fn.inputs)
        parsed.types[(self.results.kind, self.results.index)] = list(fn.results)


def _is_function_type(ty: object) -> bool:
    from tblgen_py.runtime.ir.types import FunctionType

    return isinstance(ty, FunctionType)


class Attr(Directive):
    """``$attr``: ``style`` "generic", "string" (a ``StringAttr``: printed as
    "bare", and optional only where a string literal starts it), "symref" (a
    ``SymbolRefAttr``: optional only where an ``@`` starts it), "flat_symref"
    (the same, without nested references), "bare"
    (buildable type, printed without it; ``value_type`` builds it), "list"
    (an ``ArrayAttr``: printed as "generic"; as an optional group's first
    element, present only where a ``[`` starts it), "symbol"
    (``@name``), "array" (a dense array printed as ``[...]``) or "stripped" (a
    dialect attribute without ``#dialect.``)."""

    __slots__ = ("name", "style", "value_type", "optional", "unit")

    def __init__(
        self,
        name: str,
        style: str,
        space: bool = False,
        value_type: Callable[[], object] | None = None,
        optional: bool = False,
        unit: bool = False,
    ) -> None:
        super().__init__(space)
        self.name = name
        self.style = style
        self.value_type = value_type
        self.optional = optional
        self.unit = unit

    def print(self, op: OpView, printer: OpPrinter) -> None:
        attr = op.get_attr(self.name)
        if attr is None:
            return
        self._lead(printer)
        printer.write(self.text(attr, printer))

    def text(self, attr: object, printer: OpPrinter) -> str:
        """The attribute as this style prints it."""
        style = self.style
        if style == "symbol":
            return "@" + print_attr_name(getattr(attr, "value", ""))
        if style in ("bare", "string"):
            text = printer.attr_str(attr)
            ty = getattr(attr, "type", None)
            if ty is None or not text.endswith(" : " + printer.type_str(ty)):
                return text
            return text[: -len(" : " + printer.type_str(ty))]
        if style == "array" and isinstance(attr, DenseArrayAttr):
            text = printer.attr_str(attr)
            head, _, body = text.partition(":")
            return (
                "[" + body.strip()[:-1].strip() + "]"
                if head.startswith("array<")
                else text
            )
        text = printer.attr_str(attr)
        if style == "stripped" and text.startswith("#"):
            dialect, dot, rest = text[1:].partition(".")
            if dot and dialect.isidentifier() and "<" in rest:
                return rest
        return text

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        if not self.optional and self.style in (
            "generic",
            "string",
            "bare",
            "symref",
            "flat_symref",
            "list",
        ):
            ty = self.value_type() if self.value_type else None
            at = parser.tok.start
            attr = parser.parse_attribute(ty)  # type: ignore[arg-type]
            _check_kind(parser, self.style, attr, at)
            parsed.attributes[self.name] = attr
            return
        if self.style == "list":  # past a group's first element: any attribute
            if _starts_attribute(parser):
                parsed.attributes[self.name] = parser.parse_attribute()
            return
        if not self.parse_optional(parser, parsed) and not self.optional:
            if self.style == "symbol":  # ``parseSymbolName``
                op_error(parser, "expected valid '@'-identifier for symbol name")
            expected = "'['" if self.style == "array" else "attribute value"
            parser.error_wrong_token(f"expected {expected}")

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        style = self.style
        if style == "symbol":
            attr: object = parser.parse_optional_symbol_name()
        elif style == "bare":
            if not _starts_attribute(parser):
                return False
            attr = parser.parse_attribute(self.value_type() if self.value_type else None)  # type: ignore[arg-type]
        elif style == "array":
            attr = _parse_array(parser, self.value_type)
        elif style in ("symref", "flat_symref"):
            if not parser.tok.text.startswith("@"):
                return False
            at = parser.tok.start
            attr = parser.parse_attribute()
            _check_kind(parser, style, attr, at)
        elif style == "list":
            if parser.tok.text != "[" or parser.tok.kind is TokenKind.STRING:
                return False
            attr = parser.parse_attribute()
        elif style == "string":
            if parser.tok.kind is not TokenKind.STRING:
                return False
            attr = parser.parse_attribute(self.value_type() if self.value_type else None)  # type: ignore[arg-type]
        else:
            if not _starts_attribute(parser):
                return False
            attr = parser.parse_attribute()
        if attr is None:
            return False
        parsed.attributes[self.name] = attr
        return True

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        return op.get_attr(self.name) is not None


def _starts_attribute(parser: Parser) -> bool:
    tok = parser.tok
    if tok.kind is TokenKind.BARE_IDENT:  # a keyword attribute, or a type
        keywords = ("true", "false", "unit", "array", "dense", "affine_map")
        return tok.text in keywords or parser.starts_type()
    return tok.text not in (
        ")",
        "]",
        "}",
        ">",
        ",",
        ":",
        "->",
        "=",
        "",
    ) or tok.kind in (TokenKind.STRING,)


def _parse_array(parser: Parser, element: Callable[[], object] | None) -> object:
    """``[1, 2]`` as a dense array of ``element()``'s type."""
    if parser.consume_if("[") is None:
        return None
    values: list[int] = []
    if parser.consume_if("]") is None:
        while True:
            negative = parser.consume_if("-") is not None
            tok = parser.expect_kind(TokenKind.INTEGER, "expected integer value")
            values.append(-int(tok.text, 0) if negative else int(tok.text, 0))
            if parser.consume_if(",") is None:
                break
        parser.expect("]")
    ty = element() if element is not None else IntegerType.get(64)
    return DenseArrayAttr.get(ty, values)  # type: ignore[arg-type]


def op_defaults(op: OpView, printer: OpPrinter) -> tuple[tuple[str, object], ...]:
    """The default attributes of ``op``'s class, as its context resolves them
    (the printer's, else the ``with``-entered one, else one without dialects)."""
    defaults: tuple[tuple[str, object], ...] = _context(printer).op_defaults(type(op))
    return defaults


def printed_defaults(op: OpView, printer: OpPrinter) -> tuple[tuple[str, object], ...]:
    """``op_defaults`` and the defaults of optional attributes: a format's
    ``attr-dict``/``prop-dict`` elides an attribute equal to one."""
    found: tuple[tuple[str, object], ...]
    found = _context(printer).printed_defaults(type(op))
    return found


def _context(printer: OpPrinter) -> Any:
    """The printer's context, else the ``with``-entered one, else one
    without dialects."""
    context: Any = printer.context
    if context is None:
        context = current_context()
        if not hasattr(context, "op_defaults"):
            context = _DETACHED[0] if _DETACHED else _detached()
    return context


_DETACHED: list[Context] = []


def _detached() -> Context:
    """A context without dialects, for printers made without one."""
    from tblgen_py.runtime.ir.context import Context

    _DETACHED.append(Context(allow_unregistered_dialects=True))
    return _DETACHED[0]


_KINDS: dict[str, tuple[type, ...]] = {
    "string": (StringAttr,),
    "symref": (SymbolRefAttr,),
    "flat_symref": (SymbolRefAttr,),
    "list": (ArrayAttr,),
}
"""The attribute classes of the styles that parse one kind of attribute."""


def _check_kind(parser: Parser, style: str, attr: object, at: int) -> None:
    """``parseAttribute<AttrT>``: an attribute of another kind is an error
    (a ``FlatSymbolRefAttr`` is a symbol reference without nested ones)."""
    kinds = _KINDS.get(style)
    wrong = kinds is not None and not isinstance(attr, kinds)
    if style == "flat_symref" and not wrong:
        wrong = bool(getattr(attr, "nested", ()))
    if wrong:
        op_error(parser, "invalid kind of attribute specified", at)


class NotDefault(Directive):
    """A default-valued attribute anchoring an optional group: the group is
    printed when the attribute differs from its default."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        super().__init__(False)
        self.name = name

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        attr = op.get_attr(self.name)
        if attr is None:
            return False
        # DefaultValuedOptionalAttr's default counts too (hasDefaultValue)
        return all(
            attr != value
            for name, value in printed_defaults(op, printer)
            if name == self.name
        )


class DialectAttr(Attr):
    """``$attr`` of a dialect attribute class (``#dialect.mnemonic...``),
    printed without its prefix (``printStrippedAttrOrType``) and parsed by the
    class (``parseCustomAttributeWithFallback``: a ``#`` starts the full form)."""

    __slots__ = ("dialect", "mnemonic")

    def __init__(
        self,
        name: str,
        dialect: str,
        mnemonic: str,
        space: bool = False,
        optional: bool = False,
    ) -> None:
        super().__init__(name, "stripped", space, None, optional)
        self.dialect = dialect
        self.mnemonic = mnemonic

    def text(self, attr: object, printer: OpPrinter) -> str:
        from tblgen_py.runtime.text.dialect_asm import DialectAsmPrinter

        out = DialectAsmPrinter(printer.attrs)
        out.print_stripped(attr)  # type: ignore[arg-type]
        return out.text()

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        tok = parser.tok
        if tok.kind is TokenKind.HASH_IDENT:
            parsed.attributes[self.name] = parser.parse_attribute()
            return True
        cls = parser.dialect_value_class(self.dialect, self.mnemonic, False)
        if cls is None:
            if self.optional:
                return False
            parser.error(
                f"the attributes of dialect '{self.dialect}' are not loaded: "
                f"cannot parse '{self.dialect}.{self.mnemonic}' here"
            )
        if self.optional and tok.kind in _NOT_AN_ATTRIBUTE:
            return False
        from tblgen_py.runtime.text.dialect_asm import DialectAsmParser

        parse = getattr(cls, "parse")  # a generated class: its body's parser
        asm = DialectAsmParser(parser, parser.op_names[-1] if parser.op_names else None)
        parsed.attributes[self.name] = parse(asm, None)
        return True


class EnumKeyword(Attr):
    """``$attr`` of an integer-stored enum (``I64EnumAttr``): its case as a
    keyword (or a string)."""

    __slots__ = ("table", "width")

    def __init__(
        self,
        name: str,
        table: EnumTable,
        width: int,
        space: bool = False,
        optional: bool = False,
    ) -> None:
        super().__init__(name, "enum", space, None, optional)
        self.table = table
        self.width = width

    def text(self, attr: object, printer: OpPrinter) -> str:
        """The case; one that is no keyword (``vector-transfer``) quoted, as
        mlir-tblgen's enum printer switches to the string form for it."""
        text = stringify(self.table, integer_value(attr))
        if any(text == string for _, string in self.table.cases):
            return keyword_or_string(text)
        return text

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        tok = parser.tok
        start = tok.start
        strings = [string for _, string in self.table.cases]
        if tok.kind is TokenKind.STRING:
            text = parser.consume().string_value()
        elif tok.text in strings:
            text = parser.consume().text
        elif self.optional:
            return False
        else:
            names = ", ".join(strings)
            op_error(
                parser,
                "expected string or keyword containing one of the following enum "
                f"values for attribute '{self.name}' [{names}]",
            )
        value = symbolize(self.table, text)
        if value is None:
            op_error(
                parser, f'invalid {self.name} attribute specification: "{text}"', start
            )
        parsed.attributes[self.name] = integer_attr(value, self.width)
        return True


_NOT_AN_ATTRIBUTE = frozenset({TokenKind.EOF})


def op_error(parser: Parser, message: str, at: int | None = None) -> NoReturn:
    """An error of the op's parser (``OpAsmParser::emitError``): prefixed
    with ``custom op '<name>'``, at ``at`` (default: the current token)."""
    names = parser.op_names
    prefix = f"custom op '{names[-1]}' " if names else ""
    parser.error(prefix + message, parser.tok.start if at is None else at)


def _keyword(parser: Parser, keyword: str) -> None:
    """``parseKeyword``: the keyword, or MLIR's error at the current token."""
    if not parser.parse_optional_keyword(keyword):
        op_error(parser, f"expected '{keyword}'")


class UnitAnchor(Directive):
    """A ``UnitAttr`` anchoring an optional group (printed as the group)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        super().__init__(False)
        self.name = name

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        found = op.get_attr(self.name)  # a UnitProp's unset form is `false`
        return found is not None and getattr(found, "value", 1) != 0


class AttrDict(Directive):
    """``attr-dict`` (``keyword``: ``attr-dict-with-keyword``; ``discardable``:
    the format has a ``prop-dict``, which prints the properties)."""

    __slots__ = ("keyword", "elided", "discardable")

    def __init__(
        self, keyword: bool, elided: tuple[str, ...], discardable: bool = False
    ) -> None:
        super().__init__(False)
        self.keyword = keyword
        self.elided = elided
        self.discardable = discardable

    def print(self, op: OpView, printer: OpPrinter) -> None:
        props = op.properties
        if not op.attributes and not (props and isinstance(props, dict)):
            return  # nothing to print
        merged: dict[str, object] = {}
        if isinstance(props, dict) and not self.discardable:
            merged.update(props)
        merged.update(op.attributes)
        elided = self.elided
        if op._ODS_DEFAULTS or op._ODS_OPTIONAL_DEFAULTS:  # equal to its default
            elided += tuple(
                name
                for name, value in printed_defaults(op, printer)
                if merged.get(name) == value
            )
        if self.keyword:
            printer.write(printer.attr_dict_with_keyword_str(merged, elided))
        else:
            printer.write(printer.attr_dict_str(merged, elided))

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        at = parser.tok.start
        if self.keyword:
            attrs = parser.parse_optional_attr_dict_with_keyword()
        else:
            attrs = parser.parse_optional_attr_dict()
        if attrs and parser.op_names:
            _check_inherent(parser, attrs, at)
        parsed.attributes.update(attrs)


def _check_inherent(parser: Parser, attrs: dict[str, object], at: int) -> None:
    """The generated parsers' ``verifyInherentAttrs`` of the attr-dict."""
    name = parser.op_names[-1]
    cls = parser.context.op_classes.get(name)
    inherent = getattr(cls, "_ODS_INHERENT", ())
    if not inherent or inherent.isdisjoint(attrs):
        return
    message = getattr(cls, "_ods_inherent_attr_error")(attrs)
    if message is not None:
        op_error(parser, f"'{name}' op {message}", at)


class PropDict(Directive):
    """``prop-dict``: the properties the format does not bind elsewhere, as
    ``<{...}>`` (``genericPrintProperties``); ``elided``: those it binds;
    ``entries``: those it holds (properties, then attributes), each with
    whether it is required, which the dictionary read is checked against once
    the op is parsed (``setPropertiesFromParsedAttr``)."""

    __slots__ = ("elided", "entries")

    def __init__(
        self, elided: tuple[str, ...], entries: tuple[tuple[str, bool], ...] = ()
    ) -> None:
        super().__init__(False)
        self.elided = elided
        self.entries = entries

    def print(self, op: OpView, printer: OpPrinter) -> None:
        printer.write(" ")
        props = op.properties if isinstance(op.properties, dict) else {}
        elided = set(self.elided)
        if op._ODS_DEFAULTS or op._ODS_OPTIONAL_DEFAULTS:  # equal to its default
            defaults = printed_defaults(op, printer)
            elided.update(n for n, v in defaults if props.get(n) == v)
        kept = {k: v for k, v in props.items() if k not in elided and v is not None}
        if kept or not self.elided:
            text = printer.attr_dict_str(kept, ()).strip() or "{}"
            printer.write("<" + text + ">")

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        if parser.consume_if("<") is None:
            parsed.prop_dict = DictionaryAttr.get({})
            return
        found = parser.parse_attribute()
        parser.expect(">", "expected '>'")
        parsed.prop_dict = found
        parsed.attributes.update(getattr(found, "items", ()))

    def check(self, parser: Parser, parsed: ParsedOp) -> None:
        """The dictionary read against the op's properties, reported at the
        op's name as MLIR reports it when it creates the op."""
        cls = parser.context.op_classes.get(parser.op_names[-1])
        if cls is None or parsed.prop_dict is None:
            return
        message = parsed_dict_error(cls, self.entries, parsed.prop_dict)  # type: ignore[arg-type]
        if message is not None:
            parser.error(message, parser.name_offsets[-1])


class Prop(Directive):
    """``$prop`` of a property of the kinds of ``prop_codecs`` (MLIR's
    ``genPropertyParser``): printed by the kind's printer; a parse failure
    without a message of its own is ``invalid value for property``.  As an
    optional group's anchor it is present when it differs from ``default``."""

    __slots__ = ("name", "codec", "summary", "default")

    def __init__(
        self,
        name: str,
        codec: PropCodec,
        summary: str,
        default: Callable[[], object] | None = None,
        space: bool = False,
    ) -> None:
        super().__init__(space)
        self.name = name
        self.codec = codec
        self.summary = summary
        self.default = default

    def print(self, op: OpView, printer: OpPrinter) -> None:
        self._lead(printer)
        printer.write(self.codec.text(op.get_attr(self.name)))

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        found = op.get_attr(self.name)
        if self.default is None:
            return found is not None
        return found is not None and found != self.default()

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        at = parser.tok.start
        found = self.codec.parse(parser)
        if found is None:
            message = f"invalid value for property {self.name}, expected {self.summary}"
            op_error(parser, message, at)
        parsed.attributes[self.name] = found

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        at = parser.tok.start
        found = self.codec.parse_optional(parser)
        if found is ABSENT:
            return False
        if found is None:
            message = f"invalid value for property {self.name}, expected {self.summary}"
            op_error(parser, message, at)
        parsed.attributes[self.name] = found
        return True


class EnumProp(Prop):
    """``$prop`` of an enum property: its ``EnumCodec``'s syntax.  As an
    optional group's anchor it is present when its case differs from
    ``default``'s, which the parser stores when the group is absent."""

    __slots__ = ()

    codec: EnumCodec

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        default = None if self.default is None else self.codec.value(self.default())
        return self.codec.value(op.get_attr(self.name)) != default

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        if self.default is not None:
            parsed.attributes[self.name] = self.default()
        return super().parse_optional(parser, parsed)


class RegionRef(Directive):
    """``$region`` (``index``; ``variadic``: the trailing region group;
    ``implicit``: a terminator without operands, results or attributes is
    left out, as ``SingleBlockImplicitTerminator`` ops print it)."""

    __slots__ = ("index", "variadic", "isolated", "implicit")

    def __init__(
        self,
        index: int,
        variadic: bool,
        isolated: bool,
        space: bool = False,
        implicit: bool = False,
    ) -> None:
        super().__init__(space)
        self.index = index
        self.variadic = variadic
        self.isolated = isolated
        self.implicit = implicit

    def regions(self, op: OpView) -> list[Region]:
        """The regions of the element."""
        regions = op.regions
        if self.index < 0:
            return list(regions)
        return regions[self.index :] if self.variadic else [regions[self.index]]

    def print(self, op: OpView, printer: OpPrinter) -> None:
        self._lead(printer)
        for position, region in enumerate(self.regions(op)):
            if position:
                printer.write(", ")
            printer.print_region(region, True, not self.implicit or _keeps(region))

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        if not self.variadic:
            region = Region()
            parser.parse_region(region, isolated=self.isolated)
            parsed.regions[self.index] = [region]
            return
        regions = []
        region = Region()
        if parser.parse_optional_region(region):
            regions.append(region)
            while parser.consume_if(",") is not None:
                region = Region()
                parser.parse_region(region, isolated=self.isolated)
                regions.append(region)
        parsed.regions[self.index] = regions

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        if parser.tok.text != "{":
            parsed.regions[self.index] = [] if self.variadic else [Region()]
            parsed.absent_regions.add(self.index)
            return False
        self.parse(parser, parsed)
        return True

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        return any(not r.is_empty() for r in self.regions(op))


def _keeps(region: Region) -> bool:
    """Whether the entry block's terminator must be printed (it has operands,
    results or attributes)."""
    block = region.blocks[0] if region.blocks else None
    term = block.last_op if block is not None else None
    if term is None:
        return True
    props = term.properties
    return bool(term.operand_uses or term.results or term.attributes or props)


class SuccessorRef(Directive):
    """``$successor`` (``index``; ``variadic``: the trailing group)."""

    __slots__ = ("index", "variadic")

    def __init__(self, index: int, variadic: bool, space: bool = False) -> None:
        super().__init__(space)
        self.index = index
        self.variadic = variadic

    def print(self, op: OpView, printer: OpPrinter) -> None:
        self._lead(printer)
        blocks = (
            op.successors[self.index :]
            if self.variadic
            else [op.successors[self.index]]
        )
        printer.write(", ".join(printer.block_name(b) for b in blocks))

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        if not self.variadic:
            parsed.successors[self.index] = [parser.parse_successor()]
            return
        blocks: list[object] = []
        if parser.tok.kind is TokenKind.CARET_IDENT:
            blocks.append(parser.parse_successor())
            while parser.consume_if(",") is not None:
                blocks.append(parser.parse_successor())
        parsed.successors[self.index] = blocks

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        self.parse(parser, parsed)
        return bool(parsed.successors[self.index])

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        return len(op.successors) > self.index


class MissingCustomDirective(Exception):
    """A ``custom<Name>`` directive without registered Python hooks."""


CUSTOM_DIRECTIVES: dict[
    tuple[str, str], tuple[Callable[..., object], Callable[..., None]]
] = {}
"""``(dialect, Name)`` -> ``(parseName, printName)``; dialect "" for any."""


def register_custom_directive(
    name: str,
    parse_hook: Callable[..., object],
    print_hook: Callable[..., None],
    dialect: str = "",
) -> None:
    """Attach the hooks of ``custom<name>`` (MLIR's ``parseName``/``printName``).

    ``print_hook(printer, op, *args)`` gets each argument's value (an attribute or
    None, a value or list of values, a type or list of types, a string, a
    region, a block, the attribute dictionary); ``parse_hook(parser, *refs)`` gets
    the values of the ``ref(...)`` and string arguments and returns the values
    of the others, in order (a tuple when there are several).  A parse hook
    with a true ``overloaded_on_types`` attribute (a C++ parser overloaded on
    whether an argument is ``type(...)``) also gets ``typed``: for each of the
    others, whether it is a ``type(...)`` argument; one with a true
    ``reads_result_count`` attribute gets ``num_results``, the number of
    results named before the op (``OpAsmParser::getNumResults``); one with a
    true ``templated_on_attributes`` (a C++ template over the attribute's class)
    gets ``names``: the name of each of the others that is an attribute."""
    CUSTOM_DIRECTIVES[(dialect, name)] = (parse_hook, print_hook)


class Str(Directive):
    """A string argument of a custom directive."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        super().__init__(False)
        self.text = text


class Ref(Directive):
    """``ref(...)``: an argument bound earlier, passed to the parse hook."""

    __slots__ = ("arg",)

    def __init__(self, arg: Directive) -> None:
        super().__init__(False)
        self.arg = arg


def _split(op: OpView, segments: str, items: list[object]) -> list[list[object]]:
    """A variadic-of-variadic group's items in the groups its ``segments``
    attribute sizes."""
    sizes = getattr(op.get_attr(segments), "values", ())
    groups = []
    start = 0
    for size in sizes:
        groups.append(items[start : start + size])
        start += size
    return groups


def _argument_value(arg: Directive, op: OpView) -> object:
    """What a print hook receives for one custom-directive argument."""
    if isinstance(arg, Ref):
        return _argument_value(arg.arg, op)
    if isinstance(arg, Str):
        return arg.text
    if isinstance(arg, Attr):
        return op.get_attr(arg.name)
    if isinstance(arg, (Operand, TypeOf)):
        items = arg.values(op) if isinstance(arg, Operand) else arg.types(op)
        if arg.segments:
            return _split(op, arg.segments, items)
        return items if arg.arity == "variadic" else (items[0] if items else None)
    if isinstance(arg, RegionRef):
        regions = arg.regions(op)
        return regions if arg.variadic else regions[0]
    if isinstance(arg, SuccessorRef):
        blocks = op.successors[arg.index :]
        return list(blocks) if arg.variadic else blocks[0]
    merged: dict[str, object] = {}
    if isinstance(op.properties, dict):
        merged.update(op.properties)
    merged.update(op.attributes)
    return merged


def _parsed_value(arg: Directive, parsed: ParsedOp) -> object:
    """The value of a ``ref`` argument from what was parsed before."""
    if isinstance(arg, Str):
        return arg.text
    if isinstance(arg, Attr):
        return parsed.attributes.get(arg.name)
    if isinstance(arg, Operand):
        return parsed.operands.get(arg.index, [])
    if isinstance(arg, TypeOf):
        return parsed.types.get((arg.kind, arg.index), [])
    if isinstance(arg, RegionRef):
        return parsed.regions.get(arg.index, [])
    if isinstance(arg, SuccessorRef):
        return parsed.successors.get(arg.index, [])
    return dict(parsed.attributes)


def _store(arg: Directive, value: object, parsed: ParsedOp) -> None:
    """Record what a parse hook returned for one argument."""
    many = list(value) if isinstance(value, (list, tuple)) else [value]
    if isinstance(arg, (Operand, TypeOf)) and arg.segments:  # groups of groups
        groups = [list(g) if isinstance(g, (list, tuple)) else [g] for g in many]
        if isinstance(arg, Operand):
            sizes = [len(group) for group in groups]
            array = DenseArrayAttr.get(IntegerType.get(32), sizes)
            parsed.attributes[arg.segments] = array
        many = [item for group in groups for item in group]
    present = [v for v in many if v is not None]
    if isinstance(arg, Attr):
        if value is not None:
            parsed.attributes[arg.name] = value
    elif isinstance(arg, Operand):
        parsed.operands[arg.index] = present  # type: ignore[assignment]
    elif isinstance(arg, TypeOf):
        parsed.types[(arg.kind, arg.index)] = present
    elif isinstance(arg, RegionRef):
        parsed.regions[arg.index] = present  # type: ignore[assignment]
    elif isinstance(arg, SuccessorRef):
        parsed.successors[arg.index] = present
    elif isinstance(arg, AttrDict) and isinstance(value, dict):
        parsed.attributes.update(value)


class Custom(Directive):
    """``custom<Name>(args)``: parsed and printed by registered hooks."""

    __slots__ = ("name", "args", "dialect")

    def __init__(
        self, name: str, args: Sequence[Directive], dialect: str, space: bool = False
    ) -> None:
        super().__init__(space)
        self.name = name
        self.args = tuple(args)
        self.dialect = dialect

    def hooks(self) -> tuple[Callable[..., object], Callable[..., None]] | None:
        """The registered ``(parse, print)`` pair, if any."""
        found = CUSTOM_DIRECTIVES.get((self.dialect, self.name))
        return found or CUSTOM_DIRECTIVES.get(("", self.name))

    def _missing(self) -> str:
        return (
            f"custom directive '{self.name}' has no Python hooks: register "
            f"parse{self.name}/print{self.name} with register_custom_directive"
        )

    def print(self, op: OpView, printer: OpPrinter) -> None:
        hooks = self.hooks()
        if hooks is None:
            raise MissingCustomDirective(self._missing())
        self._lead(printer)
        hooks[1](printer, op, *[_argument_value(a, op) for a in self.args])

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        self._parse(parser, parsed, optional=False)

    def parse_optional(self, parser: Parser, parsed: ParsedOp) -> bool:
        """The first element of an optional group: present when the hook read
        something (a C++ parser returning an empty ``OptionalParseResult``
        consumes nothing)."""
        return self._parse(parser, parsed, optional=True)

    def present(self, op: OpView, printer: OpPrinter) -> bool:
        """An anchor: any of its bound arguments is present (an attribute
        with a default value: differs from it, as mlir-tblgen checks)."""
        bound = [a for a in self.args if not isinstance(a, (Ref, Str, AttrDict))]
        return any(
            (
                NotDefault(arg.name).present(op, printer)
                if isinstance(arg, Attr)
                else arg.present(op, printer)
            )
            for arg in bound
        )

    def _parse(self, parser: Parser, parsed: ParsedOp, optional: bool) -> bool:
        hooks = self.hooks()
        if hooks is None:
            parser.error(self._missing())
        inputs = [
            _parsed_value(a.arg if isinstance(a, Ref) else a, parsed)
            for a in self.args
            if isinstance(a, (Ref, Str))
        ]
        outputs = [a for a in self.args if not isinstance(a, (Ref, Str))]
        start = parser.tok.start
        extra: dict[str, object] = {}
        if getattr(hooks[0], "overloaded_on_types", False):
            # C++ picks the overload by its arguments: say which are type(...)
            typed = tuple(isinstance(a, (TypeOf, DialectTypeOf)) for a in outputs)
            extra["typed"] = typed
        if getattr(hooks[0], "reads_result_count", False):
            # ``OpAsmParser::getNumResults``: the results named before the op
            extra["num_results"] = sum(group[1] for group in parsed.result_names)
        if getattr(hooks[0], "templated_on_attributes", False):
            # a C++ template instantiated per attribute: say which ones
            extra["names"] = tuple(
                a.name if isinstance(a, Attr) else "" for a in outputs
            )
        result = hooks[0](parser, *inputs, **extra)
        if optional and parser.tok.start == start:
            return False
        values = list(result) if isinstance(result, tuple) else [result]
        if len(outputs) == 1 and not isinstance(result, tuple):
            values = [result]
        for arg, value in zip(outputs, values):
            if isinstance(arg, Operand):
                parsed.operand_at[arg.index] = start
            _store(arg, value, parsed)
        return True


class OptionalGroup(Directive):
    """``(then)?`` / ``(then):(else)?``: ``then`` printed when ``anchor`` is
    present (``inverted``, the anchor in the else group: when it is absent);
    parsed when its element ``first`` is.  ``unit``: the ``UnitAttr`` anchor
    the parsed group of the anchor sets."""

    __slots__ = ("anchor", "then", "otherwise", "first", "unit", "inverted")

    def __init__(
        self,
        anchor: Directive,
        then: Sequence[Directive],
        otherwise: Sequence[Directive] = (),
        first: int = 0,
        unit: str = "",
        inverted: bool = False,
    ) -> None:
        super().__init__(False)
        self.anchor = anchor
        self.then = tuple(then)
        self.otherwise = tuple(otherwise)
        self.first = first
        self.unit = unit
        self.inverted = inverted

    def print(self, op: OpView, printer: OpPrinter) -> None:
        present = self.anchor.present(op, printer) != self.inverted
        for element in self.then if present else self.otherwise:
            element.print(op, printer)

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        then = self.then
        if then[self.first].parse_optional(parser, parsed):
            for element in then[self.first + 1 :]:
                element.parse(parser, parsed)
            if self.unit and not self.inverted:
                parsed.attributes[self.unit] = _UNIT
            _leave_regions_empty(self.otherwise, parsed)
            return
        for element in self.otherwise:
            element.parse(parser, parsed)
        if self.unit and self.inverted:
            parsed.attributes[self.unit] = _UNIT
        _leave_regions_empty(then, parsed)


def _leave_regions_empty(elements: Sequence[Directive], parsed: ParsedOp) -> None:
    """The regions of a group branch not taken: empty (the op has every
    region it declares, as C++ parsers add them all)."""
    for element in elements:
        if isinstance(element, RegionRef) and element.index not in parsed.regions:
            parsed.regions[element.index] = [] if element.variadic else [Region()]
            parsed.absent_regions.add(element.index)


class OIList(Directive):
    """``oilist(...)``: clauses in any order, each at most once.  A clause is
    ``(keyword, elements, anchors, units)``: printed (in format order) when
    one of its ``anchors`` is present; parsed when its keyword is next, which
    sets its ``UnitAttr``s ``units``."""

    __slots__ = ("clauses",)

    def __init__(
        self,
        clauses: Sequence[
            tuple[Literal, Sequence[Directive], Sequence[Directive], Sequence[str]]
        ],
    ) -> None:
        super().__init__(False)
        self.clauses = tuple(clauses)

    def print(self, op: OpView, printer: OpPrinter) -> None:
        for keyword, elements, anchors, _ in self.clauses:
            if any(anchor.present(op, printer) for anchor in anchors):
                keyword.print(op, printer)
                for element in elements:
                    element.print(op, printer)

    def parse(self, parser: Parser, parsed: ParsedOp) -> None:
        seen: set[int] = set()
        while True:
            for index, (keyword, elements, _, units) in enumerate(self.clauses):
                if keyword.parse_optional(parser, parsed):
                    break
            else:
                return
            if index in seen:
                op_error(
                    parser,
                    f"`{keyword.text}` clause can appear at most once in the "
                    "expansion of the oilist directive",
                    parser.name_offsets[-1] if parser.name_offsets else None,
                )
            seen.add(index)
            for element in elements:
                element.parse(parser, parsed)
            for name in units:
                parsed.attributes[name] = _UNIT


def ensure_terminator(
    parser: Parser, region: Region, state: OperationState, class_name: str
) -> None:
    """MLIR's ``ensureTerminator``: a region gets a block, and (when
    ``class_name`` is given) a block not ending with a terminator gets one of
    that class of the op's module, at the op's location."""
    if not region.blocks:
        region.add_block()
    if not class_name:
        return
    block = region.blocks[0]
    last = block.last_op
    if last is not None and IsTerminator in type(last).traits:
        return
    classes = parser.context.op_classes
    owner = classes.get(state.name)
    module = owner.__module__ if owner is not None else ""
    for cls in classes.values():  # the class of that name in the op's module
        if cls.__name__ == class_name and cls.__module__ == module:
            block.append(cls.create(cls.OPERATION_NAME, location=state.location))
            return
    parser.error(f"no op class '{class_name}' for the implicit terminator")


def dialect_type(cpp_name: str, *params: object) -> object:
    """``Cls::get(params...)`` of a dialect type class generated from ODS (as
    a format's type builder calls it), through the loaded Python class."""
    from tblgen_py.runtime.ods.attr_params import dialect_class

    cls = dialect_class(cpp_name)
    if cls is None:
        if not params:
            return context_type(cpp_name.lstrip(":").removeprefix("mlir::"))
        raise ValueError(f"no loaded type class for C++ class {cpp_name}")
    return getattr(cls, "get")(*params)


def context_type(cpp_name: str) -> object:
    """``Cls::get(context)`` of a parameterless dialect type written in C++
    (``gpu::AsyncTokenType``: ``!gpu.async.token``), as the parser reads it."""
    from tblgen_py.runtime.ir.types import OpaqueType
    from tblgen_py.runtime.predicates.classes import HAND_WRITTEN_CLASSES

    dialect, mnemonics = HAND_WRITTEN_CLASSES.get(cpp_name, ("", ()))
    if len(mnemonics) != 1:
        raise ValueError(f"no parameterless type is known for C++ class {cpp_name}")
    return OpaqueType.get(dialect, mnemonics[0])


class MissingTypeTransformer(MLIRError):
    """A ``TypesMatchWith`` transformer calling a C++ function that has no
    registered Python port."""


TYPE_TRANSFORMERS = NATIVE_TYPE_FUNCTIONS
"""C++ function name (as the ``.td`` spells it) -> its Python port (shared
with the predicates of ``TypesMatchWith`` traits)."""


def register_type_transformer(name: str, port: Callable[[object], object]) -> None:
    """Attach the Python port of a C++ function a ``TypesMatchWith``
    transformer calls (``getValAndBoolStructType($_self)``)."""
    TYPE_TRANSFORMERS[name] = port


def native_type(name: str, ty: object) -> object:
    """``name(ty)`` through its registered port."""
    port = TYPE_TRANSFORMERS.get(name)
    if port is None:
        raise MissingTypeTransformer(
            f"type transformer '{name}' has no Python port: register it with "
            "register_type_transformer"
        )
    return port(ty)


def _transformed_sources(*groups: Sequence[object]) -> tuple[tuple[str, int], ...]:
    """The distinct (kind, index) of the groups transformers read, in order."""
    found: list[tuple[str, int]] = []
    for sources in groups:
        for source in sources:
            if isinstance(source, tuple) and len(source) > 2:
                key = (str(source[0]), int(source[1]))
                if key not in found:
                    found.append(key)
    return tuple(found)


def _type_list(value: object) -> list[object]:
    """A transformer's result: one type, or several (``getInputs()``)."""
    return list(value) if isinstance(value, (list, tuple)) else [value]


def element_types(shaped: object) -> tuple[object, ...]:
    """Its element type once per element (``ShapedTypeMatchesElementCountAndTypes``)."""
    from tblgen_py.runtime.predicates.types import get_element_type, get_num_elements

    return (get_element_type(shaped),) * get_num_elements(shaped)


def _group_size_names(directives: Sequence[Directive]) -> list[str]:
    """The ``segments`` attributes of the operand directives in
    ``directives``, optional groups and custom directives included."""
    names: list[str] = []
    for directive in directives:
        if isinstance(directive, Operand) and directive.segments:
            names.append(directive.segments)
        elif isinstance(directive, OptionalGroup):
            names += _group_size_names(directive.then + directive.otherwise)
        elif isinstance(directive, Custom):
            names += _group_size_names(directive.args)
        elif isinstance(directive, Ref):
            continue  # bound elsewhere
        elif isinstance(directive, OIList):
            for _, elements, _, _ in directive.clauses:
                names += _group_size_names(elements)
    return names


_BLIND: tuple[type[Directive], ...] = ()
"""The directives whose parse never looks at an integer literal's value
(set below)."""


def _literal_blind(directives: Sequence[Directive]) -> bool:
    """Whether parsing ``directives`` never branches on the value of an
    integer literal (the attributes read are stored as they are)."""
    for directive in directives:
        if isinstance(directive, OptionalGroup):
            if not _literal_blind(
                (directive.anchor, *directive.then, *directive.otherwise)
            ):
                return False
        elif type(directive) not in _BLIND:
            return False
    return True


_OWN_DATA: tuple[type[Directive], ...] = ()
"""The directives that print from the op's own data (set below)."""


def _prints_own_data(directives: Sequence[Directive]) -> bool:
    """Whether ``directives`` print only the op's operands (names), types,
    attributes and properties: no regions, successors or custom hooks."""
    for directive in directives:
        if isinstance(directive, OptionalGroup):
            if not _prints_own_data(
                (directive.anchor, *directive.then, *directive.otherwise)
            ):
                return False
        elif type(directive) not in _OWN_DATA:
            return False
    return True


def _printed_type_kinds(directives: Sequence[Directive]) -> frozenset[str]:
    """The kinds ("operand", "result") of the groups whose types
    ``directives`` print or test (``type(...)``, ``functional-type``)."""
    kinds: set[str] = set()
    for directive in directives:
        if isinstance(directive, OptionalGroup):
            kinds |= _printed_type_kinds(
                (directive.anchor, *directive.then, *directive.otherwise)
            )
        elif isinstance(directive, TypeOf):
            kinds.add(directive.kind)
        elif isinstance(directive, FunctionalType):
            kinds.update((directive.inputs.kind, directive.results.kind))
    return frozenset(kinds)


def _written_segments(
    props: dict[str, object], attrs: dict[str, object], name: str
) -> None:
    """Segment sizes written in the attribute dictionary replace the parsed
    ones when the op's setter takes them (``array<i32>``, one size per group),
    and are dropped otherwise (``setInherentAttr``)."""
    value = attrs.pop(name)
    written = getattr(value, "values", None)
    width = getattr(getattr(value, "element_type", None), "width", None)
    parsed = getattr(props[name], "values", ())
    if isinstance(written, tuple) and width == 32 and len(written) == len(parsed):
        props[name] = value


class OpFormat:
    """An op's format: its directives and how the parser completes the op
    (``operand_types``/``result_types``: per group, where its types come from:
    ("operand"|"result", index[, transformer]) of another group, ("attribute",
    name) the type of a typed attribute, or a builder)."""

    __slots__ = (
        "directives",
        "operand_types",
        "result_types",
        "operand_segments",
        "inherent",
        "terminator",
        "infer",
        "result_segments",
        "group_sizes",
        "memoizable",
        "operand_typed",
        "result_typed",
        "literal_blind",
        "transformed",
    )

    def __init__(
        self,
        directives: Sequence[Directive],
        operand_types: Sequence[object],
        result_types: Sequence[object],
        operand_segments: bool = False,
        inherent: tuple[str, ...] = (),
        terminator: str | None = None,
        infer: bool = False,
        result_segments: bool = False,
    ) -> None:
        self.directives = tuple(directives)
        self.operand_types = tuple(operand_types)
        self.result_types = tuple(result_types)
        self.operand_segments = operand_segments
        self.inherent = inherent
        self.terminator = terminator
        """``SingleBlock`` ops: "" (a region gets a block), or the class name of
        the ``SingleBlockImplicitTerminator`` (added when missing)."""
        self.infer = infer
        self.result_segments = result_segments
        self.memoizable = _prints_own_data(self.directives)
        """Whether the printed text depends only on the op's properties,
        attributes, types and operand names (see ``format_memo``)."""
        kinds = _printed_type_kinds(self.directives)
        self.operand_typed = "operand" in kinds
        """Whether a directive prints (or tests) operand types: the memo keys
        on them only then."""
        self.result_typed = "result" in kinds
        """Whether a directive prints (or tests) result types: the memo keys
        on them only then."""
        self.literal_blind = not infer and _literal_blind(self.directives)
        self.transformed = _transformed_sources(self.result_types, self.operand_types)
        """The groups (kind, index) whose types a ``TypesMatchWith`` transformer
        reads: the parser checks their constraints first, as MLIR's does."""
        """Whether parsing never branches on an integer literal's value (see
        ``line_memo``): no custom directive, property codec or inference."""
        self.group_sizes = tuple(_group_size_names(self.directives))
        """The group-size attributes of variadic-of-variadic operands, set
        (empty) when their element was not parsed, as MLIR's parser does."""
        """``AttrSizedResultSegments``: the parser records the groups' sizes."""
        """The result types are the op's ``inferReturnTypes``
        (``InferTypeOpInterface``: the class's ``infer_return_types`` hook)."""

    def print(self, op: OpView, printer: OpPrinter) -> None:
        """Write the custom form after the op name (from the printer's memo
        when the format prints from the op's own data alone)."""
        if self.memoizable and not op.regions and not op.successor_uses:
            printer.format_memo.print(self, op, printer)
        else:
            self.print_directives(op, printer)

    def print_directives(self, op: OpView, printer: OpPrinter) -> None:
        """Write the custom form, directive by directive."""
        for directive in self.directives:
            directive.print(op, printer)

    def parse(self, parser: Parser, state: OperationState) -> None:
        """Read the custom form after the op name into ``state``."""
        parsed = ParsedOp(parser.tok.start, state.result_names)
        for directive in self.directives:
            directive.parse(parser, parsed)
        for name in self.group_sizes:
            if name not in parsed.attributes:
                parsed.attributes[name] = DenseArrayAttr.get(IntegerType.get(32), [])
        self._finish(parser, parsed, state)
        if parsed.prop_dict is not None:
            for directive in self.directives:
                if isinstance(directive, PropDict):
                    directive.check(parser, parsed)
        parser.literal_blind = self.literal_blind

    def _types(
        self, parsed: ParsedOp, kind: str, index: int, count: int
    ) -> list[object]:
        """The types of group ``index``: as parsed, or from its resolver (one
        type repeated for each of ``count`` values; -1: as many as found)."""
        found = parsed.types.get((kind, index))
        if found is not None:
            return list(found)
        source = (self.operand_types if kind == "operand" else self.result_types)[index]
        if source is None:
            return list(parsed.types.get((kind, -1), []))
        if callable(source):
            found = [source()]
        elif source[0] == "attribute":  # type: ignore[index]
            attr = parsed.attributes.get(source[1])  # type: ignore[index]
            found = [getattr(attr, "type", None)]
        else:
            spec: tuple[str, int, Callable[[object], object]] = source  # type: ignore[assignment]
            found = self._types(parsed, spec[0], spec[1], count=-1)
            if len(spec) > 2:
                found = [t for ty in found for t in _type_list(spec[2](ty))]
        if len(found) == 1 and count >= 0:
            return found * count
        return list(found)

    def _check_transformed(self, parser: Parser, parsed: ParsedOp, name: str) -> None:
        """``'x' must be <summary>, but got <type>`` at the op name for a type
        a transformer would read that fails its own constraint."""
        cls = parser.context.lookup_or_load_op_class(name)
        for kind, index in self.transformed:
            specs = getattr(
                cls, "_ODS_OPERANDS" if kind == "operand" else "_ODS_RESULTS", ()
            )
            spec = specs[index] if index < len(specs) else None
            check = None if spec is None else spec.check
            if spec is None or check is None or not check.translated:
                continue
            for ty in self._types(parsed, kind, index, -1):
                if not check.predicate(ty):
                    parser.error(
                        f"custom op '{name}' '{spec.name}' must be {check.summary}, "
                        f"but got '{ty}'",
                        parser.name_offsets[-1],
                    )

    def _finish(self, parser: Parser, parsed: ParsedOp, state: OperationState) -> None:
        if self.transformed:
            self._check_transformed(parser, parsed, state.name)
        values = []
        sizes = []
        if -1 in parsed.operands or ("operand", -1) in parsed.types:
            uses = parsed.operands.get(-1) or [
                use
                for index in sorted(parsed.operands)
                for use in parsed.operands[index]
            ]
            sizes = [
                len(parsed.operands.get(i, [])) for i in range(len(self.operand_types))
            ]
            types = parsed.types.get(("operand", -1))
            if types is None:
                types = []
                for index in range(len(self.operand_types)):
                    types += self._types(parsed, "operand", index, 1)
            at = parsed.operand_at.get(-1, parser.name_offsets[-1])
            values = parser.resolve_operands(uses, types, at)
        else:
            for index in range(len(self.operand_types)):
                uses = parsed.operands.get(index, [])
                types = self._types(parsed, "operand", index, len(uses))
                at = parsed.operand_at.get(index, parsed.at)
                values += parser.resolve_operands(uses, types, at)
                sizes.append(len(uses))
        state.operands = values
        result_types: list[object] = []
        result_sizes = []
        if ("result", -1) in parsed.types:
            result_types = parsed.types[("result", -1)]
        else:
            for index in range(len(self.result_types)):
                group = self._types(parsed, "result", index, -1)
                result_types += group
                result_sizes.append(len(group))
        state.result_types = result_types
        props: dict[str, object] = {}
        attrs: dict[str, object] = {}
        inherent = self.inherent
        for key, value in parsed.attributes.items():
            if key in inherent:
                props[key] = value
            else:
                attrs[key] = value
        if self.result_segments:
            props["resultSegmentSizes"] = DenseArrayAttr.get(
                IntegerType.get(32), result_sizes
            )
        if self.operand_segments:
            props["operandSegmentSizes"] = DenseArrayAttr.get(
                IntegerType.get(32), sizes
            )
        for name in ("operandSegmentSizes", "resultSegmentSizes"):
            if name in props and name in attrs:
                _written_segments(props, attrs, name)
        state.properties = props or None
        state.attributes = attrs
        if parsed.regions:
            regions: list[Region] = []
            written: list[Region] = []
            for index in sorted(parsed.regions):
                regions += parsed.regions[index]
                if index not in parsed.absent_regions:
                    written += parsed.regions[index]
            state.regions = regions
            if self.terminator is not None:
                for region in written:
                    ensure_terminator(parser, region, state, self.terminator)
        if parsed.successors:
            successors: list[object] = []
            for index in sorted(parsed.successors):
                successors += parsed.successors[index]
            state.successors = successors  # type: ignore[assignment]
        if self.infer:
            state.result_types = _inferred(parser, state, parsed.at)


_BLIND = (
    Literal,
    Newline,
    Space,
    Operand,
    AllOperands,
    TypeOf,
    DialectTypeOf,
    FunctionalType,
    Attr,
    NotDefault,
    DialectAttr,
    EnumKeyword,
    UnitAnchor,
    AttrDict,
)

# The literal-blind directives, and the property directives (their codecs may
# read a literal's value, but they print the op's own data).
_OWN_DATA = (*_BLIND, EnumProp, PropDict, Prop)


def _inferred(parser: Parser, state: OperationState, at: int) -> list[object]:
    """The result types the op class's ``infer_return_types`` hook gives."""
    from tblgen_py.runtime.ods.hooks import MissingHookError
    from tblgen_py.runtime.ods.infer import infer_results

    cls = parser.context.op_classes.get(state.name)
    if cls is None:
        parser.error(f"'{state.name}' has no op class to infer its result types", at)
    attributes = dict(state.attributes)
    if isinstance(state.properties, dict):
        attributes.update(state.properties)
    try:
        return infer_results(cls, state.operands, attributes, len(state.regions))
    except MissingHookError as exc:
        parser.error(str(exc), at)
    except (ValueError, TypeError) as exc:
        parser.error(f"failed to infer returned types: {exc}", at)


__all__ = [
    "OpFormat",
    "OpPrinter",
    "OperationState",
    "Parser",
    "register_custom_directive",
    "register_type_transformer",
]
