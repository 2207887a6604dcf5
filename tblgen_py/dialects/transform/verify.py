"""Verifiers of the transform dialect's core ops (MLIR's ``TransformOps.cpp``):
``transform.split_handle``, ``transform.foreach``, ``transform.foreach_match``,
``transform.sequence`` and ``transform.apply_registered_pass``.

Not ported: the checks that read which handles the transform ops consume
(``checkDoubleConsume``) and the symbol uses of ``foreach_match``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.transform.handles import (
    HANDLE,
    handle_kind,
    implement_same_interface,
)
from tblgen_py.dialects.transform.named_sequence import implements, is_transform_op
from tblgen_py.dialects.transform.top_level import (
    has_terminator,
    verify_top_level_trait,
)
from tblgen_py.runtime.ir.attributes import ArrayAttr, DictionaryAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.verifier import (
    VerificationError,
    VerificationNote,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView


@implement_op("transform.split_handle", "verify")
def verify_split_handle(op: Operation) -> None:
    """A valid overflow result; results of the handle's kind."""
    overflow = op.get_attr("overflow_result")
    if overflow is not None and not getattr(overflow, "value", 0) < len(op.results):
        raise VerifyError("overflow_result is not a valid result index")
    handle = op.operand_uses[0].value.type
    for result in op.results:
        if not implement_same_interface(handle, result.type):
            raise VerifyError(
                "expects result types to implement the same transform interface "
                "as the operand type"
            )


@implement_op("transform.foreach", "verify")
def verify_foreach(op: Operation) -> None:
    """Targets match the body's arguments, results the yielded values."""
    block = op.regions[0].blocks[0]
    targets = [use.value.type for use in op.operand_uses]
    args = [arg.type for arg in block.arguments]
    if len(targets) != len(args):
        raise VerifyError(
            "expects the same number of targets as the body has block arguments"
        )
    if targets != args:
        raise VerifyError(
            "expects co-indexed targets and the body's block arguments to have "
            "the same op/value/param type"
        )
    last = block.last_op
    yielded = [use.value.type for use in last.operand_uses] if last is not None else []
    results = [result.type for result in op.results]
    if len(results) != len(yielded):
        raise VerifyError(
            "expects the same number of results as the yield terminator has operands"
        )
    if results != yielded:
        raise VerifyError(
            "expects co-indexed results and yield operands to have the same "
            "op/value/param type"
        )


@implement_op("transform.foreach_match", "verify")
def verify_foreach_match(op: Operation) -> None:
    """As many actions as matchers, and at least one pair."""
    matchers = getattr(op.get_attr("matchers"), "elements", ())
    actions = getattr(op.get_attr("actions"), "elements", ())
    if len(matchers) != len(actions):
        raise VerifyError("expected the same number of matchers and actions")
    if not matchers:
        raise VerifyError("expected at least one match/action pair")


@implement_op("transform.sequence", "verify")
def verify_sequence(op: Operation) -> None:
    """Extra bindings need a root; children are transform ops; the terminator
    yields the result types."""
    verify_top_level_trait(op)
    segments = getattr(op.get_attr("operandSegmentSizes"), "values", (0, 0))
    if not segments[0] and len(segments) > 1 and segments[1]:
        raise VerifyError("does not expect extra operands when used as top-level")
    block = op.regions[0].blocks[0]
    ops = list(block)
    for child in ops[:-1]:
        if not is_transform_op(child):
            raise VerificationError(
                f"'{op.name}' op expected children ops to implement "
                "TransformOpInterface",
                op.location,
                op,
                [VerificationNote("op without interface", child.location)],
            )
    last = block.last_op
    if last is None or not has_terminator(op):
        raise VerifyError("expects to have a terminator in the body")
    yielded = [use.value.type for use in last.operand_uses]
    if yielded != [result.type for result in op.results]:
        raise VerificationError(
            f"'{op.name}' op expects the types of the terminator operands to "
            "match the types of the result",
            op.location,
            op,
            [VerificationNote("terminator", last.location)],
        )


@implement_op("transform.cast", "areCastCompatible")
def cast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """``CastOp::areCastCompatible``: both are operation handles."""
    return all(handle_kind(ty) == HANDLE for ty in (*inputs[:1], *outputs[:1]))


@implement_op("transform.num_associations", "verify")
def verify_num_associations(op: Operation) -> None:
    """The result type accepts an ``i64`` attribute (``checkPayload``)."""
    result = op.results[0].type
    if getattr(result, "MNEMONIC", None) != "param":
        return
    element = getattr(result, "type_", None)
    if element != IntegerType.get(64):
        raise VerificationError(
            "expected the type of the parameter attribute ('i64') to match the "
            f"parameter type ('{element}')",
            op.location,
            op,
        )


def _verify_children_implement(op: Operation, interface: str) -> None:
    """Every op in the entry block of ``op``'s first region (if any)
    implements ``interface``; the first that does not gets MLIR's error and
    its note."""
    for block in op.regions[0].blocks[:1] if op.regions else []:
        for child in block:
            if not implements(child, interface):
                raise VerificationError(
                    f"'{op.name}' op expected children ops to implement {interface}",
                    op.location,
                    op,
                    [VerificationNote("op without interface", child.location)],
                )


@implement_op("transform.apply_patterns", "verify")
def verify_apply_patterns(op: Operation) -> None:
    """Its region holds pattern descriptors only."""
    _verify_children_implement(op, "PatternDescriptorOpInterface")


@implement_op("transform.func.cast_and_call", "verify")
def verify_cast_and_call(op: OpView) -> None:
    """``CastAndCallOp::verify``: type converter builders in the region, and a
    function given by handle or by name, not both."""
    _verify_children_implement(op, "TypeConverterBuilderOpInterface")
    handle = bool(op._ods_operands(3))
    named = op.get_attr("function_name") is not None
    if not handle and not named:
        raise VerifyError("expected a function handle or name to call")
    if handle and named:
        raise VerifyError("function handle and name are mutually exclusive")


@implement_op("transform.apply_registered_pass", "verify")
def verify_apply_registered_pass(op: OpView) -> None:
    """Each dynamic option operand is named by exactly one
    ``#transform.param_operand<index = i>`` of the options (arrays looked
    into)."""
    dynamic = len(op._ods_operands(1))
    unused = set(range(dynamic))
    pending = [value for _, value in _named_values(op.get_attr("options"))]
    while pending:
        value = pending.pop(0)
        if getattr(value, "DIALECT_MNEMONIC", None) == ("transform", "param_operand"):
            index = int(getattr(getattr(value, "index", None), "value", -1))
            if not 0 <= index < dynamic:
                raise VerifyError(
                    f"dynamic option index {index} is out of bounds for the "
                    f"number of dynamic options: {dynamic}"
                )
            if index not in unused:
                raise VerifyError(
                    f"dynamic option index {index} is already used in options"
                )
            unused.discard(index)
        elif isinstance(value, ArrayAttr):
            pending[:0] = list(value.elements)
    if unused:
        raise VerifyError(
            "a param operand does not have a corresponding param_operand attr in "
            "the options dict"
        )


def _named_values(attr: object) -> list[tuple[str, object]]:
    """The ``(name, value)`` entries of a dictionary attribute (none if absent)."""
    return list(attr.items) if isinstance(attr, DictionaryAttr) else []


@implement_op("transform.bufferization.one_shot_bufferize", "verify")
def verify_one_shot_bufferize(op: Operation) -> None:
    """``OneShotBufferizeOp::verify``: a known copy op; the debugging
    options only with ``test_analysis_only``."""
    copy = getattr(op.get_attr("memcpy_op"), "value", "memref.copy")
    if copy not in ("memref.copy", "linalg.copy"):
        raise VerifyError("unsupported memcpy op")
    analysis_only = bool(getattr(op.get_attr("test_analysis_only"), "value", False))
    for option in ("print_conflicts", "dump_alias_sets"):
        if getattr(op.get_attr(option), "value", False) and not analysis_only:
            raise VerifyError(f"'{option}' requires 'test_analysis_only'")


@implement_op("transform.apply_conversion_patterns", "verify")
def verify_apply_conversion_patterns(op: Operation) -> None:
    """``ApplyConversionPatternsOp::verify``: pattern descriptors in the
    first region; the optional second region holds one type converter
    builder.  Not ported: the descriptors' ``verifyTypeConverter``."""
    if len(op.regions) not in (1, 2):
        raise VerifyError("expected 1 or 2 regions")
    for block in op.regions[0].blocks[:1]:
        for child in block:
            if not implements(child, "ConversionPatternDescriptorOpInterface"):
                raise VerificationError(
                    f"'{op.name}' op expected pattern children ops to implement "
                    "ConversionPatternDescriptorOpInterface",
                    op.location,
                    op,
                    [VerificationNote("op without interface", child.location)],
                )
    if len(op.regions) != 2 or not op.regions[1].blocks:
        return
    ops = list(op.regions[1].blocks[0])
    if len(ops) != 1:
        raise VerifyError("expected exactly one op in default type converter region")
    if not implements(ops[0], "TypeConverterBuilderOpInterface"):
        raise VerificationError(
            f"'{op.name}' op expected default converter child op to implement "
            "TypeConverterBuilderOpInterface",
            op.location,
            op,
            [VerificationNote("op without interface", ops[0].location)],
        )


@implement_op("transform.apply_conversion_patterns.dialect_to_llvm", "verify")
def verify_dialect_to_llvm(op: Operation) -> None:
    """``ApplyToLLVMConversionPatternsOp::verify``: the dialect is one the
    context has (or loads).  Not ported: whether it implements
    ``ConvertToLLVMPatternInterface``."""
    name = getattr(op.get_attr("dialect_name"), "value", "")
    context = current_context()
    load = getattr(context, "get_or_load_dialect", None)
    if callable(load) and load(name) is None:
        raise VerifyError(f"unknown dialect or dialect not loaded: {name}")
