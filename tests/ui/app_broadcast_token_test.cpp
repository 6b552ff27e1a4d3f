// The broadcast's operator token is a secret: the app keeps it in an owner-only file beside its
// settings (like `c6rec serve --token-file`), and the settings hold only that file's path.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include "ui/app/broadcast.h"

namespace c6::ui {
namespace {

// The permission bits of `path` (-1 when it is not there).
int modeOf(const QString& path) {
  struct stat st {};
  if (::stat(QFile::encodeName(path).constData(), &st) != 0) return -1;
  return static_cast<int>(st.st_mode & 07777);
}

QByteArray contents(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class BroadcastToken : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }
  QString settingsPath() const { return m_dir.filePath("c6cam.conf"); }
  QString tokenFileIn(QSettings& s) const { return s.value("broadcast/tokenFile").toString(); }

  QTemporaryDir m_dir;
};

TEST_F(BroadcastToken, IsKeptInAnOwnerOnlyFileAndTheSettingsHoldOnlyItsPath) {
  // A token file left readable by others (an older copy, a umask of 022) is tightened too.
  const QString expected = m_dir.filePath("c6cam.broadcast-token");
  {
    QFile old(expected);
    ASSERT_TRUE(old.open(QIODevice::WriteOnly));
    old.write("stale\n");
  }
  ASSERT_EQ(::chmod(QFile::encodeName(expected).constData(), 0644), 0);
  {
    QSettings s(settingsPath(), QSettings::IniFormat);
    BroadcastSettings b;
    b.token = "s3cret-operator-token";
    b.save(s);
    EXPECT_FALSE(s.contains("broadcast/token"));
    EXPECT_EQ(tokenFileIn(s), expected);
  }
  EXPECT_FALSE(contents(settingsPath()).contains("s3cret-operator-token"));
  EXPECT_EQ(contents(expected).trimmed(), "s3cret-operator-token");
  EXPECT_EQ(modeOf(expected), 0600);

  QSettings again(settingsPath(), QSettings::IniFormat);
  EXPECT_EQ(BroadcastSettings::load(again).token, "s3cret-operator-token");
}

TEST_F(BroadcastToken, AnOldPlainTextTokenMovesToTheFileOnceAndLeavesTheSettings) {
  {
    QSettings s(settingsPath(), QSettings::IniFormat);
    s.setValue("broadcast/token", "old-plain-token");
  }
  ASSERT_TRUE(contents(settingsPath()).contains("old-plain-token"));
  {
    QSettings s(settingsPath(), QSettings::IniFormat);
    EXPECT_EQ(BroadcastSettings::load(s).token, "old-plain-token");
    EXPECT_FALSE(s.contains("broadcast/token"));
    EXPECT_EQ(modeOf(tokenFileIn(s)), 0600);
  }
  EXPECT_FALSE(contents(settingsPath()).contains("old-plain-token"));
  QSettings again(settingsPath(), QSettings::IniFormat);
  EXPECT_EQ(BroadcastSettings::load(again).token, "old-plain-token");
}

TEST_F(BroadcastToken, NoTokenLeavesNoFile) {
  QSettings s(settingsPath(), QSettings::IniFormat);
  BroadcastSettings b;
  b.token = "for-a-while";
  b.save(s);
  const QString file = tokenFileIn(s);
  ASSERT_TRUE(QFile::exists(file));
  b.token.clear();
  b.save(s);
  EXPECT_FALSE(QFile::exists(file));
  EXPECT_FALSE(s.contains("broadcast/tokenFile"));
  EXPECT_TRUE(BroadcastSettings::load(s).token.isEmpty());
}

TEST_F(BroadcastToken, AMissingTokenFileLoadsAsNoToken) {
  QSettings s(settingsPath(), QSettings::IniFormat);
  s.setValue("broadcast/tokenFile", m_dir.filePath("gone"));
  EXPECT_TRUE(BroadcastSettings::load(s).token.isEmpty());
}

}  // namespace
// A plain start once went on air by itself from the last game's setup.
TEST_F(BroadcastToken, GoingOnAirIsNeverRemembered) {
  QSettings s(settingsPath(), QSettings::IniFormat);
  BroadcastSettings b;
  b.on = true;
  b.port = 8123;
  b.save(s);
  s.setValue("broadcast/on", true);  // as an earlier version wrote it
  const BroadcastSettings loaded = BroadcastSettings::load(s);
  EXPECT_FALSE(loaded.on);
  EXPECT_EQ(loaded.port, 8123);
}

}  // namespace c6::ui
