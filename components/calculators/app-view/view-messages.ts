/**
 * The words of the view's own frame (buttons, links, notices), one set per language. Numbers follow the
 * host's whole locale (en-US groups 1,000,000; en-IN 10,00,000); words follow its language, and English
 * stands in for any language without a set. The calculators' own words (fields, results, errors) come with the pages'
 * (`CalcWords`); these are the frame's.
 */
export interface ViewMessages {
  /** The `lang` of the frame's words. */
  lang: string;
  calculate: string;
  /** After an optional field's label, and an unchosen list. */
  optional: string;
  choose: string;
  calculating: string;
  openOnSite: string;
  requestDemo: string;
  downloadSheet: string;
  disclaimer: string;
  linkRefused(url: string): string;
  downloadRefused: string;
  hostCallFailed(reason: string): string;
  noResultText: string;
  notViewable: string;
  /** What the model is told after a recompute in the view, before the result's own text. */
  recomputed(title: string, inputs: string): string;
}

const en: ViewMessages = {
  lang: "en-IN",
  calculate: "Calculate",
  optional: "(optional)",
  choose: "Choose…",
  calculating: "Calculating…",
  openOnSite: "Open on the site",
  requestDemo: "Request a demo",
  downloadSheet: "Download the cost sheet (CSV)",
  disclaimer:
    "Results are estimates for planning. Confirm rates, guideline values and land records with the relevant state authority before you transact.",
  linkRefused: (url) => `The host did not open the link. The address is ${url}`,
  downloadRefused: "The host did not save the file.",
  hostCallFailed: (reason) => `The calculation could not be run through the host: ${reason}`,
  noResultText: "The calculator returned a result without any text to show.",
  notViewable: "The result is not in a form this view can show.",
  recomputed: (title, inputs) => `The user recalculated in the ${title} view with ${inputs}. The view now shows:`,
};

const hi: ViewMessages = {
  lang: "hi",
  calculate: "हिसाब लगाएँ",
  optional: "(वैकल्पिक)",
  choose: "चुनें…",
  calculating: "हिसाब लग रहा है…",
  openOnSite: "साइट पर खोलें",
  requestDemo: "डेमो का अनुरोध करें",
  downloadSheet: "लागत शीट डाउनलोड करें (CSV)",
  disclaimer: "नतीजे योजना के लिए अनुमान हैं। सौदा करने से पहले दरें, मार्गदर्शी मूल्य और भू-अभिलेख संबंधित राज्य विभाग से पक्का कर लें।",
  linkRefused: (url) => `होस्ट ने लिंक नहीं खोला। पता है ${url}`,
  downloadRefused: "होस्ट ने फ़ाइल सेव नहीं की।",
  hostCallFailed: (reason) => `होस्ट के ज़रिए हिसाब नहीं लग सका: ${reason}`,
  noResultText: "कैलकुलेटर ने दिखाने लायक कोई पाठ नहीं लौटाया।",
  notViewable: "नतीजा ऐसे रूप में नहीं है जिसे यह व्यू दिखा सके।",
  // Told to the model, not shown: in English, like the tools' own text.
  recomputed: en.recomputed,
};

const MESSAGES: Readonly<Record<string, ViewMessages>> = { en, hi };

/** The message set for a BCP 47 locale: its language's, else English. */
export function messagesFor(locale: string | undefined): ViewMessages {
  const language = (locale ?? "").toLowerCase().split("-")[0] ?? "";
  return MESSAGES[language] ?? en;
}
