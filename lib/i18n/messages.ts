import { createTranslator } from "next-intl";
import enCalculators from "@/messages/en/calculators.json";
import enContent from "@/messages/en/content.json";
import enDemo from "@/messages/en/demo.json";
import enHome from "@/messages/en/home.json";
import enKinds from "@/messages/en/kinds.json";
import enMeta from "@/messages/en/meta.json";
import enPrivacy from "@/messages/en/privacy.json";
import enSearch from "@/messages/en/search.json";
import enSite from "@/messages/en/site.json";
import hiCalculators from "@/messages/hi/calculators.json";
import hiContent from "@/messages/hi/content.json";
import hiDemo from "@/messages/hi/demo.json";
import hiHome from "@/messages/hi/home.json";
import hiKinds from "@/messages/hi/kinds.json";
import hiMeta from "@/messages/hi/meta.json";
import hiPrivacy from "@/messages/hi/privacy.json";
import hiSearch from "@/messages/hi/search.json";
import hiSite from "@/messages/hi/site.json";
import type { Locale } from "./locales";

/**
 * The interface's words: one folder per language under `messages/`, one file
 * per namespace (ICU message format, read with next-intl).
 */
const en = {
  site: enSite,
  meta: enMeta,
  content: enContent,
  kinds: enKinds,
  demo: enDemo,
  privacy: enPrivacy,
  home: enHome,
  search: enSearch,
  calculators: enCalculators,
};
export type Messages = typeof en;

/** Every language has every message: a missing Hindi key is a type error here, and a test checks no key is extra. */
const hi: Messages = {
  site: hiSite,
  meta: hiMeta,
  content: hiContent,
  kinds: hiKinds,
  demo: hiDemo,
  privacy: hiPrivacy,
  home: hiHome,
  search: hiSearch,
  calculators: hiCalculators,
};
export const MESSAGES: Record<Locale, Messages> = { en, hi };

export type Namespace = keyof Messages;

/** A translator for one namespace: `translator("hi", "site")("search")`. Pure: pages stay static. */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}
