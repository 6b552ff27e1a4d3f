#pragma once

namespace c6::ui {

// One visitor from several lambdas, for std::visit over the recorder's events.
template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace c6::ui
