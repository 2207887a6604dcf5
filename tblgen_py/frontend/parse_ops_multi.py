"""Parsing the bang operators with several operands: !foreach, !filter, !range,
ternary operators, !substr, !find, !cond and !foldl."""

from __future__ import annotations

from tblgen_py.frontend.hot_kinds import K as FAST_KINDS
from tblgen_py.frontend.parse_base import ParserBase
from tblgen_py.records.ops import (
    CondOpInit,
    FoldOpInit,
    TernOpInit,
    UnOpInit,
)
from tblgen_py.records.record import FieldKind, Record, RecordVal
from tblgen_py.records.types import (
    BIT,
    DAG,
    INT,
    STRING,
    ListRecTy,
    RecTy,
    bits_type,
    resolve_types,
)
from tblgen_py.records.values import (
    UNSET,
    BitInit,
    BitsInit,
    Init,
    IntInit,
    StringInit,
    TypedInit,
)

K = FAST_KINDS  # the TokenKind members, cheaper to read (see hot_kinds)


def _value_type(value: Init) -> RecTy | None:
    """The type of a value as !if and !cond see it."""
    if type(value) is BitsInit:
        return bits_type(len(value.bits))
    if isinstance(value, TypedInit):
        return value.type
    return None


class MultiOperandParser(ParserBase):
    """Bang operators whose operands follow their own grammar."""

    def parse_foreach_filter(
        self, rec: Record | None, item_type: RecTy | None, op: str
    ) -> Init | None:
        """!foreach(ID, list-or-dag, expr) / !filter(ID, list, predicate)"""
        op_loc = self.loc
        self.lex()
        if not self.at("("):
            self.tok_error("expected '(' after !foreach/!filter")
            return None
        if self.lex().kind is not K.ID:
            self.tok_error("first argument of !foreach/!filter must be an identifier")
            return None
        lhs = StringInit.get(self.tok.value)  # type: ignore[arg-type]
        self.lex()
        if rec is not None and rec.get_value(lhs) is not None:
            self.tok_error(f"iteration variable '{lhs}' is already defined")
            return None
        if not self.consume(","):
            self.tok_error("expected ',' in !foreach/!filter")
            return None
        mhs = self.parse_value(rec)
        if mhs is None:
            return None
        if not self.consume(","):
            self.tok_error("expected ',' in !foreach/!filter")
            return None
        if not isinstance(mhs, TypedInit):
            self.tok_error("could not get type of !foreach/!filter list or dag")
            return None
        in_elt: RecTy
        expr_elt: RecTy | None = None
        is_dag = False
        if type(mhs.type) is ListRecTy:
            in_elt = mhs.type.element_type
            if item_type is not None:
                if type(item_type) is ListRecTy:
                    expr_elt = item_type.element_type if op == "foreach" else INT
                else:
                    self.error(
                        op_loc,
                        f"expected value of type '{item_type}', but got list type",
                    )
                    return None
        elif mhs.type is DAG:
            if op == "filter":
                self.tok_error("!filter must have a list argument")
                return None
            in_elt = DAG
            if item_type is not None and item_type is not DAG:
                self.error(
                    op_loc, f"expected value of type '{item_type}', but got dag type"
                )
                return None
            is_dag = True
        else:
            self.tok_error(
                "!foreach must have a list or dag argument"
                if op == "foreach"
                else "!filter must have a list argument"
            )
            return None
        parse_rec = rec if rec is not None else Record(StringInit.get(".parse"), [])
        scope = self.push_scope(kind=1, rec=parse_rec)
        parse_rec.add_value(RecordVal(lhs, in_elt, FieldKind.NORMAL))
        rhs = self.parse_value(parse_rec, expr_elt)
        parse_rec.remove_value(lhs)
        self.pop_scope(scope)
        if rhs is None:
            return None
        if not self.consume(")"):
            self.tok_error("expected ')' in !foreach/!filter")
            return None
        out_type: RecTy = in_elt
        if op == "foreach" and not is_dag:
            if not isinstance(rhs, TypedInit):
                self.tok_error("could not get type of !foreach result expression")
                return None
            out_type = rhs.type.list_ty()
        elif op == "filter":
            out_type = in_elt.list_ty()
        return TernOpInit.get(op, lhs, mhs, rhs, out_type).fold(rec)

    # -- !range

    def parse_range(self, rec: Record | None) -> Init | None:
        """!range([start,] end [, step]) or !range(list)"""
        op_loc = self.loc
        self.lex()
        if not self.consume("("):
            self.tok_error("expected '(' after !range operator")
            return None
        args: list[TypedInit] = []
        first_is_list = False
        while True:
            if len(args) >= 3:
                self.tok_error("expected at most three values of integer")
                return None
            init_loc = self.loc
            value = self.parse_value(rec)
            if value is None:
                return None
            if not isinstance(value, TypedInit):
                self.error(op_loc, f"expected value to be a typed value, got '{value}'")
                return None
            args.append(value)
            ty = value.type
            if not first_is_list or len(args) == 1:
                if len(args) == 1 and type(ty) is ListRecTy:
                    first_is_list = True
                elif ty is not INT:
                    if len(args) != 1:
                        self.error(
                            init_loc, f"expected value of type 'int', got '{ty}'"
                        )
                    else:
                        self.error(
                            init_loc, f"expected list or int, got value of type '{ty}'"
                        )
                    return None
            else:
                self.error(
                    init_loc, f"expected one list, got extra value of type '{ty}'"
                )
                return None
            if not self.consume(","):
                break
        if not self.consume(")"):
            self.tok_error("expected ')' in operator")
            return None
        one = IntInit.get(1)
        if len(args) == 1:
            start: Init = IntInit.get(0)
            if type(args[0].type) is ListRecTy:
                end: Init = UnOpInit.get("size", args[0], INT).fold(rec)
            else:
                end = args[0]
            step: Init = one
        else:
            start, end = args[0], args[1]
            step = args[2] if len(args) == 3 else one
        return TernOpInit.get("range", start, end, step, INT.list_ty()).fold(rec)

    # -- ternary

    def parse_ternary(
        self, rec: Record | None, item_type: RecTy | None, op: str
    ) -> Init | None:
        """!ternop '(' Value ',' Value ',' Value ')'"""
        self.lex()
        ty: RecTy | None = None
        if op in ("dag", "setdagarg", "setdagname"):
            ty, item_type = DAG, None
        if not self.consume("("):
            self.tok_error("expected '(' after ternary operator")
            return None
        lhs = self.parse_value(rec)
        if lhs is None:
            return None
        if not self.consume(","):
            self.tok_error("expected ',' in ternary operator")
            return None
        mhs_loc = self.loc
        mhs = self.parse_value(rec, item_type)
        if mhs is None:
            return None
        if not self.consume(","):
            self.tok_error("expected ',' in ternary operator")
            return None
        rhs_loc = self.loc
        rhs = self.parse_value(rec, item_type)
        if rhs is None:
            return None
        if not self.consume(")"):
            self.tok_error("expected ')' in binary operator")
            return None
        check = getattr(self, f"_check_{op}")
        result = check(lhs, mhs, rhs, mhs_loc, rhs_loc)
        if result is False:
            return None
        if result is not True:
            ty = result
        assert ty is not None
        return TernOpInit.get(op, lhs, mhs, rhs, ty).fold(rec)

    def _check_dag(
        self, lhs: Init, mhs: Init, rhs: Init, mhs_loc: object, rhs_loc: object
    ) -> object:
        if not isinstance(mhs, TypedInit) and mhs is not UNSET:
            self.error(mhs_loc, "could not determine type of the child list in !dag")  # type: ignore[arg-type]
            return False
        if isinstance(mhs, TypedInit) and type(mhs.type) is not ListRecTy:
            self.error(mhs_loc, f"expected list of children, got type '{mhs.type}'")  # type: ignore[arg-type]
            return False
        if not isinstance(rhs, TypedInit) and rhs is not UNSET:
            self.error(rhs_loc, "could not determine type of the name list in !dag")  # type: ignore[arg-type]
            return False
        if isinstance(rhs, TypedInit) and rhs.type is not STRING.list_ty():
            self.error(rhs_loc, f"expected list<string>, got type '{rhs.type}'")  # type: ignore[arg-type]
            return False
        if not isinstance(mhs, TypedInit) and not isinstance(rhs, TypedInit):
            self.error(mhs_loc, "cannot have both unset children and unset names in !dag")  # type: ignore[arg-type]
            return False
        return True

    def _check_if(
        self, lhs: Init, mhs: Init, rhs: Init, mhs_loc: object, rhs_loc: object
    ) -> object:
        mty, rty = _value_type(mhs), _value_type(rhs)
        if mhs is UNSET:
            mty = rty
        if rhs is UNSET:
            rty = mty
        if mty is None or rty is None:
            self.tok_error("could not get type for !if")
            return False
        ty = resolve_types(mty, rty)
        if ty is None:
            self.tok_error(f"inconsistent types '{mty}' and '{rty}' for !if")
            return False
        return ty

    def _check_subst(
        self, lhs: Init, mhs: Init, rhs: Init, mhs_loc: object, rhs_loc: object
    ) -> object:
        if not isinstance(rhs, TypedInit):
            self.tok_error("could not get type for !subst")
            return False
        return rhs.type

    def _check_dag_key(self, mhs: Init, mhs_loc: object) -> bool:
        if not isinstance(mhs, TypedInit) or mhs.type not in (INT, STRING):
            got = f"type '{mhs.type}" if isinstance(mhs, TypedInit) else f"'{mhs}"
            self.error(mhs_loc, f"expected integer index or string name, got {got}'")  # type: ignore[arg-type]
            return False
        return True

    def _check_setdagarg(
        self, lhs: Init, mhs: Init, rhs: Init, mhs_loc: object, rhs_loc: object
    ) -> object:
        return self._check_dag_key(mhs, mhs_loc)

    def _check_setdagname(
        self, lhs: Init, mhs: Init, rhs: Init, mhs_loc: object, rhs_loc: object
    ) -> object:
        if not self._check_dag_key(mhs, mhs_loc):
            return False
        if isinstance(rhs, TypedInit) and rhs.type is not STRING:
            self.error(rhs_loc, f"expected string or unset name, got type '{rhs.type}'")  # type: ignore[arg-type]
            return False
        return True

    # -- !substr / !find

    def parse_substr_find(
        self, rec: Record | None, item_type: RecTy | None, op: str
    ) -> Init | None:
        """!substr(string, start [, length]) / !find(string, target [, start])"""
        ty: RecTy = STRING if op == "substr" else INT
        self.lex()
        if not self.consume("("):
            self.tok_error(f"expected '(' after !{op} operator")
            return None
        lhs = self.parse_value(rec)
        if lhs is None:
            return None
        if not self.consume(","):
            self.tok_error(f"expected ',' in !{op} operator")
            return None
        mhs_loc = self.loc
        mhs = self.parse_value(rec)
        if mhs is None:
            return None
        rhs_loc = self.loc
        if self.consume(","):
            rhs_loc = self.loc
            rhs = self.parse_value(rec)
            if rhs is None:
                return None
        else:
            rhs = IntInit.get((1 << 63) - 1 if op == "substr" else 0)
        if not self.consume(")"):
            self.tok_error(f"expected ')' in !{op} operator")
            return None
        if item_type is not None and not ty.is_convertible_to(item_type):
            self.error(rhs_loc, f"expected value of type '{item_type}', got '{ty}'")
        what = (
            ("string", "start position", "length")
            if op == "substr"
            else (
                "source string",
                "target string",
                "start position",
            )
        )
        if not isinstance(lhs, TypedInit) and lhs is not UNSET:
            self.tok_error(f"could not determine type of the {what[0]} in !{op}")
            return None
        if isinstance(lhs, TypedInit) and lhs.type is not STRING:
            self.tok_error(f"expected string, got type '{lhs.type}'")
            return None
        mhs_ty = INT if op == "substr" else STRING
        if not isinstance(mhs, TypedInit) and mhs is not UNSET:
            self.tok_error(f"could not determine type of the {what[1]} in !{op}")
            return None
        if isinstance(mhs, TypedInit) and mhs.type is not mhs_ty:
            self.error(mhs_loc, f"expected {mhs_ty}, got type '{mhs.type}'")
            return None
        if not isinstance(rhs, TypedInit) and rhs is not UNSET:
            self.tok_error(f"could not determine type of the {what[2]} in !{op}")
            return None
        if isinstance(rhs, TypedInit) and rhs.type is not INT:
            self.tok_error(f"expected int, got type '{rhs.type}'")
            return None
        return TernOpInit.get(op, lhs, mhs, rhs, ty).fold(rec)

    # -- !cond

    def parse_cond(self, rec: Record | None, item_type: RecTy | None) -> Init | None:
        """!cond '(' [Value ':' Value ',']+ ')'"""
        start_loc = self.loc
        self.lex()
        if not self.consume("("):
            self.tok_error("expected '(' after !cond operator")
            return None
        conds: list[Init] = []
        vals: list[Init] = []
        while True:
            if self.consume(")"):
                break
            cond = self.parse_value(rec)
            if cond is None:
                return None
            conds.append(cond)
            if not self.consume(":"):
                self.tok_error("expected ':'  following a condition in !cond operator")
                return None
            val = self.parse_value(rec, item_type)
            if val is None:
                return None
            vals.append(val)
            if self.consume(")"):
                break
            if not self.consume(","):
                self.tok_error(
                    "expected ',' or ')' following a value in !cond operator"
                )
                return None
        if not conds:
            self.tok_error(
                "there should be at least 1 'condition : value' in the !cond operator"
            )
            return None
        ty: RecTy | None = None
        for val in vals:
            vty = BIT if type(val) is BitInit else _value_type(val)
            if val is UNSET:
                continue
            if ty is None:
                ty = vty
            else:
                assert vty is not None
                resolved = resolve_types(ty, vty)
                if resolved is None:
                    self.tok_error(f"inconsistent types '{ty}' and '{vty}' for !cond")
                    return None
                ty = resolved
        if ty is None:
            self.tok_error("could not determine type for !cond from its arguments")
            return None
        folded = CondOpInit.get(conds, vals, ty).fold(rec, start_loc)
        if folded is None:
            self.silent_failure = (
                start_loc,
                f"!cond value does not convert to its type '{ty}'",
            )
        return folded

    # -- !foldl

    def parse_foldl(self, rec: Record | None) -> Init | None:
        """!foldl '(' Value ',' Value ',' Id ',' Id ',' Expr ')'"""
        self.lex()
        if not self.consume("("):
            self.tok_error("expected '(' after !foldl")
            return None
        start = self.parse_value(rec)
        if start is None:
            return None
        if not isinstance(start, TypedInit):
            self.tok_error(f"could not get type of !foldl start: '{start}'")
            return None
        if not self.consume(","):
            self.tok_error("expected ',' in !foldl")
            return None
        lst = self.parse_value(rec)
        if lst is None:
            return None
        if not isinstance(lst, TypedInit):
            self.tok_error(f"could not get type of !foldl list: '{lst}'")
            return None
        list_ty = lst.type
        if type(list_ty) is not ListRecTy:
            self.tok_error(f"!foldl list must be a list, but is of type '{list_ty}")
            return None
        names: list[StringInit] = []
        for side, ordinal in (("left", "third"), ("right", "fourth")):
            if not self.at(","):
                self.tok_error("expected ',' in !foldl")
                return None
            if self.lex().kind is not K.ID:
                self.tok_error(f"{ordinal} argument of !foldl must be an identifier")
                return None
            name = StringInit.get(self.tok.value)  # type: ignore[arg-type]
            if rec is not None and rec.get_value(name) is not None:
                self.tok_error(f"{side} !foldl variable '{name}' already defined")
                return None
            names.append(name)
            self.lex()
        if not self.at(","):
            self.tok_error("expected ',' in !foldl")
            return None
        self.lex()
        a, b = names
        parse_rec = rec if rec is not None else Record(StringInit.get(".parse"), [])
        scope = self.push_scope(kind=1, rec=parse_rec)
        parse_rec.add_value(RecordVal(a, start.type, FieldKind.NORMAL))
        if b is not a:  # with one name for both, the accumulator's type wins
            parse_rec.add_value(RecordVal(b, list_ty.element_type, FieldKind.NORMAL))
        expr = self.parse_value(parse_rec)
        parse_rec.remove_value(a)
        if b is not a:
            parse_rec.remove_value(b)
        self.pop_scope(scope)
        if expr is None:
            return None
        if not isinstance(expr, TypedInit):
            self.tok_error("could not get type of !foldl expression")
            return None
        if expr.type is not start.type:
            self.tok_error(
                f"!foldl expression must be of same type as start ({start.type}), but is "
                f"of type {expr.type}"
            )
            return None
        if not self.consume(")"):
            self.tok_error("expected ')' in fold operator")
            return None
        return FoldOpInit.get(start, lst, a, b, expr, start.type).fold(rec)
