#include "ui/app/calibration_wizard.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

#include "ui/app/camera_list.h"
#include "ui/app/game_setup.h"
#include "ui/app/image_convert.h"
#include "vision/board_view.h"

namespace c6::ui {
namespace {

vision::BlackSide toVision(calibration::BlackSide s) {
  switch (s) {
    case calibration::BlackSide::Top:
      return vision::BlackSide::Top;
    case calibration::BlackSide::Left:
      return vision::BlackSide::Left;
    case calibration::BlackSide::Right:
      return vision::BlackSide::Right;
    default:
      return vision::BlackSide::Bottom;
  }
}

QLabel* wrapped(const QString& text) {
  auto* l = new QLabel(text);
  l->setWordWrap(true);
  return l;
}

// A wizard page with its title and a wrapped explanation on top; `layout` receives the page's
// column.
QWizardPage* explainedPage(const QString& title, QVBoxLayout*& layout, const QString& explanation) {
  auto* page = new QWizardPage;
  page->setTitle(title);
  layout = new QVBoxLayout(page);
  layout->addWidget(wrapped(explanation));
  return page;
}

}  // namespace

std::array<QString, 4> cornerRecordLabels(calibration::BlackSide side, int size) {
  const int last = size - 1;
  const std::array<std::pair<int, int>, 4> xy{{{0, 0}, {last, 0}, {last, last}, {0, last}}};
  std::array<QString, 4> out;
  for (std::size_t i = 0; i < 4; ++i)
    out[i] = QString::fromStdString(
        core::toString(vision::recordPoint(xy[i].first, xy[i].second, size, toVision(side))));
  return out;
}

QString profilePathForName(const QString& name, const QString& folder) {
  QString n = name.trimmed();
  if (n.isEmpty()) return {};
  if (!n.endsWith(QStringLiteral(".c6p"), Qt::CaseInsensitive)) n += QStringLiteral(".c6p");
  if (QFileInfo(n).isAbsolute() || n.contains('/')) return QDir::cleanPath(n);
  return QDir(folder).filePath(n);
}

QString defaultProfileFolder() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
      .filePath(QStringLiteral("profiles"));
}

CalibrationWizard::CalibrationWizard(const QString& source, vision::BoardLocator locator,
                                     QWidget* parent)
    : QWizard(parent),
      m_source(new QLineEdit(source.isEmpty() ? sampleVideoPath() : source)),
      m_editor(new CornerEditor),
      m_side(new QButtonGroup(this)),
      m_innerW(new QSpinBox),
      m_innerH(new QSpinBox),
      m_square(new QDoubleSpinBox),
      m_lensStatus(new QLabel),
      m_savePath(new QLineEdit),
      m_saveStatus(new QLabel),
      m_locator(std::move(locator)) {
  m_profileFolder = defaultProfileFolder();
  setWindowTitle(tr("Calibration"));
  addPage(cameraPage());
  addPage(boardPage());
  addPage(sidePage());
  addPage(lensPage());
  addPage(savePage());
  resize(1000, 720);
  connect(this, &QWizard::currentIdChanged, this, [this](int id) {
    if (id == 1 && !m_worker) startPreview();
  });
  connect(m_editor, &CornerEditor::cornersChanged, this,
          [this] { setBlackSide(profile().blackSide); });
}

CalibrationWizard::~CalibrationWizard() {
  stopPreview();
}

QWizardPage* CalibrationWizard::cameraPage() {
  QVBoxLayout* l = nullptr;
  auto* page = explainedPage(
      tr("1. Choose the camera"), l,
      tr("A camera (/dev/video0), a video file or a stream URL (e.g. a phone's IP-camera "
         "app: http://phone:8080/video). The camera should look at the whole board from "
         "above or from one side, fixed."));
  // The cameras by name (V4L2), so nobody has to guess which /dev/videoN is the one over the board.
  auto* cameras = new QComboBox;
  cameras->setObjectName("cameras");
  const auto found = listCameras();
  for (const CameraDevice& c : found)
    cameras->addItem(QString("%1  (%2)").arg(c.name, c.path), c.path);
  if (found.empty())
    cameras->addItem(tr("No camera found (a video file or a stream URL still works)"));
  cameras->setEnabled(!found.empty());
  connect(cameras, &QComboBox::activated, this, [this, cameras](int i) {
    const QString path = cameras->itemData(i).toString();
    if (!path.isEmpty()) m_source->setText(path);
  });
  l->addWidget(cameras);
  l->addWidget(m_source);
  auto* load = new QPushButton(tr("Load a saved profile..."));
  l->addWidget(load);
  l->addStretch(1);
  connect(load, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getOpenFileName(this, tr("Load profile"), QString(),
                                                      tr("Profiles (*.c6p);;All (*)"));
    if (path.isEmpty()) return;
    try {
      loadProfile(calibration::loadProfile(path.toStdString()));
      m_savePath->setText(path);
      m_savedPath = path;
    } catch (const std::exception& e) {
      m_lensStatus->setText(QString::fromStdString(e.what()));
    }
  });
  return page;
}

QWizardPage* CalibrationWizard::boardPage() {
  QVBoxLayout* l = nullptr;
  auto* page = explainedPage(
      tr("2. Find the board"), l,
      tr("The board is found automatically (the blue grid). If a corner is wrong, drag its "
         "orange handle onto the outermost intersection."));
  l->addWidget(m_editor, 1);
  auto* again = new QPushButton(tr("Detect again"));
  l->addWidget(again);
  connect(again, &QPushButton::clicked, this, [this] { m_editor->resetToAutomatic(); });
  return page;
}

QWizardPage* CalibrationWizard::sidePage() {
  QVBoxLayout* l = nullptr;
  auto* page = explainedPage(
      tr("3. Which side is Black's?"), l,
      tr("Where Black sits in the picture. Point a1 is Black's lower left; the labels on the "
         "board preview follow your choice."));
  const std::array<std::pair<calibration::BlackSide, QString>, 4> sides{
      {{calibration::BlackSide::Bottom, tr("Bottom of the picture")},
       {calibration::BlackSide::Top, tr("Top of the picture")},
       {calibration::BlackSide::Left, tr("Left of the picture")},
       {calibration::BlackSide::Right, tr("Right of the picture")}}};
  for (const auto& [side, text] : sides) {
    auto* b = new QRadioButton(text);
    m_side->addButton(b, static_cast<int>(side));
    l->addWidget(b);
  }
  m_side->button(static_cast<int>(calibration::BlackSide::Bottom))->setChecked(true);
  l->addStretch(1);
  connect(m_side, &QButtonGroup::idClicked, this,
          [this](int id) { setBlackSide(static_cast<calibration::BlackSide>(id)); });
  return page;
}

QWizardPage* CalibrationWizard::lensPage() {
  QVBoxLayout* l = nullptr;
  auto* page = explainedPage(
      tr("4. Lens calibration (optional)"), l,
      tr("Only for wide-angle lenses that bend straight lines. Hold a printed chessboard in "
         "front of the camera in several positions and press Capture each time (at least 3), "
         "then Calibrate."));
  auto* row = new QHBoxLayout;
  m_innerW->setRange(3, 20);
  m_innerW->setValue(9);
  m_innerH->setRange(3, 20);
  m_innerH->setValue(6);
  m_square->setRange(1, 200);
  m_square->setValue(25);
  m_square->setSuffix(" mm");
  row->addWidget(new QLabel(tr("Inner corners")));
  row->addWidget(m_innerW);
  row->addWidget(new QLabel("x"));
  row->addWidget(m_innerH);
  row->addWidget(new QLabel(tr("Square")));
  row->addWidget(m_square);
  l->addLayout(row);
  auto* capture = new QPushButton(tr("Capture chessboard"));
  auto* calibrate = new QPushButton(tr("Calibrate"));
  l->addWidget(capture);
  l->addWidget(calibrate);
  l->addWidget(m_lensStatus);
  l->addStretch(1);
  connect(capture, &QPushButton::clicked, this, [this] { captureChessboard(); });
  connect(calibrate, &QPushButton::clicked, this, [this] { calibrateLens(); });
  return page;
}

QWizardPage* CalibrationWizard::savePage() {
  QVBoxLayout* l = nullptr;
  m_savePage = explainedPage(
      tr("5. Save the profile"), l,
      tr("Name the profile (e.g. the board's number); it is saved as NAME.c6p. Give it to the "
         "game setup (Calibration profile) so the board is found at once."));
  m_savePath->setObjectName("profileName");
  m_savePath->setPlaceholderText(tr("board1"));
  auto* save = new QPushButton(tr("Save"));
  auto* browse = new QPushButton(tr("Save as a file..."));
  auto* row = new QHBoxLayout;
  row->addWidget(new QLabel(tr("Profile name")));
  row->addWidget(m_savePath, 1);
  row->addWidget(save);
  row->addWidget(browse);
  l->addLayout(row);
  l->addWidget(m_saveStatus);
  l->addStretch(1);
  m_saveStatus->setWordWrap(true);
  connect(m_savePath, &QLineEdit::textChanged, this, [this] {
    m_savedPath.clear();
    const QString path = profilePathForName(m_savePath->text(), m_profileFolder);
    m_saveStatus->setText(path.isEmpty() ? QString() : tr("Will be saved as %1").arg(path));
  });
  connect(save, &QPushButton::clicked, this, [this] { saveNamedProfile(); });
  connect(browse, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save profile"),
                                                      profilePathForName("board", m_profileFolder),
                                                      tr("Profiles (*.c6p)"));
    if (path.isEmpty()) return;
    m_savePath->setText(path);
    saveNamedProfile();
  });
  return m_savePage;
}

std::optional<QString> CalibrationWizard::saveNamedProfile() {
  const QString path = profilePathForName(m_savePath->text(), m_profileFolder);
  std::optional<QString> problem;
  if (path.isEmpty()) {
    problem = tr("Type a name for the profile");
  } else {
    try {
      QDir().mkpath(QFileInfo(path).absolutePath());
      calibration::saveProfile(profile(), path.toStdString());
      m_savedPath = path;
    } catch (const std::exception& e) {
      problem = QString::fromStdString(e.what());
    }
  }
  m_saveStatus->setText(problem ? *problem : tr("Saved %1").arg(path));
  m_saveStatus->setStyleSheet(problem ? "color: #c00000; font-weight: bold;" : "color: #1b5e20;");
  return problem;
}

bool CalibrationWizard::validateCurrentPage() {
  if (currentPage() == m_savePage && m_savedPath.isEmpty() && saveNamedProfile()) return false;
  return QWizard::validateCurrentPage();
}

void CalibrationWizard::startPreview() {
  VisionWorker::Options o;
  o.source = m_source->text().trimmed();
  o.displayFps = 10;
  o.displayWidth = 1 << 20;  // full size: corners are kept in frame pixels
  auto lastLocate = std::make_shared<std::optional<core::Micros>>();
  m_worker = new VisionWorker(o, [lastLocate, locator = m_locator](const vision::Frame& f) {
    FrameAnalysis a;
    if (*lastLocate && f.time - **lastLocate < core::secondsToMicros(1.0)) return a;
    *lastLocate = f.time;
    if (auto loc = locator ? locator(f.image) : std::nullopt) {
      for (int y = 0; y < loc->size; ++y)
        for (int x = 0; x < loc->size; ++x) {
          const cv::Point2f p = loc->project(x, y);
          a.overlay.intersections.emplace_back(p.x, p.y);
        }
      a.overlay.size = loc->size;
    }
    return a;
  });
  m_worker->moveToThread(&m_thread);
  connect(&m_thread, &QThread::started, m_worker, &VisionWorker::run);
  connect(
      m_worker, &VisionWorker::update, this,
      [this](const VisionUpdate& u) {
        if (!u.frame.isNull()) {
          m_editor->setFrame(u.frame);
          m_frameSize = cv::Size(u.frame.width(), u.frame.height());
          m_worker->frameShown();
        }
        const LiveOverlay& found = u.analysis.overlay;
        if (found.hasBoard()) {
          const int n = found.size;
          const auto at = [&found, n](int x, int y) {
            return found.intersections[static_cast<std::size_t>(y * n + x)];
          };
          m_editor->setDetectedCorners(
              std::array<QPointF, 4>{at(0, 0), at(n - 1, 0), at(n - 1, n - 1), at(0, n - 1)});
        }
      },
      Qt::QueuedConnection);
  m_thread.start();
}

void CalibrationWizard::stopPreview() {
  if (!m_worker) return;
  m_worker->stop();
  m_thread.quit();
  m_thread.wait();
  delete m_worker;
  m_worker = nullptr;
}

void CalibrationWizard::setBlackSide(calibration::BlackSide side) {
  if (auto* b = m_side->button(static_cast<int>(side))) b->setChecked(true);
  m_editor->setCornerLabels(cornerRecordLabels(side));
}

void CalibrationWizard::captureChessboard() {
  const cv::Mat frame = qImageToMat(m_editor->frame());
  if (frame.empty()) {
    m_lensStatus->setText(tr("No picture from the camera yet."));
    return;
  }
  const auto corners =
      calibration::findChessboard(frame, cv::Size(m_innerW->value(), m_innerH->value()));
  if (corners.empty()) {
    m_lensStatus->setText(tr("No chessboard of %1 x %2 inner corners seen. %3 views so far.")
                              .arg(m_innerW->value())
                              .arg(m_innerH->value())
                              .arg(m_views.size()));
    return;
  }
  m_views.push_back(corners);
  m_lensStatus->setText(tr("Chessboard captured: %1 views.").arg(m_views.size()));
}

void CalibrationWizard::calibrateLens() {
  try {
    m_camera = calibration::calibrateFromViews(
        m_views, m_frameSize, cv::Size(m_innerW->value(), m_innerH->value()), m_square->value());
    m_lensStatus->setText(tr("Lens calibrated from %1 views, error %2 px.")
                              .arg(m_camera->viewsUsed)
                              .arg(m_camera->rmsError, 0, 'f', 2));
  } catch (const std::exception& e) {
    m_lensStatus->setText(QString::fromStdString(e.what()));
  }
}

calibration::Profile CalibrationWizard::profile() const {
  calibration::Profile p;
  p.imageSize = m_frameSize;
  p.camera = m_camera;
  if (const auto& c = m_editor->corners()) {
    std::array<cv::Point2f, 4> corners;
    for (std::size_t i = 0; i < 4; ++i)
      corners[i] = cv::Point2f(static_cast<float>((*c)[i].x()), static_cast<float>((*c)[i].y()));
    p.corners = corners;
  }
  const int id = m_side->checkedId();
  p.blackSide = id > 0 ? static_cast<calibration::BlackSide>(id) : calibration::BlackSide::Bottom;
  return p;
}

void CalibrationWizard::loadProfile(const calibration::Profile& p) {
  m_frameSize = p.imageSize;
  m_camera = p.camera;
  if (p.corners) {
    std::array<QPointF, 4> c;
    for (std::size_t i = 0; i < 4; ++i) c[i] = QPointF((*p.corners)[i].x, (*p.corners)[i].y);
    m_editor->setCorners(c);
  }
  setBlackSide(p.blackSide == calibration::BlackSide::Unknown ? calibration::BlackSide::Bottom
                                                              : p.blackSide);
}

}  // namespace c6::ui
