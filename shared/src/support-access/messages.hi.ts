import type { TranslationOf } from '../i18n/catalogue';
import type { supportAccessMessagesEn } from './messages.en';

export const supportAccessMessagesHi = {
  validation: {
    reasonRequired: 'बताइए कि आपको यह दुकान क्यों देखनी है',
    reasonTooLong: 'कारण ज़्यादा से ज़्यादा {{maximum}} अक्षरों का हो सकता है',
    invalidBusinessId: 'दुकान की आईडी सही नहीं है',
  },
  errors: {
    readOnly: 'सपोर्ट एक्सेस में सिर्फ़ देखा जा सकता है: दुकान देखते समय कुछ भी बदला नहीं जा सकता।',
    ended: 'सपोर्ट एक्सेस खत्म हो गया (यह ज़्यादा से ज़्यादा 30 मिनट चलता है)। यह दुकान देखते रहने के लिए इसे फिर से शुरू करें।',
    ticketNotOfBusiness: 'हेल्प डेस्क का यह सवाल इस दुकान का नहीं है।',
    businessNotFound: 'दुकान नहीं मिली।',
  },
  rest: {
    started: 'सपोर्ट एक्सेस शुरू हो गया',
    ended: 'सपोर्ट एक्सेस खत्म हो गया',
    fetched: 'सपोर्ट एक्सेस की जानकारी मिल गई',
  },
} satisfies TranslationOf<typeof supportAccessMessagesEn>;
