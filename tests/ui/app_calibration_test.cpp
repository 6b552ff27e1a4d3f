#include <gtest/gtest.h>

#include <QFileInfo>
#include <QLineEdit>
#include <QMouseEvent>
#include <QTemporaryDir>

#include "qt_test_app.h"
#include "ui/app/calibration_wizard.h"
#include "ui/app/corner_editor.h"

namespace c6::ui {
namespace {

TEST(CalibrationWizardTest, CornerLabelsFollowBlacksSide) {
  // Black at the bottom of the picture: the image's top-left corner is a19, bottom-left a1.
  const auto bottom = cornerRecordLabels(calibration::BlackSide::Bottom);
  EXPECT_EQ(bottom[0], "a19");
  EXPECT_EQ(bottom[2], "s1");
  EXPECT_EQ(bottom[3], "a1");
  // Black at the top: everything turns half a circle.
  const auto top = cornerRecordLabels(calibration::BlackSide::Top);
  EXPECT_EQ(top[0], "s1");
  EXPECT_EQ(top[2], "a19");
}

TEST(CalibrationWizardTest, DraggingACornerOverridesTheDetection) {
  test::qtApp();
  CornerEditor editor;
  editor.resize(640, 480);
  QImage frame(640, 480, QImage::Format_RGB888);
  frame.fill(Qt::darkGray);
  editor.setFrame(frame);
  const std::array<QPointF, 4> detected{QPointF(100, 100), QPointF(500, 100), QPointF(500, 400),
                                        QPointF(100, 400)};
  editor.setDetectedCorners(detected);
  ASSERT_TRUE(editor.corners());
  ASSERT_EQ(editor.cornerAt(editor.toWidget(QPointF(502, 398))), 2);
  EXPECT_FALSE(editor.cornerAt(editor.toWidget(QPointF(300, 250))));

  const QPointF from = editor.toWidget(QPointF(500, 400));
  const QPointF to = editor.toWidget(QPointF(520, 430));
  QMouseEvent press(QEvent::MouseButtonPress, from, from, Qt::LeftButton, Qt::LeftButton,
                    Qt::NoModifier);
  QMouseEvent move(QEvent::MouseMove, to, to, Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
  QMouseEvent release(QEvent::MouseButtonRelease, to, to, Qt::LeftButton, Qt::NoButton,
                      Qt::NoModifier);
  QApplication::sendEvent(&editor, &press);
  QApplication::sendEvent(&editor, &move);
  QApplication::sendEvent(&editor, &release);
  EXPECT_TRUE(editor.editedByHand());
  EXPECT_NEAR((*editor.corners())[2].x(), 520, 1.0);
  EXPECT_NEAR((*editor.corners())[2].y(), 430, 1.0);
  editor.setDetectedCorners(detected);  // a later detection does not undo the person's correction
  EXPECT_NEAR((*editor.corners())[2].x(), 520, 1.0);
  editor.resetToAutomatic();
  editor.setDetectedCorners(detected);
  EXPECT_NEAR((*editor.corners())[2].x(), 500, 1e-9);
}

TEST(CalibrationWizardTest, ProfileCarriesCornersAndSide) {
  test::qtApp();
  CalibrationWizard wizard("/dev/null", {});
  wizard.cornerEditor()->setCorners(
      {QPointF(10, 20), QPointF(300, 22), QPointF(310, 280), QPointF(12, 290)});
  wizard.setBlackSide(calibration::BlackSide::Left);
  const calibration::Profile p = wizard.profile();
  ASSERT_TRUE(p.corners);
  EXPECT_FLOAT_EQ((*p.corners)[1].x, 300.0f);
  EXPECT_EQ(p.blackSide, calibration::BlackSide::Left);
  CalibrationWizard other("/dev/null", {});
  other.loadProfile(p);
  EXPECT_EQ(other.profile().blackSide, calibration::BlackSide::Left);
  EXPECT_FLOAT_EQ((*other.profile().corners)[2].y, 280.0f);
}

}  // namespace
}  // namespace c6::ui

namespace c6::ui {
namespace {

TEST(CalibrationWizardTest, AProfileNameBecomesAC6pFileInTheProfilesFolder) {
  EXPECT_EQ(profilePathForName("board1", "/p"), "/p/board1.c6p");
  EXPECT_EQ(profilePathForName("  board1.c6p ", "/p"), "/p/board1.c6p");
  EXPECT_EQ(profilePathForName("/media/usb/club", "/p"), "/media/usb/club.c6p");
  EXPECT_EQ(profilePathForName("", "/p"), "");

  test::qtApp();
  QTemporaryDir dir;
  CalibrationWizard wizard("/dev/null", {});
  wizard.setProfileFolder(dir.filePath("profiles"));
  calibration::Profile made;
  made.imageSize = cv::Size(640, 360);
  made.corners = std::array<cv::Point2f, 4>{cv::Point2f(10, 20), cv::Point2f(300, 22),
                                            cv::Point2f(310, 280), cv::Point2f(12, 290)};
  wizard.loadProfile(made);
  EXPECT_TRUE(wizard.saveNamedProfile()) << "an empty name is refused";
  wizard.profileNameField()->setText("club-board1");
  const auto problem = wizard.saveNamedProfile();
  ASSERT_FALSE(problem) << problem->toStdString();
  const QString path = dir.filePath("profiles/club-board1.c6p");
  EXPECT_EQ(wizard.savedPath(), path);
  ASSERT_TRUE(QFileInfo::exists(path));
  EXPECT_FLOAT_EQ((*calibration::loadProfile(path.toStdString()).corners)[1].x, 300.0f);
}

}  // namespace
}  // namespace c6::ui
