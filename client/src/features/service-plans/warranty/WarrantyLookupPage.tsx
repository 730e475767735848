import { PlusOutlined } from '@ant-design/icons';
import { UNASSIGNED_LABEL } from '@sevak/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { LoadFailure } from '../../../components/LoadFailure';
import { Page } from '../../../components/Page';
import { formatDate, formatDayMonthYear, formatTime } from '../../../lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { AmcStatusTag } from '../amc/AmcStatusTag';
import { lookupOf, nothingFound } from './warranty-query';
import { WarrantyTag } from './WarrantyTag';
import './warranty.css';

const { Text } = Typography;

type WarrantyCard = RouterOutputs['admin']['warranty']['lookup'][number];

/**
 * /service/warranty?q=…: a customer on the phone gives a serial number or their number; every
 * purchase it finds answers on one card: product, customer, bill, warranty, AMC and visits.
 */
export function WarrantyLookupPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('q') ?? '';
  const [text, setText] = useState(asked);
  const [askedShown, setAskedShown] = useState(asked);
  // Back or forward changed what is looked up: the box follows.
  if (asked !== askedShown) {
    setAskedShown(asked);
    setText(asked);
  }
  const lookup = lookupOf(asked);
  const query = lookup && 'query' in lookup ? lookup.query : undefined;
  const cards = trpc.admin.warranty.lookup.useQuery(query ?? { serial: '' }, { enabled: Boolean(query) });

  return (
    <Page title="Warranty Look-up">
      <Card style={{ marginBottom: 16 }}>
        <Input.Search
          className="warranty-lookup__search"
          aria-label="Serial number or phone"
          placeholder="Serial number or phone"
          enterButton="Look up"
          allowClear
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
        />
        <Text type="secondary">A number of ten digits or more is looked up as a phone; anything else as a serial number.</Text>
      </Card>
      {lookup && 'problem' in lookup && <Alert type="error" showIcon title={lookup.problem} />}
      {query && <Answer cards={cards} empty={nothingFound(query)} />}
    </Page>
  );
}

function Answer({ cards, empty }: { cards: UseQueryResult<WarrantyCard[], unknown>; empty: string }) {
  if (cards.isPending) return <Spin />;
  if (cards.isError) return <LoadFailure title="Failed to look up the warranty" error={cards.error} onRetry={cards.refetch} />;
  if (cards.data.length === 0) return <Empty description={empty} />;
  return (
    <div className="warranty-lookup__cards">
      {cards.data.map((card) => (
        <PurchaseCard key={card.customerProductId} card={card} />
      ))}
    </div>
  );
}

function PurchaseCard({ card }: { card: WarrantyCard }) {
  const { customer, amc, nextVisit } = card;
  return (
    <Card
      title={`${card.product.name}${card.serialNumber ? ` · Serial ${card.serialNumber}` : ''}`}
      extra={<WarrantyTag warranty={card.warranty} />}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'customer',
            label: 'Customer',
            children: (
              <Space orientation="vertical" size={0}>
                <Link to={paths.admin.updateCustomer.to(customer.id)}>{customer.name}</Link>
                <Text>{customer.phoneNumber}</Text>
                {customer.address && <Text type="secondary">{customer.address}</Text>}
              </Space>
            ),
          },
          {
            key: 'bill',
            label: 'Bill',
            children: (
              <Space orientation="vertical" size={0}>
                <Text>{`${card.billNumber}, ${formatDate(card.invoiceDate)}`}</Text>
                {card.invoice && (
                  <Link to={paths.admin.invoice.to(card.invoice.id)}>GST invoice {card.invoice.invoiceNumber}</Link>
                )}
              </Space>
            ),
          },
          {
            key: 'warranty',
            label: 'Warranty',
            children: `${formatDate(card.warrantyStartDate)} to ${formatDate(card.warrantyEndDate)}`,
          },
          {
            key: 'amc',
            label: 'AMC',
            children: amc ? (
              <Space wrap size={4}>
                <AmcStatusTag status={amc.status} />
                <Text>{`to ${formatDate(amc.endDate)}, ${amc.visitsDone} done, ${amc.visitsRemaining} remaining`}</Text>
                <Link to={paths.admin.amcContract.to(amc.id)}>Open contract</Link>
              </Space>
            ) : (
              <Space wrap size={8}>
                <Text>No contract</Text>
                <Link to={paths.admin.newAmcContractFor({ customerId: customer.id, customerProductId: card.customerProductId })}>
                  <Button size="small" icon={<PlusOutlined aria-hidden />} tabIndex={-1}>
                    New AMC
                  </Button>
                </Link>
              </Space>
            ),
          },
          { key: 'visits', label: 'Visits so far', children: String(card.visitsSoFar) },
          {
            key: 'next',
            label: 'Next visit',
            children: nextVisit
              ? `${formatDayMonthYear(nextVisit.visitDate)}, ${formatTime(nextVisit.visitDate)} · ${nextVisit.employee?.name ?? UNASSIGNED_LABEL}`
              : 'None booked',
          },
        ]}
      />
    </Card>
  );
}
