#include "ui/cli/arg_parser.h"

#include <algorithm>
#include <iostream>
#include <stdexcept>

namespace c6::ui::cli {

ArgParser& ArgParser::flag(std::vector<std::string> names, std::function<void()> set) {
  m_options.push_back({std::move(names), std::move(set), nullptr});
  return *this;
}

ArgParser& ArgParser::option(std::vector<std::string> names,
                             std::function<void(const std::string&)> take) {
  m_options.push_back({std::move(names), nullptr, std::move(take)});
  return *this;
}

ArgParser& ArgParser::option(std::vector<std::string> names, std::string& target) {
  return option(std::move(names), [&target](const std::string& v) { target = v; });
}

const ArgParser::Option* ArgParser::find(const std::string& name) const {
  for (const auto& o : m_options)
    if (std::find(o.names.begin(), o.names.end(), name) != o.names.end()) return &o;
  return nullptr;
}

ArgParser::Parsed ArgParser::parse(const std::vector<std::string>& args) const {
  Parsed out;
  auto usageError = [&](const std::string& message, bool withHelp = true) {
    std::cerr << "c6rec " << m_command << ": " << message << "\n";
    if (withHelp) std::cerr << m_help;
    out.exitStatus = 2;
    return out;
  };
  bool optionsDone = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool looksLikeOption = !optionsDone && a.size() > 1 && a[0] == '-';
    if (!looksLikeOption) {
      out.positional.push_back(a);
      continue;
    }
    if (a == "--") {
      optionsDone = true;
      continue;
    }
    if (a == "--help" || a == "-h") {
      std::cout << m_help;
      out.exitStatus = 0;
      return out;
    }
    const Option* o = find(a);
    if (!o) return usageError("unknown option " + a);
    if (o->set) {
      o->set();
      continue;
    }
    if (i + 1 >= args.size()) return usageError(a + " needs a value");
    try {
      o->take(args[++i]);
    } catch (const std::exception& e) {
      return usageError(a + ": " + e.what(), false);
    }
  }
  return out;
}

int parseWholeNumber(const std::string& text, int min) {
  std::size_t used = 0;
  int value = 0;
  try {
    value = std::stoi(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size() || value < min)
    throw std::invalid_argument("expects a whole number >= " + std::to_string(min) + ", got '" +
                                text + "'");
  return value;
}

double parseNumber(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size())
    throw std::invalid_argument("expects a number, got '" + text + "'");
  return value;
}

}  // namespace c6::ui::cli
