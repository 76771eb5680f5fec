import type { AreaUnitId, RegionId } from "@/lib/calculators";
import type { Locale } from "@/lib/i18n/locales";

type Args = Record<string, string | number>;

/**
 * A calculator's words in one language, read from `messages/<lang>/calculators.json`. The pages and
 * the MCP Apps views share the result components, and a view cannot carry a message-format library,
 * so the words shared with the views use a small subset of ICU: `{name}` arguments and
 * `{count, plural, one {…} other {…}}` with `#`. A test checks this reads every such message as
 * next-intl does. Pages' rich text (links, code) goes through next-intl.
 */
export interface CalcWords {
  locale: Locale;
  t(key: string, args?: Args): string;
  has(key: string): boolean;
  /** A unit's short form after a number: "sq ft", "acre"; "वर्ग फुट", "एकड़". */
  unit(id: AreaUnitId): string;
  region(id: RegionId): string;
  /** On a page in another language: the same result on the English page, where notes from research are in full. */
  englishHref?: string;
}

function lookup(messages: unknown, key: string): unknown {
  let node = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/** `{name}` and one-level plurals, as next-intl formats them for these messages. */
export function formatMessage(template: string, args: Args, locale: Locale): string {
  const numbers = new Intl.NumberFormat(locale === "hi" ? "hi-IN" : "en-IN", { numberingSystem: "latn" });
  return template
    .replace(PLURAL, (_, name: string, one: string, other: string) => {
      const n = Number(args[name]);
      return (new Intl.PluralRules(locale).select(n) === "one" ? one : other).replace(/#/g, numbers.format(n));
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

export function makeWords(locale: Locale, messages: unknown): CalcWords {
  const t = (key: string, args: Args = {}) => {
    const template = lookup(messages, key);
    if (typeof template !== "string") throw new Error(`No calculator message ${key} in ${locale}`);
    return formatMessage(template, args, locale);
  };
  return {
    locale,
    t,
    has: (key) => typeof lookup(messages, key) === "string",
    unit: (id) => t(`names.units.${id}`),
    region: (id) => t(`names.regions.${id}`),
  };
}

/** "₹1.29 crore" → "₹1.29 करोड़": the lakh and crore words of a formatted amount, in the language of `w`. */
export function moneyIn(text: string, w: CalcWords): string;
export function moneyIn(text: string | undefined, w: CalcWords): string | undefined;
export function moneyIn(text: string | undefined, w: CalcWords): string | undefined {
  if (text === undefined || w.locale === "en") return text;
  return text.replace(/([\s\u00a0])(lakh|crore)\b/g, (_, space: string, word: string) => `${space}${w.t(`money.${word}`)}`);
}
