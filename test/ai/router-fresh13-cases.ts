import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  ACCOUNT,
  AIRLINE,
  ALL13,
  BANK_CARDS,
  BANK_TRANSFERS,
  CAR_RENTAL,
  CHATOPS,
  FOOD_DELIVERY,
  GYM,
  HOTEL,
  INSURANCE,
  LOYALTY,
  PARCELS,
  RETURNS,
  SHOP_ORDERS,
  STREAMING,
  SUPPORT_DESK,
  TELECOM,
  UTILITIES,
} from './router-fresh13-tools.js';

/*
 * The fourteenth fresh set: what customers type to a company's support assistant (orders, returns,
 * mobile plans, bank cards and transfers, insurance claims, flights, streaming, utilities, car rental,
 * hotels, food delivery, gyms, parcels, account settings, support desk, loyalty) and what a developer
 * team types to its chat-ops bot. Written blind, from the customer's side, with the tool and exact
 * arguments a careful human agent would fill, and committed before the router ever ran on it.
 *
 * Conventions for "exact":
 * - now is Tuesday 2026-11-24 10:00 UTC (NOW) and times are UTC; a date-time is written
 *   2026-11-25T19:00:00Z, a date 2026-11-25, a time of day 19:00.
 * - A time with no day is its next occurrence; a weekday alone or "next <weekday>" is its coming
 *   occurrence (friday = 2026-11-27, next tuesday = 2026-12-01); a date with no year is the coming one;
 *   "in 2 hours" counts from now; for something already done, the past day ("yesterday" 2026-11-23).
 * - People's and places' names capitalised; other free text (titles, messages, reasons, queries, items)
 *   kept as typed without quotes, without a leading the/a/my or the words that introduce it ("saying",
 *   "that", "because" only if it introduces the value); an email kept as typed; an identifier in the
 *   form and case its pattern asks for (without spaces).
 * - A word mapped onto the enum value it plainly names; a value every reading implies is filled; every
 *   value not given is left out, defaults too.
 * - Numbers as the schema's numbers: words and separators → digits, currency signs and units dropped,
 *   a stated unit converted to the schema's.
 * - A request that lacks a required value, with no way to infer it, is answered by asking for it (needs).
 */
export const FRESH13: Case[] = [
  // --- Online shop: orders ---
  [SHOP_ORDERS, 'where is my order ORD-482913', call('track_order', { order_number: 'ORD-482913' })],
  [
    SHOP_ORDERS,
    'hi, i ordered a kettle last week and it still hasnt come. order number is ord-771002',
    call('track_order', { order_number: 'ORD-771002' }),
  ],
  [
    SHOP_ORDERS,
    'Please cancel order ORD-300417, I ordered it by mistake',
    call('cancel_order', { order_number: 'ORD-300417', reason: 'ordered_by_mistake' }),
  ],
  [
    SHOP_ORDERS,
    'cancel ORD 551298 i found it cheaper elsewhere',
    call('cancel_order', { order_number: 'ORD-551298', reason: 'found_cheaper' }),
  ],
  [
    SHOP_ORDERS,
    'I accidentally placed the same order twice, can you cancel ORD-661204?',
    call('cancel_order', { order_number: 'ORD-661204', reason: 'duplicate_order' }),
  ],
  [
    SHOP_ORDERS,
    'can you change the delivery address for ORD-120045 to 14 Baker Street, London NW1 6XE',
    call('change_delivery_address', {
      order_number: 'ORD-120045',
      address: { street: '14 Baker Street', city: 'London', postcode: 'NW1 6XE' },
    }),
  ],
  [
    SHOP_ORDERS,
    'I moved last week!! order ORD-908812 needs to go to 3 Harbour Road, Bristol instead',
    call('change_delivery_address', { order_number: 'ORD-908812', address: { street: '3 Harbour Road', city: 'Bristol' } }),
  ],
  [SHOP_ORDERS, 'show me all my orders that have shipped', call('search_orders', { status: 'shipped' })],
  [SHOP_ORDERS, 'which orders did i cancel', call('search_orders', { status: 'cancelled' })],
  [SHOP_ORDERS, 'did I ever order a yoga mat from you?', call('search_orders', { contains_item: 'yoga mat' })],
  [SHOP_ORDERS, 'list the orders I placed since 1 November', call('search_orders', { placed_after: '2026-11-01' })],
  [SHOP_ORDERS, 'cancel my order please', needs('cancel_order')],
  [SHOP_ORDERS, "where's my stuff, it was supposed to be here yesterday", needs('track_order')],
  [SHOP_ORDERS, 'do you ship to Norway?', none],
  [SHOP_ORDERS, "thanks, that's all", none],
  [SHOP_ORDERS, 'whats your phone number', none],
  [
    SHOP_ORDERS,
    'ugh so I bought a present for my nephew and then realised we move before his birthday, so can order ORD-331100 go to 22 Elm Grove, Cambridge CB1 2AB instead',
    call('change_delivery_address', {
      order_number: 'ORD-331100',
      address: { street: '22 Elm Grove', city: 'Cambridge', postcode: 'CB1 2AB' },
    }),
  ],

  // --- Returns and refunds ---
  [
    RETURNS,
    "I want to return the blue hoodie from ORD-445566, it's too small",
    call('start_return', { order_number: 'ORD-445566', items: ['blue hoodie'], reason: 'too_small' }),
  ],
  [
    RETURNS,
    'the lamp arrived smashed. order ORD-230981',
    call('start_return', { order_number: 'ORD-230981', items: ['lamp'], reason: 'damaged' }),
  ],
  [
    RETURNS,
    'return ORD-119283, you sent me the wrong item, and please have a courier collect it',
    call('start_return', { order_number: 'ORD-119283', reason: 'wrong_item', courier_pickup: true }),
  ],
  [
    RETURNS,
    'Id like to send back ORD-774120 - changed my mind. store credit is fine',
    call('start_return', { order_number: 'ORD-774120', reason: 'changed_mind', refund_method: 'store_credit' }),
  ],
  [
    RETURNS,
    'the shoes from order ORD-500123 are too big, returning them',
    call('start_return', { order_number: 'ORD-500123', items: ['shoes'], reason: 'too_large' }),
  ],
  [
    RETURNS,
    'The dress in ORD-302211 looks nothing like the photos on your site, I want to return it',
    call('start_return', { order_number: 'ORD-302211', items: ['dress'], reason: 'not_as_described' }),
  ],
  [RETURNS, 'any news on refund RMA20261103', call('get_refund_status', { return_id: 'RMA20261103' })],
  [RETURNS, 'rma 12345678 - when do i get my money', call('get_refund_status', { return_id: 'RMA12345678' })],
  [RETURNS, 'whats the return policy for electronics', call('get_return_policy', { category: 'electronics' })],
  [RETURNS, 'can I return a sofa if it doesnt fit through the door?', call('get_return_policy', { category: 'furniture' })],
  [RETURNS, 'how long do i have to return clothes', call('get_return_policy', { category: 'clothing' })],
  [RETURNS, 'I want to return something', needs('start_return')],
  [RETURNS, "my refund still hasn't arrived, it's been two weeks", needs('get_refund_status')],
  [RETURNS, 'ok great thank you so much', none],
  [RETURNS, 'do you have a physical store in Leeds', none],
  [
    RETURNS,
    'recieved order ORD-812003 today but the charger in the box is for a differnt phone model?? i want to send it back',
    call('start_return', { order_number: 'ORD-812003', items: ['charger'], reason: 'wrong_item' }),
  ],

  // --- Mobile / telecom ---
  [TELECOM, 'how much data have i got left', call('get_data_usage', {})],
  [TELECOM, 'check usage on 07700900123', call('get_data_usage', { line: '07700900123' })],
  [TELECOM, 'add 5gb please', call('buy_data_addon', { gigabytes: 5 })],
  [
    TELECOM,
    "I'm nearly out of data, can you add ten gigs to 07912 345 678",
    call('buy_data_addon', { gigabytes: 10, line: '07912345678' }),
  ],
  [TELECOM, 'buy a 25 GB add-on and make it renew every month', call('buy_data_addon', { gigabytes: 25, auto_renew: true })],
  [TELECOM, 'switch me to the unlimited plan from my next bill', call('change_mobile_plan', { plan: 'unlimited', when: 'next_bill' })],
  [TELECOM, 'I want unlimited max, starting right away', call('change_mobile_plan', { plan: 'unlimited_max', when: 'immediately' })],
  [TELECOM, 'downgrade me to the essential 5gb plan, im not using all this data', call('change_mobile_plan', { plan: 'essential_5gb' })],
  [
    TELECOM,
    'going to Spain on friday for a week, turn on roaming',
    call('enable_roaming', { country: 'Spain', start_date: '2026-11-27', days: 7 }),
  ],
  [TELECOM, 'enable roaming for the USA with the travel pass', call('enable_roaming', { country: 'USA', travel_pass: true })],
  [TELECOM, 'no signal at all at home, postcode M14 5RT', call('report_network_issue', { postcode: 'M14 5RT', issue: 'no_signal' })],
  [
    TELECOM,
    'calls keep dropping in LS6 2AB since 8am today',
    call('report_network_issue', { postcode: 'LS6 2AB', issue: 'dropped_calls', since: '2026-11-24T08:00:00Z' }),
  ],
  [TELECOM, 'mobile internet is super slow around SW1A 1AA', call('report_network_issue', { postcode: 'SW1A 1AA', issue: 'slow_data' })],
  [TELECOM, "my texts won't send", needs('report_network_issue')],
  [
    TELECOM,
    'my daughter keeps running out of data so i think we need the plus 30gb plan for her line from next bill',
    call('change_mobile_plan', { plan: 'plus_30gb', when: 'next_bill' }),
  ],
  [TELECOM, 'why is my bill higher this month??', none],
  [TELECOM, 'can I keep my number if I switch to you?', none],
  [
    TELECOM,
    'off to portugal tmrw for 3 days, will my phone work? pls switch on roaming',
    call('enable_roaming', { country: 'Portugal', start_date: '2026-11-25', days: 3 }),
  ],

  // --- Bank cards ---
  [BANK_CARDS, 'I lost my card ending 4821, block it', call('freeze_card', { card_last4: '4821', reason: 'lost' })],
  [BANK_CARDS, 'someone stole my wallet, card ends in 0093', call('freeze_card', { card_last4: '0093', reason: 'stolen' })],
  [
    BANK_CARDS,
    'there are payments on my card 7710 i didnt make!!',
    call('freeze_card', { card_last4: '7710', reason: 'suspicious_activity' }),
  ],
  [BANK_CARDS, 'freeze card 5532 temporarily', call('freeze_card', { card_last4: '5532', reason: 'temporary' })],
  [BANK_CARDS, 'found it behind the sofa! unfreeze 5532', call('unfreeze_card', { card_last4: '5532' })],
  [BANK_CARDS, 'my card 3004 snapped in half, can I get a new one', call('order_replacement_card', { card_last4: '3004' })],
  [BANK_CARDS, 'send a replacement for 8862, express please', call('order_replacement_card', { card_last4: '8862', express: true })],
  [BANK_CARDS, 'raise the ATM limit on 4821 to 1,000', call('set_card_limit', { card_last4: '4821', limit_type: 'atm', amount: 1000 })],
  [
    BANK_CARDS,
    'set my online spending limit to five hundred euros on card 2219',
    call('set_card_limit', { card_last4: '2219', limit_type: 'online', amount: 500 }),
  ],
  [
    BANK_CARDS,
    'contactless limit 0 on card ending 6650',
    call('set_card_limit', { card_last4: '6650', limit_type: 'contactless', amount: 0 }),
  ],
  [BANK_CARDS, 'my card 9045 is damaged, chip doesnt work. need a new one sent', call('order_replacement_card', { card_last4: '9045' })],
  [BANK_CARDS, 'freeze my card', needs('freeze_card')],
  [BANK_CARDS, 'change the withdrawal limit on 1188', needs('set_card_limit')],
  [BANK_CARDS, "what's the interest rate on your savings account", none],
  [BANK_CARDS, 'thanks for the help!', none],
  [
    BANK_CARDS,
    "my daughter's starting uni and i want to cap online shopping on her card 7782 at 200",
    call('set_card_limit', { card_last4: '7782', limit_type: 'online', amount: 200 }),
  ],

  // --- Bank transfers and statements ---
  [
    BANK_TRANSFERS,
    'send 250 euros to Maria Lopez, IBAN ES91 2100 0418 4502 0005 1332',
    call('send_transfer', { iban: 'ES9121000418450200051332', recipient_name: 'Maria Lopez', amount: 250, currency: 'EUR' }),
  ],
  [
    BANK_TRANSFERS,
    'transfer £1,200.50 to john smith GB29NWBK60161331926819 reference rent december',
    call('send_transfer', {
      iban: 'GB29NWBK60161331926819',
      recipient_name: 'John Smith',
      amount: 1200.5,
      currency: 'GBP',
      reference: 'rent december',
    }),
  ],
  [
    BANK_TRANSFERS,
    'pay Hans Müller 80 CHF on friday, iban CH9300762011623852957',
    call('send_transfer', {
      iban: 'CH9300762011623852957',
      recipient_name: 'Hans Müller',
      amount: 80,
      currency: 'CHF',
      execute_on: '2026-11-27',
    }),
  ],
  [
    BANK_TRANSFERS,
    'I need my current account statement for October as a CSV',
    call('get_statement', { account: 'current', month: '2026-10', format: 'csv' }),
  ],
  [BANK_TRANSFERS, 'savings statement for last month', call('get_statement', { account: 'savings', month: '2026-10' })],
  [
    BANK_TRANSFERS,
    'credit card statement september 2026 pdf',
    call('get_statement', { account: 'credit_card', month: '2026-09', format: 'pdf' }),
  ],
  [
    BANK_TRANSFERS,
    'I was charged twice by Tesco yesterday, 43.20',
    call('dispute_transaction', { merchant: 'Tesco', amount: 43.2, transaction_date: '2026-11-23', reason: 'charged_twice' }),
  ],
  [
    BANK_TRANSFERS,
    "there's a payment of 19.99 to STREAMFLIX I don't recognise",
    call('dispute_transaction', { merchant: 'STREAMFLIX', amount: 19.99, reason: 'not_recognised' }),
  ],
  [
    BANK_TRANSFERS,
    'I cancelled my gym but FitLife still took 35 from me on the 20th',
    call('dispute_transaction', { merchant: 'FitLife', amount: 35, transaction_date: '2026-11-20', reason: 'cancelled_subscription' }),
  ],
  [BANK_TRANSFERS, 'whats my balance', call('get_balance', {})],
  [BANK_TRANSFERS, 'how much is in savings', call('get_balance', { account: 'savings' })],
  [BANK_TRANSFERS, 'send 100 euros to my brother', needs('send_transfer')],
  [BANK_TRANSFERS, 'I want to dispute a payment', needs('dispute_transaction')],
  [BANK_TRANSFERS, 'can you explain what an IBAN is', none],
  [BANK_TRANSFERS, 'hello?', none],
  [
    BANK_TRANSFERS,
    "hi, landlord's asking for the deposit, 1.500,00 EUR to Pieter Jansen NL91ABNA0417164300 ref deposit flat 3",
    call('send_transfer', {
      iban: 'NL91ABNA0417164300',
      recipient_name: 'Pieter Jansen',
      amount: 1500,
      currency: 'EUR',
      reference: 'deposit flat 3',
    }),
  ],
  [BANK_TRANSFERS, 'balance', call('get_balance', {}), ANY],

  // --- Insurance ---
  [
    INSURANCE,
    'I need to claim on my home insurance, a pipe burst in the kitchen on Saturday 21 November',
    call('file_claim', { claim_type: 'home', incident_date: '2026-11-21', description: 'pipe burst in the kitchen' }),
  ],
  [
    INSURANCE,
    'my dog ate a sock and needed surgery on the 15th, vet bill was 1,850. pet policy POL-2093341',
    call('file_claim', {
      policy_number: 'POL-2093341',
      claim_type: 'pet',
      incident_date: '2026-11-15',
      description: 'dog ate a sock and needed surgery',
      estimated_amount: 1850,
    }),
  ],
  [
    INSURANCE,
    'my suitcase was stolen in Rome on 2 November, I have a police report. travel policy POL-7712004',
    call('file_claim', {
      policy_number: 'POL-7712004',
      claim_type: 'travel',
      incident_date: '2026-11-02',
      description: 'suitcase was stolen in Rome',
      police_report: true,
    }),
  ],
  [INSURANCE, 'status of claim CLM004512', call('get_claim_status', { claim_id: 'CLM004512' })],
  [INSURANCE, 'any update on clm 778210?', call('get_claim_status', { claim_id: 'CLM778210' })],
  [
    INSURANCE,
    'add my wife Anna Kowalski to policy POL-1002003 as a driver, born 12 March 1988, licensed for 15 years',
    call('add_named_driver', {
      policy_number: 'POL-1002003',
      driver: { full_name: 'Anna Kowalski', date_of_birth: '1988-03-12', years_licensed: 15 },
    }),
  ],
  [
    INSURANCE,
    "can my son be added to the car insurance from 1 December? he's Tom Reyes, dob 2006-07-30",
    call('add_named_driver', { driver: { full_name: 'Tom Reyes', date_of_birth: '2006-07-30' }, start_date: '2026-12-01' }),
  ],
  [
    INSURANCE,
    'quote for travel insurance, skiing in Austria 20 to 27 December, 2 people',
    call('get_travel_insurance_quote', {
      destination_region: 'europe',
      departure_date: '2026-12-20',
      return_date: '2026-12-27',
      travellers: 2,
      winter_sports: true,
    }),
  ],
  [
    INSURANCE,
    'how much to insure a trip to the US from jan 5 to jan 19',
    call('get_travel_insurance_quote', { destination_region: 'worldwide', departure_date: '2027-01-05', return_date: '2027-01-19' }),
  ],
  [INSURANCE, 'I want to make a claim', needs('file_claim')],
  [INSURANCE, "what's the status of my claim", needs('get_claim_status')],
  [INSURANCE, 'does my home insurance cover accidental damage?', none],
  [INSURANCE, 'ok cheers', none],
  [INSURANCE, 'claim CLM 090 909 - has an assessor been assigned yet', call('get_claim_status', { claim_id: 'CLM090909' })],

  // --- Airline ---
  [
    AIRLINE,
    'can i move booking XK7P2Q to december 3rd, ideally evening',
    call('change_flight', { booking_ref: 'XK7P2Q', new_date: '2026-12-03', time_of_day: 'evening' }),
  ],
  [AIRLINE, 'change flight for ref ab12cd to next friday', call('change_flight', { booking_ref: 'AB12CD', new_date: '2026-11-27' })],
  [AIRLINE, "I'd like seat 14C on booking QWE789", call('select_seat', { booking_ref: 'QWE789', seat: '14C' })],
  [
    AIRLINE,
    'put Sara Lind in 3a, booking ref LMN456',
    call('select_seat', { booking_ref: 'LMN456', seat: '3A', passenger_name: 'Sara Lind' }),
  ],
  [AIRLINE, 'add two checked bags of 23kg to HJK321', call('add_checked_bag', { booking_ref: 'HJK321', bags: 2, weight_kg: 23 })],
  [AIRLINE, 'need one extra suitcase on booking ZZT009', call('add_checked_bag', { booking_ref: 'ZZT009', bags: 1 })],
  [AIRLINE, 'is BA117 on time', call('get_flight_status', { flight_number: 'BA117' })],
  [AIRLINE, 'status of flight lh 401 tomorrow', call('get_flight_status', { flight_number: 'LH401', date: '2026-11-25' })],
  [
    AIRLINE,
    'my mother needs a wheelchair to the gate, booking P4R7TT, her name is Grace Okafor',
    call('request_special_assistance', { booking_ref: 'P4R7TT', assistance: 'wheelchair_to_gate', passenger_name: 'Grace Okafor' }),
  ],
  [
    AIRLINE,
    'my 12 year old is flying alone on booking MM22NN, what do I need to arrange',
    call('request_special_assistance', { booking_ref: 'MM22NN', assistance: 'unaccompanied_minor' }),
  ],
  [AIRLINE, 'I want to change my flight', needs('change_flight')],
  [
    AIRLINE,
    "we're on booking R2D2C3 and my husband is tall, can he have the exit row seat 12A? his name is Mark Dunn",
    call('select_seat', { booking_ref: 'R2D2C3', seat: '12A', passenger_name: 'Mark Dunn' }),
  ],
  [AIRLINE, 'how much liquid can I take in hand luggage', none],
  [AIRLINE, 'thank you, have a nice day', none],
  [
    AIRLINE,
    'flight U2 8123 on the 2nd of december - has it been delayed?',
    call('get_flight_status', { flight_number: 'U28123', date: '2026-12-02' }),
  ],

  // --- Streaming subscription ---
  [STREAMING, "cancel my subscription, it's too expensive", call('cancel_subscription', { reason: 'too_expensive' })],
  [
    STREAMING,
    "cancel right now, i'm moving to another service",
    call('cancel_subscription', { reason: 'switching_service', when: 'immediately' }),
  ],
  [STREAMING, 'stop my membership', call('cancel_subscription', {})],
  [STREAMING, 'upgrade me to premium', call('change_streaming_plan', { plan: 'premium' })],
  [STREAMING, "I'd rather pay less, put me on the basic plan with ads", call('change_streaming_plan', { plan: 'basic_with_ads' })],
  [STREAMING, 'add a kids profile called Leo', call('manage_profile', { action: 'add', profile_name: 'Leo', kids: true })],
  [STREAMING, "rename profile 'Dad' to 'Grandpa'", call('manage_profile', { action: 'rename', profile_name: 'Dad', new_name: 'Grandpa' })],
  [STREAMING, 'delete the profile named guest', call('manage_profile', { action: 'remove', profile_name: 'guest' })],
  [STREAMING, 'sign out of all devices, my ex still uses my account', call('sign_out_devices', { all_devices: true })],
  [STREAMING, 'log out the living room TV', call('sign_out_devices', { device_name: 'living room TV' })],
  [STREAMING, "show what I've been charged over the last 12 months", call('get_billing_history', { months: 12 })],
  [STREAMING, 'my billing history please', call('get_billing_history', {})],
  [STREAMING, 'add a profile', needs('manage_profile')],
  [
    STREAMING,
    "honestly the picture on standard is fine for us, we don't watch in 4k, so please drop me down from premium to standard",
    call('change_streaming_plan', { plan: 'standard' }),
  ],
  [STREAMING, 'when does season 3 of the show come out?', none],
  [STREAMING, 'the app keeps buffering on my tv, so annoying', none],
  [STREAMING, 'someone in another country is watching on my account!? kick everyone off', call('sign_out_devices', { all_devices: true })],
  [STREAMING, 'why did the price go up again', none],
  [STREAMING, "i'm done with this service", call('cancel_subscription', {}), ANY],

  // --- Utilities ---
  [UTILITIES, 'electric meter reading 04512', call('submit_meter_reading', { meter: 'electricity', reading: 4512 })],
  [
    UTILITIES,
    'gas reading is 12,880 taken this morning',
    call('submit_meter_reading', { meter: 'gas', reading: 12880, read_on: '2026-11-24' }),
  ],
  [
    UTILITIES,
    'water meter says 321 as of yesterday',
    call('submit_meter_reading', { meter: 'water', reading: 321, read_on: '2026-11-23' }),
  ],
  [
    UTILITIES,
    'power cut on our street since 7am, postcode BS3 4QT',
    call('report_outage', { supply: 'power', postcode: 'BS3 4QT', started_at: '2026-11-24T07:00:00Z' }),
  ],
  [
    UTILITIES,
    'no water at G12 8QQ and my dad is on home dialysis',
    call('report_outage', { supply: 'water', postcode: 'G12 8QQ', vulnerable_customer: true }),
  ],
  [UTILITIES, 'no gas in EH1 1YZ', call('report_outage', { supply: 'gas', postcode: 'EH1 1YZ' })],
  [UTILITIES, 'can I see my october bill', call('get_bill', { month: '2026-10' })],
  [UTILITIES, 'why is my bill for september so high, break it down for me', call('get_bill', { month: '2026-09', explain_charges: true })],
  [UTILITIES, "I can't pay it all at once, could I do 50 a month", call('set_up_payment_plan', { monthly_amount: 50 })],
  [
    UTILITIES,
    'set up a payment plan of £75 monthly on the 15th starting January',
    call('set_up_payment_plan', { monthly_amount: 75, payment_day: 15, start_month: '2027-01' }),
  ],
  [UTILITIES, 'i want to submit a meter reading', needs('submit_meter_reading')],
  [UTILITIES, "there's a power cut", needs('report_outage')],
  [UTILITIES, 'how do I switch to a green tariff?', none],
  [UTILITIES, 'cheers', none],
  [
    UTILITIES,
    'moved in to the new flat on friday, took the electricity reading the day we arrived: 33 017',
    call('submit_meter_reading', { meter: 'electricity', reading: 33017, read_on: '2026-11-20' }),
  ],

  // --- Car rental ---
  [
    CAR_RENTAL,
    'I need a car in Lisbon from 3 December 10:00 to 7 December 10:00, SUV, automatic',
    call('book_rental_car', {
      pickup_location: 'Lisbon',
      pickup_at: '2026-12-03T10:00:00Z',
      return_at: '2026-12-07T10:00:00Z',
      car_class: 'suv',
      automatic: true,
    }),
  ],
  [
    CAR_RENTAL,
    'book an economy car in Denver friday 9am to monday 9am with a child seat and gps',
    call('book_rental_car', {
      pickup_location: 'Denver',
      pickup_at: '2026-11-27T09:00:00Z',
      return_at: '2026-11-30T09:00:00Z',
      car_class: 'economy',
      extras: ['child_seat', 'gps'],
    }),
  ],
  [
    CAR_RENTAL,
    'rent a van in manchester tomorrow 8:00 returning same day 18:00',
    call('book_rental_car', {
      pickup_location: 'Manchester',
      pickup_at: '2026-11-25T08:00:00Z',
      return_at: '2026-11-25T18:00:00Z',
      car_class: 'van',
    }),
  ],
  [
    CAR_RENTAL,
    'can I keep the car until thursday 5pm, reservation R20261120',
    call('extend_rental', { reservation_number: 'R20261120', new_return_at: '2026-11-26T17:00:00Z' }),
  ],
  [
    CAR_RENTAL,
    'extend R00451233 to 30 November at noon',
    call('extend_rental', { reservation_number: 'R00451233', new_return_at: '2026-11-30T12:00:00Z' }),
  ],
  [
    CAR_RENTAL,
    'my rental R11223344 has a scratch on it',
    call('report_vehicle_damage', { reservation_number: 'R11223344', kind: 'scratch_dent' }),
  ],
  [
    CAR_RENTAL,
    "car broke down and won't start, reservation R55667788",
    call('report_vehicle_damage', { reservation_number: 'R55667788', kind: 'breakdown', drivable: false }),
  ],
  [CAR_RENTAL, 'flat tyre, i can still drive it slowly', call('report_vehicle_damage', { kind: 'tyre', drivable: true })],
  [CAR_RENTAL, 'cancel reservation R90807060', call('cancel_car_reservation', { reservation_number: 'R90807060' })],
  [CAR_RENTAL, 'please cancel my car booking', needs('cancel_car_reservation')],
  [
    CAR_RENTAL,
    'we land in Reykjavik on 12 december at 14:00 and fly out on the 19th at 14:00, need a 4x4 suv with snow chains',
    call('book_rental_car', {
      pickup_location: 'Reykjavik',
      pickup_at: '2026-12-12T14:00:00Z',
      return_at: '2026-12-19T14:00:00Z',
      car_class: 'suv',
      extras: ['snow_chains'],
    }),
  ],
  [CAR_RENTAL, 'what documents do i need to pick up the car?', none],
  [CAR_RENTAL, 'is there a young driver fee?', none],

  // --- Hotel stay ---
  [HOTEL, 'can I check out at 1pm? room 412', call('request_late_checkout', { room_number: '412', checkout_time: '13:00' })],
  [
    HOTEL,
    'late checkout till half past twelve for room 1008 please',
    call('request_late_checkout', { room_number: '1008', checkout_time: '12:30' }),
  ],
  [
    HOTEL,
    'send up towels and a hairdryer to room 305',
    call('request_housekeeping', { room_number: '305', items: ['towels', 'hairdryer'] }),
  ],
  [HOTEL, 'please clean room 220 at 2pm', call('request_housekeeping', { room_number: '220', clean_room: true, at: '14:00' })],
  [HOTEL, 'no cleaning needed today for 514, thanks', call('request_housekeeping', { room_number: '514', clean_room: false })],
  [
    HOTEL,
    'change reservation 40012345 to check in on 10 december and out on the 14th',
    call('modify_reservation', { confirmation_number: '40012345', check_in: '2026-12-10', check_out: '2026-12-14' }),
  ],
  [HOTEL, "we're now three people on booking 77001122", call('modify_reservation', { confirmation_number: '77001122', guests: 3 })],
  [HOTEL, 'room 718 is really noisy, cant sleep', call('report_room_issue', { room_number: '718', issue: 'noise' })],
  [HOTEL, "wifi doesn't work in room 1203", call('report_room_issue', { room_number: '1203', issue: 'wifi' })],
  [HOTEL, 'toilet is blocked in room 331', call('report_room_issue', { room_number: '331', issue: 'plumbing' })],
  [HOTEL, 'I need a late checkout', needs('request_late_checkout')],
  [HOTEL, 'The room is dirty', needs('report_room_issue')],
  [HOTEL, 'what time is breakfast', none],
  [HOTEL, 'is the pool open in winter?', none],
  [
    HOTEL,
    "Hi, we arrived late and the heating in room 210 isn't working, it's freezing",
    call('report_room_issue', { room_number: '210', issue: 'heating_cooling' }),
  ],
  [HOTEL, 'room 502', call('request_housekeeping', { room_number: '502' }), only('request_housekeeping')],

  // --- Food delivery ---
  [
    FOOD_DELIVERY,
    'my order 123456789 never arrived',
    call('report_food_order_problem', { order_id: '123456789', problem: 'never_arrived' }),
  ],
  [
    FOOD_DELIVERY,
    'the fries were missing from order 555 123 987, i want a refund',
    call('report_food_order_problem', { order_id: '555123987', problem: 'missing_items', items: ['fries'], resolution: 'refund' }),
  ],
  [FOOD_DELIVERY, 'food came stone cold', call('report_food_order_problem', { problem: 'cold_food' })],
  [
    FOOD_DELIVERY,
    'wrong order delivered, 904411223, please redeliver',
    call('report_food_order_problem', { order_id: '904411223', problem: 'wrong_items', resolution: 'redeliver' }),
  ],
  [
    FOOD_DELIVERY,
    "drink spilled all over the bag, I'd take a voucher",
    call('report_food_order_problem', { problem: 'spilled', resolution: 'voucher' }),
  ],
  [FOOD_DELIVERY, 'an hour and a half late!!!', call('report_food_order_problem', { problem: 'late' })],
  [FOOD_DELIVERY, 'where is my food', call('track_food_delivery', {})],
  [FOOD_DELIVERY, "where's order 300200100", call('track_food_delivery', { order_id: '300200100' })],
  [FOOD_DELIVERY, '5 stars for the food, courier 4, tip 3', call('rate_order', { food_stars: 5, courier_stars: 4, tip: 3 })],
  [FOOD_DELIVERY, 'give the driver a 2 euro tip', call('rate_order', { tip: 2 })],
  [FOOD_DELIVERY, 'cancel my order', call('cancel_food_order', {})],
  [FOOD_DELIVERY, 'cancel 812345670 i ordered from the wrong place', call('cancel_food_order', { order_id: '812345670' })],
  [FOOD_DELIVERY, 'do you deliver after midnight?', none],
  [FOOD_DELIVERY, 'i want to complain about my order', needs('report_food_order_problem')],
  [FOOD_DELIVERY, 'the courier was lovely btw', none],
  [
    FOOD_DELIVERY,
    'ordered a pepperoni pizza and garlic bread, only the pizza showed up. order 700800900. just refund the garlic bread',
    call('report_food_order_problem', { order_id: '700800900', problem: 'missing_items', items: ['garlic bread'], resolution: 'refund' }),
  ],

  // --- Gym membership ---
  [
    GYM,
    'freeze my membership for 4 weeks from 1 December, I broke my ankle',
    call('freeze_membership', { weeks: 4, start_date: '2026-12-01', reason: 'injury' }),
  ],
  [GYM, "pause for six weeks, I'm travelling", call('freeze_membership', { weeks: 6, reason: 'travel' })],
  [GYM, 'freeze me for 2 weeks, money is tight right now', call('freeze_membership', { weeks: 2, reason: 'financial' })],
  [GYM, 'book me into spin on thursday at 18:30', call('book_class', { class_type: 'spin', date: '2026-11-26', time: '18:30' })],
  [
    GYM,
    'yoga saturday 9am at the Riverside club',
    call('book_class', { class_type: 'yoga', date: '2026-11-28', time: '09:00', club: 'Riverside' }),
  ],
  [GYM, 'sign me up for hiit tomorrow', call('book_class', { class_type: 'hiit', date: '2026-11-25' })],
  [GYM, "cancel my membership because I'm moving to Canada", call('cancel_membership', { reason: "I'm moving to Canada" })],
  [GYM, 'end membership, last day 31 december', call('cancel_membership', { last_day: '2026-12-31' })],
  [GYM, 'guest pass for my friend Priya on saturday', call('issue_guest_pass', { guest_name: 'Priya', visit_date: '2026-11-28' })],
  [
    GYM,
    'can my mate james come along tomorrow? email james.b@example.com',
    call('issue_guest_pass', { guest_name: 'James', guest_email: 'james.b@example.com', visit_date: '2026-11-25' }),
  ],
  [GYM, 'I want to freeze my membership', needs('freeze_membership')],
  [
    GYM,
    'been skipping leg day lol, can u get me in bodypump next tuesday 7pm',
    call('book_class', { class_type: 'bodypump', date: '2026-12-01', time: '19:00' }),
  ],
  [GYM, 'what are the opening hours on christmas day', none],
  [GYM, 'is there parking at the club', none],
  [
    GYM,
    'my knee injury needs surgery on 3 december, can I freeze from then for 8 weeks',
    call('freeze_membership', { start_date: '2026-12-03', weeks: 8, reason: 'injury' }),
  ],

  // --- Parcels ---
  [
    PARCELS,
    'leave parcel JD123456789GB with the neighbour',
    call('redirect_parcel', { tracking_number: 'JD123456789GB', option: 'leave_with_neighbour' }),
  ],
  [PARCELS, 'leave RR112233445GB in a safe place', call('redirect_parcel', { tracking_number: 'RR112233445GB', option: 'safe_place' })],
  [
    PARCELS,
    'send cd 123 456 789 gb to a parcel locker',
    call('redirect_parcel', { tracking_number: 'CD123456789GB', option: 'parcel_locker' }),
  ],
  [
    PARCELS,
    "hold it at the depot, tracking LX000111222DE, I'll collect",
    call('redirect_parcel', { tracking_number: 'LX000111222DE', option: 'hold_at_depot' }),
  ],
  [
    PARCELS,
    'redeliver JD555666777GB on monday afternoon',
    call('reschedule_delivery', { tracking_number: 'JD555666777GB', date: '2026-11-30', slot: 'afternoon' }),
  ],
  [
    PARCELS,
    "I'm not home tomorrow, can it come on the 27th instead? EZ246813579GB",
    call('reschedule_delivery', { tracking_number: 'EZ246813579GB', date: '2026-11-27' }),
  ],
  [PARCELS, 'track JD111222333GB', call('track_parcel', { tracking_number: 'JD111222333GB' })],
  [PARCELS, "where's my parcel? ref rk 908 765 432 us", call('track_parcel', { tracking_number: 'RK908765432US' })],
  [
    PARCELS,
    "it says delivered but nothing's here. JD777888999GB. asked the neighbours already",
    call('report_missing_parcel', { tracking_number: 'JD777888999GB', checked_neighbours: true }),
  ],
  [PARCELS, 'parcel marked delivered but its not here', needs('report_missing_parcel')],
  [PARCELS, 'where is my parcel', needs('track_parcel')],
  [PARCELS, 'how much does it cost to send a parcel to France', none],
  [PARCELS, 'the driver was really rude', none],
  [
    PARCELS,
    'im at work all day thursday so could JD999000111GB come in the evening',
    call('reschedule_delivery', { tracking_number: 'JD999000111GB', date: '2026-11-26', slot: 'evening' }),
  ],
  [PARCELS, 'JD123123123GB', call('track_parcel', { tracking_number: 'JD123123123GB' }), only('track_parcel')],

  // --- Chat-ops ---
  [
    CHATOPS,
    'deploy payments-api v2.14.0 to staging',
    call('deploy', { service: 'payments-api', environment: 'staging', version: 'v2.14.0' }),
  ],
  [CHATOPS, 'ship checkout to prod', call('deploy', { service: 'checkout', environment: 'production' })],
  [
    CHATOPS,
    'dry run deploy of search-indexer 1.3.2 on production',
    call('deploy', { service: 'search-indexer', environment: 'production', version: 'v1.3.2', dry_run: true }),
  ],
  [CHATOPS, 'rollback auth-service in production, NOW', call('rollback', { service: 'auth-service', environment: 'production' })],
  [
    CHATOPS,
    'roll back notifications on staging to v0.9.8',
    call('rollback', { service: 'notifications', environment: 'staging', to_version: 'v0.9.8' }),
  ],
  [
    CHATOPS,
    'turn on new_checkout_flow in prod',
    call('set_feature_flag', { flag: 'new_checkout_flow', enabled: true, environment: 'production' }),
  ],
  [CHATOPS, 'disable the dark_mode flag', call('set_feature_flag', { flag: 'dark_mode', enabled: false })],
  [
    CHATOPS,
    'roll out smart_search to 25% of users on production',
    call('set_feature_flag', { flag: 'smart_search', enabled: true, environment: 'production', rollout_percent: 25 }),
  ],
  [
    CHATOPS,
    'page payments on-call, card auth failing for all EU customers, sev1',
    call('page_oncall', { team: 'payments', severity: 1, message: 'card auth failing for all EU customers' }),
  ],
  [CHATOPS, 'ping the platform on call: disk at 95% on db-3', call('page_oncall', { team: 'platform', message: 'disk at 95% on db-3' })],
  [
    CHATOPS,
    'search logs for timeout in payments-api, errors only, last 30 minutes',
    call('search_logs', { query: 'timeout', service: 'payments-api', level: ['error'], since_minutes: 30 }),
  ],
  [CHATOPS, 'grep logs for OutOfMemoryError over the last 2 hours', call('search_logs', { query: 'OutOfMemoryError', since_minutes: 120 })],
  [CHATOPS, 'deploy to staging', needs('deploy')],
  [CHATOPS, 'who broke the build lol', none],
  [CHATOPS, 'standup in 5', none],
  [
    CHATOPS,
    'checkout is throwing 500s since the last deploy, roll it back in prod asap',
    call('rollback', { service: 'checkout', environment: 'production' }),
  ],
  [
    CHATOPS,
    "can someone search the logs of auth-service for 'invalid token' in the past day",
    call('search_logs', { query: 'invalid token', service: 'auth-service', since_minutes: 1440 }),
  ],
  [CHATOPS, 'payments-api prod', call('rollback', { service: 'payments-api', environment: 'production' }), only('rollback')],

  // --- Account settings ---
  [ACCOUNT, 'I forgot my password, my email is dana.r@example.org', call('send_password_reset', { email: 'dana.r@example.org' })],
  [ACCOUNT, 'reset password for M.Chen@Example.com', call('send_password_reset', { email: 'M.Chen@Example.com' })],
  [ACCOUNT, 'update my email to new.me@mail.com', call('update_contact_details', { email: 'new.me@mail.com' })],
  [ACCOUNT, 'new phone number +447700900456', call('update_contact_details', { phone: '+447700900456' })],
  [ACCOUNT, 'stop all marketing please, I get 5 emails a day', call('set_communication_preferences', { marketing_opt_in: false })],
  [
    ACCOUNT,
    'you can send me offers, but only by email',
    call('set_communication_preferences', { marketing_opt_in: true, channels: ['email'] }),
  ],
  [
    ACCOUNT,
    'ok to get promos via push and sms',
    call('set_communication_preferences', { marketing_opt_in: true, channels: ['push', 'sms'] }),
  ],
  [ACCOUNT, 'close my account', call('close_account', {})],
  [ACCOUNT, "delete my account, I don't need a copy of my data", call('close_account', { export_data_first: false })],
  [ACCOUNT, 'turn on two factor with an authenticator app', call('set_two_factor', { enabled: true, method: 'authenticator_app' })],
  [ACCOUNT, 'disable 2fa', call('set_two_factor', { enabled: false })],
  [ACCOUNT, 'I forgot my password', needs('send_password_reset')],
  [ACCOUNT, 'is my data sold to third parties?', none],
  [ACCOUNT, 'can I have two accounts?', none],
  [ACCOUNT, "i changed phones and numbers, the new one's +33 6 12 34 56 78", call('update_contact_details', { phone: '+33612345678' })],
  [ACCOUNT, 'are you a bot?', none],

  // --- Support desk ---
  [
    SUPPORT_DESK,
    "open a ticket: app crashes when I upload a photo, it's a technical problem",
    call('create_support_ticket', { subject: 'app crashes when I upload a photo', category: 'technical' }),
  ],
  [
    SUPPORT_DESK,
    'raise an urgent billing ticket titled double charged in November',
    call('create_support_ticket', { subject: 'double charged in November', category: 'billing', priority: 'urgent' }),
  ],
  [
    SUPPORT_DESK,
    'call me back on +447911123456 tomorrow at 4pm',
    call('request_callback', { phone: '+447911123456', date: '2026-11-25', time: '16:00' }),
  ],
  [SUPPORT_DESK, 'please ring +14155550123 about my bill', call('request_callback', { phone: '+14155550123', topic: 'bill' })],
  [SUPPORT_DESK, 'let me talk to a real person', call('transfer_to_human', {})],
  [SUPPORT_DESK, 'put me through to billing', call('transfer_to_human', { department: 'billing' })],
  [SUPPORT_DESK, 'I want to complain, get me someone from complaints', call('transfer_to_human', { department: 'complaints' })],
  [SUPPORT_DESK, 'status of ticket 48213', call('get_ticket_status', { ticket_id: 48213 })],
  [SUPPORT_DESK, 'any update on ticket #42,007?', call('get_ticket_status', { ticket_id: 42007 })],
  [SUPPORT_DESK, 'call me back', needs('request_callback')],
  [SUPPORT_DESK, "what's the status of my ticket", needs('get_ticket_status')],
  [
    SUPPORT_DESK,
    'pls raise a ticket under account - subject: cant log in since the update',
    call('create_support_ticket', { subject: 'cant log in since the update', category: 'account' }),
  ],
  [SUPPORT_DESK, 'lol ok', none],
  [SUPPORT_DESK, 'what are your opening hours', none],
  [
    SUPPORT_DESK,
    "i've been on hold for 40 minutes, just get me a human in technical support",
    call('transfer_to_human', { department: 'technical_support' }),
  ],
  [SUPPORT_DESK, 'the agent I spoke to yesterday was really helpful, please pass on my thanks', none],
  [SUPPORT_DESK, 'this is taking forever', call('transfer_to_human', {}), ANY],

  // --- Vouchers, gift cards and loyalty ---
  [LOYALTY, 'apply code WINTER25', call('apply_voucher', { code: 'WINTER25' })],
  [LOYALTY, 'add discount code save10 to order ORD-600700', call('apply_voucher', { code: 'SAVE10', order_number: 'ORD-600700' })],
  [
    LOYALTY,
    'balance on gift card 6006 4912 3456 7890 pin 1234',
    call('check_gift_card_balance', { card_number: '6006491234567890', pin: '1234' }),
  ],
  [LOYALTY, 'how much is left on giftcard 1111222233334444', call('check_gift_card_balance', { card_number: '1111222233334444' })],
  [LOYALTY, 'redeem 2,000 points for a voucher', call('redeem_points', { points: 2000, reward: 'voucher' })],
  [LOYALTY, 'donate 500 of my points', call('redeem_points', { points: 500, reward: 'donation' })],
  [LOYALTY, 'how many points do I have', call('get_points_balance', {})],
  [LOYALTY, 'what tier am I', call('get_points_balance', {})],
  [LOYALTY, 'I have a discount code', needs('apply_voucher')],
  [LOYALTY, "i've got like 3400 points, turn 3000 of them into air miles", call('redeem_points', { points: 3000, reward: 'air_miles' })],
  [LOYALTY, 'when does the black friday sale end', none],
  [LOYALTY, 'can I use two codes at once?', none],
  [
    LOYALTY,
    'got a code from the newsletter, xmas2026, does it work on ORD-404040',
    call('apply_voucher', { code: 'XMAS2026', order_number: 'ORD-404040' }),
  ],
  [LOYALTY, 'WINTER25', call('apply_voucher', { code: 'WINTER25' }), only('apply_voucher')],

  // --- Everything at once ---
  [ALL13, 'my card ending 3391 was stolen on the train', call('freeze_card', { card_last4: '3391', reason: 'stolen' })],
  [ALL13, "where's ORD-118822", call('track_order', { order_number: 'ORD-118822' })],
  [
    ALL13,
    'deploy billing-worker v3.0.1 to production',
    call('deploy', { service: 'billing-worker', environment: 'production', version: 'v3.0.1' }),
  ],
  [ALL13, 'gas meter reading 9021', call('submit_meter_reading', { meter: 'gas', reading: 9021 })],
  [ALL13, 'seat 22F on booking GHT555', call('select_seat', { booking_ref: 'GHT555', seat: '22F' })],
  [ALL13, 'add 10gb data', call('buy_data_addon', { gigabytes: 10 })],
  [ALL13, 'book pilates on friday at 7am', call('book_class', { class_type: 'pilates', date: '2026-11-27', time: '07:00' })],
  [ALL13, "room 909 the heating doesn't work", call('report_room_issue', { room_number: '909', issue: 'heating_cooling' })],
  [ALL13, 'my fries were missing', call('report_food_order_problem', { problem: 'missing_items', items: ['fries'] })],
  [ALL13, 'track JD246246246GB', call('track_parcel', { tracking_number: 'JD246246246GB' })],
  [ALL13, 'reset password for ola@nordmann.no', call('send_password_reset', { email: 'ola@nordmann.no' })],
  [ALL13, 'hi there', none],
  [ALL13, 'good morning', none],
  [ALL13, "thanks that's everything", none],
  [ALL13, "what's the weather like in Paris", none],
  [ALL13, 'who won the football last night', none],
];
