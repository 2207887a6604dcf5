"""Parsing values: literals, identifiers, ``Class<args>``, lists, dags and suffixes.

Types, ranges and slices are in ``parse_types``; argument lists in ``parse_lists``.
"""

from __future__ import annotations

from tblgen_py.frontend.hot_kinds import K as FAST_KINDS
from tblgen_py.support.diagnostics import Span
from tblgen_py.frontend.parse_base import NAME_MODE, VALUE_MODE
from tblgen_py.frontend.parse_lists import ListParser
from tblgen_py.frontend.parse_types import TypeParser
from tblgen_py.records.ops import (
    BinOpInit,
    UnOpInit,
    cast_to,
    list_concat,
    str_concat,
)
from tblgen_py.records.record import Record
from tblgen_py.records.types import (
    BIT,
    STRING,
    BitsRecTy,
    ListRecTy,
    RecTy,
    resolve_types,
)
from tblgen_py.records.values import (
    UNSET,
    ArgumentInit,
    BitInit,
    BitsInit,
    DagInit,
    FieldInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
    TypedInit,
    VarDefInit,
    VarInit,
)
from tblgen_py.frontend.hot_kinds import (
    BANG as _BANG,
    INT as _INT,
    STR as _STR,
    ID as _ID,
    CODE as _CODE,
    L_BRACE as _L_BRACE,
    L_SQUARE as _L_SQUARE,
    DOT as _DOT,
    EQUAL as _EQUAL,
    LESS as _LESS,
    SUFFIX_START as _SUFFIX_START,
)

K = FAST_KINDS  # the TokenKind members, cheaper to read (see hot_kinds)
# Tokens after which a paste has no right-hand side: ``:`` ``;`` ``{``.
_NAME_END = frozenset({K.COLON, K.SEMI, K.L_BRACE})


class ValueParser(TypeParser, ListParser):
    """Values: ``Value ::= SimpleValue ValueSuffix*``."""

    # -- identifiers

    def parse_id_value(
        self, rec: Record | None, name: StringInit, name_loc: Span, mode: int
    ) -> Init | None:
        """IDValue: a local, field, template arg, loop var, global or self-reference."""
        found = self.get_var(name)
        if found is not None:
            return found
        if mode == NAME_MODE:
            return name
        glob = self.records.get_global(name.value)
        if glob is not None:
            return glob
        if (
            rec is not None
            and not rec.is_class
            and self.cur_multiclass is None
            and rec.name is name
        ):
            return UnOpInit.get("cast", name, rec.get_type())
        self.error(name_loc, f"Variable not defined: '{name.value}'")
        return None

    # -- simple values

    def parse_simple_value(
        self, rec: Record | None, item_type: RecTy | None, mode: int
    ) -> Init | None:
        """SimpleValue: literals, IDs, Class<args>, {bits}, [list], (dag), !ops."""
        tok = self.tok
        kind = tok.kind
        if kind is _ID:
            return self.parse_id_or_class_value(rec, mode)
        if kind is _STR:
            text = tok.value
            assert isinstance(text, str)
            while self.lex().kind is _STR:
                text += self.tok.value  # type: ignore[operator]
            return StringInit.get(text)
        if kind is _BANG:
            return self.parse_operation(rec, item_type)
        if kind is _INT:
            self.lex()
            return IntInit.get(tok.value)  # type: ignore[arg-type]
        if kind is _CODE:
            self.lex()
            return StringInit.get(tok.value, True)  # type: ignore[arg-type]
        if kind is K.BIN_INT:
            assert isinstance(tok.value, tuple)
            value, width = tok.value
            self.lex()
            bits = [BitInit.get((value >> (i % 64)) & 1) for i in range(width)]
            return BitsInit.get(bits)
        if kind is K.KW_TRUE or kind is K.KW_FALSE:
            self.lex()
            return IntInit.get(1 if kind is K.KW_TRUE else 0)
        if kind is K.QUESTION:
            self.lex()
            return UNSET
        if kind is _L_BRACE:
            return self.parse_bits_value(rec)
        if kind is _L_SQUARE:
            return self.parse_list_value(rec, item_type)
        if kind is K.L_PAREN:
            return self.parse_dag_value(rec)
        self.tok_error("Unknown or reserved token when parsing a value")
        return None

    def parse_id_or_class_value(self, rec: Record | None, mode: int) -> Init | None:
        """ID, ID '=' (named argument), or ID '<' ArgValueList '>'."""
        name_loc = self.tok
        name = StringInit.get(name_loc.value)  # type: ignore[arg-type]
        kind = self.lex().kind
        if kind is _EQUAL:
            return name
        if kind is not _LESS:
            return self.parse_id_value(rec, name, name_loc, mode)
        cls = self.records.get_class(name.value)
        if cls is None:
            self.error(name_loc, f"Expected a class name, got '{name.value}'")
            return None
        self.lex()
        args: list[ArgumentInit] = []
        arg_locs: list[Span] = []
        if self.parse_template_arg_value_list(args, rec, cls, locs=arg_locs):
            return None
        if self.check_template_arg_values(args, arg_locs, cls):
            return None
        if self.resolve_arguments(cls, args, name_loc):
            return None
        return VarDefInit.get(name_loc, cls, args).fold()

    def parse_bits_value(self, rec: Record | None) -> Init | None:
        """'{' ValueList '}'"""
        brace_loc = self.loc
        self.lex()
        vals: list[Init] = []
        if not self.at("}"):
            self.parse_value_list(vals, rec)
            if not vals:
                return None
        if not self.consume("}"):
            self.tok_error("expected '}' at end of bit list value")
            return None
        new_bits: list[Init] = []
        for index, val in enumerate(vals):
            if type(val) is BitsInit:
                new_bits.extend(reversed(val.bits))
                continue
            if type(val) is VarInit and type(val.type) is BitsRecTy:
                size = val.type.size
                new_bits.extend(val.get_bit(size - 1 - i) for i in range(size))
                continue
            bit = cast_to(val, BIT)
            if bit is None:
                self.error(
                    brace_loc, f"Element #{index} ({val}) is not convertable to a bit"
                )
                return None
            new_bits.append(bit)
        new_bits.reverse()
        return BitsInit.get(new_bits)

    def parse_list_value(
        self, rec: Record | None, item_type: RecTy | None
    ) -> Init | None:
        """'[' ValueList ']' ('<' Type '>')?"""
        self.lex()
        given: ListRecTy | None = None
        if item_type is not None:
            if type(item_type) is not ListRecTy:
                self.tok_error(f"Encountered a list when expecting a {item_type}")
                return None
            given = item_type
        vals: list[Init] = []
        if not self.at("]"):
            self.parse_value_list(vals, rec, given.element_type if given else None)
            if not vals:
                return None
        if not self.consume("]"):
            self.tok_error("expected ']' at end of list value")
            return None
        given_elt: RecTy | None = None
        if self.consume("<"):
            given_elt = self.parse_type()
            if given_elt is None:
                return None
            if not self.consume(">"):
                self.tok_error("expected '>' at end of list element type")
                return None
        elt_ty: RecTy | None = None
        for val in vals:
            if isinstance(val, TypedInit):
                if elt_ty is None:
                    elt_ty = val.type
                else:
                    elt_ty = resolve_types(elt_ty, val.type)
                    if elt_ty is None:
                        self.tok_error("Incompatible types in list elements")
                        return None
        if given_elt is not None:
            if elt_ty is not None and not elt_ty.is_convertible_to(given_elt):
                self.tok_error("Incompatible types in list elements")
                return None
            elt_ty = given_elt
        if elt_ty is None:
            if item_type is None:
                self.tok_error("No type for list")
                return None
            assert given is not None
            return ListInit.get(vals, given.element_type)
        if given is not None and not elt_ty.is_convertible_to(given.element_type):
            self.tok_error(
                f"Element type mismatch for list: element type '{elt_ty}' not "
                f"convertible to '{given.element_type}"
            )
            return None
        return ListInit.get(vals, elt_ty)

    def parse_dag_value(self, rec: Record | None) -> Init | None:
        """'(' (IDValue | ListValue) (':' VARNAME)? DagArgList ')'"""
        self.lex()
        tok = self.tok
        if not (
            tok.kind is K.ID
            or self.at("?")
            or self.at("[")
            or (tok.kind is K.BANG and tok.value in ("cast", "getdagop"))
        ):
            self.tok_error("expected identifier or list of value types in dag init")
            return None
        operator = self.parse_value(rec)
        if operator is None:
            return None
        op_name: StringInit | None = None
        if self.consume(":"):
            if not self.at_kind(K.VARNAME):
                self.tok_error("expected variable name in dag operator")
                return None
            op_name = StringInit.get(self.tok.value)  # type: ignore[arg-type]
            self.lex()
        args: list[tuple[Init, StringInit | None]] = []
        if not self.at(")"):
            self.parse_dag_arg_list(args, rec)
            if not args:
                return None
        if not self.consume(")"):
            self.tok_error("expected ')' in dag init")
            return None
        return DagInit.get(
            operator, op_name, [a for a, _ in args], [n for _, n in args]
        )

    # -- values with suffixes

    def parse_value(
        self, rec: Record | None, item_type: RecTy | None = None, mode: int = VALUE_MODE
    ) -> Init | None:
        """Value ::= SimpleValue ValueSuffix*"""
        lhs_loc = self.tok
        result = self.parse_simple_value(rec, item_type, mode)
        if result is None:
            return None
        while self.tok.kind in _SUFFIX_START:
            kind = self.tok.kind
            if kind is _L_BRACE:
                if mode == NAME_MODE:
                    return result
                result = self.parse_bit_suffix(result)
            elif kind is _L_SQUARE:
                result = self.parse_slice_suffix(result, rec, lhs_loc)
            elif kind is _DOT:
                result = self.parse_field_suffix(result, rec)
            else:
                result = self.parse_paste(result, rec, item_type, mode)
            if result is None:
                return None
        return result

    def parse_bit_suffix(self, result: Init) -> Init | None:
        """ValueSuffix ::= '{' BitList '}'"""
        curly = self.loc
        self.lex()
        ranges: list[int] = []
        self.parse_range_list(ranges)
        if not ranges:
            return None
        ranges.reverse()
        converted = result.convert_bit_range(ranges)
        if converted is None:
            self.error(curly, "Invalid bit range for value")
            return None
        if not self.consume("}"):
            self.tok_error("expected '}' at end of bit range list")
            return None
        return converted

    def parse_slice_suffix(
        self, result: Init, rec: Record | None, lhs_loc: Span
    ) -> Init | None:
        """ValueSuffix ::= '[' SliceElements ']'"""
        if not isinstance(result, TypedInit):
            self.error(lhs_loc, "Invalid value, list expected")
            return None
        list_ty = result.type
        if type(list_ty) is not ListRecTy:
            self.error(lhs_loc, f"Type '{list_ty}' is invalid, list expected")
            return None
        self.lex()
        rhs = self.parse_slice_elements(rec, True)
        if rhs is None:
            return None
        if type(rhs.type) is ListRecTy:
            value = BinOpInit.get("listslice", result, rhs, list_ty).fold(rec)
        else:
            value = BinOpInit.get("listelem", result, rhs, list_ty.element_type).fold(
                rec
            )
        if not self.consume("]"):
            self.tok_error("expected ']' at end of list slice")
            return None
        return value

    def parse_field_suffix(self, result: Init, rec: Record | None) -> Init | None:
        """ValueSuffix ::= '.' ID"""
        if self.lex().kind is not K.ID:
            self.tok_error("expected field identifier after '.'")
            return None
        field_name = StringInit.get(self.tok.value)  # type: ignore[arg-type]
        if result.get_field_type(field_name) is None:
            self.tok_error(
                f"Cannot access field '{field_name.value}' of value '{result}'"
            )
            return None
        value = FieldInit.get(result, field_name).fold(rec)
        self.lex()
        return value

    def parse_paste(
        self, result: Init, rec: Record | None, item_type: RecTy | None, mode: int
    ) -> Init | None:
        """ValueSuffix ::= '#' Value (string or list paste)"""
        paste_loc = self.loc
        if not isinstance(result, TypedInit):
            self.error(paste_loc, "LHS of paste is not typed!")
            return None
        lhs: TypedInit = result
        if type(lhs.type) is ListRecTy:
            self.lex()
            if self.tok.kind in _NAME_END:
                return lhs
            rhs_list = self.parse_value(rec, item_type, VALUE_MODE)
            if rhs_list is None:
                return None
            return list_concat(lhs, rhs_list)
        if lhs.type is not STRING:
            cast = UnOpInit.get("cast", lhs, STRING).fold(rec)
            if not isinstance(cast, TypedInit):
                self.error(paste_loc, f"can't cast '{lhs}' to string")
                return None
            lhs = cast
        self.lex()
        if self.tok.kind in _NAME_END:
            rhs: Init = StringInit.get("")
        else:
            rhs_value = self.parse_value(rec, None, NAME_MODE)
            if rhs_value is None:
                return None
            if not isinstance(rhs_value, TypedInit):
                self.error(paste_loc, "RHS of paste is not typed!")
                return None
            rhs = rhs_value
            if rhs_value.type is not STRING:
                cast = UnOpInit.get("cast", rhs_value, STRING).fold(rec)
                if not isinstance(cast, TypedInit):
                    self.error(paste_loc, f"can't cast '{rhs_value}' to string")
                    return None
                rhs = cast
        return str_concat(lhs, rhs)
