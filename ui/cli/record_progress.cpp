#include "ui/cli/record_progress.h"

#include <cstdio>
#include <string>

namespace c6::ui::cli {

namespace {
bool g_visible = false;
}

ProgressBar::ProgressBar(bool enabled, std::optional<long long> total)
    : m_enabled(enabled),
      m_total(total),
      m_start(std::chrono::steady_clock::now()),
      m_lastDraw(m_start) {}

void ProgressBar::update(long long frames, int turns, core::Micros sourceTime,
                         const std::string& status) {
  if (!m_enabled) return;
  auto now = std::chrono::steady_clock::now();
  if (g_visible && now - m_lastDraw < std::chrono::milliseconds(100)) return;
  m_lastDraw = now;
  double elapsed = std::chrono::duration<double>(now - m_start).count();
  double fps = elapsed > 0 ? static_cast<double>(frames) / elapsed : 0.0;
  std::string bar;
  if (m_total && *m_total > 0) {
    double f = std::min(1.0, static_cast<double>(frames) / static_cast<double>(*m_total));
    int filled = static_cast<int>(f * 30);
    bar = "[" + std::string(static_cast<std::size_t>(filled), '#') +
          std::string(static_cast<std::size_t>(30 - filled), '.') + "] ";
    char pct[16];
    std::snprintf(pct, sizeof pct, "%3d%% ", static_cast<int>(f * 100));
    bar += pct;
  }
  std::fprintf(stderr, "\r\033[K%s%lld frames  %.1f fps  %d turns  t=%.1fs%s%s", bar.c_str(),
               frames, fps, turns, core::toSeconds(sourceTime), status.empty() ? "" : "  ",
               status.c_str());
  std::fflush(stderr);
  g_visible = true;
}

void ProgressBar::done() {
  if (!m_enabled) return;
  if (g_visible) std::fprintf(stderr, "\n");
  g_visible = false;
}

void clearProgressLine() {
  if (!g_visible) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
  g_visible = false;
}

}  // namespace c6::ui::cli
