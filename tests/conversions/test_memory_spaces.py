"""Memory spaces in the LLVM type converter: integer memory spaces are the
address spaces of a memref descriptor's pointers; others have no conversion
and report MLIR's error (at an unknown location, the conversion going on)."""

from __future__ import annotations

from tblgen_py.conversions.llvm_type_converter import (
    BAD_MEMORY_SPACE,
    LLVMTypeConverter,
)
from tblgen_py.conversions.llvm_types import (
    array_type,
    ptr_type,
    struct_type,
    use_context,
)
from tblgen_py.runtime.conversion import AttributeConversionResult
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.ir.attributes import IntegerAttr, StringAttr
from tblgen_py.runtime.ir.types import (
    IndexType,
    IntegerType,
    MemRefType,
    Signedness,
    UnrankedMemRefType,
    f32,
    i,
)


def memref(space: object, shape: tuple[int, ...] = (4,)) -> MemRefType:
    return MemRefType.get(list(shape), f32(), None, space)  # type: ignore[arg-type]


def test_integer_memory_spaces_are_address_spaces() -> None:
    converter = LLVMTypeConverter()
    index = i(64)
    for space, attr in (
        (1, IntegerAttr.get(i(64), 1)),
        (3, IntegerAttr.get(IndexType.get(), 3)),
        (5, IntegerAttr.get(i(8), 5)),
    ):
        fields = [ptr_type(space), ptr_type(space), index]
        fields += [array_type(1, index), array_type(1, index)]
        assert converter.convert_type(memref(attr)) == struct_type(fields)
        assert converter.memref_address_space(memref(attr)) == space
    assert converter.memref_address_space(memref(None)) == 0
    assert str(ptr_type(7)) == "!llvm.ptr<7>"


def test_bare_pointers_and_expanded_arguments_keep_the_address_space() -> None:
    converter = LLVMTypeConverter()
    ty = memref(IntegerAttr.get(i(64), 3), (2, 2))
    assert converter.bare_ptr_type(ty) == ptr_type(3)
    expanded = converter.expanded_memref(ty)
    assert expanded is not None and expanded[:2] == [ptr_type(3), ptr_type(3)]


def test_unranked_descriptor_pointer_stays_in_address_space_zero() -> None:
    converter = LLVMTypeConverter()
    ty = UnrankedMemRefType.get(f32(), IntegerAttr.get(i(64), 1))
    assert converter.convert_type(ty) == struct_type([i(64), ptr_type()])


def test_memory_space_without_integer_address_space_reports_error() -> None:
    context = Context()
    use_context(context)
    try:
        converter = LLVMTypeConverter()
        for space in (
            StringAttr.get("shared"),
            IntegerAttr.get(IntegerType.get(8, Signedness.UNSIGNED), 2),
        ):
            assert converter.convert_type(memref(space)) is None
            assert converter.memref_address_space(memref(space)) is None
        assert context.emitted == [
            ("error", BAD_MEMORY_SPACE.format('"shared"')),
            ("error", BAD_MEMORY_SPACE.format("2 : ui8")),
        ]
    finally:
        use_context(None)


def test_added_memory_space_conversion_maps_other_attributes() -> None:
    converter = LLVMTypeConverter()
    converter.add_type_attribute_conversion(
        lambda ty, attr: AttributeConversionResult.result(IntegerAttr.get(i(64), 4)),
        MemRefType,
        StringAttr,
    )
    ty = memref(StringAttr.get("shared"))
    assert converter.memref_address_space(ty) == 4
    assert converter.element_ptr_type(ty) == ptr_type(4)
