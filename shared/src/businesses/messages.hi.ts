import type { TranslationOf } from '../i18n/catalogue';
import type { businessesMessagesEn } from './messages.en';

export const businessesMessagesHi = {
  validation: {
    logoTooLarge: 'लोगो ज़्यादा से ज़्यादा 1 MB की तस्वीर होनी चाहिए',
    logoKind: 'लोगो PNG, JPEG, WebP, GIF या SVG तस्वीर होनी चाहिए',
    expiryBeforeStart: 'समाप्ति तारीख शुरू होने की तारीख के दिन या उसके बाद की होनी चाहिए',
    emailInvalid: 'सही ईमेल लिखें',
    nameTooShort: 'बिज़नेस का नाम कम से कम 3 अक्षरों का होना चाहिए',
    nameTooLong: 'बिज़नेस का नाम ज़्यादा से ज़्यादा {{maximum}} अक्षरों का हो सकता है',
    passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    startDateInvalid: 'शुरू होने की सही तारीख लिखें',
    expiryDateInvalid: 'समाप्ति की सही तारीख लिखें',
  },
  errors: {
    notFound: 'बिज़नेस नहीं मिला।',
    hasRecords: 'इस बिज़नेस में {{records}} दर्ज हैं। इसका उपयोग बंद करने के लिए इसकी समाप्ति तारीख बदलें।',
  },
  records: {
    customers: { one: '1 ग्राहक', many: '{{count}} ग्राहक' },
    visits: { one: '1 विज़िट', many: '{{count}} विज़िट' },
    employees: { one: '1 कर्मचारी', many: '{{count}} कर्मचारी' },
    products: { one: '1 प्रोडक्ट', many: '{{count}} प्रोडक्ट' },
    categories: { one: '1 कैटेगरी', many: '{{count}} कैटेगरी' },
    enquiries: { one: '1 पूछताछ', many: '{{count}} पूछताछ' },
    tickets: { one: '1 हेल्प डेस्क सवाल', many: '{{count}} हेल्प डेस्क सवाल' },
    subscriptions: { one: '1 सदस्यता भुगतान', many: '{{count}} सदस्यता भुगतान' },
  },
  list: {
    of2: '{{a}} और {{b}}',
    of3: '{{a}}, {{b}} और {{c}}',
    of4: '{{a}}, {{b}}, {{c}} और {{d}}',
    of5: '{{a}}, {{b}}, {{c}}, {{d}} और {{e}}',
    of6: '{{a}}, {{b}}, {{c}}, {{d}}, {{e}} और {{f}}',
    of7: '{{a}}, {{b}}, {{c}}, {{d}}, {{e}}, {{f}} और {{g}}',
    of8: '{{a}}, {{b}}, {{c}}, {{d}}, {{e}}, {{f}}, {{g}} और {{h}}',
  },
  rest: {
    list: 'एडमिन की सूची मिल गई',
    get: 'एडमिन की जानकारी मिल गई',
    created: 'एडमिन बना दिया गया',
    updated: 'एडमिन की जानकारी बदल दी गई',
    deleted: 'एडमिन हटा दिया गया',
    home: 'होम की जानकारी मिल गई',
  },
} satisfies TranslationOf<typeof businessesMessagesEn>;
