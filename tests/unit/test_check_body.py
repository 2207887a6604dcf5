"""Statement-form bodies of long check functions: same value, same calls, black-clean."""

from __future__ import annotations

import black
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tblgen_py.backends.check_body import check_body
from tblgen_py.backends.layout import FMT_SKIP, LINE_LENGTH

PARAMETERS = frozenset({"_self"})


class Recorder:
    """Predicate helpers that log every call and answer from a fixed table."""

    def __init__(self, answers: dict[str, bool]) -> None:
        self.answers = answers
        self.calls: list[tuple[str, object]] = []

    def __getattr__(self, name: str) -> object:
        if name in ("all_of", "any_of"):
            return all if name == "all_of" else any  # as tblgen_py.runtime.predicates

        def helper(*args: object) -> object:
            self.calls.append((name, args))
            if name.startswith("items"):
                return [0, 1, 2]
            if name.startswith("width"):
                return len(name) + sum(a for a in args if isinstance(a, int))
            return self.answers.get(name, len(name) % 2 == 0) != (args == (1,))

        return helper


def _leaf(index: int) -> str:
    return f"_p.check_that_the_value_is_a_long_named_property_{index}(_self)"


def expressions() -> st.SearchStrategy[str]:
    leaves = st.integers(0, 40).map(_leaf)
    compares = st.integers(0, 40).map(
        lambda i: f"_p.width_of_the_long_named_type_{i}(_self) == {i % 7}"
    )

    def extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        chains = st.tuples(
            st.sampled_from([" and ", " or "]), st.lists(inner, min_size=2, max_size=4)
        ).map(lambda p: p[0].join(f"({e})" for e in p[1]))
        negations = inner.map(lambda e: f"not ({e})")
        binds = st.tuples(st.integers(0, 9), inner).map(
            lambda p: f"(lambda elementType: {p[1].replace('_self', 'elementType')})"
            f"(_p.element_type_of_the_value_{p[0]}(_self))"
        )
        ranges = st.tuples(st.sampled_from(["all_of", "any_of"]), inner).map(
            lambda p: f"_p.{p[0]}({p[1].replace('(_self)', '(v)')} "
            "for v in _p.items_of_the_value(_self))"
        )
        return st.one_of(chains, negations, binds, ranges)

    return st.recursive(st.one_of(leaves, compares), extend, max_leaves=12)


def _run(source: str, answers: dict[str, bool]) -> tuple[object, list[object]]:
    recorder = Recorder(answers)
    namespace: dict[str, object] = {"_p": recorder}
    exec(source, namespace)  # noqa: S102 - test input built above
    function = namespace["check"]
    assert callable(function)
    return bool(function("value")), list(recorder.calls)


@settings(max_examples=300, deadline=None)
@given(
    expressions(),
    st.dictionaries(st.text("abcdefghijklmnopqrstuvwxyz_0123456789"), st.booleans()),
)
def test_statements_keep_value_and_call_order(
    expression: str, answers: dict[str, bool]
) -> None:
    body = check_body(expression, PARAMETERS, "    ")
    split = "def check(_self):\n" + "\n".join(body) + "\n"
    one_line = f"def check(_self):\n    return {expression}\n"
    assert _run(split, answers) == _run(one_line, answers)


NESTED = (
    "not ((_p.check_that_the_value_is_a_long_named_property_0(_self)) and "
    "((_p.check_that_the_value_is_a_long_named_property_0(_self)) and "
    "(_p.check_that_the_value_is_a_long_named_property_0(_self))) and "
    "((_p.check_that_the_value_is_a_long_named_property_0(_self)) and "
    "(_p.check_that_the_value_is_a_long_named_property_0(_self))) and "
    "(not (_p.check_that_the_value_is_a_long_named_property_0(_self))))"
)
"""Nested blocks: the innermost body is laid out at its own depth (a body laid
out once and indented further overflowed the line)."""


@settings(max_examples=150, deadline=None)
@given(expressions())
@example(NESTED)
def test_statements_are_black_clean(expression: str) -> None:
    body = check_body(expression, PARAMETERS, "    ")
    source = "def check(_self: object) -> bool:\n" + "\n".join(body) + "\n"
    assert black.format_str(source, mode=black.Mode()) == source
    for line in body:
        assert len(line) <= LINE_LENGTH or line.endswith(FMT_SKIP)


def test_short_expression_is_one_return() -> None:
    assert check_body("_p.is_f32(_self)", PARAMETERS, "    ") == [
        "    return _p.is_f32(_self)"
    ]


def test_lambda_binding_becomes_an_assignment() -> None:
    expression = (
        "_p.has_trait_of_the_kind(_self, 'ValueSemantics') and "
        "(lambda elementType: _p.is_signless_integer_of_width(elementType, 1))"
        "(_p.get_element_type_of_the_shaped_type(_self))"
    )
    assert check_body(expression, PARAMETERS, "    ") == [
        "    if not _p.has_trait_of_the_kind(_self, 'ValueSemantics'):",
        "        return False",
        "    elementType = _p.get_element_type_of_the_shaped_type(_self)",
        "    return _p.is_signless_integer_of_width(elementType, 1)",
    ]


def test_a_name_the_expression_reads_is_never_rebound() -> None:
    """``elementType`` is read outside the lambda: the lambda stays a call."""
    expression = (
        "_p.is_some_very_long_predicate_name(elementType) or "
        "(lambda elementType: _p.is_signless_integer_of_width(elementType, 1))"
        "(_p.get_element_type_of_the_shaped_type(_self))"
    )
    body = check_body(expression, PARAMETERS, "    ")
    assert not any(line.lstrip().startswith("elementType =") for line in body)


def test_range_becomes_a_loop() -> None:
    expression = (
        "_p.isa(_self, 'ArrayAttr') and _p.all_of(_p.present(attr) and "
        "_p.isa(attr, 'arith::AtomicRMWKindAttr') for attr in _self)"
    )
    body = check_body(expression, PARAMETERS, "    ")
    assert "    for attr in _self:" in body
