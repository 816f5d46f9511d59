// swift-format-ignore-file
@testable import TestableModule
@_exported import ExportedModule
@_implementationOnly import ImplementationOnlyModule
@preconcurrency import PreconcurrencyModule
@_spi(Internal) @testable import SPIModule
public import PublicModule
package import PackageModule
internal import InternalModule
fileprivate import FileprivateModule
private import PrivateModule
@preconcurrency public import AttributedPublicModule
import struct Foundation.Date
import class Foundation.NSObject
import enum Swift.Optional
import protocol Swift.Hashable
import typealias Swift.Int32
import func Darwin.sqrt
import var Glibc.errno
import let Swift.Int
import Submodule.Child.Grandchild
import `Backticked`
import A; import B; import C
