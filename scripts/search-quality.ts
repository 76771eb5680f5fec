/**
 * Prints search_docs ranking quality on the question-style query set: top-1,
 * top-3 and mean reciprocal rank for the whole set, the tuning part and the
 * held-aside part (see tests/search-quality/question-queries.ts).
 * `--tuning` prints the tuning part only (use it while tuning). `--misses` lists the tuning part's misses; the held-aside part's misses are
 * listed only with `--misses=all`, after tuning is done.
 */
import { measureRanking } from "../tests/search-quality/measure-ranking";
import { HELD_ASIDE_QUERIES, QUESTION_QUERIES, TUNING_QUERIES } from "../tests/search-quality/question-queries";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const tuningOnly = process.argv.includes("--tuning");
const parts = tuningOnly
  ? ([["tuning part", TUNING_QUERIES]] as const)
  : ([
      ["whole set", QUESTION_QUERIES],
      ["tuning part", TUNING_QUERIES],
      ["held-aside part", HELD_ASIDE_QUERIES],
    ] as const);

console.log("| Query set | Queries | Top-1 | Top-3 | MRR |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const [name, queries] of parts) {
  const quality = measureRanking(queries);
  console.log(`| ${name} | ${quality.count} | ${percent(quality.top1)} | ${percent(quality.top3)} | ${quality.mrr.toFixed(3)} |`);
}

const missesFlag = process.argv.find((arg) => arg.startsWith("--misses"));
if (missesFlag) {
  const queries = missesFlag === "--misses=all" ? QUESTION_QUERIES : TUNING_QUERIES;
  console.log("\nNot first:");
  for (const outcome of measureRanking(queries).outcomes) {
    if (outcome.rank === 1) continue;
    console.log(`- [${outcome.rank ?? "-"}] ${outcome.query} → ${outcome.expectedId}; got ${outcome.top.slice(0, 3).join(", ")}`);
  }
}
