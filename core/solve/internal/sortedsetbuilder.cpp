#include "sortedsetbuilder.h"

namespace countdown::detail {

SortedSetBuilder &SortedSetBuilder::ofThread()
{
    thread_local SortedSetBuilder instance;
    return instance;
}

} // namespace countdown::detail
