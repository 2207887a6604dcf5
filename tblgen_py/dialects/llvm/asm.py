"""``llvm`` dialect: the OpAsmDialectInterface naming attribute aliases.

MLIR's ``LLVMOpAsmDialectInterface::getAlias`` aliases debug-info, loop
annotation, access-group, alias-scope and TBAA attributes by their mnemonic
(``#di_file = #llvm.di_file<...>``); every other value gets no alias.
"""

from __future__ import annotations

import re

from tblgen_py.runtime.ir.attributes import Attribute, OpaqueAttr
from tblgen_py.runtime.ir.dialect import OpAsmDialectInterface, set_alias_hook
from tblgen_py.runtime.ir.types import Type

ALIASED_MNEMONICS = frozenset(
    """access_group alias_scope alias_scope_domain di_basic_type di_common_block
    di_compile_unit di_composite_type di_derived_type di_file di_global_variable
    di_global_variable_expression di_imported_entity di_label di_lexical_block
    di_lexical_block_file di_local_variable di_module di_namespace di_null_type
    di_string_type di_subprogram di_subroutine_type loop_annotation
    loop_vectorize loop_interleave loop_unroll loop_unroll_and_jam loop_licm
    loop_distribute loop_pipeline loop_peeled loop_unswitch mmra_tag tbaa_root
    tbaa_tag tbaa_type_desc""".split()
)
"""Mnemonics of the attribute classes the interface aliases."""
_MNEMONIC = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*")


class LLVMOpAsmInterface(OpAsmDialectInterface):
    """``getAlias``: the mnemonic of the aliased attribute kinds."""

    def get_alias(self, value: Attribute | Type) -> str | None:
        """The alias name of ``value`` (None for types and other attributes)."""
        if isinstance(value, OpaqueAttr):  # kept as text: no Python parser
            match = _MNEMONIC.match(value.data)
            mnemonic = match.group() if match and value.dialect == "llvm" else None
        elif isinstance(value, Attribute) and getattr(value, "DIALECT", "") == "llvm":
            mnemonic = getattr(value, "MNEMONIC", None)
        else:
            return None
        return mnemonic if mnemonic in ALIASED_MNEMONICS else None


set_alias_hook("llvm", LLVMOpAsmInterface())
