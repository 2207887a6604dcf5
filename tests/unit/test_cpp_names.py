"""The translator's static C++ name table matches the predicate runtime."""

from __future__ import annotations

import subprocess
import sys

from tblgen_py.cpp import names as cpp_names
from tblgen_py.runtime import predicates
from tblgen_py.runtime.predicates import registry
from tblgen_py.runtime.predicates.classes import BUILTIN_CLASSES, HAND_WRITTEN_CLASSES


class TestCppNames:
    def test_functions_match_runtime(self) -> None:
        assert cpp_names.CPP_FUNCTIONS == predicates.CPP_FUNCTIONS

    def test_methods_match_runtime(self) -> None:
        assert cpp_names.CPP_METHODS == predicates.CPP_METHODS

    def test_builder_types_match_runtime(self) -> None:
        assert cpp_names.BUILDER_TYPE_METHODS == predicates.BUILDER_TYPE_METHODS
        assert cpp_names.BUILDER_TYPE_CLASSES == predicates.BUILDER_TYPE_CLASSES

    def test_known_classes_match_runtime(self) -> None:
        expected = set(BUILTIN_CLASSES) | set(HAND_WRITTEN_CLASSES)
        assert cpp_names.KNOWN_CLASSES == expected

    def test_helpers_exist(self) -> None:
        helpers = {*cpp_names.CPP_FUNCTIONS.values(), *cpp_names.CPP_METHODS.values()}
        assert all(callable(getattr(predicates, name)) for name in helpers)

    def test_unknown_class(self) -> None:
        assert cpp_names.is_known_class("IntegerType")
        assert not cpp_names.is_known_class("NoSuchTestOnlyType")

    def test_registered_class_known(self) -> None:
        name = "CppNamesTestOnlyType"
        assert not cpp_names.is_known_class(name)
        predicates.register_class(name, lambda value: False)
        try:
            assert cpp_names.is_known_class(name)
        finally:
            del registry._REGISTERED[name]


def test_op_defs_backend_does_not_import_runtime() -> None:
    probe = (
        "import sys\n"
        "from tblgen_py.backends import get_backend\n"
        "get_backend('gen-op-defs')\n"
        "import tblgen_py.cpp.predicates\n"
        "print(sorted(m for m in sys.modules if m.startswith('tblgen_py.runtime')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"
