// UTF-8 validation and GBK decoding for records from Chinese tools (issue 16).
#include "core/text_encoding.h"

#include <gtest/gtest.h>

#include "core/record_error.h"

namespace c6::core {

TEST(TextEncoding, Utf8ValidationRejectsOverlongsSurrogatesAndCutCharacters) {
  EXPECT_FALSE(firstInvalidUtf8("plain ascii"));
  EXPECT_FALSE(firstInvalidUtf8("先手胜 \xf0\x9f\x98\x80"));
  EXPECT_EQ(firstInvalidUtf8("ab\xc0\xaf"), 2u);        // overlong '/'
  EXPECT_EQ(firstInvalidUtf8("a\xed\xa0\x80"), 1u);     // a surrogate
  EXPECT_EQ(firstInvalidUtf8("ab\xe5\x85"), 2u);        // cut short
  EXPECT_EQ(firstInvalidUtf8("\xf4\x90\x80\x80"), 0u);  // past U+10FFFF
  EXPECT_EQ(firstInvalidUtf8("\xcf\xc8\xca\xd6"), 0u);  // GBK's 先手
}

TEST(TextEncoding, GbkDecodesAndEncodesTheResultWords) {
  // 先手胜 后手胜 平局 in GBK, as glibc's iconv and every Chinese Windows write them.
  const std::string gbk = "\xcf\xc8\xca\xd6\xca\xa4 \xba\xf3\xca\xd6\xca\xa4 \xc6\xbd\xbe\xd6";
  EXPECT_EQ(tryDecodeGbk(gbk), "先手胜 后手胜 平局");
  EXPECT_EQ(tryEncodeGbk("先手胜 后手胜 平局"), gbk);
  std::size_t bad = 99;
  EXPECT_FALSE(tryDecodeGbk("ab\xcf", &bad));  // a lead byte at the end
  EXPECT_EQ(bad, 2u);
  EXPECT_FALSE(tryDecodeGbk("\xff\xa1"));
}

TEST(TextEncoding, RecordTextIsUtf8ElseGbkElseAClearError) {
  TextEncoding found = TextEncoding::Gbk;
  EXPECT_EQ(decodeRecordText("\xEF\xBB\xBF平局", "x", &found), "平局");
  EXPECT_EQ(found, TextEncoding::Utf8);
  EXPECT_EQ(decodeRecordText("[\xc6\xbd\xbe\xd6]", "x", &found), "[平局]");
  EXPECT_EQ(found, TextEncoding::Gbk);
  try {
    decodeRecordText("ok\nab\x80\x80", "r.txt");
    ADD_FAILURE() << "no error";
  } catch (const RecordError& e) {
    EXPECT_EQ(std::string(e.what()),
              "r.txt:2:3: expected UTF-8 or GB2312/GBK text, found byte 0x80 (neither encoding has "
              "it there)");
  }
}

}  // namespace c6::core
