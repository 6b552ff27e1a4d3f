#include "ui/feed/forced_win_json.h"

namespace c6::ui::feed {

nlohmann::ordered_json forcedWinJson(const std::optional<core::ForcedWin>& win) {
  if (!win) return nullptr;
  nlohmann::ordered_json out;
  out["side"] = std::string(1, core::sideLetter(win->side));
  out["turns"] = win->turns;
  out["line"] = nlohmann::ordered_json::array();
  for (const auto& move : win->line) {
    auto points = nlohmann::ordered_json::array();
    for (core::Point p : move) points.push_back(core::toString(p));
    out["line"].push_back(points);
  }
  return out;
}

std::optional<core::ForcedWin> liveForcedWin(const core::Board& position, core::Color mover) {
  for (core::Point p : core::allPoints(position.size()))
    if (position.at(p) == mover && position.makesSix(p)) return std::nullopt;
  core::SolverOptions options;
  options.nodeBudget = kLiveForcedWinNodes;
  return core::findForcedWin(position, core::opponent(mover), 2, options).win;
}

nlohmann::ordered_json forcedWinAfterTurn(const core::Board& position, core::Color mover) {
  return forcedWinJson(liveForcedWin(position, mover));
}

std::string forcedWinWords(const core::ForcedWin& win) {
  std::string out = win.side == core::Color::Black ? "Black" : "White";
  out += " wins by force in " + std::to_string(win.turns) + (win.turns == 1 ? " turn" : " turns");
  if (!win.line.empty()) {
    out += ":";
    for (core::Point p : win.line.front()) out += " " + core::toString(p);
  }
  return out;
}

}  // namespace c6::ui::feed
