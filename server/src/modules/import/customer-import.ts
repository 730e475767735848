import {
  customerFields,
  customerPersonFields,
  gstinProblem,
  message,
  messageOfProblem,
  MSG,
  normalizePhone,
  PHONE_PATTERN,
  type CustomerImportField,
  type Message,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import type { BusinessScope } from '../../tenancy/data-scope';
import type { AccountFields } from '../accounts/accounts.repository';
import * as customers from '../customers/customers.repository';
import {
  purchaseOfCustomer,
  purchaseWithDefaults,
  saveImportedCustomers,
  type ImportedCustomer,
  type ImportedCustomerChanges,
} from '../customers/customers.service';
import { findProductsByName, type ProductOnFile } from '../products/products.repository';
import {
  addressWithPin,
  amountOfCell,
  blankToNull,
  dayOfCell,
  inColumn,
  isExcelScientific,
  isPinCode,
  languageOfCell,
  messagesOf,
  stateCodeOfCell,
} from './import-cells';
import { cellsOf, columnNamer, groupBy, raggedRowProblem, type ColumnMap, type ImportFile, type ImportPlan, type PlannedRow } from './import-file';

/*
 * The customer file: one row per purchase, the customer's own columns repeated on each (what the
 * export writes). Rows with the same phone are one customer, matched within the business by that
 * phone; they must agree on the customer's details, or the later row is refused naming the first.
 * A purchase is matched by its bill number (unique within the business): a known one is changed,
 * a new one added. Every row is checked with the customer form's own schema, and saved by the
 * customers service with the form's defaults (price, warranty), or nothing is saved.
 */

type Field = CustomerImportField;

const PURCHASE_FIELDS: Field[] = ['product', 'serialNumber', 'billNumber', 'purchaseDate', 'price', 'warrantyStart', 'warrantyEnd'];
const DATE_FIELDS = [
  ['purchaseDate', 'invoiceDate'],
  ['warrantyStart', 'warrantyStartDate'],
  ['warrantyEnd', 'warrantyEndDate'],
] as const;

/** The customer form's field each column fills, to name the column in the form's messages. */
const COLUMN_OF_FORM_FIELD: Record<string, Field> = {
  fullname: 'name',
  phoneNumber: 'phone',
  email: 'email',
  address: 'address',
  gstin: 'gstin',
  stateCode: 'stateCode',
  language: 'language',
  productId: 'product',
  invoiceDate: 'purchaseDate',
  billNumber: 'billNumber',
  price: 'price',
  warrantyStartDate: 'warrantyStart',
  warrantyEndDate: 'warrantyEnd',
  serialNumber: 'serialNumber',
};

type Person = AccountFields & { gstin?: string | null | undefined; stateCode?: string | null | undefined };
const PERSON_FIELDS: [keyof Person, Field][] = [
  ['fullname', 'name'],
  ['email', 'email'],
  ['address', 'address'],
  ['gstin', 'gstin'],
  ['stateCode', 'stateCode'],
  ['language', 'language'],
];
const PURCHASE_COMPARED: [keyof customers.PurchaseValues, Field][] = [
  ['productId', 'product'],
  ['invoiceDate', 'purchaseDate'],
  ['price', 'price'],
  ['warrantyStartDate', 'warrantyStart'],
  ['warrantyEndDate', 'warrantyEnd'],
  ['serialNumber', 'serialNumber'],
];

/** Answers, for a key met again, the row it was first met on (undefined the first time). */
function firstRows() {
  const rows = new Map<string, number>();
  return (key: string | undefined, row: number): number | undefined => {
    if (!key) return undefined;
    const first = rows.get(key);
    if (first === undefined) rows.set(key, row);
    return first;
  };
}

/** Each customer's details as the first row of their phone gives them. */
interface FirstRow {
  row: number;
  person: Person;
}

export async function planCustomerImport(deps: AppDeps, business: BusinessScope, file: ImportFile, columns: ColumnMap<Field>): Promise<ImportPlan> {
  const { businessId } = business;
  const columnOf = columnNamer('customers', file.header, columns);
  const rows = file.rows.map((row) => ({ row, cells: cellsOf(row, columns) }));
  const upper = (text: string | undefined) => text?.toUpperCase();

  // Three queries for the whole file: its customers by phone, its products by name, its purchases by bill or serial number.
  const phones = [...new Set(rows.map(({ cells }) => normalizePhone(cells.phone ?? '')).filter((phone) => PHONE_PATTERN.test(phone)))];
  const productNames = [...new Set(rows.flatMap(({ cells }) => (cells.product ? [cells.product] : [])))];
  const bills = [...new Set(rows.flatMap(({ cells }) => (cells.billNumber ? [cells.billNumber] : [])))];
  const serials = [...new Set(rows.flatMap(({ cells }) => (cells.serialNumber ? [cells.serialNumber.toUpperCase()] : [])))];
  const [known, products, purchases] = await Promise.all([
    customers.findCustomersByPhone(deps.db, businessId, phones),
    findProductsByName(deps.db, businessId, productNames),
    customers.findPurchasesByBillOrSerial(deps.db, businessId, bills, serials),
  ]);
  const customerByPhone = new Map(known.map((customer) => [customer.phoneNumber, customer]));
  const productsByName = groupBy(products, (product) => product.name.toLowerCase());
  const purchaseByBill = new Map(purchases.map((purchase) => [purchase.billNumber.toLowerCase(), purchase]));
  const purchaseBySerial = new Map(purchases.flatMap((purchase) => (purchase.serialNumber ? [[purchase.serialNumber, purchase] as const] : [])));
  const purchaseColumnsMapped = PURCHASE_FIELDS.some((field) => columns[field] !== undefined);

  const outcomes: PlannedRow[] = [];
  const firstRowOf = new Map<string, FirstRow>();
  const billSeen = firstRows();
  const serialSeen = firstRows();
  /** Customers whose details a sound row has already compared with what is saved. */
  const compared = new Set<string>();
  const created = new Map<string, ImportedCustomer>();
  const { changed, purchasesAdded, purchasesChanged }: Omit<ImportedCustomerChanges, 'created'> = {
    changed: [],
    purchasesAdded: [],
    purchasesChanged: [],
  };

  for (const { row, cells } of rows) {
    const outcome: PlannedRow = { row: row.row, fate: 'error', label: [cells.name, cells.phone].filter(Boolean).join(', '), errors: [], notes: [] };
    outcomes.push(outcome);
    const ragged = raggedRowProblem(row, file.header);
    if (ragged) {
      outcome.errors.push(ragged);
      continue;
    }

    const phone = normalizePhone(cells.phone ?? '');
    const existing = customerByPhone.get(phone);
    const withPurchase = PURCHASE_FIELDS.some((field) => cells[field]) || !existing;
    // The import's own messages, by the form field they replace.
    const own = new Map<string, Message>();
    if (isExcelScientific(cells.phone)) own.set('phoneNumber', inColumn(columnOf('phone'), MSG.import.rows.scientificPhone));
    if (!isPinCode(cells.pinCode)) own.set('pinCode', inColumn(columnOf('pinCode'), MSG.import.rows.pinCode));
    const language = languageOfCell(cells.language);
    if (language === null) own.set('language', inColumn(columnOf('language'), MSG.import.rows.language));
    if (!existing && !purchaseColumnsMapped) own.set('productId', message(MSG.import.rows.noPurchaseColumns));

    let product: ProductOnFile | undefined;
    if (withPurchase && cells.product) {
      const named = productsByName.get(cells.product.toLowerCase()) ?? [];
      product = named.length === 1 ? named[0] : undefined;
      const name = cells.product;
      if (named.length === 0) own.set('productId', inColumn(columnOf('product'), message(MSG.import.rows.noSuchProduct, { name })));
      if (named.length > 1) {
        own.set('productId', inColumn(columnOf('product'), message(MSG.import.rows.productNameRepeated, { count: named.length, name })));
      }
    }
    for (const [field, formField] of DATE_FIELDS) {
      if (withPurchase && dayOfCell(cells[field]) === undefined) own.set(formField, inColumn(columnOf(field), MSG.import.rows.dateFormat));
    }

    const person = {
      fullname: cells.name || null,
      phoneNumber: cells.phone || null,
      email: columns.email === undefined ? (existing?.email ?? null) : blankToNull(cells.email),
      address: addressWithPin(
        (columns.address === undefined ? existing?.address : blankToNull(cells.address)) ?? null,
        isPinCode(cells.pinCode) ? cells.pinCode : undefined,
      ),
      gstin: blankToNull(cells.gstin),
      stateCode: stateCodeOfCell(cells.stateCode),
      language: language ?? undefined,
    };
    const purchase = {
      productId: product?.id ?? null,
      invoiceDate: dayOfCell(cells.purchaseDate) ?? null,
      billNumber: cells.billNumber || null,
      price: amountOfCell(cells.price),
      warrantyStartDate: dayOfCell(cells.warrantyStart) ?? null,
      warrantyEndDate: dayOfCell(cells.warrantyEnd) ?? null,
      serialNumber: blankToNull(cells.serialNumber),
    };
    const whole = withPurchase && purchaseColumnsMapped ? customerFields.safeParse({ ...person, ...purchase }) : undefined;
    const parsed = whole ?? customerPersonFields.safeParse(person);
    const formField = (field: string) => {
      const column = COLUMN_OF_FORM_FIELD[field];
      return column && columnOf(column);
    };
    outcome.errors.push(...own.values());
    if (!parsed.success) outcome.errors.push(...messagesOf(parsed.error, formField, new Set(own.keys())));

    // A GSTIN (or state) given alone must agree with the state (or GSTIN) saved.
    const saved = { gstin: parsed.data?.gstin === undefined ? existing?.gstin : parsed.data.gstin, stateCode: parsed.data?.stateCode === undefined ? existing?.stateCode : parsed.data.stateCode };
    const taxProblem = parsed.success && saved.gstin && saved.stateCode ? gstinProblem(saved.gstin, saved.stateCode) : null;
    if (taxProblem) outcome.errors.push(inColumn(columnOf('gstin'), messageOfProblem(taxProblem)));

    const billNumber = withPurchase ? cells.billNumber : undefined;
    const serialNumber = withPurchase ? upper(cells.serialNumber) : undefined;
    const sameBill = billSeen(billNumber?.toLowerCase(), row.row);
    if (billNumber && sameBill !== undefined) {
      outcome.errors.push(inColumn(columnOf('billNumber'), message(MSG.import.rows.billOnRow, { billNumber, row: sameBill })));
    }
    const sameSerial = serialSeen(serialNumber, row.row);
    if (serialNumber && sameSerial !== undefined) {
      outcome.errors.push(inColumn(columnOf('serialNumber'), message(MSG.import.rows.serialOnRow, { serialNumber, row: sameSerial })));
    }
    const savedPurchase = billNumber ? purchaseByBill.get(billNumber.toLowerCase()) : undefined;
    if (savedPurchase && savedPurchase.customerId !== existing?.id) outcome.errors.push(inColumn(columnOf('billNumber'), MSG.common.database.billNumberTaken));
    const serialOwner = serialNumber ? purchaseBySerial.get(serialNumber) : undefined;
    if (serialNumber && serialOwner && serialOwner.id !== savedPurchase?.id) {
      outcome.errors.push(message(MSG.common.database.serialNumberTakenNamed, { serialNumber }));
    }

    if (!parsed.success) continue;
    const { fullname, email, address, gstin, stateCode } = parsed.data;
    const details: Person = { fullname, phoneNumber: parsed.data.phoneNumber, email, address, gstin, stateCode, language: parsed.data.language };
    const first = firstRowOf.get(details.phoneNumber);
    if (first) {
      const differ = PERSON_FIELDS.filter(([key]) => details[key] !== first.person[key]).map(([, field]) => columnOf(field));
      if (differ.length > 0) {
        outcome.errors.push(message(MSG.import.rows.phoneDiffers, { phone: details.phoneNumber, row: first.row, columns: differ.join(', ') }));
      }
    } else {
      firstRowOf.set(details.phoneNumber, { row: row.row, person: details });
    }
    if (outcome.errors.length > 0) continue;

    // The row is sound: what saving it does.
    let fate: 'new' | 'update' | 'unchanged' = existing ? 'unchanged' : 'new';
    if (!compared.has(details.phoneNumber)) {
      compared.add(details.phoneNumber);
      const differ = PERSON_FIELDS.filter(([key]) => existing && details[key] !== undefined && details[key] !== existing[key]).map(([, field]) =>
        columnOf(field),
      );
      if (!existing) {
        // Spelled out, not spread, as purchaseOfCustomer says why.
        const { phoneNumber, language } = details;
        created.set(phoneNumber, { fullname, phoneNumber, email, address, gstin, stateCode, language: language ?? 'en', purchases: [] });
        outcome.notes.push(message(MSG.import.notes.newCustomer));
      } else if (differ.length > 0) {
        changed.push({ ...details, id: existing.id, userId: existing.userId });
        outcome.notes.push(message(MSG.import.notes.changes, { columns: differ.join(', ') }));
        fate = 'update';
      }
    }
    if (whole?.success) {
      // A purchase already saved keeps its price and warranty where the file says nothing of them;
      // the form's defaults (today's product price, a year from the bill) are for a new one.
      const given = savedPurchase
        ? {
            ...whole.data,
            price: whole.data.price ?? savedPurchase.price,
            warrantyStartDate: whole.data.warrantyStartDate ?? savedPurchase.warrantyStartDate,
            warrantyEndDate: whole.data.warrantyEndDate ?? savedPurchase.warrantyEndDate,
          }
        : whole.data;
      const values = purchaseWithDefaults(given, product!.price);
      const what = { billNumber: values.billNumber, product: product!.name };
      if (!existing) {
        created.get(details.phoneNumber)!.purchases.push(values);
        outcome.notes.push(message(MSG.import.notes.purchase, what));
      } else if (!savedPurchase) {
        purchasesAdded.push(purchaseOfCustomer(existing.id, values));
        outcome.notes.push(message(MSG.import.notes.newPurchase, what));
        fate = 'new';
      } else {
        const differ = PURCHASE_COMPARED.filter(([key]) => values[key] !== undefined && values[key] !== savedPurchase[key]).map(([, field]) =>
          columnOf(field),
        );
        if (differ.length > 0) {
          purchasesChanged.push({ ...values, customerId: existing.id, id: savedPurchase.id });
          outcome.notes.push(message(MSG.import.notes.changesPurchase, { billNumber: values.billNumber, columns: differ.join(', ') }));
          if (fate === 'unchanged') fate = 'update';
        }
      }
    }
    outcome.fate = fate;
  }

  const newPurchases = [...created.values()].reduce((count, customer) => count + customer.purchases.length, purchasesAdded.length);
  return {
    rows: outcomes,
    summary: [
      { label: MSG.import.summary.newCustomers, count: created.size },
      { label: MSG.import.summary.customersChanged, count: changed.length },
      { label: MSG.import.summary.newPurchases, count: newPurchases },
      { label: MSG.import.summary.purchasesChanged, count: purchasesChanged.length },
    ],
    save: () => saveImportedCustomers(deps, business, { created: [...created.values()], changed, purchasesAdded, purchasesChanged }),
  };
}
