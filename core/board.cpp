#include "core/board.h"

#include <sstream>
#include <stdexcept>

namespace c6::core {

namespace {

// Checked before the cells are allocated: size*size is then at most 3481.
int checkedSize(int size) {
  if (!Board::validSize(size))
    throw std::invalid_argument("board size " + std::to_string(size) + " is not in 6..59");
  return size;
}

}  // namespace

Board::Board(int size)
    : m_size(checkedSize(size)), m_cells(static_cast<std::size_t>(m_size * m_size), Color::Empty) {}

std::size_t Board::checkedIndex(Point p) const {
  if (!onBoard(p))
    throw std::out_of_range("point (" + std::to_string(p.col) + ", " + std::to_string(p.row) +
                            ") is off a " + std::to_string(m_size) + "x" + std::to_string(m_size) +
                            " board");
  return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(m_size) + p.col;
}

void Board::set(Point p, Color c) {
  auto& cell = m_cells[checkedIndex(p)];
  m_stones += (c != Color::Empty) - (cell != Color::Empty);
  cell = c;
}

int Board::lineLength(Point p, int dc, int dr) const {
  Color c = at(p);
  if (c == Color::Empty) return 0;
  int n = 1;
  for (int sign : {1, -1}) {
    int col = p.col + sign * dc, row = p.row + sign * dr;
    while (onBoard(col, row) && at(Point(col, row)) == c) {
      ++n;
      col += sign * dc;
      row += sign * dr;
    }
  }
  return n;
}

bool Board::makesSix(Point p) const {
  return lineLength(p, 1, 0) >= 6 || lineLength(p, 0, 1) >= 6 || lineLength(p, 1, 1) >= 6 ||
         lineLength(p, 1, -1) >= 6;
}

std::string Board::toAscii() const {
  std::string out;
  out.reserve(static_cast<std::size_t>((m_size + 1) * m_size));
  for (int row = m_size - 1; row >= 0; --row) {
    for (int col = 0; col < m_size; ++col) {
      Color c = at(Point(col, row));
      out += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
    }
    out += '\n';
  }
  return out;
}

std::vector<std::string> asciiRows(std::string_view text) {
  std::vector<std::string> rows;
  std::string line;
  std::istringstream in{std::string(text)};
  while (std::getline(in, line)) {
    std::string cells;
    for (char ch : line)
      if (ch != ' ' && ch != '\t' && ch != '\r') cells += ch;
    if (!cells.empty()) rows.push_back(cells);
  }
  return rows;
}

std::optional<Board> Board::tryParseAscii(std::string_view text) {
  std::vector<std::string> lines = asciiRows(text);
  int size = static_cast<int>(lines.size());
  if (size < kMinSize || size > kMaxSize) return std::nullopt;
  Board board(size);
  for (int i = 0; i < size; ++i) {
    if (static_cast<int>(lines[static_cast<std::size_t>(i)].size()) != size) return std::nullopt;
    for (int col = 0; col < size; ++col) {
      char ch = lines[static_cast<std::size_t>(i)][static_cast<std::size_t>(col)];
      Point p(col, size - 1 - i);
      if (ch == 'X' || ch == 'x' || ch == 'B')
        board.set(p, Color::Black);
      else if (ch == 'O' || ch == 'o' || ch == 'W')
        board.set(p, Color::White);
      else if (ch != '.' && ch != '+')
        return std::nullopt;
    }
  }
  return board;
}

std::vector<Point> allPoints(int size) {
  std::vector<Point> points;
  points.reserve(static_cast<std::size_t>(checkedSize(size) * size));
  for (int row = 0; row < size; ++row)
    for (int col = 0; col < size; ++col) points.emplace_back(col, row);
  return points;
}

}  // namespace c6::core
