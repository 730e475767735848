/*
 * How big the platform is. "large" is a platform a year or two after launch: a thousand shops,
 * one of them a big multi-city dealer. "small" is the same shape about fifty times smaller, so
 * it loads into the embedded database in seconds.
 */

export interface BusinessShape {
  customers: number;
  /** Purchased products (customer_products); every customer has at least one. */
  purchases: number;
  visits: number;
  products: number;
  employees: number;
  enquiries: number;
  helpDeskTickets: number;
}

export interface Profile {
  name: 'large' | 'small';
  businesses: number;
  /** The first business, whose admin the benchmark signs in as. */
  largeBusiness: BusinessShape;
  /** Every other business: counts vary up to `smallSpread` around these. */
  smallBusiness: BusinessShape;
  smallSpread: number;
  /** Rows a single INSERT writes. */
  batchSize: number;
  /** Rows gathered before they are written in one transaction. */
  rowsPerTransaction: number;
}

export const PROFILES: Record<Profile['name'], Profile> = {
  large: {
    name: 'large',
    businesses: 1_000,
    largeBusiness: { customers: 20_000, purchases: 30_000, visits: 100_000, products: 500, employees: 50, enquiries: 5_000, helpDeskTickets: 12 },
    smallBusiness: { customers: 200, purchases: 250, visits: 1_000, products: 20, employees: 5, enquiries: 50, helpDeskTickets: 2 },
    smallSpread: 0.2,
    batchSize: 10_000,
    rowsPerTransaction: 40_000,
  },
  small: {
    name: 'small',
    businesses: 20,
    largeBusiness: { customers: 2_000, purchases: 3_000, visits: 10_000, products: 100, employees: 10, enquiries: 500, helpDeskTickets: 4 },
    smallBusiness: { customers: 120, purchases: 150, visits: 600, products: 15, employees: 3, enquiries: 30, helpDeskTickets: 1 },
    smallSpread: 0.2,
    batchSize: 5_000,
    rowsPerTransaction: 20_000,
  },
};

/** The seed of every generator: the same profile gives the same data on every run. */
export const SEED = 20_261_121;

/** Every seeded account signs in with this password. */
export const SEEDED_PASSWORD = 'sevak-bench';

/** The first business's admin; business n's admin is this number plus n (9100000001 …). */
export const FIRST_ADMIN_PHONE = 9_100_000_000;
