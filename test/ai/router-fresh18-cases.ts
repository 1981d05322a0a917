import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  ALLOTMENT,
  BP_LOG,
  BUS_PASS,
  CAR_SHARING,
  CHECK_IN,
  CLEANING,
  CONFERENCE,
  CRUISE,
  CYCLING_CLUB,
  ENERGY,
  GENEALOGY,
  GROOMING,
  HOSTEL,
  IT_ASSETS,
  MAKERSPACE,
  MOBILE,
  PHYSIO,
  POOL,
  SAILING,
  STUDIO,
  TUTORING,
  VENDING,
} from './router-fresh18-tools.js';

/*
 * The nineteenth fresh table (fresh 18), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day already past, such as yesterday's ride,
 * resolved backwards; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ, a time with no day its next
 * occurrence; values a pattern asks for normalised to it), a text answer asking for a required value
 * the request does not give, or any text answer when no tool fits.
 */
export const FRESH18: Case[] = [
  // Mobile phone carrier
  [MOBILE, 'how much data have i got left this month', call('check_allowance', { allowance: 'data' })],
  [
    MOBILE,
    "I'm off to Spain on the 3rd of december, add the EU roaming bolt on from then",
    call('add_bolt_on', { bolt_on: 'roaming_eu', start_date: '2026-12-03' }),
  ],
  [MOBILE, 'stick an extra 20gb on my plan pls', call('add_bolt_on', { bolt_on: 'extra_data_20gb' })],
  [
    MOBILE,
    'my phone got nicked on the bus!! number is 07700 900123, block it and send me a new sim',
    call('report_lost_phone', { phone_number: '07700900123', block_imei: true, order_replacement_sim: true }),
  ],
  [MOBILE, 'cap my monthly spend at £15', call('set_spend_cap', { amount: 15 })],
  [MOBILE, 'Set a spending limit of twenty five pounds', call('set_spend_cap', { amount: 25 })],
  [MOBILE, 'whats the difference between 4g and 5g anyway', none],
  [MOBILE, 'I lost my phone, can you block it?', needs('report_lost_phone')],
  [MOBILE, 'any minutes left?', call('check_allowance', { allowance: 'minutes' })],
  [
    MOBILE,
    'Add international minutes, and make it renew automatically every month',
    call('add_bolt_on', { bolt_on: 'international_minutes', auto_renew: true }),
  ],
  [MOBILE, 'going to Japan soon, sort me out with worldwide roaming', call('add_bolt_on', { bolt_on: 'roaming_worldwide' }), ANY],
  [MOBILE, 'is my contract up for renewal yet?', none],
  [MOBILE, 'show me everything left on my allowance', call('check_allowance', { allowance: 'all' })],
  [MOBILE, "don't auto renew it, just add 5gb of extra data", call('add_bolt_on', { bolt_on: 'extra_data_5gb', auto_renew: false })],
  [MOBILE, 'thanks, that sorted it', none],

  // Electricity and gas supplier
  [ENERGY, 'put me on the EV night tariff', call('switch_tariff', { tariff: 'ev_night' })],
  [ENERGY, 'Switch to the 2 year fixed from 1st january', call('switch_tariff', { tariff: 'fixed_24m', switch_date: '2027-01-01' })],
  [ENERGY, 'change my direct debit to £85 a month, taken on the 15th', call('change_direct_debit', { amount: 85, payment_day: 15 })],
  [ENERGY, 'can you lower my monthly payment to 60 quid', call('change_direct_debit', { amount: 60 })],
  [
    ENERGY,
    'book a smart meter fitting for both gas and electric on the 9th of december, morning',
    call('book_smart_meter_install', { date: '2026-12-09', slot: 'am', meter_type: 'dual_fuel' }),
  ],
  [ENERGY, 'I want a smart electricity meter installed', needs('book_smart_meter_install')],
  [ENERGY, 'power cut at LS6 2QB', call('report_power_cut', { postcode: 'LS6 2QB' })],
  [
    ENERGY,
    "report a power cut at BS3 4HT and flag that we're a vulnerable household",
    call('report_power_cut', { postcode: 'BS3 4HT', vulnerable_customer: true }),
  ],
  [ENERGY, 'why are energy prices so high this winter?', none],
  [ENERGY, "what's the cheapest way to heat one room, a fan heater or an oil radiator", none],
  [ENERGY, 'green fixed tariff please, starting monday', call('switch_tariff', { tariff: 'green_fixed', switch_date: '2026-11-30' })],
  [ENERGY, 'up my payments to one hundred and ten pounds', call('change_direct_debit', { amount: 110 }), only('change_direct_debit')],
  [ENERGY, "we've got no electricity, can you report it", needs('report_power_cut')],
  [ENERGY, 'can u explain what a kWh actually is', none],

  // Airline check-in
  [CHECK_IN, "check me in, booking ref K7PQ2M surname O'Brien", call('check_in', { booking_reference: 'K7PQ2M', last_name: "O'Brien" })],
  [
    CHECK_IN,
    'check in all 4 of us on booking ZX81LT, name is Patel',
    call('check_in', { booking_reference: 'ZX81LT', last_name: 'Patel', passengers: 4 }),
  ],
  [CHECK_IN, 'i want seat 14C on booking HB4R9Q', call('choose_seat', { booking_reference: 'HB4R9Q', seat: '14C' })],
  [CHECK_IN, 'can I get a window seat', needs('choose_seat')],
  [CHECK_IN, 'add 2 bags of 23kg to booking TT5X2W', call('add_hold_bag', { booking_reference: 'TT5X2W', bags: 2, weight_kg: 23 })],
  [CHECK_IN, 'one hold bag please, ref: mn3k8p', call('add_hold_bag', { booking_reference: 'MN3K8P', bags: 1 })],
  [
    CHECK_IN,
    'send my boarding pass to my apple wallet, booking QW2E4R',
    call('get_boarding_pass', { booking_reference: 'QW2E4R', format: 'wallet' }),
  ],
  [CHECK_IN, 'how early should I get to the airport for a european flight', none],
  [CHECK_IN, 'can I take a power bank in my hand luggage?', none],
  [CHECK_IN, 'text me the boarding pass for PL9K3D', call('get_boarding_pass', { booking_reference: 'PL9K3D', format: 'sms' })],
  [CHECK_IN, 'check in booking 7GH2KA for Nowak', call('check_in', { booking_reference: '7GH2KA', last_name: 'Nowak' })],
  [CHECK_IN, 'seat 2A for ref J9J9KL please', call('choose_seat', { booking_reference: 'J9J9KL', seat: '2A' }), ANY],
  [CHECK_IN, 'check me in please', needs('check_in')],

  // Cruise ship guest app
  [
    CRUISE,
    'book the steakhouse for 4 tomorrow at 7.30pm',
    call('reserve_dining', { restaurant: 'steakhouse', date: '2026-11-25', time: '19:30', party_size: 4 }),
  ],
  [
    CRUISE,
    'table for two at the sushi bar on thursday, 8pm',
    call('reserve_dining', { restaurant: 'sushi_bar', date: '2026-11-26', time: '20:00', party_size: 2 }),
  ],
  [
    CRUISE,
    "we'd love the chef's table on our anniversary, 1 December, just the 2 of us",
    call('reserve_dining', { restaurant: 'chefs_table', date: '2026-12-01', party_size: 2 }),
  ],
  [
    CRUISE,
    'sign 3 of us up for the glacier hike in Juneau',
    call('book_shore_excursion', { port: 'Juneau', excursion: 'glacier hike', guests: 3 }),
  ],
  [
    CRUISE,
    'we wanna do the snorkeling trip at Cozumel, me and my wife',
    call('book_shore_excursion', { port: 'Cozumel', excursion: 'snorkeling trip', guests: 2 }),
  ],
  [CRUISE, 'how much have I spent on board so far', call('check_onboard_account', { detail: 'balance' })],
  [CRUISE, 'can I see an itemised bill', call('check_onboard_account', { detail: 'itemised' })],
  [CRUISE, 'cabin 8214 needs extra towels', call('request_cabin_service', { service: 'extra_towels', cabin_number: '8214' })],
  [
    CRUISE,
    'send maintenance to cabin 10502, note: shower drain blocked',
    call('request_cabin_service', { service: 'maintenance', cabin_number: '10502', note: 'shower drain blocked' }),
  ],
  [CRUISE, "what's the dress code for formal night?", none],
  [CRUISE, 'do we need our passports to get off in Nassau', none],
  [CRUISE, 'book a dinner reservation', needs('reserve_dining')],
  [CRUISE, 'please no turndown service for cabin 7731', call('request_cabin_service', { service: 'turndown_off', cabin_number: '7731' })],
  [CRUISE, 'book us a taxi from the port to the airport on disembarkation day', none],

  // Hostel
  [
    HOSTEL,
    'need a bed in a female dorm from friday for 3 nights',
    call('book_bed', { check_in: '2026-11-27', nights: 3, room_type: 'female_dorm' }),
  ],
  [
    HOSTEL,
    'private double for me and my boyfriend, 2 nights from 18 december',
    call('book_bed', { check_in: '2026-12-18', nights: 2, room_type: 'private_double', guests: 2 }),
  ],
  [HOSTEL, 'Book a mixed dorm bed tonight, one night', call('book_bed', { check_in: '2026-11-24', nights: 1, room_type: 'mixed_dorm' })],
  [HOSTEL, 'can I stay 2 more nights? booking HB-448120', call('extend_stay', { booking_id: 'HB-448120', extra_nights: 2 })],
  [HOSTEL, 'extend my stay by a week, ref HB-100293', call('extend_stay', { booking_id: 'HB-100293', extra_nights: 7 })],
  [HOSTEL, 'rent me a locker', call('rent_extra', { item: 'locker' })],
  [HOSTEL, 'I need 2 towels', call('rent_extra', { item: 'towel', quantity: 2 })],
  [HOSTEL, 'hire a bike for 3 days', call('rent_extra', { item: 'bike', days: 3 })],
  [
    HOSTEL,
    'put 4 of us down for the walking tour tomorow',
    call('join_activity', { activity: 'walking_tour', date: '2026-11-25', people: 4 }),
  ],
  [HOSTEL, 'is the pub crawl on saturday? sign me up', call('join_activity', { activity: 'pub_crawl', date: '2026-11-28' })],
  [HOSTEL, "what's the wifi password", none],
  [HOSTEL, 'is it safe to walk around here at night?', none],
  [HOSTEL, 'i want to extend my stay', needs('extend_stay')],
  [HOSTEL, 'count me in for pasta night tomorrow evening', call('join_activity', { activity: 'pasta_night', date: '2026-11-25' })],

  // Car sharing
  [CAR_SHARING, 'any cars near Kings Cross?', call('find_cars_nearby', { location: 'Kings Cross' })],
  [CAR_SHARING, 'find me an electric car in Clapham', call('find_cars_nearby', { location: 'Clapham', electric_only: true })],
  [CAR_SHARING, 'need a van near Hackney Wick for moving a sofa', call('find_cars_nearby', { location: 'Hackney Wick', car_size: 'van' })],
  [
    CAR_SHARING,
    'reserve AB12 CDE tomorrow from 9am for 4 hours',
    call('reserve_car', { car_id: 'AB12 CDE', start: '2026-11-25T09:00:00Z', hours: 4 }),
  ],
  [
    CAR_SHARING,
    'book car LM70XYZ on saturday at 2pm, 3 hours',
    call('reserve_car', { car_id: 'LM70XYZ', start: '2026-11-28T14:00:00Z', hours: 3 }),
  ],
  [CAR_SHARING, 'I need 30 more minutes', call('extend_reservation', { extra_minutes: 30 })],
  [CAR_SHARING, 'extend my booking by an hour and a half', call('extend_reservation', { extra_minutes: 90 })],
  [CAR_SHARING, 'report windscreen damage on GX19 KPT', call('report_car_damage', { car_id: 'GX19 KPT', part: 'windscreen' })],
  [
    CAR_SHARING,
    "log bodywork damage on YR15 HNS - description 'dent in passenger door'",
    call('report_car_damage', { car_id: 'YR15 HNS', part: 'bodywork', description: 'dent in passenger door' }),
  ],
  [CAR_SHARING, 'how does the congestion charge work with shared cars?', none],
  [CAR_SHARING, 'Can I reserve a car?', needs('reserve_car')],
  [CAR_SHARING, 'do I need to refuel before I give it back', none],
  [
    CAR_SHARING,
    'find a large car near Brixton, has to be electric',
    call('find_cars_nearby', { location: 'Brixton', car_size: 'large', electric_only: true }),
  ],

  // Sailing club
  [SAILING, 'book a laser for saturday morning', call('book_club_boat', { boat_class: 'laser', date: '2026-11-28', session: 'morning' })],
  [
    SAILING,
    "I'd like the wayfarer all day on 5th dec",
    call('book_club_boat', { boat_class: 'wayfarer', date: '2026-12-05', session: 'full_day' }),
  ],
  [
    SAILING,
    "enter me in the frostbite series, I'm Tom Hughes, sail number 187342",
    call('enter_race', { race_series: 'frostbite', helm_name: 'Tom Hughes', sail_number: '187342' }),
  ],
  [
    SAILING,
    'Sunday handicap: helm Ana Ruiz, crew Ben Ruiz',
    call('enter_race', { race_series: 'sunday_handicap', helm_name: 'Ana Ruiz', crew_name: 'Ben Ruiz' }),
  ],
  [
    SAILING,
    'put Jo Barker down for safety boat duty on sunday',
    call('sign_up_for_duty', { duty: 'safety_boat', date: '2026-11-29', member_name: 'Jo Barker' }),
  ],
  [
    SAILING,
    "I'm doing galley on 13 december, name's Priya Shah",
    call('sign_up_for_duty', { duty: 'galley', date: '2026-12-13', member_name: 'Priya Shah' }),
  ],
  [SAILING, 'what does a pursuit race mean?', none],
  [SAILING, 'book a topper', needs('book_club_boat')],
  [SAILING, 'Is the club open on boxing day', none],
  [
    SAILING,
    'can my daughter take an RS Feva out on 19/12, afternoon',
    call('book_club_boat', { boat_class: 'rs_feva', date: '2026-12-19', session: 'afternoon' }),
  ],
  [
    SAILING,
    'winter pursuit, helm Sam Cole',
    call('enter_race', { race_series: 'winter_pursuit', helm_name: 'Sam Cole' }),
    only('enter_race'),
  ],
  [SAILING, 'cheers, see you on the water', none],
  [
    SAILING,
    'keelboat on the 12th, afternoon session',
    call('book_club_boat', { boat_class: 'keelboat', date: '2026-12-12', session: 'afternoon' }),
  ],

  // Allotment association
  [
    ALLOTMENT,
    "Can you put me on the waiting list for a half plot? name's Gwen Morgan, gwen.m@example.com",
    call('join_waiting_list', { name: 'Gwen Morgan', plot_size: 'half', email: 'gwen.m@example.com' }),
  ],
  [ALLOTMENT, 'waiting list for a full plot for Dev Anand', call('join_waiting_list', { name: 'Dev Anand', plot_size: 'full' })],
  [
    ALLOTMENT,
    'book the rotavator for plot 42 on saturday',
    call('book_shared_tool', { tool: 'rotavator', date: '2026-11-28', plot_number: 42 }),
  ],
  [ALLOTMENT, 'plot 7 needs the shredder thursday', call('book_shared_tool', { tool: 'shredder', date: '2026-11-26', plot_number: 7 })],
  [ALLOTMENT, 'report fly tipping at the north gate', call('report_site_issue', { issue: 'fly_tipping', location: 'north gate' })],
  [ALLOTMENT, 'water leak at the main trough, can you log it', call('report_site_issue', { issue: 'water_leak', location: 'main trough' })],
  [ALLOTMENT, 'order three loads of manure for plot 88', call('order_manure', { loads: 3, plot_number: 88 })],
  [ALLOTMENT, 'I want some manure delivered', needs('order_manure')],
  [ALLOTMENT, 'when should I plant garlic?', none],
  [ALLOTMENT, 'do beer traps actually kill slugs or is that a myth', none],
  [ALLOTMENT, 'log a pest problem near the compost bins', call('report_site_issue', { issue: 'pest', location: 'compost bins' })],
  [
    ALLOTMENT,
    'hedge trimmer for plot 101 on 2 december please',
    call('book_shared_tool', { tool: 'hedge_trimmer', date: '2026-12-02', plot_number: 101 }),
  ],

  // House cleaning service
  [
    CLEANING,
    'book a deep clean for friday at 10am, 3 bedroom house',
    call('book_clean', { clean_type: 'deep', date: '2026-11-27', start_time: '10:00', bedrooms: 3 }),
  ],
  [
    CLEANING,
    'End of tenancy clean needed on 30th november, 2 beds, the cleaner needs to bring their own products',
    call('book_clean', { clean_type: 'end_of_tenancy', date: '2026-11-30', bedrooms: 2, bring_supplies: true }),
  ],
  [
    CLEANING,
    'I want a cleaner every other thursday at 9',
    call('set_recurring_clean', { frequency: 'fortnightly', weekday: 'thursday', start_time: '09:00' }),
  ],
  [CLEANING, 'weekly clean on mondays', call('set_recurring_clean', { frequency: 'weekly', weekday: 'monday' })],
  [CLEANING, 'skip the clean on monday 30th', call('skip_clean', { date: '2026-11-30' })],
  [
    CLEANING,
    'cancel the clean on the 8th of december, reason: builders in',
    call('skip_clean', { date: '2026-12-08', reason: 'builders in' }),
  ],
  [CLEANING, 'add a note: key is under the blue plant pot', call('add_access_note', { note: 'key is under the blue plant pot' })],
  [
    CLEANING,
    "add an access note saying 'alarm code 4471, press # after'",
    call('add_access_note', { note: 'alarm code 4471, press # after' }),
  ],
  [CLEANING, 'how do I get limescale off a glass shower screen', none],
  [CLEANING, 'book a clean', needs('book_clean')],
  [CLEANING, 'after builders clean, 2 dec, 6 hours', call('book_clean', { clean_type: 'after_builders', date: '2026-12-02', hours: 6 })],
  [CLEANING, 'do your cleaners do ovens?', none],
  [
    CLEANING,
    'regular clean thursday 2pm for 3 hours, and could they do the oven and the inside of the windows',
    call('book_clean', {
      clean_type: 'regular',
      date: '2026-11-26',
      start_time: '14:00',
      hours: 3,
      extras: ['oven', 'windows_inside'],
    }),
  ],

  // Home pool maintenance
  [POOL, 'log a test: pH 7.4, chlorine 2.5', call('log_water_test', { ph: 7.4, free_chlorine_ppm: 2.5 })],
  [
    POOL,
    "ph is 7.8 today and alkalinity 110, water's 27 degrees",
    call('log_water_test', { ph: 7.8, alkalinity_ppm: 110, water_temp_c: 27 }),
  ],
  [POOL, 'winterise the pool on 1st dec', call('schedule_pool_service', { service: 'winterize', date: '2026-12-01' })],
  [POOL, 'can someone come check for a leak tomorrow', call('schedule_pool_service', { service: 'leak_check', date: '2026-11-25' })],
  [POOL, 'order 2 tubs of chlorine tablets', call('order_pool_chemicals', { product: 'chlorine_tablets', quantity: 2 })],
  [POOL, 'need some ph plus, 3 bottles', call('order_pool_chemicals', { product: 'ph_plus', quantity: 3 })],
  [POOL, 'order shock', needs('order_pool_chemicals')],
  [POOL, 'why is my pool water green', none],
  [POOL, 'how long after shocking can I swim', none],
  [POOL, 'schedule a filter change', needs('schedule_pool_service')],
  [POOL, 'algaecide x4', call('order_pool_chemicals', { product: 'algaecide', quantity: 4 }), ANY],
  [POOL, 'record water test: ph seven point two', call('log_water_test', { ph: 7.2 })],
  [POOL, 'hi there', none],

  // IT asset management
  [
    IT_ASSETS,
    'register a new laptop, serial C02XK1JHJG5J, Dell Latitude 7440, bought 3 november',
    call('register_asset', {
      asset_type: 'laptop',
      serial_number: 'C02XK1JHJG5J',
      model: 'Dell Latitude 7440',
      purchase_date: '2026-11-03',
    }),
  ],
  [IT_ASSETS, 'add monitor serial 3CM1234ABC to inventory', call('register_asset', { asset_type: 'monitor', serial_number: '3CM1234ABC' })],
  [
    IT_ASSETS,
    'give IT-00412 to maria.lopez@acme.io',
    call('assign_asset', { asset_tag: 'IT-00412', employee_email: 'maria.lopez@acme.io' }),
  ],
  [
    IT_ASSETS,
    'loan IT-10077 to j.kim@acme.io until 15 january',
    call('assign_asset', { asset_tag: 'IT-10077', employee_email: 'j.kim@acme.io', until: '2027-01-15' }),
  ],
  [IT_ASSETS, 'IT-03321 was stolen from a car', call('retire_asset', { asset_tag: 'IT-03321', reason: 'stolen' })],
  [
    IT_ASSETS,
    'retire IT-00088, end of life, drive already wiped',
    call('retire_asset', { asset_tag: 'IT-00088', reason: 'end_of_life', wipe_confirmed: true }),
  ],
  [IT_ASSETS, 'find asset 9XK22L', call('find_asset', { query: '9XK22L' })],
  [IT_ASSETS, "what's the difference between a docking station and a port replicator", none],
  [IT_ASSETS, 'assign a laptop to the new starter', needs('assign_asset')],
  [IT_ASSETS, 'how often should we replace laptops, every 3 years or 4?', none],
  [IT_ASSETS, 'register a headset', needs('register_asset')],
  [IT_ASSETS, 'macbook pro 14', call('find_asset', { query: 'macbook pro 14' }), only('find_asset')],

  // Tech conference
  [
    CONFERENCE,
    "register Lena Fischer, lena@fischer.dev, student ticket, she's vegan",
    call('register_attendee', { full_name: 'Lena Fischer', email: 'lena@fischer.dev', ticket: 'student', dietary: 'vegan' }),
  ],
  [
    CONFERENCE,
    'sign me up for a VIP pass — Omar Haddad, omar.h@proton.me, and I want the workshop day too',
    call('register_attendee', { full_name: 'Omar Haddad', email: 'omar.h@proton.me', ticket: 'vip', workshop_day: true }),
  ],
  [
    CONFERENCE,
    "submit my talk 'Zero-downtime Postgres migrations', 30 min, backend track, speaker Kai Tanaka",
    call('submit_talk', {
      title: 'Zero-downtime Postgres migrations',
      speaker_name: 'Kai Tanaka',
      format: 'talk_30',
      track: 'backend',
    }),
  ],
  [
    CONFERENCE,
    'lightning talk proposal: "Why we deleted our microservices" by Rosa Diaz',
    call('submit_talk', { title: 'Why we deleted our microservices', speaker_name: 'Rosa Diaz', format: 'lightning_5' }),
  ],
  [CONFERENCE, 'add S104 to my agenda', call('add_to_agenda', { session_id: 'S104' })],
  [CONFERENCE, 'put session s221 in my schedule', call('add_to_agenda', { session_id: 'S221' })],
  [CONFERENCE, 'register me for the conference', needs('register_attendee')],
  [CONFERENCE, "what's a good length for a conference talk", none],
  [CONFERENCE, 'any tips for getting over stage fright?', none],
  [
    CONFERENCE,
    'online ticket for Wei Zhang, wz@example.org',
    call('register_attendee', { full_name: 'Wei Zhang', email: 'wz@example.org', ticket: 'online' }),
  ],
  [
    CONFERENCE,
    'propose a 90 minute workshop called Intro to Threat Modelling, security track, I am Nia Okafor',
    call('submit_talk', {
      title: 'Intro to Threat Modelling',
      speaker_name: 'Nia Okafor',
      format: 'workshop_90',
      track: 'security',
    }),
  ],
  [
    CONFERENCE,
    'register Tom Reed, tom@reed.io, speaker ticket, halal meals, no workshop day',
    call('register_attendee', {
      full_name: 'Tom Reed',
      email: 'tom@reed.io',
      ticket: 'speaker',
      dietary: 'halal',
      workshop_day: false,
    }),
  ],

  // Recording studio
  [
    STUDIO,
    'book the vocal booth tomorrow 2pm for 3 hours with an engineer',
    call('book_studio', { room: 'vocal_booth', date: '2026-11-25', start_time: '14:00', hours: 3, engineer: true }),
  ],
  [
    STUDIO,
    'rehearsal room 1 on saturday from 18:00, 2 hours',
    call('book_studio', { room: 'rehearsal_1', date: '2026-11-28', start_time: '18:00', hours: 2 }),
  ],
  [
    STUDIO,
    'we need live room A on the 10th of december, 10 till 6, no engineer needed',
    call('book_studio', { room: 'live_room_a', date: '2026-12-10', start_time: '10:00', hours: 8, engineer: false }),
  ],
  [
    STUDIO,
    "get our EP 'Night Buses' mixed, 24 stems, need it by 18 december, and mastered too",
    call('request_mix', { project_name: 'Night Buses', stems: 24, deadline: '2026-12-18', mastering: true }),
  ],
  [STUDIO, 'mix request for Summer Demo, 12 stems', call('request_mix', { project_name: 'Summer Demo', stems: 12 })],
  [STUDIO, 'hire a drum kit for thursday', call('hire_backline', { item: 'drum_kit', date: '2026-11-26' })],
  [STUDIO, 'we need a bass amp on 2 dec', call('hire_backline', { item: 'bass_amp', date: '2026-12-02' })],
  [STUDIO, 'book a studio', needs('book_studio')],
  [STUDIO, "what's the difference between mixing and mastering?", none],
  [STUDIO, 'how loud should I master for spotify', none],
  [
    STUDIO,
    'control room B, monday at 11, four hours',
    call('book_studio', { room: 'control_room_b', date: '2026-11-30', start_time: '11:00', hours: 4 }),
  ],
  [STUDIO, 'can you recommend a good condenser mic under 200 quid', none],

  // Dog grooming salon
  [
    GROOMING,
    "full groom for Bella on friday at 11, she's a medium cockapoo",
    call('book_groom', { dog_name: 'Bella', size: 'medium', service: 'full_groom', date: '2026-11-27', time: '11:00' }),
  ],
  [GROOMING, 'just a nail trim for Ziggy tomorrow', call('book_groom', { dog_name: 'Ziggy', service: 'nail_trim', date: '2026-11-25' })],
  [
    GROOMING,
    'our new puppy Waffles needs his first intro session, 5th of december at half 10',
    call('book_groom', { dog_name: 'Waffles', service: 'puppy_intro', date: '2026-12-05', time: '10:30' }),
  ],
  [
    GROOMING,
    "Add Hector, he's a border terrier, born 14 march 2021, gets very anxious",
    call('add_dog_profile', { dog_name: 'Hector', breed: 'border terrier', birth_date: '2021-03-14', nervous: true }),
  ],
  [GROOMING, 'new dog profile: Luna, Great Dane', call('add_dog_profile', { dog_name: 'Luna', breed: 'Great Dane' })],
  [GROOMING, 'cancel booking GR2281', call('cancel_groom', { booking_ref: 'GR2281' })],
  [GROOMING, 'cancel my grooming appointment', needs('cancel_groom')],
  [GROOMING, 'how often should a poodle be groomed', none],
  [GROOMING, 'can I bring a matted dog in or will you shave it', none],
  [
    GROOMING,
    "bath and brush for Rocky on 9 dec, he's giant, a newfoundland",
    call('book_groom', { dog_name: 'Rocky', size: 'giant', service: 'bath_and_brush', date: '2026-12-09' }),
  ],
  [GROOMING, 'hand strip for Alfie', needs('book_groom')],
  [
    GROOMING,
    'Poppy, full groom, monday 9:30',
    call('book_groom', { dog_name: 'Poppy', service: 'full_groom', date: '2026-11-30', time: '09:30' }),
    only('book_groom'),
  ],

  // Tutoring marketplace
  [TUTORING, 'find a GCSE maths tutor under £30 an hour', call('find_tutor', { subject: 'maths', level: 'gcse', max_rate: 30 })],
  [
    TUTORING,
    'my son needs help with A level chemistry, online only',
    call('find_tutor', { subject: 'chemistry', level: 'a_level', online: true }),
  ],
  [TUTORING, 'spanish tutor for an adult beginner', call('find_tutor', { subject: 'spanish', level: 'adult' })],
  [
    TUTORING,
    'book T20931 for thursday at 5pm, one hour',
    call('book_lesson', { tutor_id: 'T20931', start: '2026-11-26T17:00:00Z', minutes: 60 }),
  ],
  [
    TUTORING,
    'book a 45 min lesson with T1187 on 2 dec at 16:15',
    call('book_lesson', { tutor_id: 'T1187', start: '2026-12-02T16:15:00Z', minutes: 45 }),
  ],
  [
    TUTORING,
    "give T5521 five stars, 'explained integration brilliantly'",
    call('leave_review', { tutor_id: 'T5521', stars: 5, comment: 'explained integration brilliantly' }),
  ],
  [TUTORING, 'rate tutor T88120 3/5', call('leave_review', { tutor_id: 'T88120', stars: 3 })],
  [TUTORING, 'is it worth paying for a tutor in year 11?', none],
  [TUTORING, 'book a lesson', needs('book_lesson')],
  [
    TUTORING,
    'computer science tutor, university level, max 45 pounds',
    call('find_tutor', { subject: 'computer_science', level: 'university', max_rate: 45 }),
  ],
  [TUTORING, 'how do I help my kid learn their times tables', none],
  [TUTORING, 'good morning!', none],

  // Blood pressure log
  [BP_LOG, '128/84, pulse 72', call('log_bp_reading', { systolic: 128, diastolic: 84, pulse: 72 })],
  [
    BP_LOG,
    'log bp 141 over 92 left arm sitting',
    call('log_bp_reading', { systolic: 141, diastolic: 92, arm: 'left', position: 'sitting' }),
  ],
  [BP_LOG, 'this morning at 7 it was 135/88', call('log_bp_reading', { systolic: 135, diastolic: 88, taken_at: '2026-11-24T07:00:00Z' })],
  [BP_LOG, "what's my average over the last month", call('get_bp_summary', { period: '30_days' })],
  [BP_LOG, 'show me the past week', call('get_bp_summary', { period: '7_days' })],
  [BP_LOG, 'remind me to take my blood pressure at 8am', call('set_measurement_reminder', { time: '08:00' })],
  [BP_LOG, 'reminder at 21:00 on mondays and thursdays', call('set_measurement_reminder', { time: '21:00', days: ['monday', 'thursday'] })],
  [
    BP_LOG,
    'send the last 3 months to dr.evans@surgery.nhs.uk',
    call('share_bp_report', { recipient_email: 'dr.evans@surgery.nhs.uk', period: '90_days' }),
  ],
  [BP_LOG, 'is 140/90 high?', none],
  [BP_LOG, 'log a reading', needs('log_bp_reading')],
  [BP_LOG, 'does coffee raise blood pressure', none],
  [BP_LOG, '118 over 76', call('log_bp_reading', { systolic: 118, diastolic: 76 }), ANY],

  // Physiotherapy clinic
  [
    PHYSIO,
    'book an initial assessment for my knee next tuesday at 3pm',
    call('book_physio', { body_area: 'knee', appointment_type: 'initial_assessment', date: '2026-12-01', time: '15:00' }),
  ],
  [
    PHYSIO,
    'follow up for my shoulder on 7 dec, by video please',
    call('book_physio', { body_area: 'shoulder', appointment_type: 'follow_up', date: '2026-12-07', video: true }),
  ],
  [PHYSIO, 'sports massage friday', call('book_physio', { appointment_type: 'sports_massage', date: '2026-11-27' })],
  [
    PHYSIO,
    'did my clamshells, 3 sets of 15, pain 2 out of 10',
    call('log_exercise', { exercise: 'clamshells', sets: 3, reps: 15, pain_score: 2 }),
  ],
  [PHYSIO, 'log 2x10 calf raises', call('log_exercise', { exercise: 'calf raises', sets: 2, reps: 10 })],
  [PHYSIO, 'what exercises do I have for my lower back', call('get_exercise_plan', { body_area: 'back' })],
  [PHYSIO, 'show my neck plan', call('get_exercise_plan', { body_area: 'neck' })],
  [PHYSIO, 'should I use ice or heat on a sprained ankle', none],
  [PHYSIO, 'book a follow-up', needs('book_physio')],
  [PHYSIO, 'how long does tennis elbow take to heal', none],
  [PHYSIO, 'logged wall sits, pain was zero', call('log_exercise', { exercise: 'wall sits', pain_score: 0 })],
  [
    PHYSIO,
    'book a sports massage for my hip on the 4th at 17:45',
    call('book_physio', { body_area: 'hip', appointment_type: 'sports_massage', date: '2026-12-04', time: '17:45' }),
  ],

  // Cycling club
  [CYCLING_CLUB, 'any social rides this sunday?', call('find_rides', { date: '2026-11-29', pace_group: 'social' })],
  [CYCLING_CLUB, 'show me rides between 50 and 80 km', call('find_rides', { min_km: 50, max_km: 80 })],
  [CYCLING_CLUB, 'sign me up for R1204 in the fast group', call('join_ride', { ride_id: 'R1204', pace_group: 'fast' })],
  [CYCLING_CLUB, 'join ride r377', call('join_ride', { ride_id: 'R377' })],
  [CYCLING_CLUB, 'did 64.5km today with 820m of climbing', call('log_ride', { distance_km: 64.5, elevation_m: 820, date: '2026-11-24' })],
  [
    CYCLING_CLUB,
    "log yesterday's ride, 40 km round the Cotswold loop",
    call('log_ride', { distance_km: 40, date: '2026-11-23', route_name: 'Cotswold loop' }),
  ],
  [CYCLING_CLUB, 'report a pothole on Mill Lane', call('report_road_hazard', { hazard: 'pothole', location: 'Mill Lane' })],
  [CYCLING_CLUB, 'report glass on the Bromsgrove bypass', call('report_road_hazard', { hazard: 'glass', location: 'Bromsgrove bypass' })],
  [CYCLING_CLUB, 'what tyre pressure should I run on 28mm tyres', none],
  [CYCLING_CLUB, 'how do I fix a chain that keeps slipping', none],
  [CYCLING_CLUB, 'log a ride', needs('log_ride')],
  [CYCLING_CLUB, 'gravel rides on the 6th of december?', call('find_rides', { date: '2026-12-06', pace_group: 'gravel' })],

  // City bus pass
  [BUS_PASS, 'top up 4410982231 with £20', call('top_up_card', { card_number: '4410982231', amount: 20 })],
  [BUS_PASS, 'put a tenner on card 9900112233', call('top_up_card', { card_number: '9900112233', amount: 10 })],
  [
    BUS_PASS,
    'buy a monthly pass for zones 1 to 2 starting 1st december',
    call('buy_pass', { pass_type: 'monthly', zones: '1-2', start_date: '2026-12-01' }),
  ],
  [BUS_PASS, 'student weekly, all zones', call('buy_pass', { pass_type: 'weekly', zones: 'all', concession: 'student' })],
  [BUS_PASS, 'I lost my bus card, number 5566778899', call('report_lost_card', { card_number: '5566778899' })],
  [BUS_PASS, "what's the balance on 1029384756", call('check_card_balance', { card_number: '1029384756' })],
  [BUS_PASS, 'how much is left on my card', needs('check_card_balance')],
  [BUS_PASS, "what time's the last bus to Headingley", none],
  [BUS_PASS, 'are dogs allowed on buses?', none],
  [BUS_PASS, 'annual pass zone 1, senior', call('buy_pass', { pass_type: 'annual', zones: '1', concession: 'senior' })],
  [BUS_PASS, 'card 3141592653, fifteen pounds', call('top_up_card', { card_number: '3141592653', amount: 15 }), only('top_up_card')],
  [BUS_PASS, 'do I need to tap out when I get off?', none],

  // Makerspace
  [
    MAKERSPACE,
    'book the laser cutter tomorrow 6pm for an hour',
    call('book_machine', { machine: 'laser_cutter', date: '2026-11-25', start_time: '18:00', duration_minutes: 60 }),
  ],
  [
    MAKERSPACE,
    '3d printer on saturday from 10:00 to 14:00',
    call('book_machine', { machine: '3d_printer', date: '2026-11-28', start_time: '10:00', duration_minutes: 240 }),
  ],
  [MAKERSPACE, 'I need an induction on the CNC router', call('book_induction', { machine: 'cnc_router' })],
  [MAKERSPACE, 'induction for the vinyl cutter on 3rd december', call('book_induction', { machine: 'vinyl_cutter', date: '2026-12-03' })],
  [MAKERSPACE, 'buy 5 sheets of 3mm ply', call('buy_material', { material: 'plywood_3mm', quantity: 5 })],
  [MAKERSPACE, '2 rolls of PETG please', call('buy_material', { material: 'petg_filament', quantity: 2 })],
  [MAKERSPACE, "what's the best file format for laser cutting, svg or dxf", none],
  [MAKERSPACE, 'book the embroidery machine', needs('book_machine')],
  [MAKERSPACE, 'can I bring my kids to the makerspace', none],
  [MAKERSPACE, '4 sheets of acrylic 3mm', call('buy_material', { material: 'acrylic_3mm', quantity: 4 })],
  [
    MAKERSPACE,
    'cnc router thursday at quarter past seven in the evening, 90 mins',
    call('book_machine', { machine: 'cnc_router', date: '2026-11-26', start_time: '19:15', duration_minutes: 90 }),
  ],
  [MAKERSPACE, 'is the makerspace open on christmas eve', none],

  // Office vending machines
  [VENDING, 'coin slot jammed on VM-014', call('report_machine_fault', { machine_id: 'VM-014', fault: 'coin_jam' })],
  [VENDING, 'my crisps are stuck in machine VM-203', call('report_machine_fault', { machine_id: 'VM-203', fault: 'item_stuck' })],
  [VENDING, "VM-110 isn't cold, the drinks are warm", call('report_machine_fault', { machine_id: 'VM-110', fault: 'not_cooling' })],
  [
    VENDING,
    'refund £1.80 from VM-052, paid by card',
    call('request_vending_refund', { machine_id: 'VM-052', amount: 1.8, payment_method: 'card' }),
  ],
  [
    VENDING,
    'I put 2 quid in cash into VM-007 and got nothing, refund please, confirm to sam@uni.ac.uk',
    call('request_vending_refund', { machine_id: 'VM-007', amount: 2, payment_method: 'cash', email: 'sam@uni.ac.uk' }),
  ],
  [VENDING, 'can you stock Monster Ultra in VM-088', call('request_product', { product: 'Monster Ultra', machine_id: 'VM-088' })],
  [VENDING, 'please add oat flapjacks to the machines', call('request_product', { product: 'oat flapjacks' })],
  [VENDING, 'I want my money back', needs('request_vending_refund')],
  [VENDING, 'are the sandwiches in the machines halal?', none],
  [VENDING, 'card reader broken on VM-301', call('report_machine_fault', { machine_id: 'VM-301', fault: 'card_reader' })],
  [VENDING, "what's healthier, a cereal bar or crisps", none],
  [VENDING, 'machine VM-412 screen is blank', call('report_machine_fault', { machine_id: 'VM-412', fault: 'display_off' })],

  // Family history
  [
    GENEALOGY,
    'search census records for the surname Thistlewood between 1851 and 1881',
    call('search_records', { surname: 'Thistlewood', record_type: 'census', year_from: 1851, year_to: 1881 }),
  ],
  [
    GENEALOGY,
    'any marriages for Pryce in Shropshire?',
    call('search_records', { surname: 'Pryce', record_type: 'marriage', county: 'Shropshire' }),
  ],
  [GENEALOGY, 'military records for Kowalczyk', call('search_records', { surname: 'Kowalczyk', record_type: 'military' })],
  [
    GENEALOGY,
    'add my great-gran Edith Mary Cole, born 1902 in Swansea',
    call('add_person', { full_name: 'Edith Mary Cole', birth_year: 1902, birth_place: 'Swansea' }),
  ],
  [
    GENEALOGY,
    "add Arthur Cole as Edith Cole's spouse",
    call('add_person', { full_name: 'Arthur Cole', relationship: 'spouse', related_to: 'Edith Cole' }),
  ],
  [
    GENEALOGY,
    'order a paper copy of the death certificate, ref 1923/D/4471',
    call('order_certificate', { record_type: 'death', reference: '1923/D/4471', format: 'paper' }),
  ],
  [
    GENEALOGY,
    'PDF birth certificate for reference BX-88120-K',
    call('order_certificate', { record_type: 'birth', reference: 'BX-88120-K', format: 'pdf' }),
  ],
  [GENEALOGY, 'order a marriage certificate', needs('order_certificate')],
  [GENEALOGY, 'how far back do parish records go', none],
  [GENEALOGY, "what does 'ag lab' mean on a census", none],
  [
    GENEALOGY,
    'Featherstonehaugh, births, 1890 to 1910',
    call('search_records', { surname: 'Featherstonehaugh', record_type: 'birth', year_from: 1890, year_to: 1910 }),
    only('search_records'),
  ],
  [GENEALOGY, "what's the best DNA test for finding irish ancestors", none],
];
