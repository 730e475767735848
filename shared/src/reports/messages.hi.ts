import type { TranslationOf } from '../i18n/catalogue';
import type { reportsMessagesEn } from './messages.en';

export const reportsMessagesHi = {
  validation: {
    fromDateInvalid: 'शुरू की सही तारीख लिखें',
    toDateInvalid: 'आखिरी सही तारीख लिखें',
    rangeBackwards: 'शुरू की तारीख, आखिरी तारीख के बाद की नहीं हो सकती',
    employeeInvalid: 'कर्मचारी की आईडी सही नहीं है',
    paymentStatusInvalid: 'भुगतान की स्थिति PENDING या PAID होनी चाहिए',
  },
  rest: {
    service: 'सर्विस रिपोर्ट मिल गई',
    product: 'उत्पाद रिपोर्ट मिल गई',
  },
} satisfies TranslationOf<typeof reportsMessagesEn>;
