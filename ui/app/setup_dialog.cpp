#include "ui/app/setup_dialog.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include "ui/app/camera_list.h"

namespace c6::ui {
namespace {
enum SourceIndex { Sample, Camera, File, Url };

int sourceIndex(const QString& source) {
  if (source.isEmpty()) return Sample;
  if (!cameraDevicePath(source).isEmpty()) return Camera;
  if (source.contains("://")) return Url;
  return File;
}
}  // namespace

SetupDialog::SetupDialog(const GameSetup& initial, QWidget* parent)
    : QDialog(parent),
      m_black(new QLineEdit),
      m_white(new QLineEdit),
      m_event(new QLineEdit),
      m_round(new QLineEdit),
      m_board(new QLineEdit),
      m_tc(new QLineEdit),
      m_tcHint(new QLabel),
      m_mode(new QButtonGroup(this)),
      m_pauseWhenHalted(new QCheckBox(tr("Pause the clocks while the board is halted"))),
      m_keyPress(new QKeySequenceEdit),
      m_keyBlack(new QKeySequenceEdit),
      m_keyWhite(new QKeySequenceEdit),
      m_keyPause(new QKeySequenceEdit),
      m_sourceKind(new QComboBox),
      m_cameras(new QComboBox),
      m_source(new QLineEdit),
      m_profile(new QLineEdit),
      m_problem(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
  setWindowTitle(tr("New game"));
  m_black->setObjectName("black");
  m_white->setObjectName("white");
  m_event->setObjectName("event");
  m_round->setObjectName("round");
  m_board->setObjectName("board");
  m_tc->setObjectName("timeControl");
  m_source->setObjectName("source");
  m_profile->setObjectName("profile");

  auto* form = new QFormLayout;
  form->addRow(tr("Black"), m_black);
  form->addRow(tr("White"), m_white);
  form->addRow(tr("Event"), m_event);
  auto* rb = new QHBoxLayout;
  rb->addWidget(new QLabel(tr("Round")));
  rb->addWidget(m_round);
  rb->addWidget(new QLabel(tr("Board")));
  rb->addWidget(m_board);
  form->addRow(QString(), rb);
  m_tc->setToolTip(
      tr("90m | 5m+10s | 5m+10s max 6m | 5m d10s | 5m b10s | 20m byo 5x30s | 20m can 10/5m | "
         "40/90m,30m | hg 5m | B:90m;W:60m"));
  form->addRow(tr("Time control"), m_tc);
  m_tcHint->setWordWrap(true);
  form->addRow(QString(), m_tcHint);

  auto* automatic = new QRadioButton(tr("Automatic (the camera presses the clock)"));
  auto* manual = new QRadioButton(tr("Manual (players press a key or foot switch)"));
  automatic->setObjectName("automatic");
  manual->setObjectName("manual");
  m_mode->addButton(automatic, 0);
  m_mode->addButton(manual, 1);
  auto* modes = new QVBoxLayout;
  modes->addWidget(automatic);
  modes->addWidget(manual);
  form->addRow(tr("Clock"), modes);
  m_pauseWhenHalted->setObjectName("pauseWhenHalted");
  m_pauseWhenHalted->setToolTip(
      tr("Rule 8: pausing is the arbiter's call. Choose it here only if the event's "
         "rules say the clocks stop while a misplaced stone is sorted out."));
  form->addRow(QString(), m_pauseWhenHalted);
  form->addRow(tr("Clock key (side to move)"), m_keyPress);
  form->addRow(tr("Black's key"), m_keyBlack);
  form->addRow(tr("White's key"), m_keyWhite);
  form->addRow(tr("Pause key (arbiter)"), m_keyPause);

  m_sourceKind->addItems({tr("Sample video (bundled)"), tr("Camera"),
                          tr("Video file or image folder"), tr("Network stream (URL)")});
  auto* browse = new QPushButton(tr("Browse..."));
  auto* src = new QHBoxLayout;
  src->addWidget(m_sourceKind);
  src->addWidget(m_source, 1);
  src->addWidget(browse);
  form->addRow(tr("Source"), src);
  m_cameras->setObjectName("cameras");
  form->addRow(tr("Camera"), m_cameras);
  m_profile->setPlaceholderText(tr("none: find the board automatically"));
  form->addRow(tr("Calibration profile"), m_profile);

  m_problem->setStyleSheet("color: #c00000; font-weight: bold;");
  m_problem->setWordWrap(true);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(m_problem);
  layout->addWidget(m_buttons);

  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(browse, &QPushButton::clicked, this, [this] { browseSource(); });
  connect(m_sourceKind, &QComboBox::currentIndexChanged, this, [this](int i) {
    if (i == Sample) m_source->clear();
    if (i == Camera) fillCameras();
    if (i == Url && m_source->text().isEmpty()) m_source->setText("rtsp://");
    refresh();
  });
  for (QLineEdit* e : {m_black, m_white, m_event, m_round, m_board, m_tc, m_source, m_profile})
    connect(e, &QLineEdit::textChanged, this, [this] { refresh(); });
  for (QKeySequenceEdit* k : {m_keyPress, m_keyBlack, m_keyWhite, m_keyPause})
    connect(k, &QKeySequenceEdit::keySequenceChanged, this, [this] { refresh(); });
  connect(m_mode, &QButtonGroup::idClicked, this, [this] { refresh(); });
  connect(m_cameras, &QComboBox::activated, this, [this](int i) {
    const QString path = m_cameras->itemData(i).toString();
    if (!path.isEmpty()) m_source->setText(path);
  });
  setSetup(initial);
}

QLineEdit* SetupDialog::field(const char* name) const {
  return findChild<QLineEdit*>(name);
}

GameSetup SetupDialog::setup() const {
  GameSetup g;
  g.black = m_black->text();
  g.white = m_white->text();
  g.event = m_event->text();
  g.round = m_round->text();
  g.board = m_board->text();
  g.timeControl = m_tc->text();
  g.clockMode = m_mode->checkedId() == 1 ? ClockMode::Manual : ClockMode::Automatic;
  g.pauseWhenHalted = m_pauseWhenHalted->isChecked();
  g.keys.press = m_keyPress->keySequence();
  g.keys.blackPress = m_keyBlack->keySequence();
  g.keys.whitePress = m_keyWhite->keySequence();
  g.keys.pause = m_keyPause->keySequence();
  g.source = m_sourceKind->currentIndex() == Sample ? QString() : m_source->text().trimmed();
  g.profile = m_profile->text().trimmed();
  return g;
}

void SetupDialog::setSetup(const GameSetup& g) {
  m_black->setText(g.black);
  m_white->setText(g.white);
  m_event->setText(g.event);
  m_round->setText(g.round);
  m_board->setText(g.board);
  m_tc->setText(g.timeControl);
  m_mode->button(g.clockMode == ClockMode::Manual ? 1 : 0)->setChecked(true);
  m_pauseWhenHalted->setChecked(g.pauseWhenHalted);
  m_keyPress->setKeySequence(g.keys.press);
  m_keyBlack->setKeySequence(g.keys.blackPress);
  m_keyWhite->setKeySequence(g.keys.whitePress);
  m_keyPause->setKeySequence(g.keys.pause);
  m_source->setText(g.source);
  m_sourceKind->setCurrentIndex(sourceIndex(g.source));
  if (m_sourceKind->currentIndex() == Camera) fillCameras();
  m_profile->setText(g.profile);
  refresh();
}

bool SetupDialog::acceptable() const {
  return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void SetupDialog::refresh() {
  bool ok = false;
  const QString meaning = describeTimeControl(m_tc->text(), &ok);
  m_tcHint->setText(meaning);
  m_tcHint->setStyleSheet(ok ? "color: #1b5e20;" : "color: #c00000;");
  m_source->setEnabled(m_sourceKind->currentIndex() != Sample);
  m_cameras->setEnabled(m_sourceKind->currentIndex() == Camera && m_cameras->itemData(0).isValid());
  const GameSetup g = setup();
  auto problem = g.problem();
  if (!problem && m_sourceKind->currentIndex() != Sample)
    problem =
        g.source.isEmpty() ? tr("Choose the camera, the file or the URL") : sourceProblem(g.source);
  m_problem->setText(problem.value_or(QString()));
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!problem);
}

void SetupDialog::fillCameras() {
  m_cameras->clear();
  for (const CameraDevice& c : listCameras())
    m_cameras->addItem(QString("%1  (%2)").arg(c.name, c.path), c.path);
  if (m_cameras->count() == 0) {
    m_cameras->addItem(tr("No camera found: connect one and choose Camera again"));
    return;
  }
  const int current = m_cameras->findData(m_source->text().trimmed());
  if (current >= 0)
    m_cameras->setCurrentIndex(current);
  else if (m_source->text().trimmed().isEmpty() || sourceIndex(m_source->text()) != Camera)
    m_source->setText(m_cameras->itemData(0).toString());
}

void SetupDialog::browseSource() {
  const QString path =
      QFileDialog::getOpenFileName(this, tr("Video file"), QString(),
                                   tr("Videos (*.mp4 *.avi *.mkv *.mov *.webm);;All files (*)"));
  if (path.isEmpty()) return;
  m_sourceKind->setCurrentIndex(File);
  m_source->setText(path);
}

}  // namespace c6::ui
