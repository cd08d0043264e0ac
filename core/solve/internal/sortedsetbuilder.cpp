#include "sortedsetbuilder.h"

#include "perthread.h"

namespace countdown::detail {

SortedSetBuilder &SortedSetBuilder::ofThread()
{
    return perThread<SortedSetBuilder>();
}

} // namespace countdown::detail
