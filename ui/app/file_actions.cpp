#include "ui/app/file_actions.h"

#include <QFileDialog>
#include <QMessageBox>
#include <stdexcept>

#include "ui/app/game_snapshot.h"
#include "ui/recorder/record_files.h"

namespace c6::ui {
namespace {

QString withSuffix(QString path, const QString& suffix) {
  if (!path.endsWith("." + suffix, Qt::CaseInsensitive)) path += "." + suffix;
  return path;
}

template <class F>
bool guarded(QWidget* parent, const QString& what, F&& f) {
  try {
    f();
    return true;
  } catch (const std::exception& e) {
    QMessageBox::critical(parent, what, QString::fromStdString(e.what()));
    return false;
  }
}

}  // namespace

void writeDiagramPng(const core::GameRecord& record, int turns, const QString& path, int pixels) {
  const GameSnapshot s = snapshotOfRecord(record, turns);
  if (!renderBoardDiagram(s.diagram(), pixels).save(path, "PNG"))
    throw std::runtime_error(path.toStdString() + ": cannot write the PNG diagram");
}

std::optional<QString> saveGameAs(QWidget* parent, const core::GameRecord& record) {
  QString path = QFileDialog::getSaveFileName(parent, QObject::tr("Save game"), QString(),
                                              QObject::tr("c6cam games (*.c6a)"));
  if (path.isEmpty()) return std::nullopt;
  path = withSuffix(path, "c6a");
  if (!guarded(parent, QObject::tr("Save game"),
               [&] { saveRecord(record, path.toStdString(), RecordFormat::Native); }))
    return std::nullopt;
  return path;
}

std::optional<QString> exportSgf(QWidget* parent, const core::GameRecord& record) {
  QString path = QFileDialog::getSaveFileName(parent, QObject::tr("Export SGF"), QString(),
                                              QObject::tr("SGF (*.sgf)"));
  if (path.isEmpty()) return std::nullopt;
  path = withSuffix(path, "sgf");
  if (!guarded(parent, QObject::tr("Export SGF"),
               [&] { saveRecord(record, path.toStdString(), RecordFormat::Sgf); }))
    return std::nullopt;
  return path;
}

std::optional<QString> exportDiagramPng(QWidget* parent, const core::GameRecord& record, int turns,
                                        int pixels) {
  QString path = QFileDialog::getSaveFileName(parent, QObject::tr("Export diagram"), QString(),
                                              QObject::tr("PNG image (*.png)"));
  if (path.isEmpty()) return std::nullopt;
  path = withSuffix(path, "png");
  if (!guarded(parent, QObject::tr("Export diagram"),
               [&] { writeDiagramPng(record, turns, path, pixels); }))
    return std::nullopt;
  return path;
}

std::optional<core::GameRecord> openGame(QWidget* parent, QString* pathOut) {
  const QString path =
      QFileDialog::getOpenFileName(parent, QObject::tr("Open game"), QString(),
                                   QObject::tr("Games (*.c6a *.sgf *.txt);;All files (*)"));
  if (path.isEmpty()) return std::nullopt;
  std::optional<core::GameRecord> record;
  if (!guarded(parent, QObject::tr("Open game"), [&] { record = loadRecord(path.toStdString()); }))
    return std::nullopt;
  if (pathOut) *pathOut = path;
  return record;
}

}  // namespace c6::ui
