import { writeFile } from "node:fs/promises";
import { GENERATED_FILE, generatedModule } from "./mcp-views.mjs";

const text = await generatedModule();
await writeFile(GENERATED_FILE, text);
console.log(`wrote ${GENERATED_FILE} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KB)`);
