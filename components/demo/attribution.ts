const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const MAX_URL_LENGTH = 2048;
const MAX_UTM_LENGTH = 200;

/**
 * Where the visitor came from, as the API's optional attribution fields:
 * campaign parameters of the page's URL, the referring page, and the page
 * they landed on (this one). Empty values are left out.
 */
export function readAttribution(): Record<string, string> {
  const attribution: Record<string, string> = {};
  const params = new URLSearchParams(window.location.search);
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) attribution[key] = value.slice(0, MAX_UTM_LENGTH);
  }
  if (document.referrer) attribution.referrer = document.referrer.slice(0, MAX_URL_LENGTH);
  attribution.landing_page = `${window.location.pathname}${window.location.search}`.slice(0, MAX_URL_LENGTH);
  return attribution;
}
