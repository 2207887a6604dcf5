"""Crafted ``.td`` inputs whose strings and names try to inject Python.

Every string field (mnemonics, dialect names, summaries, enum symbols and
strings, conversion-function names, ``ConstantAttr`` values, file names) and
name field (def names, argument and result names) of a small ODS or DRR file
is drawn from a pool of hostile texts: quotes, triple quotes, backslashes,
newlines, Unicode, Python statements that would create a canary file, Python
dunders and private names.  ``check_ods_case``/``check_drr_case`` generate the
module in-process, then compile and import it, assert the canary file was
never created, and use the module's accessors (build an op and read the
attribute back, round-trip the enum's crafted strings).
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import itertools
import keyword
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import strategies as st

from tblgen_py.backends import get_backend
from tblgen_py.backends.base import BackendError, BackendOptions
from tblgen_py.backends.enums import function_name
from tblgen_py.backends.names import sanitize_name
from tblgen_py.frontend.tokens import KEYWORDS as TABLEGEN_KEYWORDS
from tblgen_py.ods.op_names import camel_from_snake
from tblgen_py.ods.operator import OdsError, Operator
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.frontend.session import parse_records

ROOT = Path(__file__).resolve().parents[2]
TD = str(ROOT / "td")
CANARY = "INJECTED_CANARY"


def payloads(canary: str) -> list[str]:
    """Python that creates ``canary`` when it runs, in several breakout shapes."""
    call = f"open({canary!r}, 'w').close()"
    return [
        f"a = 0; {call}; b",
        f'x"""\n{call}\n"""',
        f"x'''\n{call}\n'''",
        f'"); {call}; ("',
        f"'); {call}; ('",
        f'\\"); {call} #',
        f"\n{call}\n",
        f'""" + {call} + """',
        f"{{{call}}}",
        f"__import__('os').system('touch {canary}')",
    ]


TEXT_PIECES = [
    '"',
    "'",
    '"""',
    "'''",
    "\\",
    "\\\\",
    "\n",
    "\t",
    "\x0b",
    "\x0c",
    "\x1f",
    "\x7f",
    "\x85",
    "\u2028",
    "é",
    "ß",
    "日本",
    "\U0001f600",
    "{",
    "}",
    "{{x}}",
    "%s",
    "#",
    " ",
    "a",
    "b.c",
    "$_self",
]
"""Fragments hostile texts are built from (NUL and CR cannot appear in a
TableGen string literal, so the ``.td`` route never carries them)."""

NAME_POOL = [
    "properties",
    "operation_name",
    "attributes",
    "attribute_names",
    "operation",
    "Operation",
    "operands",
    "regions",
    "type",
    "__slots__",
    "__init__",
    "__new__",
    "__getattribute__",
    "__getattr__",
    "__qualname__",
    "__module__",
    "__dict__",
    "__class__",
    "__doc__",
    "__name__",
    "__x",
    "__x_",
    "_init",
    "_x",
    "_",
    "__",
    "self",
    "cls",
    "class",
    "def",
    "None",
    "True",
    "lambda",
    "import",
    "print",
    "type",
    "property",
    "str",
    "int",
    "object",
    "super",
    "enum",
    "loc",
    "ip",
    "context",
    "name",
    "value",
    "values",
    "mro",
    "results",
    "result",
    "properties",
    "get_attr",
    "verify",
    "build",
    "build_generic",
    "OPERATION_NAME",
    "OP",
    "_ods_build",
    "_ods_ir",
    "_ods_convert",
    "_ods_enums",
    "_ods_x",
    "x_ods",
    "_C0",
    "_NATIVE",
    "populate_with_generated",
    "register",
    "OPS",
    "DIALECT_NAMESPACES",
    "RewritePattern",
    "Operation",
    "os",
    "sys",
    "x",
    "Ab",
]
"""TableGen identifiers that are Python keywords, builtins, dunders, private
names (name mangling) or names the generated code and runtime use."""


def tablegen_string(text: str) -> str:
    """A TableGen string literal holding ``text``."""
    body = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + body.replace("\n", "\\n").replace("\t", "\\t") + '"'


def hostile_texts(canary: str) -> st.SearchStrategy[str]:
    """Strings made of hostile pieces, canary payloads and random Unicode."""
    alphabet = st.characters(
        codec="utf-8", exclude_characters="\x00\r", exclude_categories=("Cs",)
    )
    piece = st.one_of(
        st.sampled_from(TEXT_PIECES),
        st.sampled_from(payloads(canary)),
        st.text(alphabet, max_size=4),
    )
    return st.lists(piece, min_size=1, max_size=5).map("".join)


def hostile_names() -> st.SearchStrategy[str]:
    """TableGen identifiers from ``NAME_POOL``, Python keywords or random spellings."""
    ident = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,6}", fullmatch=True)
    names = st.one_of(
        st.sampled_from(NAME_POOL), st.sampled_from(keyword.kwlist), ident
    )
    return names.filter(lambda name: name not in TABLEGEN_KEYWORDS)


@dataclass(frozen=True)
class OdsCase:
    """One crafted dialect with an enum and an op using it."""

    dialect: str
    dialect_summary: str
    op_class: str
    mnemonic: str
    summary: str
    description: str
    names: tuple[
        str, str, str, str
    ]  # operand, string attribute, enum attribute, result
    enum_class: str
    symbols: tuple[str, str]
    strings: tuple[str, str]
    enum_summary: str
    symbolize_fn: str
    attr_default: str
    attr_def: tuple[str, str, str, str]  # class name, mnemonic, parameter name, summary

    def defs(self, index: int) -> list[str]:
        """The case's defs; ``index`` keeps def names unique in a batch."""
        q = tablegen_string
        operand, attr, enum_arg, result = self.names
        p = f"Inj{index}"
        return [
            f"def {p}_Dialect : Dialect {{",
            f"  let name = {q(self.dialect)};",
            f"  let summary = {q(self.dialect_summary)};",
            f"  let cppNamespace = {q(self.dialect)};",
            "}",
            f"def {p}_C0 : I32EnumAttrCase<{q(self.symbols[0])}, 0, {q(self.strings[0])}>;",
            f"def {p}_C1 : I32EnumAttrCase<{q(self.symbols[1])}, 1, {q(self.strings[1])}>;",
            f"def {p}_Enum : I32EnumAttr<{q(self.enum_class)}, {q(self.enum_summary)},",
            f"                           [{p}_C0, {p}_C1]> {{",
            f"  let stringToSymbolFnName = {q(self.symbolize_fn)};",
            "}",
            f"def {q(p + '_' + self.op_class)} : Op<{p}_Dialect, {q(self.mnemonic)}> {{",
            f"  let summary = {q(self.summary)};",
            f"  let description = {q(self.description)};",
            f"  let arguments = (ins AnyType:${operand}, StrAttr:${attr},",
            f"                       {p}_Enum:${enum_arg},",
            f"                       DefaultValuedStrAttr<StrAttr, {q(q(self.attr_default))}>:$dflt);",
            f"  let results = (outs AnyType:${result});",
            "}",
            f"def {p}_Attr : AttrDef<{p}_Dialect, {q(self.attr_def[0])}> {{",
            f"  let mnemonic = {q(self.attr_def[1])};",
            f"  let summary = {q(self.summary)};",
            f"  let parameters = (ins StringRefParameter<{q(self.attr_def[3])}>:${self.attr_def[2]});",
            "  let hasCustomAssemblyFormat = 1;",
            "}",
        ]


def batch_source(includes: list[str], cases: list[list[str]]) -> str:
    """A ``.td`` file including ``includes`` and holding every case's defs."""
    lines = [f'include "{path}"' for path in includes]
    for defs in cases:
        lines += defs
    return "\n".join(lines) + "\n"


def ods_cases(canary: str, batch: int) -> st.SearchStrategy[list[OdsCase]]:
    """Batches of crafted dialects (names distinct where ODS requires it)."""
    text = hostile_texts(canary)
    names = st.lists(
        hostile_names().filter(lambda n: n != "dflt"),
        min_size=4,
        max_size=4,
        unique=True,
    )
    case = st.builds(
        OdsCase,
        dialect=text.filter(bool),  # "" would select every dialect's ops
        dialect_summary=text,
        op_class=st.one_of(hostile_names(), text),  # a def name can be a string
        mnemonic=text,
        summary=text,
        description=text,
        names=names.map(tuple),
        enum_class=text.filter(bool),
        symbols=st.lists(text, min_size=2, max_size=2, unique=True).map(tuple),
        strings=st.lists(text, min_size=2, max_size=2, unique=True).map(tuple),
        enum_summary=text,
        symbolize_fn=text,
        attr_default=text,
        attr_def=st.tuples(text, text, hostile_names(), text),
    )
    return st.lists(
        case,
        min_size=(batch + 1) // 2,
        max_size=batch,
        unique_by=(
            lambda c: c.dialect,
            lambda c: c.enum_class,
            lambda c: c.op_class,
            lambda c: function_name(c.symbolize_fn),
        ),
    )


@dataclass(frozen=True)
class DrrCase:
    """One crafted DRR pattern (with a string constant) and a file name."""

    file_stem: str
    pattern_def: str
    constant: str
    mnemonic: str

    def defs(self, index: int) -> list[str]:
        """The case's ops and patterns; ``index`` keeps def names unique."""
        q = tablegen_string
        p = f"Inj{index}"
        return [
            f'def {p}_Dialect : Dialect {{ let name = "inj{index}"; }}',
            f"def {p}_A : Op<{p}_Dialect, {q(self.mnemonic)}> {{",
            "  let arguments = (ins AnyType:$x);",
            "  let results = (outs AnyType:$y);",
            "}",
            f'def {p}_B : Op<{p}_Dialect, "b"> {{',
            "  let arguments = (ins AnyType:$x, StrAttr:$s);",
            "  let results = (outs AnyType:$y);",
            "}",
            f"def {q(self.pattern_def)} : Pat<({p}_A $x),",
            f"    ({p}_B $x, ConstantAttr<StrAttr, {q(q(self.constant))}>)>;",
            f"def {p}_native : Pat<({p}_A $x),",
            f"    ({p}_B $x, ConstantAttr<StrAttr, {q(self.constant)}>)>;",
        ]


def drr_cases(canary: str, batch: int) -> st.SearchStrategy[list[DrrCase]]:
    """Batches of crafted DRR patterns, with crafted file names."""
    text = hostile_texts(canary)
    stem = text.filter(lambda s: "/" not in s and s not in (".", ".."))
    case = st.builds(
        DrrCase,
        file_stem=stem.map(lambda s: s[:40]),
        pattern_def=st.one_of(hostile_names(), text).filter(
            lambda name: not name.startswith("anonymous_")
            and not name.startswith("Inj")
        ),
        constant=text,
        mnemonic=text,
    )
    return st.lists(case, min_size=1, max_size=batch, unique_by=lambda c: c.pattern_def)


_counter = itertools.count()


class Prelude:
    """The records of the included ODS files, parsed once.

    Each batch of crafted defs is parsed on top of them in a forked child
    (``run_forked``), so the includes are not parsed again per batch and no
    batch sees another's records or the modules it imported.
    """

    def __init__(self, includes: list[str]) -> None:
        result = parse_records(
            "prelude.td", include_dirs=[TD], text=batch_source(includes, [])
        )
        assert result.ok, "".join(d.render() for d in result.diagnostics)
        self.keeper = result.keeper

    def extend(self, source: str, input_path: str) -> RecordKeeper:
        """The prelude's keeper with ``source`` parsed into it (call in a child)."""
        from tblgen_py.frontend.lexer import Lexer
        from tblgen_py.frontend.parser import Parser

        keeper = self.keeper
        failed = Parser(Lexer(input_path, text=source), keeper).parse_file()
        assert not failed and not keeper.error_count, "".join(
            d.render() for d in keeper.diagnostics
        )
        return keeper


def run_forked(work: Callable[[], tuple[int, int]], outcome: Outcome) -> None:
    """Run ``work`` in a forked child; add its counts to ``outcome`` and
    re-raise its failure (with the child's traceback) here."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into the test runner
        os.close(read_end)
        try:
            imported, rejected = work()
            report = json.dumps({"counts": [imported, rejected]})
        except BaseException:
            report = json.dumps({"error": traceback.format_exc()})
        with os.fdopen(write_end, "w", encoding="utf-8") as stream:
            stream.write(report)
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, encoding="utf-8") as stream:
        data = stream.read()
    os.waitpid(pid, 0)
    result = json.loads(data) if data else {"error": "the child process died"}
    if "error" in result:
        raise AssertionError(result["error"])
    outcome.imported += result["counts"][0]
    outcome.rejected += result["counts"][1]


def generate(
    keeper: RecordKeeper, flag: str, input_path: str, dialect: str = ""
) -> str | BackendError:
    """The module text, or the error when the backend rejects the input."""
    options = BackendOptions(input_path=input_path, dialect=dialect)
    try:
        with contextlib.redirect_stderr(io.StringIO()):  # native-code warnings
            return get_backend(flag).emit(keeper, options)
    except BackendError as exc:
        return exc


def _enum_module_text(result: str | BackendError) -> str | None:
    """A module with enums, or None when two enums' Python names collide
    (the one diagnostic such crafted inputs may get)."""
    if isinstance(result, str):
        return result
    messages = [d.message for d in result.diagnostics]
    assert all("generate" in m and "the Python name" in m for m in messages), messages
    return None


def import_module(
    text: str, directory: Path, siblings: dict[str, ModuleType] | None = None
) -> ModuleType:
    """Compile and import ``text`` as a fresh module (not left in sys.modules);
    ``siblings`` (the enums module) are importable by name while it runs."""
    name = f"_injection_case_{next(_counter)}"
    path = directory / f"{name}.py"
    path.write_text(text, encoding="utf-8")
    compile(text, str(path), "exec", dont_inherit=True)
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    added = {name: module, **(siblings or {})}
    sys.modules.update(added)
    try:
        spec.loader.exec_module(module)
    finally:
        for key in added:
            del sys.modules[key]
    return module


class Outcome:
    """Counts of a fuzz run (modules imported, inputs rejected)."""

    def __init__(self) -> None:
        self.imported = 0
        self.rejected = 0


ODS_INCLUDES = ["mlir/IR/OpBase.td", "mlir/IR/EnumAttr.td", "mlir/IR/AttrTypeBase.td"]
DRR_INCLUDES = ["mlir/IR/OpBase.td", "mlir/IR/PatternBase.td"]


def check_ods_batch(
    cases: list[OdsCase], prelude: Prelude, directory: Path, outcome: Outcome
) -> None:
    """Each dialect's op module and the enum module import without side
    effects, and their accessors work; ops mlir-tblgen rejects are rejected."""
    accepted = [c for c in cases if not _rejected_by_mlir_tblgen(c)]
    rejected = [c for c in cases if _rejected_by_mlir_tblgen(c)]
    if rejected:
        run_forked(lambda: _check_rejected(rejected, prelude), outcome)
    if accepted:
        run_forked(lambda: _check_accepted(accepted, prelude, directory), outcome)


def _check_rejected(cases: list[OdsCase], prelude: Prelude) -> tuple[int, int]:
    """Each op is rejected with mlir-tblgen's message, and so is the file."""
    source = batch_source([], [c.defs(i) for i, c in enumerate(cases)])
    keeper = prelude.extend(source, "inj.td")
    for index, case in enumerate(cases):
        record = keeper.get_def(f"Inj{index}_{case.op_class}")
        with pytest.raises(OdsError, match="overlap"):
            Operator.from_record(record)
    assert isinstance(generate(keeper, "gen-op-defs", "inj.td"), BackendError)
    return 0, len(cases)


def _check_accepted(
    cases: list[OdsCase], prelude: Prelude, directory: Path
) -> tuple[int, int]:
    """Generate, import and use the enum module and each dialect's op module."""
    canary = directory / CANARY
    source = batch_source([], [c.defs(i) for i, c in enumerate(cases)])
    keeper = prelude.extend(source, "inj.td")
    imported = rejected = 0
    enums_text = _enum_module_text(generate(keeper, "gen-enum-defs", "inj.td"))
    enums = None if enums_text is None else import_module(enums_text, directory)
    assert not canary.exists(), enums_text
    imported += enums is not None
    rejected += enums is None
    for case in cases:
        if enums is None:  # the op module imports the enums it uses
            rejected += 1
            continue
        _check_enum(enums, case)
        text = generate(keeper, "gen-op-defs", "inj.td", case.dialect)
        assert isinstance(text, str), (text, case)
        module = import_module(text, directory, {"inj_enums": enums})
        assert not canary.exists(), text
        imported += 1
        assert module._enum_defs is enums
        _check_op(module, case)
        text = generate(keeper, "gen-attrdef-defs", "inj.td", case.dialect)
        assert isinstance(text, str), (text, case)
        module = import_module(text, directory, {"inj_enums": enums})
        assert not canary.exists(), text
        imported += 1
        _check_attr_def(module, case)
    return imported, rejected


def _rejected_by_mlir_tblgen(case: OdsCase) -> bool:
    """Whether mlir-tblgen rejects the op: an operand or result whose accessor
    overlaps the op API (``getOperands`` of a one-operand op, ``getAttributes``),
    or an attribute whose getter is an op method (``getProperties``)."""
    operand, attr, enum_arg, result = case.names
    api = {"AttributeNames", "Attributes", "Operation", "Operands", "Regions"}
    getters = {"AttributeNames", "Attributes", "OperationName", "Properties"}
    return (
        camel_from_snake(operand) in api
        or camel_from_snake(result) in api
        or camel_from_snake(attr) in getters
        or camel_from_snake(enum_arg) in getters
    )


def _check_enum(module: ModuleType, case: OdsCase) -> None:
    """The enum round-trips its crafted case strings."""
    enum_class = _enum_class(module, case)
    symbolize = getattr(module, function_name(case.symbolize_fn))
    for index, text in enumerate(case.strings):
        member = enum_class(index)
        assert str(member) == text
        assert symbolize(text) is member


def _enum_class(module: ModuleType, case: OdsCase) -> type:
    """The enum class of ``case`` (its docstring starts with its summary)."""
    import enum

    found = [
        v
        for v in vars(module).values()
        if isinstance(v, type)
        and issubclass(v, enum.Enum)
        and v.__module__ == module.__name__
        and [str(v(i)) for i in range(2)] == list(case.strings)
    ]
    assert len(found) == 1, (found, case)
    return found[0]


def _check_op(module: ModuleType, case: OdsCase) -> None:
    """Build the op and read its attributes back."""
    from tblgen_py.runtime.ir import Block
    from tblgen_py.runtime.ir.types import IntegerType

    i32 = IntegerType.get(32)
    (op_class,) = module.OPS
    assert op_class.OPERATION_NAME == f"{case.dialect}.{case.mnemonic}"
    assert op_class.__doc__ is not None
    block = Block([i32])
    op = op_class(i32, block.arguments[0], "crafted", 1)
    operand, attr, enum_arg, _ = case.names
    assert op.get_attr(attr).value == "crafted"
    assert getattr(op, _accessor(op_class, attr)) == "crafted"
    assert int(getattr(op, _accessor(op_class, enum_arg))) == 1
    assert getattr(op, _accessor(op_class, operand)) is block.arguments[0]
    assert getattr(op, _accessor(op_class, "dflt")) in (None, case.attr_default)


def _check_attr_def(module: ModuleType, case: OdsCase) -> None:
    """The attribute class holds its crafted names and builds an attribute."""
    from tblgen_py.backends.attrdefs import accessor

    (attr_class,) = module.CLASSES
    assert attr_class.DIALECT == case.dialect
    assert attr_class.MNEMONIC == case.attr_def[1]
    attr = attr_class.get("crafted")
    assert getattr(attr, accessor(case.attr_def[2])) == "crafted"


def _accessor(op_class: type, name: str) -> str:
    """The Python accessor of ODS name ``name`` on ``op_class``."""
    from tblgen_py.backends.names import accessor_name

    found = accessor_name(name)
    assert isinstance(getattr(op_class, found, None), property), (name, found)
    return found


def check_drr_batch(
    cases: list[DrrCase], prelude: Prelude, directory: Path, outcome: Outcome
) -> None:
    """Each file name's rewriters module imports without side effects and
    registers its patterns under the file's stem."""
    run_forked(lambda: _check_drr(cases, prelude, directory), outcome)


def _check_drr(
    cases: list[DrrCase], prelude: Prelude, directory: Path
) -> tuple[int, int]:
    """Generate, import and populate one rewriters module per file name."""
    from tblgen_py.runtime.rewrite import RewritePatternSet

    canary = directory / CANARY
    # a drawn name the included ODS files define already (``I1``) is a
    # redefinition TableGen rejects, not a crafted input: leave it out
    cases = [c for c in cases if prelude.keeper.get_def(c.pattern_def) is None]
    if not cases:
        return 0, 0
    source = batch_source([], [c.defs(i) for i, c in enumerate(cases)])
    keeper = prelude.extend(source, "inj.td")
    for case in cases:
        input_path = os.path.join("some dir", case.file_stem + ".td")
        text = generate(keeper, "gen-rewriters", input_path)
        assert isinstance(text, str), source
        module = import_module(text, directory)
        assert not canary.exists(), text
        patterns = RewritePatternSet(None)
        module.populate_with_generated(patterns)
        assert len(patterns.patterns) == 2 * len(cases)
        required = set(module.NATIVE_REQUIRED)
        for other in cases:
            value = " ".join(other.constant.split())
            assert _literal(value) or f"constant {value}" in required, other
        stem = case.file_stem.rsplit("\\", 1)[-1]  # a separator on Windows
        label = stem if stem not in ("", "-") else "DRR"
        for pattern in patterns.patterns:
            assert tuple(pattern.debug_labels) == (label,)
        docs = ["".join((type(p).__doc__ or "").split()) for p in patterns.patterns]
        for other in cases:
            name = "".join(other.pattern_def.split())  # docstrings keep words
            assert any(f"DRRpattern``{name}``" in doc for doc in docs), docs
    return len(cases), 0


def _literal(cpp: str) -> bool:
    """Whether the C++ text is a literal DRR translates (no native code needed)."""
    from tblgen_py.backends.rewrite_native import cpp_literal

    return cpp_literal(cpp) is not None


__all__ = [
    "CANARY",
    "DrrCase",
    "OdsCase",
    "Outcome",
    "Prelude",
    "check_drr_batch",
    "check_ods_batch",
    "drr_cases",
    "ods_cases",
    "sanitize_name",
]
