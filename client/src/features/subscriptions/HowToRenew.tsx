import { planLength, pricePerPeriod, type OwnSubscription } from '@sevak/shared';
import { Button, Card, Descriptions, Drawer, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../components/LoadFailure';
import { formatDayMonthYear, formatRupees } from '../../lib/format';
import { trpc } from '../../lib/trpc';

const { Paragraph, Text } = Typography;

const limits = (plan: OwnSubscription['plans'][number]) =>
  [plan.maxTechnicians !== null && `up to ${plan.maxTechnicians} technicians`, plan.maxCustomers !== null && `up to ${plan.maxCustomers} customers`]
    .filter(Boolean)
    .join(', ') || 'no limits';

/** What renewing takes: the plans and their prices, how to pay the operator, and what the business gets for it. */
function HowToRenewContent({ subscription }: { subscription: OwnSubscription }) {
  return (
    <>
      <Paragraph>
        Your access runs until <Text strong>{formatDayMonthYear(subscription.expiryDate)}</Text>. Renewing adds your plan’s
        months: from the day after that date, or from the day you pay if your access has already ended, so paying early loses
        nothing.
      </Paragraph>
      <List
        header={<Text strong>Plans</Text>}
        dataSource={subscription.plans}
        locale={{ emptyText: 'Ask support for the plans on offer.' }}
        renderItem={(plan) => (
          <List.Item>
            <List.Item.Meta title={plan.name} description={limits(plan)} />
            <Text strong>{`${formatRupees(pricePerPeriod(plan))} for ${planLength(plan.months)}`}</Text>
          </List.Item>
        )}
      />
      <Paragraph>
        <Text strong>How to pay.</Text> Pay Sevak support by UPI, bank transfer, cheque, card or cash, then tell us the plan and the payment reference (UPI
        transaction ID, cheque number…) from the <Link to={paths.admin.helpdesk}>Help Desk</Link>. Once support records your
        payment, your new renewal date shows here and you get a receipt.
      </Paragraph>
    </>
  );
}

/** "How to renew": a link that opens the explanation in a drawer, loading the plans only when opened. */
export function HowToRenewLink() {
  const [open, setOpen] = useState(false);
  const subscription = trpc.admin.subscription.get.useQuery(undefined, { enabled: open });
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        How to renew
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="How to renew" size="min(560px, 100vw)" destroyOnHidden>
        {subscription.isError ? (
          <LoadFailure title="Failed to get your plan" error={subscription.error} onRetry={subscription.refetch} />
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
  const subscription = trpc.admin.subscription.get.useQuery();
  if (subscription.isError) return null;
  const data = subscription.data;
  return (
    <Card title="Subscription" size="small" extra={<HowToRenewLink />} loading={subscription.isPending}>
      {data && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'plan', label: 'Plan', children: data.current?.planName ?? 'No plan recorded' },
            { key: 'renewal', label: 'Renewal Date', children: formatDayMonthYear(data.expiryDate) },
            {
              key: 'paid',
              label: 'Last Payment',
              children: data.current ? `${formatRupees(data.current.amount)} on ${formatDayMonthYear(data.current.paidOn)}` : 'None recorded',
            },
          ]}
        />
      )}
    </Card>
  );
}
