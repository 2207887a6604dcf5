"""Runtime support for op classes generated from ODS (``--gen-op-defs``).

A generated module (``mlir-tblgen-py --gen-op-defs -I td Foo.td``) holds, per op:

- ``class FooOp(OpView)``: ``OPERATION_NAME``, the ODS docs as docstring,
  ``ODS_TRAITS`` (trait names, e.g. ``FooOp.is_pure()``), ``ODS_HOOKS`` and the
  operand/result/attribute/region/successor specs ``verify()`` checks;
- ``__init__``: one parameter per result type (unless inferable), operand,
  attribute (an Attribute or a plain value) and successor, in the order of
  ``--gen-python-op-bindings``; optional ones are keyword-only;
  ``FooOp.build_generic(results, operands, attributes)`` is the generic builder;
- accessors named as in ODS (a name of the runtime API gets a ``_``): operands
  (``Value``, ``Value | None``, ``list[Value]``), results, attributes (the
  converted value, ``<name>_attr`` the raw attribute, and a setter), properties,
  regions and successors;
- ``FooOpAdaptor``: the same operand/attribute accessors over a plain list;
- a value builder ``foo(...)`` returning the result (or results, or the op).

``register(context)`` registers the module's ops; ``mlir-opt-py --load-dialect``
does it from the command line.  What ODS leaves to C++ is attached with
``hooks.implement(FooOp, "verify")`` (see ``hooks``); a declared hook used
without an implementation raises ``MissingHookError`` naming op and hook.
Interface verifiers MLIR runs (Branch, Cast, DestinationStyle, Function,
LoopLike, OffsetSizeAndStride, RegionBranch OpInterface) are generic here
(``interfaces``, ``region_branch``, ``view_like``) and call the op's interface
methods, attached as hooks by MLIR's method names (``getSuccessorRegions``...);
``tblgen_py.dialects`` attaches them, and ported C++ verifiers, for ops of
MLIR's own dialects.  Enum attribute getters return members of the enums the
module embeds (``enums.member``); ``--gen-enum-defs`` modules use ``enums`` too.
"""

from __future__ import annotations
