"""The type converter: how types convert (1:1, 1:N, dropped) and materialize.

Follows MLIR's ``TypeConverter``.  Conversion callbacks are tried
most-recent-first.  A callback returns a type (1:1), a list or tuple of types
(1:N; empty drops the type), ``FAILED`` (the type cannot convert: stop), or
None (no opinion: try the next callback).  Results of type-only callbacks are
cached as MLIR does: successful 1:1 and all failed conversions in one table,
other successful conversions in another; registering any conversion clears
both.  Context-aware callbacks (``add_conversion(..., context_aware=True)``)
receive the SSA value, are only tried for values, and are never cached, nor
is any callback older than the newest context-aware one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from tblgen_py.runtime.conversion.materialization import (
    Materialization,
    Materializations,
    MultiTargetMaterialization,
    TargetMaterialization,
    materialize_one,
    materialize_target,
    wrap_materialization,
    wrap_multi_target_materialization,
    wrap_target_materialization,
)
from tblgen_py.runtime.conversion.signature import SignatureConversion
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType
from tblgen_py.runtime.ir.value import Value


class _Failed:
    """The type of ``FAILED``."""

    _instance: _Failed | None = None

    def __new__(cls) -> _Failed:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "FAILED"


FAILED: Final = _Failed()
"""A conversion callback's answer: this type cannot be converted."""

ConversionResult = object
"""A callback answer: a type, a list/tuple of types, ``FAILED`` or None."""

ConversionCallback = Callable[[object], ConversionResult]
TypeOrClasses = type | tuple[type, ...] | None


class _AttrResultKind(Enum):
    NA = "na"
    RESULT = "result"
    ABORT = "abort"


@dataclass(frozen=True)
class AttributeConversionResult:
    """A type attribute conversion's answer: a result, n/a, or abort."""

    kind: _AttrResultKind
    attribute: object = None

    @classmethod
    def result(cls, attribute: object) -> AttributeConversionResult:
        """A successful conversion to ``attribute`` (None is allowed)."""
        return cls(_AttrResultKind.RESULT, attribute)

    @classmethod
    def na(cls) -> AttributeConversionResult:
        """The callback does not apply: try the next one."""
        return cls(_AttrResultKind.NA)

    @classmethod
    def abort(cls) -> AttributeConversionResult:
        """Stop: the attribute has no conversion."""
        return cls(_AttrResultKind.ABORT)

    @property
    def has_result(self) -> bool:
        """True for a successful conversion."""
        return self.kind is _AttrResultKind.RESULT

    @property
    def is_na(self) -> bool:
        """True when the callback did not apply."""
        return self.kind is _AttrResultKind.NA

    @property
    def is_abort(self) -> bool:
        """True when the conversion was aborted."""
        return self.kind is _AttrResultKind.ABORT


TypeAttributeConversion = Callable[[object, object], AttributeConversionResult]


@dataclass(frozen=True)
class _Conversion:
    callback: ConversionCallback
    type_class: TypeOrClasses
    context_aware: bool

    def __call__(self, type_or_value: object, is_value: bool) -> ConversionResult:
        if self.context_aware:
            return self.callback(type_or_value) if is_value else None
        ty = type_or_value.type if isinstance(type_or_value, Value) else type_or_value
        if self.type_class is not None and not isinstance(ty, self.type_class):
            return None
        return self.callback(ty)


class TypeConverter:
    """Type conversions, materializations and type attribute conversions."""

    def __init__(self) -> None:
        self._conversions: list[_Conversion] = []
        self._context_aware_index = -1
        self._materializations = Materializations()
        self._type_attribute_conversions: list[TypeAttributeConversion] = []
        self._cached_direct: dict[object, object | None] = {}
        self._cached_multi: dict[object, tuple[object, ...]] = {}

    # -- registration ------------------------------------------------------
    def add_conversion(
        self,
        callback: ConversionCallback,
        type_class: TypeOrClasses = None,
        context_aware: bool = False,
    ) -> None:
        """Register a conversion, tried before every earlier one.

        With ``type_class`` the callback only sees types of that class; a
        ``context_aware`` callback gets the value whose type is converted.
        """
        if context_aware:
            self._context_aware_index = len(self._conversions)
        self._conversions.append(_Conversion(callback, type_class, context_aware))
        self._clear_caches()

    def add_source_materialization(
        self, callback: Materialization, type_class: TypeOrClasses = None
    ) -> None:
        """Register a cast from replacement values back to an original type."""
        self._materializations.source.append(wrap_materialization(callback, type_class))

    def add_argument_materialization(
        self, callback: Materialization, type_class: TypeOrClasses = None
    ) -> None:
        """Register a cast from converted block arguments to the original type."""
        self._materializations.argument.append(
            wrap_materialization(callback, type_class)
        )

    def add_target_materialization(
        self, callback: TargetMaterialization, type_class: TypeOrClasses = None
    ) -> None:
        """Register a 1:1 cast to a converted (target) type.

        The callback gets ``(builder, type, inputs, loc, original_type)``.
        """
        self._materializations.target.append(
            wrap_target_materialization(callback, type_class)
        )

    def add_multi_target_materialization(
        self, callback: MultiTargetMaterialization
    ) -> None:
        """Register a 1:N cast producing one value per requested type."""
        self._materializations.target.append(
            wrap_multi_target_materialization(callback)
        )

    def add_type_attribute_conversion(
        self,
        callback: TypeAttributeConversion,
        type_class: TypeOrClasses = None,
        attr_class: TypeOrClasses = None,
    ) -> None:
        """Register a conversion of attributes held in types (newest first)."""

        def wrapped(ty: object, attr: object) -> AttributeConversionResult:
            if type_class is not None and not isinstance(ty, type_class):
                return AttributeConversionResult.na()
            if attr_class is not None and not isinstance(attr, attr_class):
                return AttributeConversionResult.na()
            return callback(ty, attr)

        self._type_attribute_conversions.append(wrapped)
        self._clear_caches()

    def _clear_caches(self) -> None:
        self._cached_direct.clear()
        self._cached_multi.clear()

    # -- conversion --------------------------------------------------------
    def convert_type_list(self, ty: object) -> list[object] | None:
        """The types ``ty`` converts to (empty: dropped), None on failure."""
        return self._convert(ty, is_value=False)

    def convert_value_type_list(self, value: Value) -> list[object] | None:
        """Like ``convert_type_list`` for a value's type, with context-aware rules."""
        return self._convert(value, is_value=True)

    def convert_type(self, ty: object) -> object | None:
        """The single type ``ty`` converts to, None on failure or 1:N."""
        return _single(self.convert_type_list(ty))

    def convert_value_type(self, value: Value) -> object | None:
        """The single type ``value``'s type converts to, None otherwise."""
        return _single(self.convert_value_type_list(value))

    def convert_types(self, types: Iterable[object]) -> list[object] | None:
        """All conversions of ``types`` concatenated, None if any fails."""
        results: list[object] = []
        for ty in types:
            converted = self.convert_type_list(ty)
            if converted is None:
                return None
            results.extend(converted)
        return results

    def convert_value_types(self, values: Iterable[Value]) -> list[object] | None:
        """All conversions of the values' types concatenated, None on failure."""
        results: list[object] = []
        for value in values:
            converted = self.convert_value_type_list(value)
            if converted is None:
                return None
            results.extend(converted)
        return results

    def _convert(self, type_or_value: object, is_value: bool) -> list[object] | None:
        ty = type_or_value.type if isinstance(type_or_value, Value) else type_or_value
        hit, cached = self._lookup_cache(ty)
        if hit:
            return cached
        for index in range(len(self._conversions) - 1, -1, -1):
            answer = self._conversions[index](type_or_value, is_value)
            if answer is None:
                continue
            results = _normalize(answer)
            if index > self._context_aware_index:
                self._store_cache(ty, results)
            return results
        return None

    def _lookup_cache(self, ty: object) -> tuple[bool, list[object] | None]:
        """Whether ``ty`` is cached, and its cached answer."""
        if ty in self._cached_direct:
            direct = self._cached_direct[ty]
            return True, (None if direct is None else [direct])
        multi = self._cached_multi.get(ty)
        return multi is not None, (None if multi is None else list(multi))

    def _store_cache(self, ty: object, results: list[object] | None) -> None:
        if results is None:
            self._cached_direct.setdefault(ty, None)
        elif len(results) == 1:
            self._cached_direct.setdefault(ty, results[0])
        else:
            self._cached_multi.setdefault(ty, tuple(results))

    # -- legality ----------------------------------------------------------
    def is_legal(self, subject: object) -> bool:
        """Whether a type converts to itself.

        Also accepts a value (its type, context-aware rules), an operation
        (its operand and result values), a region (block argument types), or an
        iterable of these.
        """
        if isinstance(subject, Value):
            return self.convert_value_type(subject) == subject.type
        if isinstance(subject, Operation):
            return self.is_legal(subject.operands) and self.is_legal(
                list(subject.results)
            )
        if isinstance(subject, Region):
            return all(self.is_legal(block.arguments) for block in subject)
        if isinstance(subject, (list, tuple)):
            return all(self.is_legal(item) for item in subject)
        return self.convert_type(subject) == subject

    def is_signature_legal(self, ty: FunctionType) -> bool:
        """Whether all inputs and results of a function type are legal."""
        return self.is_legal(list(ty.inputs) + list(ty.results))

    # -- signatures --------------------------------------------------------
    def convert_signature_arg(
        self, input_no: int, arg: object, result: SignatureConversion
    ) -> bool:
        """Add the conversion of one input (a type or value) to ``result``."""
        if isinstance(arg, Value):
            converted = self.convert_value_type_list(arg)
        else:
            converted = self.convert_type_list(arg)
        if converted is None:
            return False
        if converted:
            result.add_inputs(input_no, converted)
        return True

    def convert_signature_args(
        self,
        args: Sequence[object],
        result: SignatureConversion,
        orig_input_offset: int = 0,
    ) -> bool:
        """Add the conversion of each input to ``result``; False on failure."""
        return all(
            self.convert_signature_arg(orig_input_offset + i, arg, result)
            for i, arg in enumerate(args)
        )

    def convert_block_signature(self, block: Block) -> SignatureConversion | None:
        """The conversion of ``block``'s argument types, None on failure."""
        conversion = SignatureConversion(len(block.arguments))
        types = [arg.type for arg in block.arguments]
        if not self.convert_signature_args(types, conversion):
            return None
        return conversion

    # -- materializations --------------------------------------------------
    def materialize_source_conversion(
        self, builder: object, loc: object, result_type: object, inputs: Sequence[Value]
    ) -> Value | None:
        """Cast ``inputs`` back to ``result_type``, None when no callback can."""
        callbacks = self._materializations.source
        return materialize_one(callbacks, builder, loc, result_type, inputs)

    def materialize_argument_conversion(
        self, builder: object, loc: object, result_type: object, inputs: Sequence[Value]
    ) -> Value | None:
        """Cast converted block arguments to ``result_type``, None if no callback can."""
        callbacks = self._materializations.argument
        return materialize_one(callbacks, builder, loc, result_type, inputs)

    def materialize_target_conversion(
        self,
        builder: object,
        loc: object,
        result_type: object,
        inputs: Sequence[Value],
        original_type: object = None,
    ) -> Value | None:
        """Cast ``inputs`` to one target type, None when no callback can."""
        values = self.materialize_target_conversions(
            builder, loc, [result_type], inputs, original_type
        )
        return values[0] if values else None

    def materialize_target_conversions(
        self,
        builder: object,
        loc: object,
        result_types: Sequence[object],
        inputs: Sequence[Value],
        original_type: object = None,
    ) -> list[Value]:
        """Cast ``inputs`` to ``result_types``; [] when no callback can."""
        callbacks = self._materializations.target
        return materialize_target(
            callbacks, builder, loc, result_types, inputs, original_type
        )

    # -- type attributes ---------------------------------------------------
    def convert_type_attribute(
        self, ty: object, attr: object
    ) -> AttributeConversionResult | None:
        """The newest applicable conversion of ``attr`` inside ``ty``.

        Returns a result (whose attribute may be None), or None when no
        callback applies or one aborts.
        """
        for callback in reversed(self._type_attribute_conversions):
            answer = callback(ty, attr)
            if answer.has_result:
                return answer
            if answer.is_abort:
                return None
        return None


def _normalize(answer: ConversionResult) -> list[object] | None:
    if answer is FAILED:
        return None
    if isinstance(answer, (list, tuple)):
        return list(answer)
    return [answer]


def _single(results: list[object] | None) -> object | None:
    if results is None or len(results) != 1:
        return None
    return results[0]
