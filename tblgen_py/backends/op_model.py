"""View-model of one generated op class: every member already laid out."""

from __future__ import annotations

import os.path

from tblgen_py.backends.layout import bracketed, fit_block, tuple_lines
from tblgen_py.backends.names import (
    FUNCTION_RESERVED,
    MODULE_RESERVED,
    ODS_RESERVED,
    distinct_identifier,
    docstring_lines,
    py_string,
)

VALUE_BUILDER_RESERVED = FUNCTION_RESERVED | ODS_RESERVED
from tblgen_py.backends.op_accessors import (
    Member,
    attribute_members,
    operand_members,
    region_members,
    result_members,
)
from tblgen_py.backends.op_builders import init_lines, value_builder_lines
from tblgen_py.backends.op_traits import (
    OP_INVARIANTS,
    implicit_terminator,
    parent_cpp_names,
    verify_order,
)
from tblgen_py.backends.checks import CheckTable
from tblgen_py.backends.op_specs import (
    attribute_specs,
    hook_items,
    ods_trait_names,
    region_specs,
    runtime_traits,
    trait_checks,
    value_specs,
)
from tblgen_py.backends.op_defaults import op_defaults, optional_defaults
from tblgen_py.backends.prop_kinds import codec_source
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.operator import Operator


class OpClassModel(NamedTuple):
    """What the template prints for one op: class, adaptor and value builder."""

    class_name: str
    operation_name: str
    docstring: tuple[str, ...]
    class_attrs: tuple[str, ...]
    members: tuple[tuple[str, ...], ...]
    adaptor: tuple[str, ...]
    value_builder: tuple[str, ...]


def op_docstring(op: Operator) -> list[str]:
    """The class docstring: summary, then the description."""
    text = op.summary.strip()
    if op.description.strip():
        text = (text + "\n\n" if text else "") + _dedent_text(op.description)
    if not text:
        text = f"The ``{op.operation_name}`` operation."
    return docstring_lines(text, "    ")


def _dedent_text(text: str) -> str:
    """Description text without its common indentation (as ``textwrap.dedent``,
    which costs a module import and its regexes)."""
    lines = [
        "" if line and not line.strip(" \t") else line
        for line in text.strip("\n").split("\n")
    ]
    indents = [line[: len(line) - len(line.lstrip(" \t"))] for line in lines if line]
    margin = os.path.commonprefix(indents) if indents else ""
    if not margin:
        return "\n".join(lines)
    return "\n".join(line.removeprefix(margin) for line in lines)


def class_attributes(op: Operator, table: CheckTable) -> list[str]:
    """``OPERATION_NAME``, traits and the ODS specs."""
    ind = "    "
    lines = [
        f"{ind}__slots__ = ()",
        f"{ind}OPERATION_NAME = {py_string(op.operation_name)}",
    ]
    traits = runtime_traits(op)
    if traits:
        lines += bracketed("traits = _ods_ir.traits(", traits, ")", ind)
    names = [py_string(n) for n in ods_trait_names(op)]
    lines += tuple_lines("ODS_TRAITS = ", names, ind)
    hooks = [f"({py_string(h)}, {py_string(f)})" for h, f in hook_items(op)]
    if hooks:
        lines += tuple_lines("ODS_HOOKS = ", hooks, ind)
    operands = value_specs(table, op.operands)
    if operands:
        lines += tuple_lines("_ODS_OPERANDS = ", operands, ind)
    results = value_specs(table, op.results)
    if results:
        lines += tuple_lines("_ODS_RESULTS = ", results, ind)
    attrs = attribute_specs(table, op.attributes)
    if attrs:
        lines += tuple_lines("_ODS_ATTRIBUTES = ", attrs, ind)
    defaults = [
        f"({py_string(name)}, {source})"
        for name, source in op_defaults(op)
        if source is not None
    ]
    if defaults:
        lines += tuple_lines("_ODS_DEFAULTS = ", defaults, ind)
    optional = [f"({py_string(n)}, {s})" for n, s in optional_defaults(op)]
    if optional:
        lines += tuple_lines("_ODS_OPTIONAL_DEFAULTS = ", optional, ind)
    regions, successors = region_specs(table, op)
    if regions:
        lines += tuple_lines("_ODS_REGIONS = ", regions, ind)
    if successors:
        lines += tuple_lines("_ODS_SUCCESSORS = ", successors, ind)
    props = [py_string(p.name) for p in op.properties]
    if props:
        lines += tuple_lines("_ODS_PROPERTIES = ", props, ind)
    kinds = [
        f"({py_string(p.name)}, {codec})"
        for p in op.properties
        if (codec := codec_source(p.prop)) is not None
    ]
    if kinds:
        lines += tuple_lines("_ODS_PROPERTY_KINDS = ", kinds, ind)
    checks = trait_checks(table, op)
    if checks:
        lines += tuple_lines("_ODS_TRAIT_CHECKS = ", checks, ind)
    order = verify_order(op)
    if order != [OP_INVARIANTS]:
        names = [py_string(n) for n in order]
        lines += tuple_lines("_ODS_VERIFY_ORDER = ", names, ind)
    parents = [py_string(n) for n in parent_cpp_names(op)]
    if parents:
        lines += tuple_lines("_ODS_PARENTS = ", parents, ind)
    terminator = implicit_terminator(op)
    if terminator is not None:
        lines.append(f"{ind}_ODS_IMPLICIT_TERMINATOR = {py_string(terminator)}")
    lines += _segment_modes(op, ind)
    return lines


def _segment_modes(op: Operator, ind: str) -> list[str]:
    """``_ODS_OPERAND_SEGMENTS``/``_ODS_RESULT_SEGMENTS`` when not NONE."""
    lines = []
    for kind, attr_trait, same_trait in (
        ("OPERAND", "AttrSizedOperandSegments", "SameVariadicOperandSize"),
        ("RESULT", "AttrSizedResultSegments", "SameVariadicResultSize"),
    ):
        if op.has_native_trait(attr_trait):
            lines.append(f"{ind}_ODS_{kind}_SEGMENTS = _ods_ir.Segments.ATTR_SIZED")
        elif op.has_native_trait(same_trait):
            lines.append(f"{ind}_ODS_{kind}_SEGMENTS = _ods_ir.Segments.SAME_SIZE")
    return lines


def adaptor_lines(op: Operator, class_name: str) -> list[str]:
    """The ``<Op>Adaptor`` class."""
    lines = [
        f"class {class_name}Adaptor(_ods_ir.OpAdaptor):",
        *docstring_lines(
            f"Operands and attributes of ``{op.operation_name}`` by ODS name.", "    "
        ),
        "",
        "    __slots__ = ()",
        f"    OP = {class_name}",
    ]
    members = operand_members(op, True) + attribute_members(op, set(), True)
    for member in members:
        lines.append("")
        lines += member.lines
    return lines


def build_op_model(
    op: Operator, table: CheckTable, function: str, class_name: str
) -> OpClassModel:
    """Lay out every part of one op class (named ``class_name``)."""
    members: list[Member] = []
    members.append(Member("__init__", tuple(init_lines(op, class_name, table))))
    accessors = operand_members(op, False) + result_members(op)
    taken = {m.name for m in accessors}
    accessors += attribute_members(op, taken, False)
    accessors += region_members(op)
    members += accessors
    members += hook_members(op)
    return OpClassModel(
        class_name,
        op.operation_name,
        tuple(op_docstring(op)),
        tuple(fit_block(class_attributes(op, table))),
        tuple(tuple(fit_block(m.lines)) for m in members),
        tuple(fit_block(adaptor_lines(op, class_name))),
        tuple(fit_block(value_builder_lines(op, class_name, function))),
    )


def hook_members(op: Operator) -> list[Member]:
    """Methods that call the Python implementation of a C++-only ODS feature."""
    members = []
    if op.has_folder:
        members.append(
            Member(
                "fold",
                (
                    "    def fold(self, adaptor: object) -> object:",
                    '        """``hasFolder``: the attached ``fold`` hook."""',
                    '        return self._ods_hook("fold", "hasFolder")(self, adaptor)',
                ),
            )
        )
    if op.has_canonicalize_method:
        members.append(
            Member(
                "canonicalize",
                (
                    "    def canonicalize(self, rewriter: object) -> object:",
                    '        """``hasCanonicalizeMethod``: the attached hook."""',
                    '        hook = self._ods_hook("canonicalize", "hasCanonicalizeMethod")',
                    "        return hook(self, rewriter)",
                ),
            )
        )
    if op.has_canonicalizer:
        members.append(
            Member(
                "get_canonicalization_patterns",
                (
                    "    @classmethod",
                    "    def get_canonicalization_patterns(cls, patterns: object, context: object) -> None:",
                    '        """``hasCanonicalizer``: the attached hook adds the patterns."""',
                    '        feature = "hasCanonicalizer"',
                    '        hook = cls._ods_class_hook("canonicalization_patterns", feature)',
                    "        hook(patterns, context)",
                ),
            )
        )
    if op.builders:
        members.append(
            Member(
                "build",
                (
                    "    @classmethod",
                    "    def build(cls, *args: object, **kwargs: object) -> object:",
                    '        """An ODS builder with a C++ body: the attached ``build`` hook."""',
                    '        return cls._ods_class_hook("build", "builders")(*args, **kwargs)',
                ),
            )
        )
    return members


def op_class_name(op: Operator) -> str:
    """The op's Python class (its C++ class name, made a safe identifier)."""
    return distinct_identifier(op.cpp_class_name, MODULE_RESERVED)


def value_builder_name(op: Operator) -> str:
    """The value-builder function name: the mnemonic, sanitized."""
    return distinct_identifier(op.mnemonic.replace(".", "_"), VALUE_BUILDER_RESERVED)
