"""Structural verifier: block/terminator rules, dominance, isolation, op hooks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.dialect import operation_attribute_verifier
from tblgen_py.runtime.ir.dominance import DominanceInfo
from tblgen_py.runtime.ir.operation import (
    GraphRegions,
    VerifyError,
    IsolatedFromAbove,
    IsTerminator,
    NoTerminator,
    Operation,
    SymbolTableTrait,
)
from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.ir.value import BlockArgument

__all__ = [
    "PlainVerifyError",
    "VerificationError",
    "VerificationNote",
    "VerifyError",
    "verify",
    "verify_isolation",
]


class PlainVerifyError(VerifyError):
    """A failure reported without the ``'<op>' op`` prefix (MLIR's ``emitError``)."""


@dataclass
class VerificationNote:
    """A note attached to a verification error."""

    message: str
    location: object = None


@dataclass
class VerificationError(MLIRError):
    """The first verification failure: message, location and notes."""

    message: str
    location: object = None
    op: Operation | None = None
    notes: list[VerificationNote] = field(default_factory=list)

    def __str__(self) -> str:
        return self.message


def _op_error(op: Operation, message: str) -> VerificationError:
    return VerificationError(f"'{op.name}' op {message}", op.location, op)


def _error(op: Operation, message: str) -> VerificationError:
    return VerificationError(message, op.location, op)


def _might_have(op: Operation, trait: type) -> bool:
    cls = type(op)
    return not cls.registered or trait in cls.traits


def verify(
    op: Operation,
    allow_unregistered: bool = True,
    loaded_dialects: Mapping[str, object] | None = None,
) -> None:
    """Verify ``op`` and everything nested in it; raise VerificationError.

    ``loaded_dialects`` (``Dialect``s by name, by default those of the
    current context, if any) decide what an unregistered op is: an unknown op
    of a loaded dialect (an error unless the dialect allows unknown
    operations), or an op of an unregistered dialect (allowed by
    ``allow_unregistered``)."""
    if loaded_dialects is None:
        loaded_dialects = getattr(current_context(), "dialects", None)
    _Verifier(allow_unregistered, loaded_dialects or {}).verify_op_and_dominance(op)


class _Verifier:
    __slots__ = ("allow_unregistered", "loaded_dialects")

    def __init__(
        self, allow_unregistered: bool, loaded_dialects: Mapping[str, object]
    ) -> None:
        self.allow_unregistered = allow_unregistered
        self.loaded_dialects = loaded_dialects

    def verify_op_and_dominance(self, op: Operation) -> None:
        self.verify_operation(op)
        if op.regions:
            self.verify_dominance(op, DominanceInfo())

    def verify_operation(self, op: Operation) -> None:
        isolated: list[Operation] = []
        self.on_entrance(op)
        for region in op.regions:
            for block in region.blocks:
                self.block_on_entrance(block)
                for child in block:
                    if child.regions and IsolatedFromAbove in type(child).traits:
                        isolated.append(child)
                    else:
                        self.verify_operation(child)
                self.block_on_exit(block)
        # As MLIR: ops isolated from above are verified (with their dominance)
        # when their parent exits, before the parent's region invariants.
        for nested in isolated:
            self.verify_op_and_dominance(nested)
        self.on_exit(op)

    def on_entrance(self, op: Operation) -> None:
        for use in op.operand_uses:
            if use.value is None:
                raise _error(op, "null operand found")
        self.verify_dialect_attributes(op)
        cls = type(op)
        if cls.registered:
            self.verify_registered(op)
        for index, region in enumerate(op.regions):
            if not region.blocks:
                continue
            if region.blocks[0].uses:
                # MLIR reports this at the op's location without the op attached.
                raise VerificationError(
                    "entry block of region may not have predecessors", op.location
                )

    def verify_dialect_attributes(self, op: Operation) -> None:
        """Each discardable ``dialect.name`` attribute, by its loaded dialect
        (``Dialect::verifyOperationAttribute``)."""
        for name, value in list(op.attributes.items()):
            dialect, dot, _ = name.partition(".")
            if not dot or dialect not in self.loaded_dialects:
                continue
            check = operation_attribute_verifier(dialect)
            if check is None:
                continue
            try:
                check(op, name, value)
            except PlainVerifyError as exc:
                raise _error(op, str(exc)) from None
            except VerifyError as exc:
                raise _op_error(op, str(exc)) from None

    def verify_registered(self, op: Operation) -> None:
        # An op class listing its traits in ``_ODS_VERIFY_ORDER`` verifies
        # those itself, in MLIR's order (from ``verify()``).
        ordered = getattr(type(op), "_ODS_VERIFY_ORDER", ())
        for trait in type(op).traits:
            if trait.__name__ in ordered:
                continue
            try:
                trait.verify_trait(op)
            except PlainVerifyError as exc:
                raise _error(op, str(exc)) from None
            except VerifyError as exc:
                raise _op_error(op, str(exc)) from None
        if IsTerminator in type(op).traits and "IsTerminator" not in ordered:
            block = op.parent
            if block is not None and block.last_op is not op:
                raise _op_error(op, "must be the last operation in the parent block")
        try:
            op.verify()
        except PlainVerifyError as exc:
            raise _error(op, str(exc)) from None
        except VerifyError as exc:
            raise _op_error(op, str(exc)) from None
        if GraphRegions in type(op).traits:
            for index, region in enumerate(op.regions):
                if len(region.blocks) > 1:
                    raise _op_error(
                        op, f"expects graph region #{index} to have 0 or 1 blocks"
                    )

    def on_exit(self, op: Operation) -> None:
        ordered = getattr(type(op), "_ODS_VERIFY_ORDER", ())
        if IsolatedFromAbove in type(op).traits and "IsolatedFromAbove" not in ordered:
            verify_isolation(op)
        if type(op).registered:
            self.verify_region_invariants(op)
        if type(op).registered:
            return
        dialect, dot, _ = op.name.partition(".")
        loaded = self.loaded_dialects.get(dialect) if dot else None
        if loaded is not None:
            if getattr(loaded, "allows_unknown_operations", False):
                return
            raise _error(
                op,
                f"unregistered operation '{op.name}' found in dialect "
                f"('{dialect}') that does not allow unknown operations",
            )
        if self.allow_unregistered:
            return
        raise _op_error(
            op,
            "created with unregistered dialect. If this is intended, please call "
            "allowUnregisteredDialects() on the MLIRContext, or use "
            "-allow-unregistered-dialect with the MLIR opt tool used",
        )

    def verify_region_invariants(self, op: Operation) -> None:
        """Region verifiers (``verify_region_invariants``), then symbol uses."""
        region_verifier = getattr(op, "verify_region_invariants", None)
        try:
            if region_verifier is not None:
                region_verifier()
            if SymbolTableTrait in type(op).traits:
                _verify_unique_symbols(op)
                _verify_symbol_uses(op)
        except _SymbolUseError as exc:
            raise exc.error from None
        except PlainVerifyError as exc:
            raise _error(op, str(exc)) from None
        except VerifyError as exc:
            raise _op_error(op, str(exc)) from None

    def block_on_entrance(self, block: Block) -> None:
        if block.first_op is None:
            if _may_lack_terminator(block):
                return
            owner = block.parent_op
            raise VerificationError(
                "empty block: expect at least a terminator",
                owner.location if owner is not None else None,
            )
        for op in block:
            if op.successor_uses and op is not block.last_op:
                raise _error(
                    op,
                    "operation with block successors must terminate its parent block",
                )

    def block_on_exit(self, block: Block) -> None:
        last = block.last_op
        if last is None:
            return
        for succ in last.successors:
            if succ.parent is not block.parent:
                raise _op_error(last, "branching to block of a different region")
        if _may_lack_terminator(block):
            return
        if not _might_have(last, IsTerminator):
            raise _error(last, f"block with no terminator, has {last}")

    def verify_dominance(self, root: Operation, dom: DominanceInfo) -> None:
        worklist = [root]
        while worklist:
            op = worklist.pop()
            for region in op.regions:
                for block in region.blocks:
                    reachable = dom.is_reachable(block)
                    for child in block:
                        if reachable:
                            _check_operands(child, dom)
                        if (
                            child.regions
                            and IsolatedFromAbove not in type(child).traits
                        ):
                            worklist.append(child)


class _SymbolUseError(Exception):
    """A symbol user's failure, reported at the user."""

    def __init__(self, error: VerificationError) -> None:
        self.error = error


def _verify_unique_symbols(table: Operation) -> None:
    """``verifySymbolTable``: no two ops of the table's region share a name."""
    seen: dict[str, object] = {}
    for region in table.regions[:1]:
        for block in region.blocks:
            for op in block:
                name = op.get_attr("sym_name")
                if not isinstance(name, StringAttr):
                    continue
                if name.value in seen:
                    note = VerificationNote(
                        "see existing symbol definition here", seen[name.value]
                    )
                    raise _SymbolUseError(
                        VerificationError(
                            f"redefinition of symbol named '{name.value}'",
                            op.location,
                            op,
                            [note],
                        )
                    )
                seen[name.value] = op.location


def _verify_symbol_uses(table: Operation) -> None:
    """``verifySymbolUses`` of every nested op, not entering nested tables."""
    for region in table.regions:
        for op in region.ops():
            _verify_symbol_uses_under(op)


def _verify_symbol_uses_under(op: Operation) -> None:
    """``op``'s ``verify_symbol_uses``, then its nested ops' (outside tables)."""
    check = getattr(op, "verify_symbol_uses", None)
    if check is not None:
        try:
            check()
        except PlainVerifyError as exc:
            raise _SymbolUseError(_error(op, str(exc))) from None
        except VerifyError as exc:
            raise _SymbolUseError(_op_error(op, str(exc))) from None
    if SymbolTableTrait in type(op).traits:
        return
    for region in op.regions:
        for nested in region.ops():
            _verify_symbol_uses_under(nested)


def _may_lack_terminator(block: Block) -> bool:
    region = block.parent
    if region is None:
        return True
    if len(region.blocks) != 1:
        return False
    owner = region.parent
    return owner is None or _might_have(owner, NoTerminator)


def _check_operands(op: Operation, dom: DominanceInfo) -> None:
    for index, use in enumerate(op.operand_uses):
        if not dom.properly_dominates(use.value, op):
            raise _dominance_error(op, index)


def _relation(user_block: Block, def_block: Block) -> str:
    r1, r2 = user_block.parent, def_block.parent
    if user_block is def_block:
        return "same block"
    if r1 is r2:
        return "same region"
    if r2 is not None and r1 is not None and r2 is not r1 and r2.is_ancestor(r1):
        return "parent region"
    if r1 is not None and r2 is not None and r1.is_ancestor(r2):
        return "child region"
    return "neither"


_OP_NOTES = {
    "same block": "op in the same block",
    "same region": "op in the same region",
    "parent region": "op in a parent region",
    "child region": "op in a child region",
    "neither": "op is neither in a parent nor in a child region",
}


def _dominance_error(op: Operation, index: int) -> VerificationError:
    error = _error(op, f"operand #{index} does not dominate this use")
    value = op.operand_uses[index].value
    user_block = op.parent
    assert user_block is not None
    def_op = value.defining_op
    if def_op is not None and def_op.parent is not None:
        text = _OP_NOTES[_relation(user_block, def_op.parent)]
        error.notes.append(
            VerificationNote(f"operand defined here ({text})", def_op.location)
        )
        return error
    assert isinstance(value, BlockArgument)
    block = value.block
    owner = block.parent_op
    loc = owner.location if owner is not None else None
    if block.parent is None:
        error.notes.append(VerificationNote(" (block without parent)", loc))
        return error
    rel = _relation(user_block, block)
    where = {
        "same region": "in the same region",
        "parent region": "in a parent region",
        "child region": "in a child region",
    }.get(rel, "neither in a parent nor in a child region")
    number = block.parent.index_of(block)
    error.notes.append(
        VerificationNote(
            f"operand defined as a block argument (block #{number} {where})", loc
        )
    )
    return error


def verify_isolation(isolated: Operation) -> None:
    """Every operand used under ``isolated`` must be defined inside it."""
    for region in isolated.regions:
        for op in region.ops():
            for nested in op.walk_ops():
                for use in nested.operand_uses:
                    def_block = use.value.parent_block
                    def_region = def_block.parent if def_block is not None else None
                    if def_region is not None and region.is_ancestor(def_region):
                        continue
                    error = _op_error(nested, "using value defined outside the region")
                    error.notes.append(
                        VerificationNote(
                            "required by region isolation constraints",
                            isolated.location,
                        )
                    )
                    raise error
