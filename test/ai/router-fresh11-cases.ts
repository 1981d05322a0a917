import type { Case } from './router-everyday-cases.js';
import { ANY, call, needs, none, only } from './router-case-helpers.js';
import {
  ALL11,
  CONTRACTS,
  DENTAL,
  DOCUMENTS,
  FLEET,
  INVOICES,
  KITCHEN,
  LAB,
  MAILROOM,
  NEWSROOM,
  ONCALL,
  PAYROLL,
  POST,
  PURCHASING,
  SCHOOL,
  SUBSCRIPTIONS,
  TRAINING,
  TRANSLATION,
  WAREHOUSE,
} from './router-fresh11-tools.js';

/*
 * The twelfth fresh set ("fresh 11"), written blind: its author read only the grading harness, the
 * case helpers, the conventions of the everyday table and one earlier table's header and format,
 * never the router's source, its docs or a list of misses, and the table was committed before its
 * first run. First run: 250 cases (39 wanting any text, 27 asking for a missing value), right outcome
 * 83.6% (209), exact arguments 57.2% (143). Its misses were read after that run only to look for
 * expectations wrong by the conventions below (and every expected value was checked against its
 * tool's schema); none was found and no case was changed.
 * Eighteen new tool sets of work and household admin (router-fresh11-tools.ts): a warehouse pick
 * list, a company fleet, a dental clinic's front desk, school attendance, invoices, a newsroom, a lab
 * sample tracker, a payroll desk, a translation agency, purchasing, contracts, a reception mailroom,
 * compliance training, on-call operations, kitchen food safety, household subscriptions, the post
 * office and household documents, plus all of them at once.
 *
 * Conventions for "exact": now is Tuesday 2026-11-24 10:00 UTC and times are UTC; a date-time is
 * written 2026-11-25T19:00:00Z, an HH:MM time 19:00 and a pay month 2026-10.
 * - A time with no day is its next occurrence (today if still ahead: "at 4pm" is today 16:00). A
 *   weekday alone or "next <weekday>" is its coming occurrence (friday and next tuesday are
 *   2026-11-27 and 2026-12-01); a date with no year ("dec 5", "jan 12", "the 5th") is the coming
 *   one. In a log of something already done (a sample collected, a reading taken, a no-show) a time
 *   or day is the past one ("at 6am" is today 06:00, "this morning" and "today" 2026-11-24);
 *   "yesterday" is 2026-11-23. A payslip's month with no year is the latest one paid ("october",
 *   "last month" are 2026-10, "this month" 2026-11). A day word fills a date only where the tool
 *   has a date field.
 * - A bare hour is the one a person means for the activity (a dental appointment "at 4" is 16:00, "at
 *   10" the morning); noon is 12:00; "9 till 5" is 09:00 to 17:00; "a month before" is 30 days, "a
 *   week" 7 days, "two weeks" 14.
 * - People's and places' names are capitalised (maria lopez → Maria Lopez) and a title such as "Mr" or
 *   "Dr" is kept; brand and product names (Netflix, iCloud, Disney+) are kept as typed; other free
 *   text (story slugs, damage, errors, items, documents, contracts, incident titles, notes, reasons)
 *   is kept as typed without a leading "the/a/my" or a count; an email address is kept as typed; an
 *   identifier takes the form and upper case its pattern asks for (so 40992 → SO-40992, a07-02 →
 *   A07-02, tr 10442 → TR-10442, fl-117 → FL-117).
 * - A word is mapped onto the enum value it plainly names (a tooth out → extraction, the fridge →
 *   4C, minus 80 → -80, GDPR → data_protection, in person → classroom, went off → spoiled, made too
 *   much → overproduction, a text → sms, nicely → friendly, quid/£ → no currency field but GBP where
 *   there is one, spanish → es, a random courier → other, 3/4 → three_quarters, sev2 → 2); a
 *   subscription's category is filled only when the user says the category's word; a yes/no the
 *   user did not state either way is left out ("won't start" states drivable: false), as is every
 *   value not given.
 * - A number is written as the schema's number: words and shorthand become digits (five → 5, 12k →
 *   12000, 48,213 → 48213, $3,450.50 → 3450.5), currency signs and units are dropped, a stated unit
 *   is converted to the schema's (41F is 5 °C, 500 µl is 0.5 ml, 500g is 0.5 kg, two hours is 120
 *   minutes, two years is 24 months), and a plain product ("2 days at $600 a day") is worked out.
 * - A request that lacks a required value, with no way to infer it, is answered by asking for it.
 */
export const FRESH11: Case[] = [
  // warehouse pick list
  [WAREHOUSE, 'start picking so-48213', call('pick_order', { order: 'SO-48213' })],
  [WAREHOUSE, 'rush order SO-50117 needs picking asap, customer is waiting', call('pick_order', { order: 'SO-50117', priority: 'rush' })],
  [
    WAREHOUSE,
    'can you pull up the pick list for so 40992, its all cold room stuff',
    call('pick_order', { order: 'SO-40992', zone: 'cold' }),
  ],
  [WAREHOUSE, 'pick SO-61200 from zone B', call('pick_order', { order: 'SO-61200', zone: 'B' })],
  [WAREHOUSE, 'SO-33001', call('pick_order', { order: 'SO-33001' }), only('pick_order')],
  [
    WAREHOUSE,
    'counted 14 of FAS-2210 in bin B12-03 but the system says 20',
    call('report_stock_discrepancy', { sku: 'FAS-2210', bin: 'B12-03', counted: 14 }),
  ],
  [
    WAREHOUSE,
    'ELC-0458 shelf count is 9, the rest got crushed by the forklift',
    call('report_stock_discrepancy', { sku: 'ELC-0458', counted: 9, reason: 'damaged' }),
  ],
  [
    WAREHOUSE,
    "there's zero hdw-3321 left in a07-02, the whole lot is missing",
    call('report_stock_discrepancy', { sku: 'HDW-3321', bin: 'A07-02', counted: 0, reason: 'missing' }),
  ],
  [
    WAREHOUSE,
    'counted 40 of PKG-1180, system shows 36, we have extra',
    call('report_stock_discrepancy', { sku: 'PKG-1180', counted: 40, reason: 'extra' }),
  ],
  [WAREHOUSE, 'move pallet P004512 to B03-01', call('move_pallet', { pallet: 'P004512', to_bin: 'B03-01' })],
  [
    WAREHOUSE,
    "can someone shift p118830 over to d10-04, it'll need the forklift",
    call('move_pallet', { pallet: 'P118830', to_bin: 'D10-04', forklift_needed: true }),
  ],
  [WAREHOUSE, 'move pallet P220019', needs('move_pallet')],
  [WAREHOUSE, 'what time does the afternoon shift start?', none],
  [WAREHOUSE, 'my back is killing me after all those pallets lol', none],

  // company fleet
  [FLEET, 'need a pool car tomorrow at 8am', call('reserve_pool_vehicle', { vehicle_type: 'car', start: '2026-11-25T08:00:00Z' })],
  [
    FLEET,
    'book a van for friday 9 till 5, going to the Bristol depot',
    call('reserve_pool_vehicle', {
      vehicle_type: 'van',
      start: '2026-11-27T09:00:00Z',
      end: '2026-11-27T17:00:00Z',
      destination: 'Bristol depot',
    }),
  ],
  [
    FLEET,
    'minibus for 12 people to the Leeds conference on dec 3, leaving 7:30',
    call('reserve_pool_vehicle', {
      vehicle_type: 'minibus',
      passengers: 12,
      start: '2026-12-03T07:30:00Z',
      destination: 'Leeds conference',
    }),
  ],
  [
    FLEET,
    'car for tomorrow 2pm to 6pm',
    call('reserve_pool_vehicle', { vehicle_type: 'car', start: '2026-11-25T14:00:00Z', end: '2026-11-25T18:00:00Z' }),
    ANY,
  ],
  [FLEET, 'i need a vehicle thursday at 2pm', needs('reserve_pool_vehicle')],
  [FLEET, 'FL-042 has a cracked windscreen', call('report_vehicle_damage', { vehicle: 'FL-042', description: 'cracked windscreen' })],
  [
    FLEET,
    'fl-117: rear bumper dented, still drivable',
    call('report_vehicle_damage', { vehicle: 'FL-117', description: 'rear bumper dented', drivable: true }),
  ],
  [FLEET, "FL-009 won't start", call('report_vehicle_damage', { vehicle: 'FL-009', description: "won't start", drivable: false })],
  [FLEET, "there's a big scratch down the side of one of the vans", needs('report_vehicle_damage')],
  [FLEET, 'FL-042 back, odometer 48,213 km, tank about half', call('log_odometer', { vehicle: 'FL-042', km: 48213, fuel_level: 'half' })],
  [
    FLEET,
    'returned fl-300 with 102k on the clock and a full tank',
    call('log_odometer', { vehicle: 'FL-300', km: 102000, fuel_level: 'full' }),
  ],
  [FLEET, 'FL-071 returned, 3/4 tank, 61,540km', call('log_odometer', { vehicle: 'FL-071', km: 61540, fuel_level: 'three_quarters' })],
  [FLEET, 'how many miles per gallon does the transit van do?', none],
  [FLEET, 'the sat nav in the pool cars is so out of date lol', none],

  // dental clinic front desk
  [
    DENTAL,
    'book maria lopez in for a checkup on thursday at 9:30',
    call('book_dental_appointment', { patient: 'Maria Lopez', date: '2026-11-26', time: '09:30', treatment: 'checkup' }),
  ],
  [
    DENTAL,
    'emergency slot today 3pm for Tom Baines, broken tooth',
    call('book_dental_appointment', { patient: 'Tom Baines', date: '2026-11-24', time: '15:00', treatment: 'emergency' }),
  ],
  [
    DENTAL,
    'put Sam Okafor down for a filling with Dr Patel tomorrow 11:15, 45 mins',
    call('book_dental_appointment', {
      patient: 'Sam Okafor',
      date: '2026-11-25',
      time: '11:15',
      treatment: 'filling',
      dentist: 'Dr Patel',
      minutes: 45,
    }),
  ],
  [
    DENTAL,
    'hygiene appt for ella finch dec 2 at 4',
    call('book_dental_appointment', { patient: 'Ella Finch', date: '2026-12-02', time: '16:00', treatment: 'hygiene' }),
  ],
  [
    DENTAL,
    'root canal for George Hill, an hour, monday at 10',
    call('book_dental_appointment', { patient: 'George Hill', date: '2026-11-30', time: '10:00', treatment: 'root_canal', minutes: 60 }),
  ],
  [
    DENTAL,
    'Nina Ross needs a tooth out, can you book her friday 8:45am',
    call('book_dental_appointment', { patient: 'Nina Ross', date: '2026-11-27', time: '08:45', treatment: 'extraction' }),
  ],
  [DENTAL, 'book Priya Shah in for a checkup', needs('book_dental_appointment')],
  [DENTAL, "Mr Jenkins didn't turn up this morning", call('mark_no_show', { patient: 'Mr Jenkins', date: '2026-11-24' })],
  [
    DENTAL,
    'mark Zoe Clarke as a no show for yesterday and charge the fee',
    call('mark_no_show', { patient: 'Zoe Clarke', date: '2026-11-23', charge_fee: true }),
  ],
  [
    DENTAL,
    "no show: Alan Price. don't charge him, it's his first time",
    call('mark_no_show', { patient: 'Alan Price', charge_fee: false }),
  ],
  [DENTAL, 'send Helen Moore a recall text', call('send_recall_reminder', { patient: 'Helen Moore', channel: 'sms' })],
  [
    DENTAL,
    'kevin lam is way overdue for his check up, send him a letter',
    call('send_recall_reminder', { patient: 'Kevin Lam', channel: 'letter' }),
  ],
  [DENTAL, 'recall email for Omar Haddad', call('send_recall_reminder', { patient: 'Omar Haddad', channel: 'email' })],
  [DENTAL, 'how much do we charge for a missed appointment again?', none],
  [DENTAL, 'phones have been mad today', none],

  // school attendance
  [SCHOOL, '9c register: Jake and Amira absent', call('mark_attendance', { class: '9C', absent: ['Jake', 'Amira'] })],
  [
    SCHOOL,
    '10B today - absent Leo Grant, Mia Chen; late Omar Said',
    call('mark_attendance', { class: '10B', date: '2026-11-24', absent: ['Leo Grant', 'Mia Chen'], late: ['Omar Said'] }),
  ],
  [SCHOOL, "take the register for 7a, ruby's late", call('mark_attendance', { class: '7A', late: ['Ruby'] })],
  [SCHOOL, '8E, yesterday, absent: Isla', call('mark_attendance', { class: '8E', date: '2026-11-23', absent: ['Isla'] })],
  [SCHOOL, 'mark the register, Dylan is off sick', needs('mark_attendance')],
  [
    SCHOOL,
    "Hi, my son Noah Patel is ill and won't be in today",
    call('report_student_absence', { student: 'Noah Patel', date: '2026-11-24', reason: 'illness' }),
  ],
  [
    SCHOOL,
    'Lily Evans has a dentist appointment tomorrow morning so will miss school',
    call('report_student_absence', { student: 'Lily Evans', date: '2026-11-25', reason: 'medical_appointment' }),
  ],
  [
    SCHOOL,
    'Aria Khan will be off for three days from thursday for a family wedding',
    call('report_student_absence', { student: 'Aria Khan', date: '2026-11-26', reason: 'family', days: 3 }),
  ],
  [
    SCHOOL,
    'Ben Cole will be off friday for a religious holiday',
    call('report_student_absence', { student: 'Ben Cole', date: '2026-11-27', reason: 'religious' }),
  ],
  [SCHOOL, 'Freddie Ross off sick', call('report_student_absence', { student: 'Freddie Ross', reason: 'illness' }), ANY],
  [SCHOOL, 'my daughter is off today', needs('report_student_absence')],
  [SCHOOL, 'what time does school finish on friday?', none],
  [SCHOOL, 'parents evening was exhausting', none],

  // invoices
  [
    INVOICES,
    'invoice Acme Ltd £1,200 for the website redesign, due dec 15',
    call('create_invoice', {
      client: 'Acme Ltd',
      amount: 1200,
      currency: 'GBP',
      description: 'website redesign',
      due_date: '2026-12-15',
    }),
  ],
  [INVOICES, 'bill Northwind 850 euros', call('create_invoice', { client: 'Northwind', amount: 850, currency: 'EUR' })],
  [
    INVOICES,
    'new invocie for Greenleaf Cafe, $3,450.50, send it to accounts@greenleaf.com',
    call('create_invoice', {
      client: 'Greenleaf Cafe',
      amount: 3450.5,
      currency: 'USD',
      billing_contact: { email: 'accounts@greenleaf.com' },
    }),
  ],
  [
    INVOICES,
    'invoice Blue Harbor for 2 days at $600 a day',
    call('create_invoice', { client: 'Blue Harbor', amount: 1200, currency: 'USD' }),
  ],
  [
    INVOICES,
    'invoice Maple Dental 1800 CAD, contact is Jo Park jo@mapledental.ca',
    call('create_invoice', {
      client: 'Maple Dental',
      amount: 1800,
      currency: 'CAD',
      billing_contact: { name: 'Jo Park', email: 'jo@mapledental.ca' },
    }),
  ],
  [
    INVOICES,
    'Harlow & Sons, 2,000 dollars',
    call('create_invoice', { client: 'Harlow & Sons', amount: 2000, currency: 'USD' }),
    only('create_invoice'),
  ],
  [INVOICES, 'i need to invoice a client', needs('create_invoice')],
  [
    INVOICES,
    'INV-0042 got paid today by bank transfer',
    call('record_invoice_payment', { invoice: 'INV-0042', paid_on: '2026-11-24', method: 'bank_transfer' }),
  ],
  [
    INVOICES,
    'recieved a part payment of 500 on inv-0107, cheque',
    call('record_invoice_payment', { invoice: 'INV-0107', amount: 500, method: 'cheque' }),
  ],
  [INVOICES, 'mark INV-0099 as paid', call('record_invoice_payment', { invoice: 'INV-0099' })],
  [INVOICES, 'chase INV-0120, nicely', call('send_payment_reminder', { invoice: 'INV-0120', tone: 'friendly' })],
  [
    INVOICES,
    "send a final notice on inv-0077, it's 90 days overdue",
    call('send_payment_reminder', { invoice: 'INV-0077', tone: 'final' }),
  ],
  [INVOICES, "send a reminder to the client who still hasn't paid", needs('send_payment_reminder')],
  [INVOICES, "what's the difference between net 30 and net 60?", none],
  [INVOICES, 'do I charge VAT to clients in Germany?', none],

  // newsroom
  [
    NEWSROOM,
    'give council-budget to Dana Ruiz, 800 words by 4pm',
    call('assign_story', { slug: 'council-budget', reporter: 'Dana Ruiz', words: 800, deadline: '2026-11-24T16:00:00Z' }),
  ],
  [
    NEWSROOM,
    'assign stadium-vote to Mike on the sport desk',
    call('assign_story', { slug: 'stadium-vote', reporter: 'Mike', desk: 'sport' }),
  ],
  [
    NEWSROOM,
    'can Hannah take bank-merger for business? deadline tomorrow noon',
    call('assign_story', { slug: 'bank-merger', reporter: 'Hannah', desk: 'business', deadline: '2026-11-25T12:00:00Z' }),
  ],
  [
    NEWSROOM,
    'culture desk: give oscars-preview to Tess Marsh, 1200 words',
    call('assign_story', { slug: 'oscars-preview', reporter: 'Tess Marsh', desk: 'culture', words: 1200 }),
  ],
  [NEWSROOM, 'assign the flood story', needs('assign_story')],
  [
    NEWSROOM,
    'publish council-budget at 6am tomorrow, put it on the homepage',
    call('schedule_story', { slug: 'council-budget', publish_at: '2026-11-25T06:00:00Z', homepage: true }),
  ],
  [
    NEWSROOM,
    'schedule film-review-dune for friday 7pm',
    call('schedule_story', { slug: 'film-review-dune', publish_at: '2026-11-27T19:00:00Z' }),
  ],
  [
    NEWSROOM,
    'put rail-fares live at half past eight tonight',
    call('schedule_story', { slug: 'rail-fares', publish_at: '2026-11-24T20:30:00Z' }),
  ],
  [NEWSROOM, 'schedule school-strike please', needs('schedule_story')],
  [
    NEWSROOM,
    'correction on council-budget: wrong date for the vote, minor',
    call('request_correction', { slug: 'council-budget', error: 'wrong date for the vote', severity: 'minor' }),
  ],
  [
    NEWSROOM,
    'stadium-vote has the wrong figure in the headline, this is a major one',
    call('request_correction', { slug: 'stadium-vote', error: 'wrong figure in the headline', severity: 'major' }),
  ],
  [NEWSROOM, 'who won the mayoral election in 2022?', none],
  [NEWSROOM, 'coffee machine on the news floor is broken again', none],

  // lab sample tracker
  [LAB, 'new serum sample for PRJ-104, 2 ml', call('register_sample', { sample_type: 'serum', project: 'PRJ-104', volume_ml: 2 })],
  [
    LAB,
    'register blood sample, project prj-017, collected this morning at 8:15',
    call('register_sample', { sample_type: 'blood', project: 'PRJ-017', collected: '2026-11-24T08:15:00Z' }),
  ],
  [
    LAB,
    'log a soil sample for PRJ-220 taken yesterday at 14:00, not hazardous',
    call('register_sample', { sample_type: 'soil', project: 'PRJ-220', collected: '2026-11-23T14:00:00Z', hazard: false }),
  ],
  [
    LAB,
    'tissue sample, biohazard, PRJ-009, 500 µl',
    call('register_sample', { sample_type: 'tissue', project: 'PRJ-009', volume_ml: 0.5, hazard: true }),
  ],
  [LAB, 'register a urine sample', needs('register_sample')],
  [LAB, 'S004817 goes in the minus 80, rack 3 box 12', call('store_sample', { sample: 'S004817', freezer: '-80', rack: 3, box: 12 })],
  [LAB, 'put s000231 in the fridge', call('store_sample', { sample: 'S000231', freezer: '4C' })],
  [LAB, 'S120045 is going into liquid nitrogen', call('store_sample', { sample: 'S120045', freezer: 'LN2' })],
  [LAB, 'S009999, -20', call('store_sample', { sample: 'S009999', freezer: '-20' }), only('store_sample')],
  [LAB, 'run PCR on S004817 and S004818, urgent', call('request_assay', { samples: ['S004817', 'S004818'], assay: 'pcr', urgent: true })],
  [LAB, 'elisa on s000231 by friday pls', call('request_assay', { samples: ['S000231'], assay: 'elisa', due: '2026-11-27' })],
  [LAB, 'can we get some sequencing done?', needs('request_assay')],
  [LAB, 'how long is serum stable at room temperature?', none],
  [LAB, 'centrifuge 2 is making a weird noise', none],

  // payroll desk
  [PAYROLL, 'can I see my october payslip', call('get_payslip', { month: '2026-10' })],
  [PAYROLL, 'payslip for last month as a pdf', call('get_payslip', { month: '2026-10', format: 'pdf' })],
  [PAYROLL, 'just the summary of my september 2025 payslip', call('get_payslip', { month: '2025-09', format: 'summary' })],
  [PAYROLL, 'payslip 2026-08', call('get_payslip', { month: '2026-08' }), ANY],
  [PAYROLL, 'bump my pension to 8%', call('change_pension_contribution', { percent: 8 })],
  [PAYROLL, 'reduce my pension contributions to five percent please', call('change_pension_contribution', { percent: 5 })],
  [PAYROLL, 'put 6.5% of my salary into the pension', call('change_pension_contribution', { percent: 6.5 })],
  [PAYROLL, 'my october payslip is missing my overtime', call('report_pay_issue', { month: '2026-10', issue: 'missing_overtime' })],
  [PAYROLL, 'i think they took too much tax in november', call('report_pay_issue', { month: '2026-11', issue: 'wrong_tax' })],
  [
    PAYROLL,
    "my bonus is missing from this month's pay, should be £750",
    call('report_pay_issue', { month: '2026-11', issue: 'bonus', amount: 750 }),
  ],
  [PAYROLL, "there's a mistake on my payslip", needs('report_pay_issue')],
  [PAYROLL, 'when is payday this month?', none],
  [PAYROLL, 'does the company match pension contributions?', none],

  // translation agency
  [
    TRANSLATION,
    'quote for translating a 2,500 word contract from English into French and German',
    call('request_translation_quote', { source_language: 'en', target_languages: ['fr', 'de'], words: 2500 }),
  ],
  [
    TRANSLATION,
    'how much to translate 800 words spanish to english? needs to be certified',
    call('request_translation_quote', { source_language: 'es', target_languages: ['en'], words: 800, certified: true }),
  ],
  [
    TRANSLATION,
    'need our 12k word english manual in japanese by dec 18',
    call('request_translation_quote', { source_language: 'en', target_languages: ['ja'], words: 12000, deadline: '2026-12-18' }),
  ],
  [
    TRANSLATION,
    'quote: dutch → english, 300 words',
    call('request_translation_quote', { source_language: 'nl', target_languages: ['en'], words: 300 }),
  ],
  [
    TRANSLATION,
    'english to italian, portuguese and chinese, 4,000 words, no certification needed',
    call('request_translation_quote', {
      source_language: 'en',
      target_languages: ['it', 'pt', 'zh'],
      words: 4000,
      certified: false,
    }),
  ],
  [
    TRANSLATION,
    'arabic to english, 1500 words',
    call('request_translation_quote', { source_language: 'ar', target_languages: ['en'], words: 1500 }),
    only('request_translation_quote'),
  ],
  [TRANSLATION, 'get me a quote to translate a document into polish', needs('request_translation_quote')],
  [TRANSLATION, 'where is TR-20931 at?', call('translation_job_status', { job: 'TR-20931' })],
  [TRANSLATION, 'any update on translation job tr 10442', call('translation_job_status', { job: 'TR-10442' })],
  [TRANSLATION, 'TR-00871 status?', call('translation_job_status', { job: 'TR-00871' })],
  [TRANSLATION, 'how do you say "invoice" in italian', none],
  [TRANSLATION, 'do you know any good portuguese translators', none],

  // purchasing
  [
    PURCHASING,
    'raise a PO to Staples for £340, cost centre CC4410',
    call('create_purchase_order', { supplier: 'Staples', total: 340, cost_centre: 'CC4410' }),
  ],
  [
    PURCHASING,
    'PO for Dell: laptop stands and usb-c docks, $1,150 total, needed by dec 10',
    call('create_purchase_order', {
      supplier: 'Dell',
      total: 1150,
      items: ['laptop stands', 'usb-c docks'],
      needed_by: '2026-12-10',
    }),
  ],
  [
    PURCHASING,
    'order cleaning supplies from Brightclean, 220 quid',
    call('create_purchase_order', { supplier: 'Brightclean', total: 220, items: ['cleaning supplies'] }),
  ],
  [
    PURCHASING,
    'PO to Viking Direct, cc0012, paper and toner, 96.40',
    call('create_purchase_order', { supplier: 'Viking Direct', total: 96.4, items: ['paper', 'toner'], cost_centre: 'CC0012' }),
  ],
  [
    PURCHASING,
    'raise a PO for Lyreco, 512.80, needed by friday',
    call('create_purchase_order', { supplier: 'Lyreco', total: 512.8, needed_by: '2026-11-27' }),
  ],
  [PURCHASING, 'approve PO-104233', call('approve_purchase_order', { po: 'PO-104233', decision: 'approve' })],
  [
    PURCHASING,
    'reject po-100871, over budget',
    call('approve_purchase_order', { po: 'PO-100871', decision: 'reject', comment: 'over budget' }),
  ],
  [PURCHASING, 'go ahead and approve po 100990', call('approve_purchase_order', { po: 'PO-100990', decision: 'approve' })],
  [PURCHASING, 'PO-200318 yes', call('approve_purchase_order', { po: 'PO-200318', decision: 'approve' }), only('approve_purchase_order')],
  [PURCHASING, 'reject that PO', needs('approve_purchase_order')],
  [PURCHASING, "what's the limit before a PO needs the director's sign-off?", none],
  [PURCHASING, 'suppliers are so slow this time of year', none],

  // contracts
  [
    CONTRACTS,
    'send the NDA to jane@brightco.com for signing',
    call('send_for_signature', { document: 'NDA', signers: ['jane@brightco.com'] }),
  ],
  [
    CONTRACTS,
    'get the Harper lease signed by tom@harper.co and lisa@harper.co, link should expire in 14 days',
    call('send_for_signature', { document: 'Harper lease', signers: ['tom@harper.co', 'lisa@harper.co'], expires_in_days: 14 }),
  ],
  [
    CONTRACTS,
    'send 2027 services agreement to legal@orion.io with reminders on',
    call('send_for_signature', { document: '2027 services agreement', signers: ['legal@orion.io'], reminders: true }),
  ],
  [
    CONTRACTS,
    'send Q1 SOW to raj@nimbus.ai and cfo@nimbus.ai, expires in a week',
    call('send_for_signature', { document: 'Q1 SOW', signers: ['raj@nimbus.ai', 'cfo@nimbus.ai'], expires_in_days: 7 }),
  ],
  [CONTRACTS, 'NDA to sam@kite.dev', call('send_for_signature', { document: 'NDA', signers: ['sam@kite.dev'] }), ANY],
  [CONTRACTS, 'remind me before Zendesk renews on march 1', call('set_renewal_reminder', { contract: 'Zendesk', renews_on: '2027-03-01' })],
  [
    CONTRACTS,
    'office lease renews 2027-06-30, remind me 90 days before',
    call('set_renewal_reminder', { contract: 'office lease', renews_on: '2027-06-30', days_before: 90 }),
  ],
  [
    CONTRACTS,
    'set a renewal reminder for the Adobe licence, renews jan 15, two weeks ahead',
    call('set_renewal_reminder', { contract: 'Adobe licence', renews_on: '2027-01-15', days_before: 14 }),
  ],
  [
    CONTRACTS,
    "Slack auto-renews on 12/31, give me a month's notice",
    call('set_renewal_reminder', { contract: 'Slack', renews_on: '2026-12-31', days_before: 30 }),
  ],
  [CONTRACTS, 'remind me when the cleaning contract renews', needs('set_renewal_reminder')],
  [CONTRACTS, 'what does indemnity mean in a contract?', none],
  [CONTRACTS, "legal still hasn't read it, typical", none],

  // reception mailroom
  [MAILROOM, 'ups just dropped off a box for Raj Mehta', call('log_parcel', { recipient: 'Raj Mehta', carrier: 'ups' })],
  [MAILROOM, '3 fedex parcels for Claire Dunn', call('log_parcel', { recipient: 'Claire Dunn', carrier: 'fedex', parcels: 3 })],
  [
    MAILROOM,
    "amazon delivery for ollie, it's flowers so perishable",
    call('log_parcel', { recipient: 'Ollie', carrier: 'amazon', perishable: true }),
  ],
  [
    MAILROOM,
    'DHL parcel for Nadia Hussain, she has to sign for it',
    call('log_parcel', { recipient: 'Nadia Hussain', carrier: 'dhl', needs_signature: true }),
  ],
  [
    MAILROOM,
    'some random courier left 5 boxes for the IT team',
    call('log_parcel', { recipient: 'IT team', carrier: 'other', parcels: 5 }),
  ],
  [
    MAILROOM,
    'royal mail, two packages for Grace Ade',
    call('log_parcel', { recipient: 'Grace Ade', carrier: 'royal_mail', parcels: 2 }),
    only('log_parcel'),
  ],
  [MAILROOM, 'a parcel came for Ben Wu', needs('log_parcel')],
  [MAILROOM, 'anything waiting for me at reception?', call('parcels_waiting', {})],
  [MAILROOM, 'has anything come for Sofia Marin', call('parcels_waiting', { recipient: 'Sofia Marin' })],
  [MAILROOM, 'what time does the post room close', none],
  [MAILROOM, 'the courier was so rude this morning', none],

  // compliance training
  [TRAINING, 'sign Maya Brooks up for fire safety', call('enroll_training', { course: 'fire_safety', employee: 'Maya Brooks' })],
  [
    TRAINING,
    'book Carl Young on first aid, classroom session on dec 9',
    call('enroll_training', { course: 'first_aid', employee: 'Carl Young', format: 'classroom', session_date: '2026-12-09' }),
  ],
  [
    TRAINING,
    'Priya needs the GDPR course, online is fine',
    call('enroll_training', { course: 'data_protection', employee: 'Priya', format: 'online' }),
  ],
  [
    TRAINING,
    'put the new warehouse guy, Leon Fisher, on forklift training',
    call('enroll_training', { course: 'forklift', employee: 'Leon Fisher' }),
  ],
  [
    TRAINING,
    'manual handling for Sean Burke, in person, next tuesday',
    call('enroll_training', { course: 'manual_handling', employee: 'Sean Burke', format: 'classroom', session_date: '2026-12-01' }),
  ],
  [TRAINING, 'enrol Jess on a course', needs('enroll_training')],
  [TRAINING, 'has Tom Reid done his training?', call('training_status', { employee: 'Tom Reid' })],
  [TRAINING, 'what is amy lowe overdue on', call('training_status', { employee: 'Amy Lowe', overdue_only: true })],
  [TRAINING, 'has Olga Brandt done fire safety yet', call('training_status', { employee: 'Olga Brandt' })],
  [TRAINING, 'is first aid training paid time?', none],
  [TRAINING, 'the anti-bribery module is sooo boring', none],

  // on-call operations
  [ONCALL, 'ack ALR-50312', call('acknowledge_alert', { alert: 'ALR-50312' })],
  [ONCALL, 'acknowlege alr-7781, looking into it', call('acknowledge_alert', { alert: 'ALR-7781', note: 'looking into it' })],
  [ONCALL, 'ack ALR-200145', call('acknowledge_alert', { alert: 'ALR-200145' }), ANY],
  [ONCALL, 'open a sev 1 incident: checkout down', call('open_incident', { title: 'checkout down', severity: 1 })],
  [
    ONCALL,
    'declare an incident "login errors spiking", sev2, affects auth and api-gateway, Marco is commander',
    call('open_incident', { title: 'login errors spiking', severity: 2, services: ['auth', 'api-gateway'], commander: 'Marco' }),
  ],
  [ONCALL, 'sev3 incident, title: CSV export timing out', call('open_incident', { title: 'CSV export timing out', severity: 3 })],
  [ONCALL, 'open an incident for slow search', needs('open_incident')],
  [
    ONCALL,
    'mute alerts for payments-api for 30 minutes, deploying',
    call('silence_alerts', { service: 'payments-api', minutes: 30, reason: 'deploying' }),
  ],
  [ONCALL, 'silence search-indexer for 2 hours', call('silence_alerts', { service: 'search-indexer', minutes: 120 })],
  [ONCALL, 'quiet cache-warmer for an hour and a half', call('silence_alerts', { service: 'cache-warmer', minutes: 90 })],
  [ONCALL, "shut the pager up for billing-worker, it's flapping", needs('silence_alerts')],
  [ONCALL, "who's on call this weekend?", none],
  [ONCALL, "third page tonight, i'm so tired", none],

  // kitchen food safety
  [KITCHEN, 'walk-in is at 3 degrees', call('log_fridge_temp', { unit: 'walk_in', temp_c: 3 })],
  [KITCHEN, 'freezer reading -19', call('log_fridge_temp', { unit: 'freezer', temp_c: -19 })],
  [
    KITCHEN,
    'reach in 2 was 7.5°C at 6am',
    call('log_fridge_temp', { unit: 'reach_in_2', temp_c: 7.5, checked_at: '2026-11-24T06:00:00Z' }),
  ],
  [KITCHEN, 'bar fridge 41F', call('log_fridge_temp', { unit: 'bar_fridge', temp_c: 5 })],
  [KITCHEN, 'reach-in 1 is reading 2.8', call('log_fridge_temp', { unit: 'reach_in_1', temp_c: 2.8 })],
  [KITCHEN, 'binned 2kg of salmon, it went off', call('log_food_waste', { item: 'salmon', kg: 2, reason: 'spoiled' })],
  [KITCHEN, 'threw out 500g of rice, made way too much', call('log_food_waste', { item: 'rice', kg: 0.5, reason: 'overproduction' })],
  [KITCHEN, 'waste: 1.2 kilos bread, expired', call('log_food_waste', { item: 'bread', kg: 1.2, reason: 'expired' })],
  [KITCHEN, 'dropped 3 kg of brownies on the floor', call('log_food_waste', { item: 'brownies', kg: 3, reason: 'dropped' })],
  [KITCHEN, 'a table sent back the risotto', needs('log_food_waste')],
  [KITCHEN, 'what temperature should a walk-in be?', none],
  [KITCHEN, 'friday service was insane', none],

  // household subscriptions
  [SUBSCRIPTIONS, 'add Netflix, 15.49 a month', call('add_subscription', { name: 'Netflix', price: 15.49, billing: 'monthly' })],
  [
    SUBSCRIPTIONS,
    'track my gym membership, $40 monthly, next payment dec 1',
    call('add_subscription', { name: 'gym membership', price: 40, billing: 'monthly', next_charge: '2026-12-01' }),
  ],
  [SUBSCRIPTIONS, 'I pay 99 a year for Dropbox', call('add_subscription', { name: 'Dropbox', price: 99, billing: 'yearly' })],
  [
    SUBSCRIPTIONS,
    'add Economist, £26 a quarter, category news',
    call('add_subscription', { name: 'Economist', price: 26, billing: 'quarterly', category: 'news' }),
  ],
  [
    SUBSCRIPTIONS,
    'iCloud 2.99 monthly',
    call('add_subscription', { name: 'iCloud', price: 2.99, billing: 'monthly' }),
    only('add_subscription'),
  ],
  [SUBSCRIPTIONS, 'add a subscription for Spotify', needs('add_subscription')],
  [SUBSCRIPTIONS, 'cancel Disney+ before it renews', call('cancel_subscription', { name: 'Disney+' })],
  [SUBSCRIPTIONS, 'i want to get rid of Audible by december 20', call('cancel_subscription', { name: 'Audible', by: '2026-12-20' })],
  [SUBSCRIPTIONS, 'cancel the NOW TV sub by the 30th', call('cancel_subscription', { name: 'NOW TV', by: '2026-11-30' })],
  [SUBSCRIPTIONS, 'how much am i spending on subscriptions a year', call('subscriptions_total', { per: 'year' })],
  [SUBSCRIPTIONS, 'what do all my subs cost per month', call('subscriptions_total', { per: 'month' })],
  [SUBSCRIPTIONS, 'is netflix even worth it anymore', none],
  [SUBSCRIPTIONS, 'my bank statement is a mess', none],

  // post office
  [POST, "hold my post from dec 19 to jan 3, we're away", call('hold_mail', { start: '2026-12-19', end: '2027-01-03' })],
  [
    POST,
    'pause mail delivery saturday to dec 6, parcels too',
    call('hold_mail', { start: '2026-11-28', end: '2026-12-06', packages_too: true }),
  ],
  [
    POST,
    'hold letters only, not parcels, tomorrow until sunday',
    call('hold_mail', { start: '2026-11-25', end: '2026-11-29', packages_too: false }),
  ],
  [POST, 'hold my mail dec 24 to dec 28', call('hold_mail', { start: '2026-12-24', end: '2026-12-28' }), ANY],
  [POST, "hold my mail while i'm away", needs('hold_mail')],
  [
    POST,
    'forward my mail to 14 Rose Lane, York YO1 7HH from dec 1 for 12 months',
    call('forward_mail', {
      new_address: { street: '14 Rose Lane', city: 'York', postcode: 'YO1 7HH' },
      start: '2026-12-01',
      months: 12,
    }),
  ],
  [
    POST,
    "we're moving to 221 Baker Street, London NW1 6XE on the 5th, forward everything for six months",
    call('forward_mail', {
      new_address: { street: '221 Baker Street', city: 'London', postcode: 'NW1 6XE' },
      start: '2026-12-05',
      months: 6,
    }),
  ],
  [
    POST,
    'forward mail to 8 Quay St, Galway H91 X2P4, Ireland, from jan 2, for 2 years',
    call('forward_mail', {
      new_address: { street: '8 Quay St', city: 'Galway', postcode: 'H91 X2P4', country: 'Ireland' },
      start: '2027-01-02',
      months: 24,
    }),
  ],
  [POST, 'set up mail forwarding starting monday', needs('forward_mail')],
  [POST, 'how much is a first class stamp now?', none],
  [POST, 'i keep getting letters for the previous owner', none],

  // household documents
  [DOCUMENTS, 'start a passport renewal for my son Leo', call('renew_passport', { holder: 'Leo' })],
  [
    DOCUMENTS,
    "renew Anna Kowalski's passport, fast track, we fly on jan 12",
    call('renew_passport', { holder: 'Anna Kowalski', service: 'fast_track', travel_date: '2027-01-12' }),
  ],
  [
    DOCUMENTS,
    'I need the 50 page passport for Dev Sharma, standard service',
    call('renew_passport', { holder: 'Dev Sharma', service: 'standard', pages: 50 }),
  ],
  [DOCUMENTS, 'premium, for Grace Lee', call('renew_passport', { holder: 'Grace Lee', service: 'premium' }), only('renew_passport')],
  [DOCUMENTS, 'renew a passport', needs('renew_passport')],
  [
    DOCUMENTS,
    'my driving licence expires on 2027-04-18, remind me a month before',
    call('add_expiry_reminder', { document: 'driving_licence', expires_on: '2027-04-18', remind_days_before: 30 }),
  ],
  [
    DOCUMENTS,
    "Kate's visa runs out march 3, remind me",
    call('add_expiry_reminder', { document: 'visa', holder: 'Kate', expires_on: '2027-03-03' }),
  ],
  [
    DOCUMENTS,
    'set a reminder for when the home insurance policy expires, 28 feb',
    call('add_expiry_reminder', { document: 'insurance_policy', expires_on: '2027-02-28' }),
  ],
  [
    DOCUMENTS,
    'residence permit for Ahmed Nouri ends 10 june 2027, remind me 60 days before',
    call('add_expiry_reminder', {
      document: 'residence_permit',
      holder: 'Ahmed Nouri',
      expires_on: '2027-06-10',
      remind_days_before: 60,
    }),
  ],
  [DOCUMENTS, 'remind me before my id card expires', needs('add_expiry_reminder')],
  [DOCUMENTS, 'how long does a passport renewal take these days?', none],
  [DOCUMENTS, 'can i travel to canada on an expired passport', none],

  // all of them at once
  [ALL11, 'walk-in fridge is at 4.5 degrees', call('log_fridge_temp', { unit: 'walk_in', temp_c: 4.5 })],
  [ALL11, 'ack ALR-9921', call('acknowledge_alert', { alert: 'ALR-9921' })],
  [ALL11, 'chase INV-0311, firmly this time', call('send_payment_reminder', { invoice: 'INV-0311', tone: 'firm' })],
  [ALL11, 'S778120 to the -80, rack 7', call('store_sample', { sample: 'S778120', freezer: '-80', rack: 7 })],
  [ALL11, 'my payslip for august please', call('get_payslip', { month: '2026-08' })],
  [ALL11, 'book a van tomorrow 7am', call('reserve_pool_vehicle', { vehicle_type: 'van', start: '2026-11-25T07:00:00Z' })],
  [ALL11, 'FedEx box for Mia Torres', call('log_parcel', { recipient: 'Mia Torres', carrier: 'fedex' })],
  [ALL11, 'add Hulu 7.99 a month', call('add_subscription', { name: 'Hulu', price: 7.99, billing: 'monthly' })],
  [ALL11, 'approve PO-300412', call('approve_purchase_order', { po: 'PO-300412', decision: 'approve' })],
  [ALL11, 'Ruby Hart is sick today', call('report_student_absence', { student: 'Ruby Hart', date: '2026-11-24', reason: 'illness' })],
  [
    ALL11,
    'get a quote to translate 600 words from german to english',
    call('request_translation_quote', { source_language: 'de', target_languages: ['en'], words: 600 }),
  ],
  [ALL11, "where's tr-55102", call('translation_job_status', { job: 'TR-55102' })],
  [ALL11, 'sign Eva Novak up for data protection training', call('enroll_training', { course: 'data_protection', employee: 'Eva Novak' })],
  [ALL11, 'hold the mail from dec 20 to dec 27', call('hold_mail', { start: '2026-12-20', end: '2026-12-27' })],
  [ALL11, 'move pallet P000777 to A01-01', call('move_pallet', { pallet: 'P000777', to_bin: 'A01-01' })],
  [ALL11, 'publish stadium-vote tomorrow at 7am', call('schedule_story', { slug: 'stadium-vote', publish_at: '2026-11-25T07:00:00Z' })],
  [ALL11, 'i need to book a patient in', needs('book_dental_appointment')],
  [ALL11, 'how do I make a pivot table in excel', none],
  [ALL11, "thanks, that's all for today", none],
  [ALL11, 'happy thanksgiving everyone!', none],
];
