import type { TranslationOf } from '../i18n/catalogue';
import type { productsMessagesEn } from './messages.en';

export const productsMessagesHi = {
  validation: {
    nameRequired: 'उत्पाद का नाम ज़रूरी है',
    priceRequired: 'कीमत ज़रूरी है',
    quantityRequired: 'मात्रा ज़रूरी है',
    categoryInvalid: 'उत्पाद की सही श्रेणी चुनें',
    subCategoryInvalid: 'उत्पाद की सही उप-श्रेणी चुनें',
    hsnCode: 'HSN कोड 4, 6 या 8 अंकों का होता है',
    searchTooLong: 'खोज ज़्यादा से ज़्यादा {{maximum}} अक्षरों की हो सकती है',
  },
  errors: {
    notFound: 'उत्पाद नहीं मिला।',
    chooseCategory: 'उप-श्रेणी के लिए पहले श्रेणी चुनें।',
    subCategoryNotInCategory: 'यह उप-श्रेणी चुनी गई श्रेणी में नहीं है।',
    onInvoices: 'यह उत्पाद {{invoices}} में दर्ज है, इसलिए इसे हटाया नहीं जा सकता।',
  },
  counts: {
    product: '{{count}} उत्पाद',
    products: '{{count}} उत्पादों',
    customerInvoice: '{{count}} ग्राहक बिल',
    customerInvoices: '{{count}} ग्राहक बिलों',
  },
  rest: {
    list: 'उत्पादों की सूची मिल गई',
    get: 'उत्पाद की जानकारी मिल गई',
    summary: 'उत्पादों का सारांश मिल गया',
    create: 'उत्पाद जोड़ दिया गया',
    update: 'उत्पाद अपडेट हो गया',
    delete: 'उत्पाद हटा दिया गया',
  },
} satisfies TranslationOf<typeof productsMessagesEn>;
