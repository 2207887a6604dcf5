// Golden case for -dialect and --op-include-regex/--op-exclude-regex.
include "mlir/IR/OpBase.td"

def F_Dialect : Dialect {
  let name = "f";
  let cppNamespace = "::f";
}
def H_Dialect : Dialect {
  let name = "h";
  let cppNamespace = "::h";
}

// Checks that ops of another dialect are left out by -dialect.
def H_KeepOutOp : Op<H_Dialect, "keep_out">;

// Checks an op kept by the include regex.
def F_AlphaOp : Op<F_Dialect, "alpha"> {
  let arguments = (ins AnyType:$value);
}

// Checks an op matching the include regex but dropped by the exclude regex.
def F_AlphaBetaOp : Op<F_Dialect, "alpha_beta">;

// Checks an op not matching the include regex.
def F_GammaOp : Op<F_Dialect, "gamma">;
