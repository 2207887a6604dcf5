"""The syntax of each builtin type/attribute/location, used by ``AttrTypePrinter``."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineMap,
    AffineMapAttr,
    IntegerSet,
    IntegerSetAttr,
)
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    DistinctAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.float_print import print_float
from tblgen_py.runtime.text.bigint import format_decimal
from tblgen_py.runtime.ir.location import (
    CallSiteLoc,
    FileLineColRange,
    FusedLoc,
    NameLoc,
    UnknownLoc,
)
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)

if TYPE_CHECKING:
    from tblgen_py.runtime.text.attr_printer import AttrTypePrinter

P = "AttrTypePrinter"

_BARE_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")
_PRETTY_SYM = re.compile(r"[A-Za-z][A-Za-z0-9._]*")
_PRINTABLE = frozenset(range(0x20, 0x7F)) - {ord('"'), ord("\\")}


def escape_string(value: str) -> str:
    """llvm::printEscapedString over the UTF-8 bytes of ``value``."""
    if (
        value.isascii()
        and value.isprintable()
        and '"' not in value
        and "\\" not in value
    ):
        return value
    out = []
    for byte in value.encode("utf-8", "surrogateescape"):
        if byte in _PRINTABLE:
            out.append(chr(byte))
        elif byte == 0x5C:
            out.append("\\\\")
        else:
            out.append(f"\\{byte:02X}")
    return "".join(out)


def quoted(value: str) -> str:
    """``"escaped"``."""
    return f'"{escape_string(value)}"'


def keyword_or_string(name: str) -> str:
    """A bare identifier if valid, otherwise a quoted string."""
    return name if _BARE_ID.match(name) else quoted(name)


def dialect_symbol(prefix: str, dialect: str, data: str) -> str:
    """``!dialect.data`` in pretty form when simple, else ``!dialect<data>``."""
    m = _PRETTY_SYM.match(data)
    if m is not None:
        rest = data[m.end() :]
        if not rest or (rest[0] == "<" and rest[-1] == ">"):
            return f"{prefix}{dialect}.{data}"
    return f"{prefix}{dialect}<{data}>"


def dims(shape: tuple[int, ...]) -> str:
    """``4x?x`` for a shape."""
    return "".join("?x" if d == DYNAMIC else f"{d}x" for d in shape)


def int_or_question(v: int) -> str:
    """``?`` for dynamic values."""
    return "?" if v == DYNAMIC else str(v)


# -- types -------------------------------------------------------------------


def _p_int(p: AttrTypePrinter, t: IntegerType) -> str:
    return f"{t.signedness.value}i{t.width}"


def _p_function(p: AttrTypePrinter, t: FunctionType) -> str:
    ins = ", ".join(map(p.print_type, t.inputs))
    res = t.results
    if len(res) == 1 and not isinstance(res[0], FunctionType):
        return f"({ins}) -> {p.print_type(res[0])}"
    return f"({ins}) -> ({', '.join(map(p.print_type, res))})"


def _p_vector(p: AttrTypePrinter, t: VectorType) -> str:
    parts = [f"[{d}]x" if s else f"{d}x" for d, s in zip(t.shape, t.scalable)]
    return f"vector<{''.join(parts)}{p.print_type(t.element_type)}>"


def _p_tensor(p: AttrTypePrinter, t: RankedTensorType) -> str:
    enc = "" if t.encoding is None else ", " + p.print_attribute(t.encoding)
    return f"tensor<{dims(t.shape)}{p.print_type(t.element_type)}{enc}>"


def _p_memref(p: AttrTypePrinter, t: MemRefType) -> str:
    out = f"memref<{dims(t.shape)}{p.print_type(t.element_type)}"
    layout = t.layout
    if layout is not None and not (
        isinstance(layout, AffineMapAttr) and layout.value.is_identity()
    ):
        out += ", " + p.print_attribute(layout, True)
    if t.memory_space is not None:
        out += ", " + p.print_attribute(t.memory_space, True)
    return out + ">"


def _p_umemref(p: AttrTypePrinter, t: UnrankedMemRefType) -> str:
    ms = (
        "" if t.memory_space is None else ", " + p.print_attribute(t.memory_space, True)
    )
    return f"memref<*x{p.print_type(t.element_type)}{ms}>"


_TYPE_PRINTERS: dict[type, Callable[..., str]] = {
    IntegerType: _p_int,
    IndexType: lambda p, t: "index",
    NoneType: lambda p, t: "none",
    FloatType: lambda p, t: t.name,
    ComplexType: lambda p, t: f"complex<{p.print_type(t.element_type)}>",
    TupleType: lambda p, t: f"tuple<{', '.join(map(p.print_type, t.types))}>",
    FunctionType: _p_function,
    VectorType: _p_vector,
    RankedTensorType: _p_tensor,
    UnrankedTensorType: lambda p, t: f"tensor<*x{p.print_type(t.element_type)}>",
    MemRefType: _p_memref,
    UnrankedMemRefType: _p_umemref,
    OpaqueType: lambda p, t: dialect_symbol("!", t.dialect, t.data),
}


def print_type_body(p: AttrTypePrinter, t: Type) -> str:
    """The syntax of ``t`` itself (never its alias)."""
    fn = _TYPE_PRINTERS.get(type(t))
    if fn is None:
        custom = getattr(t, "print_mlir", None)
        if custom is not None:
            return str(custom(p))
        raise TypeError(f"cannot print type {type(t).__name__}")
    return fn(p, t)


# -- attributes ----------------------------------------------------------------


def format_int(value: int, t: Type) -> str:
    """An integer element: ``true``/``false`` for i1, otherwise decimal."""
    if isinstance(t, IntegerType) and t.width == 1:
        return "true" if value else "false"
    return format_decimal(value)


def format_float(t: FloatType, bits: int) -> str:
    """A float element as MLIR prints it."""
    return print_float(t.semantics, bits)[0]


def _p_integer(p: AttrTypePrinter, a: IntegerAttr, elide: bool) -> str:
    t = a.type
    if elide and isinstance(t, IntegerType) and t.width == 64 and t.is_signless:
        return format_decimal(a.value)
    return f"{format_decimal(a.value)} : {p.print_type(t)}"


def _p_float(p: AttrTypePrinter, a: FloatAttr, elide: bool) -> str:
    text, hex_form = print_float(a.type.semantics, a.bits)
    if elide and a.type.name == "f64" and not hex_form:  # hex: type always shown
        return text
    return f"{text} : {p.print_type(a.type)}"


def _p_string(p: AttrTypePrinter, a: StringAttr, elide: bool) -> str:
    # Only i64/f64 types are elided where elision is allowed (MLIR's May).
    if isinstance(a.type, NoneType):
        return quoted(a.value)
    return f"{quoted(a.value)} : {p.print_type(a.type)}"


def print_dictionary_entries(p: AttrTypePrinter, a: DictionaryAttr) -> str:
    """``a = 1 : i32, b`` (unit values print the bare name)."""
    parts = []
    for name, value in a.items:
        key = keyword_or_string(name)
        if type(value) is UnitAttr:
            parts.append(key)
        else:
            parts.append(f"{key} = {p.print_attribute(value)}")
    return ", ".join(parts)


def symbol_name(name: str) -> str:
    """``@name`` as MLIR prints a symbol reference."""
    if not name:
        return "@<<INVALID EMPTY SYMBOL>>"
    return "@" + keyword_or_string(name)


def _p_symbol(p: AttrTypePrinter, a: SymbolRefAttr, elide: bool) -> str:
    out = symbol_name(a.root)
    for name in a.nested:
        out += "::" + symbol_name(name)
    return out


def _p_strided(p: AttrTypePrinter, a: StridedLayoutAttr, elide: bool) -> str:
    strides = ", ".join(map(int_or_question, a.strides))
    offset = f", offset: {int_or_question(a.offset)}" if a.offset != 0 else ""
    return f"strided<[{strides}]{offset}>"


def _p_opaque(p: AttrTypePrinter, a: OpaqueAttr, elide: bool) -> str:
    text = dialect_symbol("#", a.dialect, a.data)
    if isinstance(a.type, NoneType):
        return text
    return f"{text} : {p.print_type(a.type)}"


def _p_distinct(p: AttrTypePrinter, a: DistinctAttr, elide: bool) -> str:
    ident = p.distinct_id(a)
    ref = a.referenced
    inner = "" if type(ref) is UnitAttr else p.print_attribute(ref)
    return f"distinct[{ident}]<{inner}>"


_ATTR_PRINTERS: dict[type, Callable[..., str]] = {
    IntegerAttr: _p_integer,
    BoolAttr: lambda p, a, e: "true" if a.value else "false",
    FloatAttr: _p_float,
    StringAttr: _p_string,
    ArrayAttr: lambda p, a, e: "["
    + ", ".join(p.print_attribute(x, True) for x in a.elements)
    + "]",
    DictionaryAttr: lambda p, a, e: "{" + print_dictionary_entries(p, a) + "}",
    UnitAttr: lambda p, a, e: "unit",
    TypeAttr: lambda p, a, e: p.print_type(a.type),
    SymbolRefAttr: _p_symbol,
    FlatSymbolRefAttr: _p_symbol,
    StridedLayoutAttr: _p_strided,
    OpaqueAttr: _p_opaque,
    DistinctAttr: _p_distinct,
    AffineMapAttr: lambda p, a, e: f"affine_map<{print_affine_map(a.value)}>",
    IntegerSetAttr: lambda p, a, e: f"affine_set<{print_integer_set(a.value)}>",
}

_LOC_TYPES = (UnknownLoc, FileLineColRange, NameLoc, CallSiteLoc, FusedLoc)


def print_attr_body(p: AttrTypePrinter, a: Attribute, elide: bool) -> str:
    """The syntax of ``a`` itself (never its alias)."""
    fn = _ATTR_PRINTERS.get(type(a))
    if fn is not None:
        return fn(p, a, elide)
    if isinstance(a, _LOC_TYPES):
        return f"loc({print_loc_internal(p, a, True)})"
    from tblgen_py.runtime.text.print_dense import DENSE_PRINTERS

    fn = DENSE_PRINTERS.get(type(a))
    if fn is not None:
        return fn(p, a, elide)
    custom = getattr(a, "print_mlir", None)
    if custom is not None:
        return str(custom(p))
    raise TypeError(f"cannot print attribute {type(a).__name__}")


# -- locations -------------------------------------------------------------------


def print_loc_internal(p: AttrTypePrinter, loc: Attribute, top_level: bool) -> str:
    """MLIR's printLocationInternal (non-pretty form)."""
    if not top_level:
        alias = p.aliases.names.get(loc)
        if alias is not None:
            return alias
    if isinstance(loc, FileLineColRange):
        start = f"{quoted(loc.filename)}:{loc.line}:{loc.col}"
        if loc.end_line == loc.line and loc.end_col == loc.col:
            return start
        if loc.end_line == loc.line:
            return f"{start} to :{loc.end_col}"
        return f"{start} to {loc.end_line}:{loc.end_col}"
    if isinstance(loc, NameLoc):
        if isinstance(loc.child, UnknownLoc):
            return quoted(loc.name)
        return f"{quoted(loc.name)}({print_loc_internal(p, loc.child, False)})"
    if isinstance(loc, CallSiteLoc):
        callee = print_loc_internal(p, loc.callee, False)
        return f"callsite({callee} at {print_loc_internal(p, loc.caller, False)})"
    if isinstance(loc, FusedLoc):
        meta = "" if loc.metadata is None else f"<{p.print_attribute(loc.metadata)}>"
        inner = ", ".join(print_loc_internal(p, x, False) for x in loc.locations)
        return f"fused{meta}[{inner}]"
    return "unknown"


# -- affine --------------------------------------------------------------------


IdNamer = Callable[[bool, int], str]
"""Names a dimension (False) or symbol (True) by position, e.g. as an SSA value."""


def print_affine_expr(
    e: AffineExpr, strong: bool = False, names: IdNamer | None = None
) -> str:
    """MLIR's printAffineExprInternal (``names``: how dims and symbols print)."""
    if isinstance(e, AffineDimExpr):
        return names(False, e.position) if names else f"d{e.position}"
    if isinstance(e, AffineConstantExpr):
        return str(e.value)
    if not isinstance(e, AffineBinaryExpr):
        pos = e.position  # type: ignore[attr-defined]
        return names(True, pos) if names else f"s{pos}"
    lhs, rhs = e.lhs, e.rhs
    if e.kind is not AffineKind.ADD:
        if (
            e.kind is AffineKind.MUL
            and isinstance(rhs, AffineConstantExpr)
            and rhs.value == -1
        ):
            text = "-" + print_affine_expr(lhs, True, names)
        else:
            op = f" {e.kind.value} "
            text = (
                print_affine_expr(lhs, True, names)
                + op
                + print_affine_expr(rhs, True, names)
            )
        return f"({text})" if strong else text
    text = _print_add(lhs, rhs, names)
    return f"({text})" if strong else text


def _print_add(lhs: AffineExpr, rhs: AffineExpr, names: IdNamer | None) -> str:
    left = print_affine_expr(lhs, False, names)
    if isinstance(rhs, AffineBinaryExpr) and rhs.kind is AffineKind.MUL:
        rr = rhs.rhs
        if isinstance(rr, AffineConstantExpr) and rr.value == -1:
            strong = (
                isinstance(rhs.lhs, AffineBinaryExpr) and rhs.lhs.kind is AffineKind.ADD
            )
            return f"{left} - {print_affine_expr(rhs.lhs, strong, names)}"
        if isinstance(rr, AffineConstantExpr) and rr.value < -1:
            inner = print_affine_expr(rhs.lhs, True, names)
            return f"{left} - {inner} * {-rr.value}"
    if isinstance(rhs, AffineConstantExpr) and rhs.value < 0:
        return f"{left} - {-rhs.value}"
    return f"{left} + {print_affine_expr(rhs, False, names)}"


def _dims_and_symbols(num_dims: int, num_symbols: int) -> str:
    out = "(" + ", ".join(f"d{i}" for i in range(num_dims)) + ")"
    if num_symbols:
        out += "[" + ", ".join(f"s{i}" for i in range(num_symbols)) + "]"
    return out


def print_affine_map(m: AffineMap) -> str:
    """``(d0)[s0] -> (d0 + s0)``."""
    results = ", ".join(print_affine_expr(e) for e in m.results)
    return f"{_dims_and_symbols(m.num_dims, m.num_symbols)} -> ({results})"


def print_integer_set(s: IntegerSet) -> str:
    """``(d0) : (d0 >= 0)``."""
    cons = ", ".join(
        f"{print_affine_expr(c)} {'==' if eq else '>='} 0"
        for c, eq in zip(s.constraints, s.eq_flags)
    )
    return f"{_dims_and_symbols(s.num_dims, s.num_symbols)} : ({cons})"
