#pragma once
#include <string>
#include <vector>

namespace c6::ui::cli {

// A c6rec subcommand. `run` gets the arguments after the subcommand name and returns the exit
// status.
struct Command {
  std::string name;
  std::string summary;
  int (*run)(const std::vector<std::string>& args);
};

// Subcommands register themselves from their own file, so adding one touches nothing else.
bool registerCommand(Command command);
const std::vector<Command>& commands();

}  // namespace c6::ui::cli
