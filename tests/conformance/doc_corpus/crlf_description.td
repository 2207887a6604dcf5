include "mlir/IR/OpBase.td"
def T_Dialect : Dialect {
  let name = "t";
  let description = [{

    a
      b 
  
  }];
}
