"""``#sparse_tensor.encoding<{...}>`` (SparseTensorDialect.cpp and the
dimension-level map parser): parsed from its C++ syntax and printed as MLIR
prints it::

    #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 floordiv 2 : dense,
        d1 : compressed(nonunique)), posWidth = 32, crdWidth = 16,
        explicitVal = 1.0 : f32, implicitVal = 0.0 : f32 }>

The map's dimension and symbol variables may have any names; the level
expressions are affine expressions of them, each with its level type
(``dense``, ``batch``, ``compressed``, ``loose_compressed``, ``singleton``,
``structured[n, m]``, with the properties ``nonunique``, ``nonordered``,
``soa``).  A dimension may be a slice, ``d0 : #sparse_tensor<slice(1, 4, ?)>``
(``SparseTensorDimSliceAttr``, whose syntax is here too).  The map's
syntax, level-variable bindings included, is ``dim_lvl_map``'s.  A parsed
encoding is verified (``encoding_verify``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.affine import AffineMap
from tblgen_py.dialects.sparse_tensor.dim_lvl_map import DimLvlMap, parse_dim_lvl_map
from tblgen_py.dialects.sparse_tensor.encoding_verify import encoding_error
from tblgen_py.runtime.ir.attributes import (
    Attribute,
    FloatAttr,
    IntegerAttr,
)
from tblgen_py.runtime.ods.attr_params import AFFINE_MAP, ATTR, INT, RAW_STRING, ArrayOf
from tblgen_py.runtime.ods.attrdef import DialectAttribute, Parameter
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks
from tblgen_py.runtime.text.print_rules import print_affine_expr

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["SparseTensorEncodingAttr"]

_KEYS = ("map", "posWidth", "crdWidth", "explicitVal", "implicitVal")
_DYNAMIC = -(1 << 63)


class SparseTensorEncodingAttr(DialectAttribute):
    """The encoding: level types, the dimension-to-level map, the position
    and coordinate widths and the explicit/implicit values."""

    __slots__ = (
        "lvl_types",
        "dim_to_lvl",
        "pos_width",
        "crd_width",
        "explicit_val",
        "implicit_val",
        "dim_slices",
    )
    DIALECT = "sparse_tensor"
    MNEMONIC = "encoding"
    DEF_NAME = "SparseTensorEncodingAttr"
    CPP_CLASS = "SparseTensorEncodingAttr"
    CPP_NAME = "mlir::sparse_tensor::SparseTensorEncodingAttr"
    CUSTOM_ASSEMBLY = True
    PARAMETERS = (
        Parameter("lvlTypes", ArrayOf(RAW_STRING), "LevelType", attr="lvl_types"),
        Parameter("dimToLvl", AFFINE_MAP, "AffineMap", attr="dim_to_lvl"),
        Parameter("posWidth", INT, "unsigned", attr="pos_width"),
        Parameter("crdWidth", INT, "unsigned", attr="crd_width"),
        Parameter("explicitVal", ATTR, "Attribute", True, None, attr="explicit_val"),
        Parameter("implicitVal", ATTR, "Attribute", True, None, attr="implicit_val"),
        Parameter(
            "dimSlices",
            ArrayOf(ATTR),
            "SparseTensorDimSliceAttr",
            True,
            None,
            attr="dim_slices",
        ),
    )
    lvl_types: tuple[str, ...]
    dim_to_lvl: AffineMap
    pos_width: int
    crd_width: int
    explicit_val: Attribute | None
    implicit_val: Attribute | None
    dim_slices: tuple[Attribute, ...] | None

    @property
    def is_slice(self) -> bool:
        """``isSlice``: the dimensions are slices."""
        return bool(self.dim_slices)

    @property
    def dim_rank(self) -> int:
        """``getDimRank``."""
        return self.dim_to_lvl.num_dims

    @property
    def lvl_rank(self) -> int:
        """``getLvlRank``."""
        return len(self.lvl_types)

    def verify_encoding(self, shape: Sequence[int], element_type: object) -> str | None:
        """``verifyEncoding``: the failure of a tensor type with this encoding
        (a shape of the encoding's dimension rank, explicit and implicit
        values of its element type, a zero implicit value), or None."""
        if not shape:
            return "expected non-scalar sparse tensor"
        if self.dim_rank != len(shape):
            return (
                "dimension-rank mismatch between encoding and tensor shape: "
                f"{self.dim_rank} != {len(shape)}"
            )
        for name, value in (
            ("explicit", self.explicit_val),
            ("implicit", self.implicit_val),
        ):
            if value is None:
                continue
            value_type = _typed_attr_type(value)
            if value_type != element_type:
                return (
                    f"{name} value type mismatch between encoding and tensor "
                    f"element type: '{value_type}' != '{element_type}'"
                )
        if self.implicit_val is not None and not _is_zero(self.implicit_val):
            return "implicit value must be zero"
        return None


# -- parsing ------------------------------------------------------------------------
def _typed_attr_type(value: object) -> object:
    """``TypedAttr::getType``: a builtin attribute's type, or a dialect
    attribute's self type (``#complex.number``'s ``complex<f32>``)."""
    for param in getattr(value, "PARAMETERS", ()):
        if param.self_type:
            return getattr(value, param.attr)
    return getattr(value, "type", None)


def _is_zero(value: object) -> bool:
    """A zero integer, float or complex number (both parts)."""
    if isinstance(value, (IntegerAttr, FloatAttr)):
        return value.value == 0
    if getattr(value, "DIALECT_MNEMONIC", None) == ("complex", "number"):
        return bool(getattr(value, "real") == 0 and getattr(value, "imag") == 0)
    return True


def _is_numeric(value: object) -> bool:
    """An integer, float or ``#complex.number`` attribute."""
    if isinstance(value, (IntegerAttr, FloatAttr)):
        return True
    return getattr(value, "DIALECT_MNEMONIC", None) == ("complex", "number")


def parse_encoding(parser: DialectAsmParser, type: object) -> object:
    """``SparseTensorEncodingAttr::parse``: `<{` key `=` value, ... `}>`."""
    parser.parse_punct("<")
    parser.parse_punct("{")
    values: dict[str, object] = {}
    mapping = DimLvlMap()
    while True:
        key = parser.parse_optional_keyword()
        if key is None:
            break
        if key not in _KEYS:
            parser.error(f"unexpected key: {key}", parser.name_location())
        parser.parse_punct("=")
        if key == "map":
            mapping = parse_dim_lvl_map(parser)
        elif key in ("posWidth", "crdWidth"):
            width = parser.parse_attribute()
            if not isinstance(width, IntegerAttr):
                kind = "position" if key == "posWidth" else "index"
                parser.error(
                    f"expected an integral {kind} bitwidth", parser.name_location()
                )
            values[key] = width.value
        else:
            values[key] = parser.parse_attribute()
            if not _is_numeric(values[key]):
                parser.error(
                    f"expected a numeric value for {key}", parser.name_location()
                )
        if not parser.parse_optional_punct(","):
            break
    parser.parse_punct("}")
    parser.parse_punct(">")
    slices: list[Attribute] = []
    if any(found is not None for found in mapping.slices):
        default = parse_slice_default(parser)
        slices = [found or default for found in mapping.slices]  # type: ignore[misc]
    levels = tuple(mapping.lvl_types)
    widths = (values.get("posWidth", 0), values.get("crdWidth", 0))
    failure = encoding_error(
        levels, mapping.dim_to_lvl, mapping.lvl_to_dim, *widths, slices  # type: ignore[arg-type]
    )
    if failure is not None:
        parser.error(failure, parser.name_location())
    dim_to_lvl = mapping.dim_to_lvl or AffineMap.identity(len(levels))
    return SparseTensorEncodingAttr.build(
        levels,
        dim_to_lvl,
        values.get("posWidth", 0),
        values.get("crdWidth", 0),
        values.get("explicitVal"),
        values.get("implicitVal"),
        tuple(slices),
    )


def parse_slice_default(parser: DialectAsmParser) -> Attribute:
    """``SparseTensorDimSliceAttr::get(context)``: `(0, ?, 1)`."""
    cls = parser.parser.dialect_value_class("sparse_tensor", "slice", False)
    assert cls is not None
    value: Attribute = getattr(cls, "get")(0, _DYNAMIC, 1)
    return value


# -- printing -----------------------------------------------------------------------
def print_encoding(value: object, printer: DialectAsmPrinter) -> None:
    """``SparseTensorEncodingAttr::print``: the map, then the members that
    are not their default."""
    assert isinstance(value, SparseTensorEncodingAttr)
    m = value.dim_to_lvl
    text = "<{ map = "
    if m.num_symbols:
        text += "[" + ", ".join(f"s{i}" for i in range(m.num_symbols)) + "]"
    inner = printer.printer
    dims = [f"d{i}" for i in range(m.num_dims)]
    if value.dim_slices:
        dims = [
            f"{dim} : {inner.print_attribute(slice_attr)}"
            for dim, slice_attr in zip(dims, value.dim_slices)
        ]
    text += "(" + ", ".join(dims) + ") -> ("
    levels = [
        f"{print_affine_expr(expr)} : {lvl}"
        for expr, lvl in zip(m.results, value.lvl_types)
    ]
    text += ", ".join(levels) + ")"
    if value.pos_width:
        text += f", posWidth = {value.pos_width}"
    if value.crd_width:
        text += f", crdWidth = {value.crd_width}"
    if value.explicit_val is not None:
        text += ", explicitVal = " + inner.print_attribute(value.explicit_val)
    if value.implicit_val is not None:
        text += ", implicitVal = " + inner.print_attribute(value.implicit_val)
    printer.write(text + " }>")


register_assembly_hooks(
    "sparse_tensor.SparseTensorEncodingAttr", parse_encoding, print_encoding
)


# -- #sparse_tensor<slice(offset, size, stride)> -------------------------------------


def _slice_value(parser: DialectAsmParser) -> int:
    """``parseOptionalStaticSlice``: a non-negative integer or `?`."""
    value = parser.parse_optional_integer()
    if value is None:
        parser.parse_punct("?")
        return _DYNAMIC
    if value < 0:
        parser.error(
            "expect positive value or ? for slice offset/size/stride",
            parser.current_location(),
        )
    return value


def parse_dim_slice(parser: DialectAsmParser, type: object) -> object:
    """``SparseTensorDimSliceAttr::parse``: `(` offset `,` size `,` stride `)`."""
    parser.parse_punct("(")
    offset = _slice_value(parser)
    parser.parse_punct(",")
    size = _slice_value(parser)
    parser.parse_punct(",")
    stride = _slice_value(parser)
    parser.parse_punct(")")
    cls = parser.parser.dialect_value_class("sparse_tensor", "slice", False)
    assert cls is not None  # this hook is the class's parser
    return getattr(cls, "get")(offset, size, stride)


def print_dim_slice(value: object, printer: DialectAsmPrinter) -> None:
    """``(1, 4, ?)``."""
    parts = [getattr(value, name) for name in ("offset", "size", "stride")]
    text = ", ".join("?" if part == _DYNAMIC else str(part) for part in parts)
    printer.write(f"({text})")


register_assembly_hooks(
    "sparse_tensor.SparseTensorDimSliceAttr", parse_dim_slice, print_dim_slice
)
