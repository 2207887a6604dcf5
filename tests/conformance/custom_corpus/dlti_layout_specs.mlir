// Data layout and target description attributes in both spellings.
module attributes {
  dlti.dl_spec = #dlti.dl_spec<
    #dlti.dl_entry<"dlti.endianness", "little">, index = 64 : i32,
    i16 = dense<[16, 32]> : vector<2xi64>, f64 = dense<64> : vector<1xi64>,
    !llvm.ptr<3> = dense<[32, 32, 64, 32]> : vector<4xi64>,
    !llvm.struct<()> = dense<[8, 16]> : vector<2xi64>,
    "dlti.stack_alignment" = 256 : i64, "other.key" = [1, 2]>,
  dlti.map = #dlti.map<"level" = 3 : i8, f8E4M3FN = "narrow",
    "nested" = #dlti.map<>, #dlti.dl_entry<i1, unit>>,
  dlti.target_system_spec = #dlti.target_system_spec<
    "cpu" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 32768 : ui32>,
    "npu" = #dlti.target_device_spec<#dlti.dl_entry<"lanes", 16>>>} {
  module attributes {dlti.dl_spec = #dlti.dl_spec<"other.key" = [1, 2], "dlti.stack_alignment" = 256 : i64>} {
    func.func @f() attributes {dlti.map = #dlti.map<() -> i1 = #dlti.dl_entry<"x", 1>>} {
      return
    }
  }
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 64, abi = 64, preferred = 64, index = 32>, !llvm.array<4 x i8> = 7>} {
}
