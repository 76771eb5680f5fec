import { createHash } from "node:crypto";

/** `sha256:<hex>` of a document's UTF-8 bytes, as the Agent Skills index and the AI catalog state digests. */
export function sha256Digest(body: string): string {
  return `sha256:${createHash("sha256").update(body, "utf8").digest("hex")}`;
}
