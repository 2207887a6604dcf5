"""Parsing types, bit ranges and list slices (TGParser's ParseType, ParseRangeList, ...)."""

from __future__ import annotations

from tblgen_py.frontend.hot_kinds import K as FAST_KINDS
from tblgen_py.frontend.tokens import TokenKind
from tblgen_py.frontend.parse_base import ParserBase
from tblgen_py.records.ops import BinOpInit, list_concat
from tblgen_py.records.record import Record
from tblgen_py.records.types import (
    BIT,
    DAG,
    INT,
    STRING,
    ListRecTy,
    RecTy,
    bits_type,
    record_type,
)
from tblgen_py.records.values import (
    Init,
    IntInit,
    ListInit,
    TypedInit,
)

K = FAST_KINDS  # TokenKind, cheaper to read (see hot_kinds)
# Types spelled by one keyword.
_KEYWORD_TYPES: dict[TokenKind, RecTy] = {
    K.KW_STRING: STRING,
    K.KW_CODE: STRING,
    K.KW_BIT: BIT,
    K.KW_INT: INT,
    K.KW_DAG: DAG,
}


class TypeParser(ParserBase):
    """Types, ranges and slices; values themselves come from ``ValueParser``."""

    # -- types

    def parse_class_id(self) -> Record | None:
        """ClassID ::= ID"""
        if not self.at_kind(K.ID):
            self.tok_error("expected name for ClassID")
            return None
        name = self.tok.value
        assert isinstance(name, str)
        result = self.records.get_class(name)
        if result is None:
            msg = f"Couldn't find class '{name}'"
            if name in self.multiclasses:
                self.tok_error(
                    f"{msg}. Use 'defm' if you meant to use multiclass '{name}'"
                )
            else:
                self.tok_error(msg)
        self.lex()
        return result

    def parse_type(self) -> RecTy | None:
        """Type ::= string | code | bit | bits<n> | int | list<T> | dag | ClassID"""
        tok = self.tok
        simple = _KEYWORD_TYPES.get(tok.kind)
        if simple is not None:
            self.lex()
            return simple
        if tok.kind is K.ID:
            alias = self.type_aliases.get(tok.value)  # type: ignore[arg-type]
            if alias is not None:
                self.lex()
                return alias
            cls = self.parse_class_id()
            if cls is not None:
                return record_type([cls])
            self.tok_error("unknown class name")
            return None
        if self.at("bits"):
            self.lex()
            if not self.at("<"):
                self.tok_error("expected '<' after bits type")
                return None
            if self.lex().kind is not K.INT:
                self.tok_error("expected integer in bits<n> type")
                return None
            size = self.tok.value
            assert isinstance(size, int)
            self.lex()
            if not self.at(">"):
                self.tok_error("expected '>' at end of bits<n> type")
                return None
            self.lex()
            return bits_type(size & 0xFFFFFFFF)
        if self.at("list"):
            self.lex()
            if not self.at("<"):
                self.tok_error("expected '<' after list type")
                return None
            self.lex()
            sub = self.parse_type()
            if sub is None:
                return None
            if not self.consume(">"):
                self.tok_error("expected '>' at end of list<ty> type")
                return None
            return sub.list_ty()
        self.tok_error("Unknown token when expecting a type")
        return None

    # -- ranges

    def parse_range_piece(self, ranges: list[int], first: Init | None = None) -> bool:
        """RangePiece ::= INTVAL | INTVAL '...' INTVAL | INTVAL '-' INTVAL | INTVAL INTVAL"""
        cur = first if first is not None else self.parse_value(None)
        if type(cur) is not IntInit:
            return self.tok_error("expected integer or bitrange")
        start = cur.value
        if start < 0:
            return self.tok_error("invalid range, cannot be negative")
        if self.at("...") or self.at("-"):
            self.lex()
            end_init = self.parse_value(None)
            if type(end_init) is not IntInit:
                self.tok_error("expected integer value as end of range")
                return True
            end = end_init.value
        elif self.at_kind(K.INT):
            end = -self.tok.value  # type: ignore[operator]
            self.lex()
        else:
            ranges.append(start)
            return False
        if end < 0:
            return self.tok_error("invalid range, cannot be negative")
        step = 1 if start < end else -1
        ranges.extend(range(start, end + step, step))
        return False

    def parse_range_list(self, ranges: list[int]) -> None:
        """RangeList ::= RangePiece (',' RangePiece)*"""
        if self.parse_range_piece(ranges):
            ranges.clear()
            return
        while self.consume(","):
            if self.parse_range_piece(ranges):
                ranges.clear()
                return

    def parse_optional_range_list(
        self, ranges: list[int], open_: str, close: str
    ) -> bool:
        """'<' RangeList '>' or '{' RangeList '}' or nothing."""
        start = self.loc
        if not self.consume(open_):
            return False
        self.parse_range_list(ranges)
        if not ranges:
            return True
        if not self.consume(close):
            what = "range list" if open_ == "<" else "bit list"
            self.tok_error(f"expected '{close}' at end of {what}")
            return self.error(start, f"to match this '{open_}'")
        return False

    # -- slices

    def parse_slice_element(self, rec: Record | None) -> TypedInit | None:
        """SliceElement ::= Value | Value '...' Value | Value '-' Value | Value INTVAL"""
        lhs_loc = self.loc
        cur = self.parse_value(rec)
        if cur is None:
            return None
        assert isinstance(cur, TypedInit)
        lhs = cur
        if self.at("...") or self.at("-"):
            self.lex()
            rhs_loc = self.loc
            rhs_val = self.parse_value(rec)
            if rhs_val is None:
                return None
            assert isinstance(rhs_val, TypedInit)
            rhs: TypedInit = rhs_val
            if rhs.type is not INT:
                self.error(rhs_loc, f"expected int...int, got {rhs.type}")
                return None
        elif self.at_kind(K.INT):
            value = -self.tok.value  # type: ignore[operator]
            if value < 0:
                self.tok_error("invalid range, cannot be negative")
                return None
            rhs = IntInit.get(value)
            self.lex()
        else:
            return lhs
        if lhs.type is not INT:
            self.error(lhs_loc, f"expected int...int, got {lhs.type}")
            return None
        result = BinOpInit.get("rangec", lhs, rhs, INT.list_ty()).fold(rec)
        assert isinstance(result, TypedInit)
        return result

    def parse_slice_elements(
        self, rec: Record | None, single: bool
    ) -> TypedInit | None:
        """SliceElements ::= ( SliceElement ',' )* SliceElement ','?"""
        elems: list[Init] = []
        slices: list[TypedInit] = []

        def flush() -> None:
            if elems:
                slices.append(ListInit.get(elems, INT))
                elems.clear()

        cur: TypedInit | None = None
        while True:
            lhs_loc = self.loc
            cur = self.parse_slice_element(rec)
            if cur is None:
                return None
            ty = cur.type
            if type(ty) is ListRecTy:
                if ty.element_type is not INT:
                    self.error(lhs_loc, f"expected list<int>, got {ty}")
                    return None
                flush()
                slices.append(cur)
                single = False
                cur = None
            elif ty is not INT:
                self.error(lhs_loc, f"unhandled type {ty} in range")
                return None
            if not self.at(","):
                break
            self.lex()
            single = False
            if cur is not None:
                elems.append(cur)
            cur = None
            if self.at("]"):
                break
        if cur is not None:
            if single:
                return cur
            elems.append(cur)
        flush()
        result: TypedInit | None = None
        for piece in slices:
            if result is None:
                result = piece
            else:
                concat = list_concat(result, piece)
                assert isinstance(concat, TypedInit)
                result = concat
        return result
