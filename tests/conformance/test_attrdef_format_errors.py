"""Invalid attribute/type formats: our diagnostics equal ``mlir-tblgen-22``'s.

Each case is one AttrDef (or TypeDef) with a broken ``assemblyFormat`` (or
mnemonic/format fields); ``--gen-attrdef-defs`` / ``--gen-typedef-defs`` of
both tools must fail with the same messages at the same places (stderr is
compared exactly, less our closing ``N errors.`` line).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE, require_llvm

pytestmark = pytest.mark.conformance

PARAMS = '(ins "int":$a, OptionalParameter<"int">:$b, "::mlir::Type":$c)'
SELF = '(ins "int":$a, AttributeSelfTypeParameter<"", "::mlir::IntegerType">:$t)'
OPT = '(ins OptionalParameter<"int">:$b, OptionalParameter<"int">:$d)'

# (name, format, parameters, extra body lines, is_type)
CASES = [
    ("missing_param", "`<` $a `,` $b `>`", PARAMS),
    ("unknown_param", "`<` $a $c $z `>`", PARAMS),
    ("duplicate_param", "`<` $a $a $c `>`", PARAMS),
    ("params_duplicate", "`<` $a params `>`", PARAMS),
    ("literal_in_struct", "struct($a, `x`)", PARAMS),
    ("string_top_level", '"text" $a $c', PARAMS),
    ("unterminated_literal", "`<` $a $c `>", PARAMS),
    ("unexpected_character", "`<` $a % $c `>`", PARAMS),
    ("digit_literal", "`1` $a $c", PARAMS),
    ("dollar_without_name", "`<` $ a $c `>`", PARAMS),
    ("group_without_anchor", "$a $c (`,` $b)?", PARAMS),
    ("group_required_param", "$c (`,` $a^)?", PARAMS),
    ("group_params_first", "(params^)?", OPT),
    ("group_two_anchors", "$a $c (`,` $b^ `,` $b^)?", PARAMS),
    ("group_missing_question", "$a $c (`,` $b^)", PARAMS),
    ("group_else_without_paren", "$a $c (`,` $b^) : `x` ?", PARAMS),
    ("group_in_custom", "$a $c custom<Foo>((`,` $b^)?)", PARAMS),
    ("custom_in_custom", "$a $c custom<Foo>(custom<Bar>($b))", PARAMS),
    ("custom_without_less", "$a $c custom($b)", PARAMS),
    ("custom_without_name", "$a $c custom<>($b)", PARAMS),
    ("custom_without_greater", "$a $c custom<Foo($b)", PARAMS),
    ("custom_without_lparen", "$a $c custom<Foo> $b", PARAMS),
    ("custom_without_rparen", "$a $c custom<Foo>($b", PARAMS),
    ("ref_outside_custom", "$a $c ref($a)", PARAMS),
    ("ref_before_bound", "custom<Foo>(ref($a)) $a $c", PARAMS),
    ("params_in_custom", "custom<Foo>(params)", PARAMS),
    ("struct_in_custom", "custom<Foo>(struct($a)) $c", PARAMS),
    ("struct_without_paren", "struct $a $c", PARAMS),
    ("struct_literal_first", "struct(`a`) $a $c", PARAMS),
    ("struct_without_rparen", "struct($a $c", PARAMS),
    ("struct_then_comma", "`<` struct($a, $b) `,` $c `>`", PARAMS),
    ("type_directive", "type($a) $a $c", PARAMS),
    ("attr_dict_directive", "$a $c attr-dict", PARAMS),
    ("prop_dict_directive", "$a $c prop-dict", PARAMS),
    ("qualified_without_paren", "$a qualified $c", PARAMS),
    ("qualified_literal", "$a $c qualified(`x`)", PARAMS),
    ("qualified_without_rparen", "$a qualified($c", PARAMS),
    ("anchor_on_literal", "$a $c (`,`^ $b)?", PARAMS),
    ("custom_anchor_unbound", '$a $c (custom<Foo>("x")^ $b)?', PARAMS),
    ("custom_group_required", "$c (`,` custom<Foo>($a)^)?", PARAMS),
    ("params_in_group_required", "(`,` params^)?", PARAMS),
    ("struct_in_group_required", "$c (`,` struct($a, $b)^)?", PARAMS),
    ("self_type_in_format", "`<` $a `:` $t `>`", SELF),
    ("space_keyword_literal", "`<` $a ` x` $c `>`", PARAMS),
    ("bad_keyword_literal", "`<` $a `a-b` $c `>`", PARAMS),
    ("unexpected_rparen", "`<` $a ) $c `>`", PARAMS),
    ("unterminated_string", '$a $c custom<Foo>("abc', PARAMS),
    ("empty_custom_args", "$a $c custom<Foo>()", PARAMS),
    ("missing_param_type", "`<` $a `>`", PARAMS, (), True),
    ("both_formats", "`<` $a $c `>`", PARAMS, ("let hasCustomAssemblyFormat = 1;",)),
    ("no_format", "`<` $a $c `>`", PARAMS, ("let assemblyFormat = ?;",)),
    ("no_accessors", "`<` $a $c `>`", PARAMS, ("let genAccessors = 0;",)),
]


def _source(case: tuple) -> tuple[str, str]:
    name, fmt, params = case[:3]
    extra = case[3] if len(case) > 3 else ()
    is_type = len(case) > 4 and case[4]
    kind = "TypeDef" if is_type else "AttrDef"
    body = "\n".join(f"  {line}" for line in extra)
    escaped = fmt.replace("\\", "\\\\").replace('"', '\\"')
    text = (
        'include "mlir/IR/AttrTypeBase.td"\n'
        'include "mlir/IR/OpBase.td"\n'
        'def T_Dialect : Dialect { let name = "t"; }\n'
        f'def T_{name} : {kind}<T_Dialect, "{name.title().replace("_", "")}"> {{\n'
        f'  let mnemonic = "{name}";\n'
        f"  let parameters = {params};\n"
        f'  let assemblyFormat = "{escaped}";\n'
        f"{body}\n"
        "}\n"
    )
    return text, "--gen-typedef-defs" if is_type else "--gen-attrdef-defs"


def _run(
    tool: list[str], flag: str, directory: Path
) -> subprocess.CompletedProcess[str]:
    command = [*tool, flag, f"-I{LLVM_INCLUDE}", "input.td", "-o", "out.txt"]
    return subprocess.run(command, cwd=directory, capture_output=True, text=True)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_invalid_format_matches_mlir_tblgen(case: tuple, tmp_path: Path) -> None:
    """Both tools fail with the same diagnostics."""
    require_llvm()
    text, flag = _source(case)
    (tmp_path / "input.td").write_text(text)
    ref = _run([str(LLVM_BIN / "mlir-tblgen")], flag, tmp_path)
    ours = _run([sys.executable, "-m", "tblgen_py", "--no-cache"], flag, tmp_path)
    assert ref.returncode == 1, ref.stderr
    assert ours.returncode == 1, ours.stderr
    lines = ours.stderr.splitlines(keepends=True)
    assert lines[-1].startswith("mlir-tblgen-py: ") and lines[-1].endswith(" errors.\n")
    assert "".join(lines[:-1]) == ref.stderr
    assert not (tmp_path / "out.txt").exists()


def test_case_count() -> None:
    """At least 40 invalid formats are compared."""
    assert len(CASES) >= 40
