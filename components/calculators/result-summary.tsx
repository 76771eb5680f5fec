import { formatRupeeFigure, formatRupeeWords } from "./format";

/**
 * A result's answer in a few words: what it is, the figure, and one line of
 * context. The page shows it large above the breakdown; link previews, the
 * share text and the printed sheet read the same words.
 */
export interface ResultSummary {
  /** What the figure is: "Total acquisition cost". */
  label: string;
  /** The figure itself: "₹54,05,000". */
  figure: string;
  /** The figure in words, where it helps ("₹54.05 lakh"). */
  words?: string;
  /** One line of context: "8.1% over the agreed price". */
  detail?: string;
}

/** An amount of money as the answer's figure: ₹ and Indian grouping, a minus sign in front of the ₹. */
export function moneyFigure(n: number): string {
  const text = formatRupeeFigure(Math.abs(n));
  return n < 0 && text !== formatRupeeFigure(0) ? `−${text}` : text;
}

/** The figure's lakh or crore phrase, for the summary's `words` ("₹1.29 crore"); none below one lakh. */
export function moneyWords(n: number): string | undefined {
  const words = formatRupeeWords(Math.abs(n));
  return words && n < 0 ? `−${words}` : words;
}

/** The summary as one sentence, for link previews and the share text. */
export function summaryText(summary: ResultSummary): string {
  const words = summary.words ? ` (${summary.words})` : "";
  return `${summary.label} ${summary.figure}${words}${summary.detail ? `: ${summary.detail}` : ""}`;
}

/**
 * The summary as phrasing content (it sits in a paragraph): the label, the
 * figure in large type, then the context. Spaces between the parts keep the
 * text a sentence for screen readers and copy-paste.
 */
export function ResultFigure({ summary }: { summary: ResultSummary }) {
  return (
    <>
      <span className="calc-figure-label">{summary.label}</span>{" "}
      <strong className="calc-figure" data-testid="calc-figure">
        {summary.figure}
      </strong>
      {summary.words ? (
        <>
          {" "}
          <span className="calc-figure-words">({summary.words})</span>
        </>
      ) : null}
      {summary.detail ? (
        <>
          <span className="visually-hidden">: </span>
          <span className="calc-figure-detail">{summary.detail}</span>
        </>
      ) : null}
    </>
  );
}
