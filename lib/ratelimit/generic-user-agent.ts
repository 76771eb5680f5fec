/**
 * User-Agents that say nothing about who is calling: HTTP libraries' defaults,
 * command-line tools and headless browsers. Callers are asked to send a
 * descriptive agent name (SPEC "What the service does" 7); these get the
 * stricter `apiGenericAgent` policy.
 */
const GENERIC_AGENT_PATTERN = new RegExp(
  [
    "^curl/",
    "^wget/",
    "^python-requests/",
    "^python-urllib/",
    "^python-httpx/",
    "^aiohttp/",
    "^go-http-client/",
    "^java/",
    "^okhttp/",
    "^apache-httpclient/",
    "^node-fetch/",
    "^node$",
    "^undici",
    "^axios/",
    "^got ",
    "^ruby$",
    "^libwww-perl/",
    "^php/",
    "^guzzlehttp/",
    "^postmanruntime/",
    "^insomnia/",
    "^httpie/",
    "^dart:io",
    "^reqwest/",
    "headlesschrome",
    "phantomjs",
    "^mozilla/5\\.0$",
    "^(-|null|undefined|unknown|test|user-agent)$",
  ].join("|"),
  "i",
);

export function isGenericUserAgent(userAgent: string | null): boolean {
  const value = userAgent?.trim() ?? "";
  return value.length === 0 || GENERIC_AGENT_PATTERN.test(value);
}
