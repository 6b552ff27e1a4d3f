// Load, bounded in time: 500 WebSocket viewers on loopback; every one receives every turn, in
// order. The recorder's frame rate under this load is measured in
// tests/bench/ui/feed_load_bench.cpp.
#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QWebSocket>

#include "feed_station_thread.h"
#include "qt_test_app.h"

namespace c6::ui::feed {

TEST(FeedLoadTest, FiveHundredViewersLoseNoTurn) {
  test::qtApp();
  test::raiseFileLimit();
  StationOptions o;
  o.address = QHostAddress::LocalHost;
  o.port = 0;
  test::StationThread station(o);
  ASSERT_TRUE(station.ok());

  constexpr int kViewers = 500, kTurns = 40;
  std::vector<std::unique_ptr<QWebSocket>> viewers;
  std::vector<std::vector<qint64>> seqs(kViewers);
  int connected = 0;
  for (int i = 0; i < kViewers; ++i) {
    auto ws = std::make_unique<QWebSocket>();
    QObject::connect(ws.get(), &QWebSocket::connected, [&] { ++connected; });
    QObject::connect(ws.get(), &QWebSocket::textMessageReceived, [&seqs, i](const QString& m) {
      QJsonObject e = QJsonDocument::fromJson(m.toUtf8()).object();
      if (e.value("event").toString() == "turn")
        seqs[static_cast<std::size_t>(i)].push_back(e.value("seq").toInteger());
    });
    ws->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(station.port())));
    viewers.push_back(std::move(ws));
  }
  ASSERT_TRUE(test::waitUntil([&] { return connected == kViewers; }, 60000))
      << connected << " of " << kViewers << " connected";
  ASSERT_TRUE(test::waitUntil([&] { return station.viewerCount() == kViewers; }, 30000));

  const char* cols = "abcdefghijklmnopqrs";
  for (int t = 0; t < kTurns; ++t) {
    QJsonArray stones{QStringLiteral("%1%2").arg(cols[t % 19]).arg(t / 19 * 2 + 1)};
    if (t > 0) stones.append(QStringLiteral("%1%2").arg(cols[t % 19]).arg(t / 19 * 2 + 2));
    station.station().post(QJsonObject{{"event", "turn"},
                                       {"n", t + 1},
                                       {"color", t % 2 ? "W" : "B"},
                                       {"stones", stones},
                                       {"t", t}});
    station.station().post(QJsonObject{{"event", "clock"},
                                       {"running", true},
                                       {"to_move", t % 2 ? "B" : "W"},
                                       {"B", QJsonObject{{"left", 600 - t}}},
                                       {"W", QJsonObject{{"left", 600 - t}}}});
  }
  bool all = test::waitUntil(
      [&] {
        for (const auto& s : seqs)
          if (static_cast<int>(s.size()) < kTurns) return false;
        return true;
      },
      120000);
  int complete = 0;
  for (const auto& s : seqs) complete += static_cast<int>(s.size()) == kTurns;
  EXPECT_TRUE(all) << complete << " of " << kViewers << " viewers got all " << kTurns << " turns";
  for (const auto& s : seqs)
    for (std::size_t k = 1; k < s.size(); ++k) ASSERT_LT(s[k - 1], s[k]) << "turns out of order";
  for (auto& ws : viewers) ws->abort();
}

}  // namespace c6::ui::feed
