import * as mailcheckerModule from "mailchecker";

// A CommonJS module: bundlers expose its functions directly, Node's ESM loader under `default`.
const mailchecker = (mailcheckerModule as { default?: typeof mailcheckerModule }).default ?? mailcheckerModule;
const disposableDomains: ReadonlySet<string> = mailchecker.blacklist();

/**
 * Whether a domain, or any parent domain of it, is a known disposable-mail
 * provider (mailchecker's maintained list), so `x.mailinator.com` is caught
 * along with `mailinator.com`.
 */
export function isDisposableDomain(domain: string): boolean {
  let candidate = domain.trim().toLowerCase().replace(/\.$/, "");
  // Each parent in turn, down to the registrable part: a bare TLD is never checked.
  for (let dot = candidate.indexOf("."); dot >= 0; dot = candidate.indexOf(".")) {
    if (disposableDomains.has(candidate)) return true;
    candidate = candidate.slice(dot + 1);
  }
  return false;
}
