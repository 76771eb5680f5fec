import type { QuestionQuery } from "./question-queries";

/**
 * Questions in Hindi for search_docs, in the words people type: Devanagari
 * with the spelling variants of everyday writing (ज़मीन and जमीन, नक़्शा and
 * नक्शा), Hindi mixed with English words (Hinglish), and the revenue terms of
 * the Hindi-speaking states. Each names the one document that should come
 * first; the site has no Hindi documents yet, so every answer is an English
 * document, reached through the Hindi names of its terms.
 *
 * Both sets were written on 28 November 2026, before any change to the
 * search code for Hindi and before either was measured.
 * `HINDI_TUNING_QUERIES` may be looked at and tuned on. `HINDI_QUERIES` is
 * kept apart: it is measured by `npm run search:quality`, never listed
 * query by query, and never used to choose a change. Never reorder, move or
 * relabel entries after seeing results; add new queries at the end.
 */
export const HINDI_QUERIES: readonly QuestionQuery[] = [
  { query: "ज़मीन की रजिस्ट्री में कितना खर्चा आता है", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "स्टाम्प ड्यूटी कितनी लगती है महाराष्ट्र में", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "महिला के नाम पर रजिस्ट्री कराने पर स्टाम्प शुल्क में कितनी छूट मिलती है", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "खसरा खतौनी ऑनलाइन कैसे देखें", expectedId: "khatauni" },
  { query: "दाखिल खारिज क्या होता है", expectedId: "mutation" },
  { query: "पिता की मृत्यु के बाद जमीन का नामांतरण कैसे करवाएं", expectedId: "mutation" },
  { query: "एक बीघा में कितने एकड़ होते हैं", expectedId: "bigha" },
  { query: "राजस्थान में बीघा कितने वर्ग फुट का होता है", expectedId: "bigha" },
  { query: "बिस्वा और बीघा में क्या अंतर है", expectedId: "biswa" },
  { query: "बिहार में एक कट्ठा कितना बड़ा होता है", expectedId: "katha" },
  { query: "एक गुंठा में कितने स्क्वायर फीट", expectedId: "guntha" },
  { query: "सर्किल रेट क्या है और कैसे पता करें", expectedId: "circle-rate" },
  { query: "जमाबंदी की नकल कैसे निकाले", expectedId: "jamabandi" },
  { query: "भार मुक्त प्रमाण पत्र कहाँ से मिलेगा", expectedId: "encumbrance-certificate" },
  { query: "ज़मीन पर बैंक का लोन तो नहीं है, कैसे चेक करें", expectedId: "encumbrance-certificate" },
  { query: "बैनामा और इकरारनामा में क्या फर्क है", expectedId: "agreement-to-sell" },
  { query: "विक्रय विलेख में क्या क्या लिखा होना चाहिए", expectedId: "sale-deed" },
  { query: "मुख्तारनामा देकर विदेश से ज़मीन कैसे खरीदें", expectedId: "power-of-attorney" },
  { query: "क्या एनआरआई भारत में खेती की ज़मीन खरीद सकता है", expectedId: "buying-land-checklist-for-nris" },
  { query: "किसान न होने पर कृषि भूमि खरीद सकते हैं क्या", expectedId: "who-can-buy-agricultural-land" },
  { query: "कंपनी के नाम पर खेती की जमीन कैसे खरीदें", expectedId: "who-can-buy-agricultural-land" },
  { query: "खेती की ज़मीन को गैर कृषि में कैसे बदलवाएं", expectedId: "agricultural-land-conversion" },
  { query: "भू उपयोग परिवर्तन की अनुमति कैसे मिलती है", expectedId: "agricultural-land-conversion" },
  { query: "सरकार ज़मीन ले ले तो कितना मुआवज़ा मिलेगा", expectedId: "compulsory-acquisition-under-the-2013-act" },
  { query: "भूमि अधिग्रहण का मुआवज़ा कैसे तय होता है", expectedId: "compulsory-acquisition-under-the-2013-act" },
  { query: "मुआवजे में सोलेशियम क्या होता है", expectedId: "solatium" },
  { query: "ज़मीन खरीदने से पहले कौन कौन से कागज़ चेक करें", expectedId: "due-diligence-checklist" },
  { query: "प्लॉट खरीदते समय धोखाधड़ी से कैसे बचें", expectedId: "due-diligence-checklist" },
  { query: "50 लाख से ऊपर की ज़मीन खरीदने पर टीडीएस कितना कटेगा", expectedId: "taxes-on-land-deals" },
  { query: "कृषि भूमि बेचने पर कैपिटल गेन टैक्स लगता है क्या", expectedId: "taxes-on-land-deals" },
  { query: "सोलर प्लांट के लिए ज़मीन लीज़ पर कैसे दें", expectedId: "land-for-solar-and-wind-projects" },
  { query: "पट्टा विलेख पर स्टाम्प शुल्क कितना लगता है", expectedId: "lease-deed" },
  { query: "दान पत्र पर कितनी स्टाम्प ड्यूटी लगती है", expectedId: "gift-deed" },
  { query: "रेरा में प्रोजेक्ट रजिस्टर्ड है या नहीं कैसे देखें", expectedId: "rera" },
  { query: "सात बारा उतारा क्या होता है", expectedId: "seven-twelve-extract" },
  { query: "कर्नाटक में खाता प्रमाणपत्र क्यों ज़रूरी है", expectedId: "khata" },
  { query: "तमिलनाडु में पट्टा चिट्टा क्या है", expectedId: "patta" },
  { query: "पुणे का रेडी रेकनर रेट", expectedId: "ready-reckoner-rate" },
  { query: "गुजरात में जंत्री दर कैसे देखें", expectedId: "jantri" },
  { query: "सर्वे नंबर से ज़मीन का नक्शा कैसे देखें", expectedId: "survey-number" },
  { query: "वक्फ की ज़मीन खरीदना सुरक्षित है क्या", expectedId: "due-diligence-checklist" },
  { query: "एक हेक्टेयर में कितने एकड़ होते हैं", expectedId: "hectare" },
  { query: "बेनामी संपत्ति क्या होती है", expectedId: "benami-transaction" },
  { query: "चकबंदी चल रहे गांव में ज़मीन खरीद सकते हैं", expectedId: "consolidation-of-holdings" },
  { query: "लाल डोरा आबादी की ज़मीन की रजिस्ट्री होती है क्या", expectedId: "abadi-land" },
  { query: "stamp duty कितनी है delhi में", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "bigha को acre में कैसे बदलें", expectedId: "bigha" },
  { query: "NRI के लिए power of attorney कैसे बनवाएं", expectedId: "power-of-attorney" },
  { query: "mutation के लिए कौन से documents चाहिए", expectedId: "mutation" },
  { query: "jameen ka registry kharcha up mein kitna hai", expectedId: "stamp-duty-and-registration-by-state" },
];

export const HINDI_TUNING_QUERIES: readonly QuestionQuery[] = [
  { query: "भूमि अधिग्रहण में सामाजिक प्रभाव आकलन क्या है", expectedId: "social-impact-assessment" },
  { query: "ज़मीन खरीदने की पूरी प्रक्रिया क्या है", expectedId: "land-acquisition-process" },
  { query: "गाइडलाइन वैल्यू और बाजार मूल्य में अंतर", expectedId: "guideline-value-vs-market-value" },
  { query: "एक कनाल में कितने मरला होते हैं", expectedId: "kanal" },
  { query: "मरला कितने वर्ग फुट का होता है", expectedId: "marla" },
  { query: "केरल में एक सेंट ज़मीन कितनी होती है", expectedId: "cent" },
  { query: "डिसमिल कितने वर्ग फुट का होता है", expectedId: "dismil" },
  { query: "स्टाम्प ड्यूटी क्या होती है", expectedId: "stamp-duty" },
  { query: "रजिस्ट्रेशन फीस कितनी होती है", expectedId: "registration-fee" },
  { query: "ई-स्टाम्प पेपर ऑनलाइन कैसे खरीदें", expectedId: "e-stamping" },
  { query: "उप पंजीयक कार्यालय में रजिस्ट्री के लिए क्या ले जाएं", expectedId: "sub-registrar-office" },
  { query: "टाइटल सर्च कितने साल का करवाना चाहिए", expectedId: "title-search" },
  { query: "मदर डीड क्या होती है", expectedId: "mother-deed" },
  { query: "नज़ूल की ज़मीन क्या होती है", expectedId: "nazul-land" },
  { query: "पड़ोसी के खेत से रास्ते का अधिकार", expectedId: "easement" },
  { query: "विरासत में मिली ज़मीन अपने नाम कैसे करें", expectedId: "inherited-land" },
  { query: "लैंड पूलिंग योजना क्या है", expectedId: "land-pooling" },
  { query: "बिल्डर के साथ डेवलपमेंट एग्रीमेंट में क्या ध्यान रखें", expectedId: "development-agreement" },
  { query: "भू-आधार यूएलपिन नंबर क्या है", expectedId: "ulpin" },
  { query: "अंकणम कितने वर्ग फुट का होता है", expectedId: "ankanam" },
  { query: "चेन्नई में एक ग्राउंड कितना बड़ा होता है", expectedId: "ground" },
  { query: "तुकडेबंदी कानून क्या है", expectedId: "fragmentation" },
  { query: "पंजीकरण शुल्क और स्टाम्प शुल्क में क्या अंतर है", expectedId: "registration-fee" },
  { query: "खतौनी में नाम गलत है तो कैसे ठीक कराएं", expectedId: "khatauni" },
];
