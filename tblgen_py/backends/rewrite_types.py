"""Result types of ops created by a DRR result pattern, from ODS type inference.

``SameOperandsAndResultType`` copies the first operand's type, buildable
types and ``AllTypesMatch``-style ties become Python expressions, and anything
else asks the op class's ``infer_return_types`` hook at run time (recorded as
needing user-supplied Python when ODS declares no inference at all).
"""

from __future__ import annotations

from tblgen_py.backends.names import py_string as _q
from tblgen_py.backends.rewrite_context import PatternContext
from tblgen_py.ods.inference import InferenceKind, result_inference, type_builder_source
from tblgen_py.ods.operator import Operator


def operand_list(groups: list[str]) -> str:
    """The flat operand list of operand groups (each a Python list expression)."""
    if all(g.startswith("[") and g.endswith("]") and "*" not in g for g in groups):
        return "[" + ", ".join(g[1:-1] for g in groups) + "]"
    return "[" + ", ".join(f"*{g}" for g in groups) + "]"


def inferred_types(
    ctx: PatternContext,
    op: Operator,
    groups: list[str],
    props: list[tuple[str, str]],
) -> str:
    """Result types from ODS inference, or a run-time hook."""
    name = op.operation_name
    inference = result_inference(op)
    count = len(op.results)
    if inference.kind is InferenceKind.SAME_AS_OPERANDS and groups:
        return f"[{groups[0]}[0].type] * {count}"
    if inference.kind is InferenceKind.KNOWN:
        known = known_types(op, inference.sources, groups, props)
        if known is not None:
            return known
    if inference.kind is InferenceKind.NONE:
        ctx.natives.require(f"result types of {name}", "an infer_return_types hook")
    operands = operand_list(groups)
    prop_text = ", ".join(f"{_q(k)}: {v}" for k, v in props)
    return f"_drr.infer_types(rewriter, {_q(name)}, {operands}, {{{prop_text}}})"


def known_types(
    op: Operator,
    sources: tuple[object, ...],
    groups: list[str],
    props: list[tuple[str, str]],
) -> str | None:
    """Types built from ``builderCall`` or copied from an operand/attribute."""
    operand_names = [d.name for d in op.operands]
    attrs = dict(props)
    items = []
    for source in sources:
        argument = getattr(source, "argument")
        if getattr(source, "transform"):
            return None
        if getattr(source, "builder_call"):
            built = type_builder_source(getattr(source, "builder_call"))
            if built is None:
                return None
            items.append(built)
        elif getattr(source, "is_attribute"):
            if argument not in attrs:
                return None
            items.append(f"_drr.type_of_attr({attrs[argument]})")
        elif argument in operand_names:
            items.append(f"{groups[operand_names.index(argument)]}[0].type")
        else:
            return None
    return "[" + ", ".join(items) + "]"
