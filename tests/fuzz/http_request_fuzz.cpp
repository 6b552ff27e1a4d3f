// libFuzzer target for the HTTP request head parser: any bytes parse or are refused, never a crash;
// finding the head's end packet by packet (as the server does) agrees with finding it at once.
#include <cstddef>
#include <cstdint>

#include "ui/feed/http_request.h"

using namespace c6::ui::feed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
  const qsizetype whole = findHeadEnd(bytes, 0);
  // The same bytes arriving in packets of 7: each search starts where the last one stopped.
  qsizetype scanned = 0, found = -1;
  for (qsizetype n = 7; found < 0; n += 7) {
    const QByteArray arrived = bytes.left(n);
    found = findHeadEnd(arrived, scanned);
    scanned = arrived.size();
    if (n >= bytes.size()) break;
  }
  if (found != whole) __builtin_trap();
  if (whole < 0) return 0;
  if (auto req = parseRequestHead(bytes.left(whole))) {
    if (req->method.isEmpty()) __builtin_trap();
    auto length = bodyLength(*req, 1 << 20);
    if (length && (*length < 0 || *length > (1 << 20))) __builtin_trap();
  }
  return 0;
}
