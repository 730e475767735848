import { planAmcVisits, renewalPeriod, type VisitStatus } from '@sevak/shared';
import { addMonthsTo, dayOf, type Calendar } from './calendar';
import { SERVICE_PROFILES, shopPrice, visitNote, type ServiceKind, type SubCategorySpec } from './catalogue';
import type { Random } from './random';
import type { RowsByTable } from './tables';

/*
 * A business's service plans: serial numbers on what it sold, annual maintenance contracts on
 * about a third of its purchases, the visits each contract planned, and the reminders the owner
 * sent from the due list.
 *
 * A quarter of the shops wrote reminder texts of their own (the large dealer did); the others
 * send Sevak's.
 *
 * Contracts are what the server writes when one is made or renewed (server/src/modules/
 * service-plans/amc.service.ts): its visits at noon of the days the shared planAmcVisits gives,
 * covered by the contract (paid, no charge), a renewal from the day after the end for as long
 * (renewalPeriod), the renewed one marked so, a cancelled one's visits still open cancelled with it. Most contracts
 * run a year and start soon after the warranty ended; some were renewed once, a few cancelled.
 * Their past visits were mostly done, a few missed; those to come are scheduled, the visits of a
 * contract sold without a technician unassigned. Once a purchase's contract starts, its visits take
 * over from the follow-ups the service chain would have booked (generate.ts cuts those).
 *
 * Every draw here comes from the business's service-plan stream, so the people, purchases and
 * invoices are the same as they were before service plans were seeded.
 */

/** A purchase as its serial number and contracts need it. */
export interface ServicedPurchase {
  id: string;
  customerId: string;
  product: { name: string; sub: SubCategorySpec };
  day: number;
  createdMs: number;
  warrantyStart: string;
  warrantyEndDay: number;
}

export interface Technician {
  id: string;
  hiredDay: number;
}

/** A visit still to do (scheduled, or missed and to be rebooked): what a reminder is about. */
export interface DueVisit {
  id: string;
  customerId: string;
  day: number;
  createdMs: number;
}

type ContractStatus = 'active' | 'renewed' | 'cancelled';

interface PlannedContract {
  id: string;
  purchase: ServicedPurchase;
  startDay: number;
  endDay: number;
  visitsIncluded: number;
  price: number;
  employeeId: string | null;
  renewalOf: string | null;
  status: ContractStatus;
  cancelledDay: number | null;
  cancelledMs: number | null;
  createdMs: number;
  updatedMs: number;
  visitDays: number[];
}

/** Products serviced under a contract; spares and the AMC plans sold as products are not. */
const CONTRACT_KINDS: ReadonlySet<ServiceKind> = new Set(['purifier', 'commercialPlant', 'ac', 'geyser', 'appliance']);
/** Of the purchases with a serial number, this share carries it. */
const SERIAL_RECORDED = 0.92;
/** Contracts are sold up to this many days before the warranty ends. */
const SOLD_AHEAD_DAYS = 30;
const CONTRACT_MONTHS = [[12, 85], [24, 12], [36, 3]] as const;
/** Days after the warranty's last day the contract starts: most the next day, some after a reminder, a few a year on. */
const STARTS_AFTER_WARRANTY = [[1, 45], [8, 15], [20, 12], [45, 10], [90, 8], [180, 6], [365, 4]] as const;
const VISITS_A_YEAR: Record<ServiceKind, readonly (readonly [number, number])[]> = {
  purifier: [[4, 6], [3, 3], [2, 1]],
  commercialPlant: [[12, 2], [6, 2], [4, 1]],
  ac: [[2, 5], [3, 3], [4, 2]],
  geyser: [[1, 5], [2, 5]],
  appliance: [[1, 4], [2, 6]],
  spare: [[1, 1]],
  amc: [[4, 1]],
};
/** What a year's contract costs, in rupees, from and to. */
const PRICE_A_YEAR: Record<ServiceKind, readonly [number, number]> = {
  purifier: [2_400, 4_800],
  commercialPlant: [12_000, 30_000],
  ac: [1_800, 4_200],
  geyser: [900, 1_800],
  appliance: [1_500, 3_200],
  spare: [500, 900],
  amc: [2_000, 3_000],
};
const TECHNICIAN_NAMED = 0.85;
const RENEWED = 0.35;
/** A contract ending within the month is sometimes renewed before it ends. */
const RENEWED_EARLY = 0.15;
const CANCELLED = 0.03;
const PAST_VISIT = [['done', 95], ['missed', 5]] as const;
const DONE_OFF_BY_DAYS = [[0, 12], [1, 3], [2, 2], [-1, 1]] as const;
const SHOP_HOURS_SLOTS = { first: 18, last: 36 } as const; // 09:00 … 18:00 in half hours
/** A contract's visits are booked at noon, as the server plans them. */
const PLANNED_VISIT_MINUTES = 12 * 60;

const CHANNELS = [['whatsapp', 70], ['sms', 15], ['call', 15]] as const;
/** Due visits reminded: those due within the week or overdue by up to this many days, often; older ones seldom. */
const RECENTLY_DUE_DAYS = 45;
const REMINDED_RECENTLY_DUE = 0.15;
const REMINDED_LONG_OVERDUE = 0.04;
const REMINDED_TWICE = 0.2;
const REMINDED_AMC_ENDING = 0.25;
const REMINDED_WARRANTY_ENDING = 0.15;
const ENDING_WITHIN_DAYS = 30;

/** Shops that wrote their own reminder texts, and of those, which texts they rewrote. */
const OWN_TEMPLATES = 0.25;
const OWN_TEMPLATE_OF = { visit: 0.9, warranty: 0.4, amc: 0.5 } as const;
const TEMPLATES: Record<keyof typeof OWN_TEMPLATE_OF, readonly string[]> = {
  visit: [
    'Namaste {customerName} ji, your {product} service is due on {dueDate}. Our technician will call before coming. - {shopName} ({shopPhone})',
    'नमस्ते {customerName} जी, आपके {product} की सर्विस {dueDate} को है। समय तय करने के लिए जवाब दें। - {shopName}, {shopPhone}',
    'Dear {customerName}, reminder: {product} service on {dueDate}. Call {shopPhone} to change the date. {shopName}',
  ],
  warranty: [
    'Dear {customerName}, the warranty of your {product} ends on {dueDate}. Take our AMC for free filter changes and priority service. Call {shopPhone}. - {shopName}',
    'नमस्ते {customerName} जी, आपके {product} की वारंटी {dueDate} को खत्म हो रही है। AMC के लिए {shopPhone} पर कॉल करें। - {shopName}',
  ],
  amc: [
    'Dear {customerName}, your AMC for {product} expires on {dueDate}. Renew now and keep your free services. - {shopName}, {shopPhone}',
    'Namaste {customerName} ji, {product} AMC {dueDate} ko khatam ho raha hai. Renew karne ke liye {shopPhone} par call karein. - {shopName}',
  ],
};

export class ServicePlans {
  private readonly today: number;
  private readonly serials = new Set<string>();
  private readonly withSerial = new Set<string>();
  private technicians: readonly Technician[] = [];
  private purchases: readonly ServicedPurchase[] = [];
  private contracts: PlannedContract[] = [];
  private readonly firstStart = new Map<string, number>();

  constructor(
    private readonly random: Random,
    private readonly rows: RowsByTable,
    private readonly calendar: Calendar,
    private readonly businessId: string,
  ) {
    this.today = calendar.today;
  }

  /**
   * The serial number on a purchase, or null (spares, AMC plans, and a few the shop never wrote
   * down): the brand's letters, the year sold and eight digits, unique within the business.
   */
  serialNumber(purchaseId: string, product: ServicedPurchase['product'], day: number): string | null {
    if (!CONTRACT_KINDS.has(product.sub.kind) || !this.random.chance(SERIAL_RECORDED)) return null;
    const brand = product.sub.brands.find((name) => name && product.name.startsWith(`${name} `)) ?? product.sub.category;
    const prefix = brand.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 4);
    const year = this.calendar.date(day).slice(2, 4);
    for (;;) {
      const serial = `${prefix}${year}${String(this.random.int(0, 99_999_999)).padStart(8, '0')}`;
      if (this.serials.has(serial)) continue;
      this.serials.add(serial);
      this.withSerial.add(purchaseId);
      return serial;
    }
  }

  /**
   * Chooses the purchases under contract, about a third of them, and dates their contracts.
   * Purchases whose product is serviced more often (purifiers, plants) are likelier; only one whose
   * warranty has ended, or ends within the month, can have one.
   */
  planContracts(purchases: readonly ServicedPurchase[], technicians: readonly Technician[]): void {
    this.purchases = purchases;
    this.technicians = technicians;
    const weighed: { index: number; key: number }[] = [];
    purchases.forEach((purchase, index) => {
      const { kind } = purchase.product.sub;
      if (!this.withSerial.has(purchase.id) || purchase.warrantyEndDay >= this.today + SOLD_AHEAD_DAYS) return;
      // Weighted sampling without replacement (Efraimidis–Spirakis): the largest keys win.
      weighed.push({ index, key: this.random.next() ** (1 / SERVICE_PROFILES[kind].maintenanceContract) });
    });
    const wanted = Math.min(weighed.length, Math.round(purchases.length / 3));
    const chosen = weighed
      .sort((a, b) => b.key - a.key)
      .slice(0, wanted)
      .map((entry) => entry.index)
      .sort((a, b) => a - b);
    for (const index of chosen) this.planContractsOf(purchases[index]!);
  }

  /** The day the purchase's first contract starts, when it has one. */
  contractStartOf(purchaseId: string): number | undefined {
    return this.firstStart.get(purchaseId);
  }

  /** How many visits the planned contracts hold. */
  get plannedVisits(): number {
    return this.contracts.reduce((sum, contract) => sum + contract.visitsIncluded, 0);
  }

  private planContractsOf(purchase: ServicedPurchase) {
    const { random, today } = this;
    const { kind } = purchase.product.sub;
    let startDay = purchase.warrantyEndDay + random.weighted(STARTS_AFTER_WARRANTY);
    if (startDay > purchase.warrantyEndDay + 1) startDay += random.int(0, 6);
    if (startDay > today + SOLD_AHEAD_DAYS) startDay = purchase.warrantyEndDay + 1;
    const months = random.weighted(CONTRACT_MONTHS);
    const years = months / 12;
    const [low, high] = PRICE_A_YEAR[kind];
    const employeeId = random.chance(TECHNICIAN_NAMED) ? this.technicianOn(Math.min(startDay, today)) : null;
    const soldDay = Math.max(purchase.day, Math.min(today, startDay - random.int(0, 14)));
    const first = this.contract(purchase, {
      startDay,
      endDay: addMonthsTo(startDay, months) - 1,
      visitsIncluded: Math.min(52, random.weighted(VISITS_A_YEAR[kind]) * years),
      price: shopPrice(random, random.int(low, high) * years * (years > 1 ? 0.9 : 1)),
      employeeId,
      renewalOf: null,
      createdMs: Math.max(purchase.createdMs, this.shopInstant(soldDay)),
    });
    this.firstStart.set(purchase.id, startDay);

    let last = first;
    const endsThisMonth = first.endDay >= today && first.endDay < today + ENDING_WITHIN_DAYS;
    if ((first.endDay < today && random.chance(RENEWED)) || (endsThisMonth && random.chance(RENEWED_EARLY))) {
      const period = renewalPeriod(this.calendar.date(first.startDay), this.calendar.date(first.endDay));
      const renewedDay = Math.max(first.startDay, Math.min(today, first.endDay - random.int(0, 20)));
      const renewedMs = Math.max(first.createdMs + 60_000, this.shopInstant(renewedDay));
      last = this.contract(purchase, {
        startDay: dayOf(period.startDate),
        endDay: dayOf(period.endDate),
        visitsIncluded: first.visitsIncluded,
        price: random.chance(0.6) ? first.price : shopPrice(random, first.price * (1.05 + 0.1 * random.next())),
        employeeId: random.chance(0.8) ? first.employeeId : random.chance(TECHNICIAN_NAMED) ? this.technicianOn(renewedDay) : null,
        renewalOf: first.id,
        createdMs: renewedMs,
      });
      first.status = 'renewed';
      first.updatedMs = renewedMs;
    }

    // A cancelled contract ran a month at least before the customer called it off.
    const cancelFrom = last.startDay + 30;
    const cancelTo = Math.min(last.endDay, today);
    if (cancelFrom <= cancelTo && random.chance(CANCELLED)) {
      const cancelledDay = random.int(cancelFrom, cancelTo);
      const cancelledMs = Math.max(last.createdMs + 60_000, this.shopInstant(cancelledDay));
      last.status = 'cancelled';
      last.cancelledDay = cancelledDay;
      last.cancelledMs = cancelledMs;
      last.updatedMs = cancelledMs;
    }
  }

  private contract(
    purchase: ServicedPurchase,
    terms: Pick<PlannedContract, 'startDay' | 'endDay' | 'visitsIncluded' | 'price' | 'employeeId' | 'renewalOf' | 'createdMs'>,
  ): PlannedContract {
    const createdMs = Math.min(this.calendar.nowMs - 60_000, terms.createdMs);
    const visitDays = planAmcVisits(this.calendar.date(terms.startDay), this.calendar.date(terms.endDay), terms.visitsIncluded).map(dayOf);
    const contract: PlannedContract = {
      ...terms,
      id: this.random.uuid(),
      purchase,
      status: 'active',
      cancelledDay: null,
      cancelledMs: null,
      createdMs,
      updatedMs: createdMs,
      visitDays,
    };
    this.contracts.push(contract);
    return contract;
  }

  /** Writes the contracts and their visits; returns the visits still to do. */
  addContracts(): DueVisit[] {
    const due: DueVisit[] = [];
    for (const contract of this.contracts) {
      const { purchase } = contract;
      this.rows.amc_contracts.add({
        business_id: this.businessId,
        id: contract.id,
        customer_id: purchase.customerId,
        customer_product_id: purchase.id,
        start_date: this.calendar.date(contract.startDay),
        end_date: this.calendar.date(contract.endDay),
        price: contract.price,
        visits_included: contract.visitsIncluded,
        employee_id: contract.employeeId,
        status: contract.status,
        renewal_of: contract.renewalOf,
        cancelled_at: contract.cancelledMs,
        created_at: contract.createdMs,
        updated_at: contract.updatedMs,
      });
      contract.visitDays.forEach((plannedDay, index) => {
        const visit = this.contractVisit(contract, plannedDay, index);
        if (visit.status === 'scheduled' || visit.status === 'missed') {
          due.push({ id: visit.id, customerId: purchase.customerId, day: visit.day, createdMs: contract.createdMs });
        }
      });
    }
    return due;
  }

  private contractVisit(contract: PlannedContract, plannedDay: number, index: number): { id: string; day: number; status: VisitStatus } {
    const { random, today, calendar } = this;
    const { purchase } = contract;
    let day = plannedDay;
    let status: VisitStatus = plannedDay < today ? random.weighted(PAST_VISIT) : 'scheduled';
    // Cancelling a contract cancels its visits still open: those to come and those missed.
    if (contract.cancelledDay !== null && (plannedDay > contract.cancelledDay || status === 'missed')) status = 'cancelled';

    let employeeId = contract.employeeId;
    let note = `AMC service visit ${index + 1} of ${contract.visitsIncluded}`;
    const minutes = PLANNED_VISIT_MINUTES;
    let updatedMs = status === 'cancelled' ? contract.cancelledMs! : contract.createdMs;
    if (status === 'done') {
      // Done a day or so off the planned date sometimes; by whoever went, when the contract named nobody.
      const movedDay = plannedDay + random.weighted(DONE_OFF_BY_DAYS);
      if (movedDay < today) day = movedDay;
      employeeId ??= this.technicianOn(day);
      note = visitNote(random, SERVICE_PROFILES[purchase.product.sub.kind].service);
      updatedMs = Math.min(calendar.nowMs, calendar.at(day, minutes) + random.int(30, 360) * 60_000);
    }
    const id = random.uuid();
    this.rows.visits.add({
      business_id: this.businessId,
      id,
      customer_id: purchase.customerId,
      employee_id: employeeId,
      customer_product_id: purchase.id,
      service_description: note,
      service_charges: 0,
      visit_date: calendar.at(day, minutes),
      // The technician goes to the customer's address; the contract plans its own visits, so
      // marking one done books no follow-up; the contract's price covers them.
      installation_date: null,
      service_address: null,
      auto_visit_time: 0,
      payment_status: 'PAID',
      is_done: status === 'done',
      status,
      follow_up_of_visit_id: null,
      amc_contract_id: contract.id,
      created_at: contract.createdMs,
      updated_at: Math.max(updatedMs, contract.createdMs),
    });
    return { id, day, status };
  }

  /**
   * Reminders the owner sent from the due list: on some visits due this week or lately overdue
   * (a few twice), on a few long overdue, and on some contracts and warranties ending this month.
   */
  addReminders(due: readonly DueVisit[], ownerId: string): void {
    const { random, today } = this;
    const remind = (subject: { kind: 'visit' | 'warranty' | 'amc'; customerId: string; visitId?: string; purchaseId?: string; contractId?: string }, sinceMs: number, fromDay: number) => {
      const latestMs = this.calendar.nowMs - 10 * 60_000;
      const earliestMs = Math.max(sinceMs + 60 * 60_000, this.calendar.at(fromDay, 9 * 60));
      if (earliestMs >= latestMs) return;
      const times = random.chance(REMINDED_TWICE) ? 2 : 1;
      for (let i = 0; i < times; i++) {
        const day = random.int(Math.min(fromDay, today), today);
        const at = Math.min(latestMs, Math.max(earliestMs, this.shopInstant(day)));
        this.rows.reminders.add({
          business_id: this.businessId,
          id: random.uuid(),
          kind: subject.kind,
          customer_id: subject.customerId,
          visit_id: subject.visitId ?? null,
          customer_product_id: subject.purchaseId ?? null,
          amc_contract_id: subject.contractId ?? null,
          channel: random.weighted(CHANNELS),
          reminded_by: ownerId,
          reminded_at: at,
        });
      }
    };

    for (const visit of due) {
      if (visit.day > today + 7) continue;
      const recently = visit.day >= today - RECENTLY_DUE_DAYS;
      if (!random.chance(recently ? REMINDED_RECENTLY_DUE : REMINDED_LONG_OVERDUE)) continue;
      remind({ kind: 'visit', customerId: visit.customerId, visitId: visit.id }, visit.createdMs, Math.max(visit.day - 4, today - 60));
    }
    for (const contract of this.contracts) {
      if (contract.status !== 'active' || contract.endDay < today || contract.endDay >= today + ENDING_WITHIN_DAYS) continue;
      if (!random.chance(REMINDED_AMC_ENDING)) continue;
      const { purchase } = contract;
      remind({ kind: 'amc', customerId: purchase.customerId, purchaseId: purchase.id, contractId: contract.id }, contract.createdMs, today - 7);
    }
    for (const purchase of this.purchases) {
      if (purchase.warrantyEndDay < today || purchase.warrantyEndDay >= today + ENDING_WITHIN_DAYS) continue;
      if (!random.chance(REMINDED_WARRANTY_ENDING)) continue;
      remind({ kind: 'warranty', customerId: purchase.customerId, purchaseId: purchase.id }, purchase.createdMs, today - 7);
    }
  }

  /** The shop's own reminder texts, when it wrote any (`always` for the large dealer). */
  addReminderTemplates(always: boolean): void {
    const { random } = this;
    if (!always && !random.chance(OWN_TEMPLATES)) return;
    for (const kind of ['visit', 'warranty', 'amc'] as const) {
      if (!random.chance(OWN_TEMPLATE_OF[kind])) continue;
      this.rows.reminder_templates.add({
        business_id: this.businessId,
        kind,
        body: random.pick(TEMPLATES[kind]),
        updated_at: this.shopInstant(this.today - random.int(1, 120)),
      });
    }
  }

  /** A technician already working here on `day`. */
  private technicianOn(day: number): string {
    const technicians = this.technicians;
    let low = 0;
    let high = technicians.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (technicians[middle]!.hiredDay <= day) low = middle;
      else high = middle - 1;
    }
    return technicians[this.random.int(0, low)]!.id;
  }

  /** An instant during shop hours of `day`, never later than now. */
  private shopInstant(day: number): number {
    const minutes = this.random.int(SHOP_HOURS_SLOTS.first, SHOP_HOURS_SLOTS.last) * 30 + this.random.int(0, 29);
    return Math.min(this.calendar.nowMs - this.random.int(1, 120) * 60_000, this.calendar.at(day, minutes));
  }
}
