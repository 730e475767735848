import type { BusinessUsage } from '@sevak/shared';
import { Space, Typography } from 'antd';
import { formatDateAndTime } from '../../lib/format';

const { Text } = Typography;

const UNITS = ['KB', 'MB', 'GB'] as const;

/** 0 B, 830 B, 12.4 KB, 1.1 MB: a size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toLocaleString('en-IN', { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

const count = (figure: number, one: string, many: string) => `${figure.toLocaleString('en-IN')} ${figure === 1 ? one : many}`;

/** Usage as the client receives it: the last sign-in arrives as JSON text. */
type ReceivedUsage = Omit<BusinessUsage, 'lastSignInAt'> & { lastSignInAt: string | Date | null };

/** A business's usage in a table cell: customers and this month's visits, the last sign-in, and images stored. */
export function UsageCell({ usage }: { usage: ReceivedUsage }) {
  return (
    <Space orientation="vertical" size={0}>
      <Text>
        {count(usage.customers, 'customer', 'customers')} · {count(usage.visitsThisMonth, 'visit', 'visits')} this month
      </Text>
      <Text type="secondary">
        {usage.lastSignInAt ? `Last sign-in ${formatDateAndTime(usage.lastSignInAt)}` : 'Never signed in'}
      </Text>
      <Text type="secondary">Images {formatBytes(usage.storageBytes)}</Text>
    </Space>
  );
}
