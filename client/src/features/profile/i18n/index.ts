import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the profile screens' words, for `useTranslation`; its English registers as this loads. */
export const PROFILE = registerCatalogue('profile', en);
