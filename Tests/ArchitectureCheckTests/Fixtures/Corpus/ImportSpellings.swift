// swift-format-ignore-file
import /* a comment */ AfterBlockComment
import // a comment
    AfterLineComment
let x = 1 /*
*/ import AfterMultilineComment
@_weakLinked import WeakLinked
@_spiOnly import SPIOnly
@_spi(First) @_spi(Second) @_implementationOnly import TwoSPIs
@_spi(X)
@preconcurrency
public
import AttributesOnEarlierLines
@preconcurrency fileprivate import AttributedFileprivate
@_exported public import ExportedPublic
import `Raw Identifier Module`
import `Backticked`.`Sub`
import func `Backticked`.`function`
import Module /* between */ . /* path components */ Sub
import Café
