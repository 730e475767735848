import { enquiryFields, LIMITS, type EnquiryFields } from '@sevak/shared';
import { Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { SearchSelect } from '../../components/SearchSelect';
import { zodRule } from '../../lib/form-rules';
import { useProductOptions } from './product-options';

interface EnquiryFormProps {
  form: FormInstance<EnquiryFields>;
  saving: boolean;
  onSubmit: (fields: EnquiryFields) => Promise<unknown>;
}

const rules = {
  name: [zodRule(enquiryFields.shape.name)],
  phoneNumber: [zodRule(enquiryFields.shape.phoneNumber)],
  address: [zodRule(enquiryFields.shape.address)],
  message: [zodRule(enquiryFields.shape.message)],
  productId: [zodRule(enquiryFields.shape.productId)],
};

/** A walk-in or phoned-in customer's enquiry: who asked, how to reach them, and about what. */
export function EnquiryForm({ form, saving, onSubmit }: EnquiryFormProps) {
  return (
    <SaveForm form={form} layout="vertical" onFinish={onSubmit} saving={saving} requiredMark={false}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Customer Name" rules={rules.name}>
            <Input placeholder="e.g. Ravi Kumar" maxLength={LIMITS.name} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phoneNumber" label="Phone Number" rules={rules.phoneNumber}>
            <Input placeholder="e.g. 9876543210" inputMode="tel" maxLength={16} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="productId" label="Product" rules={rules.productId}>
            <SearchSelect label="Product" useOptions={useProductOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label="Address" rules={rules.address}>
            <Input placeholder="House, street, area, city" maxLength={LIMITS.address} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="message" label="Message" rules={rules.message}>
            <Input.TextArea
              placeholder="What the customer is asking about"
              maxLength={LIMITS.message}
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </SaveForm>
  );
}
