"""``dense<...>``, ``dense_resource<...>`` and ``array<...>`` parsing (a mixin)."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.attributes_dense import (
    DenseArrayAttr,
    DenseElementsAttr,
    DenseResourceElementsAttr,
    Element,
    SparseElementsAttr,
)
from tblgen_py.runtime.ir.dense_storage import decode_raw
from tblgen_py.runtime.ir.float_format import encode_float
from tblgen_py.runtime.ir.types import (
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
    ShapedType,
    Type,
)
from tblgen_py.runtime.text.lexer import MLIRParseError, Token, TokenKind
from tblgen_py.runtime.text.parse_attrs import AttributeParserMixin, check_int_literal

_Literal = tuple[bool, Token]


def _dims(shape: tuple[int, ...] | list[int]) -> str:
    return ", ".join(map(str, shape))


_TensorLiteral = tuple[Token | None, list[int], list[_Literal]]


class DenseParserMixin(AttributeParserMixin):
    """Dense elements, dense arrays and resource handles."""

    def _parse_dense(self, type: Type | None) -> Attribute:
        start = self.consume()
        self.expect("<", "expected '<' after 'dense'")
        literal: _TensorLiteral = (None, [], [])
        if not self.consume_if(">"):
            literal = self._parse_tensor_literal(True)
            self.expect(">", "expected '>'")
        shaped = self._parse_elements_literal_type(type, start)
        return self._build_dense(start, shaped, *literal)

    def _parse_tensor_literal(self, allow_hex: bool) -> _TensorLiteral:
        """A hex string, a nested list or a single element."""
        storage: list[_Literal] = []
        if allow_hex and self.tok.kind is TokenKind.STRING:
            return self.consume(), [], storage
        if self.tok.kind is TokenKind.L_SQUARE:
            return None, self._parse_literal_list(storage), storage
        self._parse_literal_element(storage)
        return None, [], storage

    def _parse_sparse(self, type: Type | None) -> Attribute:
        start = self.consume()
        self.expect("<", "Expected '<' after 'sparse'")
        i64 = IntegerType.get(64)
        if self.consume_if(">"):
            shaped = self._parse_elements_literal_type(type, start)
            rank = len(shaped.shape)
            idx = DenseElementsAttr.get(RankedTensorType.get([0, rank], i64), [])
            vals = DenseElementsAttr.get(
                RankedTensorType.get([0], shaped.element_type), []
            )
            return SparseElementsAttr.get(shaped, idx, vals)
        idx_at = self.tok
        idx_lit = self._parse_tensor_literal(False)
        self.expect(",", "expected ','")
        vals_at = self.tok
        vals_lit = self._parse_tensor_literal(True)
        self.expect(">", "expected '>'")
        shaped = self._parse_elements_literal_type(type, start)
        idx_shape = idx_lit[1] or [1, len(shaped.shape)]
        idx_type = RankedTensorType.get(idx_shape, i64)
        indices = self._build_dense(idx_at, idx_type, *idx_lit)
        vals_shape = vals_lit[1] or [idx_shape[0]]
        vals_type = RankedTensorType.get(vals_shape, shaped.element_type)
        values = self._build_dense(vals_at, vals_type, *vals_lit)
        self._verify_sparse(start, shaped, indices, values)
        return SparseElementsAttr.get(shaped, indices, values)

    def _verify_sparse(
        self,
        at: Token,
        type: ShapedType,
        idx: DenseElementsAttr,
        vals: DenseElementsAttr,
    ) -> None:
        """SparseElementsAttr::verify: index/value shapes and index bounds."""
        shape, ishape, vshape = type.shape, idx.type.shape, vals.type.shape
        if len(vshape) != 1:
            self.error("expected 1-d tensor for sparse element values", at)
        rank = len(shape)
        ok = ishape[1] == rank if len(ishape) == 2 else len(ishape) == 1 and rank == 1
        if not ok or ishape[0] != vshape[0]:
            self.error(
                f"expected shape ([{_dims(shape)}]); inferred shape of indices literal "
                f"([{_dims(ishape)}]); inferred shape of values literal ([{_dims(vshape)}])",
                at,
            )
        flat = idx.element_values()
        width = rank if len(ishape) == 2 else 1
        for n in range(ishape[0]):
            index = [int(v) for v in flat[n * width : (n + 1) * width]]  # type: ignore[arg-type]
            if any(not 0 <= v < d for v, d in zip(index, shape)):
                self.error(
                    f"sparse index #{n} is not contained within the value shape, with "
                    f"index=[{_dims(tuple(index))}], and type='{type}'",
                    at,
                )

    def _parse_elements_literal_type(self, type: Type | None, at: Token) -> ShapedType:
        if type is None:
            self.expect(":", "expected ':'")
            type = self.parse_type()
        if not isinstance(type, ShapedType):
            self.error("elements literal must be a shaped type", at)
        if not type.has_static_shape:
            self.error("elements literal type must have static shape", at)
        return type

    def _parse_literal_list(self, storage: list[_Literal]) -> list[int]:
        """`[` elements `]` returning the inferred shape."""
        try:
            return self._parse_literal_list_inner(storage)
        except RecursionError:
            self.error("tensor literal nesting is too deep")

    def _parse_literal_list_inner(self, storage: list[_Literal]) -> list[int]:
        self.consume()
        sub_shape: list[int] | None = None
        count = 0
        if self.tok.kind is not TokenKind.R_SQUARE:
            while True:
                if self.tok.kind is TokenKind.L_SQUARE:
                    inner = self._parse_literal_list(storage)
                else:
                    self._parse_literal_element(storage)
                    inner = []
                if sub_shape is None:
                    sub_shape = inner
                elif sub_shape != inner:
                    self.error(
                        "tensor literal is invalid; ranks are not consistent between elements"
                    )
                count += 1
                if not self.consume_if(","):
                    break
        self.expect("]", "expected ']'")
        return [count, *(sub_shape or [])]

    def _parse_literal_element(self, storage: list[_Literal]) -> None:
        tok = self.tok
        kind = tok.kind
        if kind in (TokenKind.INTEGER, TokenKind.FLOAT, TokenKind.STRING) or (
            kind is TokenKind.BARE_IDENT and tok.text in ("true", "false")
        ):
            storage.append((False, self.consume()))
        elif kind is TokenKind.MINUS:
            self.consume()
            if self.tok.kind not in (TokenKind.INTEGER, TokenKind.FLOAT):
                self.error("expected integer or floating point literal")
            storage.append((True, self.consume()))
        elif kind is TokenKind.L_PAREN:
            self.consume()
            self._parse_literal_element(storage)
            self.expect(",", "expected ',' between complex elements")
            self._parse_literal_element(storage)
            self.expect(")", "expected ')' after complex elements")
        else:
            self.error("expected element literal of primitive type")

    def _build_dense(
        self,
        at: Token,
        type: ShapedType,
        hex_tok: Token | None,
        shape: list[int],
        storage: list[_Literal],
    ) -> DenseElementsAttr:
        elt = type.element_type
        numeric = isinstance(elt, (IntegerType, IndexType, FloatType, ComplexType))
        if hex_tok is not None and numeric:
            return self._dense_from_hex(at, type, hex_tok)
        if shape and tuple(shape) != type.shape:
            self.error(
                f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) "
                f"does not match type ([{', '.join(map(str, type.shape))}])",
                at,
            )
        if hex_tok is not None:
            storage = [(False, hex_tok)]
        if not storage and type.num_elements:
            self.error(
                f"parsed zero elements, but type ('{type}') expected at least 1", at
            )
        if isinstance(elt, ComplexType):
            return self._dense_complex(at, type, elt, shape, storage)
        if not numeric:
            for _, tok in storage:
                if tok.kind is not TokenKind.STRING:
                    self.error(f"expected string token, got {tok.text}", at)
            values: list[Element] = [tok.string_value() for _, tok in storage]
            return DenseElementsAttr.get(type, values)
        values = [self._scalar(elt, lit) for lit in storage]
        if len(values) > type.num_elements > 0:  # complex literals, scalar type
            del values[type.num_elements :]
        return DenseElementsAttr.get(type, values)

    def _dense_complex(
        self,
        at: Token,
        type: ShapedType,
        elt: ComplexType,
        shape: list[int],
        storage: list[_Literal],
    ) -> DenseElementsAttr:
        if not shape and type.num_elements and len(storage) != 2:
            self.error(
                f"parsed {len(storage)} elements, but type ('{elt}') expected 2 elements",
                at,
            )
        if shape and len(storage) != 2 * type.num_elements:
            self.error(
                f"parsed {len(storage)} elements, but type ('{type}') expected "
                f"{2 * type.num_elements} elements",
                at,
            )
        inner = elt.element_type
        scalars = [self._scalar(inner, lit) for lit in storage]
        pairs: list[Element] = [
            (scalars[i], scalars[i + 1]) for i in range(0, len(scalars), 2)
        ]
        return DenseElementsAttr.get(type, pairs)

    def _scalar(self, elt: Type, lit: _Literal) -> int:
        negative, tok = lit
        if isinstance(elt, FloatType):
            if tok.kind is TokenKind.FLOAT:
                value = float(tok.text)
                return encode_float(elt.semantics, -value if negative else value)
            if tok.kind is TokenKind.INTEGER:
                return self.float_bits_from_integer(tok, negative, elt)
            self.error("expected floating point literal", tok)
        if negative and isinstance(elt, IntegerType) and elt.is_unsigned:
            self.error(
                "expected unsigned integer elements, but parsed negative value", tok
            )
        if tok.kind is TokenKind.FLOAT:
            self.error("expected integer elements, but parsed floating-point", tok)
        if tok.kind is TokenKind.BARE_IDENT:
            if not (isinstance(elt, IntegerType) and elt.width == 1):
                self.error("expected i1 type for 'true' or 'false' values", tok)
            return int(tok.text == "true")
        if tok.kind is not TokenKind.INTEGER:  # a string: MLIR reads no integer
            self.error("integer constant out of range for type", tok)
        checked = check_int_literal(tok.text, negative, elt)
        if checked is None:
            self.error("integer constant out of range for type", tok)
        return checked

    def _dense_from_hex(
        self, at: Token, type: ShapedType, tok: Token
    ) -> DenseElementsAttr:
        text = tok.string_value()
        if not text.startswith("0x"):
            self.error("expected string containing hex digits starting with `0x`", tok)
        try:
            data = bytes.fromhex(text[2:])
        except ValueError:
            self.error("expected string containing hex digits starting with `0x`", tok)
        values = decode_raw(type.element_type, data, type.num_elements)
        if values is None:
            self.error(
                f"elements hex data size is invalid for provided type: '{type}'", at
            )
        return DenseElementsAttr.get(type, values)  # type: ignore[arg-type]

    def _parse_dense_resource(self, type: Type | None) -> Attribute:
        self.consume()
        self.expect("<", "expected '<' after 'dense_resource'")
        tok = self.tok
        if tok.kind is TokenKind.STRING:
            handle = tok.string_value()
        elif tok.kind is TokenKind.BARE_IDENT:
            handle = tok.text
        else:
            self.error("expected identifier key for 'resource' entry")
        self.consume()
        self.expect(">", "expected '>'")
        at = self.tok
        if type is None:
            self.expect(":", "expected ':'")
            type = self.parse_type()
        if not isinstance(type, ShapedType):
            self.error("`dense_resource` expected a shaped type", at)
        return DenseResourceElementsAttr.get(type, handle)

    def _parse_dense_array(self, type: Type | None) -> Attribute:
        self.consume()
        self.expect("<", "expected '<' after 'array'")
        at = self.tok
        try:
            elt = self.parse_type()
        except MLIRParseError as exc:
            self.follow_up(exc, "expected an integer or floating point type", at.start)
            raise
        if not isinstance(elt, (IntegerType, IndexType, FloatType)):
            self.error(f"expected integer or float type, got: '{elt}'", at)
        width = 64 if isinstance(elt, IndexType) else elt.width
        if width != 1 and width % 8:
            self.error("element type bitwidth must be a multiple of 8", at)
        if self.consume_if(">"):
            return DenseArrayAttr.get(elt, [])
        self.expect(":", "expected ':' after dense array type")
        values = [self._array_element(elt)]
        while self.consume_if(","):
            values.append(self._array_element(elt))
        self.expect(">", "expected '>' to close an array attribute")
        return DenseArrayAttr.get(elt, values)

    def _array_element(self, elt: Type) -> int:
        """One `array<...>` element: integer (or true/false) or float literal."""
        if not isinstance(elt, FloatType):
            if self.tok.kind is TokenKind.BARE_IDENT and self.tok.text in (
                "true",
                "false",
            ):
                return int(self.consume().text == "true")
            negative = self.consume_if("-") is not None
            if self.tok.kind is not TokenKind.INTEGER:
                self.error("expected integer literal")
            value = check_int_literal(self.consume().text, negative, elt)
            if value is None:  # MLIR points past the literal here
                self.error("integer constant out of range")
            return value
        negative = self.consume_if("-") is not None
        if self.tok.kind not in (TokenKind.INTEGER, TokenKind.FLOAT):
            self.error("expected floating point literal")
        return self._scalar(elt, (negative, self.consume()))
