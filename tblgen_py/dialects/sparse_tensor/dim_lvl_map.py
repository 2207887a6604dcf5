"""The ``map = ...`` of a sparse encoding (DimLvlMapParser.cpp,
LvlTypeParser.cpp) and the lvlToDim inference (SparseTensorDialect.cpp).

``[symbols] {level-vars} (dim-specs) -> (level-specs)``: a dimension
specifier binds a dimension variable, with an optional ``= expr`` of the
level variables and an optional ``: #sparse_tensor<slice(...)>``; a level
specifier is ``[lvar =] expr : level-type``, its variable required when the
level variables were forward-declared in ``{...}`` (in their order), and
absent otherwise.  Errors are MLIR's, at its locations.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.affine import (
    AffineBinaryExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineKind,
    AffineMap,
    AffineSymbolExpr,
)

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser

__all__ = ["DimLvlMap", "block_sizes", "infer_lvl_to_dim", "is_block_sparsity"]

_FORMATS = ("dense", "batch", "compressed", "loose_compressed", "singleton")
_PROPERTIES = ("nonunique", "nonordered", "soa")
_SLICE = ("sparse_tensor", "slice")


@dataclass
class DimLvlMap:
    """A parsed map: the level types, dimToLvl, lvlToDim (None when a
    dimension has no expression or the map is the identity) and the
    per-dimension slices (None where absent)."""

    lvl_types: list[str] = field(default_factory=list)
    dim_to_lvl: AffineMap | None = None
    lvl_to_dim: AffineMap | None = None
    slices: list[object | None] = field(default_factory=list)
    num_dims: int = 0
    num_symbols: int = 0


def _list(
    parser: DialectAsmParser,
    delims: str,
    element: Callable[[], None],
    context: str,
    optional: bool,
) -> bool:
    """``parseCommaSeparatedList`` with a delimiter pair and its context
    message; False when an optional list is absent."""
    open_, close = delims[0], delims[1]
    if optional and not parser.at_punct(open_):
        return False
    if not parser.parse_optional_punct(open_):
        parser.parser.error_wrong_token(f"expected '{open_}'{context}")
    if parser.parse_optional_punct(close):
        return True
    element()
    while parser.parse_optional_punct(","):
        element()
    if not parser.parse_optional_punct(close):
        parser.parser.error_wrong_token(f"expected '{close}'{context}")
    return True


class _Parser:
    """``DimLvlMapParser`` with its ``VarEnv``."""

    def __init__(self, parser: DialectAsmParser) -> None:
        self.parser = parser
        self.kinds: dict[str, str] = {}
        self.symbols: list[str] = []
        self.dims: list[str] = []
        self.levels: list[str] = []
        self.dims_and_symbols: dict[str, AffineExpr] = {}
        self.lvls_and_symbols: dict[str, AffineExpr] = {}
        self.dim_exprs: list[AffineExpr | None] = []
        self.slices: list[object | None] = []
        self.lvl_exprs: list[AffineExpr] = []
        self.lvl_types: list[str] = []

    def _name(self, optional: bool = False) -> tuple[str, int] | None:
        at = self.parser.current_location()
        name = self.parser.parse_optional_keyword()
        if name is None:
            if optional:
                return None
            self.parser.error("expected bare identifier", at)
        return name, at

    def _bind(self, kind: str) -> None:
        """``parseVarBinding``: a fresh variable of ``kind``."""
        found = self._name()
        assert found is not None
        name, at = found
        if name in self.kinds:
            self.parser.error(f"redefinition of identifier '{name}'", at)
        self.kinds[name] = kind
        if kind == "symbol":
            expr: AffineExpr = AffineSymbolExpr.get(len(self.symbols))
            self.symbols.append(name)
            self.dims_and_symbols[name] = expr
            self.lvls_and_symbols[name] = expr
        elif kind == "dim":
            self.dims_and_symbols[name] = AffineDimExpr.get(len(self.dims))
            self.dims.append(name)
        else:
            self.lvls_and_symbols[name] = AffineDimExpr.get(len(self.levels))
            self.levels.append(name)

    def parse(self) -> DimLvlMap:
        p = self.parser
        _list(p, "[]", lambda: self._bind("symbol"), " in symbol binding list", True)
        _list(p, "{}", lambda: self._bind("lvl"), " in level declaration list", True)
        _list(p, "()", self._dim_spec, " in dimension-specifier list", False)
        p.parse_punct("->")
        declared = len(self.levels)
        at = p.current_location()
        _list(
            p,
            "()",
            lambda: self._lvl_spec(declared != 0),
            " in level-specifier list",
            False,
        )
        if declared and len(self.lvl_exprs) != declared:
            p.error(
                "Level-rank mismatch between forward-declarations and specifiers. "
                f"Declared {declared} level-variables; but got "
                f"{len(self.lvl_exprs)} level-specifiers.",
                at,
            )
        return self._result()

    def _dim_spec(self) -> None:
        self._bind("dim")
        expr: AffineExpr | None = None
        if self.parser.parse_optional_punct("="):
            expr = self.parser.parser._parse_affine_expr(self.lvls_and_symbols)
        slice_attr: object | None = None
        if self.parser.parse_optional_punct(":"):
            at = self.parser.current_location()
            slice_attr = self.parser.parse_attribute()
            if getattr(slice_attr, "DIALECT_MNEMONIC", None) != _SLICE:
                self.parser.error("expected SparseTensorDimSliceAttr", at)
        self.dim_exprs.append(expr)
        self.slices.append(slice_attr)

    def _lvl_spec(self, require_binding: bool) -> None:
        p = self.parser
        if require_binding:
            at = p.current_location()
            found = self._name()
            assert found is not None
            name = found[0]
            if self.kinds.get(name) != "lvl":
                p.error(f"use of undeclared identifier '{name}'", at)
            forward, spec = self.levels.index(name), len(self.lvl_exprs)
            if forward != spec:
                p.error(
                    f"Level-variable ordering mismatch. The variable '{name}' was "
                    f"forward-declared as the {_nth(forward)} level; but is bound by "
                    f"the {_nth(spec)} specification.",
                    at,
                )
            p.parse_punct("=")
        self.lvl_exprs.append(p.parser._parse_affine_expr(self.dims_and_symbols))
        p.parse_punct(":")
        self.lvl_types.append(parse_lvl_type(p))

    def _result(self) -> DimLvlMap:
        num_dims, num_syms = len(self.dims), len(self.symbols)
        dim_to_lvl: AffineMap | None = AffineMap.get(num_dims, num_syms, self.lvl_exprs)
        if dim_to_lvl is not None and not num_syms and dim_to_lvl.is_identity():
            dim_to_lvl = None  # symbols are kept: `[s0](d0) -> (d0)` is its own map
        given = [e for e in self.dim_exprs if e is not None]
        lvl_to_dim: AffineMap | None = None
        if given:  # else inferred by the encoding's parser
            lvl_to_dim = AffineMap.get(len(self.lvl_exprs), num_syms, given)
            if lvl_to_dim.is_identity():
                lvl_to_dim = None
        return DimLvlMap(
            self.lvl_types, dim_to_lvl, lvl_to_dim, self.slices, num_dims, num_syms
        )


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd"}.get(n, f"{n}th")


def parse_dim_lvl_map(parser: DialectAsmParser) -> DimLvlMap:
    """``DimLvlMapParser::parseDimLvlMap``."""
    return _Parser(parser).parse()


def parse_lvl_type(parser: DialectAsmParser) -> str:
    """``LvlTypeParser::parseLvlType``: the level type as MLIR prints it."""
    at = parser.current_location()
    base = parser.parse_optional_keyword()
    if base is None:
        parser.error(
            "expected valid level format (e.g. dense, compressed or singleton)", at
        )
    sizes: list[int] = []
    if base == "structured":

        def size() -> None:
            size_at = parser.current_location()
            value = parser.parse_optional_integer()
            if value is None:
                parser.error("expected valid integer for structured size", size_at)
            if value < 0:
                parser.error("expected structured size to be >= 0", size_at)
            sizes.append(value)

        _list(parser, "[]", size, " in structured n out of m", True)
        if len(sizes) != 2:
            parser.error("expected exactly 2 structured sizes", at)
        if sizes[0] > sizes[1]:
            parser.error("expected n <= m in n_out_of_m", at)
    props: set[str] = set()

    def prop() -> None:
        prop_at = parser.current_location()
        name = parser.parse_optional_keyword()
        if name is None:
            parser.error(
                "expected valid level property (e.g. nonordered, nonunique or high)",
                prop_at,
            )
        if name not in _PROPERTIES:
            parser.error(f"unknown level property: {name}", prop_at)
        props.add(name)

    _list(parser, "()", prop, " in level property list", True)
    if base != "structured" and base not in _FORMATS:
        parser.error(f"unknown level format: {base}", at)
    if props and base in ("dense", "batch", "structured"):
        parser.error(
            "invalid level type: level format doesn't support the properties", at
        )
    if base == "structured":
        return f"structured[{sizes[0]}, {sizes[1]}]"
    ordered = [name for name in _PROPERTIES if name in props]
    return base + (f"({', '.join(ordered)})" if ordered else "")


# -- lvlToDim inference ---------------------------------------------------------------
def _is_permutation(m: AffineMap) -> bool:
    if m.num_dims != len(m.results):
        return False
    seen = {e.position for e in m.results if isinstance(e, AffineDimExpr)}
    return len(seen) == m.num_dims and all(
        isinstance(e, AffineDimExpr) for e in m.results
    )


def is_block_sparsity(m: AffineMap | None) -> bool:
    """``isBlockSparsity``: each dimension alone, or `d floordiv c` followed
    later by `d mod c`, and at least one such block."""
    if m is None:
        return False
    coefficients: dict[int, int] = {}
    has_block = False
    for result in m.results:
        if isinstance(result, AffineBinaryExpr):
            lhs, rhs = result.lhs, result.rhs
            if (
                not isinstance(lhs, AffineDimExpr)
                or not isinstance(rhs, AffineConstantExpr)
                or rhs.value <= 0
            ):
                return False
            pos = lhs.position
            if result.kind is AffineKind.FLOOR_DIV:
                if pos in coefficients:
                    return False
                coefficients[pos] = rhs.value
            elif result.kind is AffineKind.MOD:
                if coefficients.get(pos) != rhs.value:
                    return False
                has_block = True
            else:
                return False
        elif isinstance(result, AffineDimExpr):
            if result.position in coefficients:
                return False
            coefficients[result.position] = 0
        else:
            return False
    return has_block


def block_sizes(m: AffineMap) -> list[int]:
    """``getBlockSize``: per level, the block size of a `mod` level, 0 for a
    plain dimension (floordiv levels are skipped)."""
    sizes: list[int] = []
    for result in m.results:
        if isinstance(result, AffineBinaryExpr):
            if result.kind is AffineKind.MOD:
                assert isinstance(result.rhs, AffineConstantExpr)
                sizes.append(result.rhs.value)
        else:
            sizes.append(0)
    return sizes


def _inverse_block_sparsity(m: AffineMap) -> AffineMap:
    exprs: list[AffineExpr] = []
    components: dict[int, list[AffineExpr]] = {}
    for index, result in enumerate(m.results):
        if isinstance(result, AffineBinaryExpr):
            assert isinstance(result.lhs, AffineDimExpr)
            pos = result.lhs.position
            if result.kind is AffineKind.FLOOR_DIV:
                components[pos] = [AffineDimExpr.get(index), result.rhs]
            else:
                components[pos].append(AffineDimExpr.get(index))
        else:
            exprs.append(AffineDimExpr.get(index))
    for pos in sorted(components):
        lvl, factor, inner = components[pos]
        mul = AffineBinaryExpr.get(AffineKind.MUL, lvl, factor)
        exprs.append(AffineBinaryExpr.get(AffineKind.ADD, mul, inner))
    return AffineMap.get(len(m.results), 0, exprs)


def infer_lvl_to_dim(dim_to_lvl: AffineMap | None) -> AffineMap | None:
    """``inferLvlToDim``: the inverse permutation or block map, else None."""
    if dim_to_lvl is None or dim_to_lvl.num_symbols:
        return None
    if _is_permutation(dim_to_lvl):
        inverse: list[AffineExpr] = [AffineDimExpr.get(0)] * dim_to_lvl.num_dims
        for index, result in enumerate(dim_to_lvl.results):
            assert isinstance(result, AffineDimExpr)
            inverse[result.position] = AffineDimExpr.get(index)
        return AffineMap.get(len(dim_to_lvl.results), 0, inverse)
    if is_block_sparsity(dim_to_lvl):
        return _inverse_block_sparsity(dim_to_lvl)
    return None
