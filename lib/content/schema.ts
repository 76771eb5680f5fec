import { z } from "zod";
import { absoluteUri } from "@/lib/validation/absolute-uri";

export const DOC_KINDS = ["glossary", "help", "guide", "blog"] as const;
export type DocKind = (typeof DOC_KINDS)[number];

/** Who a help article is written for; the help centre lists them in this order, buyers first. */
export const HELP_AUDIENCES = ["buyers", "teams", "developers"] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

/** Front matter every file under `content/` must carry; a file that fails this fails the build. */
export const FrontMatterSchema = z.strictObject({
  kind: z.enum(DOC_KINDS),
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id must be lower-case letters, digits and single hyphens"),
  title: z.string().min(3).max(120),
  summary: z.string().min(20).max(300),
  /** Questions the document answers, in the words people ask them; search matches them strongly. */
  questions: z.array(z.string().trim().min(10).max(200)).min(5, "list at least five questions the document answers").max(20),
  updated: z.iso.date(),
  published: z.iso.date().optional(),
  author: z.string().optional(),
  /** Date a specialist last checked the document's facts against its sources; shown on the page and in its Markdown. */
  reviewed: z.iso.date().optional(),
  tags: z
    .array(z.string().regex(/^[a-z0-9-]+$/))
    .min(1)
    .max(10),
  /** Who a help article is for (every help article names one; other kinds have none). */
  audience: z.enum(HELP_AUDIENCES).optional(),
  /** Alternative names people search for (e.g. "circle rate" for guideline value). */
  aliases: z.array(z.string()).optional(),
  related: z.array(z.string()).optional(),
  /**
   * What the facts rest on: the Act section, notification, official table or dated report, by deep link.
   * `checked` is the date the cited page was last read against the document (YYYY-MM-DD); without it,
   * the document's `reviewed` date stands for it. `url` must be an absolute RFC 3986 URI, the check
   * `get_doc`'s output schema (`format: uri`) meets in MCP clients: percent-encode `’`, spaces and the like.
   */
  sources: z.array(z.strictObject({ title: z.string(), url: absoluteUri(), checked: z.iso.date().optional() })).optional(),
});

export type FrontMatter = z.infer<typeof FrontMatterSchema>;

/** Languages a document is translated into; each lives under `content/<lang>/<kind folder>/<id>.md`. */
export const TRANSLATION_LANGS = ["hi"] as const;
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];

/**
 * Front matter of a translation. Only what is said in words is translated; the
 * English page's sources, tags, related pages and dates stay the one home of
 * those facts. `translatedFrom` is the English page's `updated` date the
 * translation was made from: a later English update marks it as behind.
 */
export const TranslationFrontMatterSchema = z.strictObject({
  lang: z.enum(TRANSLATION_LANGS),
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(3).max(120),
  summary: z.string().min(20).max(300),
  questions: z.array(z.string().trim().min(10).max(200)).min(5, "list at least five questions the document answers").max(20),
  aliases: z.array(z.string()).optional(),
  translated: z.iso.date(),
  translatedFrom: z.iso.date(),
});
