"""The verifiers of ``omp``'s device constructs, map entries, cancellation,
``ordered`` and ``critical`` (OpenMPDialect.cpp)."""

from __future__ import annotations

from tblgen_py.dialects._support import lookup_symbol
from tblgen_py.dialects.omp.clause_syntax import map_flags
from tblgen_py.dialects.omp.clauses import items, values, verify_depend_var_list
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerificationError
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.ods.hooks import implement_op


def _defining_op(value: object) -> Operation | None:
    return value.defining_op if isinstance(value, Value) else None


def _verify_map_info_defined(op: Operation, clause: str, group: str) -> None:
    """``verifyMapInfoDefinedArgs``: the clause's operands come from map.info."""
    for var in values(op, group):
        owner = _defining_op(var)
        if owner is None or owner.name != "omp.map.info":
            raise VerifyError(
                f"'{clause}' arguments must be defined by 'omp.map.info' ops"
            )


def _at(op: Operation, message: str) -> VerificationError:
    """``emitError(op->getLoc(), message)``: no op attached."""
    return VerificationError(message, op.location)


def verify_map_clause(op: Operation) -> None:
    """``verifyMapClause``: map entries whose types the construct permits."""
    to_vars: list[object] = []
    from_vars: list[object] = []
    for var in values(op, "map_vars"):
        owner = _defining_op(var)
        if owner is None:
            raise _at(op, "missing map operation")
        if owner.name != "omp.map.info":
            if op.name != "omp.declare_mapper.info":
                raise _at(op, "map argument is not a map entry operation")
            continue
        flags = map_flags(owner.get_attr("map_type"))
        to, from_, delete = "to" in flags, "from" in flags, "del" in flags
        if op.name in ("omp.target_data", "omp.target") and delete:
            raise _at(op, "to, from, tofrom and alloc map types are permitted")
        if op.name == "omp.target_enter_data" and (from_ or delete):
            raise _at(op, "to and alloc map types are permitted")
        if op.name == "omp.target_exit_data" and to:
            raise _at(op, "from, release and delete map types are permitted")
        if op.name == "omp.target_update":
            _verify_update_entry(op, owner, flags, to_vars, from_vars)


def _verify_update_entry(
    op: Operation,
    entry: Operation,
    flags: set[str],
    to_vars: list[object],
    from_vars: list[object],
) -> None:
    to, from_ = "to" in flags, "from" in flags
    if "del" in flags or not (to or from_):
        raise _at(
            op,
            "at least one of to or from map types must be specified, other map "
            "types are not permitted",
        )
    var = values(entry, "var_ptr")[0] if values(entry, "var_ptr") else None
    seen_to = any(var is other for other in to_vars)
    seen_from = any(var is other for other in from_vars)
    if (to and from_) or (to and seen_from) or (from_ and seen_to):
        raise _at(op, "either to or from map types can be specified, not both")
    if flags & {"always", "close", "implicit"}:
        raise _at(op, "present, mapper and iterator map type modifiers are permitted")
    (to_vars if to else from_vars).append(var)


@implement_op("omp.map.info", "verify")
def verify_map_info(op: Operation) -> None:
    """``MapInfoOp::verify``."""
    mapper = op.get_attr("mapper_id")
    if mapper is not None:
        found = lookup_symbol(op, mapper)
        if found is None or found.name != "omp.declare_mapper":
            raise PlainVerifyError("invalid mapper id")
    _verify_map_info_defined(op, "members", "members")


@implement_op("omp.map.bounds", "verify")
def verify_map_bounds(op: Operation) -> None:
    """``MapBoundsOp::verify``."""
    if not values(op, "extent") and not values(op, "upper_bound"):
        raise PlainVerifyError("expected extent or upperbound.")


@implement_op("omp.target_data", "verify")
def verify_target_data(op: Operation) -> None:
    """``TargetDataOp::verify``."""
    if not (
        values(op, "map_vars")
        or values(op, "use_device_ptr_vars")
        or values(op, "use_device_addr_vars")
    ):
        raise PlainVerifyError(
            "At least one of map, use_device_ptr_vars, or use_device_addr_vars "
            "operand must be present"
        )
    _verify_map_info_defined(op, "use_device_ptr", "use_device_ptr_vars")
    _verify_map_info_defined(op, "use_device_addr", "use_device_addr_vars")
    verify_map_clause(op)


def _verify_depend_and_maps(op: Operation) -> None:
    """``TargetEnterDataOp``/``TargetExitDataOp``/``TargetUpdateOp::verify``."""
    verify_depend_var_list(op)
    verify_map_clause(op)


for _name in ("omp.target_enter_data", "omp.target_exit_data", "omp.target_update"):
    implement_op(_name, "verify")(_verify_depend_and_maps)


@implement_op("omp.target", "verify")
def verify_target(op: Operation) -> None:
    """``TargetOp::verify``."""
    verify_depend_var_list(op)
    _verify_map_info_defined(op, "has_device_addr", "has_device_addr_vars")
    verify_map_clause(op)
    maps = op.get_attr("private_maps")
    if maps is not None and len(items(maps)) != len(values(op, "private_vars")):
        raise PlainVerifyError(
            "sizes of `private` operand range and `private_maps` attribute mismatch"
        )


@implement_op("omp.target", "verify_regions")
def verify_target_regions(op: Operation) -> None:
    """``TargetOp::verifyRegions``: at most one nested ``omp.teams``."""
    region = op.regions[0]
    teams = [
        child
        for block in region.blocks[:1]
        for child in block.operations
        if child.name == "omp.teams"
    ]
    if len(teams) > 1:
        raise PlainVerifyError("target containing multiple 'omp.teams' nested ops")


@implement_op("omp.declare_mapper.info", "verify")
def verify_declare_mapper_info(op: Operation) -> None:
    """``DeclareMapperInfoOp::verify``."""
    verify_map_clause(op)


@implement_op("omp.declare_mapper", "verify_regions")
def verify_declare_mapper_regions(op: Operation) -> None:
    """``DeclareMapperOp::verifyRegions``."""
    region = op.regions[0]
    last = region.blocks[0].operations[-1] if region.blocks else None
    if last is None or last.name != "omp.declare_mapper.info":
        raise VerifyError("expected terminator to be a DeclareMapperInfoOp")


# -- cancellation ------------------------------------------------------------------
def _omp_parent(op: Operation) -> Operation | None:
    """``getParentInSameDialect``."""
    parent = op.parent_op
    while parent is not None and not parent.name.startswith("omp."):
        parent = parent.parent_op
    return parent


def _cancel_directive(op: Operation) -> str:
    attr = op.get_attr("cancel_directive")
    return dialect_attr_text(attr, "omp", "cancellationconstructtype").strip()


def _name_of(op: Operation | None) -> str:
    return "" if op is None else op.name


@implement_op("omp.cancel", "verify")
def verify_cancel(op: Operation) -> None:
    """``CancelOp::verify``."""
    kind = _cancel_directive(op)
    parent = _omp_parent(op)
    if parent is None:
        raise VerifyError("Orphaned cancel construct")
    if kind == "parallel" and parent.name != "omp.parallel":
        raise VerifyError("cancel parallel must appear inside a parallel region")
    grand = parent.parent_op
    if kind == "loop":
        if grand is None or grand.name != "omp.wsloop":
            raise VerifyError(
                "cancel loop must appear inside a worksharing-loop region"
            )
        if grand.get_attr("nowait") is not None:
            raise PlainVerifyError(
                "A worksharing construct that is canceled must not have a nowait clause"
            )
        if grand.get_attr("ordered") is not None:
            raise PlainVerifyError(
                "A worksharing construct that is canceled must not have an ordered "
                "clause"
            )
    elif kind == "sections":
        if grand is None or grand.name != "omp.sections":
            raise VerifyError("cancel sections must appear inside a sections region")
        if grand.get_attr("nowait") is not None:
            raise PlainVerifyError(
                "A sections construct that is canceled must not have a nowait clause"
            )
    if kind == "taskgroup" and (
        parent.name != "omp.task" and _name_of(grand) != "omp.taskloop"
    ):
        raise VerifyError("cancel taskgroup must appear inside a task region")


@implement_op("omp.cancellation_point", "verify")
def verify_cancellation_point(op: Operation) -> None:
    """``CancellationPointOp::verify``."""
    kind = _cancel_directive(op)
    parent = _omp_parent(op)
    if parent is None:
        raise VerifyError("Orphaned cancellation point")
    checks = (
        ("parallel", parent.name == "omp.parallel", "parallel", "a parallel"),
        (
            "loop",
            _name_of(parent.parent_op) == "omp.wsloop",
            "loop",
            "a worksharing-loop",
        ),
        ("sections", parent.name == "omp.section", "sections", "a sections"),
        ("taskgroup", parent.name == "omp.task", "taskgroup", "a task"),
    )
    for case, ok, what, where in checks:
        if kind == case and not ok:
            raise VerifyError(
                f"cancellation point {what} must appear inside {where} region"
            )


# -- ordered and critical ------------------------------------------------------------
def _verify_ordered_parent(op: Operation) -> None:
    """``verifyOrderedParent``."""
    has_region = bool(op.regions)
    loop = op.parent_op
    while loop is not None and loop.name != "omp.loop_nest":
        loop = loop.parent_op
    if loop is None:
        if has_region:
            return
        raise VerifyError("must be nested inside of a loop")
    wrapper = loop.parent_op
    if wrapper is not None and wrapper.name == "omp.wsloop":
        ordered = wrapper.get_attr("ordered")
        if ordered is None:
            raise VerifyError(
                "the enclosing worksharing-loop region must have an ordered clause"
            )
        value = int(getattr(ordered, "value", 0))
        if has_region and value != 0:
            raise VerifyError(
                "the enclosing loop's ordered clause must not have a parameter present"
            )
        if not has_region and value == 0:
            raise VerifyError(
                "the enclosing loop's ordered clause must have a parameter present"
            )
    elif wrapper is None or wrapper.name != "omp.simd":
        raise VerifyError(
            "must be nested inside of a worksharing, simd or worksharing simd loop"
        )


@implement_op("omp.ordered", "verify")
def verify_ordered(op: Operation) -> None:
    """``OrderedOp::verify``."""
    _verify_ordered_parent(op)
    wrapper = op.parent_op
    while wrapper is not None and wrapper.name != "omp.wsloop":
        wrapper = wrapper.parent_op
    ordered = None if wrapper is None else wrapper.get_attr("ordered")
    loops = op.get_attr("doacross_num_loops")
    if (
        ordered is None
        or loops is None
        or getattr(ordered, "value", None) != getattr(loops, "value", None)
    ):
        raise VerifyError(
            "number of variables in depend clause does not match number of "
            "iteration variables in the doacross loop"
        )


implement_op("omp.ordered.region", "verify")(_verify_ordered_parent)


@implement_op("omp.critical", "verifySymbolUses")
def verify_critical_symbol_uses(op: Operation) -> None:
    """``CriticalOp::verifySymbolUses``: the name is a critical declaration."""
    name = op.get_attr("name")
    if name is None:
        return
    decl = lookup_symbol(op, name)
    if decl is None or decl.name != "omp.critical.declare":
        raise VerifyError(
            f"expected symbol reference {name} to point to a critical declaration"
        )
