import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the support access screens' words, for `useTranslation`; its English registers as this loads. */
export const SUPPORT_ACCESS = registerCatalogue('support-access', en);
