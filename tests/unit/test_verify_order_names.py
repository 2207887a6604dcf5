"""The generator's static tables of verified traits match the runtime's.

``gen-op-defs`` does not import the runtime, so ``backends/op_traits.py`` names
the traits and interfaces the runtime verifies; a name missing on either side
would be silently skipped by ``_ODS_VERIFY_ORDER``.
"""

from __future__ import annotations

from tblgen_py.backends import op_traits
from tblgen_py.runtime.ods import verify
from tblgen_py.runtime.ods.interfaces import INTERFACE_VERIFIERS
from tblgen_py.runtime.ods.native_traits import NATIVE_TRAITS, STRUCTURAL_TRAITS


def test_native_traits_match_runtime() -> None:
    assert op_traits._VERIFIED_NATIVE_TRAITS == set(NATIVE_TRAITS)


def test_structural_traits_match_runtime() -> None:
    runtime = set(STRUCTURAL_TRAITS) | {"HasParent", verify.IMPLICIT_TERMINATOR}
    assert op_traits._STRUCTURAL_TRAITS == runtime


def test_interfaces_match_runtime() -> None:
    assert op_traits._VERIFIED_INTERFACES == set(INTERFACE_VERIFIERS)


def test_op_invariants_marker_matches_runtime() -> None:
    assert op_traits.OP_INVARIANTS == verify.OP_INVARIANTS


def test_isolated_from_above_name_matches_runtime() -> None:
    assert op_traits.ISOLATED == verify.ISOLATED
