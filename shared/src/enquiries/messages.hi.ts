import type { TranslationOf } from '../i18n/catalogue';
import type { enquiriesMessagesEn } from './messages.en';

export const enquiriesMessagesHi = {
  validation: {
    nameRequired: 'नाम ज़रूरी है',
    phoneTooShort: 'फ़ोन नंबर कम से कम 10 अंकों का होना चाहिए',
    phoneInvalid: 'फ़ोन नंबर 10 से 15 अंकों का हो, चाहें तो शुरू में + लगा सकते हैं',
    invalidProductId: 'उत्पाद की आईडी सही नहीं है',
    statusInvalid: 'स्थिति new, contacted, converted या lost में से एक होनी चाहिए',
    followUpFilterInvalid: 'फ़ॉलो-अप का फ़िल्टर सिर्फ़ due हो सकता है',
  },
  errors: {
    notFound: 'पूछताछ नहीं मिली।',
    alreadyConverted: 'यह पूछताछ पहले ही ग्राहक में बदली जा चुकी है।',
  },
  labels: {
    status: {
      new: 'नई',
      contacted: 'बात हुई',
      converted: 'ग्राहक बना',
      lost: 'बात नहीं बनी',
    },
  },
  rest: {
    list: 'पूछताछ की सूची मिल गई',
    get: 'पूछताछ मिल गई',
    create: 'पूछताछ जोड़ दी गई',
    update: 'पूछताछ बदल दी गई',
    delete: 'पूछताछ हटा दी गई',
  },
} satisfies TranslationOf<typeof enquiriesMessagesEn>;
