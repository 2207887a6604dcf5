"""Invalid op assembly formats and the error ``mlir-tblgen-22 --gen-op-defs``
gives for each (shared by the unit test and the differential test).

Each case is one op, ``fmt.case``, in a file of its own: the format string,
the op's declarations and the expected first error.
"""

from __future__ import annotations

from typing import NamedTuple


class FormatCase(NamedTuple):
    """One invalid format."""

    name: str
    format: str
    decls: str
    message: str


HEADER = """\
include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
"""

FORMAT_COLUMN = 26
"""The column of a format's first character."""


def dialect_of(index: int) -> str:
    """The dialect of case ``index``."""
    return f"fmt{index}"


def selector(index: int) -> str:
    """The ``-op-include-regex`` that selects case ``index`` alone."""
    return f"^{dialect_of(index)}\\.case$"


def cases_source() -> tuple[str, list[tuple[int, int]]]:
    """One ``.td`` text holding every case, each op in a dialect of its own,
    and for each case (the line of its def, the line of its format)."""
    lines = HEADER.splitlines()
    where = []
    for index, case in enumerate(CASES):
        name = dialect_of(index)
        lines.append(f'def {name.title()}_Dialect : Dialect {{ let name = "{name}"; }}')
        lines.append(
            f'def {name.title()}_CaseOp : Op<{name.title()}_Dialect, "case"> {{'
        )
        where.append((len(lines), len(lines) + 1))
        lines.append(f"  let assemblyFormat = [{{{case.format}}}];")
        lines.extend(f"  {line}" for line in case.decls.splitlines() if line)
        lines.append("}")
    return "\n".join(lines) + "\n", where


def _c(name: str, fmt: str, message: str, decls: str = "") -> FormatCase:
    return FormatCase(name, fmt, decls, message)


I32_IN = "let arguments = (ins I32:$lhs);"
OPT_IN = "let arguments = (ins Optional<AnyInteger>:$maybe);"
VAR_IN = "let arguments = (ins Variadic<AnyType>:$vals);"
ANY_OUT = "let results = (outs AnyType:$res);"
OPT_ATTR = "let arguments = (ins OptionalAttr<I64Attr>:$count);"
REGION = "let regions = (region AnyRegion:$body);"
SUCC = "let successors = (successor AnySuccessor:$dest);"

CASES: tuple[FormatCase, ...] = (
    # Lexing.
    _c("bad_char", "attr-dict %", "unexpected character"),
    _c("open_literal", "attr-dict `abc", "unexpected end of file in literal"),
    _c("open_string", 'custom<Fn>("abc', "unexpected end of file in string"),
    _c("dollar_alone", "$ attr-dict", "expected variable name"),
    # Literals.
    _c(
        "digit_literal",
        "`7` attr-dict",
        "expected valid literal but got '7': single character literal must be a "
        "letter or one of '_:,=<>()[]{}?+-*'",
    ),
    _c(
        "colon_keyword",
        "`:kw` attr-dict",
        "expected valid literal but got ':kw': valid keyword starts with a letter or '_'",
    ),
    _c(
        "dash_keyword",
        "`kw-x` attr-dict",
        "expected valid literal but got 'kw-x': keywords should contain only alphanum, "
        "'_', '$', or '.' characters",
    ),
    _c(
        "literal_in_type",
        "type(`x`) attr-dict",
        "literals may only be used in the top-level section of the format",
    ),
    _c(
        "string_top",
        '"text" attr-dict',
        "strings may only be used as 'custom' directive arguments",
    ),
    _c(
        "bare_identifier",
        "attr-dict word",
        "expected literal, variable, directive, or optional group",
    ),
    # attr-dict / prop-dict.
    _c(
        "no_attr_dict",
        "$lhs",
        "'attr-dict' directive not found in custom assembly format",
        I32_IN,
    ),
    _c("empty_format", "", "'attr-dict' directive not found in custom assembly format"),
    _c(
        "attr_dict_twice",
        "attr-dict-with-keyword attr-dict",
        "'attr-dict' directive has already been seen",
    ),
    _c(
        "attr_dict_in_type",
        "type(attr-dict)",
        "'attr-dict' directive can only be used as a top-level directive",
    ),
    _c(
        "prop_dict_twice",
        "prop-dict prop-dict attr-dict",
        "'prop-dict' directive has already been seen",
    ),
    _c("params_in_op", "params attr-dict", "unsupported directive kind"),
    # Variables.
    _c(
        "unknown_var",
        "$nothing attr-dict",
        "expected variable to refer to an argument, region, result, or successor",
    ),
    _c(
        "attr_twice",
        "$count $count attr-dict",
        "attribute 'count' is already bound",
        OPT_ATTR,
    ),
    _c(
        "operand_twice",
        "$lhs `,` $lhs attr-dict `:` type($lhs)",
        "operand 'lhs' is already bound",
        I32_IN,
    ),
    _c(
        "operand_after_operands",
        "operands $lhs attr-dict",
        "operand 'lhs' is already bound",
        I32_IN,
    ),
    _c(
        "result_top",
        "$res attr-dict",
        "result variables can can only be used as a child to a 'type' directive",
        ANY_OUT,
    ),
    _c(
        "attr_in_type",
        "$count attr-dict `:` type($count)",
        "attributes cannot be used as children to a `type` directive",
        OPT_ATTR,
    ),
    _c(
        "prop_in_type",
        "$flag type($flag) attr-dict",
        "properties cannot be used as children to a `type` directive",
        "let arguments = (ins I32Prop:$flag);",
    ),
    _c(
        "prop_twice",
        "$flag $flag attr-dict",
        "property 'flag' is already bound",
        "let arguments = (ins I32Prop:$flag);",
    ),
    _c(
        "region_twice",
        "$body $body attr-dict",
        "region 'body' is already bound",
        REGION,
    ),
    _c(
        "region_in_type",
        "type($body) attr-dict",
        "regions can only be used at the top level or in a ref directive",
        REGION,
    ),
    _c(
        "successor_twice",
        "$dest $dest attr-dict",
        "successor 'dest' is already bound",
        SUCC,
    ),
    _c(
        "successor_in_type",
        "type($dest) attr-dict",
        "successors can only be used at the top level or in a ref directive",
        SUCC,
    ),
    # Missing elements.
    _c("operand_missing", "attr-dict", "operand #0, named 'lhs', not found", I32_IN),
    _c(
        "region_missing",
        "attr-dict-with-keyword",
        "region #0, named 'body', not found",
        REGION,
    ),
    _c("successor_missing", "attr-dict", "successor #0, named 'dest', not found", SUCC),
    _c(
        "operand_type_missing",
        "$vals attr-dict",
        "type of operand #0, named 'vals', is not buildable and a buildable type cannot "
        "be inferred",
        VAR_IN,
    ),
    _c(
        "result_type_missing",
        "attr-dict",
        "type of result #0, named 'res', is not buildable and a buildable type cannot be "
        "inferred",
        ANY_OUT,
    ),
    _c(
        "variadic_result_buildable",
        "attr-dict",
        "type of result #0, named 'outs', is not buildable and a buildable type cannot be "
        "inferred",
        "let results = (outs Variadic<I32>:$outs);",
    ),
    # Directives.
    _c(
        "type_nested",
        "type(type($lhs)) attr-dict",
        "'type' cannot be used as a child of another `type`",
        I32_IN,
    ),
    _c("type_no_paren", "type attr-dict", "expected '(' before argument list"),
    _c("type_unclosed", "type(operands attr-dict", "expected ')' after argument list"),
    _c(
        "type_bad_arg",
        "type(regions) attr-dict",
        "'regions' is only valid as a top-level directive",
    ),
    _c(
        "type_twice",
        "$lhs type($lhs) type($lhs) attr-dict",
        "'type' of 'lhs' is already bound",
        I32_IN,
    ),
    _c(
        "operands_type_twice",
        "operands type($lhs) type(operands) attr-dict",
        "'operands' 'type' is already bound",
        I32_IN,
    ),
    _c(
        "results_type_twice",
        "type(results) attr-dict type(results)",
        "'results' 'type' is already bound",
        ANY_OUT,
    ),
    _c(
        "results_top",
        "results attr-dict",
        "'results' directive can can only be used as a child to a 'type' directive",
    ),
    _c(
        "operands_twice",
        "operands operands attr-dict",
        "'operands' directive creates overlap in format",
    ),
    _c(
        "regions_overlap",
        "$body regions attr-dict",
        "'regions' directive creates overlap in format",
        REGION,
    ),
    _c(
        "successors_overlap",
        "successors successors attr-dict",
        "'successors' directive creates overlap in format",
    ),
    _c(
        "successors_in_type",
        "type(successors) attr-dict",
        "'successors' is only valid as a top-level directive",
    ),
    _c(
        "functional_nested",
        "type(functional-type(operands, results)) attr-dict",
        "'functional-type' is only valid as a top-level directive",
    ),
    _c(
        "functional_no_comma",
        "functional-type(operands results) attr-dict",
        "expected ',' after inputs argument",
    ),
    _c(
        "qualified_operand",
        "qualified($lhs) attr-dict `:` type($lhs)",
        "'qualified' directive expects an attribute or a `type` directive",
        I32_IN,
    ),
    _c(
        "oilist_no_paren",
        "oilist `a` attr-dict",
        "expected '(' before oilist argument list",
    ),
    _c("oilist_empty", "oilist() attr-dict", "expected literal, but got ')'"),
    _c(
        "oilist_required_attr",
        "oilist(`n` $num) attr-dict",
        "only optional attributes can be used in an oilist parsing group",
        "let arguments = (ins I64Attr:$num);",
    ),
    _c(
        "oilist_single_operand",
        "oilist(`v` $lhs `:` type($lhs)) attr-dict",
        "only variable length operands can be used within an oilist parsing group",
        I32_IN,
    ),
    _c(
        "oilist_adjacent",
        "oilist(`a` | `b`) oilist(`b` | `c`) attr-dict",
        "format ambiguity because b is used in two adjacent oilist elements.",
    ),
    _c(
        "oilist_literal",
        "oilist(`a` | `b`) `a` attr-dict",
        "format ambiguity because a is used both in oilist element and the adjacent "
        "literal.",
    ),
    # ref and custom.
    _c(
        "ref_top",
        "$lhs ref($lhs) attr-dict `:` type($lhs)",
        "'ref' is only valid within a `custom` directive",
        I32_IN,
    ),
    _c(
        "ref_unbound_operand",
        "custom<Fn>(ref($lhs)) $lhs attr-dict `:` type($lhs)",
        "operand 'lhs' must be bound before it is referenced",
        I32_IN,
    ),
    _c(
        "ref_unbound_attr",
        "custom<Fn>(ref($count)) attr-dict",
        "attribute 'count' must be bound before it is referenced",
        OPT_ATTR,
    ),
    _c(
        "ref_unbound_type",
        "$lhs custom<Fn>(ref(type($lhs))) attr-dict",
        "'ref' of 'type($lhs)' is not bound by a prior 'type' directive",
        I32_IN,
    ),
    _c(
        "ref_unbound_operands",
        "custom<Fn>(ref(operands)) attr-dict",
        "'ref' of 'operands' is not bound by a prior 'operands' directive",
    ),
    _c(
        "ref_unbound_attr_dict",
        "custom<Fn>(ref(attr-dict)) attr-dict",
        "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
    ),
    _c(
        "ref_unbound_regions",
        "custom<Fn>(ref(regions)) attr-dict",
        "'ref' of 'regions' is not bound by a prior 'regions' directive",
    ),
    _c(
        "ref_unbound_prop",
        "custom<Fn>(ref($flag)) attr-dict",
        "property 'flag' must be bound before it is referenced",
        "let arguments = (ins I32Prop:$flag);",
    ),
    _c(
        "custom_no_angle",
        "custom(Fn) attr-dict",
        "expected '<' before custom directive name",
    ),
    _c(
        "custom_no_name",
        "custom<>() attr-dict",
        "expected custom directive name identifier",
    ),
    _c(
        "custom_no_close",
        "custom<Fn() attr-dict",
        "expected '>' after custom directive name",
    ),
    _c(
        "custom_no_args",
        "custom<Fn> attr-dict",
        "expected '(' before custom directive parameters",
    ),
    _c(
        "custom_operands",
        "custom<Fn>(operands) attr-dict",
        "only variables and types may be used as parameters to a custom directive",
    ),
    _c(
        "custom_type_operands",
        "custom<Fn>(type(operands)) attr-dict",
        "type directives within a custom directive may only refer to variables",
    ),
    _c(
        "custom_nested",
        "custom<Fn>(custom<Gn>($count)) attr-dict",
        "`custom` can only be used at the top-level context or within a `struct` "
        "directive",
        OPT_ATTR,
    ),
    # Optional groups.
    _c(
        "group_in_type",
        "type(($count^)?) attr-dict",
        "optional groups can only be used as top-level elements",
        OPT_ATTR,
    ),
    _c(
        "group_no_anchor",
        "(`x` $count)? attr-dict",
        "optional group has no anchor element",
        OPT_ATTR,
    ),
    _c(
        "group_two_anchors",
        "(`x` $count^ $maybe^)? attr-dict",
        "only one element can be marked as the anchor of an optional group",
        "let arguments = (ins OptionalAttr<I64Attr>:$count, Optional<I32>:$maybe);",
    ),
    _c(
        "group_no_question",
        "($count^) attr-dict",
        "expected '?' after optional group",
        OPT_ATTR,
    ),
    _c(
        "group_else_paren",
        "($count^): attr-dict",
        "expected '(' to start else branch of optional group",
        OPT_ATTR,
    ),
    _c(
        "group_required_attr_anchor",
        "($num^)? attr-dict",
        "only optional or default-valued attributes can be used to anchor an optional "
        "group",
        "let arguments = (ins I64Attr:$num);",
    ),
    _c(
        "group_single_operand",
        "($lhs^ `:` type($lhs))? attr-dict",
        "only variable length operands can be used within an optional group",
        I32_IN,
    ),
    _c(
        "group_literal_anchor",
        "(`kw`^ $count)? attr-dict",
        "only variables and types can be used to anchor an optional group",
        OPT_ATTR,
    ),
    _c(
        "group_attr_dict",
        "(attr-dict^)?",
        "only literals, types, and variables can be used within an optional group",
    ),
    _c(
        "group_first_type",
        "(type($maybe) $maybe^)? attr-dict",
        "first parsable element of an optional group must be a literal, variable, "
        "or custom directive",
        OPT_IN,
    ),
    _c(
        "group_prop_anchor",
        "($flag^)? attr-dict",
        "only properties with default values that can be optionally parsed (have the "
        "`let optionalParser = ...` field defined) can be used to anchor an optional "
        "group",
        "let arguments = (ins I32Prop:$flag);",
    ),
    # Ambiguities.
    _c(
        "colon_after_attr",
        "$any `:` attr-dict",
        "format ambiguity caused by `:` literal found after attribute `any` which does "
        "not have a buildable type",
        "let arguments = (ins AnyAttr:$any);",
    ),
    _c(
        "colon_after_optional",
        "$any (`,` $count^)? `:` attr-dict",
        "format ambiguity caused by `:` literal found after attribute `any` which does "
        "not have a buildable type",
        "let arguments = (ins AnyAttr:$any, OptionalAttr<I64Attr>:$count);",
    ),
    _c(
        "attr_dict_region",
        "attr-dict $body",
        "format ambiguity caused by `attr-dict` directive followed by region `body`",
        REGION,
    ),
)
