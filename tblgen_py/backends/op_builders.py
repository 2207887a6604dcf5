"""The builder (``__init__``) and value-builder function of a generated op."""

from __future__ import annotations

import keyword

from tblgen_py.backends.cpp_classes import parameter_accessors
from tblgen_py.backends.checks import CheckTable
from tblgen_py.backends.layout import bracketed, fit_block
from tblgen_py.backends.enums import enum_ref
from tblgen_py.backends.names import (
    py_string,
    sanitize_name,
    snake_case,
    unique_name,
)
from tblgen_py.backends.op_accessors import enum_conversion, prop_enum, value_name
from tblgen_py.ods.attr_convert import conversion
from tblgen_py.ods.constraints import Arity
from tblgen_py.cpp.expr import (
    CppSyntaxError,
    TranslateContext,
    Untranslatable,
    translate_cpp,
)
from tblgen_py.ods.inference import (
    InferenceKind,
    ResultInference,
    TypeSource,
    result_inference,
    type_builder_source,
)
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.ods.operator import (
    NamedAttribute,
    NamedProperty,
    NamedTypeConstraint,
    Operator,
)


class Param(NamedTuple):
    """One builder parameter: name, annotation, keyword-only default."""

    name: str
    annotation: str
    keyword_only: bool

    def source(self) -> str:
        """``name: annotation`` (``= None`` when keyword-only)."""
        if not self.annotation:
            return self.name
        if not self.keyword_only:
            return f"{self.name}: {self.annotation}"
        annotation = self.annotation
        if not annotation.endswith("| None") and annotation != "object":
            annotation += " | None"
        return f"{self.name}: {annotation} = None"


_OPERAND_TYPES = {
    Arity.SINGLE: "_ods_ir.Value",
    Arity.OPTIONAL: "_ods_ir.Value | None",
    Arity.VARIADIC: "Sequence[_ods_ir.Value]",
    Arity.VARIADIC_OF_VARIADIC: "Sequence[Sequence[_ods_ir.Value]]",
}
_RESULT_TYPES = {
    Arity.SINGLE: "_ods_ir.Type",
    Arity.OPTIONAL: "_ods_ir.Type | None",
    Arity.VARIADIC: "Sequence[_ods_ir.Type]",
    Arity.VARIADIC_OF_VARIADIC: "Sequence[_ods_ir.Type]",
}


def builder_params(op: Operator, inference: ResultInference) -> list[Param]:
    """Parameters in ``--gen-python-op-bindings`` order (positional, then keywords)."""
    positional: list[Param] = []
    keywords: list[Param] = []
    if inference.kind is InferenceKind.NONE:
        for index, result in enumerate(op.results):
            name = value_name(result, index, "res", len(op.results) == 1)
            positional.append(Param(name, _RESULT_TYPES[result.arity], False))
    for index, arg in enumerate(op.arguments):
        param = _argument_param(arg, index)
        if param is None:
            continue
        (keywords if param.keyword_only else positional).append(param)
    for succ in op.successors:
        variadic = succ.successor.arity is Arity.VARIADIC
        kind = "Sequence[_ods_ir.Block]" if variadic else "_ods_ir.Block"
        positional.append(Param(sanitize_name(succ.name), kind, False))
    for region in op.regions:
        if region.region.arity is Arity.VARIADIC:
            positional.append(Param(f"num_{region.name}", "int", False))
    if inference.kind is not InferenceKind.NONE:
        keywords.append(Param("results", "Sequence[_ods_ir.Type]", True))
    keywords.append(Param("loc", "object", True))
    keywords.append(Param("ip", "_ods_ir.InsertionPoint", True))
    return positional + keywords


def _argument_param(
    arg: NamedTypeConstraint | NamedAttribute | NamedProperty, index: int
) -> Param | None:
    """The parameter of one ``ins`` argument."""
    if isinstance(arg, NamedTypeConstraint):
        name = value_name(arg, index, "arg")
        optional = arg.arity is Arity.OPTIONAL
        annotation = "_ods_ir.Value" if optional else _OPERAND_TYPES[arg.arity]
        return Param(name, annotation, optional)
    if isinstance(arg, NamedAttribute):
        attr = arg.attr
        if attr.is_derived:
            return None
        optional = attr.is_optional or attr.has_default or attr.is_unit
        accept = enum_conversion(attr, conversion(attr, arg.name)).accept_type
        if attr.is_unit:
            accept = "bool | _ods_ir.Attribute"
        return Param(sanitize_name(arg.name), accept, optional)
    info = prop_enum(arg)
    if info is None:
        return Param(sanitize_name(arg.name), "object", False)
    return Param(
        sanitize_name(arg.name), f"{enum_ref(info)} | _ods_ir.Attribute", False
    )


def signature(head: str, params: list[Param], tail: str, indent: str) -> list[str]:
    """A black-style ``def`` line (``*`` before the first keyword-only one)."""
    items = []
    star = False
    for param in params:
        if param.keyword_only and not star:
            items.append("*")
            star = True
        items.append(param.source())
    return bracketed(head, items, tail, indent)


def init_lines(op: Operator, class_name: str, table: CheckTable) -> list[str]:
    """The ``__init__`` method (type transformers become functions of ``table``)."""
    inference, params = _inference_and_params(op)
    lines = signature(
        "def __init__(", [Param("self", "", False), *params], ") -> None:", "    "
    )
    body = _operand_lines(op)
    body += _attribute_lines(op)
    body += _result_lines(op, inference, table)
    body += _successor_lines(op)
    regions = _region_count(op)
    call = [
        "_ods_operands",
        "_ods_results",
        "_ods_attributes",
        regions,
        successors_arg(op),
        "loc",
        "ip",
    ]
    body.append(f"self._ods_build({', '.join(call)})")
    return lines + fit_block(["        " + line for line in body])


_LAST: list[tuple[Operator, ResultInference, list[Param]]] = []


def _inference_and_params(op: Operator) -> tuple[ResultInference, list[Param]]:
    """``result_inference`` and ``builder_params`` of ``op``, kept for the last op
    (its ``__init__`` and its value builder ask in turn)."""
    if _LAST and _LAST[0][0] is op:
        return _LAST[0][1], _LAST[0][2]
    inference = result_inference(op)
    params = builder_params(op, inference)
    _LAST[:] = [(op, inference, params)]
    return inference, params


def successors_arg(op: Operator) -> str:
    """The successor list passed to ``_ods_build``."""
    return "_ods_successors" if op.successors else "()"


def _operand_lines(op: Operator) -> list[str]:
    """Collect operands (and segment sizes) into ``operands``."""
    lines = ["_ods_operands = _ods_ir.value_list()"]
    sizes: list[str] = []
    for index, arg in enumerate(op.arguments):
        if not isinstance(arg, NamedTypeConstraint):
            continue
        name = value_name(arg, index, "arg")
        if arg.arity is Arity.SINGLE:
            lines.append(f"_ods_operands.append({name})")
            sizes.append("1")
        elif arg.arity is Arity.OPTIONAL:
            lines.append(f"if {name} is not None:")
            lines.append(f"    _ods_operands.append({name})")
            sizes.append(f"0 if {name} is None else 1")
        elif arg.arity is Arity.VARIADIC:
            lines.append(f"_ods_operands.extend({name})")
            sizes.append(f"len({name})")
        else:
            lines.append(
                f"_ods_operands.extend(_ods_v for _ods_g in {name} for _ods_v in _ods_g)"
            )
            sizes.append(f"sum(len(_ods_g) for _ods_g in {name})")
    lines.append("_ods_attributes = _ods_ir.attribute_dict()")
    if op.has_native_trait("AttrSizedOperandSegments"):
        lines += _segment_attr("operandSegmentSizes", sizes)
    for index, arg in enumerate(op.arguments):
        if (
            isinstance(arg, NamedTypeConstraint)
            and arg.arity is Arity.VARIADIC_OF_VARIADIC
        ):
            name = value_name(arg, index, "arg")
            key = py_string(arg.constraint.segment_attr_name)
            nested = f"[len(_ods_g) for _ods_g in {name}]"
            lines.append(
                f"_ods_attributes[{key}] = _ods_convert.dense_array({nested}, 32)"
            )
    return lines


def _segment_attr(key: str, sizes: list[str]) -> list[str]:
    """``_ods_attributes[key] = dense_array([...], 32)`` (split later if long)."""
    return [
        f'_ods_attributes["{key}"] = _ods_convert.dense_array([{", ".join(sizes)}], 32)'
    ]


def _attribute_lines(op: Operator) -> list[str]:
    """Convert and store attribute and property arguments."""
    lines: list[str] = []
    for arg in op.arguments:
        if isinstance(arg, NamedProperty):
            name = sanitize_name(arg.name)
            key = py_string(arg.name)
            info = prop_enum(arg)
            value = name
            if info is not None:
                value = f"_ods_convert.integer({name}, {info.bitwidth})"
            lines.append(f"if {name} is not None:")
            lines.append(f"    _ods_attributes[{key}] = {value}")
            continue
        if not isinstance(arg, NamedAttribute) or arg.attr.is_derived:
            continue
        name = sanitize_name(arg.name)
        key = py_string(arg.name)
        converted = conversion(arg.attr, arg.name).builder.replace("{v}", name)
        if arg.attr.is_unit:
            lines.append(f"if {name}:")
            lines += [f"    _ods_attributes[{key}] = {converted}"]
        elif arg.attr.is_optional or arg.attr.has_default:
            lines.append(f"if {name} is not None:")
            lines.append(f"    _ods_attributes[{key}] = {converted}")
        else:
            lines.append(f"_ods_attributes[{key}] = {converted}")
    return lines


def _result_lines(
    op: Operator, inference: ResultInference, table: CheckTable
) -> list[str]:
    """Collect (or infer) the result types into ``_ods_results``."""
    kind = inference.kind
    count = len(op.results)
    if kind is InferenceKind.NONE:
        lines = ["_ods_results = _ods_ir.type_list(())"]
        for index, result in enumerate(op.results):
            name = value_name(result, index, "res", len(op.results) == 1)
            if result.arity is Arity.SINGLE:
                lines.append(f"_ods_results.append({name})")
            elif result.arity is Arity.OPTIONAL:
                lines += [f"if {name} is not None:", f"    _ods_results.append({name})"]
            else:
                lines.append(f"_ods_results.extend({name})")
        if op.has_native_trait("AttrSizedResultSegments"):
            lone = len(op.results) == 1
            sizes = [_result_size(r, i, lone) for i, r in enumerate(op.results)]
            lines += _segment_attr("resultSegmentSizes", sizes)
        return lines
    lines = ["_ods_results = _ods_ir.type_list(results)", "if results is None:"]
    if kind is InferenceKind.SAME_AS_OPERANDS:
        lines.append(
            f"    _ods_results = _ods_ir.same_type_results(_ods_operands, {count})"
        )
    elif kind is InferenceKind.FIRST_ATTR:
        first = _first_attribute(op)
        lines.append(f"    _ods_results = [_ods_convert.type_of({first})] * {count}")
    elif kind is InferenceKind.INTERFACE:
        args = ["type(self)", "_ods_operands", "_ods_attributes"]
        args.append(str(_fixed_regions(op)))
        lines.append(f"    _ods_results = _ods_ir.infer_results({', '.join(args)})")
    else:
        exprs = [
            _source_expr(op, s, value_name(r, i, "res", len(op.results) == 1), table)
            for i, (r, s) in enumerate(zip(op.results, inference.sources))
        ]
        lines.append(f"    _ods_results = [{', '.join(exprs)}]")
    return lines


def _result_size(result: NamedTypeConstraint, index: int, lone: bool) -> str:
    """The segment size of one result group in the builder."""
    name = value_name(result, index, "res", lone)
    if result.arity is Arity.SINGLE:
        return "1"
    if result.arity is Arity.OPTIONAL:
        return f"0 if {name} is None else 1"
    return f"len({name})"


def _first_attribute(op: Operator) -> str:
    """The value expression of the op's first attribute argument."""
    for arg in op.arguments:
        if isinstance(arg, NamedAttribute):
            return f"_ods_attributes[{py_string(arg.name)}]"
    return "None"


def _source_expr(
    op: Operator, source: TypeSource, result: str, table: CheckTable
) -> str:
    """Python for one inferred result type."""
    if source.builder_call:
        built = type_builder_source(source.builder_call)
        if built is not None:
            return built
        return _untranslated(op, result, source.builder_call)
    if source.transform:
        operand = f"_ods_ir.value_type({_operand_name(op, source.argument)})"
        if source.is_attribute:
            operand = (
                f"_ods_convert.type_of(_ods_attributes[{py_string(source.argument)}])"
            )
        context = TranslateContext(
            {"_self": "_self"}, dialect_methods=parameter_accessors()
        )
        try:
            text = translate_cpp(source.transform.strip(), context)
            return f"{table.transformer(text)}({operand})"
        except (Untranslatable, CppSyntaxError):
            return _untranslated(op, result, source.transform)
    if source.is_attribute:
        return f"_ods_convert.type_of(_ods_attributes[{py_string(source.argument)}])"
    return f"_ods_ir.value_type({_operand_name(op, source.argument)})"


def _untranslated(op: Operator, result: str, text: str) -> str:
    """A call that raises: the C++ type expression has no Python form."""
    args = ", ".join(py_string(x) for x in (op.operation_name, result, text))
    return f"_ods_convert.untranslated_type({args})"


def _operand_name(op: Operator, name: str) -> str:
    """The builder parameter of operand ``name``."""
    for index, arg in enumerate(op.arguments):
        if isinstance(arg, NamedTypeConstraint) and arg.name == name:
            return value_name(arg, index, "arg")
    return sanitize_name(name)


def _successor_lines(op: Operator) -> list[str]:
    """Collect successors into ``successors``."""
    if not op.successors:
        return []
    lines = ["_ods_successors = _ods_ir.block_list()"]
    for succ in op.successors:
        name = sanitize_name(succ.name)
        if succ.successor.arity is Arity.VARIADIC:
            lines.append(f"_ods_successors.extend({name})")
        else:
            lines.append(f"_ods_successors.append({name})")
    return lines


def _fixed_regions(op: Operator) -> int:
    """The number of non-variadic regions."""
    return sum(1 for r in op.regions if r.region.arity is not Arity.VARIADIC)


def _region_count(op: Operator) -> str:
    """The region count passed to ``_ods_build``."""
    fixed = str(_fixed_regions(op))
    variadic = [f"num_{r.name}" for r in op.regions if r.region.arity is Arity.VARIADIC]
    return " + ".join([fixed, *variadic]) if variadic else fixed


def _snake_param(name: str) -> str:
    """A parameter's value-builder name: snake case, a keyword gets a ``_``."""
    text = snake_case(name)
    return text + "_" if keyword.iskeyword(text) else text


def value_builder_lines(op: Operator, class_name: str, function: str) -> list[str]:
    """The module-level value-builder function (``addi(lhs, rhs) -> Value``)."""
    params = _inference_and_params(op)[1]
    used: set[str] = set()  # snake_case can make two names one, or a keyword
    renamed = [
        Param(
            unique_name(_snake_param(p.name), used),
            p.annotation,
            p.keyword_only,
        )
        for p in params
    ]
    single = len(op.results) == 1 and op.results[0].arity is Arity.SINGLE
    ret = "_ods_ir.OpResult" if single else (class_name if not op.results else "object")
    lines = signature(f"def {function}(", renamed, f") -> {ret}:", "")
    args = [f"{p.name}={q.name}" for p, q in zip(params, renamed)]
    if single:
        return lines + bracketed(f"return {class_name}(", args, ").result", "    ")
    if not op.results:
        return lines + bracketed(f"return {class_name}(", args, ")", "    ")
    lines += bracketed(f"op = {class_name}(", args, ")", "    ")
    return lines + ["    return _ods_ir.results_or_op(op)"]
