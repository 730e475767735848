import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  notAvailable: 'उपलब्ध नहीं',
  range: {
    from: 'शुरू की तारीख',
    to: 'आखिरी तारीख',
  },
  columns: {
    customer: 'ग्राहक',
    phone: 'फ़ोन',
    address: 'पता',
  },
  service: {
    pageTitle: 'सर्विस रिपोर्ट',
    listTitle: 'सर्विस विज़िट',
    rows: 'विज़िट',
    empty: 'चुनी गई तारीखों में सर्विस की कोई जानकारी नहीं है',
    employee: 'कर्मचारी',
    payment: 'भुगतान',
    allPayments: 'सभी',
    paymentStatus: {
      PENDING: 'बाकी',
      PAID: 'भुगतान हो गया',
    },
    columns: {
      employee: 'कर्मचारी',
      service: 'सर्विस',
      charges: 'चार्ज',
      visitDate: 'विज़िट की तारीख',
      payment: 'भुगतान',
    },
    serviceVisit: 'सर्विस विज़िट',
    noDescription: 'कोई विवरण नहीं दिया गया',
    totals_one: '{{count}} विज़िट · कुल चार्ज {{charges}}',
    totals_other: '{{count}} विज़िट · कुल चार्ज {{charges}}',
  },
  product: {
    pageTitle: 'उत्पाद रिपोर्ट',
    listTitle: 'बिके हुए उत्पाद',
    rows: 'उत्पाद',
    empty: 'चुनी गई तारीखों में उत्पादों की कोई जानकारी नहीं है',
    columns: {
      billNumber: 'बिल नंबर',
      product: 'उत्पाद',
      price: 'कीमत',
      invoiceDate: 'बिल की तारीख',
      warrantyStart: 'वारंटी शुरू',
      warrantyEnd: 'वारंटी खत्म',
    },
    totals_one: '{{count}} उत्पाद बिका · कुल {{total}}',
    totals_other: '{{count}} उत्पाद बिके · कुल {{total}}',
  },
} satisfies TranslationOf<typeof en>;
