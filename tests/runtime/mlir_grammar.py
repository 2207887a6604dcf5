"""A grammar-based generator of MLIR text: random modules in MLIR's syntax.

``MLIRGrammar(rng).module()`` writes one module: alias definitions
(``#a = ...``, ``!t = ...``, location aliases), generic ops of unregistered
dialects with operands, successors, properties, regions of several blocks with
arguments, nested to some depth, discardable attributes of every builtin kind
(integers of any width and size, floats of every semantics, strings with
escapes and Unicode, symbol references, arrays, dictionaries, dense, sparse,
dense arrays, affine maps and integer sets, strided layouts, opaque dialect
attributes, distinct attributes), builtin types (integers, floats, index,
complex, tuple, vectors with scalable dims, ranked/unranked tensors with
encodings, memrefs with layouts and memory spaces, function types, dialect
types) and locations of every kind; some ops use the custom ``module`` syntax.

The text is valid by construction except where ``invalid=True`` asks for
occasional out-of-range or ill-typed pieces; ``mutate`` (mlir_fuzz) adds
token-level damage on top.  Everything is drawn from ``rng``: a seed gives
the same text on every run.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

INT_WIDTHS = (1, 1, 8, 16, 32, 32, 64, 64, 0, 2, 7, 17, 128, 256, 1000)
FLOATS = (
    "f16",
    "bf16",
    "f32",
    "f32",
    "f64",
    "f64",
    "f80",
    "f128",
    "tf32",
    "f8E5M2",
    "f8E4M3",
    "f8E4M3FN",
    "f8E5M2FNUZ",
    "f8E4M3FNUZ",
    "f8E4M3B11FNUZ",
    "f8E3M4",
    "f8E8M0FNU",
    "f6E2M3FN",
    "f6E3M2FN",
    "f4E2M1FN",
)
DIALECTS = ("d", "foo", "t", "x_y", "a1")
NAMES = ("op", "add", "br", "yield", "w.v", "call", "k9", "_z", "a$b", "x-y")
WORDS = ("a", "b", "c0", "foo", "bar_1", "x.y", "sym$", "_", "Z9")
UNICODE = ("é", "ß", "日本", "😀", "Ω", "\u00a0", "ℵ", "ǅ")
FLOAT_LITERALS = (
    "0.0",
    "-0.0",
    "1.0",
    "1.5",
    "-2.25",
    "3.14159",
    "1.0e10",
    "1.0e-10",
    "6.5e4",
    "65520.0",
    "1.0e38",
    "3.5e38",
    "1.0e308",
    "2.0e-45",
    "123456789.0",
    "0.1",
    "7.",
)
HEX_FLOATS = {
    16: ("0x7C00", "0xFC00", "0x7E00", "0x0001", "0x3C00"),
    32: ("0x7F800000", "0xFF800000", "0x7FC00000", "0x00000001", "0x7FC00001"),
    64: ("0x7FF0000000000000", "0x7FF8000000000000", "0x0000000000000001"),
}


@dataclass
class Scope:
    """SSA values visible at a point: (name, type) pairs, innermost last."""

    values: list[tuple[str, str]] = field(default_factory=list)


class MLIRGrammar:
    """Random MLIR text; ``module()`` returns one whole input."""

    def __init__(self, rng: random.Random, invalid: bool = False) -> None:
        self.rng = rng
        self.invalid = invalid
        self.attr_aliases: list[str] = []
        self.type_aliases: list[str] = []
        self.loc_aliases: list[str] = []
        self.counter = 0
        self.depth = 0

    # -- helpers -----------------------------------------------------------------
    def chance(self, p: float) -> bool:
        """True with probability ``p``."""
        return self.rng.random() < p

    def pick(self, seq: tuple[str, ...] | list[str]) -> str:
        """One element of ``seq``."""
        return self.rng.choice(seq)

    def fresh(self, prefix: str) -> str:
        """A new unique name with ``prefix``."""
        self.counter += 1
        return f"{prefix}{self.counter}"

    def bad(self, p: float = 0.03) -> bool:
        """Whether to produce an invalid piece here (only when ``invalid``)."""
        return self.invalid and self.chance(p)

    # -- module ------------------------------------------------------------------
    def module(self) -> str:
        """A whole input: alias definitions, then ops (or a ``module``)."""
        head: list[str] = []
        for _ in range(self.rng.randint(0, 2)):
            name = self.fresh("!t")
            head.append(f"{name} = {self.type(0)}")
            self.type_aliases.append(name)
        for _ in range(self.rng.randint(0, 2)):
            name = self.fresh("#a")
            head.append(f"{name} = {self.attr(1)}")
            self.attr_aliases.append(name)
        if self.chance(0.3):
            name = self.fresh("#loc")
            head.append(f"{name} = {self.location(1, aliases=False)}")
            self.loc_aliases.append(name)
        body = self.block_ops(Scope(), 0, graph=True, count=self.rng.randint(1, 4))
        if self.chance(0.25):
            name = f" @{self.pick(WORDS)}" if self.chance(0.4) else ""
            attrs = " attributes {d.x = 1 : i32}" if self.chance(0.2) else ""
            indented = "".join(f"  {line}\n" for line in body)
            text = f"module{name}{attrs} {{\n{indented}}}{self.op_loc()}"
            return "\n".join(head + [text]) + "\n"
        return "\n".join(head + body) + "\n"

    def block_ops(self, scope: Scope, depth: int, graph: bool, count: int) -> list[str]:
        """``count`` ops appended to ``scope``, as text lines."""
        lines: list[str] = []
        for _ in range(count):
            lines.extend(self.operation(scope, depth, successors=[]))
        return lines

    def operation(self, scope: Scope, depth: int, successors: list[str]) -> list[str]:
        """One generic op (possibly several lines, with nested regions)."""
        rng = self.rng
        name = f'"{self.pick(DIALECTS)}.{self.pick(NAMES)}"'
        operands = []
        if scope.values:
            for _ in range(rng.randint(0, 3)):
                operands.append(rng.choice(scope.values))
        results = [self.type(1) for _ in range(rng.choice((0, 0, 1, 1, 1, 2, 3)))]
        text = name + "(" + ", ".join(v for v, _ in operands) + ")"
        if successors:
            text += "[" + ", ".join(successors) + "]"
        if self.chance(0.25):
            text += " <{" + self.dict_entries(1) + "}>"
        regions: list[list[str]] = []
        if depth < 4 and self.chance(0.25 if depth else 0.4):
            regions = [self.region(scope, depth + 1) for _ in range(rng.randint(1, 2))]
        attrs = " {" + self.dict_entries(2) + "}" if self.chance(0.5) else ""
        signature = ", ".join(t for _, t in operands)
        suffix = f"{attrs} : ({signature}) -> {self.result_types(results)}"
        suffix += self.op_loc()
        head = ""
        defined: list[tuple[str, str]] = []
        if results:
            result = self.fresh("%v")
            if len(results) == 1:
                head = f"{result} = "
                defined = [(result, results[0])]
            else:
                head = f"{result}:{len(results)} = "
                defined = [(f"{result}#{i}", t) for i, t in enumerate(results)]
        if not regions:
            lines = [head + text + suffix]
        else:
            lines = [head + text + " ("]
            for index, region in enumerate(regions):
                lines.append("{")
                lines.extend("  " + line for line in region)
                lines.append("}" + ("," if index + 1 < len(regions) else ""))
            lines.append(")" + suffix)
        scope.values.extend(defined)
        return lines

    def result_types(self, results: list[str]) -> str:
        """``-> T`` or ``-> (T, U)`` (a function type's results)."""
        if len(results) == 1 and not results[0].startswith("("):
            return results[0] if self.chance(0.7) else f"({results[0]})"
        return "(" + ", ".join(results) + ")"

    def region(self, outer: Scope, depth: int) -> list[str]:
        """A region: one or more blocks, the later ones labelled."""
        rng = self.rng
        count = rng.choice((0, 1, 1, 1, 2, 3))
        if count == 0:
            return []
        labels = [self.fresh("^bb") for _ in range(count)]
        lines: list[str] = []
        for index, label in enumerate(labels):
            scope = Scope(list(outer.values))
            args = []
            if index > 0 or count > 1 or self.chance(0.4):
                for _ in range(rng.randint(0, 2)):
                    arg, type = self.fresh("%arg"), self.type(1)
                    args.append(f"{arg}: {type}{self.arg_loc()}")
                    scope.values.append((arg, type))
                arglist = f"({', '.join(args)})" if args else ""
                lines.append(f"{label}{arglist}:")
            body = []
            for _ in range(rng.randint(1, 2)):  # an empty block needs a terminator
                body.extend(self.operation(scope, depth, successors=[]))
            if count > 1 and self.chance(0.7):
                targets = rng.sample(labels[1:], rng.randint(1, min(2, count - 1)))
                body.extend(self.operation(scope, depth, successors=targets))
            lines.extend("  " + line for line in body)
        return lines

    # -- attributes ---------------------------------------------------------------
    def dict_entries(self, depth: int) -> str:
        """``a = attr, b`` entries with distinct names."""
        names = self.rng.sample(
            ["a", "b", "c", "value", "sym_name", "d.x", "x_1", '"q s"', "z$"],
            self.rng.randint(0, 3),
        )
        parts = []
        for name in names:
            if self.chance(0.15):
                parts.append(name)  # a unit attribute
            else:
                parts.append(f"{name} = {self.attr(depth)}")
        return ", ".join(parts)

    def attr(self, depth: int) -> str:
        """Any attribute, nesting at most ``depth`` more levels."""
        rng = self.rng
        kinds = [
            self.int_attr,
            self.int_attr,
            self.float_attr,
            self.float_attr,
            self.string_attr,
            self.simple_attr,
            self.type_attr,
            self.symbol_attr,
            self.dense_attr,
            self.dense_array_attr,
            self.affine_map_attr,
            self.integer_set_attr,
            self.strided_attr,
            self.opaque_attr,
            self.sparse_attr,
        ]
        if depth > 0:
            kinds += [self.array_attr, self.dict_attr, self.distinct_attr]
        if self.attr_aliases and self.chance(0.1):
            return self.pick(self.attr_aliases)
        return rng.choice(kinds)(depth)

    def int_type(self) -> str:
        """``iN``/``siN``/``uiN`` or ``index``."""
        if self.chance(0.1):
            return "index"
        sign = self.rng.choice(("", "", "", "si", "ui"))
        return f"{sign or 'i'}{self.rng.choice(INT_WIDTHS)}"

    def int_value(self, type: str) -> int:
        """A value in range for ``type`` (or out of it when invalid)."""
        if type == "index":
            width = 64
        else:
            width = int(type.lstrip("sui"))
        if width == 0:
            return 0
        rng = self.rng
        if self.bad():
            return 1 << width
        if type == "index" or type.startswith("si"):
            low, high = -(1 << (width - 1)), (1 << (width - 1)) - 1
        elif type.startswith("ui") or width == 1:
            low, high = 0, (1 << width) - 1
        else:  # signless: either reading of the bits
            low, high = -(1 << (width - 1)), (1 << width) - 1
        choice = rng.random()
        if choice < 0.3:
            return rng.choice([v for v in (low, high, 0, 1, 7) if low <= v <= high])
        if choice < 0.6:
            return rng.randint(max(low, -100), min(high, 100))
        return rng.randint(low, high)

    def int_attr(self, depth: int) -> str:
        """``42 : i32``, ``-1``, ``true``, ``0x1F : i64``, huge integers."""
        rng = self.rng
        if self.chance(0.1):
            return rng.choice(("true", "false"))
        if self.chance(0.02):
            digits = rng.choice((30, 600, 4400, 5000))
            width = 64 if self.bad(0.5) else digits * 4
            sign = "-" if self.chance(0.5) else ""
            return f"{sign}1{'7' * (digits - 1)} : i{width}"
        type = self.int_type()
        value = self.int_value(type)
        if type.startswith("i1") and type == "i1":
            return rng.choice(("true", "false", f"{value} : i1"))
        if value >= 0 and self.chance(0.1):
            spelled = hex(value).replace("0x", "0x")
        else:
            spelled = str(value)
        if type == "i64" and self.chance(0.3):
            return spelled
        return f"{spelled} : {type}"

    def float_type(self) -> str:
        """One of the builtin float types."""
        return self.pick(FLOATS)

    def float_attr(self, depth: int) -> str:
        """``1.5 : f32``, ``0x7FC00000 : f32``, integer-spelled floats."""
        rng = self.rng
        type = self.float_type()
        if type in ("f16", "f32", "f64") and self.chance(0.2):
            width = int(type[1:])
            return f"{rng.choice(HEX_FLOATS[width])} : {type}"
        literal = self.pick(FLOAT_LITERALS)
        if self.chance(0.3):
            literal = "-" + literal.lstrip("-")
        if self.chance(0.1):
            literal = f"{rng.uniform(-1e6, 1e6):.{rng.randint(1, 9)}e}"
        if type == "f64" and self.chance(0.3):
            return literal if "." in literal or "e" in literal else literal + ".0"
        return f"{literal} : {type}"

    def string_body(self) -> str:
        """A string literal's body: ASCII, escapes, Unicode."""
        rng = self.rng
        parts = []
        for _ in range(rng.randint(0, 5)):
            choice = rng.random()
            if choice < 0.4:
                parts.append(self.pick(WORDS))
            elif choice < 0.6:
                parts.append(rng.choice(("\\n", "\\t", '\\"', "\\\\", "\\00", "\\FF")))
            elif choice < 0.8:
                parts.append(self.pick(UNICODE))
            else:
                parts.append(rng.choice((" ", "#", "{", "}", "<", ">", "'", "%")))
        return "".join(parts)

    def string_attr(self, depth: int) -> str:
        """``"text"`` or ``"text" : type``."""
        text = f'"{self.string_body()}"'
        if self.chance(0.15):
            return f"{text} : {self.type(0)}"
        return text

    def simple_attr(self, depth: int) -> str:
        """``unit`` and friends."""
        return self.rng.choice(("unit", "unit", "true", "false"))

    def type_attr(self, depth: int) -> str:
        """A type used as an attribute."""
        return self.type(1)

    def symbol_attr(self, depth: int) -> str:
        """``@a``, ``@"quoted"``, ``@a::@b``."""
        parts = []
        for _ in range(self.rng.randint(1, 3)):
            if self.chance(0.2):
                parts.append(f'@"{self.string_body()}"')
            else:
                parts.append("@" + self.pick(WORDS))
        return "::".join(parts)

    def array_attr(self, depth: int) -> str:
        """``[attr, ...]``."""
        items = [self.attr(depth - 1) for _ in range(self.rng.randint(0, 3))]
        return "[" + ", ".join(items) + "]"

    def dict_attr(self, depth: int) -> str:
        """``{name = attr, ...}``."""
        return "{" + self.dict_entries(depth - 1) + "}"

    def distinct_attr(self, depth: int) -> str:
        """``distinct[N]<attr>``."""
        return f"distinct[{self.fresh('')}]<{self.attr(depth - 1)}>"

    def shape(self, max_rank: int = 3, dynamic: bool = False) -> list[int]:
        """A list of dimension sizes (-1: dynamic)."""
        dims = []
        for _ in range(self.rng.randint(0, max_rank)):
            if dynamic and self.chance(0.2):
                dims.append(-1)
            else:
                dims.append(self.rng.choice((1, 2, 3, 4, 0)))
        return dims

    @staticmethod
    def dims(shape: list[int]) -> str:
        """``2x?x`` spelling of ``shape`` (with the trailing ``x``)."""
        return "".join(("?" if d < 0 else str(d)) + "x" for d in shape)

    def element(self, type: str) -> str:
        """One dense element literal of ``type``."""
        if type.startswith("complex<"):
            inner = type[len("complex<") : -1]
            return f"({self.element(inner)}, {self.element(inner)})"
        if type in FLOATS:
            if self.chance(0.15) and type in ("f16", "f32", "f64"):
                return self.rng.choice(HEX_FLOATS[int(type[1:])])
            return self.pick(FLOAT_LITERALS)
        if type == "i1":
            return self.rng.choice(("true", "false", "1", "0"))
        return str(self.int_value(type))

    def dense_element_type(self) -> str:
        """An element type for dense attributes."""
        choice = self.rng.random()
        if choice < 0.45:
            return self.rng.choice(("i1", "i8", "i16", "i32", "i64", "ui8", "si16"))
        if choice < 0.85:
            return self.float_type()
        if choice < 0.9:
            return "index"
        return f"complex<{self.rng.choice(('f32', 'f64', 'i32', 'i8'))}>"

    def nested(self, shape: list[int], leaf: str) -> str:
        """A nested literal of ``shape`` made of ``leaf`` elements."""
        if not shape:
            return self.element(leaf)
        inner = [self.nested(shape[1:], leaf) for _ in range(shape[0])]
        return "[" + ", ".join(inner) + "]"

    def dense_attr(self, depth: int) -> str:
        """``dense<...> : tensor<...>``/``vector<...>``: splat, nested, hex."""
        rng = self.rng
        elt = self.dense_element_type()
        shape = self.shape()
        if self.chance(0.8):  # a zero dimension: only splats and hex make sense
            shape = [d or 1 for d in shape]
        container = "tensor"
        scalar = elt != "index" and not elt.startswith("complex")
        if shape and 0 not in shape and scalar and self.chance(0.3):
            container = "vector"
        if container == "vector" and not shape:
            container = "tensor"
        type = f"{container}<{self.dims(shape)}{elt}>"
        choice = rng.random()
        if choice < 0.3:
            body = self.element(elt)
        elif choice < 0.4 and elt in ("i8", "i32", "f32", "i16"):
            count = 1
            for d in shape:
                count *= d
            width = {"i8": 1, "i16": 2, "i32": 4, "f32": 4}[elt]
            blob = "".join(f"{rng.randrange(256):02X}" for _ in range(count * width))
            body = f'"0x{blob}"'
        elif 0 in shape:
            body = self.element(elt)
        else:
            body = self.nested(shape, elt)
        if self.bad(0.05) and shape:
            body = self.nested(shape[1:], elt)
        return f"dense<{body}> : {type}"

    def sparse_attr(self, depth: int) -> str:
        """``sparse<[[i, j]], [v]> : tensor<AxBxT>``."""
        rng = self.rng
        elt = rng.choice(("i32", "f32", "i1", "f64"))
        dims = [rng.randint(1, 4) for _ in range(rng.randint(1, 2))]
        count = rng.randint(1, 2)
        indices = [[rng.randrange(d) for d in dims] for _ in range(count)]
        values = [self.element(elt) for _ in range(count)]
        index_text = (
            "[" + ", ".join("[" + ", ".join(map(str, i)) + "]" for i in indices) + "]"
        )
        return (
            f"sparse<{index_text}, [{', '.join(values)}]> : "
            f"tensor<{self.dims(dims)}{elt}>"
        )

    def dense_array_attr(self, depth: int) -> str:
        """``array<i32: 1, 2>``, ``array<f64: 1.5>``, ``array<i1: true>``."""
        rng = self.rng
        elt = rng.choice(("i1", "i8", "i16", "i32", "i64", "f32", "f64"))
        count = rng.randint(0, 4)
        if count == 0:
            return f"array<{elt}>"
        values = [self.element(elt) for _ in range(count)]
        if elt == "i1":
            values = [rng.choice(("true", "false")) for _ in range(count)]
        return f"array<{elt}: {', '.join(values)}>"

    def affine_expr(self, dims: int, syms: int, depth: int) -> str:
        """A random affine expression over ``d*``/``s*``."""
        rng = self.rng
        leaves = [f"d{i}" for i in range(dims)] + [f"s{i}" for i in range(syms)]
        if depth <= 0 or self.chance(0.3):
            if leaves and self.chance(0.7):
                return rng.choice(leaves)
            return str(rng.randint(-5, 9))
        lhs = self.affine_expr(dims, syms, depth - 1)
        op = rng.choice(("+", "-", "*", "floordiv", "ceildiv", "mod"))
        if op in ("*", "floordiv", "ceildiv", "mod"):
            rhs = str(rng.randint(1, 8)) if not self.bad() else "d0"
            if op == "*" and self.chance(0.5):
                rhs = f"({rhs})"
            if self.chance(0.2) and syms:
                rhs = f"s{rng.randrange(syms)}"
        else:
            rhs = self.affine_expr(dims, syms, depth - 1)
        return f"({lhs} {op} {rhs})" if self.chance(0.5) else f"{lhs} {op} {rhs}"

    def affine_map_attr(self, depth: int) -> str:
        """``affine_map<(d0, d1)[s0] -> (...)>``."""
        rng = self.rng
        dims, syms = rng.randint(0, 3), rng.randint(0, 2)
        results = [self.affine_expr(dims, syms, 2) for _ in range(rng.randint(0, 3))]
        head = f"({', '.join(f'd{i}' for i in range(dims))})"
        if syms:
            head += f"[{', '.join(f's{i}' for i in range(syms))}]"
        return f"affine_map<{head} -> ({', '.join(results)})>"

    def integer_set_attr(self, depth: int) -> str:
        """``affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>``."""
        rng = self.rng
        dims, syms = rng.randint(1, 2), rng.randint(0, 1)
        constraints = []
        for _ in range(rng.randint(1, 3)):
            expr = self.affine_expr(dims, syms, 2)
            constraints.append(f"{expr} {rng.choice(('>=', '=='))} 0")
        head = f"({', '.join(f'd{i}' for i in range(dims))})"
        if syms:
            head += f"[{', '.join(f's{i}' for i in range(syms))}]"
        return f"affine_set<{head} : ({', '.join(constraints)})>"

    def strided_attr(self, depth: int) -> str:
        """``strided<[4, 1], offset: ?>``."""
        rng = self.rng
        strides = [
            rng.choice(("1", "4", "?", "0", "-2")) for _ in range(rng.randint(0, 3))
        ]
        text = f"strided<[{', '.join(strides)}]"
        if self.chance(0.5):
            text += f", offset: {rng.choice(('0', '?', '7'))}"
        return text + ">"

    def balanced_body(self) -> str:
        """The body of an opaque dialect attribute or type."""
        rng = self.rng
        parts = []
        for _ in range(rng.randint(0, 4)):
            choice = rng.random()
            if choice < 0.4:
                parts.append(self.pick(WORDS))
            elif choice < 0.55:
                parts.append(str(rng.randint(0, 99)))
            elif choice < 0.7:
                parts.append(f'"{self.string_body()}"')
            elif choice < 0.8:
                parts.append("[" + self.pick(WORDS) + "]")
            elif choice < 0.9:
                parts.append("<" + self.pick(WORDS) + ">")
            else:
                parts.append(rng.choice((",", ":", "=", "->", "(", ")")).strip())
                if parts[-1] in ("(", ")"):
                    parts[-1] = "(x)"
        return " ".join(parts)

    def opaque_attr(self, depth: int) -> str:
        """``#d.name<...>``, ``#d<"...">``, ``#d.name``."""
        dialect = self.pick(DIALECTS)
        choice = self.rng.random()
        if choice < 0.3:
            return f"#{dialect}.{self.pick(WORDS).replace('$', '')}"
        if choice < 0.6:
            return f'#{dialect}<"{self.string_body()}">'
        return f"#{dialect}.k<{self.balanced_body()}>"

    # -- types --------------------------------------------------------------------
    def type(self, depth: int) -> str:
        """Any type, nesting at most ``depth`` more levels."""
        rng = self.rng
        if self.type_aliases and self.chance(0.1):
            return self.pick(self.type_aliases)
        choice = rng.random()
        if choice < 0.3:
            return self.int_type()
        if choice < 0.45:
            return self.float_type()
        if choice < 0.5:
            return rng.choice(("none", "index"))
        if choice < 0.55:
            return f"complex<{rng.choice(('f32', 'f64', 'i32', 'bf16', 'i1'))}>"
        if choice < 0.62:
            return self.vector_type()
        if choice < 0.72:
            return self.tensor_type(depth)
        if choice < 0.82:
            return self.memref_type(depth)
        if choice < 0.88:
            return self.dialect_type()
        if depth > 0 and choice < 0.94:
            inner = [self.type(depth - 1) for _ in range(rng.randint(0, 3))]
            return f"tuple<{', '.join(inner)}>"
        if depth > 0:
            inputs = [self.type(0) for _ in range(rng.randint(0, 2))]
            outputs = [self.type(0) for _ in range(rng.randint(0, 2))]
            out = outputs[0] if len(outputs) == 1 else f"({', '.join(outputs)})"
            return f"({', '.join(inputs)}) -> {out}"
        return "i32"

    def vector_type(self) -> str:
        """``vector<4x[8]xf32>``: scalable dims in brackets."""
        rng = self.rng
        dims = []
        for _ in range(rng.randint(1, 3)):
            size = rng.choice((1, 2, 4, 8))
            dims.append(f"[{size}]" if self.chance(0.25) else str(size))
        if self.bad():
            dims.append("0")
        elt = rng.choice((self.float_type(), self.int_type(), "index"))
        if elt in ("i0", "si0", "ui0"):
            elt = "i8"
        return f"vector<{'x'.join(dims)}x{elt}>"

    def element_type(self) -> str:
        """An element type for tensors and memrefs."""
        choice = self.rng.random()
        if choice < 0.4:
            return self.int_type()
        if choice < 0.8:
            return self.float_type()
        if choice < 0.9:
            return f"complex<{self.rng.choice(('f32', 'i16'))}>"
        return self.vector_type()

    def tensor_type(self, depth: int) -> str:
        """Ranked (maybe with encoding) or unranked tensors."""
        elt = self.element_type()
        if self.chance(0.15):
            return f"tensor<*x{elt}>"
        encoding = ""
        if depth > 0 and self.chance(0.2):
            encoding = ", " + self.rng.choice(
                ('"enc"', "#d.enc", "1 : i32", "[1, 2]", self.opaque_attr(0))
            )
        return f"tensor<{self.dims(self.shape(dynamic=True))}{elt}{encoding}>"

    def memref_type(self, depth: int) -> str:
        """Memrefs with affine-map or strided layouts and memory spaces."""
        rng = self.rng
        elt = self.element_type()
        space = rng.choice(("", "", "", "1", "7", "3 : i64"))
        if self.chance(0.15):
            return f"memref<*x{elt}{', ' + space if space else ''}>"
        shape = self.shape(dynamic=True)
        text = f"memref<{self.dims(shape)}{elt}"
        choice = rng.random()
        if choice < 0.2:
            strides = [rng.choice(("1", "?", "4")) for _ in shape]
            text += f", strided<[{', '.join(strides)}], offset: {rng.choice(('0', '?', '2'))}>"
        elif choice < 0.35:
            dims = ", ".join(f"d{i}" for i in range(len(shape)))
            results = ", ".join(
                self.affine_expr(len(shape), 0, 1) for _ in range(len(shape))
            )
            text += f", affine_map<({dims}) -> ({results})>"
        if space:
            text += f", {space}"
        return text + ">"

    def dialect_type(self) -> str:
        """``!d.t``, ``!d<"...">``, ``!d.t<...>``."""
        dialect = self.pick(DIALECTS)
        choice = self.rng.random()
        if choice < 0.4:
            return f"!{dialect}.{self.pick(WORDS).replace('$', '')}"
        if choice < 0.6:
            return f'!{dialect}<"{self.string_body()}">'
        return f"!{dialect}.t<{self.balanced_body()}>"

    # -- locations --------------------------------------------------------------
    def op_loc(self) -> str:
        """An optional trailing `` loc(...)``."""
        if not self.chance(0.35):
            return ""
        return " " + self.location(2)

    def arg_loc(self) -> str:
        """An optional block-argument location."""
        return " " + self.location(1) if self.chance(0.15) else ""

    def location(self, depth: int, aliases: bool = True) -> str:
        """``loc(...)`` of any kind."""
        if aliases and self.loc_aliases and self.chance(0.2):
            return f"loc({self.pick(self.loc_aliases)})"
        return f"loc({self.loc_body(depth)})"

    def loc_body(self, depth: int) -> str:
        """The inside of ``loc(...)``."""
        rng = self.rng
        file = f'"{self.rng.choice(("f.mlir", "a/b.c", "", "x y"))}"'
        choice = rng.random()
        if choice < 0.15:
            return "unknown"
        if choice < 0.35:
            line, col = rng.randint(0, 99), rng.randint(0, 99)
            text = f"{file}:{line}:{col}"
            if self.chance(0.3):
                text += f" to {rng.randint(line, 120)}:{rng.randint(0, 99)}"
            elif self.chance(0.2):
                text += f" to :{rng.randint(col, 120)}"
            return text
        if choice < 0.55 or depth <= 0:
            name = f'"{self.string_body()}"'
            if depth > 0 and self.chance(0.4):
                return f"{name}({self.loc_body(depth - 1)})"
            return name
        if choice < 0.7:
            return f"callsite({self.loc_body(depth - 1)} at {self.loc_body(depth - 1)})"
        parts = [self.loc_body(depth - 1) for _ in range(rng.randint(0, 3))]
        meta = f"<{self.int_attr(0)}>" if self.chance(0.3) else ""
        return f"fused{meta}[{', '.join(parts)}]"


def generate(seed: int, invalid: bool = False) -> str:
    """The module for ``seed`` (the same text on every run)."""
    return MLIRGrammar(random.Random(seed), invalid).module()
