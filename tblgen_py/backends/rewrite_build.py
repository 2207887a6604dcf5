"""The rewrite half of a generated DRR pattern: build result dags, then replace.

Each result dag yields "declared values" (an op node: one per ODS result; a
NativeCodeCall: ``numReturns``; ``replaceWithValue``: its value).  The last N
declared values replace the root's N results; earlier ones are auxiliary.  An
op whose values replace root results reuses the root's result types; other ops
get theirs from ``returnType``, ODS type inference, or an ``infer_return_types``
hook at run time.
"""

from __future__ import annotations

from tblgen_py.backends.names import py_string as _q

import re
from dataclasses import dataclass

from tblgen_py.backends.rewrite_context import (
    PatternContext,
    Symbol,
    SymKind,
    all_single,
    arity_code,
    py_local,
)
from tblgen_py.backends.rewrite_types import inferred_types, operand_list
from tblgen_py.backends.rewrite_native import (
    attr_value,
    constant_attr,
    enum_case_value,
    fallback_call,
    native_call,
    translate_expr,
)
from tblgen_py.drr.dag import DagArg, DagLeaf, DagNode, LeafKind, NodeKind, split_index
from tblgen_py.ods.constraints import Arity
from tblgen_py.cpp.expr import Untranslatable
from tblgen_py.cpp.grammar import CppSyntaxError
from tblgen_py.ods.operator import (
    NamedAttribute,
    NamedProperty,
    NamedTypeConstraint,
    Operator,
)


@dataclass
class Built:
    """A built entity: Python expression and what it is."""

    expr: str
    kind: SymKind


def declared_count(ctx: PatternContext, node: DagArg) -> int:
    """How many declared values a top-level result dag yields."""
    if isinstance(node, DagLeaf):
        return 1 if node.kind is LeafKind.SYMBOL else 0
    kind = node.kind
    if kind is NodeKind.OP and node.operator is not None:
        op = ctx.operator(node.operator)
        if op is None:
            return 0
        if node.symbol and split_index(node.symbol)[1] is not None:
            return 1
        return len(op.results)
    if kind is NodeKind.NATIVE:
        return node.num_returns
    if kind is NodeKind.REPLACE_WITH_VALUE:
        return len(node.args)
    return 0


def _valid_top_level(ctx: PatternContext, node: DagArg) -> bool:
    """Whether a result dag may stand at the top level (an error otherwise)."""
    if isinstance(node, DagLeaf):
        ok = node.kind is LeafKind.SYMBOL
        name = str(node.value)
    else:
        ok = node.kind in _TOP_LEVEL
        name = node.operator_name
    if not ok:
        ctx.error(f"'{name}' cannot be a result pattern", name)
    return ok


_TOP_LEVEL = (NodeKind.OP, NodeKind.NATIVE, NodeKind.REPLACE_WITH_VALUE)


def emit_rewrite(ctx: PatternContext, root: Operator) -> None:
    """Build every result dag, run supplemental dags, replace the root."""
    ops = ", ".join(ctx.matched_ops)
    ctx.emit(f"loc = _drr.fused_loc([{ops}])")
    ctx.loc_expr = "loc"
    ctx.in_results = True
    if not all(_valid_top_level(ctx, r) for r in ctx.pattern.results):
        return
    counts = [declared_count(ctx, r) for r in ctx.pattern.results]
    wanted = len(root.results)
    start = sum(counts) - wanted
    if start < 0:
        ctx.error(
            f"the result patterns give {sum(counts)} values to replace the "
            f"{wanted} results of '{root.operation_name}'",
            None,
        )
        return
    declared: list[str] = []
    offset = 0
    for node, count in zip(ctx.pattern.results, counts):
        root_types = _root_types(root, offset - start, count, wanted)
        declared.extend(_top_level(ctx, node, root_types))
        offset += count
    for node in ctx.pattern.supplemental:
        build_arg(ctx, node)
    _replace(ctx, root, declared[start:])


def _root_types(
    root: Operator, first: int, count: int, wanted: int
) -> list[str] | None:
    """Root result types for an op whose values are root results first..first+count
    (ODS result groups: a variadic group gives all its types)."""
    if first < 0 or first + count > wanted or count == 0:
        return None
    if all_single(root.results):
        return [f"op0.results[{i}].type" for i in range(first, first + count)]
    # castedOp0.getODSResults(first + i): the types of the root's result groups
    seg = root.has_native_trait("AttrSizedResultSegments")
    groups = f"_drr.result_groups(op0, {_q(arity_code(root.results))}, {seg})"
    return [f"*_drr.types_of({groups}[{i}])" for i in range(first, first + count)]


def _top_level(
    ctx: PatternContext, node: DagArg, root_types: list[str] | None
) -> list[str]:
    """Build one result dag; its declared values as Python expressions."""
    if isinstance(node, DagLeaf):
        if node.kind is LeafKind.SYMBOL and node.symbol:
            return [ctx.ref(node.symbol)[0]]
        ctx.error(f"'{node}' cannot be a result pattern", str(node.value))
        return []
    kind = node.kind
    if kind is NodeKind.REPLACE_WITH_VALUE:
        return [build_arg(ctx, arg).expr for arg in node.args]
    if kind is NodeKind.OP and node.operator is not None:
        op = ctx.operator(node.operator)
        var = build_op(ctx, node, root_types)
        if op is None or var is None:
            return []
        index = split_index(node.symbol)[1] if node.symbol else None
        values = _result_values(var, op)
        return values if index is None else [values[index]]
    if kind is NodeKind.NATIVE:
        built = build_native(ctx, node)
        if node.num_returns <= 1:
            return [built.expr] if node.num_returns == 1 else []
        return [f"{built.expr}[{i}]" for i in range(node.num_returns)]
    ctx.error(f"'{node.operator_name}' cannot be a result pattern", node.operator_name)
    return []


def _result_values(var: str, op: Operator) -> list[str]:
    """One expression per ODS result group of a created op."""
    if all_single(op.results):
        return [f"{var}.results[{i}]" for i in range(len(op.results))]
    seg = op.has_native_trait("AttrSizedResultSegments")
    groups = f"_drr.result_groups({var}, {_q(arity_code(op.results))}, {seg})"
    # A single result is its group's value (getODSResults(i).begin()), not a list.
    return [
        (
            f"_drr.one({groups}[{i}])"
            if result.arity is Arity.SINGLE
            else f"{groups}[{i}]"
        )
        for i, result in enumerate(op.results)
    ]


def _replace(ctx: PatternContext, root: Operator, values: list[str]) -> None:
    """Replace (or, for a result-less root, erase) the root op."""
    if not root.results:
        ctx.emit("rewriter.erase_op(op0)")
        return
    items = [_value_item(ctx, v) for v in values]
    if len(items) == 1 and not items[0].startswith("*"):
        ctx.emit(f"rewriter.replace_op(op0, {items[0]})")  # one value, no list
        return
    ctx.emit(f"rewriter.replace_op(op0, [{', '.join(items)}])")


def _value_item(ctx: PatternContext, expr: str) -> str:
    """One replacement list item (a known single value is used as it is)."""
    if re.fullmatch(r"\w+\.results\[\d+\]", expr):
        return expr
    if any(s.py == expr and s.kind is SymKind.VALUE for s in ctx.symbols.values()):
        return expr
    return f"*_drr.many({expr})"


def build_arg(ctx: PatternContext, arg: DagArg) -> Built:
    """Build (or reference) one argument of a result dag."""
    if isinstance(arg, DagLeaf):
        return _leaf(ctx, arg)
    kind = arg.kind
    if kind is NodeKind.OP and arg.operator is not None:
        var = build_op(ctx, arg, None)
        op = ctx.operator(arg.operator)
        if var is None or op is None:
            return Built("None", SymKind.VALUE)
        index = split_index(arg.symbol)[1] if arg.symbol else None
        if index is not None and index < len(op.results):
            single = op.results[index].arity is Arity.SINGLE
            one = all_single(op.results) or single
            return Built(
                _result_values(var, op)[index], SymKind.VALUE if one else SymKind.VALUES
            )
        if len(op.results) == 1 and op.results[0].arity is Arity.SINGLE:
            return Built(f"{var}.results[0]", SymKind.VALUE)
        return Built(var, SymKind.OP)
    if kind is NodeKind.NATIVE:
        return build_native(ctx, arg)
    if kind is NodeKind.REPLACE_WITH_VALUE and len(arg.args) == 1:
        return build_arg(ctx, arg.args[0])
    if kind is NodeKind.VARIADIC:
        items = [build_arg(ctx, sub) for sub in arg.args]
        values = ", ".join(
            i.expr if i.kind is SymKind.VALUE else f"*_drr.many({i.expr})"
            for i in items
        )
        return Built(f"[{values}]", SymKind.VALUES)
    ctx.error(f"'{arg.operator_name}' cannot be used here", arg.operator_name)
    return Built("None", SymKind.VALUE)


def _leaf(ctx: PatternContext, leaf: DagLeaf) -> Built:
    """A symbol reference, constant, native leaf or string."""
    kind = leaf.kind
    rec = leaf.record
    if kind is LeafKind.SYMBOL and leaf.symbol:
        expr, sym_kind = ctx.ref(leaf.symbol)
        return Built(expr, sym_kind)
    if kind is LeafKind.CONSTANT_ATTR and rec is not None:
        return Built(constant_attr(ctx, rec), SymKind.ATTR)
    if kind is LeafKind.NATIVE and rec is not None:
        return Built(native_call(ctx, rec, []), SymKind.NATIVE)
    if kind is LeafKind.ENUM_CASE and rec is not None:
        return Built(enum_case_value(ctx, rec), SymKind.ATTR)
    if kind is LeafKind.STRING:
        return Built(_q(str(leaf.value.value)), SymKind.NATIVE)  # type: ignore[attr-defined]
    ctx.error(f"'{leaf}' cannot be used in a result pattern", str(leaf.value))
    return Built("None", SymKind.VALUE)


def build_native(ctx: PatternContext, node: DagNode) -> Built:
    """Call a NativeCodeCall; bind its symbol to the returned value(s)."""
    rec = node.operator
    assert rec is not None
    args = [build_arg(ctx, a).expr for a in node.args]
    call = native_call(ctx, rec, args)
    count = node.num_returns
    if count == 0:
        ctx.emit(call)
        return Built("None", SymKind.NATIVE)
    base, index = split_index(node.symbol) if node.symbol else ("", None)
    local = py_local("n", base) if base else ctx.fresh("n")
    if count == 1:
        ctx.emit(f"{local} = {call}")
    else:
        ctx.emit(f"{local} = _drr.returns({call}, {count}, {_q(rec.name_string)})")
    if base:
        ctx.bind(base, Symbol(SymKind.NATIVE, local, count=count))
    if index is not None and count > 1:
        return Built(f"{local}[{index}]", SymKind.NATIVE)
    return Built(local, SymKind.NATIVE)


def _split_directives(
    ctx: PatternContext, node: DagNode
) -> tuple[list[DagArg], DagNode | None, DagNode | None]:
    """Value arguments, then the trailing ``location`` and ``returnType`` nodes."""
    values: list[DagArg] = []
    location = return_type = None
    for arg in node.args:
        if isinstance(arg, DagNode) and arg.kind is NodeKind.LOCATION:
            location = arg
        elif isinstance(arg, DagNode) and arg.kind is NodeKind.RETURN_TYPE:
            return_type = arg
        elif location is not None or return_type is not None:
            ctx.error("'location' and 'returnType' must come last", str(arg))
        else:
            values.append(arg)
    return values, location, return_type


def build_op(
    ctx: PatternContext, node: DagNode, root_types: list[str] | None
) -> str | None:
    """Create the op of a result dag node; the Python local holding it."""
    assert node.operator is not None
    op = ctx.operator(node.operator)
    if op is None:
        return None
    args, location, return_type = _split_directives(ctx, node)
    if not _check_arity(ctx, node, op, args):
        return None
    groups: list[str] = []
    props: list[tuple[str, str]] = []
    for decl, arg in zip(op.arguments, args):
        built = build_arg(ctx, arg)
        if isinstance(decl, NamedTypeConstraint):
            groups.append(_operand_group(decl, built))
        else:
            props.append((decl.name, built.expr))
    props.extend(_defaults(ctx, op, len(args)))
    if op.has_native_trait("AttrSizedOperandSegments"):
        groups = [_group_local(ctx, g) for g in groups]
    operands = _operand_list(op, groups)
    if op.has_native_trait("AttrSizedOperandSegments"):
        sizes = ", ".join(f"len({g})" for g in groups)
        segments = ctx.fresh("s")  # a local: black cannot split it inside a dict
        ctx.emit(f"{segments} = _ods_convert.dense_array([{sizes}], 32)")
        props.append(("operandSegmentSizes", segments))
    types = _result_types(ctx, op, return_type, root_types, groups, props)
    loc = _location(ctx, location)
    var = py_local("r", split_index(node.symbol)[0]) if node.symbol else ctx.fresh("r")
    regions = f", regions={len(op.regions)}" if op.regions else ""
    ctx.emit(
        f"{var} = rewriter.create({_q(op.operation_name)}, {operands}, {types}, "
        f"{_props(props)}{regions}, location={loc})"
    )
    if node.symbol:
        ctx.bind(split_index(node.symbol)[0], Symbol(SymKind.OP, var, op))
    return var


def _props(props: list[tuple[str, str]]) -> str:
    """The properties argument: None, a literal dict, or one filtered at run time."""
    if not props:
        return "None"
    text = "{" + ", ".join(f"{_q(k)}: {v}" for k, v in props) + "}"
    # Module constants, conversions and segment sizes (s<N>) are never None.
    constant = all(re.fullmatch(r"_K\d+|s\d+|_ods_convert\..*", v) for _, v in props)
    return text if constant else f"_drr.present({text})"


def _group_local(ctx: PatternContext, group: str) -> str:
    """A computed operand group in a local (segment sizes read it twice)."""
    if group.startswith("[") and "*" not in group:
        return group
    local = ctx.fresh("g")
    ctx.emit(f"{local} = {group}")
    return local


def _check_arity(
    ctx: PatternContext, node: DagNode, op: Operator, args: list[DagArg]
) -> bool:
    """Too many arguments, or missing ones that are neither optional nor defaulted."""
    if len(args) > len(op.arguments):
        ctx.error(
            f"op '{op.operation_name}' takes {len(op.arguments)} arguments, but "
            f"the result pattern gives {len(args)}",
            node.operator_name,
        )
        return False
    for decl in op.arguments[len(args) :]:
        if isinstance(decl, NamedAttribute) and (
            decl.attr.is_optional or decl.attr.has_default
        ):
            continue
        if isinstance(decl, NamedProperty):
            continue
        ctx.error(
            f"op '{op.operation_name}' needs argument '{decl.name}', but the "
            f"result pattern gives only {len(args)}",
            node.operator_name,
        )
        return False
    return True


def _operand_group(decl: NamedTypeConstraint, built: Built) -> str:
    """An operand argument as a Python list of values."""
    if decl.arity is Arity.SINGLE:
        if built.kind is SymKind.VALUE:
            return f"[{built.expr}]"
        return f"[_drr.one({built.expr})]"
    if decl.arity is Arity.OPTIONAL:
        return f"_drr.optional({built.expr})"
    return f"_drr.many({built.expr})"


def _operand_list(op: Operator, groups: list[str]) -> str:
    """The flat operand list."""
    del op
    return operand_list(groups)


def _defaults(ctx: PatternContext, op: Operator, given: int) -> list[tuple[str, str]]:
    """Default values of attributes the pattern leaves out."""
    out = []
    for decl in op.arguments[given:]:
        if isinstance(decl, NamedAttribute) and decl.attr.has_default:
            value = attr_value(ctx, decl.attr.record, decl.attr.default_value)
            out.append((decl.name, value))
    return out


def _result_types(
    ctx: PatternContext,
    op: Operator,
    return_type: DagNode | None,
    root_types: list[str] | None,
    groups: list[str],
    props: list[tuple[str, str]],
) -> str:
    """Python for the result type list of a created op."""
    if return_type is not None:
        items = [_return_type_item(ctx, arg) for arg in return_type.args]
        return "[" + ", ".join(f"*_drr.types_of({i})" for i in items) + "]"
    if root_types is not None and len(root_types) == len(op.results):
        return "[" + ", ".join(root_types) + "]"
    if not op.results:
        return "[]"
    return inferred_types(ctx, op, groups, props)


def _return_type_item(ctx: PatternContext, arg: DagArg) -> str:
    """One ``returnType`` item: a bound value, C++ text, or native code."""
    if isinstance(arg, DagLeaf) and arg.kind is LeafKind.STRING:
        text = str(arg.value.value)  # type: ignore[attr-defined]
        if "$_builder" in text:
            ctx.uses_builder = True
        try:
            return translate_expr(text, [], None)
        except (Untranslatable, CppSyntaxError):
            return fallback_call(ctx, "returnType", text, [], None)
    return build_arg(ctx, arg).expr


def _location(ctx: PatternContext, node: DagNode | None) -> str:
    """The location of a created op: fused by default, or as directed
    (``(location "name")`` is a name location; a string among bound symbols
    is the fused location's metadata)."""
    if node is None:
        return "loc"
    names: list[str] = []
    label: str | None = None
    for arg in node.args:
        if isinstance(arg, DagLeaf) and arg.kind is LeafKind.STRING:
            label = str(arg.value.value)  # type: ignore[attr-defined]
        elif isinstance(arg, DagLeaf) and arg.symbol:
            names.append(f"_drr.loc_of({ctx.ref(arg.symbol)[0]})")
        else:
            ctx.error("'location' takes bound symbols and one string", "location")
    if not names:
        return f"_drr.named_loc({_q(label)})" if label is not None else "loc"
    if len(names) == 1 and label is None:
        return names[0]
    # MLIR: rewriter.getFusedLoc({locs...}[, rewriter.getStringAttr(label)])
    metadata = "" if label is None else f", {_q(label)}"
    return f"_drr.fuse([{', '.join(names)}]{metadata})"
