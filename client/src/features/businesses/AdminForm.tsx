import type {
  businessUpdateFields} from '@sevak/shared';
import {
  adminPassword,
  createBusinessInput,
  EXPIRY_BEFORE_START_MESSAGE,
  LIMITS,
  replacementPassword,
} from '@sevak/shared';
import { Button, Col, Form, Input, Row, Space, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { DateField } from '../../components/DateField';
import { SaveForm } from '../../components/SaveForm';
import { LogoInput, logoRule } from '../../components/LogoInput';
import { dayjs } from '../../lib/dayjs';
import { zodRule } from '../../lib/form-rules';

/** The admin form as it holds its values: calendar days as 'YYYY-MM-DD', the logo as a data URL. */
export type AdminFormValues = z.input<typeof businessUpdateFields>;

const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD-MM-YYYY';

/** Shows a stored 'YYYY-MM-DD' in a DatePicker and stores the picked day back as 'YYYY-MM-DD'. */
const calendarDay = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DAY) : undefined),
};

const { shape } = createBusinessInput;

interface AdminFormProps {
  form: FormInstance<AdminFormValues>;
  /** Editing an existing admin: the password may stay blank, and Cancel edit is offered. */
  editing: boolean;
  saving: boolean;
  onSubmit: (values: AdminFormValues) => Promise<unknown>;
  onCancelEdit: () => void;
}

/** Registers a business and its admin, or edits one (spec §2 /superadmin/dashboard). */
export function AdminForm({ form, editing, saving, onSubmit, onCancelEdit }: AdminFormProps) {
  return (
    <SaveForm form={form} onSubmit={onSubmit} saving={saving} resetOnSave>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fullname" label="Business Name" rules={[zodRule(shape.fullname)]}>
            <Input placeholder="e.g. Aqua Care Services" {...characterLimit(LIMITS.name)} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
            <Input type="email" placeholder="owner@example.com" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label="Phone Number" rules={[zodRule(shape.phoneNumber)]}>
            <Input inputMode="tel" placeholder="10-digit mobile number" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            label="Password"
            rules={[zodRule(editing ? replacementPassword : adminPassword)]}
            extra={editing ? 'Leave blank to keep the current password.' : undefined}
          >
            <Input.Password
              placeholder={editing ? 'New password (optional)' : 'At least 6 characters'}
              autoComplete="new-password"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]}>
            <Input.TextArea placeholder="Shop address" autoSize={{ minRows: 2, maxRows: 4 }} {...characterLimit(LIMITS.address)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="startDate" label="Start Date" rules={[zodRule(shape.startDate)]} {...calendarDay}>
            <DateField format={SHOWN_DAY} placeholder="dd-mm-yyyy" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="expiryDate"
            label="Expiry Date"
            dependencies={['startDate']}
            rules={[
              zodRule(shape.expiryDate),
              ({ getFieldValue }) => ({
                validator: async (_rule, expiry: string | undefined) => {
                  const start = getFieldValue('startDate') as string | undefined;
                  if (start && expiry && expiry < start) throw new Error(EXPIRY_BEFORE_START_MESSAGE);
                },
              }),
            ]}
            {...calendarDay}
          >
            <DateField format={SHOWN_DAY} placeholder="dd-mm-yyyy" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="image" label="Logo" rules={[logoRule]}>
            <LogoInput />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Admin' : 'Create Admin'}
        </Button>
        {editing && (
          <Button onClick={onCancelEdit} disabled={saving}>
            Cancel edit
          </Button>
        )}
      </Space>
    </SaveForm>
  );
}
