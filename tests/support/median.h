// The median of some measurements, as the benchmark and the surveys report them.
#pragma once

#include <algorithm>
#include <vector>

namespace countdown::testsupport {

// The middle value (the mean of the two middle ones for an even count); 0 for none.
inline double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace countdown::testsupport
