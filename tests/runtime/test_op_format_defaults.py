"""Default-valued attributes and enum keywords in op formats and op creation
(``generated/enums_ops.py`` and ``generated/attributes_ops.py``).

As MLIR: a registered op created without a default-valued attribute gets its
default (``populateDefaultProperties``), an inherent attribute written in the
generic form's discardable dictionary moves into the properties, and a format
prints an integer enum as its keyword.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from drr_harness import generated

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module


@pytest.fixture(scope="module")
def context() -> Context:
    """The ``enm`` and ``attrs`` dialects of ``generated/``."""
    ctx = Context(allow_unregistered_dialects=True)
    module: ModuleType
    for module in (generated("enums_ops"), generated("attributes_ops")):
        module.register(ctx)
    return ctx


def _print(text: str, context: Context, generic: bool = False) -> list[str]:
    """The body lines of the printed module."""
    parsed = parse_source(text, context, "<test>")
    lines = print_module(parsed, PrintOptions(generic=generic), context).splitlines()
    return [line.strip() for line in lines[1:-1]]


class TestDefaults:
    def test_absent_default_is_populated(self, context: Context) -> None:
        text = '"enm.flags"() <{legacy = 15 : i32}> : () -> ()'
        [line] = _print(text, context, generic=True)
        assert line == (
            '"enm.flags"() <{access = 1 : i32, color = #enm<color green>, '
            "legacy = 15 : i32}> : () -> ()"
        )

    def test_given_value_is_kept(self, context: Context) -> None:
        text = '"enm.flags"() <{access = 4 : i32, legacy = 15 : i32}> : () -> ()'
        [line] = _print(text, context, generic=True)
        assert "access = 4 : i32" in line

    def test_inherent_attribute_moves_into_properties(self, context: Context) -> None:
        text = '"enm.flags"() {legacy = 20 : i32, x = 1} : () -> ()'
        [line] = _print(text, context, generic=True)
        assert line.startswith('"enm.flags"() <{access = 1 : i32, color = ')
        assert line.endswith("legacy = 20 : i32}> {x = 1 : i64} : () -> ()")

    def test_explicit_properties_win(self, context: Context) -> None:
        text = '"enm.flags"() <{legacy = 20 : i32}> {legacy = 15 : i32} : () -> ()'
        [line] = _print(text, context, generic=True)
        assert "legacy = 20 : i32}> : () -> ()" in line

    def test_builder_defaults(self, context: Context) -> None:
        ops = [c for c in context.op_classes.values() if c._ODS_DEFAULTS]
        assert ops, "td/examples declares default-valued attributes"
        for cls in ops:
            for name, value in context.op_defaults(cls):
                assert value is not None, (cls.OPERATION_NAME, name)


class TestEnumKeyword:
    def test_keyword_round_trip(self, context: Context) -> None:
        text = (
            '%a = "test.src"() : () -> i32\n'
            "%0 = enm.cmp less, %a, %a : i32\n"
            '%1 = enm.cmp "eq", %a, %a : i32\n'
        )
        assert _print(text, context)[1:] == [
            "%1 = enm.cmp less, %0, %0 : i32",
            "%2 = enm.cmp eq, %0, %0 : i32",
        ]

    def test_keyword_is_stored_as_integer(self, context: Context) -> None:
        text = '%a = "test.src"() : () -> i32\n%0 = enm.cmp less, %a, %a : i32\n'
        [line] = _print(text, context, generic=True)[1:]
        assert "<{predicate = 2 : i32}>" in line

    def test_unknown_keyword_is_an_error(self, context: Context) -> None:
        text = '%a = "test.src"() : () -> i32\n%0 = enm.cmp bogus, %a, %a : i32\n'
        with pytest.raises(MLIRParseError) as info:
            parse_source(text, context, "<test>")
        message = str(info.value)
        assert "expected string or keyword containing one of the following" in message

    def test_invalid_string_is_an_error(self, context: Context) -> None:
        text = '%a = "test.src"() : () -> i32\n%0 = enm.cmp "bogus", %a, %a : i32\n'
        with pytest.raises(MLIRParseError) as info:
            parse_source(text, context, "<test>")
        assert 'invalid predicate attribute specification: "bogus"' in str(info.value)


FORMATTED = """
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}
def T_RunOp : Op<T_Dialect, "run"> {
  let arguments = (ins DefaultValuedOptionalAttr<I32Attr, "0">:$offset);
  let assemblyFormat = "attr-dict";
}
def T_PickOp : Op<T_Dialect, "pick"> {
  let arguments = (ins OptionalAttr<SymbolRefAttr>:$ref, OptionalAttr<StrAttr>:$name);
  let assemblyFormat = "($ref^)? ($name^)? attr-dict";
}
"""


@pytest.fixture(scope="module")
def formatted(tmp_path_factory: pytest.TempPathFactory) -> Context:
    """The ``t`` dialect of ``FORMATTED``, generated for this test."""
    from pathlib import Path

    from tblgen_py.tools.mlir_tblgen import main
    from tblgen_py.tools.module_loader import load_module

    folder = tmp_path_factory.mktemp("formatted")
    source = folder / "formatted.td"
    source.write_text(FORMATTED)
    output = folder / "formatted_ops.py"
    root = Path(__file__).resolve().parents[2]
    args = ["--gen-op-defs", "--no-cache", "-I", str(root / "td"), str(source)]
    assert main([*args, "-o", str(output)]) == 0
    ctx = Context()
    load_module(str(output)).register(ctx)
    return ctx


class TestFormatAttributes:
    def test_optional_attribute_equal_to_its_default_is_elided(
        self, formatted: Context
    ) -> None:
        assert _print("t.run {offset = 0 : i32}", formatted) == ["t.run"]
        assert _print("t.run {offset = 3 : i32}", formatted) == [
            "t.run {offset = 3 : i32}"
        ]

    def test_an_optional_symbol_reference_starts_only_at_an_at_sign(
        self, formatted: Context
    ) -> None:
        [line] = _print('t.pick "x"', formatted, generic=True)
        assert line == '"t.pick"() <{name = "x"}> : () -> ()'
        [line] = _print('t.pick @f "x"', formatted)
        assert line == 't.pick @f "x"'
