import type { TranslationOf } from '../i18n/catalogue';
import type { productSubCategoriesMessagesEn } from './messages.en';

export const productSubCategoriesMessagesHi = {
  validation: {
    nameRequired: 'उप-श्रेणी का नाम ज़रूरी है',
    categoryRequired: 'उत्पाद की श्रेणी चुनें',
  },
  errors: {
    notFound: 'उत्पाद की उप-श्रेणी नहीं मिली।',
    stillHasProducts: 'यह उप-श्रेणी अभी {{products}} में लगी है, इसलिए इसे हटाया नहीं जा सकता।',
    cannotMove: 'यह उप-श्रेणी अभी {{products}} में लगी है, इसलिए इसे दूसरी श्रेणी में नहीं ले जा सकते।',
  },
  rest: {
    list: 'उत्पाद उप-श्रेणियों की सूची मिल गई',
    get: 'उत्पाद उप-श्रेणी की जानकारी मिल गई',
    create: 'उत्पाद उप-श्रेणी जोड़ दी गई',
    update: 'उत्पाद उप-श्रेणी अपडेट हो गई',
    delete: 'उत्पाद उप-श्रेणी हटा दी गई',
  },
} satisfies TranslationOf<typeof productSubCategoriesMessagesEn>;
