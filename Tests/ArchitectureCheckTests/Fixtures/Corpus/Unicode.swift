// swift-format-ignore-file
// Ünïcödé comment with import Fake
import Foundation
let café = "naïve import Fake ☕️"
let 名前 = "名前"
/* 🚀 import Rocket */ import Émoji
