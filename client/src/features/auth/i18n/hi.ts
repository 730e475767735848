import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  signIn: {
    pageTitle: 'साइन इन | {{app}}',
    welcome: '{{app}} में आपका स्वागत है',
    subtitle: 'आगे बढ़ने के लिए अपने खाते में साइन इन करें',
    phoneLabel: 'फ़ोन नंबर',
    phonePlaceholder: 'अपना फ़ोन नंबर लिखें',
    passwordLabel: 'पासवर्ड',
    passwordPlaceholder: 'अपना पासवर्ड लिखें',
    submit: 'साइन इन करें',
    submitting: 'साइन इन हो रहा है...',
    failed: 'साइन इन नहीं हो सका',
    succeeded: 'साइन इन हो गया',
  },
  signUp: {
    pageTitle: 'साइन अप | {{app}}',
    heading: 'साइन अप',
    subtitle: 'अपना {{app}} खाता बनाएँ',
    nameLabel: 'नाम',
    namePlaceholder: 'अपना नाम लिखें',
    usernameLabel: 'यूज़रनेम',
    usernamePlaceholder: 'अपना यूज़रनेम लिखें',
    emailLabel: 'ईमेल',
    emailPlaceholder: 'अपना ईमेल लिखें',
    submit: 'साइन अप करें',
    haveAccount: 'क्या आपका खाता पहले से है?',
  },
  signOut: {
    failed: 'साइन आउट नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    unknown: 'साइन आउट करते समय कोई अनजान गड़बड़ी हुई।',
  },
} satisfies TranslationOf<typeof en>;
