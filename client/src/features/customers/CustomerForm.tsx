import { customerFields } from '@sevak/shared';
import { Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { PurchaseFields, usePurchaseAutofill, type PurchaseFormValues } from './purchase-fields';

/** The customer form: the person and one purchase (their first, on the create form). */
export interface CustomerFormValues extends PurchaseFormValues {
  fullname: string;
  phoneNumber: string;
  email?: string | null;
  address?: string | null;
  password?: string | null;
}

interface CustomerFormProps {
  form: FormInstance<CustomerFormValues>;
  saving: boolean;
  submitLabel: string;
  onSubmit: (fields: CustomerFormValues) => Promise<unknown>;
  initialValues?: Partial<CustomerFormValues>;
  /** The current product's name, shown before the pick list has loaded it (edit form). */
  productName?: string | undefined;
  /** On the edit form a blank password keeps the current one. */
  editing?: boolean;
}

const { shape } = customerFields;

/** The customer form of /customer ("Create Order") and /update/customer/:id. */
export function CustomerForm({ form, saving, submitLabel, onSubmit, initialValues, productName, editing = false }: CustomerFormProps) {
  const autofill = usePurchaseAutofill(form);
  return (
    <SaveForm
      form={form}
      name="customer"
      layout="vertical"
      onFinish={onSubmit}
      onValuesChange={autofill}
      initialValues={initialValues}
      saving={saving}
      requiredMark={false}
    >
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="fullname" label="Full Name" rules={[zodRule(shape.fullname)]}>
            <Input placeholder="e.g. Priya Sharma" maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="phoneNumber" label="Phone Number" rules={[zodRule(shape.phoneNumber)]}>
            <Input placeholder="e.g. 9876543210" maxLength={16} inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
            <Input placeholder="Optional" maxLength={254} inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]}>
            <Input placeholder="e.g. 4 Park Street, Kolkata" maxLength={500} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item
            name="password"
            label={editing ? 'New Password' : 'Password'}
            extra={editing ? 'Leave blank to keep the current password.' : 'Optional: without one the customer cannot sign in.'}
            rules={[zodRule(shape.password)]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <PurchaseFields form={form} productName={productName} />
      </Row>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </SaveForm>
  );
}
