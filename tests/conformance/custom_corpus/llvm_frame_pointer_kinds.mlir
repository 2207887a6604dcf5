llvm.func @keeps_non_leaf() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">} {
  llvm.return
}
llvm.func @keeps_all() attributes {frame_pointer = #llvm.framePointerKind<all>} {
  llvm.return
}
llvm.func @quoted_plain() attributes {frame_pointer = #llvm.framePointerKind<"none">} {
  llvm.return
}
