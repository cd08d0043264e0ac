// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "optionvalues.h"

#include "error.h"
#include "variantfile.h"

#include <QFile>
#include <QStringList>

namespace countdown {

QString quoted(const QString &value)
{
    return QStringLiteral("“%1”").arg(withControlsWrittenOut(value));
}

CommandLineError usageError(const QString &message)
{
    return CommandLineError{message, true};
}

QString useAllNeedsAddOrMultiply()
{
    return QStringLiteral("Option --use-all needs a variant with + or *");
}

std::optional<GameVariant> readVariant(const QString &nameOrFile, CommandLineError *error)
{
    if (std::optional<GameVariant> builtIn = builtInVariant(nameOrFile))
        return builtIn;
    QFile file(nameOrFile);
    if (nameOrFile.isEmpty() || !file.exists()) {
        QStringList names;
        for (const GameVariant &variant : builtInVariants())
            names << variant.id;
        *error = usageError(QStringLiteral("Option --variant takes a variant's name (%1) or a "
                                           "file, not %2")
                                .arg(names.join(QStringLiteral(", ")), quoted(nameOrFile)));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = CommandLineError{QStringLiteral("The variant %1 cannot be read: %2")
                                      .arg(quoted(nameOrFile), file.errorString()),
                                  false};
        return std::nullopt;
    }
    // One byte beyond the limit is enough for the reader to say the file is too large: a larger
    // file (or /dev/zero) is never held whole.
    const Result<GameVariant> read = variantFromJson(file.read(kMaxVariantFileBytes + 1));
    if (!read) {
        *error = CommandLineError{QStringLiteral("The variant %1 cannot be used: %2")
                                      .arg(quoted(nameOrFile), errorMessage(read.error())),
                                  false};
        return std::nullopt;
    }
    return *read;
}

} // namespace countdown
