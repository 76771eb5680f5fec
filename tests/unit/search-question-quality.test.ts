import { describe, expect, it } from "vitest";
import { getDoc } from "@/lib/content";
import { measureRanking } from "../search-quality/measure-ranking";
import { ALL_QUESTION_QUERIES, HELD_ASIDE_QUERIES_2, isSeen, QUESTION_QUERIES, SEEN_QUERIES } from "../search-quality/question-queries";

/**
 * search_docs on questions asked in people's own words (see
 * tests/search-quality/question-queries.ts). Goals: the expected document
 * first for at least 85% of queries and in the top three for at least 97%,
 * on the whole set and on the held-aside set that ranking was never tuned on.
 * The training set's every-fourth part was held aside first but has been
 * seen while diagnosing, so it is tuned on and only reported.
 */
const GOAL = { top1: 0.85, top3: 0.97 };

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
