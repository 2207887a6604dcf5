"""Typed random TableGen values for the grammar-based fuzzer.

``ValueGen.value(ty, depth)`` writes an expression that is meant to have type
``ty`` in the current scope: literals, variables, field accesses, slices and
most bang operators. It is not exact on purpose (a cast may fail, an index may
be out of range, a name may be undefined): those inputs exercise the
diagnostics, which the differential check compares as well.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

INT_TYPES = ("int", "bit", "bits<1>", "bits<3>", "bits<8>")
SCALARS = ("int", "bit", "string", "code", "bits<3>")
ARITH = ("add", "sub", "mul", "and", "or", "xor")
COMPARE = ("eq", "ne", "lt", "le", "gt", "ge")
WORDS = ("a", "b", "x", "Op", "foo", "bar_1", "Z", "")
ESCAPES = ("\\n", "\\t", '\\"', "\\\\", "\\'")


@dataclass
class Scope:
    """Names visible where a value is written, with their types."""

    variables: list[tuple[str, str]] = field(default_factory=list)
    records: list[tuple[str, str]] = field(default_factory=list)  # (def, class)
    classes: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    in_multiclass: bool = False

    def of_type(self, ty: str) -> list[str]:
        """Variables of exactly ``ty``."""
        return [name for name, t in self.variables if t == ty]


def list_of(ty: str) -> str:
    """The type ``list<ty>``."""
    return f"list<{ty}>"


def element(ty: str) -> str | None:
    """``T`` for ``list<T>``, else None."""
    return ty[5:-1] if ty.startswith("list<") else None


class ValueGen:
    """Writes random values of a requested type (see module docstring)."""

    def __init__(self, rng: random.Random, scope: Scope) -> None:
        self.rng = rng
        self.scope = scope

    def chance(self, p: float) -> bool:
        """True with probability ``p``."""
        return self.rng.random() < p

    def pick(self, options: tuple[str, ...] | list[str]) -> str:
        """One of ``options``."""
        return self.rng.choice(list(options))

    # -- entry point

    def value(self, ty: str, depth: int = 3) -> str:
        """An expression of type ``ty`` nested at most about ``depth`` levels."""
        variables = self.scope.of_type(ty)
        if variables and self.chance(0.25):
            return self.pick(variables)
        if depth <= 0 or self.chance(0.3):
            return self.literal(ty)
        if self.chance(0.02):
            return self.generic(ty, depth - 1)
        return self._typed(ty, depth - 1)

    def _typed(self, ty: str, depth: int) -> str:
        """A non-literal expression chosen by the shape of ``ty``."""
        if ty == "int":
            return self.int_expr(depth)
        if ty == "bit":
            return self.bit_expr(depth)
        if ty.startswith("bits<"):
            return self.bits_expr(int(ty[5:-1]), depth)
        if ty in ("string", "code"):
            return self.string_expr(depth)
        if ty == "dag":
            return self.dag_expr(depth)
        inner = element(ty)
        if inner is not None:
            return self.list_expr(inner, depth)
        return self.record_expr(ty, depth)

    # -- literals

    def literal(self, ty: str) -> str:
        """A constant of ``ty`` (``?`` sometimes)."""
        if self.chance(0.003):
            return "?"
        if ty == "int":
            return self.int_literal()
        if ty == "bit":
            return self.pick(("0", "1", "true", "false"))
        if ty.startswith("bits<"):
            width = int(ty[5:-1])
            if self.chance(0.5):
                return "0b" + "".join(self.pick(("0", "1")) for _ in range(width))
            return "{" + ", ".join(self.pick(("0", "1")) for _ in range(width)) + "}"
        if ty == "string":
            return self.string_literal()
        if ty == "code":
            return "[{ " + self.pick(WORDS) + " }]"
        if ty == "dag":
            return self.dag_literal(1)
        inner = element(ty)
        if inner is not None:
            items = [self.literal(inner) for _ in range(self.rng.randrange(4))]
            suffix = f"<{inner}>" if not items or self.chance(0.2) else ""
            return "[" + ", ".join(items) + "]" + suffix
        return self.record_name(ty)

    def int_literal(self) -> str:
        """Decimal, hex, binary, negative and edge-of-range integers."""
        roll = self.rng.random()
        if roll < 0.6:
            return str(self.rng.randrange(-20, 100))
        if roll < 0.75:
            return hex(self.rng.randrange(1 << self.rng.choice((4, 16, 63, 64))))
        if roll < 0.85:
            return "0b" + format(self.rng.randrange(64), "b")
        edges = ("9223372036854775807", "-9223372036854775808", "18446744073709551615")
        if roll < 0.995:
            return self.pick(edges)
        return "1" * self.rng.choice((20, 21, 40, 5000))  # out of range

    def string_literal(self) -> str:
        """A quoted string with escapes now and then."""
        parts = [self.pick(WORDS) for _ in range(self.rng.randrange(1, 3))]
        if self.chance(0.15):
            parts.insert(self.rng.randrange(len(parts) + 1), self.pick(ESCAPES))
        return '"' + "".join(parts) + '"'

    def record_name(self, cls: str) -> str:
        """A def of class ``cls`` (or any def, or a made-up name, rarely)."""
        fitting = [d for d, c in self.scope.records if c == cls]
        if fitting and not self.chance(0.02):
            return self.pick(fitting)
        if self.scope.records and not self.chance(0.02):
            return self.pick([d for d, _ in self.scope.records])
        return "Undefined" + str(self.rng.randrange(3))

    def dag_literal(self, depth: int) -> str:
        """``(op arg:$name, ...)`` with nested dags."""
        op = self.record_name(self.pick(list(self.scope.classes) or ["Op"]))
        args = []
        for _ in range(self.rng.randrange(4)):
            ty = self.pick(("int", "string", "dag") if depth > 0 else ("int", "string"))
            arg = self.dag_literal(depth - 1) if ty == "dag" else self.literal(ty)
            if self.chance(0.4):
                arg = (
                    f"{arg}:${self.pick(WORDS[:-1])}"
                    if self.chance(0.7)
                    else "$" + self.pick(WORDS[:-1])
                )
            args.append(arg)
        return f"({op} {', '.join(args)})"

    # -- typed expressions

    def int_expr(self, depth: int) -> str:
        """Arithmetic, sizes, searches, folds, casts of bits."""
        roll = self.rng.randrange(12)
        v = self.value
        if roll < 4:
            op = self.pick(ARITH)
            args = ", ".join(v("int", depth) for _ in range(self.rng.choice((2, 2, 3))))
            return f"!{op}({args})"
        if roll == 4:
            return f"!{self.pick(('shl', 'srl', 'sra'))}({v('int', depth)}, {self.rng.randrange(64)})"
        if roll == 5:
            if self.chance(0.3):
                return f"!logtwo({v('int', depth)})"
            return f"!div({v('int', depth)}, {v('int', depth)})"
        if roll == 6:
            return f"!size({v(list_of(self.pick(SCALARS)), depth)})"
        if roll == 7:
            return f"!find({v('string', depth)}, {v('string', depth)}{', ' + v('int', 0) if self.chance(0.3) else ''})"
        if roll == 8:
            return f"!foldl(0, {v(list_of('int'), depth)}, acc, x, !add(acc, x))"
        if roll == 9:
            return f"!cast<int>({v(self.pick(('bits<3>', 'bit', 'int')), depth)})"
        if roll == 10:
            return f"!size({v('dag', depth)})"
        return self.choice_expr("int", depth)

    def bit_expr(self, depth: int) -> str:
        """Comparisons, tests and logic."""
        roll = self.rng.randrange(9)
        v = self.value
        if roll < 3:
            ty = self.pick(("int", "string", "bit"))
            return f"!{self.pick(COMPARE if ty == 'int' else ('eq', 'ne'))}({v(ty, depth)}, {v(ty, depth)})"
        if roll == 3:
            return f"!empty({v(list_of('int'), depth)})"
        if roll == 4 and self.scope.classes:
            cls = self.pick(list(self.scope.classes))
            return f"!isa<{cls}>({self.record_name(cls)})"
        if roll == 5 and self.scope.classes:
            cls = self.pick(list(self.scope.classes))
            return f"!exists<{cls}>({self.string_literal() if self.chance(0.3) else chr(34) + self.record_name(cls) + chr(34)})"
        if roll == 6:
            return f"!not({v('bit', depth)})"
        if roll == 7:
            return f"!{self.pick(('and', 'or', 'xor'))}({v('bit', depth)}, {v('bit', depth)})"
        return self.choice_expr("bit", depth)

    def bits_expr(self, width: int, depth: int) -> str:
        """Bit lists, slices of variables and converted integers."""
        roll = self.rng.randrange(4)
        if roll == 0:
            return "{" + ", ".join(self.value("bit", depth) for _ in range(width)) + "}"
        if roll == 1:
            wide = [
                (n, int(t[5:-1]))
                for n, t in self.scope.variables
                if t.startswith("bits<") and int(t[5:-1]) >= width
            ]
            if wide:
                name, have = self.rng.choice(wide)
                hi = self.rng.randrange(
                    width - 1, have + (1 if self.chance(0.95) else 2)
                )
                span = (
                    f"{hi}-{hi - width + 1}"
                    if self.chance(0.5)
                    else f"{hi - width + 1}...{hi}"
                )
                return f"{name}{{{span}}}"
        if roll == 2:
            return str(self.rng.randrange(1 << width))
        return self.choice_expr(f"bits<{width}>", depth)

    def string_expr(self, depth: int) -> str:
        """Pastes, concatenation, case changes, substrings, substitutions, repr."""
        roll = self.rng.randrange(11)
        v = self.value
        if roll < 2:
            return f"{v('string', depth)} # {v(self.pick(('string', 'int', 'string')), depth)}"
        if roll == 2:
            return f"!strconcat({v('string', depth)}, {v('string', depth)})"
        if roll == 3:
            return f"!{self.pick(('toupper', 'tolower'))}({v('string', depth)})"
        if roll == 4:
            start = self.rng.choice((0, 0, 0, 1, 1, 2, 7, -1))
            length = self.rng.choice((0, 1, 1, 2, 2, 9, 9, -1))
            return f"!substr({v('string', depth)}, {start}{f', {length}' if self.chance(0.6) else ''})"
        if roll == 5:
            pattern = '""' if self.chance(0.02) else v("string", 0)
            return f"!subst({pattern}, {v('string', depth)}, {v('string', depth)})"
        if roll == 6:
            return f"!repr({v(self.pick(('int', 'string', 'dag', list_of('int'))), depth)})"
        if roll == 7:
            return f"!cast<string>({v(self.pick(('int', 'string')), depth)})"
        if roll == 8:
            return f"!interleave({v(list_of(self.pick(('string', 'int'))), depth)}, {self.string_literal()})"
        if roll == 9 and self.scope.in_multiclass:
            return "NAME"
        if roll == 9 and self.scope.records:
            name, cls = self.rng.choice(self.scope.records)
            fields = [f for f, t in self.scope.classes.get(cls, []) if t == "string"]
            if fields:
                return f"{name}.{self.pick(fields)}"
        return self.choice_expr("string", depth)

    def list_expr(self, inner: str, depth: int) -> str:
        """Concatenation, splats, maps, filters, ranges, slices, tails."""
        ty = list_of(inner)
        roll = self.rng.randrange(10)
        v = self.value
        if roll < 2:
            return f"!listconcat({v(ty, depth)}, {v(ty, depth)})"
        if roll == 2:
            return f"!listsplat({v(inner, depth)}, {self.rng.choice((0, 1, 2, 2, 3, 3) * 3 + (-1,))})"
        if roll == 3:
            return (
                f"!foreach(e, {v(ty, depth)}, e)"
                if self.chance(0.5)
                else f"[{v(inner, depth)}] # {v(ty, depth)}"
            )
        if roll == 4:
            return f"!filter(e, {v(ty, depth)}, {self.pick(('1', '0', '!ne(e, e)'))})"
        if roll == 5 and inner == "int":
            args = [
                str(self.rng.randrange(-2, 6))
                for _ in range(self.rng.choice((1, 2, 3)))
            ]
            return f"!range({', '.join(args)})"
        if roll == 6:
            index = self.pick(("0,", "1,", "0, 1", "-1...0", "0...1", "1-0", "5,"))
            return (
                f"{v(ty, depth)}[{index}]"
                if self.chance(0.7)
                else f"!tail({v(ty, depth)})"
            )
        if roll == 7:
            return f"!listremove({v(ty, depth)}, {v(ty, depth)})"
        if roll == 8:
            return f"!listflatten([{v(ty, depth)}, {v(ty, depth)}])"
        return self.choice_expr(ty, depth)

    def dag_expr(self, depth: int) -> str:
        """Dag literals, !con, !dag, !setdagop and !getdagarg."""
        roll = self.rng.randrange(6)
        v = self.value
        if roll < 2:
            return self.dag_literal(min(depth, 2))
        if roll == 2:
            first = v("dag", depth)
            op = first[1:].split(" ", 1)[0] if first.startswith("(") else "Add"
            return f"!con({first}, ({op} {v('int', 0)}))"
        if roll == 3:
            names = ", ".join(f'"{self.pick(WORDS[:-1])}"' for _ in range(2))
            return f"!dag({self.record_name(self.pick(list(self.scope.classes) or ['Op']))}, [{v('int', 0)}, {v('int', 0)}], [{names}])"
        if roll == 4:
            return f"!setdagop({v('dag', depth)}, {self.record_name(self.pick(list(self.scope.classes) or ['Op']))})"
        return self.choice_expr("dag", depth)

    def record_expr(self, cls: str, depth: int) -> str:
        """A def of ``cls`` by name, by cast or chosen by a condition."""
        if self.chance(0.3):
            return f'!cast<{cls}>("{self.record_name(cls)}")'
        if self.chance(0.3):
            return self.choice_expr(cls, depth)
        return self.record_name(cls)

    # -- shared shapes

    def choice_expr(self, ty: str, depth: int) -> str:
        """``!if`` or ``!cond`` choosing between values of ``ty``."""
        if self.chance(0.5):
            return f"!if({self.value('bit', depth)}, {self.value(ty, depth)}, {self.value(ty, depth)})"
        arms = [
            f"{self.value('bit', depth)}: {self.value(ty, depth)}"
            for _ in range(self.rng.randrange(1, 4))
        ]
        if self.chance(0.8):
            arms.append(f"true: {self.value(ty, depth)}")
        return f"!cond({', '.join(arms)})"

    def generic(self, ty: str, depth: int) -> str:
        """A value that ignores ``ty`` now and then (type errors on purpose)."""
        return self.value(self.pick(SCALARS + ("dag", list_of("int"))), depth)
