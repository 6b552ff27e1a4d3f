#pragma once
#include <deque>
#include <utility>
#include <vector>

namespace c6::ui::feed {

// Holds items back for a fixed delay (the broadcast delay against cheating). Time is passed in, in
// milliseconds, so tests replay it exactly; items leave in the order they came.
template <class T>
class DelayLine {
 public:
  explicit DelayLine(long long delayMs = 0) : m_delayMs(delayMs) {}

  long long delayMs() const { return m_delayMs; }
  void push(T item, long long nowMs) { m_items.emplace_back(nowMs + m_delayMs, std::move(item)); }
  // Everything due at `nowMs`, oldest first.
  std::vector<T> release(long long nowMs) {
    std::vector<T> due;
    while (!m_items.empty() && m_items.front().first <= nowMs) {
      due.push_back(std::move(m_items.front().second));
      m_items.pop_front();
    }
    return due;
  }
  bool empty() const { return m_items.empty(); }

 private:
  long long m_delayMs;
  std::deque<std::pair<long long, T>> m_items;
};

}  // namespace c6::ui::feed
