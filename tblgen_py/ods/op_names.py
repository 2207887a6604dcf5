"""The name invariants ODS checks when it builds an op (``Operator::assertInvariants``).

Operand, result, region and successor names must be distinct, and none may
make an accessor that overlaps the op API (``getAttributes``, ``getOperation``,
...); no attribute getter may redefine an op method (``getProperties``).
mlir-tblgen stops with these messages; so do we.
"""

from __future__ import annotations

from tblgen_py.ods.constraints import Arity

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tblgen_py.ods.operator import Operator


def camel_from_snake(name: str) -> str:
    """``attribute_names`` -> ``AttributeNames`` (LLVM's ``convertToCamelFromSnakeCase``
    with the first letter capitalized)."""
    if not name:
        return ""
    first = name[0].upper() if name[0].islower() and name[0].isascii() else name[0]
    out = [first]
    pos = 1
    while pos < len(name):
        char = name[pos]
        following = name[pos + 1 : pos + 2]
        if char == "_" and following and following.isascii() and following.islower():
            out.append(following.upper())
            pos += 2
        else:
            out.append(char)
            pos += 1
    return "".join(out)


def _overlaps_op_api(op: Operator, accessor: str) -> bool:
    """Whether ``get<accessor>`` would clash with a method every op has."""
    if accessor in ("AttributeNames", "Attributes", "Operation"):
        return True
    if accessor == "Operands":
        variable = sum(1 for o in op.operands if o.arity.is_variable)
        return len(op.operands) != 1 or variable != 1
    if accessor == "Regions":
        variadic = sum(1 for r in op.regions if r.region.arity is Arity.VARIADIC)
        return len(op.regions) != 1 or variadic != 1
    if accessor == "Type":
        return len(op.results) != 1
    return False


def name_error(op: Operator) -> str | None:
    """The first name invariant ``op`` breaks, as mlir-tblgen words it."""
    seen: dict[str, str] = {}
    groups = (
        ("operands", [o.name for o in op.operands]),
        ("results", [r.name for r in op.results]),
        ("regions", [r.name for r in op.regions]),
        ("successors", [s.name for s in op.successors]),
    )
    for entity, names in groups:
        for name in names:
            if not name:
                continue
            earlier = seen.get(name)
            if earlier == entity:
                return (
                    f"op has a conflict with two {entity} having the same name '{name}'"
                )
            if earlier is not None:
                return (
                    f"op has a conflict with {earlier} and {entity} both having "
                    f"an entry with the name '{name}'"
                )
            seen[name] = entity
            if _overlaps_op_api(op, camel_from_snake(name)):
                return (
                    f"generated accessor for `{name}` overlaps with a default one; "
                    "please rename to avoid overlap"
                )
    return _attribute_overlap(op)


_OP_GETTERS = frozenset({"AttributeNames", "Attributes", "OperationName", "Properties"})
"""``get<Name>()`` methods of every op class an attribute getter would redefine."""


def _attribute_overlap(op: Operator) -> str | None:
    """mlir-tblgen-22's message for an attribute whose getter is an op method
    (it names the line of OpDefinitionsGen.cpp that found the overlap)."""
    for named in op.attributes:
        accessor = camel_from_snake(named.name)
        if accessor in _OP_GETTERS:
            return (
                f"Unexpected overlap when generating `get{accessor}` for "
                f"{op.operation_name} (from line 1399)"
            )
    return None
