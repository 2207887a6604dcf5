"""Whole-format checks of an op format and how each type is resolved.

After parsing, every operand, region and successor must be bound, every
operand and result type must be bound or inferable (type traits, buildable
types, ``InferTypeOpInterface``), and no ``:`` may follow an attribute whose
type is parsed too, nor a region an ``attr-dict``.  The resolution of each
type is kept for the parser generator.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Union

from tblgen_py.ods.assembly_format.elements import (
    AttrDict,
    AttributeVariable,
    Element,
    Literal,
    OIList,
    OperandVariable,
    OptionalGroup,
    PropertyVariable,
    RegionVariable,
    SuccessorVariable,
    Whitespace,
)
from tblgen_py.ods.assembly_format.lexer import FormatError
from tblgen_py.ods.fields import def_field, derives, list_field, string_field
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.operator import NamedAttribute, NamedTypeConstraint, Operator
from tblgen_py.records.values import StringInit

if TYPE_CHECKING:
    from tblgen_py.ods.assembly_format.op_parser import OpFormatParser

Resolver = Union[NamedAttribute, NamedTypeConstraint]


class TypeResolution(NamedTuple):
    """How the parser finds a type the format does not spell out: from another
    variable (``resolver``, with an optional C++ ``transformer``) or a
    buildable type (``builder``)."""

    resolver: Resolver | None = None
    transformer: str = ""
    builder: str = ""
    element_types: bool = False
    """The resolver is a shaped type; the values take its element type, one
    per element (``ShapedTypeMatchesElementCountAndTypes``)."""


def attribute_type_builder(attr: NamedAttribute) -> str:
    """The builder call of the attribute's ``valueType`` ("" when none)."""
    value_type = def_field(attr.attr.record, "valueType")
    if value_type is None:
        return ""
    return string_field(value_type, "builderCall")


def attribute_storage_type(attr: NamedAttribute) -> str:
    """``storageType``, defaulting to ``::mlir::Attribute`` as ODS does."""
    return attr.attr.storage_type or "::mlir::Attribute"


def verify_op_format(
    parser: OpFormatParser, offset: int, elements: list[Element]
) -> None:
    """Raise FormatError for the first problem ``mlir-tblgen`` reports."""
    seen, op = parser.seen, parser.op
    if not seen.has_attr_dict:
        raise FormatError(
            "'attr-dict' directive not found in custom assembly format", offset
        )
    resolvers, can_infer = _type_resolvers(parser)
    _verify_attribute_colon(offset, elements)
    _verify_attr_dict_region(offset, elements)
    parser.infers_result_types = False
    parser.result_resolutions = _verify_results(parser, offset, resolvers, can_infer)
    parser.operand_resolutions = _verify_operands(parser, offset, resolvers)
    if not seen.all_regions:
        _verify_all_bound(offset, "region", op.regions, seen.regions)
    if not seen.all_successors:
        _verify_all_bound(offset, "successor", op.successors, seen.successors)
    _verify_oilists(offset, elements)


def _type_resolvers(parser: OpFormatParser) -> tuple[dict[str, TypeResolution], bool]:
    """Resolvers from the op's type traits, and whether results are inferred."""
    op = parser.op
    resolvers: dict[str, TypeResolution] = {}
    can_infer = False
    known = all_result_types_known(op)
    for trait in op.traits:
        record = trait.record
        if derives(record, "AllTypesMatch"):
            values = [
                v.value
                for v in list_field(record, "values")
                if isinstance(v, StringInit)
            ]
            for index, name in enumerate(values):
                arg = _find_seen_arg(parser, name)
                if arg is None:
                    continue
                for other_index, other in enumerate(values):
                    if other_index != index:
                        resolvers[other] = TypeResolution(arg)
        elif derives(record, "ShapedTypeMatchesElementCountAndTypes"):
            arg = _find_seen_arg(parser, string_field(record, "shaped"))
            if arg is not None:
                elements = string_field(record, "elements")
                resolvers[elements] = TypeResolution(arg, element_types=True)
        elif record.name_string == "SameTypeOperands":
            _same_types(parser, resolvers, False)
        elif record.name_string == "SameOperandsAndResultType":
            _same_types(parser, resolvers, True)
        elif derives(record, "TypesMatchWith"):
            arg = _find_seen_arg(parser, string_field(record, "lhs"))
            if arg is not None:
                rhs = string_field(record, "rhs")
                resolvers[rhs] = TypeResolution(
                    arg, string_field(record, "transformer")
                )
        elif not known:
            if (
                string_field(record, "cppInterfaceName") == "InferTypeOpInterface"
                and string_field(record, "cppNamespace") == "::mlir"
            ):
                can_infer = True
    return resolvers, can_infer


def all_result_types_known(op: Operator) -> bool:
    """MLIR's ``Operator::allResultTypesKnown``: every result type follows
    from the operands, attributes or buildable types."""
    from tblgen_py.ods.inference import known_sources

    if not op.infer_type_interface_known or not op.results:
        return False
    if any(r.arity.is_variable for r in op.results):
        return False
    if op.has_native_trait("SameOperandsAndResultType"):
        return any(not o.arity.is_variable for o in op.operands)
    return known_sources(op) is not None


def _find_seen_arg(parser: OpFormatParser, name: str) -> Resolver | None:
    """The operand/result whose type, or attribute, the format binds."""
    op, seen = parser.op, parser.seen
    for index, operand in enumerate(op.operands):
        if operand.name == name:
            return operand if seen.operand_types[index] else None
    for index, result in enumerate(op.results):
        if result.name == name:
            return result if seen.result_types[index] else None
    for attr in op.attributes:
        if attr.name == name:
            return attr if name in seen.attributes else None
    return None


def _same_types(
    parser: OpFormatParser, resolvers: dict[str, TypeResolution], with_results: bool
) -> None:
    op, seen = parser.op, parser.seen
    resolver: NamedTypeConstraint | None = None
    if any(seen.operand_types):
        resolver = op.operands[seen.operand_types.index(True)]
    elif with_results and any(seen.result_types):
        resolver = op.results[seen.result_types.index(True)]
    else:
        return
    for index, operand in enumerate(op.operands):
        if not seen.operand_types[index]:
            resolvers[operand.name] = TypeResolution(resolver)
    if with_results:
        for index, result in enumerate(op.results):
            if not seen.result_types[index]:
                resolvers[result.name] = TypeResolution(resolver)


def _verify_results(
    parser: OpFormatParser,
    offset: int,
    resolvers: dict[str, TypeResolution],
    can_infer: bool,
) -> list[TypeResolution]:
    op, seen = parser.op, parser.seen
    if seen.all_result_types:
        return [TypeResolution() for _ in op.results]
    if op.results and not any(seen.result_types) and can_infer:
        parser.infers_result_types = True
        return [TypeResolution() for _ in op.results]
    found = []
    for index, result in enumerate(op.results):
        if seen.result_types[index]:
            found.append(TypeResolution())
        elif result.name in resolvers:
            found.append(resolvers[result.name])
        elif result.constraint.builder_call and not result.arity.is_variable:
            found.append(TypeResolution(builder=result.constraint.builder_call))
        else:
            raise _not_buildable(offset, "result", index, result.name)
    return found


def _verify_operands(
    parser: OpFormatParser, offset: int, resolvers: dict[str, TypeResolution]
) -> list[TypeResolution]:
    op, seen = parser.op, parser.seen
    found = []
    for index, operand in enumerate(op.operands):
        if not seen.all_operands and operand.name not in seen.operands:
            raise FormatError(
                f"operand #{index}, named '{operand.name}', not found",
                offset,
                f"suggest adding a '${operand.name}' directive to the custom "
                "assembly format",
            )
        if seen.all_operand_types or seen.operand_types[index]:
            found.append(TypeResolution())
        elif operand.name in resolvers:
            found.append(resolvers[operand.name])
        elif operand.constraint.builder_call and not (
            seen.all_operands and operand.arity.is_variable
        ):
            found.append(TypeResolution(builder=operand.constraint.builder_call))
        else:
            raise _not_buildable(offset, "operand", index, operand.name)
    return found


def _not_buildable(offset: int, what: str, index: int, name: str) -> FormatError:
    return FormatError(
        f"type of {what} #{index}, named '{name}', is not buildable and a buildable "
        "type cannot be inferred",
        offset,
        "suggest adding a type constraint to the operation or adding a "
        f"'type(${name})' directive to the custom assembly format",
    )


def _verify_all_bound(
    offset: int, what: str, items: tuple[object, ...], bound: set[str]
) -> None:
    for index, item in enumerate(items):
        name = getattr(item, "name")
        if name not in bound:
            raise FormatError(
                f"{what} #{index}, named '{name}', not found",
                offset,
                f"suggest adding a '${name}' directive to the custom assembly format",
            )


def _verify_oilists(offset: int, elements: list[Element]) -> None:
    prohibited: list[str] = []
    for element in elements:
        if isinstance(element, OIList):
            spellings = [literal.spelling for literal in element.literals]
            for spelling in spellings if prohibited else ():
                if spelling in prohibited:
                    raise FormatError(
                        f"format ambiguity because {spelling} is used in two "
                        "adjacent oilist elements.",
                        offset,
                    )
            prohibited.extend(spellings)
        elif isinstance(element, Literal):
            if element.spelling in prohibited:
                raise FormatError(
                    f"format ambiguity because {element.spelling} is used both in "
                    "oilist element and the adjacent literal.",
                    offset,
                )
            prohibited.clear()
        else:
            prohibited.clear()


# Adjacent-element ambiguities ------------------------------------------------

Invalid = Callable[[Element, Element], bool]


def _is_optionally_parsed(element: Element) -> bool:
    if isinstance(element, (AttributeVariable, PropertyVariable)):
        return element.is_optionally_parsed
    if isinstance(element, OperandVariable):
        return element.var.arity.is_variable
    if isinstance(element, (SuccessorVariable, RegionVariable)):
        return element.is_variadic
    return isinstance(element, (Whitespace, AttrDict))


def _check_range(
    base: Element,
    invalid: Invalid,
    elements: list[Element],
    guard: Element | None = None,
) -> bool | None:
    """True when a closing element ends the range, None at its end (raises
    through ``invalid`` on an ambiguous element)."""
    for element in elements:
        invalid(base, element)
        if isinstance(element, OptionalGroup):
            then = element.then_elements
            _check_range(base, invalid, then, then[0])
            _check_range(base, invalid, element.else_elements)
            continue
        if element is not guard and _is_optionally_parsed(element):
            continue
        return True
    return None


def _verify_adjacent(
    is_base: Callable[[Element], bool], invalid: Invalid, elements: list[Element]
) -> Element | None:
    """Check what follows each base element; the base left unverified at the
    end of ``elements`` (None when all are verified)."""
    for index, element in enumerate(elements):
        base: Element | None
        if is_base(element):
            base = element
        elif isinstance(element, OptionalGroup):
            then_base = _verify_adjacent(is_base, invalid, element.then_elements)
            else_base = _verify_adjacent(is_base, invalid, element.else_elements)
            base = then_base or else_base
            if base is None:
                continue
        else:
            continue
        if _check_range(base, invalid, elements[index + 1 :]) is None:
            return base
    return None


def _verify_attribute_colon(offset: int, elements: list[Element]) -> None:
    def is_base(element: Element) -> bool:
        if not isinstance(element, AttributeVariable):
            return False
        return not attribute_type_builder(element.var) and (
            element.qualified
            or attribute_storage_type(element.var) == "::mlir::Attribute"
        )

    def invalid(base: Element, element: Element) -> bool:
        if isinstance(element, Literal) and element.spelling == ":":
            assert isinstance(base, AttributeVariable)
            raise FormatError(
                f"format ambiguity caused by `:` literal found after attribute "
                f"`{base.name}` which does not have a buildable type",
                offset,
            )
        return False

    _verify_adjacent(is_base, invalid, elements)


def _verify_attr_dict_region(offset: int, elements: list[Element]) -> None:
    def is_base(element: Element) -> bool:
        return isinstance(element, AttrDict) and not element.with_keyword

    def invalid(base: Element, element: Element) -> bool:
        if isinstance(element, RegionVariable):
            raise FormatError(
                "format ambiguity caused by `attr-dict` directive followed by "
                f"region `{element.name}`",
                offset,
                "try using `attr-dict-with-keyword` instead",
            )
        return False

    _verify_adjacent(is_base, invalid, elements)
