// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Standard input as a sequential QIODevice that hands over whatever is there: what --batch reads.
#pragma once

#include <QIODevice>

namespace countdown {

// QFile::open(stdin) reads a line through fgets and asks the stream where it is before and after,
// three system calls a line where one read serves hundreds of lines; QFile::open(fd) instead
// waits until its whole buffer is full, which would keep a consumer that writes one line and
// waits for its answer waiting for ever. This reads what is there, once something is.
class StandardInput : public QIODevice {
public:
    StandardInput();
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 maxSize) override;
};

} // namespace countdown
