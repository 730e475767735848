import type { TranslationOf } from '../i18n/catalogue';
import type { customersMessagesEn } from './messages.en';

export const customersMessagesHi = {
  fields: {
    product: 'उत्पाद',
  },
  validation: {
    nameRequired: 'ग्राहक का नाम ज़रूरी है',
    productRequired: 'उत्पाद चुनें',
    billNumberRequired: 'बिल नंबर ज़रूरी है',
    billNumberTooLong: 'बिल नंबर ज़्यादा से ज़्यादा {{maximum}} अक्षरों का हो सकता है',
    priceRequired: 'कीमत ज़रूरी है',
    warrantyEndInvalid: 'वारंटी खत्म होने की सही तारीख लिखें',
    warrantyEndBeforeStart: 'वारंटी खत्म होने की तारीख, शुरू होने की तारीख से पहले नहीं हो सकती',
    warrantyTooLong: 'वारंटी शुरू होने के 10 साल के अंदर ही खत्म होनी चाहिए',
    invalidEnquiryId: 'पूछताछ की आईडी सही नहीं है',
    invalidPurchaseId: 'खरीद की आईडी सही नहीं है',
    invalidCustomerId: 'ग्राहक की आईडी सही नहीं है',
    searchTooLong: 'खोज ज़्यादा से ज़्यादा {{maximum}} अक्षरों की हो सकती है',
    languageInvalid: 'भाषा en (अंग्रेज़ी) या hi (हिन्दी) होनी चाहिए',
  },
  errors: {
    businessNotFound: 'दुकान नहीं मिली।',
    purchaseNotFound: 'खरीद नहीं मिली।',
    purchaseHasVisit: 'इस खरीद पर अभी {{count}} सर्विस विज़िट दर्ज है।',
    purchaseHasVisits: 'इस खरीद पर अभी {{count}} सर्विस विज़िट दर्ज हैं।',
    purchaseBilled: 'इस खरीद का बिल {{invoiceNumber}} बना हुआ है। पहले वह बिल रद्द करें।',
    onlyPurchase: 'यह इस ग्राहक की अकेली खरीद है। इसकी जगह ग्राहक को ही हटा दें।',
    customerHasVisit: 'इस ग्राहक की अभी {{count}} सर्विस विज़िट दर्ज है।',
    customerHasVisits: 'इस ग्राहक की अभी {{count}} सर्विस विज़िट दर्ज हैं।',
    customerHasInvoice: 'इस ग्राहक का {{count}} बिल है: बिल हिसाब-किताब के लिए रखे जाते हैं।',
    customerHasInvoices: 'इस ग्राहक के {{count}} बिल हैं: बिल हिसाब-किताब के लिए रखे जाते हैं।',
  },
  rest: {
    list: 'ग्राहकों की सूची मिल गई',
    get: 'ग्राहक की जानकारी मिल गई',
    create: 'ग्राहक जोड़ दिया गया',
    update: 'ग्राहक की जानकारी बदल दी गई',
    delete: 'ग्राहक हटा दिया गया',
    setSignIn: 'ग्राहक का साइन इन पासवर्ड सेट हो गया',
    addProduct: 'खरीद जोड़ दी गई',
    updateProduct: 'खरीद बदल दी गई',
    removeProduct: 'खरीद हटा दी गई',
    invoice: 'बिल मिल गया',
  },
} satisfies TranslationOf<typeof customersMessagesEn>;
