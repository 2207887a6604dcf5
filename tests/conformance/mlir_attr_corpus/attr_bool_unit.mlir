"test.op"() {a0_0 = true, a0_1 = false, a0_2 = unit, a0_3 = [true, false], a0_4 = {x = true, y}, a0_5 = [unit, unit]} : () -> ()
