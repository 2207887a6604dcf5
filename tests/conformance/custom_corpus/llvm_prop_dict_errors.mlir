func.func @ok() {
  llvm.intr.ubsantrap <{failureKind = 1 : i8}>
  llvm.intr.ubsantrap <{failureKind = 7 : i8}> {note = "x"}
  return
}

// -----

func.func @unknown() {
  llvm.intr.ubsantrap <{failureKind = 1 : i8, bogus = 3}>
  return
}

// -----

func.func @missing() {
  llvm.intr.ubsantrap
  return
}

// -----

func.func @empty() {
  llvm.intr.ubsantrap <{}>
  return
}

// -----

func.func @wrong_kind() {
  llvm.intr.ubsantrap <{failureKind = "x"}>
  return
}

// -----

func.func @not_a_dict() {
  llvm.intr.ubsantrap <[1]>
  return
}

// -----

func.func @in_attr_dict() {
  llvm.intr.ubsantrap {failureKind = 1 : i8}
  return
}

// -----

func.func @quoted_key() {
  llvm.intr.ubsantrap <{failureKind = 1 : i8, "a b" = 3}>
  return
}
