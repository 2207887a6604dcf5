"""The body of one pattern class's ``match_and_rewrite``, from the pattern model.

The match binds pattern values to IR entities from the root as the PDL
interpreter does (``runtime/pdl/matcher``): an operation checks its name, its
operand and result-type groups and its attributes, a result binds its op, so
the tree is walked upwards through operands; operations not reached that way
are searched among the users of bound values, one nested loop each (a failed
check there tries the next candidate); constant types and attributes not
reached are bound to their literal; native constraints run last, in order.
The rewrite is straight-line code.  Which values are bound at each point is
known when generating, so every check is emitted once, in place.
"""

from __future__ import annotations

from tblgen_py.backends.names import py_string
from tblgen_py.patterns.model import (
    Node,
    NodeKind,
    Pattern,
    PatternValue,
    ValueKind,
)

_UNCHECKED_REUSE = frozenset({NodeKind.TYPES, NodeKind.RESULT, NodeKind.RESULTS})
"""Values whose second position in the tree MLIR's lowering does not compare
with the first."""

_IDENTITY = frozenset({ValueKind.OPERATION, ValueKind.VALUE})


class ConstantTable:
    """Module-level constants: ``_C0 = _pdl.constant_attr("0 : i32")``."""

    def __init__(self) -> None:
        self.names: dict[tuple[str, str], str] = {}

    def name(self, kind: str, text: str) -> str:
        """The constant's module-level name (added on first use)."""
        key = (kind, text)
        if key not in self.names:
            self.names[key] = f"_C{len(self.names)}"
        return self.names[key]

    def lines(self) -> list[str]:
        """The assignments, in order of first use."""
        return [
            f"{name} = _pdl.constant_{kind}({py_string(text)})"
            for (kind, text), name in self.names.items()
        ]


class PatternCode:
    """Emits one pattern's ``match_and_rewrite`` body."""

    def __init__(self, pattern: Pattern, constants: ConstantTable) -> None:
        self.pattern = pattern
        self.constants = constants
        self.lines: list[str] = []
        self.depth = 2
        self.fail = "return False"
        self.bound: set[PatternValue] = set()
        self.names: dict[PatternValue, str] = {}
        self.uses = _use_counts(pattern)
        self.temps = 0
        self.loops = False

    # Output ----------------------------------------------------------------

    def emit(self, line: str) -> None:
        self.lines.append("    " * self.depth + line)

    def check(self, condition: str) -> None:
        """Fail the current candidate when ``condition`` holds."""
        self.emit(f"if {condition}:")
        self.depth += 1
        self.emit(self.fail)
        self.depth -= 1

    def name(self, value: PatternValue) -> str:
        if value not in self.names:
            self.names[value] = f"v{len(self.names)}"
        return self.names[value]

    def ref(self, value: PatternValue) -> str:
        """A bound value's variable (``None`` when nothing bound it)."""
        return self.name(value) if value in self.bound else "None"

    def temp(self) -> str:
        self.temps += 1
        return f"t{self.temps}"

    # The body --------------------------------------------------------------

    def body(self) -> list[str]:
        """The method's lines (indented for a class body)."""
        root = self.pattern.root
        self.bind(root, "op0", nonnull=True, typed=True)
        self.complete(0)
        if self.loops:
            self.emit("return False")
        return self.lines

    def complete(self, start: int) -> None:
        """Search the operations not bound yet, then finish the match."""
        operations = [n for n in self.pattern.match if n.kind is NodeKind.OPERATION]
        for position in range(start, len(operations)):
            node = operations[position]
            value = node.results[0]
            if value in self.bound:
                continue
            entities = [e for e in map(self.resolve, node.group(0)) if e is not None]
            candidate = self.name(value)
            self.emit(f"for {candidate} in _pdl.users({', '.join(entities)}):")
            self.loops = True
            saved = self.fail, self.depth
            self.fail = "continue"
            self.depth += 1
            self.bind(value, candidate, nonnull=True, typed=True)
            self.complete(position + 1)
            self.fail, self.depth = saved
            return
        self.bind_literals()
        self.run_constraints()
        self.rewrite()

    def resolve(self, value: PatternValue) -> str | None:
        """What a pattern value denotes so far: its binding, or results of a bound op."""
        if value in self.bound:
            return self.name(value)
        node = value.node
        if node.kind not in (NodeKind.RESULT, NodeKind.RESULTS):
            return None
        parent = node.args[0]
        if parent not in self.bound:
            return None
        if node.kind is NodeKind.RESULT:
            return f"_pdl.result_at({self.name(parent)}, {node.index})"
        rng = value.kind.is_range
        return f"_pdl.result_group({self.name(parent)}, {node.index}, {rng})"

    # Binding ---------------------------------------------------------------

    def bind(
        self, value: PatternValue, expr: str, nonnull: bool = False, typed: bool = False
    ) -> None:
        """Bind ``value`` to ``expr``, or compare with its binding."""
        node = value.node
        if value in self.bound:
            var = self.name(value)
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
        var = self.name(value)
        self.bound.add(value)
        if expr != var:
            self.emit(f"{var} = {expr}")
        if not nonnull:
            self.check(f"{var} is None")
        if value.index == 0:
            self.node_checks(node, var, typed)

    def node_checks(self, node: Node, var: str, typed: bool) -> None:
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
        if node.constant is not None:
            constant = self.constant(node)
            if node.kind is NodeKind.TYPES:
                self.check(f"not _pdl.same({constant}, {var})")
            else:
                self.check(f"{var} != {constant}")
        if node.kind is NodeKind.ATTRIBUTE and node.args:
            self.bind(node.args[0], f"getattr({var}, 'type', None)")

    def constant(self, node: Node) -> str:
        assert node.constant is not None
        kind = "attr" if node.kind is NodeKind.ATTRIBUTE else "type"
        return self.constants.name(kind, node.constant)

    def results(self, node: Node, var: str) -> None:
        parent = node.args[0]
        if parent not in self.bound:
            owner = self.temp()
            self.emit(f"{owner} = _pdl.results_of({var})")
            self.check(f"{owner} is None")
            self.bind(parent, owner, nonnull=True, typed=True)
        rng = node.results[0].kind.is_range
        self.check(
            f"not _pdl.results_match({self.name(parent)}, {var}, {node.index}, {rng})"
        )

    def operation(self, node: Node, var: str, typed: bool) -> None:
        if not typed:
            self.check(f"not isinstance({var}, Operation)")
        if node.op_name is not None:
            self.check(f"{var}.name != {py_string(node.op_name)}")
        self.groups(var, node.group(0), operands=True)
        for attr_name, value in zip(node.attr_names, node.group(1)):
            self.bind(value, f"{var}.get_attr({py_string(attr_name)})")
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
        if value in self.bound or self.uses.get(value, 0) > 1 or node.args:
            return False
        if node.kind is NodeKind.OPERAND:
            return True
        return node.kind in (NodeKind.OPERANDS, NodeKind.TYPES) and (
            node.constant is None
        )

    # After the search --------------------------------------------------------

    def bind_literals(self) -> None:
        """Constant types and attributes the walk from the root did not reach."""
        for node in self.pattern.match:
            if not node.results or node.results[0] in self.bound:
                continue
            if node.kind in (NodeKind.TYPE, NodeKind.TYPES, NodeKind.ATTRIBUTE):
                if node.constant is not None:
                    value = node.results[0]
                    self.emit(f"{self.name(value)} = {self.constant(node)}")
                    self.bound.add(value)

    def run_constraints(self) -> None:
        for node in self.pattern.match:
            if node.kind is not NodeKind.CONSTRAINT:
                continue
            assert node.native is not None
            args = "".join(", " + self.ref(a) for a in node.args)
            call = (
                f"self.native_constraint({py_string(node.native.name)})(rewriter{args})"
            )
            if not node.results:
                self.check(call if node.negated else f"not {call}")
                continue
            out = self.temp()
            self.emit(f"{out} = _pdl.constraint_results({call}, {node.negated})")
            self.check(f"{out} is None")
            for index, result in enumerate(node.results):
                self.bind(result, f"{out}[{index}]")

    # The rewrite -----------------------------------------------------------

    def rewrite(self) -> None:
        for node in self.pattern.rewrite:
            self.rewrite_step(node)
        self.emit("return True")

    def define(self, value: PatternValue, expr: str) -> None:
        self.emit(f"{self.name(value)} = {expr}")
        self.bound.add(value)

    def rewrite_step(self, node: Node) -> None:
        kind = node.kind
        if kind is NodeKind.OPERATION:
            operands = ", ".join(map(self.ref, node.group(0)))
            attrs = ", ".join(
                f"{py_string(name)}: {self.ref(value)}"
                for name, value in zip(node.attr_names, node.group(1))
            )
            types = ", ".join(map(self.ref, node.group(2)))
            types_arg = "None" if node.inferred else f"[{types}]"
            self.define(
                node.results[0],
                f"_pdl.create(self, rewriter, op0, {py_string(node.op_name or '')}, "
                f"[{operands}], {{{attrs}}}, {types_arg})",
            )
        elif kind is NodeKind.REPLACE:
            target, *rest = node.args
            if node.with_op:
                self.emit(
                    f"_pdl.replace_with_op(rewriter, {self.ref(target)}, "
                    f"{self.ref(rest[0])})"
                )
            else:
                values = ", ".join(map(self.ref, rest))
                self.emit(f"_pdl.replace(rewriter, {self.ref(target)}, [{values}])")
        elif kind is NodeKind.ERASE:
            self.emit(f"rewriter.erase_op({self.ref(node.args[0])})")
        elif kind is NodeKind.RESULT:
            self.define(
                node.results[0], f"{self.ref(node.args[0])}.results[{node.index or 0}]"
            )
        elif kind is NodeKind.RESULTS:
            rng = node.results[0].kind.is_range
            self.define(
                node.results[0],
                f"_pdl.result_group({self.ref(node.args[0])}, {node.index}, {rng})",
            )
        elif kind in (NodeKind.TYPE, NodeKind.TYPES, NodeKind.ATTRIBUTE):
            if node.results[0] not in self.bound:
                value = "None" if node.constant is None else self.constant(node)
                self.define(node.results[0], value)
        elif kind is NodeKind.RANGE:
            elements = ", ".join(map(self.ref, node.args))
            self.define(node.results[0], f"_pdl.flatten([{elements}])")
        elif kind is NodeKind.NATIVE_REWRITE:
            self.native_rewrite(node)

    def native_rewrite(self, node: Node) -> None:
        assert node.native is not None
        name = py_string(node.native.name)
        args = "".join(", " + self.ref(a) for a in node.args)
        call = f"self.native_rewrite({name})(rewriter{args})"
        if not node.results:
            self.emit(call)
            return
        out = self.temp()
        self.emit(f"{out} = _pdl.rewrite_results({name}, {call}, {len(node.results)})")
        for index, result in enumerate(node.results):
            self.define(result, f"{out}[{index}]")


def _use_counts(pattern: Pattern) -> dict[PatternValue, int]:
    """How many nodes read each value."""
    counts: dict[PatternValue, int] = {}
    for node in (*pattern.match, *pattern.rewrite):
        for arg in node.args:
            counts[arg] = counts.get(arg, 0) + 1
    return counts
