"""The pattern model of a DRR ``Pattern`` def (MLIR's ``tblgen::Pattern``).

The source dag becomes match nodes as PDL would spell it: an operand bound to
``$x`` is an ``OPERAND`` (``OPERANDS`` for a variadic group; a name used twice
is one value, so the match compares them), a nested op is an ``OPERATION``
whose ``RESULT`` (no index: whichever result it is) is the operand,
``(variadic ...)`` is a ``RANGE`` of its elements, an attribute an
``ATTRIBUTE`` (its ``DrrInfo.record`` a constant to compare with), and type,
attribute and additional constraints, as well as a NativeCodeCall matcher,
``CONSTRAINT`` nodes over the values they read.  The result dags become
rewrite nodes: ``OPERATION`` per created op (operands, attributes,
``returnType``/``location`` in ``DrrInfo``), ``NATIVE_REWRITE`` per
NativeCodeCall, ``ATTRIBUTE`` per constant, and a final ``REPLACE`` of the
root by the last declared values (``ERASE`` for a result-less root).
Supplemental dags are built after the results.  Every node's span is its text
in the def (the def itself when the dag comes from elsewhere).
"""

from __future__ import annotations

import re
from dataclasses import replace

from tblgen_py.drr.dag import DagArg, DagLeaf, DagNode, LeafKind
from tblgen_py.drr.dag import NodeKind as DagKind
from tblgen_py.drr.dag import split_index
from tblgen_py.drr.pattern import Pattern as DrrPattern
from tblgen_py.drr.pattern import PatternError, pattern_records
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.operator import (
    NamedProperty,
    NamedTypeConstraint,
    OdsError,
    Operator,
)
from tblgen_py.patterns.model import (
    DrrInfo,
    Node,
    NodeKind,
    Pattern,
    PatternValue,
    ValueKind,
)
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.support.diagnostics import Span

_OUTPUT = re.compile(r"&\s*\$(\d+)")
_DEF_START = re.compile(r"^(def|class|let|include|multiclass|defm|defvar)\b", re.M)


class DrrModelError(Exception):
    """A DRR pattern the model cannot express (an invalid pattern)."""

    def __init__(self, message: str, span: Span | None) -> None:
        super().__init__(message)
        self.message = message
        self.span = span


class _Spans:
    """Spans of a def's pieces, found in its text in order of appearance."""

    def __init__(self, loc: Span | None) -> None:
        self.loc = loc
        self.cursor = loc.start if loc is not None else 0
        if loc is None:
            self.end = 0
        else:
            found = _DEF_START.search(loc.file.text, loc.start + 1)
            self.end = found.start() if found is not None else len(loc.file.text)

    def find(self, needle: str | None) -> Span:
        """The next occurrence of ``needle`` after the last one found."""
        loc = self.loc
        assert loc is not None
        if not needle:
            return loc
        pattern = re.compile(re.escape(needle) + r"(?!\w)")
        found = pattern.search(loc.file.text, self.cursor, self.end)
        if found is None:
            return loc
        self.cursor = found.start() + 1
        return Span(loc.file, found.start(), found.end())


class _Builder:
    """Builds the match and rewrite nodes of one DRR pattern."""

    def __init__(self, pattern: DrrPattern, ops: dict[int, Operator]) -> None:
        self.pattern = pattern
        self.ops = ops
        self.spans = _Spans(pattern.loc)
        self.symbols: dict[str, PatternValue] = {}
        self.match: list[Node] = []
        self.rewrite: list[Node] = []
        self.nodes = self.match

    # -- helpers ---------------------------------------------------------------
    def error(self, message: str, span: Span | None = None) -> DrrModelError:
        return DrrModelError(message, span or self.pattern.loc)

    def operator(self, record: Record | None) -> Operator:
        if record is None:
            raise self.error("dag operator is not a def")
        if record.id not in self.ops:
            try:
                self.ops[record.id] = Operator.from_record(record)
            except OdsError as exc:
                raise self.error(str(exc)) from None
        return self.ops[record.id]

    def node(self, kind: NodeKind, span: Span, args: list[PatternValue]) -> Node:
        made = Node(kind, span, args, drr=DrrInfo())
        self.nodes.append(made)
        return made

    def bind(self, name: str | None, value: PatternValue, span: Span) -> None:
        if not name or name == "_":
            return
        if name in self.symbols:
            raise self.error(f"symbol '${name}' is bound more than once", span)
        self.symbols[name] = value
        assert value.node.drr is not None
        value.node.drr.symbol = value.node.drr.symbol or name

    def lookup(self, name: str, span: Span) -> PatternValue:
        """A bound symbol; ``$sym__N`` is result N of an op or native call."""
        found = self.symbols.get(name)
        if found is not None:
            return found
        base, index = split_index(name)
        found = self.symbols.get(base)
        if found is None or index is None:
            raise self.error(f"referenced symbol '${name}' is not bound", span)
        if found.kind is ValueKind.OPERATION:
            ods = found.node.drr.ods if found.node.drr is not None else None
            if ods is not None and index >= len(ods.results):
                raise self.error(
                    f"'${name}': op '{ods.operation_name}' has {len(ods.results)} "
                    "results",
                    span,
                )
            result = self.node(NodeKind.RESULT, span, [found])
            result.index = index
            assert result.drr is not None
            result.drr.symbol = name  # a reference, not a declared value
            return result.add_result(ValueKind.VALUE)
        if found.node.kind is NodeKind.NATIVE_REWRITE:
            count = len(found.node.results)
            if index >= count:
                raise self.error(f"'${name}': native code returns {count}", span)
            return found.node.results[index]
        raise self.error(f"'${name}': only op results can be indexed", span)

    def as_value(self, value: PatternValue, span: Span) -> PatternValue:
        """An op of one single result used as a value stands for that result."""
        ods = value.node.drr.ods if value.node.drr is not None else None
        if value.kind is not ValueKind.OPERATION or ods is None:
            return value
        if len(ods.results) != 1 or ods.results[0].arity is not Arity.SINGLE:
            return value
        for node in self.match + self.rewrite:
            if node.kind is NodeKind.RESULT and node.args == [value]:
                return node.results[0]
        result = self.node(NodeKind.RESULT, span, [value])
        result.index = 0
        return result.add_result(ValueKind.VALUE)

    # -- match -------------------------------------------------------------------
    def source_op(self, dag: DagNode) -> PatternValue:
        """An op of the source dag, its arguments first."""
        if dag.kind is not DagKind.OP:
            name = dag.operator_name
            raise self.error(
                f"source pattern root '{name}' is not an op", self.spans.find(name)
            )
        op = self.operator(dag.operator)
        span = self.spans.find(dag.operator_name)
        if dag.symbol and "__" in dag.symbol.strip("_"):
            raise self.error(
                f"cannot bind '${dag.symbol}' in a source pattern",
                self.spans.find(dag.symbol),
            )
        positions: list[DagArg] = []
        either: list[tuple[int, int]] = []
        for arg in dag.args:
            if isinstance(arg, DagNode) and arg.kind is DagKind.EITHER:
                if len(arg.args) != 2:
                    raise self.error("'either' takes exactly two operands", span)
                either.append((len(positions), len(positions) + 1))
                positions.extend(arg.args)
            else:
                positions.append(arg)
        if len(positions) != len(op.arguments):
            raise self.error(
                f"op '{op.operation_name}' has {len(op.arguments)} arguments, but "
                f"the pattern gives {len(positions)}",
                span,
            )
        operands: list[PatternValue] = []
        attrs: list[PatternValue] = []
        names: list[str] = []
        for arg, decl in zip(positions, op.arguments):
            if isinstance(decl, NamedTypeConstraint):
                operands.append(self.operand(arg, decl))
            else:
                attrs.append(self.attribute(arg))
                names.append(decl.name)
        node = self.node(NodeKind.OPERATION, span, operands + attrs)
        node.op_name = op.operation_name
        node.attr_names = tuple(names)
        node.sizes = (len(operands), len(attrs), 0)
        assert node.drr is not None
        node.drr.ods = op
        node.drr.either = tuple(either)
        value = node.add_result(ValueKind.OPERATION)
        self.bind(dag.symbol, value, span)
        return value

    def operand(self, arg: DagArg, decl: NamedTypeConstraint) -> PatternValue:
        """One operand (group) of a matched op."""
        many = decl.arity is not Arity.SINGLE
        if isinstance(arg, DagLeaf):
            return self.operand_leaf(arg, many)
        if arg.kind is DagKind.OP and not many:
            op_value = self.source_op(arg)
            result = self.node(NodeKind.RESULT, op_value.node.span, [op_value])
            return result.add_result(ValueKind.VALUE)
        if arg.kind is DagKind.VARIADIC and many:
            span = self.spans.find("variadic")
            single = NamedTypeConstraint(
                decl.name, replace(decl.constraint, arity=Arity.SINGLE)
            )
            items = [self.operand(sub, single) for sub in arg.args]
            node = self.node(NodeKind.RANGE, span, items)
            value = node.add_result(ValueKind.VALUE_RANGE)
            self.bind(arg.symbol, value, span)
            return value
        if arg.kind is DagKind.NATIVE and not many:
            return self.native_matcher(arg)
        name = arg.operator_name
        raise self.error(
            f"cannot match '{name}' against operand '{decl.name}'",
            self.spans.find(name),
        )

    def operand_leaf(self, leaf: DagLeaf, many: bool) -> PatternValue:
        """``$x``, ``Constraint:$x`` or ``Constraint`` on an operand."""
        kind = leaf.kind
        if kind not in (LeafKind.SYMBOL, LeafKind.TYPE_CONSTRAINT):
            raise self.error(f"'{leaf}' cannot match an operand")
        record = leaf.record
        span = self.spans.find(record.name_string if record else f"${leaf.symbol}")
        known = self.symbols.get(leaf.symbol or "")
        if known is not None and known.kind in (
            ValueKind.VALUE,
            ValueKind.VALUE_RANGE,
        ):
            value = known  # the same name twice: one value
        else:
            node = self.node(NodeKind.OPERANDS if many else NodeKind.OPERAND, span, [])
            value = node.add_result(ValueKind.VALUE_RANGE if many else ValueKind.VALUE)
            self.bind(leaf.symbol, value, span)
        if kind is LeafKind.TYPE_CONSTRAINT:
            self.constraint(record, [value], span)
        return value

    def constraint(
        self, record: Record | None, args: list[PatternValue], span: Span
    ) -> Node:
        node = self.node(NodeKind.CONSTRAINT, span, args)
        assert node.drr is not None
        node.drr.record = record
        return node

    def native_matcher(self, dag: DagNode) -> PatternValue:
        """A NativeCodeCall in the source dag: ``$_self`` defines the operand."""
        span = self.spans.find(dag.operator_name)
        if dag.symbol:
            raise self.error(
                "cannot bind a name to a NativeCodeCall in a source pattern", span
            )
        operand = self.node(NodeKind.OPERAND, span, []).add_result(ValueKind.VALUE)
        marked = {int(n) for n in _OUTPUT.findall(dag.native_expression)}
        outputs = marked or {
            i
            for i, arg in enumerate(dag.args)
            if not (isinstance(arg, DagLeaf) and arg.symbol in self.symbols)
        }
        inputs = []
        for index, arg in enumerate(dag.args):
            if index in outputs:
                continue
            if not isinstance(arg, DagLeaf) or not arg.symbol:
                raise self.error("native code inputs must be bound symbols", span)
            inputs.append(self.lookup(arg.symbol, span))
        node = self.constraint(dag.operator, [operand, *inputs], span)
        assert node.drr is not None
        node.drr.self_value = True
        node.drr.num_returns = len(outputs)
        for index in sorted(outputs):
            if index < len(dag.args):
                self.native_output(
                    dag.args[index], node.add_result(ValueKind.ATTRIBUTE)
                )
        return operand

    def native_output(self, arg: DagArg, value: PatternValue) -> None:
        """Constrain and bind one output of a source-pattern native call."""
        if not isinstance(arg, DagLeaf):
            raise self.error("native code outputs must be leaves")
        span = self.spans.find(f"${arg.symbol}" if arg.symbol else str(arg.value))
        if arg.kind is not LeafKind.SYMBOL:
            self.leaf_check(arg, value, span)
        self.bind(arg.symbol, value, span)

    def attribute(self, arg: DagArg) -> PatternValue:
        """An attribute argument: bound, constrained or a constant."""
        if not isinstance(arg, DagLeaf):
            raise self.error(f"cannot match '{arg.operator_name}' against an attribute")
        record = arg.record
        span = self.spans.find(
            f"${arg.symbol}" if record is None else record.name_string
        )
        node = self.node(NodeKind.ATTRIBUTE, span, [])
        value = node.add_result(ValueKind.ATTRIBUTE)
        if arg.kind is LeafKind.TYPE_CONSTRAINT:
            raise self.error(f"'{arg}' cannot match an attribute", span)
        if arg.kind is not LeafKind.SYMBOL:
            self.leaf_check(arg, value, span)
        self.bind(arg.symbol, value, span)
        return value

    def leaf_check(self, arg: DagLeaf, value: PatternValue, span: Span) -> None:
        """An attribute-like value checked by a constraint or a constant."""
        if arg.kind in (
            LeafKind.ATTR_CONSTRAINT,
            LeafKind.ENUM_CASE,
            LeafKind.TYPE_CONSTRAINT,
        ):
            self.constraint(arg.record, [value], span)
        elif (
            arg.kind is LeafKind.CONSTANT_ATTR and value.node.kind is NodeKind.ATTRIBUTE
        ):
            assert value.node.drr is not None
            value.node.drr.record = arg.record
        elif arg.kind is LeafKind.CONSTANT_ATTR:
            self.constraint(arg.record, [value], span)
        else:
            raise self.error(f"'{arg}' cannot match an attribute", span)

    def additional(self, item: DagArg) -> None:
        """One entry of the constraints list, over bound symbols."""
        if not isinstance(item, DagNode) or item.operator is None:
            raise self.error(f"constraint '{item}' is not a dag")
        span = self.spans.find(item.operator_name)
        names = [item.symbol] if item.symbol else []
        for arg in item.args:
            if not isinstance(arg, DagLeaf) or not arg.symbol:
                raise self.error(
                    f"constraint arguments must be bound symbols: {item}", span
                )
            names.append(arg.symbol)
        self.constraint(item.operator, [self.lookup(n, span) for n in names], span)

    # -- rewrite -----------------------------------------------------------------
    def declared(self, arg: DagArg) -> list[PatternValue]:
        """The values a top-level result dag declares."""
        if isinstance(arg, DagLeaf):
            if arg.kind is not LeafKind.SYMBOL or not arg.symbol:
                text = str(arg.value)
                raise self.error(
                    f"'{arg}' cannot be a result pattern", self.spans.find(text)
                )
            span = self.spans.find(f"${arg.symbol}")
            return [self.as_value(self.lookup(arg.symbol, span), span)]
        if arg.kind is DagKind.REPLACE_WITH_VALUE:
            self.spans.find("replaceWithValue")
            return [self.build(sub) for sub in arg.args]
        if arg.kind is DagKind.OP:
            created = self.create(arg)
            index = split_index(arg.symbol)[1] if arg.symbol else None
            groups = self.result_groups(created)
            return groups if index is None else [groups[index]]
        if arg.kind is DagKind.NATIVE:
            return self.native_rewrite(arg).results
        name = arg.operator_name
        raise self.error(f"'{name}' cannot be a result pattern", self.spans.find(name))

    def result_groups(self, created: PatternValue) -> list[PatternValue]:
        """One value (a range for a variadic group) per ODS result group."""
        assert created.node.drr is not None and created.node.drr.ods is not None
        values = []
        for index, result in enumerate(created.node.drr.ods.results):
            many = result.arity is not Arity.SINGLE
            node = self.node(
                NodeKind.RESULTS if many else NodeKind.RESULT,
                created.node.span,
                [created],
            )
            node.index = index
            values.append(
                node.add_result(ValueKind.VALUE_RANGE if many else ValueKind.VALUE)
            )
        return values

    def build(self, arg: DagArg) -> PatternValue:
        """One argument of a result dag: a reference, constant, op or call."""
        if isinstance(arg, DagLeaf):
            return self.build_leaf(arg)
        if arg.kind is DagKind.OP:
            created = self.create(arg)
            assert created.node.drr is not None and created.node.drr.ods is not None
            results = created.node.drr.ods.results
            index = split_index(arg.symbol)[1] if arg.symbol else None
            if index is not None and index < len(results):
                return self.result_groups(created)[index]
            if len(results) == 1 and results[0].arity is Arity.SINGLE:
                return self.result_groups(created)[0]
            return created
        if arg.kind is DagKind.NATIVE:
            node = self.native_rewrite(arg)
            if not node.results:
                return node.add_result(ValueKind.VALUE)
            index = split_index(arg.symbol)[1] if arg.symbol else None
            if index is not None and index < len(node.results):
                return node.results[index]
            return node.results[0]
        if arg.kind is DagKind.REPLACE_WITH_VALUE and len(arg.args) == 1:
            return self.build(arg.args[0])
        if arg.kind is DagKind.VARIADIC:
            span = self.spans.find("variadic")
            items = [self.build(sub) for sub in arg.args]
            return self.node(NodeKind.RANGE, span, items).add_result(
                ValueKind.VALUE_RANGE
            )
        raise self.error(f"'{arg.operator_name}' cannot be used here")

    def build_leaf(self, leaf: DagLeaf) -> PatternValue:
        kind = leaf.kind
        if kind is LeafKind.SYMBOL and leaf.symbol:
            span = self.spans.find(f"${leaf.symbol}")
            return self.as_value(self.lookup(leaf.symbol, span), span)
        record = leaf.record
        if kind in (LeafKind.CONSTANT_ATTR, LeafKind.ENUM_CASE, LeafKind.STRING):
            span = self.spans.find(record.name_string if record else None)
            node = self.node(NodeKind.ATTRIBUTE, span, [])
            assert node.drr is not None
            node.drr.record = record
            if kind is LeafKind.STRING:
                node.drr.string = str(leaf.value.value)  # type: ignore[attr-defined]
            return node.add_result(ValueKind.ATTRIBUTE)
        if kind is LeafKind.NATIVE and record is not None:
            span = self.spans.find(record.name_string)
            node = self.node(NodeKind.NATIVE_REWRITE, span, [])
            assert node.drr is not None
            node.drr.record = record
            node.drr.leaf = True
            return node.add_result(ValueKind.VALUE)
        raise self.error(f"'{leaf}' cannot be used in a result pattern")

    def native_rewrite(self, dag: DagNode) -> Node:
        """A NativeCodeCall of a result dag: its arguments, then the call."""
        span = self.spans.find(dag.operator_name)
        args = [self.build(sub) for sub in dag.args]
        node = self.node(NodeKind.NATIVE_REWRITE, span, args)
        assert node.drr is not None
        node.drr.record = dag.operator
        node.drr.num_returns = dag.num_returns
        for _ in range(dag.num_returns):
            node.add_result(ValueKind.VALUE)
        if dag.symbol and node.results:  # ``$sym__N``: its value N
            self.bind(split_index(dag.symbol)[0], node.results[0], span)
        return node

    def create(self, dag: DagNode) -> PatternValue:
        """An op of a result dag: arguments, directives, then the op."""
        op = self.operator(dag.operator)
        span = self.spans.find(dag.operator_name)
        values: list[DagArg] = []
        location: DagNode | None = None
        return_type: DagNode | None = None
        for arg in dag.args:
            if isinstance(arg, DagNode) and arg.kind is DagKind.LOCATION:
                location = arg
            elif isinstance(arg, DagNode) and arg.kind is DagKind.RETURN_TYPE:
                return_type = arg
            elif location is not None or return_type is not None:
                raise self.error("'location' and 'returnType' must come last", span)
            else:
                values.append(arg)
        if len(values) > len(op.arguments):
            raise self.error(
                f"op '{op.operation_name}' takes {len(op.arguments)} arguments, but "
                f"the result pattern gives {len(values)}",
                span,
            )
        for decl in op.arguments[len(values) :]:
            optional = not isinstance(decl, NamedTypeConstraint) and (
                isinstance(decl, NamedProperty)
                or decl.attr.is_optional
                or decl.attr.has_default
            )
            if not optional:
                raise self.error(
                    f"op '{op.operation_name}' needs argument '{decl.name}', but the "
                    f"result pattern gives only {len(values)}",
                    span,
                )
        operands: list[PatternValue] = []
        attrs: list[PatternValue] = []
        names: list[str] = []
        for arg, decl in zip(values, op.arguments):
            built = self.build(arg)
            if isinstance(decl, NamedTypeConstraint):
                operands.append(built)
            else:
                attrs.append(built)
                names.append(decl.name)
        info = DrrInfo(ods=op)
        if location is not None:
            self.spans.find("location")
            for arg in location.args:
                if isinstance(arg, DagLeaf) and arg.kind is LeafKind.STRING:
                    info.location_label = str(arg.value.value)  # type: ignore[attr-defined]
                elif isinstance(arg, DagLeaf) and arg.symbol:
                    found = self.lookup(arg.symbol, span)
                    info.location = (*info.location, found)
                else:
                    raise self.error(
                        "'location' takes bound symbols and one string", span
                    )
        types: list[PatternValue] = []
        if return_type is not None:
            self.spans.find("returnType")
            types = [self.build(arg) for arg in return_type.args]
            info.return_types = tuple(types)
        node = self.node(NodeKind.OPERATION, span, operands + attrs + types)
        node.drr = info
        node.op_name = op.operation_name
        node.attr_names = tuple(names)
        node.sizes = (len(operands), len(attrs), len(types))
        node.inferred = return_type is None
        value = node.add_result(ValueKind.OPERATION)
        if dag.symbol:
            self.bind(split_index(dag.symbol)[0], value, span)
        return value

    def replace(self, root: PatternValue) -> None:
        """Build every result dag and the supplemental ones; replace the root."""
        self.nodes = self.rewrite
        declared: list[PatternValue] = []
        for arg in self.pattern.results:
            declared.extend(self.declared(arg))
        for arg in self.pattern.supplemental:
            self.build(arg)
        assert root.node.drr is not None and root.node.drr.ods is not None
        wanted = len(root.node.drr.ods.results)
        if wanted == 0:
            self.node(NodeKind.ERASE, root.node.span, [root])
            return
        if len(declared) < wanted:
            raise self.error(
                f"the result patterns give {len(declared)} values to replace the "
                f"{wanted} results of '{root.node.op_name}'"
            )
        replace = self.node(
            NodeKind.REPLACE,
            root.node.span,
            [root, *declared[len(declared) - wanted :]],
        )
        replace.sizes = (1, wanted)


def pattern_from_drr(
    pattern: DrrPattern, ops: dict[int, Operator] | None = None
) -> Pattern:
    """The model of one DRR pattern; ``DrrModelError`` when it is invalid."""
    builder = _Builder(pattern, {} if ops is None else ops)
    root = builder.source_op(pattern.source)
    for item in pattern.constraints:
        builder.additional(item)
    builder.replace(root)
    span = pattern.loc or root.node.span
    return Pattern(
        pattern.name,
        pattern.benefit,
        span,
        root,
        builder.match,
        builder.rewrite,
        "DRR",
    )


def drr_pattern(record: Record, ops: dict[int, Operator] | None = None) -> Pattern:
    """The model of one ``Pattern`` def; ``DrrModelError`` when it is invalid."""
    try:
        pattern = DrrPattern.from_record(record)
    except PatternError as exc:
        raise DrrModelError(str(exc), record.loc) from None
    return pattern_from_drr(pattern, ops)


def patterns_from_drr(records: RecordKeeper) -> list[Pattern]:
    """The model of every ``Pattern`` def, in LLVM's record order."""
    ops: dict[int, Operator] = {}
    return [drr_pattern(record, ops) for record in pattern_records(records)]


__all__ = [
    "DrrModelError",
    "drr_pattern",
    "pattern_from_drr",
    "pattern_records",
    "patterns_from_drr",
    "split_index",
]
