//===-- ControlFlowInterfaces.td - branches and regions ---*- tablegen -*-===//
//
// BranchOpInterface for terminators jumping to successor blocks,
// RegionBranchOpInterface for ops whose regions pass control (and values)
// among themselves and back to the op, RegionBranchTerminatorOpInterface
// and ReturnLike for the terminators of such regions.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_PY_CONTROL_FLOW_INTERFACES_TD
#define TBLGEN_PY_CONTROL_FLOW_INTERFACES_TD

include "mlir/IR/OpBase.td"

def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = [{
    A terminator that transfers control to successor blocks, forwarding
    some of its operands as the successors' block arguments.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"The operands forwarded to successor `index`.",
      "::mlir::SuccessorOperands", "getSuccessorOperands",
      (ins "unsigned":$index)>,
    InterfaceMethod<"The block argument operand `operandIndex` becomes.",
      "::std::optional<::mlir::BlockArgument>", "getSuccessorBlockArgument",
      (ins "unsigned":$operandIndex), [{
        ::mlir::Operation *self = $_op;
        for (unsigned i = 0; i < self->getNumSuccessors(); ++i)
          if (auto arg = ::mlir::detail::getBranchSuccessorArgument(
                  $_op.getSuccessorOperands(i), operandIndex,
                  self->getSuccessor(i)))
            return arg;
        return ::std::nullopt;
      }]>,
    InterfaceMethod<"The successor taken for constant `operands`, if known.",
      "::mlir::Block *", "getSuccessorForOperands",
      (ins "::llvm::ArrayRef<::mlir::Attribute>":$operands), [{}],
      [{ return nullptr; }]>,
    InterfaceMethod<"Whether a value of type `lhs` may flow into `rhs`.",
      "bool", "areTypesCompatible",
      (ins "::mlir::Type":$lhs, "::mlir::Type":$rhs), [{}],
      [{ return lhs == rhs; }]>,
  ];
  let verify = [{
    auto self = ::mlir::cast<ConcreteOp>($_op);
    for (unsigned i = 0; i < $_op->getNumSuccessors(); ++i)
      if (::mlir::failed(::mlir::detail::verifyBranchSuccessorOperands(
              $_op, i, self.getSuccessorOperands(i))))
        return ::mlir::failure();
    return ::mlir::success();
  }];
}

// Shared by the two interfaces below.
defvar _areTypesCompatible = InterfaceMethod<
  "Whether a value of type `lhs` may flow into `rhs`.",
  "bool", "areTypesCompatible",
  (ins "::mlir::Type":$lhs, "::mlir::Type":$rhs), [{}],
  [{ return lhs == rhs; }]>;

def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = [{
    An operation whose regions branch to each other or back to the
    operation, forwarding values along each edge.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"Operands forwarded from the op into `successor`.",
      "::mlir::OperandRange", "getEntrySuccessorOperands",
      (ins "::mlir::RegionSuccessor":$successor), [{}], [{
        auto end = this->getOperation()->operand_end();
        return ::mlir::OperandRange(end, end);
      }]>,
    InterfaceMethod<"Regions entered first, given constant `operands`.",
      "void", "getEntrySuccessorRegions",
      (ins "::llvm::ArrayRef<::mlir::Attribute>":$operands,
           "::llvm::SmallVectorImpl<::mlir::RegionSuccessor> &":$regions),
      [{}], [{
        $_op.getSuccessorRegions(::mlir::RegionBranchPoint::parent(),
                                 regions);
      }]>,
    InterfaceMethod<"Where control may go from `point`.",
      "void", "getSuccessorRegions",
      (ins "::mlir::RegionBranchPoint":$point,
           "::llvm::SmallVectorImpl<::mlir::RegionSuccessor> &":$regions)>,
    InterfaceMethod<"Where control may go from the terminators of `region`.",
      "void", "getSuccessorRegions",
      (ins "::mlir::Region&":$region,
           "::llvm::SmallVectorImpl<::mlir::RegionSuccessor> &":$regions),
      [{}], [{
        for (::mlir::Block &block : region)
          if (!block.empty())
            if (auto term = ::llvm::dyn_cast<
                    ::mlir::RegionBranchTerminatorOpInterface>(block.back()))
              $_op.getSuccessorRegions(::mlir::RegionBranchPoint(term),
                                       regions);
      }]>,
    InterfaceMethod<"Points from which control may reach `successor`.",
      "void", "getPredecessors",
      (ins "::mlir::RegionSuccessor":$successor,
           "::llvm::SmallVectorImpl<::mlir::RegionBranchPoint> &":$predecessors),
      [{}], [{
        ::mlir::detail::getRegionBranchPredecessors($_op, successor,
                                                    predecessors);
      }]>,
    InterfaceMethod<"Values reaching argument `index` of `successor`.",
      "void", "getPredecessorValues",
      (ins "::mlir::RegionSuccessor":$successor, "int":$index,
           "::llvm::SmallVectorImpl<::mlir::Value> &":$predecessorValues),
      [{}], [{
        ::mlir::detail::getRegionBranchPredecessorValues(
            $_op, successor, index, predecessorValues);
      }]>,
    InterfaceMethod<"How often each region runs, given constant `operands`.",
      "void", "getRegionInvocationBounds",
      (ins "::llvm::ArrayRef<::mlir::Attribute>":$operands,
           "::llvm::SmallVectorImpl<::mlir::InvocationBounds> &":$invocationBounds),
      [{}], [{
        invocationBounds.append($_op->getNumRegions(),
                                ::mlir::InvocationBounds::getUnknown());
      }]>,
    _areTypesCompatible,
  ];
  // Queries implemented once for all ops, in MLIR's C++ library.
  let extraClassDeclaration = [{
    /// Whether control leaving region `index` may come back to it.
    bool isRepetitiveRegion(unsigned index);
    /// Whether any region may be re-entered.
    bool hasLoop();
    /// Every point control may leave from: the op and each terminator.
    ::llvm::SmallVector<::mlir::RegionBranchPoint> getAllRegionBranchPoints();
  }];
  let verifyWithRegions = 1;
  let verify = [{
    return ::mlir::detail::verifyRegionBranchOpInterface($_op);
  }];
}

def RegionBranchTerminatorOpInterface
    : OpInterface<"RegionBranchTerminatorOpInterface"> {
  let description = [{
    A terminator inside a RegionBranchOpInterface op: it forwards operands
    to the next region or back to the parent op.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"The operands forwarded to `point`, mutable.",
      "::mlir::MutableOperandRange", "getMutableSuccessorOperands",
      (ins "::mlir::RegionSuccessor":$point)>,
    InterfaceMethod<"Where control may go from here, given constants.",
      "void", "getSuccessorRegions",
      (ins "::llvm::ArrayRef<::mlir::Attribute>":$operands,
           "::llvm::SmallVectorImpl<::mlir::RegionSuccessor> &":$regions),
      [{}], [{
        ::mlir::Operation *self = $_op;
        ::llvm::cast<::mlir::RegionBranchOpInterface>(self->getParentOp())
            .getSuccessorRegions(
                ::llvm::cast<::mlir::RegionBranchTerminatorOpInterface>(self),
                regions);
      }]>,
  ];
  let extraClassDeclaration = [{
    /// The operands forwarded to `successor`.
    ::mlir::OperandRange getSuccessorOperands(::mlir::RegionSuccessor successor) {
      return getMutableSuccessorOperands(successor);
    }
  }];
  let verify = [{
    static_assert(ConcreteOp::template hasTrait<::mlir::OpTrait::IsTerminator>(),
                  "expected a terminator");
    return ::mlir::success();
  }];
}

def SelectLikeOpInterface : OpInterface<"SelectLikeOpInterface"> {
  let description = [{
    An operation choosing between two values with a condition.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"The value picked when the condition is false.",
      "::mlir::Value", "getFalseValue">,
    InterfaceMethod<"The value picked when the condition is true.",
      "::mlir::Value", "getTrueValue">,
    InterfaceMethod<"The condition.", "::mlir::Value", "getCondition">,
  ];
}

// Branch weights: by default read from and written to a DenseI32ArrayAttr
// named `branch_weights` (WeightedBranchOpInterface) or `region_weights`
// (WeightedRegionBranchOpInterface).
def WeightedBranchOpInterface : OpInterface<"WeightedBranchOpInterface"> {
  let description = [{
    Relative likelihood of taking each successor of a branch.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"One weight per successor, or none.",
      "::llvm::ArrayRef<int32_t>", "getWeights", (ins), [{}], [{
        auto attr = ::mlir::cast<ConcreteOp>(this->getOperation())
                        .getBranchWeightsAttr();
        return attr ? attr.asArrayRef() : ::llvm::ArrayRef<int32_t>();
      }]>,
    InterfaceMethod<"Replaces the weights.", "void", "setWeights",
      (ins "::llvm::ArrayRef<int32_t>":$weights), [{}], [{
        auto op = ::mlir::cast<ConcreteOp>(this->getOperation());
        op.setBranchWeightsAttr(
            ::mlir::DenseI32ArrayAttr::get(op->getContext(), weights));
      }]>,
  ];
  let verify = [{
    return ::mlir::detail::verifyBranchWeights($_op);
  }];
}

def WeightedRegionBranchOpInterface
    : OpInterface<"WeightedRegionBranchOpInterface"> {
  let description = [{
    Relative likelihood of entering each region of a region-branching op.
  }];
  let cppNamespace = "::mlir";
  let methods = [
    InterfaceMethod<"One weight per region, or none.",
      "::llvm::ArrayRef<int32_t>", "getWeights", (ins), [{}], [{
        auto attr = ::mlir::cast<ConcreteOp>(this->getOperation())
                        .getRegionWeightsAttr();
        return attr ? attr.asArrayRef() : ::llvm::ArrayRef<int32_t>();
      }]>,
    InterfaceMethod<"Replaces the weights.", "void", "setWeights",
      (ins "::llvm::ArrayRef<int32_t>":$weights), [{}], [{
        auto op = ::mlir::cast<ConcreteOp>(this->getOperation());
        op.setRegionWeightsAttr(
            ::mlir::DenseI32ArrayAttr::get(op->getContext(), weights));
      }]>,
  ];
  let verify = [{
    return ::mlir::detail::verifyRegionBranchWeights($_op);
  }];
}

// A terminator forwarding all its operands to wherever control goes next.
def ReturnLike : TraitList<[
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>,
    NativeOpTrait<"ReturnLike", [], "", [{
          ::mlir::MutableOperandRange $cppClass::getMutableSuccessorOperands(
            ::mlir::RegionSuccessor successor) {
            return ::mlir::MutableOperandRange(*this);
          }
        }]>
]>;

#endif // TBLGEN_PY_CONTROL_FLOW_INTERFACES_TD
