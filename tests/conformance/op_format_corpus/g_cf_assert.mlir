%a0 = "test.src"() : () -> (i1)
cf.assert %a0, "must hold"
cf.assert %a0, "with \"quotes\"" {tag}
