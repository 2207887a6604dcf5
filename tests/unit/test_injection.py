"""No text of a ``.td`` file runs when the module generated from it is imported.

Property tests of the one quoting function (``py_string``), of docstrings and
of the one identifier sanitizer; regression tests for each injection vector
found (enum case symbols, mnemonics and dialect names in docstrings, DRR def
names and constants, input file names, Python's special names); the names
mlir-tblgen rejects; and a small sample of the crafted-module fuzzer (the
large run is ``tests/conformance/test_injection_fuzz.py``).
"""

from __future__ import annotations

import ast
import keyword
from pathlib import Path

import black
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tblgen_py.backends.names import (
    MODULE_RESERVED,
    distinct_identifier,
    docstring_lines,
    py_string,
    python_identifier,
)
from tblgen_py.tools.mlir_tblgen import main
from tests.support.injection_harness import (
    CANARY,
    DRR_INCLUDES,
    ODS_INCLUDES,
    Outcome,
    Prelude,
    check_drr_batch,
    check_ods_batch,
    drr_cases,
    import_module,
    ods_cases,
    payloads,
    tablegen_string,
)

ROOT = Path(__file__).resolve().parents[2]
BLACK = black.Mode()
ANY_TEXT = st.text(st.characters(codec=None), max_size=30)  # NUL, surrogates too
SETTINGS = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)


@SETTINGS
@given(ANY_TEXT)
def test_py_string_is_the_text_as_black_spells_it(text: str) -> None:
    literal = py_string(text)
    assert ast.literal_eval(literal) == text
    assert "\n" not in literal and "\r" not in literal
    source = f"x = {literal}\n"
    assert black.format_str(source, mode=BLACK) == source


@SETTINGS
@given(st.one_of(ANY_TEXT, st.sampled_from(payloads("canary")).map(str)))
def test_docstrings_hold_any_text(text: str) -> None:
    lines = docstring_lines(text, "    ")
    source = "\n".join(["class C:", *(lines or ["    pass"])]) + "\n"
    namespace: dict[str, object] = {}
    exec(compile(source, "<docstring>", "exec"), namespace)  # only a class body
    doc = getattr(namespace["C"], "__doc__", None) or ""
    assert "".join(doc.split()) == "".join(text.split())
    assert black.format_str(source, mode=BLACK) == source


@SETTINGS
@given(ANY_TEXT)
def test_identifiers_are_safe_python_names(text: str) -> None:
    name = python_identifier(text, MODULE_RESERVED)
    assert name.isidentifier() and name.isascii()
    assert not keyword.iskeyword(name) and name not in MODULE_RESERVED
    assert not name.startswith("__")  # no dunder, no name mangling
    assert python_identifier(name) == name or name.endswith("_")


def _needs_replacing(text: str) -> bool:
    """Whether ``text`` has characters an identifier cannot hold."""
    return bool(text) and not (text.isascii() and text.replace("_", "a").isalnum())


@SETTINGS
@given(ANY_TEXT.filter(_needs_replacing), ANY_TEXT.filter(_needs_replacing))
def test_replaced_characters_keep_names_apart(first: str, second: str) -> None:
    if first != second:
        assert distinct_identifier(first) != distinct_identifier(second)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("__slots__", "ods__slots__"),
        ("__init__", "ods__init__"),
        ("_init", "ods_init"),
        ("__x", "ods__x"),
        ("class", "class_"),
        ("1x", "_1x"),
        ("", "ods_"),
    ],
)
def test_identifier_rules(name: str, expected: str) -> None:
    assert python_identifier(name) == expected


# -- regression tests: each vector found by probing ---------------------------


def _generate(
    tmp_path: Path,
    flag: str,
    source: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    name: str = "in.td",
) -> str:
    """Run the CLI on ``source`` (written to ``name``) and return the module."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text(source, encoding="utf-8")
    status = main([f"--{flag}", "--no-cache", "-I", str(ROOT / "td"), name])
    out, err = capsys.readouterr()
    assert status == 0, err
    return out


def _td(text: str) -> str:
    """A TableGen string literal."""
    return tablegen_string(text)


ENUM_PAYLOAD = "a = 0; __import__('os').system('touch {canary}'); b"


def test_enum_case_symbol_is_not_a_statement(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    canary = tmp_path / CANARY
    symbol = ENUM_PAYLOAD.format(canary=canary)
    source = f"""include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def D : Dialect {{ let name = "d"; }}
def C0 : I32EnumAttrCase<{_td(symbol)}, 0>;
def E : I32EnumAttr<"E", "e", [C0]>;
def O : Op<D, "o"> {{ let arguments = (ins E:$e); }}
"""
    enums = import_module(
        _generate(tmp_path, "gen-enum-defs", source, capsys, monkeypatch), tmp_path
    )
    assert not canary.exists()
    member = enums.E(0)
    assert str(member) == symbol and enums.symbolize_e(symbol) is member
    assert member.name.startswith("a___0____import")
    ops = _generate(tmp_path, "gen-op-defs", source, capsys, monkeypatch)
    module = import_module(ops, tmp_path, {"in_enums": enums})
    assert not canary.exists()
    assert module._enum_defs is enums and "class E(" not in ops


@pytest.mark.parametrize("class_name", ["text", "found"])
def test_enum_class_named_like_the_symbolizer_locals(
    class_name: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An enum class called ``text`` or ``found`` is not shadowed in its
    symbolizer (found by the crafted-module fuzz)."""
    source = f"""include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
def C0 : I32EnumAttrCase<"A", 0>;
def E : I32EnumAttr<{_td(class_name)}, "e", [C0]>;
"""
    enums = import_module(
        _generate(tmp_path, "gen-enum-defs", source, capsys, monkeypatch), tmp_path
    )
    cls = getattr(enums, class_name)
    symbolize = getattr(enums, f"symbolize{class_name}")
    assert symbolize("A") is cls(0)
    assert symbolize(0) is cls(0) and symbolize("B") is None


def test_mnemonic_and_dialect_name_stay_in_their_docstrings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    canary = tmp_path / CANARY
    code = f"open({str(canary)!r}, 'w').close()"
    dialect = f'd"""\n{code}\n"""'
    mnemonic = f'm"""; {code}; """\\'
    source = f"""include "mlir/IR/OpBase.td"
def D : Dialect {{ let name = {_td(dialect)}; let summary = {_td(dialect)}; }}
def O : Op<D, {_td(mnemonic)}> {{ let summary = {_td(mnemonic)}; }}
"""
    text = _generate(tmp_path, "gen-op-defs", source, capsys, monkeypatch)
    module = import_module(text, tmp_path)
    assert not canary.exists()
    assert module.O.OPERATION_NAME == f"{dialect}.{mnemonic}"
    assert f"{dialect}.{mnemonic}" in (module.OAdaptor.__doc__ or "")
    assert module.DIALECT_NAMESPACES == (dialect,)


def test_drr_def_name_constant_and_file_name_are_data(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    canary = tmp_path / CANARY
    code = f"open({CANARY!r}, 'w').close()"  # relative: file names hold no "/"
    name = f'P""" + {code} + """'
    constant = f'x"); {code}; ("x'
    source = f"""include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def D : Dialect {{ let name = "d"; }}
def A : Op<D, "a"> {{ let arguments = (ins AnyType:$x); let results = (outs AnyType); }}
def B : Op<D, "b"> {{ let arguments = (ins AnyType:$x, StrAttr:$s); let results = (outs AnyType); }}
def {_td(name)} : Pat<(A $x), (B $x, ConstantAttr<StrAttr, {_td(constant)}>)>;
"""
    from tblgen_py.runtime.rewrite import RewritePatternSet

    for file_name in ('a"b.td', 'a"""b.td', "a\\\\b'.td", f"x\n{code}#.td"):
        text = _generate(
            tmp_path, "gen-rewriters", source, capsys, monkeypatch, file_name
        )
        module = import_module(text, tmp_path)
        assert not canary.exists()
        assert module.NATIVE_REQUIRED == (f"constant {constant}",)
        patterns = RewritePatternSet(None)
        module.populate_with_generated(patterns)
        (pattern,) = patterns.patterns
        assert tuple(pattern.debug_labels) == (file_name.rsplit("\\", 1)[-1][:-3],)
        assert f"``{name}``" in (type(pattern).__doc__ or "")
        assert file_name in (module.__doc__ or "")


def test_attr_def_summaries_stay_in_their_docstrings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    canary = tmp_path / CANARY
    code = f"open({str(canary)!r}, 'w').close()"
    text = f'x"""\n{code}\n"""'
    source = f"""include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
def D : Dialect {{ let name = {_td(text)}; }}
def A : AttrDef<D, {_td(text)}> {{
  let mnemonic = {_td(text)};
  let summary = {_td(text)};
  let parameters = (ins StringRefParameter<{_td(text)}>:$__init__);
  let hasCustomAssemblyFormat = 1;
}}
"""
    for flag in ("gen-attrdef-defs", "gen-typedef-defs"):
        import_module(_generate(tmp_path, flag, source, capsys, monkeypatch), tmp_path)
        assert not canary.exists()
    (attr_class,) = import_module(
        _generate(tmp_path, "gen-attrdef-defs", source, capsys, monkeypatch), tmp_path
    ).CLASSES
    assert attr_class.MNEMONIC == text and attr_class.DIALECT == text
    assert attr_class.get("v").ods__init__ == "v"


SPECIAL_NAMES = ("__slots__", "__init__", "__new__", "_init", "__x")


def test_python_special_names_get_safe_accessors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tblgen_py.runtime.ir import Block
    from tblgen_py.runtime.ir.types import IntegerType

    operands = ", ".join(f"AnyType:${n}" for n in SPECIAL_NAMES)
    source = f"""include "mlir/IR/OpBase.td"
def D : Dialect {{ let name = "d"; }}
def D___getattribute__ : Op<D, "o"> {{
  let arguments = (ins {operands}, StrAttr:$__qualname__);
  let results = (outs AnyType:$__getattr__);
}}
"""
    module = import_module(
        _generate(tmp_path, "gen-op-defs", source, capsys, monkeypatch), tmp_path
    )
    op_class = module.ods__getattribute__
    i32 = IntegerType.get(32)
    block = Block([i32] * len(SPECIAL_NAMES))
    op = op_class(i32, *block.arguments, "q")
    for name, value in zip(SPECIAL_NAMES, block.arguments):
        assert getattr(op, "ods" + name) is value
    assert op.ods__qualname__ == "q" and op.get_attr("__qualname__").value == "q"
    assert op.ods__getattr__ is op.results[0]
    assert type(op).__qualname__ == "ods__getattribute__"


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (
            "AnyType:$operands",
            "generated accessor for `operands` overlaps with a default one; "
            "please rename to avoid overlap",
        ),
        (
            "AnyType:$attribute_names",
            "generated accessor for `attribute_names` overlaps with a default one; "
            "please rename to avoid overlap",
        ),
        (
            "AnyType:$Operation",
            "generated accessor for `Operation` overlaps with a default one; "
            "please rename to avoid overlap",
        ),
        (
            "AnyType:$a, AnyType:$a",
            "op has a conflict with two operands having the same name 'a'",
        ),
        (
            "StrAttr:$properties",
            "Unexpected overlap when generating `getProperties` for d.o "
            "(from line 1399)",
        ),
        (
            "AnyType:$r",
            "op has a conflict with operands and results both having an entry "
            "with the name 'r'",
        ),
    ],
)
def test_names_mlir_tblgen_rejects(
    arguments: str,
    message: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The messages mlir-tblgen-22 prints for these ops (checked live in
    ``tests/conformance/test_injection_fuzz.py``)."""
    monkeypatch.chdir(tmp_path)
    source = f"""include "mlir/IR/OpBase.td"
def D : Dialect {{ let name = "d"; }}
def O : Op<D, "o"> {{ let arguments = (ins {arguments}); let results = (outs AnyType:$r); }}
"""
    (tmp_path / "n.td").write_text(source, encoding="utf-8")
    status = main(["--gen-op-defs", "--no-cache", "-I", str(ROOT / "td"), "n.td"])
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith(f"n.td:3:5: error: {message}\n"), err
    assert "Traceback" not in err


# -- a small sample of the crafted-module fuzzer --------------------------------


def test_crafted_op_and_enum_modules(tmp_path: Path) -> None:
    outcome = Outcome()
    prelude = Prelude(ODS_INCLUDES)

    @settings(SETTINGS, max_examples=2)
    @given(ods_cases(str(tmp_path / CANARY), 6))
    def run(cases: list) -> None:  # type: ignore[type-arg]
        check_ods_batch(cases, prelude, tmp_path, outcome)

    run()
    assert outcome.imported >= 4


def test_crafted_rewriter_modules(tmp_path: Path) -> None:
    outcome = Outcome()
    prelude = Prelude(DRR_INCLUDES)

    @settings(SETTINGS, max_examples=2)
    @given(drr_cases(str(tmp_path / CANARY), 3))
    def run(cases: list) -> None:  # type: ignore[type-arg]
        check_drr_batch(cases, prelude, tmp_path, outcome)

    run()
    assert outcome.imported >= 2


@pytest.mark.parametrize("symbol", ["_4_", "_x_", "_a b_"])
def test_enum_members_are_never_sunder_names(symbol: str) -> None:
    """``enum`` reserves ``_sunder_`` names; a case symbol never becomes one
    (found by the crafted-module fuzz)."""
    import enum

    from tblgen_py.backends.enums import member_name

    name = member_name(symbol)
    assert name.isidentifier() and name.startswith("ods_")
    assert enum.IntEnum("Probe", {name: 1})[name] == 1
