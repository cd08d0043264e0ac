#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Formats our C++ sources in place with the repo's .clang-format (tracked files and new files
# that git does not ignore, under app/ core/ resources/ ui/ tests/ packaging/).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

clang_format="$(command -v clang-format-14 || command -v clang-format || true)"
if [ -z "$clang_format" ]; then
    echo "clang-format is not installed (Debian/Ubuntu: apt-get install clang-format)" >&2
    exit 1
fi

files=()
while IFS= read -r f; do
    [ -f "$f" ] && files+=("$f")
done < <(git ls-files --cached --others --exclude-standard -- app core resources ui tests packaging |
    grep -E '\.(cpp|h)$' || true)

if [ "${#files[@]}" -eq 0 ]; then
    echo "no sources to format"
    exit 0
fi
"$clang_format" -i --style=file "${files[@]}"
echo "formatted ${#files[@]} files with $("$clang_format" --version)"
