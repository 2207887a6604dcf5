"""Constraint checks of a generated module: named functions and ``Check`` constants.

Each distinct translated predicate becomes one module-level function named
after the constraint that first uses it (``def _f64_tensor(_self: object) ->
bool:``); each constraint becomes a ``Check`` constant naming the constraint
and passing that function, so a failing check's traceback and message name
the constraint and nothing is compiled from source at run time.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from ast import literal_eval
from collections.abc import Callable

from tblgen_py.backends.check_body import check_body
from tblgen_py.backends.long_lines import split_long_statement
from tblgen_py.backends.layout import FMT_SKIP, LINE_LENGTH, bracketed, fit_block
from tblgen_py.backends.names import identifier_words, py_string, snake_case
from tblgen_py.ods.constraints import Constraint
from tblgen_py.records.record import Record

PredicateSource = Callable[..., "str | None"]

MODULE_NAMES = frozenset(
    {"_p", "_drr", "_ods_ir", "_ods_convert", "_ods_enums", "_enum_defs", "_native"}
)
"""Module-level names of generated modules a check function must not take."""

_MAX_NAME = 40
"""Longest function name taken from a summary (anonymous constraints)."""

_OP_PARAMETER = "_self: _ods_ir.OpView"
_VALUE_PARAMETER = "_self: Any"
"""Attributes and types: the helpers take ``object``; iteration needs ``Any``."""


def function_name(label: str, taken: set[str] | frozenset[str]) -> str:
    """``_f64_tensor`` for ``F64Tensor``: a private snake-case identifier not
    in ``taken`` (a numeric suffix tells apart names that collide)."""
    words = "_".join(identifier_words(snake_case(label.replace(" ", "_")).lower()))
    if len(words) > _MAX_NAME:
        words = words[: _MAX_NAME + 1].rsplit("_", 1)[0]
    base = "_" + (words or "constraint")
    name, count = base, 1
    while name in taken or name in MODULE_NAMES:
        count += 1
        name = f"{base}_{count}"
    return name


class CheckTable:
    """The check functions and ``Check`` constants of one generated module.

    A plain class: creating a dataclass costs more at import than its uses save.
    """

    __slots__ = (
        "predicate_source",
        "known_class",
        "names",
        "lines",
        "sources",
        "functions",
        "function_lines",
        "function_names",
        "count",
    )

    def __init__(
        self,
        predicate_source: PredicateSource,
        known_class: Callable[[str], bool] | None = None,
    ) -> None:
        self.predicate_source = predicate_source
        self.known_class = known_class
        self.names: dict[tuple[int, str], str] = {}
        self.lines: list[str] = []
        self.sources: dict[int, str | None] = {}
        self.functions: dict[tuple[str, str], str] = {}
        self.function_lines: list[str] = []
        self.function_names: set[str] = set()
        self.count = 0

    def block(self, blank_lines: int) -> list[str]:
        """The functions (two blank lines around each, as black spaces them,
        ``blank_lines`` already precede the block), then the constants."""
        if not self.function_lines:
            return fit_block(self.lines)
        lead = [""] * max(0, 2 - blank_lines)
        if not self.lines:
            return [*lead, *self.function_lines]
        return [*lead, *self.function_lines, "", "", *fit_block(self.lines)]

    def source(self, predicate: Record) -> str | None:
        """The Python source of a predicate record (translated once)."""
        if predicate.id not in self.sources:
            self.sources[predicate.id] = self.predicate_source(
                predicate, "_self", self.known_class
            )
        return self.sources[predicate.id]

    def check(
        self,
        constraint: Constraint,
        kind: str = "Check",
        placeholders: dict[str, str] | None = None,
        native_functions: frozenset[str] = frozenset(),
    ) -> str | None:
        """The constant for ``constraint`` (None when it always holds).

        With ``placeholders`` (per-op ``$name`` bindings) the constant is not
        shared with other ops; ``native_functions`` are C++ functions of a type
        that dialect ports supply (``TypesMatchWith`` transformers).
        """
        if constraint.predicate is None:
            return None
        key = (constraint.record.id, kind)
        if placeholders:
            key = (
                constraint.record.id,
                f"{kind}:{sorted(placeholders.items())}:{sorted(native_functions)}",
            )
        known = self.names.get(key)
        if known is not None:
            return known or None
        if placeholders:
            source = self.predicate_source(
                constraint.predicate,
                "_self",
                self.known_class,
                placeholders,
                native_functions=native_functions,
            )
        else:
            source = self.source(constraint.predicate)
        if source == "True":
            self.names[key] = ""
            return None
        name = f"_C{self.count}"
        self.count += 1
        self.names[key] = name
        label = constraint.def_name
        if label.startswith("anonymous_"):
            label = constraint.summary
        args = [py_string(label), py_string(constraint.summary)]
        parameter = _OP_PARAMETER if kind == "TraitCheck" else _VALUE_PARAMETER
        if source is None:
            args.append("_ods_ir.untranslated_predicate")
        else:
            args.append(self._function(label, source, parameter))
        self.lines += bracketed(f"{name} = _ods_ir.{kind}(", args, ")", "")
        return name

    def transformer(self, source: str) -> str:
        """The function of a ``TypesMatchWith`` transformer (the type, or
        types, a value takes from ``_self``, the type it matches), one per
        distinct source, named ``_type_transform``."""
        known = self.functions.get(("transform", source))
        if known is not None:
            return known
        name = function_name("type transform", self.function_names)
        self.functions[("transform", source)] = name
        self.function_names.add(name)
        if self.function_lines:
            self.function_lines += ["", ""]
        self.function_lines.append(f"def {name}(_self: Any) -> Any:")
        text = black_quotes(source)
        line = f"    return {text}"
        if len(line) > LINE_LENGTH and _is_chain(text):
            self.function_lines += fitted_lines([line + FMT_SKIP])  # and/or's value
        else:
            body = check_body(text, frozenset({"_self"}), "    ")
            self.function_lines += fitted_lines(body)
        return name

    def _function(self, label: str, source: str, parameter: str) -> str:
        """The function evaluating ``source`` (one per distinct source)."""
        known = self.functions.get((parameter, source))
        if known is not None:
            return known
        name = function_name(label, self.function_names)
        self.functions[(parameter, source)] = name
        self.function_names.add(name)
        if self.function_lines:
            self.function_lines += ["", ""]
        self.function_lines.append(f"def {name}({parameter}) -> bool:")
        names = frozenset({parameter.split(":")[0]})
        body = check_body(black_quotes(source), names, "    ")
        self.function_lines += fitted_lines(body)
        return name


def fitted_lines(lines: list[str]) -> list[str]:
    """``lines`` with each ``# fmt: skip`` statement split by naming its parts
    (``long_lines``) where that makes every line fit."""
    if not any(line.endswith(FMT_SKIP) for line in lines):
        return lines
    taken = set(_LOCAL.findall("\n".join(lines)))
    result: list[str] = []
    for line in lines:
        if line.endswith(FMT_SKIP):
            text = line.removesuffix(FMT_SKIP)
            statement = text.lstrip(" ")
            indent = text[: len(text) - len(statement)]
            split = split_long_statement(statement, indent, taken, black_quotes)
            if split is not None:
                result += split
                continue
        result.append(line)
    return result


_LOCAL = re.compile(r"\b_v\d+\b")


def _is_chain(source: str) -> bool:
    """Whether ``source`` is an ``and``/``or`` chain (whose check-body layout
    returns booleans, not the chain's value)."""
    return isinstance(ast.parse(source, mode="eval").body, ast.BoolOp)


def black_quotes(source: str) -> str:
    """``source`` with its plain string literals quoted as black quotes them."""
    if "'" not in source and '"' not in source:
        return source  # no string literal
    simple = _simple_quotes(source)
    if simple is not None:
        return simple
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    pieces: list[str] = []
    end = 0
    for token in tokens:
        if token.type != tokenize.STRING or token.string[0] not in "'\"":
            continue
        start, stop = token.start[1], token.end[1]
        pieces += [source[end:start], py_string(literal_eval(token.string))]
        end = stop
    return "".join(pieces) + source[end:] if pieces else source


_SIMPLE_STRING = re.compile(r"'([^'\\\r\n]*)'|\"([^\"\\\r\n]*)\"")
_NOT_SIMPLE = ("\\", "#", "\n", "\r", "'''", '"""')


def _simple_quotes(source: str) -> str | None:
    """``black_quotes`` of a line whose only literals are quoted strings
    without escapes or prefixes (as translated predicates write them),
    without tokenizing: there every quote outside a literal opens one that
    the next same quote closes; None for any other line."""
    if any(mark in source for mark in _NOT_SIMPLE):
        return None
    pieces: list[str] = []
    end = 0
    for match in _SIMPLE_STRING.finditer(source):
        start = match.start()
        gap = source[end:start]
        if "'" in gap or '"' in gap:
            return None  # an unterminated quote: let the tokenizer decide
        if start and (source[start - 1].isalnum() or source[start - 1] == "_"):
            return None  # a prefixed literal (``r'...'``) or worse
        text = match.group(1)
        pieces += [gap, py_string(match.group(2) if text is None else text)]
        end = match.end()
    rest = source[end:]
    if "'" in rest or '"' in rest:
        return None
    return "".join(pieces) + rest
