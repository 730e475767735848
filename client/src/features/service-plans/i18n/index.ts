import type { TFunction } from 'i18next';
import { registerCatalogue } from '../../../i18n/i18n';
import type { MESSAGES } from '../../../i18n/messages-catalogue';
import en from './en';

/** The namespace of the service plans screens' words, for `useTranslation`; its English registers as this loads. */
export const SERVICE_PLANS = registerCatalogue('service-plans', en);

/**
 * The words of a service plans screen: its own (`t('due.title')`) and the shared labels and
 * messages (`t(MSG.servicePlans.labels.dueKind.visit, { ns: MESSAGES })`), from
 * `useTranslation([SERVICE_PLANS, MESSAGES])`; handed to the helpers that build columns and texts.
 */
export type Words = TFunction<[typeof SERVICE_PLANS, typeof MESSAGES]>;
