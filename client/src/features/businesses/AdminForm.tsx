import type { businessUpdateFields } from '@sevak/shared';
import { adminPassword, createBusinessInput, LIMITS, MSG, replacementPassword } from '@sevak/shared';
import { Button, Col, Form, Input, Row, Space, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { DateField } from '../../components/DateField';
import { SaveForm } from '../../components/SaveForm';
import { LogoInput, logoRule } from '../../components/LogoInput';
import { dayjs } from '../../lib/dayjs';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { zodRule } from '../../lib/form-rules';
import { BUSINESSES } from './i18n';

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
  const { t } = useTranslation([BUSINESSES, MESSAGES]);
  return (
    <SaveForm form={form} onSubmit={onSubmit} saving={saving} resetOnSave>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fullname" label={t('form.businessName')} rules={[zodRule(shape.fullname)]}>
            <Input placeholder={t('form.businessNamePlaceholder')} {...characterLimit(LIMITS.name)} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('form.email')} rules={[zodRule(shape.email)]}>
            <Input type="email" placeholder={t('form.emailPlaceholder')} autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label={t('form.phoneNumber')} rules={[zodRule(shape.phoneNumber)]}>
            <Input inputMode="tel" placeholder={t('form.phoneNumberPlaceholder')} autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            label={t('form.password')}
            rules={[zodRule(editing ? replacementPassword : adminPassword)]}
            extra={editing ? t('form.passwordKept') : undefined}
          >
            <Input.Password
              placeholder={editing ? t('form.newPasswordPlaceholder') : t('form.passwordPlaceholder')}
              autoComplete="new-password"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('form.address')} rules={[zodRule(shape.address)]}>
            <Input.TextArea placeholder={t('form.addressPlaceholder')} autoSize={{ minRows: 2, maxRows: 4 }} {...characterLimit(LIMITS.address)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="startDate" label={t('form.startDate')} rules={[zodRule(shape.startDate)]} {...calendarDay}>
            <DateField format={SHOWN_DAY} placeholder={t('form.datePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="expiryDate"
            label={t('form.expiryDate')}
            dependencies={['startDate']}
            rules={[
              zodRule(shape.expiryDate),
              ({ getFieldValue }) => ({
                validator: async (_rule, expiry: string | undefined) => {
                  const start = getFieldValue('startDate') as string | undefined;
                  if (start && expiry && expiry < start) throw new Error(t(MSG.businesses.validation.expiryBeforeStart, { ns: MESSAGES }));
                },
              }),
            ]}
            {...calendarDay}
          >
            <DateField format={SHOWN_DAY} placeholder={t('form.datePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="image" label={t('form.logo')} rules={[logoRule]}>
            <LogoInput />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? t('form.saving') : editing ? t('form.update') : t('form.create')}
        </Button>
        {editing && (
          <Button onClick={onCancelEdit} disabled={saving}>
            {t('form.cancelEdit')}
          </Button>
        )}
      </Space>
    </SaveForm>
  );
}
