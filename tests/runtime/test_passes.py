"""The pass manager: options, textual pipelines, nesting, verification, failure."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tblgen_py.runtime.ir import Context, Operation
from tblgen_py.runtime.ir.verifier import VerificationError
from tblgen_py.runtime.passes import (
    Nesting,
    OpPassManager,
    Pass,
    PassFailure,
    PassManager,
    PassOption,
    PassOptionError,
    PassPipelineError,
    create_pass,
    parse_pass_pipeline,
    register_pass,
)
from tblgen_py.runtime.passes.options import parse_options, split_list
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

LOG: list[tuple[str, str]] = []
"""(pass argument, op name) for every run of the recording passes."""


@register_pass
class RecordPass(Pass):
    """Records the ops it runs on; ``tag`` names the run."""

    argument = "test-record"
    description = "Record where the pass runs"
    options = (PassOption("tag", "string", "", "a name for the log"),)

    def run_on_operation(self, op: Operation) -> None:
        LOG.append((str(self.option("tag")), op.name))


@register_pass
class FuncOnlyPass(RecordPass):
    """Restricted to ``t.func``."""

    argument = "test-func-only"
    op_name = "t.func"


@register_pass
class BreakPass(Pass):
    """Moves each op's last nested use before its definition (invalid IR)."""

    argument = "test-break"
    options = (PassOption("fail", "bool", False, "signal failure"),)

    def run_on_operation(self, op: Operation) -> None:
        if self.option("fail"):
            self.signal_pass_failure()
            return
        for nested in op.walk_ops():
            if nested.name == "t.use":
                first = nested.parent.first_op  # type: ignore[union-attr]
                nested.move_before(first)  # type: ignore[arg-type]
                return


SOURCE = """
"t.func"() ({
  "t.inner"() : () -> ()
}) : () -> ()
"t.other"() ({
  "t.func"() ({}) : () -> ()
}) : () -> ()
"t.func"() ({}) : () -> ()
"""


@pytest.fixture(autouse=True)
def clear_log() -> Iterator[None]:
    LOG.clear()
    yield
    LOG.clear()


class Body(Operation):
    """A registered op: its region has SSA dominance (unregistered ones may not)."""

    __slots__ = ()
    OPERATION_NAME = "t.f"
    registered = True


def module(text: str = SOURCE) -> tuple[Context, Operation]:
    context = Context(allow_unregistered_dialects=True)
    context.register_op(Body)
    return context, parse_source(text, context)


def test_option_words() -> None:
    """LLVM's option parsers: bools, integers with radix, enums, lists, quotes."""
    options = (
        PassOption("b", "bool", False),
        PassOption("n", "long", 0),
        PassOption("u", "uint", 0),
        PassOption("e", "enum", "x", choices=("x", "y")),
        PassOption("l", "list", []),
        PassOption("s", "string", ""),
    )
    values = parse_options(options, "b n=0x10 e=y l=a,{b,c},'d e' s='x y' u=010")
    assert values == {
        "b": True,
        "n": 16,
        "e": "y",
        "l": ["a", "b,c", "d e"],
        "s": "x y",
        "u": 8,
    }
    assert parse_options(options, "b=False n=-3")["n"] == -3
    for text, message in (
        ("b=2", "for the --b option: '2' is invalid value for boolean argument! "),
        ("n=x", "for the --n option: 'x' value invalid for long argument!"),
        ("u=-1", "for the --u option: '-1' value invalid for uint argument!"),
        ("e=z", "for the --e option: Cannot find option named 'z'!"),
        ("n", "for the --n option: requires a value!"),
        ("zz=1", "<Pass-Options-Parser>: no such option zz"),
    ):
        with pytest.raises(PassOptionError) as info:
            parse_options(options, text)
        assert info.value.message.startswith(message)
    assert split_list("") == [] and split_list("{a,b}") == ["a,b"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "builtin.module(foo)",
            "MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a "
            "registered pass or pass pipeline\nfoo\n^\n",
        ),
        (
            "builtin.module(t.func(test-record)))",
            "MLIR Textual PassPipeline Parser:1:20: error: encountered extra closing "
            "')' creating unbalanced parentheses while parsing pipeline\n"
            "t.func(test-record))\n                   ^\n",
        ),
        (
            "builtin.module(t.func(test-record) cse)",
            "MLIR Textual PassPipeline Parser:1:21: error: expected ',' after parsing "
            "pipeline\nt.func(test-record) cse\n                    ^\n",
        ),
        (
            "builtin.module(t.func( test-record)",
            "MLIR Textual PassPipeline Parser:1:8: error: encountered unbalanced "
            "parentheses while parsing pipeline\nt.func( test-record\n       ^\n",
        ),
        (
            "builtin.module(test-record{tag=a)",
            "MLIR Textual PassPipeline Parser:1:12: error: missing closing '}' while "
            "processing pass options\ntest-record{tag=a\n           ^\n",
        ),
        (
            "builtin.module(test-record{bogus=1})",
            "<Pass-Options-Parser>: no such option bogus\n\n"
            "failed to add `test-record` with options `bogus=1`",
        ),
        (
            "test-record",
            "expected pass pipeline to be wrapped with the anchor operation type, "
            "e.g. 'builtin.module(...)'",
        ),
        (
            "builtin.module(t.other(test-func-only))",
            "Can't add pass 'test-func-only' restricted to 't.func' on a PassManager "
            "intended to run on 't.other', did you intend to nest?\n"
            "failed to add `test-func-only` with options ``\n"
            "failed to add `t.other` with options `` to inner pipeline",
        ),
    ],
)
def test_pipeline_errors(text: str, message: str) -> None:
    """Each structural and naming error as mlir-opt words and places it."""
    with pytest.raises(PassPipelineError) as info:
        parse_pass_pipeline(text)
    assert info.value.message == message
    assert info.value.cl_messages == ()


def test_option_error_in_pipeline_is_a_cl_message() -> None:
    """A bad value: LLVM's own line first, then the pipeline's trail."""
    with pytest.raises(PassPipelineError) as info:
        parse_pass_pipeline("builtin.module(t.func(test-break{fail=2}))")
    assert info.value.cl_messages == (
        "for the --fail option: '2' is invalid value for boolean argument! Try 0 or 1",
    )
    assert info.value.message == (
        "\nfailed to add `test-break` with options `fail=2`\n"
        "failed to add `t.func` with options `` to inner pipeline"
    )


def test_pipeline_prints_back() -> None:
    """Parsed pipelines print in MLIR's syntax, options sorted, lists braced."""
    pm = parse_pass_pipeline(
        " builtin.module( t.func(test-record{tag=a}) , canonicalize{max-iterations=3 "
        "enable-patterns=p,q}) "
    )
    assert pm.textual() == (
        "builtin.module(t.func(test-record{tag=a}),canonicalize{ "
        "enable-patterns={p,q} max-iterations=3 max-num-rewrites=-1 "
        "region-simplify=normal test-convergence=false top-down=true})"
    )
    assert pm.textual(pretty=True).splitlines()[:3] == [
        "builtin.module(",
        "  t.func(",
        "    test-record{tag=a}",
    ]


def test_nested_managers_run_on_direct_children_in_order() -> None:
    """``t.func(...)`` visits only the anchor's direct t.func children, in order;
    a pass after it runs once on the module."""
    context, top = module()
    pm = PassManager.adopt(
        context,
        parse_pass_pipeline(
            "builtin.module(t.func(test-record{tag=a}),t.func(test-record{tag=b}),"
            "test-record{tag=c})"
        ),
    )
    pm.run(top)
    assert LOG == [
        ("a", "t.func"),
        ("b", "t.func"),
        ("a", "t.func"),
        ("b", "t.func"),
        ("c", "builtin.module"),
    ]


def test_any_anchor_and_implicit_nesting() -> None:
    """``any(...)`` runs on any op; an op-specific pass nests implicitly."""
    context, top = module()
    pm = PassManager.adopt(context, parse_pass_pipeline("any(test-record{tag=x})"))
    pm.run(top)
    assert LOG == [("x", "builtin.module")]
    LOG.clear()
    implicit = PassManager(context)
    implicit.add_pass(create_pass("test-func-only", "tag=f"))
    assert implicit.textual() == "builtin.module(t.func(test-func-only{tag=f}))"
    implicit.run(top)
    assert LOG == [("f", "t.func"), ("f", "t.func")]
    explicit = OpPassManager("builtin.module", Nesting.EXPLICIT)
    with pytest.raises(PassPipelineError):
        explicit.add_pass(create_pass("test-func-only"))


def test_anchor_must_match_the_op() -> None:
    """A manager on another op name cannot run (mlir-opt's message)."""
    context, top = module()
    pm = PassManager.adopt(context, parse_pass_pipeline("t.func(test-record)"))
    with pytest.raises(VerificationError) as info:
        pm.run(top)
    assert (
        info.value.message == "can't run 't.func' pass manager on 'builtin.module' op"
    )


def test_verify_each_and_failure() -> None:
    """Invalid IR left by a pass fails verification (unless verify_each is off);
    ``signal_pass_failure`` stops the pipeline."""
    text = (
        '"t.f"() ({\n  %0 = "t.def"() : () -> i32\n  "t.use"(%0) : (i32) -> ()\n'
        "}) : () -> ()\n"
    )
    context, top = module(text)
    pipeline = parse_pass_pipeline("builtin.module(test-break, test-record)")
    with pytest.raises(VerificationError) as info:
        PassManager.adopt(context, pipeline).run(top)
    assert "does not dominate" in info.value.message
    assert LOG == []
    context, top = module(text)
    PassManager.adopt(context, pipeline, verify_each=False).run(top)
    assert LOG == [("", "builtin.module")]
    LOG.clear()
    failing = parse_pass_pipeline("builtin.module(test-break{fail}, test-record)")
    with pytest.raises(PassFailure):
        PassManager.adopt(context, failing).run(top)
    assert LOG == []


def test_canonicalize_collects_op_patterns() -> None:
    """``canonicalize`` uses the hasCanonicalizer hooks of registered ops, filtered
    by enable-/disable-patterns, and folds with MLIR's defaults."""
    from tblgen_py.runtime.ods import hooks
    from tblgen_py.runtime.rewrite import FunctionPattern

    class Twice(Operation):
        __slots__ = ()
        OPERATION_NAME = "t.twice"
        registered = True

        @classmethod
        def get_canonicalization_patterns(cls, patterns: object, ctx: object) -> None:
            """As generated for ``hasCanonicalizer``."""

    def to_once(op: Operation, rewriter: object) -> bool:
        rewriter.replace_op_with_new_op(op, "t.once", [], [])  # type: ignore[attr-defined]
        return True

    def populate(patterns: object, ctx: object) -> None:
        pattern = FunctionPattern("t.twice", to_once, debug_name="TwiceToOnce")
        patterns.add(pattern)  # type: ignore[attr-defined]

    hooks.attach(Twice, "canonicalization_patterns", populate)
    try:
        for pipeline, expected in (
            ("builtin.module(canonicalize)", '"t.once"'),
            ("builtin.module(canonicalize{disable-patterns=TwiceToOnce})", '"t.twice"'),
            ("builtin.module(canonicalize{enable-patterns=Other})", '"t.twice"'),
        ):
            context = Context(allow_unregistered_dialects=True)
            context.register_op(Twice)
            top = parse_source('"t.twice"() : () -> ()\n', context)
            PassManager.adopt(context, parse_pass_pipeline(pipeline)).run(top)
            printed = print_module(top, PrintOptions(generic=True), context)
            assert expected in printed, pipeline
    finally:
        hooks.detach(Twice, "canonicalization_patterns")
