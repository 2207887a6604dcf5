"""The root of the runtime's errors, apart from the generator's ``TableGenError``.

``MLIRError`` is what a user of the runtime catches for any problem with MLIR
input or IR: text that does not parse (``MLIRParseError``), IR that does not
verify (``VerifyError``, ``VerificationError``), a constraint the runtime cannot
evaluate (``PredicateUnavailable``), a pattern that cannot run (``DrrError``).
``DiagnosticError`` carries located diagnostics, rendered as MLIR's tools do.
"""

from __future__ import annotations

from tblgen_py.support.diagnostics import Diagnostic


class MLIRError(Exception):
    """Root of every error the runtime raises about MLIR input or IR."""


class DiagnosticError(MLIRError):
    """An error with located diagnostics to print (``file:line:col: error: ...``)."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__(diagnostics[0].message if diagnostics else "error")
        self.diagnostics = diagnostics

    def render(self) -> str:
        """Every diagnostic formatted for stderr."""
        return "".join(d.render() for d in self.diagnostics)
