import { pricePerPeriod, type Plan } from '@sevak/shared';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../lib/format';
import { SUBSCRIPTIONS } from './i18n';

/** A plan's length ("6 months") and a period's price ("₹6,000.00 for 6 months") in the reader's language. */
export function usePlanWords() {
  const { t } = useTranslation(SUBSCRIPTIONS);
  const length = (months: number) => t('planLength', { count: months });
  const periodPrice = (plan: Pick<Plan, 'pricePerYear' | 'months'>) =>
    t('pricePerLength', { price: formatRupees(pricePerPeriod(plan)), length: length(plan.months) });
  return { length, periodPrice };
}
