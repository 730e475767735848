import type { TranslationOf } from '../i18n/catalogue';
import type { auditMessagesEn } from './messages.en';

export const auditMessagesHi = {
  validation: {
    entityUnknown: 'रिकॉर्ड का यह प्रकार पहचाना नहीं गया',
    invalidRecordId: 'रिकॉर्ड की आईडी सही नहीं है',
    invalidUserId: 'उपयोगकर्ता की आईडी सही नहीं है',
    invalidBusinessId: 'बिज़नेस की आईडी सही नहीं है',
    dateInvalid: 'तारीख सही होनी चाहिए (YYYY-MM-DD)',
    entityMissing: 'बताएँ कि यह आईडी किस तरह के रिकॉर्ड की है',
    fromAfterTo: '"से" की तारीख "तक" की तारीख के दिन या उससे पहले की होनी चाहिए',
  },
  rest: {
    list: 'बदलावों का रिकॉर्ड मिल गया',
    actors: 'बदलावों के रिकॉर्ड में शामिल लोगों की सूची मिल गई',
  },
} satisfies TranslationOf<typeof auditMessagesEn>;
