// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Which language the game speaks: the system's by default, or one the player chooses, switched
// at run time without a restart. Installs our catalogue (from the resources) and Qt's own (its
// dialog buttons) for it; widgets retranslate on QEvent::LanguageChange.
#pragma once

#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace countdown::ui {

class Language : public QObject {
    Q_OBJECT

public:
    // The application-wide instance.
    static Language &instance();

    // The languages we have a catalogue for, as codes: "en", "fr", "de", "es".
    static QStringList available();
    // A language's own name, e.g. "Français".
    static QString nativeName(const QString &code);

    // "" (or "system"): the user's preferred languages, best first; otherwise a code.
    void setLanguage(const QString &code);
    QString language() const { return m_code; }
    // The language actually in use ("en" when none of the user's is available).
    QString effectiveLanguage() const { return m_effective; }

Q_SIGNALS:
    void changed();

private:
    Language() = default;
    QString resolve(const QString &code) const;

    QString m_code;
    QString m_effective;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace countdown::ui
