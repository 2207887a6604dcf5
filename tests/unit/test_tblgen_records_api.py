"""The record model without the lexer: types, their common type, interning, str and repr."""

from __future__ import annotations

from collections.abc import Iterator
from textwrap import dedent

import pytest

from tblgen_py.records.record import Record
from tblgen_py.frontend.session import parse_records, reset_interning
from tblgen_py.records.types import (
    BIT,
    DAG,
    INT,
    STRING,
    RecTy,
    bits_type,
    record_type,
    resolve_types,
)
from tblgen_py.records.values import (
    FALSE,
    TRUE,
    UNSET,
    BitsInit,
    DagInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
    VarInit,
    wrap64,
)

HIERARCHY = dedent("""\
    class Base;
    class Left : Base;
    class Right : Base;
    class Other;
    class Both : Left, Right;
    """)


@pytest.fixture(scope="module")
def classes() -> Iterator[dict[str, Record]]:
    """The classes of a small hierarchy, parsed once."""
    result = parse_records("hierarchy.td", text=HIERARCHY)
    assert result.ok, [d.render() for d in result.diagnostics]
    yield result.keeper.classes
    reset_interning()


def rec_ty(classes: dict[str, Record], *names: str) -> RecTy:
    """The record type of the named classes."""
    return record_type([classes[n] for n in names])


def builtin(spelling: str) -> RecTy:
    """The interned type for ``bit``, ``bits<n>``, ``int``, ``string``, ``dag``, ``list<T>``."""
    if spelling.startswith("list<"):
        return builtin(spelling[5:-1]).list_ty()
    if spelling.startswith("bits<"):
        return bits_type(int(spelling[5:-1]))
    return {"bit": BIT, "int": INT, "string": STRING, "dag": DAG}[spelling]


# Built at test time: a run's reset forgets the interned list types.
@pytest.mark.parametrize(
    ("left", "right", "expected"),
    [
        ("bit", "bit", "bit"),
        ("bit", "int", "int"),
        ("int", "bit", "bit"),
        ("bits<4>", "int", "int"),
        ("int", "bits<4>", "bits<4>"),
        ("bit", "bits<1>", "bits<1>"),
        ("bits<2>", "bits<3>", None),
        ("string", "int", None),
        ("string", "string", "string"),
        ("dag", "string", None),
        ("list<bit>", "list<int>", "list<int>"),
        ("list<string>", "list<int>", None),
        ("list<list<int>>", "list<list<bit>>", "list<list<bit>>"),
        ("list<int>", "int", None),
    ],
)
def test_resolve_types_builtin(left: str, right: str, expected: str | None) -> None:
    common = resolve_types(builtin(left), builtin(right))
    assert common is (None if expected is None else builtin(expected))


@pytest.mark.parametrize(
    ("left", "right", "expected"),
    # The walk starts from the left type's classes and keeps every class the right
    # type derives from, so the result can list a class with its superclass (as
    # llvm-tblgen prints for the list [both, left]: list<{Base, Left}>).
    [
        (("Left",), ("Right",), "Base"),
        (("Left",), ("Base",), "Base"),
        (("Left",), ("Both",), "Left"),
        (("Both",), ("Left",), "{Base, Left}"),
        (("Left",), ("Other",), "{}"),
        (("Both",), ("Both",), "Both"),
        (("Left", "Other"), ("Right", "Other"), "{Base, Other}"),
    ],
)
def test_resolve_types_records(
    classes: dict[str, Record],
    left: tuple[str, ...],
    right: tuple[str, ...],
    expected: str,
) -> None:
    common = resolve_types(rec_ty(classes, *left), rec_ty(classes, *right))
    assert str(common) == expected


@pytest.mark.parametrize(
    ("source", "target", "convertible"),
    [
        (("Both",), ("Left",), True),
        (("Both",), ("Base",), True),
        (("Base",), ("Left",), False),
        (("Left",), ("Left", "Base"), True),
        (("Left",), ("Left", "Other"), False),
    ],
)
def test_record_type_convertibility(
    classes: dict[str, Record],
    source: tuple[str, ...],
    target: tuple[str, ...],
    convertible: bool,
) -> None:
    src, dst = rec_ty(classes, *source), rec_ty(classes, *target)
    assert src.is_convertible_to(dst) is convertible


def test_record_types_are_interned_in_name_order(classes: dict[str, Record]) -> None:
    assert rec_ty(classes, "Other", "Left") is rec_ty(classes, "Left", "Other")
    assert str(rec_ty(classes, "Other", "Left")) == "{Left, Other}"


@pytest.mark.parametrize(
    ("make", "same"),
    [
        (lambda: IntInit.get(42), True),
        (lambda: StringInit.get("s"), True),
        (lambda: StringInit.get("s", True), True),
        (lambda: ListInit.get([IntInit.get(1)], INT), True),
        (lambda: BitsInit.get([TRUE, FALSE]), True),
        (lambda: DagInit.get(UNSET, None, [IntInit.get(1)], [None]), True),
        (lambda: bits_type(7), True),
        (lambda: INT.list_ty(), True),
        (lambda: VarInit.get("v", INT), True),
    ],
    ids=[
        "int",
        "string",
        "code",
        "list",
        "bits",
        "dag",
        "bits_type",
        "list_type",
        "var",
    ],
)
def test_interning_gives_identity(make: object, same: bool) -> None:
    assert callable(make)
    assert (make() is make()) is same


def test_string_and_code_are_distinct_values() -> None:
    assert StringInit.get("x") is not StringInit.get("x", True)
    assert ListInit.get([], INT) is not ListInit.get([], STRING)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (0, 0),
        (2**63 - 1, 2**63 - 1),
        (2**63, -(2**63)),
        (2**64, 0),
        (-1, -1),
        (2**64 - 1, -1),
        (-(2**63) - 1, 2**63 - 1),
    ],
)
def test_wrap64(value: int, expected: int) -> None:
    assert wrap64(value) == expected


def _dag() -> Init:
    return DagInit.get(
        VarInit.get("op", DAG),
        StringInit.get("name"),
        [IntInit.get(1), StringInit.get("s"), UNSET],
        [StringInit.get("a"), None, StringInit.get("u")],
    )


@pytest.mark.parametrize(
    ("make", "text", "shown"),
    [
        (lambda: IntInit.get(-5), "-5", "IntInit(-5)"),
        (lambda: StringInit.get("a b"), '"a b"', 'StringInit("a b")'),
        (lambda: StringInit.get("c", True), "[{c}]", "StringInit([{c}])"),
        (lambda: UNSET, "?", "UnsetInit(?)"),
        (lambda: TRUE, "1", "BitInit(1)"),
        (
            lambda: BitsInit.get([TRUE, UNSET, FALSE]),
            "{ 0, ?, 1 }",
            "BitsInit({ 0, ?, 1 })",
        ),
        (
            lambda: ListInit.get([IntInit.get(1), IntInit.get(2)], INT),
            "[1, 2]",
            "ListInit([1, 2])",
        ),
        (lambda: ListInit.get([], STRING), "[]", "ListInit([])"),
        (
            lambda: _dag(),
            '(op:$name 1:$a, "s", ?:$u)',
            'DagInit((op:$name 1:$a, "s", ?:$u))',
        ),
        (lambda: VarInit.get("x", INT), "x", "VarInit(x)"),
    ],
    ids=[
        "int",
        "string",
        "code",
        "unset",
        "bit",
        "bits",
        "list",
        "empty_list",
        "dag",
        "var",
    ],
)
def test_value_str_and_repr(make: object, text: str, shown: str) -> None:
    assert callable(make)
    value = make()
    assert str(value) == text
    assert repr(value) == shown


@pytest.mark.parametrize(
    ("ty", "text", "shown"),
    [
        (BIT, "bit", "BitRecTy(bit)"),
        (bits_type(3), "bits<3>", "BitsRecTy(bits<3>)"),
        (INT, "int", "IntRecTy(int)"),
        (STRING, "string", "StringRecTy(string)"),
        (DAG, "dag", "DagRecTy(dag)"),
        (INT.list_ty().list_ty(), "list<list<int>>", "ListRecTy(list<list<int>>)"),
    ],
    ids=str,
)
def test_type_str_and_repr(ty: RecTy, text: str, shown: str) -> None:
    assert str(ty) == text
    assert repr(ty) == shown


@pytest.mark.parametrize(
    ("value", "ty", "expected"),
    [
        (IntInit.get(1), BIT, "1"),
        (IntInit.get(2), BIT, None),
        (IntInit.get(5), bits_type(3), "{ 1, 0, 1 }"),
        (IntInit.get(8), bits_type(3), None),
        (IntInit.get(-1), bits_type(2), "{ 1, 1 }"),
        (TRUE, INT, "1"),
        (BitsInit.get([FALSE, TRUE]), INT, "2"),
        (StringInit.get("s"), INT, None),
        (StringInit.get("s", True), STRING, "[{s}]"),
        (UNSET, INT, "?"),
    ],
    ids=lambda v: str(v),
)
def test_convert_to(value: Init, ty: RecTy, expected: str | None) -> None:
    converted = value.convert_to(ty)
    assert (None if converted is None else str(converted)) == expected
