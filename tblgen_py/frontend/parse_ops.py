"""Parsing bang operators: ``!op<Type>(args)`` (TGParser::ParseOperation)."""

from __future__ import annotations

from tblgen_py.frontend.hot_kinds import K as FAST_KINDS
from tblgen_py.frontend.parse_ops_multi import MultiOperandParser
from tblgen_py.frontend.parse_types import TypeParser
from tblgen_py.records.ops import (
    BinOpInit,
    ExistsOpInit,
    InstancesOpInit,
    IsAOpInit,
    UnOpInit,
)
from tblgen_py.records.record import Record
from tblgen_py.records.types import (
    ANY_RECORD,
    BIT,
    DAG,
    INT,
    STRING,
    ListRecTy,
    RecordRecTy,
    RecTy,
    resolve_types,
)
from tblgen_py.records.values import (
    DagInit,
    Init,
    ListInit,
    StringInit,
    TypedInit,
)

K = FAST_KINDS  # the TokenKind members, cheaper to read (see hot_kinds)
UNARY = {
    "not",
    "tolower",
    "toupper",
    "logtwo",
    "head",
    "tail",
    "size",
    "empty",
    "cast",
    "repr",
    "getdagop",
    "getdagopname",
    "listflatten",
    "initialized",
}
ASSOCIATIVE = {"strconcat", "listconcat", "con", "add", "and", "or", "xor", "mul"}
ARITH = {"add", "sub", "mul", "div", "and", "or", "xor", "shl", "sra", "srl"}
COMPARE = {"eq", "ne", "le", "lt", "ge", "gt"}
BINARY = (
    ARITH
    | COMPARE
    | {
        "con",
        "listconcat",
        "listsplat",
        "listremove",
        "strconcat",
        "interleave",
        "getdagarg",
        "getdagname",
        "setdagop",
        "setdagopname",
        "match",
    }
)
TERNARY = {"setdagarg", "setdagname", "dag", "if", "subst"}
UNARY_RESULT: dict[str, RecTy] = {
    "repr": STRING,
    "tolower": STRING,
    "toupper": STRING,
    "not": INT,
    "logtwo": INT,
    "size": INT,
    "empty": INT,
    "initialized": INT,
    "getdagopname": STRING,
}


class OperationParser(MultiOperandParser, TypeParser):
    """Operation ::= '!' op ['<' Type '>'] '(' Args ')'"""

    def parse_operator_type(self) -> RecTy | None:
        """OperatorType ::= '<' Type '>'"""
        if not self.consume("<"):
            self.tok_error("expected type name for operator")
            return None
        if self.at("code"):
            self.tok_error(
                "the 'code' type is not allowed in bang operators; use 'string'"
            )
        ty = self.parse_type()
        if ty is None:
            self.tok_error("expected type name for operator")
            return None
        if not self.consume(">"):
            self.tok_error("expected type name for operator")
            return None
        return ty

    def parse_operation(
        self, rec: Record | None, item_type: RecTy | None
    ) -> Init | None:
        op = self.tok.value
        assert isinstance(op, str)
        if op in UNARY:
            return self.parse_unary(rec, op)
        if op == "isa":
            return self.parse_isa_like(rec, "isa")
        if op == "exists":
            return self.parse_isa_like(rec, "exists")
        if op == "instances":
            return self.parse_instances(rec)
        if op in BINARY:
            return self.parse_binary(rec, item_type, op)
        if op in ("foreach", "filter"):
            return self.parse_foreach_filter(rec, item_type, op)
        if op == "range":
            return self.parse_range(rec)
        if op in TERNARY:
            return self.parse_ternary(rec, item_type, op)
        if op == "substr":
            return self.parse_substr_find(rec, item_type, "substr")
        if op == "find":
            return self.parse_substr_find(rec, item_type, "find")
        if op == "cond":
            return self.parse_cond(rec, item_type)
        if op == "foldl":
            return self.parse_foldl(rec)
        self.tok_error("unknown bang operator")
        return None

    # -- unary

    def parse_unary(self, rec: Record | None, op: str) -> Init | None:
        """!unop '(' Value ')'"""
        self.lex()
        ty: RecTy | None = UNARY_RESULT.get(op)
        if op == "cast":
            ty = self.parse_operator_type()
            if ty is None:
                self.tok_error("did not get type for unary operator")
                return None
        elif op == "getdagop":
            if self.at("<"):
                ty = self.parse_operator_type()
                if ty is None:
                    self.tok_error("did not get type for unary operator")
                    return None
                if type(ty) is not RecordRecTy:
                    self.tok_error("type for !getdagop must be a record type")
            else:
                ty = ANY_RECORD
        if not self.consume("("):
            self.tok_error("expected '(' after unary operator")
            return None
        lhs = self.parse_value(rec)
        if lhs is None:
            return None
        if op in ("empty", "size") and not self._check_sized(lhs):
            return None
        if op in ("head", "tail"):
            ty = self._head_tail_type(lhs, op)
            if ty is None:
                return None
        if op == "listflatten":
            ty = self._flatten_type(lhs)
            if ty is None:
                return None
        if not self.consume(")"):
            self.tok_error("expected ')' in unary operator")
            return None
        assert ty is not None
        return UnOpInit.get(op, lhs, ty).fold(rec)

    def _check_sized(self, lhs: Init) -> bool:
        ok = isinstance(lhs, TypedInit) and (
            type(lhs.type) is ListRecTy or lhs.type is STRING or lhs.type is DAG
        )
        if not ok:
            self.tok_error(
                "expected string, list, or dag type argument in unary operator"
            )
        return ok

    def _head_tail_type(self, lhs: Init, op: str) -> RecTy | None:
        if not isinstance(lhs, TypedInit) or type(lhs.type) is not ListRecTy:
            self.tok_error("expected list type argument in unary operator")
            return None
        if type(lhs) is ListInit:
            if not lhs.elements:
                self.tok_error("empty list argument in unary operator")
                return None
            item = lhs.elements[0]
            if not isinstance(item, TypedInit):
                self.tok_error("untyped list element in unary operator")
                return None
            return item.type if op == "head" else item.type.list_ty()
        return lhs.type.element_type if op == "head" else lhs.type

    def _flatten_type(self, lhs: Init) -> RecTy | None:
        """The type of !listflatten(lhs); of a list literal, from its first element."""
        if type(lhs) is ListInit:  # as llvm-tblgen does for !head and !tail
            first = self._head_tail_type(lhs, "head")
            if first is None:
                return None
            return first if type(first) is ListRecTy else first.list_ty()
        if not isinstance(lhs, TypedInit) or type(lhs.type) is not ListRecTy:
            self.tok_error("expected list type argument in unary operator")
            return None
        inner = lhs.type.element_type
        return inner if type(inner) is ListRecTy else lhs.type

    # -- type tests

    def parse_isa_like(self, rec: Record | None, op: str) -> Init | None:
        """!isa '<' Type '>' '(' Value ')' and !exists likewise."""
        self.lex()
        ty = self.parse_operator_type()
        if ty is None:
            return None
        if not self.consume("("):
            self.tok_error(f"expected '(' after type of !{op}")
            return None
        expr_loc = self.loc
        expr = self.parse_value(rec)
        if expr is None:
            return None
        if op == "exists":
            if not isinstance(expr, TypedInit):
                self.error(
                    expr_loc, "expected string type argument in !exists operator"
                )
                return None
            if type(expr.type) is RecordRecTy:
                self.error(
                    expr_loc,
                    "expected string type argument in !exists operator, please use !isa instead",
                )
                return None
            if expr.type is not STRING:
                self.error(
                    expr_loc, "expected string type argument in !exists operator"
                )
                return None
        if not self.consume(")"):
            self.tok_error(f"expected ')' in !{op}")
            return None
        if op == "isa":
            return IsAOpInit.get(ty, expr).fold()
        return ExistsOpInit.get(ty, expr).fold(rec, False)

    def parse_instances(self, rec: Record | None) -> Init | None:
        """!instances '<' Type '>' '(' [Value] ')'"""
        self.lex()
        ty = self.parse_operator_type()
        if ty is None:
            return None
        if not self.consume("("):
            self.tok_error("expected '(' after type of !instances")
            return None
        regex: Init = StringInit.get(".*")
        if not self.at(")"):
            expr_loc = self.loc
            value = self.parse_value(rec)
            # a value that failed to parse gets this error too
            if not isinstance(value, TypedInit) or value.type is not STRING:
                self.error(
                    expr_loc, "expected string type argument in !instances operator"
                )
                return None
            regex = value
        if not self.consume(")"):
            self.tok_error("expected ')' in !instances")
            return None
        return InstancesOpInit.get(ty, regex).fold(rec, False)

    # -- binary

    def _binary_types(self, op: str) -> tuple[RecTy | None, RecTy | None, bool]:
        if op in ("con", "setdagop", "setdagopname"):
            return DAG, DAG, True
        if op == "getdagarg":
            ty = self.parse_operator_type()
            if ty is None:
                self.tok_error("did not get type for !getdagarg operator")
                return None, None, False
            return ty, DAG, True
        if op == "getdagname":
            return STRING, DAG, True
        if op in ARITH:
            return INT, INT, True
        if op in COMPARE or op == "match":
            return BIT, (STRING if op == "match" else None), True
        if op in ("strconcat",):
            return STRING, STRING, True
        if op == "interleave":
            return STRING, None, True
        return None, None, True

    def parse_binary(
        self, rec: Record | None, item_type: RecTy | None, op: str
    ) -> Init | None:
        """!binop '(' Value (',' Value)+ ')'"""
        op_loc = self.loc
        self.lex()
        ty, arg_ty, ok = self._binary_types(op)
        if not ok:
            return None
        if op in ("listconcat", "listremove"):
            arg_ty = item_type
        if (
            ty is not None
            and item_type is not None
            and not ty.is_convertible_to(item_type)
        ):
            self.error(op_loc, f"expected value of type '{item_type}', got '{ty}'")
            return None
        if not self.consume("("):
            self.tok_error("expected '(' after binary operator")
            return None
        inits: list[Init] = []
        while True:
            init_loc = self.loc
            value = self.parse_value(rec, arg_ty)
            if value is None:
                return None
            inits.append(value)
            if not isinstance(value, TypedInit):
                self.error(op_loc, f"expected value to be a typed value, got '{value}'")
                return None
            list_type = value.type
            if arg_ty is None:
                arg_ty = list_type
                if not self._check_first_binary_arg(
                    op, arg_ty, item_type, inits, init_loc, op_loc
                ):
                    return None
                if op in ("listsplat", "interleave"):
                    arg_ty = None
            else:
                resolved = resolve_types(arg_ty, list_type)
                if resolved is None:
                    self.error(
                        init_loc,
                        f"expected value of type '{arg_ty}', got '{list_type}'",
                    )
                    return None
                if op not in ARITH:
                    arg_ty = resolved
            if op == "setdagop":
                arg_ty = ANY_RECORD
            elif op == "setdagopname":
                arg_ty = STRING
            elif op == "getdagarg":
                arg_ty = None
            elif op == "getdagname":
                arg_ty = INT
            if not self.consume(","):
                break
        if not self.consume(")"):
            self.tok_error("expected ')' in operator")
            return None
        if op in ("listconcat", "listremove"):
            ty = arg_ty
        if op == "listsplat":
            first = inits[0]
            assert isinstance(first, TypedInit)
            ty = first.type.list_ty()
        assert ty is not None
        if op in ASSOCIATIVE:
            while len(inits) > 2:
                rhs = inits.pop()
                inits[-1] = BinOpInit.get(op, inits[-1], rhs, ty).fold(rec)
        if len(inits) == 2:
            return BinOpInit.get(op, inits[0], inits[1], ty).fold(rec)
        self.error(op_loc, "expected two operands to operator")
        return None

    def _check_first_binary_arg(
        self,
        op: str,
        arg_ty: RecTy,
        item_type: RecTy | None,
        inits: list[Init],
        init_loc: object,
        op_loc: object,
    ) -> bool:
        loc = init_loc
        if op in ("listconcat", "listremove"):
            if type(arg_ty) is not ListRecTy:
                self.error(loc, f"expected a list, got value of type '{arg_ty}'")  # type: ignore[arg-type]
                return False
        elif op == "listsplat":
            if item_type is not None and len(inits) == 1:
                if type(item_type) is not ListRecTy:
                    self.error(op_loc, f"expected output type to be a list, got type '{item_type}'")  # type: ignore[arg-type]
                    return False
                if not arg_ty.list_ty().is_convertible_to(item_type):
                    self.error(
                        op_loc,  # type: ignore[arg-type]
                        f"expected first arg type to be '{arg_ty}', got value of type "
                        f"'{item_type.element_type}'",
                    )
                    return False
            if len(inits) == 2 and arg_ty is not INT:
                self.error(
                    loc,  # type: ignore[arg-type]
                    f"expected second parameter to be an int, got value of type '{arg_ty}'",
                )
                return False
        elif op in ("eq", "ne"):
            if not (
                arg_ty.is_convertible_to(INT)
                or arg_ty.is_convertible_to(STRING)
                or arg_ty.is_convertible_to(ANY_RECORD)
            ):
                self.error(
                    loc,  # type: ignore[arg-type]
                    "expected bit, bits, int, string, or record; got value of type "
                    f"'{arg_ty}'",
                )
                return False
        elif op in ("getdagarg", "le", "lt", "ge", "gt"):
            if not (arg_ty.is_convertible_to(INT) or arg_ty.is_convertible_to(STRING)):
                self.error(
                    loc,  # type: ignore[arg-type]
                    f"expected bit, bits, int, or string; got value of type '{arg_ty}'",
                )
                return False
        elif op == "interleave":
            if len(inits) == 1:
                if arg_ty is not STRING.list_ty() and not arg_ty.is_convertible_to(
                    INT.list_ty()
                ):
                    self.error(
                        loc,  # type: ignore[arg-type]
                        "expected list of string, int, bits, or bit; got value of type "
                        f"'{arg_ty}'",
                    )
                    return False
            elif len(inits) == 2 and arg_ty is not STRING:
                self.error(
                    loc,  # type: ignore[arg-type]
                    f"expected second argument to be a string, got value of type '{arg_ty}'",
                )
                return False
        return True

    # -- !foreach / !filter


__all__ = ["OperationParser", "DagInit"]
