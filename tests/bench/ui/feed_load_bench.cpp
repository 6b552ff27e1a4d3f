// The recorder's frame rate while the live feed serves N viewers on loopback (0 = baseline).
// Each iteration is one 720p frame of vision-like work on the recorder's thread; every 10th frame
// confirms a turn (far more often than real play) and every 30th posts a clock reading (1 Hz at 30
// fps). Compare the medians:
//   bench_ui --benchmark_filter=FeedLoad --benchmark_repetitions=5
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <QApplication>
#include <QJsonArray>
#include <QThread>
#include <QWebSocket>
#include <opencv2/imgproc.hpp>

#include "ui/feed/feed_station.h"

namespace {

using c6::ui::feed::FeedStation;
using c6::ui::feed::StationOptions;

QApplication& app() {
  static int argc = 1;
  static char name[] = "bench_ui";
  static char* argv[] = {name, nullptr};
  qputenv("QT_QPA_PLATFORM", "offscreen");
  static QApplication* a = new QApplication(argc, argv);
  return *a;
}

// Objects living on their own thread, created and destroyed there.
template <class T>
class OnThread {
 public:
  template <class Make>
  explicit OnThread(Make make) {
    m_thread.start();
    m_ctx.moveToThread(&m_thread);
    QMetaObject::invokeMethod(
        &m_ctx, [&] { m_obj = make(); }, Qt::BlockingQueuedConnection);
  }
  ~OnThread() {
    QMetaObject::invokeMethod(
        &m_ctx, [&] { m_obj.reset(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
  }
  T& get() { return *m_obj; }

 private:
  QThread m_thread;
  QObject m_ctx;
  std::unique_ptr<T> m_obj;
};

struct Viewers {
  std::vector<std::unique_ptr<QWebSocket>> sockets;
  std::atomic<long> messages{0};
};

void BM_FeedLoadRecorderFrames(benchmark::State& state) {
  app();
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) == 0) {
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
  }
  const int viewers = static_cast<int>(state.range(0));
  StationOptions o;
  o.address = QHostAddress::LocalHost;
  o.port = 0;
  OnThread<FeedStation> station([&] {
    auto s = std::make_unique<FeedStation>(o);
    s->start();
    return s;
  });
  const quint16 port = station.get().port();
  OnThread<Viewers> clients([&] {
    auto v = std::make_unique<Viewers>();
    for (int i = 0; i < viewers; ++i) {
      auto ws = std::make_unique<QWebSocket>();
      QObject::connect(ws.get(), &QWebSocket::textMessageReceived,
                       [p = v.get()](const QString&) { ++p->messages; });
      ws->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
      v->sockets.push_back(std::move(ws));
    }
    return v;
  });
  while (clients.get().messages < viewers) QThread::msleep(5);  // every viewer has its hello

  cv::Mat frame(720, 1280, CV_8UC3, cv::Scalar(90, 140, 200)), work;
  cv::randu(frame, cv::Scalar::all(0), cv::Scalar::all(255));
  long n = 0;
  for (auto _ : state) {
    cv::GaussianBlur(frame, work, cv::Size(5, 5), 1.2);
    cv::cvtColor(work, work, cv::COLOR_BGR2GRAY);
    benchmark::DoNotOptimize(work.data);
    if (++n % 10 == 0) {
      const int t = static_cast<int>(n / 10);
      station.get().post(QJsonObject{{"event", "turn"},
                                     {"color", t % 2 ? "W" : "B"},
                                     {"stones", QJsonArray{QStringLiteral("a%1").arg(t % 19 + 1)}},
                                     {"t", t}});
    }
    if (n % 30 == 0)  // once a second at 30 fps
      station.get().post(
          QJsonObject{{"event", "clock"},
                      {"running", true},
                      {"to_move", "B"},
                      {"B", QJsonObject{{"left", 600.0 - static_cast<double>(n) / 30}}},
                      {"W", QJsonObject{{"left", 600}}}});
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["viewers"] = viewers;
}
BENCHMARK(BM_FeedLoadRecorderFrames)
    ->Arg(0)
    ->Arg(500)
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond)
    ->MinTime(2.0);

}  // namespace
