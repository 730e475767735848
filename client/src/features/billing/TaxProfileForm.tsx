import { GST_RATES_BP, GST_STATE_LIST, LIMITS, MSG, SERVICE_SAC, billingProfileInput, firstInvoiceNumber, gstinProblem } from '@sevak/shared';
import { Card, Col, Form, Input, Row, Select, Switch, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { characterLimit } from '../../components/character-count';
import { SaveForm } from '../../components/SaveForm';
import { loadMessages, messageText } from '../../i18n/messages';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { DocumentLanguageField } from '../invoice/DocumentLanguageField';
import { BILLING } from './i18n';
import { profileInputOf, valuesOfSaved, type TaxProfileValues } from './tax-profile-values';

const { shape } = billingProfileInput;

/**
 * "27 Maharashtra", in the reader's language and in its alphabetical order; searchable by the
 * state's name (in English too, as the GST portal writes it) or its code.
 */
function stateOptions(stateName: (code: (typeof GST_STATE_LIST)[number]['code']) => string, language: string | undefined) {
  return GST_STATE_LIST.map(({ code, name }) => ({ code, name: stateName(code), english: name }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map(({ code, name, english }) => ({ value: code, label: `${code} ${name}`, search: `${code} ${name} ${english}` }));
}

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
    if (!problem) return;
    await loadMessages();
    throw new Error(messageText(problem));
  },
});

/** Under the prefix: an invoice number of this financial year that it makes. */
function invoiceNumberHint(typedPrefix: unknown, t: TFunction<typeof BILLING>): string {
  const prefix = shape.invoicePrefix.safeParse(typedPrefix);
  const today = dayjs().tz().format('YYYY-MM-DD');
  return prefix.success
    ? t('taxProfile.numberedLike', { example: firstInvoiceNumber(prefix.data, today) })
    : t('taxProfile.prefixHint', { prefix: EXAMPLE_PREFIX, example: firstInvoiceNumber(EXAMPLE_PREFIX, today) });
}

/** The tax profile's fields and its Save; the form shows the profile as saved once it is. */
export function TaxProfileForm({ initialValues }: { initialValues: TaxProfileValues }) {
  const { t, i18n } = useTranslation([BILLING, MESSAGES]);
  const [form] = Form.useForm<TaxProfileValues>();
  const prefix = Form.useWatch('invoicePrefix', form);
  const feedback = useMutationFeedback();
  const save = trpc.admin.billing.saveProfile.useMutation(
    feedback({ success: t('taxProfile.saved'), failure: t('taxProfile.saveFailed'), refreshes: 'billingProfile' }),
  );
  const states = stateOptions((code) => t(MSG.billing.states[code], { ns: MESSAGES }), i18n.resolvedLanguage);

  const submit = async (values: TaxProfileValues) => {
    form.setFieldsValue(valuesOfSaved(await save.mutateAsync(profileInputOf(values))));
  };

  return (
    <SaveForm form={form} initialValues={initialValues} onSubmit={submit} saving={save.isPending} submitLabel={t('taxProfile.submit')}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24}>
          <Card title={t('taxProfile.sellerCard')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="legalName" label={t('taxProfile.legalName')} rules={[zodRule(shape.legalName)]} extra={t('taxProfile.legalNameExtra')}>
                  <Input {...characterLimit(LIMITS.name)} autoComplete="organization" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="stateCode"
                  label={t('taxProfile.state')}
                  rules={[zodRule(shape.stateCode)]}
                  extra={t('taxProfile.stateExtra')}
                >
                  <Select options={states} showSearch={{ optionFilterProp: 'search' }} placeholder={t('taxProfile.statePlaceholder')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="gstin"
                  label={t('taxProfile.gstin')}
                  dependencies={['stateCode']}
                  rules={[gstinOfChosenState]}
                  extra={t('taxProfile.gstinExtra')}
                >
                  <Input autoComplete="off" spellCheck={false} placeholder={t('taxProfile.gstinPlaceholder')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="pinCode" label={t('taxProfile.pinCode')} rules={[zodRule(shape.pinCode)]}>
                  <Input inputMode="numeric" autoComplete="postal-code" />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="address" label={t('taxProfile.address')} rules={[zodRule(shape.address)]}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} {...characterLimit(LIMITS.address)} autoComplete="street-address" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="phoneNumber" label={t('taxProfile.phoneNumber')} rules={[zodRule(shape.phoneNumber)]}>
                  <Input inputMode="tel" autoComplete="tel" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="email" label={t('taxProfile.email')} rules={[zodRule(shape.email)]}>
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('taxProfile.invoicesCard')}>
            <Form.Item name="invoicePrefix" label={t('taxProfile.invoicePrefix')} rules={[zodRule(shape.invoicePrefix)]} extra={invoiceNumberHint(prefix, t)}>
              <Input {...characterLimit(6)} autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Form.Item
              name="pricesIncludeTax"
              label={t('taxProfile.pricesIncludeTax')}
              valuePropName="checked"
              rules={[zodRule(shape.pricesIncludeTax)]}
              extra={t('taxProfile.pricesIncludeTaxExtra')}
            >
              <Switch checkedChildren={t('taxProfile.yes')} unCheckedChildren={t('taxProfile.no')} />
            </Form.Item>
            <Form.Item name="serviceGstRate" label={t('taxProfile.serviceGstRate', { sac: SERVICE_SAC })} rules={[zodRule(shape.serviceGstRate)]}>
              <Select options={SERVICE_RATE_OPTIONS} />
            </Form.Item>
            <Form.Item name="upiId" label={t('taxProfile.upiId')} rules={[zodRule(shape.upiId)]} extra={t('taxProfile.upiIdExtra')}>
              <Input autoComplete="off" spellCheck={false} placeholder={t('taxProfile.upiIdPlaceholder')} />
            </Form.Item>
            <Form.Item name="terms" label={t('taxProfile.terms')} rules={[zodRule(shape.terms)]} extra={t('taxProfile.termsExtra')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} {...characterLimit(LIMITS.message)} />
            </Form.Item>
            <DocumentLanguageField />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('taxProfile.bankCard')}>
            <Form.Item name="bankAccountName" label={t('taxProfile.bankAccountName')} rules={[zodRule(shape.bankAccountName)]}>
              <Input {...characterLimit(LIMITS.name)} autoComplete="off" />
            </Form.Item>
            <Form.Item name="bankAccountNumber" label={t('taxProfile.bankAccountNumber')} rules={[zodRule(shape.bankAccountNumber)]}>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
            <Form.Item name="bankIfsc" label={t('taxProfile.bankIfsc')} rules={[zodRule(shape.bankIfsc)]}>
              <Input autoComplete="off" spellCheck={false} placeholder={t('taxProfile.bankIfscPlaceholder')} />
            </Form.Item>
            <Form.Item name="bankName" label={t('taxProfile.bankName')} rules={[zodRule(shape.bankName)]}>
              <Input {...characterLimit(LIMITS.name)} autoComplete="off" />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </SaveForm>
  );
}
