import fc from 'fast-check';
import type { ZodType } from 'zod';
import { sampleCsv } from '@sevak/shared';

/*
 * Inputs for the fuzz test, drawn from the shared zod schemas themselves: a walk over each
 * schema's definition gives an arbitrary of the values it accepts, so a field added to a schema
 * is fuzzed without anyone writing a generator for it. Where a schema checks something a walk
 * cannot see (a rupee amount, a calendar day, a logo), the field's name picks a generator that
 * speaks the same language as the form.
 */

/** The records an id can point at; `id` itself means the record of the call. */
export type IdKind =
  | 'business'
  | 'category'
  | 'subCategory'
  | 'product'
  | 'employee'
  | 'customer'
  | 'customerProduct'
  | 'visit'
  | 'enquiry'
  | 'amcContract'
  | 'ticket'
  | 'plan'
  | 'subscription';

/** What the database holds: the fuzzed business's ids, another business's (which must read as not found), phones and accounts. */
export interface IdPools {
  own: Record<IdKind, string[]>;
  other: Record<IdKind, string[]>;
  /** Phone numbers already taken, so some writes collide with them. */
  phones: string[];
  /** Accounts that can sign in, so some sign-ins succeed. */
  accounts: { phoneNumber: string; password: string }[];
}

const ID_FIELDS: Record<string, IdKind> = {
  productId: 'product',
  productCategoryId: 'category',
  productSubCategoryId: 'subCategory',
  customerID: 'customer',
  customerId: 'customer',
  employeeID: 'employee',
  employeeId: 'employee',
  customerProductId: 'customerProduct',
  // An invoice line's and a payment's references.
  productID: 'product',
  customerProductID: 'customerProduct',
  visitID: 'visit',
  amcContractID: 'amcContract',
  // The enquiry a new customer is converted from.
  fromEnquiryId: 'enquiry',
  // The plan a renewal is paid on.
  planID: 'plan',
};

/** A zod definition as the walk reads it (zod 4's `_zod.def`). */
interface ZodDef {
  type: string;
  format?: string;
  coerce?: boolean;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; format?: string; pattern?: RegExp } } }[];
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  element?: ZodType;
  in?: ZodType;
  out?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  keyType?: ZodType;
  valueType?: ZodType;
}

const defOf = (schema: ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const WORDS = [
  'Kent', 'Aquaguard', 'RO', 'UV', 'Purifier', 'Filter', 'Service', 'Pune', 'Kothrud', 'Ravi', 'Sanjay', 'Priya',
  'Shree', 'Ganesh', 'Water', 'Solutions', 'AC', 'Split', 'Inverter', 'Warranty', 'Flat 302', 'Baner Road',
];
const UNICODE_SAMPLES = ['पुणे', 'शुद्ध जल', 'ಬೆಂಗಳೂರು', 'தண்ணீர்', '👍🏽', 'é', 'ا ب ت', '\u200d', '\u202e', 'ǅ', '𝔘𝔫𝔦'];

/** Text as people type it, in Indian scripts, emoji, and any code unit at all (NUL, lone surrogates). */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...WORDS, ...UNICODE_SAMPLES), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' ')) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
);

/** A string the schema's trim and length checks keep: trimmed, padded up to `min`, cut at `max`. */
function fittedText(min: number, max: number): fc.Arbitrary<string> {
  const longest = Math.min(max, 2000);
  return fc
    .oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: longest, maxLength: longest }) })
    .map((value) => value.trim().padEnd(min, 'x').slice(0, longest).trim().padEnd(min, 'x'));
}

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(''));

const phone = (pools: IdPools) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(9)).map(([first, rest]) => first + rest) },
    { weight: 1, arbitrary: digits(12).map((rest) => `+${rest}`) },
    { weight: 2, arbitrary: pools.phones.length > 0 ? fc.constantFrom(...pools.phones) : digits(10) },
  );

const email = fc.oneof(
  fc.tuple(fc.constantFrom('ravi', 'priya.k', 'owner', 'a'), fc.nat(9999), fc.constantFrom('example.com', 'aquacare.in', 'mail.co'))
    .map(([user, n, domain]) => `${user}${n}@${domain}`),
  fc.emailAddress(),
);

const calendarDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const dayField = fc.oneof(
  { weight: 6, arbitrary: calendarDay },
  { weight: 1, arbitrary: calendarDay.map((day) => `${day}T00:00:00+05:30`) },
  { weight: 1, arbitrary: fc.constantFrom('2026-11-21', '2026-11-22', '2024-02-29', '2026-03-31', '2027-12-31') },
);

/** The two ends of a stretch of days (the schedule's `from` and `to`), near each other so that many stretches are valid. */
const nearbyDay = fc
  .integer({ min: 0, max: 60 })
  .map((days) => new Date(Date.UTC(2026, 10, 1 + days)).toISOString().slice(0, 10));

const instant = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

const rupees = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: 0, max: 99_99_99_999_99 }).map((paise) => (paise / 100).toFixed(2)),
  fc.integer({ min: 0, max: 100_000 }).map(String),
  fc.constantFrom(0, '0', '99999999999.99', 1499.5),
);

const wholeCount = (max: number) => fc.oneof(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }).map(String));

/** A 1×1 PNG, and rarely an image just under the 1 MB limit. */
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const logo = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('', TINY_PNG) },
  { weight: 1, arbitrary: fc.constant(`data:image/jpeg;base64,/9j/${'A'.repeat(1_398_096)}`) },
);

function pickId(kind: IdKind, pools: IdPools): fc.Arbitrary<string> {
  const from = (ids: string[]) => (ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid());
  const anyOwn = Object.values(pools.own).flat();
  return fc.oneof(
    { weight: 11, arbitrary: from(pools.own[kind]) },
    { weight: 2, arbitrary: from(anyOwn) },
    { weight: 2, arbitrary: from(pools.other[kind]) },
    { weight: 5, arbitrary: fc.uuid() },
  );
}

/** A generator chosen by the field's name, for fields whose rule the walk cannot read. */
function namedField(key: string, context: WalkContext): fc.Arbitrary<unknown> | undefined {
  if (key === 'id') return pickId(context.idKind, context.pools);
  if (ID_FIELDS[key]) return pickId(ID_FIELDS[key], context.pools);
  if (key === 'phoneNumber') return phone(context.pools);
  if (key === 'email') return email;
  if (key === 'visitDate') return instant;
  if (/Date$/.test(key)) return dayField;
  if (key === 'from' || key === 'to') return nearbyDay;
  if (key === 'price' || key === 'serviceCharges' || key === 'unitPrice' || key === 'discount' || key === 'amount' || key === 'pricePerYear') return rupees;
  // A plan's length (1 to 36 months) and its limits, and some just outside: a walk's numbers would almost never be whole months.
  if (key === 'months') return wholeCount(40);
  if (key === 'maxTechnicians' || key === 'maxCustomers') return wholeCount(500);
  // A product's stock (0 to 999,999,999) and an invoice line's (more than 0, to 1,000,000, some with decimals).
  if (key === 'quantity') return fc.oneof(wholeCount(999_999_999), fc.integer({ min: 1, max: 1_000_000_000 }).map((thousandths) => thousandths / 1000));
  if (key === 'paidOn') return dayField;
  // The GST slabs, and the two that stand only before 22 Sep 2025.
  if (key === 'gstRate' || key === 'serviceGstRate') return fc.constantFrom(0, 0.25, 3, 5, 18, 40, 12, 28);
  if (key === 'autoVisitTime') return wholeCount(120);
  // A contract's visits: 1 to 52, and some just outside.
  if (key === 'visitsIncluded') return wholeCount(60);
  if (key === 'image') return logo;
  // An invoice number's prefix: up to six letters or digits, typed in either case (a refine the walk cannot read).
  if (key === 'invoicePrefix') return fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), fittedText(0, 10));
  if (key === 'password') return fittedText(6, 40);
  // An import's file: the sample files, one with a row spoiled, and any text at all.
  if (key === 'csv') {
    const samples = fc.constantFrom(sampleCsv('customers'), sampleCsv('products'));
    return fc.oneof(samples, fc.tuple(samples, text).map(([file, spoiled]) => `${file}${spoiled}\r\n`), fittedText(0, 2000));
  }
  return undefined;
}

interface WalkContext {
  pools: IdPools;
  /** What a bare `id` field points at. */
  idKind: IdKind;
}

function walk(schema: ZodType, key: string, context: WalkContext): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return fc.option(walk(def.innerType!, key, context), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(walk(def.innerType!, key, context), { nil: null, freq: 6 });
    case 'pipe':
      // A preprocess is a pipe out of a transform: what it accepts is what its output accepts.
      return walk(defOf(def.in!).type === 'transform' ? def.out! : def.in!, key, context);
    case 'object': {
      const record = fc
        .record(Object.fromEntries(Object.entries(def.shape!).map(([field, inner]) => [field, walk(inner, field, context)])))
        .map((fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
      const isSignIn = Object.keys(def.shape!).sort().join() === 'password,phoneNumber';
      return isSignIn && context.pools.accounts.length > 0 ? fc.oneof(record, fc.constantFrom(...context.pools.accounts)) : record;
    }
  }
  const named = namedField(key, context);
  if (named) return named;
  switch (def.type) {
    case 'union':
      return fc.oneof(...def.options!.filter((option) => defOf(option).type !== 'date').map((option) => walk(option, key, context)));
    case 'string':
      return stringOf(def, context);
    case 'number': {
      const min = Math.max(checkValue(def, 'greater_than') ?? -1e6, -1e9);
      const max = Math.min(checkValue(def, 'less_than') ?? 1e6, 1e9);
      const whole = def.checks?.some((check) => check._zod.def.check === 'number_format');
      const number = whole ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
      return def.coerce ? fc.oneof(number, number.map(String)) : number;
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(walk(def.element!, key, context), { maxLength: 5 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'record':
      // A mapping keyed by an enum (an import's columns): some of the keys, each with a value.
      return fc.dictionary(walk(def.keyType!, key, context) as fc.Arbitrary<string>, walk(def.valueType!, key, context), { maxKeys: 4 });
    case 'literal':
      return fc.constantFrom(...def.values!);
    default:
      throw new Error(`The fuzz walk does not know zod type "${def.type}" (field "${key}"); teach it in fuzz-arbitraries.ts`);
  }
}

function checkValue(def: ZodDef, check: string): number | undefined {
  const found = def.checks?.find((candidate) => candidate._zod.def.check === check)?._zod.def;
  return found?.value ?? found?.minimum ?? found?.maximum;
}

function stringOf(def: ZodDef, context: WalkContext): fc.Arbitrary<string> {
  if (def.format === 'uuid') return pickId(context.idKind, context.pools);
  const pattern = def.checks?.find((check) => check._zod.def.format === 'regex')?._zod.def.pattern;
  if (pattern) return fc.stringMatching(pattern);
  return fittedText(checkValue(def, 'min_length') ?? 0, checkValue(def, 'max_length') ?? 200);
}

/** Values of the shape `schema` accepts (run it through the schema to keep only the valid ones). */
export function inputArbitrary(schema: ZodType, context: WalkContext): fc.Arbitrary<unknown> {
  return walk(schema, '', context);
}

/*
 * Garbage: what a broken client, a script or an attacker sends instead of a form's values.
 * None of it may contain SQL words, so a response that echoes it is never mistaken for a leak.
 */

const HUGE = 'x'.repeat(1_200_000);

export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  // wrong types
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [[]], [1, 'a'], { a: 1 }),
  // numbers and dates written as strings, and strings that look like numbers but are not
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x1F', '1_000', '١٢٣', '12abc', ' 12 ', '', ' ', 'null', 'undefined', 'true'),
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '99999-01-01', '2026-11-21T25:00:00Z', '21/11/2026', 'yesterday', '275760-09-14T00:00:00Z'),
  fc.integer().map(String),
  fc.double().map(String),
  // text that stresses encodings, parsers and the database
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\uffff', '\u202e\u0000', "'; drop table users; --", "' or '1'='1", '%00', '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '\\', '"'),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('a'.repeat(101), 'a'.repeat(1001), '9'.repeat(40), '+'.repeat(20), HUGE),
  // keys that poison prototypes when copied carelessly
  fc.constantFrom(
    JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown,
    JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}') as unknown,
    { toString: 'x', valueOf: 1, hasOwnProperty: 'y' },
  ),
  // deep values, within what a JSON encoder will write
  fc.integer({ min: 50, max: 2000 }).map((depth) => nest(depth)),
);

/** A value `depth` arrays deep: [[[…1…]]]. */
function nest(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Raw JSON text too deep for naive recursive code: `depth` arrays or objects. */
export function deepJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bodies that are not JSON at all, or JSON the request must refuse. */
export const invalidJsonText = fc.oneof(
  fc.constantFrom('{', '}', '{"name":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', 'undefined', 'NaN', '{"a":NaN}', '{"a":01}', '{"a":"\u0000"', '{"a":"\\x41"}', '{"a":"\\ud800"'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }).filter((body) => !isJson(body)),
);

function isJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
