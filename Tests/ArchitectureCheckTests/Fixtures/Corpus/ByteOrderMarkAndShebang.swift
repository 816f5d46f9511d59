#!/usr/bin/env swift
import AfterMarkAndShebang
