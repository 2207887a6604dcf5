"""Translated ODS constraints evaluated on runtime types and attributes.

Each case names a constraint of the project's ``td/mlir`` library (or one defined
below), translates its predicate to Python, evaluates it on a value parsed with
the runtime's MLIR parser, and compares with what MLIR's C++ would answer.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tblgen_py.cpp.predicates import translate_predicate
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.frontend.session import parse_records
from tblgen_py.records.values import DefInit
from tblgen_py.runtime import predicates
from tblgen_py.runtime.ir.types import OpaqueType, VectorType
from tblgen_py.runtime.text.attr_parser import AttrTypeParser

TD_DIR = str(Path(__file__).resolve().parents[2] / "td")

SOURCE = """
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def TensorOfF32 : TensorOf<[F32]>;
def RankedTensorOfI32OrIndex : RankedTensorOf<[I32, Index]>;
def Vector1DOfI32 : VectorOfRankAndType<[1], [I32]>;
def MinTwo : ConfinedAttr<I64Attr, [IntMinValue<2>]>;
def NonNegI32 : ConfinedAttr<I32Attr, [IntNonNegative]>;
def TwoOrMore : ConfinedAttr<I64ArrayAttr, [ArrayMinCount<2>]>;
def Pair : ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<2>]>;
def Color : I32EnumAttr<"Color", "a color",
    [I32EnumAttrCase<"Red", 0>, I32EnumAttrCase<"Blue", 3>]> {
  let cppNamespace = "::t";
}
def D : Dialect { let name = "d"; }
def MatchOp : Op<D, "match", [AllTypesMatch<["a", "b"]>]> {
  let arguments = (ins AnyType:$a, AnyType:$b);
}
"""


@pytest.fixture(scope="module")
def keeper(tmp_path_factory: pytest.TempPathFactory) -> RecordKeeper:
    """Records of ``SOURCE``."""
    path = tmp_path_factory.mktemp("eval") / "input.td"
    path.write_text(SOURCE)
    result = parse_records(str(path), include_dirs=[TD_DIR], warn_unused=False)
    assert result.ok, [d.render() for d in result.diagnostics]
    return result.keeper


def predicate_of(record: Record) -> Record:
    """The ``predicate`` field of a constraint."""
    field = record.get_value("predicate")
    assert field is not None and isinstance(field.value, DefInit)
    return field.value.record


def evaluate(keeper: RecordKeeper, constraint: str, value: object) -> bool:
    """Translate ``constraint`` and evaluate it with ``$_self`` = ``value``."""
    translation = translate_predicate(predicate_of(keeper.defs[constraint]), "v")
    assert translation.python_src is not None, translation.untranslated_leaves
    return bool(eval(translation.python_src, {"_p": predicates, "v": value}))


def parse_type(text: str) -> object:
    """An MLIR type from text."""
    return AttrTypeParser(text, "<test>").parse_type()


def parse_attr(text: str) -> object:
    """An MLIR attribute from text."""
    return AttrTypeParser(text, "<test>").parse_attribute()


TYPE_CASES = [
    ("I32", "i32", True),
    ("I32", "i64", False),
    ("I32", "si32", False),
    ("I32", "f32", False),
    ("SI32", "si32", True),
    ("UI8", "ui8", True),
    ("UI8", "i8", False),
    ("I1", "i1", True),
    ("F32", "f32", True),
    ("F32", "f64", False),
    ("BF16", "bf16", True),
    ("BF16", "f16", False),
    ("Index", "index", True),
    ("Index", "i64", False),
    ("AnyInteger", "ui16", True),
    ("AnySignlessInteger", "i1", True),
    ("AnySignlessInteger", "ui8", False),
    ("AnySignedInteger", "si8", True),
    ("AnySignlessIntegerOrIndex", "index", True),
    ("AnyFloat", "f8E4M3FN", True),
    ("AnyFloat", "i8", False),
    ("AnyTensor", "tensor<4xf32>", True),
    ("AnyTensor", "tensor<*xf32>", True),
    ("AnyTensor", "vector<4xf32>", False),
    ("AnyTensor", "memref<4xf32>", False),
    ("AnyRankedTensor", "tensor<*xf32>", False),
    ("AnyStaticShapeTensor", "tensor<?xf32>", False),
    ("AnyStaticShapeTensor", "tensor<2x3xf32>", True),
    ("TensorOfF32", "tensor<4xf32>", True),
    ("TensorOfF32", "tensor<*xf32>", True),
    ("TensorOfF32", "tensor<4xf16>", False),
    ("F32Tensor", "tensor<4xf32>", True),
    ("RankedTensorOfI32OrIndex", "tensor<2xindex>", True),
    ("RankedTensorOfI32OrIndex", "tensor<*xi32>", False),
    ("RankedTensorOfI32OrIndex", "tensor<2xi64>", False),
    ("AnyVectorOfNonZeroRank", "vector<4xf32>", True),
    ("AnyVectorOfNonZeroRank", "vector<f32>", False),
    ("Vector1DOfI32", "vector<4xi32>", True),
    ("Vector1DOfI32", "vector<2x2xi32>", False),
    ("Vector1DOfI32", "vector<4xi64>", False),
    ("SignlessIntegerLike", "i32", True),
    ("SignlessIntegerLike", "vector<4xi32>", True),
    ("SignlessIntegerLike", "tensor<4xi32>", True),
    ("SignlessIntegerLike", "tensor<4xf32>", False),
    ("SignlessIntegerLike", "memref<4xi32>", False),
    ("SignlessIntegerOrIndexLike", "tensor<?xindex>", True),
    ("AnyComplex", "complex<f32>", True),
    ("AnyComplex", "f32", False),
    ("AnyMemRef", "memref<?xf32>", True),
    ("AnyMemRef", "memref<*xf32>", False),  # unranked is not a MemRefType
    ("AnyShaped", "vector<2xi8>", True),
    ("AnyShaped", "i8", False),
]


@pytest.mark.parametrize(("constraint", "text", "expected"), TYPE_CASES)
def test_type_constraint(
    keeper: RecordKeeper, constraint: str, text: str, expected: bool
) -> None:
    """Type constraints accept and reject the types MLIR does."""
    assert evaluate(keeper, constraint, parse_type(text)) is expected


ATTR_CASES = [
    ("I32Attr", "1 : i32", True),
    ("I32Attr", "1 : i64", False),
    ("I32Attr", '"s"', False),
    ("I64Attr", "7", True),
    ("IndexAttr", "1 : index", True),
    ("F32Attr", "1.0 : f32", True),
    ("F32Attr", "1.0 : f64", False),
    ("StrAttr", '"x"', True),
    ("StrAttr", "1", False),
    ("BoolAttr", "true", True),
    ("BoolAttr", "1 : i32", False),
    ("UnitAttr", "unit", True),
    ("TypeAttr", "i32", True),
    ("SymbolRefAttr", "@a::@b", True),
    ("FlatSymbolRefAttr", "@a", True),
    ("FlatSymbolRefAttr", "@a::@b", False),
    ("DenseI64ArrayAttr", "array<i64: 1, 2>", True),
    ("DenseI64ArrayAttr", "array<i32: 1>", False),
    ("I64ArrayAttr", "[1, 2]", True),
    ("I64ArrayAttr", "[1 : i32]", False),
    ("I64ArrayAttr", "[]", True),
    ("I32ArrayAttr", "[1 : i32, 2 : i32]", True),
    ("I32ElementsAttr", "dense<1> : tensor<2xi32>", True),
    ("I32ElementsAttr", "dense<1.0> : tensor<2xf32>", False),
    ("MinTwo", "3", True),
    ("MinTwo", "2", True),
    ("MinTwo", "1", False),
    ("MinTwo", "-5", False),
    ("NonNegI32", "0 : i32", True),
    ("NonNegI32", "-1 : i32", False),
    ("TwoOrMore", "[1, 2, 3]", True),
    ("TwoOrMore", "[1]", False),
    ("Pair", "array<i64: 4, 5>", True),
    ("Pair", "array<i64: 4>", False),
]


@pytest.mark.parametrize(("constraint", "text", "expected"), ATTR_CASES)
def test_attr_constraint(
    keeper: RecordKeeper, constraint: str, text: str, expected: bool
) -> None:
    """Attribute constraints accept and reject the attributes MLIR does."""
    assert evaluate(keeper, constraint, parse_attr(text)) is expected


@pytest.mark.parametrize(
    ("lhs", "rhs", "expected"),
    [
        ("i32", "i32", True),
        ("i32", "i64", False),
        ("tensor<2xf32>", "tensor<2xf32>", True),
    ],
)
def test_all_types_match_trait(
    keeper: RecordKeeper, lhs: str, rhs: str, expected: bool
) -> None:
    """A PredOpTrait reads the op's named values through its placeholders."""
    from tblgen_py.ods.predicate_sites import SiteKind, op_constraint_sites

    (site,) = [
        s
        for s in op_constraint_sites(keeper.defs["MatchOp"])
        if s.kind is SiteKind.TRAIT
    ]
    names = {"a": "op.a", "b": "op.b"}
    translation = translate_predicate(site.predicate, "op", placeholders=names)
    assert translation.python_src is not None
    op = SimpleNamespace(
        a=SimpleNamespace(type=parse_type(lhs)), b=SimpleNamespace(type=parse_type(rhs))
    )
    assert bool(eval(translation.python_src, {"_p": predicates, "op": op})) is expected


HELPER_CASES = [
    ("llvm_is_compatible_outer_type", "!llvm.ptr", True),
    ("llvm_is_compatible_outer_type", "i32", True),
    ("llvm_is_compatible_outer_type", "si32", False),
    ("llvm_is_compatible_outer_type", "vector<4xf32>", True),
    ("llvm_is_compatible_outer_type", "vector<2x2xf32>", False),
    ("llvm_is_compatible_outer_type", "index", False),
    ("llvm_is_compatible_vector_type", "vector<4x!llvm.ptr>", True),
    ("llvm_is_compatible_vector_type", "vector<4x!llvm.token>", False),
    ("llvm_is_compatible_vector_type", "vector<4xindex>", False),
    ("llvm_is_compatible_floating_point_type", "f80", True),
    ("llvm_is_compatible_floating_point_type", "tf32", False),
    ("emitc_is_supported_emitc_type", "tensor<2xi32>", True),
    ("emitc_is_supported_emitc_type", "tensor<?xi32>", False),
    ("emitc_is_supported_emitc_type", "i4", False),
    ("emitc_is_supported_emitc_type", '!emitc.opaque<"int">', True),
    ("smt_is_any_smt_value_type", "!smt.bv<32>", True),
    ("smt_is_any_non_func_smt_value_type", "!smt.func<(!smt.bool) !smt.bool>", False),
]


@pytest.mark.parametrize(("helper", "text", "expected"), HELPER_CASES)
def test_dialect_helpers(helper: str, text: str, expected: bool) -> None:
    """Free functions of dialects answer as their C++ definitions do."""
    if text.startswith("vector<4x!"):  # the runtime parser rejects these
        dialect, mnemonic = text[len("vector<4x!") : -1].split(".")
        value: object = VectorType.get((4,), OpaqueType.get(dialect, mnemonic))
    else:
        value = parse_type(text)
    assert getattr(predicates, helper)(value) is expected


@pytest.mark.parametrize(
    ("cpp", "text", "expected"),
    [
        (
            "::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3",
            "!llvm.ptr<3>",
            True,
        ),
        (
            "::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3",
            "!llvm.ptr",
            False,
        ),
        (
            "::llvm::cast<mlir::quant::QuantizedType>($_self).getStorageTypeIntegralWidth()"
            " == 8",
            "!quant.uniform<i8:f32, 0.5>",
            True,
        ),
        ("::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)", "!llvm.ptr<1>", True),
        (
            "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)",
            "!llvm.struct<()>",
            False,
        ),
    ],
)
def test_opaque_dialect_types(cpp: str, text: str, expected: bool) -> None:
    """Dialect types kept opaque by the runtime are read from their syntax."""
    from tblgen_py.cpp.expr import TranslateContext, translate_cpp

    predicates.register_dialect_class("LLVM::LLVMPointerType", "llvm", "ptr")
    context = TranslateContext({"_self": "v"}, known_class=lambda name: True)
    src = translate_cpp(cpp, context)
    assert bool(eval(src, {"_p": predicates, "v": parse_type(text)})) is expected


def test_unknown_class_raises_at_run_time() -> None:
    """An ``isa`` on a class nobody registered fails loudly, never passes."""
    with pytest.raises(predicates.PredicateUnavailable, match="foo::BarType"):
        predicates.isa(parse_type("i32"), "foo::BarType")


@pytest.mark.parametrize(
    ("text", "expected"),
    [("0 : i32", True), ("3 : i32", True), ("1 : i32", False), ("3 : i64", False)],
)
def test_enum_attr_class(keeper: RecordKeeper, text: str, expected: bool) -> None:
    """``isa<t::ColorAttr>`` holds for the i32 attributes with a case's value."""
    from tblgen_py.cpp.classes import CppClassTable

    table = CppClassTable.from_keeper(keeper)
    base = translate_predicate(table.predicate_classes["t::ColorAttr"], "a")
    assert base.python_src is not None
    check = eval(f"lambda a: {base.python_src}", {"_p": predicates})
    predicates.register_class("t::ColorAttr", check)
    assert evaluate(keeper, "Color", parse_attr(text)) is expected


VALUE_CASES = [
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()",
        "1 : i8",
        True,
    ),
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()",
        "-3 : i8",
        False,
    ),
    (
        "!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()",
        "0 : i8",
        True,
    ),
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().getZExtValue() == 255",
        "-1 : i8",
        True,
    ),
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().getSExtValue() == -1",
        "255 : i8",
        True,
    ),
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()",
        "8 : i32",
        True,
    ),
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()",
        "6 : i32",
        False,
    ),
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().eq(::llvm::APInt(32, 3))",
        "3 : i32",
        True,
    ),
    ("::llvm::cast<::mlir::IntegerAttr>($_self).getInt() <= 3", "4", False),
    ("::llvm::cast<::mlir::BoolAttr>($_self).getValue()", "true", True),
    ("::llvm::cast<::mlir::BoolAttr>($_self).getValue() == false", "false", True),
    (
        "::llvm::cast<::mlir::FloatAttr>($_self).getValue().isNegative()",
        "-0.0 : f32",
        True,
    ),
    (
        "::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 2",
        "array<i32: 1, 2>",
        True,
    ),
    ("::llvm::cast<::mlir::ArrayAttr>($_self).size() >= 1", "[]", False),
    (
        "::llvm::is_sorted(::llvm::cast<DenseI64ArrayAttr>($_self).asArrayRef())",
        "array<i64: 1, 3, 2>",
        False,
    ),
    (
        "::llvm::all_of(::llvm::cast<DenseI64ArrayAttr>($_self).asArrayRef(), "
        "[&](auto v) { return v >= 0; })",
        "array<i64: 0, 5>",
        True,
    ),
    (
        "::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(32)",
        "i32",
        True,
    ),
    (
        "::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self)"
        ".getValue())",
        "(i32) -> ()",
        True,
    ),
    (
        "::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == "
        "::mlir::ArrayRef<int64_t>({2})",
        "dense<[1, 2]> : tensor<2xi32>",
        True,
    ),
]


@pytest.mark.parametrize(("cpp", "text", "expected"), VALUE_CASES)
def test_attribute_values(cpp: str, text: str, expected: bool) -> None:
    """APInt, APFloat and array values follow their C++ semantics."""
    from tblgen_py.cpp.expr import TranslateContext, translate_cpp

    src = translate_cpp(cpp, TranslateContext({"_self": "v"}))
    assert bool(eval(src, {"_p": predicates, "v": parse_attr(text)})) is expected


def test_spirv_op_placement() -> None:
    """SPIR-V placement helpers stop at symbol tables such as builtin.module."""
    from tblgen_py.runtime.ir import ModuleOp

    module = ModuleOp.create()
    assert predicates.spirv_is_direct_in_module_like_op(module) is True
    assert predicates.spirv_is_direct_in_module_like_op(None) is False
    assert predicates.spirv_is_nested_in_function_op_interface(module) is False
    assert predicates.spirv_is_nested_in_function_op_interface(None) is False


def test_unregistered_ops_have_no_traits() -> None:
    """As MLIR: an unregistered op is no symbol table and no function, so a
    SPIR-V op under one is not nested in a function."""
    from tblgen_py.runtime.ir.operation import Operation

    unknown = Operation.create("foo.function")
    assert predicates.spirv_is_direct_in_module_like_op(unknown) is False
    assert predicates.spirv_is_nested_in_function_op_interface(unknown) is False


def test_range_counts() -> None:
    """``hasNItems`` and its variants count a region's blocks, sequences and
    any other iterable alike (sized ranges by their length)."""
    from tblgen_py.runtime.ir.block import Block
    from tblgen_py.runtime.ir.region import Region

    region = Region([Block(), Block()])
    for items in (region, [1, 2], (1, 2), iter([1, 2]), {1: 0, 2: 0}):
        assert predicates.has_n_items(items, 2)
    assert predicates.has_n_items(Region(), 0)
    assert predicates.has_n_items_or_more(region, 1)
    assert not predicates.has_n_items_or_less(region, 1)
    with pytest.raises(predicates.PredicateUnavailable):
        predicates.has_n_items(3, 1)
