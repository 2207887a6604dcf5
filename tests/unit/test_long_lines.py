"""``long_lines``: an overlong generated statement split by naming its parts."""

from __future__ import annotations

from typing import Any

from tblgen_py.backends.checks import black_quotes, fitted_lines
from tblgen_py.backends.layout import FMT_SKIP, LINE_LENGTH
from tblgen_py.backends.long_lines import split_long_statement

CALLS: list[str] = []


def _record(name: str) -> Any:
    """A helper that logs its calls and returns its own name's length."""

    def helper(*args: object) -> int:
        CALLS.append(name)
        return len(name) + sum(a for a in args if isinstance(a, int))

    return helper


def _run(lines: list[str]) -> tuple[object, list[str]]:
    """Run ``lines`` as the body of ``f(x)``; its result and the calls made."""
    namespace: dict[str, Any] = {
        name: _record(name) for name in ("first_helper", "second_helper", "third")
    }

    def boom(*args: object) -> int:
        raise AssertionError("a branch not taken was evaluated")

    namespace["boom"] = boom
    source = "def f(x):\n" + "\n".join(lines) + "\n"
    exec(compile(source, "<test>", "exec"), namespace)  # noqa: S102 - built above
    CALLS.clear()
    return namespace["f"](3), list(CALLS)


LONG = (
    "return first_helper(second_helper(x, 1), third(x)) * first_helper(second_helper"
    "(x, 1), third(x, 2)) + second_helper(third(x), third(x, 7), first_helper(x))"
)


def test_long_return_is_split_into_fitting_lines_with_the_same_value() -> None:
    split = split_long_statement(LONG, "    ", set(), black_quotes)
    assert split is not None and len(split) > 1
    assert all(len(line) <= LINE_LENGTH for line in split)
    assert split[0].startswith("    _v1: Any = ")
    assert _run(split)[0] == _run(["    " + LONG])[0]


def test_repeated_part_is_named_once() -> None:
    part = "first_helper(second_helper(x, 1), third(x, 2222))"
    statement = f"return third({part}, {part}, 3333333)"
    split = split_long_statement(statement, "    ", set(), black_quotes)
    assert split == [f"    _v1: Any = {part}", "    return third(_v1, _v1, 3333333)"]
    assert _run(split)[0] == _run(["    " + statement])[0]


def test_conditional_branches_are_not_evaluated_early() -> None:
    statement = (
        "return first_helper(x) if second_helper(third(x, 11111111), third(x, 2222222),"
        " first_helper(x, 333333)) > 0 else boom(x)"
    )
    split = split_long_statement(statement, "    ", set(), black_quotes)
    assert split is not None and all(len(line) <= LINE_LENGTH for line in split)
    assert "boom" not in split[0] and "boom" in split[-1]
    assert _run(split)[0] == _run(["    " + statement])[0]
    branches = "return boom(second_helper(x, 1234567), third(x, 2345678)) if x else "
    lone = branches + "first_helper(second_helper(x, 7654321), third(x, 8765432))"
    assert split_long_statement(lone, "    ", set(), black_quotes) is None


def test_unsplittable_statement_keeps_its_skip_marker() -> None:
    long_name = "a" * 100
    line = f"    return {long_name}{FMT_SKIP}"
    assert fitted_lines([line]) == [line]


def test_fresh_names_avoid_those_in_use() -> None:
    taken = {"_v1"}
    split = split_long_statement(LONG, "    ", taken, black_quotes)
    assert split is not None and not split[0].startswith("    _v1:")
    assert "_v2" in taken
