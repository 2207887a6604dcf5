"""The one match walker of the rewrite backends: guard clauses from the pattern model.

A pattern's match nodes are walked from the root operation down its operands,
depth first, for every pattern language; the checks of a node are emitted
once, where its value is first reached, and a value reached again is compared
with the first.  How an operation's arguments are read is the node's data:

- an operation with an ODS op (``DrrInfo.ods``, DRR) checks its operand count
  (or ODS groups), then each argument in ODS order: an operand's defining op,
  a ``RANGE``'s length and elements, a native matcher's call and outputs, an
  attribute's presence, constraints and constant; ``either`` pairs try both
  orders.  Constraint nodes before the root are checked on the values they
  read, those after it (the additional constraints) when the walk is over;
- an operation without one (PDL's shape) checks its name, its operand and
  result-type groups and its attributes, as the PDL interpreter does
  (``runtime/pdl/matcher``): a result binds its op, so the tree is walked
  upwards through operands; operations not reached that way are searched among
  the users of bound values, one nested loop each (a failed check there tries
  the next candidate); constant types and attributes not reached are bound to
  their literal; native constraints run when the walk is over, in order.

Where the match is complete the rewrite follows (``rewrite_build``), then
``return True``.  A failed check leaves through the context's failure
statement (``notify_match_failure``, ``return False``, or ``continue`` inside
a loop).  DRR's bound symbols become Python locals named for them, other
values ``v<N>``.
"""

from __future__ import annotations

from tblgen_py.backends.names import py_string as _q

from tblgen_py.backends.rewrite_build import emit_rewrite
from tblgen_py.backends.rewrite_context import (
    PatternContext,
    Symbol,
    SymKind,
    all_single,
    arity_code,
    literal,
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
from tblgen_py.patterns.model import (
    Node,
    NodeKind,
    Pattern,
    PatternValue,
    ValueKind,
)
from tblgen_py.records.record import Record

_UNCHECKED_REUSE = frozenset({NodeKind.TYPES, NodeKind.RESULT, NodeKind.RESULTS})
"""Values whose second position in a PDL tree MLIR's lowering does not compare
with the first."""

_IDENTITY = frozenset({ValueKind.OPERATION, ValueKind.VALUE})


def emit_pattern(ctx: PatternContext, model: Pattern) -> None:
    """Emit the whole ``match_and_rewrite`` body of ``model`` into ``ctx``."""
    _Match(ctx, model).walk()


class _Match:
    """Python for the match nodes of one pattern, of any language.

    ``checks``/``natives``: DRR's constraints (before the root) by the value
    they check, emitted where the walk reaches it; ``uses``: how many nodes
    read each value (a value read once and checked nowhere is not bound)."""

    def __init__(self, ctx: PatternContext, model: Pattern) -> None:
        self.ctx = ctx
        self.model = model
        self.checks: dict[PatternValue, list[Node]] = {}
        self.natives: dict[PatternValue, Node] = {}
        self.uses = _use_counts(model)
        self.loops = False
        end = model.match.index(model.root.node)
        for node in model.match[:end]:
            if node.kind is not NodeKind.CONSTRAINT or node.drr is None:
                continue
            if node.drr.self_value:
                self.natives[node.args[0]] = node
            else:
                self.checks.setdefault(node.args[0], []).append(node)

    # -- the walk ----------------------------------------------------------------
    def walk(self) -> None:
        """From the root to the end of the match (where the rewrite goes)."""
        root = self.model.root
        self.ctx.names[root] = "op0"
        info = root.node.drr
        if info is not None and info.ods is not None:
            self.ctx.bound.add(root)
            self.ctx.matched_ops.append("op0")
            self.op(root.node, "op0")
            self.finish()
            return
        self.bind(root, "op0", nonnull=True, typed=True)
        self.complete(0)
        if self.loops:
            self.ctx.emit("return False")

    def finish(self) -> None:
        """The operations are matched: literals, constraints, then the rewrite."""
        ctx = self.ctx
        self.bind_literals()
        self.constraints()
        if ctx.diagnostics:
            return
        ctx.match_end = len(ctx.lines)
        emit_rewrite(ctx, self.model)
        if not ctx.diagnostics:
            ctx.emit("return True")

    def constraints(self) -> None:
        """The constraints not checked on their values, in order: DRR's
        additional ones (after the root), native ones."""
        after_root = False
        for node in self.model.match:
            after_root |= node is self.model.root.node
            if node.kind is not NodeKind.CONSTRAINT:
                continue
            if node.drr is None:
                self.native_constraint(node)
            elif after_root:  # not the results ``$op__N`` reads
                self.additional(node)

    # -- ODS operations ------------------------------------------------------------
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
        if var == "op0" and all_single(op.operands):
            ctx.root_operands = self.root_operands(args, op, pairs)
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

    def root_operands(
        self, args: list[PatternValue], op: Operator, pairs: dict[int, int]
    ) -> list[str]:
        """Python for what ``operand`` will require of each root operand's
        defining op, unconditionally (``ROOT_OPERANDS``' items); operands
        matched in either order: nothing."""
        out: list[str] = []
        for index, decl in enumerate(op.arguments):
            if not isinstance(decl, NamedTypeConstraint):
                continue
            node = args[index].node
            native = self.natives.get(args[index])
            if index in pairs or index - 1 in pairs:
                out.append("None")
            elif node.kind is NodeKind.RESULT:
                nested = node.args[0].node.drr
                assert nested is not None and nested.ods is not None
                out.append(_q(nested.ods.operation_name))
            elif native is not None and _record(native).name_string == (
                "ConstantLikeMatcher"
            ):
                out.append("_drr.CONSTANT")
            else:
                out.append("None")
        return out

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

    # -- operations of PDL's shape -----------------------------------------------
    def check(self, condition: str) -> None:
        """Fail the current candidate when ``condition`` holds."""
        self.ctx.guard(condition, "")

    def complete(self, start: int) -> None:
        """Search the operations not bound yet, then finish the match."""
        ctx = self.ctx
        operations = [n for n in self.model.match if n.kind is NodeKind.OPERATION]
        for position in range(start, len(operations)):
            node = operations[position]
            value = node.results[0]
            if value in ctx.bound:
                continue
            entities = [e for e in map(self.resolve, node.group(0)) if e is not None]
            candidate = ctx.value_name(value)
            ctx.emit(f"for {candidate} in _pdl.users({', '.join(entities)}):")
            self.loops = True
            ctx.fail_stack.append("continue")
            ctx.depth += 1
            self.bind(value, candidate, nonnull=True, typed=True)
            self.complete(position + 1)
            ctx.depth -= 1
            ctx.fail_stack.pop()
            return
        self.finish()

    def resolve(self, value: PatternValue) -> str | None:
        """What a pattern value denotes so far: its binding, or results of a bound op."""
        ctx = self.ctx
        if value in ctx.bound:
            return ctx.value_name(value)
        node = value.node
        if node.kind not in (NodeKind.RESULT, NodeKind.RESULTS):
            return None
        parent = node.args[0]
        if parent not in ctx.bound:
            return None
        if node.kind is NodeKind.RESULT:
            return f"_pdl.result_at({ctx.value_name(parent)}, {node.index})"
        rng = value.kind.is_range
        return f"_pdl.result_group({ctx.value_name(parent)}, {node.index}, {rng})"

    def bind(
        self, value: PatternValue, expr: str, nonnull: bool = False, typed: bool = False
    ) -> None:
        """Bind ``value`` to ``expr``, or compare with its binding."""
        ctx = self.ctx
        node = value.node
        if value in ctx.bound:
            var = ctx.value_name(value)
            if node.kind in _UNCHECKED_REUSE:
                if not nonnull:
                    self.check(f"{expr} is None")
            elif value.kind in _IDENTITY:
                self.check(f"{var} is not {expr}")
            elif value.kind.is_range:
                self.check(f"not _pdl.same({var}, {expr})")
            else:
                self.check(f"{var} != {expr}")
            return
        var = ctx.value_name(value)
        ctx.bound.add(value)
        if expr != var:
            ctx.emit(f"{var} = {expr}")
        if not nonnull:
            self.check(f"{var} is None")
        if value.index == 0:
            self.node_checks(node, var, typed)

    def node_checks(self, node: Node, var: str, typed: bool) -> None:
        """The checks of the node defining a value just bound to ``var``."""
        kind = node.kind
        if kind is NodeKind.OPERATION:
            self.operation(node, var, typed)
        elif kind is NodeKind.OPERAND:
            if not typed:
                self.check(f"not isinstance({var}, Value)")
            if node.args:
                self.bind(node.args[0], f"{var}.type", nonnull=True)
        elif kind is NodeKind.OPERANDS:
            if not typed:
                self.check(f"not isinstance({var}, list)")
            if node.args:
                self.bind(node.args[0], f"_pdl.types_of({var})", nonnull=True)
        elif kind is NodeKind.RESULT:
            self.check(
                f"not isinstance({var}, OpResult) or {var}.index != {node.index}"
            )
            self.bind(node.args[0], f"{var}.op", nonnull=True, typed=True)
        elif kind is NodeKind.RESULTS:
            self.results(node, var)
        elif kind in (NodeKind.TYPE, NodeKind.ATTRIBUTE, NodeKind.TYPES):
            self.literal_checks(node, var)

    def literal_checks(self, node: Node, var: str) -> None:
        """A bound type or attribute against its constant and type."""
        if node.constant is not None:
            constant = literal(self.ctx, node)
            if node.kind is NodeKind.TYPES:
                self.check(f"not _pdl.same({constant}, {var})")
            else:
                self.check(f"{var} != {constant}")
        if node.kind is NodeKind.ATTRIBUTE and node.args:
            self.bind(node.args[0], f"getattr({var}, 'type', None)")

    def results(self, node: Node, var: str) -> None:
        """A bound result group: its op, and that it is that group."""
        ctx = self.ctx
        parent = node.args[0]
        if parent not in ctx.bound:
            owner = ctx.fresh("t")
            ctx.emit(f"{owner} = _pdl.results_of({var})")
            self.check(f"{owner} is None")
            self.bind(parent, owner, nonnull=True, typed=True)
        rng = node.results[0].kind.is_range
        self.check(
            f"not _pdl.results_match({ctx.value_name(parent)}, {var}, "
            f"{node.index}, {rng})"
        )

    def operation(self, node: Node, var: str, typed: bool) -> None:
        """A bound op: name, operand groups, attributes, result-type groups."""
        if not typed:
            self.check(f"not isinstance({var}, Operation)")
        if node.op_name is not None:
            self.check(f"{var}.name != {_q(node.op_name)}")
        self.groups(var, node.group(0), operands=True)
        for attr_name, value in zip(node.attr_names, node.group(1)):
            self.bind(value, f"{var}.get_attr({_q(attr_name)})")
        self.groups(var, node.group(2), operands=False)

    def groups(self, var: str, values: list[PatternValue], operands: bool) -> None:
        """An op's operands (or result types) against the pattern's values."""
        ranges = [v.kind.is_range for v in values]
        fixed = ranges.count(False)
        seq = f"{var}.operand_uses" if operands else f"{var}.results"
        if fixed == len(values):
            self.check(f"len({seq}) != {fixed}")
        elif fixed:
            self.check(f"len({seq}) < {fixed}")
        if len(values) == 1 and ranges[0]:
            if not self.unused(values[0]):
                whole = f"{var}.operands" if operands else f"_pdl.result_types({var})"
                self.bind(values[0], whole, nonnull=True, typed=True)
            return
        variable = False
        for index, value in enumerate(values):
            variable |= ranges[index]
            if variable:
                which = "operand" if operands else "result"
                found = f"_pdl.{which}_group({var}, {index}, {ranges[index]})"
                expr = found if operands else f"_pdl.types_of({found})"
                self.bind(value, expr)
            elif operands:
                if not self.unused(value):
                    expr = f"{var}.operand_uses[{index}].value"
                    self.bind(value, expr, nonnull=True, typed=True)
            else:
                self.bind(value, f"{var}.results[{index}].type", nonnull=True)

    def unused(self, value: PatternValue) -> bool:
        """Whether binding ``value`` checks nothing and nothing else reads it."""
        node = value.node
        if value in self.ctx.bound or self.uses.get(value, 0) > 1 or node.args:
            return False
        if node.kind is NodeKind.OPERAND:
            return True
        return node.kind in (NodeKind.OPERANDS, NodeKind.TYPES) and (
            node.constant is None
        )

    def bind_literals(self) -> None:
        """Constant types and attributes the walk from the root did not reach."""
        ctx = self.ctx
        for node in self.model.match:
            if not node.results or node.results[0] in ctx.bound:
                continue
            if node.kind in (NodeKind.TYPE, NodeKind.TYPES, NodeKind.ATTRIBUTE):
                if node.constant is not None:
                    ctx.define(node.results[0], literal(ctx, node))

    def native_constraint(self, node: Node) -> None:
        """A native constraint over bound values (its results bound)."""
        ctx = self.ctx
        assert node.native is not None
        args = "".join(", " + ctx.value_ref(a) for a in node.args)
        call = f"self.native_constraint({_q(node.native.name)})(rewriter{args})"
        if not node.results:
            self.check(call if node.negated else f"not {call}")
            return
        out = ctx.fresh("t")
        ctx.emit(f"{out} = _pdl.constraint_results({call}, {node.negated})")
        self.check(f"{out} is None")
        for index, result in enumerate(node.results):
            self.bind(result, f"{out}[{index}]")


def _use_counts(pattern: Pattern) -> dict[PatternValue, int]:
    """How many nodes read each value."""
    counts: dict[PatternValue, int] = {}
    for node in (*pattern.match, *pattern.rewrite):
        for arg in node.args:
            counts[arg] = counts.get(arg, 0) + 1
    return counts


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
