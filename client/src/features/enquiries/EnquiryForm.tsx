import { createEnquiryInput, LIMITS } from '@sevak/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { calendarDayField, DateField } from '../../components/DateField';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { useProductOptions } from '../../lib/search-options';
import { ENQUIRIES } from './i18n';

const { shape } = createEnquiryInput;
const rules = {
  name: [zodRule(shape.name)],
  phoneNumber: [zodRule(shape.phoneNumber)],
  address: [zodRule(shape.address)],
  message: [zodRule(shape.message)],
  productId: [zodRule(shape.productId)],
  followUpDate: [zodRule(shape.followUpDate)],
};

/** A walk-in or phoned-in customer's enquiry: who asked, how to reach them, about what, and when to call back. */
export function EnquiryForm(props: RecordFormProps<z.input<typeof createEnquiryInput>>) {
  const { t } = useTranslation(ENQUIRIES);
  return (
    <SaveForm {...props}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('form.name')} rules={rules.name}>
            <Input placeholder={t('form.namePlaceholder')} {...characterLimit(LIMITS.name)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label={t('form.phone')} rules={rules.phoneNumber}>
            <Input placeholder={t('form.phonePlaceholder')} inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="productId" label={t('form.product')} rules={rules.productId}>
            <SearchSelect label={t('form.product')} useOptions={useProductOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('form.address')} rules={rules.address}>
            <Input placeholder={t('form.addressPlaceholder')} {...characterLimit(LIMITS.address)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="followUpDate" label={t('form.followUpDate')} rules={rules.followUpDate} {...calendarDayField}>
            <DateField format="DD-MM-YYYY" placeholder={t('dayPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="message" label={t('form.message')} rules={rules.message}>
            <Input.TextArea
              placeholder={t('form.messagePlaceholder')}
              {...characterLimit(LIMITS.message)}
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </Form.Item>
        </Col>
      </Row>
    </SaveForm>
  );
}
