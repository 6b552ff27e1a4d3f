#include "core/sgf_tree.h"

#include "core/record_error.h"
#include "core/text_cursor.h"

namespace c6::core {
namespace {

// Variations nested deeper than this are refused instead of recursing without bound on garbage.
constexpr int kMaxDepth = 200;
// A longer property value is refused: no real comment comes near it, and a 100 MB one once cost
// 0.8 GB to convert.
constexpr std::size_t kMaxValueBytes = 1 << 20;
// More nodes or property values than this, variations included, are refused: a Connect6 game has
// at most a few thousand, and 10 M empty properties once took 1.6 GB (each value is a string in a
// vector in a node).
constexpr int kMaxNodes = 200'000;
constexpr int kMaxValues = 200'000;

class Parser : private TextCursor {
 public:
  Parser(std::string_view text, std::string_view source, std::vector<SgfNode>& nodes)
      : TextCursor(text), m_source(source), m_nodes(nodes) {}

  void run() {
    skipSpace();
    if (atEnd() || peek() != '(') fail("'(' to start an SGF game tree");
    tree(0, true);
    skipSpace();
    if (!atEnd()) fail("end of input after the game tree (one game per file)");
  }

 private:
  [[noreturn]] void fail(const std::string& expected) const {
    throw RecordError(std::string(m_source),
                      std::to_string(m_line) + ":" + std::to_string(m_column), expected,
                      quoteFound(m_text.substr(m_pos)));
  }

  // GameTree = "(" Sequence { GameTree } ")"; only the first subtree of the main line is kept.
  void tree(int depth, bool mainLine) {
    if (depth > kMaxDepth) fail("variations nested at most " + std::to_string(kMaxDepth) + " deep");
    advance();  // '('
    skipSpace();
    if (atEnd() || peek() != ';') fail("';' to start a node");
    while (true) {
      skipSpace();
      if (atEnd()) fail("';', '(' or ')'");
      if (peek() != ';') break;
      SgfNode n = node();
      if (mainLine) m_nodes.push_back(std::move(n));
    }
    bool first = true;
    while (!atEnd() && peek() == '(') {
      tree(depth + 1, mainLine && first);
      first = false;
      skipSpace();
    }
    if (atEnd() || peek() != ')') fail("')' to close the game tree");
    advance();
  }

  SgfNode node() {
    if (++m_nodeCount > kMaxNodes)
      fail("at most " + std::to_string(kMaxNodes) + " nodes in one record");
    SgfNode n;
    n.line = m_line;
    n.column = m_column;
    advance();  // ';'
    while (true) {
      skipSpace();
      if (atEnd() || !isIdentChar(peek())) break;
      SgfProperty p;
      p.line = m_line;
      p.column = m_column;
      while (!atEnd() && isIdentChar(peek())) {
        p.id += peek();
        advance();
      }
      if (p.id.size() > 16) fail("a property identifier of at most 16 letters");
      skipSpace();
      if (atEnd() || peek() != '[') fail("'[' to open a value of property " + p.id);
      while (!atEnd() && peek() == '[') {
        if (++m_valueCount > kMaxValues)
          fail("at most " + std::to_string(kMaxValues) + " property values in one record");
        p.values.push_back(value(p.id));
        skipSpace();
      }
      n.properties.push_back(std::move(p));
    }
    if (!atEnd() && peek() != ';' && peek() != '(' && peek() != ')')
      fail("an upper-case property identifier, ';', '(' or ')'");
    return n;
  }

  std::string value(const std::string& id) {
    int line = m_line, column = m_column;
    advance();  // '['
    std::string v;
    while (true) {
      if (atEnd())
        throw RecordError(std::string(m_source),
                          std::to_string(line) + ":" + std::to_string(column),
                          "']' to close the value of " + id, "end of input");
      char c = peek();
      if (c == ']') break;
      if (c == '\\') {
        advance();
        if (atEnd()) continue;
        c = peek();
        advance();
        if (c == '\n' || c == '\r') {  // soft line break
          if (c == '\r' && !atEnd() && peek() == '\n') advance();
          continue;
        }
        v += c;
        continue;
      }
      v += c;
      advance();
      if (v.size() > kMaxValueBytes)
        throw RecordError(std::string(m_source),
                          std::to_string(line) + ":" + std::to_string(column),
                          "a value of " + id + " of at most 1 MiB", "a longer one");
    }
    advance();  // ']'
    return v;
  }

  static bool isIdentChar(char c) { return c >= 'A' && c <= 'Z'; }

  std::string_view m_source;
  std::vector<SgfNode>& m_nodes;
  int m_nodeCount = 0;
  int m_valueCount = 0;
};

}  // namespace

const SgfProperty* SgfNode::find(std::string_view id) const {
  for (const auto& p : properties)
    if (p.id == id) return &p;
  return nullptr;
}

void parseSgfMainLine(std::string_view text, std::string_view source, std::vector<SgfNode>& nodes) {
  Parser(text, source, nodes).run();
}

std::string escapeSgfValue(std::string_view value) {
  std::string out;
  out.reserve(value.size());
  for (char c : value) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace c6::core
