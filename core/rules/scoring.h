// Points for a declaration, by the UK show's table (used for French and custom rounds too).
#pragma once

#include "number.h"

namespace countdown {

// What the player declares at the end of a round.
struct Declaration {
    Number value = 0;
    bool valid = false; // the working behind it follows the rules and uses only the tiles
};

// Exact: 10; 1-5 away: 7; 6-10 away: 5; further: 0.
int pointsForDistance(Number distance);

// Points for a declaration; an invalid one scores nothing.
int score(Number target, const Declaration &declaration);

} // namespace countdown
