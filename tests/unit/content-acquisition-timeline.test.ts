import { describe, expect, test } from "vitest";
import { getDoc } from "../../lib/content";

/**
 * The compulsory-acquisition guide's worked timeline, recomputed from its
 * hypothetical dates and the statutory periods of the RFCTLARR Act, 2013 as the
 * guide states them: s.15 (60 days), s.19 (12 months), s.21 (30 days to six
 * months), s.25 (12 months), s.38 (three, six and 18 months), s.64 (six weeks,
 * six months). Each row is checked both ways: the page prints the date, and the
 * date follows from the period the page's own table gives.
 */

const GUIDE = "compulsory-acquisition-under-the-2013-act";
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** Same day of the month, `months` later (every date used here exists in the target month). */
const addMonths = (date: Date, months: number) => day(date.getUTCFullYear(), date.getUTCMonth() + 1 + months, date.getUTCDate());
const show = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

function body(): string {
  const doc = getDoc(GUIDE);
  expect(doc, GUIDE).toBeDefined();
  return (doc?.body ?? "").replace(/\*\*|__/g, "");
}

/** The worked-example table row that starts with `event` gives `date`. */
function rowSays(text: string, event: string, date: string) {
  const row = text.split("\n").find((line) => line.startsWith(`| ${event}`));
  expect(row, `a row for "${event}"`).toBeDefined();
  expect(row, `"${event}" row`).toContain(date);
}

describe("compulsory acquisition guide: worked timeline", () => {
  const text = body();
  const notification = day(2027, 1, 15);
  const declaration = day(2027, 10, 1);
  const notice = day(2027, 10, 15);
  const award = day(2028, 8, 1);

  test("the timeline table states the periods the example uses", () => {
    expect(text).toContain("Within 60 days of the preliminary notification");
    expect(text).toContain("Within 12 months of the preliminary notification, or the notification falls");
    expect(text).toContain("Hearing not less than 30 days nor more than six months after the notice");
    expect(text).toContain("Within 12 months of the declaration, or the whole acquisition lapses");
    expect(text).toContain("Compensation within three months of the award; monetary R&R within six; works in 18");
    expect(text).toContain("Six weeks from the award (or six months), one more year for sufficient cause");
    expect(text).toContain("60 days from the Authority's award, a further 60 for sufficient cause");
  });

  test("the given dates are printed", () => {
    rowSays(text, "Preliminary notification (s.11)", show(notification));
    rowSays(text, "Declaration actually published", show(declaration));
    rowSays(text, "Notice to persons interested (s.21)", show(notice));
    rowSays(text, "Award actually made", show(award));
  });

  test("every computed date follows from its period", () => {
    rowSays(text, "Last day for objections (s.15)", show(addDays(notification, 60)));
    expect(show(addDays(notification, 60))).toBe("16 March 2027");
    rowSays(text, "Latest declaration without extension (s.19)", show(addMonths(notification, 12)));
    rowSays(text, "Hearing window under the notice", `${show(addDays(notice, 30))} to ${show(addMonths(notice, 6))}`);
    rowSays(text, "Latest award without extension (s.25)", show(addMonths(declaration, 12)));
    rowSays(text, "Reference, if present at the award (s.64)", show(addDays(award, 42)));
    rowSays(text, "Compensation to be paid or tendered (s.38)", show(addMonths(award, 3)));
    rowSays(text, "Monetary R&R to be paid (s.38)", show(addMonths(award, 6)));
    rowSays(text, "Outer limit for a reference if absent (s.64)", show(addMonths(award, 6)));
    rowSays(text, "Infrastructural R&R to be provided (s.38)", show(addMonths(award, 18)));
  });

  test("the example's actual steps fall inside their limits", () => {
    expect(declaration < addMonths(notification, 12)).toBe(true);
    expect(award < addMonths(declaration, 12)).toBe(true);
    expect(text).toContain(`not been published by ${show(addMonths(notification, 12))}`);
    expect(text).toContain(`not been made by ${show(addMonths(declaration, 12))}`);
  });
});
