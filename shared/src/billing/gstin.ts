import { z } from 'zod';
import { addMessageIssue } from '../common/fields';
import { byCodeUnits } from '../common/text-order';
import { MSG, message, type Message } from '../i18n/messages.en';
import { billingMessagesEn } from './messages.en';

/*
 * GSTINs and the GST state codes, as printed on a tax invoice. A GSTIN is 15 characters:
 * the state code (2 digits), the holder's PAN (10), an entity number (1–9, then A–Z), 'Z',
 * and a check character computed from the first 14.
 */

/**
 * The GST state and union-territory codes, 01–38, as they are printed on invoices and begin
 * every GSTIN. 25 (Daman and Diu) was merged into 26 in 2020, and 28 is Andhra Pradesh before
 * Telangana was split off (37 since); both still begin GSTINs issued then. The names are the
 * catalogue's English (messages.en.ts); a screen shows MSG.billing.states[code] in its language.
 */
export const GST_STATES = Object.freeze({ ...billingMessagesEn.states });

export type GstStateCode = keyof typeof GST_STATES;

const GST_STATE_CODES = Object.keys(GST_STATES) as [GstStateCode, ...GstStateCode[]];

function isGstStateCode(code: string): code is GstStateCode {
  return Object.hasOwn(GST_STATES, code);
}

/** Every state for a pick list, in alphabetical order of name. */
export const GST_STATE_LIST: readonly { readonly code: GstStateCode; readonly name: string }[] = Object.freeze(
  GST_STATE_CODES.map((code) => Object.freeze({ code, name: GST_STATES[code] })).sort((a, b) => byCodeUnits(a.name, b.name)),
);

/** The state's name for a GST state code ('27' → 'Maharashtra'); a code Sevak does not know, as it is. */
export function gstStateName(code: string): string {
  return isGstStateCode(code) ? GST_STATES[code] : code;
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
 * What is wrong with `gstin`, said to a shop owner (a message by key), or null when it is a
 * well-formed GSTIN. Spaces around it and lowercase letters are forgiven. With `stateCode` (the
 * state chosen on the form), the GSTIN must also be of that state.
 */
export function gstinProblem(gstin: string, stateCode?: string | null): Message | null {
  const text = gstin.trim().toUpperCase();
  if (text.length !== 15) return message(MSG.billing.gstin.length);
  const registered = text.slice(0, 2);
  if (!isGstStateCode(registered)) return message(MSG.billing.gstin.stateCode);
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(text.slice(2, 12))) return message(MSG.billing.gstin.pan);
  if (!/^[1-9A-Z]$/.test(text[12]!)) return message(MSG.billing.gstin.entity);
  if (text[13] !== 'Z') return message(MSG.billing.gstin.fourteenth);
  if (text[14] !== gstinCheckCharacter(text.slice(0, 14))) return message(MSG.billing.gstin.checkCharacter);
  const chosen = stateCode?.trim();
  if (chosen && registered !== chosen) {
    const states = { registered: message(MSG.billing.states[registered]), registeredCode: registered };
    return isGstStateCode(chosen)
      ? message(MSG.billing.gstin.otherState, { ...states, chosen: message(MSG.billing.states[chosen]), chosenCode: chosen })
      : message(MSG.billing.gstin.otherStateCode, { ...states, chosen });
  }
  return null;
}

/**
 * An optional GSTIN field: blank, null or missing means none (null); anything else is trimmed,
 * uppercased and must be a well-formed GSTIN. Whether it is of the chosen state is the caller's
 * check, with gstinProblem(gstin, state).
 */
export const gstinSchema = z
  .string({ error: MSG.billing.gstin.invalid })
  .trim()
  .toUpperCase()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const problem = gstinProblem(value);
    if (problem) {
      addMessageIssue(ctx, problem);
      return z.NEVER;
    }
    return value;
  });

/** A state picked from GST_STATE_LIST, by its code. */
export const stateCodeSchema = z.enum(GST_STATE_CODES, { error: MSG.billing.gstin.chooseState });
