import type { TranslationOf } from '../i18n/catalogue';
import type { authMessagesEn } from './messages.en';

export const authMessagesHi = {
  signIn: {
    missingFields: 'कृपया फ़ोन नंबर और पासवर्ड लिखें',
    invalidCredentials: 'फ़ोन नंबर या पासवर्ड गलत है',
    tooManyAttempts: 'साइन इन की बहुत सारी कोशिशें गलत रहीं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  },
  access: {
    startsOn: 'आपका उपयोग {{date}} से शुरू होगा।',
    expiredOn: 'आपकी सदस्यता {{date}} को खत्म हो गई। रिन्यू कराने के लिए सहायता टीम से संपर्क करें।',
  },
  password: {
    currentRequired: 'अपना मौजूदा पासवर्ड लिखें',
    newTooShort: 'नया पासवर्ड कम से कम 10 अक्षरों का होना चाहिए',
    newTooLong: 'नया पासवर्ड ज़्यादा से ज़्यादा {{maximum}} अक्षरों का हो सकता है',
    mustDiffer: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
    currentWrong: 'मौजूदा पासवर्ड सही नहीं है।',
  },
  languageUnknown: 'अंग्रेज़ी या हिन्दी चुनें',
  rest: {
    login: 'साइन इन हो गया',
    logout: 'साइन आउट हो गया',
    me: 'मौजूदा उपयोगकर्ता',
    languageSaved: 'भाषा सहेज ली गई',
    passwordChanged: 'पासवर्ड बदल दिया गया',
  },
} satisfies TranslationOf<typeof authMessagesEn>;
