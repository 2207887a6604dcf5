"""Constraint-check functions of generated modules: names, quoting and layout."""

from __future__ import annotations

import io
import tokenize
from ast import literal_eval

import black
import pytest

from tblgen_py.backends.check_body import check_body
from tblgen_py.backends.checks import _simple_quotes, black_quotes, function_name
from tblgen_py.backends.names import py_string
from tblgen_py.backends.layout import FMT_SKIP


@pytest.mark.parametrize(
    ("label", "taken", "expected"),
    [
        ("F64Tensor", set(), "_f64_tensor"),
        ("F64Tensor", {"_f64_tensor"}, "_f64_tensor_2"),
        ("32-bit signless integer", set(), "_32_bit_signless_integer"),
        (
            "'lhs' is tensor of 32-bit float values",
            set(),
            "_lhs_is_tensor_of_32_bit_float_values",
        ),
        ("p", set(), "_p_2"),
        ("ods_ir", set(), "_ods_ir_2"),
        ("???", set(), "_constraint"),
        (
            "a very long summary of a constraint with many words in it",
            set(),
            "_a_very_long_summary_of_a_constraint_with",
        ),
    ],
)
def test_function_name(label: str, taken: set[str], expected: str) -> None:
    name = function_name(label, taken)
    assert name == expected and name.isidentifier()


def test_black_quotes() -> None:
    source = "_p.isa(_self, 'TensorType') and _p.f(\"x\", 'say \"hi\"', 'a\\'b')"
    assert black_quotes(source) == (
        '_p.isa(_self, "TensorType") and _p.f("x", \'say "hi"\', "a\'b")'
    )


@pytest.mark.parametrize(
    "source",
    [
        "_p.isa(_self, 'UnitAttr')",
        "_p.isa(_self, 'A') or _p.isa(_self, \"B\")",
        '_p.f(\'say "hi"\', "it\'s")',
        "_p.f('', \"\")",
        "_p.f('a' 'b')",
        "_p.f(r'x', b'y')",
        "_p.f('a\\'b')",
        "_p.f('''x''')",
        "_p.f('x', 'y') # 'z'",
        "_p.f(x)",
    ],
)
def test_black_quotes_without_tokenizing(source: str) -> None:
    """The tokenizer-free path agrees with the tokenizer wherever it answers."""
    pieces, end = [], 0
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING and token.string[0] in "'\"":
            start = token.start[1]
            pieces += [source[end:start], py_string(literal_eval(token.string))]
            end = token.end[1]
    expected = "".join(pieces) + source[end:]
    assert black_quotes(source) == expected
    assert _simple_quotes(source) in (None, expected)


EXPRESSIONS = [
    '_p.isa(_self, "IndexType")',
    '_p.isa(_self, "TensorType") and (lambda elementType: _p.is_f64(elementType))(_p.get_element_type(_self))',
    "_p.get_type(_self.x(0)) == _p.get_type(_self.x(1)) and _p.get_type(_self.x(1)) == _p.get_type(_self.y(0)) and _p.get_type(_self.y(0)) == _p.get_type(_self.x(0))",
    "_p.a(_self) or _p.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb(_self) or _p.ccccccccccccccccccccccc(_self)",
    "not _p.present(_self.r(0)) or not _p.present(_self.o(1)) or _p.get_type((_self.r(0))) == _p.get_type((_self.o(1)))",
    '_p.size(_self) >= 4 and all(_p.isa(a, "IntegerAttr") for a in _self) and _p.size(_self) <= 8 and True',
]


@pytest.mark.parametrize("expression", EXPRESSIONS)
def test_check_bodies_are_black_clean(expression: str) -> None:
    lines = check_body(expression, frozenset({"_self"}), "    ")
    source = "def _f(_self: object) -> bool:\n" + "\n".join(lines) + "\n"
    assert black.format_str(source, mode=black.Mode()) == source
    compile(source, "<check>", "exec")
    assert all(len(line) <= 88 or line.endswith(FMT_SKIP) for line in lines)


def test_fit_line_splits_a_dict_item_with_a_string_key() -> None:
    """A line opening with a string key is no string statement: black splits it."""
    from tblgen_py.backends.layout import fit_line

    item = '"operandSegmentSizes": _ods_convert.dense_array([len(a), len(bb), len(ccc)], 32),'
    lines = fit_line(" " * 8 + item)
    source = "f(\n    {\n" + "\n".join(lines) + "\n    },\n)\n"
    assert len(lines) == 3 and black.format_str(source, mode=black.Mode()) == source
    docstring = '    "' + "x" * 100 + '"'
    assert fit_line(docstring) == [docstring]
