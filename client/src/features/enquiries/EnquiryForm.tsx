import { createEnquiryInput, LIMITS } from '@sevak/shared';
import { Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { calendarDayField, DateField } from '../../components/DateField';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { useProductOptions } from '../../lib/search-options';

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
  return (
    <SaveForm {...props}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Customer Name" rules={rules.name}>
            <Input placeholder="e.g. Ravi Kumar" {...characterLimit(LIMITS.name)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label="Phone Number" rules={rules.phoneNumber}>
            <Input placeholder="e.g. 9876543210" inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="productId" label="Product" rules={rules.productId}>
            <SearchSelect label="Product" useOptions={useProductOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label="Address" rules={rules.address}>
            <Input placeholder="House, street, area, city" {...characterLimit(LIMITS.address)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="followUpDate" label="Follow-up Date" rules={rules.followUpDate} {...calendarDayField}>
            <DateField format="DD-MM-YYYY" placeholder="dd-mm-yyyy" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="message" label="Message" rules={rules.message}>
            <Input.TextArea
              placeholder="What the customer is asking about"
              {...characterLimit(LIMITS.message)}
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </Form.Item>
        </Col>
      </Row>
    </SaveForm>
  );
}
