"""The tree of a parsed assembly format: literals, variables and directives.

Each node is a small object; optional groups, ``oilist``, ``custom``, ``ref``,
``type``, ``qualified`` and ``functional-type`` hold their children.  The
variables point at the op's named operands, results, attributes, properties,
regions and successors (the ODS views of ``tblgen_py.ods.operator``).
"""

from __future__ import annotations

from typing import Union

from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.fields import string_field
from tblgen_py.ods.operator import (
    NamedAttribute,
    NamedProperty,
    NamedRegion,
    NamedSuccessor,
    NamedTypeConstraint,
)


class Element:
    """Base of every format element."""

    __slots__ = ()


class Literal(Element):
    """A keyword or punctuation literal, as written between backticks."""

    __slots__ = ("spelling",)

    def __init__(self, spelling: str) -> None:
        self.spelling = spelling


class Whitespace(Element):
    """`` ` ` `` (a space), ``` `` ``` (no space) or `` `\\n` `` (a newline)."""

    __slots__ = ("spelling",)

    def __init__(self, spelling: str) -> None:
        self.spelling = spelling

    @property
    def is_newline(self) -> bool:
        """Whether this prints a newline."""
        return self.spelling == "\\n"


class String(Element):
    """A string argument of a ``custom`` directive (unescaped)."""

    __slots__ = ("value",)

    def __init__(self, value: str) -> None:
        self.value = value


class AttributeVariable(Element):
    """``$name`` of an attribute argument."""

    __slots__ = ("var", "qualified")

    def __init__(self, var: NamedAttribute) -> None:
        self.var = var
        self.qualified = False

    @property
    def name(self) -> str:
        """The attribute's name."""
        return self.var.name

    @property
    def is_optionally_parsed(self) -> bool:
        """Optional and default-valued attributes may be absent."""
        return self.var.attr.is_optional or self.var.attr.has_default

    @property
    def is_unit(self) -> bool:
        """Whether the attribute is a ``UnitAttr``."""
        return self.var.attr.attr_def_name == "UnitAttr"


class PropertyVariable(Element):
    """``$name`` of a property argument."""

    __slots__ = ("var",)

    def __init__(self, var: NamedProperty) -> None:
        self.var = var

    @property
    def name(self) -> str:
        """The property's name."""
        return self.var.name

    @property
    def is_optionally_parsed(self) -> bool:
        """A default value and an ``optionalParser`` let it be absent."""
        prop = self.var.prop
        return prop.has_default and bool(string_field(prop.record, "optionalParser"))


class OperandVariable(Element):
    """``$name`` of an operand."""

    __slots__ = ("var",)

    def __init__(self, var: NamedTypeConstraint) -> None:
        self.var = var

    @property
    def name(self) -> str:
        """The operand's name."""
        return self.var.name


class ResultVariable(Element):
    """``$name`` of a result (only inside ``type``)."""

    __slots__ = ("var",)

    def __init__(self, var: NamedTypeConstraint) -> None:
        self.var = var

    @property
    def name(self) -> str:
        """The result's name."""
        return self.var.name


class RegionVariable(Element):
    """``$name`` of a region."""

    __slots__ = ("var",)

    def __init__(self, var: NamedRegion) -> None:
        self.var = var

    @property
    def name(self) -> str:
        """The region's name."""
        return self.var.name

    @property
    def is_variadic(self) -> bool:
        """Whether the region is ``VariadicRegion``."""
        return self.var.region.arity is Arity.VARIADIC


class SuccessorVariable(Element):
    """``$name`` of a successor."""

    __slots__ = ("var",)

    def __init__(self, var: NamedSuccessor) -> None:
        self.var = var

    @property
    def name(self) -> str:
        """The successor's name."""
        return self.var.name

    @property
    def is_variadic(self) -> bool:
        """Whether the successor is ``VariadicSuccessor``."""
        return self.var.successor.arity is Arity.VARIADIC


Variable = Union[
    AttributeVariable,
    PropertyVariable,
    OperandVariable,
    ResultVariable,
    RegionVariable,
    SuccessorVariable,
]
VARIABLES = (
    AttributeVariable,
    PropertyVariable,
    OperandVariable,
    ResultVariable,
    RegionVariable,
    SuccessorVariable,
)


class AttrDict(Element):
    """``attr-dict`` or ``attr-dict-with-keyword``."""

    __slots__ = ("with_keyword",)

    def __init__(self, with_keyword: bool) -> None:
        self.with_keyword = with_keyword


class PropDict(Element):
    """``prop-dict``: the properties as a dictionary."""

    __slots__ = ()


class Operands(Element):
    """``operands``: every operand."""

    __slots__ = ()


class Results(Element):
    """``results``: every result (only inside ``type``)."""

    __slots__ = ()


class Regions(Element):
    """``regions``: every region."""

    __slots__ = ()


class Successors(Element):
    """``successors``: every successor."""

    __slots__ = ()


class TypeDirective(Element):
    """``type(arg)``, possibly ``qualified``."""

    __slots__ = ("arg", "qualified")

    def __init__(self, arg: Element) -> None:
        self.arg = arg
        self.qualified = False


class FunctionalType(Element):
    """``functional-type(inputs, results)``."""

    __slots__ = ("inputs", "results")

    def __init__(self, inputs: Element, results: Element) -> None:
        self.inputs = inputs
        self.results = results


class Ref(Element):
    """``ref(arg)``: a reference to something bound earlier (in ``custom``)."""

    __slots__ = ("arg",)

    def __init__(self, arg: Element) -> None:
        self.arg = arg


class Custom(Element):
    """``custom<Name>(args)``: parsed and printed by ``parseName``/``printName``."""

    __slots__ = ("name", "arguments")

    def __init__(self, name: str, arguments: list[Element]) -> None:
        self.name = name
        self.arguments = arguments


class OptionalGroup(Element):
    """``(then ^ ...) : (else)?``: printed when its anchor is present."""

    __slots__ = ("then_elements", "else_elements", "anchor", "parse_start")

    def __init__(
        self,
        then_elements: list[Element],
        else_elements: list[Element],
        anchor: Element,
        parse_start: int,
    ) -> None:
        self.then_elements = then_elements
        self.else_elements = else_elements
        self.anchor = anchor
        self.parse_start = parse_start


class OIList(Element):
    """``oilist(`kw` ... | `kw` ...)``: clauses in any order, each at most once."""

    __slots__ = ("literals", "clauses")

    def __init__(self, literals: list[Literal], clauses: list[list[Element]]) -> None:
        self.literals = literals
        self.clauses = clauses


def children(element: Element) -> list[Element]:
    """The direct children of a directive or group."""
    if isinstance(element, (TypeDirective, Ref)):
        return [element.arg]
    if isinstance(element, FunctionalType):
        return [element.inputs, element.results]
    if isinstance(element, Custom):
        return list(element.arguments)
    if isinstance(element, OptionalGroup):
        return [*element.then_elements, *element.else_elements]
    if isinstance(element, OIList):
        return [e for clause in element.clauses for e in clause]
    return []


def variables(element: Element) -> list[Element]:
    """Every variable in ``element`` and below it, in order."""
    if isinstance(element, VARIABLES):
        return [element]
    found: list[Element] = []
    for child in children(element):
        found.extend(variables(child))
    return found
