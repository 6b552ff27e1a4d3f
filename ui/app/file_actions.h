#pragma once
#include <QString>
#include <QWidget>
#include <optional>

#include "core/record.h"

namespace c6::ui {

// The file side of the app, each with a clear message box on failure (nothing recorded is touched).
// Saving is atomic (ui/recorder/record_files): a crash leaves the old file or the new one.

// Asks for a file and saves the native archive (.c6a). Returns the path, or empty when
// cancelled/failed.
std::optional<QString> saveGameAs(QWidget* parent, const core::GameRecord& record);
// Asks for a file and writes SGF.
std::optional<QString> exportSgf(QWidget* parent, const core::GameRecord& record);
// Asks for a file and writes a PNG diagram of the position after `turns` turns (all when negative).
std::optional<QString> exportDiagramPng(QWidget* parent, const core::GameRecord& record, int turns,
                                        int pixels = 1000);
// Asks for a record (.c6a, .sgf, .txt) and loads it.
std::optional<core::GameRecord> openGame(QWidget* parent, QString* path = nullptr);

// The same without dialogs (tests, command line). Throw std::runtime_error naming the file.
void writeDiagramPng(const core::GameRecord& record, int turns, const QString& path,
                     int pixels = 1000);

}  // namespace c6::ui
