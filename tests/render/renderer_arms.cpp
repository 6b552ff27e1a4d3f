// The arms in a frame: where each player's arm is (trips over the board, resting beside it, resting
// sleeves) and the shadows they cast. Part of Renderer (renderer.h).
#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

#include "renderer.h"

namespace c6::render {
namespace {

double smooth(double s) {
  s = std::clamp(s, 0.0, 1.0);
  return s * s * (3 - 2 * s);
}

}  // namespace

cv::Vec3d Renderer::shoulder(Side side, double shift, double along) const {
  const double hw = m_geometry.halfWidth(), hh = m_geometry.halfHeight(), out = 300, z = 360;
  switch (side) {
    case Side::Bottom:
      return {along + shift, -hh - out, z};
    case Side::Top:
      return {along - shift, hh + out, z};
    case Side::Left:
      return {-hw - out, along - shift, z};
    case Side::Right:
      return {hw + out, along + shift, z};
  }
  return {0, 0, z};
}

cv::Vec3d Renderer::restPoint(Side side, const cv::Vec3d& target) const {
  const double hw = m_geometry.halfWidth(), hh = m_geometry.halfHeight(), out = 230, z = 120;
  switch (side) {
    case Side::Bottom:
      return {target[0] * 0.6, -hh - out, z};
    case Side::Top:
      return {target[0] * 0.6, hh + out, z};
    case Side::Left:
      return {-hw - out, target[1] * 0.6, z};
    case Side::Right:
      return {hw + out, target[1] * 0.6, z};
  }
  return target;
}

std::vector<Renderer::Arm> Renderer::armsAt(double t, const Camera& camera) const {
  std::vector<Arm> arms;
  const BoardGeometry& g = m_geometry;
  const double contact = g.stoneHeight + 3.0;
  for (const Visit& v : m_timeline.visits) {
    if (t < v.start || t >= v.end || v.path.empty()) continue;
    auto at = [&](const Waypoint& w) {
      return g.point(w.point.col, w.point.row, contact) +
             cv::Vec3d(w.offsetMm[0], w.offsetMm[1], 0);
    };
    // Keyframes: rest -> each stop (arrive, leave) -> rest; travel arcs upwards.
    const auto restStart = restingTip(v.player, v.start), restEnd = restingTip(v.player, v.end);
    const cv::Vec3d rest = restStart ? *restStart : restPoint(v.side, at(v.path.front()));
    std::vector<std::pair<double, cv::Vec3d>> keys{{v.start, rest}};
    for (const Waypoint& w : v.path) {
      keys.emplace_back(w.arrive, at(w));
      keys.emplace_back(w.leave, at(w) + cv::Vec3d(0, 0, -1.5));
    }
    keys.emplace_back(v.end, restEnd ? *restEnd : restPoint(v.side, at(v.path.back())));
    cv::Vec3d tip = keys.back().second;
    for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
      if (t < keys[i].first || t >= keys[i + 1].first) continue;
      const double s = (t - keys[i].first) / std::max(1e-6, keys[i + 1].first - keys[i].first);
      const cv::Vec3d a = keys[i].second, b = keys[i + 1].second;
      const double arc = cv::norm(b - a) > 5.0 ? 45.0 * std::sin(CV_PI * s) : 0.0;
      tip = a + (b - a) * smooth(s) + cv::Vec3d(0, 0, arc);
    }
    Arm arm;
    arm.fingertip = tip;
    for (const Waypoint& w : v.path)
      if (w.leave > t) {
        if (w.op == HandOp::Place) arm.carried = w.colour;
        break;
      }
    if (t >= v.path.back().leave && v.path.back().op == HandOp::Lift)
      arm.carried = v.path.back().colour;
    const ArmStyle& style = m_arms[v.player == core::Color::White ? 1 : 0];
    const cv::Vec3d sh = shoulder(v.side, v.shoulderShift, 0.0);
    arm.forward = cv::normalize(cv::Vec3d(tip[0] - sh[0], tip[1] - sh[1], 0));
    arm.capsules = armCapsules(ArmPose{tip, sh}, style, camera);
    arms.push_back(std::move(arm));
  }
  for (const core::Color player : {core::Color::Black, core::Color::White}) {
    const auto tip = restingTip(player, t);
    if (!tip) continue;
    // Between its trips; the shoulder where the player's next trip (else the last) starts.
    const Visit* near = nullptr;
    bool busy = false;
    for (const Visit& v : m_timeline.visits) {
      if (v.player != player) continue;
      busy = busy || (t >= v.start && t < v.end);
      if (!near || near->start < t) near = &v;
    }
    if (busy) continue;
    const Side side = player == core::Color::Black ? m_script.blackSide : m_script.whiteSide;
    Arm arm;
    arm.fingertip = *tip;
    const cv::Vec3d sh = shoulder(side, near ? near->shoulderShift : 0.0, 0.0);
    arm.forward = cv::normalize(cv::Vec3d((*tip)[0] - sh[0], (*tip)[1] - sh[1], 0));
    arm.capsules =
        armCapsules(ArmPose{*tip, sh}, m_arms[player == core::Color::White ? 1 : 0], camera);
    arms.push_back(std::move(arm));
  }
  for (const RestingSleeve& s : m_timeline.sleeves) {
    if (t < s.start || t >= s.end) continue;
    const double hw = g.halfWidth(), hh = g.halfHeight();
    cv::Vec3d tip;
    switch (s.side) {
      case Side::Bottom:
        tip = {s.along, -hh + 25, 22};
        break;
      case Side::Top:
        tip = {s.along, hh - 25, 22};
        break;
      case Side::Left:
        tip = {-hw + 25, s.along, 22};
        break;
      case Side::Right:
        tip = {hw - 25, s.along, 22};
        break;
    }
    double along = s.along;
    if (s.at) {
      tip = g.point(s.at->col, s.at->row, 22);
      along = s.side == Side::Bottom || s.side == Side::Top ? tip[0] : tip[1];
    }
    Arm arm;
    arm.fingertip = tip;
    cv::Vec3d sh = shoulder(s.side, -250.0, along);
    sh[2] = 150;
    arm.capsules =
        armCapsules(ArmPose{tip, sh}, m_arms[s.player == core::Color::White ? 1 : 0], camera);
    arms.push_back(std::move(arm));
  }
  return arms;
}

std::optional<cv::Vec3d> Renderer::restingTip(core::Color player, double t) const {
  const auto& gap = m_script.rest[player == core::Color::White ? 1 : 0];
  if (!gap) return std::nullopt;
  const Side side = player == core::Color::Black ? m_script.blackSide : m_script.whiteSide;
  const double hw = m_geometry.halfWidth(), hh = m_geometry.halfHeight();
  // A resting hand is never quite still.
  const double phase = player == core::Color::White ? 1.7 : 0.0;
  const double along =
      (player == core::Color::White ? -70.0 : 70.0) + 8 * std::sin(0.9 * t + phase);
  const double out = *gap + 4 * std::sin(1.3 * t + phase);
  const double z = *gap < 0 ? 22.0 : 22.0 - m_geometry.thickness;
  switch (side) {
    case Side::Bottom:
      return cv::Vec3d(along, -hh - out, z);
    case Side::Top:
      return cv::Vec3d(-along, hh + out, z);
    case Side::Left:
      return cv::Vec3d(-hw - out, along, z);
    case Side::Right:
      return cv::Vec3d(hw + out, -along, z);
  }
  return std::nullopt;
}

cv::Mat Renderer::armShadows(const std::vector<Arm>& arms, const Camera& cam, double t) const {
  if (arms.empty() && !m_script.movingShadow) return {};
  const cv::Size lowSize = m_pose.boardMaskLow.size();
  // Millimetres on the board to low-resolution pixels, at the board's centre.
  const double mmToLow = cam.focal() / cam.depth(cv::Vec3d(0, 0, 0)) * kLowScale;
  cv::Mat low = cv::Mat::zeros(lowSize, CV_32F);
  const double mainStrength =
      m_script.light.main ? m_light.shadowStrength : m_light.shadowStrength * 1.2;
  for (const Arm& a : arms)
    paintCapsuleMask(low, kLowScale, cam, a.capsules, &m_light, static_cast<float>(mainStrength));
  if (m_script.movingShadow) {
    const double phase = std::fmod(t / 40.0 + m_lightPhase[3] / (2 * CV_PI), 1.0);
    const cv::Point2f c(static_cast<float>((-0.3 + 1.6 * phase) * low.cols),
                        static_cast<float>(low.rows * (0.3 + 0.3 * std::sin(t / 7))));
    cv::ellipse(
        low,
        cv::RotatedRect(
            c, cv::Size2f(static_cast<float>(low.cols) * 0.5f, static_cast<float>(low.rows) * 0.9f),
            20.0f),
        cv::Scalar(0.25), cv::FILLED);
  }
  cv::GaussianBlur(low, low, cv::Size(0, 0),
                   m_shadowSoftnessMm > 0 ? std::max(0.5, m_shadowSoftnessMm * mmToLow) : 2.5);
  if (m_light2 && !arms.empty()) {
    cv::Mat second = cv::Mat::zeros(lowSize, CV_32F);
    for (const Arm& a : arms)
      paintCapsuleMask(second, kLowScale, cam, a.capsules, &*m_light2,
                       static_cast<float>(m_light2->shadowStrength));
    cv::GaussianBlur(second, second, cv::Size(0, 0), std::max(0.5, m_shadow2SoftnessMm * mmToLow));
    // Lit by neither lamp where both shadows fall: the shadows multiply.
    cv::Mat both = 1.0 - (1.0 - low).mul(1.0 - second);
    low = both;
  }
  cv::Mat shade;
  cv::resize(low, shade, m_script.size, 0, 0, cv::INTER_LINEAR);
  return shade;
}

}  // namespace c6::render
