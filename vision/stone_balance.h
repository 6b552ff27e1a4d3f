#pragma once
#include "vision/stone_reading.h"

namespace c6::vision {

// A soft tie-break by the rules: on a real board the darker and the lighter set differ in count by
// a few stones at most (Connect6 has no captures; each turn is two stones). While the reading's
// counts differ by more than `maxDifference`, the point whose score for the short set is largest
// against its own cell's score becomes a stone of the short set, as long as that ratio is at least
// `minRatio`: a point the image calls clearly something else never moves. Covered points never
// move. Cells and confidences change (a moved point's confidence is its score for its new cell,
// so it shows the doubt); scores stay as the image gave them.
void balanceSets(StoneReading& reading, int maxDifference, float minRatio);

}  // namespace c6::vision
