//===-- DialectBase.td - the Dialect class -----------------*- tablegen -*-===//

#ifndef TBLGEN_PY_DIALECTBASE_TD
#define TBLGEN_PY_DIALECTBASE_TD

include "mlir/IR/Utils.td"

// One `def` per dialect; ops point at it through Op's first argument.
class Dialect {
  string name = ?;                    // namespace prefix of op names
  string summary = ?;
  string description = ?;
  list<string> dependentDialects = [];  // loaded together with this one
  dag discardableAttrs = (ins);         // dialect attributes on foreign ops
  string cppNamespace = name;
  code extraClassDeclaration = "";
  bit hasConstantMaterializer = 0;
  bit hasNonDefaultDestructor = 0;
  bit hasOperationAttrVerify = 0;
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  bit hasOperationInterfaceFallback = 0;
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  bit hasCanonicalizer = 0;
  bit isExtensible = 0;
  bit usePropertiesForAttributes = 1;  // inherent attrs live in properties
}

#endif // TBLGEN_PY_DIALECTBASE_TD
