import type { TranslationOf } from '../i18n/catalogue';
import type { csvMessagesEn } from './messages.en';

export const csvMessagesHi = {
  columns: {
    customers: {
      name: 'ग्राहक का नाम',
      phone: 'फ़ोन',
      email: 'ईमेल',
      address: 'पता',
      pinCode: 'पिन कोड',
      gstin: 'GSTIN नंबर',
      stateCode: 'राज्य कोड',
      language: 'भाषा',
      product: 'उत्पाद',
      serialNumber: 'सीरियल नंबर',
      billNumber: 'बिल नंबर',
      purchaseDate: 'खरीद की तारीख',
      price: 'कीमत',
      warrantyStart: 'वारंटी शुरू',
      warrantyEnd: 'वारंटी खत्म',
    },
    products: {
      name: 'उत्पाद का नाम',
      category: 'श्रेणी',
      subCategory: 'उप-श्रेणी',
      price: 'कीमत',
      quantity: 'मात्रा',
      hsnCode: 'HSN कोड',
      gstRate: 'GST दर',
    },
  },
  validation: {
    fromDateInvalid: 'शुरू की सही तारीख लिखें',
    toDateInvalid: 'आखिरी सही तारीख लिखें',
    modeInvalid: 'भुगतान का तरीका CASH, UPI, CARD, BANK_TRANSFER या CHEQUE होना चाहिए',
    rangeBackwards: 'शुरू की तारीख, आखिरी तारीख के बाद की नहीं हो सकती',
  },
  rest: {
    customers: 'ग्राहक और उनकी खरीद CSV में (text/csv)',
    products: 'उत्पाद CSV में (text/csv)',
    employees: 'कर्मचारी CSV में (text/csv)',
    visits: 'सर्विस विज़िट CSV में (text/csv)',
    enquiries: 'पूछताछ CSV में (text/csv)',
    serviceReport: 'सर्विस रिपोर्ट CSV में (text/csv)',
    productReport: 'उत्पाद रिपोर्ट CSV में (text/csv)',
    invoices: 'बिल और क्रेडिट नोट CSV में (text/csv)',
    payments: 'मिले हुए भुगतान CSV में (text/csv)',
  },
} satisfies TranslationOf<typeof csvMessagesEn>;
