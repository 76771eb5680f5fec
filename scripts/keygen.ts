// `npm run -s keygen`: prints a new private JWK (Ed25519, `kid` = RFC 7638
// thumbprint) for AUTH_SIGNING_KEY on stdout, alone, so it can be piped into
// a secret store; guidance and the public half go to stderr.
import { generateSigningKey } from "../lib/auth/generate-signing-key";

const jwk = await generateSigningKey();
const { d: _private, ...publicJwk } = jwk;
console.log(JSON.stringify(jwk));
console.error(
  [
    "",
    "Set the line above as AUTH_SIGNING_KEY (keep it secret).",
    "When you later rotate away from this key, append its public half to AUTH_PREVIOUS_KEYS",
    "(a JSON array) for at least 15 minutes so assertions it signed keep verifying:",
    JSON.stringify(publicJwk),
  ].join("\n"),
);
