// `c6rec check --json` and `c6rec convert`, run as a program: the public contract of issue 2.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;

struct CliRun {
  int status = -1;
  std::string out;
};

std::string quoted(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

CliRun c6rec(const std::vector<std::string>& args) {
  std::string cmd = quoted(C6REC_PATH);
  for (const auto& a : args) cmd += " " + quoted(a);
  cmd += " 2>/dev/null";
  CliRun r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  std::size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  int raw = pclose(p);
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return r;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

QJsonObject parse(const std::string& line) {
  QJsonParseError err;
  auto doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &err);
  EXPECT_EQ(err.error, QJsonParseError::NoError) << line;
  return doc.object();
}

// The contract's fields in the contract's order.
void expectContractShape(const std::string& line) {
  std::vector<std::string> keys = {
      "\"file\":", "\"legal\":", "\"turns\":", "\"result\":", "\"reason\":", "\"error\":"};
  std::size_t at = 0;
  for (const auto& k : keys) {
    auto pos = line.find(k, at);
    EXPECT_NE(pos, std::string::npos) << k << " missing or out of order in " << line;
    if (pos != std::string::npos) at = pos;
  }
  EXPECT_EQ(line.front(), '{');
  EXPECT_EQ(line.back(), '}');
}

class TempDir {
 public:
  TempDir() {
    m_path = fs::temp_directory_path() / ("c6rec_check_test_" + std::to_string(::getpid()));
    fs::create_directories(m_path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(m_path, ec);
  }
  std::string write(const std::string& name, const std::string& content) const {
    fs::path p = m_path / name;
    std::ofstream(p, std::ios::binary) << content;
    return p.string();
  }
  fs::path path() const { return m_path; }

 private:
  fs::path m_path;
};

std::vector<std::string> realRecords() {
  fs::path dir = fs::path(C6_SHARED_DATA_DIR) / "records";
  std::vector<std::string> files;
  if (!fs::is_directory(dir)) {
    ADD_FAILURE() << "test data folder missing: " << dir;
    return files;
  }
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".sgf") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(CliCheck, RealGamesFifteenBlackSixesFifteenWhiteTenWithoutResult) {
  auto files = realRecords();
  ASSERT_EQ(files.size(), 40u);
  std::vector<std::string> args = {"check", "--json"};
  args.insert(args.end(), files.begin(), files.end());
  CliRun r = c6rec(args);
  EXPECT_EQ(r.status, 0);
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), files.size()) << r.out;
  int black = 0, white = 0, none = 0;
  for (std::size_t i = 0; i < out.size(); ++i) {
    expectContractShape(out[i]);
    QJsonObject o = parse(out[i]);
    EXPECT_EQ(o["file"].toString().toStdString(), files[i]);
    EXPECT_TRUE(o["legal"].toBool()) << out[i];
    EXPECT_TRUE(o["error"].isNull()) << out[i];
    EXPECT_GE(o["turns"].toInt(), 1) << out[i];  // one game was resigned after Black's first stone
    std::string result = o["result"].isNull() ? "null" : o["result"].toString().toStdString();
    std::string reason = o["reason"].isNull() ? "null" : o["reason"].toString().toStdString();
    if (result == "B+" && reason == "six")
      ++black;
    else if (result == "W+" && reason == "six")
      ++white;
    else if (result == "null" && reason == "null")
      ++none;
    else
      ADD_FAILURE() << out[i];
  }
  EXPECT_EQ(black, 15);
  EXPECT_EQ(white, 15);
  EXPECT_EQ(none, 10);
}

TEST(CliCheck, BundledSampleIsALegalGameEndingInASix) {
  CliRun r = c6rec({"check", "--json", std::string(C6_PROJECT_DATA_DIR) + "/sample-game.sgf"});
  EXPECT_EQ(r.status, 0) << r.out;
  QJsonObject o = parse(lines(r.out).at(0));
  EXPECT_TRUE(o["legal"].toBool());
  EXPECT_EQ(o["reason"].toString(), "six");
  EXPECT_FALSE(o["result"].isNull());
}

struct Variant {
  const char* name;
  const char* file;
  const char* content;
  bool legal;
  int turns;
  const char* result;  // nullptr = JSON null
  const char* reason;
  int errorTurn;  // 0 = no error
  const char* errorReason;
  int status;
};

class CliCheckVariant : public testing::TestWithParam<Variant> {};

TEST_P(CliCheckVariant, FollowsTheContract) {
  const Variant& v = GetParam();
  TempDir dir;
  std::string path = v.content ? dir.write(v.file, v.content) : (dir.path() / v.file).string();
  CliRun r = c6rec({"check", "--json", path});
  EXPECT_EQ(r.status, v.status) << v.name << ": " << r.out;
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), 1u) << v.name << ": " << r.out;
  expectContractShape(out[0]);
  QJsonObject o = parse(out[0]);
  EXPECT_EQ(o["file"].toString().toStdString(), path);
  EXPECT_EQ(o["legal"].toBool(), v.legal) << v.name << ": " << out[0];
  EXPECT_EQ(o["turns"].toInt(), v.turns) << v.name << ": " << out[0];
  if (v.result)
    EXPECT_EQ(o["result"].toString().toStdString(), v.result) << v.name << ": " << out[0];
  else
    EXPECT_TRUE(o["result"].isNull()) << v.name << ": " << out[0];
  if (v.reason)
    EXPECT_EQ(o["reason"].toString().toStdString(), v.reason) << v.name << ": " << out[0];
  else
    EXPECT_TRUE(o["reason"].isNull()) << v.name << ": " << out[0];
  if (v.errorTurn == 0) {
    EXPECT_TRUE(o["error"].isNull()) << v.name << ": " << out[0];
  } else {
    QJsonObject e = o["error"].toObject();
    EXPECT_EQ(e["turn"].toInt(), v.errorTurn) << v.name << ": " << out[0];
    EXPECT_EQ(e["reason"].toString().toStdString(), v.errorReason) << v.name << ": " << out[0];
  }
}

// Black: j10, then k10-n10 in two turns and o10 p10 (or o10 alone) for the six on row 10.
#define C6_SIX "(;FF[4];B[j10];W[a1a2];B[k10l10];W[a3a4];B[m10n10];W[a5a7];B[o10p10]"

INSTANTIATE_TEST_SUITE_P(
    Cases, CliCheckVariant,
    testing::Values(
        Variant{"six", "six.sgf", C6_SIX ")", true, 7, "B+", "six", 0, nullptr, 0},
        Variant{"one stone completes six", "one.sgf",
                "(;FF[4];B[j10];W[a1a2];B[k10l10];W[a3a4];B[m10n10];W[a5a7];B[o10])", true, 7, "B+",
                "six", 0, nullptr, 0},
        Variant{"first stone six, second anywhere", "any.sgf",
                "(;FF[4];B[j10];W[a1a2];B[k10l10];W[a3a4];B[m10n10];W[a5a7];B[o10s19])", true, 7,
                "B+", "six", 0, nullptr, 0},
        Variant{"move after end", "after.sgf", C6_SIX ";W[b1b2])", false, 7, "B+", "six", 8,
                "move-after-end", 1},
        Variant{"occupied", "occ.sgf", "(;FF[4];B[j10];W[j10k10])", false, 1, nullptr, nullptr, 2,
                "occupied", 1},
        Variant{"same point twice", "twice.sgf", "(;FF[4];B[j10];W[k10k10])", false, 1, nullptr,
                nullptr, 2, "occupied", 1},
        Variant{"off board", "off.sgf", "(;FF[4];B[j10];W[t1a1])", false, 1, nullptr, nullptr, 2,
                "off-board", 1},
        Variant{"off a small board", "off9.sgf", "(;FF[4]SZ[9];B[e5];W[j9a1])", false, 1, nullptr,
                nullptr, 2, "off-board", 1},
        Variant{"row 20", "row20.sgf", "(;FF[4];B[j20])", false, 0, nullptr, nullptr, 1,
                "off-board", 1},
        Variant{"two stones first", "first2.sgf", "(;FF[4];B[j10k10])", false, 0, nullptr, nullptr,
                1, "wrong-stone-count", 1},
        Variant{"one stone later", "one1.sgf", "(;FF[4];B[j10];W[k10])", false, 1, nullptr, nullptr,
                2, "wrong-stone-count", 1},
        Variant{"three stones", "three.sgf", "(;FF[4];B[j10];W[k10k11k12])", false, 1, nullptr,
                nullptr, 2, "wrong-stone-count", 1},
        Variant{"white first", "white.sgf", "(;FF[4];W[j10])", false, 0, nullptr, nullptr, 1,
                "wrong-colour", 1},
        Variant{"black twice", "bb.sgf", "(;FF[4];B[j10];W[a1a2];B[k10k11];B[l10l11])", false, 3,
                nullptr, nullptr, 4, "wrong-colour", 1},
        Variant{"black passes first", "pass.sgf", "(;FF[4];B[];W[j10k10];B[a1a2])", true, 3,
                nullptr, nullptr, 0, nullptr, 0},
        Variant{"double pass", "dp.sgf", "(;FF[4];B[j10];W[];B[])", true, 3, "draw", "double-pass",
                0, nullptr, 0},
        Variant{"resigned", "resign.sgf", "(;FF[4]RE[W+R];B[j10];W[k10k11])", true, 2, "W+",
                "resign", 0, nullptr, 0},
        Variant{"time", "time.sgf", "(;FF[4]RE[B+Time];B[j10];W[k10k11])", true, 2, "B+", "time", 0,
                nullptr, 0},
        Variant{"agreement", "agree.sgf", "(;FF[4]RE[0]XR[agreement];B[j10];W[k10k11]DO[])", true,
                2, "draw", "agreement", 0, nullptr, 0},
        Variant{"recorded result loses to the six", "re.sgf",
                "(;FF[4]RE[W+R];B[j10];W[a1a2];B[k10l10];W[a3a4];B[m10n10];"
                "W[a5a7];B[o10p10])",
                true, 7, "B+", "six", 0, nullptr, 0},
        Variant{"one stone per node", "gm511.sgf", "(;FF[4]GM[511];B[jj];W[ki];W[kk];B[aa];B[bb])",
                true, 3, nullptr, nullptr, 0, nullptr, 0},
        Variant{"move list", "moves.txt", "1.j10 2.i9l10 3.j8l8\n", true, 3, nullptr, nullptr, 0,
                nullptr, 0},
        Variant{"move list occupied", "moves2.txt", "1.j10 2.i9j10", false, 1, nullptr, nullptr, 2,
                "occupied", 1},
        Variant{"garbage", "garbage.sgf", "\x7f\x45LF\x02\x01\x01\x00 not a record", false, 0,
                nullptr, nullptr, 1, "bad-syntax", 2},
        Variant{"empty file", "empty.sgf", "", false, 0, nullptr, nullptr, 1, "bad-syntax", 2},
        Variant{"truncated", "trunc.sgf", "(;FF[4];B[j10];W[k10k11];B[l1", false, 2, nullptr,
                nullptr, 3, "bad-syntax", 2},
        Variant{"bad point", "badpt.sgf", "(;FF[4];B[j10];W[k10k1!])", false, 1, nullptr, nullptr,
                2, "bad-syntax", 2},
        Variant{"bad size", "badsz.sgf", "(;FF[4]SZ[60];B[j10])", false, 0, nullptr, nullptr, 1,
                "bad-syntax", 2},
        Variant{"bad move list", "bad.txt", "1.j10 2.k10k11 4.a1a2", false, 2, nullptr, nullptr, 3,
                "bad-syntax", 2},
        Variant{"bad archive", "bad.c6a", "c6cam-record\n22 serialization::archive 18 0 1", false,
                0, nullptr, nullptr, 1, "bad-syntax", 2},
        Variant{"missing file", "missing.sgf", nullptr, false, 0, nullptr, nullptr, 1, "bad-syntax",
                2}),
    [](const testing::TestParamInfo<Variant>& param) {
      std::string n = param.param.name;
      for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
      return n;
    });

TEST(CliCheck, ExitStatusIsTheWorstFile) {
  TempDir dir;
  std::string legal = dir.write("legal.sgf", "(;FF[4];B[j10])");
  std::string illegal = dir.write("illegal.sgf", "(;FF[4];W[j10])");
  std::string garbage = dir.write("garbage.sgf", "((((");
  EXPECT_EQ(c6rec({"check", "--json", legal, legal}).status, 0);
  EXPECT_EQ(c6rec({"check", "--json", legal, illegal}).status, 1);
  EXPECT_EQ(c6rec({"check", "--json", garbage, legal}).status, 2);
  CliRun all = c6rec({"check", "--json", illegal, garbage, legal});
  EXPECT_EQ(all.status, 2);
  EXPECT_EQ(lines(all.out).size(), 3u) << "one line per file, unreadable ones too";
  EXPECT_EQ(c6rec({"check", legal, illegal}).status, 1) << "the same statuses without --json";
}

TEST(CliCheck, HumanReadableLinePerFile) {
  TempDir dir;
  std::string legal = dir.write("legal.sgf", "(;FF[4]RE[B+R];B[j10])");
  std::string illegal = dir.write("illegal.sgf", "(;FF[4];B[j10];W[j10a1])");
  CliRun r = c6rec({"check", legal, illegal});
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), 2u) << r.out;
  EXPECT_EQ(out[0], legal + ": legal, 1 turns applied, B+ by resign (as recorded)");
  EXPECT_EQ(out[1], illegal + ": illegal at turn 2 (occupied), 1 turns applied, no result");
}

TEST(CliCheck, HelpOnEverySubcommand) {
  for (const char* cmd : {"check", "convert"}) {
    CliRun r = c6rec({cmd, "--help"});
    EXPECT_EQ(r.status, 0) << cmd;
    EXPECT_NE(r.out.find(std::string("usage: c6rec ") + cmd), std::string::npos) << r.out;
  }
  EXPECT_EQ(c6rec({"check"}).status, 2) << "no file is a usage error";
  EXPECT_EQ(c6rec({"check", "--bogus", "x.sgf"}).status, 2);
}

TEST(CliConvert, EveryFormatAndBackKeepsTheGame) {
  TempDir dir;
  std::string sample = std::string(C6_PROJECT_DATA_DIR) + "/sample-game.sgf";
  std::string c6a = (dir.path() / "g.c6a").string(), txt = (dir.path() / "g.txt").string();
  std::string sgf1 = (dir.path() / "g1.sgf").string(), sgf = (dir.path() / "g.sgf").string();
  std::string odd = (dir.path() / "g.record").string();
  EXPECT_EQ(c6rec({"convert", sample, c6a}).status, 0);
  EXPECT_EQ(c6rec({"convert", c6a, sgf1, "--to", "sgf1"}).status, 0);
  EXPECT_EQ(c6rec({"convert", sgf1, txt}).status, 0);
  EXPECT_EQ(c6rec({"convert", txt, odd, "--to", "c6a"}).status, 0);
  EXPECT_EQ(c6rec({"convert", odd, sgf}).status, 0)
      << "an unknown extension is recognised by content";
  std::ifstream in(sgf1);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("GM[511]"), std::string::npos) << text;
  CliRun expected = c6rec({"check", "--json", sample});
  for (const auto& f : {c6a, sgf1, txt, odd, sgf}) {
    CliRun r = c6rec({"check", "--json", f});
    EXPECT_EQ(r.status, 0) << f;
    auto a = parse(lines(expected.out).at(0)), b = parse(lines(r.out).at(0));
    EXPECT_EQ(a["turns"], b["turns"]) << f;
    EXPECT_EQ(a["result"], b["result"]) << f;
    EXPECT_EQ(a["reason"], b["reason"]) << f;
  }
  EXPECT_TRUE(fs::exists(sgf));
  for (const auto& e : fs::directory_iterator(dir.path()))
    EXPECT_EQ(e.path().filename().string().find(".tmp"), std::string::npos)
        << "temporary file left: " << e.path();
}

TEST(CliConvert, UnreadableInputOrBadUsageExitsTwo) {
  TempDir dir;
  std::string bad = dir.write("bad.sgf", "(;B[j10]");
  std::string out = (dir.path() / "out.sgf").string();
  EXPECT_EQ(c6rec({"convert", bad, out}).status, 2);
  EXPECT_FALSE(fs::exists(out)) << "nothing is written from an unreadable input";
  EXPECT_EQ(c6rec({"convert", bad}).status, 2);
  EXPECT_EQ(c6rec({"convert", "--to", "pdf", bad, out}).status, 2);
}

}  // namespace
