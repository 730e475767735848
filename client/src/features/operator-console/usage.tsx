import type { BusinessUsage } from '@sevak/shared';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../lib/format';
import { OPERATOR_CONSOLE } from './i18n';

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

/** Usage as the client receives it: the last sign-in arrives as JSON text. */
type ReceivedUsage = Omit<BusinessUsage, 'lastSignInAt'> & { lastSignInAt: string | Date | null };

/** A business's usage in a table cell: customers and this month's visits, the last sign-in, and images stored. */
export function UsageCell({ usage }: { usage: ReceivedUsage }) {
  const { t } = useTranslation(OPERATOR_CONSOLE);
  const customers = t('usage.customers', { count: usage.customers, figure: usage.customers.toLocaleString('en-IN') });
  const visits = t('usage.visits', { count: usage.visitsThisMonth, figure: usage.visitsThisMonth.toLocaleString('en-IN') });
  return (
    <Space orientation="vertical" size={0}>
      <Text>{t('usage.thisMonth', { customers, visits })}</Text>
      <Text type="secondary">
        {usage.lastSignInAt ? t('usage.lastSignIn', { date: formatDateAndTime(usage.lastSignInAt) }) : t('usage.neverSignedIn')}
      </Text>
      <Text type="secondary">{t('usage.images', { size: formatBytes(usage.storageBytes) })}</Text>
    </Space>
  );
}
