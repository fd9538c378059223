// snippet.hide
import Foundation
let names = ["Blob", "Blob Jr."]
// snippet.show
let greeting = names.map { "Hello, \($0)!" }.joined(separator: " ")
