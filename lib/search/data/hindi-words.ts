/**
 * Everyday Hindi words in Devanagari, read as the English words the corpus
 * uses: "ज़मीन" as land, "खरीदना" as buy, "महाराष्ट्र" as maharashtra. With
 * the term base (`lib/i18n/term-base.ts`, the legal and revenue terms) this
 * is how a question asked in Hindi reads the English pages: the query is
 * read word by word into English, and that reading is searched beside the
 * words as typed, at the concept table's weight, and read by the concept
 * table itself ("लोन" → loan → encumbrance certificate).
 *
 * Phrases are matched after the tokenizer (nukta and anusvara folded, Hindi
 * stemmer, stop words dropped), so inflected forms need not be listed:
 * "खरीदें", "खरीदने" and "खरीदना" are one stem.
 */
export const HINDI_WORDS: ReadonlyArray<readonly [hindi: readonly string[], english: string]> = [
  // Land and property
  [["ज़मीन", "जमीन", "भूमि", "भू"], "land"],
  [["प्लॉट", "भूखंड", "भूखण्ड"], "plot"],
  [["संपत्ति", "प्रॉपर्टी", "जायदाद"], "property"],
  [["मकान", "घर"], "house"],
  [["गांव", "गाँव", "ग्राम"], "village"],
  [["शहर", "नगर"], "city"],
  [["नक्शा"], "map"],
  [["क्षेत्रफल"], "area"],
  // Buying and selling
  [["खरीदना", "खरीद", "खरीदें", "ख़रीद"], "buy"],
  [["बेचना", "बिक्री", "बेचें"], "sell"],
  [["खरीदार", "क्रेता"], "buyer"],
  [["विक्रेता"], "seller"],
  [["कीमत", "दाम", "मूल्य"], "price"],
  [["खर्च", "खर्चा", "लागत"], "cost"],
  [["शुल्क", "फीस"], "fee"],
  [["दर", "रेट"], "rate"],
  [["टैक्स"], "tax"],
  [["छूट", "रियायत"], "concession"],
  [["लोन", "कर्ज", "ऋण"], "loan"],
  [["बैंक"], "bank"],
  [["लाख"], "lakh"],
  [["करोड़"], "crore"],
  [["किराया"], "rent"],
  // Documents and checks
  [["कागज", "कागजात", "दस्तावेज", "डॉक्यूमेंट", "डॉक्युमेंट्स"], "documents"],
  [["प्रमाणपत्र", "प्रमाण पत्र", "सर्टिफिकेट"], "certificate"],
  [["नकल"], "copy"],
  [["ऑनलाइन"], "online"],
  [["जांच", "चेक"], "check"],
  [["धोखाधड़ी", "धोखा", "फ्रॉड"], "fraud"],
  [["सुरक्षित"], "safe"],
  [["नाम"], "name"],
  [["अंतर", "फर्क"], "difference"],
  [["प्रक्रिया"], "process"],
  [["अनुमति", "इजाजत", "परमिशन"], "permission"],
  [["नियम", "कानून"], "law"],
  [["रजिस्टर्ड", "पंजीकृत"], "registered"],
  [["प्रोजेक्ट", "परियोजना"], "project"],
  [["बिल्डर"], "builder"],
  // People and events
  [["महिला", "महिलाओं", "स्त्री", "पत्नी"], "women"],
  [["पिता", "माता"], "parent"],
  [["मृत्यु", "देहांत"], "death"],
  [["विदेश", "विदेशी"], "abroad"],
  [["कंपनी"], "company"],
  [["सरकार", "सरकारी"], "government"],
  [["खेती", "कृषि"], "agricultural"],
  [["सोलर", "सौर"], "solar"],
  [["प्लांट", "संयंत्र"], "plant"],
  [["लीज"], "lease"],
  [["बदलना", "बदलें", "बदलवाएं", "परिवर्तन"], "convert"],
  // Units of measure in words
  [["वर्ग"], "square"],
  [["फुट", "फीट"], "sqft"],
  // States and cities people name
  [["उत्तर प्रदेश", "यूपी"], "uttar pradesh"],
  [["मध्य प्रदेश", "एमपी"], "madhya pradesh"],
  [["महाराष्ट्र"], "maharashtra"],
  [["राजस्थान"], "rajasthan"],
  [["बिहार"], "bihar"],
  [["झारखंड"], "jharkhand"],
  [["हरियाणा"], "haryana"],
  [["पंजाब"], "punjab"],
  [["दिल्ली"], "delhi"],
  [["गुजरात"], "gujarat"],
  [["कर्नाटक"], "karnataka"],
  [["केरल"], "kerala"],
  [["तमिलनाडु", "तमिल नाडु"], "tamil nadu"],
  [["तेलंगाना"], "telangana"],
  [["आंध्र प्रदेश"], "andhra pradesh"],
  [["पश्चिम बंगाल", "बंगाल"], "west bengal"],
  [["ओडिशा", "उड़ीसा"], "odisha"],
  [["असम"], "assam"],
  [["उत्तराखंड"], "uttarakhand"],
  [["हिमाचल प्रदेश", "हिमाचल"], "himachal pradesh"],
  [["छत्तीसगढ़"], "chhattisgarh"],
  [["गोवा"], "goa"],
  [["पुणे"], "pune"],
  [["मुंबई"], "mumbai"],
  [["चेन्नई"], "chennai"],
  [["लखनऊ"], "lucknow"],
  [["जयपुर"], "jaipur"],
  [["पटना"], "patna"],
];
