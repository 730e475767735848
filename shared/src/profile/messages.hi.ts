import type { TranslationOf } from '../i18n/catalogue';
import type { profileMessagesEn } from './messages.en';

export const profileMessagesHi = {
  errors: {
    ownerPhone: 'साइन इन का फ़ोन नंबर प्लेटफ़ॉर्म ऑपरेटर ही बदलते हैं। हेल्प डेस्क से कहें।',
    notFound: 'प्रोफ़ाइल नहीं मिली।',
  },
  rest: {
    get: 'प्रोफ़ाइल मिल गई',
    updated: 'प्रोफ़ाइल अपडेट हो गई',
  },
} satisfies TranslationOf<typeof profileMessagesEn>;
