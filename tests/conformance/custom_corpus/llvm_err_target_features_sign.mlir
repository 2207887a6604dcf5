llvm.func @tuned() attributes {target_features = #llvm.target_features<["+avx2", "sse4.2"]>}
