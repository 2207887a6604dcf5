"""An AttrDef/TypeDef format's directive tree as runtime directive constructors."""

from __future__ import annotations

from tblgen_py.backends.expr_layout import Expr, call, tuple_of
from tblgen_py.backends.names import py_string
from tblgen_py.ods.assembly_format import attr_parser as F

_AT = "_ods_at."


def format_expr(elements: tuple[object, ...]) -> Expr:
    """``_ods_at.Format(...)`` for a parsed format."""
    return call(_AT + "Format", *(element_expr(e) for e in elements))


def element_expr(element: object) -> Expr:
    """The constructor call of one directive."""
    match element:
        case F.Literal(value=value):
            return call(_AT + "Literal", py_string(value))
        case F.Space(value=value):
            return call(_AT + "Space", py_string(value))
        case F.Var(param=param, qualified=qualified):
            args: list[Expr] = [py_string(param.name)]
            if qualified:
                args.append("qualified=True")
            return call(_AT + "Var", *args)
        case F.Params(params=params):
            return call(_AT + "Params", tuple_of([py_string(p.name) for p in params]))
        case F.Struct(entries=entries):
            items = [
                py_string(e.param.name) if isinstance(e, F.Var) else element_expr(e)
                for e in entries
            ]
            return call(_AT + "Struct", tuple_of(items))
        case F.Ref(param=param):
            return call(_AT + "Ref", py_string(param.name))
        case F.Text(value=value):
            return call(_AT + "Text", py_string(value))
        case F.Custom(name=name, args=custom_args):
            arg_exprs = [element_expr(a) for a in custom_args]
            return call(_AT + "Custom", py_string(name), *arg_exprs)
        case F.Optional(then=then, otherwise=otherwise, anchor=anchor, inverted=inv):
            branch = otherwise if inv else then
            index = next(i for i, e in enumerate(branch) if e is anchor)
            parts: list[Expr] = [tuple_of([element_expr(e) for e in then]), str(index)]
            if otherwise:
                parts.append(tuple_of([element_expr(e) for e in otherwise]))
            if inv:
                parts.append("inverted=True")
            return call(_AT + "Optional", *parts)
    raise TypeError(f"unknown format element {element!r}")
