import { customerFields, GST_STATE_LIST, LIMITS } from '@sevak/shared';
import { LANGUAGE_NAMES, LANGUAGES } from '@sevak/shared/i18n/language';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { CUSTOMERS } from './i18n';
import { PurchaseFields, usePurchaseAutofill } from './purchase-fields';

/** The customer form: the person and one purchase (their first, on the create form). */
export type CustomerValues = z.input<typeof customerFields>;

type CustomerFormProps = RecordFormProps<CustomerValues> & {
  /** The current product's name, shown before the pick list has loaded it (edit form). */
  productName?: string | undefined;
  /** On the edit form a blank password keeps the current one. */
  editing?: boolean;
  /** Which purchase the purchase fields edit, said above them (edit form). */
  purchaseLabel?: string | undefined;
};

const { shape } = customerFields;

/** The states, as a GST invoice names them: "27 Maharashtra". */
const STATE_OPTIONS = GST_STATE_LIST.map(({ code, name }) => ({ value: code, label: `${code} ${name}` }));

/** English / हिन्दी, each named in itself, as the language switch names them. */
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{LANGUAGE_NAMES[language]}</span> }));

/** The customer form of /customer ("Create Order") and /update/customer/:id. */
export function CustomerForm({ productName, editing = false, purchaseLabel, ...props }: CustomerFormProps) {
  const { t } = useTranslation(CUSTOMERS);
  const [form] = Form.useForm<CustomerValues>();
  const autofill = usePurchaseAutofill(form);
  return (
    <SaveForm {...props} form={form} name="customer" onValuesChange={autofill}>
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="fullname" label={t('form.fullName')} rules={[zodRule(shape.fullname)]}>
            <Input placeholder={t('form.fullNamePlaceholder')} {...characterLimit(LIMITS.name)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="phoneNumber" label={t('form.phone')} rules={[zodRule(shape.phoneNumber)]}>
            <Input placeholder={t('form.phonePlaceholder')} inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="email" label={t('form.email')} rules={[zodRule(shape.email)]}>
            <Input placeholder={t('form.optional')} {...characterLimit(LIMITS.email)} inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="address" label={t('form.address')} rules={[zodRule(shape.address)]}>
            <Input placeholder={t('form.addressPlaceholder')} {...characterLimit(LIMITS.address)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item
            name="password"
            label={editing ? t('form.newPassword') : t('form.password')}
            extra={editing ? t('form.passwordKept') : t('form.passwordOptional')}
            rules={[zodRule(shape.password)]}
          >
            <Input.Password {...characterLimit(LIMITS.password)} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="gstin" label={t('form.gstin')} rules={[zodRule(shape.gstin)]} extra={t('form.gstinHelp')}>
            <Input placeholder={t('form.optional')} maxLength={15} autoCapitalize="characters" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          {/* Cleared is null (the business's own state); left out would keep the saved one. */}
          <Form.Item
            name="stateCode"
            label={t('form.state')}
            extra={t('form.stateHelp')}
            normalize={(value: string | undefined) => value ?? null}
          >
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('form.statePlaceholder')}
              options={STATE_OPTIONS}
              aria-label={t('form.state')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="language" label={t('form.language')} extra={t('form.languageHelp')} rules={[zodRule(shape.language)]}>
            <Select<CustomerValues['language']> options={LANGUAGE_OPTIONS} aria-label={t('form.language')} />
          </Form.Item>
        </Col>
        {purchaseLabel && (
          <Col span={24}>
            <Typography.Paragraph strong>{purchaseLabel}</Typography.Paragraph>
          </Col>
        )}
        <PurchaseFields form={form} productName={productName} />
      </Row>
    </SaveForm>
  );
}
