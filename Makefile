# mlir-tblgen-py developer targets; `make help` lists them.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
LLVM_BIN := /usr/lib/llvm-22/bin
LLVM_INC := /usr/lib/llvm-22/include
MLIR19_DIR := $(CURDIR)/.cache/llvm19

.PHONY: help install test conformance llvm mlir19-src bench generate regen format lint check

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-12s %s\n", $$1, $$2}'

install: ## create .venv and install the package editable with the dev extra
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]' --config-settings editable_mode=compat
	$(PY) -m compileall -q tblgen_py

test: ## run the unit, golden and runtime suites
	$(PY) -m pytest -q -x -p no:cacheprovider

llvm: ## install the LLVM/MLIR 22 Debian packages when missing
	@if [ ! -x $(LLVM_BIN)/mlir-tblgen ] || [ ! -x $(LLVM_BIN)/llvm-tblgen ] || [ ! -x $(LLVM_BIN)/mlir-opt ] || [ ! -d $(LLVM_INC)/mlir ]; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q llvm-22 mlir-22-tools libmlir-22-dev; \
	fi

mlir19-src: ## fetch MLIR 19's .td sources (DRR conformance inputs) with apt-get source
	@if [ ! -f $(MLIR19_DIR)/done.flag ]; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  if ! grep -rqs 'deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then \
	    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
	      | $$SUDO tee /etc/apt/sources.list.d/debsrc.sources >/dev/null; \
	  fi; \
	  $$SUDO apt-get update -q >/dev/null; \
	  mkdir -p $(MLIR19_DIR) && cd $(MLIR19_DIR) && \
	  apt-get source -q --download-only llvm-toolchain-19/bookworm >/dev/null 2>&1 && \
	  tar -xJf llvm-toolchain-19_*.orig.tar.xz --wildcards '*/mlir/*.td' && \
	  touch done.flag; \
	fi

conformance: llvm mlir19-src ## differential tests against the LLVM 22 tools
	MLIR19_SRC=$$(ls -d $(MLIR19_DIR)/llvm-toolchain-19_*/mlir | head -1) \
	  $(PY) -m pytest -q -p no:cacheprovider -m conformance tests/conformance

bench: llvm ## benchmarks with ratios against the reference tools
	$(PY) -m pip install -q xdsl
	@for b in bench/*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

generate: ## regenerate generated/ from td/examples
	$(PY) -m tblgen_py.tools.generate

regen: ## rewrite golden files from current output (review the diff)
	$(PY) -m pytest -q -p no:cacheprovider --update-goldens

format: ## format the code with black
	$(VENV)/bin/black tblgen_py tests bench

lint: ## black --check and mypy
	$(VENV)/bin/black --check tblgen_py tests bench
	$(VENV)/bin/mypy tblgen_py

check: lint test ## lint and test
