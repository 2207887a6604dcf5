"""Grammar-based TableGen programs for the differential fuzzer.

``make_case(campaign, index)`` writes one deterministic program: classes with
template arguments and defaults, defs with parents and bodies, ``let``
overrides (whole fields and bit ranges), multiclasses with ``defm`` (nested and
with ``NAME``), ``foreach`` over lists and ranges, ``defvar``, ``defset``,
``if``/``else``, ``assert``, ``dump``, a generated include file with include
guards and ``#ifdef``, values from :mod:`tablegen_grammar_values`, and now and
then a value nested hundreds of levels deep or an out-of-range literal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tests.support.tablegen_grammar_values import SCALARS, Scope, ValueGen, list_of

INPUT = "input.td"
INCLUDE = "prelude.td"
FIELD_TYPES = SCALARS + ("dag", "list<int>", "list<string>", "bits<8>")


@dataclass(frozen=True)
class GrammarCase:
    """One generated program: its files (``input.td`` first) and the action."""

    index: int
    action: str  # "records" or "json"
    files: tuple[tuple[str, str], ...]

    @property
    def source(self) -> str:
        """The text of ``input.td``."""
        return self.files[0][1]


class ProgramGen:
    """Writes the statements of one program, tracking what it has defined."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.scope = Scope()
        self.values = ValueGen(rng, self.scope)
        self.lines: list[str] = []
        self.counter = 0
        self.params: dict[str, list[tuple[str, str]]] = {"Op": [("string", "n")]}
        self.required: dict[str, int] = {"Op": 0}  # arguments without a default
        self.bases: dict[str, list[str]] = {}

    def fresh(self, prefix: str) -> str:
        """A new identifier."""
        self.counter += 1
        return f"{prefix}{self.counter}"

    def chance(self, p: float) -> bool:
        """True with probability ``p``."""
        return self.rng.random() < p

    def type(self) -> str:
        """A field type, a class type now and then."""
        if self.scope.classes and self.chance(0.15):
            return self.rng.choice(list(self.scope.classes))
        return self.rng.choice(FIELD_TYPES)

    # -- statements

    def klass(self) -> str:
        """``class C<T a = v, ...> : Parent<...> { fields }``."""
        name = self.fresh("C")
        params = [(self.type(), self.fresh("p")) for _ in range(self.rng.randrange(3))]
        parts = []
        required = 0
        for index, (ty, pname) in enumerate(params):
            default = index > 0 and self.chance(0.5) or self.chance(0.2)
            required = required if default else index + 1
            with self.variables(params[:index]):
                parts.append(
                    f"{ty} {pname}"
                    + (f" = {self.values.value(ty, 1)}" if default else "")
                )
        head = f"class {name}" + (f"<{', '.join(parts)}>" if parts else "")
        fields: list[tuple[str, str]] = []
        with self.variables(params):
            parents, inherited = self.parents()
            body = self.body(fields, inherited)
        self.scope.classes[name] = inherited + fields
        self.bases[name] = self.last_parents
        self.params[name] = params
        self.required[name] = required
        self.lines.append(f"{head}{parents} {body}")
        return name

    def parents(self) -> tuple[str, list[tuple[str, str]]]:
        """`` : P1<args>, P2`` and the fields the parents give."""
        self.last_parents: list[str] = []
        if not self.scope.classes or self.chance(0.4):
            return "", []
        names = self.last_parents = [self.rng.choice(list(self.scope.classes))]
        second = self.rng.choice(list(self.scope.classes))
        if self.chance(0.3) and not set(self.ancestors(second)) & set(
            self.ancestors(names[0])
        ):
            names.append(second)
        refs, fields = [], []
        for cls in names:
            refs.append(cls + self.class_args(cls))
            fields += self.scope.classes[cls]
        return " : " + ", ".join(refs), fields

    def ancestors(self, cls: str) -> list[str]:
        """``cls`` and the classes it inherits from."""
        found = [cls]
        for parent in self.bases.get(cls, []):
            found += self.ancestors(parent)
        return found

    def class_args(self, cls: str) -> str:
        """Template arguments for a reference to ``cls``, a few left to defaults."""
        params = self.params.get(cls)
        if not params:
            return "" if self.chance(0.9) else "<1>"
        count = self.rng.randrange(self.required[cls], len(params) + 1)
        if self.chance(0.02):
            count = max(0, count - 1)  # too few, now and then
        values = [self.values.value(ty, 1) for ty, _ in params[:count]]
        if values and self.chance(0.1):
            return f"<{params[0][1]} = {values[0]}>"  # a named argument
        return f"<{', '.join(values)}>"

    def body(
        self, fields: list[tuple[str, str]], inherited: list[tuple[str, str]]
    ) -> str:
        """``{ items }`` or ``;``."""
        if self.chance(0.15):
            return ";"
        items = []
        for _ in range(self.rng.randrange(1, 5)):
            roll = self.rng.random()
            with self.variables(inherited + fields):
                if roll < 0.55 or not inherited and roll < 0.8:
                    ty, name = self.type(), self.fresh("f")
                    init = f" = {self.values.value(ty)}" if self.chance(0.85) else ""
                    items.append(f"{ty} {name}{init};")
                    fields.append((ty, name))
                elif roll < 0.8:
                    ty, name = self.rng.choice(inherited)
                    saved = list(self.scope.variables)
                    self.scope.variables[:] = [v for v in saved if v[0] != name]
                    if ty.startswith("bits<") and self.chance(0.5):
                        items.append(
                            f"let {name}{{1-0}} = {self.values.value('bits<2>', 1)};"
                        )
                    else:
                        items.append(f"let {name} = {self.values.value(ty)};")
                    self.scope.variables[:] = saved
                elif roll < 0.88:
                    ty, name = self.type(), self.fresh("v")
                    items.append(f"defvar {name} = {self.values.value(ty, 2)};")
                    self.scope.variables.append((name, ty))
                elif roll < 0.95:
                    items.append(
                        f"assert {self.assertion()}, {self.values.value('string', 1)};"
                    )
                else:
                    items.append(f"dump {self.values.value('string', 1)};")
        return "{\n  " + "\n  ".join(items) + "\n}"

    def assertion(self) -> str:
        """An assert condition, true more often than not."""
        if self.chance(0.6):
            ty = self.rng.choice(("int", "string"))
            value = self.values.value(ty, 2)
            return f"!eq({value}, {value})"
        return self.values.value("bit", 2)

    def define(self, name: str | None = None, parent: str | None = None) -> str:
        """``def Name : Parents { body }``; a plain name is recorded as a def."""
        parents, inherited = self.parents()
        if parent is not None:
            parents = f" : {parent}{self.class_args(parent)}"
            inherited = self.scope.classes[parent]
        body = self.body([], inherited)
        first = parents[3:].split("<", 1)[0].split(",", 1)[0].strip() if parents else ""
        if name is None:
            name = self.fresh("D")
            self.scope.records.append((name, first))
        return f"def {name}{parents} {body}"

    def multiclass(self) -> None:
        """A multiclass of defs (names pasted with NAME), then defm of it."""
        name = self.fresh("M")
        param = self.fresh("mp")
        ty = self.rng.choice(("int", "string"))
        self.scope.in_multiclass = True
        with self.variables([(ty, param)]):
            defs = []
            for _ in range(self.rng.randrange(1, 3)):
                suffix = self.fresh("_d")
                parents, inherited = self.parents()
                defs.append(f"def {suffix}{parents} {self.body([], inherited)}")
                if self.chance(0.3):
                    defs.append(f"def NAME#{suffix}x;")
        self.scope.in_multiclass = False
        self.lines.append(
            f"multiclass {name}<{ty} {param}> {{\n  " + "\n  ".join(defs) + "\n}"
        )
        for _ in range(self.rng.choice((1, 1, 2))):
            target = self.fresh("DM") if self.chance(0.9) else ""
            arg = self.values.value(ty, 1)
            self.lines.append(
                f"defm {target} : {name}<{arg}>;".replace("defm  :", "defm :")
            )

    def foreach(self) -> None:
        """``foreach i = list in { def ... }``."""
        var = self.fresh("i")
        source = self.rng.choice(
            ("[1, 2]", "0...2", "{0-1}", '["a", "b"]', "!range(2)", "[]<int>")
        )
        ty = "string" if '"' in source else "int"
        with self.variables([(ty, var)]):
            inner = self.define(f"L{self.counter}#{var}")
        self.lines.append(f"foreach {var} = {source} in {{\n  {inner}\n}}")

    def let_block(self) -> None:
        """``let f = v in { defs }`` over a field some class has."""
        owners = [c for c, fs in self.scope.classes.items() if fs]
        if not owners:
            self.lines.append(self.define())
            return
        owner = self.rng.choice(owners)
        ty, name = self.rng.choice(self.scope.classes[owner])
        count = self.rng.randrange(1, 3)
        inner = "\n  ".join(self.define(parent=owner) for _ in range(count))
        self.lines.append(
            f"let {name} = {self.values.value(ty, 1)} in {{\n  {inner}\n}}"
        )

    def defset(self) -> None:
        """``defset list<C> S = { defs }``."""
        if not self.scope.classes:
            return
        cls = self.rng.choice(list(self.scope.classes))
        name = self.fresh("S")
        count = self.rng.randrange(0, 3)
        inner = "\n  ".join(self.define(parent=cls) for _ in range(count))
        self.lines.append(f"defset list<{cls}> {name} = {{\n  {inner}\n}}")
        self.scope.variables.append((name, list_of(cls)))

    def conditional(self) -> None:
        """``if c then { ... } else { ... }``."""
        then = self.define()
        other = f" else {{\n  {self.define()}\n}}" if self.chance(0.5) else ""
        self.lines.append(
            f"if {self.values.value('bit', 1)} then {{\n  {then}\n}}{other}"
        )

    def deep(self) -> None:
        """A value nested a few hundred to a few thousand levels deep."""
        depth = self.rng.choice((250, 600, 1500, 3000))
        shape = self.rng.randrange(3)
        if shape == 0:
            value = "!add(" * depth + "1" + ", 1)" * depth
            self.lines.append(f"def {self.fresh('Deep')} {{ int v = {value}; }}")
        elif shape == 1:
            self.lines.append(
                f"def {self.fresh('Deep')} {{ dag v = {'(ins ' * depth}{')' * depth}; }}"
            )
        else:
            value = "!if(1, " * depth + '"x"' + ', "y")' * depth
            self.lines.append(f"def {self.fresh('Deep')} {{ string v = {value}; }}")
        if shape == 1 and ("ins", "") not in self.scope.records:
            self.lines.insert(0, "def ins;")
            self.scope.records.append(("ins", ""))

    def statement(self) -> None:
        """One top-level statement."""
        roll = self.rng.random()
        if roll < 0.25:
            self.klass()
        elif roll < 0.5:
            self.lines.append(self.define())
        elif roll < 0.6:
            self.multiclass()
        elif roll < 0.68:
            self.foreach()
        elif roll < 0.75:
            self.let_block()
        elif roll < 0.8:
            self.defset()
        elif roll < 0.85:
            self.conditional()
        elif roll < 0.9:
            ty, name = self.type(), self.fresh("g")
            self.lines.append(f"defvar {name} = {self.values.value(ty, 2)};")
            self.scope.variables.append((name, ty))
        elif roll < 0.94:
            self.lines.append(
                f"assert {self.assertion()}, {self.values.value('string', 1)};"
            )
        elif roll < 0.98:
            ty = "int" if self.chance(0.02) else "string"
            self.lines.append(f"dump {self.values.value(ty, 1)};")
        else:
            self.deep()

    def variables(self, names: list[tuple[str, str]]) -> _Bound:
        """Make ``names`` (type, name) visible in a with-block."""
        return _Bound(self.scope, [(name, ty) for ty, name in names])


class _Bound:
    """Context manager pushing variables onto a scope."""

    def __init__(self, scope: Scope, pairs: list[tuple[str, str]]) -> None:
        self.scope, self.pairs = scope, pairs
        self.size = 0

    def __enter__(self) -> None:
        self.size = len(self.scope.variables)
        self.scope.variables.extend(self.pairs)

    def __exit__(self, *exc: object) -> None:
        del self.scope.variables[self.size :]


def prelude(rng: random.Random) -> tuple[str, str]:
    """The generated include file: guarded, with an #ifdef'd class."""
    guard = "PRELUDE_TD" if rng.random() < 0.9 else "INPUT_TD"
    body = [
        f"#ifndef {guard}",
        f"#define {guard}",
        'class Op<string n = "op"> { string Name = n; int Arity = 2; bits<8> Code = 0; }',
        'def Add : Op<"add">;',
        "#ifdef EXTRA",
        "def Extra : Op;",
        "#else",
        'def Mul : Op<"mul">;',
        "#endif",
        "#endif",
    ]
    return INCLUDE, "\n".join(body) + "\n"


def make_case(campaign: str, index: int) -> GrammarCase:
    """The deterministic program number ``index`` of ``campaign``."""
    rng = random.Random(f"{campaign}:{index}")
    gen = ProgramGen(rng)
    files: list[tuple[str, str]] = []
    extra = rng.random() < 0.2
    if extra:
        gen.lines.append("#define EXTRA")
    name, text = prelude(rng)
    if rng.random() < 0.7:
        files.append((name, text))
        gen.lines.append(f'include "{INCLUDE}"')
        if rng.random() < 0.2:
            gen.lines.append(f'include "{INCLUDE}"')  # the guard makes it harmless
    else:
        gen.lines.append(text.rstrip("\n"))
    gen.scope.classes["Op"] = [
        ("string", "Name"),
        ("int", "Arity"),
        ("bits<8>", "Code"),
    ]
    gen.scope.records += [("Add", "Op"), ("Extra" if extra else "Mul", "Op")]
    for _ in range(rng.randrange(2, 9)):
        gen.statement()
    json = rng.random() < 0.25 and not any(
        line.startswith("def Deep") for line in gen.lines
    )
    action = "json" if json else "records"  # deep values print quadratically in JSON
    return GrammarCase(index, action, ((INPUT, "\n".join(gen.lines) + "\n"), *files))
