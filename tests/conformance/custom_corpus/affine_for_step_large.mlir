func.func @steps(%n: index) {
  affine.for %i = -10 to 10 step 7 {
  }
  affine.for %i = 0 to 1000000 step 1024 {
  }
  affine.for %i = %n to %n {
  }
  return
}
