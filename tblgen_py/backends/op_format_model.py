"""The view model of an op's declarative format for the ops template.

From the validated tree (``tblgen_py.ods.assembly_format``) this builds the
Python expression of the runtime ``OpFormat`` (``tblgen_py.runtime.ods.
asm_format``): one directive per element, with the spaces the printed form
has decided here exactly as ``mlir-tblgen``'s printer generator decides them.
Formats using what the runtime does not run yet (a buildable type or type
transformer without a Python translation, an attribute default with no Python
spelling, a property of a kind ``prop_kinds`` does not know) get no model:
those ops keep the generic form.
"""

from __future__ import annotations

import re

from tblgen_py.backends.layout import (
    LINE_LENGTH,
    last_bracket_pair,
    split_top_level,
)
from tblgen_py.backends.names import py_string
from tblgen_py.ods.assembly_format import OpFormat, TypeResolution
from tblgen_py.ods.assembly_format import elements as fe
from tblgen_py.ods.assembly_format.op_verify import (
    attribute_storage_type,
    attribute_type_builder,
)
from tblgen_py.backends.checks import CheckTable, black_quotes
from tblgen_py.backends.enums import table_ref
from tblgen_py.backends.cpp_classes import (
    attr_def_of_class,
    is_interface_class,
    is_type_def_base_class,
    parameter_accessors,
)
from tblgen_py.backends.dialect_get import type_get_source, type_getter
from tblgen_py.backends.op_defaults import op_defaults
from tblgen_py.backends.op_traits import implicit_terminator
from tblgen_py.backends.prop_kinds import codec_source, is_unit_prop
from tblgen_py.backends.prop_kinds import default_source as prop_default_source
from tblgen_py.backends.prop_kinds import (
    ENUM_CODEC,
    enum_codec_args,
    enum_default_source,
)
from tblgen_py.cpp.expr import (
    CppSyntaxError,
    TranslateContext,
    Untranslatable,
    translate_cpp,
)
from tblgen_py.ods.attr_convert import enum_of, format_enum_of
from tblgen_py.ods.attributes import Property, base_attr
from tblgen_py.ods.enums import EnumInfo
from tblgen_py.ods.fields import def_field, derives, string_field
from tblgen_py.records.record import Record
from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.inference import type_builder_source
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.operator import NamedAttribute, NamedTypeConstraint, Operator

_F = "_ods_fmt."


_CONTEXT_TYPE = re.compile(
    r"^(?:::)?(?:mlir::)?(\w+::\w+)::get\(\$_builder\.getContext\(\)\)$"
)
"""A parameterless dialect type class built from the context alone."""
_GET_TYPE = re.compile(r"^\$_builder\.getType<\s*(?:::)?([\w:]+)\s*>\(\)$")
_TYPE_GET = re.compile(r"^(?:::)?([\w:]+Type)::get\((.*)\)$", re.S)


def dialect_type_source(call: str) -> str | None:
    """Python for a dialect type's ``builderCall``: ``$_builder.getType<C>()``
    (a parameterless type) or ``C::get(<builder>)`` (one type parameter, itself
    buildable), built at run time through the loaded class of C++ class ``C``;
    None when the call is neither."""
    match = _GET_TYPE.match(call)
    if match is not None and "::" in match.group(1):
        return f"{_F}dialect_type({py_string(match.group(1))})"
    match = _TYPE_GET.match(call)
    if match is None or "$_builder.getContext()" in match.group(2):
        return None
    inner = match.group(2).strip()
    source = type_builder_source(inner) or dialect_type_source(inner)
    if source is None:
        return None
    return f"{_F}dialect_type({py_string(match.group(1))}, {source})"


def translated_type_builder(cpp: str) -> str | None:
    """A buildable type's ``builderCall`` through the C++ translator
    (``::mlir::VectorType::get({8}, $_builder.getF32Type())``), None when it
    has no translation."""
    context = TranslateContext(
        {"_builder": "None", "_ctxt": "None"}, type_snippets=True
    )
    try:
        return black_quotes(translate_cpp(cpp.strip(), context))
    except (Untranslatable, CppSyntaxError):
        return None


class Unsupported(Exception):
    """The format uses something the runtime formats do not handle yet."""


class FormatModel(NamedTuple):
    """Python-ready text of an op's format: the lines of the class attribute
    ``_ODS_FORMAT`` (at class-body indentation) and the format string."""

    table: tuple[str, ...]
    syntax: str


class Call:
    """``head(args)`` (or a tuple literal when ``head`` is empty), laid out as
    black lays it out."""

    __slots__ = ("head", "args")

    def __init__(self, head: str, args: list[object]) -> None:
        self.head = head
        self.args = args

    def flat(self) -> str:
        """The one-line text."""
        inner = ", ".join(_flat(a) for a in self.args)
        if not self.head and len(self.args) == 1:
            inner += ","
        return f"{self.head}({inner})"

    def lines(self, indent: str, prefix: str, suffix: str) -> list[str]:
        """Black's right-hand split: one line, the arguments on one indented
        line, or one argument per line with a trailing comma."""
        line = f"{indent}{prefix}{self.flat()}{suffix}"
        if len(line) <= LINE_LENGTH or not self.args:
            return [line]
        inner = ", ".join(_flat(a) for a in self.args)
        if not self.head and len(self.args) == 1:
            inner += ","
        head = f"{indent}{prefix}{self.head}("
        tail = f"{indent}){suffix}"
        if len(indent) + 4 + len(inner) <= LINE_LENGTH:
            return [head, f"{indent}    {inner}", tail]
        out = [head]
        for arg in self.args:
            if isinstance(arg, Call):
                out += arg.lines(indent + "    ", "", ",")
            else:
                out.append(f"{indent}    {arg},")
        return out + [tail]


def _lambda_of(source: str) -> object:
    """``lambda: source``; a call splits at its last brackets as black splits it."""
    pair = last_bracket_pair(source)
    if pair is None or pair[0] == 0 or pair[1] != len(source) - 1:
        return f"lambda: {source}"
    opening = pair[0]
    if source[opening] != "(":
        return f"lambda: {source}"
    inner = source[opening + 1 : -1]
    return Call(f"lambda: {source[:opening]}", list(split_top_level(inner)))


def _flat(item: object) -> str:
    return item.flat() if isinstance(item, Call) else str(item)


def _call(name: str, *args: object) -> Call:
    return Call(_F + name, list(args))


def _tuple(items: list[object]) -> Call:
    return Call("", items)


_GENERIC_STORAGE = frozenset(
    "::mlir::" + name
    for name in (
        "Attribute",
        "IntegerAttr",
        "FloatAttr",
        "StringAttr",
        "ArrayAttr",
        "TypeAttr",
        "BoolAttr",
        "UnitAttr",
        "DictionaryAttr",
        "SymbolRefAttr",
        "FlatSymbolRefAttr",
        "AffineMapAttr",
        "IntegerSetAttr",
        "TypedAttr",
        "ElementsAttr",
        "DenseElementsAttr",
        "DenseIntElementsAttr",
        "DenseFPElementsAttr",
    )
)
_ARRAY_STORAGE = {
    "::mlir::DenseI8ArrayAttr": "8",
    "::mlir::DenseI16ArrayAttr": "16",
    "::mlir::DenseI32ArrayAttr": "32",
    "::mlir::DenseI64ArrayAttr": "64",
}


def format_model(op: Operator, fmt: OpFormat, table: CheckTable) -> FormatModel | None:
    """The model of ``op``'s format, or None when the runtime cannot run it;
    type transformers become functions of the module's ``table``."""
    try:
        return _Builder(op, fmt, table).build()
    except Unsupported:
        return None


def format_model_problem(op: Operator, fmt: OpFormat, table: CheckTable) -> str | None:
    """Why ``op``'s format gets no model (what the runtime cannot run yet),
    or None when it runs."""
    try:
        _Builder(op, fmt, table).build()
    except Unsupported as exc:
        return str(exc)
    return None


def should_emit_space_before(value: str, last_was_punctuation: bool) -> bool:
    """MLIR's rule for a space before a literal."""
    if len(value) != 1 and value != "->":
        return True
    if last_was_punctuation:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class _Builder:
    """Walks the format once, tracking the printer's spacing state."""

    def __init__(self, op: Operator, fmt: OpFormat, table: CheckTable) -> None:
        self.op = op
        self.fmt = fmt
        self.table = table
        self.omit_terminator = False
        self.emit_space = True
        self.last_punct = False
        self.in_custom = False
        self.has_prop_dict = any(isinstance(e, fe.PropDict) for e in fmt.elements)

    def build(self) -> FormatModel:
        op, fmt = self.op, self.fmt
        terminator = implicit_terminator(op)
        self.omit_terminator = terminator is not None
        if any(source is None for _, source in op_defaults(op)):
            raise Unsupported("default value")
        directives = [self.element(e) for e in fmt.elements]
        operand_types: list[object] = [
            self.resolution(r) for r in fmt.operand_resolutions
        ]
        result_types: list[object] = [
            self.resolution(r) for r in fmt.result_resolutions
        ]
        segments = op.has_native_trait("AttrSizedOperandSegments")
        inherent: list[object] = [py_string(a.name) for a in op.attributes]
        inherent += [py_string(p.name) for p in op.properties]
        args: list[object] = [
            _tuple(directives),
            _tuple(operand_types),
            _tuple(result_types),
            str(segments),
            _tuple(inherent),
        ]
        if terminator is not None:  # SingleBlockImplicitTerminator<"...">
            args.append(py_string(terminator.rsplit("::", 1)[-1]))
        elif op.has_native_trait("SingleBlock"):
            args.append('""')
        if fmt.infers_result_types:
            args.append("infer=True")
        if op.has_native_trait("AttrSizedResultSegments"):
            args.append("result_segments=True")
        table = _call("OpFormat", *args)
        lines = table.lines("    ", "_ODS_FORMAT = ", "")
        return FormatModel(tuple(lines), " ".join(op.assembly_format.split()))

    # Type resolution -------------------------------------------------------

    def resolution(self, found: TypeResolution) -> object:
        if found.resolver is None and not found.builder:
            return "None"
        transform = ""
        if found.transformer.strip() not in ("", "$_self"):
            transform = self.table.transformer(_transform_source(found.transformer))
        elif found.element_types:
            transform = "_ods_fmt.element_types"
        if found.builder:
            source = type_builder_source(found.builder)
            match = _CONTEXT_TYPE.match(found.builder.strip())
            if source is None:
                source = type_get_source(found.builder)
            if source is None and match is not None:
                source = f"_ods_fmt.context_type({py_string(match.group(1))})"
            if source is None:
                source = dialect_type_source(found.builder.strip())
            if source is None:
                source = translated_type_builder(found.builder)
            if source is None:
                raise Unsupported("type builder")
            return _lambda_of(source)
        resolver = found.resolver
        for kind, items in (("operand", self.op.operands), ("result", self.op.results)):
            for index, item in enumerate(items):
                if item is resolver:
                    parts: list[object] = [py_string(kind), str(index)]
                    return _tuple(parts + [transform] if transform else parts)
        if isinstance(resolver, NamedAttribute) and not transform:
            return _tuple(['"attribute"', py_string(resolver.name)])
        raise Unsupported("type from attribute")

    # Elements --------------------------------------------------------------

    def _space(self) -> bool:
        space = self.emit_space or not self.last_punct
        self.last_punct = False
        self.emit_space = True
        return space

    def element(self, element: fe.Element) -> object:
        if isinstance(element, fe.Literal):
            value = element.spelling
            space = self.emit_space and should_emit_space_before(value, self.last_punct)
            self.emit_space = not (len(value) == 1 and value in "<({[")
            self.last_punct = value[0] != "_" and not value[0].isalpha()
            return _call("Literal", py_string(value), str(space))
        if isinstance(element, fe.Whitespace):
            if element.is_newline:
                return _call("Newline")
            self.last_punct = element.spelling == ""
            self.emit_space = False
            return _call("Space", str(element.spelling == " "))
        if isinstance(element, fe.OptionalGroup):
            return self.group(element)
        if isinstance(element, fe.AttrDict):
            self.last_punct = False
            elided: list[object] = [py_string(name) for name in self.elided()]
            if self.has_prop_dict:
                elided = []
                keyword = str(element.with_keyword)
                return _call("AttrDict", keyword, _tuple(elided), "True")
            return _call("AttrDict", str(element.with_keyword), _tuple(elided))
        if isinstance(element, fe.PropDict):
            self.last_punct = False
            bound: list[object] = [py_string(name) for name in self.elided()]
            return _call("PropDict", _tuple(bound), _tuple(self.prop_dict_entries()))
        if isinstance(element, fe.OIList):
            return self.oilist(element)
        if isinstance(element, fe.Ref):
            raise Unsupported(type(element).__name__)
        space = self._space()
        if isinstance(element, fe.Custom):
            return self.custom(element, space)
        if isinstance(element, fe.PropertyVariable):
            return self.property(element, space)
        return self.variable(element, space)

    def custom(self, element: fe.Custom, space: bool) -> Call:
        self.in_custom = True
        args: list[object] = [self.custom_argument(a) for a in element.arguments]
        self.in_custom = False
        dialect = py_string(self.op.dialect.name)
        return _call(
            "Custom", py_string(element.name), _tuple(args), dialect, str(space)
        )

    def custom_argument(self, arg: fe.Element) -> Call:
        if isinstance(arg, fe.Ref):
            return _call("Ref", self.custom_argument(arg.arg))
        if isinstance(arg, fe.String):
            return _call("Str", py_string(arg.value))
        if isinstance(arg, fe.AttrDict):
            return _call("AttrDict", "False", _tuple([]))
        if isinstance(arg, fe.AttributeVariable):
            optional = str(arg.var.attr.is_optional)
            return _call(
                "Attr", py_string(arg.name), '"generic"', "False", "None", optional
            )
        if isinstance(arg, fe.PropertyVariable):
            raise Unsupported("property in custom directive")
        return self.variable(arg, False)

    def prop_dict_entries(self) -> list[object]:
        """What a ``prop-dict`` holds, as ``setPropertiesFromParsedAttr``
        checks it: the properties, then the attributes, the format does not
        bind elsewhere, each with whether it must be given."""
        seen = self.fmt.seen
        entries: list[object] = []
        for named in self.op.properties:
            if named.name not in seen.properties:
                required = not named.prop.default_value.strip()
                entries.append(_tuple([py_string(named.name), str(required)]))
        for attr in self.op.attributes:
            if attr.attr.is_derived or attr.name in seen.attributes:
                continue
            required = not (attr.attr.is_optional or attr.attr.has_default)
            entries.append(_tuple([py_string(attr.name), str(required)]))
        return entries

    def elided(self) -> list[str]:
        names = list(self.fmt.seen.attributes) + sorted(self.fmt.seen.properties)
        for operand in self.op.operands:
            if operand.arity is Arity.VARIADIC_OF_VARIADIC:
                names.append(operand.constraint.segment_attr_name)
        if not self.fmt.seen.all_operands and self.op.has_native_trait(
            "AttrSizedOperandSegments"
        ):
            names.insert(0, "operandSegmentSizes")
        if self.op.has_native_trait("AttrSizedResultSegments"):
            names.append("resultSegmentSizes")
        return names

    def variable(self, element: fe.Element, space: bool) -> Call:
        op = self.op
        flag = str(space)
        if isinstance(element, fe.OperandVariable):
            index = op.operands.index(element.var)
            arity = element.var.arity
            args = [str(index), py_string(arity.value), flag]
            if arity is Arity.VARIADIC_OF_VARIADIC:
                if not self.in_custom:
                    raise Unsupported("variadic of variadic outside custom")
                args.append(py_string(element.var.constraint.segment_attr_name))
            return _call("Operand", *args)
        if isinstance(element, fe.Operands):
            return _call("AllOperands", flag)
        if isinstance(element, fe.TypeDirective):
            return self.type_of(element.arg, space, element.qualified)
        if isinstance(element, fe.FunctionalType):
            inputs = self.type_of(element.inputs, False)
            results = self.type_of(element.results, False)
            return _call("FunctionalType", inputs, results, flag)
        if isinstance(element, fe.AttributeVariable):
            return self.attribute(element, space)
        isolated = str(op.has_native_trait("IsolatedFromAbove"))
        tail = [flag, "True"] if self.omit_terminator else [flag]
        if isinstance(element, fe.Regions):
            return _call("RegionRef", "-1", "True", isolated, *tail)
        if isinstance(element, fe.RegionVariable):
            index = op.regions.index(element.var)
            variadic = str(element.is_variadic)
            return _call("RegionRef", str(index), variadic, isolated, *tail)
        if isinstance(element, fe.SuccessorVariable):
            index = op.successors.index(element.var)
            return _call("SuccessorRef", str(index), str(element.is_variadic), flag)
        if isinstance(element, fe.Successors):
            return _call("SuccessorRef", "0", "True", flag)
        raise Unsupported(type(element).__name__)

    def type_of(self, arg: fe.Element, space: bool, qualified: bool = False) -> Call:
        op = self.op
        flag = str(space)
        if isinstance(arg, fe.Operands):
            return _call("TypeOf", '"operand"', "-1", '"variadic"', flag)
        if isinstance(arg, fe.Results):
            return _call("TypeOf", '"result"', "-1", '"variadic"', flag)
        if isinstance(arg, (fe.OperandVariable, fe.ResultVariable)):
            var = arg.var
            if isinstance(arg, fe.OperandVariable):
                kind, index = "operand", op.operands.index(var)
            else:
                kind, index = "result", op.results.index(var)
            args = [py_string(kind), str(index), py_string(var.arity.value)]
            if var.arity is Arity.VARIADIC_OF_VARIADIC:
                if not self.in_custom:
                    raise Unsupported("variadic of variadic outside custom")
                segments = py_string(var.constraint.segment_attr_name)
                return _call("TypeOf", *args, flag, segments)
            cpp_type = var.constraint.cpp_type.strip()
            if (
                qualified
                or _builtin_cpp_type(cpp_type)
                or is_type_def_base_class(cpp_type)
            ):
                expected = _BUILTIN_NAMES.get(cpp_type.removeprefix("::mlir::"))
                if expected and var.arity is Arity.SINGLE:
                    return _call("TypeOf", *args, flag, '""', py_string(expected))
                return _call("TypeOf", *args, flag)
            if var.arity in (Arity.VARIADIC, Arity.OPTIONAL):  # printed in full
                return _call("TypeOf", *args, flag)
            if is_interface_class(cpp_type):  # no stripped form: printed in full
                if var.arity is not Arity.SINGLE:
                    return _call("TypeOf", *args, flag)
                interface = cpp_type.removeprefix("::").removeprefix("mlir::")
                return _call("TypeOf", *args, flag, '""', '""', py_string(interface))
            return _call("DialectTypeOf", *args, py_string(cpp_type), flag)
        raise Unsupported("type argument")

    def attribute(self, element: fe.AttributeVariable, space: bool) -> Call:
        named = element.var
        attr = named.attr
        name = py_string(named.name)
        tail = (str(space), "None", str(attr.is_optional))
        ref = enum_of(attr)
        if ref is not None and not element.qualified:
            if ref.dialect:
                dialect, mnemonic = py_string(ref.dialect), py_string(ref.mnemonic)
                return _call("DialectAttr", name, dialect, mnemonic, *tail[::2])
            info = EnumInfo.from_record(ref.record)
            bits = str(info.bitwidth)
            return _call("EnumKeyword", name, table_ref(info), bits, *tail[::2])
        if base_attr(attr.record).name_string == "SymbolNameAttr":
            return _call("Attr", name, '"symbol"', *tail)
        builder = attribute_type_builder(named)
        source = type_builder_source(builder) if builder else None
        if builder and source is None:
            raise Unsupported("attribute type builder")
        value_type = f"lambda: {source}" if source else "None"
        storage = attribute_storage_type(named)
        if storage == "::mlir::StringAttr" and not element.qualified:
            # parseOptionalAttribute(StringAttr &) starts only at a string.
            return _call("Attr", name, '"string"', tail[0], value_type, tail[2])
        if storage == "::mlir::SymbolRefAttr" and not element.qualified:
            # parseOptionalAttribute(SymbolRefAttr &) starts only at an `@`.
            return _call("Attr", name, '"symref"', *tail)
        if storage == "::mlir::FlatSymbolRefAttr" and not element.qualified:
            # parseAttribute<FlatSymbolRefAttr>: any attribute, then its kind.
            return _call("Attr", name, '"flat_symref"', tail[0], value_type, tail[2])
        if storage == "::mlir::ArrayAttr" and not element.qualified:
            # parseOptionalAttribute(ArrayAttr &) starts only at a '['.
            return _call("Attr", name, '"list"', *tail)
        if builder:
            return _call("Attr", name, '"bare"', tail[0], value_type, tail[2])
        if element.qualified or storage in _GENERIC_STORAGE:
            return _call("Attr", name, '"generic"', *tail)
        if derives(attr.base, "AttrInterface"):  # any attribute, then isa
            return _call("Attr", name, '"generic"', *tail)
        width = _ARRAY_STORAGE.get(storage)
        if width is not None:
            element_type = f"lambda: _ods_convert.integer_type({width})"
            return _call("Attr", name, '"array"', tail[0], element_type, tail[2])
        found = _attr_def(attr.base)
        if found is None:  # a constraint whose storage is an AttrDef's class
            storage_def = attr_def_of_class(storage)
            found = _attr_def(storage_def) if storage_def is not None else None
        if found is not None:
            return _call("DialectAttr", name, *found, *tail[::2])
        raise Unsupported("attribute storage " + storage)

    def property(self, element: fe.PropertyVariable, space: bool) -> Call:
        prop = element.var.prop
        codec: object = codec_source(prop)
        if codec is None:
            raise Unsupported("property kind")
        enum_args = enum_codec_args(prop)
        if enum_args is None:
            default = prop_default_source(prop)
            directive = "Prop"
        else:
            codec = Call(ENUM_CODEC, list(enum_args))
            default = self._enum_default(prop)
            directive = "EnumProp"
        return _call(
            directive,
            py_string(element.name),
            codec,
            py_string(prop.summary),
            f"lambda: {default}" if default else "None",
            str(space),
        )

    @staticmethod
    def _enum_default(prop: Property) -> str | None:
        """An enum property's ``defaultValue`` case as its stored attribute."""
        if not prop.default_value.strip():
            return None
        default = enum_default_source(prop, prop.default_value.strip())
        if default is None:
            raise Unsupported("property default")
        return default

    def oilist(self, element: fe.OIList) -> Call:
        """Each clause with the spacing state its code is generated in (in
        format order, as ``mlir-tblgen`` generates the printer)."""
        clauses: list[object] = []
        for keyword, clause in zip(element.literals, element.clauses):
            literal = self.element(keyword)
            units = [e for e in clause if _is_unit(e)]  # set by the keyword
            elements: list[object] = [self.element(e) for e in clause if e not in units]
            saved = (self.emit_space, self.last_punct)
            anchors: list[object] = [
                self.oilist_anchor(var) for e in clause for var in fe.variables(e)
            ]
            self.emit_space, self.last_punct = saved
            names: list[object] = [py_string(e.name) for e in units]  # type: ignore[attr-defined]
            parts = [literal, _tuple(elements), _tuple(anchors), _tuple(names)]
            clauses.append(_tuple(parts))
        return _call("OIList", _tuple(clauses))

    def oilist_anchor(self, var: fe.Element) -> Call:
        """What makes a clause print: its variable is present (an attribute
        with a default value: differs from it)."""
        if (
            isinstance(var, fe.AttributeVariable)
            and not var.is_unit
            and var.var.attr.has_default
        ):
            return _call("NotDefault", py_string(var.name))
        return self.anchor(var)

    def group(self, group: fe.OptionalGroup) -> Call:
        anchor = group.anchor
        unit = ""
        then = list(group.then_elements)
        otherwise = list(group.else_elements)
        inverted = anchor not in then  # the anchor is in the else group
        holder = otherwise if inverted else then
        if (
            _is_unit(anchor)
            and (inverted or anchor is not then[0])
            and (inverted or not otherwise or anchor is not otherwise[0])
        ):
            unit = anchor.name  # type: ignore[attr-defined]
            holder.remove(anchor)
        saved = (self.emit_space, self.last_punct)
        anchor_call = self.anchor(anchor)
        if (
            isinstance(anchor, fe.AttributeVariable)
            and not anchor.is_unit
            and anchor.var.attr.has_default
        ):
            anchor_call = _call("NotDefault", py_string(anchor.name))
        self.emit_space, self.last_punct = saved
        then_calls = [self.element(e) for e in then]
        else_calls = [self.element(e) for e in otherwise]
        args: list[object] = [
            anchor_call,
            _tuple(then_calls),
            _tuple(else_calls),
            str(group.parse_start),
            py_string(unit),
        ]
        if inverted:
            args.append("inverted=True")
        return _call("OptionalGroup", *args)

    def anchor(self, anchor: fe.Element) -> Call:
        if _is_unit(anchor):
            name = anchor.name  # type: ignore[attr-defined]
            return _call("UnitAnchor", py_string(name))
        if isinstance(anchor, fe.TypeDirective):
            return self.type_of(anchor.arg, False)
        if isinstance(anchor, fe.FunctionalType):
            return self.type_of(anchor.inputs, False)
        if isinstance(anchor, fe.Custom):  # present when any argument is
            return self.custom(anchor, False)
        if isinstance(anchor, fe.PropertyVariable):
            return self.property(anchor, False)
        return self.variable(anchor, False)


_BUILTIN_NAMES = {
    "IntegerType": "builtin.integer",
    "IndexType": "builtin.index",
    "NoneType": "builtin.none",
    "ComplexType": "builtin.complex",
    "TupleType": "builtin.tuple",
    "FunctionType": "builtin.function",
    "VectorType": "builtin.vector",
    "RankedTensorType": "builtin.tensor",
    "UnrankedTensorType": "builtin.unranked_tensor",
    "MemRefType": "builtin.memref",
    "UnrankedMemRefType": "builtin.unranked_memref",
}
"""Concrete builtin type classes a constraint's C++ type may name, by MLIR's
type name (``parseType<IntegerType>``'s error names it)."""


def _is_unit(element: fe.Element) -> bool:
    """A ``UnitAttr`` or ``UnitProp`` variable (an optional group's anchor
    that its group sets; in an oilist clause: its keyword sets it)."""
    if isinstance(element, fe.PropertyVariable):
        return is_unit_prop(element.var.prop)
    return isinstance(element, fe.AttributeVariable) and element.is_unit


def _builtin_cpp_type(cpp_type: str) -> bool:
    """Whether values of a constraint print the same stripped or not (builtin
    types; a dialect's own type class prints without its prefix)."""
    text = cpp_type.strip()
    if not text.startswith("::mlir::"):
        return not text or "::" not in text.removeprefix("::")
    return "::" not in text[len("::mlir::") :]


def _attr_def(record: Record) -> tuple[str, str] | None:
    """``(dialect, mnemonic)`` literals of a dialect ``AttrDef`` constraint."""
    if not derives(record, "AttrDef"):
        return None
    dialect = def_field(record, "dialect")
    mnemonic = string_field(record, "mnemonic")
    if dialect is None or not mnemonic:
        return None
    return py_string(string_field(dialect, "name")), py_string(mnemonic)


def _transform_source(cpp: str) -> str:
    """A ``TypesMatchWith`` transformer as a Python expression of ``_self``."""
    context = TranslateContext(
        {"_self": "_self", "_ctxt": "None"},
        dialect_methods=parameter_accessors(),
        type_snippets=True,
        type_getter=type_getter,
    )
    try:
        return translate_cpp(cpp.strip(), context)
    except (Untranslatable, CppSyntaxError):
        pass
    match = _NATIVE_CALL.match(cpp.strip())
    if match is None:
        raise Unsupported("type transformer")
    name = py_string(match.group(1))
    return f"_ods_fmt.native_type({name}, _self)"


_NATIVE_CALL = re.compile(r"^((?:::)?[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*)\(\$_self\)$")
"""A call of a C++ function on the type, which a dialect port provides
(``register_type_transformer``)."""
