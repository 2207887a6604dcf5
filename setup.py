"""Ship ``templates/`` and ``td/`` inside the package (``tblgen_py/templates``,
``tblgen_py/td``): the generator reads them at run time.  Everything else is in
``pyproject.toml``."""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DATA_DIRS = ("templates", "td")


class BuildWithData(build_py):
    """``build_py`` that also copies the data directories into the package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install reads them from the checkout
        root = Path(__file__).resolve().parent
        for name in DATA_DIRS:
            target = Path(self.build_lib) / "tblgen_py" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(
                root / name, target, ignore=shutil.ignore_patterns("__pycache__")
            )


setup(cmdclass={"build_py": BuildWithData})
