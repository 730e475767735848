import { GST_RATES_BP, GST_STATE_LIST, LIMITS, SERVICE_SAC, billingProfileInput, firstInvoiceNumber, gstinProblem } from '@sevak/shared';
import { Card, Col, Form, Input, Row, Select, Switch, type FormRule } from 'antd';
import { characterLimit } from '../../components/character-count';
import { SaveForm } from '../../components/SaveForm';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { profileInputOf, valuesOfSaved, type TaxProfileValues } from './tax-profile-values';

const { shape } = billingProfileInput;

/** Searchable by the state's name or its code: "27 Maharashtra". */
const STATE_OPTIONS = GST_STATE_LIST.map(({ code, name }) => ({ value: code, label: `${code} ${name}` }));

const SERVICE_RATE_OPTIONS = GST_RATES_BP.map((bp) => ({ value: bp / 100, label: `${bp / 100} %` }));

/** The prefix the invoice-number example uses until a valid one is typed. */
const EXAMPLE_PREFIX = 'AQC';

/**
 * The GSTIN is well formed and of the state chosen. The shared schema's superRefine says the
 * same, but zod runs an object's refinements only once every field is valid, so a whole-schema
 * rule (zodFormFieldRule) would keep quiet until the rest of the form is right. This asks the
 * superRefine's own question, gstinProblem, of these two fields alone, and is asked again when
 * the state changes (the field's `dependencies`).
 */
const gstinOfChosenState: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const gstin = typeof value === 'string' ? value.trim() : '';
    const problem = gstin ? gstinProblem(gstin, getFieldValue('stateCode') as string | undefined) : null;
    if (problem) throw new Error(problem);
  },
});

/** Under the prefix: an invoice number of this financial year that it makes. */
function invoiceNumberHint(typedPrefix: unknown): string {
  const prefix = shape.invoicePrefix.safeParse(typedPrefix);
  const today = dayjs().tz().format('YYYY-MM-DD');
  return prefix.success
    ? `Invoices will be numbered like ${firstInvoiceNumber(prefix.data, today)}`
    : `1 to 6 letters or digits. With ${EXAMPLE_PREFIX}, invoices are numbered like ${firstInvoiceNumber(EXAMPLE_PREFIX, today)}`;
}

/** The tax profile's fields and its Save; the form shows the profile as saved once it is. */
export function TaxProfileForm({ initialValues }: { initialValues: TaxProfileValues }) {
  const [form] = Form.useForm<TaxProfileValues>();
  const prefix = Form.useWatch('invoicePrefix', form);
  const feedback = useMutationFeedback();
  const save = trpc.admin.billing.saveProfile.useMutation(
    feedback({ success: 'Billing profile saved successfully', failure: 'Failed to save billing profile', refreshes: 'billingProfile' }),
  );

  const submit = async (values: TaxProfileValues) => {
    form.setFieldsValue(valuesOfSaved(await save.mutateAsync(profileInputOf(values))));
  };

  return (
    <SaveForm form={form} initialValues={initialValues} onSubmit={submit} saving={save.isPending} submitLabel="Save Tax Profile">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24}>
          <Card title="Seller on your invoices">
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="legalName" label="Legal Name" rules={[zodRule(shape.legalName)]} extra="As registered for GST, if it is.">
                  <Input {...characterLimit(LIMITS.name)} autoComplete="organization" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="stateCode"
                  label="State"
                  rules={[zodRule(shape.stateCode)]}
                  extra="Where the shop is: a customer in another state is billed IGST."
                >
                  <Select options={STATE_OPTIONS} showSearch={{ optionFilterProp: 'label' }} placeholder="Type to search" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="gstin"
                  label="GSTIN"
                  dependencies={['stateCode']}
                  rules={[gstinOfChosenState]}
                  extra="Leave blank if the shop is not registered for GST: its invoices are then Bills of Supply, without tax."
                >
                  <Input autoComplete="off" spellCheck={false} placeholder="e.g. 27ABCDE1234F1Z5" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="pinCode" label="PIN Code" rules={[zodRule(shape.pinCode)]}>
                  <Input inputMode="numeric" autoComplete="postal-code" />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} {...characterLimit(LIMITS.address)} autoComplete="street-address" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="phoneNumber" label="Phone Number" rules={[zodRule(shape.phoneNumber)]}>
                  <Input inputMode="tel" autoComplete="tel" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="email" label="Email (optional)" rules={[zodRule(shape.email)]}>
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Invoices">
            <Form.Item name="invoicePrefix" label="Invoice Prefix" rules={[zodRule(shape.invoicePrefix)]} extra={invoiceNumberHint(prefix)}>
              <Input {...characterLimit(6)} autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Form.Item
              name="pricesIncludeTax"
              label="Prices I enter include GST"
              valuePropName="checked"
              rules={[zodRule(shape.pricesIncludeTax)]}
              extra="Yes: ₹1,180 at 18 % is ₹1,000 and ₹180 GST. No: GST is added to the price."
            >
              <Switch checkedChildren="Yes" unCheckedChildren="No" />
            </Form.Item>
            <Form.Item name="serviceGstRate" label={`GST rate on service visits (SAC ${SERVICE_SAC})`} rules={[zodRule(shape.serviceGstRate)]}>
              <Select options={SERVICE_RATE_OPTIONS} />
            </Form.Item>
            <Form.Item name="upiId" label="UPI ID (optional)" rules={[zodRule(shape.upiId)]} extra="Printed on invoices for payment.">
              <Input autoComplete="off" spellCheck={false} placeholder="e.g. shopname@okhdfcbank" />
            </Form.Item>
            <Form.Item name="terms" label="Terms (optional)" rules={[zodRule(shape.terms)]} extra="Printed at the foot of every invoice.">
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} {...characterLimit(LIMITS.message)} />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Bank details (optional)">
            <Form.Item name="bankAccountName" label="Account Name" rules={[zodRule(shape.bankAccountName)]}>
              <Input {...characterLimit(LIMITS.name)} autoComplete="off" />
            </Form.Item>
            <Form.Item name="bankAccountNumber" label="Account Number" rules={[zodRule(shape.bankAccountNumber)]}>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
            <Form.Item name="bankIfsc" label="IFSC" rules={[zodRule(shape.bankIfsc)]}>
              <Input autoComplete="off" spellCheck={false} placeholder="e.g. HDFC0001234" />
            </Form.Item>
            <Form.Item name="bankName" label="Bank Name" rules={[zodRule(shape.bankName)]}>
              <Input {...characterLimit(LIMITS.name)} autoComplete="off" />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </SaveForm>
  );
}
