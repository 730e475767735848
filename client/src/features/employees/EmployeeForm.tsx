import { employeeFields, LIMITS } from '@sevak/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { EMPLOYEES } from './i18n';

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
  const { t } = useTranslation(EMPLOYEES);
  return (
    <SaveForm {...props} name="employee">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fullname" label={t('form.fullname')} rules={[zodRule(shape.fullname)]}>
            <Input placeholder={t('form.fullnamePlaceholder')} {...characterLimit(LIMITS.name)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label={t('form.phone')} rules={[zodRule(shape.phoneNumber)]}>
            <Input placeholder={t('form.phonePlaceholder')} inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('form.email')} rules={[zodRule(shape.email)]}>
            <Input placeholder={t('form.emailPlaceholder')} {...characterLimit(LIMITS.email)} inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('form.address')} rules={[zodRule(shape.address)]}>
            <Input placeholder={t('form.addressPlaceholder')} {...characterLimit(LIMITS.address)} autoComplete="off" />
          </Form.Item>
        </Col>
        {withPassword && (
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={t('form.password')}
              extra={t('form.passwordHelp')}
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
