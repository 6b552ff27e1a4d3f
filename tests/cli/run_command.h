#pragma once
#include <sys/wait.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace c6::ui::test {

// A command line run through the shell: its exit status and its standard output, line by line.
struct CommandRun {
  int status = -1;
  std::vector<std::string> lines;
};

inline CommandRun runCommand(const std::string& cmd) {
  CommandRun r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  std::string out;
  char buf[4096];
  while (std::size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  std::istringstream lines(out);
  for (std::string l; std::getline(lines, l);) r.lines.push_back(l);
  return r;
}

}  // namespace c6::ui::test
