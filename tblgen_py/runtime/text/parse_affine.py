"""``affine_map<...>`` and ``affine_set<...>`` parsing (a mixin of ``AttrTypeParser``)."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.runtime.ir.affine import (
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineMapAttr,
    AffineSymbolExpr,
    IntegerSet,
    IntegerSetAttr,
)
from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.text.lexer import MLIRParseError, Token, TokenKind, int_literal
from tblgen_py.runtime.text.parse_attrs import AttributeParserMixin

_HIGH_OPS = ("*", "floordiv", "ceildiv", "mod")
_LOW_OPS = ("+", "-")


_STRING = TokenKind.STRING


class SSAIds:
    """The state of an affine map of SSA ids being parsed (MLIR's
    ``parseAffineMapOfSSAIds``): each new SSA use becomes the next dimension,
    or the next symbol inside ``symbol(...)``; a repeated use is the same one."""

    __slots__ = ("parse_element", "seen", "dims", "symbols")

    def __init__(self, parse_element: Callable[[], object]) -> None:
        self.parse_element = parse_element
        self.seen: dict[tuple[str, int], AffineExpr] = {}
        self.dims: list[object] = []
        self.symbols: list[object] = []

    def expr(self, is_symbol: bool) -> AffineExpr:
        """Parse one SSA use and return its dimension or symbol."""
        use = self.parse_element()
        key = (getattr(use, "name"), getattr(use, "number"))
        known = self.seen.get(key)
        if known is not None:
            return known
        if is_symbol:
            expr: AffineExpr = AffineSymbolExpr.get(len(self.symbols))
            self.symbols.append(use)
        else:
            expr = AffineDimExpr.get(len(self.dims))
            self.dims.append(use)
        self.seen[key] = expr
        return expr


class AffineParserMixin(AttributeParserMixin):
    """Affine maps, integer sets and their expressions."""

    _affine_ssa: SSAIds | None = None

    def parse_affine_exprs_of_ssa_ids(
        self, open_: str, close: str, ids: SSAIds
    ) -> AffineMap:
        """`open` affine-expr-of-ssa-ids (`,` ...)* `close` as a map whose dims
        and symbols are the SSA uses collected in ``ids``."""
        exprs: list[AffineExpr] = []
        saved, self._affine_ssa = self._affine_ssa, ids
        try:
            self.parse_comma_list(
                open_,
                close,
                lambda: exprs.append(self._parse_affine_expr({})),
                " in affine map",
            )
        finally:
            self._affine_ssa = saved
        return AffineMap.get(len(ids.dims), len(ids.symbols), exprs)

    def parse_affine_expr_of_ssa_ids(self, ids: SSAIds) -> AffineExpr:
        """One affine expression whose dims and symbols are SSA uses."""
        saved, self._affine_ssa = self._affine_ssa, ids
        try:
            return self._parse_affine_expr({})
        finally:
            self._affine_ssa = saved

    def _parse_ssa_id_expr(self, is_symbol: bool) -> AffineExpr:
        ids = self._affine_ssa
        if ids is None:
            self.error_wrong_token("unexpected ssa identifier")
        if self.tok.kind is not TokenKind.PERCENT_IDENT:
            self.error_wrong_token("expected ssa identifier")
        return ids.expr(is_symbol)

    def _parse_symbol_ssa_id_expr(self) -> AffineExpr:
        self.consume()
        self.expect("(", "expected '(' at start of SSA symbol")
        expr = self._parse_ssa_id_expr(True)
        self.expect(")", "expected ')' at end of SSA symbol")
        return expr

    def _parse_affine_map_attr(self, type: Type | None) -> Attribute:
        self.consume()
        self.expect("<", "expected '<' in affine map")
        result = self.parse_affine_map_or_set()
        if not isinstance(result, AffineMap):
            self.error("expected AffineMap, but got IntegerSet")
        self.expect(">", "expected '>' in affine map")
        return AffineMapAttr.get(result)

    def _parse_affine_set_attr(self, type: Type | None) -> Attribute:
        self.consume()
        self.expect("<", "expected '<' in integer set")
        result = self.parse_affine_map_or_set()
        if not isinstance(result, IntegerSet):
            self.error("expected IntegerSet, but got AffineMap")
        self.expect(">", "expected '>' in integer set")
        return IntegerSetAttr.get(result)

    def parse_affine_map_or_set(self) -> AffineMap | IntegerSet:
        """dim-and-symbol-lists (`->` `(` exprs `)` | `:` `(` constraints `)`)."""
        names: dict[str, AffineExpr] = {}
        num_dims = self._parse_id_list("(", ")", names, AffineDimExpr.get)
        num_symbols = 0
        if self.tok.kind is TokenKind.L_SQUARE:
            num_symbols = self._parse_id_list("[", "]", names, AffineSymbolExpr.get)
        if self.consume_if("->"):
            exprs: list[AffineExpr] = []
            self.parse_comma_list(
                "(",
                ")",
                lambda: exprs.append(self._parse_affine_expr(names)),
                " in affine map range",
            )
            return AffineMap.get(num_dims, num_symbols, exprs)
        self.expect(":", "expected '->' or ':'")
        cons: list[AffineExpr] = []
        flags: list[bool] = []

        def constraint() -> None:
            expr, is_eq = self._parse_constraint(names)
            cons.append(expr)
            flags.append(is_eq)

        self.parse_comma_list("(", ")", constraint, " in integer set constraint list")
        if not cons:
            cons, flags = [AffineConstantExpr.get(0)], [True]
        return IntegerSet.get(num_dims, num_symbols, cons, flags)

    def _parse_id_list(
        self, open_: str, close: str, names: dict[str, AffineExpr], make: object
    ) -> int:
        count = 0

        def element() -> None:
            nonlocal count
            tok = self.tok
            if tok.kind is not TokenKind.BARE_IDENT:
                self.error_wrong_token("expected bare identifier")
            if tok.text in names:
                self.error(f"redefinition of identifier '{tok.text}'")
            self.consume()
            names[tok.text] = make(count)  # type: ignore[operator]
            count += 1

        context = (
            " in dimensional identifier list" if open_ == "(" else " in symbol list"
        )
        self.parse_comma_list(open_, close, element, context)
        return count

    def _parse_constraint(
        self, names: dict[str, AffineExpr]
    ) -> tuple[AffineExpr, bool]:
        expr = self._parse_affine_expr(names)
        if self.consume_if(">") and self.consume_if("="):
            return expr - self._parse_affine_expr(names), False
        if self.consume_if("<") and self.consume_if("="):
            return self._parse_affine_expr(names) - expr, False
        if self.consume_if("=") and self.consume_if("="):
            return expr - self._parse_affine_expr(names), True
        self.error(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
        )

    def _parse_affine_expr(self, names: dict[str, AffineExpr]) -> AffineExpr:
        """Sum of products, left-associative."""
        try:
            return self._parse_affine_sum(names)
        except RecursionError:
            self.error("affine expression nesting is too deep")

    def _parse_affine_sum(self, names: dict[str, AffineExpr]) -> AffineExpr:
        result = self._parse_affine_product(names, None)
        while self.tok.text in _LOW_OPS and self.tok.kind is not TokenKind.STRING:
            op = self.consume()
            rhs = self._parse_affine_product(names, result)
            result = result + rhs if op.text == "+" else result - rhs
        return result

    def _parse_affine_product(
        self, names: dict[str, AffineExpr], lhs: AffineExpr | None
    ) -> AffineExpr:
        result = self._parse_affine_operand(names, lhs)
        while self.tok.text in _HIGH_OPS and self.tok.kind is not TokenKind.STRING:
            op = self.consume()
            rhs = self._parse_affine_operand(names, result)
            # MLIR reports a bad operand at the next operator when there is one.
            nxt = self.tok
            at = nxt if nxt.text in _HIGH_OPS and nxt.kind is not _STRING else op
            result = self._high_op(op, result, rhs, at)
        return result

    def _high_op(
        self, op: Token, lhs: AffineExpr, rhs: AffineExpr, at: Token
    ) -> AffineExpr:
        if op.text == "*":
            if not lhs.is_symbolic_or_constant() and not rhs.is_symbolic_or_constant():
                self.error(
                    "non-affine expression: at least one of the multiply operands has to be "
                    "either a constant or symbolic",
                    at,
                )
            return lhs * rhs
        if not rhs.is_symbolic_or_constant():
            self.error(
                f"non-affine expression: right operand of {op.text} has to be either a "
                "constant or symbolic",
                at,
            )
        if op.text == "floordiv":
            return lhs.floordiv(rhs)
        if op.text == "ceildiv":
            return lhs.ceildiv(rhs)
        return lhs % rhs

    def _parse_affine_operand(
        self, names: dict[str, AffineExpr], lhs: AffineExpr | None
    ) -> AffineExpr:
        tok = self.tok
        kind = tok.kind
        if kind is TokenKind.BARE_IDENT and tok.text == "symbol":
            return self._parse_symbol_ssa_id_expr()
        if kind is TokenKind.BARE_IDENT:  # `mod` & co. too: MLIR tries them as names
            expr = names.get(tok.text)
            if expr is None:
                self.error_wrong_token("use of undeclared identifier")
            self.consume()
            return expr
        if kind is TokenKind.INTEGER:
            value = int_literal(tok.text)
            if value >= 1 << 63:
                self.error("constant too large for index")
            self.consume()
            return AffineConstantExpr.get(value)
        if kind is TokenKind.L_PAREN:
            self.consume()
            if self.tok.kind is TokenKind.R_PAREN:
                self.error("no expression inside parentheses")
            expr = self._parse_affine_expr(names)
            self.expect(")", "expected ')'")
            return expr
        if kind is TokenKind.MINUS:
            self.consume()
            try:
                return -self._parse_affine_operand(names, lhs)
            except MLIRParseError as exc:
                self.follow_up(exc, "missing operand of negation")
                raise
        if kind is TokenKind.PERCENT_IDENT:
            return self._parse_ssa_id_expr(False)
        if kind is TokenKind.STAR or kind is TokenKind.PLUS:
            if lhs is not None:
                self.error("missing right operand of binary operator")
            self.error("missing left operand of binary operator")
        if lhs is not None:
            self.error("missing right operand of binary operator")
        self.error("expected affine expression")
