import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@sevak/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { LoadFailure } from '../../../components/LoadFailure';
import { Page } from '../../../components/Page';
import { formatDate, formatDayMonthYear, formatTime } from '../../../lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { messageText } from '../../../i18n/messages';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { AmcStatusTag } from '../amc/AmcStatusTag';
import { SERVICE_PLANS } from '../i18n';
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
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
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
    <Page title={t('warranty.title')}>
      <Card style={{ marginBottom: 16 }}>
        <Input.Search
          className="warranty-lookup__search"
          aria-label={t('warranty.search')}
          placeholder={t('warranty.search')}
          enterButton={t('warranty.lookUp')}
          allowClear
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
        />
        <Text type="secondary">{t('warranty.hint')}</Text>
      </Card>
      {lookup && 'problem' in lookup && <Alert type="error" showIcon title={messageText(lookup.problem)} />}
      {query && <Answer cards={cards} empty={nothingFound(t, query)} />}
    </Page>
  );
}

function Answer({ cards, empty }: { cards: UseQueryResult<WarrantyCard[], unknown>; empty: string }) {
  const { t } = useTranslation(SERVICE_PLANS);
  if (cards.isPending) return <Spin />;
  if (cards.isError) return <LoadFailure title={t('warranty.loadFailed')} error={cards.error} onRetry={cards.refetch} />;
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
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const { customer, amc, nextVisit } = card;
  return (
    <Card
      title={card.serialNumber ? t('warranty.cardTitleSerial', { product: card.product.name, serial: card.serialNumber }) : card.product.name}
      extra={<WarrantyTag warranty={card.warranty} />}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'customer',
            label: t('warranty.fields.customer'),
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
            label: t('warranty.fields.bill'),
            children: (
              <Space orientation="vertical" size={0}>
                <Text>{`${card.billNumber}, ${formatDate(card.invoiceDate)}`}</Text>
                {card.invoice && (
                  <Link to={paths.admin.invoice.to(card.invoice.id)}>{t('warranty.gstInvoice', { number: card.invoice.invoiceNumber })}</Link>
                )}
              </Space>
            ),
          },
          {
            key: 'warranty',
            label: t('warranty.fields.warranty'),
            children: t('period', { start: formatDate(card.warrantyStartDate), end: formatDate(card.warrantyEndDate) }),
          },
          {
            key: 'amc',
            label: t('warranty.fields.amc'),
            children: amc ? (
              <Space wrap size={4}>
                <AmcStatusTag status={amc.status} />
                <Text>{t('warranty.amcSummary', { date: formatDate(amc.endDate), done: amc.visitsDone, remaining: amc.visitsRemaining })}</Text>
                <Link to={paths.admin.amcContract.to(amc.id)}>{t('warranty.openContract')}</Link>
              </Space>
            ) : (
              <Space wrap size={8}>
                <Text>{t('warranty.noContract')}</Text>
                <Link to={paths.admin.newAmcContractFor({ customerId: customer.id, customerProductId: card.customerProductId })}>
                  <Button size="small" icon={<PlusOutlined aria-hidden />} tabIndex={-1}>
                    {t('warranty.newAmc')}
                  </Button>
                </Link>
              </Space>
            ),
          },
          { key: 'visits', label: t('warranty.fields.visitsSoFar'), children: String(card.visitsSoFar) },
          {
            key: 'next',
            label: t('warranty.fields.nextVisit'),
            children: nextVisit
              ? `${formatDayMonthYear(nextVisit.visitDate)}, ${formatTime(nextVisit.visitDate)} · ${nextVisit.employee?.name ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES })}`
              : t('warranty.noneBooked'),
          },
        ]}
      />
    </Card>
  );
}
