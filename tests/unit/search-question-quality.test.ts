import { describe, expect, it } from "vitest";
import { getDoc } from "@/lib/content";
import { measureRanking } from "../search-quality/measure-ranking";
import { HELD_ASIDE_QUERIES, isHeldAside, QUESTION_QUERIES, TUNING_QUERIES } from "../search-quality/question-queries";

/**
 * search_docs on questions asked in people's own words (see
 * tests/search-quality/question-queries.ts). Goals: the expected document
 * first for at least 85% of queries and in the top three for at least 97%,
 * on the whole set and on the held-aside part that ranking was never tuned
 * on. The held-aside part's top-1 is short of its goal (75%, 18 of 24, when
 * first measured; 79%, 19 of 24, after later content corrections); its floor
 * here is what it first measured, so a regression fails, and
 * docs/benchmarks.md reports the gap.
 */
const GOAL = { top1: 0.85, top3: 0.97 };
const HELD_ASIDE_TOP1_FLOOR = 0.75;

describe("question-style query set", () => {
  it("has at least 60 queries, a quarter held aside by position, each naming a document that exists", () => {
    expect(QUESTION_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(HELD_ASIDE_QUERIES.length).toBe(Math.floor(QUESTION_QUERIES.length / 4));
    expect(TUNING_QUERIES.length + HELD_ASIDE_QUERIES.length).toBe(QUESTION_QUERIES.length);
    expect(HELD_ASIDE_QUERIES[0]).toBe(QUESTION_QUERIES[3]);
    expect(QUESTION_QUERIES.filter((_, i) => isHeldAside(i))).toEqual(HELD_ASIDE_QUERIES);
    for (const { query, expectedId } of QUESTION_QUERIES) expect(getDoc(expectedId), `${query} → ${expectedId}`).toBeDefined();
    expect(new Set(QUESTION_QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUESTION_QUERIES.length);
  });
});

describe("search_docs ranking quality", () => {
  it(`whole set: top-1 >= ${GOAL.top1 * 100}%, top-3 >= ${GOAL.top3 * 100}%`, () => {
    const quality = measureRanking(QUESTION_QUERIES);
    expect(quality.top1).toBeGreaterThanOrEqual(GOAL.top1);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
    expect(quality.mrr).toBeGreaterThanOrEqual(0.9);
  });

  it(`held-aside part: top-3 >= ${GOAL.top3 * 100}%, top-1 no lower than first measured (goal ${GOAL.top1 * 100}%, not met)`, () => {
    const quality = measureRanking(HELD_ASIDE_QUERIES);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
    expect(quality.top1).toBeGreaterThanOrEqual(HELD_ASIDE_TOP1_FLOOR);
  });

  it("tuning part: top-1 >= 85%, top-3 >= 97%", () => {
    const quality = measureRanking(TUNING_QUERIES);
    expect(quality.top1).toBeGreaterThanOrEqual(GOAL.top1);
    expect(quality.top3).toBeGreaterThanOrEqual(GOAL.top3);
  });
});
