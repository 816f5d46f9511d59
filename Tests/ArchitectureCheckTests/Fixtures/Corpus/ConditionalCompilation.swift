// swift-format-ignore-file
#if canImport(FoundationNetworking)
import FoundationNetworking
#elseif os(macOS)
import Darwin
#else
import Glibc
#endif

#if DEBUG
    #if swift(>=5.9)
    @testable import NestedConditional
    #endif
#endif
import Foundation
