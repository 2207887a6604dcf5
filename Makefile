# mlir-tblgen-py developer targets; `make help` lists them.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
LLVM_BIN := /usr/lib/llvm-22/bin
LLVM_INC := /usr/lib/llvm-22/include
MLIR19_DIR := $(CURDIR)/.cache/llvm19
APT_ETC ?= /etc/apt

.PHONY: help install test demo conformance llvm mlir19-src apt-deb-src bench generate regen format lint check

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-12s %s\n", $$1, $$2}'

install: llvm ## install the LLVM 22 reference tools when missing, create .venv, install the package editable with the dev extra
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]' --config-settings editable_mode=compat
	$(PY) -m compileall -q tblgen_py

test: ## run the unit, golden and runtime suites
	$(PY) -m pytest -q -x -p no:cacheprovider

demo: install ## generate the toy dialect, build IR with tblgen_py.ir, verify, rewrite, print
	$(PY) -m tblgen_py.tools.demo

llvm: ## install the LLVM/MLIR 22 Debian packages when missing
	@if [ ! -x $(LLVM_BIN)/mlir-tblgen ] || [ ! -x $(LLVM_BIN)/llvm-tblgen ] || [ ! -x $(LLVM_BIN)/mlir-opt ] || [ ! -d $(LLVM_INC)/mlir ]; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q llvm-22 mlir-22-tools libmlir-22-dev; \
	fi

mlir19-src: ## fetch MLIR 19's .td sources (DRR conformance inputs) with apt-get source
	@if [ ! -f $(MLIR19_DIR)/done.flag ]; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  if ! grep -rqsE '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' $(APT_ETC)/sources.list $(APT_ETC)/sources.list.d/; then \
	    $(MAKE) --no-print-directory apt-deb-src; \
	  fi; \
	  $$SUDO apt-get update -q >/dev/null; \
	  mkdir -p $(MLIR19_DIR) && cd $(MLIR19_DIR) && \
	  apt-get source -q --download-only llvm-toolchain-19/bookworm >/dev/null 2>&1 && \
	  tar -xJf llvm-toolchain-19_*.orig.tar.xz --wildcards '*/mlir/*.td' && \
	  touch done.flag; \
	fi

# deb-src beside every deb source the machine has (deb822 `Types:` lines gain deb-src;
# a one-line sources.list without deb-src lines gets a deb-src copy of each deb line),
# so sources come from the mirrors apt already uses.
apt-deb-src: ## enable source packages in the machine's configured apt sources
	@SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	for f in $(APT_ETC)/sources.list.d/*.sources; do \
	  [ ! -f "$$f" ] || $$SUDO sed -i -E '/^Types:/{/deb-src/!s/\<deb\>/deb deb-src/}' "$$f"; \
	done; \
	for f in $(APT_ETC)/sources.list $(APT_ETC)/sources.list.d/*.list; do \
	  [ ! -f "$$f" ] || grep -qsE '^[[:space:]]*deb-src[[:space:]]' "$$f" || \
	    $$SUDO sed -i -E '/^[[:space:]]*deb[[:space:]]/{p;s/^([[:space:]]*)deb/\1deb-src/}' "$$f"; \
	done

conformance: llvm mlir19-src ## differential tests against the LLVM 22 tools
	MLIR19_SRC=$$(ls -d $(MLIR19_DIR)/llvm-toolchain-19_*/mlir | head -1) \
	  $(PY) -m pytest -q -p no:cacheprovider -m conformance tests/conformance

bench: llvm ## benchmarks with ratios against the reference tools
	$(PY) -m pip install -q xdsl
	@status=0; for b in bench/*.py; do echo "== $$b"; $(PY) $$b || status=1; done; exit $$status

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
