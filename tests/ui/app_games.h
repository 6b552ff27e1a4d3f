#pragma once
// Short games rendered at test time by c6render (tests/render) from the scripts in
// tests/ui/app_games, and the turns of a ground truth (.truth.jsonl), for the app's end-to-end
// tests.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "core/record.h"

namespace c6::ui::test {

// "B j10" / "W c3 c5": a turn as a truth file and the move list both say it (stones sorted).
inline std::string turnText(const std::string& color, std::vector<std::string> stones) {
  std::sort(stones.begin(), stones.end());
  std::string s = color;
  for (const auto& p : stones) s += " " + p;
  return s;
}

inline std::string turnText(const core::TurnRecord& t) {
  std::vector<std::string> stones;
  for (core::Point p : t.turn) stones.push_back(core::toString(p));
  return turnText(std::string(1, core::sideLetter(t.turn.side())), stones);
}

// The true turns of a .truth.jsonl, in order.
inline std::vector<std::string> truthTurns(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    ADD_FAILURE() << "cannot read the ground truth " << path.toStdString();
    return {};
  }
  std::vector<std::string> turns;
  while (!f.atEnd()) {
    const QByteArray line = f.readLine();
    if (!line.contains("\"turn\"")) continue;
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    if (o["event"].toString() != "turn") continue;
    std::vector<std::string> stones;
    for (const auto& s : o["stones"].toArray()) stones.push_back(s.toString().toStdString());
    turns.push_back(turnText(o["color"].toString().toStdString(), stones));
  }
  return turns;
}

struct RenderedGame {
  QString video;                   // empty when rendering failed (the test has failed then)
  std::vector<std::string> truth;  // its turns
};

// Renders tests/ui/app_games/NAME.txt once per test run (a few seconds) into a temporary folder.
inline const RenderedGame& renderedGame(const std::string& name) {
  static QTemporaryDir dir;
  static std::map<std::string, RenderedGame> games;
  if (auto it = games.find(name); it != games.end()) return it->second;
  RenderedGame& g = games[name];
  const QString script =
      QStringLiteral(C6_TEST_SOURCE_DIR "/ui/app_games/") + QString::fromStdString(name) + ".txt";
  const QString video = QDir(dir.path()).filePath(QString::fromStdString(name) + ".avi");
  QProcess render;
  render.start(QStringLiteral(C6RENDER_PATH), {script, video});
  if (!render.waitForFinished(120000) || render.exitCode() != 0) {
    ADD_FAILURE() << "c6render " << script.toStdString()
                  << " failed: " << render.readAllStandardError().toStdString();
    return g;
  }
  g.video = video;
  g.truth = truthTurns(QDir(dir.path()).filePath(QString::fromStdString(name) + ".truth.jsonl"));
  return g;
}

}  // namespace c6::ui::test
