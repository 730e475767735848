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
import { planRoom, type PlanRoom } from '../subscriptions/plan-limits';
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
import { cellsOf, columnNamer, groupBy, raggedRowProblem, type CheckedSlice, type ColumnMap, type FileRow, type ImportChecker, type PlannedRow } from './import-file';

/*
 * The customer file: one row per purchase, the customer's own columns repeated on each (what the
 * export writes). Rows with the same phone are one customer, matched within the business by that
 * phone; they must agree on the customer's details, or the later row is refused naming the first.
 * A purchase is matched by its bill number (unique within the business): a known one is changed,
 * a new one added. Every row is checked with the customer form's own schema, and saved by the
 * customers service with the form's defaults (price, warranty), or nothing is saved. Rows are
 * checked and saved a slice at a time: the import never holds the whole file's rows, only what
 * later rows are checked against (each customer's first row, the bill and serial numbers seen).
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

/** What the import keeps of a phone the file names: one record a phone, as a file may have 20,000. */
interface PhoneOnFile {
  /** The first row of the phone, and the customer's details as it gives them (`detailsOnFile`). */
  row: number;
  details: string;
  /** Whether a sound row has compared these details with what is saved: the customer's note is on that row. */
  compared: boolean;
  /** For a customer the import creates, their id once their slice is saved. */
  customerId?: string;
}

/**
 * A customer's details as a row gives them (PERSON_FIELDS's values, an absent one as 0), one
 * string to hold for each phone of the file instead of an object and its strings: two rows of a
 * phone name the same customer when the strings are equal.
 */
const detailsOnFile = (person: Person) => JSON.stringify(PERSON_FIELDS.map(([key]) => (person[key] === undefined ? 0 : person[key])));

/** The columns whose details differ between two rows of a phone (`detailsOnFile`). */
function differingDetails(first: string, later: string): Field[] {
  if (first === later) return [];
  const [was, is] = [JSON.parse(first) as unknown[], JSON.parse(later) as unknown[]];
  return PERSON_FIELDS.filter((_field, index) => was[index] !== is[index]).map(([, field]) => field);
}

/** A new customer's note, one object (frozen) on every row that has one. */
const NEW_CUSTOMER = Object.freeze(message(MSG.import.notes.newCustomer));

/**
 * How many rows are checked, and saved, at once: the import holds one slice's rows and writes
 * while the database answers. Importing 20,000 rows into a server just started, its peak was
 * 204–211 MB with slices of 1,000 and 196–199 MB with 250, for 5% more time; 100 was 30% slower
 * and no surer.
 */
export const CUSTOMER_SLICE_ROWS = 250;

/** A row of a slice, its cells by field, and the keys it is looked up and matched by, made once. */
interface RowToCheck {
  row: FileRow;
  cells: Partial<Record<Field, string>>;
  keys: { phone: string; bill: string | undefined; serial: string | undefined };
}

/** A record as the business had it before the import, or null where it had none, by the key the file names it with. */
type Known<T> = Map<string, T | null>;

/** Each key not looked up before, with what `lookUp` found by it (null for none), kept as first found. */
async function lookUpNew<T>(known: Known<T>, keys: Iterable<string>, lookUp: (keys: string[]) => Promise<[string, T][]>): Promise<void> {
  const fresh = [...new Set(keys)].filter((key) => !known.has(key));
  if (fresh.length === 0) return;
  for (const key of fresh) known.set(key, null);
  for (const [key, found] of await lookUp(fresh)) known.set(key, found);
}

export function checkCustomerImport(deps: AppDeps, business: BusinessScope, header: string[], columns: ColumnMap<Field>): ImportChecker {
  const { businessId } = business;
  const columnOf = columnNamer('customers', header, columns);
  const upper = (text: string | undefined) => text?.toUpperCase();
  const purchaseColumnsMapped = PURCHASE_FIELDS.some((field) => columns[field] !== undefined);

  // The business's customers by phone, products by name (in lower case), purchases by bill number
  // (in lower case) and serial number, looked up a slice's new keys at a time. A key is looked up
  // when the file first names it, before a row of the file can have saved anything under it, so
  // every row is checked against the business as it was when the import began.
  const customerByPhone: Known<customers.CustomerOnFile> = new Map();
  const productsByName: Known<ProductOnFile[]> = new Map();
  const purchaseByBill: Known<customers.PurchaseOnFile> = new Map();
  const purchaseBySerial: Known<customers.PurchaseOnFile> = new Map();

  const phonesOnFile = new Map<string, PhoneOnFile>();
  const billSeen = firstRows();
  const serialSeen = firstRows();
  const tally = { created: 0, changed: 0, newPurchases: 0, purchasesChanged: 0 };
  let room: PlanRoom | undefined;

  async function lookUp(rows: RowToCheck[]): Promise<void> {
    const phones = rows.map(({ keys }) => keys.phone).filter((phone) => PHONE_PATTERN.test(phone));
    const names = rows.flatMap(({ cells }) => (cells.product ? [cells.product.toLowerCase()] : []));
    const bills = rows.flatMap(({ keys }) => (keys.bill ? [keys.bill] : []));
    const serials = rows.flatMap(({ keys }) => (keys.serial ? [keys.serial] : []));
    const freshBills = new Set(bills.filter((bill) => !purchaseByBill.has(bill)));
    const freshSerials = new Set(serials.filter((serial) => !purchaseBySerial.has(serial)));
    await Promise.all([
      lookUpNew(customerByPhone, phones, async (keys) =>
        (await customers.findCustomersByPhone(deps.db, businessId, keys)).map((customer) => [customer.phoneNumber, customer]),
      ),
      lookUpNew(productsByName, names, async (keys) => [...groupBy(await findProductsByName(deps.db, businessId, keys), (product) => product.name.toLowerCase())]),
      (async () => {
        if (freshBills.size === 0 && freshSerials.size === 0) return;
        const purchases = await customers.findPurchasesByBillOrSerial(deps.db, businessId, [...freshBills], [...freshSerials]);
        for (const bill of freshBills) purchaseByBill.set(bill, null);
        for (const serial of freshSerials) purchaseBySerial.set(serial, null);
        // A purchase is kept under its other key too, unless that key was looked up before: a later
        // slice naming it must meet the purchase as it was, not as this import may have changed it
        // (a serial number freed in one slice is still taken for a row of the next, as in a dry run).
        for (const purchase of purchases) {
          const bill = purchase.billNumber.toLowerCase();
          if (freshBills.has(bill) || !purchaseByBill.has(bill)) purchaseByBill.set(bill, purchase);
          const serial = purchase.serialNumber;
          if (serial && (freshSerials.has(serial) || !purchaseBySerial.has(serial))) purchaseBySerial.set(serial, purchase);
        }
      })(),
    ]);
  }

  async function check(slice: FileRow[]): Promise<CheckedSlice> {
    const rows = slice.map((row): RowToCheck => {
      const cells = cellsOf(row, columns);
      return { row, cells, keys: { phone: normalizePhone(cells.phone ?? ''), bill: cells.billNumber?.toLowerCase(), serial: upper(cells.serialNumber) } };
    });
    await lookUp(rows);
    const outcomes: PlannedRow[] = [];
    // What saving the slice writes; a later row of a customer created in an earlier slice adds its purchase by phone.
    const created = new Map<string, ImportedCustomer>();
    const purchasesOfCreated: { phone: string; purchase: customers.PurchaseValues }[] = [];
    const { changed, purchasesAdded, purchasesChanged }: Omit<ImportedCustomerChanges, 'created'> = {
      changed: [],
      purchasesAdded: [],
      purchasesChanged: [],
    };

    for (const { row, cells, keys } of rows) {
      const outcome: PlannedRow = { row: row.row, fate: 'error', label: [cells.name, cells.phone].filter(Boolean).join(', '), errors: [], notes: [] };
      outcomes.push(outcome);
      const ragged = raggedRowProblem(row, header);
      if (ragged) {
        outcome.errors.push(ragged);
        continue;
      }

      const existing = customerByPhone.get(keys.phone) ?? undefined;
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
      const billKey = withPurchase ? keys.bill : undefined;
      const serialNumber = withPurchase ? keys.serial : undefined;
      const sameBill = billSeen(billKey, row.row);
      if (billNumber && sameBill !== undefined) {
        outcome.errors.push(inColumn(columnOf('billNumber'), message(MSG.import.rows.billOnRow, { billNumber, row: sameBill })));
      }
      const sameSerial = serialSeen(serialNumber, row.row);
      if (serialNumber && sameSerial !== undefined) {
        outcome.errors.push(inColumn(columnOf('serialNumber'), message(MSG.import.rows.serialOnRow, { serialNumber, row: sameSerial })));
      }
      const savedPurchase = (billKey && purchaseByBill.get(billKey)) || undefined;
      if (savedPurchase && savedPurchase.customerId !== existing?.id) outcome.errors.push(inColumn(columnOf('billNumber'), MSG.common.database.billNumberTaken));
      const serialOwner = serialNumber ? purchaseBySerial.get(serialNumber) : undefined;
      if (serialNumber && serialOwner && serialOwner.id !== savedPurchase?.id) {
        outcome.errors.push(message(MSG.common.database.serialNumberTakenNamed, { serialNumber }));
      }

      if (!parsed.success) continue;
      const { fullname, email, address, gstin, stateCode } = parsed.data;
      const details: Person = { fullname, phoneNumber: parsed.data.phoneNumber, email, address, gstin, stateCode, language: parsed.data.language };
      const first = phonesOnFile.get(details.phoneNumber);
      const detailsGiven = detailsOnFile(details);
      if (first) {
        const differ = differingDetails(first.details, detailsGiven).map(columnOf);
        if (differ.length > 0) {
          outcome.errors.push(message(MSG.import.rows.phoneDiffers, { phone: details.phoneNumber, row: first.row, columns: differ.join(', ') }));
        }
      }
      const onFile = first ?? { row: row.row, details: detailsGiven, compared: false };
      if (!first) phonesOnFile.set(details.phoneNumber, onFile);
      if (outcome.errors.length > 0) continue;

      // The row is sound: what saving it does.
      let fate: 'new' | 'update' | 'unchanged' = existing ? 'unchanged' : 'new';
      if (!onFile.compared) {
        onFile.compared = true;
        const differ = PERSON_FIELDS.filter(([key]) => existing && details[key] !== undefined && details[key] !== existing[key]).map(([, field]) =>
          columnOf(field),
        );
        if (!existing) {
          // Spelled out, not spread, as purchaseOfCustomer says why.
          const { phoneNumber, language } = details;
          created.set(phoneNumber, { fullname, phoneNumber, email, address, gstin, stateCode, language: language ?? 'en', purchases: [] });
          tally.created += 1;
          outcome.notes.push(NEW_CUSTOMER);
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
          const inSlice = created.get(details.phoneNumber);
          if (inSlice) inSlice.purchases.push(values);
          else purchasesOfCreated.push({ phone: details.phoneNumber, purchase: values });
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

    tally.changed += changed.length;
    tally.purchasesChanged += purchasesChanged.length;
    tally.newPurchases += purchasesAdded.length + purchasesOfCreated.length;
    for (const customer of created.values()) tally.newPurchases += customer.purchases.length;
    const createdSoFar = tally.created;

    async function save(): Promise<void> {
      room ??= await planRoom(deps.db, businessId, 'customers');
      // Once the plan has no room for the new customers so far, nothing more is saved: finish() refuses the file.
      if (!room.hasRoomFor(createdSoFar)) return;
      const added = purchasesOfCreated.map(({ phone, purchase }) => purchaseOfCustomer(phonesOnFile.get(phone)!.customerId!, purchase));
      const ids = await saveImportedCustomers(deps, business, {
        created: [...created.values()],
        changed,
        purchasesAdded: [...purchasesAdded, ...added],
        purchasesChanged,
      });
      for (const [phone, id] of ids) phonesOnFile.get(phone)!.customerId = id;
    }
    return { rows: outcomes, save };
  }

  return {
    sliceRows: CUSTOMER_SLICE_ROWS,
    check,
    summary: () => [
      { label: MSG.import.summary.newCustomers, count: tally.created },
      { label: MSG.import.summary.customersChanged, count: tally.changed },
      { label: MSG.import.summary.newPurchases, count: tally.newPurchases },
      { label: MSG.import.summary.purchasesChanged, count: tally.purchasesChanged },
    ],
    async finish() {
      (room ?? (await planRoom(deps.db, businessId, 'customers'))).assertRoomFor(tally.created);
    },
  };
}
