import { stemmer as hindiStem } from "@orama/stemmers/indian";

/**
 * One tokenizer and term processor for indexing and for queries, so both
 * sides agree: lower case, accents folded, "7/12" kept whole, plurals folded
 * ("acres" → "acre", "duties" → "duty"), Hindi words in Devanagari folded
 * and stemmed, stop words dropped.
 */

const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does for from had has have how i if in into is it its me my of on or " +
    "our should so than that the their them then there these they this those to was we were what when where which who " +
    "why will with would you your vs about much many tell explain am any just actually please really also"
  ).split(" "),
);

/**
 * Hindi function words as people type them in Latin script ("zameen ka naksha
 * kaise nikale", "1 katha kitna sqft hota hai", "check kar sakte hai"): they
 * carry no topic, none of them is a word of the corpus, and "ka", "hai" or
 * "kar" would otherwise prefix-match real terms ("karnataka"), or "baad"
 * pass as a typo of one. "lena" and "dena" (take, give) are left in: "plot
 * lena" is buying a plot.
 */
const HINGLISH_STOP_WORDS = new Set(
  (
    "ka ki ke ko se me mein par pe hai hain ho hota hoti hote hoga hogi tha thi kya kaise kaisa kitna kitne kitni kab kahan kaun " +
    "kyun kyon liye lagta lagti lagte lagega lagegi milta milti milega karna karen kare karte aur ya bhi wala wali wale apna apni " +
    "mera meri mere hum humko mujhe nahi nahin " +
    "chahiye chahie sakte sakta sakti sakenge kar karne karein karu karun karwana karwaye karaye karana hua hui hue tak baad pehle pahle saath sath bina agar toh abhi kuch sab kaunsa konsa kon jo woh vo wo yeh ye uska uski uske iska iski iske unka unki unke aap aapka apne padta padti padega padegi raha rahi rahe gaya gayi gaye diya liya batao bataye bataiye kabhi kyunki lekin magar phir yahan wahan"
  ).split(" "),
);

/**
 * Area units written as two words become the one word people also write, so
 * "sq ft", "sq. ft", "sq-ft", "square feet" and "sqft" are the same term, and a common
 * unit counts once in a query, not twice.
 */
const UNIT_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:sq\.?[\s-]*(?:ft|feet|foot)|square[\s-]+(?:ft|feet|foot))\b\.?/g, "sqft"],
  [/\b(?:sq\.?[\s-]*(?:m|mtrs?|metres?|meters?)|square[\s-]+(?:metres?|meters?))\b\.?/g, "sqm"],
  [/\b(?:sq\.?[\s-]*(?:yds?|yards?)|square[\s-]+yards?)\b\.?/g, "sqyd"],
];

/**
 * Hindi "na" (not) before a verb, as typed in lower case ("dhokha na ho",
 * "registry na kare"): it carries no topic, and read as the abbreviation NA
 * (non-agricultural) it pulls the query to land conversion. Written in
 * capitals ("plot NA ho gaya") it is the abbreviation and stays.
 */
const HINDI_NOT =
  /\bna(?=\s+(?:ho|hoga|hogi|hoge|hone|hua|hui|jaye|jaaye|jaega|jayega|kare|karen|karein|karo|karna|mile|mila|mili|milega|de|den|dena|do|lage|lagega|rahe)\b)/g;

/**
 * Devanagari spellings that people write either way, folded to one: the
 * nukta dropped (ज़मीन and जमीन, नक़्शा and नक्शा; NFKD has already split a
 * precomposed ज़ into ज and the nukta), chandrabindu written as anusvara
 * (हाँ and हां), a nasal consonant with virama before another consonant
 * written as anusvara (स्टाम्प and स्टांप, हिन्दी and हिंदी), and the
 * invisible joiners dropped.
 */
function foldDevanagari(text: string): string {
  return text
    .replace(/[\u093c\u200c\u200d]/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g, "\u0902");
}

/**
 * Splits text into raw words; a fraction such as "7/12" stays one word.
 * Vowel signs and the virama are marks (`\p{M}`), so they stay inside their
 * word: "भूमि" is one word, not "भ" and "म".
 */
export function tokenize(text: string): string[] {
  let normalised = foldDevanagari(
    text
      .replace(HINDI_NOT, " ")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // "e-stamp", "e-khata": one word, as people also write it ("estamp").
      .replace(/\be-(?=\p{L})/gu, "e"),
  );
  for (const [pattern, unit] of UNIT_SPELLINGS) normalised = normalised.replace(pattern, unit);
  return normalised.match(/\d+\/\d+|[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** Whether a word is written in Devanagari. */
export const isDevanagari = (word: string): boolean => /[\u0900-\u097f]/.test(word);

/**
 * Hindi function words in Devanagari ("ज़मीन की रजिस्ट्री में कितना खर्चा
 * आता है"): postpositions, pronouns, question words and the auxiliary verbs
 * of a question, as they stand after folding (see `foldDevanagari`). Like
 * their Latin-script counterparts above, they carry no topic.
 */
const HINDI_STOP_WORDS = new Set(
  foldDevanagari(
    (
      "का की के को से में पर है हैं हो होता होती होते होगा होगी होगे था थी थे क्या कैसे कैसा कैसी कितना कितने कितनी कब कहाँ कहां कौन कौनसा कौनसी " +
      "क्यों लिए लगता लगती लगते लगेगा लगेगी मिलता मिलती मिलते मिलेगा मिलेगी करना करें करे करते करती कर करने करवाएं करवाएँ कराएं कराएँ करवाना करवाये " +
      "और या भी वाला वाली वाले अपना अपनी अपने मेरा मेरी मेरे हम मुझे मैं आप आपका नहीं न चाहिए सकते सकता सकती सकें हुआ हुई हुए तक बाद पहले " +
      "साथ बिना अगर तो अभी कुछ सब जो वह वो यह ये उस उसका उसकी उसके इस इसका इसकी इसके उनका उनकी उनके पड़ता पड़ती पड़ेगा रहा रही रहे गया गई गए " +
      "दिया दी लिया ली बताएं बताइए बताओ एक ले लें दें दे देना लेना होना आता आती आते जाता जाती जाते जाए कहते कहा कोई किस किसी किन जब तब यदि"
    ).replace(/\u093c/g, ""),
  ).split(" "),
);

/** Folds an English plural to its singular; crude, but the same on both sides of the index. */
function singular(term: string): string {
  if (term.length > 4 && term.endsWith("ies")) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith("s") && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * Normalises one word; `null` drops it (stop words). A Devanagari word is
 * cut to its stem by the Hindi stemmer, so "बीघा" and "बीघे", "खरीदने" and
 * "खरीदें" are one term.
 */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower) || HINGLISH_STOP_WORDS.has(lower) || HINDI_STOP_WORDS.has(lower)) return null;
  if (isDevanagari(lower)) return hindiStem(lower);
  return /^\d/.test(lower) ? lower : singular(lower);
}

/** Text to the terms the index holds for it. */
export function terms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

/** Whether `phrase` occurs in `haystack` as consecutive terms. */
export function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let start = 0; start + phrase.length <= haystack.length; start += 1) {
    for (let i = 0; i < phrase.length; i += 1) {
      if (haystack[start + i] !== phrase[i]) continue outer;
    }
    return true;
  }
  return false;
}
