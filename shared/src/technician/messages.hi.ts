import type { TranslationOf } from '../i18n/catalogue';
import type { technicianMessagesEn } from './messages.en';

export const technicianMessagesHi = {
  labels: {
    range: {
      overdue: 'समय निकल गया',
      today: 'आज',
      upcoming: 'अगले 7 दिन',
    },
  },
  fields: {
    amountCollected: 'ली गई राशि',
  },
  validation: {
    range: 'दायरा today, upcoming या overdue होना चाहिए',
    pageSize: 'पेज का आकार 1 से 100 तक की पूरी संख्या होना चाहिए',
    amountCollectedRequired: 'ली गई राशि लिखना ज़रूरी है',
    amountCollectedPositive: 'ली गई राशि शून्य से ज़्यादा होनी चाहिए',
    mode: 'भुगतान का तरीका CASH या UPI होना चाहिए',
    nextVisitDateInvalid: 'अगली विज़िट की सही तारीख लिखें',
    nextVisitTooFar: 'अगली विज़िट दो साल के अंदर की होनी चाहिए',
  },
  errors: {
    cancelled: 'दुकान ने यह विज़िट रद्द कर दी थी। कुछ नहीं बदला गया।',
    nextVisitTooEarly: 'अगली विज़िट इस विज़िट के दिन के बाद की होनी चाहिए।',
  },
  complete: {
    done: 'विज़िट पूरी दर्ज हो गई',
    alreadyDone: 'यह विज़िट पहले ही पूरी दर्ज हो चुकी थी। कुछ नहीं बदला गया।',
  },
  rest: {
    list: 'विज़िट की सूची मिल गई',
    get: 'विज़िट की जानकारी मिल गई',
  },
} satisfies TranslationOf<typeof technicianMessagesEn>;
