"""PDLL's recursive-descent parser, one module per grammar area."""
