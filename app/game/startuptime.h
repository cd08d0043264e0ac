// How long ago the process started, for the start-up figure of --smoke-test.
#pragma once

#include <QtGlobal>

namespace countdown {

// Call first thing in main(): the fallback reference where the OS cannot tell.
void markProcessStart();
// Milliseconds since the process was created (Linux: from /proc, so that loading the libraries
// counts too), or since markProcessStart() elsewhere.
qint64 millisecondsSinceProcessStart();

} // namespace countdown
