import type { TranslationOf } from '../i18n/catalogue';
import type { importMessagesEn } from './messages.en';

export const importMessagesHi = {
  noFile: 'CSV फ़ाइल को अनुरोध के डेटा के रूप में भेजें (Content-Type: text/csv)।',
  tooLarge: 'फ़ाइल बहुत बड़ी है: एक बार में ज़्यादा से ज़्यादा 20 MB इंपोर्ट करें।',
  dryRun: 'dryRun का मान true या false होना चाहिए',
  columns: 'columns एक JSON ऑब्जेक्ट होना चाहिए, जिसमें हर फ़ील्ड के लिए उसके कॉलम का हेडर लिखा हो',
  file: {
    notUtf8: 'फ़ाइल UTF-8 टेक्स्ट में नहीं है। Excel से इसे "CSV UTF-8 (Comma delimited)" में सेव करके फिर से कोशिश करें।',
    atLine: ' (फ़ाइल की लाइन {{line}})',
    quoteNotClosed:
      'फ़ाइल सही CSV नहीं है: पंक्ति {{row}} में एक कोट (") किसी सेल को खोलता है पर कहीं बंद नहीं होता, इसलिए बाकी पूरी फ़ाइल एक ही सेल बन जाएगी।',
    quoteInCell:
      'फ़ाइल सही CSV नहीं है: पंक्ति {{row}}{{where}} में किसी सेल के बीच में कोट (") है। ' +
      'जिस सेल में कोट हो, वह खुद कोट में होना चाहिए, और उसके अंदर हर कोट दो बार ("") लिखा जाए।',
    textAfterQuote:
      'फ़ाइल सही CSV नहीं है: पंक्ति {{row}}{{where}} में कोट वाले सेल का कोट बंद होने के बाद भी कुछ लिखा है। ' +
      'कोट वाले सेल के अंदर हर कोट दो बार ("") लिखा जाए।',
    notCsv: 'फ़ाइल सही CSV नहीं है{{where}}। Excel से इसे "CSV UTF-8 (Comma delimited)" में सेव करके फिर से कोशिश करें।',
    empty: 'फ़ाइल खाली है। इसकी पहली पंक्ति में कॉलमों के नाम होने चाहिए, जैसे नमूना फ़ाइल में हैं।',
    noRows: 'फ़ाइल में हेडर की पंक्ति तो है, पर इंपोर्ट करने के लिए कोई पंक्ति नहीं है।',
    tooManyRows: 'फ़ाइल में {{rows}} पंक्तियाँ हैं; एक बार में ज़्यादा से ज़्यादा {{maximum}} इंपोर्ट करें। इसे छोटी फ़ाइलों में बाँट लें।',
    noSuchColumn: 'फ़ाइल में {{field}} के लिए "{{column}}" नाम का कोई कॉलम नहीं है। इसके कॉलम ये हैं: {{columns}}।',
    twoFields: '{{first}} और {{second}}',
    looksLikeCustomers:
      'यह उत्पादों की नहीं, ग्राहकों की फ़ाइल लगती है: इसके कॉलम हैं {{columns}}। ' +
      'इसे ग्राहकों में इंपोर्ट करें, या {{fields}} के लिए इसके कॉलम चुनें।',
    looksLikeProducts:
      'यह ग्राहकों की नहीं, उत्पादों की फ़ाइल लगती है: इसके कॉलम हैं {{columns}}। ' +
      'इसे उत्पादों में इंपोर्ट करें, या {{fields}} के लिए इसके कॉलम चुनें।',
    missingColumns:
      'फ़ाइल में {{fields}} का कोई कॉलम नहीं है। इसके कॉलम ये हैं: {{columns}}। ' +
      'कॉलमों के नाम नमूना फ़ाइल की तरह रखें, या चुनें कि कौन-सा कॉलम किस फ़ील्ड का है।',
  },
  rows: {
    inColumn: '{{column}} कॉलम: {{problem}}',
    ragged:
      'इस पंक्ति में {{cells}} सेल हैं पर हेडर में {{columns}} कॉलम हैं: कहीं कॉमा छूट गया है या ज़्यादा है, या कॉमा वाला कोई सेल कोट में नहीं है।',
    dateFormat: 'तारीख dd-mm-yyyy, dd/mm/yyyy या yyyy-mm-dd में लिखें',
    scientificPhone:
      'Excel ने इस फ़ोन नंबर को संख्या (जैसे 9.82E+09) बना दिया और इसके अंक खो गए: कॉलम को Text फ़ॉर्मैट करें और नंबर फिर से लिखें',
    pinCode: '6 अंकों का पिन कोड लिखें',
    language: 'भाषा English या Hindi (या en, hi) लिखें',
    noPurchaseColumns: 'नया ग्राहक उसकी खरीद के साथ ही जुड़ता है, पर फ़ाइल में Product, Bill number या Purchase date का कोई कॉलम नहीं है',
    noSuchProduct: '"{{name}}" नाम का कोई उत्पाद नहीं है। पहले इसे उत्पादों में जोड़ें',
    productNameRepeated: '"{{name}}" नाम के {{count}} उत्पाद हैं; पहले किसी एक का नाम बदलें',
    billOnRow: 'बिल नंबर {{billNumber}} पंक्ति {{row}} में भी है',
    serialOnRow: 'सीरियल नंबर {{serialNumber}} पंक्ति {{row}} में भी है',
    phoneDiffers: 'फ़ोन {{phone}} पंक्ति {{row}} में भी है, पर वहाँ {{columns}} अलग है: एक ग्राहक की हर पंक्ति में उसकी जानकारी एक जैसी होनी चाहिए',
    productOnRow: 'उत्पाद "{{name}}" पंक्ति {{row}} में भी है',
    subCategoryWithoutCategory: 'उप-श्रेणी के लिए श्रेणी चुनें',
  },
  notes: {
    newCustomer: 'नया ग्राहक',
    changes: 'बदलेगा: {{columns}}',
    purchase: 'खरीद {{billNumber}} ({{product}})',
    newPurchase: 'नई खरीद {{billNumber}} ({{product}})',
    changesPurchase: 'खरीद {{billNumber}} में बदलेगा: {{columns}}',
    newProduct: 'नया उत्पाद',
    newCategory: 'नई श्रेणी {{name}}',
    newSubCategory: 'नई उप-श्रेणी {{name}}',
  },
  summary: {
    newCustomers: 'नए ग्राहक',
    customersChanged: 'बदले गए ग्राहक',
    newPurchases: 'नई खरीद',
    purchasesChanged: 'बदली गई खरीद',
    newProducts: 'नए उत्पाद',
    productsChanged: 'बदले गए उत्पाद',
    newCategories: 'नई श्रेणियाँ',
    newSubCategories: 'नई उप-श्रेणियाँ',
  },
  refused: {
    rowProblem: 'पंक्ति {{row}}: {{problem}}',
    oneRow: '{{rows}} में से {{count}} पंक्ति में गलती है, इसलिए कुछ भी इंपोर्ट नहीं हुआ। इसे ठीक करके फ़ाइल फिर से इंपोर्ट करें।',
    rows: '{{rows}} में से {{count}} पंक्तियों में गलतियाँ हैं, इसलिए कुछ भी इंपोर्ट नहीं हुआ। इन्हें ठीक करके फ़ाइल फिर से इंपोर्ट करें।',
  },
  rest: {
    checked: 'इंपोर्ट की जाँच हो गई; कुछ भी सेव नहीं हुआ',
    customers: 'ग्राहक इंपोर्ट हो गए',
    products: 'उत्पाद इंपोर्ट हो गए',
  },
} satisfies TranslationOf<typeof importMessagesEn>;
