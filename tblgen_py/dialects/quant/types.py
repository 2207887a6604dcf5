"""The ``quant`` dialect's types (QuantTypes.cpp, TypeParser.cpp), which MLIR
writes in C++: ``!quant.any<storage(:expressed)?>``,
``!quant.uniform<storage:expressed(:axis)?, scale(:zero)? | {...}>`` (per
layer and per axis) and ``!quant.calibrated<expressed<min:max>>``.  A storage
type is ``iN``/``uN`` (with an optional ``<min:max>`` range when not the
type's full one); scales print as C's ``%e``.  Sub-channel quantization
(``:{axis:block, ...}``) is not ported: it is a parse error naming it."""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING


from tblgen_py.runtime.ir.float_format import largest_bits, to_python_float
from tblgen_py.runtime.ir.float_print import print_float
from tblgen_py.runtime.ir.types import FloatType, IntegerType, Type
from tblgen_py.runtime.ods.attr_params import APFLOAT, BOOL, INT, TYPE, ArrayOf
from tblgen_py.runtime.ods.attrdef import DialectType, Parameter
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = [
    "AnyQuantizedType",
    "CalibratedQuantizedType",
    "UniformQuantizedType",
    "QUANT_TYPES",
]

MAX_STORAGE_BITS = 32


def default_range(signed: bool, width: int) -> tuple[int, int]:
    """The full range of an ``iN`` (signed) or ``uN`` storage type."""
    if signed:
        return -(1 << (width - 1)), (1 << (width - 1)) - 1
    return 0, (1 << width) - 1


class _Quantized(DialectType):
    """What the quantized types share: signedness, storage type and range."""

    __slots__ = ()
    DIALECT = "quant"
    CUSTOM_ASSEMBLY = True
    signed: bool
    storage_type: object
    storage_min: int
    storage_max: int
    expressed_type: object

    def storage_type_integral_width(self) -> int:
        """``getStorageTypeIntegralWidth``."""
        return int(getattr(self.storage_type, "width", 0))

    def is_signed(self) -> bool:
        """``isSigned``."""
        return self.signed

    def storage_text(self) -> str:
        """``printStorageType``: ``iN``/``uN`` and a non-default ``<min:max>``."""
        ty = self.storage_type
        width = getattr(ty, "width", 0)
        text = ("i" if self.signed else "u") + str(width)
        if isinstance(ty, IntegerType) and (
            (self.storage_min, self.storage_max) != default_range(self.signed, width)
        ):
            text += f"<{self.storage_min}:{self.storage_max}>"
        return text


_STORAGE = (
    Parameter("signed", BOOL, "bool"),
    Parameter("storageType", TYPE, "Type", attr="storage_type"),
    Parameter("storageMin", INT, "int64_t", attr="storage_min"),
    Parameter("storageMax", INT, "int64_t", attr="storage_max"),
)


class AnyQuantizedType(_Quantized):
    """``!quant.any<storage(:expressed)?>``."""

    __slots__ = (
        "signed",
        "storage_type",
        "storage_min",
        "storage_max",
        "expressed_type",
    )
    MNEMONIC = "any"
    DEF_NAME = "Quant_AnyQuantizedType"
    CPP_CLASS = "AnyQuantizedType"
    CPP_NAME = "mlir::quant::AnyQuantizedType"
    PARAMETERS = (
        *_STORAGE,
        Parameter("expressedType", TYPE, "Type", True, None, attr="expressed_type"),
    )


class UniformQuantizedType(_Quantized):
    """``!quant.uniform<...>``, per layer (one scale) or per axis
    (``quantized_dimension`` set, one scale per slice)."""

    __slots__ = (
        "signed",
        "storage_type",
        "storage_min",
        "storage_max",
        "expressed_type",
        "scales",
        "zero_points",
        "quantized_dimension",
    )
    MNEMONIC = "uniform"
    DEF_NAME = "Quant_UniformQuantizedType"
    CPP_CLASS = "UniformQuantizedType"
    CPP_NAME = "mlir::quant::UniformQuantizedType"
    PARAMETERS = (
        *_STORAGE,
        Parameter("expressedType", TYPE, "Type", attr="expressed_type"),
        Parameter("scales", ArrayOf(APFLOAT), "double"),
        Parameter("zeroPoints", ArrayOf(INT), "int64_t", attr="zero_points"),
        Parameter(
            "quantizedDimension", INT, "int32_t", True, None, attr="quantized_dimension"
        ),
    )
    scales: tuple[float, ...]
    zero_points: tuple[int, ...]
    quantized_dimension: int | None


class CalibratedQuantizedType(DialectType):
    """``!quant.calibrated<expressed<min:max>>``."""

    __slots__ = ("expressed_type", "min", "max")
    DIALECT = "quant"
    CUSTOM_ASSEMBLY = True
    MNEMONIC = "calibrated"
    DEF_NAME = "Quant_CalibratedQuantizedType"
    CPP_CLASS = "CalibratedQuantizedType"
    CPP_NAME = "mlir::quant::CalibratedQuantizedType"
    PARAMETERS = (
        Parameter("expressedType", TYPE, "Type", attr="expressed_type"),
        Parameter("min", APFLOAT, "double"),
        Parameter("max", APFLOAT, "double"),
    )
    expressed_type: Type


QUANT_TYPES = (AnyQuantizedType, UniformQuantizedType, CalibratedQuantizedType)


def _diagnostic_double(value: float) -> str:
    """A ``double`` as a diagnostic prints it (``raw_ostream``'s ``%e``)."""
    return "%e" % value


def _double(value: float) -> str:
    """A ``double`` as an ``AsmPrinter`` prints it (``printFloatValue``: the
    ``%e`` form when it reads back exactly, else the shortest)."""
    bits = struct.unpack("<Q", struct.pack("<d", value))[0]
    return print_float(FloatType.get("f64").semantics, bits)[0]


# -- parsing ------------------------------------------------------------------------
def _verify_storage_range(
    parser: DialectAsmParser, at: int, signed: bool, width: int, low: int, high: int
) -> None:
    """``QuantizedType::verifyInvariants``: a non-empty range within the
    storage type's (reported at the type's mnemonic)."""
    least, most = default_range(signed, width)
    if high - low <= 0 or low < least or high > most:
        parser.error(f"illegal storage min and storage max: ({low}:{high})", at)


def _mnemonic_at(parser: DialectAsmParser, mnemonic: str) -> int:
    """Where the type's mnemonic starts (the body follows it at once)."""
    return parser.current_location() - len(mnemonic)


def _parse_storage(parser: DialectAsmParser) -> tuple[bool, Type, int, int]:
    """``parseStorageType`` and ``parseStorageRange``."""
    at = parser.current_location()
    ty = parser.parse_optional_type()
    if ty is not None:
        if not isinstance(ty, IntegerType):
            parser.error("illegal quantized storage type alias", at)
        signed = not ty.is_unsigned
        width = ty.width
    else:
        word = parser.parse_optional_keyword() or ""
        digits = word[1:]
        if not word.startswith("u"):
            parser.error("illegal storage type prefix", at)
        if not digits.isdigit():
            parser.error("expected storage type width", at)
        signed, width = False, int(digits)
        ty = IntegerType.get(width)
    if width == 0 or width > MAX_STORAGE_BITS:
        parser.error(f"illegal storage type size: {width}", at)
    low, high = default_range(signed, width)
    if parser.parse_optional_punct("<"):
        min_at = parser.current_location()
        low_found = parser.parse_integer()
        parser.parse_punct(":")
        max_at = parser.current_location()
        high_found = parser.parse_integer()
        parser.parse_punct(">")
        if low_found < low:
            parser.error(f"illegal storage type minimum: {low_found}", min_at)
        if high_found > high:
            parser.error(f"illegal storage type maximum: {high_found}", max_at)
        low, high = low_found, high_found
    return signed, ty, low, high


def _check_scale(parser: DialectAsmParser, expressed: object, scale: float) -> None:
    """``isScaleInExpressedTypeRange``: between the smallest and the largest
    value of the expressed type."""
    semantics = getattr(expressed, "semantics", None)
    if semantics is None:
        return
    smallest = to_python_float(semantics, 1)  # APFloat::getSmallest: a denormal
    largest = to_python_float(semantics, largest_bits(semantics))
    if scale < smallest or scale > largest:
        parser.error(
            f"scale {_diagnostic_double(scale)} out of expressed type range "
            f"[{_diagnostic_double(smallest)}, {_diagnostic_double(largest)}]",
            parser.current_location(),
        )


def _parse_param(parser: DialectAsmParser, expressed: object) -> tuple[float, int]:
    """``parseQuantParams``: scale (`:` zero-point)?"""
    scale = parser.parse_float()
    _check_scale(parser, expressed, scale)
    zero = parser.parse_integer() if parser.parse_optional_punct(":") else 0
    return scale, zero


def parse_any(parser: DialectAsmParser, type: object) -> object:
    """``parseAnyType``."""
    at = _mnemonic_at(parser, "any")
    parser.parse_punct("<")
    signed, storage, low, high = _parse_storage(parser)
    _verify_storage_range(parser, at, signed, getattr(storage, "width", 0), low, high)
    expressed = parser.parse_type() if parser.parse_optional_punct(":") else None
    parser.parse_punct(">")
    return AnyQuantizedType.build(signed, storage, low, high, expressed)


def parse_uniform(parser: DialectAsmParser, type: object) -> object:
    """``parseUniformType`` (per layer and per axis)."""
    at = _mnemonic_at(parser, "uniform")
    parser.parse_punct("<")
    signed, storage, low, high = _parse_storage(parser)
    _verify_storage_range(parser, at, signed, getattr(storage, "width", 0), low, high)
    parser.parse_punct(":")
    expressed = parser.parse_type()
    axis: int | None = None
    if parser.parse_optional_punct(":"):
        if parser.parse_optional_punct("{"):
            parser.error("sub-channel quantization types are not ported")
        axis = parser.parse_integer()
    parser.parse_punct(",")
    params: list[tuple[float, int]] = []
    if axis is None:
        params.append(_parse_param(parser, expressed))
    else:
        parser.parse_punct("{")
        params.append(_parse_param(parser, expressed))
        while parser.parse_optional_punct(","):
            params.append(_parse_param(parser, expressed))
        parser.parse_punct("}")
    parser.parse_punct(">")
    scales = tuple(scale for scale, _ in params)
    zeros = tuple(zero for _, zero in params)
    return UniformQuantizedType.build(
        signed, storage, low, high, expressed, scales, zeros, axis
    )


def parse_calibrated(parser: DialectAsmParser, type: object) -> object:
    """``parseCalibratedType``: expressed-type `<` min `:` max `>`."""
    name_at = _mnemonic_at(parser, "calibrated")
    parser.parse_punct("<")
    at = parser.current_location()
    expressed = parser.parse_type()
    if not isinstance(expressed, FloatType):
        parser.error("invalid kind of type specified", at)  # parseType<FloatType>
    if not parser.parse_optional_punct("<"):
        parser.error("calibrated values must be present", at)
    low = parser.parse_float()
    parser.parse_punct(":")
    high = parser.parse_float()
    parser.parse_punct(">")
    parser.parse_punct(">")
    if high <= low:  # CalibratedQuantizedType::verifyInvariants
        parser.error(
            f"illegal min and max: ({_diagnostic_double(low)}:"
            f"{_diagnostic_double(high)})",
            name_at,
        )
    return CalibratedQuantizedType.build(expressed, low, high)


# -- printing -----------------------------------------------------------------------
def _param_text(scale: float, zero: int) -> str:
    """``printQuantParams``: the scale, and a non-zero zero point."""
    return _double(scale) + (f":{zero}" if zero else "")


def print_any(value: object, printer: DialectAsmPrinter) -> None:
    """``printAnyQuantizedType``."""
    assert isinstance(value, AnyQuantizedType)
    text = "<" + value.storage_text()
    if value.expressed_type is not None:
        text += ":" + printer.printer.print_type(value.expressed_type)  # type: ignore[arg-type]
    printer.write(text + ">")


def print_uniform(value: object, printer: DialectAsmPrinter) -> None:
    """``printUniformQuantizedType``/``printUniformQuantizedPerAxisType``."""
    assert isinstance(value, UniformQuantizedType)
    expressed = printer.printer.print_type(value.expressed_type)  # type: ignore[arg-type]
    text = f"<{value.storage_text()}:{expressed}"
    params = [_param_text(s, z) for s, z in zip(value.scales, value.zero_points)]
    if value.quantized_dimension is None:
        text += ", " + params[0]
    else:
        text += f":{value.quantized_dimension}, {{" + ",".join(params) + "}"
    printer.write(text + ">")


def print_calibrated(value: object, printer: DialectAsmPrinter) -> None:
    """``printCalibratedQuantizedType``."""
    assert isinstance(value, CalibratedQuantizedType)
    expressed = printer.printer.print_type(value.expressed_type)
    low = _double(getattr(value, "min"))
    high = _double(getattr(value, "max"))
    printer.write(f"<{expressed}<{low}:{high}>>")


register_assembly_hooks("quant.AnyQuantizedType", parse_any, print_any)
register_assembly_hooks("quant.UniformQuantizedType", parse_uniform, print_uniform)
register_assembly_hooks(
    "quant.CalibratedQuantizedType", parse_calibrated, print_calibrated
)
