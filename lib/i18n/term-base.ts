/**
 * The term base: the one Hindi name of each legal, revenue and area term the
 * site uses, with the spellings and everyday names people also write. Pages
 * in Hindi use `hi` (with the English term in brackets at first use); search
 * reads every name as the English term, so a Hindi question finds the
 * English page.
 *
 * `en` is the term as the English pages write it. `hi` is fixed: change it
 * here, never in a page. `also` lists other names in Devanagari (spelling
 * variants, transliterations of the English word, regional names); the
 * search tokenizer already folds the nukta and anusvara variants, so they
 * need not be listed twice.
 */
export interface Term {
  en: string;
  hi: string;
  also?: readonly string[];
}

export const TERM_BASE: readonly Term[] = [
  // Charges and valuation
  { en: "stamp duty", hi: "स्टाम्प शुल्क", also: ["स्टाम्प ड्यूटी", "मुद्रांक शुल्क", "स्टाम्प"] },
  { en: "registration fee", hi: "पंजीकरण शुल्क", also: ["रजिस्ट्रेशन फीस", "रजिस्ट्री शुल्क", "रजिस्ट्री फीस", "रजिस्ट्री खर्च"] },
  { en: "registration", hi: "पंजीकरण", also: ["रजिस्ट्री", "रजिस्ट्रेशन"] },
  { en: "circle rate", hi: "सर्किल रेट", also: ["सर्कल रेट", "सरकारी रेट", "सरकारी दर", "डीएलसी दर", "कलेक्टर दर"] },
  { en: "guideline value", hi: "मार्गदर्शी मूल्य", also: ["गाइडलाइन वैल्यू", "गाइडलाइन दर"] },
  { en: "market value", hi: "बाज़ार मूल्य", also: ["मार्केट वैल्यू", "बाज़ार भाव"] },
  { en: "ready reckoner", hi: "रेडी रेकनर", also: ["रेडी रेकनर रेट", "रेडी रेकनर दर"] },
  { en: "jantri", hi: "जंत्री", also: ["जंत्री दर"] },
  { en: "e-stamping", hi: "ई-स्टाम्पिंग", also: ["ई-स्टाम्प", "ई स्टाम्प पेपर"] },
  { en: "tds", hi: "स्रोत पर कर कटौती", also: ["टीडीएस"] },
  { en: "capital gains", hi: "पूंजीगत लाभ", also: ["कैपिटल गेन"] },
  // Records
  { en: "record of rights", hi: "अधिकार अभिलेख", also: ["भू-अभिलेख", "भूलेख", "भू अभिलेख", "राजस्व अभिलेख"] },
  { en: "khasra", hi: "खसरा", also: ["खसरा नंबर"] },
  { en: "khatauni", hi: "खतौनी", also: ["खतोनी"] },
  { en: "jamabandi", hi: "जमाबंदी", also: ["फर्द"] },
  { en: "mutation", hi: "दाखिल-खारिज", also: ["दाखिल खारिज", "नामांतरण", "इंतकाल", "फेरफार", "म्यूटेशन"] },
  { en: "survey number", hi: "सर्वे नंबर", also: ["सर्वेक्षण संख्या", "गाटा संख्या", "सर्वे नम्बर"] },
  { en: "seven twelve", hi: "सात-बारा उतारा", also: ["सात बारा", "सातबारा", "7/12 उतारा"] },
  { en: "rtc", hi: "आरटीसी", also: ["पहाणी"] },
  { en: "khata", hi: "खाता", also: ["खाता प्रमाणपत्र"] },
  { en: "patta", hi: "पट्टा", also: ["पट्टा चिट्टा"] },
  { en: "ulpin", hi: "यूएलपिन", also: ["भू-आधार", "भू आधार"] },
  { en: "encumbrance certificate", hi: "भार-मुक्त प्रमाणपत्र", also: ["भार मुक्त प्रमाण पत्र", "ऋणभार प्रमाणपत्र", "एनकम्ब्रेंस सर्टिफिकेट"] },
  // Deeds and instruments
  { en: "sale deed", hi: "विक्रय विलेख", also: ["बैनामा", "सेल डीड", "बिक्री विलेख", "विक्रय पत्र"] },
  { en: "agreement to sell", hi: "विक्रय अनुबंध", also: ["इकरारनामा", "बयाना", "एग्रीमेंट टू सेल", "विक्रय का करार"] },
  { en: "power of attorney", hi: "मुख्तारनामा", also: ["पावर ऑफ अटॉर्नी", "आम मुख्तारनामा", "मुख्तार नामा"] },
  { en: "gift deed", hi: "दान पत्र", also: ["दानपत्र", "गिफ्ट डीड", "हिबानामा"] },
  { en: "lease deed", hi: "पट्टा विलेख", also: ["लीज़ डीड", "पट्टानामा"] },
  { en: "mother deed", hi: "मूल विलेख", also: ["मदर डीड"] },
  { en: "development agreement", hi: "विकास समझौता", also: ["डेवलपमेंट एग्रीमेंट"] },
  // Offices, checks and process
  { en: "sub-registrar office", hi: "उप-पंजीयक कार्यालय", also: ["उप पंजीयक कार्यालय", "सब रजिस्ट्रार", "रजिस्ट्री दफ्तर", "रजिस्ट्री ऑफिस"] },
  { en: "title search", hi: "स्वामित्व जाँच", also: ["टाइटल सर्च", "टाइटल जांच"] },
  { en: "due diligence", hi: "सम्यक जाँच", also: ["ड्यू डिलिजेंस", "जांच पड़ताल", "कागज़ों की जांच"] },
  { en: "rera", hi: "रेरा", also: ["भू-संपदा नियामक प्राधिकरण"] },
  // Acquisition and land law
  { en: "land acquisition", hi: "भूमि अधिग्रहण", also: ["भू-अर्जन", "भू अर्जन", "जमीन अधिग्रहण", "अधिग्रहण"] },
  { en: "compensation", hi: "प्रतिकर", also: ["मुआवज़ा", "मुआवजे"] },
  { en: "solatium", hi: "सोलेशियम", also: ["सांत्वना राशि"] },
  { en: "social impact assessment", hi: "सामाजिक प्रभाव आकलन", also: ["सामाजिक प्रभाव मूल्यांकन"] },
  { en: "rehabilitation and resettlement", hi: "पुनर्वास और पुनर्व्यवस्थापन", also: ["पुनर्वासन और पुनर्व्यवस्थापन", "पुनर्वास", "पुनर्वासन"] },
  { en: "land conversion", hi: "भू-उपयोग परिवर्तन", also: ["भू उपयोग परिवर्तन", "लैंड यूज़ चेंज", "डायवर्जन", "सीएलयू"] },
  { en: "non-agricultural", hi: "गैर-कृषि", also: ["गैर कृषि", "एनए"] },
  { en: "agricultural land", hi: "कृषि भूमि", also: ["खेती की ज़मीन", "खेती की भूमि", "कृषि योग्य भूमि"] },
  { en: "agriculturist", hi: "कृषक", also: ["किसान"] },
  { en: "land ceiling", hi: "भूमि सीमा", also: ["सीलिंग", "हदबंदी"] },
  { en: "consolidation of holdings", hi: "चकबंदी", also: ["चक बंदी"] },
  { en: "fragmentation", hi: "तुकडेबंदी", also: ["तुकड़ाबंदी", "टुकड़ाबंदी", "तुकडे बंदी"] },
  { en: "abadi lal dora", hi: "आबादी", also: ["लाल डोरा", "आबादी भूमि"] },
  { en: "nazul land", hi: "नज़ूल भूमि", also: ["नज़ूल"] },
  { en: "benami", hi: "बेनामी", also: ["बेनामी संपत्ति"] },
  { en: "easement", hi: "सुखाचार", also: ["रास्ते का अधिकार", "रास्ता"] },
  { en: "inherited land", hi: "पैतृक भूमि", also: ["विरासत", "उत्तराधिकार", "पुश्तैनी ज़मीन"] },
  { en: "land pooling", hi: "लैंड पूलिंग", also: ["भूमि पूलिंग"] },
  { en: "waqf", hi: "वक्फ", also: ["वक्फ बोर्ड"] },
  { en: "tribal land", hi: "जनजातीय भूमि", also: ["आदिवासी ज़मीन", "आदिवासी भूमि"] },
  { en: "nri", hi: "अनिवासी भारतीय", also: ["एनआरआई"] },
  // Area units
  { en: "bigha", hi: "बीघा", also: ["बिघा"] },
  { en: "biswa", hi: "बिस्वा" },
  { en: "katha", hi: "कट्ठा", also: ["कठ्ठा"] },
  { en: "acre", hi: "एकड़" },
  { en: "hectare", hi: "हेक्टेयर" },
  { en: "are", hi: "आर" },
  { en: "guntha", hi: "गुंठा", also: ["गुंटा"] },
  { en: "cent", hi: "सेंट" },
  { en: "dismil", hi: "डिसमिल", also: ["डेसीमल"] },
  { en: "marla", hi: "मरला" },
  { en: "kanal", hi: "कनाल" },
  { en: "ground", hi: "ग्राउंड" },
  { en: "ankanam", hi: "अंकणम" },
  { en: "nali", hi: "नाली" },
  { en: "sqft", hi: "वर्ग फुट", also: ["स्क्वायर फीट", "वर्ग फीट", "स्क्वेयर फुट"] },
  { en: "sqm", hi: "वर्ग मीटर", also: ["स्क्वायर मीटर"] },
  { en: "sqyd", hi: "वर्ग गज", also: ["गज"] },
];
