import type { TranslationOf } from '../i18n/catalogue';
import type { productCategoriesMessagesEn } from './messages.en';

export const productCategoriesMessagesHi = {
  validation: {
    nameRequired: 'श्रेणी का नाम ज़रूरी है',
  },
  errors: {
    notFound: 'उत्पाद की श्रेणी नहीं मिली।',
    stillHas: 'यह श्रेणी अभी {{what}} में लगी है, इसलिए इसे हटाया नहीं जा सकता।',
    stillHasBoth: 'यह श्रेणी अभी {{products}} और {{subCategories}} में लगी है, इसलिए इसे हटाया नहीं जा सकता।',
  },
  counts: {
    subCategory: '{{count}} उप-श्रेणी',
    subCategories: '{{count}} उप-श्रेणियों',
  },
  rest: {
    list: 'उत्पाद श्रेणियों की सूची मिल गई',
    get: 'उत्पाद श्रेणी की जानकारी मिल गई',
    create: 'उत्पाद श्रेणी जोड़ दी गई',
    update: 'उत्पाद श्रेणी अपडेट हो गई',
    delete: 'उत्पाद श्रेणी हटा दी गई',
  },
} satisfies TranslationOf<typeof productCategoriesMessagesEn>;
