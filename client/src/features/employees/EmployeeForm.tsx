import { employeeFields } from '@sevak/shared';
import { Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';

/** What the employee form holds; blank email and password are sent as they are and read as "none". */
export interface EmployeeFormValues {
  fullname: string;
  phoneNumber: string;
  email?: string | null;
  address: string;
  password?: string | null;
}

interface EmployeeFormProps {
  form: FormInstance<EmployeeFormValues>;
  saving: boolean;
  submitLabel: string;
  onSubmit: (fields: EmployeeFormValues) => Promise<unknown>;
  /**
   * The edit form may set a new password. The create form has no password field: the server
   * gives a new employee the business's default password (spec §5).
   */
  withPassword?: boolean;
}

/** The employee form of /employee and /update/employee/:id. */
export function EmployeeForm({ form, saving, submitLabel, onSubmit, withPassword = false }: EmployeeFormProps) {
  const { shape } = employeeFields;
  return (
    <SaveForm form={form} name="employee" layout="vertical" onFinish={onSubmit} saving={saving} requiredMark={false}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fullname" label="Full Name" rules={[zodRule(shape.fullname)]}>
            <Input placeholder="e.g. Ravi Kumar" maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label="Phone Number" rules={[zodRule(shape.phoneNumber)]}>
            <Input placeholder="e.g. 9876543210" maxLength={16} inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
            <Input placeholder="e.g. ravi@example.com" maxLength={254} inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]}>
            <Input placeholder="e.g. 12 MG Road, Pune" maxLength={500} autoComplete="off" />
          </Form.Item>
        </Col>
        {withPassword && (
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label="New Password"
              extra="Leave blank to keep the current password."
              rules={[zodRule(shape.password)]}
            >
              <Input.Password maxLength={128} autoComplete="new-password" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </SaveForm>
  );
}
