"""The declarative assembly format of attributes and types, as runtime directives.

A generated class holds ``FORMAT = Format(...)``: a tree of ``Literal``,
``Space``, ``Var`` (a parameter; ``qualified=True`` prints it in full),
``Params``, ``Struct``, ``Custom`` (Python hooks registered by directive name)
and ``Optional`` (a group with an anchor and an else branch).  Each directive
knows how it parses and prints, following ``AttrOrTypeFormatGen.cpp``: where
spaces go is decided once, when the ``Format`` is built, as mlir-tblgen decides
it when generating the printer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NoReturn

from tblgen_py.runtime.text.lexer import MLIRParseError

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.attrdef import DialectValue, Parameter
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

Values = dict[str, object]
CustomParseFn = Callable[..., object]
CustomPrintFn = Callable[..., None]
_CUSTOM_DIRECTIVES: dict[tuple[str, str], tuple[CustomParseFn, CustomPrintFn]] = {}


def register_custom_directive(
    dialect: str, name: str, parse: CustomParseFn, print: CustomPrintFn
) -> None:
    """Python hooks of ``custom<name>`` in ``dialect``'s formats.

    ``parse(parser, *refs)`` returns the bound parameters' values (a tuple when
    there are several); ``print(printer, *values)`` writes them.
    """
    _CUSTOM_DIRECTIVES[(dialect, name)] = (parse, print)


class _Flags:
    """mlir-tblgen's ``shouldEmitSpace`` / ``lastWasPunctuation`` while planning."""

    __slots__ = ("emit_space", "last_punct")

    def __init__(self, emit_space: bool = True, last_punct: bool = False) -> None:
        self.emit_space = emit_space
        self.last_punct = last_punct

    def copy(self) -> _Flags:
        return _Flags(self.emit_space, self.last_punct)

    def variable_space(self) -> bool:
        """Whether a space precedes a variable here; then updates the flags."""
        space = self.emit_space or not self.last_punct
        self.emit_space, self.last_punct = True, False
        return space


def space_before(value: str, last_punct: bool) -> bool:
    """``shouldEmitSpaceBefore``: whether a literal is preceded by a space."""
    if len(value) != 1 and value != "->":
        return True
    if last_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class _Context:
    """One parse or print: the class, its parameters and the values so far."""

    __slots__ = ("cls", "values", "params")

    def __init__(self, cls: type[DialectValue], values: Values) -> None:
        self.cls = cls
        self.values = values
        self.params: dict[str, Parameter] = {p.name: p for p in cls.PARAMETERS}

    def present(self, name: str) -> bool:
        """Whether an optional parameter differs from its default (print guard)."""
        param = self.params[name]
        value = self.values.get(name)
        return value is not None and value != param.default


class Element:
    """A format directive."""

    __slots__ = ()

    def plan(self, flags: _Flags) -> None:
        """Decide the spacing of the printer (static, as mlir-tblgen does)."""

    def parse(self, p: DialectAsmParser, ctx: _Context) -> None:
        """Read this element into ``ctx.values``."""

    def print(self, out: DialectAsmPrinter, ctx: _Context) -> None:
        """Write this element."""

    def bound(self) -> list[str]:
        """The parameters this element binds."""
        return []


class Literal(Element):
    """A keyword or punctuation literal."""

    __slots__ = ("value", "space")

    def __init__(self, value: str) -> None:
        self.value = value
        self.space = False

    def plan(self, flags: _Flags) -> None:
        v = self.value
        self.space = flags.emit_space and space_before(v, flags.last_punct)
        flags.emit_space = len(v) != 1 or v[0] not in "<({["
        flags.last_punct = v[0] != "_" and not v[0].isalpha()

    def is_keyword(self) -> bool:
        """Whether the literal is parsed as a keyword."""
        return self.value[0] == "_" or self.value[0].isalpha()

    def parse_optional(self, p: DialectAsmParser) -> bool:
        """Consume the literal if it is next."""
        if self.is_keyword():
            return p.parse_optional_keyword(self.value) is not None
        return p.parse_optional_punct(self.value)

    def parse(self, p: DialectAsmParser, ctx: _Context) -> None:
        if self.is_keyword():
            p.parse_keyword(self.value)
        else:
            p.parse_punct(self.value)

    def print(self, out: DialectAsmPrinter, ctx: _Context) -> None:
        out.write(" " + self.value if self.space else self.value)


class Space(Element):
    """`` ` ` `` (a space), `` `\\n` `` (a newline) or ``` `` ``` (no space)."""

    __slots__ = ("value",)

    def __init__(self, value: str) -> None:
        self.value = value

    def plan(self, flags: _Flags) -> None:
        if not self.value:
            flags.last_punct = True
        flags.emit_space = False

    def print(self, out: DialectAsmPrinter, ctx: _Context) -> None:
        if self.value == "\\n":
            out.write("\n")
        elif self.value:
            out.write(self.value)


class Var(Element):
    """A parameter (``$name``), optionally ``qualified(...)``."""

    __slots__ = ("name", "qualified", "space", "guard")

    def __init__(self, name: str, qualified: bool = False) -> None:
        self.name = name
        self.qualified = qualified
        self.space = False
        self.guard = True

    def plan(self, flags: _Flags) -> None:
        self.space = flags.variable_space()

    def bound(self) -> list[str]:
        return [self.name]

    def parse(self, p: DialectAsmParser, ctx: _Context) -> None:
        ctx.values[self.name] = parse_parameter(p, ctx, self.name, optional=False)

    def parse_optional(self, p: DialectAsmParser, ctx: _Context) -> None:
        """Read the parameter if one starts here (the first of an optional group)."""
        ctx.values[self.name] = parse_parameter(p, ctx, self.name, optional=True)

    def print(self, out: DialectAsmPrinter, ctx: _Context) -> None:
        param = ctx.params[self.name]
        if self.guard and param.optional and not ctx.present(self.name):
            return
        if self.space:
            out.write(" ")
        value = ctx.values[self.name]
        if self.qualified:
            from tblgen_py.runtime.ir.types import Type

            if isinstance(value, Type):
                out.print_type(value)
            else:
                out.print_attribute(value)  # type: ignore[arg-type]
        else:
            param.codec.print(out, value)


def parse_parameter(
    p: DialectAsmParser, ctx: _Context, name: str, optional: bool
) -> object:
    """One parameter's value; MLIR's follow-up error names the parameter."""
    param = ctx.params[name]
    try:
        if optional:
            return param.codec.parse_optional(p)
        return param.codec.parse(p)
    except MLIRParseError as exc:
        prefix = "" if p.op_name is None else f"custom op '{p.op_name}' "
        p.parser.follow_up(
            exc,
            f"{prefix}failed to parse {ctx.cls.DEF_NAME} parameter '{name}' which is "
            f"to be a `{param.cpp_type}`",
        )
        raise


class _ParamList(Element):
    """What ``params`` and ``struct`` share: a comma-separated list of entries
    (parameters; in a struct also ``custom<...>`` keyed by its first parameter)."""

    __slots__ = ("vars", "space")

    def __init__(self, names: Sequence[str | Custom]) -> None:
        self.vars: list[Var | Custom] = [
            Var(n) if isinstance(n, str) else n for n in names
        ]
        self.space = False

    def bound(self) -> list[str]:
        return [n for v in self.vars for n in v.bound()]

    def plan(self, flags: _Flags) -> None:
        self.space = flags.emit_space or not flags.last_punct
        for var in self.vars:
            flags.emit_space, flags.last_punct = False, True
            var.plan(flags)

    def _optional(self, ctx: _Context, entry: Var | Custom) -> bool:
        return all(ctx.params[n].optional for n in entry.bound())

    def _present(self, ctx: _Context, entry: Var | Custom) -> bool:
        return any(ctx.present(n) for n in entry.bound())

    def print(self, out: DialectAsmPrinter, ctx: _Context) -> None:
        optional = [self._optional(ctx, v) for v in self.vars]
        if self.space and (
            not all(optional) or any(self._present(ctx, v) for v in self.vars)
        ):
            out.write(" ")
        first = True
        for var, is_optional in zip(self.vars, optional):
            if is_optional and not self._present(ctx, var):
                continue
            if not first:
                out.write(", ")
            first = False
            self.print_key(out, var.bound()[0])
            if isinstance(var, Var):
                var.print(out, ctx)
            else:
                var.print_body(out, ctx)

    def print_key(self, out: DialectAsmPrinter, name: str) -> None:
        """Nothing for ``params``; ``name = `` for ``struct``."""


class Params(_ParamList):
    """``params``: every parameter, comma-separated."""

    __slots__ = ()

    def parse(self, p: DialectAsmParser, ctx: _Context) -> None:
        optional = [self._optional(ctx, v) for v in self.vars]
        last_required = max((i for i, o in enumerate(optional) if not o), default=0)
        for index, var in enumerate(self.vars):
            if index:
                prev = self.vars[index - 1]
                if not optional[index - 1] or self._present(ctx, prev):
                    if index <= last_required:
                        p.parse_punct(",")
                    elif not p.parse_optional_punct(","):
                        return
            var.parse(p, ctx)


class Struct(_ParamList):
    """``struct(...)``: ``name = value`` pairs in any order."""

    __slots__ = ()

    def print_key(self, out: DialectAsmPrinter, name: str) -> None:
        out.write(f"{name} = ")

    def parse(self, p: DialectAsmParser, ctx: _Context) -> None:
        seen: set[str] = set()
        entries = {v.bound()[0]: v for v in self.vars}
        optional = [self._optional(ctx, v) for v in self.vars]

        def entry(key: str) -> None:
            p.parse_punct("=")
            if key in seen or key not in entries:
                p.error(f"duplicate or unknown struct parameter name: {key}")
            seen.add(key)
            found = entries[key]
            if isinstance(found, Var):
                ctx.values[key] = parse_parameter(p, ctx, key, optional=False)
            else:
                found.parse(p, ctx)

        def keyword() -> str:
            key = p.parse_optional_keyword()
            if key is None:
                p.error("expected a parameter name in struct")
            return key

        if all(optional):
            first = p.parse_optional_keyword()
            if first is not None:
                entry(first)
                while p.parse_optional_punct(","):
                    entry(keyword())
            return
        if not any(optional):
            for index in range(len(entries)):
                entry(keyword())
                if index != len(entries) - 1:
                    p.parse_punct(",")
            return
        entry(keyword())
        while p.parse_optional_punct(","):
            entry(keyword())
        for name, is_optional in zip(entries, optional):
            if not is_optional and name not in seen:
                p.error(f"struct is missing required parameter: {name}")


class Ref(Element):
    """``ref($name)``: an already-bound parameter passed to a custom directive."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class Text(Element):
    """A string argument of a custom directive (a C++ expression, passed as text)."""

    __slots__ = ("value",)

    def __init__(self, value: str) -> None:
        self.value = value


class Custom(Element):
    """``custom<Name>(args)``: Python hooks registered for the dialect."""

    __slots__ = ("name", "args", "space")

    def __init__(self, name: str, *args: Element) -> None:
        self.name = name
        self.args = args
        self.space = False

    def plan(self, flags: _Flags) -> None:
        self.space = flags.variable_space()

    def bound(self) -> list[str]:
        return [a.name for a in self.args if isinstance(a, Var)]

    def _hooks(self, ctx: _Context) -> tuple[CustomParseFn, CustomPrintFn] | None:
        return _CUSTOM_DIRECTIVES.get((ctx.cls.DIALECT, self.name))

    def _missing(self, p: DialectAsmParser, ctx: _Context) -> NoReturn:
        p.error(
            f"no Python hooks registered for custom<{self.name}> of dialect "
            f"'{ctx.cls.DIALECT}' (register_custom_directive)"
        )

    def _arguments(self, ctx: _Context) -> list[object]:
        out: list[object] = []
        for arg in self.args:
            if isinstance(arg, (Var, Ref)):
                out.append(ctx.values.get(arg.name))
            elif isinstance(arg, Text):
                out.append(arg.value)
        return out

    def parse(self, p: DialectAsmParser, ctx: _Context) -> None:
        hooks = self._hooks(ctx)
        if hooks is None:
            self._missing(p, ctx)
        at = p.current_location()
        refs = [
            ctx.values.get(a.name) if isinstance(a, Ref) else getattr(a, "value", None)
            for a in self.args
            if not isinstance(a, Var)
        ]
        result = hooks[0](p, *refs)
        bound = self.bound()
        values = result if len(bound) != 1 else (result,)
        for name, value in zip(bound, values):  # type: ignore[call-overload]
            if value is None and not ctx.params[name].optional:
                p.error(f"custom parser failed to parse parameter '{name}'", at)
            ctx.values[name] = value

    def print(self, out: DialectAsmPrinter, ctx: _Context) -> None:
        if self.space:
            out.write(" ")
        self.print_body(out, ctx)

    def print_body(self, out: DialectAsmPrinter, ctx: _Context) -> None:
        """The hook's text alone (no leading space)."""
        hooks = self._hooks(ctx)
        if hooks is None:
            raise ValueError(
                f"no Python hooks registered for custom<{self.name}> of dialect "
                f"'{ctx.cls.DIALECT}'"
            )
        hooks[1](out, *self._arguments(ctx))


class Optional(Element):
    """``(then)?`` or ``(then):(else)?`` with an anchor (``^``) in one branch."""

    __slots__ = ("then", "otherwise", "anchor", "inverted")

    def __init__(
        self,
        then: Sequence[Element],
        anchor: int,
        otherwise: Sequence[Element] = (),
        inverted: bool = False,
    ) -> None:
        """``anchor`` indexes the anchored element in ``then`` (``otherwise``
        when ``inverted``: the anchor is in the else branch)."""
        self.then = list(then)
        self.otherwise = list(otherwise)
        self.anchor = (self.otherwise if inverted else self.then)[anchor]
        self.inverted = inverted

    def plan(self, flags: _Flags) -> None:
        saved = flags.copy()
        for element in self.then:
            element.plan(flags)
        flags.emit_space, flags.last_punct = saved.emit_space, saved.last_punct
        for element in self.otherwise:
            element.plan(flags)

    def bound(self) -> list[str]:
        return [n for e in [*self.then, *self.otherwise] for n in e.bound()]

    def parse(self, p: DialectAsmParser, ctx: _Context) -> None:
        then = [e for e in self.then if not isinstance(e, Space)]
        first, rest = then[0], then[1:]
        otherwise = [e for e in self.otherwise if not isinstance(e, Space)]
        if isinstance(first, Literal):
            taken = first.parse_optional(p)
        else:
            if isinstance(first, Var):
                first.parse_optional(p, ctx)
            else:
                first.parse(p, ctx)
            taken = any(bool(ctx.values.get(n)) for n in first.bound())
        for element in rest if taken else otherwise:
            element.parse(p, ctx)

    def print(self, out: DialectAsmPrinter, ctx: _Context) -> None:
        present = any(ctx.present(n) for n in self.anchor.bound())
        for element in self.then if present != self.inverted else self.otherwise:
            element.print(out, ctx)


class Format:
    """A whole attribute/type format: its elements with their spacing planned."""

    __slots__ = ("elements",)

    def hooks_registered(self, cls: type[DialectValue]) -> bool:
        """Whether every ``custom<...>`` and parameter hook the format uses exists."""
        params = {p.name: p for p in cls.PARAMETERS}
        elements = _walk(self.elements)
        directive_args = {
            id(arg) for e in elements if isinstance(e, Custom) for arg in e.args
        }  # read and written by their directive's hooks, not their codecs
        for element in elements:
            if isinstance(element, Custom):
                if (cls.DIALECT, element.name) not in _CUSTOM_DIRECTIVES:
                    return False
            elif isinstance(element, Var) and id(element) not in directive_args:
                if not params[element.name].codec.has_hooks():
                    return False
        return True

    def __init__(self, *elements: Element) -> None:
        self.elements = elements
        flags = _Flags()
        for element in elements:
            element.plan(flags)

    def parse(self, p: DialectAsmParser, cls: type[DialectValue]) -> Values:
        """The parameter values read from ``p`` (absent optional ones missing)."""
        ctx = _Context(cls, {})
        for element in self.elements:
            element.parse(p, ctx)
        return ctx.values

    def print(self, out: DialectAsmPrinter, value: DialectValue) -> None:
        """Write ``value``'s body."""
        values = {p.name: getattr(value, p.attr) for p in type(value).PARAMETERS}
        ctx = _Context(type(value), values)
        for element in self.elements:
            element.print(out, ctx)


def _walk(elements: Sequence[Element]) -> list[Element]:
    """Every element of a tree, nested ones included."""
    out: list[Element] = []
    for element in elements:
        out.append(element)
        if isinstance(element, Optional):
            out += _walk([*element.then, *element.otherwise])
        elif isinstance(element, _ParamList):
            out += _walk(element.vars)
        elif isinstance(element, Custom):
            out += _walk(element.args)
    return out
