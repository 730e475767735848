import { GST_STATES, message, messageOfIssue, MSG, type Language, type Message, type MessageKey } from '@sevak/shared';
import type { ZodError } from 'zod';
import { renderMessage } from '../../i18n/messages';

/*
 * A CSV cell as the shared form schemas take it: the file speaks as Excel writes (dd-mm-yyyy
 * dates, "₹1,49,999", "18%"), the schemas as the forms send. Each helper only changes how a
 * value is written; whether it is valid is the schemas' to say, in the forms' own words.
 */

/** A mapped cell left blank means "none" (null); a field with no column means "keep what is saved" (undefined). */
export const blankToNull = (cell: string | undefined): string | null | undefined => (cell === undefined ? undefined : cell || null);


const DAY_FIRST = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const twoDigits = (part: string) => part.padStart(2, '0');

/**
 * A date cell as 'yyyy-mm-dd' (the schema then checks it is a real day in range); null when
 * blank; undefined when it is written in none of the accepted ways. A time Excel adds is ignored.
 */
export function dayOfCell(cell: string | undefined): string | null | undefined {
  if (!cell) return null;
  const dayFirst = DAY_FIRST.exec(cell);
  if (dayFirst) return `${dayFirst[4]}-${twoDigits(dayFirst[3]!)}-${twoDigits(dayFirst[1]!)}`;
  const iso = ISO_DAY.exec(cell);
  if (iso) return `${iso[1]}-${twoDigits(iso[2]!)}-${twoDigits(iso[3]!)}`;
  return undefined;
}

/** "₹ 1,49,999.00", "Rs. 14999" → "149999.00", "14999": currency marks and digit grouping dropped. */
export function amountOfCell(cell: string | undefined): string | null {
  if (!cell) return null;
  return cell.replace(/^(?:\u20b9|rs\.?|inr)\s*/i, '').replace(/(?<=\d),(?=\d)/g, '');
}

/** "18", "18%", "0.25 %" → 18, 0.25; anything else is left for the schema to refuse. */
export function percentOfCell(cell: string | undefined): number | string | null | undefined {
  if (cell === undefined || cell === '') return cell === undefined ? undefined : null;
  const percent = /^(\d+(?:\.\d+)?)\s*%?$/.exec(cell);
  return percent ? Number(percent[1]) : cell;
}

const STATE_BY_NAME = new Map(Object.entries(GST_STATES).map(([code, name]) => [name.toLowerCase(), code]));

/** A state as its GST code: '27', '7' (Excel drops the 0 of '07') or 'Maharashtra'. */
export function stateCodeOfCell(cell: string | undefined): string | null | undefined {
  if (!cell) return blankToNull(cell);
  if (/^\d$/.test(cell)) return `0${cell}`;
  return STATE_BY_NAME.get(cell.toLowerCase()) ?? cell;
}

/** A phone Excel turned into a number in scientific notation: its digits are lost. */
export const isExcelScientific = (cell: string | undefined) => cell !== undefined && /^\d(?:\.\d+)?e\+?\d+$/i.test(cell);

/**
 * The address with the PIN code of its column: Sevak keeps the PIN inside the address (the due
 * list finds an area's customers there), so a PIN the address already holds is not added again.
 */
export function addressWithPin(address: string | null, pin: string | undefined): string | null {
  if (!pin || (address && new RegExp(`(?<!\\d)${pin}(?!\\d)`).test(address))) return address;
  return address ? `${address} - ${pin}` : pin;
}

/** A PIN code cell: blank, or six digits, leading zeros and all. */
export const isPinCode = (cell: string | undefined) => !cell || /^\d{6}$/.test(cell);

/** The words a language cell may hold, in lower case: its code, its English name, its own name. */
const LANGUAGE_OF_WORD = new Map<string, Language>([
  ['en', 'en'],
  ['english', 'en'],
  ['अंग्रेज़ी', 'en'],
  ['अंग्रेजी', 'en'],
  ['hi', 'hi'],
  ['hindi', 'hi'],
  ['हिन्दी', 'hi'],
  ['हिंदी', 'hi'],
]);

/**
 * A customer's language cell: 'en' or 'hi' (en, English, hi, Hindi, हिन्दी, in any case);
 * undefined when blank (a new customer is English, a saved one keeps theirs); null when it names
 * no language Sevak speaks.
 */
export function languageOfCell(cell: string | undefined): Language | null | undefined {
  if (!cell) return undefined;
  return LANGUAGE_OF_WORD.get(cell.normalize('NFC').toLowerCase()) ?? null;
}

/** A problem with a row said of the file's column it is in: "Mobile No: Enter a valid mobile number". */
export function inColumn(column: string, problem: MessageKey | Message): Message {
  return message(MSG.import.rows.inColumn, { column, problem: typeof problem === 'string' ? message(problem) : problem });
}

/**
 * The form schema's messages for a row, each naming the file's column it comes from ("Mobile:
 * Enter a valid mobile number") unless the message names it already (as its English says).
 * Fields in `skip` have a message of the import's own already.
 */
export function messagesOf(error: ZodError, columnOf: (field: string) => string | undefined, skip: ReadonlySet<string> = new Set()): Message[] {
  const messages = new Map<string, Message>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (skip.has(field)) continue;
    const said = messageOfIssue(issue as Parameters<typeof messageOfIssue>[0]);
    const column = columnOf(field);
    const named = column && !renderMessage(said).toLowerCase().includes(column.toLowerCase()) ? inColumn(column, said) : said;
    // The same sentence twice (two checks of one field saying it alike) is said once.
    messages.set(renderMessage(named), named);
  }
  return [...messages.values()];
}
