import type { OwnSubscription } from '@sevak/shared';
import { Button, Card, Descriptions, Drawer, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../components/LoadFailure';
import { formatDayMonthYear, formatRupees } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { SUBSCRIPTIONS } from './i18n';
import { usePlanWords } from './plan-words';

const { Paragraph, Text } = Typography;

/** What renewing takes: the plans and their prices, how to pay the operator, and what the business gets for it. */
function HowToRenewContent({ subscription }: { subscription: OwnSubscription }) {
  const { t } = useTranslation(SUBSCRIPTIONS);
  const words = usePlanWords();
  const limits = (plan: OwnSubscription['plans'][number]) =>
    [
      plan.maxTechnicians !== null && t('howToRenew.upToTechnicians', { count: plan.maxTechnicians }),
      plan.maxCustomers !== null && t('howToRenew.upToCustomers', { count: plan.maxCustomers }),
    ]
      .filter(Boolean)
      .join(', ') || t('howToRenew.noLimits');
  return (
    <>
      <Paragraph>
        <Trans
          t={t}
          i18nKey="howToRenew.runsUntil"
          values={{ date: formatDayMonthYear(subscription.expiryDate) }}
          components={{ bold: <Text strong /> }}
        />
      </Paragraph>
      <List
        header={<Text strong>{t('howToRenew.plans')}</Text>}
        dataSource={subscription.plans}
        locale={{ emptyText: t('howToRenew.noPlans') }}
        renderItem={(plan) => (
          <List.Item>
            <List.Item.Meta title={plan.name} description={limits(plan)} />
            <Text strong>{words.periodPrice(plan)}</Text>
          </List.Item>
        )}
      />
      <Paragraph>
        <Trans t={t} i18nKey="howToRenew.howToPay" components={{ bold: <Text strong />, helpdesk: <Link to={paths.admin.helpdesk} /> }} />
      </Paragraph>
    </>
  );
}

/** "How to renew": a link that opens the explanation in a drawer, loading the plans only when opened. */
export function HowToRenewLink() {
  const { t } = useTranslation(SUBSCRIPTIONS);
  const [open, setOpen] = useState(false);
  const subscription = trpc.admin.subscription.get.useQuery(undefined, { enabled: open });
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('howToRenew.link')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('howToRenew.title')} size="min(560px, 100vw)" destroyOnHidden>
        {subscription.isError ? (
          <LoadFailure title={t('howToRenew.loadFailed')} error={subscription.error} onRetry={subscription.refetch} />
        ) : subscription.data ? (
          <HowToRenewContent subscription={subscription.data} />
        ) : (
          <Skeleton active />
        )}
      </Drawer>
    </>
  );
}

/** The dashboard's card: the plan the business is on and the day it renews, with how to renew. */
export function OwnSubscriptionCard() {
  const { t } = useTranslation(SUBSCRIPTIONS);
  const subscription = trpc.admin.subscription.get.useQuery();
  if (subscription.isError) return null;
  const data = subscription.data;
  return (
    <Card title={t('own.title')} size="small" extra={<HowToRenewLink />} loading={subscription.isPending}>
      {data && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'plan', label: t('own.plan'), children: data.current?.planName ?? t('own.noPlan') },
            { key: 'renewal', label: t('own.renewalDate'), children: formatDayMonthYear(data.expiryDate) },
            {
              key: 'paid',
              label: t('own.lastPayment'),
              children: data.current
                ? t('own.paidOn', { amount: formatRupees(data.current.amount), date: formatDayMonthYear(data.current.paidOn) })
                : t('own.noPayment'),
            },
          ]}
        />
      )}
    </Card>
  );
}
