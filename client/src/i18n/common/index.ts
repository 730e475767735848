import { registerCatalogue } from '../i18n';
import en from './en';

/** The namespace of the app frame's and shared kit's words; its English registers as this loads. */
export const COMMON = registerCatalogue('common', en);
