// c6rec eval: detection accuracy over a labelled photo folder (the ../shared/data/photos format).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <opencv2/imgcodecs.hpp>

#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/detect_common.h"
#include "ui/common/board_score.h"
#include "ui/common/json.h"
#include "vision/stone_net.h"

namespace c6::ui::cli {
namespace {

namespace fs = std::filesystem;

const char* kHelp =
    "usage: c6rec eval [--json] [--worst N] [--debug DIR] [--given-corners] [--model PATH] DIR\n"
    "\n"
    "Runs detection over every labelled photo below DIR (<name>.jpg with <name>.board and/or\n"
    "<name>.corners; folders named 'unlabelled' are skipped) and prints, per folder and overall:\n"
    "found rate, per-intersection accuracy, exact-board rate, stone precision / recall, corner\n"
    "error (% of the board side, where .corners exist), median ms, then the worst images.\n"
    "Scoring follows ../shared/tools/score_boards.py (best of the 8 board symmetries).\n"
    "  --json      the summary as one JSON object {\"sets\", \"overall\", \"worst\"}\n"
    "  --worst N   how many worst images to list (default 10)\n"
    "  --debug DIR overlays of every image, as 'c6rec detect --debug'\n"
    "  --given-corners  read stones with the true <name>.corners instead of locating the board, so\n"
    "              stone reading is measured apart from board location (images without .corners\n"
    "              are located as usual)\n"
    "  --model PATH  the stone classifier model to read with (default: the committed data/stone_net.onnx\n"
    "              or $C6_STONE_MODEL)\n"
    "Exit status: 0 after a complete run, 2 when DIR is missing or a label file is malformed.\n";

struct Item {
  fs::path image;
  std::string set;
  std::vector<std::string> board;
  std::optional<Corners> corners;
};

std::vector<std::string> readBoard(const fs::path& p) {
  std::ifstream in(p);
  std::vector<std::string> rows;
  std::string line;
  int lineNo = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    line.erase(std::remove_if(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\r'; }), line.end());
    if (line.empty()) continue;
    if (line.size() != 19 || line.find_first_not_of(".XO") != std::string::npos)
      throw std::runtime_error(p.string() + ":" + std::to_string(lineNo) + ": expected 19 characters of . X O");
    rows.push_back(line);
  }
  if (rows.size() != 19) throw std::runtime_error(p.string() + ": expected 19 rows, got " + std::to_string(rows.size()));
  return rows;
}

Corners readCorners(const fs::path& p) {
  std::ifstream in(p);
  Corners c{};
  for (std::size_t i = 0; i < 4; ++i)
    if (!(in >> c[i][0] >> c[i][1]))
      throw std::runtime_error(p.string() + ": expected 4 lines 'x y', line " + std::to_string(i + 1) + " unreadable");
  return c;
}

std::vector<Item> collect(const fs::path& root) {
  std::vector<Item> items;
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
    if (it->is_directory() && it->path().filename() == "unlabelled") {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file()) continue;
    std::string ext = it->path().extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (ext != ".jpg" && ext != ".jpeg" && ext != ".png") continue;
    fs::path board = fs::path(it->path()).replace_extension(".board");
    fs::path corners = fs::path(it->path()).replace_extension(".corners");
    if (!fs::exists(board) && !fs::exists(corners)) continue;
    Item item;
    item.image = it->path();
    item.set = fs::relative(it->path().parent_path(), root).generic_string();
    if (fs::exists(board)) item.board = readBoard(board);
    if (fs::exists(corners)) item.corners = readCorners(corners);
    items.push_back(std::move(item));
  }
  std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.image < b.image; });
  return items;
}

Json summaryJson(const ScoreSummary& s) {
  auto opt = [](const std::optional<double>& v, int decimals) { return v ? Json::number(*v, decimals) : Json::null(); };
  Json j = Json::object();
  j.set("images", s.images).set("labelled", s.labelled).set("found_rate", Json::number(s.foundRate, 4));
  j.set("accuracy", s.labelled ? Json::number(s.accuracy, 5) : Json::null());
  j.set("exact_rate", s.labelled ? Json::number(s.exactRate, 4) : Json::null());
  j.set("precision", opt(s.precision, 4)).set("recall", opt(s.recall, 4));
  j.set("wrong", s.wrong).set("false_stones", s.falseStones).set("missed", s.missed).set("swaps", s.swaps);
  j.set("corner_scored", s.cornerScored).set("corner_err_pct", opt(s.cornerErrorPct, 3));
  j.set("median_ms", opt(s.medianMs, 1));
  return j;
}

std::string pct(std::optional<double> v, int decimals) {
  if (!v) return "-";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, 100.0 * *v);
  return buf;
}

std::string num(std::optional<double> v, int decimals) {
  if (!v) return "-";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, *v);
  return buf;
}

int run(const std::vector<std::string>& args) {
  bool json = false;
  int worstCount = 10;
  bool givenCorners = false;
  std::optional<std::string> debugDir;
  std::optional<std::string> model;
  auto parsed = ArgParser("eval", kHelp)
                    .flag({"--json"}, [&] { json = true; })
                    .flag({"--given-corners"}, [&] { givenCorners = true; })
                    .option({"--model"}, [&](const std::string& v) { model = v; })
                    .option({"--debug"}, [&](const std::string& v) { debugDir = v; })
                    .option({"--worst"}, [&](const std::string& v) { worstCount = parseWholeNumber(v, 1); })
                    .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  if (parsed.positional.size() != 1) {
    std::cerr << "c6rec eval: give exactly one folder\n" << kHelp;
    return 2;
  }
  const std::optional<std::string> dir = parsed.positional.front();
  if (!fs::is_directory(*dir)) {
    std::cerr << "c6rec eval: not a folder: " << *dir << "\n";
    return 2;
  }
  if (model) {
    vision::setStoneModelPath(*model);
    vision::stoneNet();  // a missing or unusable model stops the run here, naming the file
  }
  std::vector<Item> items;
  try {
    items = collect(*dir);
  } catch (const std::exception& e) {
    std::cerr << "c6rec eval: " << e.what() << "\n";
    return 2;
  }
  if (items.empty()) {
    std::cerr << "c6rec eval: no labelled image (<name>.jpg with .board or .corners) below " << *dir << "\n";
    return 2;
  }

  struct Row {
    const Item* item;
    ImageScore score;
    double ms;
  };
  std::vector<Row> rows;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const Item& item = items[i];
    if (!json) std::cerr << "\r[" << (i + 1) << "/" << items.size() << "] " << item.image.filename().string() << "   " << std::flush;
    cv::Mat image = cv::imread(item.image.string(), cv::IMREAD_COLOR);
    std::optional<std::vector<std::string>> board;
    std::optional<Corners> corners;
    double ms = 0;
    if (image.empty()) {
      std::cerr << "\nc6rec eval: cannot read image " << item.image << "\n";
    } else {
      std::optional<std::array<cv::Point2f, 4>> trueCorners;
      if (givenCorners && item.corners) {
        trueCorners.emplace();
        for (std::size_t k = 0; k < 4; ++k)
          (*trueCorners)[k] = {static_cast<float>((*item.corners)[k][0]), static_cast<float>((*item.corners)[k][1])};
      }
      vision::Detection d = vision::detectBoard(image, trueCorners);
      ms = d.ms;
      if (d.location && d.stones) {
        board = boardRows(*d.stones);
        Corners c{};
        for (std::size_t k = 0; k < 4; ++k) c[k] = {d.location->corners[k].x, d.location->corners[k].y};
        corners = c;
      }
      if (debugDir) writeOverlay(*debugDir, item.image.string(), image, d);
    }
    rows.push_back({&item, scoreImage(item.board, item.corners, board, corners), ms});
  }
  if (!json) std::cerr << "\n";

  std::map<std::string, std::pair<std::vector<ImageScore>, std::vector<double>>> bySet;
  std::vector<ImageScore> all;
  std::vector<double> allMs;
  for (const auto& r : rows) {
    bySet[r.item->set].first.push_back(r.score);
    bySet[r.item->set].second.push_back(r.ms);
    all.push_back(r.score);
    allMs.push_back(r.ms);
  }
  ScoreSummary overall = summarise(all, allMs);
  std::vector<const Row*> worst;
  for (const auto& r : rows) worst.push_back(&r);
  auto badness = [](const Row* r) {
    return std::make_pair(r->score.labelled ? r->score.errors : (r->score.found ? 0 : 361),
                          r->score.cornerErrorPct.value_or(0.0));
  };
  std::stable_sort(worst.begin(), worst.end(), [&](const Row* a, const Row* b) { return badness(a) > badness(b); });
  worst.resize(std::min(worst.size(), static_cast<std::size_t>(std::max(0, worstCount))));

  if (json) {
    Json sets = Json::object();
    for (const auto& [name, v] : bySet) sets.set(name, summaryJson(summarise(v.first, v.second)));
    Json w = Json::array();
    for (const Row* r : worst) {
      Json j = Json::object();
      j.set("image", r->item->image.string()).set("found", r->score.found);
      j.set("errors", r->score.labelled ? Json::number(r->score.errors) : Json::null());
      j.set("false_stones", r->score.falseStones).set("missed", r->score.missed).set("swaps", r->score.swaps);
      j.set("corner_err_pct", r->score.cornerErrorPct ? Json::number(*r->score.cornerErrorPct, 3) : Json::null());
      j.set("ms", Json::number(r->ms, 1));
      w.push(j);
    }
    Json out = Json::object();
    out.set("sets", sets).set("overall", summaryJson(overall)).set("worst", w);
    std::cout << out.str() << "\n";
    return 0;
  }
  std::printf("%-16s %7s %7s %8s %7s %7s %7s %6s %6s %7s %6s %8s %8s\n", "set", "images", "found%", "acc%", "exact%",
              "prec%", "rec%", "wrong", "false", "missed", "swaps", "corner%", "ms(med)");
  auto line = [](const std::string& name, const ScoreSummary& s) {
    std::printf("%-16s %7d %7s %8s %7s %7s %7s %6d %6d %7d %6d %8s %8s\n", name.c_str(), s.images,
                pct(s.foundRate, 1).c_str(), s.labelled ? pct(s.accuracy, 2).c_str() : "-",
                s.labelled ? pct(s.exactRate, 1).c_str() : "-", pct(s.precision, 1).c_str(), pct(s.recall, 1).c_str(),
                s.wrong, s.falseStones, s.missed, s.swaps, num(s.cornerErrorPct, 2).c_str(), num(s.medianMs, 1).c_str());
  };
  for (const auto& [name, v] : bySet) line(name, summarise(v.first, v.second));
  line("OVERALL", overall);
  std::printf("\nworst %zu images:\n", worst.size());
  for (const Row* r : worst) {
    std::printf("  %s: ", r->item->image.string().c_str());
    if (r->score.labelled)
      std::printf("wrong=%d false=%d missed=%d swaps=%d", r->score.errors, r->score.falseStones, r->score.missed,
                  r->score.swaps);
    else
      std::printf("no board GT");
    if (!r->score.found) std::printf(" (not found)");
    if (r->score.cornerErrorPct) std::printf(" corner=%.2f%%", *r->score.cornerErrorPct);
    std::printf(" %.1f ms\n", r->ms);
  }
  return 0;
}

const bool registered = registerCommand({"eval", "score detection over a labelled photo folder", run});

}  // namespace
}  // namespace c6::ui::cli
