#include <gtest/gtest.h>

#include "ui/common/json.h"

namespace c6::ui {

TEST(JsonTest, ObjectsKeepKeyOrderAndEscape) {
  Json j = Json::object();
  j.set("file", "a\"b\\c\n").set("legal", true).set("turns", 3).set("result", Json::null());
  j.set("left", 1.23456).set("stones", Json::arrayOf(std::vector<std::string>{"j10", "k11"}));
  EXPECT_EQ(j.str(),
            R"({"file":"a\"b\\c\n","legal":true,"turns":3,"result":null,"left":1.235,"stones":["j10","k11"]})");
}

TEST(JsonTest, NumbersAreFiniteAndUnsignedZero) {
  EXPECT_EQ(Json::number(-0.0001).str(), "0.000");
  EXPECT_EQ(Json::number(std::nan("")).str(), "null");
  EXPECT_EQ(Json::number(2.5, 1).str(), "2.5");
  EXPECT_EQ(Json::optional(std::optional<int>{}).str(), "null");
  EXPECT_EQ(Json::string(std::string_view("\x01", 1)).str(), "\"\\u0001\"");
}

}  // namespace c6::ui
