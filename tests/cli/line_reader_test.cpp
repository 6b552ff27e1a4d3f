// `c6rec serve` reads its events through readLineAtMost: a 300 MB line once took 1.8 GB before it
// was refused. A line past the limit is skipped whole, and the lines after it are read.
#include "ui/cli/line_reader.h"

#include <gtest/gtest.h>

#include <sstream>
#include <streambuf>

namespace c6::ui {
namespace {

// `count` bytes of 'x' with no newline, then `tail`: a producer that never ends its line.
class EndlessLine : public std::streambuf {
 public:
  EndlessLine(std::size_t count, std::string tail) : m_left(count), m_tail(std::move(tail)) {
    m_block.assign(4096, 'x');
  }

 protected:
  int_type underflow() override {
    if (m_left > 0) {
      const std::size_t n = std::min(m_left, m_block.size());
      m_left -= n;
      setg(m_block.data(), m_block.data(), m_block.data() + n);
      return traits_type::to_int_type(m_block[0]);
    }
    if (!m_tailGiven) {
      m_tailGiven = true;
      setg(m_tail.data(), m_tail.data(), m_tail.data() + m_tail.size());
      return m_tail.empty() ? traits_type::eof() : traits_type::to_int_type(m_tail[0]);
    }
    return traits_type::eof();
  }

 private:
  std::size_t m_left;
  std::string m_tail, m_block;
  bool m_tailGiven = false;
};

}  // namespace

TEST(LineReader, ALineBeyondTheLimitIsSkippedWithoutBeingKept) {
  EndlessLine source(50u << 20, "\n{\"event\":\"turn\"}\nlast");
  std::istream in(&source);
  std::string line;
  bool tooLong = false;
  ASSERT_TRUE(readLineAtMost(in, line, 1024, tooLong));
  EXPECT_TRUE(tooLong);
  EXPECT_TRUE(line.empty());
  EXPECT_LE(line.capacity(), 1024u);
  ASSERT_TRUE(readLineAtMost(in, line, 1024, tooLong));
  EXPECT_FALSE(tooLong);
  EXPECT_EQ(line, "{\"event\":\"turn\"}");
  ASSERT_TRUE(readLineAtMost(in, line, 1024, tooLong));  // the last line needs no newline
  EXPECT_EQ(line, "last");
  EXPECT_FALSE(readLineAtMost(in, line, 1024, tooLong));
}

TEST(LineReader, ALineOfExactlyTheLimitIsKept) {
  std::istringstream in(std::string(8, 'a') + "\n" + std::string(9, 'b') + "\n");
  std::string line;
  bool tooLong = false;
  ASSERT_TRUE(readLineAtMost(in, line, 8, tooLong));
  EXPECT_FALSE(tooLong);
  EXPECT_EQ(line, std::string(8, 'a'));
  ASSERT_TRUE(readLineAtMost(in, line, 8, tooLong));
  EXPECT_TRUE(tooLong);
}

}  // namespace c6::ui
