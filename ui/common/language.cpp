// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLoggingCategory>

namespace countdown::ui {

// Where Qt's own strings were looked for: a Windows or macOS install carries them beside the
// program, and when they are missing only Qt's dialog buttons stay in English.
Q_LOGGING_CATEGORY(lcLanguage, "countdown.language")

Language &Language::instance()
{
    static Language *language = new Language; // lives as long as the application
    return *language;
}

QStringList Language::available()
{
    return {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("de"), QStringLiteral("es")};
}

namespace {
// The locale a catalogue speaks for: our English is the show's, British.
QLocale localeOf(const QString &code)
{
    if (code == QLatin1String("en"))
        return QLocale(QLocale::English, QLocale::UnitedKingdom);
    return QLocale(code);
}
} // namespace

QString Language::nativeName(const QString &code)
{
    const QLocale locale = localeOf(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper(); // "français" → "Français", as in a list of languages
    return name;
}

QString Language::resolve(const QString &code) const
{
    const QStringList ours = available();
    if (ours.contains(code))
        return code;
    // The system's: the first of the user's languages we have (QLocale knows the whole list).
    // The system's own locale, not the default one: that is the language chosen before.
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QString base =
            ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (ours.contains(base))
            return base;
    }
    return QStringLiteral("en");
}

void Language::setLanguage(const QString &code)
{
    const QString wanted = code == QLatin1String("system") ? QString() : code;
    const QString effective = resolve(wanted);
    if (m_app && wanted == m_code && effective == m_effective)
        return;
    m_code = wanted;
    m_effective = effective;

    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    const QLocale locale = localeOf(effective);
    QLocale::setDefault(wanted.isEmpty() ? QLocale::system() : locale);

    // Qt's own strings first, ours last: the last installed is searched first.
    m_qt = std::make_unique<QTranslator>();
    const QString qtTranslations = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (m_qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtTranslations)) {
        QCoreApplication::installTranslator(m_qt.get());
        qCDebug(lcLanguage) << "Qt's strings:" << m_qt->filePath();
    } else {
        qCDebug(lcLanguage) << "no Qt strings for" << effective << "in" << qtTranslations;
    }
    m_app = std::make_unique<QTranslator>();
    if (m_app->load(QStringLiteral(":/i18n/countdown_%1.qm").arg(effective)))
        QCoreApplication::installTranslator(m_app.get());
    Q_EMIT changed();
}

} // namespace countdown::ui
