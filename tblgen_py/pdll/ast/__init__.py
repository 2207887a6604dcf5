"""PDLL's AST: types, nodes and the ``-x=ast`` printer."""
