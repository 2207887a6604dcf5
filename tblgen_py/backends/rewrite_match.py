"""The match half of a generated DRR pattern: guard clauses from the pattern model.

The match nodes are walked from the root operation down its operands, as the
source dag nests: an operation checks its operand count (or groups), then each
argument in ODS order: an operand's defining op, a ``RANGE``'s length and
elements, a native matcher's call and outputs, an attribute's presence,
constraints and constant.  Constraints on a value are checked where it is
first reached; a value reached again is compared with the first.  Constraint
nodes after the root are the pattern's additional constraints, checked last.
Each check that fails leaves the pattern through
``rewriter.notify_match_failure`` (or, inside an ``either`` attempt, moves on
to the other operand order).  Bound symbols become Python locals.
"""

from __future__ import annotations

from tblgen_py.backends.names import py_string as _q

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
    constraint_check,
    native_call,
    type_check,
)
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.fields import derives
from tblgen_py.ods.operator import (
    NamedAttribute,
    NamedProperty,
    NamedTypeConstraint,
    Operator,
)
from tblgen_py.patterns.model import Node, NodeKind, Pattern, PatternValue
from tblgen_py.records.record import Record


def match_root(ctx: PatternContext, model: Pattern) -> Operator:
    """Emit the checks of the whole source pattern; the root's ODS op."""
    root = model.root.node
    assert root.drr is not None and root.drr.ods is not None
    ctx.matched_ops.append("op0")
    _Match(ctx, model).op(root, "op0")
    return root.drr.ods


def match_constraints(ctx: PatternContext, model: Pattern) -> None:
    """The additional constraints (the nodes after the root), in order."""
    match = _Match(ctx, model)
    for node in model.match[model.match.index(model.root.node) + 1 :]:
        if node.kind is NodeKind.CONSTRAINT:  # not the results ``$op__N`` reads
            match.additional(node)


class _Match:
    """Python for the match nodes of one pattern."""

    def __init__(self, ctx: PatternContext, model: Pattern) -> None:
        self.ctx = ctx
        self.model = model
        self.checks: dict[PatternValue, list[Node]] = {}
        self.natives: dict[PatternValue, Node] = {}
        end = model.match.index(model.root.node)
        for node in model.match[:end]:
            if node.kind is not NodeKind.CONSTRAINT or node.drr is None:
                continue
            if node.drr.self_value:
                self.natives[node.args[0]] = node
            else:
                self.checks.setdefault(node.args[0], []).append(node)

    # -- operations ------------------------------------------------------------
    def op(self, node: Node, var: str) -> None:
        """Check the arguments of matched op ``var`` against ``node``."""
        ctx = self.ctx
        info = node.drr
        assert info is not None and info.ods is not None
        op = info.ods
        if info.symbol:
            ctx.bind(info.symbol, Symbol(SymKind.OP, var, op))
        operands = self.operand_exprs(var, op)
        values = iter(node.group(0))
        attrs = iter(node.group(1))
        args: list[PatternValue] = [
            next(values) if isinstance(decl, NamedTypeConstraint) else next(attrs)
            for decl in op.arguments
        ]
        pairs = dict(info.either)
        index = 0
        while index < len(args):
            if index in pairs:
                self.either(args, index, op, operands)
                index += 2
                continue
            decl = op.arguments[index]
            if isinstance(decl, NamedTypeConstraint):
                expr = operands[_operand_position(op, index)]
                self.operand(args[index], expr, decl)
            elif isinstance(decl, (NamedAttribute, NamedProperty)):
                self.attribute(args[index], var, decl)
            index += 1

    def operand_exprs(self, var: str, op: Operator) -> list[str]:
        """Python for each ODS operand group of ``var`` (a value, or a list)."""
        ctx = self.ctx
        operands = op.operands
        if all_single(operands):
            ctx.guard(f"len({var}.operand_uses) != {len(operands)}", "operand count")
            return [f"{var}.operand_uses[{i}].value" for i in range(len(operands))]
        groups = ctx.fresh("g")
        seg = op.has_native_trait("AttrSizedOperandSegments")
        code = _q(arity_code(operands))
        ctx.emit(f"{groups} = _drr.operand_groups({var}, {code}, {seg})")
        ctx.guard(f"{groups} is None", "operand groups")
        out = []
        for index, operand in enumerate(operands):
            single = operand.arity is Arity.SINGLE
            out.append(f"{groups}[{index}][0]" if single else f"{groups}[{index}]")
        return out

    def either(
        self, args: list[PatternValue], start: int, op: Operator, operands: list[str]
    ) -> None:
        """Two operands matched in either order."""
        ctx = self.ctx
        decls = [op.arguments[start], op.arguments[start + 1]]
        if not all(
            isinstance(d, NamedTypeConstraint) and d.arity is Arity.SINGLE
            for d in decls
        ):
            ctx.error("'either' applies to single operands only", "either")
            return
        exprs = [operands[_operand_position(op, start + i)] for i in range(2)]
        first, second = ctx.fresh("e"), ctx.fresh("e")
        ctx.emit(
            f"for {first}, {second} in (({exprs[0]}, {exprs[1]}), "
            f"({exprs[1]}, {exprs[0]})):"
        )
        ctx.depth += 1
        ctx.fail_stack.append("continue")
        for value, name, decl in zip(args[start : start + 2], (first, second), decls):
            assert isinstance(decl, NamedTypeConstraint)
            self.operand(value, name, decl)
        ctx.fail_stack.pop()
        ctx.emit("break")
        ctx.depth -= 1
        ctx.emit("else:")
        ctx.depth += 1
        ctx.fail("either")
        ctx.depth -= 1

    # -- operands ----------------------------------------------------------------
    def operand(
        self, value: PatternValue, expr: str, decl: NamedTypeConstraint
    ) -> None:
        """One operand (``expr`` is a value, or a list for a variadic operand)."""
        ctx = self.ctx
        node = value.node
        many = decl.arity is not Arity.SINGLE
        if node.kind is NodeKind.RESULT:
            nested = node.args[0].node
            assert nested.drr is not None and nested.drr.ods is not None
            var = ctx.fresh("op")
            name = nested.drr.ods.operation_name
            ctx.emit(f"{var} = {expr}.defining_op")
            ctx.guard(
                f"{var} is None or {var}.name != {_q(name)}",
                f"operand is not defined by '{name}'",
            )
            ctx.matched_ops.append(var)
            self.op(nested, var)
        elif node.kind is NodeKind.RANGE:
            count = len(node.args)
            ctx.guard(f"len({expr}) != {count}", f"expected {count} values")
            if node.drr is not None and node.drr.symbol:
                self.bind_value(node.drr.symbol, expr, SymKind.VALUES)
            single = NamedTypeConstraint(decl.name, decl.constraint)
            for index, sub in enumerate(node.args):
                self.operand(sub, f"{expr}[{index}]", _as_single(single))
        elif value in self.natives:
            self.native(self.natives[value], expr)
        else:
            for check in self.checks.pop(value, []):
                self.operand_check(check, expr, many)
            symbol = node.drr.symbol if node.drr is not None else None
            if symbol:
                self.bind_value(symbol, expr, SymKind.VALUES if many else SymKind.VALUE)

    def operand_check(self, node: Node, expr: str, many: bool) -> None:
        """A type constraint on an operand."""
        record = _record(node)
        check = type_check(self.ctx, record)
        if check is None:
            return
        cond = (
            f"all({check}(v.type) for v in {expr})" if many else f"{check}({expr}.type)"
        )
        self.ctx.guard(f"not {cond}", f"operand fails {record.name_string}")

    def bind_value(self, name: str, expr: str, kind: SymKind) -> None:
        """Bind an operand; a second operand of the same name must be equal."""
        ctx = self.ctx
        known = ctx.symbols.get(name)
        if known is None:
            local = py_local("v", name)
            ctx.emit(f"{local} = {expr}")
            ctx.symbols[name] = Symbol(kind, local)
            return
        ctx.guard(f"not _drr.values_equal({known.py}, {expr})", f"${name} differs")

    def native(self, node: Node, expr: str) -> None:
        """A NativeCodeCall in a source pattern: ``$_self`` is the defining op."""
        ctx = self.ctx
        record = _record(node)
        assert node.drr is not None
        self_var = ctx.fresh("d")
        ctx.emit(f"{self_var} = {expr}.defining_op")
        out = ctx.fresh("n")
        if record.name_string == "ConstantLikeMatcher":
            ctx.emit(f"{out} = _drr.match_constant({self_var})")
            ctx.guard(f"{out} is None", "not a constant")
            ctx.emit(f"{out} = ({out},)")
        else:
            ins = [self.expr(v) for v in node.args[1:]]
            call = native_call(ctx, record, ins, self_var)
            ctx.emit(f"{out} = _drr.native_outputs({call}, {node.drr.num_returns})")
            ctx.guard(f"{out} is None", f"{record.name_string} failed")
        for slot, output in enumerate(node.results):
            self.output(output, f"{out}[{slot}]")

    def output(self, value: PatternValue, expr: str) -> None:
        """Bind (and constrain) one output of source-pattern native code."""
        ctx = self.ctx
        local = ctx.fresh("o")
        ctx.emit(f"{local} = {expr}")
        for check in self.checks.pop(value, []):
            record = _record(check)
            if derives(record, "TypeConstraint"):
                found = type_check(ctx, record)
                if found is not None:
                    ctx.guard(f"not {found}({local})", f"fails {record.name_string}")
            else:
                self.attr_check(record, local, "native code output", False)
        symbol = value.node.drr.symbol if value.node.drr is not None else None
        if symbol:
            ctx.bind(symbol, Symbol(SymKind.ATTR, local))

    # -- attributes ----------------------------------------------------------------
    def attribute(
        self, value: PatternValue, var: str, decl: NamedAttribute | NamedProperty
    ) -> None:
        """An attribute argument: bound, constrained, or compared with a constant."""
        ctx = self.ctx
        local = ctx.fresh("a")
        ctx.emit(f"{local} = {var}.get_attr({_q(decl.name)})")
        optional = self.presence(local, decl)
        info = value.node.drr
        what = f"attribute '{decl.name}'"
        if info is not None and info.record is not None:  # a constant
            self.attr_check(info.record, local, what, optional)
        for check in self.checks.pop(value, []):
            self.attr_check(_record(check), local, what, optional)
        if info is not None and info.symbol:
            ctx.bind(info.symbol, Symbol(SymKind.ATTR, local))

    def attr_check(self, record: Record, local: str, what: str, optional: bool) -> None:
        """Guard attribute ``local`` by a constraint or constant value."""
        from tblgen_py.backends.rewrite_native import constant_attr

        ctx = self.ctx
        if derives(record, "ConstantAttr"):
            ctx.guard(f"{local} != {constant_attr(ctx, record)}", f"{what} differs")
            return
        check = type_check(ctx, record)
        if check is None:
            return
        cond = f"not {check}({local})"
        if optional and _null_safe(record):  # the predicate accepts no attribute
            cond = f"{local} is not None and {cond}"
        elif optional:  # as MLIR: a constraint reading $_self needs one
            cond = f"{local} is None or {cond}"
        ctx.guard(cond, f"{what} fails {record.name_string}")

    def presence(self, local: str, decl: NamedAttribute | NamedProperty) -> bool:
        """Fill in a default, or fail on a missing required attribute; may it be None?"""
        if isinstance(decl, NamedProperty):
            return True
        ctx = self.ctx
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

    # -- additional constraints ------------------------------------------------------
    def expr(self, value: PatternValue) -> str:
        """The local a bound value of the match is in."""
        symbol = value.node.drr.symbol if value.node.drr is not None else None
        if symbol is None:
            self.ctx.error("native code inputs must be bound symbols", None)
            return "None"
        return self.ctx.ref(symbol)[0]

    def additional(self, node: Node) -> None:
        """Emit one additional constraint over its entities."""
        ctx = self.ctx
        record = _record(node)
        label = record.name_string
        entities = [self.expr(v) for v in node.args]
        if derives(record, "TypeConstraint"):
            check = type_check(ctx, record)
            for expr in entities:
                if check is not None:
                    ctx.guard(f"not {check}(_drr.type_of({expr}))", f"fails {label}")
        elif derives(record, "AttrConstraint"):
            check = type_check(ctx, record)
            for expr in entities:
                if check is not None:
                    ctx.guard(f"not {check}({expr})", f"fails {label}")
        elif derives(record, "Constraint"):
            cond = constraint_check(ctx, record, entities)
            ctx.guard(f"not {cond}", f"fails {label}")
        else:
            ctx.error(f"'{label}' is not a constraint", label)


def _record(node: Node) -> Record:
    """The def behind a DRR constraint node."""
    assert node.drr is not None and node.drr.record is not None
    return node.drr.record


def _operand_position(op: Operator, index: int) -> int:
    """The ODS operand number of argument ``index``."""
    before = op.arguments[:index]
    return sum(1 for decl in before if isinstance(decl, NamedTypeConstraint))


def _as_single(decl: NamedTypeConstraint) -> NamedTypeConstraint:
    """The same operand declared single (the elements of a variadic)."""
    from dataclasses import replace

    return NamedTypeConstraint(decl.name, replace(decl.constraint, arity=Arity.SINGLE))


def _null_safe(rec: Record) -> bool:
    """Does the constraint's condition test for a null ``$_self`` (MLIR's heuristic)?"""
    from tblgen_py.ods.fields import def_field
    from tblgen_py.ods.predicates import cpp_condition

    pred = def_field(rec, "predicate")
    text = cpp_condition(pred) if pred is not None else ""
    return "!$_self" in text or "$_self" not in text
