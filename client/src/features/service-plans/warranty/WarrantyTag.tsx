import type { WarrantyCard, WarrantyState } from '@sevak/shared';
import { Tag } from 'antd';

const WARRANTY_COLORS: Record<WarrantyState, string> = { in_warranty: 'green', expiring: 'gold', expired: 'red' };

/** A warranty's state, in words on its tag (never its colour alone): "In warranty", "Expires in 12 days", "Expired". */
export function WarrantyTag({ warranty }: { warranty: WarrantyCard['warranty'] }) {
  return <Tag color={WARRANTY_COLORS[warranty.state]}>{warranty.label}</Tag>;
}
