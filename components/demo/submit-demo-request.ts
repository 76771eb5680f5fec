export type SubmitResult = { ok: true; id: string } | { ok: false; code: string; retryAfter?: number };

const RETRY_DELAYS_MS = [800, 2000];

/**
 * Posts the form with its Idempotency-Key. Network failures and 5xx are
 * retried with the same key, as the API asks, so a retry never makes a
 * second lead; 4xx answers are final.
 */
export async function submitDemoRequest(payload: string, idempotencyKey: string): Promise<SubmitResult> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await fetch("/api/v1/demo-request", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body: payload,
      });
    } catch {
      response = undefined;
    }
    const retryable = !response || response.status >= 500;
    if (retryable && attempt < RETRY_DELAYS_MS.length) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
      continue;
    }
    if (!response) return { ok: false, code: "NETWORK_ERROR" };
    const body = (await response.json().catch(() => null)) as { id?: string; error?: { code?: string } } | null;
    if (response.ok && body?.id) return { ok: true, id: body.id };
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      ok: false,
      code: body?.error?.code ?? "INTERNAL_ERROR",
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    };
  }
}
