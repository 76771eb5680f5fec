// Encoding: o200k_base (the GPT-4o family's tokenizer). Loaded from its own
// entry point so only that encoding's tables are bundled. The count is a hint
// for an agent's context budget: other models' tokenizers differ somewhat.
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";

export const MARKDOWN_TOKEN_ENCODING = "o200k_base";

/** Token count of a Markdown body, for the `X-Markdown-Tokens` header. */
export function countMarkdownTokens(markdown: string): number {
  return countTokens(markdown);
}
