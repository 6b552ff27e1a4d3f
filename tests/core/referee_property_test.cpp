// Random legal games seen through random one-observation noise must give exactly the true turns; a
// random irregularity injected into them must give exactly its flag, then its restoration.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "referee_scene.h"

namespace c6::core::testing {
namespace {

// Feeds a true board to the referee through a noisy camera: each observation misreads a few random
// points (as another colour or unknown), never the same point in two observations running, so every
// error is a one-observation blip.
class NoisyCamera {
 public:
  NoisyCamera(Referee& referee, std::mt19937& rng, int maxErrors)
      : m_referee(referee), m_rng(rng), m_maxErrors(maxErrors) {}

  std::vector<RefereeEvent> look(const Board& truth, int observations) {
    std::vector<RefereeEvent> out;
    for (int i = 0; i < observations; ++i) {
      m_t += 0.4;
      Observation obs = Observation::fromBoard(truth, secondsToMicros(m_t));
      std::set<Point> now;
      int errors = std::uniform_int_distribution<int>(0, m_maxErrors)(m_rng);
      std::uniform_int_distribution<int> coord(0, truth.size() - 1);
      for (int e = 0; e < errors; ++e) {
        Point p(coord(m_rng), coord(m_rng));
        if (m_last.count(p)) continue;
        Seen right = obs.at(p);
        Seen wrong = static_cast<Seen>(
            (static_cast<int>(right) + 1 + std::uniform_int_distribution<int>(0, 2)(m_rng)) % 4);
        obs.set(p, wrong);
        now.insert(p);
        if (getenv("REFEREE_TRACE"))
          std::cerr << m_t << " noise " << toString(p) << " " << int(wrong) << "\n";
      }
      m_last = now;
      auto events = m_referee.observe(obs);
      out.insert(out.end(), events.begin(), events.end());
    }
    return out;
  }
  std::vector<RefereeEvent> press() {
    m_t += 0.1;
    return m_referee.press(secondsToMicros(m_t));
  }

 private:
  Referee& m_referee;
  std::mt19937& m_rng;
  int m_maxErrors;
  double m_t = 0;
  std::set<Point> m_last;
};

Point randomEmpty(const Board& b, std::mt19937& rng) {
  std::uniform_int_distribution<int> coord(0, b.size() - 1);
  for (;;) {
    Point p(coord(rng), coord(rng));
    if (b.at(p) == Color::Empty) return p;
  }
}

Point randomStone(const Board& b, std::mt19937& rng, Color c) {
  std::uniform_int_distribution<int> coord(0, b.size() - 1);
  for (;;) {
    Point p(coord(rng), coord(rng));
    if (b.at(p) == c) return p;
  }
}

std::vector<RefereeEvent> only(const std::vector<RefereeEvent>& events, RefereeEventKind kind) {
  std::vector<RefereeEvent> out;
  for (const auto& e : events)
    if (e.kind == kind) out.push_back(e);
  return out;
}

// Plays one legal turn on `truth`, shown stone by stone or all at once; returns the true turn.
Turn playTurn(Game& game, Board& truth, NoisyCamera& cam, std::mt19937& rng,
              std::vector<RefereeEvent>& events) {
  Color side = game.toMove();
  Point a = randomEmpty(truth, rng);
  Turn turn = Turn::one(side, a);
  Board tmp = truth;
  tmp.set(a, side);
  // A six with the first stone ends the game there.
  if (game.stonesRequired() == 2 && !tmp.makesSix(a)) {
    Point b = randomEmpty(tmp, rng);
    turn = Turn::two(side, a, b);
  }
  bool together = std::bernoulli_distribution(0.3)(rng);
  for (Point p : turn) {
    truth.set(p, side);
    if (!together) {
      auto ev = cam.look(truth, 2 + std::uniform_int_distribution<int>(0, 2)(rng));
      events.insert(events.end(), ev.begin(), ev.end());
    }
  }
  if (together) {
    auto ev = cam.look(truth, 3);
    events.insert(events.end(), ev.begin(), ev.end());
  }
  game.play(turn);
  if (getenv("REFEREE_TRACE")) std::cerr << "true turn " << toString(turn) << "\n";
  return turn;
}

bool sameStones(const Turn& t, const std::vector<Point>& stones) {
  std::set<Point> a(t.begin(), t.end()), b(stones.begin(), stones.end());
  return a == b && static_cast<int>(stones.size()) == t.count();
}

// Looks until the referee has confirmed the first stone of the turn (noise may take a few looks).
void confirmFirstStone(const Referee& referee, NoisyCamera& cam, const Board& truth) {
  for (int i = 0; i < 8 && referee.pending().empty(); ++i) cam.look(truth, 1);
  ASSERT_FALSE(referee.pending().empty()) << "the first stone was never confirmed";
}

// How many random games each property runs: REFEREE_SEEDS overrides (for long soak runs by hand).
unsigned seeds(unsigned normal) {
  const char* env = getenv("REFEREE_SEEDS");
  return env ? static_cast<unsigned>(std::stoul(env)) : normal;
}

}  // namespace

TEST(RefereePropertyTest, RandomLegalGamesUnderNoiseGiveExactlyTheTrueTurns) {
  for (unsigned seed = 1; seed <= seeds(400); ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    if (getenv("REFEREE_SEED") && std::to_string(seed) != getenv("REFEREE_SEED")) continue;
    std::mt19937 rng(seed);
    Referee referee;
    NoisyCamera cam(referee, rng, 4);
    Game game;
    Board truth(19);
    std::vector<RefereeEvent> events = cam.look(truth, 2);
    std::vector<Turn> trueTurns;
    int length = std::uniform_int_distribution<int>(5, 90)(rng);
    while (!game.over() && game.turnCount() < length) {
      trueTurns.push_back(playTurn(game, truth, cam, rng, events));
      if (std::bernoulli_distribution(0.5)(rng)) {
        auto ev = cam.press();
        events.insert(events.end(), ev.begin(), ev.end());
      }
    }
    // The camera keeps looking after the last stone: a turn may wait two looks for noise to clear.
    auto ev = cam.look(truth, 6);
    events.insert(events.end(), ev.begin(), ev.end());
    auto turns = only(events, RefereeEventKind::Turn);
    if (getenv("REFEREE_TRACE"))
      for (auto& e : events) std::cerr << describe(e) << "\n";
    EXPECT_TRUE(only(events, RefereeEventKind::Flag).empty())
        << describe(only(events, RefereeEventKind::Flag)[0]);
    ASSERT_EQ(turns.size(), trueTurns.size());
    for (std::size_t i = 0; i < turns.size(); ++i) {
      EXPECT_TRUE(sameStones(trueTurns[i], turns[i].stones))
          << i << ": " << toString(trueTurns[i]) << " vs " << describe(turns[i]);
      EXPECT_EQ(turns[i].color, trueTurns[i].side());
      EXPECT_EQ(turns[i].turnNumber, static_cast<int>(i) + 1);
    }
    EXPECT_EQ(referee.over(), game.over());
    EXPECT_EQ(referee.result(), game.result());
    EXPECT_EQ(referee.expected(), truth);
  }
}

// One irregularity to inject into the true board: the change and the flag it must raise.
struct Injection {
  FlagType type;
  std::vector<Point> points;
  std::optional<Point> from, to;
};

TEST(RefereePropertyTest, ARandomIrregularityGivesExactlyItsFlagAndItsRestoration) {
  const std::vector<FlagType> kinds{
      FlagType::Moved,       FlagType::Removed,   FlagType::TakeBack,     FlagType::TooMany,
      FlagType::WrongColour, FlagType::OutOfTurn, FlagType::ChangedColour};
  for (unsigned seed = 1; seed <= seeds(400); ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    if (getenv("REFEREE_SEED") && std::to_string(seed) != getenv("REFEREE_SEED")) continue;
    std::mt19937 rng(seed);
    Referee referee;
    NoisyCamera cam(referee, rng, 3);
    Game game;
    Board truth(19);
    std::vector<RefereeEvent> events;
    int before = std::uniform_int_distribution<int>(2, 30)(rng);
    while (!game.over() && game.turnCount() < before) playTurn(game, truth, cam, rng, events);
    cam.look(truth, 3);  // let the last turn settle
    if (game.over()) continue;
    ASSERT_EQ(referee.expected(), truth);
    events.clear();
    auto ev =
        cam.press();  // the last turn is pressed (a stray stone is out-of-turn with or without it)
    Board correct = truth;
    Color side = game.toMove(), other = opponent(side);
    FlagType kind = kinds[seed % kinds.size()];
    SCOPED_TRACE(flagTypeString(kind));
    Injection inj{kind, {}, std::nullopt, std::nullopt};
    switch (kind) {
      case FlagType::Moved: {
        Point from = randomStone(truth, rng, std::bernoulli_distribution(0.5)(rng) ? side : other);
        Point to = randomEmpty(truth, rng);
        Color c = truth.at(from);
        truth.set(from, Color::Empty);
        truth.set(to, c);
        inj.points = {from, to};
        inj.from = from;
        inj.to = to;
        break;
      }
      case FlagType::Removed: {
        Point p = randomStone(truth, rng, std::bernoulli_distribution(0.5)(rng) ? side : other);
        truth.set(p, Color::Empty);
        inj.points = {p};
        break;
      }
      case FlagType::TakeBack: {
        Point p = randomEmpty(truth, rng);
        truth.set(p, side);
        confirmFirstStone(referee, cam, truth);
        correct = truth;
        truth.set(p, Color::Empty);
        inj.points = {p};
        break;
      }
      case FlagType::TooMany: {
        for (int i = 0; i < 3; ++i) {
          Point p = randomEmpty(truth, rng);
          truth.set(p, side);
          inj.points.push_back(p);
        }
        break;
      }
      case FlagType::WrongColour: {
        Point p = randomEmpty(truth, rng);
        truth.set(p, side);
        confirmFirstStone(referee, cam, truth);
        correct = truth;
        Point q = randomEmpty(truth, rng);
        truth.set(q, other);
        inj.points = {q};
        break;
      }
      case FlagType::OutOfTurn: {
        Point p = randomEmpty(truth, rng);
        truth.set(p, other);
        inj.points = {p};
        break;
      }
      default: {  // changed colour
        Point p = randomStone(truth, rng, std::bernoulli_distribution(0.5)(rng) ? side : other);
        truth.set(p, opponent(truth.at(p)));
        inj.points = {p};
        break;
      }
    }
    std::sort(inj.points.begin(), inj.points.end(),
              [](Point a, Point b) { return std::pair(a.row, a.col) < std::pair(b.row, b.col); });
    if (inj.from) inj.points = {*inj.from, *inj.to};
    if (getenv("REFEREE_TRACE"))
      for (Point p : inj.points) std::cerr << "inject " << toString(p) << "\n";
    events = cam.look(truth, 5);
    if (getenv("REFEREE_TRACE"))
      for (auto& e : events) std::cerr << describe(e) << "\n";
    auto flags = only(events, RefereeEventKind::Flag);
    ASSERT_EQ(flags.size(), 1u);
    EXPECT_EQ(events.size(), 1u);
    EXPECT_EQ(flags[0].flag.type, inj.type) << describe(flags[0]);
    EXPECT_EQ(flags[0].flag.points, inj.points) << describe(flags[0]);
    EXPECT_EQ(flags[0].flag.from, inj.from);
    EXPECT_EQ(flags[0].flag.to, inj.to);
    EXPECT_FALSE(flags[0].flag.restore.empty());
    EXPECT_TRUE(referee.halted());
    // Nothing more while the board stays wrong.
    EXPECT_TRUE(cam.look(truth, 4).empty());
    truth = correct;
    events = cam.look(truth, 5);
    if (getenv("REFEREE_TRACE"))
      for (auto& e : events) std::cerr << describe(e) << "\n";
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind, RefereeEventKind::Restored);
    EXPECT_FALSE(referee.halted());
    EXPECT_EQ(referee.expected(), truth);
    // Play goes on normally.
    std::vector<RefereeEvent> after;
    if (kind == FlagType::TakeBack || kind == FlagType::WrongColour) {
      Point p = randomEmpty(truth, rng);
      truth.set(p, side);
      after = cam.look(truth, 2);
      game.play(Turn::two(side, referee.pending().empty() ? p : referee.pending()[0], p));
      continue;  // the turn completed above; enough checked
    }
    Turn t = playTurn(game, truth, cam, rng, after);
    auto settle = cam.look(truth, 3);
    after.insert(after.end(), settle.begin(), settle.end());
    auto turns = only(after, RefereeEventKind::Turn);
    ASSERT_EQ(turns.size(), 1u) << (after.empty() ? "no events" : describe(after[0]));
    EXPECT_TRUE(sameStones(t, turns[0].stones));
  }
}

}  // namespace c6::core::testing
