#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace c6::ui::cli {

// Reads a subcommand's arguments against a table of its options, so that every subcommand treats
// --help, unknown options, missing values, a lone "-" (standard input) and "--" the same way.
class ArgParser {
 public:
  ArgParser(std::string command, std::string_view help)
      : m_command(std::move(command)), m_help(help) {}

  ArgParser& flag(std::vector<std::string> names, std::function<void()> set);
  // `take` may throw std::exception: its message becomes the usage error for that option.
  ArgParser& option(std::vector<std::string> names, std::function<void(const std::string&)> take);
  ArgParser& option(std::vector<std::string> names, std::string& target);

  struct Parsed {
    std::vector<std::string> positional;
    std::optional<int>
        exitStatus;  // set: stop now with this status (0 after --help, 2 after a usage error)
  };
  // Usage errors are written to standard error, named after the subcommand.
  Parsed parse(const std::vector<std::string>& args) const;

 private:
  struct Option {
    std::vector<std::string> names;
    std::function<void()> set;
    std::function<void(const std::string&)> take;
  };
  const Option* find(const std::string& name) const;

  std::string m_command;
  std::string_view m_help;
  std::vector<Option> m_options;
};

// Option values as numbers; both throw std::invalid_argument that names the text, for ArgParser to
// report.
int parseWholeNumber(const std::string& text, int min);
double parseNumber(const std::string& text);

}  // namespace c6::ui::cli
