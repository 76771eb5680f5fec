const FORMAT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-10-05" → "5 October 2026", the same on every server whatever its time zone. */
export function formatDate(isoDate: string): string {
  return FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}
