// c6rec: the command-line front end. Each subcommand lives in its own cmd_<name>.cpp.
#include <algorithm>
#include <exception>
#include <iostream>

#include "ui/cli/command.h"

namespace c6::ui::cli {

static std::vector<Command>& registry() {
  static std::vector<Command> all;
  return all;
}

bool registerCommand(Command command) {
  registry().push_back(std::move(command));
  return true;
}

const std::vector<Command>& commands() {
  auto& all = registry();
  std::sort(all.begin(), all.end(),
            [](const Command& a, const Command& b) { return a.name < b.name; });
  return all;
}

}  // namespace c6::ui::cli

static void usage(std::ostream& out) {
  out << "usage: c6rec <command> [options] [args]\n\ncommands:\n";
  for (const auto& c : c6::ui::cli::commands()) out << "  " << c.name << "\t" << c.summary << "\n";
  out << "\n'c6rec <command> --help' describes one command.\n";
}

int main(int argc, char** argv) {
  if (argc < 2) {
    usage(std::cerr);
    return 2;
  }
  std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    usage(std::cout);
    return 0;
  }
  for (const auto& c : c6::ui::cli::commands()) {
    if (c.name != name) continue;
    try {
      return c.run(std::vector<std::string>(argv + 2, argv + argc));
    } catch (const std::exception& e) {
      std::cerr << "c6rec " << name << ": " << e.what() << "\n";
      return 2;
    }
  }
  std::cerr << "c6rec: unknown command '" << name << "'\n";
  usage(std::cerr);
  return 2;
}
