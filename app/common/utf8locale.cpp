// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "utf8locale.h"

#include <QtGlobal>

#include <clocale>
#include <cstdlib>
#include <cstring>

#if defined(Q_OS_UNIX)
#include <langinfo.h>
#endif

namespace countdown {

#if defined(Q_OS_UNIX)
namespace {
bool isCLocale(const char *name)
{
    return name && (std::strcmp(name, "C") == 0 || std::strcmp(name, "POSIX") == 0);
}
} // namespace
#endif

void useUtf8ForTheCLocale()
{
#if defined(Q_OS_UNIX)
    constexpr const char *kUtf8C = "C.UTF-8";
    // What Qt will do first: take the locale from the environment. When that names a locale this
    // system lacks, nothing changes and every category stays C.
    const bool fromEnvironment = std::setlocale(LC_ALL, "") != nullptr;
    const bool utf8 = std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    const bool isC = !fromEnvironment || isCLocale(std::setlocale(LC_CTYPE, nullptr));
    // Only where Qt would switch: the C locale, and a C.UTF-8 to switch to.
    const bool switchToUtf8 = !utf8 && isC && std::setlocale(LC_CTYPE, kUtf8C);
    std::setlocale(LC_ALL, "C"); // as a program starts, for Qt to do its own
    if (!switchToUtf8)
        return;
    // LC_ALL=C stands for every category, and so does a locale that could not be had: C.UTF-8 is
    // the same locale with UTF-8 text. Otherwise only the character set changes, and the other
    // categories keep what the user set.
    const char *all = std::getenv("LC_ALL");
    if (!fromEnvironment || (all && *all))
        setenv("LC_ALL", kUtf8C, 1);
    else
        setenv("LC_CTYPE", kUtf8C, 1);
#endif
}

} // namespace countdown
