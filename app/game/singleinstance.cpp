// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "singleinstance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>

namespace countdown::app {

Q_LOGGING_CATEGORY(lcInstance, "countdown.instance", QtWarningMsg)

namespace {

// Connecting is the system's work, at once when a game is open. The answer is the game's: it
// listens from its first moments, but answers once its window is up, which a loaded machine (or
// Wine) may take seconds to show.
constexpr int kConnectMs = 1000;
constexpr int kAnswerMs = 30'000;
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

SingleInstance::HandOver SingleInstance::handOver(const QString &text) const
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(kConnectMs))
        return HandOver::NoGameOpen;
    // One line of UTF-8: the text's own line breaks become spaces (a link has none).
    QByteArray message = QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')).toUtf8();
    message.truncate(kMaxMessageBytes - 1);
    socket.write(message + '\n');
    QByteArray answer;
    QElapsedTimer waited;
    waited.start();
    while (answer.size() < kReceived.size() && waited.elapsed() < kAnswerMs
           && socket.state() == QLocalSocket::ConnectedState) {
        socket.waitForReadyRead(int(kAnswerMs - waited.elapsed()));
        answer += socket.read(kReceived.size() - answer.size());
    }
    const bool received = answer == kReceived;
    qCInfo(lcInstance) << "handed over to the game already open:" << received;
    return received ? HandOver::Done : HandOver::NoAnswer;
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
