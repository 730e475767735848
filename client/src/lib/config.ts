/** The product's name, "Sevak" unless APP_NAME renamed it at build time. */
export const APP_NAME = import.meta.env.APP_NAME?.trim() || 'Sevak';

/** The time zone "today" and every shown date are counted in (PRODUCT.md "Time"). */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
