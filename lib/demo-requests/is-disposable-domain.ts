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
  const labels = domain.trim().toLowerCase().replace(/\.$/, "").split(".");
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (disposableDomains.has(labels.slice(start).join("."))) return true;
  }
  return false;
}
