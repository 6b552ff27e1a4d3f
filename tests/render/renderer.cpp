#include "renderer.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace c6::render {
namespace {

ArmStyle randomArm(cv::RNG& rng, bool lightSleeve) {
  static const cv::Vec3d skins[] = {
      {150, 172, 212}, {128, 152, 200}, {100, 128, 172}, {78, 100, 140}};
  static const cv::Vec3d darkSleeves[] = {{38, 32, 30}, {70, 42, 30}, {55, 55, 58}, {40, 40, 95}};
  static const cv::Vec3d lightSleeves[] = {{228, 230, 232}, {200, 205, 210}, {170, 200, 225}};
  ArmStyle a;
  a.skin = skins[rng.uniform(0, 4)];
  a.sleeve = lightSleeve ? lightSleeves[rng.uniform(0, 3)] : darkSleeves[rng.uniform(0, 4)];
  a.size = rng.uniform(0.9, 1.1);
  return a;
}

// Any skin tone, any sleeve colour, a third of the sleeves patterned.
ArmStyle wideRandomArm(cv::RNG& rng) {
  static const char* names[] = {"black", "white", "grey",  "navy",  "red",
                                "green", "blue",  "brown", "beige", "yellow"};
  ArmStyle a;
  a.skin = skinTone(rng.uniform(1, 7));
  a.sleeve = *namedColour(names[rng.uniform(0, 10)]);
  const int pattern = rng.uniform(0, 6);
  a.pattern = pattern == 0   ? SleevePattern::Stripes
              : pattern == 1 ? SleevePattern::Checks
                             : SleevePattern::Plain;
  a.patternColour = *namedColour(names[rng.uniform(0, 10)]);
  a.size = rng.uniform(0.9, 1.1);
  return a;
}

}  // namespace

Renderer::Renderer(Script script) : m_script(std::move(script)), m_frameRng(m_script.seed) {
  m_timeline = Timeline::build(m_script);
  cv::RNG rng(m_script.seed * 104729u + 3u);
  const double vfov = 2 *
                      std::atan(std::tan(m_script.camera.fovDeg * CV_PI / 360) *
                                m_script.size.height / m_script.size.width) *
                      180 / CV_PI;
  if (m_script.camera.elevationDeg - vfov / 2 < 4 || m_script.camera.elevationDeg > 89)
    throw ScriptError(
        m_script.name + ": camera elevation " + std::to_string(m_script.camera.elevationDeg) +
        " shows the horizon; expected elevation - vertical fov/2 >= 4 degrees and <= 89");
  m_geometry.size = m_script.boardSize;
  m_geometry.thickness = rng.uniform(22.0, 55.0);
  if (m_script.camera.distanceMm <= 0) fitDistance();
  m_look.woodBgr = cv::Vec3f(static_cast<float>(rng.uniform(60.0, 125.0)),
                             static_cast<float>(rng.uniform(145.0, 190.0)),
                             static_cast<float>(rng.uniform(200.0, 238.0)));
  m_look.grainContrast = static_cast<float>(rng.uniform(0.06, 0.16));
  m_look.grainPeriodMm = static_cast<float>(rng.uniform(5.0, 12.0));
  m_look.lineDarkness = static_cast<float>(rng.uniform(0.6, 0.85));
  m_look.lineWidthMm = static_cast<float>(rng.uniform(0.5, 0.8));
  if (m_script.boardWood)
    m_look.woodBgr = cv::Vec3f(static_cast<float>((*m_script.boardWood)[0]),
                               static_cast<float>((*m_script.boardWood)[1]),
                               static_cast<float>((*m_script.boardWood)[2]));
  if (m_script.boardGrain) m_look.grainContrast = static_cast<float>(*m_script.boardGrain);
  if (m_script.boardLines) m_look.lineDarkness = static_cast<float>(*m_script.boardLines);
  const double lightAz = rng.uniform(0.0, 2 * CV_PI),
               lightEl = rng.uniform(50.0, 72.0) * CV_PI / 180;
  m_light.direction = cv::Vec3d(std::cos(lightEl) * std::cos(lightAz),
                                std::cos(lightEl) * std::sin(lightAz), std::sin(lightEl));
  m_light.shadowStrength = rng.uniform(0.3, 0.5);
  if (const auto& lamp = m_script.light.main) {
    m_light.direction = lampDirection(*lamp);
    m_light.shadowStrength = lamp->shadow;
    m_shadowSoftnessMm = lamp->softnessMm;
  }
  if (const auto& lamp = m_script.light.second) {
    m_light2 = Light{lampDirection(*lamp), lamp->shadow};
    m_shadow2SoftnessMm = lamp->softnessMm;
  }
  const bool whiteSleeveFirst = rng.uniform(0.0, 1.0) < 0.3;
  m_arms[0] = randomArm(rng, whiteSleeveFirst);
  m_arms[1] = randomArm(rng, !whiteSleeveFirst && rng.uniform(0.0, 1.0) < 0.4);
  // Its own generator, so the rest of a script's look does not change with it.
  cv::RNG armRng(m_script.seed * 6007u + 5u);
  for (std::size_t i = 0; i < 2; ++i) {
    if (m_script.wideArms) m_arms[i] = wideRandomArm(armRng);
    if (m_script.arms[i]) m_arms[i] = *m_script.arms[i];
  }
  m_wall =
      cv::Vec3d(rng.uniform(150.0, 200.0), rng.uniform(160.0, 205.0), rng.uniform(170.0, 210.0));

  m_boardPxPerMm = std::clamp(1.6 * m_script.size.width / 960.0, 1.0, 3.5);
  m_tablePxPerMm = std::clamp(0.5 * m_script.size.width / 960.0, 0.4, 1.0);
  m_boardTexture = makeBoardTexture(m_geometry, m_look, m_boardPxPerMm, rng);
  m_sideTexture = makeSideTexture(m_look, rng);
  const cv::Vec3d& l = m_light.direction;
  const cv::Vec2d shadowOffset(-l[0] / l[2] * m_geometry.thickness,
                               -l[1] / l[2] * m_geometry.thickness);
  const TableKind table =
      m_script.table ? *m_script.table : static_cast<TableKind>(rng.uniform(0, 3));
  m_tableTexture =
      makeTableTexture(table, m_tableSizeMm, m_tablePxPerMm, m_geometry, shadowOffset, rng);

  for (int i = 0; i < m_script.glareSpots; ++i) {
    m_glareSpots.emplace_back(rng.uniform(-0.8, 0.8) * m_geometry.halfWidth(),
                              rng.uniform(-0.8, 0.8) * m_geometry.halfHeight());
    const double w = m_script.size.width;
    m_glareShapes.emplace_back(rng.uniform(0.05, 0.12) * w, rng.uniform(0.006, 0.016) * w,
                               rng.uniform(-40.0, 40.0));
  }
  for (double& p : m_lightPhase) p = rng.uniform(0.0, 2 * CV_PI);
  m_vignette = rng.uniform(0.1, 0.35);
  m_cast = cv::Vec3d(rng.uniform(0.9, 1.1), 1.0, rng.uniform(0.9, 1.08));
  const std::size_t n = static_cast<std::size_t>(m_script.size.area()) * 3 + 65536;
  m_noise.resize(n);
  for (auto& v : m_noise)
    v = static_cast<signed char>(
        std::clamp(std::lround(rng.gaussian(m_script.noise)), -127l, 127l));
  m_room = RoomLight(m_script.light, m_geometry);
  m_response = CameraResponse(m_script.light, m_timeline.duration, m_script.seed);
}

// Closest camera distance at which the board's top and the table around it stay inside the frame
// (the margin keeps the board edge visible, as in a well-set-up recording).
void Renderer::fitDistance() {
  CameraPose& pose = m_script.camera;
  const double hw = m_geometry.halfWidth() * 1.06, hh = m_geometry.halfHeight() * 1.06;
  auto fits = [&](double d) {
    CameraPose p = pose;
    p.distanceMm = d;
    Camera cam(p, m_script.size, m_script.distortion);
    for (cv::Vec3d w : {cv::Vec3d(-hw, -hh, 0), cv::Vec3d(hw, -hh, 0), cv::Vec3d(hw, hh, 0),
                        cv::Vec3d(-hw, hh, 0), cv::Vec3d(-hw, -hh, -m_geometry.thickness),
                        cv::Vec3d(hw, -hh, -m_geometry.thickness)}) {
      if (cam.depth(w) < 50) return false;
      const cv::Point2d q = cam.project(w);
      if (q.x < 0 || q.y < 0 || q.x > m_script.size.width - 1 || q.y > m_script.size.height - 1)
        return false;
    }
    return true;
  };
  double lo = 200, hi = 5000;
  for (int i = 0; i < 40; ++i) {
    const double mid = (lo + hi) / 2;
    (fits(mid) ? hi : lo) = mid;
  }
  pose.distanceMm = hi;
  for (PoseChange& p : m_timeline.poses) p.pose.distanceMm = hi;
}

int Renderer::frameCount() const {
  return static_cast<int>(std::ceil(m_timeline.duration * m_script.fps));
}

Camera Renderer::cameraAt(double t) const {
  return Camera(m_timeline.poses[static_cast<std::size_t>(m_timeline.poseAt(t))].pose,
                m_script.size, m_script.distortion);
}

Renderer::PoseCache& Renderer::poseCache(int pose) {
  if (m_pose.pose == pose) return m_pose;
  PoseCache& c = m_pose;
  c.pose = pose;
  c.camera = std::make_unique<Camera>(m_timeline.poses[static_cast<std::size_t>(pose)].pose,
                                      m_script.size, m_script.distortion);
  const Camera& cam = *c.camera;
  const cv::Size size = m_script.size;
  const BoardGeometry& g = m_geometry;

  // Wall behind the table, then the table, then the board's visible sides, then its top.
  c.background.create(size, CV_8UC3);
  for (int y = 0; y < size.height; ++y) {
    const double k = 0.85 + 0.25 * y / size.height;
    c.background.row(y).setTo(cv::Scalar(m_wall[0] * k, m_wall[1] * k, m_wall[2] * k));
  }
  const double tn = m_tableTexture.cols;
  const cv::Matx33d tableToWorld(1 / m_tablePxPerMm, 0, -tn / 2 / m_tablePxPerMm, 0,
                                 -1 / m_tablePxPerMm, tn / 2 / m_tablePxPerMm, 0, 0, 1);
  cv::warpPerspective(m_tableTexture, c.background,
                      cam.planeHomography(-g.thickness) * tableToWorld, size, cv::INTER_LINEAR,
                      cv::BORDER_TRANSPARENT);
  const double hw = g.halfWidth(), hh = g.halfHeight(), th = g.thickness;
  const cv::Vec3d camPos = cam.position();
  struct Face {
    cv::Vec3d a, b;  // top edge, left to right as seen from outside
    bool visible;
    double shade;
  };
  const Face faces[] = {{{-hw, -hh, 0}, {hw, -hh, 0}, camPos[1] < -hh, 0.95},
                        {{hw, hh, 0}, {-hw, hh, 0}, camPos[1] > hh, 0.8},
                        {{-hw, hh, 0}, {-hw, -hh, 0}, camPos[0] < -hw, 0.75},
                        {{hw, -hh, 0}, {hw, hh, 0}, camPos[0] > hw, 0.75}};
  for (const Face& f : faces) {
    if (!f.visible) continue;
    const cv::Vec3d down(0, 0, -th);
    std::array<cv::Point2f, 4> dst;
    const cv::Vec3d q[4] = {f.a, f.b, f.b + down, f.a + down};
    for (int i = 0; i < 4; ++i) dst[static_cast<std::size_t>(i)] = cam.projectUndistorted(q[i]);
    const float w = static_cast<float>(m_sideTexture.cols),
                h = static_cast<float>(m_sideTexture.rows);
    std::array<cv::Point2f, 4> src{cv::Point2f(0, 0), cv::Point2f(w, 0), cv::Point2f(w, h),
                                   cv::Point2f(0, h)};
    cv::Mat side = m_sideTexture * f.shade;
    cv::warpPerspective(side, c.background, cv::getPerspectiveTransform(src.data(), dst.data()),
                        size, cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
  }
  const cv::Matx33d boardToWorld(1 / m_boardPxPerMm, 0, -hw, 0, -1 / m_boardPxPerMm, hh, 0, 0, 1);
  cv::warpPerspective(m_boardTexture, c.background, cam.planeHomography(0) * boardToWorld, size,
                      cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
  cam.distortionMaps(c.mapX, c.mapY);

  // Neon reflections: bright streaks fixed on the board for this camera pose.
  c.glare = cv::Mat::zeros(size, CV_8UC3);
  for (std::size_t i = 0; i < m_glareSpots.size(); ++i) {
    const cv::Point2d p = cam.project(cv::Vec3d(m_glareSpots[i][0], m_glareSpots[i][1], 0));
    const cv::Vec3d& s = m_glareShapes[i];
    cv::ellipse(c.glare,
                cv::RotatedRect(p, cv::Size2f(static_cast<float>(s[0]), static_cast<float>(s[1])),
                                static_cast<float>(s[2])),
                cv::Scalar(150, 160, 165), cv::FILLED, cv::LINE_AA);
    cv::ellipse(c.glare,
                cv::RotatedRect(
                    p, cv::Size2f(static_cast<float>(s[0] * 0.6), static_cast<float>(s[1] * 0.5)),
                    static_cast<float>(s[2])),
                cv::Scalar(235, 240, 245), cv::FILLED, cv::LINE_AA);
  }
  if (!m_glareSpots.empty()) cv::GaussianBlur(c.glare, c.glare, cv::Size(0, 0), size.width * 0.004);
  c.room = m_room.plain() ? cv::Mat() : m_room.map(cam);

  const int n = g.size - 1;
  const std::array<cv::Vec3d, 4> cornerWorld{g.point(0, n), g.point(n, n), g.point(n, 0),
                                             g.point(0, 0)};
  for (std::size_t i = 0; i < 4; ++i) c.corners[i] = cam.project(cornerWorld[i]);
  const cv::Size low(static_cast<int>(size.width * kLowScale),
                     static_cast<int>(size.height * kLowScale));
  c.boardMaskLow = cv::Mat::zeros(low, CV_8U);
  std::vector<cv::Point> outline;
  for (const cv::Vec3d& w : {cv::Vec3d(-hw, -hh, 0), cv::Vec3d(hw, -hh, 0), cv::Vec3d(hw, hh, 0),
                             cv::Vec3d(-hw, hh, 0)}) {
    const cv::Point2d p = cam.project(w) * kLowScale;
    outline.emplace_back(static_cast<int>(p.x), static_cast<int>(p.y));
  }
  cv::fillConvexPoly(c.boardMaskLow, outline, cv::Scalar(255));
  c.pointsLow.clear();
  for (int row = 0; row < g.size; ++row)
    for (int col = 0; col < g.size; ++col) {
      const cv::Point2d p = cam.project(g.point(col, row, g.stoneHeight)) * kLowScale;
      c.pointsLow.emplace_back(std::clamp(static_cast<int>(p.x), 0, low.width - 1),
                               std::clamp(static_cast<int>(p.y), 0, low.height - 1));
    }
  m_staticPose = -1;
  return c;
}

const cv::Mat& Renderer::staticLayer(int epoch, int pose) {
  PoseCache& c = poseCache(pose);
  if (m_staticEpoch == epoch && m_staticPose == pose) return m_static;
  const Camera& cam = *c.camera;
  const BoardGeometry& g = m_geometry;
  const Epoch& e = m_timeline.epochs[static_cast<std::size_t>(epoch)];
  cv::Mat img = c.background.clone();
  if (!c.room.empty()) {
    cv::Mat lit;
    img.convertTo(lit, CV_32FC3);
    cv::multiply(lit, c.room, lit);
    lit.convertTo(img, CV_8UC3);
  }
  auto baseOf = [&](const PlacedStone& s) {
    return g.point(s.point.col, s.point.row) + cv::Vec3d(s.offsetMm[0], s.offsetMm[1], 0);
  };
  if (!e.stones.empty()) {
    cv::Mat shadow = cv::Mat::zeros(img.size(), CV_32F);
    for (const PlacedStone& s : e.stones) {
      paintStoneShadow(shadow, cam, baseOf(s), g, m_light);
      if (m_light2) paintStoneShadow(shadow, cam, baseOf(s), g, *m_light2);
    }
    const double sigma =
        std::max(1.0, g.stoneRadius * cam.focal() / cam.depth(cv::Vec3d(0, 0, 0)) * 0.18);
    cv::GaussianBlur(shadow, shadow, cv::Size(0, 0), sigma);
    for (int y = 0; y < img.rows; ++y) {
      cv::Vec3b* p = img.ptr<cv::Vec3b>(y);
      const float* m = shadow.ptr<float>(y);
      for (int x = 0; x < img.cols; ++x)
        if (m[x] > 0.002f)
          for (int ch = 0; ch < 3; ++ch)
            p[x][ch] = cv::saturate_cast<uchar>(p[x][ch] * (1.0f - m[x]));
    }
    std::vector<const PlacedStone*> order;
    for (const PlacedStone& s : e.stones) order.push_back(&s);
    std::sort(order.begin(), order.end(), [&](const PlacedStone* a, const PlacedStone* b) {
      return cam.depth(baseOf(*a)) > cam.depth(baseOf(*b));
    });
    for (const PlacedStone* s : order) {
      StoneLook look = s->look;
      if (!m_room.plain()) look.lit = m_room.gainAt(baseOf(*s), RoomLight::Surface::Stone);
      paintStone(img, cam, baseOf(*s), g, look, m_light);
    }
  }
  if (!c.mapX.empty()) {
    cv::Mat out;
    cv::remap(img, out, c.mapX, c.mapY, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    img = out;
  }
  if (!m_glareSpots.empty()) cv::add(img, c.glare, img);
  applyVignette(img);
  m_static = img;
  m_staticEpoch = epoch;
  m_staticPose = pose;
  return m_static;
}

// Lens fall-off towards the corners and the camera's own colour cast (white balance), fixed per
// render.
void Renderer::applyVignette(cv::Mat& img) const {
  const double cx = img.cols / 2.0, cy = img.rows / 2.0, r2 = cx * cx + cy * cy;
  for (int y = 0; y < img.rows; ++y) {
    cv::Vec3b* p = img.ptr<cv::Vec3b>(y);
    for (int x = 0; x < img.cols; ++x) {
      const double d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / r2;
      const double v = 1.0 - m_vignette * d;
      for (int ch = 0; ch < 3; ++ch) p[x][ch] = cv::saturate_cast<uchar>(p[x][ch] * v * m_cast[ch]);
    }
  }
}

cv::Vec3d Renderer::lightGain(double t) const {
  const double d = m_script.lightDrift;
  const double g = 1.0 + d * (0.6 * std::sin(2 * CV_PI * t / 23.0 + m_lightPhase[0]) +
                              0.4 * std::sin(2 * CV_PI * t / 7.3 + m_lightPhase[1]));
  const double warm = 0.5 * d * std::sin(2 * CV_PI * t / 31.0 + m_lightPhase[2]);
  return {g * (1 - warm), g, g * (1 + warm)};
}

cv::Mat Renderer::render(int frame, FrameTruth* truth) {
  const double t = frameTime(frame);
  const int pose = m_timeline.poseAt(t);
  const int epoch = m_timeline.epochAt(t);
  const cv::Mat& base = staticLayer(epoch, pose);
  PoseCache& pc = m_pose;
  const Camera& cam = *pc.camera;
  const std::vector<Arm> arms = armsAt(t, cam);
  const cv::Vec3d gain = lightGain(t).mul(m_response.gain(t));
  const cv::Size size = m_script.size;

  // Soft shadows of arms and of a passer-by, at low resolution, blurred and scaled up.
  const cv::Mat shade = armShadows(arms, cam, t);

  // Light, shadows and sensor noise in one pass.
  cv::Mat out(size, CV_8UC3);
  cv::RNG frameRng(m_script.seed * 31337u + static_cast<unsigned>(frame));
  const signed char* noise = m_noise.data() + frameRng.uniform(0, 65536);
  const float g0 = static_cast<float>(gain[0]), g1 = static_cast<float>(gain[1]),
              g2 = static_cast<float>(gain[2]);
  for (int y = 0; y < size.height; ++y) {
    const cv::Vec3b* src = base.ptr<cv::Vec3b>(y);
    cv::Vec3b* dst = out.ptr<cv::Vec3b>(y);
    const float* m = shade.empty() ? nullptr : shade.ptr<float>(y);
    const signed char* nz = noise + static_cast<std::ptrdiff_t>(y) * size.width * 3;
    for (int x = 0; x < size.width; ++x) {
      const float k = m ? 1.0f - m[x] : 1.0f;
      dst[x][0] = cv::saturate_cast<uchar>(src[x][0] * g0 * k + nz[3 * x]);
      dst[x][1] = cv::saturate_cast<uchar>(src[x][1] * g1 * k + nz[3 * x + 1]);
      dst[x][2] = cv::saturate_cast<uchar>(src[x][2] * g2 * k + nz[3 * x + 2]);
    }
  }
  if (!arms.empty()) {
    // Arms are painted on a copy and blended back through a slightly blurred mask: soft edges and a
    // little motion blur, as a camera sees a moving hand.
    cv::Mat layer = out.clone();
    cv::Mat cover = cv::Mat::zeros(size, CV_8U);
    for (const Arm& a : arms) {
      if (a.carried != core::Color::Empty) {
        StoneLook look;
        look.colour = a.carried;
        if (!m_room.plain()) look.lit = m_room.gainAt(a.fingertip, RoomLight::Surface::Stone);
        const cv::Vec3d held = a.fingertip + a.forward * (m_geometry.stoneRadius * 0.7) +
                               cv::Vec3d(0, 0, -m_geometry.stoneHeight * 0.7);
        paintStone(layer, cam, held, m_geometry, look, m_light);
        const cv::Vec3d mid = held + cv::Vec3d(0, 0, m_geometry.stoneHeight / 2);
        cv::circle(cover, cam.project(mid),
                   static_cast<int>(
                       std::ceil(m_geometry.stoneRadius * 1.1 * cam.focal() / cam.depth(mid))),
                   cv::Scalar(255), cv::FILLED);
      }
      const cv::Vec3d armGain =
          m_room.plain() ? gain : gain.mul(m_room.gainAt(a.fingertip, RoomLight::Surface::Arm));
      paintCapsules(layer, cam, a.capsules, m_light, armGain, &cover);
    }
    cv::Rect roi = cv::boundingRect(cover);
    const int pad = 6;
    roi = cv::Rect(roi.x - pad, roi.y - pad, roi.width + 2 * pad, roi.height + 2 * pad) &
          cv::Rect(0, 0, size.width, size.height);
    if (!roi.empty()) {
      const double sigma = 0.9 * size.width / 960.0;
      cv::Mat l = layer(roi), m = cover(roi);
      cv::GaussianBlur(l, l, cv::Size(0, 0), sigma);
      cv::GaussianBlur(m, m, cv::Size(0, 0), sigma);
      for (int y = 0; y < roi.height; ++y) {
        const cv::Vec3b* src = l.ptr<cv::Vec3b>(y);
        const uchar* a = m.ptr<uchar>(y);
        cv::Vec3b* dst = out(roi).ptr<cv::Vec3b>(y);
        for (int x = 0; x < roi.width; ++x) {
          if (a[x] == 0) continue;
          const int k = a[x];
          for (int ch = 0; ch < 3; ++ch)
            dst[x][ch] = static_cast<uchar>((src[x][ch] * k + dst[x][ch] * (255 - k) + 127) / 255);
        }
      }
    }
  }
  if (m_script.jpegQuality > 0) {
    std::vector<uchar> buf;
    cv::imencode(".jpg", out, buf, {cv::IMWRITE_JPEG_QUALITY, m_script.jpegQuality});
    out = cv::imdecode(buf, cv::IMREAD_COLOR);
  }

  if (truth) {
    truth->frame = frame;
    truth->t = t;
    truth->corners = pc.corners;
    truth->epoch = epoch;
    truth->hidden.clear();
    truth->handOverBoard = false;
    if (!arms.empty()) {
      cv::Mat cover = cv::Mat::zeros(pc.boardMaskLow.size(), CV_32F);
      for (const Arm& a : arms) paintCapsuleMask(cover, kLowScale, cam, a.capsules, nullptr, 1.0f);
      for (int y = 0; y < cover.rows && !truth->handOverBoard; ++y) {
        const float* cv = cover.ptr<float>(y);
        const uchar* bm = pc.boardMaskLow.ptr<uchar>(y);
        for (int x = 0; x < cover.cols; ++x)
          if (cv[x] > 0 && bm[x]) {
            truth->handOverBoard = true;
            break;
          }
      }
      const int n = m_geometry.size;
      for (int i = 0; i < n * n; ++i) {
        const cv::Point& p = pc.pointsLow[static_cast<std::size_t>(i)];
        if (cover.at<float>(p) > 0) truth->hidden.emplace_back(i % n, i / n);
      }
    }
  }
  return out;
}

}  // namespace c6::render
