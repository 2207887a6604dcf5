//===-- Interfaces.td - attribute, op and type interfaces -*- tablegen -*-===//
//
// An interface is a set of methods an entity may implement. Listing an
// interface among an op's traits attaches its C++ ::Trait; wrapping it in
// DeclareOpInterfaceMethods also declares its methods on the op.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_INTERFACES_TD
#define TBLGEN_PY_INTERFACES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Constraints.td"
include "mlir/IR/Traits.td"

// The <name>::Trait class of an interface, as a trait.
class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name # "::Trait";
  let cppNamespace = "";
  code extraTraitClassDeclaration = "";
}

class OpInterfaceTrait<string name, code verifyBody = [{}],
                       list<Trait> traits = []>
    : InterfaceTrait<name> {
  code verify = verifyBody;       // run for every op with the interface
  bit verifyWithRegions = 0;      // ... after the op's regions verified
  list<Trait> dependentTraits = traits;
}

// One method: `args` is an (ins "CppType":$name, ...) dag. `methodBody`
// implements it for every op; `defaultImplementation` only for ops that
// do not declare it themselves.
class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  code body = methodBody;
  code defaultBody = defaultImplementation;
}
class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody,
                      defaultImplementation>;

class Interface<string name, list<Interface> baseInterfacesArg = []> {
  string description = "";
  string cppInterfaceName = name;
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  code extraClassDeclaration = "";
  code extraSharedClassDeclaration = "";
  code extraClassOf = "";
  list<Interface> baseInterfaces = baseInterfacesArg;
}

// An attribute interface; also an attribute constraint ("is an instance").
class AttrInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Attr<CPred<"::llvm::isa<" #
                 !if(!empty(cppNamespace), "", cppNamespace # "::") # name #
                 ">($_self)">,
           name # " instance"> {
  let storageType = !if(!empty(cppNamespace), "", cppNamespace # "::") # name;
  let returnType = storageType;
  let convertFromStorage = "$_self";
}

class OpInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// A type interface; also a type constraint ("is an instance").
class TypeInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Type<CPred<"::llvm::isa<" #
                 !if(!empty(cppNamespace), "", cppNamespace # "::") # name #
                 ">($_self)">,
           name # " instance",
           !if(!empty(cppNamespace), "", cppNamespace # "::") # name>;

class DialectInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// Mixin: methods to declare even though they have a default.
class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}

// Copies of an interface that also declare its methods on the entity.
class DeclareAttrInterfaceMethods<AttrInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      AttrInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}
class DeclareOpInterfaceMethods<OpInterface interface,
                                list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      OpInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}
class DeclareTypeInterfaceMethods<TypeInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      TypeInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let cppInterfaceName = interface.cppInterfaceName;
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
  let baseInterfaces = interface.baseInterfaces;
}

#endif // TBLGEN_PY_INTERFACES_TD
