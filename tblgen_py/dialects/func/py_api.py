"""``func``'s additions in MLIR's Python bindings, ported.

``FuncOp(name, type, visibility=, body_builder=)`` with ``add_entry_block``,
``entry_block``, ``arguments``, ``type``, ``is_external`` and the
``FuncOp.from_py_func(*inputs, results=, name=)`` decorator (the body is the
Python function, called on the entry block's arguments; what it returns is
returned; calling the decorated function emits a ``func.call``), and
``CallOp(func_op, args)`` besides ``CallOp(result_types, callee, args)``.
``name`` stays the op's name (``func.func``): the symbol is ``sym_name``.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Sequence
from typing import Any

from tblgen_py.dialects.py_api import Names, single_or_all, values_of
from tblgen_py.runtime.ir.attributes import FlatSymbolRefAttr, TypeAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.types import FunctionType


def extend(names: Names) -> Names:
    """``FuncOp`` and ``CallOp`` with the bindings' constructors."""
    func_op = _func_op(names["FuncOp"], names["ReturnOp"])
    call_op = _call_op(names["CallOp"], func_op)
    setattr(func_op, "_CALL", call_op)
    return {"FuncOp": func_op, "CallOp": call_op}


def _function_type(type: object) -> object:
    if isinstance(type, tuple):
        inputs, results = type
        return FunctionType.get(list(inputs), list(results))
    return type


def _func_op(base: Any, return_op: Any) -> type:
    class FuncOp(base):  # type: ignore[misc]
        """``func.func``, built as MLIR's bindings build it."""

        __slots__ = ()

        def __init__(
            self,
            name: str,
            type: object,
            *,
            visibility: str | None = None,
            body_builder: Callable[[Any], None] | None = None,
            loc: object = None,
            ip: InsertionPoint | None = None,
        ) -> None:
            super().__init__(
                str(name),
                _function_type(type),
                sym_visibility=visibility,
                loc=loc,
                ip=ip,
            )
            if body_builder is not None:
                with InsertionPoint(self.add_entry_block()):
                    body_builder(self)

        @property
        def type(self) -> FunctionType:
            """The function type."""
            found = self.get_attr("function_type")
            value = found.type if isinstance(found, TypeAttr) else found
            assert isinstance(value, FunctionType)
            return value

        @property
        def is_external(self) -> bool:
            """Whether the function has no body."""
            return not self.regions[0].blocks

        @property
        def visibility(self) -> object:
            """The ``sym_visibility`` attribute (None: public)."""
            return self.get_attr("sym_visibility")

        @property
        def entry_block(self) -> Block:
            """The first block of the body (IndexError if external)."""
            if self.is_external:
                raise IndexError("External function does not have a body")
            block: Block = self.regions[0].blocks[0]
            return block

        @property
        def arguments(self) -> list[Any]:
            """The entry block's arguments."""
            return self.entry_block.arguments

        def add_entry_block(self, arg_locs: Sequence[object] | None = None) -> Block:
            """A new entry block with one argument per input of the type."""
            if not self.is_external:
                raise IndexError("The function already has an entry block!")
            block: Block = Block.create_at_start(
                self.regions[0], self.type.inputs, arg_locs
            )
            return block

        @classmethod
        def from_py_func(
            cls,
            *inputs: Any,
            results: Sequence[Any] | None = None,
            name: str | None = None,
        ) -> Callable[[Callable[..., object]], Callable[..., object]]:
            """Decorator: the Python function is the body of a new ``func.func``."""

            def decorator(body: Callable[..., object]) -> Callable[..., object]:
                op = cls(
                    body.__name__ if name is None else name,
                    FunctionType.get(list(inputs), list(results or ())),
                )
                block = op.add_entry_block()
                params = inspect.signature(body).parameters
                extra = {"func_op": op} if "func_op" in params else {}
                with InsertionPoint(block):
                    returned = body(*block.arguments, **extra)
                    if results is not None:
                        if returned is not None:
                            raise AssertionError(
                                "Capturing a python function with explicit `results=` "
                                "requires that the wrapped function returns None."
                            )
                    else:
                        values = values_of(returned)
                        return_op(values)
                        outputs: list[Any] = [v.type for v in values]
                        op.function_type = FunctionType.get(list(inputs), outputs)

                @functools.wraps(body)
                def call(*args: object, **kwargs: object) -> object:
                    return single_or_all(
                        getattr(cls, "_CALL")(op, list(args), **kwargs)
                    )

                setattr(call, "func_op", op)
                return call

            return decorator

    return FuncOp


def _call_op(base: Any, func_op: type) -> type:
    class CallOp(base):  # type: ignore[misc]
        """``func.call`` of a ``FuncOp`` or of a symbol with result types."""

        __slots__ = ()

        def __init__(
            self,
            callee_or_results: Any,
            arguments_or_callee: Any,
            arguments: Sequence[object] | None = None,
            *,
            loc: object = None,
            ip: InsertionPoint | None = None,
        ) -> None:
            if isinstance(callee_or_results, func_op):
                callee: Any = callee_or_results
                if arguments is not None:
                    raise ValueError(
                        "unexpected third argument when constructing a call to a function"
                    )
                super().__init__(
                    list(callee.type.results),
                    FlatSymbolRefAttr.get(str(callee.sym_name)),
                    list(arguments_or_callee),
                    loc=loc,
                    ip=ip,
                )
                return
            if arguments is None:
                raise ValueError("a call needs result types, a callee and arguments")
            super().__init__(
                list(callee_or_results),
                arguments_or_callee,
                list(arguments),
                loc=loc,
                ip=ip,
            )

    return CallOp
