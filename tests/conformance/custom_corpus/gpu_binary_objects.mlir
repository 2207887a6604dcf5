gpu.binary @one [#gpu.object<#nvvm.target, "A">]
gpu.binary @two <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "A">, #gpu.object<#rocdl.target, bin = "B">]
gpu.binary @three <#gpu.select_object<#rocdl.target>> {x = 1 : i64} [#gpu.object<#rocdl.target, offload = "C">]
gpu.binary @props [#gpu.object<#nvvm.target, properties = {O = 2 : i32}, assembly = "ptx">]
