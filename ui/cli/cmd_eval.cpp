// c6rec eval: detection accuracy over a labelled photo folder (the ../shared/data/photos format).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <opencv2/imgcodecs.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "ui/cli/arg_parser.h"
#include "ui/cli/board_score.h"
#include "ui/cli/command.h"
#include "ui/cli/detect_common.h"
#include "ui/recorder/json_line.h"
#include "vision/stone_net.h"

namespace c6::ui::cli {
namespace {

namespace fs = std::filesystem;

const char* kHelp =
    "usage: c6rec eval [--json] [--worst N] [--debug DIR] [--given-corners] [--locate-only]\n"
    "                  [--model PATH] DIR...\n"
    "\n"
    "Runs detection over every labelled photo below each DIR (<name>.jpg with <name>.board and/or\n"
    "<name>.corners; folders named 'unlabelled' are skipped) and prints, per folder and overall:\n"
    "found rate, per-intersection accuracy, exact-board rate, stone precision / recall, corner\n"
    "error (% of the board side, where .corners exist: mean and max), wrong boards (found with a\n"
    "corner error above 2% of the side), median ms, then the worst images and the confidence\n"
    "table: of the boards found with location confidence >= c, how many are right (corner error\n"
    "<= 2%). With several DIRs, folder names start with the DIR's own name.\n"
    "Scoring follows ../shared/tools/score_boards.py (best of the 8 board symmetries).\n"
    "  --json      the summary as one JSON object {\"sets\", \"overall\", \"worst\", "
    "\"confidence\"}\n"
    "  --worst N   how many worst images to list (default 10)\n"
    "  --debug DIR overlays of every image, as 'c6rec detect --debug'\n"
    "  --given-corners  read stones with the true <name>.corners instead of locating the board, "
    "so\n"
    "              stone reading is measured apart from board location (images without .corners\n"
    "              are located as usual)\n"
    "  --locate-only  locate the board but read no stones: found rate, corner error and the\n"
    "              confidence table only (board columns show '-'), a few times faster\n"
    "  --model PATH  the stone classifier model to read with (default: the committed "
    "data/stone_net.onnx\n"
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
    line.erase(
        std::remove_if(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\r'; }),
        line.end());
    if (line.empty()) continue;
    if (line.size() != 19 || line.find_first_not_of(".XO") != std::string::npos)
      throw std::runtime_error(p.string() + ":" + std::to_string(lineNo) +
                               ": expected 19 characters of . X O");
    rows.push_back(line);
  }
  if (rows.size() != 19)
    throw std::runtime_error(p.string() + ": expected 19 rows, got " + std::to_string(rows.size()));
  return rows;
}

Corners readCorners(const fs::path& p) {
  std::ifstream in(p);
  Corners c{};
  for (std::size_t i = 0; i < 4; ++i)
    if (!(in >> c[i][0] >> c[i][1]))
      throw std::runtime_error(p.string() + ": expected 4 lines 'x y', line " +
                               std::to_string(i + 1) + " unreadable");
  return c;
}

// A found board whose corners are further off than this (% of the board side) is a wrong board.
constexpr double kWrongBoardPct = 2.0;

std::vector<Item> collect(const fs::path& root, const std::string& prefix) {
  std::vector<Item> items;
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator();
       ++it) {
    if (it->is_directory() && it->path().filename() == "unlabelled") {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file()) continue;
    std::string ext = it->path().extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (ext != ".jpg" && ext != ".jpeg" && ext != ".png") continue;
    fs::path board = fs::path(it->path()).replace_extension(".board");
    fs::path corners = fs::path(it->path()).replace_extension(".corners");
    if (!fs::exists(board) && !fs::exists(corners)) continue;
    Item item;
    item.image = it->path();
    item.set = prefix + fs::relative(it->path().parent_path(), root).generic_string();
    if (fs::exists(board)) item.board = readBoard(board);
    if (fs::exists(corners)) item.corners = readCorners(corners);
    items.push_back(std::move(item));
  }
  std::sort(items.begin(), items.end(),
            [](const Item& a, const Item& b) { return a.image < b.image; });
  return items;
}

// The contract's decimals: rates with 4, accuracy with 5, milliseconds with 1, the rest with 3.
const JsonFormat kEvalJson{3,
                           {{"found_rate", 4},
                            {"accuracy", 5},
                            {"exact_rate", 4},
                            {"precision", 4},
                            {"recall", 4},
                            {"median_ms", 1},
                            {"ms", 1},
                            {"min_confidence", 2},
                            {"right_rate", 4}}};

// Board location alone, over the images with corner GT.
struct LocationStats {
  std::optional<double> maxCornerErrorPct;
  int wrongBoards = 0;  // found with a corner error above kWrongBoardPct
  void add(const ImageScore& s) {
    if (!s.found || !s.cornerErrorPct) return;
    maxCornerErrorPct = std::max(maxCornerErrorPct.value_or(0.0), *s.cornerErrorPct);
    wrongBoards += *s.cornerErrorPct > kWrongBoardPct;
  }
};

Json evidenceJson(const vision::GridEvidence& e) {
  auto four = [](const auto& a) {
    Json j = Json::array();
    for (auto v : a) j.push_back(static_cast<double>(v));
    return j;
  };
  Json j;
  j["lines"] = e.lineSupport;
  j["known"] = e.knownLines;
  j["edge"] = four(e.edge);
  j["beyond"] = four(e.beyond);
  j["beyond2"] = four(e.beyond2);
  j["stones_beyond"] = four(e.stonesBeyond);
  j["stones_inside"] = e.stonesInside;
  j["stones_on_points"] = e.stonesOnPoints;
  j["end_margin"] = e.endMargin;
  j["confidence"] = e.confidence;
  return j;
}

struct ConfidenceRow {
  double threshold;
  int reported, right;        // found boards
  int checked, checkedRight;  // found boards and the refused grids
};

Json summaryJson(const ScoreSummary& s, const LocationStats& l) {
  Json j;
  j["images"] = s.images;
  j["labelled"] = s.labelled;
  j["found_rate"] = s.foundRate;
  j["accuracy"] = s.labelled ? Json(s.accuracy) : Json(nullptr);
  j["exact_rate"] = s.labelled ? Json(s.exactRate) : Json(nullptr);
  j["precision"] = orNull(s.precision);
  j["recall"] = orNull(s.recall);
  j["wrong"] = s.wrong;
  j["false_stones"] = s.falseStones;
  j["missed"] = s.missed;
  j["swaps"] = s.swaps;
  j["corner_scored"] = s.cornerScored;
  j["corner_err_pct"] = orNull(s.cornerErrorPct);
  j["corner_err_max_pct"] = orNull(l.maxCornerErrorPct);
  j["wrong_boards"] = l.wrongBoards;
  j["median_ms"] = orNull(s.medianMs);
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

// Board location alone, timed like detectBoard.
vision::Detection locateOnlyDetection(const cv::Mat& image) {
  vision::Detection d;
  const auto start = std::chrono::steady_clock::now();
  d.location = vision::locateBoard(image, &d.trace);
  d.ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return d;
}

int run(const std::vector<std::string>& args) {
  bool json = false;
  int worstCount = 10;
  bool givenCorners = false;
  bool locateOnly = false;
  std::optional<std::string> debugDir;
  std::optional<std::string> model;
  auto parsed =
      ArgParser("eval", kHelp)
          .flag({"--json"}, [&] { json = true; })
          .flag({"--given-corners"}, [&] { givenCorners = true; })
          .flag({"--locate-only"}, [&] { locateOnly = true; })
          .option({"--model"}, [&](const std::string& v) { model = v; })
          .option({"--debug"}, [&](const std::string& v) { debugDir = v; })
          .option({"--worst"}, [&](const std::string& v) { worstCount = parseWholeNumber(v, 1); })
          .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  if (parsed.positional.empty()) {
    std::cerr << "c6rec eval: give at least one folder\n" << kHelp;
    return 2;
  }
  if (model) {
    vision::setStoneModelPath(*model);
    vision::stoneNet();  // a missing or unusable model stops the run here, naming the file
  }
  std::vector<Item> items;
  for (const auto& dir : parsed.positional) {
    if (!fs::is_directory(dir)) {
      std::cerr << "c6rec eval: not a folder: " << dir << "\n";
      return 2;
    }
    fs::path named = fs::path(dir).lexically_normal();
    if (named.filename().empty()) named = named.parent_path();  // "dir/" names its folder too
    const std::string prefix = parsed.positional.size() > 1 ? named.filename().string() + "/" : "";
    try {
      auto more = collect(dir, prefix);
      if (more.empty()) {
        std::cerr << "c6rec eval: no labelled image (<name>.jpg with .board or .corners) below "
                  << dir << "\n";
        return 2;
      }
      items.insert(items.end(), more.begin(), more.end());
    } catch (const std::exception& e) {
      std::cerr << "c6rec eval: " << e.what() << "\n";
      return 2;
    }
  }

  struct Row {
    const Item* item;
    ImageScore score;
    double ms;
    double confidence;                             // of the location, when found
    std::string reason;                            // why not found
    std::optional<vision::GridEvidence> evidence;  // of the grid the locator checked last
    std::optional<double> refusedErrorPct;         // corner error of that grid when it was refused
  };
  std::vector<Row> rows;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const Item& item = items[i];
    if (!json)
      std::cerr << "\r[" << (i + 1) << "/" << items.size() << "] " << item.image.filename().string()
                << "   " << std::flush;
    cv::Mat image = cv::imread(item.image.string(), cv::IMREAD_COLOR);
    std::optional<std::vector<std::string>> board;
    std::optional<Corners> corners;
    double ms = 0, confidence = 0;
    std::string reason = "unreadable image";
    std::optional<vision::GridEvidence> evidence;
    std::optional<double> refusedError;
    if (image.empty()) {
      std::cerr << "\nc6rec eval: cannot read image " << item.image << "\n";
    } else {
      std::optional<std::array<cv::Point2f, 4>> trueCorners;
      if (givenCorners && item.corners) {
        trueCorners.emplace();
        for (std::size_t k = 0; k < 4; ++k)
          (*trueCorners)[k] = {static_cast<float>((*item.corners)[k][0]),
                               static_cast<float>((*item.corners)[k][1])};
      }
      vision::Detection d =
          locateOnly ? locateOnlyDetection(image) : vision::detectBoard(image, trueCorners);
      ms = d.ms;
      reason = d.trace.rejection;
      if (d.trace.candidate) evidence = d.trace.evidence;
      if (!d.location && d.trace.candidate && item.corners) {
        Corners c{};
        for (std::size_t k = 0; k < 4; ++k)
          c[k] = {d.trace.candidate->corners[k].x, d.trace.candidate->corners[k].y};
        refusedError = scoreImage({}, item.corners, std::nullopt, c).cornerErrorPct;
      }
      if (d.location) {
        if (d.stones) board = boardRows(*d.stones);
        Corners c{};
        for (std::size_t k = 0; k < 4; ++k)
          c[k] = {d.location->corners[k].x, d.location->corners[k].y};
        corners = c;
        confidence = d.location->confidence;
      }
      if (debugDir) writeOverlay(*debugDir, item.image.string(), image, d);
    }
    rows.push_back({&item,
                    scoreImage(locateOnly ? std::vector<std::string>{} : item.board, item.corners,
                               board, corners),
                    ms, confidence, reason, evidence, refusedError});
  }
  if (!json) std::cerr << "\n";

  struct SetRows {
    std::vector<ImageScore> scores;
    std::vector<double> ms;
    LocationStats location;
  };
  std::map<std::string, SetRows> bySet;
  SetRows all;
  for (const auto& r : rows) {
    for (SetRows* s : {&bySet[r.item->set], &all}) {
      s->scores.push_back(r.score);
      s->ms.push_back(r.ms);
      s->location.add(r.score);
    }
  }
  ScoreSummary overall = summarise(all.scores, all.ms);
  std::vector<const Row*> worst;
  for (const auto& r : rows) worst.push_back(&r);
  auto badness = [](const Row* r) {
    return std::make_pair(r->score.labelled ? r->score.errors : (r->score.found ? 0 : 361),
                          r->score.cornerErrorPct.value_or(0.0));
  };
  std::stable_sort(worst.begin(), worst.end(),
                   [&](const Row* a, const Row* b) { return badness(a) > badness(b); });
  worst.resize(std::min(worst.size(), static_cast<std::size_t>(std::max(0, worstCount))));

  // Calibration of the location confidence over every image with corner GT. Reported boards all
  // passed the locator's own threshold; the grids it checked and refused show what lies below.
  std::vector<ConfidenceRow> table;
  for (int step = 0; step <= 10; ++step) {
    ConfidenceRow t{step / 10.0, 0, 0, 0, 0};
    for (const auto& r : rows) {
      if (!r.item->corners) continue;
      if (r.score.found && r.confidence >= t.threshold - 1e-9) {
        ++t.reported;
        t.right += r.score.cornerErrorPct && *r.score.cornerErrorPct <= kWrongBoardPct;
      }
      const bool refused = !r.score.found && r.evidence && r.refusedErrorPct;
      const double conf = r.score.found ? r.confidence : refused ? r.evidence->confidence : -1.0;
      if (conf < t.threshold - 1e-9) continue;
      ++t.checked;
      t.checkedRight +=
          (r.score.found ? r.score.cornerErrorPct : r.refusedErrorPct).value_or(1e9) <=
          kWrongBoardPct;
    }
    table.push_back(t);
  }

  if (json) {
    Json sets = Json::object();
    for (const auto& [name, v] : bySet)
      sets[name] = summaryJson(summarise(v.scores, v.ms), v.location);
    Json w = Json::array();
    for (const Row* r : worst) {
      Json j;
      j["image"] = r->item->image.string();
      j["found"] = r->score.found;
      j["errors"] = r->score.labelled ? Json(r->score.errors) : Json(nullptr);
      j["false_stones"] = r->score.falseStones;
      j["missed"] = r->score.missed;
      j["swaps"] = r->score.swaps;
      j["corner_err_pct"] = orNull(r->score.cornerErrorPct);
      j["ms"] = r->ms;
      j["location_confidence"] = r->score.found ? Json(r->confidence) : Json(nullptr);
      if (!r->score.found) j["reason"] = r->reason;
      if (r->evidence) j["evidence"] = evidenceJson(*r->evidence);
      w.push_back(j);
    }
    Json conf = Json::array();
    for (const auto& t : table) {
      Json j;
      j["min_confidence"] = t.threshold;
      j["reported"] = t.reported;
      j["right"] = t.right;
      j["right_rate"] =
          t.reported ? Json(static_cast<double>(t.right) / t.reported) : Json(nullptr);
      j["checked"] = t.checked;
      j["checked_right"] = t.checkedRight;
      conf.push_back(j);
    }
    Json out;
    out["sets"] = sets;
    out["overall"] = summaryJson(overall, all.location);
    out["worst"] = w;
    out["confidence"] = conf;
    std::cout << jsonLine(out, kEvalJson) << "\n";
    return 0;
  }
  std::printf("%-28s %7s %7s %8s %7s %7s %7s %6s %6s %7s %6s %8s %8s %7s %8s\n", "set", "images",
              "found%", "acc%", "exact%", "prec%", "rec%", "wrong", "false", "missed", "swaps",
              "corner%", "cmax%", "wrongB", "ms(med)");
  auto line = [](const std::string& name, const ScoreSummary& s, const LocationStats& l) {
    std::printf("%-28s %7d %7s %8s %7s %7s %7s %6d %6d %7d %6d %8s %8s %7d %8s\n", name.c_str(),
                s.images, pct(s.foundRate, 1).c_str(),
                s.labelled ? pct(s.accuracy, 2).c_str() : "-",
                s.labelled ? pct(s.exactRate, 1).c_str() : "-", pct(s.precision, 1).c_str(),
                pct(s.recall, 1).c_str(), s.wrong, s.falseStones, s.missed, s.swaps,
                num(s.cornerErrorPct, 2).c_str(), num(l.maxCornerErrorPct, 2).c_str(),
                l.wrongBoards, num(s.medianMs, 1).c_str());
  };
  for (const auto& [name, v] : bySet) line(name, summarise(v.scores, v.ms), v.location);
  line("OVERALL", overall, all.location);
  std::printf("\nworst %zu images:\n", worst.size());
  for (const Row* r : worst) {
    std::printf("  %s: ", r->item->image.string().c_str());
    if (r->score.labelled)
      std::printf("wrong=%d false=%d missed=%d swaps=%d", r->score.errors, r->score.falseStones,
                  r->score.missed, r->score.swaps);
    else
      std::printf("no board GT");
    if (!r->score.found)
      std::printf(" (not found: %s)", r->reason.c_str());
    else
      std::printf(" confidence=%.2f", r->confidence);
    if (r->score.cornerErrorPct) std::printf(" corner=%.2f%%", *r->score.cornerErrorPct);
    std::printf(" %.1f ms\n", r->ms);
  }
  std::printf(
      "\nlocation confidence (images with corner GT): of the boards found with confidence >= c, "
      "right = corner error <= %.0f%% of the side\n",
      kWrongBoardPct);
  std::printf(
      "  (checked: the found boards plus the grids the locator refused, at their confidence)\n");
  std::printf("  %5s %9s %7s %8s %9s %7s %8s\n", "c", "reported", "right", "right%", "checked",
              "right", "right%");
  for (const auto& t : table)
    std::printf("  %5.2f %9d %7d %8s %9d %7d %8s\n", t.threshold, t.reported, t.right,
                t.reported ? pct(static_cast<double>(t.right) / t.reported, 1).c_str() : "-",
                t.checked, t.checkedRight,
                t.checked ? pct(static_cast<double>(t.checkedRight) / t.checked, 1).c_str() : "-");
  return 0;
}

const bool registered =
    registerCommand({"eval", "score detection over a labelled photo folder", run});

}  // namespace
}  // namespace c6::ui::cli
