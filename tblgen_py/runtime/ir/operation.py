"""Operations: name, operands, results, attributes, regions, successors."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from sys import intern
from typing import TYPE_CHECKING, ClassVar, NoReturn, TypeVar

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.block import Block, BlockOperand
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import OpOperand, OpResult, Value

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.op_handle import OperationHandle
    from tblgen_py.runtime.ir.walk import WalkCallback, WalkOrder, WalkResult

OpT = TypeVar("OpT", bound="Operation")


class _NoRegions(list[Region]):
    """The one shared (and unchangeable) region list of every region-less op.

    Sharing it spares region-less ops a list of their own, and the walks and
    rewrite drivers, which test ``op.regions`` on every op, a memory access.
    """

    __slots__ = ()

    def _immutable(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("the region list of an operation cannot be changed")

    append = extend = insert = pop = remove = clear = _immutable
    sort = reverse = __setitem__ = __delitem__ = __iadd__ = __imul__ = _immutable


_NO_REGIONS: list[Region] = _NoRegions()


class VerifyError(MLIRError):
    """Raised by op ``verify()`` hooks; the verifier prefixes ``'name' op``."""


class OpTrait:
    """Marker base of op traits; traits are data on op classes."""

    @classmethod
    def verify_trait(cls, op: Operation) -> None:
        """Check the trait's invariant on ``op``; raise VerifyError on failure."""


class IsTerminator(OpTrait):
    """The op must be the last operation of its block."""


class NoTerminator(OpTrait):
    """The op's single-block regions need no terminator."""


class IsolatedFromAbove(OpTrait):
    """Regions of the op may not use values defined outside of it."""


class SingleBlock(OpTrait):
    """Every region of the op has at most one block."""

    @classmethod
    def verify_trait(cls, op: Operation) -> None:
        """Each region holds zero or one block."""
        for index, region in enumerate(op.regions):
            if len(region.blocks) > 1:
                raise VerifyError(f"expects region #{index} to have 0 or 1 blocks")


class SymbolTableTrait(OpTrait):
    """The op's single region holds symbols with unique names."""


class SymbolTrait(OpTrait):
    """The op defines a symbol through its ``sym_name`` attribute."""


class GraphRegions(OpTrait):
    """The op's regions are graph regions (no SSA dominance)."""


class IRMapping:
    """Maps values and blocks of an original IR to their clones."""

    __slots__ = ("values", "blocks", "ops")

    def __init__(self) -> None:
        self.values: dict[Value, Value] = {}
        self.blocks: dict[Block, Block] = {}
        self.ops: dict[Operation, Operation] = {}

    def map(self, old: Value, new: Value) -> None:
        """Record that ``old`` is replaced by ``new``."""
        self.values[old] = new

    def lookup(self, value: Value) -> Value:
        """The mapped value, or ``value`` itself when unmapped."""
        return self.values.get(value, value)

    def lookup_block(self, block: Block) -> Block:
        """The mapped block, or ``block`` itself when unmapped."""
        return self.blocks.get(block, block)


class Operation:
    """A generic MLIR operation; registered op classes subclass it."""

    __slots__ = (
        "name",
        "operand_uses",
        "results",
        "properties",
        "attributes",
        "regions",
        "successor_uses",
        "location",
        "parent",
        "prev",
        "next",
        "__weakref__",
    )

    OPERATION_NAME: ClassVar[str] = ""
    traits: ClassVar[frozenset[type[OpTrait]]] = frozenset()
    registered: ClassVar[bool] = False
    default_dialect: ClassVar[str] = ""
    """Dialect whose prefix custom-form op names may omit inside this op's regions."""
    _ODS_INHERENT: ClassVar[frozenset[str]] = frozenset()
    """The names of the op's inherent attributes (held as properties)."""
    _ODS_DEFAULTS: ClassVar[tuple[tuple[str, object], ...]] = ()
    _ODS_SEGMENT_GROUPS: ClassVar[tuple[tuple[str, int], ...]] = ()
    """``(operandSegmentSizes | resultSegmentSizes, group count)`` of each
    attribute-sized value list: a property MLIR always holds."""
    """``(name, default)`` of each default-valued inherent attribute: MLIR text
    (parsed with the context's dialects) or a callable building the attribute
    (see ``Context.op_defaults``)."""
    _ODS_OPTIONAL_DEFAULTS: ClassVar[tuple[tuple[str, object], ...]] = ()
    """``(name, default)`` of the optional attributes with a default
    (``DefaultValuedOptionalAttr``): never filled in, but a declarative format
    elides them when equal to it (``Context.printed_defaults``)."""

    def __init__(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[object] = (),
        properties: object = None,
        attributes: dict[str, object] | None = None,
        regions: int | Iterable[Region] = 0,
        successors: Sequence[Block] = (),
        location: object = None,
    ) -> None:
        self._init(
            name,
            operands,
            result_types,
            properties,
            attributes,
            regions,
            successors,
            location,
        )

    def _init(
        self,
        name: str,
        operands: Sequence[Value],
        result_types: Sequence[object],
        properties: object,
        attributes: dict[str, object] | None,
        regions: int | Iterable[Region],
        successors: Sequence[Block],
        location: object,
    ) -> None:
        # One string per name (a parser slices a new one per op): less memory,
        # and the drivers' name-keyed lookups compare by identity.
        self.name = intern(name)
        self.parent: Block | None = None
        self.prev: Operation | None = None
        self.next: Operation | None = None
        # Tuples: their items sit in the object itself (one memory access less
        # than a list's), and an empty one is shared.
        self.operand_uses: tuple[OpOperand, ...] = (
            uses_of(self, operands) if operands else ()
        )
        # A tuple too, built without a list for the common single result: the
        # driver's dead-op test and every replacement read it.
        if not result_types:
            self.results: tuple[OpResult, ...] = ()
        elif len(result_types) == 1:
            result = OpResult()
            result.type = result_types[0]
            result.uses = []
            result.op = self
            result.index = 0
            self.results = (result,)
        else:
            self.results = tuple(
                [_result(self, t, i) for i, t in enumerate(result_types)]
            )
        self.properties: object = properties
        """Inherent attributes: a name -> attribute dict, one attribute, or None."""
        self.attributes: dict[str, object] = {} if attributes is None else attributes
        if not regions:
            self.regions = _NO_REGIONS
        else:
            self._init_regions(regions)
        self.successor_uses: tuple[BlockOperand, ...] = (
            tuple([BlockOperand(self, i, b) for i, b in enumerate(successors)])
            if successors
            else ()
        )
        self.location = location

    def _init_regions(self, regions: int | Iterable[Region]) -> None:
        """Own ``regions`` (or that many new ones)."""
        if isinstance(regions, int):
            self.regions = [Region() for _ in range(regions)]
        else:
            self.regions = list(regions) or _NO_REGIONS
        for region in self.regions:
            if region.parent is not None:
                raise ValueError("region already belongs to an operation")
            region.parent = self

    @classmethod
    def create(
        cls: type[OpT],
        name: str | None = None,
        operands: Sequence[Value] = (),
        result_types: Sequence[object] = (),
        properties: object = None,
        attributes: dict[str, object] | None = None,
        regions: int | Iterable[Region] = 0,
        successors: Sequence[Block] = (),
        location: object = None,
    ) -> OpT:
        """Build an instance of ``cls`` generically, bypassing its ``__init__``.

        The op takes ownership of the ``properties``/``attributes`` dicts given.
        """
        op = object.__new__(cls)
        op._init(
            name or cls.OPERATION_NAME,
            operands,
            result_types,
            properties,
            attributes,
            regions,
            successors,
            location,
        )
        return op

    # -- the Python bindings' views ---------------------------------------------
    @property
    def operation(self) -> OperationHandle:
        """The op under the ``Operation`` API of MLIR's Python bindings
        (whole-IR ``verify()``, ``print(...)``, ``attributes`` with inherent ones)."""
        from tblgen_py.runtime.ir.op_handle import OperationHandle

        return OperationHandle(self)

    @property
    def opview(self) -> Operation:
        """The op itself (MLIR's bindings: its ``OpView``)."""
        return self

    # -- hooks for registered op classes --------------------------------------
    def verify(self) -> None:
        """Op-specific verification; registered classes override it."""

    @classmethod
    def has_trait(cls, trait: type[OpTrait]) -> bool:
        """Whether the op class carries ``trait``."""
        return trait in cls.traits

    # -- operands -------------------------------------------------------------
    @property
    def operands(self) -> list[Value]:
        """The operand values."""
        return [use.value for use in self.operand_uses]

    @property
    def num_operands(self) -> int:
        """The number of operands."""
        return len(self.operand_uses)

    def operand(self, index: int) -> Value:
        """Operand number ``index``."""
        return self.operand_uses[index].value

    def set_operand(self, index: int, value: Value) -> None:
        """Replace operand number ``index``."""
        self.operand_uses[index].set(value)

    def set_operands(self, values: Sequence[Value]) -> None:
        """Replace the whole operand list."""
        for use in self.operand_uses:
            use.drop()
        self.operand_uses = uses_of(self, values) if values else ()

    def insert_operands(self, index: int, values: Sequence[Value]) -> None:
        """Insert operands at ``index``."""
        current = self.operands
        self.set_operands(current[:index] + list(values) + current[index:])

    def erase_operand(self, index: int) -> None:
        """Remove operand number ``index``."""
        current = self.operands
        del current[index]
        self.set_operands(current)

    # -- results --------------------------------------------------------------
    @property
    def num_results(self) -> int:
        """The number of results."""
        return len(self.results)

    @property
    def result(self) -> OpResult:
        """The single result; raises if the op has not exactly one."""
        if len(self.results) != 1:
            raise ValueError(f"'{self.name}' has {len(self.results)} results, not 1")
        return self.results[0]

    @property
    def result_types(self) -> list[object]:
        """The result types."""
        return [r.type for r in self.results]

    def replace_all_uses_with(self, values: Sequence[Value]) -> None:
        """Replace every use of each result by the matching value."""
        if len(values) != len(self.results):
            raise ValueError("replacement count does not match the result count")
        for result, value in zip(self.results, values):
            result.replace_all_uses_with(value)

    def use_empty(self) -> bool:
        """Whether no result is used."""
        return all(not r.uses for r in self.results)

    # -- successors -----------------------------------------------------------
    @property
    def successors(self) -> list[Block]:
        """The successor blocks."""
        return [use.block for use in self.successor_uses]

    successor_blocks = successors

    def set_successor(self, index: int, block: Block) -> None:
        """Replace successor number ``index``."""
        self.successor_uses[index].set(block)

    # -- attributes -----------------------------------------------------------
    def get_attr(self, name: str) -> object | None:
        """An inherent (property) or discardable attribute by name."""
        props = self.properties
        if isinstance(props, dict) and name in props:
            found: object = props[name]
            return found
        return self.attributes.get(name)

    def set_attr(self, name: str, value: object) -> None:
        """Set a discardable attribute."""
        self.attributes[name] = value

    # -- structure ------------------------------------------------------------
    @property
    def parent_region(self) -> Region | None:
        """The region holding this op's block."""
        return self.parent.parent if self.parent is not None else None

    @property
    def parent_op(self) -> Operation | None:
        """The operation owning the region that holds this op."""
        block = self.parent
        region = block.parent if block is not None else None
        return region.parent if region is not None else None

    def is_ancestor(self, other: Operation) -> bool:
        """Whether ``other`` is this op or nested (at any depth) inside it."""
        op: Operation | None = other
        while op is not None:
            if op is self:
                return True
            op = op.parent_op
        return False

    def is_before_in_block(self, other: Operation) -> bool:
        """Whether this op comes before ``other`` in the same block."""
        if self.parent is None or self.parent is not other.parent:
            raise ValueError("operations are not in the same block")
        op = self.next
        while op is not None:
            if op is other:
                return True
            op = op.next
        return False

    def region(self, index: int = 0) -> Region:
        """Region number ``index``."""
        return self.regions[index]

    # -- mutation -------------------------------------------------------------
    def detach(self) -> Operation:
        """Unlink the op from its block, keeping it alive."""
        if self.parent is not None:
            self.parent.unlink(self)
        return self

    remove = detach

    def move_before(self, anchor: Operation) -> None:
        """Move the op right before ``anchor`` (possibly in another block)."""
        if anchor.parent is None:
            raise ValueError("anchor operation is not in a block")
        self.detach()
        anchor.parent.insert_before(self, anchor)

    def move_after(self, anchor: Operation) -> None:
        """Move the op right after ``anchor`` (possibly in another block)."""
        if anchor.parent is None:
            raise ValueError("anchor operation is not in a block")
        self.detach()
        anchor.parent.insert_after(self, anchor)

    def drop_all_references(self) -> None:
        """Drop operand and successor uses, recursively in regions."""
        for use in self.operand_uses:
            use.drop()
        for succ in self.successor_uses:
            succ.drop()
        for region in self.regions:
            for block in region.blocks:
                for op in block:
                    op.drop_all_references()

    def erase(self, check_uses: bool = True) -> None:
        """Detach and destroy the op; its results must be unused."""
        if check_uses:
            for result in self.results:
                if result.uses:
                    raise ValueError(
                        f"cannot erase '{self.name}': result #{result.index} still has uses"
                    )
        block = self.parent
        if block is not None:
            block.unlink(self)
        for use in self.operand_uses:
            # OpOperand.drop, inlined: this is the rewrite drivers' hot path.
            slot = use.slot
            if slot >= 0:
                uses = use.value.uses
                last = uses.pop()
                if last is not use:
                    last.slot = slot
                    uses[slot] = last
                use.slot = -1
        for succ in self.successor_uses:
            succ.drop()
        if self.regions:
            self._erase_regions()

    def _erase_regions(self) -> None:
        """Drop every reference held inside the regions, then erase their ops."""
        for region in self.regions:
            for block in region.blocks:
                for op in block:
                    op.drop_all_references()
        for region in self.regions:
            for block in list(region.blocks):
                for op in list(block.reversed()):
                    op.erase(check_uses=False)
                for arg in block.arguments:
                    for use in arg.uses:
                        use.slot = -1
                    arg.uses.clear()

    def clone(self, mapping: IRMapping | None = None) -> Operation:
        """Deep-copy the op with its regions; operands go through ``mapping``."""
        mapping = IRMapping() if mapping is None else mapping
        new = _clone_op(self, mapping)
        _remap_forward(new, mapping)
        return new

    # -- walking and printing -------------------------------------------------
    def walk(
        self, callback: WalkCallback, order: WalkOrder | None = None
    ) -> WalkResult:
        """Call ``callback`` on this op and every nested op (post-order default)."""
        from tblgen_py.runtime.ir.walk import WalkOrder, walk

        return walk(self, callback, WalkOrder.POST if order is None else order)

    def walk_ops(self) -> Iterator[Operation]:
        """Iterate pre-order over this op and every nested op."""
        yield self
        for region in self.regions:
            for block in region.blocks:
                for op in block:
                    yield from op.walk_ops()

    def __str__(self) -> str:
        from tblgen_py.runtime.text.printer import print_operation

        return print_operation(self, in_context=True)

    def __repr__(self) -> str:
        return f"<Operation '{self.name}' ({len(self.operand_uses)} operands)>"


def _result(op: Operation, type: object, index: int) -> OpResult:
    """Result number ``index`` of ``op``, of ``type``, without uses."""
    result = OpResult()
    result.type = type
    result.uses = []
    result.op = op
    result.index = index
    return result


def uses_of(op: Operation, values: Iterable[Value]) -> tuple[OpOperand, ...]:
    """New uses of ``values`` as ``op``'s operands, in order, each appended
    to its value's use list."""
    made = []
    index = 0
    for value in values:
        use = OpOperand()
        use.owner = op
        use.index = index
        use.value = value
        uses = value.uses
        use.slot = len(uses)
        uses.append(use)
        made.append(use)
        index += 1
    return tuple(made)


def _clone_op(op: Operation, mapping: IRMapping) -> Operation:
    """Clone ``op`` recursively, filling ``mapping``."""
    lookup = mapping.values.get
    props = op.properties
    new = object.__new__(type(op))
    new._init(
        op.name,
        [lookup(u.value, u.value) for u in op.operand_uses],
        [r.type for r in op.results],
        dict(props) if isinstance(props, dict) else props,
        dict(op.attributes),
        len(op.regions),
        [mapping.blocks.get(s.block, s.block) for s in op.successor_uses],
        op.location,
    )
    for old_r, new_r in zip(op.results, new.results):
        mapping.values[old_r] = new_r
    mapping.ops[op] = new
    for old_region, new_region in zip(op.regions, new.regions):
        _clone_region(old_region, new_region, mapping)
    return new


def clone_region_into(source: Region, dest: Region, mapping: IRMapping) -> None:
    """Append clones of ``source``'s blocks to ``dest``."""
    start = len(dest.blocks)
    _clone_region(source, dest, mapping)
    for block in dest.blocks[start:]:
        for op in block:
            _remap_forward(op, mapping)


def _clone_region(source: Region, dest: Region, mapping: IRMapping) -> None:
    """Clone blocks then ops; forward references are fixed up afterwards."""
    for block in source.blocks:
        new_block = Block()
        for arg in block.arguments:
            mapping.values[arg] = new_block.add_argument(arg.type, arg.location)
        mapping.blocks[block] = new_block
        dest.add_block(new_block)
    for block in source.blocks:
        new_block = mapping.blocks[block]
        for op in block:
            new_block.append(_clone_op(op, mapping))


def _remap_forward(root: Operation, mapping: IRMapping) -> None:
    """Fix operands/successors that pointed at not-yet-cloned IR."""
    for op in root.walk_ops():
        _remap_one(op, mapping)


def _remap_one(op: Operation, mapping: IRMapping) -> None:
    """Remap the operands and successors of one op."""
    for use in op.operand_uses:
        new = mapping.values.get(use.value)
        if new is not None and new is not use.value:
            use.set(new)
    for succ in op.successor_uses:
        new_block = mapping.blocks.get(succ.block)
        if new_block is not None and new_block is not succ.block:
            succ.set(new_block)
