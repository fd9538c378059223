let before = 0
// snippet.end
// snippet.twice
let b = 2
// snippet.end
// snippet.twice
let c = 3
// snippet.end
// snippet.open
let a = 1
