"""Translate ODS predicate C++ expressions into Python source text.

``translate_cpp(text, context)`` parses a C++ expression (``cpp_grammar``) and
prints Python that calls the helpers of ``tblgen_py.runtime.predicates``
(imported as ``context.module``, ``_p`` by default)::

    ::llvm::isa<::mlir::IntegerType>($_self)            _p.isa(t, "IntegerType")
    ::llvm::cast<::mlir::IntegerType>($_self).getWidth() == 32
                                                        _p.get_width(t) == 32
    $_self.isSignlessInteger(1) && !x.hasRank()         _p.is_signless_integer(t, 1) and not ...

``cast<T>(x)`` is dropped (helpers dispatch on the runtime value), ``dyn_cast``
and ``isa`` check the class by name at run time, lambdas become Python lambdas
or generator expressions, ``std::equal_to<>()(a, b)`` becomes ``a == b`` and
``ArrayRef``/brace lists become tuples.  Anything else raises ``Untranslatable``
with the reason, and syntax outside the grammar raises ``CppSyntaxError``.
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from typing import Callable, Mapping

from tblgen_py.cpp import ast
from tblgen_py.cpp.grammar import CppSyntaxError, parse_cpp
from tblgen_py.cpp.statements import StatementError, desugar_lambdas
from tblgen_py.cpp.names import (
    BUILDER_TYPE_CLASSES,
    BUILDER_TYPE_METHODS,
    CPP_FUNCTIONS,
    CPP_METHODS,
    is_known_class,
)
from tblgen_py.ods.lazy_re import LazyPattern

__all__ = [
    "AND",
    "CppSyntaxError",
    "NOT",
    "OR",
    "Py",
    "TranslateContext",
    "Untranslatable",
    "closing_paren",
    "translate_cpp",
    "translate_cpp_py",
    "with_inline_getters",
]


class Untranslatable(Exception):
    """A C++ construct with no Python translation; the message says which."""


class Py:
    """Printed Python source and its precedence (an immutable pair).

    Plain slotted classes here and below: generating dataclass methods costs
    more at start-up than the translation of a whole dialect.
    """

    __slots__ = ("src", "prec")

    def __init__(self, src: str, prec: int) -> None:
        self.src = src
        self.prec = prec

    def __repr__(self) -> str:
        return f"Py(src={self.src!r}, prec={self.prec!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Py):
            return NotImplemented
        return (self.src, self.prec) == (other.src, other.prec)

    def __hash__(self) -> int:
        return hash((self.src, self.prec))

    def at(self, prec: int) -> str:
        """The source, parenthesised if it binds looser than ``prec``."""
        return self.src if self.prec >= prec else f"({self.src})"


@dataclass(init=False, repr=False, eq=False)  # fields only, for ``replace``
class TranslateContext:
    """What names mean while translating (treated as immutable).

    ``placeholders`` give ``$name`` values, ``known_class`` tells which C++ classes
    ``isa`` may name (others are collected in ``runtime_classes`` when it is a
    set, and are an error when it is None), ``dialect_methods`` are accessors
    called through ``call_method``, ``implicit_getters`` the op's own
    ``getX()`` accessors, ``markers`` the ``Concat`` children,
    ``native_functions`` the (normalised) names of C++ functions of one type
    that dialect ports register (``TypesMatchWith`` transformers), called
    through ``native_type_call``.  ``type_snippets`` allows what builds types
    (buildable types' ``builderCall``, ``TypesMatchWith`` transformers):
    ``$_builder``'s type methods (``builder_type``); conversions to a known
    class (``VectorType(b)``, ``VectorType::Builder(t)``) keep the value
    everywhere; ``type_getter`` gives, for a dialect type class's C++ name,
    the Python callee and leading arguments of its ``Cls::get(params...)``.
    """

    placeholders: Mapping[str, str]
    module: str
    known_class: Callable[[str], bool]
    dialect_methods: frozenset[str]
    markers: Mapping[str, Callable[[TranslateContext], Py]]
    local_names: frozenset[str]
    implicit_getters: Mapping[str, str]
    runtime_classes: set[str] | None
    native_functions: frozenset[str]
    type_snippets: bool
    type_getter: Callable[[str], tuple[str, tuple[str, ...]] | None] | None

    def __init__(
        self,
        placeholders: Mapping[str, str],
        module: str = "_p",
        known_class: Callable[[str], bool] = is_known_class,
        dialect_methods: frozenset[str] = frozenset(),
        markers: Mapping[str, Callable[[TranslateContext], Py]] | None = None,
        local_names: frozenset[str] = frozenset(),
        implicit_getters: Mapping[str, str] | None = None,
        runtime_classes: set[str] | None = None,
        native_functions: frozenset[str] = frozenset(),
        type_snippets: bool = False,
        type_getter: Callable[[str], tuple[str, tuple[str, ...]] | None] | None = None,
    ) -> None:
        self.placeholders = placeholders
        self.module = module
        self.known_class = known_class
        self.dialect_methods = dialect_methods
        self.markers = {} if markers is None else markers
        self.local_names = local_names
        self.implicit_getters = {} if implicit_getters is None else implicit_getters
        self.runtime_classes = runtime_classes
        self.native_functions = native_functions
        self.type_snippets = type_snippets
        self.type_getter = type_getter

    def __repr__(self) -> str:
        return f"TranslateContext(placeholders={self.placeholders!r}, ...)"

    def evolve(self, **changes: object) -> TranslateContext:
        """A copy with some fields changed (as ``dataclasses.replace``)."""
        new = object.__new__(TranslateContext)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    def with_locals(self, names: tuple[str, ...]) -> TranslateContext:
        """This context with lambda parameters in scope."""
        return self.evolve(local_names=self.local_names | frozenset(names))


# Python precedence levels of printed expressions (higher binds tighter).
_LAMBDA, _COND, _OR, _AND, _NOT, _CMP = 0, 1, 2, 3, 4, 5
OR, AND, NOT, ATOM = _OR, _AND, _NOT, 14
_BOR, _BXOR, _BAND, _ADD, _MUL, _UNARY, _ATOM = 6, 7, 8, 10, 11, 12, 14

_BINARY: dict[str, tuple[str, int]] = {
    "||": ("or", _OR),
    "&&": ("and", _AND),
    "|": ("|", _BOR),
    "^": ("^", _BXOR),
    "&": ("&", _BAND),
    "==": ("==", _CMP),
    "!=": ("!=", _CMP),
    "<": ("<", _CMP),
    ">": (">", _CMP),
    "<=": ("<=", _CMP),
    ">=": (">=", _CMP),
    "+": ("+", _ADD),
    "-": ("-", _ADD),
    "*": ("*", _MUL),
    "/": ("//", _MUL),
    "%": ("%", _MUL),
}

_TYPE_GETTER_SUFFIXES = ("VectorType", "TensorType", "MemRefType", "Type")
_ATTR_GETTER = ".get_attr("
"""How op placeholders bind an attribute (``$name`` -> the raw attribute)."""
_ENUM_CONSTANT = LazyPattern(r"(?:::)?(?:\w+::)*([A-Z]\w*)::(\w+)")

_ISA = {"isa", "isa_and_nonnull", "isa_and_present"}
_CAST = {"cast", "cast_or_null", "cast_if_present"}
_DYN_CAST = {"dyn_cast", "dyn_cast_or_null", "dyn_cast_if_present"}
_RANGE_ALGOS = {"all_of": "all_of", "any_of": "any_of", "none_of": "any_of"}
"""The runtime helper each range algorithm calls (``none_of``: negated ``any_of``);
helpers, not the builtins, so a generated value builder may take a builtin's name."""
_SEQUENCE_TYPES = {"ArrayRef", "SmallVector"}
_INT_TYPES = {"int", "unsigned", "int64_t", "uint64_t", "int32_t", "uint32_t"}
_INT_TYPES |= {"uint8_t", "int8_t", "int16_t", "uint16_t", "size_t", "unsigned int"}


def local_name(name: str) -> str:
    """A C++ local (lambda parameter) as a Python identifier."""
    if keyword.iskeyword(name) or name.startswith("_p"):
        return name + "_"
    return name


class _Translator:
    """Prints one expression tree; one ``visit_<Node>`` method per node class."""

    def __init__(self, context: TranslateContext) -> None:
        self.ctx = context

    def helper(self, name: str, *args: str) -> Py:
        """A call of a runtime helper."""
        return Py(f"{self.ctx.module}.{name}({', '.join(args)})", _ATOM)

    def visit(self, node: ast.Node) -> Py:
        """Dispatch on the node class."""
        visitor = getattr(self, f"visit_{type(node).__name__}")
        result = visitor(node)
        assert isinstance(result, Py)
        return result

    def args(self, nodes: tuple[ast.Node, ...]) -> list[str]:
        """Translated call arguments."""
        return [self.visit(n).at(_LAMBDA + 1) for n in nodes]

    def class_names(self, targs: tuple[str, ...] | None) -> list[str]:
        """Quoted normalised class names of a template argument list."""
        if not targs:
            raise Untranslatable("class template argument expected")
        names = [ast.normalize_name(t) for t in targs]
        for name in names:
            if self.ctx.known_class(name):
                continue
            if self.ctx.runtime_classes is None:
                raise Untranslatable(f"unknown C++ class '{name}'")
            self.ctx.runtime_classes.add(name)
        return [repr(name) for name in names]

    # -- leaves

    def visit_Placeholder(self, node: ast.Placeholder) -> Py:
        src = self.ctx.placeholders.get(node.name)
        if src is None:
            raise Untranslatable(f"placeholder '${node.name}' has no value here")
        dotted = all(part.isidentifier() for part in src.split("."))
        return Py(src, _ATOM if dotted else _LAMBDA)

    def visit_Name(self, node: ast.Name) -> Py:
        if node.template_args is None and node.text in self.ctx.markers:
            return self.ctx.markers[node.text](self.ctx)
        if node.template_args is None and node.text in self.ctx.local_names:
            return Py(local_name(node.text), _ATOM)
        constant = _ENUM_CONSTANT.fullmatch(node.text)
        op = self.ctx.placeholders.get("_op")
        if node.template_args is None and constant and op is not None:
            enum_name, case = constant.groups()
            return self.helper("enum_constant", op, repr(enum_name), repr(case))
        raise Untranslatable(f"unknown name '{node.text}'")

    def visit_IntLit(self, node: ast.IntLit) -> Py:
        return Py(str(node.value), _ATOM)

    def visit_StrLit(self, node: ast.StrLit) -> Py:
        return Py(repr(node.value), _ATOM)

    def visit_BoolLit(self, node: ast.BoolLit) -> Py:
        return Py(str(node.value), _ATOM)

    def visit_NullPtr(self, node: ast.NullPtr) -> Py:
        return Py("None", _ATOM)

    def visit_BraceList(self, node: ast.BraceList) -> Py:
        items = self.args(node.items)
        return Py(
            f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})", _ATOM
        )

    # -- operators

    def truth(self, node: ast.Node) -> Py:
        """``node`` in a boolean context: a handle (a name, ``$_self``, a
        ``dyn_cast``) tests non-null, as in C++, not Python emptiness."""
        value = self.visit(node)
        simple = all(part.isidentifier() for part in value.src.split("."))
        call = isinstance(node, ast.Call) and isinstance(node.callee, ast.Name)
        handle = (isinstance(node, (ast.Name, ast.Placeholder)) and simple) or (
            call
            and isinstance(node, ast.Call)
            and isinstance(node.callee, ast.Name)
            and (
                node.callee.normalized in _DYN_CAST
                or (not node.args and self.implicit_getter(node.callee.normalized))
            )
        )
        if handle and not value.src.startswith(f"{self.ctx.module}.present("):
            return self.helper("present", value.at(_LAMBDA + 1))
        return value

    def visit_Unary(self, node: ast.Unary) -> Py:
        if node.op == "!":
            return Py(f"not {self.truth(node.operand).at(_NOT)}", _NOT)
        return Py(f"{node.op}{self.visit(node.operand).at(_UNARY)}", _UNARY)

    def visit_Binary(self, node: ast.Binary) -> Py:
        op, prec = _BINARY[node.op]
        # Comparisons do not chain in C++: parenthesise nested ones.
        left_prec = prec + 1 if prec == _CMP else prec
        visit = self.truth if node.op in ("&&", "||") else self.visit
        lhs = visit(node.lhs).at(left_prec)
        rhs = visit(node.rhs).at(prec + 1)
        return Py(f"{lhs} {op} {rhs}", prec)

    def visit_Ternary(self, node: ast.Ternary) -> Py:
        cond = self.truth(node.cond).at(_COND + 1)
        then = self.visit(node.then).at(_COND + 1)
        other = self.visit(node.other).at(_COND)
        return Py(f"{then} if {cond} else {other}", _COND)

    def visit_Index(self, node: ast.Index) -> Py:
        obj = self.visit(node.obj).at(_ATOM)
        return Py(f"{obj}[{self.visit(node.index).at(_LAMBDA)}]", _ATOM)

    def visit_StaticCast(self, node: ast.StaticCast) -> Py:
        inner = self.visit(node.expr)
        if " ".join(node.type.split()).removeprefix("std::") in _INT_TYPES:
            return Py(f"int({inner.at(_LAMBDA + 1)})", _ATOM)
        raise Untranslatable(f"static_cast to '{node.type}'")

    def visit_Lambda(self, node: ast.Lambda) -> Py:
        inner = _Translator(self.ctx.with_locals(node.params))
        body = inner.visit(node.body).at(_LAMBDA)
        params = ", ".join(local_name(p) for p in node.params)
        return Py(f"lambda {params}: {body}" if params else f"lambda: {body}", _LAMBDA)

    # -- calls

    def visit_Call(self, node: ast.Call) -> Py:
        callee = node.callee
        if isinstance(callee, ast.Lambda):
            fn = self.visit(callee).at(_ATOM)
            return Py(f"{fn}({', '.join(self.args(node.args))})", _ATOM)
        if isinstance(callee, ast.Call) and isinstance(callee.callee, ast.Name):
            if callee.callee.normalized == "equal_to" and not callee.args:
                return self.equal_to(node.args)
        if not isinstance(callee, ast.Name):
            raise Untranslatable("call of a computed function")
        if callee.normalized == "SmallVector" and len(node.args) == 2:
            if not node.brace:  # SmallVector<T>(count, value): count copies
                count = self.visit(node.args[0]).at(_MUL + 1)
                value = self.args(node.args[1:])[0]
                return Py(f"({value},) * {count}", _MUL)
        return self.call_name(callee, node.args)

    def equal_to(self, args: tuple[ast.Node, ...]) -> Py:
        """``std::equal_to<>()(a, b)``."""
        if len(args) != 2:
            raise Untranslatable("std::equal_to<>() takes two arguments")
        lhs, rhs = (self.visit(a).at(_CMP + 1) for a in args)
        return Py(f"{lhs} == {rhs}", _CMP)

    def call_name(self, callee: ast.Name, args: tuple[ast.Node, ...]) -> Py:
        """A call of a named function or class."""
        name = callee.normalized
        if name in _ISA | _CAST | _DYN_CAST:
            return self.casting(name, callee.template_args, args)
        if name in _RANGE_ALGOS:
            return self.range_algorithm(name, args)
        if name == "is_contained" and len(args) == 2:
            rng, item = (self.visit(a).at(_CMP + 1) for a in args)
            return Py(f"{item} in {rng}", _CMP)
        if name in _SEQUENCE_TYPES:
            return self.sequence(args)
        if name == "bool" and len(args) == 1:
            return Py(f"bool({self.visit(args[0]).at(_LAMBDA + 1)})", _ATOM)
        if len(args) == 1 and callee.template_args is None:
            if self.ctx.known_class(name.removesuffix("::Builder")):
                return self.visit(args[0])  # a conversion keeps the value
        if not args:
            getter = self.implicit_getter(name)
            if getter is not None:
                return getter
        helper = CPP_FUNCTIONS.get(name)
        type_getter = self.ctx.type_getter
        if helper is None and type_getter is not None and name.endswith("::get"):
            found = type_getter(callee.text.removesuffix("get").rstrip(": "))
            if found is not None:
                values = ", ".join([*found[1], *self.args(args)])
                return Py(f"{found[0]}({values})", _ATOM)
        if helper is None and name in self.ctx.native_functions and len(args) == 1:
            text = callee.text.removeprefix("::")
            return self.helper("native_type_call", repr(text), *self.args(args))
        if helper is None:
            raise Untranslatable(f"unknown function '{name}'")
        return self.helper(helper, *self.args(args))

    def implicit_getter(self, name: str) -> Py | None:
        """An op's own ``getX()`` accessor, from ``implicit_getters``, a
        ``getX()`` placeholder (a one-line getter of the op's C++) or the
        ``$x`` placeholders: an operand/result as bound, an attribute through
        the generated getter (its converted value), ``getXType()`` and
        ``getXVectorType()`` the operand's/result's type."""
        if name in self.ctx.implicit_getters:
            return Py(self.ctx.implicit_getters[name], _ATOM)
        inline = self.ctx.placeholders.get(f"{name}()")
        if inline is not None:
            return Py(inline, _LAMBDA)
        if not name.startswith("get") or not name[3:4].isupper():
            return None
        entity = name[3:4].lower() + name[4:]
        for suffix in _TYPE_GETTER_SUFFIXES:
            base = entity.removesuffix(suffix)
            src = self.ctx.placeholders.get(base)
            if base != entity and src is not None and _ATTR_GETTER not in src:
                return self.helper("get_type", src)
        src = self.ctx.placeholders.get(entity)
        if src is None or entity.startswith("_"):
            return None
        op = self.ctx.placeholders.get("_op")
        if _ATTR_GETTER in src:
            return None if op is None else self.helper("op_getter", op, repr(entity))
        return Py(src, _ATOM)

    def casting(
        self, name: str, targs: tuple[str, ...] | None, args: tuple[ast.Node, ...]
    ) -> Py:
        """``isa``/``cast``/``dyn_cast`` with their class arguments."""
        if len(args) != 1:
            raise Untranslatable(f"'{name}' takes one argument")
        value = self.visit(args[0])
        if name in _CAST:  # the class only matters to C++'s static typing
            return value
        classes = self.class_names(targs)
        if name == "isa":
            return self.helper("isa", value.at(_LAMBDA + 1), *classes)
        if name in _ISA:
            return self.helper("isa_and_present", value.at(_LAMBDA + 1), *classes)
        if name == "dyn_cast":
            return self.helper("dyn_cast", value.at(_LAMBDA + 1), *classes)
        return self.helper("dyn_cast_if_present", value.at(_LAMBDA + 1), *classes)

    def range_algorithm(self, name: str, args: tuple[ast.Node, ...]) -> Py:
        """``llvm::all_of(range, [](T v) { return ...; })`` as a generator."""
        if len(args) != 2 or not isinstance(args[1], ast.Lambda):
            raise Untranslatable(f"'{name}' needs a range and a lambda")
        fn = args[1]
        if len(fn.params) != 1:
            raise Untranslatable(f"'{name}' lambda must take one parameter")
        rng = self.visit(args[0]).at(_LAMBDA + 1)
        body = _Translator(self.ctx.with_locals(fn.params)).visit(fn.body)
        var = local_name(fn.params[0])
        helper = f"{self.ctx.module}.{_RANGE_ALGOS[name]}"
        src = f"{helper}({body.at(_LAMBDA + 1)} for {var} in {rng})"
        if name == "none_of":
            return Py(f"not {src}", _NOT)
        return Py(src, _ATOM)

    def sequence(self, args: tuple[ast.Node, ...]) -> Py:
        """``ArrayRef<T>({...})`` / ``ArrayRef<T>{}`` as a tuple."""
        if not args:
            return Py("()", _ATOM)
        if len(args) == 1 and isinstance(args[0], ast.BraceList):
            return self.visit(args[0])
        return Py(f"({', '.join(self.args(args))},)", _ATOM)

    def visit_Member(self, node: ast.Member) -> Py:
        if node.args is None:
            raise Untranslatable(f"field access '.{node.name}'")
        builder = isinstance(node.obj, ast.Placeholder) and node.obj.name == "_builder"
        if builder and self.ctx.type_snippets:
            return self.builder_type(node.name, node.template_args, node.args)
        obj = self.visit(node.obj).at(_LAMBDA + 1)
        name = node.name
        if name in _ISA | _CAST | _DYN_CAST and not node.args:
            return self.casting(name, node.template_args, (node.obj,))
        if name == "hasTrait" and node.template_args and not node.args:
            trait = ast.normalize_name(node.template_args[0])
            return self.helper("has_trait", obj, repr(trait))
        if name == "hasPromiseOrImplementsInterface" and not node.args:
            return self.helper("isa", obj, *self.class_names(node.template_args))
        if node.template_args is not None:
            raise Untranslatable(f"templated method '{name}'")
        args = self.args(node.args)
        helper = CPP_METHODS.get(name)
        if helper is not None:
            return self.helper(helper, obj, *args)
        if name in self.ctx.dialect_methods:
            return self.helper("call_method", obj, repr(name), *args)
        raise Untranslatable(f"unknown method '{name}'")

    def builder_type(
        self, name: str, targs: tuple[str, ...] | None, args: tuple[ast.Node, ...]
    ) -> Py:
        """``$_builder.getF32Type()``, ``getIntegerType(w)``,
        ``getType<BFloat16Type>()``: the builtin types an ``OpBuilder`` makes."""
        if name not in BUILDER_TYPE_METHODS:
            raise Untranslatable(f"unknown builder method '{name}'")
        values = self.args(args)
        if name == "getType":
            cls = ast.normalize_name(targs[0]) if targs and len(targs) == 1 else ""
            if values or cls not in BUILDER_TYPE_CLASSES:
                raise Untranslatable(f"builder type of class '{cls}'")
            values = [repr(cls)]
        elif targs is not None:
            raise Untranslatable(f"templated builder method '{name}'")
        return self.helper("builder_type", repr(name), *values)


def translate_cpp_py(text: str, context: TranslateContext) -> Py:
    """Like ``translate_cpp``, keeping the precedence of the result."""
    if "{" in text:
        try:
            text = desugar_lambdas(text)
        except StatementError as exc:
            raise Untranslatable(str(exc)) from None
    return _Translator(context).visit(parse_cpp(text))


def translate_cpp(text: str, context: TranslateContext) -> str:
    """Python source for the C++ expression ``text``; raises on failure."""
    return translate_cpp_py(text, context).at(_LAMBDA)


_INLINE_GETTER = LazyPattern(
    r"[\w:<>]+\s+(get\w+)\s*\(\s*\)\s*(?:const\s*)?" r"\{\s*return\s+([^;{}]+);\s*\}",
    needle="return",
)


_INLINE_HELPER = LazyPattern(
    r"[\w:<>]+\s+(\w+)\s*\(\s*[\w:<>]+\s+(\w+)\s*\)\s*(?:const\s*)?"
    r"\{\s*return\s+([^;{}]+);\s*\}",
    needle="return",
)
"""A one-line method of one parameter: ``T name(U param) { return body; }``."""


def with_inline_getters(placeholders: dict[str, str], cpp: str) -> dict[str, str]:
    """``placeholders`` plus ``getX()`` keys for the one-line getters defined in
    ``cpp`` (an op's ``extraClassDeclaration``), translated over them; a getter
    may call the one-parameter one-line methods ``cpp`` defines (expanded in
    place)."""
    names = dict(placeholders)
    helpers = {
        m.group(1): (m.group(2), m.group(3)) for m in _INLINE_HELPER.finditer(cpp)
    }
    for match in _INLINE_GETTER.finditer(cpp):
        method, body = match.groups()
        try:
            body = _expand_helpers(body, helpers)
            names[f"{method}()"] = translate_cpp(body, TranslateContext(dict(names)))
        except (CppSyntaxError, Untranslatable):
            continue
    return names


_MAX_EXPANSIONS = 64
"""Helper calls expanded in one getter at most: a helper that calls itself
(directly or through the others) would expand forever."""


def _expand_helpers(body: str, helpers: dict[str, tuple[str, str]]) -> str:
    """``body`` with each call ``name(arg)`` of a one-parameter helper replaced
    by the helper's body over ``(arg)``."""
    budget = _MAX_EXPANSIONS
    for name, (param, inner) in helpers.items():
        pattern = re.compile(rf"(?<![\w.>:]){re.escape(name)}\s*\(")
        while (found := pattern.search(body)) is not None:
            budget -= 1
            if budget < 0:
                raise CppSyntaxError(f"recursive call of {name}", found.start())
            end = closing_paren(body, found.end())
            if end < 0:
                raise CppSyntaxError(f"unbalanced call of {name}", found.start())
            arg = body[found.end() : end]
            expanded = re.sub(rf"\b{re.escape(param)}\b", f"({arg})", inner)
            body = body[: found.start()] + f"({expanded})" + body[end + 1 :]
    return body


def closing_paren(text: str, start: int) -> int:
    """The index of the ``)`` closing the ``(`` just before ``start`` (-1 if none)."""
    depth = 1
    for index in range(start, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index
    return -1
