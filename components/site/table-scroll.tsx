import type { ReactNode } from "react";

/**
 * A wide table's own sideways-scrolling box, so a phone scrolls the table and
 * never the page. It is a named region that takes focus, so a keyboard can
 * scroll it too (WCAG 2.1.1); the name says which table it is. Keep the name
 * clear of the words of the page's field labels ("State", "Region", "To"):
 * a label lookup by text would find the table too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div is the scrolling box; a <section> would add a landmark per table
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
