import { tool } from './router-case-helpers.js';

/*
 * Tool sets of the twelfth fresh router table (router-fresh11-cases.ts): work and household-admin
 * apps, written as such apps write them: string and integer enums, bounded integers and numbers,
 * booleans, date, date-time, HH:MM and YYYY-MM formats, identifier patterns, arrays of strings and
 * of identifiers, nested objects (one optional, one required), and optional fields. None of these
 * domains is in an earlier router table (checked against every earlier tool name).
 */

const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: '24-hour time, HH:MM' };
const day = { type: 'string', format: 'date' };
const when = { type: 'string', format: 'date-time' };

// warehouse pick list
const bin = { type: 'string', pattern: '^[A-Z][0-9]{2}-[0-9]{2}$', description: 'Aisle-bay bin, e.g. B12-03' };
const pick = tool(
  'pick_order',
  'Start picking a customer order from the warehouse pick list',
  {
    order: { type: 'string', pattern: '^SO-[0-9]{5}$', description: 'Sales order number' },
    priority: { type: 'string', enum: ['normal', 'rush'] },
    zone: { type: 'string', enum: ['A', 'B', 'C', 'cold'] },
  },
  ['order'],
);
const discrepancy = tool(
  'report_stock_discrepancy',
  'Report that the count on the shelf differs from the system',
  {
    sku: { type: 'string', pattern: '^[A-Z]{3}-[0-9]{4}$' },
    bin,
    counted: { type: 'integer', minimum: 0, description: 'Units actually on the shelf' },
    reason: { type: 'string', enum: ['damaged', 'missing', 'extra', 'mislabelled'] },
  },
  ['sku', 'counted'],
);
const pallet = tool(
  'move_pallet',
  'Move a pallet to another bin',
  {
    pallet: { type: 'string', pattern: '^P[0-9]{6}$' },
    to_bin: bin,
    forklift_needed: { type: 'boolean' },
  },
  ['pallet', 'to_bin'],
);
export const WAREHOUSE = [pick, discrepancy, pallet];

// company fleet
const fleetNo = { type: 'string', pattern: '^FL-[0-9]{3}$', description: 'Fleet number, e.g. FL-042' };
const poolCar = tool(
  'reserve_pool_vehicle',
  'Reserve a company pool vehicle',
  {
    vehicle_type: { type: 'string', enum: ['car', 'van', 'pickup', 'minibus'] },
    start: when,
    end: when,
    destination: { type: 'string' },
    passengers: { type: 'integer', minimum: 1, maximum: 15 },
  },
  ['vehicle_type', 'start'],
);
const damage = tool(
  'report_vehicle_damage',
  'Report damage or a fault on a fleet vehicle',
  {
    vehicle: fleetNo,
    description: { type: 'string' },
    drivable: { type: 'boolean', description: 'Whether it is still safe to drive' },
  },
  ['vehicle', 'description'],
);
const odometer = tool(
  'log_odometer',
  'Record the odometer and fuel when a fleet vehicle comes back',
  {
    vehicle: fleetNo,
    km: { type: 'integer', minimum: 0 },
    fuel_level: { type: 'string', enum: ['empty', 'quarter', 'half', 'three_quarters', 'full'] },
  },
  ['vehicle', 'km'],
);
export const FLEET = [poolCar, damage, odometer];

// dental clinic front desk
const dentalBooking = tool(
  'book_dental_appointment',
  'Book a patient into the dental clinic diary',
  {
    patient: { type: 'string' },
    date: day,
    time: hhmm,
    treatment: { type: 'string', enum: ['checkup', 'hygiene', 'filling', 'extraction', 'root_canal', 'emergency'] },
    dentist: { type: 'string' },
    minutes: { type: 'integer', enum: [15, 30, 45, 60] },
  },
  ['patient', 'date', 'time', 'treatment'],
);
const noShow = tool(
  'mark_no_show',
  'Mark that a patient missed their appointment',
  { patient: { type: 'string' }, date: day, charge_fee: { type: 'boolean', description: 'Charge the missed-appointment fee' } },
  ['patient'],
);
const recall = tool(
  'send_recall_reminder',
  'Remind a patient that a check-up is due',
  { patient: { type: 'string' }, channel: { type: 'string', enum: ['sms', 'email', 'letter'] } },
  ['patient'],
);
export const DENTAL = [dentalBooking, noShow, recall];

// school attendance
const register = tool(
  'mark_attendance',
  'Take the register for a form class',
  {
    class: { type: 'string', pattern: '^(7|8|9|10|11)[A-F]$', description: 'Year and form, e.g. 9C' },
    date: day,
    absent: { type: 'array', items: { type: 'string' } },
    late: { type: 'array', items: { type: 'string' } },
  },
  ['class'],
);
const absence = tool(
  'report_student_absence',
  'A parent reports their child absent from school',
  {
    student: { type: 'string' },
    date: day,
    reason: { type: 'string', enum: ['illness', 'medical_appointment', 'family', 'religious', 'other'] },
    days: { type: 'integer', minimum: 1, maximum: 10 },
  },
  ['student', 'reason'],
);
export const SCHOOL = [register, absence];

// invoices
const invoiceNo = { type: 'string', pattern: '^INV-[0-9]{4}$' };
const invoice = tool(
  'create_invoice',
  'Create an invoice for a client',
  {
    client: { type: 'string' },
    amount: { type: 'number', exclusiveMinimum: 0 },
    currency: { type: 'string', enum: ['USD', 'EUR', 'GBP', 'CAD'] },
    due_date: day,
    description: { type: 'string' },
    billing_contact: {
      type: 'object',
      properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } },
      required: ['email'],
    },
  },
  ['client', 'amount'],
);
const invoicePaid = tool(
  'record_invoice_payment',
  'Mark an invoice paid, fully or in part',
  {
    invoice: invoiceNo,
    amount: { type: 'number', exclusiveMinimum: 0, description: 'Only for a part payment' },
    paid_on: day,
    method: { type: 'string', enum: ['bank_transfer', 'card', 'cheque', 'cash'] },
  },
  ['invoice'],
);
const dunning = tool(
  'send_payment_reminder',
  'Email a client a reminder about an unpaid invoice',
  { invoice: invoiceNo, tone: { type: 'string', enum: ['friendly', 'firm', 'final'] } },
  ['invoice'],
);
export const INVOICES = [invoice, invoicePaid, dunning];

// newsroom
const slug = { type: 'string', description: 'Short story name, e.g. council-budget' };
const assignStory = tool(
  'assign_story',
  'Assign a story to a reporter',
  {
    slug,
    reporter: { type: 'string' },
    desk: { type: 'string', enum: ['news', 'politics', 'business', 'sport', 'culture'] },
    words: { type: 'integer', minimum: 100, maximum: 3000 },
    deadline: when,
  },
  ['slug', 'reporter'],
);
const scheduleStory = tool(
  'schedule_story',
  'Schedule a finished story to publish',
  { slug, publish_at: when, homepage: { type: 'boolean', description: 'Feature it on the homepage' } },
  ['slug', 'publish_at'],
);
const correction = tool(
  'request_correction',
  'Flag a published story for a correction',
  { slug, error: { type: 'string', description: 'What is wrong' }, severity: { type: 'string', enum: ['minor', 'major'] } },
  ['slug', 'error'],
);
export const NEWSROOM = [assignStory, scheduleStory, correction];

// lab sample tracker
const sampleId = { type: 'string', pattern: '^S[0-9]{6}$' };
const newSample = tool(
  'register_sample',
  'Register a new sample in the lab tracker',
  {
    sample_type: { type: 'string', enum: ['blood', 'serum', 'urine', 'tissue', 'dna', 'soil', 'water'] },
    project: { type: 'string', pattern: '^PRJ-[0-9]{3}$' },
    collected: when,
    volume_ml: { type: 'number', exclusiveMinimum: 0 },
    hazard: { type: 'boolean', description: 'Biohazard or otherwise hazardous' },
  },
  ['sample_type', 'project'],
);
const storeSample = tool(
  'store_sample',
  'Record where a sample is stored',
  {
    sample: sampleId,
    freezer: { type: 'string', enum: ['-20', '-80', '4C', 'LN2'] },
    rack: { type: 'integer', minimum: 1, maximum: 20 },
    box: { type: 'integer', minimum: 1, maximum: 100 },
  },
  ['sample', 'freezer'],
);
const assay = tool(
  'request_assay',
  'Request tests on one or more samples',
  {
    samples: { type: 'array', items: sampleId, minItems: 1 },
    assay: { type: 'string', enum: ['pcr', 'elisa', 'sequencing', 'western_blot', 'mass_spec'] },
    urgent: { type: 'boolean' },
    due: day,
  },
  ['samples', 'assay'],
);
export const LAB = [newSample, storeSample, assay];

// payroll desk
const payMonth = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'Pay month, YYYY-MM' };
const payslip = tool(
  'get_payslip',
  'Fetch my payslip for a month',
  { month: payMonth, format: { type: 'string', enum: ['pdf', 'summary'] } },
  ['month'],
);
const pension = tool(
  'change_pension_contribution',
  'Change how much of my salary goes into the pension',
  { percent: { type: 'number', minimum: 0, maximum: 20 } },
  ['percent'],
);
const payIssue = tool(
  'report_pay_issue',
  'Tell payroll that a payslip looks wrong',
  {
    month: payMonth,
    issue: { type: 'string', enum: ['missing_overtime', 'wrong_tax', 'deductions', 'bonus', 'expenses', 'other'] },
    amount: { type: 'number', minimum: 0, description: 'Amount missing or wrong, if known' },
  },
  ['month', 'issue'],
);
export const PAYROLL = [payslip, pension, payIssue];

// translation agency
const languages = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'ja', 'zh', 'ar'];
const translationQuote = tool(
  'request_translation_quote',
  'Get a quote from the agency to translate a document',
  {
    source_language: { type: 'string', enum: languages },
    target_languages: { type: 'array', items: { type: 'string', enum: languages }, minItems: 1 },
    words: { type: 'integer', minimum: 1 },
    certified: { type: 'boolean' },
    deadline: day,
  },
  ['source_language', 'target_languages', 'words'],
);
const translationJob = tool('translation_job_status', 'Check on a translation job', { job: { type: 'string', pattern: '^TR-[0-9]{5}$' } }, [
  'job',
]);
export const TRANSLATION = [translationQuote, translationJob];

// purchasing
const purchaseOrder = tool(
  'create_purchase_order',
  'Raise a purchase order with a supplier',
  {
    supplier: { type: 'string' },
    total: { type: 'number', exclusiveMinimum: 0 },
    items: { type: 'array', items: { type: 'string' } },
    cost_centre: { type: 'string', pattern: '^CC[0-9]{4}$' },
    needed_by: day,
  },
  ['supplier', 'total'],
);
const approvePo = tool(
  'approve_purchase_order',
  'Approve or reject a purchase order waiting for me',
  {
    po: { type: 'string', pattern: '^PO-[0-9]{6}$' },
    decision: { type: 'string', enum: ['approve', 'reject'] },
    comment: { type: 'string' },
  },
  ['po', 'decision'],
);
export const PURCHASING = [purchaseOrder, approvePo];

// contracts
const signature = tool(
  'send_for_signature',
  'Send a contract out for e-signature',
  {
    document: { type: 'string' },
    signers: { type: 'array', items: { type: 'string', format: 'email' }, minItems: 1 },
    expires_in_days: { type: 'integer', enum: [7, 14, 30] },
    reminders: { type: 'boolean', description: 'Nudge signers every few days' },
  },
  ['document', 'signers'],
);
const renewal = tool(
  'set_renewal_reminder',
  'Remind me before a contract renews',
  { contract: { type: 'string' }, renews_on: day, days_before: { type: 'integer', minimum: 1, maximum: 180 } },
  ['contract', 'renews_on'],
);
export const CONTRACTS = [signature, renewal];

// reception mailroom
const parcelIn = tool(
  'log_parcel',
  'Log a parcel that arrived at reception',
  {
    recipient: { type: 'string' },
    carrier: { type: 'string', enum: ['ups', 'fedex', 'dhl', 'usps', 'royal_mail', 'amazon', 'other'] },
    parcels: { type: 'integer', minimum: 1, maximum: 50 },
    needs_signature: { type: 'boolean' },
    perishable: { type: 'boolean' },
  },
  ['recipient', 'carrier'],
);
const parcelsWaiting = tool(
  'parcels_waiting',
  'List parcels waiting at reception',
  { recipient: { type: 'string', description: 'Only parcels for this person' } },
  [],
);
export const MAILROOM = [parcelIn, parcelsWaiting];

// compliance training
const enrol = tool(
  'enroll_training',
  'Enrol an employee in a compliance course',
  {
    course: { type: 'string', enum: ['fire_safety', 'first_aid', 'data_protection', 'anti_bribery', 'manual_handling', 'forklift'] },
    employee: { type: 'string' },
    session_date: day,
    format: { type: 'string', enum: ['online', 'classroom'] },
  },
  ['course', 'employee'],
);
const trainingStatus = tool(
  'training_status',
  'Show the courses an employee has done or is overdue on',
  { employee: { type: 'string' }, overdue_only: { type: 'boolean' } },
  ['employee'],
);
export const TRAINING = [enrol, trainingStatus];

// on-call operations
const ack = tool(
  'acknowledge_alert',
  'Acknowledge a paging alert',
  { alert: { type: 'string', pattern: '^ALR-[0-9]{4,6}$' }, note: { type: 'string' } },
  ['alert'],
);
const incident = tool(
  'open_incident',
  'Declare an incident',
  {
    title: { type: 'string' },
    severity: { type: 'integer', enum: [1, 2, 3, 4], description: '1 is the worst' },
    services: { type: 'array', items: { type: 'string' } },
    commander: { type: 'string' },
  },
  ['title', 'severity'],
);
const silence = tool(
  'silence_alerts',
  'Silence alerts from a service for a while',
  {
    service: { type: 'string' },
    minutes: { type: 'integer', minimum: 5, maximum: 1440 },
    reason: { type: 'string' },
  },
  ['service', 'minutes'],
);
export const ONCALL = [ack, incident, silence];

// restaurant kitchen food safety
const fridge = tool(
  'log_fridge_temp',
  'Record a fridge or freezer temperature check',
  {
    unit: { type: 'string', enum: ['walk_in', 'reach_in_1', 'reach_in_2', 'freezer', 'bar_fridge'] },
    temp_c: { type: 'number', minimum: -30, maximum: 15 },
    checked_at: when,
  },
  ['unit', 'temp_c'],
);
const waste = tool(
  'log_food_waste',
  'Record food thrown away',
  {
    item: { type: 'string' },
    kg: { type: 'number', exclusiveMinimum: 0 },
    reason: { type: 'string', enum: ['expired', 'spoiled', 'overproduction', 'dropped', 'returned'] },
  },
  ['item', 'kg'],
);
export const KITCHEN = [fridge, waste];

// household subscriptions
const addSub = tool(
  'add_subscription',
  'Track a recurring subscription',
  {
    name: { type: 'string' },
    price: { type: 'number', minimum: 0 },
    billing: { type: 'string', enum: ['weekly', 'monthly', 'quarterly', 'yearly'] },
    next_charge: day,
    category: { type: 'string', enum: ['streaming', 'software', 'news', 'fitness', 'utilities', 'other'] },
  },
  ['name', 'price', 'billing'],
);
const cancelSub = tool(
  'cancel_subscription',
  'Mark a subscription to cancel, with a reminder before the deadline',
  { name: { type: 'string' }, by: day },
  ['name'],
);
const subsTotal = tool(
  'subscriptions_total',
  'Add up what all tracked subscriptions cost',
  { per: { type: 'string', enum: ['month', 'year'] } },
  [],
);
export const SUBSCRIPTIONS = [addSub, cancelSub, subsTotal];

// post office
const holdMail = tool(
  'hold_mail',
  'Ask the post office to hold mail while I am away',
  { start: day, end: day, packages_too: { type: 'boolean' } },
  ['start', 'end'],
);
const forwardMail = tool(
  'forward_mail',
  'Forward mail to a new address',
  {
    new_address: {
      type: 'object',
      properties: {
        street: { type: 'string' },
        city: { type: 'string' },
        postcode: { type: 'string' },
        country: { type: 'string' },
      },
      required: ['street', 'city', 'postcode'],
    },
    start: day,
    months: { type: 'integer', enum: [6, 12, 24] },
  },
  ['new_address', 'start'],
);
export const POST = [holdMail, forwardMail];

// household documents
const passport = tool(
  'renew_passport',
  'Start a passport renewal application',
  {
    holder: { type: 'string' },
    service: { type: 'string', enum: ['standard', 'fast_track', 'premium'] },
    pages: { type: 'integer', enum: [34, 50] },
    travel_date: day,
  },
  ['holder'],
);
const expiry = tool(
  'add_expiry_reminder',
  'Remind me before an identity document or policy expires',
  {
    document: {
      type: 'string',
      enum: ['passport', 'driving_licence', 'id_card', 'visa', 'residence_permit', 'insurance_policy'],
    },
    holder: { type: 'string' },
    expires_on: day,
    remind_days_before: { type: 'integer', minimum: 1, maximum: 365 },
  },
  ['document', 'expires_on'],
);
export const DOCUMENTS = [passport, expiry];

/** Every tool above at once, for the cases that must pick among many. */
export const ALL11 = [
  ...WAREHOUSE,
  ...FLEET,
  ...DENTAL,
  ...SCHOOL,
  ...INVOICES,
  ...NEWSROOM,
  ...LAB,
  ...PAYROLL,
  ...TRANSLATION,
  ...PURCHASING,
  ...CONTRACTS,
  ...MAILROOM,
  ...TRAINING,
  ...ONCALL,
  ...KITCHEN,
  ...SUBSCRIPTIONS,
  ...POST,
  ...DOCUMENTS,
];
