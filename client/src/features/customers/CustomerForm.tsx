import { customerFields, GST_STATE_LIST, LIMITS } from '@sevak/shared';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
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

/** The customer form of /customer ("Create Order") and /update/customer/:id. */
export function CustomerForm({ productName, editing = false, purchaseLabel, ...props }: CustomerFormProps) {
  const [form] = Form.useForm<CustomerValues>();
  const autofill = usePurchaseAutofill(form);
  return (
    <SaveForm {...props} form={form} name="customer" onValuesChange={autofill}>
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="fullname" label="Full Name" rules={[zodRule(shape.fullname)]}>
            <Input placeholder="e.g. Priya Sharma" {...characterLimit(LIMITS.name)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="phoneNumber" label="Phone Number" rules={[zodRule(shape.phoneNumber)]}>
            <Input placeholder="e.g. 9876543210" inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
            <Input placeholder="Optional" {...characterLimit(LIMITS.email)} inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]}>
            <Input placeholder="e.g. 4 Park Street, Kolkata" {...characterLimit(LIMITS.address)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item
            name="password"
            label={editing ? 'New Password' : 'Password'}
            extra={editing ? 'Leave blank to keep the current password.' : 'Optional: without one the customer cannot sign in.'}
            rules={[zodRule(shape.password)]}
          >
            <Input.Password {...characterLimit(LIMITS.password)} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="gstin" label="GSTIN" rules={[zodRule(shape.gstin)]} extra="Only for a registered business buyer.">
            <Input placeholder="Optional" maxLength={15} autoCapitalize="characters" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          {/* Cleared is null (the business's own state); left out would keep the saved one. */}
          <Form.Item
            name="stateCode"
            label="State (place of supply)"
            extra="Blank: the shop's own state."
            normalize={(value: string | undefined) => value ?? null}
          >
            <Select allowClear showSearch optionFilterProp="label" placeholder="The shop's state" options={STATE_OPTIONS} aria-label="State (place of supply)" />
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
