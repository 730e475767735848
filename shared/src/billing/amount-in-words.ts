/*
 * Amounts as printed on a GST tax invoice: the grand total in words and figures grouped the
 * Indian way (thousand, lakh, crore). Money in Sevak is an integer of paise (₹1 = 100 paise),
 * given as a safe-integer number or a bigint; both are worked in bigint so nothing is rounded.
 */

const PAISE_PER_RUPEE = 100n;
const CRORE = 10_000_000n;
const LAKH = 100_000n;
const THOUSAND = 1_000n;
const HUNDRED = 100n;

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine',
  'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** Paise as a bigint; a RangeError for a negative amount, a fraction of a paisa or an unsafe number. */
function toPaise(paise: number | bigint, allowNegative: boolean): bigint {
  if (typeof paise === 'number' && !Number.isSafeInteger(paise)) {
    throw new RangeError(`An amount must be a whole number of paise within the safe integer range, not ${paise}`);
  }
  const exact = BigInt(paise);
  if (!allowNegative && exact < 0n) throw new RangeError(`An amount in words cannot be negative (${exact} paise)`);
  return exact;
}

/** 1–99 in words, tens hyphenated: "Twenty-Three". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)]!;
  return ones === 0 ? tens : `${tens}-${ONES[ones]!}`;
}

/**
 * A positive whole number in the Indian system. Above 99 crore the count of crores is itself
 * spelled the same way, so ₹1,00,00,00,000 is "One Hundred Crore" and ₹10,00,00,00,00,000
 * "One Lakh Crore", as Indian invoices and cheques write them.
 */
function indianWords(n: bigint): string {
  const parts: string[] = [];
  const crores = n / CRORE;
  if (crores > 0n) parts.push(`${indianWords(crores)} Crore`);
  const rest = n % CRORE;
  const groups: [bigint, string][] = [
    [rest / LAKH, 'Lakh'],
    [(rest % LAKH) / THOUSAND, 'Thousand'],
    [(rest % THOUSAND) / HUNDRED, 'Hundred'],
  ];
  for (const [count, name] of groups) {
    if (count > 0n) parts.push(`${belowHundred(Number(count))} ${name}`);
  }
  const units = Number(rest % HUNDRED);
  if (units > 0) parts.push(belowHundred(units));
  return parts.join(' ');
}

/**
 * The grand total in words as printed on an Indian invoice:
 * 12345650 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only".
 *
 * Always "Rupees", even for ₹1 ("Rupees One Only") and ₹0: one fixed opening reads the same on
 * every invoice and is the form most Indian billing software prints. The paise, when not zero,
 * follow as " and Fifty Paise", with the singular for one: " and One Paisa".
 * Throws a RangeError for a negative amount (an invoice total never is; a credit note prints
 * its own positive amount) or a number that is not a safe whole number of paise.
 */
export function rupeesInWords(paise: number | bigint): string {
  const amount = toPaise(paise, false);
  const rupees = amount / PAISE_PER_RUPEE;
  const rest = Number(amount % PAISE_PER_RUPEE);
  const rupeeWords = rupees === 0n ? ONES[0] : indianWords(rupees);
  const paiseWords = rest === 0 ? '' : ` and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  return `Rupees ${rupeeWords}${paiseWords} Only`;
}

/**
 * An amount in figures with Indian digit grouping and always two decimals, as printed on
 * documents: 12345650 paise → "1,23,456.50"; 5 → "0.05". A negative amount (a discount or
 * adjustment line) keeps its sign: -150 → "-1.50". Throws a RangeError for a number that is
 * not a safe whole number of paise.
 */
export function formatIndianNumber(paise: number | bigint): string {
  const amount = toPaise(paise, true);
  const sign = amount < 0n ? '-' : '';
  const magnitude = amount < 0n ? -amount : amount;
  const rupees = (magnitude / PAISE_PER_RUPEE).toString();
  const decimals = (magnitude % PAISE_PER_RUPEE).toString().padStart(2, '0');
  // The last three digits form one group; every two digits before them form the next.
  const lastThree = rupees.slice(-3);
  const leading = rupees.slice(0, -3);
  const grouped = leading ? `${leading.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${sign}${grouped}.${decimals}`;
}
