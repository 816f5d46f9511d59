// swift-format-ignore-file
import RealModule

struct Holder {
    var `import`: Int = 0
    func call(import value: Int) -> Int { value }
    func use() -> Int {
        let value = self.`import`
        return call(import: value) + `import`
    }
}

enum Keyword {
    case `import`
}

let selection = Keyword.import
func label(import: Int) {}
let result = Holder().call(import: 1)
let closure = { (x: Int) in x }
import AfterCode
let afterStatement = 1; import AfterSemicolon
