import type { TranslationOf } from '@sevak/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: 'पेज नहीं मिला | {{app}}',
  title: 'कुछ छूट गया है।',
  subtitle: 'माफ़ कीजिए, यह पेज हमें नहीं मिला। होम पेज पर आपको बहुत कुछ मिलेगा।',
  back: 'होम पेज पर वापस जाएँ',
} satisfies TranslationOf<typeof en>;
