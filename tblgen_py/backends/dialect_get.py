"""C++ ``get`` calls of dialect attribute and type classes, as Python.

ODS builds attributes and types in C++: an attribute's ``constBuilderCall``
(``::mlir::LLVM::TailCallKindAttr::get($_builder.getContext(), $0)``, ``$0``
the default's C++ text) and a buildable type's ``builderCall``
(``$_builder.getType<::mlir::LLVM::LLVMPointerType>(0)``).  When every
argument is a literal, a brace list of literals or an enumerant of an enum of
the records (``TailCallKind::None``, passed by value), the call becomes the
runtime's ``_ods_convert.dialect_attribute``/``dialect_type`` on the
generated class of that C++ name.
"""

from __future__ import annotations

from tblgen_py.backends.cpp_classes import attr_def_of_class, enumerant_value
from tblgen_py.backends.names import py_string
from tblgen_py.cpp import ast as cpp_ast
from tblgen_py.cpp.grammar import CppSyntaxError, parse_cpp
from tblgen_py.ods.attrdef import AttrOrTypeDef


def attr_get_source(call: str, value: str) -> str | None:
    """Python for a ``constBuilderCall`` that is ``Class::get(context,
    args...)`` with ``$0`` replaced by ``value``, else None.  A
    ``get(context)`` alone builds the same attribute whatever the default's
    text says (``ub``'s poison)."""
    found = _get_call(call.replace("$0", f"({value})"))
    if found is None:
        return None
    cls, args = found
    return f"_ods_convert.dialect_attribute({', '.join([py_string(cls), *args])})"


def type_get_source(call: str) -> str | None:
    """Python for a type ``builderCall`` that is ``Class::get(context,
    args...)`` or ``$_builder.getType<Class>(args...)``, else None."""
    found = _get_call(call)
    if found is None:
        return None
    cls, args = found
    return f"_ods_convert.dialect_type({', '.join([py_string(cls), *args])})"


def type_getter(cpp_name: str) -> tuple[str, tuple[str, ...]] | None:
    """For the C++ translator: ``Cls::get(params...)`` of a dialect
    ``TypeDef``'s class (``emitc::PointerType``) is the runtime's
    ``dialect_type`` on the loaded class of its qualified name; None for a
    class no ``TypeDef`` of the records names."""
    record = attr_def_of_class(cpp_name, "TypeDef")
    if record is None:
        return None
    qualified = AttrOrTypeDef.from_record(record).cpp_type.lstrip(":")
    return "_ods_convert.dialect_type", (py_string(qualified),)


def _get_call(text: str) -> tuple[str, list[str]] | None:
    """The C++ class and the Python arguments of a ``get`` call."""
    try:
        tree = parse_cpp(text)
    except CppSyntaxError:
        return None
    if _is_builder(tree):  # $_builder.getType<Class>(args...)
        assert isinstance(tree, cpp_ast.Member) and tree.template_args is not None
        if tree.name != "getType" or len(tree.template_args) != 1:
            return None
        cls, params = tree.template_args[0], tree.args or ()
    elif isinstance(tree, cpp_ast.Call) and isinstance(tree.callee, cpp_ast.Name):
        cls, _, method = tree.callee.text.replace(" ", "").rpartition("::")
        if method != "get" or not tree.args or not _is_context(tree.args[0]):
            return None
        params = tree.args[1:]
    else:
        return None
    args = [_argument(arg) for arg in params]
    if not cls or any(arg is None for arg in args):
        return None
    return cls.replace(" ", "").lstrip(":"), [arg for arg in args if arg is not None]


def _is_builder(node: cpp_ast.Node) -> bool:
    """Whether ``node`` is a templated method call on ``$_builder``."""
    return (
        isinstance(node, cpp_ast.Member)
        and node.template_args is not None
        and node.args is not None
        and isinstance(node.obj, cpp_ast.Placeholder)
        and node.obj.name == "_builder"
    )


def _is_context(node: cpp_ast.Node) -> bool:
    """Whether ``node`` is ``$_builder.getContext()``."""
    return (
        isinstance(node, cpp_ast.Member)
        and node.name == "getContext"
        and node.args == ()
        and isinstance(node.obj, cpp_ast.Placeholder)
        and node.obj.name == "_builder"
    )


def _argument(node: cpp_ast.Node) -> str | None:
    """Python source of a literal, brace list or enumerant argument."""
    if isinstance(node, (cpp_ast.BoolLit, cpp_ast.IntLit)):
        return repr(node.value)
    if isinstance(node, cpp_ast.StrLit):
        return py_string(node.value)
    if isinstance(node, cpp_ast.BraceList):
        items = [_argument(item) for item in node.items]
        if any(item is None for item in items):
            return None
        if len(items) == 1:
            return f"({items[0]},)"
        return "(" + ", ".join(str(item) for item in items) + ")"
    if isinstance(node, cpp_ast.Name) and node.template_args is None:
        found = enumerant_value(node.text)
        return None if found is None else repr(found)
    if isinstance(node, cpp_ast.Unary) and node.op == "-":
        inner = _argument(node.operand)
        return f"-{inner}" if inner is not None and inner.isdigit() else None
    if isinstance(node, cpp_ast.Binary) and node.op == "|":
        lhs, rhs = _argument(node.lhs), _argument(node.rhs)
        if lhs is None or rhs is None or not (lhs + rhs).isdigit():
            return None
        return repr(int(lhs) | int(rhs))
    return None
