export type BodyResult = { ok: true; text: string } | { ok: false; reason: "too-large" | "not-utf8" };

/**
 * Reads a request body as UTF-8 text, stopping as soon as it exceeds
 * `limitBytes` (a declared `Content-Length` above the limit is refused before
 * reading anything), so an oversized or endless body cannot fill memory.
 */
export async function readBody(request: Request, limitBytes: number): Promise<BodyResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limitBytes) return { ok: false, reason: "too-large" };
  if (request.body === null) return { ok: true, text: "" };
  if (declared !== null) {
    // The HTTP parser delivers exactly the declared length, so the body is read in one go; the check stays for any other caller.
    const bytes = new Uint8Array(await request.arrayBuffer());
    return bytes.byteLength > limitBytes ? { ok: false, reason: "too-large" } : decode(bytes);
  }

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      // Not cancelled: on Node, cancelling destroys the socket before the 413 is written.
      reader.releaseLock();
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }
  return decode(chunks.length === 1 ? chunks[0]! : concat(chunks, total));
}

function decode(bytes: Uint8Array): BodyResult {
  try {
    return { ok: true, text: decoder.decode(bytes) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}

const decoder = new TextDecoder("utf-8", { fatal: true });

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
