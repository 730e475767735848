import { z } from 'zod';

/*
 * GSTINs and the GST state codes, as printed on a tax invoice. A GSTIN is 15 characters:
 * the state code (2 digits), the holder's PAN (10), an entity number (1–9, then A–Z), 'Z',
 * and a check character computed from the first 14.
 */

/**
 * The GST state and union-territory codes, 01–38, as they are printed on invoices and begin
 * every GSTIN. 25 (Daman and Diu) was merged into 26 in 2020, and 28 is Andhra Pradesh before
 * Telangana was split off (37 since); both still begin GSTINs issued then.
 */
export const GST_STATES = Object.freeze({
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu (before 2020)',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (old)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const);

export type GstStateCode = keyof typeof GST_STATES;

const GST_STATE_CODES = Object.keys(GST_STATES) as [GstStateCode, ...GstStateCode[]];

function isGstStateCode(code: string): code is GstStateCode {
  return Object.hasOwn(GST_STATES, code);
}

/** Every state for a pick list, in alphabetical order of name. */
export const GST_STATE_LIST: readonly { readonly code: GstStateCode; readonly name: string }[] = Object.freeze(
  GST_STATE_CODES.map((code) => Object.freeze({ code, name: GST_STATES[code] })).sort((a, b) => a.name.localeCompare(b.name, 'en')),
);

/** The state's name for a GST state code ('27' → 'Maharashtra'); a code Sevak does not know, as it is. */
export function gstStateName(code: string): string {
  return isGstStateCode(code) ? GST_STATES[code] : code;
}

/** A state as a sentence names it: "Maharashtra (27)"; a code Sevak does not know is shown as it is. */
function stateLabel(code: string): string {
  return isGstStateCode(code) ? `${GST_STATES[code]} (${code})` : code;
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character (the 15th) of a GSTIN whose first 14 characters are `first14`, by the
 * official rule: each character counts 0–35 (0–9, then A–Z) and is multiplied by 1, 2, 1, 2…
 * from the left; each product adds its quotient and remainder by 36 to a sum; the check is
 * (36 − sum mod 36) mod 36, written back as a character. Throws on anything but 14 of 0–9, A–Z.
 */
export function gstinCheckCharacter(first14: string): string {
  const text = first14.toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(text)) throw new RangeError(`A GSTIN's check character is computed from 14 letters or digits, not '${first14}'`);
  let sum = 0;
  for (let position = 0; position < 14; position += 1) {
    const product = GSTIN_ALPHABET.indexOf(text[position]!) * (position % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * What is wrong with `gstin`, said to a shop owner, or null when it is a well-formed GSTIN.
 * Spaces around it and lowercase letters are forgiven. With `stateCode` (the state chosen on
 * the form), the GSTIN must also be of that state.
 */
export function gstinProblem(gstin: string, stateCode?: string | null): string | null {
  const text = gstin.trim().toUpperCase();
  if (text.length !== 15) return 'GSTIN must be 15 characters';
  if (!isGstStateCode(text.slice(0, 2))) return 'GSTIN must start with a valid state code';
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(text.slice(2, 12))) return 'GSTIN characters 3 to 12 must be a PAN (e.g. ABCDE1234F)';
  if (!/^[1-9A-Z]$/.test(text[12]!)) return 'GSTIN character 13 must be 1–9 or A–Z';
  if (text[13] !== 'Z') return 'GSTIN character 14 must be Z';
  if (text[14] !== gstinCheckCharacter(text.slice(0, 14))) return "This GSTIN's check character is wrong: please re-check the number";
  const chosen = stateCode?.trim();
  if (chosen && text.slice(0, 2) !== chosen) {
    return `This GSTIN is registered in ${stateLabel(text.slice(0, 2))}, not in the state chosen, ${stateLabel(chosen)}`;
  }
  return null;
}

/**
 * An optional GSTIN field: blank, null or missing means none (null); anything else is trimmed,
 * uppercased and must be a well-formed GSTIN. Whether it is of the chosen state is the caller's
 * check, with gstinProblem(gstin, state).
 */
export const gstinSchema = z
  .string({ error: 'Enter a valid GSTIN' })
  .trim()
  .toUpperCase()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const problem = gstinProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value;
  });

/** A state picked from GST_STATE_LIST, by its code. */
export const stateCodeSchema = z.enum(GST_STATE_CODES, { error: 'Choose a state' });
