"""``op.operation``: an op seen through the ``Operation`` API of MLIR's Python bindings.

Generated op classes keep ``verify``, ``print``, ``parent`` and ``attributes``
for the runtime (the op's own verifier hook, its custom printer, its block,
its discardable attributes).  ``op.operation`` gives the bindings' meaning of
those names on the same op: ``verify()`` runs the whole verifier,
``print(...)``/``get_asm(...)`` take the bindings' options, ``parent`` is the
parent op, ``attributes`` holds inherent and discardable attributes.  The
handle holds nothing but the op; two handles of one op compare equal.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Sequence
from typing import IO, TYPE_CHECKING

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import IRMapping, Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.scope import STACKS, current_insertion_point
from tblgen_py.runtime.ir.value import OpResult, Value
from tblgen_py.runtime.ir.walk import WalkOrder, WalkResult

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.builder import InsertionPoint


class NamedAttribute:
    """A name and an attribute (``op.attributes[i]``)."""

    __slots__ = ("name", "attr")

    def __init__(self, name: str, attr: object) -> None:
        self.name = name
        self.attr = attr

    def __str__(self) -> str:
        return f"NamedAttribute({self.name}={self.attr})"


def _inherent_names(op: Operation) -> frozenset[str]:
    specs = getattr(type(op), "_ODS_ATTRIBUTES", ())
    return frozenset(spec.name for spec in specs)


class OpAttributeMap:
    """Every attribute of an op by name: inherent (properties) and discardable.

    Iteration yields the names in sorted order, as MLIR's attribute dictionary.
    """

    __slots__ = ("_op",)

    def __init__(self, op: Operation) -> None:
        self._op = op

    def _all(self) -> dict[str, object]:
        merged: dict[str, object] = dict(self._op.attributes)
        props = self._op.properties
        if isinstance(props, dict):
            merged.update(props)
        return dict(sorted(merged.items()))

    def __getitem__(self, key: str | int) -> object:
        if isinstance(key, int):
            items = list(self._all().items())
            if not -len(items) <= key < len(items):
                raise IndexError("attempt to access out of bounds attribute")
            return NamedAttribute(*items[key])
        found = self._op.get_attr(key)
        if found is None:
            raise KeyError(f"attempt to access a non-existent attribute: {key}")
        return found

    def get(self, name: str, default: object = None) -> object:
        """The attribute named ``name``, or ``default``."""
        found = self._op.get_attr(name)
        return default if found is None else found

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._op.get_attr(name) is not None

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._all()))

    def __setitem__(self, name: str, attr: object) -> None:
        op = self._op
        props = op.properties
        if name in _inherent_names(op) or (isinstance(props, dict) and name in props):
            if not isinstance(props, dict):
                props = op.properties = {}
            props[name] = attr
        else:
            op.attributes[name] = attr

    def __delitem__(self, name: str) -> None:
        op = self._op
        props = op.properties
        if isinstance(props, dict) and name in props:
            del props[name]
        elif name in op.attributes:
            del op.attributes[name]
        else:
            raise KeyError(f"attempt to delete a non-existent attribute: {name}")


def print_op(
    op: Operation,
    print_generic_op_form: bool = False,
    enable_debug_info: bool = False,
    use_local_scope: bool = False,
    assume_verified: bool = False,
) -> str:
    """MLIR's ``Operation::print`` text of ``op``.

    A detached op prints as a top-level op (with alias definitions and a final
    newline); a nested op prints alone, its values named as in its module.  An
    op that fails verification prints in the generic form unless
    ``assume_verified``.
    """
    from tblgen_py.runtime.ir.verifier import verify
    from tblgen_py.runtime.text.printer import (
        PrintOptions,
        print_module,
        print_operation,
    )

    generic = print_generic_op_form
    if not generic and not assume_verified:
        try:
            verify(op)
        except MLIRError:
            generic = True
    if op.parent is None and not use_local_scope:
        return print_module(op, PrintOptions(generic, enable_debug_info, False))
    options = PrintOptions(generic, enable_debug_info, use_local_scope)
    return print_operation(op, options, in_context=not use_local_scope)


class OperationHandle:
    """MLIR bindings' ``Operation``: the API of ``op.operation``."""

    __slots__ = ("_op",)

    def __init__(self, op: Operation) -> None:
        self._op = op

    @staticmethod
    def create(
        name: str,
        results: Sequence[object] | None = None,
        operands: Sequence[Value] | None = None,
        attributes: dict[str, object] | None = None,
        successors: Sequence[Block] | None = None,
        regions: int = 0,
        loc: object = None,
        ip: InsertionPoint | None = None,
        infer_type: bool = False,
    ) -> OperationHandle:
        """A new op (see ``create_operation``); ``infer_type`` is not supported."""
        if infer_type:
            raise NotImplementedError("infer_type is not supported")
        return create_operation(
            name, results, operands, attributes, successors, regions, loc, ip
        )

    # -- identity -------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        return getattr(other, "_op", other) is self._op

    def __hash__(self) -> int:
        return hash(self._op)

    @property
    def operation(self) -> OperationHandle:
        """This handle."""
        return self

    @property
    def opview(self) -> Operation:
        """The op itself, as its registered class."""
        return self._op

    # -- contents -------------------------------------------------------------
    @property
    def name(self) -> str:
        """The op's name (``arith.addi``)."""
        return self._op.name

    @property
    def operands(self) -> list[Value]:
        """The operand values."""
        return self._op.operands

    @property
    def results(self) -> list[OpResult]:
        """The results."""
        return list(self._op.results)

    @property
    def result(self) -> OpResult:
        """The single result (ValueError if there is not exactly one)."""
        return self._op.result

    @property
    def regions(self) -> list[Region]:
        """The regions."""
        return self._op.regions

    @property
    def successors(self) -> list[Block]:
        """The successor blocks."""
        return self._op.successors

    @property
    def attributes(self) -> OpAttributeMap:
        """Inherent and discardable attributes by name."""
        return OpAttributeMap(self._op)

    @property
    def location(self) -> object:
        """The op's location."""
        return self._op.location

    @location.setter
    def location(self, loc: object) -> None:
        self._op.location = loc

    @property
    def parent(self) -> Operation | None:
        """The op holding this one (None at the top level)."""
        return self._op.parent_op

    @property
    def block(self) -> Block | None:
        """The block holding the op."""
        return self._op.parent

    @property
    def attached(self) -> bool:
        """Whether the op is in a block."""
        return self._op.parent is not None

    # -- verifying and printing -----------------------------------------------
    def verify(self) -> bool:
        """Run the whole verifier on the op and its regions; True, or MLIRError."""
        from tblgen_py.runtime.ir.verifier import verify

        try:
            verify(self._op)
        except MLIRError as error:
            raise MLIRError(f"Verification failed:\nerror: {error}") from error
        return True

    def get_asm(
        self,
        binary: bool = False,
        large_elements_limit: int | None = None,
        large_resource_limit: int | None = None,
        enable_debug_info: bool = False,
        pretty_debug_info: bool = False,
        print_generic_op_form: bool = False,
        use_local_scope: bool = False,
        use_name_loc_as_prefix: bool = False,
        assume_verified: bool = False,
        skip_regions: bool = False,
    ) -> str | bytes:
        """The op's text with the bindings' printing options (``bytes`` if binary).

        ``large_elements_limit``, ``large_resource_limit``, ``pretty_debug_info``,
        ``use_name_loc_as_prefix`` and ``skip_regions`` are not supported yet:
        they raise NotImplementedError when set.
        """
        unsupported = (
            large_elements_limit is not None,
            large_resource_limit is not None,
            pretty_debug_info,
            use_name_loc_as_prefix,
            skip_regions,
        )
        if any(unsupported):
            raise NotImplementedError("printing option not supported yet")
        text = print_op(
            self._op,
            print_generic_op_form,
            enable_debug_info,
            use_local_scope,
            assume_verified,
        )
        return text.encode() if binary else text

    def print(
        self, file: IO[str] | None = None, binary: bool = False, **options: bool
    ) -> None:
        """Write the op's text to ``file`` (stdout by default); options as ``get_asm``."""
        text = self.get_asm(binary=binary, **options)
        out = sys.stdout if file is None else file
        out.write(text if isinstance(text, str) else text.decode())

    def __str__(self) -> str:
        return print_op(self._op)

    def __repr__(self) -> str:
        return str(self)

    # -- mutation -------------------------------------------------------------
    def move_before(self, other: object) -> None:
        """Move the op right before ``other``."""
        self._op.move_before(getattr(other, "_op", other))  # type: ignore[arg-type]

    def move_after(self, other: object) -> None:
        """Move the op right after ``other``."""
        self._op.move_after(getattr(other, "_op", other))  # type: ignore[arg-type]

    def is_before_in_block(self, other: object) -> bool:
        """Whether the op comes before ``other`` in their block."""
        return self._op.is_before_in_block(getattr(other, "_op", other))  # type: ignore[arg-type]

    def detach_from_parent(self) -> Operation:
        """Unlink the op from its block (ValueError if detached); the op."""
        if self._op.parent is None:
            raise ValueError("Detached operation has no parent.")
        return self._op.detach()

    def erase(self) -> None:
        """Erase the op (and its regions)."""
        self._op.erase()

    def clone(self, ip: InsertionPoint | None = None) -> Operation:
        """A deep copy, inserted at ``ip`` (or the current insertion point)."""
        copy = self._op.clone(IRMapping())
        point = ip if ip is not None else current_insertion_point()
        if point is not None:
            point.insert(copy)
        return copy

    def walk(
        self,
        callback: Callable[[OperationHandle], WalkResult | None],
        walk_order: WalkOrder = WalkOrder.POST,
    ) -> None:
        """Call ``callback`` on the op and every nested op (post-order by default)."""
        self._op.walk(lambda op: callback(OperationHandle(op)), walk_order)

    def replace_all_uses_with(self, values: Sequence[Value]) -> None:
        """Replace every use of each result by the matching value."""
        self._op.replace_all_uses_with(values)


_INHERENT: dict[type, frozenset[str]] = {}
"""The inherent attribute names of each registered op class (``_ODS_ATTRIBUTES``)."""


def _inherent_of(cls: type) -> frozenset[str]:
    found = _INHERENT.get(cls)
    if found is None:
        specs = getattr(cls, "_ODS_ATTRIBUTES", ())
        found = _INHERENT[cls] = frozenset(spec.name for spec in specs)
    return found


def create_operation(
    name: str,
    results: Sequence[object] | None = None,
    operands: Sequence[Value] | None = None,
    attributes: dict[str, object] | None = None,
    successors: Sequence[Block] | None = None,
    regions: int = 0,
    loc: object = None,
    ip: InsertionPoint | None = None,
) -> OperationHandle:
    """MLIR bindings' ``Operation.create``: an op of the class the current
    context registers for ``name`` (generic otherwise), at ``ip`` or the
    current insertion point; inherent attributes become properties."""
    stacks = STACKS.__dict__  # this thread's with-state, read once: a hot path
    contexts = stacks["contexts"]
    ctx = contexts[-1] if contexts else None
    cls: type[Operation] | None = None
    if ctx is not None:
        cls = ctx.op_classes.get(name) or ctx.lookup_or_load_op_class(name)
    if cls is None:
        cls = Operation
    attrs: dict[str, object] | None = None
    props: dict[str, object] | None = None
    if attributes:
        if cls.registered:
            inherent = _inherent_of(cls)
            attrs, props = {}, {}
            for key, value in attributes.items():
                (props if key in inherent else attrs)[key] = value
            props = props or None
        else:
            attrs = dict(attributes)
    if loc is None:
        locations = stacks["locations"]
        loc = locations[-1] if locations else None
    op = object.__new__(cls)  # Operation.create, inlined: one call less per op
    op._init(
        name,
        operands or (),
        results or (),
        props,
        attrs,
        regions,
        successors or (),
        loc,
    )
    if ip is None:
        points = stacks["insertion_points"]
        ip = points[-1] if points else None
    if ip is not None:
        if ip.anchor is None:
            ip.block.append(op)
        else:
            ip.block.insert_before(op, ip.anchor)
    return OperationHandle(op)
