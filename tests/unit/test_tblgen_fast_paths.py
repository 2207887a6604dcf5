"""Shortcuts the front end takes for speed keep LLVM's semantics."""

from __future__ import annotations

import pytest

from tblgen_py.support.diagnostics import Span
from tblgen_py.frontend.lexer import Lexer
from tblgen_py.records.record import FieldKind, Record, RecordVal
from tblgen_py.records.resolve import MapResolver
from tblgen_py.frontend.session import reset_interning
from tblgen_py.records.types import INT, STRING
from tblgen_py.records.values import (
    UNSET,
    DagInit,
    IntInit,
    ListInit,
    StringInit,
    VarInit,
)


@pytest.fixture(autouse=True)
def fresh_pools() -> None:
    """Each test interns its own values."""
    reset_interning()


class TestHasRefs:
    def test_literals_and_their_lists_have_none(self) -> None:
        lst = ListInit.get([IntInit.get(1), UNSET], INT)
        dag = DagInit.get(StringInit.get("op"), None, [lst], [StringInit.get("a")])
        assert not lst.has_refs and not dag.has_refs
        assert lst.is_concrete() and dag.is_concrete()

    def test_a_variable_anywhere_inside_counts(self) -> None:
        var = VarInit.get("x", INT)
        lst = ListInit.get([IntInit.get(1), var], INT)
        dag = DagInit.get(StringInit.get("op"), None, [lst], [None])
        assert var.has_refs and lst.has_refs and dag.has_refs

    def test_resolution_still_substitutes_inside_lists(self) -> None:
        var = VarInit.get("x", INT)
        lst = ListInit.get([IntInit.get(1), var], INT)
        resolver = MapResolver()
        resolver.set(var.name, IntInit.get(2))
        assert lst.resolve(resolver) is ListInit.get(
            [IntInit.get(1), IntInit.get(2)], INT
        )
        literal = ListInit.get([IntInit.get(1)], INT)
        assert literal.resolve(resolver) is literal


class TestInheritValues:
    def test_copies_new_fields_and_returns_clashes(self) -> None:
        parent = Record(StringInit.get("P"), [], is_class=True)
        for name in ("a", "b"):
            parent.add_value(RecordVal(StringInit.get(name), STRING, FieldKind.NORMAL))
        targ = RecordVal(StringInit.get("P:t"), INT, FieldKind.TEMPLATE_ARG)
        parent.add_value(targ)
        child = Record(StringInit.get("C"), [])
        child.add_value(RecordVal(StringInit.get("b"), STRING, FieldKind.NORMAL))
        clashes = child.inherit_values(parent.values)
        assert [v.name.value for v in clashes] == ["b"]
        assert [v.name.value for v in child.values] == ["b", "a"]
        copied = child.get_value("a")
        assert copied is not None and copied is not parent.get_value("a")
        assert child.get_value("P:t") is None

    def test_inherit_from_sees_fields_added_after_an_earlier_subclass(self) -> None:
        parent = Record(StringInit.get("P"), [], is_class=True)
        parent.add_value(RecordVal(StringInit.get("a"), STRING, FieldKind.NORMAL))
        parent.add_value(RecordVal(StringInit.get("P:t"), INT, FieldKind.TEMPLATE_ARG))
        first = Record(StringInit.get("C1"), [])
        assert first.inherit_from(parent) == []
        parent.add_value(RecordVal(StringInit.get("b"), STRING, FieldKind.NORMAL))
        second = Record(StringInit.get("C2"), [])
        second.add_value(RecordVal(StringInit.get("a"), STRING, FieldKind.NORMAL))
        clashes = second.inherit_from(parent)
        assert [v.name.value for v in clashes] == ["a"]
        assert [v.name.value for v in first.values] == ["a"]
        assert [v.name.value for v in second.values] == ["a", "b"]
        copied = second.get_value("b")
        assert copied is not None and copied is not parent.get_value("b")


class TestTokens:
    def test_a_token_is_its_own_span(self) -> None:
        tok = Lexer("t.td", text="def  abc;").tokens[1]
        assert tok.span is tok
        assert tok == Span(tok.file, 5, 8)
        assert tok.text == "abc"
