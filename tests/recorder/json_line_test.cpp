#include "ui/recorder/json_line.h"

#include <gtest/gtest.h>

#include <cmath>

namespace c6::ui {

TEST(JsonLineTest, ObjectsKeepKeyOrderAndEscape) {
  Json j;
  j["file"] = "a\"b\\c\n";
  j["legal"] = true;
  j["turns"] = 3;
  j["result"] = nullptr;
  j["left"] = 1.23456;
  j["stones"] = std::vector<std::string>{"j10", "k11"};
  EXPECT_EQ(
      jsonLine(j),
      R"({"file":"a\"b\\c\n","legal":true,"turns":3,"result":null,"left":1.235,"stones":["j10",)"
      R"("k11"]})");
}

TEST(JsonLineTest, NumbersAreFixedFiniteAndUnsignedZero) {
  EXPECT_EQ(jsonLine(Json(-0.0001)), "0.000");
  EXPECT_EQ(jsonLine(Json(std::nan(""))), "null");
  EXPECT_EQ(jsonLine(Json(300.0)), "300.000");  // a double stays a fixed-decimal number
  EXPECT_EQ(jsonLine(Json(300)), "300");        // an integer stays an integer
  EXPECT_EQ(jsonLine(orNull(std::optional<int>{})), "null");
  EXPECT_EQ(jsonLine(Json(std::string("\x01", 1))), "\"\\u0001\"");
}

TEST(JsonLineTest, DecimalsPerMemberReachNestedArraysOnly) {
  Json j;
  j["fps"] = 2.54;
  j["corners"] = Json::array({Json::array({1.0, 2.345})});
  j["clocks"] = Json{{"fps", 1.0}, {"left", 2.0}};
  JsonFormat f;
  f.decimalsOf = {{"fps", 1}, {"corners", 2}};
  EXPECT_EQ(jsonLine(j, f),
            R"({"fps":2.5,"corners":[[1.00,2.35]],"clocks":{"fps":1.0,"left":2.000}})");
  f.decimals = 6;
  EXPECT_EQ(jsonLine(Json(1.5), f), "1.500000");
}

TEST(JsonLineTest, BytesThatAreNotUtf8AreReplacedNotRefused) {
  const std::string line = jsonLine(Json(std::string("caf\xe9")));
  EXPECT_EQ(line.substr(0, 4), "\"caf");
  EXPECT_NE(line, "\"caf\xe9\"");
}

}  // namespace c6::ui
