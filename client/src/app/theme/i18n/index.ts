import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the theme switch's words; its English registers as this loads. */
export const THEME = registerCatalogue('theme', en);
