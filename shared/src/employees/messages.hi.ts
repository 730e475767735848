import type { TranslationOf } from '../i18n/catalogue';
import type { employeesMessagesEn } from './messages.en';

export const employeesMessagesHi = {
  member: {
    emailInvalid: 'सही ईमेल लिखें',
    passwordInvalid: 'सही पासवर्ड लिखें',
    passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    addressRequired: 'पता ज़रूरी है',
    addressTooLong: 'पता ज़्यादा से ज़्यादा {{maximum}} अक्षरों का हो सकता है',
  },
  validation: {
    nameRequired: 'कर्मचारी का नाम ज़रूरी है',
    searchTooLong: 'खोज ज़्यादा से ज़्यादा {{maximum}} अक्षरों की हो सकती है',
  },
  errors: {
    notFound: 'कर्मचारी नहीं मिला।',
    phoneTaken: 'इस फ़ोन नंबर का एक कर्मचारी पहले से मौजूद है।',
    stillHasOneVisit: 'इस कर्मचारी के नाम पर अभी 1 विज़िट दर्ज है।',
    stillHasVisits: 'इस कर्मचारी के नाम पर अभी {{count}} विज़िट दर्ज हैं।',
  },
  rest: {
    list: 'कर्मचारियों की सूची मिल गई',
    get: 'कर्मचारी की जानकारी मिल गई',
    create: 'कर्मचारी जोड़ दिया गया',
    update: 'कर्मचारी की जानकारी अपडेट हो गई',
    delete: 'कर्मचारी हटा दिया गया',
    visits: 'विज़िट का इतिहास मिल गया',
  },
} satisfies TranslationOf<typeof employeesMessagesEn>;
