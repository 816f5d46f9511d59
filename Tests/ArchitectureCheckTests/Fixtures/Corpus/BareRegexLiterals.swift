// swift-format-ignore-file
// Bare regex literals, which the compiler lexes in Swift 6 mode: their contents are neither comments,
// strings, brackets nor raw-string or extended-regex delimiters.
let zeroOrMoreSlashes = /\/*/
import AfterSlashStar
let closer = "*/"
let quotes = /"""/
import AfterTripleQuote
let quotesAgain = /"""/
let paren = /\(/
import AfterParen
let hash = /#/
import AfterHash
let hashAgain = /#/
let slash = /a\//; import AfterEscapedSlash
let backtick = /`/; import AfterBacktick
let bracketed = /[\/(]/
import AfterClass
func pattern() -> Regex<Substring> {
    return /a"/
}
import AfterReturn
let matches = ["a"].filter { $0.wholeMatch(of: /"/) != nil }
import AfterArgument
let prefixed = !/x"/.regex.isEmpty
// Division is no regex: a / b / c, after an identifier, a literal or `)`.
let ratio = 10 / 2 / 5
let sum = (ratio) / 2 /* " */
import AfterDivision
infix operator /-/
prefix func / (x: Int) -> Int { x }
import AfterOperatorDeclarations
