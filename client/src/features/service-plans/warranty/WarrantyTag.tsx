import type { WarrantyCard } from '@sevak/shared/service-plans/service-plan.schemas';
import { warrantyLabelMessage, type WarrantyState } from '@sevak/shared/service-plans/warranty-label';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../../../i18n/messages-catalogue';

const WARRANTY_COLORS: Record<WarrantyState, string> = { in_warranty: 'green', expiring: 'gold', expired: 'red' };

/** A warranty's state, in words on its tag (never its colour alone): "In warranty", "Expires in 12 days", "Expired". */
export function WarrantyTag({ warranty }: { warranty: WarrantyCard['warranty'] }) {
  const { t } = useTranslation(MESSAGES);
  const { key, params } = warrantyLabelMessage(warranty);
  return <Tag color={WARRANTY_COLORS[warranty.state]}>{t(key, params)}</Tag>;
}
