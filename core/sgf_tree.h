#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace c6::core {

// The syntax layer of SGF (FF[4]): nodes of properties with bracketed values, no meaning attached.
struct SgfProperty {
  std::string id;                   // upper-case letters: "B", "PB", "BL"
  std::vector<std::string> values;  // unescaped; at least one
  int line = 0, column = 0;         // where the identifier starts (1-based)
};

struct SgfNode {
  std::vector<SgfProperty> properties;
  int line = 0, column = 0;  // where its ';' is

  const SgfProperty* find(std::string_view id) const;
};

// Parses the first game tree of `text` and appends the nodes of its main line (the first variation
// at every branch) to `nodes`. Throws RecordError naming `source`, line:column and what was
// expected. On a throw, `nodes` holds every node completed before the error, so a caller can keep
// what was read. Other variations are checked for syntax and dropped; anything after the first tree
// but whitespace is an error (one game per file).
void parseSgfMainLine(std::string_view text, std::string_view source, std::vector<SgfNode>& nodes);

// Escapes ']' and '\' for a property value.
std::string escapeSgfValue(std::string_view value);

}  // namespace c6::core
