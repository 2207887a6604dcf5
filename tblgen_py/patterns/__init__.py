"""The one pattern model between the pattern languages and the rewrite emitter:
match tree, constraints and rewrite actions, every node with its source span."""
