import type { Random } from './random';

/*
 * What an Indian water-purifier, AC and appliance dealer sells, at rupee prices such shops
 * charge, and how each kind of product is serviced: how often the technician comes back, what
 * installation costs, how long the warranty runs and what a visit's note says.
 */

export type ServiceKind = 'purifier' | 'commercialPlant' | 'ac' | 'geyser' | 'appliance' | 'spare' | 'amc';

export interface SubCategorySpec {
  category: string;
  name: string;
  kind: ServiceKind;
  brands: readonly string[];
  /** Model series; '' when the product has none (spares, AMC plans). */
  series: readonly string[];
  /** The rest of the name and its price as a multiple of `basePrice`. */
  variants: readonly (readonly [string, number])[];
  basePrice: number;
  /** How much of a shop's catalogue this sub-category usually is. */
  weight: number;
  /** HSN code of the goods (SAC 9987 for maintenance contracts), as the shop's invoices print it. */
  hsn: string;
  /** GST rate in basis points: 18 % for most of what such a dealer sells, 5 % for solar water heaters. */
  gstRateBp: number;
}

const PURIFIER_BRANDS = ['Kent', 'Aquaguard', 'Livpure', 'Pureit', 'AO Smith', 'Havells', 'Blue Star', 'Aquafresh'];
const PURIFIER_SERIES = ['Grand', 'Supreme', 'Pearl', 'Ace', 'Aura', 'Glo', 'Marvel', 'Elite', 'Prime', 'Crystal', 'Excel', 'Pride', 'Nova', 'Star', 'Smart', 'Max'];
const AC_BRANDS = ['Voltas', 'Daikin', 'LG', 'Samsung', 'Blue Star', 'Hitachi', 'Lloyd', 'Carrier', 'Panasonic', 'Godrej'];
const AC_SERIES = ['Vectra', 'Elite', 'Prime', 'Neo', 'Pro', 'Max', 'Smart', 'Cool', 'Arctic', 'Breeze', 'Xpert', 'Fresh'];
const GEYSER_BRANDS = ['Havells', 'Bajaj', 'Racold', 'V-Guard', 'Crompton', 'AO Smith', 'Venus', 'Usha'];
const GEYSER_SERIES = ['Monza', 'Splendora', 'Eterno', 'Pebble', 'Solarium', 'Amico', 'Neo', 'Pro', 'Plus', 'Classic'];

export const SUB_CATEGORIES: readonly SubCategorySpec[] = [
  {
    category: 'Water Purifiers', name: 'RO Purifiers', kind: 'purifier', brands: PURIFIER_BRANDS, series: PURIFIER_SERIES,
    variants: [['RO 7L', 1], ['RO 8L', 1.08], ['RO+TDS Control 8L', 1.15], ['RO 9L', 1.2]], basePrice: 11_500, weight: 14, hsn: '842121', gstRateBp: 1800,
  },
  {
    category: 'Water Purifiers', name: 'RO+UV Purifiers', kind: 'purifier', brands: PURIFIER_BRANDS, series: PURIFIER_SERIES,
    variants: [['RO+UV 8L', 1], ['RO+UV+UF 9L', 1.15], ['RO+UV+Copper 8L', 1.25], ['RO+UV+Alkaline 10L', 1.4]], basePrice: 15_500, weight: 16, hsn: '842121', gstRateBp: 1800,
  },
  {
    category: 'Water Purifiers', name: 'UV Purifiers', kind: 'purifier', brands: PURIFIER_BRANDS, series: PURIFIER_SERIES,
    variants: [['UV 6L', 1], ['UV+UF 7L', 1.15], ['UV Storage 8L', 1.3]], basePrice: 7_500, weight: 6, hsn: '842121', gstRateBp: 1800,
  },
  {
    category: 'Water Purifiers', name: 'Gravity Purifiers', kind: 'purifier', brands: ['Tata Swach', 'Pureit', 'Kent', 'Livpure'], series: ['Classic', 'Advanced', 'Ultima', 'Gold', 'Smart'],
    variants: [['Gravity 15L', 1], ['Gravity 23L', 1.5]], basePrice: 1_900, weight: 3, hsn: '842121', gstRateBp: 1800,
  },
  {
    category: 'Water Purifiers', name: 'Commercial RO Plants', kind: 'commercialPlant', brands: ['Kent', 'AO Smith', 'Aquafresh', 'Netsol'], series: ['Industrial', 'Pro', 'Plus'],
    variants: [['25 LPH Commercial RO Plant', 1], ['50 LPH Commercial RO Plant', 1.5], ['100 LPH Commercial RO Plant', 2.4], ['250 LPH Commercial RO Plant', 4.6]], basePrice: 32_000, weight: 2, hsn: '842121', gstRateBp: 1800,
  },
  {
    category: 'Water Purifiers', name: 'Water Softeners', kind: 'appliance', brands: ['Kent', 'AO Smith', 'Pentair', 'Aquafresh'], series: ['Automatic', 'Compact', 'Home'],
    variants: [['Water Softener 1000 LPH', 1], ['Water Softener 2000 LPH', 1.45]], basePrice: 24_000, weight: 2, hsn: '842121', gstRateBp: 1800,
  },
  {
    category: 'Air Conditioners', name: 'Split AC', kind: 'ac', brands: AC_BRANDS, series: AC_SERIES,
    variants: [['1 Ton 3 Star Inverter Split AC', 1], ['1.5 Ton 3 Star Inverter Split AC', 1.15], ['1.5 Ton 5 Star Inverter Split AC', 1.3], ['2 Ton 3 Star Inverter Split AC', 1.45]], basePrice: 31_000, weight: 14, hsn: '841510', gstRateBp: 1800,
  },
  {
    category: 'Air Conditioners', name: 'Window AC', kind: 'ac', brands: AC_BRANDS, series: AC_SERIES,
    variants: [['1 Ton 3 Star Window AC', 1], ['1.5 Ton 3 Star Window AC', 1.15], ['1.5 Ton 5 Star Window AC', 1.3]], basePrice: 24_500, weight: 5, hsn: '841510', gstRateBp: 1800,
  },
  {
    category: 'Air Conditioners', name: 'Cassette AC', kind: 'ac', brands: ['Daikin', 'Blue Star', 'Voltas', 'Carrier', 'Hitachi'], series: ['Commercial', 'Pro', 'Round Flow'],
    variants: [['2 Ton Cassette AC', 1], ['3 Ton Cassette AC', 1.3], ['4 Ton Cassette AC', 1.6]], basePrice: 62_000, weight: 2, hsn: '841581', gstRateBp: 1800,
  },
  {
    category: 'Water Heaters', name: 'Storage Geysers', kind: 'geyser', brands: GEYSER_BRANDS, series: GEYSER_SERIES,
    variants: [['10L Storage Geyser', 1], ['15L Storage Geyser', 1.15], ['25L Storage Geyser', 1.4], ['35L Storage Geyser', 1.75]], basePrice: 6_800, weight: 8, hsn: '851610', gstRateBp: 1800,
  },
  {
    category: 'Water Heaters', name: 'Instant Geysers', kind: 'geyser', brands: GEYSER_BRANDS, series: GEYSER_SERIES,
    variants: [['1L Instant Geyser', 1], ['3L Instant Geyser', 1.25], ['5L Instant Geyser', 1.55]], basePrice: 3_000, weight: 4, hsn: '851610', gstRateBp: 1800,
  },
  {
    category: 'Water Heaters', name: 'Solar Water Heaters', kind: 'geyser', brands: ['Racold', 'V-Guard', 'Tata Power Solar', 'Supreme Solar'], series: ['Eco', 'Pro', 'Plus'],
    variants: [['100 LPD Solar Water Heater', 1], ['150 LPD Solar Water Heater', 1.3], ['200 LPD Solar Water Heater', 1.6], ['300 LPD Solar Water Heater', 2.2]], basePrice: 19_000, weight: 2, hsn: '841919', gstRateBp: 500,
  },
  {
    category: 'Home Appliances', name: 'Refrigerators', kind: 'appliance', brands: ['LG', 'Samsung', 'Whirlpool', 'Godrej', 'Haier', 'Panasonic'], series: ['Convertible', 'Frost Free', 'Digital Inverter', 'Smart'],
    variants: [['190L Single Door Refrigerator', 1], ['260L Double Door Refrigerator', 1.7], ['340L Double Door Refrigerator', 2.3], ['550L Side-by-Side Refrigerator', 4.2]], basePrice: 15_500, weight: 4, hsn: '841821', gstRateBp: 1800,
  },
  {
    category: 'Home Appliances', name: 'Washing Machines', kind: 'appliance', brands: ['LG', 'Samsung', 'IFB', 'Whirlpool', 'Bosch', 'Godrej'], series: ['Senorita', 'Executive', 'Ecobubble', 'Serie 4', 'Stainwash'],
    variants: [['6.5 kg Semi-Automatic Washing Machine', 1], ['7 kg Top Load Washing Machine', 1.6], ['8 kg Front Load Washing Machine', 2.5]], basePrice: 11_500, weight: 4, hsn: '845020', gstRateBp: 1800,
  },
  {
    category: 'Home Appliances', name: 'Kitchen Chimneys', kind: 'appliance', brands: ['Faber', 'Elica', 'Hindware', 'Glen', 'Kaff'], series: ['Hood', 'Slim', 'Curved Glass', 'Pyramid'],
    variants: [['60 cm Auto-Clean Chimney', 1], ['90 cm Auto-Clean Chimney', 1.35], ['60 cm Filterless Chimney', 1.2]], basePrice: 11_000, weight: 3, hsn: '841460', gstRateBp: 1800,
  },
  {
    category: 'Spares & Filters', name: 'RO Membranes', kind: 'spare', brands: ['Vontron', 'Filmtec', 'Kent', 'CSM', 'Aquaguard'], series: [''],
    variants: [['75 GPD RO Membrane', 1], ['80 GPD RO Membrane', 1.1], ['100 GPD RO Membrane', 1.35]], basePrice: 1_450, weight: 4, hsn: '842199', gstRateBp: 1800,
  },
  {
    category: 'Spares & Filters', name: 'Filter Sets', kind: 'spare', brands: ['Kent', 'Aquaguard', 'Livpure', 'Pureit', 'Aquafresh'], series: [''],
    variants: [['Sediment + Carbon Filter Set', 1], ['Pre-filter Candle Set', 0.5], ['Inline Post Carbon Filter', 0.7], ['Mineral Cartridge', 1.2], ['Service Kit (1 year)', 2.6]], basePrice: 650, weight: 4, hsn: '842199', gstRateBp: 1800,
  },
  {
    category: 'Spares & Filters', name: 'UV Lamps & Pumps', kind: 'spare', brands: ['Kent', 'Aquaguard', 'Livpure', 'Aquafresh'], series: [''],
    variants: [['11W UV Lamp', 0.7], ['24V Booster Pump', 1.9], ['SMPS Adaptor 24V', 0.9], ['Solenoid Valve', 0.5], ['Float Valve', 0.3]], basePrice: 900, weight: 3, hsn: '842199', gstRateBp: 1800,
  },
  {
    category: 'AMC Plans', name: 'Annual Maintenance Contracts', kind: 'amc', brands: [''], series: [''],
    variants: [
      ['Comprehensive AMC 1 Year, RO Purifier', 1.5], ['Non-Comprehensive AMC 1 Year, RO Purifier', 1], ['AMC 1 Year, Split AC (2 services)', 1.2],
      ['AMC 1 Year, Window AC (2 services)', 1], ['AMC 1 Year, Storage Geyser', 0.6], ['Comprehensive AMC 2 Years, RO Purifier', 2.7],
    ],
    basePrice: 2_200, weight: 2, hsn: '9987', gstRateBp: 1800,
  },
];

/** What a shop specialises in decides which sub-categories its catalogue draws from. */
export const SHOP_SPECIALITIES: readonly (readonly [string, readonly string[], number])[] = [
  ['purifiers', ['RO Purifiers', 'RO+UV Purifiers', 'UV Purifiers', 'Gravity Purifiers', 'Commercial RO Plants', 'Water Softeners', 'RO Membranes', 'Filter Sets', 'UV Lamps & Pumps', 'Annual Maintenance Contracts'], 45],
  ['cooling', ['Split AC', 'Window AC', 'Cassette AC', 'Refrigerators', 'Annual Maintenance Contracts'], 20],
  ['heaters', ['Storage Geysers', 'Instant Geysers', 'Solar Water Heaters', 'RO Purifiers', 'Filter Sets'], 10],
  ['everything', SUB_CATEGORIES.map((sub) => sub.name), 25],
];

export interface ServiceProfile {
  intervalMonths: readonly (readonly [number, number])[];
  installationCharges: readonly (readonly [number, number])[];
  warrantyMonths: readonly (readonly [number, number])[];
  /** Chance the customer buys an annual maintenance contract after the warranty. */
  maintenanceContract: number;
  installation: readonly string[];
  service: readonly string[];
  complaint: readonly string[];
  /** Charges of a visit outside warranty and contract. */
  paidVisitCharges: readonly number[];
}

const TDS = '{tds}';

export const SERVICE_PROFILES: Record<ServiceKind, ServiceProfile> = {
  purifier: {
    intervalMonths: [[3, 5], [4, 3], [6, 2]],
    installationCharges: [[0, 8], [300, 1], [500, 1]],
    warrantyMonths: [[12, 8], [24, 2]],
    maintenanceContract: 0.45,
    installation: ['Installation and demo', `Installation and demo, output TDS ${TDS} ppm`, 'Wall mounting, inlet valve fitted, demo given', 'Installation with booster pump, demo given'],
    service: [
      `Routine service: filters cleaned, tank sanitised, TDS ${TDS} ppm`, 'Sediment and carbon filters replaced', 'Pre-filter changed, membrane flushed',
      `UV lamp checked, TDS ${TDS} ppm`, 'Membrane cleaned, flow rate checked', 'Tank cleaned and sanitised, taste OK', 'Filters replaced under AMC',
    ],
    complaint: [
      'Complaint: low water flow. Pre-filter choked, replaced', 'Complaint: water leaking from unit. Pipe fitting tightened', 'Complaint: bad taste. Carbon filter replaced',
      'Complaint: purifier not starting. SMPS adaptor replaced', 'Complaint: tank overflow. Float valve replaced', 'Complaint: noisy pump. Booster pump serviced',
    ],
    paidVisitCharges: [299, 349, 399, 499, 650, 799],
  },
  commercialPlant: {
    intervalMonths: [[1, 3], [2, 4], [3, 3]],
    installationCharges: [[2500, 5], [5000, 3], [0, 2]],
    warrantyMonths: [[12, 1]],
    maintenanceContract: 0.6,
    installation: ['Plant installation, plumbing and commissioning', 'Installation, raw water tank connection, trial run'],
    service: [`Monthly service: membranes flushed, TDS ${TDS} ppm`, 'Antiscalant dosing refilled, filters changed', 'Pressure gauge and pump checked, sediment filters changed'],
    complaint: ['Complaint: plant tripping. Pressure switch replaced', 'Complaint: low output. Membrane chemical cleaning done', 'Complaint: leakage at high-pressure line. Fitting replaced'],
    paidVisitCharges: [799, 1200, 1500, 2500],
  },
  ac: {
    intervalMonths: [[6, 6], [4, 3], [3, 1]],
    installationCharges: [[1500, 5], [1200, 2], [0, 3]],
    warrantyMonths: [[12, 7], [24, 3]],
    maintenanceContract: 0.3,
    installation: ['Installation with 3 m copper piping and stand', 'Installation and demo', 'Indoor and outdoor unit installed, drain pipe extended', 'Wall bracket installation, gas pressure checked'],
    service: ['Jet wash of indoor and outdoor units', 'Gas pressure checked, filters cleaned', 'Pre-summer service: coil cleaning and drain check', 'Filters cleaned, cooling checked', 'Outdoor unit cleaned, capacitor checked'],
    complaint: [
      'Complaint: no cooling. Gas top-up (R32) done', 'Complaint: water dripping from indoor unit. Drain pipe cleared', 'Complaint: outdoor unit not starting. Capacitor replaced',
      'Complaint: remote not working. Sensor reset', 'Complaint: error code E5. PCB checked, loose wire fixed', 'Complaint: bad smell. Evaporator coil cleaned',
    ],
    paidVisitCharges: [499, 599, 799, 1200, 2500],
  },
  geyser: {
    intervalMonths: [[6, 4], [12, 6]],
    installationCharges: [[500, 5], [350, 3], [0, 2]],
    warrantyMonths: [[12, 3], [24, 6], [36, 1]],
    maintenanceContract: 0.15,
    installation: ['Installation with pressure release valve', 'Installation and demo', 'Wall mounting, inlet and outlet connections'],
    service: ['Descaling and anode rod check', 'Thermostat checked, tank flushed', 'Anode rod replaced, descaling done', 'Heating element cleaned, safety valve checked'],
    complaint: ['Complaint: no hot water. Heating element replaced', 'Complaint: water leaking. Inlet pipe replaced', 'Complaint: MCB tripping. Element insulation fixed', 'Complaint: water too hot. Thermostat replaced'],
    paidVisitCharges: [299, 399, 499, 750],
  },
  appliance: {
    intervalMonths: [[6, 4], [12, 6]],
    installationCharges: [[0, 7], [400, 2], [750, 1]],
    warrantyMonths: [[12, 6], [24, 4]],
    maintenanceContract: 0.2,
    installation: ['Installation and demo', 'Unpacking, installation and demo', 'Installation, stand fitted, demo given'],
    service: ['General check-up, door gasket cleaned', 'Drum cleaning and inlet filter check', 'Filters cleaned, motor checked', 'Routine service, all functions OK'],
    complaint: ['Complaint: not cooling. Thermostat replaced', 'Complaint: drum not spinning. Belt replaced', 'Complaint: suction weak. Motor serviced', 'Complaint: water not draining. Drain pump cleaned'],
    paidVisitCharges: [349, 449, 599, 899],
  },
  spare: {
    intervalMonths: [[3, 6], [4, 3], [6, 1]],
    installationCharges: [[0, 7], [150, 2], [250, 1]],
    warrantyMonths: [[6, 7], [12, 3]],
    maintenanceContract: 0,
    installation: ['Part fitted and tested', 'Filter replacement', 'Membrane replaced, TDS checked', 'Replacement done at customer site'],
    service: ['Filter condition checked', `TDS checked, ${TDS} ppm`, 'Routine check after part replacement'],
    complaint: ['Complaint: part not working. Replaced under warranty', 'Complaint: leakage after fitting. Re-fitted'],
    paidVisitCharges: [199, 249, 299],
  },
  amc: {
    intervalMonths: [[3, 6], [4, 3], [6, 3]],
    installationCharges: [[0, 1]],
    warrantyMonths: [[12, 8], [24, 2]],
    maintenanceContract: 0.3,
    installation: ['AMC registered, first service done', 'AMC started: unit inspected and serviced'],
    service: ['AMC service: filters cleaned, unit checked', 'AMC visit: parts checked, cleaning done', 'AMC preventive maintenance'],
    complaint: ['Complaint under AMC: unit not working. Fixed', 'Complaint under AMC: leakage. Repaired'],
    paidVisitCharges: [299, 499],
  },
};

/** A note with a TDS reading filled in where it has one. */
export function visitNote(random: Random, notes: readonly string[]): string {
  const note = random.pick(notes);
  return note.includes(TDS) ? note.replace(TDS, String(random.int(35, 140))) : note;
}

/** A shop price: ₹15,999, ₹16,490 or ₹16,500; small parts ₹649. */
export function shopPrice(random: Random, rupees: number): number {
  if (rupees < 2_000) return Math.max(99, Math.round(rupees / 50) * 50 - 1);
  const hundreds = Math.round(rupees / 100) * 100;
  return random.weighted([[hundreds - 1, 5], [hundreds - 10, 3], [hundreds, 2]] as const);
}

export const ENQUIRY_MESSAGES = [
  'Need a quote for {product} for a family of four.',
  'Looking for {product} with installation this week.',
  'Please share the price of {product} and the EMI options.',
  'Want an annual maintenance contract for two purifiers at my office.',
  'Is {product} available in stock? Please call back in the evening.',
  'Our borewell water is hard. Which purifier do you suggest?',
  'Need AC service for 3 split ACs before summer.',
  'Want to exchange my old purifier for {product}.',
  'Please send a technician to check the geyser, it trips the MCB.',
  'Looking for a commercial RO plant for our school.',
  'Do you install {product} on the 9th floor? Need a quote with stand.',
  'Call me about {product}, comparing prices with the showroom.',
];

export const HELP_DESK_MESSAGES = [
  'Please help me add GST number on the printed invoice for our new branch.',
  'How do I change the bill number series for the new financial year?',
  'The visit report for last month shows fewer visits than expected, please check.',
  'Can we get a second login for our office manager?',
  'Please renew our subscription for one more year.',
  'Customer phone numbers with +91 are not found in search.',
  'How can I print an invoice in Marathi?',
  'Need help exporting the product report to Excel.',
];

/** What Sevak support answers. */
export const HELP_DESK_ANSWERS = [
  'Done: the GSTIN is on your invoices from today. Please print one and check.',
  'Settings › Billing › Invoice prefix sets the series; the number restarts on 1 April.',
  'We have renewed your plan for 12 months; the receipt is under Subscription.',
  'Add your office manager as a technician; a second admin login is on the 12-month plan.',
  'Search now finds numbers typed with +91 or a space; please try again.',
  'Reports › Export gives a CSV that opens in Excel.',
];

/** What an owner writes back. */
export const HELP_DESK_FOLLOW_UPS = [
  'Thank you, it works now.',
  'Still the same on the old invoices, can they be changed too?',
  'Paid by UPI just now, please confirm.',
  'Which plan is that? Please share the price.',
];
