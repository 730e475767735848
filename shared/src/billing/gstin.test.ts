import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagesEn, MSG, type Message } from '../i18n/messages.en';
import { GST_STATE_LIST, GST_STATES, gstinCheckCharacter, gstinProblem as problemOf, gstinSchema, stateCodeSchema } from './gstin';

/** A message's English, its values filled in (a value that is itself a message first). */
function english(message: Message | null): string | null {
  if (!message) return null;
  const text = message.key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messagesEn);
  if (typeof text !== 'string') return message.key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => {
    const value = message.params?.[name];
    return typeof value === 'object' ? (english(value) ?? '') : String(value);
  });
}

/** What is wrong with a GSTIN, in English, or null. */
const gstinProblem = (gstin: string, stateCode?: string | null) => english(problemOf(gstin, stateCode));

/** GSTINs published as examples of real registrations; their check characters were not computed here. */
const PUBLISHED = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1'];

/** A GSTIN from its parts, finished with its check character. */
const gstin = (state: string, pan: string, entity = '1') => {
  const first14 = `${state}${pan}${entity}Z`;
  return first14 + gstinCheckCharacter(first14);
};

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The message the schema gives for `input`, or 'valid'. */
const schemaMessage = (input: unknown) => {
  const result = gstinSchema.safeParse(input);
  return result.success
    ? 'valid'
    : result.error.issues.map((issue) => english({ key: issue.message as Message['key'], params: (issue as { params?: Message['params'] }).params })).join('; ');
};

describe('the check character', () => {
  it.each(PUBLISHED)('agrees with the published GSTIN %s', (published) => {
    expect(gstinCheckCharacter(published.slice(0, 14))).toBe(published[14]);
    expect(gstinProblem(published)).toBeNull();
  });

  it('catches any one character mistyped in the first 14, wherever it is', () => {
    const [published] = PUBLISHED as [string];
    for (let position = 0; position < 14; position += 1) {
      for (const typo of ALPHABET) {
        if (typo === published[position]) continue;
        const mistyped = published.slice(0, position) + typo + published.slice(position + 1);
        expect(gstinProblem(mistyped), mistyped).not.toBeNull();
      }
    }
  });

  it('is computed from letters and digits only', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27AAPFU0939F-Z')).toThrow(RangeError);
  });
});

describe('gstinProblem', () => {
  it('accepts GSTINs of every state, of a firm registered more than once, and of the old codes 25 and 28', () => {
    expect(gstinProblem(gstin('33', 'ABCDE1234F'))).toBeNull();
    expect(gstinProblem(gstin('01', 'PQRST9876K', '9'))).toBeNull();
    expect(gstinProblem(gstin('38', 'LADAK0001H', 'A'))).toBeNull();
    expect(gstinProblem(gstin('25', 'DAMAN1234D'))).toBeNull();
    expect(gstinProblem(gstin('28', 'ANDHR4321P'))).toBeNull();
  });

  it('forgives lowercase letters and spaces around the number', () => {
    expect(gstinProblem('  27aapfu0939f1zv ')).toBeNull();
    expect(gstinProblem('29aagcb7383j1z4')).toBeNull();
  });

  it('asks for 15 characters when there are more or fewer', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('GSTIN must be 15 characters');
    expect(gstinProblem('27AAPFU0939F1ZVV')).toBe('GSTIN must be 15 characters');
    expect(gstinProblem('27AAPFU 0939F1ZV')).toBe('GSTIN must be 15 characters');
    expect(gstinProblem('')).toBe('GSTIN must be 15 characters');
  });

  it.each(['00', '39', '99', 'MH'])('refuses state code %s even when the check character fits', (state) => {
    const number = state === 'MH' ? `MHAAPFU0939F1Z${gstinCheckCharacter('MHAAPFU0939F1Z')}` : gstin(state, 'AAPFU0939F');
    expect(gstinProblem(number)).toBe('GSTIN must start with a valid state code');
  });

  it('wants a PAN in characters 3 to 12', () => {
    const panMessage = 'GSTIN characters 3 to 12 must be a PAN (e.g. ABCDE1234F)';
    // The letter O typed for the digit 0, a digit among the letters, a digit at the PAN's end.
    expect(gstinProblem(gstin('27', 'AAPFUO939F'))).toBe(panMessage);
    expect(gstinProblem(gstin('27', 'AAP1U0939F'))).toBe(panMessage);
    expect(gstinProblem(gstin('27', 'AAPFU09391'))).toBe(panMessage);
  });

  it('wants 1–9 or a letter in character 13', () => {
    expect(gstinProblem(gstin('27', 'AAPFU0939F', '0'))).toBe('GSTIN character 13 must be 1–9 or A–Z');
  });

  it('wants Z in character 14', () => {
    expect(gstinProblem(`27AAPFU0939F1Y${gstinCheckCharacter('27AAPFU0939F1Y')}`)).toBe('GSTIN character 14 must be Z');
  });

  it('says the check character is wrong when one digit is changed', () => {
    const message = "This GSTIN's check character is wrong: please re-check the number";
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe(message);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(message);
    // Another real state with the rest unchanged is a typo too.
    expect(gstinProblem('29AAPFU0939F1ZV')).toBe(message);
  });

  it('names both states when the GSTIN is of another state than the one chosen', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toBe(
      'This GSTIN is registered in Maharashtra (27), not in the state chosen, Karnataka (29)',
    );
    expect(gstinProblem('07aagff2194n1z1', '26')).toBe(
      'This GSTIN is registered in Delhi (07), not in the state chosen, Dadra and Nagar Haveli and Daman and Diu (26)',
    );
  });

  it('accepts the GSTIN when it is of the state chosen, or when no state is chosen', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', '')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', null)).toBeNull();
  });

  it('reports a malformed GSTIN before a state mismatch', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', '29')).toBe("This GSTIN's check character is wrong: please re-check the number");
  });
});

describe('the GST states', () => {
  it('has every code from 01 to 38, each once', () => {
    const codes = GST_STATE_LIST.map((state) => state.code).sort();
    expect(codes).toEqual(Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')));
  });

  it('names the codes as GST invoices do, the merged and split ones included', () => {
    expect(GST_STATES['27']).toBe('Maharashtra');
    expect(GST_STATES['36']).toBe('Telangana');
    expect(GST_STATES['37']).toBe('Andhra Pradesh');
    expect(GST_STATES['28']).toBe('Andhra Pradesh (old)');
    expect(GST_STATES['25']).toBe('Daman and Diu (before 2020)');
    expect(GST_STATES['26']).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(GST_STATES['38']).toBe('Ladakh');
  });

  it('lists the states for a pick list in alphabetical order of name', () => {
    const names = GST_STATE_LIST.map((state) => state.name);
    expect(names[0]).toBe('Andaman and Nicobar Islands');
    expect(names.at(-1)).toBe('West Bengal');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(GST_STATE_LIST).toContainEqual({ code: '29', name: 'Karnataka' });
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(GST_STATES)).toBe(true);
    expect(Object.isFrozen(GST_STATE_LIST)).toBe(true);
  });
});

describe('gstinSchema', () => {
  it.each([[''], ['   '], [null], [undefined]])('takes %j as no GSTIN', (input) => {
    expect(gstinSchema.parse(input)).toBeNull();
  });

  it('keeps a valid GSTIN typed in lowercase as uppercase, without the spaces around it', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('gives the shop owner the one thing wrong with an invalid GSTIN', () => {
    expect(schemaMessage('27AAPFU0939F1Z')).toBe('GSTIN must be 15 characters');
    expect(schemaMessage('99AAPFU0939F1ZV')).toBe('GSTIN must start with a valid state code');
    expect(schemaMessage('27aapfu0938f1zv')).toBe("This GSTIN's check character is wrong: please re-check the number");
    expect(schemaMessage(27)).toBe('Enter a valid GSTIN');
  });

  it('may be left out of a form altogether', () => {
    const customer = z.object({ name: z.string(), gstin: gstinSchema });
    expect(customer.parse({ name: 'Sharma Traders' })).toEqual({ name: 'Sharma Traders', gstin: null });
    expect(customer.parse({ name: 'Sharma Traders', gstin: '29aagcb7383j1z4' }).gstin).toBe('29AAGCB7383J1Z4');
  });
});

describe('stateCodeSchema', () => {
  it('accepts a state code from the list', () => {
    expect(stateCodeSchema.parse('27')).toBe('27');
    expect(stateCodeSchema.parse('01')).toBe('01');
  });

  it.each([['39'], ['00'], ['1'], [''], [undefined], [27]])('asks to choose a state for %j', (input) => {
    const result = stateCodeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MSG.billing.gstin.chooseState);
  });
});
