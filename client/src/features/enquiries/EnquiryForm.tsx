import { enquiryFields, LIMITS } from '@sevak/shared';
import { Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { useProductOptions } from '../../lib/search-options';

const rules = {
  name: [zodRule(enquiryFields.shape.name)],
  phoneNumber: [zodRule(enquiryFields.shape.phoneNumber)],
  address: [zodRule(enquiryFields.shape.address)],
  message: [zodRule(enquiryFields.shape.message)],
  productId: [zodRule(enquiryFields.shape.productId)],
};

/** A walk-in or phoned-in customer's enquiry: who asked, how to reach them, and about what. */
export function EnquiryForm(props: RecordFormProps<z.input<typeof enquiryFields>>) {
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
