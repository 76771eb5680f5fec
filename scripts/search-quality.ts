/**
 * Prints search_docs ranking quality on the question-style query sets: top-1,
 * top-3 and mean reciprocal rank for the whole set, the training set (with
 * its seen part, first held aside) and the held-aside set (see
 * tests/search-quality/question-queries.ts), and the tuning questions on the
 * second review's new content, and this round's own questions (written from
 * the documents; see question-queries.ts), and the fourth round's questions
 * on one detail inside a document, with their fresh part, and the fifth
 * round's questions that name a glossary term but ask for a detail a guide
 * holds, and the seventh round's user-phrased questions, and the fifteenth
 * round's second set of user-phrased questions, with its fresh part.
 * `--tuning` prints the tuning sets only and never touches the held-aside set
 * or the fifth, seventh and fifteenth rounds' fresh parts (use it while
 * tuning). `--twelfth` prints only
 * the twelfth round's fresh questions, in aggregate (they are measured once
 * before and once after that round's changes, never listed). `--misses` lists
 * the training set's misses; the
 * held-aside set's misses are listed only with `--misses=all`, after tuning
 * is done; `--misses --hindi` lists the Hindi tuning set's. The Hindi set kept
 * apart (tests/search-quality/hindi-queries.ts) is never listed.
 */
import { HINDI_QUERIES, HINDI_TUNING_QUERIES } from "../tests/search-quality/hindi-queries";
import { measureRanking } from "../tests/search-quality/measure-ranking";
import {
  ALL_QUESTION_QUERIES,
  CONTENT_GAPS_QUERIES,
  DETAIL_FRESH_QUERIES,
  DETAIL_QUERIES,
  GUIDE_DETAIL_FRESH_QUERIES,
  GUIDE_DETAIL_QUERIES,
  HELD_ASIDE_QUERIES_2,
  OWN_FRESH_QUERIES,
  OWN_QUERIES,
  OWN_TITLE_QUERIES,
  OWN_WORDS_QUERIES,
  PROBE_4_QUERIES,
  PROBE_5_QUERIES,
  PROBE_6_QUERIES,
  PROBE_7_QUERIES,
  PROBE_8_QUERIES,
  PROBE_9_QUERIES,
  PROBE_10_QUERIES,
  QUESTION_QUERIES,
  REVIEW_2_QUERIES,
  SEEN_QUERIES,
  TWELFTH_FRESH_QUERIES,
  USER_2_FRESH_QUERIES,
  USER_2_QUERIES,
  USER_FRESH_QUERIES,
  USER_QUERIES,
} from "../tests/search-quality/question-queries";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const tuningOnly = process.argv.includes("--tuning");
const twelfthOnly = process.argv.includes("--twelfth");
const training = [
  ["training set", QUESTION_QUERIES],
  ["of which seen (first held aside)", SEEN_QUERIES],
  ["second-review content (tuning)", REVIEW_2_QUERIES],
  ["third round's own questions", OWN_QUERIES],
  ["of which from the documents' content", OWN_WORDS_QUERIES],
  ["of which from the titles", OWN_TITLE_QUERIES],
  ["of which fresh (measured once, not tuned on)", OWN_FRESH_QUERIES],
  ["detail questions (fourth round, tuning)", DETAIL_QUERIES],
  ["detail questions, fresh (measured once, not tuned on)", DETAIL_FRESH_QUERIES],
  ["guide-detail questions (fifth round, tuning)", GUIDE_DETAIL_QUERIES],
  ["user-phrased questions (seventh round, tuning)", USER_QUERIES],
  ["content-gap questions (tuning)", CONTENT_GAPS_QUERIES],
  ["fourth probe's sections (tuning)", PROBE_4_QUERIES],
  ["fifth probe's sections (tuning)", PROBE_5_QUERIES],
  ["sixth probe's sections (tuning)", PROBE_6_QUERIES],
  ["seventh probe's sections (tuning)", PROBE_7_QUERIES],
  ["eighth probe's sections (tuning)", PROBE_8_QUERIES],
  ["ninth probe's sections (tuning)", PROBE_9_QUERIES],
  ["tenth probe's sections (tuning)", PROBE_10_QUERIES],
  ["user-phrased questions, second set (fifteenth round, tuning)", USER_2_QUERIES],
  ["Hindi questions (tuning)", HINDI_TUNING_QUERIES],
] as const;
const twelfth = [
  "glossary term, guide's detail, fresh (twelfth round, measured once before and once after)",
  TWELFTH_FRESH_QUERIES,
] as const;
const parts = twelfthOnly
  ? [twelfth]
  : tuningOnly
    ? training
    : ([
        ["whole set", ALL_QUESTION_QUERIES],
        ...training,
        ["guide-detail questions, fresh (measured once, not tuned on)", GUIDE_DETAIL_FRESH_QUERIES],
        ["user-phrased questions, fresh (measured once, not tuned on)", USER_FRESH_QUERIES],
        ["user-phrased questions, second set, fresh (measured once, not tuned on)", USER_2_FRESH_QUERIES],
        twelfth,
        ["held-aside set", HELD_ASIDE_QUERIES_2],
        ["Hindi questions, kept apart (never tuned on)", HINDI_QUERIES],
      ] as const);

console.log("| Query set | Queries | Top-1 | Top-3 | MRR |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const [name, queries] of parts) {
  const quality = measureRanking(queries);
  console.log(`| ${name} | ${quality.count} | ${percent(quality.top1)} | ${percent(quality.top3)} | ${quality.mrr.toFixed(3)} |`);
}

const missesFlag = process.argv.find((arg) => arg.startsWith("--misses"));
if (missesFlag && !twelfthOnly) {
  const queries = process.argv.includes("--hindi")
    ? HINDI_TUNING_QUERIES
    : missesFlag === "--misses=all" && !tuningOnly
      ? ALL_QUESTION_QUERIES
      : QUESTION_QUERIES;
  console.log("\nNot first:");
  for (const outcome of measureRanking(queries).outcomes) {
    if (outcome.rank === 1) continue;
    console.log(`- [${outcome.rank ?? "-"}] ${outcome.query} → ${outcome.expectedId}; got ${outcome.top.slice(0, 3).join(", ")}`);
  }
}
