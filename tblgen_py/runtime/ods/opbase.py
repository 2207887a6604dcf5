"""``OpView``: the base of generated op classes (accessors, segments, verify)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar, TypeVar, cast

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.operation import Operation, OpTrait
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.scope import current_insertion_point, current_location
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.ir.value import OpResult, Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods import custom_asm, hooks
from tblgen_py.runtime.ods.prop_codecs import PropCodec
from tblgen_py.runtime.ods.segments import (
    group_ranges,
    segment_sizes_of,
    value_ranges,
)
from tblgen_py.runtime.ods.specs import (
    Arity,
    AttrSpec,
    RegionSpec,
    Segments,
    TraitCheck,
    ValueSpec,
)
from tblgen_py.runtime.ods.verify import (
    inherent_attr_error,
    verify_op,
    verify_op_regions,
)

OPERAND_SEGMENTS = "operandSegmentSizes"
OpViewT = TypeVar("OpViewT", bound="OpView")
RESULT_SEGMENTS = "resultSegmentSizes"
SYMBOL_USER = "SymbolUserOpInterface"


class OpView(Operation):
    """A registered op class generated from ODS; declares its shape as data."""

    __slots__ = ()
    registered = True
    traits: ClassVar[frozenset[type[OpTrait]]] = frozenset()
    ODS_TRAITS: ClassVar[tuple[str, ...]] = ()
    """Names of every ODS trait (declared lists like ``Pure`` and their parts)."""
    ODS_HOOKS: ClassVar[tuple[tuple[str, str], ...]] = ()
    """``(hook, ODS feature)`` pairs this op leaves to a Python implementation."""
    _ODS_OPERANDS: ClassVar[tuple[ValueSpec, ...]] = ()
    _ODS_RESULTS: ClassVar[tuple[ValueSpec, ...]] = ()
    _ODS_ATTRIBUTES: ClassVar[tuple[AttrSpec, ...]] = ()
    _ODS_PROPERTIES: ClassVar[tuple[str, ...]] = ()
    _ODS_PROPERTY_KINDS: ClassVar[tuple[tuple[str, PropCodec], ...]] = ()
    """``(name, codec)`` of each property of a ``prop_codecs`` kind."""
    _ODS_REGIONS: ClassVar[tuple[RegionSpec, ...]] = ()
    _ODS_SUCCESSORS: ClassVar[tuple[RegionSpec, ...]] = ()
    _ODS_TRAIT_CHECKS: ClassVar[tuple[TraitCheck, ...]] = ()
    _ODS_VERIFY_ORDER: ClassVar[tuple[str, ...]] = ("OpInvariants",)
    """The traits to verify in mlir-tblgen's ``Op<>`` order: structural traits
    (``HasParent``, ``SingleBlock``, ``SingleBlockImplicitTerminator``),
    ``OpInvariants`` (the ODS constraints), then native traits and interfaces
    in declaration order."""
    _ODS_IMPLICIT_TERMINATOR: ClassVar[str | None] = None
    """C++ class of the ``SingleBlockImplicitTerminator`` op, if any."""
    _ODS_PARENTS: ClassVar[tuple[str, ...]] = ()
    """C++ classes of the ``HasParent``/``ParentOneOf`` parent ops."""
    _ODS_OPERAND_SEGMENTS: ClassVar[Segments] = Segments.NONE
    _ODS_RESULT_SEGMENTS: ClassVar[Segments] = Segments.NONE
    _ods_fixed_operands: ClassVar[bool] = True
    """Whether operand group ``i`` is always operand ``i`` (no variable groups)."""
    _ods_fixed_results: ClassVar[bool] = True
    """Whether result group ``i`` is always result ``i``."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._ods_fixed_operands = _fixed(cls._ODS_OPERANDS, cls._ODS_OPERAND_SEGMENTS)
        cls._ods_fixed_results = _fixed(cls._ODS_RESULTS, cls._ODS_RESULT_SEGMENTS)
        cls._ODS_SEGMENT_GROUPS = tuple(
            (name, len(specs))
            for name, specs, mode in (
                (OPERAND_SEGMENTS, cls._ODS_OPERANDS, cls._ODS_OPERAND_SEGMENTS),
                (RESULT_SEGMENTS, cls._ODS_RESULTS, cls._ODS_RESULT_SEGMENTS),
            )
            if mode is Segments.ATTR_SIZED
        )
        custom_asm.install(cls, {hook for hook, _ in cls.ODS_HOOKS})
        cls._ODS_INHERENT = frozenset(
            [spec.name for spec in cls._ODS_ATTRIBUTES] + list(cls._ODS_PROPERTIES)
        )

    # -- traits ---------------------------------------------------------------
    @classmethod
    def has_ods_trait(cls, name: str) -> bool:
        """Whether the op has the ODS trait ``name`` (e.g. ``"Pure"``)."""
        return name in cls.ODS_TRAITS

    @classmethod
    def is_pure(cls) -> bool:
        """Whether the op is ``Pure`` (speculatable and free of memory effects)."""
        names = cls.ODS_TRAITS
        if "Pure" in names:
            return True
        return "NoMemoryEffect" in names and "AlwaysSpeculatableImplTrait" in names

    # -- operand and result groups --------------------------------------------
    def _ods_operand_range(self, index: int) -> tuple[int, int]:
        """``(start, end)`` of declared operand group ``index``."""
        if self._ods_fixed_operands:
            return index, index + 1
        mode = self._ODS_OPERAND_SEGMENTS
        sizes = None
        if mode is Segments.ATTR_SIZED:
            sizes = segment_sizes_of(self.get_attr(OPERAND_SEGMENTS))
        ranges = value_ranges(self._ODS_OPERANDS, len(self.operand_uses), mode, sizes)
        return ranges[index]

    def _ods_result_range(self, index: int) -> tuple[int, int]:
        """``(start, end)`` of declared result group ``index``."""
        if self._ods_fixed_results:
            return index, index + 1
        mode = self._ODS_RESULT_SEGMENTS
        sizes = None
        if mode is Segments.ATTR_SIZED:
            sizes = segment_sizes_of(self.get_attr(RESULT_SEGMENTS))
        ranges = value_ranges(self._ODS_RESULTS, len(self.results), mode, sizes)
        return ranges[index]

    def _ods_operand(self, index: int) -> Value:
        """The single operand of group ``index``."""
        if self._ods_fixed_operands:
            return self.operand_uses[index].value
        start, _ = self._ods_operand_range(index)
        return self.operand_uses[start].value

    def _ods_optional_operand(self, index: int) -> Value | None:
        """The operand of optional group ``index``, or None."""
        start, end = self._ods_operand_range(index)
        return self.operand_uses[start].value if end > start else None

    def _ods_operands(self, index: int) -> list[Value]:
        """The operands of variadic group ``index``."""
        start, end = self._ods_operand_range(index)
        return [use.value for use in self.operand_uses[start:end]]

    def _ods_operand_groups(self, index: int, sizes_attr: str) -> list[list[Value]]:
        """A variadic-of-variadic group split by the sizes in ``sizes_attr``."""
        flat = self._ods_operands(index)
        sizes = segment_sizes_of(self.get_attr(sizes_attr)) or ()
        return [flat[start:end] for start, end in group_ranges(sizes)]

    def _ods_result(self, index: int) -> OpResult:
        """The single result of group ``index``."""
        if self._ods_fixed_results:
            return self.results[index]
        start, _ = self._ods_result_range(index)
        return self.results[start]

    def _ods_optional_result(self, index: int) -> OpResult | None:
        """The result of optional group ``index``, or None."""
        start, end = self._ods_result_range(index)
        return self.results[start] if end > start else None

    def _ods_results(self, index: int) -> list[OpResult]:
        """The results of variadic group ``index``."""
        start, end = self._ods_result_range(index)
        return list(self.results[start:end])

    # -- attributes, regions, successors --------------------------------------
    def _ods_set_attr(self, name: str, value: object | None) -> None:
        """Set (or, with None, remove) an inherent attribute."""
        props = self.properties
        if props is None:
            props = self.properties = {}
        if isinstance(props, dict):
            if value is None:
                props.pop(name, None)
            else:
                props[name] = value
            return
        if value is None:
            self.attributes.pop(name, None)
        else:
            self.attributes[name] = value

    def _ods_has_attr(self, name: str) -> bool:
        """Whether the attribute is present (UnitAttr getters)."""
        return self.get_attr(name) is not None

    def _ods_required_attr(self, name: str) -> object:
        """An attribute the op must have; KeyError naming it otherwise."""
        value = self.get_attr(name)
        if value is None:
            raise KeyError(f"'{self.name}' op has no attribute '{name}'")
        return value

    def _ods_region_group(self, index: int) -> list[Region]:
        """The regions of a trailing variadic region group."""
        return self.regions[index:]

    def _ods_successor_group(self, index: int) -> list[Block]:
        """The successors of a trailing variadic successor group."""
        return self.successors[index:]

    # -- building -------------------------------------------------------------
    @classmethod
    def build_generic(
        cls: type[OpViewT],
        results: Sequence[object] = (),
        operands: Sequence[Value] = (),
        attributes: dict[str, object] | None = None,
        regions: int = 0,
        successors: Sequence[Block] = (),
        loc: object = None,
        ip: InsertionPoint | None = None,
    ) -> OpViewT:
        """The generic builder: result types, operands and attributes as given."""
        op = object.__new__(cls)
        values = OperandList()
        values.extend(operands)
        op._ods_build(
            values,
            list(results),
            dict(attributes or {}),
            regions,
            successors,
            loc,
            ip,
        )
        return op

    def _ods_build(
        self,
        operands: Sequence[Value],
        results: Sequence[object],
        attributes: dict[str, object],
        regions: int = 0,
        successors: Sequence[Block] = (),
        loc: object = None,
        ip: InsertionPoint | None = None,
    ) -> None:
        """Initialise a new op (inherent attributes as properties) and insert it.

        Without ``loc``/``ip`` the innermost ``with``-entered location and
        insertion point are used (as MLIR's Python bindings do); with no
        insertion point the op stays detached.
        """
        props: dict[str, object] | None = attributes or None
        if loc is None:
            loc = current_location()
        if ip is None:
            ip = current_insertion_point()
        self._init(
            self.OPERATION_NAME,
            operands,
            results,
            props,
            None,
            regions,
            successors,
            loc,
        )
        if ip is not None:
            if ip.anchor is None:
                ip.block.append(self)
            else:
                ip.block.insert_before(self, ip.anchor)

    # -- verification and hooks -----------------------------------------------
    @classmethod
    def property_conversion_error(cls, props: object) -> str | None:
        """MLIR's ``invalid properties ...`` message for a parsed ``<{...}>``."""
        from tblgen_py.runtime.ods.properties import conversion_error

        return conversion_error(cls, props)

    @classmethod
    def _ods_keeps_inherent_attr(cls, name: str, value: object) -> bool:
        """Whether ``setInherentAttr`` keeps ``value``, written for ``name``
        among the discardable attributes: MLIR's generated setter drops a
        segment-sizes value that is not an ``array<i32: ...>`` with one size
        per group."""
        for attr_name, specs, mode in (
            (OPERAND_SEGMENTS, cls._ODS_OPERANDS, cls._ODS_OPERAND_SEGMENTS),
            (RESULT_SEGMENTS, cls._ODS_RESULTS, cls._ODS_RESULT_SEGMENTS),
        ):
            if name != attr_name or mode is not Segments.ATTR_SIZED:
                continue
            sizes = segment_sizes_of(value)
            width = getattr(getattr(value, "element_type", None), "width", None)
            return sizes is not None and width == 32 and len(sizes) == len(specs)
        return True

    @classmethod
    def canonical_properties(cls, props: dict[str, object]) -> None:
        """Rewrite converted properties as MLIR stores and prints them."""
        if cls._ODS_PROPERTY_KINDS:
            from tblgen_py.runtime.ods.properties import canonical_properties

            canonical_properties(cls, props)

    def verify(self) -> None:
        """The counting traits, ``_ODS_VERIFY_ORDER``, then ``verify``."""
        verify_op(self)
        if self._ods_declares("verify"):
            hooks.require(type(self), "verify", "hasVerifier")(self)

    def verify_region_invariants(self) -> None:
        """After the regions: the region traits of ``_ODS_VERIFY_ORDER``
        (implicit terminator, ``verifyWithRegions`` interfaces), then
        ``verify_regions``."""
        verify_op_regions(self)
        if self._ods_declares("verify_regions"):
            hooks.require(type(self), "verify_regions", "hasRegionVerifier")(self)

    def verify_symbol_uses(self) -> None:
        """``SymbolUserOpInterface.verifySymbolUses`` (run by the symbol table)."""
        if SYMBOL_USER not in self.ODS_TRAITS:
            return
        fn = hooks.lookup(type(self), "verifySymbolUses") or hooks.lookup(
            type(self), SYMBOL_USER
        )
        if fn is None:
            fn = hooks.require(type(self), "verifySymbolUses", SYMBOL_USER)
        fn(self)

    @classmethod
    def _ods_declares(cls, hook: str) -> bool:
        """Whether ODS leaves ``hook`` to a Python implementation."""
        return any(declared == hook for declared, _ in cls.ODS_HOOKS)

    def _ods_hook(self, hook: str, feature: str) -> Callable[..., object]:
        """The Python implementation of an ODS feature (MissingHookError if none)."""
        return hooks.require(type(self), hook, feature)

    def call_hook(self, hook: str, *args: object, **kwargs: object) -> object:
        """Call an attached hook by name, e.g. an interface method or a method of
        ``extraClassDeclaration``: ``op.call_hook("inferResultRanges", ...)``.

        A hook ODS declares for the op (``ODS_HOOKS``) but nobody attached raises
        MissingHookError naming the op and the hook.
        """
        fn = hooks.lookup(type(self), hook)
        if fn is not None:
            return fn(self, *args, **kwargs)
        for declared, feature in self.ODS_HOOKS:
            if declared == hook:
                return hooks.require(type(self), hook, feature)(self, *args, **kwargs)
        raise hooks.MissingHookError(
            f"'{self.OPERATION_NAME}' has no hook '{hook}': attach one with "
            f"tblgen_py.runtime.ods.hooks.implement({type(self).__name__}, {hook!r})"
        )

    @classmethod
    def _ods_inherent_attr_error(cls, attrs: dict[str, object]) -> str | None:
        """``verifyInherentAttrs``: the first inherent attribute of ``attrs``
        that fails its constraint, as the error text (None: all meet them)."""
        return inherent_attr_error(cls, attrs)

    @classmethod
    def _ods_class_hook(cls, hook: str, feature: str) -> Callable[..., object]:
        """Like ``_ods_hook``, for class-level features (builders, patterns)."""
        return hooks.require(cls, hook, feature)

    @classmethod
    def _ods_missing(cls, hook: str, feature: str) -> VerifyError:
        """The error raised when a C++-only feature has no Python implementation."""
        return hooks.MissingHookError(
            f"'{cls.OPERATION_NAME}' declares {feature} in ODS but no Python "
            f"implementation is attached for '{hook}'"
        )


def as_values(values: Sequence[Value] | Value | None) -> list[Value]:
    """Normalise a builder's operand argument to a list."""
    if values is None:
        return []
    if isinstance(values, Value):
        return [values]
    return list(values)


def results_or_op(op: OpView) -> object:
    """A value builder's result: several results, the only one, or the op."""
    results = op.results
    if len(results) > 1:
        return results
    return results[0] if results else op


def traits(*classes: type[OpTrait]) -> frozenset[type[OpTrait]]:
    """The runtime trait set of a generated op class."""
    return frozenset(classes)


def _single_result(value: object) -> Value:
    """An operand given as an op (or an ``Operation`` handle) with one result:
    that result, as MLIR's Python bindings accept it."""
    op = getattr(value, "_op", value)
    results = getattr(op, "results", None)
    if isinstance(op, Operation) and results is not None and len(results) == 1:
        result: Value = results[0]
        return result
    raise TypeError(f"expected a value (or an op with one result), got {value!r}")


class OperandList(list[Value]):
    """A builder's operand list: an op with one result given as an operand
    stands for that result, as in MLIR's Python bindings."""

    __slots__ = ()

    def append(self, value: object) -> None:
        """Add one operand."""
        super().append(value if isinstance(value, Value) else _single_result(value))

    def extend(self, values: Iterable[object]) -> None:
        """Add operands."""
        super().extend(
            [v if isinstance(v, Value) else _single_result(v) for v in values]
        )


def value_type(value: object) -> Type:
    """The type of a builder's operand, given as a value or as an op with one
    result (what a result type inferred from an operand reads)."""
    found = value if isinstance(value, Value) else _single_result(value)
    return cast(Type, found.type)


def value_list() -> list[Value]:
    """A builder's operand list (a helper so generated code needs no builtins)."""
    return OperandList()


def attribute_dict() -> dict[str, object]:
    """A builder's attribute dict."""
    return {}


def type_list(types: Iterable[object] | None) -> list[object]:
    """A builder's result type list (empty when ``types`` is None)."""
    return [] if types is None else list(types)


def block_list() -> list[Block]:
    """A builder's successor list."""
    return []


def _fixed(specs: tuple[ValueSpec, ...], mode: Segments) -> bool:
    """Whether every group is a single value, so group ``i`` is value ``i``."""
    return mode is not Segments.ATTR_SIZED and all(
        spec.arity is Arity.SINGLE for spec in specs
    )
