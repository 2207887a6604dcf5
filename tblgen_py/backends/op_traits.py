"""ODS traits the generated verifier checks beyond constraints and counts.

``_ODS_VERIFY_ORDER`` lists the traits the runtime verifies in mlir-tblgen's
order: structural traits, ``OpInvariants`` (the ODS constraints), then native
and interface traits in declaration order; ``HasParent``/``ParentOneOf``
give ``_ODS_PARENTS`` (the C++ op classes as written) and
``SingleBlockImplicitTerminator`` ``_ODS_IMPLICIT_TERMINATOR``; ``op_placeholders``
binds the ``$name``s a ``PredOpTrait`` predicate uses to Python over ``_self``.
"""

from __future__ import annotations

from tblgen_py.backends.names import py_string
from tblgen_py.cpp.expr import with_inline_getters
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.fields import dag_field, list_field, string_field
from tblgen_py.ods.operator import Operator
from tblgen_py.ods.traits import TraitKind
from tblgen_py.records.record import Record
from tblgen_py.records.values import DefInit

_VERIFIED_NATIVE_TRAITS = frozenset(
    {
        "Elementwise",
        "SameOperandsAndResultElementType",
        "SameOperandsAndResultRank",
        "SameOperandsAndResultShape",
        "SameOperandsAndResultType",
        "SameOperandsElementType",
        "SameOperandsShape",
        "SameTypeOperands",
        "IsTerminator",
    }
)


_STRUCTURAL_TRAITS = frozenset(
    {"HasParent", "SingleBlock", "SingleBlockImplicitTerminator"}
)
"""Structural traits the runtime verifies (``ParentOneOf`` is ``HasParent``)."""
_VERIFIED_INTERFACES = frozenset(
    {
        "BranchOpInterface",
        "CastOpInterface",
        "ConvolutionOpInterface",
        "DestinationStyleOpInterface",
        "FillOpInterface",
        "FunctionOpInterface",
        "InferTypeOpInterface",
        "LinalgOp",
        "LoopLikeOpInterface",
        "LoopWrapperInterface",
        "OffsetSizeAndStrideOpInterface",
        "RegionBranchOpInterface",
        "SymbolOpInterface",
    }
)
"""Interfaces whose verifier the runtime runs (its ``INTERFACE_VERIFIERS``)."""
OP_INVARIANTS = "OpInvariants"
ISOLATED = "IsolatedFromAbove"
"""``IsIsolatedFromAbove`` (a region trait) under its runtime name."""


def verify_order(op: Operator) -> list[str]:
    """The traits the runtime verifies, in the order of mlir-tblgen's ``Op<>``
    trait list: structural traits, ``OpInvariants``, then the other native
    traits and the interfaces in declaration order."""
    structural: list[str] = []
    others: list[str] = []
    for trait in op.traits:
        if trait.kind not in (TraitKind.NATIVE, TraitKind.INTERFACE):
            continue
        short = trait.qualified_name.split("<")[0].removesuffix("::Impl")
        short = short.rsplit("::", 1)[-1]
        if trait.kind is TraitKind.INTERFACE:
            for name in interface_names(trait.record):
                if name in _VERIFIED_INTERFACES and name not in others:
                    others.append(name)
        elif short in _STRUCTURAL_TRAITS and short not in structural:
            structural.append(short)
        elif short in _VERIFIED_NATIVE_TRAITS and short not in others:
            others.append(short)
        elif short == "IsIsolatedFromAbove" and ISOLATED not in others:
            others.append(ISOLATED)
    return [*structural, OP_INVARIANTS, *others]


def interface_names(record: Record) -> list[str]:
    """An interface's C++ name after those of its base interfaces (which
    mlir-tblgen lists first); a side-effects trait (``MemoryEffects<[...]>``)
    gives its interface's."""
    names: list[str] = []
    for base in list_field(record, "baseInterfaces"):
        if isinstance(base, DefInit):
            names += interface_names(base.record)
    name = string_field(record, "cppInterfaceName")
    if not name:  # SideEffectsTraitBase: "MemoryEffectOpInterface::Trait"
        name = string_field(record, "trait").removesuffix("::Trait")
    return [*names, name.rsplit("::", 1)[-1]] if name else names


def effect_interface_names(record: Record) -> set[str]:
    """The effect interfaces (``MemoryEffectOpInterface``) that side-effect
    decorators on an op's operands and results imply, as mlir-tblgen adds them."""
    names: set[str] = set()
    for field in ("arguments", "results"):
        dag = dag_field(record, field)
        for arg in dag.args if dag is not None else ():
            if not isinstance(arg, DefInit):
                continue
            for effect in list_field(arg.record, "decorators"):
                if isinstance(effect, DefInit):
                    trait = string_field(effect.record, "interfaceTrait")
                    if trait:
                        names.add(trait.removesuffix("::Trait").rsplit("::", 1)[-1])
    return names


def parent_cpp_names(op: Operator) -> list[str]:
    """The C++ op classes of a ``HasParent``/``ParentOneOf`` trait, as written."""
    for trait in op.traits:
        name = trait.qualified_name
        if trait.kind is TraitKind.NATIVE and "OpTrait::HasParent<" in name:
            inner = name.split("<", 1)[1].rsplit(">", 1)[0]
            return [part.strip() for part in inner.split(",") if part.strip()]
    return []


def implicit_terminator(op: Operator) -> str | None:
    """The C++ terminator class of ``SingleBlockImplicitTerminator``, as written."""
    for trait in op.traits:
        name = trait.qualified_name
        if trait.kind is TraitKind.NATIVE and "SingleBlockImplicitTerminator<" in name:
            return name.split("<", 1)[1].rsplit(">", 1)[0].strip()
    return None


_GETTERS = {
    Arity.SINGLE: "",
    Arity.OPTIONAL: "optional_",
    Arity.VARIADIC: "",
    Arity.VARIADIC_OF_VARIADIC: "",
}


def op_placeholders(op: Operator) -> dict[str, str]:
    """``$_op`` and ``$name`` of each operand, result and attribute over ``_self``;
    ``getX()`` keys bind the one-line getters of ``extraClassDeclaration``."""
    names = _entity_placeholders(op)
    return with_inline_getters(names, op.extra_class_declaration)


def _entity_placeholders(op: Operator) -> dict[str, str]:
    """``$_op`` and ``$name`` of each operand, result and attribute over ``_self``."""
    names: dict[str, str] = {"_op": "_self"}
    for kind, values in (("operand", op.operands), ("result", op.results)):
        for index, value in enumerate(values):
            plural = (
                "s"
                if value.arity in (Arity.VARIADIC, Arity.VARIADIC_OF_VARIADIC)
                else ""
            )
            getter = f"_ods_{_GETTERS[value.arity]}{kind}{plural}"
            names[value.name] = f"_self.{getter}({index})"
    for named in op.attributes:
        names.setdefault(named.name, f"_self.get_attr({py_string(named.name)})")
    return names
