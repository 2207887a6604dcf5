"""Inputs of ``test_arith_fold_diff.py``: IR written to exercise each arith folder.

Each case is one ``func.func`` whose results keep the folded values alive;
``test.use`` ops are unregistered and have side effects.
"""

from __future__ import annotations


def _func(name: str, args: str, body: str, results: str, types: str) -> str:
    """A function returning ``results`` of ``types``."""
    lines = "\n".join(f"  {line}" for line in body.strip().splitlines())
    return (
        f"func.func @{name}({args}) -> ({types}) {{\n{lines}\n"
        f"  return {results} : {types}\n}}\n"
    )


CASES: dict[str, str] = {
    "constant_unique": _func(
        "constant_unique",
        "",
        """
%a = arith.constant 7 : i32
%b = arith.constant 7 : i32
%c = arith.constant 2.5 : f32
""",
        "%a, %b, %c",
        "i32, i32, f32",
    ),
    "addi_const_wrap": _func(
        "addi_const_wrap",
        "%x: i8",
        """
%a = arith.constant 100 : i8
%b = arith.constant 100 : i8
%s = arith.addi %a, %b : i8
%z = arith.constant 0 : i8
%t = arith.addi %x, %z : i8
%u = arith.addi %a, %x : i8
""",
        "%s, %t, %u",
        "i8, i8, i8",
    ),
    "addi_sub_cancel": _func(
        "addi_sub_cancel",
        "%a: i32, %b: i32",
        """
%d = arith.subi %a, %b : i32
%s = arith.addi %d, %b : i32
%t = arith.addi %b, %d : i32
""",
        "%s, %t",
        "i32, i32",
    ),
    "subi_folds": _func(
        "subi_folds",
        "%a: i32, %b: i32",
        """
%x = arith.subi %a, %a : i32
%z = arith.constant 0 : i32
%y = arith.subi %b, %z : i32
%p = arith.addi %a, %b : i32
%q = arith.subi %p, %b : i32
%r = arith.subi %p, %a : i32
%c3 = arith.constant 3 : i16
%c5 = arith.constant 5 : i16
%w = arith.subi %c3, %c5 : i16
""",
        "%x, %y, %q, %r, %w",
        "i32, i32, i32, i32, i16",
    ),
    "muli_folds": _func(
        "muli_folds",
        "%a: i64",
        """
%z = arith.constant 0 : i64
%o = arith.constant 1 : i64
%x = arith.muli %a, %z : i64
%y = arith.muli %o, %a : i64
%b = arith.constant 4294967296 : i64
%c = arith.muli %b, %b : i64
%d = arith.constant -3 : i64
%e = arith.muli %d, %b : i64
""",
        "%x, %y, %c, %e",
        "i64, i64, i64, i64",
    ),
    "andi_folds": _func(
        "andi_folds",
        "%a: i32",
        """
%z = arith.constant 0 : i32
%m = arith.constant -1 : i32
%x = arith.andi %a, %z : i32
%y = arith.andi %m, %a : i32
%s = arith.andi %a, %a : i32
%n = arith.xori %a, %m : i32
%t = arith.andi %a, %n : i32
%c1 = arith.constant 12 : i32
%c2 = arith.constant 10 : i32
%u = arith.andi %c1, %c2 : i32
""",
        "%x, %y, %s, %t, %u",
        "i32, i32, i32, i32, i32",
    ),
    "ori_folds": _func(
        "ori_folds",
        "%a: i32",
        """
%z = arith.constant 0 : i32
%m = arith.constant -1 : i32
%x = arith.ori %a, %z : i32
%y = arith.ori %a, %m : i32
%s = arith.ori %a, %a : i32
%n = arith.xori %a, %m : i32
%t = arith.ori %n, %a : i32
%c1 = arith.constant 12 : i32
%c2 = arith.constant 10 : i32
%u = arith.ori %c1, %c2 : i32
""",
        "%x, %y, %s, %t, %u",
        "i32, i32, i32, i32, i32",
    ),
    "xori_folds": _func(
        "xori_folds",
        "%a: i32, %b: i32",
        """
%z = arith.constant 0 : i32
%x = arith.xori %a, %z : i32
%y = arith.xori %a, %a : i32
%i = arith.xori %a, %b : i32
%s = arith.xori %i, %b : i32
%t = arith.xori %i, %a : i32
%c1 = arith.constant 12 : i32
%c2 = arith.constant 10 : i32
%u = arith.xori %c1, %c2 : i32
""",
        "%x, %y, %s, %t, %u",
        "i32, i32, i32, i32, i32",
    ),
    "bool_ops": _func(
        "bool_ops",
        "%a: i1",
        """
%t = arith.constant true
%f = arith.constant false
%x = arith.andi %t, %f : i1
%y = arith.ori %t, %f : i1
%z = arith.xori %t, %t : i1
%w = arith.addi %t, %t : i1
""",
        "%x, %y, %z, %w",
        "i1, i1, i1, i1",
    ),
    "divui_folds": _func(
        "divui_folds",
        "%a: i32",
        """
%o = arith.constant 1 : i32
%x = arith.divui %a, %o : i32
%c = arith.constant -2 : i32
%d = arith.constant 3 : i32
%y = arith.divui %c, %d : i32
%z = arith.constant 0 : i32
%w = arith.divui %d, %z : i32
""",
        "%x, %y, %w",
        "i32, i32, i32",
    ),
    "divsi_folds": _func(
        "divsi_folds",
        "%a: i8",
        """
%o = arith.constant 1 : i8
%x = arith.divsi %a, %o : i8
%c = arith.constant -7 : i8
%d = arith.constant 2 : i8
%y = arith.divsi %c, %d : i8
%min = arith.constant -128 : i8
%m1 = arith.constant -1 : i8
%v = arith.divsi %min, %m1 : i8
%z = arith.constant 0 : i8
%w = arith.divsi %c, %z : i8
""",
        "%x, %y, %v, %w",
        "i8, i8, i8, i8",
    ),
    "rem_folds": _func(
        "rem_folds",
        "%a: i16",
        """
%o = arith.constant 1 : i16
%x = arith.remui %a, %o : i16
%y = arith.remsi %a, %o : i16
%c = arith.constant -7 : i16
%d = arith.constant 3 : i16
%p = arith.remui %c, %d : i16
%q = arith.remsi %c, %d : i16
%z = arith.constant 0 : i16
%w = arith.remsi %c, %z : i16
%min = arith.constant -32768 : i16
%m1 = arith.constant -1 : i16
%v = arith.remsi %min, %m1 : i16
""",
        "%x, %y, %p, %q, %w, %v",
        "i16, i16, i16, i16, i16, i16",
    ),
    "shifts": _func(
        "shifts",
        "%a: i8",
        """
%z = arith.constant 0 : i8
%x = arith.shli %a, %z : i8
%y = arith.shrui %a, %z : i8
%w = arith.shrsi %a, %z : i8
%c = arith.constant -112 : i8
%s = arith.constant 3 : i8
%p = arith.shli %c, %s : i8
%q = arith.shrui %c, %s : i8
%r = arith.shrsi %c, %s : i8
%big = arith.constant 8 : i8
%t = arith.shli %c, %big : i8
""",
        "%x, %y, %w, %p, %q, %r, %t",
        "i8, i8, i8, i8, i8, i8, i8",
    ),
    "cmpi_constants": _func(
        "cmpi_constants",
        "",
        """
%a = arith.constant -1 : i32
%b = arith.constant 1 : i32
%0 = arith.cmpi eq, %a, %b : i32
%1 = arith.cmpi ne, %a, %b : i32
%2 = arith.cmpi slt, %a, %b : i32
%3 = arith.cmpi sle, %a, %b : i32
%4 = arith.cmpi sgt, %a, %b : i32
%5 = arith.cmpi sge, %a, %b : i32
%6 = arith.cmpi ult, %a, %b : i32
%7 = arith.cmpi ule, %a, %b : i32
%8 = arith.cmpi ugt, %a, %b : i32
%9 = arith.cmpi uge, %a, %b : i32
""",
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9",
        "i1, i1, i1, i1, i1, i1, i1, i1, i1, i1",
    ),
    "cmpi_same": _func(
        "cmpi_same",
        "%a: index",
        """
%0 = arith.cmpi eq, %a, %a : index
%1 = arith.cmpi ne, %a, %a : index
%2 = arith.cmpi slt, %a, %a : index
%3 = arith.cmpi sle, %a, %a : index
%4 = arith.cmpi ugt, %a, %a : index
%5 = arith.cmpi uge, %a, %a : index
""",
        "%0, %1, %2, %3, %4, %5",
        "i1, i1, i1, i1, i1, i1",
    ),
    "cmpi_swap": _func(
        "cmpi_swap",
        "%a: i32",
        """
%c = arith.constant 5 : i32
%0 = arith.cmpi slt, %c, %a : i32
%1 = arith.cmpi uge, %c, %a : i32
%2 = arith.cmpi eq, %c, %a : i32
%3 = arith.cmpi ule, %c, %a : i32
""",
        "%0, %1, %2, %3",
        "i1, i1, i1, i1",
    ),
    "cmpi_i1": _func(
        "cmpi_i1",
        "%a: i1",
        """
%f = arith.constant false
%t = arith.constant true
%0 = arith.cmpi ne, %a, %f : i1
%1 = arith.cmpi eq, %a, %t : i1
%e = arith.extui %a : i1 to i32
%z = arith.constant 0 : i32
%2 = arith.cmpi ne, %e, %z : i32
%s = arith.extsi %a : i1 to i64
%zz = arith.constant 0 : i64
%3 = arith.cmpi ne, %s, %zz : i64
""",
        "%0, %1, %2, %3",
        "i1, i1, i1, i1",
    ),
    "select_folds": _func(
        "select_folds",
        "%c: i1, %a: i32, %b: i32",
        """
%t = arith.constant true
%f = arith.constant false
%0 = arith.select %c, %a, %a : i32
%1 = arith.select %t, %a, %b : i32
%2 = arith.select %f, %a, %b : i32
%3 = arith.select %c, %t, %f : i1
%eq = arith.cmpi eq, %a, %b : i32
%4 = arith.select %eq, %a, %b : i32
%ne = arith.cmpi ne, %a, %b : i32
%5 = arith.select %ne, %a, %b : i32
""",
        "%0, %1, %2, %3, %4, %5",
        "i32, i32, i32, i1, i32, i32",
    ),
    "ext_constants": _func(
        "ext_constants",
        "",
        """
%c = arith.constant -3 : i8
%0 = arith.extui %c : i8 to i32
%1 = arith.extsi %c : i8 to i32
%t = arith.constant true
%2 = arith.extui %t : i1 to i16
%3 = arith.extsi %t : i1 to i16
""",
        "%0, %1, %2, %3",
        "i32, i32, i16, i16",
    ),
    "ext_chains": _func(
        "ext_chains",
        "%a: i8",
        """
%0 = arith.extui %a : i8 to i16
%1 = arith.extui %0 : i16 to i32
%2 = arith.extsi %a : i8 to i16
%3 = arith.extsi %2 : i16 to i64
""",
        "%1, %3",
        "i32, i64",
    ),
    "trunci_folds": _func(
        "trunci_folds",
        "%a: i16, %b: i64",
        """
%c = arith.constant 1000 : i32
%0 = arith.trunci %c : i32 to i8
%e = arith.extui %a : i16 to i32
%1 = arith.trunci %e : i32 to i16
%s = arith.extsi %a : i16 to i32
%2 = arith.trunci %s : i32 to i8
%t = arith.trunci %b : i64 to i32
%3 = arith.trunci %t : i32 to i8
""",
        "%0, %1, %2, %3",
        "i8, i16, i8, i8",
    ),
    "index_casts": _func(
        "index_casts",
        "",
        """
%c = arith.constant -2 : i32
%0 = arith.index_cast %c : i32 to index
%1 = arith.index_castui %c : i32 to index
%i = arith.constant -1 : index
%2 = arith.index_cast %i : index to i16
%3 = arith.index_castui %i : index to i8
""",
        "%0, %1, %2, %3",
        "index, index, i16, i8",
    ),
    "index_arith": _func(
        "index_arith",
        "%a: index",
        """
%c = arith.constant 9223372036854775807 : index
%o = arith.constant 1 : index
%0 = arith.addi %c, %o : index
%1 = arith.muli %a, %o : index
%2 = arith.divsi %c, %c : index
""",
        "%0, %1, %2",
        "index, index, index",
    ),
    "float_f64": _func(
        "float_f64",
        "%x: f64",
        """
%a = arith.constant 0.1 : f64
%b = arith.constant 0.2 : f64
%0 = arith.addf %a, %b : f64
%1 = arith.subf %a, %b : f64
%2 = arith.mulf %a, %b : f64
%3 = arith.divf %a, %b : f64
%nz = arith.constant -0.0 : f64
%4 = arith.addf %x, %nz : f64
%pz = arith.constant 0.0 : f64
%5 = arith.subf %x, %pz : f64
%one = arith.constant 1.0 : f64
%6 = arith.mulf %one, %x : f64
%7 = arith.divf %x, %one : f64
""",
        "%0, %1, %2, %3, %4, %5, %6, %7",
        "f64, f64, f64, f64, f64, f64, f64, f64",
    ),
    "float_f32": _func(
        "float_f32",
        "",
        """
%a = arith.constant 0.1 : f32
%b = arith.constant 3.0 : f32
%0 = arith.addf %a, %b : f32
%1 = arith.subf %a, %b : f32
%2 = arith.mulf %a, %b : f32
%3 = arith.divf %a, %b : f32
%big = arith.constant 3.0e38 : f32
%4 = arith.mulf %big, %b : f32
%z = arith.constant 0.0 : f32
%5 = arith.divf %b, %z : f32
""",
        "%0, %1, %2, %3, %4, %5",
        "f32, f32, f32, f32, f32, f32",
    ),
    "negf_folds": _func(
        "negf_folds",
        "%x: f32",
        """
%a = arith.constant 1.5 : f32
%0 = arith.negf %a : f32
%n = arith.negf %x : f32
%1 = arith.negf %n : f32
%z = arith.constant 0.0 : f64
%2 = arith.negf %z : f64
""",
        "%0, %1, %2",
        "f32, f32, f64",
    ),
    "max_min": _func(
        "max_min",
        "%x: f32",
        """
%a = arith.constant -2.0 : f32
%b = arith.constant 3.5 : f32
%0 = arith.maximumf %a, %b : f32
%1 = arith.minimumf %a, %b : f32
%pz = arith.constant 0.0 : f32
%nz = arith.constant -0.0 : f32
%2 = arith.maximumf %nz, %pz : f32
%3 = arith.minimumf %pz, %nz : f32
%4 = arith.maximumf %x, %x : f32
%ninf = arith.constant 0xFF800000 : f32
%5 = arith.maximumf %x, %ninf : f32
%pinf = arith.constant 0x7F800000 : f32
%6 = arith.minimumf %x, %pinf : f32
""",
        "%0, %1, %2, %3, %4, %5, %6",
        "f32, f32, f32, f32, f32, f32, f32",
    ),
    "splat_vectors": _func(
        "splat_vectors",
        "%v: vector<4xi32>",
        """
%a = arith.constant dense<3> : vector<4xi32>
%b = arith.constant dense<5> : vector<4xi32>
%0 = arith.addi %a, %b : vector<4xi32>
%1 = arith.muli %a, %b : vector<4xi32>
%2 = arith.cmpi slt, %a, %b : vector<4xi32>
%z = arith.constant dense<0> : vector<4xi32>
%3 = arith.addi %v, %z : vector<4xi32>
%4 = arith.subi %v, %v : vector<4xi32>
""",
        "%0, %1, %2, %3, %4",
        "vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>",
    ),
    "dense_vectors": _func(
        "dense_vectors",
        "",
        """
%a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
%b = arith.constant dense<[127, 0, -3, 4]> : vector<4xi8>
%0 = arith.addi %a, %b : vector<4xi8>
%1 = arith.cmpi eq, %a, %b : vector<4xi8>
%2 = arith.divsi %a, %b : vector<4xi8>
%m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
%3 = arith.select %m, %a, %b : vector<4xi1>, vector<4xi8>
%f = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
%4 = arith.negf %f : vector<2xf32>
%5 = arith.extsi %b : vector<4xi8> to vector<4xi16>
""",
        "%0, %1, %2, %3, %4, %5",
        "vector<4xi8>, vector<4xi1>, vector<4xi8>, vector<4xi8>, vector<2xf32>, "
        "vector<4xi16>",
    ),
    "commutative_order": _func(
        "commutative_order",
        "%a: i32, %f: f32",
        """
%c = arith.constant 7 : i32
%0 = arith.addi %c, %a : i32
%1 = arith.muli %c, %a : i32
%2 = arith.andi %c, %a : i32
%k = arith.constant 2.0 : f32
%3 = arith.addf %k, %f : f32
%4 = arith.maximumf %k, %f : f32
""",
        "%0, %1, %2, %3, %4",
        "i32, i32, i32, f32, f32",
    ),
    "chained_folds": _func(
        "chained_folds",
        "%a: i32",
        """
%c1 = arith.constant 1 : i32
%c2 = arith.constant 2 : i32
%s = arith.addi %c1, %c2 : i32
%m = arith.muli %s, %s : i32
%k = arith.cmpi sgt, %m, %c2 : i32
%r = arith.select %k, %m, %a : i32
%u = arith.addi %r, %a : i32
""",
        "%u",
        "i32",
    ),
    "func_constant": """\
func.func private @callee(i32) -> i32
func.func @func_constant() -> ((i32) -> i32, (i32) -> i32) {
  %0 = func.constant @callee : (i32) -> i32
  %1 = func.constant @callee : (i32) -> i32
  return %0, %1 : (i32) -> i32, (i32) -> i32
}
""",
}

CASES["float_nans"] = _func(
    "float_nans",
    "",
    """
%o = arith.constant 1.0 : f32
%s = arith.constant 0xFFA00001 : f32
%q = arith.constant 0x7FC00002 : f32
%0 = arith.subf %o, %s : f32
%1 = arith.subf %s, %q : f32
%2 = arith.maximumf %o, %s : f32
%3 = arith.minimumf %q, %s : f32
%4 = arith.divf %q, %s : f32
%5 = arith.mulf %o, %q : f32
""",
    "%0, %1, %2, %3, %4, %5",
    "f32, f32, f32, f32, f32, f32",
)
CASES["float_invalid"] = _func(
    "float_invalid",
    "",
    """
%z = arith.constant 0.0 : f32
%0 = arith.divf %z, %z : f32
%ni = arith.constant 0xFF800000 : f32
%pi = arith.constant 0x7F800000 : f32
%1 = arith.addf %ni, %pi : f32
%a = arith.constant 0x7FF0000000000001 : f64
%b = arith.constant 1.0 : f64
%2 = arith.mulf %b, %a : f64
%i = arith.constant 0x7FF0000000000000 : f64
%zd = arith.constant -0.0 : f64
%3 = arith.mulf %i, %zd : f64
%nz = arith.constant -0.0 : f64
%4 = arith.divf %b, %nz : f64
""",
    "%0, %1, %2, %3, %4",
    "f32, f32, f64, f64, f64",
)
CASES["cmpi_vector_same"] = _func(
    "cmpi_vector_same",
    "%v: vector<2xi32>",
    """
%0 = arith.cmpi sle, %v, %v : vector<2xi32>
%1 = arith.cmpi ult, %v, %v : vector<2xi32>
""",
    "%0, %1",
    "vector<2xi1>, vector<2xi1>",
)
CASES["trait_folds"] = _func(
    "trait_folds",
    "%a: i32, %b: i32",
    """
%0 = arith.andi %a, %a : i32
%1 = arith.ori %b, %b : i32
%n = arith.andi %a, %b : i32
%2 = arith.andi %a, %n : i32
%3 = arith.andi %n, %b : i32
""",
    "%0, %1, %2, %3",
    "i32, i32, i32, i32",
)
CASES["bitwise_more"] = _func(
    "bitwise_more",
    "%a: i8, %b: i8",
    """
%m = arith.constant -1 : i8
%0 = arith.ori %m, %a : i8
%n = arith.xori %a, %m : i8
%1 = arith.ori %a, %n : i8
%2 = arith.andi %n, %a : i8
%i = arith.xori %b, %a : i8
%3 = arith.xori %a, %i : i8
%j = arith.xori %a, %b : i8
%4 = arith.xori %a, %j : i8
""",
    "%0, %1, %2, %3, %4",
    "i8, i8, i8, i8, i8",
)
CASES["div_of_mul"] = _func(
    "div_of_mul",
    "%a: i32, %b: i32",
    """
%m = arith.muli %a, %b overflow<nuw> : i32
%0 = arith.divui %m, %b : i32
%1 = arith.divsi %m, %b : i32
%s = arith.muli %a, %b overflow<nsw> : i32
%2 = arith.divsi %s, %a : i32
%p = arith.muli %a, %b : i32
%3 = arith.divui %p, %a : i32
""",
    "%0, %1, %2, %3",
    "i32, i32, i32, i32",
)
CASES["int_min_max"] = _func(
    "int_min_max",
    "%a: i8",
    """
%c = arith.constant -5 : i8
%d = arith.constant 3 : i8
%0 = arith.maxsi %c, %d : i8
%1 = arith.minsi %c, %d : i8
%2 = arith.maxui %c, %d : i8
%3 = arith.minui %c, %d : i8
%4 = arith.maxsi %a, %a : i8
%smax = arith.constant 127 : i8
%smin = arith.constant -128 : i8
%5 = arith.maxsi %a, %smax : i8
%6 = arith.maxsi %a, %smin : i8
%7 = arith.minsi %a, %smin : i8
%8 = arith.minsi %a, %smax : i8
%umax = arith.constant -1 : i8
%z = arith.constant 0 : i8
%9 = arith.maxui %a, %umax : i8
%10 = arith.maxui %a, %z : i8
%11 = arith.minui %a, %z : i8
%12 = arith.minui %a, %umax : i8
""",
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12",
    "i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8",
)
CASES["rounding_divisions"] = _func(
    "rounding_divisions",
    "%a: i8",
    """
%o = arith.constant 1 : i8
%0 = arith.ceildivui %a, %o : i8
%1 = arith.ceildivsi %a, %o : i8
%2 = arith.floordivsi %a, %o : i8
%c = arith.constant -7 : i8
%d = arith.constant 2 : i8
%e = arith.constant -2 : i8
%3 = arith.ceildivsi %c, %d : i8
%4 = arith.ceildivsi %c, %e : i8
%5 = arith.floordivsi %c, %d : i8
%6 = arith.floordivsi %c, %e : i8
%7 = arith.ceildivui %c, %d : i8
%min = arith.constant -128 : i8
%8 = arith.ceildivsi %min, %d : i8
%m1 = arith.constant -1 : i8
%9 = arith.floordivsi %min, %m1 : i8
%10 = arith.floordivsi %min, %d : i8
%s = arith.constant 7 : i8
%11 = arith.ceildivsi %s, %e : i8
%12 = arith.ceildivsi %s, %min : i8
%z = arith.constant 0 : i8
%13 = arith.ceildivui %s, %z : i8
%14 = arith.ceildivsi %z, %s : i8
""",
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14",
    "i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8",
)
CASES["float_num_min_max"] = _func(
    "float_num_min_max",
    "%x: f32",
    """
%a = arith.constant -2.0 : f32
%b = arith.constant 3.5 : f32
%0 = arith.maxnumf %a, %b : f32
%1 = arith.minnumf %a, %b : f32
%n = arith.constant 0x7FC00000 : f32
%2 = arith.maxnumf %x, %n : f32
%3 = arith.minnumf %n, %b : f32
%4 = arith.maxnumf %x, %x : f32
%pz = arith.constant 0.0 : f32
%nz = arith.constant -0.0 : f32
%5 = arith.maxnumf %nz, %pz : f32
%6 = arith.minnumf %pz, %nz : f32
%s = arith.constant 0xFFA00001 : f32
%q = arith.constant 0x7FC00002 : f32
%7 = arith.maxnumf %s, %q : f32
""",
    "%0, %1, %2, %3, %4, %5, %6, %7",
    "f32, f32, f32, f32, f32, f32, f32, f32",
)
CASES["mulf_fastmath"] = _func(
    "mulf_fastmath",
    "%x: f32",
    """
%z = arith.constant 0.0 : f32
%0 = arith.mulf %x, %z fastmath<nnan,nsz> : f32
%1 = arith.mulf %x, %z fastmath<fast> : f32
%2 = arith.mulf %x, %z fastmath<nnan> : f32
""",
    "%0, %1, %2",
    "f32, f32, f32",
)
CASES["float_ext_trunc"] = _func(
    "float_ext_trunc",
    "%x: f32, %y: f64",
    """
%a = arith.constant 0.1 : f32
%0 = arith.extf %a : f32 to f64
%b = arith.constant 0.5 : f64
%1 = arith.truncf %b : f64 to f32
%c = arith.constant 0.1 : f64
%2 = arith.truncf %c : f64 to f32
%q = arith.constant 0x7FC00001 : f32
%3 = arith.extf %q : f32 to f64
%s = arith.constant 0x7FA00000 : f32
%4 = arith.extf %s : f32 to f64
%qn = arith.constant 0xFFF8000020000000 : f64
%5 = arith.truncf %qn : f64 to f32
%qm = arith.constant 0x7FF8000000000001 : f64
%6 = arith.truncf %qm : f64 to f32
%e = arith.extf %x : f32 to f64
%7 = arith.truncf %e : f64 to f32
%t = arith.truncf %y : f64 to f32
%8 = arith.extf %t fastmath<contract> : f32 to f64
%t2 = arith.truncf %y fastmath<contract> : f64 to f32
%9 = arith.extf %t2 fastmath<contract> : f32 to f64
%inf = arith.constant 0x7FF0000000000000 : f64
%10 = arith.truncf %inf : f64 to f32
""",
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10",
    "f64, f32, f32, f64, f64, f32, f32, f32, f64, f64, f32",
)
CASES["int_float_casts"] = _func(
    "int_float_casts",
    "",
    """
%a = arith.constant -3 : i32
%0 = arith.sitofp %a : i32 to f32
%1 = arith.uitofp %a : i32 to f64
%big = arith.constant 16777217 : i32
%2 = arith.sitofp %big : i32 to f32
%f = arith.constant -2.75 : f32
%3 = arith.fptosi %f : f32 to i8
%4 = arith.fptoui %f : f32 to i8
%g = arith.constant 300.5 : f64
%5 = arith.fptosi %g : f64 to i8
%6 = arith.fptoui %g : f64 to i16
%h = arith.constant -0.5 : f32
%7 = arith.fptoui %h : f32 to i8
%n = arith.constant 0x7FC00000 : f32
%8 = arith.fptosi %n : f32 to i32
%u = arith.constant -1 : i64
%9 = arith.uitofp %u : i64 to f64
""",
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9",
    "f32, f64, f32, i8, i8, i8, i16, i8, i32, f64",
)
CASES["bitcasts"] = _func(
    "bitcasts",
    "",
    """
%a = arith.constant 1.0 : f32
%0 = arith.bitcast %a : f32 to i32
%b = arith.constant -1 : i64
%1 = arith.bitcast %b : i64 to f64
%v = arith.constant dense<[1, -1]> : vector<2xi32>
%2 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
%w = arith.constant dense<2.0> : vector<2xf32>
%3 = arith.bitcast %w : vector<2xf32> to vector<2xi32>
""",
    "%0, %1, %2, %3",
    "i32, f64, vector<2xf32>, vector<2xi32>",
)
CASES["index_cast_chain"] = _func(
    "index_cast_chain",
    "%a: i32, %b: i64",
    """
%0 = arith.index_cast %a : i32 to index
%1 = arith.index_cast %0 : index to i32
%2 = arith.index_castui %a : i32 to index
%3 = arith.index_castui %2 : index to i32
""",
    "%1, %3",
    "i32, i32",
)
CASES["cmpf_constants"] = _func(
    "cmpf_constants",
    "%x: f32",
    """
%a = arith.constant 1.0 : f32
%b = arith.constant 2.0 : f32
%n = arith.constant 0x7FC00000 : f32
%0 = arith.cmpf oeq, %a, %b : f32
%1 = arith.cmpf olt, %a, %b : f32
%2 = arith.cmpf one, %a, %b : f32
%3 = arith.cmpf ord, %a, %n : f32
%4 = arith.cmpf uno, %a, %n : f32
%5 = arith.cmpf ult, %n, %b : f32
%6 = arith.cmpf oge, %b, %b : f32
%7 = arith.cmpf une, %a, %a : f32
%8 = arith.cmpf false, %a, %b : f32
%9 = arith.cmpf true, %a, %b : f32
%10 = arith.cmpf ueq, %x, %n : f32
%11 = arith.cmpf olt, %x, %a : f32
%12 = arith.cmpf ugt, %b, %a : f32
%13 = arith.cmpf ule, %b, %a : f32
""",
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13",
    "i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1",
)
CASES["vector_shifts"] = _func(
    "vector_shifts",
    "",
    """
%a = arith.constant dense<[1, -128, 64]> : vector<3xi8>
%b = arith.constant dense<[9, 1, 2]> : vector<3xi8>
%0 = arith.shli %a, %b : vector<3xi8>
%1 = arith.shrsi %a, %b : vector<3xi8>
%c = arith.constant dense<[1, 2, 8]> : vector<3xi8>
%2 = arith.shrui %a, %c : vector<3xi8>
""",
    "%0, %1, %2",
    "vector<3xi8>, vector<3xi8>, vector<3xi8>",
)
CASES["negative_shifts"] = _func(
    "negative_shifts",
    "",
    """
%a = arith.constant 5 : i64
%m = arith.constant -1 : i64
%0 = arith.shli %a, %m : i64
%b = arith.constant -128 : i8
%n = arith.constant -3 : i8
%1 = arith.shli %b, %n : i8
%2 = arith.shrsi %b, %n : i8
%3 = arith.shrui %b, %n : i8
%v = arith.constant dense<[-128, 64]> : vector<2xi8>
%w = arith.constant dense<[-1, 1]> : vector<2xi8>
%4 = arith.shli %v, %w : vector<2xi8>
%5 = arith.shrsi %v, %w : vector<2xi8>
%6 = arith.shrui %v, %w : vector<2xi8>
""",
    "%0, %1, %2, %3, %4, %5, %6",
    "i64, i8, i8, i8, vector<2xi8>, vector<2xi8>, vector<2xi8>",
)
CASES["extended_ops"] = _func(
    "extended_ops",
    "%x: i8",
    """
%a = arith.constant -56 : i8
%b = arith.constant 100 : i8
%z = arith.constant 0 : i8
%o = arith.constant 1 : i8
%s, %c = arith.addui_extended %a, %b : i8, i1
%s2, %c2 = arith.addui_extended %x, %z : i8, i1
%l, %h = arith.mulsi_extended %a, %b : i8
%l2, %h2 = arith.mului_extended %a, %b : i8
%l3, %h3 = arith.mulsi_extended %x, %z : i8
%l4, %h4 = arith.mului_extended %x, %o : i8
%s5, %c5 = arith.addui_extended %b, %x : i8, i1
""",
    "%s, %c, %s2, %c2, %l, %h, %l2, %h2, %l3, %h3, %l4, %h4, %s5, %c5",
    "i8, i1, i8, i1, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1",
)
CASES["remf_constants"] = _func(
    "remf_constants",
    "",
    """
%a = arith.constant -7.5 : f32
%b = arith.constant 2.0 : f32
%0 = arith.remf %a, %b : f32
%c = arith.constant 5.3 : f64
%d = arith.constant -1.1 : f64
%1 = arith.remf %c, %d : f64
%z = arith.constant 0.0 : f32
%2 = arith.remf %b, %z : f32
%i = arith.constant 0x7F800000 : f32
%3 = arith.remf %i, %b : f32
%4 = arith.remf %a, %i : f32
%n = arith.constant 0xFFC00001 : f32
%5 = arith.remf %b, %n : f32
""",
    "%0, %1, %2, %3, %4, %5",
    "f32, f64, f32, f32, f32, f32",
)
CASES["tensor_constants"] = _func(
    "tensor_constants",
    "%t: tensor<?xi32>, %s: tensor<2xi32>",
    """
%a = arith.constant dense<[1, 2]> : tensor<2xi32>
%b = arith.constant dense<7> : tensor<2xi32>
%0 = arith.addi %a, %b : tensor<2xi32>
%1 = arith.subi %t, %t : tensor<?xi32>
%2 = arith.subi %s, %s : tensor<2xi32>
%3 = arith.xori %t, %t : tensor<?xi32>
""",
    "%0, %1, %2, %3",
    "tensor<2xi32>, tensor<?xi32>, tensor<2xi32>, tensor<?xi32>",
)
CASES["i0_constants"] = _func(
    "i0_constants",
    "%x: i0",
    """
%a = arith.constant 0 : i0
%b = arith.constant 0 : i0
%0 = arith.addi %a, %b : i0
%1 = arith.muli %x, %a : i0
%2 = arith.addi %x, %a : i0
%3 = arith.cmpi eq, %a, %b : i0
%4 = arith.divui %a, %b : i0
%5 = arith.extui %a : i0 to i8
%6 = arith.ori %x, %a : i0
%7 = arith.select %3, %x, %a : i0
%8 = arith.trunci %5 : i8 to i0
""",
    "%0, %1, %2, %3, %4, %5, %6, %7, %8",
    "i0, i0, i0, i1, i0, i8, i0, i0, i0",
)
CASES["cmpi_ext_i1_vectors"] = _func(
    "cmpi_ext_i1_vectors",
    "%v: vector<4xi1>, %t: tensor<4xi1>, %s: i1",
    """
%zv = arith.constant dense<0> : vector<4xi32>
%zt = arith.constant dense<0> : tensor<4xi32>
%z = arith.constant 0 : i32
%eu = arith.extui %v : vector<4xi1> to vector<4xi32>
%es = arith.extsi %v : vector<4xi1> to vector<4xi32>
%0 = arith.cmpi ne, %eu, %zv : vector<4xi32>
%1 = arith.cmpi ne, %es, %zv : vector<4xi32>
%2 = arith.cmpi eq, %eu, %zv : vector<4xi32>
%et = arith.extui %t : tensor<4xi1> to tensor<4xi32>
%3 = arith.cmpi ne, %et, %zt : tensor<4xi32>
%e = arith.extsi %s : i1 to i32
%4 = arith.cmpi ne, %e, %z : i32
""",
    "%0, %1, %2, %3, %4",
    "vector<4xi1>, vector<4xi1>, vector<4xi1>, tensor<4xi1>, i1",
)
CASES["bitcast_same_type"] = _func(
    "bitcast_same_type",
    "%x: i32, %f: f32, %v: vector<2xf16>",
    """
%0 = arith.bitcast %x : i32 to i32
%1 = arith.bitcast %f : f32 to f32
%i = arith.bitcast %f : f32 to i32
%2 = arith.bitcast %i : i32 to f32
%3 = arith.bitcast %v : vector<2xf16> to vector<2xf16>
%b = arith.bitcast %v : vector<2xf16> to vector<2xbf16>
%4 = arith.bitcast %b : vector<2xbf16> to vector<2xbf16>
""",
    "%0, %1, %2, %3, %4",
    "i32, f32, f32, vector<2xf16>, vector<2xbf16>",
)
CASES["ub_poison"] = _func(
    "ub_poison",
    "%x: i32, %f: f32",
    """
%p = ub.poison : i32
%q = ub.poison : i32
%pf = ub.poison : f32
%pv = ub.poison : vector<2xi8>
%0 = arith.addi %p, %x : i32
%c = arith.constant 3 : i32
%1 = arith.muli %c, %q : i32
%2 = arith.addf %pf, %f : f32
%one = arith.constant 1.0 : f32
%3 = arith.mulf %one, %pf : f32
%4 = arith.bitcast %pf : f32 to i32
%5 = arith.extui %p : i32 to i64
%6 = arith.sitofp %p : i32 to f32
%7 = arith.cmpi slt, %p, %c : i32
%8 = arith.xori %pv, %pv : vector<2xi8>
""",
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %q",
    "i32, i32, f32, f32, i32, i64, f32, i1, vector<2xi8>, i32",
)
