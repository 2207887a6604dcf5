"""The C++-expression translator: ODS predicates and native code to Python.

``grammar``/``descent`` parse C++ expressions into ``ast`` nodes,
``statements`` desugars lambda bodies, ``expr`` emits Python source calling the
predicate runtime (whose names ``names`` mirrors, so generating code never
imports the runtime), ``predicates`` translates whole ODS predicate trees and
``report`` lists what could not be translated.
"""
