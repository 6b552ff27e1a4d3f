#include "ui/app/setup_dialog.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/app/camera_list.h"
#include "vision/board_locator.h"

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

namespace {
// The source field shows at least this many characters of a path or URL.
constexpr int kSourceChars = 24;
// Room left for a title bar the window manager has not drawn yet.
constexpr int kTitleBarRoom = 32;

// A scroll area that asks for its whole content (QScrollArea caps its hint at 36x24 lines), so the
// dialog opens at its natural size wherever the screen has room, and scrolls only where it has not.
class FieldsArea : public QScrollArea {
 public:
  QSize sizeHint() const override {
    const QSize content = widget() ? widget()->sizeHint() : QSize();
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    return content + QSize(2 * frameWidth() + bar, 2 * frameWidth());
  }
};
}  // namespace

SetupDialog::SetupDialog(const GameSetup& initial, QWidget* parent, vision::BoardLocator locator)
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
      m_broadcast(new QGroupBox(tr("Broadcast this game (live feed for viewers)"))),
      m_port(new QSpinBox),
      m_token(new QLineEdit),
      m_mqtt(new QLineEdit),
      m_keyFile(new QLineEdit),
      m_mqttUser(new QLineEdit),
      m_passwordFile(new QLineEdit),
      m_caFile(new QLineEdit),
      m_preview(new LiveView),
      m_previewSource(new SourcePreview(std::move(locator), this)),
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
  m_sourceKind->setObjectName("sourceKind");
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

  // The source and what it shows, the broadcast: a second column, so the dialog fits a laptop.
  auto* form2 = new QFormLayout;
  m_sourceKind->addItems({tr("Sample video (bundled)"), tr("Camera"),
                          tr("Video file or image folder"), tr("Network stream (URL)")});
  auto* browse = new QPushButton(tr("Browse..."));
  // The kind on its own row: beside it, the path field was squeezed to a few characters.
  form2->addRow(tr("Source"), m_sourceKind);
  auto* src = new QHBoxLayout;
  src->addWidget(m_source, 1);
  src->addWidget(browse);
  m_source->setMinimumWidth(m_source->fontMetrics().averageCharWidth() * kSourceChars);
  form2->addRow(tr("File or URL"), src);
  m_cameras->setObjectName("cameras");
  form2->addRow(tr("Camera"), m_cameras);
  m_profile->setPlaceholderText(tr("none: find the board automatically"));
  form2->addRow(tr("Calibration profile"), m_profile);
  m_preview->setObjectName("preview");
  m_preview->setMinimumSize(360, 200);
  m_preview->setMessage(tr("Choose a camera or a file to see it here"));

  m_problem->setStyleSheet("color: #c00000; font-weight: bold;");
  m_problem->setWordWrap(true);
  auto* right = new QVBoxLayout;
  right->addLayout(form2);
  right->addWidget(m_preview, 1);
  right->addWidget(buildBroadcastBox());
  auto* columns = new QHBoxLayout;
  columns->addLayout(form);
  columns->addLayout(right, 1);
  m_columns = columns;
  // The fields scroll inside the dialog; the problem line and OK/Cancel stay below them. At 150 %
  // on a 1366x768 screen the fields alone are taller than the screen.
  auto* body = new QWidget;
  body->setLayout(columns);
  m_sideBySideWidth = body->minimumSizeHint().width();
  auto* fields = new FieldsArea;
  m_fields = fields;
  fields->setObjectName("setupFields");
  fields->setWidget(body);
  fields->setWidgetResizable(true);
  fields->setFrameShape(QFrame::NoFrame);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(fields, 1);
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
  for (QLineEdit* e : {m_black, m_white, m_event, m_round, m_board, m_tc, m_source, m_profile,
                       m_mqtt, m_keyFile, m_passwordFile, m_caFile})
    connect(e, &QLineEdit::textChanged, this, [this] { refresh(); });
  connect(m_broadcast, &QGroupBox::toggled, this, [this] { refresh(); });
  for (QKeySequenceEdit* k : {m_keyPress, m_keyBlack, m_keyWhite, m_keyPause})
    connect(k, &QKeySequenceEdit::keySequenceChanged, this, [this] { refresh(); });
  connect(m_mode, &QButtonGroup::idClicked, this, [this] { refresh(); });
  connect(m_cameras, &QComboBox::activated, this, [this](int i) {
    const QString path = m_cameras->itemData(i).toString();
    if (!path.isEmpty()) m_source->setText(path);
  });
  // The preview follows the source once typing pauses (opening a source can take a moment).
  m_previewDelay.setSingleShot(true);
  m_previewDelay.setInterval(400);
  connect(&m_previewDelay, &QTimer::timeout, this, [this] { followSource(); });
  connect(m_previewSource, &SourcePreview::updated, this, [this](const VisionUpdate& u) {
    if (u.frame.isNull()) {
      if (u.analysis.overlay.hasBoard())
        m_preview->setFrame(m_preview->frame(), u.analysis.overlay);
      return;
    }
    // The grid comes once a second: keep the last one between.
    m_preview->setFrame(u.frame,
                        u.analysis.overlay.hasBoard() ? u.analysis.overlay : m_preview->overlay());
    m_previewSource->frameShown();
  });
  connect(m_previewSource, &SourcePreview::sourceMessage, this, [this](const QString& m) {
    m_preview->setFrame(QImage(), LiveOverlay{});
    m_preview->setMessage(m);
  });
  // A file that exists but is no video (a text file) passes the checks above: the preview's
  // failure to open it keeps OK disabled until another source is chosen.
  connect(m_previewSource, &SourcePreview::sourceFailed, this,
          [this](const QString& source, const QString& message) {
            m_failedSource = source;
            m_failedMessage = message;
            refresh();
          });
  setSetup(initial);
}

void SetupDialog::showEvent(QShowEvent* event) {
  QDialog::showEvent(event);
  const QScreen* s = screen();
  if (!s) return;
  const QRect avail = s->availableGeometry();
  // The window manager's frame is not known before it is shown: leave room for a title bar.
  const QSize frame = frameGeometry().size() - geometry().size();
  const QSize room = avail.size() - frame.expandedTo(QSize(0, kTitleBarRoom));
  // Qt opens a window at most 2/3 of the screen; the scrolling fields would let it open that small
  // on any screen. Unless a size was chosen, open at the whole size wherever the screen has room.
  const QSize hint = sizeHint();
  const QSize qtDefault(std::min(hint.width(), avail.width() * 2 / 3),
                        std::min(hint.height(), avail.height() * 2 / 3));
  QSize want = size() == qtDefault ? hint : size();
  want = want.boundedTo(room);
  if (want != size()) {
    resize(want);
    move(avail.x() + (avail.width() - width()) / 2,
         avail.y() + std::max(kTitleBarRoom, (avail.height() - height()) / 2));
  }
}

void SetupDialog::resizeEvent(QResizeEvent* event) {
  QDialog::resizeEvent(event);
  const QBoxLayout::Direction want = m_fields->viewport()->width() < m_sideBySideWidth
                                         ? QBoxLayout::TopToBottom
                                         : QBoxLayout::LeftToRight;
  if (m_columns->direction() != want) m_columns->setDirection(want);
}

void SetupDialog::done(int result) {
  m_previewDelay.stop();
  m_previewSource->stop();  // a camera opens once: the recording takes it next
  QDialog::done(result);
}

QString SetupDialog::previewedSource() const {
  return m_previewSource->running() ? m_previewSource->source() : QString();
}

void SetupDialog::followSource() {
  const int kind = m_sourceKind->currentIndex();
  const QString source = kind == Sample ? sampleVideoPath() : m_source->text().trimmed();
  // Streams are left alone: opening one can block for long.
  const bool usable = kind != Url && !source.isEmpty() && !sourceProblem(source);
  if (!usable) {
    m_previewSource->stop();
    m_preview->setFrame(QImage(), LiveOverlay{});
    m_preview->setMessage(kind == Url ? tr("No preview for network streams")
                                      : tr("Choose a camera or a file to see it here"));
    return;
  }
  if (m_previewSource->running() && m_previewSource->source() == source) return;
  m_preview->setFrame(QImage(), LiveOverlay{});
  m_preview->setMessage(tr("Opening %1 ...").arg(source));
  m_previewSource->start(source, 640);
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
  BroadcastSettings& b = g.broadcast;
  b.on = m_broadcast->isChecked();
  b.port = m_port->value();
  b.token = m_token->text();
  const QString mqtt = m_mqtt->text().trimmed();
  const qsizetype colon = mqtt.lastIndexOf(':');
  b.mqttHost = colon < 0 ? mqtt : mqtt.left(colon);
  if (colon >= 0) b.mqttPort = mqtt.mid(colon + 1).toInt();
  b.keyFile = m_keyFile->text().trimmed();
  b.mqttUser = m_mqttUser->text().trimmed();
  b.passwordFile = m_passwordFile->text().trimmed();
  b.caFile = m_caFile->text().trimmed();
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
  const BroadcastSettings& b = g.broadcast;
  m_broadcast->setChecked(b.on);
  m_port->setValue(b.port);
  m_token->setText(b.token);
  m_mqtt->setText(b.mqttHost.isEmpty() ? QString()
                                       : QString("%1:%2").arg(b.mqttHost).arg(b.mqttPort));
  m_keyFile->setText(b.keyFile);
  m_mqttUser->setText(b.mqttUser);
  m_passwordFile->setText(b.passwordFile);
  m_caFile->setText(b.caFile);
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
  if (!problem && !m_failedSource.isEmpty() && g.source.trimmed() == m_failedSource)
    problem =
        m_failedMessage.isEmpty() ? tr("%1 cannot be opened").arg(m_failedSource) : m_failedMessage;
  m_problem->setText(problem.value_or(QString()));
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!problem);
  m_previewDelay.start();
}

QGroupBox* SetupDialog::buildBroadcastBox() {
  m_broadcast->setObjectName("broadcast");
  m_broadcast->setCheckable(true);
  m_broadcast->setToolTip(
      tr("Serves the web viewer of this game from this computer (also switched in the Game "
         "menu); with a broker, publishes it to the event's relay as this board's station"));
  m_port->setObjectName("broadcastPort");
  m_port->setRange(0, 65535);
  m_port->setToolTip(tr("0: any free port (the status bar shows it)"));
  m_token->setObjectName("broadcastToken");
  m_token->setEchoMode(QLineEdit::Password);
  m_token->setPlaceholderText(tr("none: operators cannot post events"));
  m_mqtt->setObjectName("mqtt");
  m_mqtt->setPlaceholderText(tr("none: this board only (else host[:port])"));
  m_keyFile->setObjectName("keyFile");
  m_keyFile->setPlaceholderText(tr("this board's signing key (scripts/mqtt-event.sh)"));
  m_mqttUser->setObjectName("mqttUser");
  m_passwordFile->setObjectName("passwordFile");
  m_caFile->setObjectName("caFile");
  m_caFile->setPlaceholderText(tr("none: plain connection"));
  auto* form = new QFormLayout(m_broadcast);
  auto* portRow = new QHBoxLayout;
  portRow->addWidget(m_port);
  portRow->addWidget(new QLabel(tr("Token")));
  portRow->addWidget(m_token, 1);
  form->addRow(tr("Port"), portRow);
  form->addRow(tr("MQTT broker"), m_mqtt);
  form->addRow(tr("Board key file"), m_keyFile);
  auto* login = new QHBoxLayout;
  login->addWidget(m_mqttUser);
  login->addWidget(new QLabel(tr("Password file")));
  login->addWidget(m_passwordFile, 1);
  form->addRow(tr("Broker user"), login);
  form->addRow(tr("Broker CA"), m_caFile);
  return m_broadcast;
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
