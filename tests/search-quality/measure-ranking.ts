import { searchDocs } from "@/lib/search/search-docs";
import type { QuestionQuery } from "./question-queries";

/** Results looked at per query; a document ranked below this counts as not found (reciprocal rank 0). */
export const RANK_DEPTH = 10;

export interface QueryOutcome extends QuestionQuery {
  /** 1-based rank of the expected document, or null when it is not in the first `RANK_DEPTH`. */
  rank: number | null;
  top: string[];
}

export interface RankingQuality {
  count: number;
  top1: number;
  top3: number;
  mrr: number;
  outcomes: QueryOutcome[];
}

export function measureRanking(queries: readonly QuestionQuery[]): RankingQuality {
  const outcomes = queries.map(({ query, expectedId }) => {
    const top = searchDocs(query, { limit: RANK_DEPTH }).hits.map((hit) => hit.doc.id);
    const index = top.indexOf(expectedId);
    return { query, expectedId, rank: index === -1 ? null : index + 1, top };
  });
  const share = (predicate: (outcome: QueryOutcome) => boolean) => outcomes.filter(predicate).length / outcomes.length;
  return {
    count: outcomes.length,
    top1: share((o) => o.rank === 1),
    top3: share((o) => o.rank !== null && o.rank <= 3),
    mrr: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / outcomes.length,
    outcomes,
  };
}
