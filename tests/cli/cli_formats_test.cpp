// c6rec check and convert on the Connect6 community's other formats (issue 16): CCGC records in
// UTF-8 and GBK, NCTU's SGF, a CSV archive (one contract line per game), recognised by content.
#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "run_command.h"

namespace {

namespace fs = std::filesystem;
using c6::ui::test::runCommand;

std::string quoted(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

c6::ui::test::CommandRun c6rec(const std::vector<std::string>& args) {
  std::string cmd = quoted(C6REC_PATH);
  for (const auto& a : args) cmd += " " + quoted(a);
  return runCommand(cmd + " 2>/dev/null");
}

QJsonObject json(const std::string& line) {
  return QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
}

std::string coreData(const char* name) {
  return (fs::path(C6_TEST_SOURCE_DIR) / "core" / "data" / name).string();
}

std::string fileText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

class Scratch {
 public:
  Scratch()
      : m_path(fs::temp_directory_path() / ("c6rec_formats_test_" + std::to_string(::getpid()))) {
    fs::create_directories(m_path);
  }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(m_path, ec);
  }
  std::string file(const std::string& name) const { return (m_path / name).string(); }
  std::string write(const std::string& name, const std::string& content) const {
    std::ofstream(m_path / name, std::ios::binary) << content;
    return file(name);
  }

 private:
  fs::path m_path;
};

TEST(CliFormats, CheckReadsCcgcInBothEncodingsAndNctuByContent) {
  Scratch dir;
  // Names that say nothing about the format: the content decides.
  std::string utf8 = dir.write("game1.dat", fileText(coreData("ccgc_utf8.txt")));
  std::string gbk = dir.write("game2.sgf", fileText(coreData("ccgc_gbk.txt")));
  auto r = c6rec({"check", "--json", utf8, gbk, coreData("nctu.sgf")});
  EXPECT_EQ(r.status, 0);
  ASSERT_EQ(r.lines.size(), 3u);
  EXPECT_EQ(
      r.lines[0],
      "{\"file\":\"" + utf8 +
          "\",\"legal\":true,\"turns\":23,\"result\":\"B+\",\"reason\":\"six\",\"error\":null}");
  EXPECT_EQ(
      r.lines[1],
      "{\"file\":\"" + gbk +
          "\",\"legal\":true,\"turns\":28,\"result\":\"W+\",\"reason\":\"six\",\"error\":null}");
  EXPECT_EQ(json(r.lines[2])["turns"].toInt(), 22);
  EXPECT_EQ(json(r.lines[2])["result"].toString(), "W+");
}

TEST(CliFormats, CheckReportsEachGameOfACsvArchive) {
  std::string csv = coreData("archive.csv");
  auto r = c6rec({"check", "--json", csv});
  EXPECT_EQ(r.status, 0);
  ASSERT_EQ(r.lines.size(), 5u);
  const char* ids[] = {"1001", "1002", "1003", "1004", "1005"};
  for (std::size_t i = 0; i < 5; ++i) {
    QJsonObject o = json(r.lines[i]);
    EXPECT_EQ(o["file"].toString().toStdString(), csv + "#" + ids[i]);
    EXPECT_TRUE(o["legal"].toBool()) << r.lines[i];
  }
  EXPECT_EQ(r.lines[4], "{\"file\":\"" + csv +
                            "#1005\",\"legal\":true,\"turns\":12,\"result\":\"W+\",\"reason\":"
                            "\"resign\",\"error\":null}");
  // A bad row is bad-syntax for that game only; the exit status is the worst game's.
  Scratch dir;
  std::string bad = dir.write(
      "bad.csv", "game_id,moves\na,\"j10,k10,k11\"\nb,\"j10,k10,zz\"\nc,\"j10,j10,a1\"\n");
  auto rb = c6rec({"check", "--json", bad});
  EXPECT_EQ(rb.status, 2);
  ASSERT_EQ(rb.lines.size(), 3u);
  EXPECT_EQ(rb.lines[0],
            "{\"file\":\"" + bad +
                "#a\",\"legal\":true,\"turns\":2,\"result\":null,\"reason\":null,\"error\":null}");
  EXPECT_EQ(rb.lines[1], "{\"file\":\"" + bad +
                             "#b\",\"legal\":false,\"turns\":1,\"result\":null,\"reason\":null,"
                             "\"error\":{\"turn\":2,\"reason\":\"bad-syntax\"}}");
  EXPECT_EQ(rb.lines[2], "{\"file\":\"" + bad +
                             "#c\",\"legal\":false,\"turns\":1,\"result\":null,\"reason\":null,"
                             "\"error\":{\"turn\":2,\"reason\":\"occupied\"}}");
}

TEST(CliFormats, MoveListEndTokensAndAgreedDraws) {
  Scratch dir;
  std::string resign = dir.write("r.txt", "1.j10 2.i9l10 3.resign\n");
  std::string draw = dir.write("d.sgf", "(;FF[4]RE[Draw];B[j10];W[k10k11])");
  auto r = c6rec({"check", "--json", resign, draw});
  ASSERT_EQ(r.lines.size(), 2u);
  EXPECT_EQ(
      r.lines[0],
      "{\"file\":\"" + resign +
          "\",\"legal\":true,\"turns\":2,\"result\":\"W+\",\"reason\":\"resign\",\"error\":null}");
  EXPECT_EQ(r.lines[1], "{\"file\":\"" + draw +
                            "\",\"legal\":true,\"turns\":2,\"result\":\"draw\",\"reason\":"
                            "\"agreement\",\"error\":null}");
}

// Real Little Golem games to CCGC and back: the same turns and result.
TEST(CliFormats, ConvertToCcgcAndBackKeepsTurnsAndResult) {
  Scratch dir;
  fs::path records = fs::path(C6_SHARED_DATA_DIR) / "records";
  ASSERT_TRUE(fs::is_directory(records)) << "test data folder missing: " << records;
  int n = 0;
  for (const auto& e : fs::directory_iterator(records)) {
    if (e.path().extension() != ".sgf" || ++n > 6) continue;
    std::string lg = e.path().string();
    std::string c = dir.file("g.ccgc"), back = dir.file("back.sgf");
    ASSERT_EQ(c6rec({"convert", "--to", "ccgc", lg, c}).status, 0) << lg;
    ASSERT_EQ(c6rec({"convert", c, back}).status, 0) << lg;
    EXPECT_EQ(fileText(c).rfind("{[C6][", 0), 0u);
    auto before = c6rec({"check", "--json", lg}), a = c6rec({"check", "--json", c}),
         b = c6rec({"check", "--json", back});
    for (const auto* r : {&a, &b}) {
      ASSERT_EQ(r->lines.size(), 1u);
      QJsonObject x = json(before.lines.at(0)), y = json(r->lines[0]);
      EXPECT_EQ(x["turns"], y["turns"]) << lg;
      EXPECT_EQ(x["result"], y["result"]) << lg;
      EXPECT_EQ(x["reason"], y["reason"]) << lg;
    }
  }
}

TEST(CliFormats, ConvertWritesGbkWhenAsked) {
  Scratch dir;
  std::string utf8 = coreData("ccgc_utf8.txt"), gbk = dir.file("gbk.txt");
  ASSERT_EQ(c6rec({"convert", "--to", "ccgc", "--encoding", "gbk", utf8, gbk}).status, 0);
  std::string bytes = fileText(gbk);
  EXPECT_NE(bytes.find("\xcf\xc8\xca\xd6\xca\xa4"), std::string::npos) << "先手胜 in GBK";
  auto a = c6rec({"check", "--json", utf8}), b = c6rec({"check", "--json", gbk});
  ASSERT_EQ(b.lines.size(), 1u);
  EXPECT_EQ(json(a.lines.at(0))["turns"], json(b.lines[0])["turns"]);
  EXPECT_EQ(json(b.lines[0])["result"].toString(), "B+");
  // A name GBK cannot spell is refused with a message, and nothing is written.
  std::string emoji = dir.write("e.sgf", "(;FF[4]PB[\xf0\x9f\x98\x80];B[j10])");
  EXPECT_EQ(
      c6rec({"convert", "--to", "ccgc", "--encoding", "gbk", emoji, dir.file("e.txt")}).status, 2);
  EXPECT_FALSE(fs::exists(dir.file("e.txt")));
}

TEST(CliFormats, ConvertPicksOneGameOfAnArchive) {
  Scratch dir;
  std::string csv = coreData("archive.csv"), out = dir.file("g.txt");
  EXPECT_EQ(c6rec({"convert", csv + "#1003", out}).status, 0);
  auto r = c6rec({"check", "--json", out});
  EXPECT_EQ(json(r.lines.at(0))["result"].toString(), "W+");
  EXPECT_EQ(c6rec({"convert", csv, dir.file("all.txt")}).status, 2) << "five games: which one?";
  EXPECT_FALSE(fs::exists(dir.file("all.txt")));
  std::string pass = dir.write("pass.sgf", "(;FF[4];B[j10];W[])");
  EXPECT_EQ(c6rec({"convert", "--to", "ccgc", pass, dir.file("p.txt")}).status, 2)
      << "CCGC has no pass";
  EXPECT_EQ(
      c6rec({"convert", "--to", "ccgc", "--encoding", "latin1", pass, dir.file("p.txt")}).status,
      2);
}

}  // namespace
