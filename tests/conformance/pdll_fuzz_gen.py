"""Random PDLL programs for the differential fuzz against ``mlir-pdll``: patterns
with variables, operation expressions over our corpus dialect (``inc/ops.td``)
and unregistered ops, constraint and rewrite calls, tuples and member accesses,
and every kind of operation rewrite statement. Most are valid; some are not on
purpose (unknown members, wrong group counts, unbound matcher values)."""

from __future__ import annotations

import random

OPS = [
    "a.b",
    "a.c",
    "corpus.one",
    "corpus.two",
    "corpus.variadic",
    "corpus.sink",
    "corpus.infer",
    "corpus.same",
    "corpus.mixed",
    "",
]
MEMBERS = ["0", "1", "first", "second", "output", "outputs", "result", "single"]
HEADER = (
    '#include "ops.td"\n'
    "Constraint C1(v: Value);\n"
    "Constraint C2(v: Value) -> (a: Value, b: Type);\n"
    "Constraint Inl(v: Value) { C1(v); }\n"
    "Rewrite R1(o: Op);\n"
    "Rewrite R2() -> Op;\n"
    "Rewrite Pair(o: Op) => (first = o, second = o);\n"
)


class ProgramGen:
    """Draws one program from a seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.vars: dict[str, str] = {}
        self.count = 0

    def fresh(self) -> str:
        self.count += 1
        return f"v{self.count}"

    def value_expr(self, depth: int) -> str:
        rng = self.rng
        draw = rng.random()
        values = [k for k, kind in self.vars.items() if kind in ("Value", "ValueRange")]
        ops = [k for k, kind in self.vars.items() if kind == "Op"]
        if values and draw < 0.35:
            return rng.choice(values)
        if draw < 0.55:
            kind = rng.choice(
                ["Value", "ValueRange", "Value<t1>" if "t1" in self.vars else "Value"]
            )
            return f"{self.fresh()}: {kind}"
        if draw < 0.7 and depth < 3:
            return self.op_expr(depth + 1)
        if ops and draw < 0.85:
            return f"{rng.choice(ops)}.{rng.choice(MEMBERS)}"
        if draw < 0.92:
            return f"C2({self.fresh()}: Value).a"
        return "_: Value"

    def op_expr(self, depth: int) -> str:
        rng = self.rng
        text = f"op<{rng.choice(OPS)}>"
        if rng.random() < 0.7:
            operands = [self.value_expr(depth) for _ in range(rng.randint(0, 3))]
            text += "(" + ", ".join(operands) + ")"
        if rng.random() < 0.3:
            attrs = [
                rng.choice(
                    [
                        "x",
                        "count",
                        f'y = attr<"{rng.randint(0, 9)}">',
                        f"z = {self.fresh()}: Attr",
                    ]
                )
                for _ in range(rng.randint(1, 2))
            ]
            text += " {" + ", ".join(attrs) + "}"
        if rng.random() < 0.3:
            types = [
                rng.choice(
                    [
                        'type<"i32">',
                        f"{self.fresh()}: Type",
                        f"{self.fresh()}: TypeRange",
                    ]
                )
                for _ in range(rng.randint(0, 2))
            ]
            text += " -> (" + ", ".join(types) + ")"
        return text

    def stmt(self) -> str:
        rng = self.rng
        draw = rng.random()
        if draw < 0.45:
            name = self.fresh()
            init = self.op_expr(0) if rng.random() < 0.7 else self.value_expr(1)
            self.vars[name] = "Op" if init.startswith("op<") else "Value"
            return f"let {name} = {init};"
        if draw < 0.6:
            return f"{rng.choice(['C1', 'Inl', 'not C1'])}({self.value_expr(1)});"
        if draw < 0.7:
            self.vars["t1"] = "Type"
            return "let t1: Type;"
        if draw < 0.8:
            return f"let {self.fresh()} = ({self.value_expr(1)}, {self.op_expr(0)});"
        kind = rng.choice(
            ["Value", "Op", "Attr", "ValueRange", "Op<a.b>", "[Value, C1]"]
        )
        return f"let {self.fresh()}: {kind};"

    def rewrite(self, root: str) -> str:
        rng = self.rng
        draw = rng.random()
        if draw < 0.25:
            return f"erase {root};"
        if draw < 0.55:
            value = rng.choice(
                [self.op_expr(0), "(" + self.value_expr(1) + ")", f"Pair({root}).first"]
            )
            return f"replace {root} with {value};"
        body = []
        if rng.random() < 0.5:
            body.append(f"let n = {self.op_expr(0)};")
        if rng.random() < 0.5:
            body.append(f"R1({root});")
        replacement = "n" if body and body[0].startswith("let n") else "R2()"
        body.append(
            rng.choice([f"erase {root};", f"replace {root} with {replacement};"])
        )
        return f"rewrite {root} with {{\n    " + "\n    ".join(body) + "\n  };"

    def pattern(self) -> str:
        self.vars = {}
        stmts = [self.stmt() for _ in range(self.rng.randint(0, 4))]
        stmts.append(f"let root = {self.op_expr(0)};")
        stmts.append(self.rewrite("root"))
        meta = self.rng.choice(["", " with benefit(2)", " with recursion"])
        return f"Pattern{meta} {{\n  " + "\n  ".join(stmts) + "\n}\n"


def program(seed: int) -> str:
    """The program drawn for ``seed``."""
    gen = ProgramGen(random.Random(seed))
    return HEADER + "".join(gen.pattern() for _ in range(gen.rng.randint(1, 2)))
