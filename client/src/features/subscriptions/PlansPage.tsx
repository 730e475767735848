import { createPlanInput, pricePerPeriod, type CreatePlanInput, type Plan } from '@sevak/shared';
import { Card, Form, Input, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { CountInput, MoneyInput } from '../../components/NumberInput';
import { Page } from '../../components/Page';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { formatRupees } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { SUBSCRIPTIONS } from './i18n';
import { usePlanWords } from './plan-words';

const { shape } = createPlanInput;

interface PlanValues {
  name: string;
  months: number | string | null;
  pricePerYear: number | string | null;
  maxTechnicians: number | string | null;
  maxCustomers: number | string | null;
}

/**
 * The operator's plans: how long a period runs, its yearly rate (a period costs the rate for its
 * months), and the limits it may set; a plan off sale stays on its receipts.
 */
export function PlansPage() {
  const { t } = useTranslation(SUBSCRIPTIONS);
  const words = usePlanWords();
  const limitText = (limit: number | null) => (limit === null ? t('plans.noLimit') : limit.toLocaleString('en-IN'));
  const [form] = Form.useForm<PlanValues>();
  const feedback = useMutationFeedback();
  const plans = trpc.superadmin.subscriptions.plans.useQuery();
  const create = trpc.superadmin.subscriptions.createPlan.useMutation(
    feedback({ success: t('plans.toasts.created'), failure: t('plans.toasts.createFailed'), refreshes: 'subscription' }),
  );
  const update = trpc.superadmin.subscriptions.updatePlan.useMutation(
    feedback({ success: t('plans.toasts.updated'), failure: t('plans.toasts.updateFailed'), refreshes: 'subscription' }),
  );

  const submit = (values: PlanValues) =>
    create.mutateAsync({
      name: values.name,
      months: values.months === '' ? null : (values.months as CreatePlanInput['months']),
      pricePerYear: values.pricePerYear as CreatePlanInput['pricePerYear'],
      maxTechnicians: values.maxTechnicians === '' ? null : (values.maxTechnicians as CreatePlanInput['maxTechnicians']),
      maxCustomers: values.maxCustomers === '' ? null : (values.maxCustomers as CreatePlanInput['maxCustomers']),
    });

  const setOnSale = (plan: Plan, active: boolean) =>
    update.mutate({
      id: plan.id,
      data: { name: plan.name, months: plan.months, pricePerYear: plan.pricePerYear, maxTechnicians: plan.maxTechnicians, maxCustomers: plan.maxCustomers, active },
    });

  const columns = [
    { title: t('plans.columns.plan'), dataIndex: 'name', key: 'name' },
    { title: t('plans.columns.length'), key: 'months', render: (_value: unknown, plan: Plan) => words.length(plan.months) },
    { title: t('plans.columns.pricePerPeriod'), key: 'period-price', align: 'right' as const, render: (_value: unknown, plan: Plan) => formatRupees(pricePerPeriod(plan)) },
    { title: t('plans.columns.pricePerYear'), key: 'price', align: 'right' as const, render: (_value: unknown, plan: Plan) => formatRupees(plan.pricePerYear) },
    { title: t('plans.columns.technicians'), key: 'technicians', render: (_value: unknown, plan: Plan) => limitText(plan.maxTechnicians) },
    { title: t('plans.columns.customers'), key: 'customers', render: (_value: unknown, plan: Plan) => limitText(plan.maxCustomers) },
    {
      title: t('plans.columns.onSale'),
      key: 'active',
      render: (_value: unknown, plan: Plan) => (
        <>
          <Switch
            size="small"
            checked={plan.active}
            disabled={update.isPending}
            onChange={(active) => setOnSale(plan, active)}
            aria-label={t('plans.onSaleNamed', { name: plan.name })}
          />{' '}
          {!plan.active && <Tag>{t('plans.offSale')}</Tag>}
        </>
      ),
    },
  ];

  return (
    <Page title={t('plans.title')}>
      <Card title={t('plans.newPlan')}>
        <SaveForm<PlanValues>
          form={form}
          name="plan"
          saving={create.isPending}
          onSubmit={submit}
          resetOnSave
          submitLabel={t('plans.create')}
          initialValues={{ name: '', months: 12, pricePerYear: null, maxTechnicians: null, maxCustomers: null }}
        >
          <Form.Item name="name" label={t('plans.name')} rules={[zodRule(shape.name)]}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item name="months" label={t('plans.months')} rules={[zodRule(shape.months)]} extra={t('plans.monthsHelp')}>
            <CountInput />
          </Form.Item>
          <Form.Item
            name="pricePerYear"
            label={t('plans.pricePerYear')}
            rules={[zodRule(shape.pricePerYear)]}
            extra={t('plans.pricePerYearHelp')}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item name="maxTechnicians" label={t('plans.maxTechnicians')} rules={[zodRule(shape.maxTechnicians)]} extra={t('plans.noLimitHelp')}>
            <CountInput />
          </Form.Item>
          <Form.Item name="maxCustomers" label={t('plans.maxCustomers')} rules={[zodRule(shape.maxCustomers)]} extra={t('plans.noLimitHelp')}>
            <CountInput />
          </Form.Item>
        </SaveForm>
      </Card>
      <Card title={t('plans.title')}>
        {plans.isError ? (
          <LoadFailure title={t('plans.loadFailed')} error={plans.error} onRetry={plans.refetch} />
        ) : (
          <Table<Plan>
            rowKey="id"
            columns={columns}
            dataSource={plans.data ?? []}
            loading={plans.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: plans.isPending ? ' ' : t('plans.empty') }}
          />
        )}
      </Card>
    </Page>
  );
}
