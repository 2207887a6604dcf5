"""The one rewrite emitter of the rewrite backends, from the pattern model.

The rewrite nodes are emitted in order, after the match (``rewrite_match``),
for every pattern language.  Nodes of PDL's shape (no ODS op, no DRR def)
become straight-line code over the match's values: ``_pdl.create`` for a
created op, ``_pdl.replace``, ``rewriter.erase_op``, results and ranges as
locals, native rewrites called through the pattern's native lookup.

DRR's nodes say more: a created ``OPERATION`` becomes a
``rewriter.create`` call, a ``NATIVE_REWRITE`` a call of the native code (a
local for what it returns), constants, results and ranges Python expressions;
the final ``REPLACE`` replaces the root's results by its values (``ERASE``
erases a result-less root).  An op whose values replace all its results'
worth of root results reuses the root's result types; other ops get theirs
from ``returnType``, ODS type inference, or an ``infer_return_types`` hook at
run time.  Values of the match are the locals the match bound them to.
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
    literal,
    py_local,
    use_expr,
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
from tblgen_py.cpp.expr import Untranslatable
from tblgen_py.cpp.grammar import CppSyntaxError
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.fields import derives
from tblgen_py.ods.operator import NamedAttribute, NamedTypeConstraint, Operator
from tblgen_py.patterns.model import (
    DrrInfo,
    Node,
    NodeKind,
    Pattern,
    PatternValue,
)


@dataclass
class Built:
    """A built entity: Python expression and what it is."""

    expr: str
    kind: SymKind


def emit_rewrite(ctx: PatternContext, model: Pattern) -> None:
    """Emit every rewrite node of ``model`` (whose match ``ctx`` emitted)."""
    info = model.root.node.drr
    root = info.ods if info is not None else None
    if root is not None:  # DRR: created ops are located at the matched ones
        ops = ", ".join(ctx.matched_ops)
        ctx.emit(f"loc = _drr.fused_loc([{ops}])")
        ctx.loc_expr = "loc"
        ctx.in_results = True
    _Rewrite(ctx, root, model).emit()


class _Rewrite:
    """Python for the rewrite nodes of one pattern, of any language (``root``:
    the root's ODS op, DRR's, whose values are built as expressions when used)."""

    def __init__(
        self, ctx: PatternContext, root: Operator | None, model: Pattern
    ) -> None:
        self.ctx = ctx
        self.root = root
        self.model = model
        self.rewrite = set(model.rewrite)
        self.built: dict[PatternValue, Built] = {}
        last = model.rewrite[-1] if model.rewrite else None
        replace = last is not None and last.kind is NodeKind.REPLACE
        self.replaced = last.args[1:] if last is not None and replace else []

    def emit(self) -> None:
        for node in self.model.rewrite:
            self.node(node)

    def node(self, node: Node) -> None:
        """One rewrite node, by its kind; what DRR's nodes say beyond PDL's
        shape (an ODS op, a def) chooses how."""
        kind = node.kind
        if kind is NodeKind.OPERATION:
            self.create(node)
        elif kind is NodeKind.NATIVE_REWRITE:
            self.native(node)
        elif kind is NodeKind.REPLACE:
            self.replace(node)
        elif kind is NodeKind.ERASE:
            self.ctx.emit(f"rewriter.erase_op({self.ctx.value_ref(node.args[0])})")
        elif self.root is not None:  # DRR's values are expressions, built when used
            if kind is NodeKind.ATTRIBUTE:  # module constants in order of appearance
                self.value(node.results[0])
        else:
            self.define_value(node)

    # -- values and nodes of PDL's shape ---------------------------------------------
    def define_value(self, node: Node) -> None:
        """A result, range or literal as a local (when the match did not bind it)."""
        ctx = self.ctx
        ref = ctx.value_ref
        kind = node.kind
        if kind is NodeKind.RESULT:
            ctx.define(
                node.results[0], f"{ref(node.args[0])}.results[{node.index or 0}]"
            )
        elif kind is NodeKind.RESULTS:
            rng = node.results[0].kind.is_range
            ctx.define(
                node.results[0],
                f"_pdl.result_group({ref(node.args[0])}, {node.index}, {rng})",
            )
        elif kind in (NodeKind.TYPE, NodeKind.TYPES, NodeKind.ATTRIBUTE):
            if node.results[0] not in ctx.bound:
                value = "None" if node.constant is None else literal(ctx, node)
                ctx.define(node.results[0], value)
        elif kind is NodeKind.RANGE:
            elements = ", ".join(map(ref, node.args))
            ctx.define(node.results[0], f"_pdl.flatten([{elements}])")

    def pdl_create(self, node: Node) -> None:
        """An op created by name from bound values (``_pdl.create``)."""
        ctx = self.ctx
        ref = ctx.value_ref
        operands = ", ".join(map(ref, node.group(0)))
        attrs = ", ".join(
            f"{_q(name)}: {ref(value)}"
            for name, value in zip(node.attr_names, node.group(1))
        )
        types = ", ".join(map(ref, node.group(2)))
        types_arg = "None" if node.inferred else f"[{types}]"
        ctx.define(
            node.results[0],
            f"_pdl.create(self, rewriter, op0, {_q(node.op_name or '')}, "
            f"[{operands}], {{{attrs}}}, {types_arg})",
        )

    def pdl_replace(self, node: Node) -> None:
        """Replace a bound op by an op's results or by values (ranges flattened)."""
        ctx = self.ctx
        ref = ctx.value_ref
        target, *rest = node.args
        if node.with_op:
            ctx.emit(f"_pdl.replace_with_op(rewriter, {ref(target)}, {ref(rest[0])})")
        else:
            values = ", ".join(map(ref, rest))
            ctx.emit(f"_pdl.replace(rewriter, {ref(target)}, [{values}])")

    def pdl_native(self, node: Node) -> None:
        """A native rewrite found by name when the pattern runs."""
        assert node.native is not None
        ctx = self.ctx
        name = _q(node.native.name)
        args = "".join(", " + ctx.value_ref(a) for a in node.args)
        call = f"self.native_rewrite({name})(rewriter{args})"
        if not node.results:
            ctx.emit(call)
            return
        out = ctx.fresh("t")
        ctx.emit(f"{out} = _pdl.rewrite_results({name}, {call}, {len(node.results)})")
        for index, result in enumerate(node.results):
            ctx.define(result, f"{out}[{index}]")

    # -- values --------------------------------------------------------------------
    def value(self, value: PatternValue) -> Built:
        """The Python expression of a pattern value."""
        found = self.built.get(value)
        if found is None:
            found = self.built[value] = self._value(value)
        return found

    def _value(self, value: PatternValue) -> Built:
        node = value.node
        info = node.drr or DrrInfo()
        kind = node.kind
        if info.symbol is not None and (
            node not in self.rewrite or kind is NodeKind.RESULT
        ):  # a bound value of the match, or a ``$sym__N`` reference
            expr, sym_kind = self.ctx.ref(info.symbol)
            return Built(expr, sym_kind)
        if kind in (NodeKind.RESULT, NodeKind.RESULTS):
            return self.result(node)
        if kind is NodeKind.RANGE:
            items = [self.value(v) for v in node.args]
            values = ", ".join(
                i.expr if i.kind is SymKind.VALUE else f"*_drr.many({i.expr})"
                for i in items
            )
            return Built(f"[{values}]", SymKind.VALUES)
        if kind is NodeKind.ATTRIBUTE and node in self.rewrite:
            return self.constant(info)
        self.ctx.error("a value of the result pattern is not bound", None)
        return Built("None", SymKind.VALUE)

    def result(self, node: Node) -> Built:
        """A result (group) of an op: declared, or the one result of a symbol."""
        op_value = node.args[0]
        info = op_value.node.drr
        ods = info.ods if info is not None else None
        if op_value.node not in self.rewrite:  # a matched op named by its symbol
            return self.value(op_value)
        var = self.value(op_value)
        if ods is None:
            return var
        index = node.index or 0
        if len(ods.results) == 1 and ods.results[0].arity is Arity.SINGLE:
            return var
        base = var.expr.removesuffix(".results[0]")
        single = ods.results[index].arity is Arity.SINGLE
        one = all_single(ods.results) or single
        return Built(
            _result_values(base, ods)[index], SymKind.VALUE if one else SymKind.VALUES
        )

    def constant(self, info: DrrInfo) -> Built:
        """A constant attribute, enum case or string of a result dag."""
        record = info.record
        if info.string is not None:
            return Built(_q(info.string), SymKind.NATIVE)
        if record is not None and derives(record, "ConstantAttr"):
            return Built(constant_attr(self.ctx, record), SymKind.ATTR)
        if record is not None:
            return Built(enum_case_value(self.ctx, record), SymKind.ATTR)
        return Built("None", SymKind.VALUE)

    # -- nodes ---------------------------------------------------------------------
    def native(self, node: Node) -> None:
        """Call a NativeCodeCall; a local for the value(s) it returns."""
        info = node.drr
        if info is None:
            self.pdl_native(node)
            return
        assert info.record is not None
        record = info.record
        ctx = self.ctx
        args = [self.value(a).expr for a in node.args]
        call = native_call(ctx, record, args)
        if info.leaf:
            self.built[node.results[0]] = Built(call, SymKind.NATIVE)
            return
        count = info.num_returns
        if count == 0:
            ctx.emit(call)
            for result in node.results:
                self.built[result] = Built("None", SymKind.NATIVE)
            return
        base = info.symbol or ""
        local = py_local("n", base) if base else ctx.fresh("n")
        if count == 1:
            ctx.emit(f"{local} = {call}")
            self.built[node.results[0]] = Built(local, SymKind.NATIVE)
        else:
            ctx.emit(
                f"{local} = _drr.returns({call}, {count}, {_q(record.name_string)})"
            )
            for index, result in enumerate(node.results):
                self.built[result] = Built(f"{local}[{index}]", SymKind.VALUE)
        if base:
            ctx.bind(base, Symbol(SymKind.NATIVE, local, count=count))

    def create(self, node: Node) -> None:
        """Create the op of a result dag node."""
        info = node.drr
        if info is None or info.ods is None:
            self.pdl_create(node)
            return
        op = info.ods
        ctx = self.ctx
        operands = iter(node.group(0))
        attrs = iter(node.group(1))
        given = node.sizes[0] + node.sizes[1]
        groups: list[str] = []
        props: list[tuple[str, str]] = []
        for decl in op.arguments[:given]:
            if isinstance(decl, NamedTypeConstraint):
                groups.append(_operand_group(decl, self.value(next(operands))))
            else:
                props.append((decl.name, self.value(next(attrs)).expr))
        props.extend(_defaults(ctx, op, given))
        segmented = op.has_native_trait("AttrSizedOperandSegments")
        if segmented:
            groups = [_group_local(ctx, g) for g in groups]
        operand_text = operand_list(groups)
        if segmented:
            sizes = ", ".join(f"len({g})" for g in groups)
            segments = ctx.fresh("s")  # a local: black cannot split it inside a dict
            ctx.emit(f"{segments} = _ods_convert.dense_array([{sizes}], 32)")
            props.append(("operandSegmentSizes", segments))
        types = self.result_types(node, groups, props)
        loc = self.location(info)
        var = py_local("r", info.symbol) if info.symbol else ctx.fresh("r")
        regions = f", regions={len(op.regions)}" if op.regions else ""
        ctx.emit(
            f"{var} = rewriter.create({_q(op.operation_name)}, {operand_text}, "
            f"{types}, {_props(props)}{regions}, location={loc})"
        )
        symbol = Symbol(SymKind.OP, var, op)
        if info.symbol:
            ctx.bind(info.symbol, symbol)
        one = use_expr(symbol) != var
        self.built[node.results[0]] = Built(
            use_expr(symbol), SymKind.VALUE if one else SymKind.OP
        )

    def result_types(
        self, node: Node, groups: list[str], props: list[tuple[str, str]]
    ) -> str:
        """Python for the result type list of a created op."""
        info = node.drr
        assert info is not None and info.ods is not None
        op = info.ods
        if info.return_types is not None:
            items = [self.return_type_item(v) for v in info.return_types]
            return "[" + ", ".join(f"*_drr.types_of({i})" for i in items) + "]"
        root_types = self.root_types(node)
        if root_types is not None and len(root_types) == len(op.results):
            return "[" + ", ".join(root_types) + "]"
        if not op.results:
            return "[]"
        return inferred_types(self.ctx, op, groups, props)

    def root_types(self, node: Node) -> list[str] | None:
        """The root's result types, when this op's results all replace root ones
        (ODS result groups: a variadic group gives all its types)."""
        created = node.results[0]
        positions = [
            i
            for i, v in enumerate(self.replaced)
            if v.node.kind in (NodeKind.RESULT, NodeKind.RESULTS)
            and v.node.args == [created]
            and (v.node.drr is None or v.node.drr.symbol is None)
        ]
        if not positions or positions != list(
            range(positions[0], positions[0] + len(positions))
        ):
            return None
        first, count = positions[0], len(positions)
        assert self.root is not None
        if all_single(self.root.results):
            return [f"op0.results[{i}].type" for i in range(first, first + count)]
        # castedOp0.getODSResults(first + i): the types of the root's result groups
        seg = self.root.has_native_trait("AttrSizedResultSegments")
        code = arity_code(self.root.results)
        groups = f"_drr.result_groups(op0, {_q(code)}, {seg})"
        return [f"*_drr.types_of({groups}[{i}])" for i in range(first, first + count)]

    def return_type_item(self, value: PatternValue) -> str:
        """One ``returnType`` item: a bound value, C++ text, or native code."""
        info = value.node.drr
        if info is not None and info.string is not None:
            text = info.string
            if "$_builder" in text:
                self.ctx.uses_builder = True
            try:
                return translate_expr(text, [], None)
            except (Untranslatable, CppSyntaxError):
                return fallback_call(self.ctx, "returnType", text, [], None)
        return self.value(value).expr

    def location(self, info: DrrInfo) -> str:
        """The location of a created op: fused by default, or as directed
        (``(location "name")`` is a name location; a string among bound symbols
        is the fused location's metadata)."""
        label = info.location_label
        names = [f"_drr.loc_of({self.value(v).expr})" for v in info.location]
        if not names:
            return f"_drr.named_loc({_q(label)})" if label is not None else "loc"
        if len(names) == 1 and label is None:
            return names[0]
        # MLIR: rewriter.getFusedLoc({locs...}[, rewriter.getStringAttr(label)])
        metadata = "" if label is None else f", {_q(label)}"
        return f"_drr.fuse([{', '.join(names)}]{metadata})"

    def replace(self, node: Node) -> None:
        """Replace the root op by the values of ``node``."""
        if self.root is None:
            self.pdl_replace(node)
            return
        items = [_value_item(self.ctx, self.value(v).expr) for v in node.args[1:]]
        if len(items) == 1 and not items[0].startswith("*"):
            self.ctx.emit(f"rewriter.replace_op(op0, {items[0]})")  # one value
            return
        self.ctx.emit(f"rewriter.replace_op(op0, [{', '.join(items)}])")


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


def _value_item(ctx: PatternContext, expr: str) -> str:
    """One replacement list item (a known single value is used as it is)."""
    if re.fullmatch(r"\w+\.results\[\d+\]", expr):
        return expr
    if any(s.py == expr and s.kind is SymKind.VALUE for s in ctx.symbols.values()):
        return expr
    return f"*_drr.many({expr})"


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


def _operand_group(decl: NamedTypeConstraint, built: Built) -> str:
    """An operand argument as a Python list of values."""
    if decl.arity is Arity.SINGLE:
        if built.kind is SymKind.VALUE:
            return f"[{built.expr}]"
        return f"[_drr.one({built.expr})]"
    if decl.arity is Arity.OPTIONAL:
        return f"_drr.optional({built.expr})"
    return f"_drr.many({built.expr})"


def _defaults(ctx: PatternContext, op: Operator, given: int) -> list[tuple[str, str]]:
    """Default values of attributes the pattern leaves out."""
    out = []
    for decl in op.arguments[given:]:
        if isinstance(decl, NamedAttribute) and decl.attr.has_default:
            value = attr_value(ctx, decl.attr.record, decl.attr.default_value)
            out.append((decl.name, value))
    return out
