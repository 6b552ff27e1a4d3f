#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"

namespace c6::core {

// The arbiter's log (flags, restorations, rulings, amendments, clock operations, ends) in SGF, so
// any SGF viewer shows it and c6cam reads it back whole. Each event goes on the node of the turn it
// followed (the root before the first turn) as
//   XE[<kind> at=<microseconds> turn=<turn index> <key>=<value> ...]   c6cam's own property: the
//   event
//       exactly (values %-escaped: space, '=', '%', control characters), read back into
//       record.events;
//   C[...]   one line per event in words, for people (not read back).
// Nodes never go back: an event is placed no earlier than the one before it, so reading the file in
// order gives the events in the record's order.

// The node each event goes on: 0 the root, k after turn k (1-based), in the record's event order.
std::vector<int> sgfEventNodes(const GameRecord& record);
// One event as an XE value (before SGF escaping), and back (nullopt when malformed).
std::string sgfEventValue(const RecordEvent& event);
std::optional<RecordEvent> tryParseSgfEventValue(std::string_view value);
// The C[] line for one event: "flag at 12.5 s (after turn 2): points=k10,l10, restore=put ...".
std::string sgfEventComment(const RecordEvent& event);
// The properties of the events on `node` ("" when none): XE[...] for each, then one C[...].
std::string sgfEventProperties(const GameRecord& record, const std::vector<int>& nodes, int node);

}  // namespace c6::core
