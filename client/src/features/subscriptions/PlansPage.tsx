import { createPlanInput, planLength, pricePerPeriod, type CreatePlanInput, type Plan } from '@sevak/shared';
import { Card, Form, Input, Switch, Table, Tag } from 'antd';
import { LoadFailure } from '../../components/LoadFailure';
import { CountInput, MoneyInput } from '../../components/NumberInput';
import { Page } from '../../components/Page';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { formatRupees } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

const { shape } = createPlanInput;

interface PlanValues {
  name: string;
  months: number | string | null;
  pricePerYear: number | string | null;
  maxTechnicians: number | string | null;
  maxCustomers: number | string | null;
}

const limitText = (limit: number | null) => (limit === null ? 'No limit' : limit.toLocaleString('en-IN'));

/**
 * The operator's plans: how long a period runs, its yearly rate (a period costs the rate for its
 * months), and the limits it may set; a plan off sale stays on its receipts.
 */
export function PlansPage() {
  const [form] = Form.useForm<PlanValues>();
  const feedback = useMutationFeedback();
  const plans = trpc.superadmin.subscriptions.plans.useQuery();
  const create = trpc.superadmin.subscriptions.createPlan.useMutation(
    feedback({ success: 'Plan created successfully', failure: 'Failed to create plan', refreshes: 'subscription' }),
  );
  const update = trpc.superadmin.subscriptions.updatePlan.useMutation(
    feedback({ success: 'Plan updated successfully', failure: 'Failed to update plan', refreshes: 'subscription' }),
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
    { title: 'Plan', dataIndex: 'name', key: 'name' },
    { title: 'Length', key: 'months', render: (_value: unknown, plan: Plan) => planLength(plan.months) },
    { title: 'Price per Period', key: 'period-price', align: 'right' as const, render: (_value: unknown, plan: Plan) => formatRupees(pricePerPeriod(plan)) },
    { title: 'Price per Year', key: 'price', align: 'right' as const, render: (_value: unknown, plan: Plan) => formatRupees(plan.pricePerYear) },
    { title: 'Technicians', key: 'technicians', render: (_value: unknown, plan: Plan) => limitText(plan.maxTechnicians) },
    { title: 'Customers', key: 'customers', render: (_value: unknown, plan: Plan) => limitText(plan.maxCustomers) },
    {
      title: 'On Sale',
      key: 'active',
      render: (_value: unknown, plan: Plan) => (
        <>
          <Switch
            size="small"
            checked={plan.active}
            disabled={update.isPending}
            onChange={(active) => setOnSale(plan, active)}
            aria-label={`${plan.name} on sale`}
          />{' '}
          {!plan.active && <Tag>Off sale</Tag>}
        </>
      ),
    },
  ];

  return (
    <Page title="Plans">
      <Card title="New Plan">
        <SaveForm<PlanValues>
          form={form}
          name="plan"
          saving={create.isPending}
          onSubmit={submit}
          resetOnSave
          submitLabel="Create Plan"
          initialValues={{ name: '', months: 12, pricePerYear: null, maxTechnicians: null, maxCustomers: null }}
        >
          <Form.Item name="name" label="Plan Name" rules={[zodRule(shape.name)]}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item name="months" label="Length (months)" rules={[zodRule(shape.months)]} extra="1 to 36 months; blank: 12">
            <CountInput />
          </Form.Item>
          <Form.Item
            name="pricePerYear"
            label="Price per Year (₹)"
            rules={[zodRule(shape.pricePerYear)]}
            extra="The yearly rate: a period costs this × its months ÷ 12, to the rupee"
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item name="maxTechnicians" label="Technicians Limit (optional)" rules={[zodRule(shape.maxTechnicians)]} extra="Blank: no limit">
            <CountInput />
          </Form.Item>
          <Form.Item name="maxCustomers" label="Customers Limit (optional)" rules={[zodRule(shape.maxCustomers)]} extra="Blank: no limit">
            <CountInput />
          </Form.Item>
        </SaveForm>
      </Card>
      <Card title="Plans">
        {plans.isError ? (
          <LoadFailure title="Failed to get plans" error={plans.error} onRetry={plans.refetch} />
        ) : (
          <Table<Plan>
            rowKey="id"
            columns={columns}
            dataSource={plans.data ?? []}
            loading={plans.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: plans.isPending ? ' ' : 'No plans yet' }}
          />
        )}
      </Card>
    </Page>
  );
}
