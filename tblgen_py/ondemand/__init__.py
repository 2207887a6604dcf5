"""MLIR's dialects generated on demand from the MLIR headers on this machine.

``headers`` finds MLIR's ``.td`` files (and checks their version), ``catalog``
maps each dialect name to the files that define it, ``build`` runs the
generators on them into the cache and ``loader`` imports the result, building
it first when the cache has no valid entry (``catalog_cache`` keeps the
catalog).  ``tblgen_py.dialects`` is the entry point: each dialect's module
offers the generated names lazily (``package``), and ``finder`` makes the
module of a dialect that has no package of ports.
"""
