import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  GST_STATES,
  LIMITS,
  MSG,
  SERVICE_SAC,
  createInvoiceInput,
  gstRatesOn,
  invoiceLineInput,
  rupeesInWords,
  rupeesOf,
  type BillableItems,
  type TaxLine,
} from '@sevak/shared';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, Tooltip, Typography, type FormInstance, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { characterLimit } from '../../../components/character-count';
import { DateField } from '../../../components/DateField';
import { MoneyInput } from '../../../components/NumberInput';
import { Page } from '../../../components/Page';
import { SaveForm } from '../../../components/SaveForm';
import { SearchSelect } from '../../../components/SearchSelect';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { issueText } from '../../../i18n/messages';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { dayjs } from '../../../lib/dayjs';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, formatDayMonthYear, formatRupees } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { useProductOptions } from '../../../lib/search-options';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useCustomerOptions } from '../../visits/visit-options';
import { BILLING } from '../i18n';
import {
  DEFAULT_GST_RATE,
  amcLine,
  draftLineTax,
  draftTotals,
  invoiceInputOf,
  isIntraState,
  linesMissingHsn,
  purchaseLine,
  rateFor,
  visitLine,
  type BillableAmc,
  type BillablePurchase,
  type BillableVisit,
  type DraftLine,
  type DraftValues,
} from './invoice-draft';
import './invoices.css';

const { Text } = Typography;
const lineShape = invoiceLineInput.shape;

const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD-MM-YYYY';

/** The invoice date is held as 'YYYY-MM-DD', as the server takes it, and picked as a day. */
const calendarDay = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null),
};

const today = () => dayjs().tz().format(DAY);

type Translate = TFunction<[typeof BILLING, typeof MESSAGES]>;

/** "Service visit on 12 Nov 2026 — Filter change": a visit as its line names it. */
const visitName = (t: Translate, visit: BillableVisit) =>
  visit.description
    ? t('newInvoice.visitNameDescribed', { date: formatDayMonthYear(visit.visitDate), description: visit.description })
    : t('newInvoice.visitName', { date: formatDayMonthYear(visit.visitDate) });

/** A state by its GST code, in the reader's language; a code Sevak does not know, by the name the server gave. */
const stateName = (t: Translate, code: string, named: string) =>
  Object.hasOwn(GST_STATES, code) ? t(MSG.billing.states[code as keyof typeof GST_STATES], { ns: MESSAGES }) : named;

const rupees = (paise: number) => formatRupees(rupeesOf(paise));

/** The line fields the form shows; a schema issue on another (a line's visit and product both) is said in words. */
const SHOWN_LINE_FIELDS = new Set(['productID', 'description', 'hsnCode', 'quantity', 'unitPrice', 'gstRate', 'discount']);

/**
 * What the shared schema says of the whole invoice (a rate the invoice date no longer allows…),
 * set at the fields it names; what names no field on screen is returned, to be said in words.
 */
async function problemsOf(form: FormInstance<DraftValues>, values: DraftValues): Promise<string[]> {
  const checked = createInvoiceInput.safeParse(invoiceInputOf(values));
  if (checked.success) return [];
  const unplaced: string[] = [];
  const fields = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const issue of checked.error.issues) {
    const name = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const shown =
      (name.length === 1 && ['customerID', 'invoiceDate', 'notes'].includes(String(name[0]))) ||
      (name.length === 3 && name[0] === 'lines' && SHOWN_LINE_FIELDS.has(String(name[2])));
    const text = await issueText(issue);
    if (!shown) {
      unplaced.push(text);
      continue;
    }
    const key = name.join('.');
    fields.set(key, { name, errors: [...(fields.get(key)?.errors ?? []), text] });
  }
  form.setFields([...fields.values()] as Parameters<typeof form.setFields>[0]);
  return [...new Set(unplaced)];
}

/** The rule of the lines' list: `message` when there is none. */
const atLeastOneLine = (message: string) => ({
  validator: async (_rule: unknown, lines: DraftLine[] | undefined) => {
    if (!lines || lines.length === 0) throw new Error(message);
  },
});

/** The Tax Profile names the seller; without it no invoice can be issued. */
function NoTaxProfile() {
  const { t } = useTranslation(BILLING);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('newInvoice.noProfileTitle')}
      description={<Trans t={t} i18nKey="newInvoice.noProfileText" components={{ profile: <Link to={paths.admin.billingProfile} /> }} />}
    />
  );
}

/**
 * /billing/invoices/new: a GST invoice for one customer. Their purchases and visits not yet billed
 * are offered to tick; products and typed lines can be added; the totals (CGST and SGST, or IGST,
 * and the round-off) are computed as the server will, while the owner types.
 * ?customerId=…&customerProductId=…, &visitId=… or &amcContractId=… starts with that customer and that line.
 */
export function NewInvoicePage() {
  const { t } = useTranslation(BILLING);
  const profile = trpc.admin.billing.profile.useQuery();
  return (
    <Page title={t('newInvoice.pageTitle')}>
      <WhenLoaded query={profile} failure={t('profileLoadFailed')}>
        {(saved) => (
          <>
            {!saved && <NoTaxProfile />}
            <InvoiceDraftForm canSave={Boolean(saved)} />
          </>
        )}
      </WhenLoaded>
    </Page>
  );
}

function InvoiceDraftForm({ canSave }: { canSave: boolean }) {
  const { t } = useTranslation([BILLING, MESSAGES]);
  const [params] = useSearchParams();
  const start = {
    customerId: params.get('customerId') ?? undefined,
    customerProductId: params.get('customerProductId') ?? undefined,
    visitId: params.get('visitId') ?? undefined,
    amcContractId: params.get('amcContractId') ?? undefined,
  };
  const [form] = Form.useForm<DraftValues>();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const customerID = Form.useWatch('customerID', form);
  const invoiceDate = (Form.useWatch('invoiceDate', form) as string | null | undefined) ?? today();
  const lines = (Form.useWatch('lines', { form, preserve: true }) as DraftLine[] | undefined) ?? [];
  const billable = trpc.admin.billing.billable.useQuery({ id: customerID ?? '' }, { enabled: Boolean(customerID) });
  const items = billable.data;
  const current = items && items.customer.id === customerID ? items : undefined;
  const seller = current?.seller ?? null;
  const [problems, setProblems] = useState<string[]>([]);

  const feedback = useMutationFeedback();
  const create = trpc.admin.invoices.create.useMutation(
    feedback({ success: t('newInvoice.created'), failure: t('newInvoice.createFailed'), refreshes: 'invoice' }),
  );

  const linesNow = () => (form.getFieldValue('lines') as DraftLine[] | undefined) ?? [];
  const setLines = (next: DraftLine[]) => {
    form.setFieldValue('lines', next);
    // A line ticked clears "Add at least one line"; an empty list says it only once Save is pressed.
    if (next.length > 0) void form.validateFields([['lines']]).catch(() => undefined);
  };

  // Opened from a purchase or a visit: that line is ticked once the customer's billable items arrive.
  const startApplied = useRef(false);
  useEffect(() => {
    if (startApplied.current || !current || current.customer.id !== start.customerId) return;
    startApplied.current = true;
    const purchase = current.purchases.find((entry) => entry.customerProductID === start.customerProductId && !entry.invoice);
    const visit = current.visits.find((entry) => entry.visitID === start.visitId && !entry.invoice);
    const contract = current.amcContracts.find((entry) => entry.amcContractID === start.amcContractId && !entry.invoice && !entry.cancelled);
    const added = [
      ...(purchase ? [purchaseLine(purchase, current.seller)] : []),
      ...(visit ? [visitLine(visit, current.seller, visitName(t, visit), SERVICE_SAC)] : []),
      ...(contract ? [amcLine(contract, current.seller, SERVICE_SAC)] : []),
    ];
    if (added.length > 0) form.setFieldValue('lines', [...linesNow(), ...added]);
  });

  const tickPurchase = (purchase: BillablePurchase, ticked: boolean) =>
    setLines(
      ticked
        ? [...linesNow(), purchaseLine(purchase, seller)]
        : linesNow().filter((line) => line.customerProductID !== purchase.customerProductID),
    );
  const tickVisit = (visit: BillableVisit, ticked: boolean) =>
    setLines(
      ticked
        ? [...linesNow(), visitLine(visit, seller, visitName(t, visit), SERVICE_SAC)]
        : linesNow().filter((line) => line.visitID !== visit.visitID),
    );
  const tickAmc = (contract: BillableAmc, ticked: boolean) =>
    setLines(
      ticked
        ? [...linesNow(), amcLine(contract, seller, SERVICE_SAC)]
        : linesNow().filter((line) => line.amcContractID !== contract.amcContractID),
    );

  /** A product chosen on a line: its price, HSN code and rate fill the line (all still editable). */
  const pickProduct = (index: number, productId: string | undefined) => {
    if (!productId) return;
    void utils.admin.products.get
      .fetch({ id: productId })
      .then((product) => {
        const line = linesNow()[index];
        if (line?.productID !== productId) return;
        const next = [...linesNow()];
        next[index] = {
          ...line,
          name: product.name,
          unitPrice: product.price,
          hsnCode: product.hsnCode ?? '',
          gstRate: rateFor(seller, product.gstRate),
        };
        form.setFieldValue('lines', next);
      })
      .catch(() => undefined);
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as DraftValues;
    const unplaced = await problemsOf(form, values);
    setProblems(unplaced);
    if (form.getFieldsError().some((field) => field.errors.length > 0) || unplaced.length > 0) return;
    try {
      const invoice = await create.mutateAsync(invoiceInputOf(values));
      await navigate(paths.admin.invoice.to(invoice.id));
    } catch (error) {
      // The server's reason (a purchase billed meanwhile…) stays beside Save after its toast has gone.
      setProblems([errorMessage(error, t('newInvoice.createFailed'))]);
      throw error;
    }
  };

  const registered = seller?.registered ?? true;
  const allowedRates = registered ? gstRatesOn(invoiceDate) : [0];
  const rateOptions = allowedRates.map((bp) => ({ value: bp / 100, label: `${bp / 100} %` }));
  const intraState = current?.seller ? isIntraState(current.seller.stateCode, current.customer.stateCode) : true;
  const totals = current?.seller ? draftTotals(lines, intraState, current.seller.pricesIncludeTax) : undefined;
  const warnings = linesMissingHsn(lines).map((name) => t('hsnMissingFor', { name }));
  const lineTax = (line: DraftLine | undefined) =>
    line && current?.seller ? draftLineTax(line, intraState, current.seller.pricesIncludeTax) : null;

  return (
    <SaveForm<DraftValues>
      form={form}
      name="newInvoice"
      saving={create.isPending}
      onSubmit={submit}
      initialValues={{ customerID: start.customerId, invoiceDate: today(), lines: [], notes: '' }}
      onValuesChange={(changed: Partial<DraftValues>) => {
        // Another customer: the previous one's purchases, visits and contracts leave the invoice.
        if ('customerID' in changed) setLines(linesNow().filter((line) => !line.customerProductID && !line.visitID && !line.amcContractID));
      }}
    >
      <Card title={t('newInvoice.customerCard')} className="invoice-draft__card">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="customerID" label={t('newInvoice.customer')} rules={[zodRule(createInvoiceInput.shape.customerID)]}>
              <SearchSelect
                label={t('newInvoice.customer')}
                useOptions={useCustomerOptions}
                selectedLabel={current ? `${current.customer.name}${current.customer.phoneNumber ? ` (${current.customer.phoneNumber})` : ''}` : undefined}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="invoiceDate" label={t('newInvoice.invoiceDate')} rules={[zodRule(createInvoiceInput.shape.invoiceDate)]} {...calendarDay}>
              <DateField format={SHOWN_DAY} allowClear={false} />
            </Form.Item>
          </Col>
        </Row>
        {current?.seller && (
          <Text>
            {t('newInvoice.placeOfSupply', {
              state: stateName(t, current.customer.stateCode, current.customer.stateName),
              code: current.customer.stateCode,
              tax: !registered ? t('newInvoice.billOfSupply') : intraState ? t('newInvoice.cgstAndSgst') : t('newInvoice.igst'),
            })}
            {current.customer.gstin ? t('newInvoice.customerGstin', { gstin: current.customer.gstin }) : ''}
          </Text>
        )}
        {current?.seller && !registered && (
          <Alert
            className="invoice-draft__note"
            type="info"
            showIcon
            title={t('newInvoice.unregistered')}
          />
        )}
      </Card>

      {customerID && (
        <Card title={t('newInvoice.whatToBill')} className="invoice-draft__card">
          <WhenLoaded query={billable} failure={t('newInvoice.billableFailed')}>
            {() =>
              current ? <BillableChoices items={current} lines={lines} onPurchase={tickPurchase} onVisit={tickVisit} onAmc={tickAmc} /> : null
            }
          </WhenLoaded>
        </Card>
      )}

      <Card title={t('newInvoice.linesCard')} className="invoice-draft__card">
        <Form.List name="lines" rules={[atLeastOneLine(t(MSG.billing.validation.linesRequired, { ns: MESSAGES }))]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <LineFields
                  key={field.key}
                  name={field.name}
                  index={index}
                  line={lines[index]}
                  rateOptions={rateOptions}
                  allowedRates={allowedRates}
                  registered={registered}
                  computed={lineTax(lines[index])}
                  onPickProduct={(id) => pickProduct(index, id)}
                  onRemove={() => remove(field.name)}
                />
              ))}
              <Space wrap>
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ kind: 'PRODUCT', quantity: 1, gstRate: rateFor(seller, DEFAULT_GST_RATE), hsnCode: '' } satisfies DraftLine)}
                >
                  {t('newInvoice.addProductLine')}
                </Button>
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() =>
                    add({ kind: 'TEXT', description: '', quantity: 1, gstRate: rateFor(seller, DEFAULT_GST_RATE), hsnCode: '' } satisfies DraftLine)
                  }
                >
                  {t('newInvoice.addOtherLine')}
                </Button>
              </Space>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
        {warnings.length > 0 && (
          <Alert
            className="invoice-draft__note"
            type="warning"
            showIcon
            title={t('newInvoice.hsnMissingTitle')}
            description={
              <ul className="invoice-draft__warnings">
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            }
          />
        )}
      </Card>

      <Card title={t('newInvoice.totalsCard')} className="invoice-draft__card">
        <DraftTotalsTable totals={totals} intraState={intraState} pricesIncludeTax={current?.seller?.pricesIncludeTax ?? false} />
        <Form.Item name="notes" label={t('newInvoice.notes')} rules={[zodRule(createInvoiceInput.shape.notes)]} className="invoice-draft__notes">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} {...characterLimit(LIMITS.description)} />
        </Form.Item>
        {problems.length > 0 && <Alert className="invoice-draft__note" type="error" showIcon title={problems.join(' ')} />}
        <Button type="primary" htmlType="submit" disabled={!canSave || create.isPending}>
          {create.isPending ? t('newInvoice.saving') : t('newInvoice.save')}
        </Button>
      </Card>
    </SaveForm>
  );
}

interface BillableChoicesProps {
  items: BillableItems;
  lines: DraftLine[];
  onPurchase: (purchase: BillablePurchase, ticked: boolean) => void;
  onVisit: (visit: BillableVisit, ticked: boolean) => void;
  onAmc: (contract: BillableAmc, ticked: boolean) => void;
}

/** The customer's purchases, visits and AMC contracts as ticks; those already billed, greyed, with their invoice. */
function BillableChoices({ items, lines, onPurchase, onVisit, onAmc }: BillableChoicesProps) {
  const { t } = useTranslation([BILLING, MESSAGES]);
  const billedOn = (invoice: { id: string; invoiceNumber: string } | null) =>
    invoice && (
      <Text type="secondary">
        {' '}
        <Trans
          t={t}
          i18nKey="newInvoice.billedOn"
          values={{ number: invoice.invoiceNumber }}
          components={{ invoice: <Link to={paths.admin.invoice.to(invoice.id)} /> }}
        />
      </Text>
    );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <fieldset className="invoice-draft__choices">
          <legend>{t('newInvoice.purchases')}</legend>
          {items.purchases.length === 0 && <Text type="secondary">{t('newInvoice.noPurchases')}</Text>}
          {items.purchases.map((purchase) => (
            <div key={purchase.customerProductID}>
              <Checkbox
                disabled={Boolean(purchase.invoice)}
                checked={Boolean(purchase.invoice) || lines.some((line) => line.customerProductID === purchase.customerProductID)}
                onChange={(event) => onPurchase(purchase, event.target.checked)}
              >
                {t('newInvoice.purchase', {
                  product: purchase.productName,
                  billNumber: purchase.billNumber,
                  date: formatDate(purchase.invoiceDate),
                  price: formatRupees(purchase.price),
                })}
              </Checkbox>
              {billedOn(purchase.invoice)}
            </div>
          ))}
        </fieldset>
      </Col>
      <Col xs={24} lg={12}>
        <fieldset className="invoice-draft__choices">
          <legend>{t('newInvoice.visits')}</legend>
          {items.visits.length === 0 && <Text type="secondary">{t('newInvoice.noVisits')}</Text>}
          {items.visits.map((visit) => (
            <div key={visit.visitID}>
              <Checkbox
                disabled={Boolean(visit.invoice)}
                checked={Boolean(visit.invoice) || lines.some((line) => line.visitID === visit.visitID)}
                onChange={(event) => onVisit(visit, event.target.checked)}
              >
                {t('newInvoice.visit', { name: visitName(t, visit), charges: formatRupees(visit.charges) })}
                {visit.amountPaid > 0 ? ` ${t('newInvoice.visitPaid', { amount: formatRupees(visit.amountPaid) })}` : ''}
                {visit.isDone ? '' : ` ${t('newInvoice.visitNotDone')}`}
              </Checkbox>
              {billedOn(visit.invoice)}
            </div>
          ))}
        </fieldset>
      </Col>
      {items.amcContracts.length > 0 && (
        <Col xs={24} lg={12}>
          <fieldset className="invoice-draft__choices">
            <legend>{t('newInvoice.contracts')}</legend>
            {items.amcContracts.map((contract) => (
              <div key={contract.amcContractID}>
                <Checkbox
                  disabled={Boolean(contract.invoice) || contract.cancelled}
                  checked={Boolean(contract.invoice) || lines.some((line) => line.amcContractID === contract.amcContractID)}
                  onChange={(event) => onAmc(contract, event.target.checked)}
                >
                  {t('newInvoice.contract', { description: contract.description, price: formatRupees(contract.price) })}
                  {contract.cancelled ? ` ${t('newInvoice.contractCancelled')}` : ''}
                </Checkbox>
                {billedOn(contract.invoice)}
              </div>
            ))}
          </fieldset>
        </Col>
      )}
    </Row>
  );
}

interface LineFieldsProps {
  name: number;
  index: number;
  line: DraftLine | undefined;
  rateOptions: { value: number; label: string }[];
  allowedRates: readonly number[];
  registered: boolean;
  /** The line's taxable value, tax and total, once it can be computed. */
  computed: TaxLine | null;
  onPickProduct: (productId: string | undefined) => void;
  onRemove: () => void;
}

/** One line's fields, in a group named after the line: "Line 1: Kent Grand Plus RO". */
function LineFields({ name, index, line, rateOptions, allowedRates, registered, computed, onPickProduct, onRemove }: LineFieldsProps) {
  const { t } = useTranslation([BILLING, MESSAGES]);
  const kind = line?.kind ?? 'TEXT';
  // A visit's or a contract's line bills it once, at its own charges or price.
  const fixed = kind === 'VISIT' || kind === 'AMC';
  const what =
    line?.name || (kind === 'TEXT' ? line?.description?.trim() : '') || (kind === 'PRODUCT' ? t('newInvoice.line.product') : t('newInvoice.line.other'));
  const title = t('newInvoice.line.legend', { number: index + 1, what });
  const rateAllowed: FormRule = {
    validator: async (_rule, rate: unknown) => {
      if (typeof rate !== 'number' || !allowedRates.includes(Math.round(rate * 100))) throw new Error(t(MSG.billing.validation.gstRate, { ns: MESSAGES }));
    },
  };
  const described: FormRule = {
    validator: async (_rule, text: unknown) => {
      if (kind === 'TEXT' && !(typeof text === 'string' && text.trim())) throw new Error(t(MSG.billing.validation.lineUndescribed, { ns: MESSAGES }));
    },
  };
  return (
    <fieldset className="invoice-line">
      <legend className="invoice-line__legend">{title}</legend>
      <Tooltip title={t('newInvoice.line.remove')}>
        <Button
          className="invoice-line__remove"
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('newInvoice.line.removeNumbered', { number: index + 1 })}
          onClick={onRemove}
        />
      </Tooltip>
      <Row gutter={12}>
        {kind === 'PRODUCT' && !line?.customerProductID && (
          <Col xs={24} md={12} xl={8}>
<Form.Item name={[name, 'productID']} label={t('newInvoice.line.product')} rules={[{ required: true, message: t('newInvoice.line.chooseProduct') }]}>
              <SearchSelect label={t('newInvoice.line.product')} useOptions={useProductOptions} selectedLabel={line?.name} onChange={onPickProduct} />
            </Form.Item>
          </Col>
        )}
        {kind === 'TEXT' && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item name={[name, 'description']} label={t('newInvoice.line.description')} rules={[described, zodRule(lineShape.description)]}>
              <Input {...characterLimit(LIMITS.description)} autoComplete="off" />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={6} xl={4}>
          <Form.Item name={[name, 'hsnCode']} label={kind === 'PRODUCT' ? t('newInvoice.line.hsn') : t('newInvoice.line.hsnSac')} rules={[zodRule(lineShape.hsnCode)]}>
            <Input inputMode="numeric" autoComplete="off" readOnly={fixed} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Form.Item name={[name, 'quantity']} label={t('newInvoice.line.quantity')} rules={[zodRule(lineShape.quantity)]}>
            <Input inputMode="decimal" autoComplete="off" readOnly={fixed} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name={[name, 'unitPrice']} label={t('newInvoice.line.unitPrice')} rules={[zodRule(lineShape.unitPrice)]}>
            <MoneyInput readOnly={fixed} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Form.Item name={[name, 'gstRate']} label={t('newInvoice.line.gstRate')} rules={[rateAllowed]} dependencies={['invoiceDate']}>
            {/* A contract is taxed at the Tax Profile's rate on services, whatever the line says. */}
            <Select aria-label={t('newInvoice.line.gstRate')} options={rateOptions} disabled={!registered || kind === 'AMC'} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name={[name, 'discount']} label={t('newInvoice.line.discount')} rules={[zodRule(lineShape.discount)]}>
            <MoneyInput placeholder="0.00" />
          </Form.Item>
        </Col>
      </Row>
      <Text type="secondary" className="invoice-line__computed">
        {computed
          ? t('newInvoice.line.computed', {
              taxable: rupees(computed.taxableValue),
              gst: rupees(computed.cgst + computed.sgst + computed.igst),
              total: rupees(computed.total),
            })
          : t('newInvoice.line.notComputed')}
      </Text>
    </fieldset>
  );
}

interface DraftTotalsTableProps {
  totals: ReturnType<typeof draftTotals> | undefined;
  intraState: boolean;
  pricesIncludeTax: boolean;
}

/** The invoice's totals as they will be printed: taxable value, the taxes, round-off, total, in words. */
function DraftTotalsTable({ totals, intraState, pricesIncludeTax }: DraftTotalsTableProps) {
  const { t } = useTranslation(BILLING);
  if (!totals?.complete) {
    return (
      <div className="invoice-draft__totals">
        <Text type="secondary">{t('newInvoice.totals.notYet')}</Text>
      </div>
    );
  }
  const { tax } = totals;
  const rows: [string, number][] = [
    [t('newInvoice.totals.taxableValue'), tax.taxableValue],
    ...(intraState
      ? ([
          [t('taxes.cgst'), tax.cgst],
          [t('taxes.sgst'), tax.sgst],
        ] as [string, number][])
      : ([[t('taxes.igst'), tax.igst]] as [string, number][])),
    [t('newInvoice.totals.roundOff'), tax.roundOff],
  ];
  return (
    <div className="invoice-draft__totals">
      <table className="invoice-draft__totals-table">
        <caption className="visually-hidden">{t('newInvoice.totals.caption')}</caption>
        <tbody>
          {rows.map(([label, paise]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{rupees(paise)}</td>
            </tr>
          ))}
          <tr className="invoice-draft__grand-total">
            <th scope="row">{t('newInvoice.totals.total')}</th>
            <td>{rupees(tax.total)}</td>
          </tr>
        </tbody>
      </table>
      <Text>{rupeesInWords(tax.total)}</Text>
      {pricesIncludeTax && <Text type="secondary">{t('newInvoice.totals.pricesIncludeTax')}</Text>}
    </div>
  );
}
