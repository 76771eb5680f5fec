import { describe, expect, it } from "vitest";
import { getDoc } from "@/lib/content";
import { HINDI_QUERIES, HINDI_TUNING_QUERIES } from "../search-quality/hindi-queries";
import { measureRanking } from "../search-quality/measure-ranking";
import {
  ALL_QUESTION_QUERIES,
  CONTENT_GAPS_QUERIES,
  DETAIL_FRESH_QUERIES,
  DETAIL_QUERIES,
  GUIDE_DETAIL_FRESH_QUERIES,
  GUIDE_DETAIL_QUERIES,
  HELD_ASIDE_QUERIES_2,
  OWN_QUERIES,
  isSeen,
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
  type QuestionQuery,
  USER_2_FRESH_QUERIES,
  USER_2_QUERIES,
  USER_FRESH_QUERIES,
  USER_QUERIES,
} from "../search-quality/question-queries";

/**
 * search_docs on questions asked in people's own words (see
 * tests/search-quality/question-queries.ts). Goals: the expected document
 * first for at least 85% of queries and in the top three for at least 97%,
 * on the whole set and on the held-aside set that ranking was never tuned on.
 * The training set's every-fourth part was held aside first but has been
 * seen while diagnosing, so it is tuned on and only reported.
 */
const GOAL = { top1: 0.85, top3: 0.97 };

/** A new query set: every query names a document that exists, and none repeats another, in the set or in `others`. */
function expectNewQueries(queries: readonly QuestionQuery[], others: readonly QuestionQuery[]): void {
  for (const { query, expectedId } of queries) expect(getDoc(expectedId), `${query} → ${expectedId}`).toBeDefined();
  const seen = new Set(others.map((q) => q.query.toLowerCase()));
  expect(queries.filter((q) => seen.has(q.query.toLowerCase())).map((q) => q.query)).toEqual([]);
  expect(new Set(queries.map((q) => q.query.toLowerCase())).size).toBe(queries.length);
}

/** Every query set written before the seventh round's: a later set repeats none of them. */
const SETS_BEFORE_THE_SEVENTH_ROUND: readonly QuestionQuery[] = [
  ...ALL_QUESTION_QUERIES,
  ...REVIEW_2_QUERIES,
  ...OWN_QUERIES,
  ...DETAIL_QUERIES,
  ...DETAIL_FRESH_QUERIES,
  ...GUIDE_DETAIL_QUERIES,
  ...GUIDE_DETAIL_FRESH_QUERIES,
];

describe("question-style query sets", () => {
  it("have a training set of at least 60 and a held-aside set of at least 40, each query naming a document that exists", () => {
    expect(QUESTION_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(HELD_ASIDE_QUERIES_2.length).toBeGreaterThanOrEqual(40);
    expect(SEEN_QUERIES.length).toBe(Math.floor(QUESTION_QUERIES.length / 4));
    expect(SEEN_QUERIES[0]).toBe(QUESTION_QUERIES[3]);
    expect(QUESTION_QUERIES.filter((_, i) => isSeen(i))).toEqual(SEEN_QUERIES);
    expect(ALL_QUESTION_QUERIES).toEqual([...QUESTION_QUERIES, ...HELD_ASIDE_QUERIES_2]);
    for (const { query, expectedId } of ALL_QUESTION_QUERIES) expect(getDoc(expectedId), `${query} → ${expectedId}`).toBeDefined();
    expect(new Set(ALL_QUESTION_QUERIES.map((q) => q.query.toLowerCase())).size).toBe(ALL_QUESTION_QUERIES.length);
  });
});

describe("search_docs ranking quality", () => {
  it(`whole set: top-1 >= ${GOAL.top1 * 100}%, top-3 >= ${GOAL.top3 * 100}%`, () => {
    const quality = measureRanking(ALL_QUESTION_QUERIES);
    expect(quality.top1).toBeGreaterThanOrEqual(GOAL.top1);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
    expect(quality.mrr).toBeGreaterThanOrEqual(0.9);
  });

  it(`held-aside set: top-1 >= ${GOAL.top1 * 100}%, top-3 >= ${GOAL.top3 * 100}%`, () => {
    const quality = measureRanking(HELD_ASIDE_QUERIES_2);
    expect(quality.top1).toBeGreaterThanOrEqual(GOAL.top1);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
  });

  it(`training set: top-1 >= ${GOAL.top1 * 100}%, top-3 >= ${GOAL.top3 * 100}%`, () => {
    const quality = measureRanking(QUESTION_QUERIES);
    expect(quality.top1).toBeGreaterThanOrEqual(GOAL.top1);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
  });

  it(`seen part of the training set (first held aside): top-3 >= ${GOAL.top3 * 100}%, top-1 no lower than its first measured 75%`, () => {
    const quality = measureRanking(SEEN_QUERIES);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
    expect(quality.top1).toBeGreaterThanOrEqual(0.75);
  });
});

/**
 * Raised after the second content review (2026-11-25): the whole set and the
 * training set must now put the expected document first for at least 90%
 * of queries, and the questions on the review's new content (a tuning set
 * of their own) for at least 80%, all with the top-three goal above. The
 * held-aside set keeps the goal above, reported on its own: on 2026-11-25 it
 * measured 85.5% first and 98.7% in the top three, and after a further
 * round of general ranking work 86.8% and 100%, and after the fifth
 * round 85.5% and 100%, and after the seventh round's content 88.2% and
 * 100%: short of the 90% first aimed for (see
 * docs/benchmarks.md#search-quality). After the fifteenth round it measured
 * 90.8% and 97.4%, and it is now held to the raised goal too.
 */
const RAISED = { top1: 0.9, top3: 0.97 };

describe("search_docs ranking quality after the second content review", () => {
  it(`whole set, training set and held-aside set: top-1 >= ${RAISED.top1 * 100}%, top-3 >= ${RAISED.top3 * 100}%`, () => {
    for (const queries of [ALL_QUESTION_QUERIES, QUESTION_QUERIES, HELD_ASIDE_QUERIES_2]) {
      const quality = measureRanking(queries);
      expect(quality.top1).toBeGreaterThanOrEqual(RAISED.top1);
      expect(quality.top3).toBeGreaterThanOrEqual(RAISED.top3);
    }
  });

  it("questions on the review's new content: at least 12 naming documents that exist; top-1 >= 80%, top-3 >= 97%", () => {
    expect(REVIEW_2_QUERIES.length).toBeGreaterThanOrEqual(12);
    expectNewQueries(REVIEW_2_QUERIES, ALL_QUESTION_QUERIES);
    const quality = measureRanking(REVIEW_2_QUERIES);
    expect(quality.top1).toBeGreaterThanOrEqual(0.8);
    expect(quality.top3).toBeGreaterThanOrEqual(RAISED.top3);
  });
});

/**
 * This round's own questions (2026-11-25), written from the documents'
 * content and titles to check that tuning generalises; tuned on except their
 * fresh part. They must keep the raised goal as a whole.
 */
describe("search_docs ranking quality on this round's own questions", () => {
  it("are at least 200, name documents that exist and repeat no query of the other sets", () => {
    expect(OWN_QUERIES.length).toBeGreaterThanOrEqual(200);
    expectNewQueries(OWN_QUERIES, [...ALL_QUESTION_QUERIES, ...REVIEW_2_QUERIES]);
  });

  it(`top-1 >= ${RAISED.top1 * 100}%, top-3 >= ${RAISED.top3 * 100}%`, () => {
    const quality = measureRanking(OWN_QUERIES);
    expect(quality.top1).toBeGreaterThanOrEqual(RAISED.top1);
    expect(quality.top3).toBeGreaterThanOrEqual(RAISED.top3);
  });
});

/**
 * The fourth round's questions on one detail inside a document (a figure, a
 * rule, a step in one section), written from the documents' bodies: where
 * first place slips most. Their tuning part must keep at least the level it
 * reached (77.5% first, 95% in the top three).
 */
describe("search_docs ranking quality on questions about one detail of a document", () => {
  it("are 40 to tune on and 15 fresh, name documents that exist and repeat no query of the other sets", () => {
    expect(DETAIL_QUERIES.length).toBe(40);
    expect(DETAIL_FRESH_QUERIES.length).toBe(15);
    expectNewQueries([...DETAIL_QUERIES, ...DETAIL_FRESH_QUERIES], [...ALL_QUESTION_QUERIES, ...REVIEW_2_QUERIES, ...OWN_QUERIES]);
  });

  // 33 of 40 first since the thirteenth round's guide questions (31 before).
  it("tuning part: top-1 >= 80%, top-3 >= 95%", () => {
    const quality = measureRanking(DETAIL_QUERIES);
    expect(quality.top1).toBeGreaterThanOrEqual(0.8);
    expect(quality.top3).toBeGreaterThanOrEqual(0.95);
  });
});

/**
 * The fifth round's questions that name a glossary term but ask for a
 * detail a longer guide holds (a state's figure, a procedure, a step),
 * written from the guides' bodies: where the short glossary entry tends to
 * come first. Their tuning part must keep the level it reached (27 of 32
 * first since the thirteenth round's guide questions, 31 of 32 in the top
 * three; the assertion leaves one question of room).
 */
describe("search_docs ranking quality on questions that name a term but ask for a guide's detail", () => {
  it("are 32 to tune on and 15 fresh, name documents that exist and repeat no query of the other sets", () => {
    expect(GUIDE_DETAIL_QUERIES.length).toBe(32);
    expect(GUIDE_DETAIL_FRESH_QUERIES.length).toBe(15);
    expectNewQueries(
      [...GUIDE_DETAIL_QUERIES, ...GUIDE_DETAIL_FRESH_QUERIES],
      [...ALL_QUESTION_QUERIES, ...REVIEW_2_QUERIES, ...OWN_QUERIES, ...DETAIL_QUERIES, ...DETAIL_FRESH_QUERIES],
    );
  });

  it("tuning part: top-1 >= 81%, top-3 >= 93%", () => {
    const quality = measureRanking(GUIDE_DETAIL_QUERIES);
    expect(quality.top1).toBeGreaterThanOrEqual(0.81);
    expect(quality.top3).toBeGreaterThanOrEqual(0.93);
  });
});

/**
 * The seventh round's user-phrased questions, written blind in the held-aside
 * set's manner and first measured before any ranking change (60 of 70 first,
 * 69 of 70 in the top three): a second estimate of the held-aside level,
 * which must keep the goal above.
 */
describe("search_docs ranking quality on the seventh round's user-phrased questions", () => {
  const all = [...USER_QUERIES, ...USER_FRESH_QUERIES];

  it("are at least 50 to tune on and 15 fresh, name documents that exist and repeat no query of the other sets", () => {
    expect(USER_QUERIES.length).toBeGreaterThanOrEqual(50);
    expect(USER_FRESH_QUERIES.length).toBeGreaterThanOrEqual(15);
    expectNewQueries(all, SETS_BEFORE_THE_SEVENTH_ROUND);
  });

  it(`together: top-1 >= ${GOAL.top1 * 100}%, top-3 >= ${GOAL.top3 * 100}%`, () => {
    const quality = measureRanking(all);
    expect(quality.top1).toBeGreaterThanOrEqual(GOAL.top1);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
  });
});

/**
 * The twelfth round's fresh questions: a glossary term named, a detail only a
 * guide or another document's section holds. Measured in aggregate only,
 * once before and once after that round (21 of 25 first both times; 23 then
 * 24 of 25 in the top three); never tuned on, so no goal is asserted here.
 */
describe("the twelfth round's fresh questions", () => {
  it("are 25, name documents that exist and repeat no query of the other sets", () => {
    expect(TWELFTH_FRESH_QUERIES.length).toBe(25);
    expectNewQueries(TWELFTH_FRESH_QUERIES, [...SETS_BEFORE_THE_SEVENTH_ROUND, ...USER_QUERIES, ...USER_FRESH_QUERIES]);
  });
});

/**
 * The tuning questions written with the sections that answer the probes' gaps
 * (e-Swathu, freehold, NOCs; sale certificates, escheat, forest titles,
 * ceiling; development agreements, TDR, tenants; undivided shares, nazul,
 * Aadhaar; capital gains on a land sale; cash limits, PAN and registration time limits; deeds signed abroad, identity at registration, the lender's scrutiny). Tuned on; held to the same goal so a later document cannot quietly
 * take them from the section written for them.
 */
describe("the content probes' tuning questions", () => {
  const all = [
    ...CONTENT_GAPS_QUERIES,
    ...PROBE_4_QUERIES,
    ...PROBE_5_QUERIES,
    ...PROBE_6_QUERIES,
    ...PROBE_7_QUERIES,
    ...PROBE_8_QUERIES,
    ...PROBE_9_QUERIES,
    ...PROBE_10_QUERIES,
  ];

  it("name documents that exist and repeat no query of the other sets", () => {
    expectNewQueries(all, [...SETS_BEFORE_THE_SEVENTH_ROUND, ...USER_QUERIES, ...USER_FRESH_QUERIES, ...TWELFTH_FRESH_QUERIES]);
  });

  it(`together: top-1 >= ${GOAL.top1 * 100}%, top-3 >= ${GOAL.top3 * 100}%`, () => {
    const quality = measureRanking(all);
    expect(quality.top1).toBeGreaterThanOrEqual(GOAL.top1);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
  });
});

/**
 * The fifteenth round's user-phrased questions: 100 written from the titles
 * only, in the held-aside set's manner, before any change (56 of the 75 tuning
 * questions first, 71 in the top three; the 25 fresh ones 19 first, measured in
 * aggregate only). A third estimate of the level on questions never tuned on;
 * the tuning part may not fall below one question under its level after the
 * round (59 first, 73 in the top three).
 */
describe("the fifteenth round's user-phrased questions", () => {
  it("are 75 to tune on and 25 fresh, name documents that exist and repeat no query of the other sets", () => {
    expect(USER_2_QUERIES.length).toBe(75);
    expect(USER_2_FRESH_QUERIES.length).toBe(25);
    expectNewQueries(
      [...USER_2_QUERIES, ...USER_2_FRESH_QUERIES],
      [...SETS_BEFORE_THE_SEVENTH_ROUND, ...USER_QUERIES, ...USER_FRESH_QUERIES, ...TWELFTH_FRESH_QUERIES],
    );
  });

  it("tuning part: at least 58 of 75 first and 72 in the top three", () => {
    const quality = measureRanking(USER_2_QUERIES);
    expect(quality.top1 * USER_2_QUERIES.length).toBeGreaterThanOrEqual(58);
    expect(quality.top3 * USER_2_QUERIES.length).toBeGreaterThanOrEqual(72);
  });
});

/**
 * Questions in Hindi (tests/search-quality/hindi-queries.ts), written before
 * any Hindi change to search: 50 kept apart, never tuned on (4 first and 6 in
 * the top three before the change, 41 and 47 after it, measured once), and 24
 * to tune on (none found before, 23 first and all 24 in the top three after).
 * Neither may fall more than one question below its level.
 */
describe("questions in Hindi", () => {
  it("are 50 kept apart and 24 to tune on, naming documents that exist", () => {
    expect(HINDI_QUERIES.length).toBe(50);
    expect(HINDI_TUNING_QUERIES.length).toBe(24);
    const queries = [...HINDI_QUERIES, ...HINDI_TUNING_QUERIES].map((q) => q.query);
    expect(new Set(queries).size).toBe(queries.length);
    for (const { expectedId } of [...HINDI_QUERIES, ...HINDI_TUNING_QUERIES]) expect(getDoc(expectedId), expectedId).toBeDefined();
  });

  it("kept apart: at least 40 of 50 first and 46 in the top three", () => {
    const quality = measureRanking(HINDI_QUERIES);
    expect(quality.top1 * HINDI_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(quality.top3 * HINDI_QUERIES.length).toBeGreaterThanOrEqual(46);
  });

  it("tuning part: at least 22 of 24 first and 23 in the top three", () => {
    const quality = measureRanking(HINDI_TUNING_QUERIES);
    expect(quality.top1 * HINDI_TUNING_QUERIES.length).toBeGreaterThanOrEqual(22);
    expect(quality.top3 * HINDI_TUNING_QUERIES.length).toBeGreaterThanOrEqual(23);
  });
});
