import type { VisitStatus } from '@sevak/shared';
import { addBillingProfile, addInvoices, buyerRegistration, type BilledPurchase, type Buyer } from './billing';
import { addMonthsTo, type Calendar } from './calendar';
import {
  ENQUIRY_MESSAGES,
  HELP_DESK_ANSWERS,
  HELP_DESK_FOLLOW_UPS,
  HELP_DESK_MESSAGES,
  SERVICE_PROFILES,
  SHOP_SPECIALITIES,
  SUB_CATEGORIES,
  shopPrice,
  visitNote,
  type ServiceProfile,
  type SubCategorySpec,
} from './catalogue';
import { CITIES, addressIn, initialsOf, mobileNumber, personOf, personalEmail, shopAddressIn, shopName, slugOf, type City } from './india';
import { FIRST_ADMIN_PHONE, SEED, type BusinessShape, type Profile } from './profiles';
import { Random } from './random';
import { ServicePlans, type DueVisit } from './service-plans';
import type { RowsByTable } from './tables';

/*
 * One business's books over its years on the platform: the owner, technicians hired as it grew,
 * a catalogue, customers who bought and came back to buy more, and for every purchase the
 * installation visit and the chain of follow-up services the app books when a visit is marked
 * done (PRODUCT.md "Service visits"), plus complaint calls; its tax profile and a GST invoice for
 * every purchase, mostly paid (billing.ts); serial numbers, maintenance contracts on about a third
 * of the purchases with their planned visits, and reminders sent (service-plans.ts). Sales grow
 * over time, so recent months are busier than the first ones.
 */

export interface SeedContext {
  profile: Profile;
  calendar: Calendar;
  passwordHash: string;
  /** Phones no seeded customer or employee may have (the superadmin's). */
  reservedPhones: readonly string[];
  shopNames: Set<string>;
}

export interface SeededBusiness {
  name: string;
  adminPhone: string;
  visits: number;
  /** An employee and a customer who can sign in, for trying those roles. */
  employeePhone: string;
  customerPhone: string;
}

const LARGE_BUSINESS = { name: 'Kaveri Aqua & Cooling Solutions', city: 'Pune' } as const;
/** Billing draws from a stream of its own (this seed, the business's number), leaving the main stream as it was. */
const BILLING_SEED = SEED + 1;
/** Service plans draw from a third stream, for the same reason. */
const SERVICE_PLAN_SEED = SEED + 2;
const FOLLOW_UP_DESCRIPTION = 'Scheduled service';
/** One customer in this many was given a password by the shop and can sign in. */
const CUSTOMERS_PER_SIGN_IN = 20;

const INSTALL_DELAY = [[0, 3], [1, 4], [2, 2], [3, 1]] as const;
const CONTRACT_MONTHS = [[12, 6], [24, 3], [36, 1]] as const;
const PAID_SERVICE_MONTHS = [[12, 5], [24, 3], [36, 2]] as const;
const RESCHEDULED_BY_DAYS = [[0, 12], [1, 3], [2, 2], [3, 1], [5, 1], [-1, 1]] as const;
const PARTS_IN_WARRANTY = [350, 650, 1200];
const SETTLED = [['PAID', 90], ['PENDING', 8], ['CANCELLED', 2]] as const;
const SETTLED_RECENTLY = [['PAID', 65], ['PENDING', 33], ['CANCELLED', 2]] as const;
const MISSED = [['PENDING', 6], ['CANCELLED', 4]] as const;
const SHOP_HOURS_SLOTS = { first: 18, last: 36 } as const; // 09:00 … 18:00 in half hours

interface Product {
  id: string;
  name: string;
  price: number;
  sub: SubCategorySpec;
  addedDay: number;
}

interface Employee {
  id: string;
  hiredDay: number;
}

interface Purchase {
  id: string;
  customerId: string;
  buyer: Buyer;
  address: string;
  product: Product;
  /** What the customer paid (customer_products.price), set when the purchase is written. */
  price: number;
  day: number;
  createdMs: number;
  warrantyStart: string;
  warrantyEndDay: number;
}

interface PlannedVisit {
  id: string;
  purchase: Purchase;
  employeeId: string;
  day: number;
  minutes: number;
  note: string;
  charges: number;
  autoVisitTime: number;
  paymentStatus: 'PENDING' | 'PAID' | 'CANCELLED';
  done: boolean;
  followUpOf: string | null;
  createdMs: number;
  updatedMs: number;
}

export function generateBusiness(context: SeedContext, index: number, rows: RowsByTable): SeededBusiness {
  return new BusinessGenerator(context, index, rows).generate();
}

class BusinessGenerator {
  private readonly random: Random;
  private readonly billingRandom: Random;
  private readonly calendar: Calendar;
  private readonly isLarge: boolean;
  private readonly shape: BusinessShape;
  private readonly city: City;
  private readonly businessId: string;
  private readonly startDay: number;
  private readonly today: number;
  private readonly phones: Set<string>;
  private readonly servicePlans: ServicePlans;
  private employees: Employee[] = [];
  private products: Product[] = [];
  private owner = { address: '', email: '', openedAtMs: 0 };
  private ownerId = '';
  private ownerName = '';
  /** Visits still to do, that the owner may have sent a reminder about. */
  private readonly dueVisits: DueVisit[] = [];

  constructor(
    private readonly context: SeedContext,
    private readonly index: number,
    private readonly rows: RowsByTable,
  ) {
    this.random = new Random(SEED, index);
    this.billingRandom = new Random(BILLING_SEED, index);
    this.calendar = context.calendar;
    this.today = context.calendar.today;
    this.isLarge = index === 0;
    const { profile } = context;
    this.shape = this.isLarge ? profile.largeBusiness : varied(this.random, profile.smallBusiness, profile.smallSpread);
    this.city = this.isLarge ? CITIES.find((city) => city.name === LARGE_BUSINESS.city)! : this.random.pick(CITIES);
    this.businessId = this.random.uuid();
    this.servicePlans = new ServicePlans(new Random(SERVICE_PLAN_SEED, index), rows, this.calendar, this.businessId);
    // Every business joined about five years ago and has paid for about another year.
    this.startDay = addMonthsTo(this.today, -60) - (this.isLarge ? 0 : this.random.int(0, 45));
    this.phones = new Set(context.reservedPhones);
  }

  generate(): SeededBusiness {
    const name = this.isLarge ? LARGE_BUSINESS.name : shopName(this.random, this.city.name, this.context.shopNames);
    const adminPhone = String(FIRST_ADMIN_PHONE + this.index);
    this.addBusinessAndOwner(name, adminPhone);
    const employeePhone = this.addEmployees(name);
    this.addCatalogue();
    const prefix = initialsOf(name) || 'INV';
    const { purchases, customerPhone } = this.addCustomersAndPurchases(prefix);
    const visits = this.addVisits(purchases);
    this.addEnquiries();
    this.addHelpDeskTickets();
    this.addBilling(name, adminPhone, prefix, purchases);
    return { name, adminPhone, visits, employeePhone, customerPhone };
  }

  private addBusinessAndOwner(name: string, adminPhone: string) {
    // The large dealer and the benchmark's small shop (index 1) paid a year ahead; the others' access
    // ends anywhere from a month ago to a year on, as an operator's renewals are spread.
    const expiryDay =
      this.isLarge || this.index === 1
        ? addMonthsTo(this.today, 12) + (this.isLarge ? 0 : this.random.int(0, 60))
        : this.today + this.random.int(-30, 365);
    const openedAt = this.calendar.at(this.startDay, 10 * 60);
    const ownerId = this.random.uuid();
    this.ownerId = ownerId;
    this.ownerName = name;
    this.owner = { address: shopAddressIn(this.random, this.city), email: `contact@${slugOf(name)}.in`, openedAtMs: openedAt };
    this.rows.businesses.add({
      id: this.businessId,
      start_date: this.calendar.date(this.startDay),
      expiry_date: this.calendar.date(expiryDay),
      created_at: openedAt,
      updated_at: openedAt,
    });
    this.rows.users.add({
      id: ownerId,
      business_id: this.businessId,
      role: 'ADMIN',
      fullname: name,
      phone_number: adminPhone,
      email: this.owner.email,
      address: this.owner.address,
      password_hash: this.context.passwordHash,
      created_at: openedAt,
      updated_at: openedAt,
    });
  }

  /**
   * A day in the business's life so far, later days likelier: the shop grew, its last year
   * about twice as busy as its first.
   */
  private activityDay(): number {
    return Math.min(this.today, this.startDay + Math.floor((this.today - this.startDay + 1) * this.random.next() ** 0.75));
  }

  private shopMinutes(): number {
    return this.random.int(SHOP_HOURS_SLOTS.first, SHOP_HOURS_SLOTS.last) * 30;
  }

  /** An instant during shop hours of `day`, never later than now. */
  private shopInstant(day: number): number {
    return Math.min(this.calendar.nowMs - this.random.int(1, 120) * 60_000, this.calendar.at(day, this.shopMinutes() + this.random.int(0, 29)));
  }

  private addEmployees(shopName: string): string {
    const count = this.shape.employees;
    const foundingTeam = Math.max(1, Math.ceil(count * 0.4));
    const span = Math.max(1, this.today - this.startDay - 30);
    const hiredDays = Array.from({ length: count }, (_, i) =>
      i === 0 ? this.startDay : i < foundingTeam ? this.startDay + this.random.int(0, 30) : this.startDay + this.random.int(0, span),
    ).sort((a, b) => a - b);
    let firstPhone = '';
    for (const hiredDay of hiredDays) {
      const person = personOf(this.random, this.city);
      const userId = this.random.uuid();
      const hiredAt = this.shopInstant(hiredDay);
      const phone = mobileNumber(this.random, this.phones);
      firstPhone ||= phone;
      this.rows.users.add({
        id: userId,
        business_id: this.businessId,
        role: 'EMPLOYEE',
        fullname: person.fullname,
        phone_number: phone,
        email: this.random.chance(0.4) ? `${person.first}.${person.last}@${slugOf(shopName)}.in`.toLowerCase() : null,
        address: addressIn(this.random, this.city),
        password_hash: this.context.passwordHash,
        created_at: hiredAt,
        updated_at: hiredAt,
      });
      const id = this.random.uuid();
      this.rows.employees.add({ business_id: this.businessId, id, user_id: userId, created_at: hiredAt });
      this.employees.push({ id, hiredDay });
    }
    return firstPhone;
  }

  /** A technician already working here on `day`. */
  private employeeOn(day: number): string {
    let low = 0;
    let high = this.employees.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.employees[middle]!.hiredDay <= day) low = middle;
      else high = middle - 1;
    }
    return this.employees[this.random.int(0, low)]!.id;
  }

  private addCatalogue() {
    const speciality = this.isLarge
      ? SUB_CATEGORIES.map((sub) => sub.name)
      : this.random.weighted(SHOP_SPECIALITIES.map(([, names, weight]) => [names, weight] as const));
    const offered = SUB_CATEGORIES.filter((sub) => speciality.includes(sub.name)).map((sub) => [sub, sub.weight] as const);
    const categoryIds = new Map<string, string>();
    const subCategoryIds = new Map<string, string>();
    const names = new Set<string>();
    const openedAt = this.calendar.at(this.startDay, 11 * 60);
    const launched = Math.ceil(this.shape.products * 0.6);

    for (let i = 0; i < this.shape.products; i++) {
      let sub: SubCategorySpec | undefined;
      let name = '';
      let variant: readonly [string, number] = ['', 1];
      for (let attempt = 0; attempt < 50 && !sub; attempt++) {
        const candidate = this.random.weighted(offered);
        variant = this.random.pick(candidate.variants);
        name = [this.random.pick(candidate.brands), this.random.pick(candidate.series), variant[0]].filter(Boolean).join(' ');
        if (!names.has(name)) sub = candidate;
      }
      if (!sub) break;
      names.add(name);

      let categoryId = categoryIds.get(sub.category);
      if (!categoryId) {
        categoryId = this.random.uuid();
        categoryIds.set(sub.category, categoryId);
        this.rows.product_categories.add({ business_id: this.businessId, id: categoryId, name: sub.category, created_at: openedAt, updated_at: openedAt });
      }
      let subCategoryId = subCategoryIds.get(sub.name);
      if (!subCategoryId) {
        subCategoryId = this.random.uuid();
        subCategoryIds.set(sub.name, subCategoryId);
        this.rows.product_sub_categories.add({
          business_id: this.businessId,
          id: subCategoryId,
          product_category_id: categoryId,
          name: sub.name,
          created_at: openedAt,
          updated_at: openedAt,
        });
      }

      const addedDay = i < launched ? this.startDay : this.startDay + this.random.int(0, Math.max(0, this.today - this.startDay - 14));
      const price = shopPrice(this.random, sub.basePrice * variant[1] * (0.85 + 0.35 * this.random.next()));
      const quantity = sub.kind === 'amc' ? this.random.int(20, 100) : sub.kind === 'spare' ? this.random.int(10, 150) : this.random.int(0, 40);
      const id = this.random.uuid();
      const addedAt = this.calendar.at(addedDay, 11 * 60 + (i % 240));
      this.rows.products.add({
        business_id: this.businessId,
        id,
        name,
        price,
        quantity,
        product_category_id: categoryId,
        product_sub_category_id: subCategoryId,
        hsn_code: sub.hsn,
        gst_rate_bp: sub.gstRateBp,
        created_at: addedAt,
        updated_at: addedAt,
      });
      this.products.push({ id, name, price, sub, addedDay });
    }
    this.products.sort((a, b) => a.addedDay - b.addedDay);
  }

  /** A product the shop already sold on `day`. */
  private productOn(day: number): Product {
    let low = 0;
    let high = this.products.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.products[middle]!.addedDay <= day) low = middle;
      else high = middle - 1;
    }
    return this.products[this.random.int(0, low)]!;
  }

  private addCustomersAndPurchases(prefix: string): { purchases: Purchase[]; customerPhone: string } {
    const customers = this.shape.customers;
    const purchasesOf = new Array<number>(customers).fill(1);
    for (let extra = Math.max(0, this.shape.purchases - customers); extra > 0; extra--) purchasesOf[this.random.int(0, customers - 1)]!++;

    const purchases: Purchase[] = [];
    let customerPhone = '';
    for (let c = 0; c < customers; c++) {
      const person = personOf(this.random, this.city);
      const address = addressIn(this.random, this.city);
      const phone = mobileNumber(this.random, this.phones);
      const canSignIn = c % CUSTOMERS_PER_SIGN_IN === 0;
      if (canSignIn) customerPhone ||= phone;
      const firstDay = this.activityDay();
      const joinedMs = this.shopInstant(firstDay);
      const userId = this.random.uuid();
      const customerId = this.random.uuid();
      const email = this.random.chance(0.35) ? personalEmail(this.random, person) : null;
      const registration = buyerRegistration(this.billingRandom, this.city, person.fullname);
      const buyer: Buyer = { id: customerId, name: person.fullname, address, phoneNumber: phone, email, ...registration };
      this.rows.users.add({
        id: userId,
        business_id: this.businessId,
        role: 'CUSTOMER',
        fullname: person.fullname,
        phone_number: phone,
        email,
        address,
        password_hash: canSignIn ? this.context.passwordHash : null,
        created_at: joinedMs,
        updated_at: joinedMs,
      });
      this.rows.customers.add({
        business_id: this.businessId,
        id: customerId,
        user_id: userId,
        gstin: registration.gstin,
        state_code: registration.stateCode,
        created_at: joinedMs,
      });

      for (let p = 0; p < purchasesOf[c]!; p++) {
        const day = p === 0 ? firstDay : firstDay + this.random.int(0, this.today - firstDay);
        const product = this.productOn(day);
        const profile = SERVICE_PROFILES[product.sub.kind];
        const warrantyEndDay = addMonthsTo(day, this.random.weighted(profile.warrantyMonths)) - 1;
        purchases.push({
          id: this.random.uuid(),
          customerId,
          buyer,
          address,
          product,
          price: product.price,
          day,
          createdMs: p === 0 ? joinedMs + 60_000 : this.shopInstant(day),
          warrantyStart: this.calendar.date(day),
          warrantyEndDay,
        });
      }
    }

    // Bills are numbered in the order they were written, afresh each financial year.
    purchases.sort((a, b) => a.day - b.day || a.createdMs - b.createdMs);
    let fiscalYear = '';
    let billNumber = 0;
    for (const purchase of purchases) {
      const year = this.calendar.fiscalYear(purchase.day);
      if (year !== fiscalYear) [fiscalYear, billNumber] = [year, 0];
      billNumber++;
      const listPrice = purchase.product.price;
      purchase.price = this.random.chance(0.25) ? shopPrice(this.random, listPrice * (0.9 + 0.07 * this.random.next())) : listPrice;
      this.rows.customer_products.add({
        business_id: this.businessId,
        id: purchase.id,
        customer_id: purchase.customerId,
        product_id: purchase.product.id,
        invoice_date: purchase.warrantyStart,
        bill_number: `${prefix}/${fiscalYear}/${String(billNumber).padStart(4, '0')}`,
        price: purchase.price,
        warranty_start_date: purchase.warrantyStart,
        warranty_end_date: this.calendar.date(purchase.warrantyEndDay),
        serial_number: this.servicePlans.serialNumber(purchase.id, purchase.product, purchase.day),
        created_at: purchase.createdMs,
      });
    }
    return { purchases, customerPhone };
  }

  /**
   * Every purchase's visits, its maintenance contracts' visits, then as many as the shape asks
   * for: chains whose customers stopped servicing are cut short, or complaint calls are added.
   * Last, the reminders sent about visits still to do.
   */
  private addVisits(purchases: Purchase[]): number {
    const chains = purchases.map((purchase) => this.serviceChain(purchase));
    this.servicePlans.planContracts(purchases, this.employees);
    for (const chain of chains) {
      // Once a contract starts, its planned visits take over from the follow-ups the chain booked.
      const contractStart = this.servicePlans.contractStartOf(chain[0]!.purchase.id);
      if (contractStart === undefined || chain.length === 1 || chain[chain.length - 1]!.day < contractStart) continue;
      while (chain.length > 1 && chain[chain.length - 1]!.day >= contractStart) chain.pop();
      chain[chain.length - 1]!.autoVisitTime = 0;
    }
    let total = chains.reduce((sum, chain) => sum + chain.length, 0) + this.servicePlans.plannedVisits;
    const target = Math.max(this.shape.visits, purchases.length);

    const cuttable = chains.filter((chain) => chain.length > 1);
    while (total > target && cuttable.length > 0) {
      const at = this.random.int(0, cuttable.length - 1);
      const chain = cuttable[at]!;
      chain.pop();
      total--;
      const last = chain[chain.length - 1]!;
      // The customer asked for no further service: the last visit books none.
      if (last.done) last.autoVisitTime = 0;
      if (chain.length === 1) {
        cuttable[at] = cuttable[cuttable.length - 1]!;
        cuttable.pop();
      }
    }
    const complaints: PlannedVisit[] = [];
    for (; total < target; total++) complaints.push(this.complaintVisit(this.random.pick(purchases)));

    for (const chain of chains) for (const visit of chain) this.addVisitRow(visit);
    for (const visit of complaints) this.addVisitRow(visit);
    this.dueVisits.push(...this.servicePlans.addContracts());
    this.servicePlans.addReminders(this.dueVisits, this.ownerId);
    this.servicePlans.addReminderTemplates(this.isLarge);
    return total;
  }

  private serviceChain(purchase: Purchase): PlannedVisit[] {
    const { random, today } = this;
    const profile = SERVICE_PROFILES[purchase.product.sub.kind];
    const interval = random.weighted(profile.intervalMonths);
    const coveredUntil = addMonthsTo(purchase.warrantyEndDay, random.chance(profile.maintenanceContract) ? random.weighted(CONTRACT_MONTHS) : 0);
    const servicedUntil = addMonthsTo(coveredUntil, random.chance(0.3) ? random.weighted(PAID_SERVICE_MONTHS) : 0);
    const employeeId = this.employeeOn(purchase.day);
    const minutes = this.shopMinutes();

    const installDay = purchase.day + random.weighted(INSTALL_DELAY);
    const installation = this.plannedVisit(purchase, employeeId, installDay, minutes, interval, null, purchase.createdMs + random.int(2, 30) * 60_000);
    installation.charges = random.weighted(profile.installationCharges);
    if (installation.done) installation.note = visitNote(random, profile.installation);
    this.settle(installation);
    const chain = [installation];

    for (let parent = installation; parent.done; ) {
      const scheduledDay = addMonthsTo(parent.day, interval);
      if (scheduledDay > servicedUntil) {
        parent.autoVisitTime = 0;
        break;
      }
      // Done visits sometimes happened a day or two off the booked date; the booked time stays.
      const movedDay = scheduledDay + random.weighted(RESCHEDULED_BY_DAYS);
      const day = scheduledDay < today && movedDay < today ? movedDay : scheduledDay;
      const followUp = this.plannedVisit(purchase, employeeId, day, minutes, interval, parent.id, parent.updatedMs);
      if (followUp.done) {
        const covered = day <= coveredUntil;
        followUp.note = visitNote(random, covered ? profile.service : [...profile.service, ...profile.complaint]);
        followUp.charges = covered ? (random.chance(0.12) ? random.pick(PARTS_IN_WARRANTY) : 0) : random.pick(profile.paidVisitCharges);
        this.settle(followUp);
      }
      chain.push(followUp);
      parent = followUp;
    }
    return chain;
  }

  /**
   * A visit booked at `createdMs`. Past ones are mostly done; a past one left undone was missed
   * (still due, or called off); today's and later ones are still to come.
   */
  private plannedVisit(
    purchase: Purchase,
    employeeId: string,
    day: number,
    minutes: number,
    interval: number,
    followUpOf: string | null,
    createdMs: number,
  ): PlannedVisit {
    const done = day < this.today && this.random.chance(followUpOf ? 0.96 : 0.99);
    const visitMs = this.calendar.at(day, minutes);
    return {
      id: this.random.uuid(),
      purchase,
      employeeId,
      day,
      minutes,
      note: FOLLOW_UP_DESCRIPTION,
      charges: 0,
      autoVisitTime: interval,
      paymentStatus: !done && day < this.today ? this.random.weighted(MISSED) : 'PENDING',
      done,
      followUpOf,
      createdMs,
      updatedMs: done ? Math.min(this.calendar.nowMs, visitMs + this.random.int(30, 240) * 60_000) : createdMs,
    };
  }

  /** Payment of a done visit: free ones are settled, charged ones mostly paid, recent ones often still due. */
  private settle(visit: PlannedVisit) {
    if (!visit.done) return;
    if (visit.charges === 0) visit.paymentStatus = 'PAID';
    else visit.paymentStatus = this.random.weighted(this.today - visit.day <= 45 ? SETTLED_RECENTLY : SETTLED);
  }

  private complaintVisit(purchase: Purchase): PlannedVisit {
    const { random, today } = this;
    const profile: ServiceProfile = SERVICE_PROFILES[purchase.product.sub.kind];
    const firstDay = purchase.day + 10;
    const day = firstDay + Math.floor((today + 10 - firstDay + 1) * random.next());
    const bookedMs = Math.min(this.calendar.nowMs - 60_000, this.calendar.at(day - random.int(0, 2), 9 * 60 + random.int(0, 600)));
    const visit = this.plannedVisit(purchase, this.employeeOn(day), day, this.shopMinutes(), 0, null, bookedMs);
    visit.note = visitNote(random, profile.complaint);
    if (visit.done) {
      const covered = day <= purchase.warrantyEndDay;
      visit.charges = covered ? 0 : random.pick(profile.paidVisitCharges);
      this.settle(visit);
    }
    return visit;
  }

  /** Done, still to come, or past and not done: missed (still due) or called off. */
  private statusOf(visit: PlannedVisit): VisitStatus {
    if (visit.done) return 'done';
    if (visit.day >= this.today) return 'scheduled';
    return visit.paymentStatus === 'CANCELLED' ? 'cancelled' : 'missed';
  }

  private addVisitRow(visit: PlannedVisit) {
    const status = this.statusOf(visit);
    if (status === 'scheduled' || status === 'missed') {
      this.dueVisits.push({ id: visit.id, customerId: visit.purchase.customerId, day: visit.day, createdMs: visit.createdMs });
    }
    this.rows.visits.add({
      business_id: this.businessId,
      id: visit.id,
      customer_id: visit.purchase.customerId,
      employee_id: visit.employeeId,
      customer_product_id: visit.purchase.id,
      service_description: visit.note,
      service_charges: visit.charges,
      visit_date: this.calendar.at(visit.day, visit.minutes),
      installation_date: visit.purchase.warrantyStart,
      service_address: visit.purchase.address,
      auto_visit_time: visit.autoVisitTime,
      payment_status: visit.paymentStatus,
      is_done: visit.done,
      status,
      follow_up_of_visit_id: visit.followUpOf,
      amc_contract_id: null,
      created_at: visit.createdMs,
      updated_at: visit.updatedMs,
    });
  }

  /** The tax profile, and an invoice for every purchase (`purchases` is in the order they were made). */
  private addBilling(name: string, adminPhone: string, prefix: string, purchases: readonly Purchase[]) {
    const seller = addBillingProfile(
      this.billingRandom,
      this.rows,
      { businessId: this.businessId, name, city: this.city, isLarge: this.isLarge, phoneNumber: adminPhone, ...this.owner },
      prefix,
    );
    const billed = purchases.map(
      (purchase): BilledPurchase => ({
        id: purchase.id,
        buyer: purchase.buyer,
        productId: purchase.product.id,
        productName: purchase.product.name,
        hsn: purchase.product.sub.hsn,
        gstRateBp: purchase.product.sub.gstRateBp,
        price: purchase.price,
        day: purchase.day,
        createdMs: purchase.createdMs,
      }),
    );
    addInvoices(this.billingRandom, this.rows, this.calendar, this.businessId, seller, billed);
  }

  private addEnquiries() {
    const phones = new Set(this.context.reservedPhones);
    for (let i = 0; i < this.shape.enquiries; i++) {
      const day = this.activityDay();
      const person = personOf(this.random, this.city);
      const product = this.random.chance(0.65) ? this.productOn(day) : null;
      const templates = product ? ENQUIRY_MESSAGES : ENQUIRY_MESSAGES.filter((message) => !message.includes('{product}'));
      const area = this.random.pick(this.city.areas);
      this.rows.enquiries.add({
        business_id: this.businessId,
        id: this.random.uuid(),
        name: person.fullname,
        address: this.random.chance(0.7) ? `${area.name}, ${this.city.name}` : null,
        phone_number: mobileNumber(this.random, phones),
        message: this.random.chance(0.95) ? this.random.pick(templates).replace('{product}', product?.name ?? '') : null,
        product_id: product?.id ?? null,
        created_at: this.shopInstant(day),
      });
    }
  }

  /**
   * The business's questions to the operator, most answered: a reply from Sevak support, often a
   * word back from the owner, and the last one now and then still unread by its reader.
   */
  private addHelpDeskTickets() {
    const count = this.isLarge ? this.shape.helpDeskTickets : this.random.int(0, this.shape.helpDeskTickets * 2);
    for (let i = 0; i < count; i++) {
      const ticketId = this.random.uuid();
      const askedMs = this.shopInstant(this.activityDay());
      const replies = this.random.chance(0.3) ? 0 : this.random.int(1, 3);
      // Answered and settled, answered and waiting for the owner, or still open.
      const status = replies === 0 ? 'OPEN' : replies % 2 === 1 ? (this.random.chance(0.6) ? 'RESOLVED' : 'WAITING_ON_BUSINESS') : 'OPEN';
      this.rows.help_desk_tickets.add({
        business_id: this.businessId,
        id: ticketId,
        message: this.random.pick(HELP_DESK_MESSAGES),
        status,
        created_at: askedMs,
      });
      let writtenMs = askedMs;
      for (let n = 0; n < replies; n++) {
        const fromOperator = n % 2 === 0;
        writtenMs = Math.min(this.calendar.nowMs - 60_000, writtenMs + this.random.int(20, 24 * 60) * 60_000);
        const last = n === replies - 1;
        this.rows.help_desk_replies.add({
          business_id: this.businessId,
          id: this.random.uuid(),
          ticket_id: ticketId,
          author: fromOperator ? 'OPERATOR' : 'BUSINESS',
          author_user_id: fromOperator ? null : this.ownerId,
          author_name: fromOperator ? 'Sevak Support' : this.ownerName,
          message: this.random.pick(fromOperator ? HELP_DESK_ANSWERS : HELP_DESK_FOLLOW_UPS),
          created_at: writtenMs,
          read_at: last && this.random.chance(0.4) ? null : Math.min(this.calendar.nowMs, writtenMs + this.random.int(5, 600) * 60_000),
        });
      }
    }
  }
}

function varied(random: Random, shape: BusinessShape, spread: number): BusinessShape {
  const customers = random.around(shape.customers, spread);
  return {
    customers,
    purchases: Math.max(customers, Math.round((customers * shape.purchases) / shape.customers)),
    visits: random.around(shape.visits, spread),
    products: random.around(shape.products, spread),
    employees: random.around(shape.employees, spread),
    enquiries: random.around(shape.enquiries, spread),
    helpDeskTickets: shape.helpDeskTickets,
  };
}
