// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "singleinstance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>

namespace countdown::app {

Q_LOGGING_CATEGORY(lcInstance, "countdown.instance", QtWarningMsg)

namespace {

// A game that answers at all answers at once; a hung one must not hold the new start for long.
constexpr int kConnectMs = 1000;
constexpr int kAnswerMs = 5000;
const QByteArray kReceived = QByteArrayLiteral("received\n");

} // namespace

SingleInstance::SingleInstance(const QString &key, QObject *parent)
    : QObject(parent)
    , m_name(
          QStringLiteral("countdown-numbers-")
          + QString::fromLatin1(
              QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(16)))
{
#ifdef Q_OS_UNIX
    // In the user's own runtime folder (0700, made so by Qt when missing) rather than /tmp: there
    // another user could take the name first and answer every start, which would then never open.
    const QString runtime = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (!runtime.isEmpty())
        m_name = QDir(runtime).filePath(m_name);
#endif
}

bool SingleInstance::handOver(const QString &text) const
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(kConnectMs))
        return false;
    // One line of UTF-8: the text's own line breaks become spaces (a link has none).
    QByteArray message = QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')).toUtf8();
    message.truncate(kMaxMessageBytes - 1);
    socket.write(message + '\n');
    if (!socket.waitForBytesWritten(kAnswerMs))
        return false;
    QByteArray answer;
    while (!answer.endsWith('\n') && socket.waitForReadyRead(kAnswerMs))
        answer += socket.read(kReceived.size() - answer.size());
    qCInfo(lcInstance) << "handed over to the game already open:" << (answer == kReceived);
    return answer == kReceived;
}

bool SingleInstance::listen()
{
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    // handOver() found nobody listening: a name still taken is a crashed game's socket file.
    QLocalServer::removeServer(m_name);
    if (!m_server->listen(m_name)) {
        qCWarning(lcInstance) << "a second start cannot reach this game:"
                              << m_server->errorString();
        return false;
    }
    qCInfo(lcInstance) << "listening for later starts";
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readFrom(socket); });
            readFrom(socket);
        }
    });
    return true;
}

// Reads a line, at most kMaxMessageBytes (any process of the player's may connect: its text is
// read as a stranger's), answers, and drops the connection.
void SingleInstance::readFrom(QLocalSocket *socket)
{
    if (!socket->canReadLine()) {
        if (socket->bytesAvailable() >= kMaxMessageBytes) {
            qCWarning(lcInstance) << "a hand-over too long, dropped";
            socket->abort();
        }
        return;
    }
    const QByteArray line = socket->readLine(kMaxMessageBytes).trimmed();
    socket->write(kReceived);
    socket->flush();
    socket->disconnectFromServer();
    qCInfo(lcInstance) << "a later start handed over" << line.size() << "bytes";
    Q_EMIT handedOver(QString::fromUtf8(line));
}

} // namespace countdown::app
