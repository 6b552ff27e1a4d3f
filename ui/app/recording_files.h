#pragma once
#include <QString>
#include <optional>

#include "ui/app/game_setup.h"
#include "ui/recorder/recorder.h"

namespace c6::ui {

// Where the app keeps its recordings and how a setup becomes one. Each game is the recorder's set
// of files in one folder: NAME.sgf and NAME.c6a (rewritten after every turn), NAME.sgf.journal (the
// fsync'ed journal the recorder resumes from after a crash) and NAME-evidence/ (key images of
// flags).

// The user's application data folder for recordings.
QString defaultRecordingFolder();

// The recorder's options for `setup`, its files in `folder` under a new time-stamped name. A
// profile's corners and Black's side are used; throws calibration's error for a bad profile.
RecorderOptions recorderOptions(const GameSetup& setup, const QString& folder);

// The setup a journal was started with (players, event, time control, clock mode, source).
GameSetup setupOfJournal(const QString& journalPath);

// The newest journal in `folder` of a game that neither ended nor was closed: the app stopped under
// it.
std::optional<QString> findInterruptedJournal(const QString& folder);
// Marks a journal's game as put aside on purpose (a new game started): no longer offered to
// continue.
void closeJournal(const QString& journalPath);

}  // namespace c6::ui
