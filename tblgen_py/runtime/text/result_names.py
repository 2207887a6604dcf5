"""Result names of MLIR's ``OpAsmOpInterface::getAsmResultNames`` in custom printing.

An op names its results through a hook attached as ``getAsmResultNames``
(``hooks.implement_op("memref.alloc", "getAsmResultNames")``), called as
``hook(op, set_name)`` with ``set_name(value, name)`` as MLIR's ``setNameFn``.
Without a hook, an op with more than one ODS result and no ``OpAsmOpInterface``
of its own names the first value of each named result group after it, as
mlir-tblgen generates that method.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import attached_ops

SetName = Callable[[Value, str], None]
Namer = Callable[[Operation, SetName], object]

HOOK = "getAsmResultNames"
_PUNCTUATION = frozenset(b"$._-")
_PLAIN = re.compile(r"[A-Za-z0-9$._-]*").fullmatch
"""A name that needs no escaping (ASCII letters, digits and ``$._-``)."""


def sanitize(name: str) -> str:
    """``name`` as a value name: MLIR's sanitizeIdentifier (``$._-`` kept, a space
    as ``_``, other bytes in hex, ``_`` before a leading digit)."""
    if _PLAIN(name) is not None:
        return "_" + name if name[:1].isdigit() else name
    raw = name.encode("utf-8", "surrogateescape")
    out = ["_"] if raw[:1].isdigit() else []
    for byte in raw:
        if byte < 128 and (chr(byte).isalnum() or byte in _PUNCTUATION):
            out.append(chr(byte))
        elif byte == 0x20:
            out.append("_")
        else:
            out.append(f"{byte:X}")
    return "".join(out)


class ResultNamers:
    """The namer of each op name, found once per printer (by name: the
    unregistered ops of all names share one class)."""

    __slots__ = ("_hooks", "by_name")

    def __init__(self) -> None:
        self._hooks = attached_ops(HOOK)
        self.by_name: dict[str, Namer | None] = {}
        """The namer of each op name looked up so far (None: numbered)."""

    def namer(self, op: Operation) -> Namer | None:
        """The hook naming ``op``'s results, or None for plain numbering."""
        name = op.name
        try:
            return self.by_name[name]
        except KeyError:
            found = self._hooks.get(name) or _ods_namer(type(op))
            self.by_name[name] = found
            return found


def _ods_namer(cls: type) -> Namer | None:
    """mlir-tblgen's generated getAsmResultNames: ODS result names, when the op
    has several result groups and no OpAsmOpInterface of its own."""
    specs = getattr(cls, "_ODS_RESULTS", ())
    traits = getattr(cls, "ODS_TRAITS", ())
    if len(specs) <= 1 or any(t.endswith("OpAsmOpInterface") for t in traits):
        return None
    names = [spec.name for spec in specs]
    if not any(names):
        return None

    def name_groups(op: Operation, set_name: SetName) -> None:
        for index, name in enumerate(names):
            if name:
                group = op._ods_results(index)  # type: ignore[attr-defined]
                if group:
                    set_name(group[0], name)

    return name_groups
