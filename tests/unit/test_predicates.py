"""Predicate trees from records: combination, simplification, substitution."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tblgen_py.cpp.report import format_report, report_untranslated
from tblgen_py.ods.predicate_sites import SiteKind, op_constraint_sites
from tblgen_py.cpp.predicates import translate_predicate
from tblgen_py.ods.predicates import PredKind, cpp_condition, predicate_tree
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.frontend.session import parse_records

TD_DIR = str(Path(__file__).resolve().parents[2] / "td")


def _source() -> str:
    """Every def of this module in one file, so OpBase.td is parsed once."""
    defs = [
        src.replace("def P ", f"def C{i} ", 1) for i, (src, _) in enumerate(CONDITIONS)
    ]
    defs += [
        src.replace("def P ", f"def T{i} ", 1) for i, (src, _) in enumerate(TRANSLATED)
    ]
    return 'include "mlir/IR/OpBase.td"\n' + "\n".join(defs) + textwrap.dedent(EXTRA)


@pytest.fixture(scope="module")
def keeper(tmp_path_factory: pytest.TempPathFactory) -> RecordKeeper:
    """The records of ``_source()``."""
    path = tmp_path_factory.mktemp("predicates") / "input.td"
    path.write_text(_source())
    result = parse_records(str(path), include_dirs=[TD_DIR], warn_unused=False)
    assert result.ok, [d.render() for d in result.diagnostics]
    return result.keeper


CONDITIONS = [
    ('def P : CPred<"$_self.isF32()">;', "($_self.isF32())"),
    ('def P : And<[CPred<"a">, CPred<"b">]>;', "((a)) && ((b))"),
    ('def P : Or<[CPred<"a">, CPred<"b">, CPred<"c">]>;', "((a)) || ((b)) || ((c))"),
    ('def P : Neg<CPred<"a">>;', "!((a))"),
    ('def P : And<[CPred<"a">]>;', "(a)"),
    ("def P : And<[]>;", "true"),
    ("def P : Or<[]>;", "false"),
    # Known children vanish from or collapse their parent.
    ('def P : And<[CPred<"a">, And<[]>]>;', "(a)"),
    ('def P : And<[CPred<"a">, Or<[]>]>;', "false"),
    ('def P : Or<[CPred<"a">, And<[]>]>;', "true"),
    ('def P : Or<[Or<[]>, CPred<"a">, CPred<"b">]>;', "((a)) || ((b))"),
    ('def P : Neg<Or<[CPred<"a">, And<[]>]>>;', "!(true)"),
    ('def P : And<[And<[CPred<"a">, Or<[]>]>, CPred<"b">]>;', "false"),
    # Nothing below a SubstLeaves node is simplified.
    ('def P : SubstLeaves<"x", "y", And<[CPred<"x">, And<[]>]>>;', "((y)) && (true)"),
    # Substitution is plain text replacement in leaves.
    (
        'def P : SubstLeaves<"$_self", "$_self.getType()", CPred<"f($_self)">>;',
        "(f($_self.getType()))",
    ),
    # Inner substitutions apply first.
    (
        'def P : SubstLeaves<"a", "b", SubstLeaves<"b", "c", CPred<"a + b">>>;',
        "(b + c)",
    ),
    (
        'def P : SubstLeaves<"b", "c", SubstLeaves<"a", "b", CPred<"a + b">>>;',
        "(c + c)",
    ),
    # The replaced text is not searched again.
    ('def P : SubstLeaves<"a", "aa", CPred<"a a">>;', "(aa aa)"),
    # Concat wraps the child's text; outer substitutions reach prefix and suffix.
    ('def P : Concat<"g(", CPred<"x">, ")">;', "g((x))"),
    ('def P : SubstLeaves<"x", "z", Concat<"g(x, ", CPred<"x">, ")">>;', "g(z, (z))"),
    ('def P : Concat<"g(x, ", SubstLeaves<"x", "z", CPred<"x">>, ")">;', "g(x, (z))"),
    ('def P : Concat<"[", Or<[CPred<"a">, CPred<"b">]>, "]">;', "[((a)) || ((b))]"),
]


@pytest.mark.parametrize("index", range(len(CONDITIONS)))
def test_combined_condition(keeper: RecordKeeper, index: int) -> None:
    """The combined C++ condition is what mlir-tblgen would emit."""
    assert cpp_condition(keeper.defs[f"C{index}"]) == CONDITIONS[index][1]


def test_tree_shape(keeper: RecordKeeper) -> None:
    """Nodes keep their kind, children and substituted leaf text."""
    tree = predicate_tree(keeper.defs["Shape"])
    assert tree.kind is PredKind.AND
    assert [c.kind for c in tree.children] == [PredKind.SUBST_LEAVES, PredKind.NOT]
    assert [leaf.expr for leaf in tree.leaves()] == ["(t)", "(u)"]


TRANSLATED = [
    (
        'def P : And<[CPred<"$_self.isF32()">, CPred<"$_self.isF16()">]>;',
        "_p.is_f32(v) and _p.is_f16(v)",
    ),
    (
        'def P : Or<[CPred<"$_self.isF32()">, Neg<CPred<"$_self.isF16()">>]>;',
        "_p.is_f32(v) or not _p.is_f16(v)",
    ),
    (
        'def P : Or<[And<[CPred<"$_self.isF32()">, CPred<"$_self.isF64()">]>, '
        'CPred<"$_self.isF16()">]>;',
        "(_p.is_f32(v) and _p.is_f64(v)) or _p.is_f16(v)",
    ),
    (
        'def P : Neg<And<[CPred<"$_self.isF32()">, CPred<"$_self.isF64()">]>>;',
        "not (_p.is_f32(v) and _p.is_f64(v))",
    ),
    ("def P : And<[]>;", "True"),
    ("def P : Or<[]>;", "False"),
    (
        'def P : SubstLeaves<"$_self", "$_self.getType()", CPred<"$_self.isF32()">>;',
        "_p.is_f32(_p.get_type(v))",
    ),
    (
        'def P : Concat<"::llvm::all_of($_self, [](::mlir::Type t) { return ", '
        'SubstLeaves<"$_self", "t", CPred<"$_self.isF32()">>, "; })">;',
        "_p.all_of(_p.is_f32(t) for t in v)",
    ),
    (
        'def P : Concat<"[](::mlir::Type elementType) { return ", '
        'SubstLeaves<"$_self", "elementType", Or<[CPred<"$_self.isF32()">, '
        'CPred<"$_self.isIndex()">]>>, '
        '"; }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())">;',
        "(lambda elementType: _p.is_f32(elementType) or _p.is_index(elementType))"
        "(_p.get_element_type(v))",
    ),
]


@pytest.mark.parametrize("index", range(len(TRANSLATED)))
def test_translate_tree(keeper: RecordKeeper, index: int) -> None:
    """Trees become Python with ``and``/``or``/``not`` and Concat children inlined."""
    translation = translate_predicate(keeper.defs[f"T{index}"], "v")
    assert translation.python_src == TRANSLATED[index][1]
    assert translation.untranslated_leaves == ()


def test_untranslated_leaves_are_all_listed(keeper: RecordKeeper) -> None:
    """Every failing leaf is reported, and the predicate has no source."""
    translation = translate_predicate(keeper.defs["Bad"], "v")
    assert translation.python_src is None
    reasons = [(leaf.expr, leaf.reason) for leaf in translation.untranslated_leaves]
    assert reasons == [
        ("(isGood($_self))", "unknown function 'isGood'"),
        ("(isBetter($_self))", "unknown function 'isBetter'"),
    ]


def test_user_supplied_leaf(keeper: RecordKeeper) -> None:
    """A leaf the user supplies as Python replaces the untranslatable C++."""
    user = {
        "(isGood($_self))": "my_checks.is_good($_self)",
        "(isBetter($_self))": "my_checks.is_better($_self)",
    }
    translation = translate_predicate(keeper.defs["Bad"], "v", user_leaves=user)
    assert translation.python_src == (
        "(my_checks.is_good(v)) and _p.is_f32(v) and (my_checks.is_better(v))"
    )


def test_untranslated_constraint_fails_at_verify_time(keeper: RecordKeeper) -> None:
    """The stand-in for an untranslated constraint raises, naming it and its leaves."""
    from tblgen_py.cpp.predicates import failing_src
    from tblgen_py.runtime import predicates

    translation = translate_predicate(keeper.defs["Bad"], "v")
    src = failing_src("my.op operand #0 'x'", translation)
    with pytest.raises(predicates.PredicateUnavailable) as info:
        eval(src, {"_p": predicates, "v": None})
    assert str(info.value) == (
        "constraint 'my.op operand #0 'x'' has untranslated C++ predicates: "
        "(isGood($_self)); (isBetter($_self))"
    )


def test_syntax_error_span_points_into_td(keeper: RecordKeeper) -> None:
    """A parse failure is located at the character inside the .td string."""
    translation = translate_predicate(keeper.defs["Syntax"], "v")
    (leaf,) = translation.untranslated_leaves
    assert (leaf.expr, leaf.offset, leaf.reason) == (
        "($_self.isF32() +)",
        16,
        "expected ')'",
    )
    span = leaf.span
    assert span is not None
    line, col = span.file.line_col(span.start)
    assert span.file.line_text(span.start) == 'def Syntax : CPred<"$_self.isF32() +">;'
    assert span.file.line_text(span.start)[col - 1] == "+"
    rendered = leaf.diagnostic("'Syntax'").render().splitlines()
    assert rendered[0].endswith(
        f"input.td:{line}:{col}: warning: cannot translate predicate of 'Syntax' "
        "to Python: expected ')' (in '($_self.isF32() +)')"
    )
    assert rendered[1:] == [
        'def Syntax : CPred<"$_self.isF32() +">;',
        " " * (col - 1) + "^",
    ]


def test_op_sites(keeper: RecordKeeper) -> None:
    """Operands, attributes, results, regions and PredOpTraits are sites."""
    sites = op_constraint_sites(keeper.defs["MyOp"])
    kinds = [(s.kind, s.name) for s in sites]
    assert kinds == [
        (SiteKind.OPERAND, "a"),
        (SiteKind.OPERAND, "b"),
        (SiteKind.ATTRIBUTE, "c"),
        (SiteKind.RESULT, "r"),
        (SiteKind.REGION, "body"),
        (SiteKind.TRAIT, "anonymous_" + sites[-1].name.split("_")[-1]),
    ]
    assert sites[0].summary == "32-bit signless integer"


def test_report(keeper: RecordKeeper) -> None:
    """The --report-untranslated text: counts, percentage, leaves by frequency."""
    stats = report_untranslated(keeper, [keeper.defs["ReportOp"]])
    lines = format_report(stats).splitlines()
    assert lines[:3] == [
        "constraint sites: 3 in 1 ops; distinct leaf predicates: 3",
        "translated: 2 of 3 sites (66.67%), 2 of 3 leaves",
        "untranslated leaves, by number of sites:",
    ]
    head, location = lines[3].split("  [")
    assert head == "      1  (isWeird($_self))  -- unknown function 'isWeird'"
    assert location.endswith(f"input.td:{_line_of('def Weird')}:28]")
    assert len(lines) == 4


def _line_of(text: str) -> int:
    """1-based line of ``text`` in the module's TableGen source."""
    return _source()[: _source().index(text)].count("\n") + 1


EXTRA = """
  def Shape : And<[SubstLeaves<"s", "t", CPred<"s">>, Neg<CPred<"u">>]>;
  def Bad : And<[CPred<"isGood($_self)">, CPred<"$_self.isF32()">,
                 CPred<"isBetter($_self)">]>;
  def Syntax : CPred<"$_self.isF32() +">;
  def D : Dialect { let name = "d"; }
  def Weird : TypeConstraint<CPred<"isWeird($_self)">, "weird">;
  def ReportOp : Op<D, "report"> {
    let arguments = (ins AnyTypeOf<[I32, F32]>:$x, Weird:$y);
    let results = (outs I32:$r);
  }
  def MyOp : Op<D, "my", [PredOpTrait<"same", CPred<"$a == $b">>]> {
    let arguments = (ins I32:$a, Variadic<F32>:$b, I64Attr:$c);
    let results = (outs AnyTensor:$r);
    let regions = (region SizedRegion<1>:$body);
  }
"""
