import { getSigningKeys } from "@/lib/auth/signing-keys";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("jwks", async () => ({
  body: JSON.stringify({ keys: (await getSigningKeys()).publicJwks }),
  // RFC 7517 §8.5; clients that only know JSON accept it too.
  contentType: "application/jwk-set+json",
  // Short, so a rotation reaches verifiers quickly.
  maxAgeSeconds: 300,
}));
