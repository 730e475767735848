import type { TranslationOf } from '../i18n/catalogue';
import type { subscriptionsMessagesEn } from './messages.en';

export const subscriptionsMessagesHi = {
  fields: {
    techniciansLimit: 'टेक्नीशियन की सीमा',
    customersLimit: 'ग्राहकों की सीमा',
    plan: 'प्लान',
  },
  validation: {
    planNameRequired: 'प्लान का नाम लिखना ज़रूरी है',
    pricePerYearRequired: 'सालाना कीमत लिखना ज़रूरी है',
    pricePerYearPositive: 'सालाना कीमत शून्य से ज़्यादा होनी चाहिए',
    techniciansLimitWhole: 'टेक्नीशियन की सीमा पूरी संख्या होनी चाहिए',
    techniciansLimitAtLeastOne: 'टेक्नीशियन की सीमा कम से कम 1 होनी चाहिए, या कोई सीमा न रखने के लिए खाली छोड़ें',
    customersLimitWhole: 'ग्राहकों की सीमा पूरी संख्या होनी चाहिए',
    customersLimitAtLeastOne: 'ग्राहकों की सीमा कम से कम 1 होनी चाहिए, या कोई सीमा न रखने के लिए खाली छोड़ें',
    monthsWhole: 'महीने पूरी संख्या में होने चाहिए',
    monthsRange: 'महीने 1 से 36 के बीच होने चाहिए',
    invalidPlanId: 'प्लान की आईडी सही नहीं है',
    activeBoolean: 'चालू की वैल्यू true या false होनी चाहिए',
    invalidBusinessId: 'बिज़नेस की आईडी सही नहीं है',
    planRequired: 'प्लान चुनें',
    amountRequired: 'रकम लिखना ज़रूरी है',
    amountPositive: 'रकम शून्य से ज़्यादा होनी चाहिए',
    modeUnknown: 'भुगतान का तरीका CASH, UPI, CARD, BANK_TRANSFER या CHEQUE होना चाहिए',
  },
  errors: {
    planNameTaken: 'इस नाम का प्लान पहले से मौजूद है।',
    planNotFound: 'प्लान नहीं मिला।',
    subscriptionNotFound: 'सदस्यता नहीं मिली।',
    paidAfterToday: 'भुगतान की तारीख आज ({{today}}) के बाद की नहीं हो सकती।',
    planOffSale: '{{plan}} प्लान अब बिक्री में नहीं है: कोई दूसरा प्लान चुनें।',
    planLimitReached: '{{plan}} प्लान में {{allowed}} तक की अनुमति है, और इस बिज़नेस में {{count}} हैं। बड़े प्लान के लिए Sevak सहायता टीम से बात करें।',
  },
  allowed: {
    technicians: { one: '1 टेक्नीशियन', many: '{{count}} टेक्नीशियन' },
    customers: { one: '1 ग्राहक', many: '{{count}} ग्राहकों' },
  },
  rest: {
    plans: 'प्लान की सूची मिल गई',
    planCreated: 'प्लान बना दिया गया',
    planUpdated: 'प्लान बदल दिया गया',
    renewed: 'बिज़नेस की सदस्यता रिन्यू हो गई',
    history: 'सदस्यताओं की सूची मिल गई',
    receiptPdf: 'सदस्यता की रसीद PDF के रूप में (application/pdf)',
    own: 'सदस्यता की जानकारी मिल गई',
  },
} satisfies TranslationOf<typeof subscriptionsMessagesEn>;
