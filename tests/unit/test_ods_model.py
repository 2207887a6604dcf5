"""The ODS model (``tblgen_py.ods``) and the backends' layout and naming rules."""

from __future__ import annotations

import textwrap
from pathlib import Path

import black
import pytest

from tblgen_py.backends.layout import fit_line
from tblgen_py.backends.names import (
    accessor_name,
    docstring_lines,
    py_string,
    sanitize_name,
    snake_case,
)
from tblgen_py.tools.mlir_tblgen import main
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.attr_convert import conversion
from tblgen_py.ods.attributes import Attribute
from tblgen_py.ods.enums import EnumInfo, EnumKind, enum_infos
from tblgen_py.ods.inference import InferenceKind, result_inference
from tblgen_py.ods.operator import (
    NamedAttribute,
    NamedProperty,
    NamedTypeConstraint,
    Operator,
    op_records,
)
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.frontend.session import parse_records

ROOT = Path(__file__).resolve().parents[2]
PRELUDE = """
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;
"""


def records(body: str) -> RecordKeeper:
    """Parse ``PRELUDE + body`` with ``-I td``."""
    text = PRELUDE + textwrap.dedent(body)
    result = parse_records("input.td", include_dirs=[str(ROOT / "td")], text=text)
    assert result.ok, [d.render() for d in result.diagnostics]
    return result.keeper


def only_op(body: str) -> Operator:
    """The single op defined by ``body``."""
    keeper = records(body)
    infer = keeper.get_def("InferTypeOpInterface") is not None
    (record,) = op_records(keeper)
    return Operator.from_record(record, infer)


class TestOperator:
    def test_names_and_arguments(self) -> None:
        op = only_op("""
            def T_FooOp : T_Op<"foo", [Pure]> {
              let summary = "a foo";
              let arguments = (ins Variadic<I32>:$xs, OptionalAttr<I64Attr>:$n,
                                   Optional<Index>:$maybe, I32Prop:$p);
              let results = (outs I1:$ok);
            }
            """)
        assert (op.operation_name, op.cpp_class_name, op.summary) == (
            "t.foo",
            "FooOp",
            "a foo",
        )
        kinds = [type(a) for a in op.arguments]
        assert kinds == [
            NamedTypeConstraint,
            NamedAttribute,
            NamedTypeConstraint,
            NamedProperty,
        ]
        assert [o.arity for o in op.operands] == [Arity.VARIADIC, Arity.OPTIONAL]
        assert op.attributes[0].attr.is_optional
        assert op.results[0].constraint.summary == "1-bit signless integer"
        assert op.has_trait("Pure") and op.has_trait("NoMemoryEffect")

    def test_regions_successors_and_hooks(self) -> None:
        op = only_op("""
            def T_BrOp : T_Op<"br", [Terminator]> {
              let successors = (successor AnySuccessor:$dest);
              let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$more);
              let hasVerifier = 1;
              let hasFolder = 1;
            }
            """)
        assert [r.region.arity for r in op.regions] == [Arity.SINGLE, Arity.VARIADIC]
        assert op.successors[0].name == "dest"
        assert op.has_verifier and op.has_folder and not op.has_canonicalizer
        assert op.has_native_trait("IsTerminator")

    @pytest.mark.parametrize(
        ("body", "kind"),
        [
            (
                "[SameOperandsAndResultType]> { let arguments = (ins I32:$a); "
                "let results = (outs I32:$r); }",
                InferenceKind.SAME_AS_OPERANDS,
            ),
            (
                "[]> { let arguments = (ins I32:$a); let results = (outs I1:$r); }",
                InferenceKind.KNOWN,
            ),
            (
                '[AllTypesMatch<["a", "r"]>]> { let arguments = (ins AnyType:$a); '
                "let results = (outs AnyType:$r); }",
                InferenceKind.KNOWN,
            ),
            (
                "[]> { let arguments = (ins AnyType:$a); "
                "let results = (outs AnyType:$r); }",
                InferenceKind.NONE,
            ),
            (
                "[InferTypeOpInterface]> { let results = (outs AnyType:$r); }",
                InferenceKind.INTERFACE,
            ),
            (
                "[InferTypeOpInterface]> { let results = (outs AnyType:$r); "
                "let regions = (region AnyRegion:$body); }",
                InferenceKind.NONE,
            ),
        ],
    )
    def test_result_inference(self, body: str, kind: InferenceKind) -> None:
        op = only_op(f'def T_XOp : T_Op<"x", {body}')
        assert result_inference(op).kind is kind


class TestEnums:
    def test_int_and_bit_enums(self) -> None:
        keeper = records("""
            def A : I32EnumAttrCase<"a", 1, "alpha">;
            def B : I32EnumAttrCase<"b", 4>;
            def E : I32EnumAttr<"E", "an enum", [A, B]> {
              let cppNamespace = "::t";
              let stringToSymbolFnName = "ToE";
            }
            def N : I32BitEnumAttrCaseNone<"none">;
            def X : I32BitEnumAttrCaseBit<"x", 3>;
            def F : I32BitEnumAttr<"F", "flags", [N, X]> { let separator = ", "; }
            """)
        by_name = {info.class_name: info for info in enum_infos(keeper)}
        e, f = by_name["E"], by_name["F"]
        assert e.kind is EnumKind.INT and f.kind is EnumKind.BIT
        assert [(c.symbol, c.string, c.value) for c in e.cases] == [
            ("a", "alpha", 1),
            ("b", "b", 4),
        ]
        assert (e.string_to_symbol_fn, e.symbol_to_string_fn) == ("ToE", "stringifyE")
        assert e.max_value == 4 and f.valid_bits == 8 and f.separator == ", "


MLIR19_SHAPED_ENUM = """
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonAttrConstraints.td"
class EnumAttrCaseInfo<string sym, int intVal, string strVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
}
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumAttrCaseInfo<sym, intVal, strVal>,
      SignlessIntegerAttrBase<intType, "case " # strVal>;
class EnumAttrInfo<string name, list<EnumAttrCaseInfo> cases, Attr baseClass>
    : Attr<baseClass.predicate, baseClass.summary> {
  string className = name;
  list<EnumAttrCaseInfo> enumerants = cases;
  string cppNamespace = "";
  let storageType = baseClass.storageType;
  let valueType = baseClass.valueType;
}
def Huge : IntEnumAttrCaseBase<I64, "huge", "huge", 5000000000>;
def Wide : EnumAttrInfo<"Wide", [Huge], SignlessIntegerAttrBase<I64, "wide">>;
"""


class TestEnumWidth:
    """MLIR 19's enums have no ``bitwidth``: the width comes from ``valueType``."""

    def keeper(self) -> RecordKeeper:
        result = parse_records(
            "input.td", include_dirs=[str(ROOT / "td")], text=MLIR19_SHAPED_ENUM
        )
        assert result.ok, [d.render() for d in result.diagnostics]
        return result.keeper

    def test_i64_enum_without_bitwidth_field_is_64_bits(self) -> None:
        wide = self.keeper().get_def("Wide")
        assert wide is not None
        assert EnumInfo.from_record(wide).bitwidth == 64
        builder = conversion(Attribute.from_record(wide), "Wide").builder
        assert builder == "_ods_convert.integer({v}, 64)"

    def test_bitwidth_field_wins(self) -> None:
        keeper = records("""
            def A : I64EnumAttrCase<"a", 1>;
            def E : I64EnumAttr<"E", "an enum", [A]> { let cppNamespace = "::t"; }
            """)
        (info,) = enum_infos(keeper)
        assert info.bitwidth == 64


class TestNames:
    @pytest.mark.parametrize(
        ("name", "expected"),
        [
            ("lhs", "lhs"),
            ("in", "in_"),
            ("type", "type_"),
            ("results", "results_"),
            ("_ods_x", "_ods_x_"),
            ("2d", "_2d"),
            ("a.b", "a_b"),
        ],
    )
    def test_sanitize_name(self, name: str, expected: str) -> None:
        assert sanitize_name(name) == expected

    @pytest.mark.parametrize(
        ("name", "expected"),
        [("name", "name_"), ("parent", "parent_"), ("lhs", "lhs"), ("str", "str_")],
    )
    def test_accessor_name(self, name: str, expected: str) -> None:
        assert accessor_name(name) == expected

    @pytest.mark.parametrize(
        ("name", "expected"),
        [
            ("overflowFlags", "overflow_flags"),
            ("CConv", "c_conv"),
            ("symbolizeCmpIPredicate", "symbolize_cmp_i_predicate"),
        ],
    )
    def test_snake_case(self, name: str, expected: str) -> None:
        assert snake_case(name) == expected

    @pytest.mark.parametrize("text", ["plain", "it's", 'say "hi"', "back\\slash"])
    def test_py_string_is_black_style(self, text: str) -> None:
        literal = py_string(text)
        assert eval(literal) == text  # noqa: S307 - our own literal
        source = f"x = {literal}\n"
        assert black.format_str(source, mode=black.Mode()) == source


class TestLayout:
    @pytest.mark.parametrize(
        "line",
        [
            "    result = some_function(argument_one, argument_two, argument_three, arg4)",
            "        value = call_a_function_with_a_long_name(first_argument, second_argument_x)",
            "        x = f(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, [cccccccccccccccc, dddddddddddddd, eeeeeeeeeeeee])",
            '        _ods_attributes["a_very_long_attribute_name_for_testing_the_layout"] = convert(x, 64)',
            "    def accessor_with_a_really_long_name_that_is_long(self) -> _ods_ir.Attribute | None:",
            '    OPERATION_NAME = "transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes"',
        ],
    )
    def test_fit_line_matches_black(self, line: str) -> None:
        body = "\n".join(fit_line(line)) + "\n"
        if line.lstrip().startswith("def "):
            source = f"class C:\n{body}        pass\n"
        else:
            source = f"def f():\n{body}" if line.startswith("    ") else body
            if line.startswith("        "):
                source = f"def f():\n    if x:\n{body}"
        assert black.format_str(source, mode=black.Mode()) == source

    def test_docstring_lines(self) -> None:
        lines = docstring_lines("Summary.\n\n    Indented\n      more", "    ")
        assert lines == ['    """Summary.', "", "    Indented", "      more", '    """']
        assert docstring_lines("x" * 100, "") == ['"""' + "x" * 100 + '"""']


class TestCli:
    def test_bad_filter_regex_is_a_diagnostic(
        self, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(ROOT)
        args = ["--gen-op-defs", "--no-cache", "-I", "td", "--op-include-regex", "("]
        status = main([*args, "td/examples/Toy.td"])
        err = capsys.readouterr().err
        assert status == 1
        assert "error: invalid op filter regex '('" in err
        assert "Traceback" not in err


def test_runtime_reserved_covers_the_opview_api() -> None:
    """Accessors never shadow a public name of ``OpView`` or ``OpAdaptor``."""
    from tblgen_py.backends.names import RUNTIME_RESERVED
    from tblgen_py.runtime.ods.adaptor import OpAdaptor
    from tblgen_py.runtime.ods.opbase import OpView

    public = {n for n in set(dir(OpView)) | set(dir(OpAdaptor)) if n[0] != "_"}
    assert public <= RUNTIME_RESERVED, sorted(public - RUNTIME_RESERVED)
