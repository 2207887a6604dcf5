llvm.func @tuned() attributes {target_features = #llvm.target_features<["-neon", ""]>}
