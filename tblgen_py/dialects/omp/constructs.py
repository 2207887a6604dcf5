"""The verifiers of ``omp``'s constructs (OpenMPDialect.cpp): parallel,
teams, sections, single, the loop wrappers, tasks, and the reduction and
privatizer declarations."""

from __future__ import annotations

from tblgen_py.dialects.omp.clauses import (
    LOOP_WRAPPERS,
    composite_missing_error,
    composite_present_error,
    is_composite,
    is_composite_child_leaf,
    is_firstprivate,
    privatizer_arg_type,
    items,
    nested_wrapper,
    values,
    verify_allocate,
    verify_composite_wrapper,
    verify_depend_var_list,
    verify_private_var_list,
    verify_reduction_var_list,
)
from tblgen_py.dialects._support import lookup_symbol, quoted
from tblgen_py.dialects.llvm.calls import function_params
from tblgen_py.dialects.pointer_like import is_pointer_like, pointee_type
from tblgen_py.runtime.ir.operation import (
    IsTerminator,
    NoTerminator,
    Operation,
    VerifyError,
)
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerificationError
from tblgen_py.runtime.ods.hooks import implement_op


def verify_loop_wrapper(op: Operation) -> None:
    """``LoopWrapperInterface::verifyImpl``: one region holding exactly one
    op, another loop wrapper or an ``omp.loop_nest``."""
    if not op.has_trait(NoTerminator) or not _has_ods_trait(op, "SingleBlock"):
        raise VerifyError(
            "loop wrapper must also have the `NoTerminator` and `SingleBlock` traits"
        )
    if len(op.regions) != 1:
        raise VerifyError("loop wrapper does not contain exactly one region")
    nested = [child for block in op.regions[0].blocks for child in block.operations]
    if len(nested) != 1:
        raise VerifyError("loop wrapper does not contain exactly one nested op")
    if nested[0].name != "omp.loop_nest" and nested[0].name not in LOOP_WRAPPERS:
        raise VerifyError(
            "nested in loop wrapper is not another loop wrapper or `omp.loop_nest`"
        )


def _has_ods_trait(op: Operation, name: str) -> bool:
    return name in getattr(type(op), "ODS_TRAITS", ())


for _wrapper in sorted(LOOP_WRAPPERS):
    implement_op(_wrapper, "LoopWrapperInterface")(verify_loop_wrapper)


@implement_op("omp.parallel", "verify")
def verify_parallel(op: Operation) -> None:
    """``ParallelOp::verify``."""
    verify_allocate(op)
    verify_private_var_list(op)
    verify_reduction_var_list(op)


@implement_op("omp.parallel", "verify_regions")
def verify_parallel_regions(op: Operation) -> None:
    """``ParallelOp::verifyRegions``: a composite parallel holds one distribute."""
    children = _body_ops(op)
    distributes = [child for child in children if child.name == "omp.distribute"]
    if len(distributes) > 1:
        raise PlainVerifyError(
            "multiple 'omp.distribute' nested inside of 'omp.parallel'"
        )
    if not distributes:
        if is_composite(op):
            raise PlainVerifyError(
                "'omp.composite' attribute present in non-composite operation"
            )
        return
    if not is_composite(op):
        raise PlainVerifyError(
            "'omp.composite' attribute missing from composite operation"
        )
    for child in children:
        if child is distributes[0] or not child.name.startswith("omp."):
            continue
        if not child.has_trait(IsTerminator):
            raise PlainVerifyError(
                "unexpected OpenMP operation inside of composite 'omp.parallel': "
                + child.name
            )


def _body_ops(op: Operation) -> list[Operation]:
    """The ops of the first block of the op's region (``getOps``)."""
    region = op.regions[0]
    return list(region.blocks[0].operations) if region.blocks else []


def _in_global_implicit_parallel_region(op: Operation) -> bool:
    parent = op.parent_op
    while parent is not None:
        if parent.name.startswith("omp."):
            return False
        parent = parent.parent_op
    return True


@implement_op("omp.teams", "verify")
def verify_teams(op: Operation) -> None:
    """``TeamsOp::verify``."""
    parent = op.parent_op
    if not (parent is not None and parent.name == "omp.target") and (
        not _in_global_implicit_parallel_region(op)
    ):
        raise PlainVerifyError(
            "expected to be nested inside of omp.target or not nested in any "
            "OpenMP dialect operations"
        )
    lower = values(op, "num_teams_lower")
    if lower:
        upper = values(op, "num_teams_upper")
        if not upper:
            raise PlainVerifyError(
                "expected num_teams upper bound to be defined if the lower bound "
                "is defined"
            )
        if lower[0].type != upper[0].type:
            raise PlainVerifyError(
                "expected num_teams upper bound and lower bound to be the same type"
            )
    verify_allocate(op)
    verify_reduction_var_list(op)


@implement_op("omp.sections", "verify")
def verify_sections(op: Operation) -> None:
    """``SectionsOp::verify``."""
    verify_allocate(op)
    verify_reduction_var_list(op)


@implement_op("omp.sections", "verify_regions")
def verify_sections_regions(op: Operation) -> None:
    """``SectionsOp::verifyRegions``: only sections and a terminator."""
    for child in _body_ops(op):
        if child.name not in ("omp.section", "omp.terminator"):
            raise VerifyError("expected omp.section op or terminator op inside region")


@implement_op("omp.single", "verify")
def verify_single(op: Operation) -> None:
    """``SingleOp::verify``."""
    verify_allocate(op)
    _verify_copyprivate(op)


def _verify_copyprivate(op: Operation) -> None:
    """``verifyCopyprivateVarList``: each symbol a two-argument copy function
    over the variable's type."""
    copy_vars = values(op, "copyprivate_vars")
    syms_attr = op.get_attr("copyprivate_syms")
    syms = items(syms_attr)
    if len(syms) != len(copy_vars):
        raise VerifyError(
            f"inconsistent number of copyprivate vars (= {len(copy_vars)}) and "
            f"functions (= {len(syms)}), both must be equal"
        )
    for var, sym in zip(copy_vars, syms):
        func = lookup_symbol(op, sym)
        if func is None or func.name not in ("func.func", "llvm.func"):
            raise VerifyError(
                f"expected symbol reference {sym} to point to a copy function"
            )
        inputs = _argument_types(func)
        if len(inputs) != 2:
            raise VerifyError(f"expected copy function {sym} to have 2 operands")
        if inputs[0] != inputs[1]:
            raise VerifyError(
                f"expected copy function {sym} arguments to have the same type"
            )
        if inputs[0] != str(var.type):
            raise VerifyError(
                f"expected copy function arguments' type ('{inputs[0]}') to be "
                f"the same as copyprivate variable's type ({quoted(var.type)})"
            )


def _argument_types(func: Operation) -> list[str]:
    """The texts of a ``func.func``'s or ``llvm.func``'s argument types."""
    ty = getattr(func.get_attr("function_type"), "value", None)
    inputs = getattr(ty, "inputs", None)
    if isinstance(inputs, (list, tuple)):
        return [str(arg) for arg in inputs]
    return function_params(str(ty))[0] if ty is not None else []


@implement_op("omp.loop", "verify")
def verify_loop(op: Operation) -> None:
    """``LoopOp::verify``."""
    verify_reduction_var_list(op)


def _verify_standalone(op: Operation) -> None:
    """``verifyRegions`` of loop and workshare.loop_wrapper."""
    if is_composite_child_leaf(op) or nested_wrapper(op) is not None:
        raise VerifyError("expected to be a standalone loop wrapper")


implement_op("omp.loop", "verify_regions")(_verify_standalone)
implement_op("omp.workshare.loop_wrapper", "verify_regions")(_verify_standalone)


@implement_op("omp.workshare.loop_wrapper", "verify")
def verify_workshare_loop_wrapper(op: Operation) -> None:
    """``WorkshareLoopWrapperOp::verify``."""
    parent = op.parent_op
    while parent is not None and parent.name != "omp.workshare":
        parent = parent.parent_op
    if parent is None:
        raise VerifyError("must be nested in an omp.workshare")


@implement_op("omp.wsloop", "verify")
def verify_wsloop(op: Operation) -> None:
    """``WsloopOp::verify``."""
    verify_reduction_var_list(op)


@implement_op("omp.wsloop", "verify_regions")
def verify_wsloop_regions(op: Operation) -> None:
    """``WsloopOp::verifyRegions``."""
    message = "only supported nested wrapper is 'omp.simd'"
    if verify_composite_wrapper(op, "omp.simd", message):
        return
    leaf = is_composite_child_leaf(op)
    if is_composite(op) and not leaf:
        raise composite_present_error()
    if not is_composite(op) and leaf:
        raise composite_missing_error()


@implement_op("omp.simd", "verify")
def verify_simd(op: Operation) -> None:
    """``SimdOp::verify``."""
    simdlen = op.get_attr("simdlen")
    safelen = op.get_attr("safelen")
    if simdlen is not None and safelen is not None:
        if int(getattr(simdlen, "value", 0)) > int(getattr(safelen, "value", 0)):
            raise VerifyError(
                "simdlen clause and safelen clause are both present, but the "
                "simdlen value is not less than or equal to safelen value"
            )
    _verify_aligned(op)
    nontemporal = values(op, "nontemporal_vars")
    if len({id(v) for v in nontemporal}) != len(nontemporal):
        raise VerifyError("nontemporal variable used more than once")
    leaf = is_composite_child_leaf(op)
    if not is_composite(op) and leaf:
        raise composite_missing_error()
    if is_composite(op) and not leaf:
        raise composite_present_error()
    for sym in items(op.get_attr("private_syms")):
        privatizer = lookup_symbol(op, sym)
        if privatizer is None or privatizer.name != "omp.private":
            raise PlainVerifyError(f"Cannot find privatizer '{sym}'")
        if is_firstprivate(privatizer):
            raise PlainVerifyError("FIRSTPRIVATE cannot be used with SIMD")


def _verify_aligned(op: Operation) -> None:
    """``verifyAlignedClause``."""
    aligned = values(op, "aligned_vars")
    alignments = op.get_attr("alignments")
    if not aligned:
        if alignments is not None:
            raise VerifyError("unexpected alignment values attribute")
        return
    if alignments is None or len(items(alignments)) != len(aligned):
        raise VerifyError("expected as many alignment values as aligned variables")
    if len({id(v) for v in aligned}) != len(aligned):
        raise VerifyError("aligned variable used more than once")
    for alignment in items(alignments):
        value = getattr(alignment, "value", None)
        if not isinstance(value, int) or isinstance(value, bool):
            raise VerifyError("expected integer alignment")
        if value <= 0:
            raise VerifyError("alignment should be greater than 0")


@implement_op("omp.simd", "verify_regions")
def verify_simd_regions(op: Operation) -> None:
    """``SimdOp::verifyRegions``."""
    if nested_wrapper(op) is not None:
        raise VerifyError("must wrap an 'omp.loop_nest' directly")


@implement_op("omp.distribute", "verify")
def verify_distribute(op: Operation) -> None:
    """``DistributeOp::verify``."""
    if values(op, "dist_schedule_chunk_size") and (
        op.get_attr("dist_schedule_static") is None
    ):
        raise VerifyError("chunk size set without dist_schedule_static being present")
    verify_allocate(op)


@implement_op("omp.distribute", "verify_regions")
def verify_distribute_regions(op: Operation) -> None:
    """``DistributeOp::verifyRegions``."""
    nested = nested_wrapper(op)
    if nested is None:
        if is_composite(op):
            raise composite_present_error()
        return
    if not is_composite(op):
        raise composite_missing_error()
    if nested.name == "omp.wsloop":
        parent = op.parent_op
        if parent is None or parent.name != "omp.parallel" or not is_composite(parent):
            raise PlainVerifyError(
                "an 'omp.wsloop' nested wrapper is only allowed when a composite "
                "'omp.parallel' is the direct parent"
            )
    elif nested.name != "omp.simd":
        raise PlainVerifyError(
            "only supported nested wrappers are 'omp.simd' and 'omp.wsloop'"
        )


@implement_op("omp.task", "verify")
def verify_task(op: Operation) -> None:
    """``TaskOp::verify``."""
    verify_depend_var_list(op)
    verify_reduction_var_list(op, "in_")


@implement_op("omp.taskgroup", "verify")
def verify_taskgroup(op: Operation) -> None:
    """``TaskgroupOp::verify``."""
    verify_reduction_var_list(op, "task_")


@implement_op("omp.taskloop", "verify")
def verify_taskloop(op: Operation) -> None:
    """``TaskloopOp::verify``."""
    verify_allocate(op)
    verify_reduction_var_list(op)
    verify_reduction_var_list(op, "in_")
    reduction_vars = values(op, "reduction_vars")
    if reduction_vars and op.get_attr("nogroup") is not None:
        raise PlainVerifyError(
            "if a reduction clause is present on the taskloop directive, the "
            "nogroup clause must not be specified"
        )
    in_reduction = values(op, "in_reduction_vars")
    if any(any(var is other for other in in_reduction) for var in reduction_vars):
        raise PlainVerifyError(
            "the same list item cannot appear in both a reduction and an "
            "in_reduction clause"
        )
    if values(op, "grainsize") and values(op, "num_tasks"):
        raise PlainVerifyError(
            "the grainsize clause and num_tasks clause are mutually exclusive and "
            "may not appear on the same taskloop directive"
        )


@implement_op("omp.taskloop", "verify_regions")
def verify_taskloop_regions(op: Operation) -> None:
    """``TaskloopOp::verifyRegions``."""
    message = "only supported nested wrapper is 'omp.simd'"
    if not verify_composite_wrapper(op, "omp.simd", message) and is_composite(op):
        raise composite_present_error()


def _region_arg_types(region: Region) -> list[object]:
    return [arg.type for arg in region.blocks[0].arguments] if region.blocks else []


def _yields(region: Region) -> list[Operation]:
    """``getOps<YieldOp>()``: the yields at the top level of the region."""
    return [
        child
        for block in region.blocks
        for child in block.operations
        if child.name == "omp.yield"
    ]


def _check_yields(op: Operation, region: Region, ty: object, what: str) -> None:
    for yield_op in _yields(region):
        types = [value.type for value in yield_op.operands]
        if len(types) != 1 or types[0] != ty:
            raise VerifyError(
                f"expects {what} region to yield a value of the reduction type"
            )


@implement_op("omp.declare_reduction", "verify_regions")
def verify_declare_reduction_regions(op: Operation) -> None:
    """``DeclareReductionOp::verifyRegions``."""
    ty = getattr(op.get_attr("type"), "value", None)
    alloc, init, combiner, atomic, cleanup = op.regions[:5]
    if alloc.blocks:
        _check_yields(op, alloc, ty, "alloc")
    if not init.blocks:
        raise VerifyError("expects non-empty initializer region")
    init_types = _region_arg_types(init)
    if len(init_types) == 1:
        if alloc.blocks:
            raise VerifyError(
                "expects two arguments to the initializer region when an "
                "allocation region is used"
            )
    elif len(init_types) == 2:
        if not alloc.blocks:
            raise VerifyError(
                "expects one argument to the initializer region when no "
                "allocation region is used"
            )
    else:
        raise VerifyError("expects one or two arguments to the initializer region")
    if any(arg != ty for arg in init_types):
        raise VerifyError(
            "expects initializer region argument to match the reduction type"
        )
    _check_yields(op, init, ty, "initializer")
    if not combiner.blocks:
        raise VerifyError("expects non-empty reduction region")
    types = _region_arg_types(combiner)
    if len(types) != 2 or types[0] != types[1] or types[0] != ty:
        raise VerifyError(
            "expects reduction region with two arguments of the reduction type"
        )
    _check_yields(op, combiner, ty, "reduction")
    if atomic.blocks:
        _verify_atomic_reduction(atomic, ty)
    if cleanup.blocks:
        types = _region_arg_types(cleanup)
        if len(types) != 1 or types[0] != ty:
            raise VerifyError(
                "expects cleanup region with one argument of the reduction type"
            )


def _verify_atomic_reduction(region: Region, ty: object) -> None:
    types = _region_arg_types(region)
    if len(types) != 2 or types[0] != types[1]:
        raise VerifyError(
            "expects atomic reduction region with two arguments of the same type"
        )
    pointee = pointee_type(types[0])
    if not is_pointer_like(types[0]) or (pointee is not None and pointee != ty):
        raise VerifyError(
            "expects atomic reduction region arguments to be accumulators "
            "containing the reduction type"
        )


@implement_op("omp.private", "verify_regions")
def verify_private_regions(op: Operation) -> None:
    """``PrivateClauseOp::verifyRegions``: the regions' arguments all of one
    type; init and copy yield a value of it, dealloc yields nothing."""
    arg_type = privatizer_arg_type(op)
    for region in op.regions:
        for ty in _region_arg_types(region):
            if ty != arg_type:
                raise PlainVerifyError(
                    f"Region argument type mismatch: got {quoted(ty)} expected "
                    f"{quoted(arg_type)}."
                )
    init, copy, dealloc = op.regions[:3]
    if init.blocks:
        _verify_privatizer_region(init, 2, "init", True, arg_type)
    firstprivate = is_firstprivate(op)
    if not firstprivate and copy.blocks:
        raise PlainVerifyError("`private` clauses do not require a `copy` region.")
    if firstprivate and not copy.blocks:
        raise PlainVerifyError(
            "`firstprivate` clauses require at least a `copy` region."
        )
    if firstprivate:
        _verify_privatizer_region(copy, 2, "copy", True, arg_type)
    if dealloc.blocks:
        _verify_privatizer_region(dealloc, 1, "dealloc", False, arg_type)


def _verify_privatizer_region(
    region: Region, expected: int, name: str, yields_value: bool, arg_type: object
) -> None:
    count = len(region.blocks[0].arguments)
    if count != expected:
        owner = region.parent
        message = f"`{name}`: expected {expected} region arguments, got: {count}"
        raise VerificationError(message, getattr(owner, "location", None))
    for block in region.blocks:
        last = block.operations[-1] if block.operations else None
        if last is None or not last.has_trait(IsTerminator):
            continue
        if last.successors:
            continue
        if last.name != "omp.yield":
            raise _located(
                last, "expected exit block terminator to be an `omp.yield` op."
            )
        types = [value.type for value in last.operands]
        if not yields_value:
            if types:
                raise _located(last, "Did not expect any values to be yielded.")
            continue
        if len(types) == 1 and types[0] == arg_type:
            continue
        got = ", ".join(quoted(ty) for ty in types) if types else "None"
        raise _located(
            last,
            f"Invalid yielded value. Expected type: {quoted(arg_type)}, got: {got}",
        )


def _located(op: Operation, message: str) -> VerificationError:
    """``mlir::emitError(op->getLoc())``: at the op, without its name."""
    return VerificationError(message, op.location)
