"""The op format's variables and directives (MLIR's ``OpFormatParser``).

Tracks what the format binds (operands, their types, attributes, regions,
successors, properties) so that binding twice, referencing something unbound
or misplacing a directive is reported with ``mlir-tblgen``'s wording.
"""

from __future__ import annotations

from tblgen_py.ods.assembly_format.elements import (
    AttrDict,
    AttributeVariable,
    Custom,
    Element,
    FunctionalType,
    Literal,
    OIList,
    OperandVariable,
    Operands,
    OptionalGroup,
    PropDict,
    PropertyVariable,
    Ref,
    Regions,
    RegionVariable,
    Results,
    ResultVariable,
    String,
    Successors,
    SuccessorVariable,
    TypeDirective,
    Whitespace,
)
from tblgen_py.ods.assembly_format.lexer import FormatError, TokenKind
from tblgen_py.ods.assembly_format.op_verify import TypeResolution, verify_op_format
from tblgen_py.ods.assembly_format.parser import Context, FormatParser
from tblgen_py.ods.operator import Operator


class BindingState:
    """What the format has bound so far."""

    def __init__(self, op: Operator) -> None:
        self.has_attr_dict = False
        self.has_prop_dict = False
        self.all_operands = False
        self.all_operand_types = False
        self.all_result_types = False
        self.all_regions = False
        self.all_successors = False
        self.operand_types = [False] * len(op.operands)
        self.result_types = [False] * len(op.results)
        self.attributes: list[str] = []
        self.operands: set[str] = set()
        self.regions: set[str] = set()
        self.successors: set[str] = set()
        self.properties: set[str] = set()


def _find(items: tuple[object, ...], name: str) -> object | None:
    for item in items:
        if getattr(item, "name") == name:
            return item
    return None


def _index(items: tuple[object, ...], name: str) -> int:
    for index, item in enumerate(items):
        if getattr(item, "name") == name:
            return index
    return -1


class OpFormatParser(FormatParser):
    """Parses one op's ``assemblyFormat`` against the op's arguments."""

    def __init__(self, text: str, op: Operator) -> None:
        super().__init__(text)
        self.op = op
        self.seen = BindingState(op)
        self.infers_result_types = False
        self.operand_resolutions: list[TypeResolution] = []
        self.result_resolutions: list[TypeResolution] = []

    # Variables ---------------------------------------------------------------

    def parse_variable_impl(self, offset: int, name: str, ctx: Context) -> Element:
        op, seen = self.op, self.seen
        attr = _find(op.attributes, name)
        if attr is not None:
            if ctx is Context.TYPE:
                raise FormatError(
                    "attributes cannot be used as children to a `type` directive",
                    offset,
                )
            if ctx is Context.REF:
                if name not in seen.attributes:
                    raise FormatError(
                        f"attribute '{name}' must be bound before it is referenced",
                        offset,
                    )
            elif name in seen.attributes:
                raise FormatError(f"attribute '{name}' is already bound", offset)
            else:
                seen.attributes.append(name)
            return AttributeVariable(attr)  # type: ignore[arg-type]
        prop = _find(op.properties, name)
        if prop is not None:
            if ctx is Context.TYPE:
                raise FormatError(
                    "properties cannot be used as children to a `type` directive",
                    offset,
                )
            if ctx is Context.REF:
                if name not in seen.properties:
                    raise FormatError(
                        f"property '{name}' must be bound before it is referenced",
                        offset,
                    )
            elif name in seen.properties:
                raise FormatError(f"property '{name}' is already bound", offset)
            seen.properties.add(name)
            return PropertyVariable(prop)  # type: ignore[arg-type]
        operand = _find(op.operands, name)
        if operand is not None:
            if ctx in (Context.TOP_LEVEL, Context.CUSTOM):
                if seen.all_operands or name in seen.operands:
                    raise FormatError(f"operand '{name}' is already bound", offset)
                seen.operands.add(name)
            elif ctx is Context.REF and name not in seen.operands:
                raise FormatError(
                    f"operand '{name}' must be bound before it is referenced", offset
                )
            return OperandVariable(operand)  # type: ignore[arg-type]
        region = _find(op.regions, name)
        if region is not None:
            self._bind_all_or_one(
                offset, name, ctx, "region", seen.all_regions, seen.regions
            )
            return RegionVariable(region)  # type: ignore[arg-type]
        result = _find(op.results, name)
        if result is not None:
            if ctx is not Context.TYPE:
                raise FormatError(
                    "result variables can can only be used as a child to a 'type' "
                    "directive",
                    offset,
                )
            return ResultVariable(result)  # type: ignore[arg-type]
        successor = _find(op.successors, name)
        if successor is not None:
            self._bind_all_or_one(
                offset, name, ctx, "successor", seen.all_successors, seen.successors
            )
            return SuccessorVariable(successor)  # type: ignore[arg-type]
        raise FormatError(
            "expected variable to refer to an argument, region, result, or successor",
            offset,
        )

    @staticmethod
    def _bind_all_or_one(
        offset: int,
        name: str,
        ctx: Context,
        what: str,
        all_bound: bool,
        bound: set[str],
    ) -> None:
        """Bind a region or successor (top level or custom) or check a ``ref``."""
        if ctx in (Context.TOP_LEVEL, Context.CUSTOM):
            if all_bound or name in bound:
                raise FormatError(f"{what} '{name}' is already bound", offset)
            bound.add(name)
        elif ctx is Context.REF:
            if name not in bound:
                raise FormatError(
                    f"{what} '{name}' must be bound before it is referenced", offset
                )
        else:
            raise FormatError(
                f"{what}s can only be used at the top level or in a ref directive",
                offset,
            )

    # Directives --------------------------------------------------------------

    def parse_directive_impl(self, offset: int, keyword: str, ctx: Context) -> Element:
        if keyword in ("attr-dict", "attr-dict-with-keyword"):
            return self._attr_dict(offset, ctx, keyword != "attr-dict")
        if keyword == "prop-dict":
            return self._prop_dict(offset, ctx)
        if keyword == "functional-type":
            return self._functional_type(offset, ctx)
        if keyword == "operands":
            return self._operands(offset, ctx)
        if keyword == "qualified":
            return self._qualified(offset, ctx)
        if keyword == "regions":
            return self._all_regions(offset, ctx)
        if keyword == "results":
            if ctx is not Context.TYPE:
                raise FormatError(
                    "'results' directive can can only be used as a child to a "
                    "'type' directive",
                    offset,
                )
            return Results()
        if keyword == "successors":
            return self._all_successors(offset, ctx)
        if keyword == "ref":
            return self._ref(offset, ctx)
        if keyword == "type":
            return self._type(offset, ctx)
        if keyword == "oilist":
            return self._oilist(offset, ctx)
        raise FormatError("unsupported directive kind", offset)

    def _attr_dict(self, offset: int, ctx: Context, with_keyword: bool) -> Element:
        if ctx is Context.TYPE:
            raise FormatError(
                "'attr-dict' directive can only be used as a top-level directive",
                offset,
            )
        if ctx is Context.REF:
            if not self.seen.has_attr_dict:
                raise FormatError(
                    "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' "
                    "directive",
                    offset,
                )
        else:
            if self.seen.has_attr_dict:
                raise FormatError("'attr-dict' directive has already been seen", offset)
            self.seen.has_attr_dict = True
        return AttrDict(with_keyword)

    def _prop_dict(self, offset: int, ctx: Context) -> Element:
        if ctx is Context.TYPE:
            raise FormatError(
                "'prop-dict' directive can only be used as a top-level directive",
                offset,
            )
        if ctx is Context.REF:
            raise FormatError("'ref' of 'prop-dict' unsupported", offset)
        if self.seen.has_prop_dict:
            raise FormatError("'prop-dict' directive has already been seen", offset)
        self.seen.has_prop_dict = True
        return PropDict()

    def _functional_type(self, offset: int, ctx: Context) -> Element:
        if ctx is not Context.TOP_LEVEL:
            raise FormatError(
                "'functional-type' is only valid as a top-level directive", offset
            )
        self.expect(TokenKind.L_PAREN, "expected '(' before argument list")
        inputs = self._type_operand(offset, False)
        self.expect(TokenKind.COMMA, "expected ',' after inputs argument")
        results = self._type_operand(offset, False)
        self.expect(TokenKind.R_PAREN, "expected ')' after argument list")
        return FunctionalType(inputs, results)

    def _operands(self, offset: int, ctx: Context) -> Element:
        seen = self.seen
        if ctx is Context.REF:
            if not seen.all_operands:
                raise FormatError(
                    "'ref' of 'operands' is not bound by a prior 'operands' directive",
                    offset,
                )
        elif ctx in (Context.TOP_LEVEL, Context.CUSTOM):
            if seen.all_operands or seen.operands:
                raise FormatError(
                    "'operands' directive creates overlap in format", offset
                )
            seen.all_operands = True
        return Operands()

    def _all_regions(self, offset: int, ctx: Context) -> Element:
        seen = self.seen
        if ctx is Context.TYPE:
            raise FormatError(
                "'regions' is only valid as a top-level directive", offset
            )
        if ctx is Context.REF:
            if not seen.all_regions:
                raise FormatError(
                    "'ref' of 'regions' is not bound by a prior 'regions' directive",
                    offset,
                )
        else:
            if seen.all_regions or seen.regions:
                raise FormatError(
                    "'regions' directive creates overlap in format", offset
                )
            seen.all_regions = True
        return Regions()

    def _all_successors(self, offset: int, ctx: Context) -> Element:
        seen = self.seen
        if ctx is Context.TYPE:
            raise FormatError(
                "'successors' is only valid as a top-level directive", offset
            )
        if ctx is Context.REF:
            if not seen.all_successors:
                raise FormatError(
                    "'ref' of 'successors' is not bound by a prior 'successors' "
                    "directive",
                    offset,
                )
        else:
            if seen.all_successors or seen.successors:
                raise FormatError(
                    "'successors' directive creates overlap in format", offset
                )
            seen.all_successors = True
        return Successors()

    def _ref(self, offset: int, ctx: Context) -> Element:
        if ctx is not Context.CUSTOM:
            raise FormatError("'ref' is only valid within a `custom` directive", offset)
        self.expect(TokenKind.L_PAREN, "expected '(' before argument list")
        arg = self.parse_element(Context.REF)
        self.expect(TokenKind.R_PAREN, "expected ')' after argument list")
        return Ref(arg)

    def _type(self, offset: int, ctx: Context) -> Element:
        if ctx is Context.TYPE:
            raise FormatError(
                "'type' cannot be used as a child of another `type`", offset
            )
        self.expect(TokenKind.L_PAREN, "expected '(' before argument list")
        arg = self._type_operand(offset, ctx is Context.REF)
        self.expect(TokenKind.R_PAREN, "expected ')' after argument list")
        return TypeDirective(arg)

    def _qualified(self, offset: int, ctx: Context) -> Element:
        self.expect(TokenKind.L_PAREN, "expected '(' before argument list")
        element = self.parse_element(ctx)
        self.expect(TokenKind.R_PAREN, "expected ')' after argument list")
        if not isinstance(element, (AttributeVariable, TypeDirective)):
            raise FormatError(
                "'qualified' directive expects an attribute or a `type` directive",
                offset,
            )
        element.qualified = True
        return element

    def _type_operand(self, offset: int, is_ref: bool) -> Element:
        """The argument of ``type``/``functional-type``; marks its type bound."""
        element = self.parse_element(Context.TYPE)
        seen = self.seen
        if isinstance(element, Literal):
            raise FormatError(
                "'type' directive operand expects variable or directive operand",
                offset,
            )
        if isinstance(element, (OperandVariable, ResultVariable)):
            is_operand = isinstance(element, OperandVariable)
            bits = seen.operand_types if is_operand else seen.result_types
            items = self.op.operands if is_operand else self.op.results
            all_bound = seen.all_operand_types if is_operand else seen.all_result_types
            index = _index(items, element.name)
            bound = all_bound or bits[index]
            if not is_ref and bound:
                raise FormatError(
                    f"'type' of '{element.name}' is already bound", offset
                )
            if is_ref and not bound:
                raise FormatError(
                    f"'ref' of 'type(${element.name})' is not bound by a prior "
                    "'type' directive",
                    offset,
                )
            bits[index] = True
        elif isinstance(element, Operands):
            if not is_ref and (seen.all_operand_types or any(seen.operand_types)):
                raise FormatError("'operands' 'type' is already bound", offset)
            if is_ref and not seen.all_operand_types:
                raise FormatError(
                    "'ref' of 'type(operands)' is not bound by a prior 'type' directive",
                    offset,
                )
            seen.all_operand_types = True
        elif isinstance(element, Results):
            if not is_ref and (seen.all_result_types or any(seen.result_types)):
                raise FormatError("'results' 'type' is already bound", offset)
            if is_ref and not seen.all_result_types:
                raise FormatError(
                    "'ref' of 'type(results)' is not bound by a prior 'type' directive",
                    offset,
                )
            seen.all_result_types = True
        else:
            raise FormatError("invalid argument to 'type' directive", offset)
        return element

    def _oilist(self, offset: int, ctx: Context) -> Element:
        self.expect(TokenKind.L_PAREN, "expected '(' before oilist argument list")
        literals: list[Literal] = []
        clauses: list[list[Element]] = []
        while True:
            literal = self.parse_literal(ctx)
            literals.append(literal)  # type: ignore[arg-type]
            clause: list[Element] = []
            clauses.append(clause)
            while self.token.kind not in (TokenKind.PIPE, TokenKind.R_PAREN):
                element = self.parse_element(ctx)
                self._verify_oilist_element(element, offset)
                clause.append(element)
            kind = self.token.kind
            self.consume()
            if kind is TokenKind.R_PAREN:
                return OIList(literals, clauses)

    def _verify_oilist_element(self, element: Element, offset: int) -> None:
        for var in _collect_variables(element):
            if isinstance(var, AttributeVariable):
                if not var.is_optionally_parsed:
                    raise FormatError(
                        "only optional attributes can be used in an oilist parsing "
                        "group",
                        offset,
                    )
            elif isinstance(var, OperandVariable):
                if not var.var.arity.is_variable:
                    raise FormatError(
                        "only variable length operands can be used within an oilist "
                        "parsing group",
                        offset,
                    )
            elif isinstance(var, ResultVariable):
                if not var.var.arity.is_variable:
                    raise FormatError(
                        "only variable length results can be used within an oilist "
                        "parsing group",
                        offset,
                    )
            elif not isinstance(var, (RegionVariable, PropertyVariable)):
                raise FormatError(
                    "only literals, types, and variables can be used within an "
                    "oilist group",
                    offset,
                )

    # Checks of groups and custom directives ------------------------------------

    def verify_custom_arguments(self, offset: int, arguments: list[Element]) -> None:
        allowed = (
            AttrDict,
            AttributeVariable,
            OperandVariable,
            PropertyVariable,
            Ref,
            RegionVariable,
            SuccessorVariable,
            String,
            TypeDirective,
        )
        for argument in arguments:
            if not isinstance(argument, allowed):
                raise FormatError(
                    "only variables and types may be used as parameters to a custom "
                    "directive",
                    offset,
                )
            if isinstance(argument, TypeDirective) and not isinstance(
                argument.arg, (OperandVariable, ResultVariable)
            ):
                raise FormatError(
                    "type directives within a custom directive may only refer to "
                    "variables",
                    offset,
                )

    def verify_optional_group_elements(
        self, offset: int, elements: list[Element], anchor: Element | None
    ) -> None:
        for element in elements:
            self._verify_group_element(offset, element, element is anchor)

    def _verify_group_element(
        self, offset: int, element: Element, is_anchor: bool
    ) -> None:
        if isinstance(element, AttributeVariable):
            if is_anchor and not element.is_optionally_parsed:
                raise FormatError(
                    "only optional or default-valued attributes can be used to "
                    "anchor an optional group",
                    offset,
                )
        elif isinstance(element, OperandVariable):
            if not element.var.arity.is_variable:
                raise FormatError(
                    "only variable length operands can be used within an optional "
                    "group",
                    offset,
                )
        elif isinstance(element, ResultVariable):
            if not element.var.arity.is_variable:
                raise FormatError(
                    "only variable length results can be used within an optional "
                    "group",
                    offset,
                )
        elif isinstance(element, RegionVariable):
            return
        elif isinstance(element, PropertyVariable):
            if is_anchor and not element.is_optionally_parsed:
                raise FormatError(
                    "only properties with default values that can be optionally "
                    "parsed (have the `let optionalParser = ...` field defined) can "
                    "be used to anchor an optional group",
                    offset,
                )
        elif isinstance(element, TypeDirective):
            self._verify_group_element(offset, element.arg, False)
        elif isinstance(element, FunctionalType):
            self._verify_group_element(offset, element.inputs, False)
            self._verify_group_element(offset, element.results, False)
        elif isinstance(element, Custom):
            if is_anchor:
                for child in element.arguments:
                    if not isinstance(child, Ref):
                        self._verify_group_element(offset, child, True)
        elif isinstance(element, (Literal, Whitespace, OptionalGroup)):
            if is_anchor:
                raise FormatError(
                    "only variables and types can be used to anchor an optional group",
                    offset,
                )
        else:
            raise FormatError(
                "only literals, types, and variables can be used within an optional "
                "group",
                offset,
            )

    def verify(self, offset: int, elements: list[Element]) -> None:
        verify_op_format(self, offset, elements)


def _collect_variables(element: Element) -> list[Element]:
    """Variables of an element, looking into optional groups only."""
    if isinstance(element, OptionalGroup):
        found: list[Element] = []
        for child in [*element.then_elements, *element.else_elements]:
            found.extend(_collect_variables(child))
        return found
    if isinstance(
        element,
        (
            AttributeVariable,
            PropertyVariable,
            OperandVariable,
            ResultVariable,
            RegionVariable,
            SuccessorVariable,
        ),
    ):
        return [element]
    return []
