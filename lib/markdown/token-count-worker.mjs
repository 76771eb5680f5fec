// Worker thread behind `countMarkdownTokens` (count-tokens.ts). Plain
// JavaScript so Node.js can run it as it is in tests as well as bundled.
import { parentPort } from "node:worker_threads";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";

parentPort.on("message", ({ id, text }) => {
  parentPort.postMessage({ id, count: countTokens(text) });
});
