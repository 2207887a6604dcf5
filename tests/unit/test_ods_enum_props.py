"""``EnumProp`` properties: getters return the generated enum member, setters
and builders take it (``generated/enums_ops.py``, from ``td/examples/Enums.td``)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.tools.module_loader import load_module

GENERATED = Path(__file__).resolve().parents[2] / "generated" / "enums_ops.py"


@pytest.fixture(scope="module")
def enm() -> ModuleType:
    """The generated module of ``td/examples/Enums.td``."""
    return load_module(str(GENERATED))  # and enums_enums.py beside it


def _i32(value: int) -> IntegerAttr:
    return IntegerAttr.get(IntegerType.get(32), value)


class TestEnumProperties:
    def test_builder_stores_integer_attrs(self, enm: ModuleType) -> None:
        op = enm.PaintOp(
            enm._enum_defs.Color.Blue,
            enm._enum_defs.Mode.Fast | enm._enum_defs.Mode.Exact,
        )
        assert op.color_attr == _i32(2)
        assert op.mode_attr == _i32(3)

    def test_getters_return_members(self, enm: ModuleType) -> None:
        op = enm.PaintOp(enm._enum_defs.Color.Green, enm._enum_defs.Mode.Exact)
        assert op.color is enm._enum_defs.Color.Green
        assert op.mode == enm._enum_defs.Mode.Exact
        assert isinstance(op.mode, enm._enum_defs.Mode)

    def test_setter_takes_members_attributes_and_none(self, enm: ModuleType) -> None:
        op = enm.PaintOp(enm._enum_defs.Color.Red, enm._enum_defs.Mode.Fast)
        op.color = enm._enum_defs.Color.Blue
        assert op.color is enm._enum_defs.Color.Blue
        op.color = _i32(1)
        assert op.color is enm._enum_defs.Color.Green
        op.mode = None
        assert op.mode is None and op.mode_attr is None

    def test_adaptor_getter(self, enm: ModuleType) -> None:
        op = enm.PaintOp(enm._enum_defs.Color.Green, enm._enum_defs.Mode.Fast)
        adaptor = enm.PaintOpAdaptor([], op.properties)
        assert adaptor.color is enm._enum_defs.Color.Green

    def test_not_a_case_is_an_error(self, enm: ModuleType) -> None:
        op = enm.PaintOp(_i32(7), enm._enum_defs.Mode.Fast)
        with pytest.raises(ValueError, match="not a Color case: 7"):
            op.color


DEFAULTED = """
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}
def T_None : I32BitEnumCaseNone<"none">;
def T_Fast : I32BitEnumCaseBit<"fast", 0>;
def T_Flags : I32BitEnum<"Flags", "flags", [T_None, T_Fast]> {
  let cppNamespace = "::t";
}
def T_FlagsProp : EnumProp<T_Flags> {
  let defaultValue = "Flags::none";
}
def T_RunOp : Op<T_Dialect, "run"> {
  let arguments = (ins T_FlagsProp:$flags);
}
"""


def test_defaulted_enum_property_reads_its_default(tmp_path: Path) -> None:
    from tblgen_py.tools.mlir_tblgen import main

    source = tmp_path / "defaulted.td"
    source.write_text(DEFAULTED)
    output = tmp_path / "defaulted_ops.py"
    root = Path(__file__).resolve().parents[2]
    args = ["--gen-op-defs", "--no-cache", "-I", str(root / "td"), str(source)]
    assert main([*args, "-o", str(output)]) == 0
    enums = tmp_path / "defaulted_enums.py"
    enums_args = ["--gen-enum-defs", "--no-cache", "-I", str(root / "td")]
    assert main([*enums_args, str(source), "-o", str(enums)]) == 0
    text = output.read_text()
    assert "def flags(self) -> _enum_defs.Flags:" in text
    assert "import defaulted_enums as _enum_defs\n" in text
    assert "class Flags(" not in text  # defined once, in the enums module
    module = load_module(str(output))
    op = module.RunOp(module._enum_defs.Flags.fast)
    assert op.flags is module._enum_defs.Flags.fast
    op.flags = None
    assert op.flags is module._enum_defs.Flags.none


class TestEnumPropertyFormat:
    """``$color $mode`` of ``EnumProp``s: their cases as keywords (a bit
    enum's joined by its separator), stored as integers."""

    def _round_trip(self, enm: ModuleType, text: str, generic: bool = False) -> str:
        from tblgen_py.runtime.ir import Context
        from tblgen_py.runtime.text.parser import parse_source
        from tblgen_py.runtime.text.printer import PrintOptions, print_module

        context = Context()
        enm.register(context)
        module = parse_source(text, context)
        return print_module(module, PrintOptions(generic=generic), context)

    def test_custom_form_round_trips(self, enm: ModuleType) -> None:
        out = self._round_trip(enm, "enm.paint blue fast|exact\n")
        assert "enm.paint blue fast|exact" in out

    def test_stored_as_integers(self, enm: ModuleType) -> None:
        out = self._round_trip(enm, "enm.paint green exact\n", generic=True)
        assert '"enm.paint"() <{color = 1 : i32, mode = 2 : i32}>' in out

    def test_unknown_case_is_a_located_error(self, enm: ModuleType) -> None:
        from tblgen_py.runtime.text.lexer import MLIRParseError

        with pytest.raises(
            MLIRParseError,
            match=r"expected one of \[red, green, blue\] for a color, got: pink",
        ):
            self._round_trip(enm, "enm.paint pink fast\n")


class TestEnumPropertyGenericForm:
    """``<{color = ...}>``: converted as MLIR's ``EnumProp`` does (any
    ``IntegerAttr`` stored at the enum's width, an absent one as zero), with
    the property's constraint verified."""

    def _generic(self, enm: ModuleType, props: str) -> str:
        return TestEnumPropertyFormat()._round_trip(
            enm, f'"enm.paint"() <{{{props}}}> : () -> ()\n', generic=True
        )

    def test_any_integer_is_stored_at_the_enum_width(self, enm: ModuleType) -> None:
        out = self._generic(enm, "color = 2 : i64, mode = 1 : i8")
        assert '"enm.paint"() <{color = 2 : i32, mode = 1 : i32}>' in out

    def test_absent_property_is_zero(self, enm: ModuleType) -> None:
        out = self._generic(enm, "color = 1 : i32")
        assert '"enm.paint"() <{color = 1 : i32, mode = 0 : i32}>' in out

    def test_not_an_integer_is_a_conversion_error(self, enm: ModuleType) -> None:
        from tblgen_py.runtime.text.lexer import MLIRParseError

        with pytest.raises(
            MLIRParseError,
            match=r"invalid properties \{color = \"x\"\} for op enm.paint: "
            r"expected IntegerAttr storage for ::enm::Color$",
        ):
            self._generic(enm, 'color = "x"')

    @pytest.mark.parametrize(
        ("props", "name", "summary"),
        [
            ("color = 3 : i32", "color", "a color"),
            ("mode = 4 : i32", "mode", "math mode"),
        ],
    )
    def test_constraint_is_verified(
        self, enm: ModuleType, props: str, name: str, summary: str
    ) -> None:
        from tblgen_py.runtime.ir import Context
        from tblgen_py.runtime.ir.verifier import VerificationError, verify
        from tblgen_py.runtime.text.parser import parse_source

        context = Context()
        enm.register(context)
        text = f'"enm.paint"() <{{{props}}}> : () -> ()\n'
        module = parse_source(text, context)
        with pytest.raises(
            VerificationError,
            match=f"property '{name}' failed to satisfy constraint: {summary}",
        ):
            verify(module)
