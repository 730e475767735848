import { employeeFields, LIMITS } from '@sevak/shared';
import { Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';

/** Blank email and password are sent as they are; the schema reads them as "none". */
type EmployeeFormProps = RecordFormProps<z.input<typeof employeeFields>> & {
  /**
   * The edit form may set a new password. The create form has no password field: the server
   * gives a new employee the business's default password (spec §5).
   */
  withPassword?: boolean;
};

const { shape } = employeeFields;

/** The employee form of /employee and /update/employee/:id. */
export function EmployeeForm({ withPassword = false, ...props }: EmployeeFormProps) {
  return (
    <SaveForm {...props} name="employee">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fullname" label="Full Name" rules={[zodRule(shape.fullname)]}>
            <Input placeholder="e.g. Ravi Kumar" {...characterLimit(LIMITS.name)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label="Phone Number" rules={[zodRule(shape.phoneNumber)]}>
            <Input placeholder="e.g. 9876543210" inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
            <Input placeholder="e.g. ravi@example.com" {...characterLimit(LIMITS.email)} inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]}>
            <Input placeholder="e.g. 12 MG Road, Pune" {...characterLimit(LIMITS.address)} autoComplete="off" />
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
              <Input.Password {...characterLimit(LIMITS.password)} autoComplete="new-password" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </SaveForm>
  );
}
