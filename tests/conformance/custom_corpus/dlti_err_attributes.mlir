func.func @f() attributes {dlti.map = #dlti.map<"k" = 1, #dlti.dl_entry<"k", 2>>} {
  return
}

// -----

func.func @f() attributes {dlti.map = #dlti.map<"" = 1>} {
  return
}

// -----

module attributes {dlti.target_system_spec = #dlti.target_system_spec<"gpu" = #dlti.target_device_spec<f32 = 1>>} {
}

// -----

module attributes {dlti.target_system_spec = #dlti.target_system_spec<"gpu" = #dlti.map<"a" = 1>>} {
}

// -----

module attributes {dlti.target_system_spec = #dlti.target_system_spec<"gpu" = #dlti.target_device_spec<>>} {
}

// -----

module attributes {dlti.map = #dlti.map<"a" 1>} {
}

// -----

module attributes {dlti.map = #dlti.map<"a" = 1, 2>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_entry<1, 2>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.map<"a" = 1>} {
}

// -----

module attributes {dlti.target = 1} {
}
