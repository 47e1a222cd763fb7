#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format (two-space indentation,
# 100 columns: its defaults), then lints strictly. `Scripts/format.sh --check` only lints.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != "--check" ]; then
  swift format format --in-place --recursive Package.swift Sources Tests
fi
swift format lint --strict --recursive Package.swift Sources Tests
