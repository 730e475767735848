import { z } from 'zod';
import { calendarDate, LIMITS, optionalText, phoneNumber, recordId } from '../common/fields';
import { listQuery } from '../common/pagination';
import { MSG } from '../i18n/messages.en';
import type { BusinessUsage } from '../operator-console/operator-console.schemas';

/*
 * A business as the platform operator registers it (spec §3 "Admin", §5 "Admin schema"): the
 * business's access period and logo, and its owner's account, whose full name is the business name.
 */

export const LOGO_MAX_BYTES = 1024 * 1024;

const LOGO_DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;
/** The longest data URL a 1 MB image can make: base64 grows 4/3, plus the longest prefix. */
const LOGO_MAX_LENGTH = 'data:image/svg+xml;base64,'.length + Math.ceil(LOGO_MAX_BYTES / 3) * 4;

function isSmallImageDataUrl(value: string): boolean {
  if (value.length > LOGO_MAX_LENGTH) return false;
  const base64 = LOGO_DATA_URL.exec(value)?.[2];
  if (!base64 || base64.length % 4 !== 0) return false;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding <= LOGO_MAX_BYTES;
}

/** How each kind of image the logo may be begins: the bytes must be what the label says. */
const IMAGE_SIGNATURES: Record<string, (head: string) => boolean> = {
  'image/png': (head) => head.startsWith('\x89PNG\r\n\x1a\n'),
  'image/jpeg': (head) => head.startsWith('\xff\xd8\xff'),
  'image/gif': (head) => head.startsWith('GIF87a') || head.startsWith('GIF89a'),
  'image/webp': (head) => head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP',
  // Text: an XML declaration, comments or a doctype may come first, then the <svg> element.
  'image/svg+xml': (head) => /^(?:\ufeff|\xef\xbb\xbf)?\s*</.test(head) && /<svg[\s>]/.test(head),
};

/** The first bytes of a data URL's image (as a binary string), enough to tell its kind. */
function headOf(base64: string): string {
  const chars = base64.slice(0, 1368);
  try {
    return atob(chars.slice(0, chars.length - (chars.length % 4)));
  } catch {
    return '';
  }
}

/** An image data URL is the kind of image it is labelled (a PNG label on HTML bytes is refused). */
export function isImageOfItsLabel(value: string): boolean {
  const [, mediaType = '', base64 = ''] = LOGO_DATA_URL.exec(value) ?? [];
  return IMAGE_SIGNATURES[mediaType]?.(headOf(base64)) ?? false;
}

/** A logo data URL taken apart: its media type and bytes (the server serves them at the logo's URL). */
export function imageOfDataUrl(value: string): { mediaType: string; base64: string } | null {
  const [, mediaType, base64] = LOGO_DATA_URL.exec(value) ?? [];
  return mediaType && base64 !== undefined ? { mediaType, base64 } : null;
}

/**
 * A logo: an image data URL of at most 1 MB, whose bytes are the image its label says. Blank or null removes it; leaving the field out
 * keeps the logo there is (undefined), so an edit form need not send the image back.
 */
export const logoImage = z
  .string({ error: MSG.businesses.validation.logoTooLarge })
  .trim()
  .refine((value) => value === '' || isSmallImageDataUrl(value), MSG.businesses.validation.logoTooLarge)
  .refine((value) => value === '' || !isSmallImageDataUrl(value) || isImageOfItsLabel(value), MSG.businesses.validation.logoKind)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** A required, valid email. */
export const accountEmail = z
  .string({ error: MSG.businesses.validation.emailInvalid })
  .trim()
  .max(LIMITS.email, MSG.businesses.validation.emailInvalid)
  .refine((value) => z.regexes.email.test(value), MSG.businesses.validation.emailInvalid);

export const businessName = z
  .string({ error: MSG.businesses.validation.nameTooShort })
  .trim()
  .min(3, MSG.businesses.validation.nameTooShort)
  .max(LIMITS.name, MSG.businesses.validation.nameTooLong);

const PASSWORD_TOO_SHORT = MSG.businesses.validation.passwordTooShort;

/** The password a new admin signs in with. */
export const adminPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(6, PASSWORD_TOO_SHORT)
  .max(LIMITS.password, MSG.common.validation.passwordTooLong);

/** A replacement password on an edit form: blank or missing keeps the current one (PRODUCT.md "Accounts"). */
export const replacementPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .max(LIMITS.password, MSG.common.validation.passwordTooLong)
  .nullish()
  .transform((value) => (value && value.trim() ? value : undefined))
  .refine((value) => value === undefined || value.length >= 6, PASSWORD_TOO_SHORT);

const accountFields = {
  email: accountEmail,
  fullname: businessName,
  phoneNumber: phoneNumber(),
  address: optionalText(LIMITS.address),
  startDate: calendarDate(MSG.businesses.validation.startDateInvalid),
  expiryDate: calendarDate(MSG.businesses.validation.expiryDateInvalid),
  image: logoImage,
};

const expiryNotBeforeStart = (fields: { startDate: string; expiryDate: string }) => fields.expiryDate >= fields.startDate;
const expiryRule = { message: MSG.businesses.validation.expiryBeforeStart, path: ['expiryDate'] };

export const createBusinessInput = z
  .object({ ...accountFields, password: adminPassword })
  .refine(expiryNotBeforeStart, expiryRule);
export type CreateBusinessInput = z.infer<typeof createBusinessInput>;

export const businessUpdateFields = z
  .object({ ...accountFields, password: replacementPassword })
  .refine(expiryNotBeforeStart, expiryRule);
export type BusinessUpdateFields = z.infer<typeof businessUpdateFields>;

export const updateBusinessInput = z.object({ id: recordId(), data: businessUpdateFields });

export const BUSINESS_SORT_FIELDS = ['fullname', 'startDate', 'expiryDate', 'createdAt'] as const;
export const listBusinessesInput = listQuery(BUSINESS_SORT_FIELDS);
export type ListBusinessesInput = z.infer<typeof listBusinessesInput>;

/** The owner's account: the business name is its full name. Never carries a password. */
export interface AdminUser {
  id: string;
  fullname: string;
  email: string | null;
  phoneNumber: string;
  address: string | null;
}

/** Where a business stands in its access period today (business time zone). */
export type BusinessStatus = 'ACTIVE' | 'NOT_STARTED' | 'EXPIRED';

export interface Business {
  /** The business's id (spec §3 "Admin": the admin record is the business). */
  id: string;
  image: string | null;
  startDate: string;
  expiryDate: string;
  user: AdminUser;
  createdAt: Date;
  status: BusinessStatus;
  /** Days from today to the expiry date; 0 on the last day, negative once expired. */
  expiresInDays: number;
}

/** A row of the operator's list of businesses: the business and what it uses. */
export interface BusinessWithUsage extends Business {
  usage: BusinessUsage;
}
