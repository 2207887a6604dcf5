"""The errors of the pass machinery: bad pipelines and options, failed passes."""

from __future__ import annotations

from tblgen_py.runtime.errors import MLIRError

__all__ = ["PassFailure", "PassOptionError", "PassPipelineError"]


class PassOptionError(MLIRError):
    """An option value a pass cannot take.

    ``cl_message``: whether LLVM's option parser prints it on its own line
    (``mlir-opt: for the --x option: ...``) rather than in the pipeline error.
    """

    def __init__(self, message: str, cl_message: bool = True) -> None:
        super().__init__(message)
        self.message = message
        self.cl_message = cl_message


class PassPipelineError(MLIRError):
    """A pipeline that cannot be built, reported as mlir-opt does.

    ``message`` follows ``<unknown>:0: error: ``; ``cl_messages`` are the lines
    LLVM's option parser prints before it (``for the --x option: ...``, after the
    tool's name).
    """

    def __init__(self, message: str, cl_messages: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.cl_messages = cl_messages


class PassFailure(MLIRError):
    """A pass signalled failure; what it reported is already diagnosed (or nothing)."""

    def __init__(self, pass_name: str) -> None:
        super().__init__(f"pass '{pass_name}' failed")
        self.pass_name = pass_name
