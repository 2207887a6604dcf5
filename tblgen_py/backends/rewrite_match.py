"""The match half of a generated DRR pattern: guard clauses over the source dag.

Each check that fails leaves the pattern through ``rewriter.notify_match_failure``
(or, inside an ``either`` attempt, moves on to the other operand order).  Bound
symbols become Python locals; a name bound twice among operands is checked to be
the same value.
"""

from __future__ import annotations

from tblgen_py.backends.names import py_string as _q

import re

from tblgen_py.backends.rewrite_context import (
    PatternContext,
    Symbol,
    SymKind,
    all_single,
    arity_code,
    py_local,
)
from tblgen_py.backends.rewrite_native import (
    attr_value,
    constant_attr,
    constraint_check,
    native_call,
    type_check,
)
from tblgen_py.records.record import Record
from tblgen_py.drr.dag import DagArg, DagLeaf, DagNode, LeafKind, NodeKind
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.operator import (
    NamedAttribute,
    NamedProperty,
    NamedTypeConstraint,
    Operator,
)

_OUTPUT = re.compile(r"&\s*\$(\d+)")


def match_root(ctx: PatternContext) -> Operator | None:
    """Emit the checks of the whole source pattern; the root's ODS op."""
    node = ctx.pattern.source
    if node.kind is not NodeKind.OP or node.operator is None:
        ctx.error(
            f"source pattern root '{node.operator_name}' is not an op",
            node.operator_name,
        )
        return None
    op = ctx.operator(node.operator)
    if op is None:
        return None
    ctx.matched_ops.append("op0")
    match_op(ctx, node, "op0", op)
    return op


def match_op(ctx: PatternContext, node: DagNode, var: str, op: Operator) -> None:
    """Check the arguments of matched op ``var`` against ``node``."""
    if node.symbol:
        if "__" in node.symbol.strip("_"):
            ctx.error(f"cannot bind '${node.symbol}' in a source pattern", node.symbol)
        ctx.bind(node.symbol, Symbol(SymKind.OP, var, op))
    positions = _positions(ctx, node)
    if len(positions) != len(op.arguments):
        ctx.error(
            f"op '{op.operation_name}' has {len(op.arguments)} arguments, but "
            f"the pattern gives {len(positions)}",
            node.operator_name,
        )
        return
    operands = _operand_exprs(ctx, var, op)
    index = 0
    while index < len(positions):
        arg, group = positions[index]
        if group is None:
            _match_argument(ctx, arg, index, op, operands, var)
            index += 1
            continue
        count = sum(1 for _, g in positions if g == group)
        _match_either(ctx, positions[index : index + count], index, op, operands)
        index += count


def _positions(ctx: PatternContext, node: DagNode) -> list[tuple[DagArg, int | None]]:
    """Arguments with ``either`` groups flattened (group id per position)."""
    out: list[tuple[DagArg, int | None]] = []
    for group, arg in enumerate(node.args):
        if isinstance(arg, DagNode) and arg.kind is NodeKind.EITHER:
            if len(arg.args) != 2:
                ctx.error("'either' takes exactly two operands", "either")
            out.extend((sub, group) for sub in arg.args)
        else:
            out.append((arg, None))
    return out


def _operand_exprs(ctx: PatternContext, var: str, op: Operator) -> list[str]:
    """Python for each ODS operand group of ``var`` (a value, or a list)."""
    operands = op.operands
    if all_single(operands):
        ctx.guard(f"len({var}.operand_uses) != {len(operands)}", "operand count")
        return [f"{var}.operand_uses[{i}].value" for i in range(len(operands))]
    groups = ctx.fresh("g")
    seg = op.has_native_trait("AttrSizedOperandSegments")
    ctx.emit(
        f"{groups} = _drr.operand_groups({var}, {_q(arity_code(operands))}, {seg})"
    )
    ctx.guard(f"{groups} is None", "operand groups")
    out = []
    for index, operand in enumerate(operands):
        single = operand.arity is Arity.SINGLE
        out.append(f"{groups}[{index}][0]" if single else f"{groups}[{index}]")
    return out


def _match_argument(
    ctx: PatternContext,
    arg: DagArg,
    index: int,
    op: Operator,
    operands: list[str],
    var: str,
) -> None:
    """One argument: an operand or an attribute/property."""
    decl = op.arguments[index]
    if isinstance(decl, NamedTypeConstraint):
        match_operand(ctx, arg, operands[_operand_position(op, index)], decl)
    elif isinstance(decl, (NamedAttribute, NamedProperty)):
        _match_attribute(ctx, arg, var, decl)


def _operand_position(op: Operator, index: int) -> int:
    """The ODS operand number of argument ``index`` (unnamed operands compare equal)."""
    before = op.arguments[:index]
    return sum(1 for decl in before if isinstance(decl, NamedTypeConstraint))


def _match_either(
    ctx: PatternContext,
    items: list[tuple[DagArg, int | None]],
    start: int,
    op: Operator,
    operands: list[str],
) -> None:
    """Two operands matched in either order."""
    decls = [op.arguments[start + i] for i in range(len(items))]
    if not all(
        isinstance(d, NamedTypeConstraint) and d.arity is Arity.SINGLE for d in decls
    ):
        ctx.error("'either' applies to single operands only", "either")
        return
    exprs = [operands[_operand_position(op, start + i)] for i in range(len(items))]
    first, second = ctx.fresh("e"), ctx.fresh("e")
    ctx.emit(
        f"for {first}, {second} in (({exprs[0]}, {exprs[1]}), "
        f"({exprs[1]}, {exprs[0]})):"
    )
    ctx.depth += 1
    ctx.fail_stack.append("continue")
    for (arg, _), name, decl in zip(items, (first, second), decls):
        assert isinstance(decl, NamedTypeConstraint)
        match_operand(ctx, arg, name, decl)
    ctx.fail_stack.pop()
    ctx.emit("break")
    ctx.depth -= 1
    ctx.emit("else:")
    ctx.depth += 1
    ctx.fail("either")
    ctx.depth -= 1


def match_operand(
    ctx: PatternContext, arg: DagArg, expr: str, decl: NamedTypeConstraint
) -> None:
    """One operand (``expr`` is a value, or a list for a variadic operand)."""
    many = decl.arity is not Arity.SINGLE
    if isinstance(arg, DagLeaf):
        _match_operand_leaf(ctx, arg, expr, many)
        return
    kind = arg.kind
    if kind is NodeKind.OP and not many and arg.operator is not None:
        nested = ctx.operator(arg.operator)
        if nested is None:
            return
        var = ctx.fresh("op")
        name = nested.operation_name
        ctx.emit(f"{var} = {expr}.defining_op")
        ctx.guard(
            f"{var} is None or {var}.name != {_q(name)}",
            f"operand is not defined by '{name}'",
        )
        ctx.matched_ops.append(var)
        match_op(ctx, arg, var, nested)
    elif kind is NodeKind.VARIADIC and many:
        _match_variadic(ctx, arg, expr, decl)
    elif kind is NodeKind.NATIVE and not many:
        _match_native(ctx, arg, expr)
    else:
        ctx.error(
            f"cannot match '{arg.operator_name}' against operand '{decl.name}'",
            arg.operator_name,
        )


def _match_operand_leaf(
    ctx: PatternContext, leaf: DagLeaf, expr: str, many: bool
) -> None:
    """``$x``, ``Constraint:$x`` or ``Constraint`` on an operand."""
    kind = leaf.kind
    if kind is LeafKind.TYPE_CONSTRAINT and leaf.record is not None:
        check = type_check(ctx, leaf.record)
        if check is not None:
            cond = (
                f"all({check}(v.type) for v in {expr})"
                if many
                else f"{check}({expr}.type)"
            )
            ctx.guard(f"not {cond}", f"operand fails {leaf.record.name_string}")
    elif kind is not LeafKind.SYMBOL:
        ctx.error(f"'{leaf}' cannot match an operand", str(leaf.value))
        return
    if leaf.symbol and not leaf.is_ignored:
        bind_value(ctx, leaf.symbol, expr, SymKind.VALUES if many else SymKind.VALUE)


def bind_value(ctx: PatternContext, name: str, expr: str, kind: SymKind) -> None:
    """Bind an operand; a second operand of the same name must be equal."""
    known = ctx.symbols.get(name)
    if known is None:
        local = py_local("v", name)
        ctx.emit(f"{local} = {expr}")
        ctx.symbols[name] = Symbol(kind, local)
        return
    if known.kind not in (SymKind.VALUE, SymKind.VALUES):
        ctx.error(f"symbol '${name}' is bound more than once", f"${name}", 2)
        return
    ctx.guard(f"not _drr.values_equal({known.py}, {expr})", f"${name} differs")


def _match_variadic(
    ctx: PatternContext, node: DagNode, expr: str, decl: NamedTypeConstraint
) -> None:
    """``(variadic $a, $b)``: exactly that many values, each matched."""
    count = len(node.args)
    ctx.guard(f"len({expr}) != {count}", f"expected {count} values")
    if node.symbol:
        bind_value(ctx, node.symbol, expr, SymKind.VALUES)
    single = NamedTypeConstraint(decl.name, decl.constraint)
    for index, sub in enumerate(node.args):
        match_operand(ctx, sub, f"{expr}[{index}]", _as_single(single))


def _as_single(decl: NamedTypeConstraint) -> NamedTypeConstraint:
    """The same operand declared single (the elements of a variadic)."""
    from dataclasses import replace

    return NamedTypeConstraint(decl.name, replace(decl.constraint, arity=Arity.SINGLE))


def _match_native(ctx: PatternContext, node: DagNode, expr: str) -> None:
    """A NativeCodeCall in a source pattern: ``$_self`` is the defining op."""
    rec = node.operator
    assert rec is not None
    if node.symbol:
        ctx.error("cannot bind a name to a NativeCodeCall in a source pattern", "$")
    self_var = ctx.fresh("d")
    ctx.emit(f"{self_var} = {expr}.defining_op")
    outputs = _native_outputs(ctx, node)
    out = ctx.fresh("n")
    if rec.name_string == "ConstantLikeMatcher":
        ctx.emit(f"{out} = _drr.match_constant({self_var})")
        ctx.guard(f"{out} is None", "not a constant")
        ctx.emit(f"{out} = ({out},)")
    else:
        ins = [
            _native_input(ctx, a) for i, a in enumerate(node.args) if i not in outputs
        ]
        call = native_call(ctx, rec, ins, self_var)
        ctx.emit(f"{out} = _drr.native_outputs({call}, {len(outputs)})")
        ctx.guard(f"{out} is None", f"{rec.name_string} failed")
    for slot, index in enumerate(sorted(outputs)):
        if index < len(node.args):
            _bind_output(ctx, node.args[index], f"{out}[{slot}]")


def _native_outputs(ctx: PatternContext, node: DagNode) -> set[int]:
    """Arguments the native code binds: ``&$N``, else every unbound symbol."""
    marked = {int(n) for n in _OUTPUT.findall(node.native_expression)}
    if marked:
        return marked
    return {
        i
        for i, arg in enumerate(node.args)
        if not (isinstance(arg, DagLeaf) and arg.symbol in ctx.symbols)
    }


def _native_input(ctx: PatternContext, arg: DagArg) -> str:
    """An already-bound symbol passed into source-pattern native code."""
    if isinstance(arg, DagLeaf) and arg.symbol:
        return ctx.ref(arg.symbol)[0]
    ctx.error("native code inputs must be bound symbols", str(arg))
    return "None"


def _bind_output(ctx: PatternContext, arg: DagArg, expr: str) -> None:
    """Bind (and constrain) one output of source-pattern native code."""
    if not isinstance(arg, DagLeaf):
        ctx.error("native code outputs must be leaves", str(arg))
        return
    value = ctx.fresh("o")
    ctx.emit(f"{value} = {expr}")
    if arg.kind is LeafKind.TYPE_CONSTRAINT and arg.record is not None:
        check = type_check(ctx, arg.record)
        if check is not None:
            ctx.guard(f"not {check}({value})", f"fails {arg.record.name_string}")
    elif arg.kind is not LeafKind.SYMBOL:
        _check_attr_leaf(ctx, arg, value, "native code output", False)
    if arg.symbol and not arg.is_ignored:
        ctx.bind(arg.symbol, Symbol(SymKind.ATTR, value))


def _match_attribute(
    ctx: PatternContext,
    arg: DagArg,
    var: str,
    decl: NamedAttribute | NamedProperty,
) -> None:
    """An attribute argument: bound, constrained, or compared with a constant."""
    local = ctx.fresh("a")
    ctx.emit(f"{local} = {var}.get_attr({_q(decl.name)})")
    optional = _attr_presence(ctx, local, decl)
    if not isinstance(arg, DagLeaf):
        ctx.error(f"cannot match '{arg.operator_name}' against an attribute", None)
        return
    if arg.kind is not LeafKind.SYMBOL:
        if not _check_attr_leaf(ctx, arg, local, f"attribute '{decl.name}'", optional):
            return
    if arg.symbol and not arg.is_ignored:
        ctx.bind(arg.symbol, Symbol(SymKind.ATTR, local))


def _check_attr_leaf(
    ctx: PatternContext, arg: DagLeaf, local: str, what: str, optional: bool
) -> bool:
    """Guard attribute ``local`` by leaf ``arg``'s constraint or constant value."""
    kind = arg.kind
    rec = arg.record
    if kind in (LeafKind.ATTR_CONSTRAINT, LeafKind.ENUM_CASE) and rec is not None:
        check = type_check(ctx, rec)
        if check is not None:
            cond = f"not {check}({local})"
            if optional and _null_safe(rec):  # the predicate accepts no attribute
                cond = f"{local} is not None and {cond}"
            elif optional:  # as MLIR: a constraint reading $_self needs one
                cond = f"{local} is None or {cond}"
            ctx.guard(cond, f"{what} fails {rec.name_string}")
    elif kind is LeafKind.CONSTANT_ATTR and rec is not None:
        ctx.guard(f"{local} != {constant_attr(ctx, rec)}", f"{what} differs")
    else:
        ctx.error(f"'{arg}' cannot match {what}", str(arg.value))
        return False
    return True


def _null_safe(rec: Record) -> bool:
    """Does the constraint's condition test for a null ``$_self`` (MLIR's heuristic)?"""
    from tblgen_py.ods.fields import def_field
    from tblgen_py.ods.predicates import cpp_condition

    pred = def_field(rec, "predicate")
    text = cpp_condition(pred) if pred is not None else ""
    return "!$_self" in text or "$_self" not in text


def _attr_presence(
    ctx: PatternContext, local: str, decl: NamedAttribute | NamedProperty
) -> bool:
    """Fill in a default, or fail on a missing required attribute; may it be None?"""
    if isinstance(decl, NamedProperty):
        return True
    attr = decl.attr
    if attr.has_default:
        default = attr_value(ctx, attr.record, attr.default_value)
        if default == "None":  # a default building no attribute (UnitAttr)
            return True
        ctx.emit(f"if {local} is None:")
        ctx.emit(f"    {local} = {default}")
        return False
    if attr.is_optional:
        return True
    ctx.guard(f"{local} is None", f"missing attribute '{decl.name}'")
    return False


def match_constraints(ctx: PatternContext) -> None:
    """The additional constraints list, after the source dag matched."""
    for item in ctx.pattern.constraints:
        if not isinstance(item, DagNode) or item.operator is None:
            ctx.error(f"constraint '{item}' is not a dag", None)
            continue
        names = [item.symbol] if item.symbol else []
        for arg in item.args:
            if isinstance(arg, DagLeaf) and arg.symbol:
                names.append(arg.symbol)
            else:
                ctx.error(f"constraint arguments must be bound symbols: {item}", None)
        entities = [ctx.ref(n) for n in names]
        _constraint(ctx, item, entities)


def _constraint(
    ctx: PatternContext, item: DagNode, entities: list[tuple[str, SymKind]]
) -> None:
    """Emit one additional constraint over its entities."""
    from tblgen_py.ods.fields import derives

    rec = item.operator
    assert rec is not None
    label = rec.name_string
    if derives(rec, "TypeConstraint"):
        check = type_check(ctx, rec)
        for expr, _ in entities:
            if check is not None:
                ctx.guard(f"not {check}(_drr.type_of({expr}))", f"fails {label}")
    elif derives(rec, "AttrConstraint"):
        check = type_check(ctx, rec)
        for expr, _ in entities:
            if check is not None:
                ctx.guard(f"not {check}({expr})", f"fails {label}")
    elif derives(rec, "Constraint"):
        cond = constraint_check(ctx, rec, [e for e, _ in entities])
        ctx.guard(f"not {cond}", f"fails {label}")
    else:
        ctx.error(f"'{label}' is not a constraint", label)
