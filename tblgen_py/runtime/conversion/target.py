"""The conversion target: which operations are legal after a conversion.

Follows MLIR's ``ConversionTarget``: an action (legal, dynamic, illegal) per
operation name, per dialect, and optionally for unknown operations, with
dynamic legality callbacks that answer True, False or None ("no opinion").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum

from tblgen_py.runtime.ir.operation import Operation

DynamicLegalityCallback = Callable[[Operation], "bool | None"]
"""Answers whether one op is legal; None lets an older callback decide."""

OpKey = str | type[Operation]
"""An operation name, or a registered op class (its ``OPERATION_NAME``)."""


class LegalizationAction(Enum):
    """How a target treats an operation (MLIR's ``LegalizationAction``)."""

    LEGAL = "legal"
    DYNAMIC = "dynamic"
    ILLEGAL = "illegal"


@dataclass(frozen=True)
class LegalOpDetails:
    """Extra facts about a legal op: are the ops nested in it legal too?"""

    is_recursively_legal: bool = False


@dataclass
class LegalizationInfo:
    """The action, recursive-legality flag and callback for one op name."""

    action: LegalizationAction = LegalizationAction.ILLEGAL
    is_recursively_legal: bool = False
    legality_fn: DynamicLegalityCallback | None = None


def op_name_of(key: OpKey) -> str:
    """The operation name for ``key``: the string or the class's name."""
    if isinstance(key, str):
        return key
    name = key.OPERATION_NAME
    if not name:
        raise ValueError(f"{key.__name__} has no OPERATION_NAME")
    return name


def dialect_namespace(op_name: str) -> str:
    """The dialect prefix of ``op_name`` (text before the first dot)."""
    return op_name.split(".", 1)[0]


def compose_legality_callbacks(
    old: DynamicLegalityCallback | None, new: DynamicLegalityCallback
) -> DynamicLegalityCallback:
    """Chain two callbacks: the newer answers first, None defers to the older."""
    if old is None:
        return new
    previous = old

    def chained(op: Operation) -> bool | None:
        result = new(op)
        return result if result is not None else previous(op)

    return chained


class ConversionTarget:
    """Legality of operations after a conversion (MLIR's ``ConversionTarget``)."""

    def __init__(self) -> None:
        self._legal_operations: dict[str, LegalizationInfo] = {}
        self._op_recursive_legality_fns: dict[str, DynamicLegalityCallback] = {}
        self._legal_dialects: dict[str, LegalizationAction] = {}
        self._dialect_legality_fns: dict[str, DynamicLegalityCallback] = {}
        self._unknown_legality_fn: DynamicLegalityCallback | None = None
        self._info_cache: dict[str, LegalizationInfo | None] = {}

    # -- registration: operations ------------------------------------------
    def set_op_action(self, op: OpKey, action: LegalizationAction) -> None:
        """Set the action of one op name (keeps its callbacks and flags)."""
        self._info_cache.clear()
        name = op_name_of(op)
        info = self._legal_operations.setdefault(name, LegalizationInfo())
        info.action = action

    def add_legal_op(self, *ops: OpKey) -> None:
        """Mark every instance of ``ops`` legal."""
        for op in ops:
            self.set_op_action(op, LegalizationAction.LEGAL)

    def add_dynamically_legal_op(
        self, *ops: OpKey, callback: DynamicLegalityCallback
    ) -> None:
        """Mark ``ops`` legal when ``callback`` says so (chained with earlier ones)."""
        for op in ops:
            self.set_op_action(op, LegalizationAction.DYNAMIC)
            info = self._legal_operations[op_name_of(op)]
            info.legality_fn = compose_legality_callbacks(info.legality_fn, callback)
        self._info_cache.clear()

    def add_illegal_op(self, *ops: OpKey) -> None:
        """Mark every instance of ``ops`` illegal."""
        for op in ops:
            self.set_op_action(op, LegalizationAction.ILLEGAL)

    def mark_op_recursively_legal(
        self, *ops: OpKey, callback: DynamicLegalityCallback | None = None
    ) -> None:
        """Treat ops nested in legal instances of ``ops`` as legal.

        The ops must already be marked legal or dynamically legal.  With a
        ``callback`` only the instances it accepts (None counts as yes) are
        recursively legal; without one any earlier callback is dropped.
        """
        for op in ops:
            name = op_name_of(op)
            info = self._legal_operations.get(name)
            if info is None or info.action is LegalizationAction.ILLEGAL:
                raise ValueError(
                    f"'{name}' must be marked legal before it is marked "
                    "recursively legal"
                )
            info.is_recursively_legal = True
            if callback is None:
                self._op_recursive_legality_fns.pop(name, None)
            else:
                self._op_recursive_legality_fns[name] = compose_legality_callbacks(
                    self._op_recursive_legality_fns.get(name), callback
                )

    # -- registration: dialects and unknown ops ----------------------------
    def set_dialect_action(
        self, dialects: Iterable[str], action: LegalizationAction
    ) -> None:
        """Set the action of every op of the named dialects."""
        self._info_cache.clear()
        for dialect in dialects:
            self._legal_dialects[dialect] = action

    def add_legal_dialect(self, *dialects: str) -> None:
        """Mark all ops of ``dialects`` legal."""
        self.set_dialect_action(dialects, LegalizationAction.LEGAL)

    def add_dynamically_legal_dialect(
        self, *dialects: str, callback: DynamicLegalityCallback
    ) -> None:
        """Mark ops of ``dialects`` legal when ``callback`` says so."""
        self.set_dialect_action(dialects, LegalizationAction.DYNAMIC)
        for dialect in dialects:
            self._dialect_legality_fns[dialect] = compose_legality_callbacks(
                self._dialect_legality_fns.get(dialect), callback
            )
        self._info_cache.clear()

    def add_illegal_dialect(self, *dialects: str) -> None:
        """Mark all ops of ``dialects`` illegal."""
        self.set_dialect_action(dialects, LegalizationAction.ILLEGAL)

    def mark_unknown_op_dynamically_legal(
        self, callback: DynamicLegalityCallback
    ) -> None:
        """Treat ops with no op or dialect action as dynamically legal."""
        self._unknown_legality_fn = compose_legality_callbacks(
            self._unknown_legality_fn, callback
        )
        self._info_cache.clear()

    # -- queries -----------------------------------------------------------
    def get_op_info(self, op: OpKey) -> LegalizationInfo | None:
        """The legalization info of an op name: op, then dialect, then unknown."""
        name = op_name_of(op)
        try:
            return self._info_cache[name]
        except KeyError:
            info = self._compute_op_info(name)
            self._info_cache[name] = info
            return info

    def _compute_op_info(self, name: str) -> LegalizationInfo | None:
        info = self._legal_operations.get(name)
        if info is not None:
            return info
        dialect = dialect_namespace(name)
        action = self._legal_dialects.get(dialect)
        if action is not None:
            return LegalizationInfo(
                action, False, self._dialect_legality_fns.get(dialect)
            )
        if self._unknown_legality_fn is not None:
            return LegalizationInfo(
                LegalizationAction.DYNAMIC, False, self._unknown_legality_fn
            )
        return None

    def get_op_action(self, op: OpKey) -> LegalizationAction | None:
        """The action for an op name, None when the target says nothing."""
        info = self.get_op_info(op)
        return None if info is None else info.action

    def is_legal(self, op: Operation) -> LegalOpDetails | None:
        """Details when ``op`` is legal, None when it is not known legal."""
        info = self.get_op_info(op.name)
        if info is None or not _instance_legal(info, op):
            return None
        if not info.is_recursively_legal:
            return LegalOpDetails()
        callback = self._op_recursive_legality_fns.get(op.name)
        if callback is None:
            return LegalOpDetails(is_recursively_legal=True)
        answer = callback(op)
        return LegalOpDetails(is_recursively_legal=answer is None or answer)

    def is_illegal(self, op: Operation) -> bool:
        """True when ``op`` is explicitly illegal (a callback that says no counts)."""
        info = self.get_op_info(op.name)
        if info is None:
            return False
        if info.action is LegalizationAction.DYNAMIC:
            answer = _call(info.legality_fn, op)
            return answer is not None and not answer
        return info.action is LegalizationAction.ILLEGAL


def _call(callback: DynamicLegalityCallback | None, op: Operation) -> bool | None:
    """The callback's answer, None when there is no callback."""
    return None if callback is None else callback(op)


def _instance_legal(info: LegalizationInfo, op: Operation) -> bool:
    """Whether this op instance is legal under ``info``."""
    if info.action is LegalizationAction.DYNAMIC:
        answer = _call(info.legality_fn, op)
        if answer is not None:
            return answer
    return info.action is LegalizationAction.LEGAL
