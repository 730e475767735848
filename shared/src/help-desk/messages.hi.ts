import type { TranslationOf } from '../i18n/catalogue';
import type { helpDeskMessagesEn } from './messages.en';

export const helpDeskMessagesHi = {
  validation: {
    messageRequired: 'संदेश लिखना ज़रूरी है',
    messageTooShort: 'संदेश कम से कम 10 अक्षरों का होना चाहिए',
    messageTooLong: 'संदेश 1000 अक्षरों से छोटा होना चाहिए',
    replyRequired: 'जवाब लिखना ज़रूरी है',
    replyEmpty: 'जवाब खाली नहीं हो सकता',
    replyTooLong: 'जवाब 1000 अक्षरों से छोटा होना चाहिए',
    statusUnknown: 'स्थिति OPEN, WAITING_ON_BUSINESS या RESOLVED में से एक होनी चाहिए',
    invalidTicketId: 'टिकट की आईडी सही नहीं है',
  },
  errors: {
    ticketNotFound: 'हेल्प डेस्क का टिकट नहीं मिला।',
  },
  rest: {
    created: 'आपका सवाल भेज दिया गया',
    ownList: 'हेल्प डेस्क के सवाल मिल गए',
    replied: 'जवाब भेज दिया गया',
    read: 'जवाब पढ़े हुए मान लिए गए',
    unread: 'हेल्प डेस्क के बिना पढ़े जवाब गिन लिए गए',
    list: 'हेल्प डेस्क के टिकट मिल गए',
    statusUpdated: 'टिकट की स्थिति बदल दी गई',
  },
  labels: {
    status: {
      OPEN: 'खुला',
      WAITING_ON_BUSINESS: 'दुकान के जवाब का इंतज़ार',
      RESOLVED: 'सुलझ गया',
    },
    ownStatus: {
      OPEN: 'खुला',
      WAITING_ON_BUSINESS: 'आपके जवाब का इंतज़ार',
      RESOLVED: 'सुलझ गया',
    },
  },
} satisfies TranslationOf<typeof helpDeskMessagesEn>;
