"""Native code of patterns as Python: NativeCodeCall bodies, constraints,
constants, and the native functions a pattern module defines itself.

A NativeCodeCall body that is a plain call ``fn(args...)`` becomes a call of the
user's Python ``fn`` (looked up by name at run time).  Any other body goes
through the ODS predicate translator (``cpp.expr``), with ``$_builder``
bound to a ``CppBuilder``; what still has no translation becomes a call of a
user function named after the def.  Every such name is recorded in the
module's ``NativeTable`` so generation can report it.

Native constraints and rewrites of PDL's shape are called by name when the
pattern runs (``runtime/pdl/generated``); the module defines those it can
(``native_functions``), as the last resort after what the user supplies: a
``[{ }]`` body marked as Python (its first line ``# python``) becomes a
function ``fn(rewriter, <params>)`` with that body; a C++ body goes through
the same translation as NativeCodeCalls (``translate_expr``): its statements
are made one expression (``cpp.statements``), ``success(c)``/``failure()``
are ``c``/false, the parameters are the arguments and ``rewriter`` the C++
builder; a body with no translation is left to the user.
"""

from __future__ import annotations

from tblgen_py.backends.names import py_string as _q

import ast as py_ast
import re
import textwrap
from collections.abc import Sequence

from tblgen_py.backends.layout import split_top_level
from tblgen_py.backends.names import cpp_literal, sanitize_name
from tblgen_py.backends.predicate_source import predicate_source
from tblgen_py.backends.rewrite_context import PatternContext
from tblgen_py.ods.attr_convert import conversion
from tblgen_py.ods.attributes import Attribute
from tblgen_py.cpp.expr import TranslateContext, closing_paren, translate_cpp
from tblgen_py.cpp.grammar import CppSyntaxError
from tblgen_py.cpp.expr import Untranslatable
from tblgen_py.ods.fields import def_field, string_field
from tblgen_py.cpp.predicates import translate_predicate
from tblgen_py.cpp.statements import StatementError, desugar_lambdas
from tblgen_py.patterns.model import NativeCode, NodeKind, Pattern
from tblgen_py.records.record import Record
from tblgen_py.cpp.names import CPP_FUNCTIONS
from tblgen_py.support.diagnostics import BackendError, Diagnostic, Level

BUILDER_METHODS = frozenset(
    {
        "getContext",
        "getIntegerType",
        "getI1Type",
        "getI32Type",
        "getI64Type",
        "getIndexType",
        "getF32Type",
        "getF64Type",
        "getStringAttr",
        "getArrayAttr",
        "getBoolAttr",
        "getUnitAttr",
        "getIntegerAttr",
        "getI32IntegerAttr",
        "getI64IntegerAttr",
        "getIndexAttr",
        "getF32FloatAttr",
        "getFloatAttr",
    }
)
IR_METHODS = frozenset(
    {
        "use_empty",
        "hasOneUse",
        "getOwner",
        "getAttr",
        "setAttr",
        "getInherentAttr",
        "getLoc",
        "getName",
        "getUsers",
        "getUses",
    }
)
_METHODS = BUILDER_METHODS | IR_METHODS
_SUCCESS = re.compile(r"^\s*(::mlir::|mlir::)?success\((.*)\)\s*$", re.S)
_POSITIONAL = re.compile(r"\$(\d+)(\.\.\.)?")
_SIMPLE_CALL = re.compile(
    r"^\s*((?:::)?[A-Za-z_][\w]*(?:::[A-Za-z_]\w*)*)\s*\((.*)\)\s*$"
)


def expand_ranges(template: str, count: int) -> str:
    """``$N...`` -> ``$N, $N+1, ...`` up to ``count`` arguments."""

    def repl(match: re.Match[str]) -> str:
        start = int(match.group(1))
        if not match.group(2):
            return match.group(0)
        return ", ".join(f"${i}" for i in range(start, count))

    return _POSITIONAL.sub(repl, template)


def _placeholders(
    args: Sequence[str], self_expr: str | None, loc: str
) -> dict[str, str]:
    names = {"_builder": "_b", "_loc": loc, "_ctxt": "None"}
    if self_expr is not None:
        names["_self"] = self_expr
    for index, arg in enumerate(args):
        names[f"_arg{index}"] = arg
    return names


def translate_expr(
    text: str, args: Sequence[str], self_expr: str | None, loc: str = "loc"
) -> str:
    """Python for a C++ expression over placeholders; raises when untranslatable."""
    cpp = _POSITIONAL.sub(lambda m: f"$_arg{m.group(1)}", text).replace("->", ".")
    ctx = TranslateContext(
        _placeholders(args, self_expr, loc),
        dialect_methods=_METHODS,
        runtime_classes=set(),
    )
    return as_call(double_quoted(_ir_calls(translate_cpp(cpp, ctx))))


def _ir_calls(expr: str) -> str:
    """Route C++ method calls on IR objects through ``_drr.call_method``."""
    return expr.replace("_p.call_method(", "_drr.call_method(")


def double_quoted(expr: str) -> str:
    """Rewrite string literals with double quotes where black would."""
    import io
    import tokenize

    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(expr).readline))
    except (tokenize.TokenError, SyntaxError):
        return expr
    out, last = [], 0
    for tok in tokens:
        if tok.type != tokenize.STRING or tok.start[0] != 1:
            continue
        start, end = tok.start[1], tok.end[1]
        out.append(expr[last:start])
        text = tok.string
        if text.startswith("'") and '"' not in text and "\\" not in text:
            text = '"' + text[1:-1] + '"'
        out.append(text)
        last = end
    out.append(expr[last:])
    return "".join(out)


def as_call(expr: str) -> str:
    """``expr`` as a call expression (so line splitting stays inside brackets)."""
    try:
        node = py_ast.parse(expr, mode="eval").body
    except SyntaxError:
        return f"_drr.ident({expr})"
    if isinstance(node, (py_ast.Call, py_ast.Name, py_ast.Attribute)):
        return expr
    return f"_drr.ident({expr})"


def native_call(
    ctx: PatternContext,
    node_record: Record,
    args: Sequence[str],
    self_expr: str | None = None,
) -> str:
    """Python for a NativeCodeCall applied to ``args`` (Python expressions)."""
    template = expand_ranges(string_field(node_record, "expression"), len(args))
    if self_expr is not None:
        template = _SUCCESS.sub(r"\2", template)
    if "$_builder" in template:
        ctx.uses_builder = True
    name = node_record.name_string
    simple = _SIMPLE_CALL.match(template)
    if simple is not None:
        call = _user_call(ctx, name, simple.group(1), simple.group(2), args, self_expr)
        if call is not None:
            return call
    try:
        return translate_expr(template, args, self_expr, ctx.loc_expr)
    except (Untranslatable, CppSyntaxError):
        pass
    return fallback_call(ctx, name, template, args, self_expr)


def _user_call(
    ctx: PatternContext,
    def_name: str,
    callee: str,
    arg_text: str,
    args: Sequence[str],
    self_expr: str | None,
    kind: str = "NativeCodeCall",
) -> str | None:
    """``fn(a, b)`` calling a user-supplied Python ``fn`` (None if not that shape)."""
    normalized = callee.removeprefix("::").removeprefix("mlir::")
    if normalized in CPP_FUNCTIONS or "::" in normalized.removeprefix("llvm::"):
        return None
    function = normalized.rsplit("::", 1)[-1]
    if function in ("success", "failure", "matchPattern"):
        return None
    py_args = []
    for piece in split_top_level(arg_text) if arg_text.strip() else []:
        if re.fullmatch(r"\s*&\s*\$\d+\s*", piece):
            continue
        try:
            py_args.append(translate_expr(piece.strip(), args, self_expr, ctx.loc_expr))
        except (Untranslatable, CppSyntaxError):
            return None
    ctx.uses_builder = ctx.uses_builder or "_b" in py_args
    ctx.natives.require(function, f"{kind} '{def_name}'")
    what = _q(f"{kind} {def_name}")
    fn = ctx.fresh("fn")
    ctx.emit(f"{fn} = self._native.lookup({_q(function)}, {what})")
    return f"{fn}({', '.join(py_args)})"


def fallback_call(
    ctx: PatternContext,
    def_name: str,
    cpp: str,
    args: Sequence[str],
    self_expr: str | None,
) -> str:
    """A call of the user's Python named after the def: ``(builder, loc, self, *args)``."""
    ctx.uses_builder = True
    ctx.natives.require(def_name, f"C++ '{' '.join(cpp.split())}'")
    fn = ctx.fresh("fn")
    ctx.emit(f"{fn} = self._native.lookup({_q(def_name)}, {_q('C++ ' + def_name)})")
    call_args = ["_b", ctx.loc_expr, self_expr or "None", *args]
    return f"{fn}({', '.join(call_args)})"


def constraint_check(
    ctx: PatternContext, record: Record, entities: Sequence[str]
) -> str:
    """Python for a ``Constraint`` def over entities (``$_self`` is the first)."""
    pred = def_field(record, "predicate")
    if pred is not None:
        self_expr = entities[0] if entities else "None"
        translated = _translate_constraint(pred, self_expr, entities)
        if translated is not None:
            return as_call(double_quoted(_ir_calls(translated)))
        text = _pred_text(pred).strip()
        while text.startswith("(") and text.endswith(")"):
            text = text[1:-1].strip()
        simple = _SIMPLE_CALL.match(text)
        if simple is not None:
            call = _user_call(
                ctx,
                record.name_string,
                simple.group(1),
                simple.group(2),
                list(entities),
                self_expr,
                "Constraint",
            )
            if call is not None:
                return call
    return fallback_call(ctx, record.name_string, _pred_text(pred), entities, None)


def _translate_constraint(
    pred: Record, self_expr: str, entities: Sequence[str]
) -> str | None:
    """Translate with ``$0``.. renamed for the C++ grammar."""
    names = {f"_arg{i}": e for i, e in enumerate(entities)}
    ctx = TranslateContext({}, dialect_methods=_METHODS, runtime_classes=set())
    renamed = _renamed_pred(pred)
    result = translate_predicate(
        renamed or pred, self_expr, placeholders=names, context=ctx
    )
    return result.python_src


def _renamed_pred(pred: Record) -> Record | None:
    """A copy of a ``CPred`` whose ``$N``/``->`` are spelled for the grammar."""
    from tblgen_py.records.values import StringInit

    expr = pred.get_value("predExpr")
    if expr is None or not isinstance(expr.value, StringInit):
        return None
    text = expr.value.value
    new = _POSITIONAL.sub(lambda m: f"$_arg{m.group(1)}", text).replace("->", ".")
    if new == text:
        return None
    copy = pred.copy()
    field = copy.get_value("predExpr")
    assert field is not None
    field.set_value(StringInit.get(new))
    return copy


def _pred_text(pred: Record | None) -> str:
    return string_field(pred, "predExpr") if pred is not None else ""


def type_check(ctx: PatternContext, record: Record) -> str | None:
    """The module constant checking a type/attribute constraint (None: always)."""
    from tblgen_py.ods.constraints import Constraint

    return ctx.checks.check(Constraint.from_record(record))


def attr_value(ctx: PatternContext, attr_record: Record, value: str) -> str:
    """Python building attribute ``attr_record`` from the C++ value ``value``."""
    attr = Attribute.from_record(attr_record)
    builder = conversion(attr, attr_record.name_string).builder
    literal = cpp_literal(value)
    if literal is None or builder.startswith("_ods_convert.attribute("):
        from tblgen_py.ods.attributes import base_attr

        base = base_attr(attr_record)
        text = enum_attr_text(base, value)
        if text is not None:
            # parsed at rewrite time, when the context has the dialect loaded
            name = ctx.natives.constant(f"_drr.DialectAttr({_q(text)})")
            return f"{name}.get(rewriter)"
        integer = int_enum_value(base, value)
        if integer is not None:
            return ctx.natives.constant(integer)
        cpp = " ".join(value.split())
        ctx.natives.require(f"constant {cpp}", f"a value of {base.name_string}")
        return f"_drr.constant({_q(attr_record.name_string)}, {_q(cpp)})"
    if builder.startswith("_ods_convert.unit("):
        if literal == "False":  # MLIR builds a null attribute: none at all
            return "None"
        return ctx.natives.constant("_ods_convert.unit(True)")
    return ctx.natives.constant(builder.replace("{v}", literal))


def enum_attr_text(attr_record: Record, value: str) -> str | None:
    """``#dialect.mnemonic<case>`` for a C++ enumerant of a dialect ``EnumAttr``."""
    from tblgen_py.ods.fields import derives, list_field
    from tblgen_py.records.values import DefInit

    fmt = " ".join(string_field(attr_record, "assemblyFormat").split())
    enum = def_field(attr_record, "enum")
    dialect = def_field(attr_record, "dialect")
    if not derives(attr_record, "EnumAttr") or fmt != "`<` $value `>`":
        return None
    if enum is None or dialect is None:
        return None
    cases = {
        string_field(c.record, "symbol"): string_field(c.record, "str")
        for c in list_field(enum, "enumerants")
        if isinstance(c, DefInit)
    }
    symbols = [part.strip().rsplit("::", 1)[-1] for part in value.split("|")]
    if not all(symbol in cases for symbol in symbols):
        return None
    separator = string_field(enum, "separator", "|").strip() or "|"
    body = separator.join(cases[symbol] for symbol in symbols)
    mnemonic = string_field(attr_record, "mnemonic")
    return f"#{string_field(dialect, 'name')}.{mnemonic}<{body}>"


def int_enum_value(attr_record: Record, value: str) -> str | None:
    """An integer-stored enum attribute's C++ enumerant as ``integer(v, width)``."""
    from tblgen_py.ods.fields import list_field
    from tblgen_py.records.values import DefInit

    symbol = value.strip().rsplit("::", 1)[-1]
    for case in list_field(attr_record, "enumerants"):
        if not isinstance(case, DefInit):
            continue
        if string_field(case.record, "symbol") == symbol:
            return _int_case(case.record)
    return None


def _int_case(record: Record) -> str | None:
    """``_ods_convert.integer(value, width)`` of an integer enum case."""
    from tblgen_py.ods.fields import derives, int_field

    value_type = def_field(record, "valueType")
    width = int_field(value_type, "bitwidth") if value_type is not None else 0
    if not derives(record, "IntEnumAttrCaseBase") or not width:
        return None
    return f"_ods_convert.integer({int_field(record, 'value')}, {width})"


def enum_case_value(ctx: PatternContext, record: Record) -> str:
    """Python for an enum case used as a constant (integer-stored cases)."""
    integer = _int_case(record)
    if integer is not None:
        return ctx.natives.constant(integer)
    ctx.natives.require(f"constant {record.name_string}", "an enum case")
    return f"_drr.constant({_q('enum case')}, {_q(record.name_string)})"


def constant_attr(ctx: PatternContext, record: Record) -> str:
    """Python for a ``ConstantAttr`` def."""
    attr = def_field(record, "attr")
    if attr is None:
        ctx.error(f"constant '{record.name_string}' has no attribute", None)
        return "None"
    return attr_value(ctx, attr, string_field(record, "value"))


__all__ = [
    "attr_value",
    "constant_attr",
    "constraint_check",
    "cpp_literal",
    "native_call",
    "predicate_source",
    "type_check",
]


# -- native functions of a pattern module --------------------------------------
def native_functions(patterns: list[Pattern]) -> tuple[list[list[str]], list[str]]:
    """Function definitions (their lines) and the ``_BODIES`` entries."""
    seen: dict[str, NativeCode] = {}
    for pattern in patterns:
        for node in (*pattern.match, *pattern.rewrite):
            kinds = (NodeKind.CONSTRAINT, NodeKind.NATIVE_REWRITE)
            if node.kind in kinds and node.native is not None:
                seen.setdefault(node.native.name, node.native)
    functions: list[list[str]] = []
    entries: list[str] = []
    for name, native in seen.items():
        lines = python_function(native)
        if lines is None:
            lines = cpp_function(native)
        if lines is None:
            continue
        functions.append(lines)
        entries.append(f"{_q(name)}: {_function_name(native)}")
    return functions, entries


def _function_name(native: NativeCode) -> str:
    return "_native_" + sanitize_name(native.name)


def python_function(native: NativeCode) -> list[str] | None:
    """A Python body as a function (None: not Python); BackendError if it does
    not parse.  The body is copied as written (black-clean if written so)."""
    if not native.is_python or native.code is None:
        return None
    body = textwrap.dedent(native.code.strip("\n")).strip("\n")
    params = ", ".join(f"{sanitize_name(p)}: Any" for p in native.params)
    head = f"def {_function_name(native)}(rewriter: Any{', ' if params else ''}{params}) -> Any:"
    lines = [head] + ["    " + line if line else "" for line in body.splitlines()]
    try:
        py_ast.parse("\n".join(lines))
    except SyntaxError as exc:
        message = f"the Python body of '{native.name}' does not parse: {exc.msg}"
        raise BackendError([Diagnostic(Level.ERROR, message, native.span)]) from None
    return lines


_LOGICAL = re.compile(r"(?:::)?(?:mlir::)?\b(success|failure)\s*\(")


def cpp_function(native: NativeCode) -> list[str] | None:
    """A C++ body translated to a function, or None when it has no translation."""
    if native.code is None or native.is_python:
        return None
    params = [sanitize_name(p) for p in native.params]
    try:
        expr = _translate(native.code, native.params, params)
    except (Untranslatable, CppSyntaxError, StatementError, ValueError):
        return None
    head_params = "".join(f", {p}: Any" for p in params)
    lines = [f"def {_function_name(native)}(rewriter: Any{head_params}) -> Any:"]
    if re.search(r"\b_b\b", expr):
        lines.append("    _b = _drr.CppBuilder(rewriter)")
    lines.append(f"    return {expr}")
    try:
        py_ast.parse("\n".join(lines))
    except SyntaxError:
        return None
    return lines


def _translate(code: str, names: tuple[str, ...], params: list[str]) -> str:
    """The Python expression of a C++ body over its parameters."""
    body = code.strip()
    if not body.startswith("return") or body.count(";") != 1:
        body = desugar_lambdas("[&]() {" + body + "}()")
    else:
        body = body.removeprefix("return").rstrip().removesuffix(";")
    body = _logical(body)
    for index, name in enumerate(names):
        body = re.sub(rf"(?<![\w.$>]){re.escape(name)}\b", f"$_arg{index}", body)
    body = re.sub(r"(?<![\w.$>])rewriter\b", "$_builder", body)
    return translate_expr(body, params, None)


def _logical(text: str) -> str:
    """``success(c)`` -> ``(c)``, ``success()`` -> ``true``, ``failure()`` -> ``false``."""
    out: list[str] = []
    pos = 0
    while True:
        match = _LOGICAL.search(text, pos)
        if match is None:
            return "".join(out) + text[pos:]
        close = _closing(text, match.end() - 1)
        inner = text[match.end() : close].strip()
        out.append(text[pos : match.start()])
        if match[1] == "failure":
            if inner:
                raise ValueError("failure() takes no argument")
            out.append("false")
        else:
            out.append(f"({_logical(inner)})" if inner else "true")
        pos = close + 1


def _closing(text: str, open_index: int) -> int:
    """The index of the parenthesis closing the one at ``open_index``."""
    close = closing_paren(text, open_index + 1)
    if close < 0:
        raise ValueError("unbalanced parentheses")
    return close
