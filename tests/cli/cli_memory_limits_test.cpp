// Memory against hostile records (issue 33 item 17): a CSV archive of hundreds of thousands of
// games, an SGF of millions of empty properties or nodes, a file larger than any record. Each is
// read in memory near the file's own size and under 256 MB, or refused with a message naming the
// limit. The peak is the child's own maximum resident set (wait4), not a guess from outside.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct Peak {
  int status = -1;
  long maxRssMb = 0;
  std::string err;
};

// Runs c6rec with `args`, stdout to /dev/null and stderr to a file; its exit status, peak memory
// and what it said on stderr.
Peak runC6rec(const std::vector<std::string>& args, const fs::path& errFile) {
  Peak p;
  const pid_t pid = ::fork();
  if (pid == 0) {
    const int out = ::open("/dev/null", O_WRONLY);
    const int err = ::open(errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(out, 1);
    ::dup2(err, 2);
    std::vector<char*> argv{const_cast<char*>(C6REC_PATH)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(C6REC_PATH, argv.data());
    ::_exit(127);
  }
  int raw = 0;
  struct rusage ru {};
  if (pid < 0 || ::wait4(pid, &raw, 0, &ru) != pid) return p;
  p.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  p.maxRssMb = ru.ru_maxrss / 1024;
  std::ifstream in(errFile);
  p.err.assign(std::istreambuf_iterator<char>(in), {});
  return p;
}

fs::path scratch() {
  fs::path d = fs::temp_directory_path() / ("c6_memory_limits_" + std::to_string(::getpid()));
  fs::create_directories(d);
  return d;
}

// A one-turn game per row, ids 1..n: about 12 bytes a game, as the attack's 3 M games in 38 MB.
fs::path writeArchive(const fs::path& dir, int games) {
  const fs::path path = dir / "many.csv";
  std::ofstream out(path, std::ios::binary);
  out << "game_id,moves\n";
  for (int i = 1; i <= games; ++i) out << i << ",j10\n";
  return path;
}

long fileMb(const fs::path& p) {
  return static_cast<long>(fs::file_size(p) >> 20);
}

// c6rec's own peak on a one-game record: the libraries it maps (Qt, OpenCV) before any record.
long baselineMb(const fs::path& dir) {
  std::ofstream(dir / "one.txt") << "1.j10\n";
  return runC6rec({"check", (dir / "one.txt").string()}, dir / "one.err").maxRssMb;
}

// What reading a record of `fileMb` may add to the baseline: the text and a small multiple of it,
// under 256 MB in all.
void expectSmall(const Peak& p, long base, long fileMb, const std::string& what) {
  EXPECT_LT(p.maxRssMb - base, 16 + 3 * fileMb)
      << what << ": " << p.maxRssMb << " MB peak over a " << base << " MB baseline, a " << fileMb
      << " MB file";
  EXPECT_LT(p.maxRssMb, 256) << what;
}

}  // namespace

// Once every game of an archive was held with its replayed board before any was printed: 3 M games
// took 4.5 GB in check and 2.8 GB in convert FILE#5.
TEST(CliMemoryLimits, AnArchiveOfManyGamesIsCheckedAndConvertedInLittleMemory) {
  const fs::path dir = scratch();
  const fs::path csv = writeArchive(dir, 600'000);
  const long size = fileMb(csv), base = baselineMb(dir);
  const Peak check = runC6rec({"check", "--json", csv.string()}, dir / "check.err");
  EXPECT_EQ(check.status, 0) << check.err;
  expectSmall(check, base, size, "check");
  const Peak convert =
      runC6rec({"convert", csv.string() + "#5", (dir / "five.sgf").string()}, dir / "conv.err");
  EXPECT_EQ(convert.status, 0) << convert.err;
  expectSmall(convert, base, size, "convert FILE#5");
  EXPECT_TRUE(fs::exists(dir / "five.sgf"));
  fs::remove_all(dir);
}

TEST(CliMemoryLimits, ARepeatedGameIdIsStillFoundAmongManyGames) {
  const fs::path dir = scratch();
  const fs::path csv = writeArchive(dir, 200'000);
  std::ofstream(csv, std::ios::app) << "5,k10\n";
  const Peak convert =
      runC6rec({"convert", csv.string() + "#5", (dir / "five.sgf").string()}, dir / "conv.err");
  EXPECT_EQ(convert.status, 2);
  EXPECT_NE(convert.err.find("lines 6 and 200002 both have it"), std::string::npos) << convert.err;
  EXPECT_FALSE(fs::exists(dir / "five.sgf"));
  fs::remove_all(dir);
}

// 10 M unknown properties once took 1.6 GB; a record holds at most 200,000 property values and as
// many nodes, and says so.
TEST(CliMemoryLimits, AnSgfOfMillionsOfPropertiesOrNodesIsRefusedNamingTheLimit) {
  const fs::path dir = scratch();
  {
    std::ofstream out(dir / "props.sgf", std::ios::binary);
    out << "(;FF[4]GM[511]SZ[19]";
    for (int i = 0; i < 2'000'000; ++i) out << "XX[]";
    out << ";B[jj])";
  }
  {
    std::ofstream out(dir / "nodes.sgf", std::ios::binary);
    out << "(;FF[4]GM[511]SZ[19]";
    for (int i = 0; i < 4'000'000; ++i) out << ";";
    out << ")";
  }
  const long base = baselineMb(dir);
  for (const char* name : {"props.sgf", "nodes.sgf"}) {
    const fs::path f = dir / name;
    const Peak p = runC6rec({"check", f.string()}, dir / "err");
    EXPECT_EQ(p.status, 2) << name;
    EXPECT_NE(p.err.find("200000"), std::string::npos) << name << ": " << p.err;
    expectSmall(p, base, fileMb(f), name);
  }
  fs::remove_all(dir);
}

// Nothing is read past 64 MiB: the file is named with the limit, before its bytes are taken in.
TEST(CliMemoryLimits, AFileLargerThanAnyRecordIsRefusedNamingTheLimit) {
  const fs::path dir = scratch();
  const fs::path big = dir / "big.txt";
  {
    std::ofstream out(big, std::ios::binary);
    out << "1.j10 ";
  }
  fs::resize_file(big, (std::uintmax_t{65} << 20));  // sparse: no disk used
  const long base = baselineMb(dir);
  const Peak p = runC6rec({"check", big.string()}, dir / "err");
  EXPECT_EQ(p.status, 2);
  EXPECT_NE(p.err.find("larger than 64 MiB"), std::string::npos) << p.err;
  expectSmall(p, base, 0, "a 65 MiB file");
  fs::remove_all(dir);
}

// A move list or a CSV row of more turns than any board holds is refused, not read to the end.
TEST(CliMemoryLimits, AGameOfMoreTurnsThanAnyBoardHoldsIsRefused) {
  const fs::path dir = scratch();
  {
    std::ofstream out(dir / "long.txt", std::ios::binary);
    for (int i = 1; i <= 20'000; ++i) out << i << "." << (i == 1 ? "j10 " : "pass ");
  }
  {
    std::ofstream out(dir / "long.csv", std::ios::binary);
    out << "game_id,moves\n1,\"";
    for (int i = 0; i < 30'000; ++i) out << (i ? "," : "") << "j10";
    out << "\"\n";
  }
  for (const char* name : {"long.txt", "long.csv"}) {
    const Peak p = runC6rec({"check", (dir / name).string()}, dir / "err");
    EXPECT_EQ(p.status, 2) << name;
    EXPECT_NE(p.err.find("at most 10000 turns"), std::string::npos) << name << ": " << p.err;
  }
  fs::remove_all(dir);
}
