// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// A value or an Error: how fallible functions of the core report failure (no exceptions).
#pragma once

#include "error.h"

#include <cassert>
#include <utility>
#include <variant>

namespace countdown {

template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value)
        : m_state(std::in_place_index<0>, std::move(value))
    {
    }
    Result(Error error)
        : m_state(std::in_place_index<1>, std::move(error))
    {
    }

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const &
    {
        assert(ok());
        return std::get<0>(m_state);
    }
    T &value() &
    {
        assert(ok());
        return std::get<0>(m_state);
    }
    T &&value() &&
    {
        assert(ok());
        return std::get<0>(std::move(m_state));
    }
    const Error &error() const
    {
        assert(!ok());
        return std::get<1>(m_state);
    }

    const T *operator->() const { return &value(); }
    const T &operator*() const & { return value(); }

private:
    std::variant<T, Error> m_state;
};

} // namespace countdown
