"""The syntax of SPIR-V's types (``SPIRVDialect::parseType``/``printType``):
each ``!spirv.<mnemonic><...>`` body read with MLIR's checks and diagnostics,
and printed as MLIR prints it; ``!spirv.struct`` is in ``struct_syntax``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.spirv import type_classes as tc
from tblgen_py.dialects.spirv.spirv_enums import enum_keyword, enum_name
from tblgen_py.runtime.ir.types import DYNAMIC, FloatType, IntegerType, Type, VectorType
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks
from tblgen_py.runtime.text.lexer import TokenKind

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["parse_and_verify_type", "is_valid_integer", "parse_keyword"]


def parse_keyword(parser: DialectAsmParser) -> str:
    """``parseKeyword``: a bare identifier; ``expected valid keyword`` at the
    current token otherwise (not after the previous one, as punctuation)."""
    found = parser.parse_optional_keyword()
    if found is None:
        parser.error("expected valid keyword")
    return found


def is_valid_integer(ty: IntegerType) -> bool:
    """``ScalarType::isValid(IntegerType)``: 1, 8, 16, 32 or 64 bits."""
    return ty.width in (1, 8, 16, 32, 64)


def parse_and_verify_type(parser: DialectAsmParser) -> Type:
    """``parseAndVerifyType``: a type SPIR-V types may be composed of (a
    SPIR-V type, a float, a valid integer, a 1-D vector of at most 4)."""
    at = parser.current_location()
    ty = parser.parse_type()
    if getattr(ty, "DIALECT", None) == "spirv" or isinstance(ty, FloatType):
        return ty
    if isinstance(ty, IntegerType):
        if not is_valid_integer(ty):
            parser.error(
                f"only 1/8/16/32/64-bit integer type allowed but found '{ty}'", at
            )
        return ty
    if isinstance(ty, VectorType):
        if len(ty.shape) != 1:
            parser.error(f"only 1-D vector allowed but found '{ty}'", at)
        if ty.shape[0] > 4:
            parser.error(
                "vector length has to be less than or equal to 4 but found "
                f"{ty.shape[0]}",
                at,
            )
        return ty
    parser.error(f"cannot use '{ty}' to compose SPIR-V types", at)


def _static_dims(parser: DialectAsmParser) -> tuple[int, list[int]]:
    """A dimension list without `?` (MLIR's ``allowDynamic=false``), and
    where it starts."""
    at = parser.current_location()
    dims: list[int] = []
    while True:
        if parser.at_punct("?"):
            parser.error("expected static shape")
        if parser.parser.tok.kind is not TokenKind.INTEGER:
            return at, dims
        dims.append(parser.parser.parse_integer_in_dimension_list())
        parser.parser.parse_x_in_dimension_list()


def _print(printer: DialectAsmPrinter, ty: object) -> str:
    return printer.printer.print_type(ty)  # type: ignore[arg-type]


# -- array / rtarray ------------------------------------------------------------
def _parse_stride(parser: DialectAsmParser) -> int:
    """``parseOptionalArrayStride``: `, stride = N` (N > 0), else 0."""
    if not parser.parse_optional_punct(","):
        return 0
    if parser.parse_optional_keyword("stride") is None:
        parser.error("expected 'stride'")
    parser.parse_punct("=")
    at = parser.current_location()
    stride = _parse_unsigned(parser)
    if stride == 0:
        parser.error("ArrayStride must be greater than zero", at)
    return stride


def _parse_unsigned(parser: DialectAsmParser, bits: int = 32) -> int:
    """``parseInteger`` into an unsigned of ``bits`` bits (negative wraps)."""
    at = parser.current_location()
    value = parser.parse_integer()
    if value >= 1 << bits or value < -(1 << bits):
        parser.error("integer value too large", at)
    return value % (1 << bits)


def _stride_suffix(stride: int) -> str:
    return f", stride={stride}" if stride else ""


def parse_array(parser: DialectAsmParser, type: object) -> object:
    """`<` count `x` element-type (`,` `stride` `=` N)? `>`."""
    parser.parse_punct("<")
    at, dims = _static_dims(parser)
    if len(dims) != 1:
        parser.error("expected single integer for array element count", at)
    if dims[0] == 0:
        parser.error("expected array length greater than 0", at)
    element = parse_and_verify_type(parser)
    stride = _parse_stride(parser)
    parser.parse_punct(">")
    return tc.ArrayType.get(element, dims[0], stride)


def print_array(value: object, printer: DialectAsmPrinter) -> None:
    """``<4 x f32, stride=4>``."""
    assert isinstance(value, tc.ArrayType)
    element = _print(printer, value.element_type)
    stride = _stride_suffix(value.array_stride)
    printer.write(f"<{value.num_elements} x {element}{stride}>")


def parse_runtime_array(parser: DialectAsmParser, type: object) -> object:
    """`<` element-type (`,` `stride` `=` N)? `>`."""
    parser.parse_punct("<")
    element = parse_and_verify_type(parser)
    stride = _parse_stride(parser)
    parser.parse_punct(">")
    return tc.RuntimeArrayType.get(element, stride)


def print_runtime_array(value: object, printer: DialectAsmPrinter) -> None:
    """``<f32, stride=4>``."""
    assert isinstance(value, tc.RuntimeArrayType)
    element = _print(printer, value.element_type)
    printer.write(f"<{element}{_stride_suffix(value.array_stride)}>")


# -- ptr ------------------------------------------------------------------------
def parse_pointer(parser: DialectAsmParser, type: object) -> object:
    """`<` pointee-type `,` storage-class `>`."""
    parser.parse_punct("<")
    pointee = parse_and_verify_type(parser)
    at = parser.current_location()
    parser.parse_punct(",")
    keyword = parse_keyword(parser)
    storage = enum_keyword("StorageClass", keyword)
    if storage is None:
        parser.error(f"unknown storage class: {keyword}", at)
    parser.parse_punct(">")
    return tc.PointerType.get(pointee, storage)


def print_pointer(value: object, printer: DialectAsmPrinter) -> None:
    """``<f32, Function>``."""
    assert isinstance(value, tc.PointerType)
    pointee = _print(printer, value.pointee_type)
    printer.write(f"<{pointee}, {enum_name(value.storage_class)}>")


# -- image / sampled_image --------------------------------------------------------
_IMAGE_ENUMS = (
    "Dim",
    "ImageDepthInfo",
    "ImageArrayedInfo",
    "ImageSamplingInfo",
    "ImageSamplerUseInfo",
    "ImageFormat",
)


def parse_enum_parameter(parser: DialectAsmParser, enum: str) -> object:
    """A keyword naming a case of ``enum`` (MLIR's ``parseAndVerify<Enum>``)."""
    at = parser.current_location()
    keyword = parse_keyword(parser)
    found = enum_keyword(enum, keyword)
    if found is None:
        parser.error(f"unknown attribute: '{keyword}'", at)
    return found


def parse_image(parser: DialectAsmParser, type: object) -> object:
    """`<` element-type `,` dim `,` depth `,` arrayed `,` sampling `,`
    sampler-use `,` format `>`."""
    parser.parse_punct("<")
    element = parse_and_verify_type(parser)
    infos = []
    for enum in _IMAGE_ENUMS:
        parser.parse_punct(",")
        infos.append(parse_enum_parameter(parser, enum))
    parser.parse_punct(">")
    return tc.ImageType.get(element, *infos)


def print_image(value: object, printer: DialectAsmPrinter) -> None:
    """``<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>``."""
    assert isinstance(value, tc.ImageType)
    parts = [_print(printer, value.element_type)]
    parts += [enum_name(info) for info in value.parameters()[1:]]
    printer.write("<" + ", ".join(parts) + ">")


def parse_sampled_image(parser: DialectAsmParser, type: object) -> object:
    """`<` image-type `>`."""
    parser.parse_punct("<")
    at = parser.current_location()
    image = parser.parse_type()
    if not isinstance(image, tc.ImageType):
        parser.error(
            f"sampled image must be composed using image type, got '{image}'", at
        )
    dim = enum_name(image.dim)
    if dim in ("SubpassData", "Buffer"):
        parser.error(
            f"sampled image Dim must not be SubpassData or Buffer, got {dim}", at
        )
    parser.parse_punct(">")
    return tc.SampledImageType.get(image)


def print_sampled_image(value: object, printer: DialectAsmPrinter) -> None:
    """``<!spirv.image<...>>``."""
    assert isinstance(value, tc.SampledImageType)
    printer.write(f"<{_print(printer, value.image_type)}>")


# -- matrix / coopmatrix / arm.tensor ---------------------------------------------
def _parse_column_type(parser: DialectAsmParser) -> Type:
    """``parseAndVerifyMatrixType``: a vector of 2 to 4 floats."""
    at = parser.current_location()
    ty = parser.parse_type()
    if not isinstance(ty, VectorType):
        parser.error(f"matrix must be composed using vector type, got '{ty}'", at)
    if len(ty.shape) != 1:
        parser.error(f"only 1-D vector allowed but found '{ty}'", at)
    if not 2 <= ty.shape[0] <= 4:
        parser.error(
            "matrix columns size has to be less than or equal to 4 and greater "
            f"than or equal 2, but found {ty.shape[0]}",
            at,
        )
    if not isinstance(ty.element_type, FloatType):
        parser.error(
            f"matrix columns' elements must be of Float type, got '{ty.element_type}'",
            at,
        )
    return ty


def parse_matrix(parser: DialectAsmParser, type: object) -> object:
    """`<` columns `x` column-type `>`."""
    parser.parse_punct("<")
    at, dims = _static_dims(parser)
    if len(dims) != 1:
        parser.error("expected single unsigned integer for number of columns", at)
    if not 2 <= dims[0] <= 4:
        parser.error("matrix is expected to have 2, 3, or 4 columns", at)
    column = _parse_column_type(parser)
    parser.parse_punct(">")
    return tc.MatrixType.get(column, dims[0])


def print_matrix(value: object, printer: DialectAsmPrinter) -> None:
    """``<3 x vector<3xf32>>``."""
    assert isinstance(value, tc.MatrixType)
    printer.write(f"<{value.num_columns} x {_print(printer, value.column_type)}>")


def parse_enum_case(parser: DialectAsmParser, enum: str, error: str) -> object:
    """A case of ``enum`` spelled as a keyword; otherwise ``<error>: <keyword>``
    at the keyword (as ``parseEnumKeywordAttr`` and the attribute parsers say)."""
    at = parser.current_location()
    keyword = parse_keyword(parser)
    found = enum_keyword(enum, keyword)
    if found is None:
        parser.error(f"{error}: {keyword}", at)
    return found


def parse_cooperative_matrix(parser: DialectAsmParser, type: object) -> object:
    """`<` rows `x` columns `x` element-type `,` scope `,` use `>`."""
    parser.parse_punct("<")
    at, dims = _static_dims(parser)
    if len(dims) != 2:
        parser.error("expected row and column count", at)
    element = parse_and_verify_type(parser)
    parser.parse_punct(",")
    scope = parse_enum_case(
        parser, "Scope", "invalid scope <id> attribute specification"
    )
    parser.parse_punct(",")
    use = parse_enum_case(
        parser, "CooperativeMatrixUseKHR", "invalid use <id> attribute specification"
    )
    parser.parse_punct(">")
    return tc.CooperativeMatrixType.get(element, dims[0], dims[1], scope, use)


def print_cooperative_matrix(value: object, printer: DialectAsmPrinter) -> None:
    """``<8x16xi32, Subgroup, MatrixA>``."""
    assert isinstance(value, tc.CooperativeMatrixType)
    element = _print(printer, value.element_type)
    printer.write(
        f"<{value.rows}x{value.columns}x{element}, {enum_name(value.scope)}, "
        f"{enum_name(value.use)}>"
    )


def parse_tensor_arm(parser: DialectAsmParser, type: object) -> object:
    """`<` (`*` `x` | dims) element-type `>`: ranked all static or all `?`."""
    parser.parse_punct("<")
    at = parser.current_location()
    unranked = parser.parse_optional_punct("*")
    dims: list[int] = []
    if unranked:
        parser.parser.parse_x_in_dimension_list()
    else:
        dims = parser.parse_dimension_list()
        if not dims:
            parser.error("arm.tensors do not support rank zero", at)
    if 0 in dims:
        parser.error("arm.tensors do not support zero dimensions", at)
    if DYNAMIC in dims and any(dim > 0 for dim in dims):
        parser.error(
            "arm.tensor shape dimensions must be either fully dynamic or "
            "completed shaped",
            at,
        )
    element = parse_and_verify_type(parser)
    parser.parse_punct(">")
    return tc.TensorArmType.get(tuple(dims), element)


def print_tensor_arm(value: object, printer: DialectAsmPrinter) -> None:
    """``<2x3xi32>``, ``<?x?xi32>`` or ``<*xi32>``."""
    assert isinstance(value, tc.TensorArmType)
    dims = "x".join("?" if dim == DYNAMIC else str(dim) for dim in value.shape)
    if not value.has_rank():
        dims += "*"
    printer.write(f"<{dims}x{_print(printer, value.element_type)}>")


for _cls, _parse, _print_fn in (
    (tc.ArrayType, parse_array, print_array),
    (tc.RuntimeArrayType, parse_runtime_array, print_runtime_array),
    (tc.PointerType, parse_pointer, print_pointer),
    (tc.ImageType, parse_image, print_image),
    (tc.SampledImageType, parse_sampled_image, print_sampled_image),
    (tc.MatrixType, parse_matrix, print_matrix),
    (tc.CooperativeMatrixType, parse_cooperative_matrix, print_cooperative_matrix),
    (tc.TensorArmType, parse_tensor_arm, print_tensor_arm),
):
    register_assembly_hooks(f"spirv.{_cls.CPP_CLASS}", _parse, _print_fn)


class UnknownType:
    """What ``!spirv.<mnemonic>`` with no SPIR-V type of that name reads as:
    MLIR's ``unknown SPIR-V type`` error at the mnemonic."""

    DIALECT = "spirv"
    MNEMONIC = None

    @classmethod
    def has_parser(cls) -> bool:
        """It parses (to report the error)."""
        return True

    @classmethod
    def parse_with_mnemonic(cls, parser: DialectAsmParser, type: object) -> object:
        """Report the unknown mnemonic."""
        at = parser.current_location()
        keyword = parse_keyword(parser)
        parser.error(f"unknown SPIR-V type: {keyword}", at)
