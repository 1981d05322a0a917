import type { Case } from './router-everyday-cases.js';
import { ANY, call, needs, none, only } from './router-case-helpers.js';
import {
  ALL,
  BANK,
  CALENDAR,
  FITNESS,
  GIT,
  HOME,
  KITCHEN,
  LANGUAGE,
  MUSIC,
  ORDERS,
  PETS,
  SERVICES,
  TICKETS,
  TRAVEL,
} from './router-fresh4-tools.js';

/*
 * The fifth fresh set ("fresh 4"), written before its author read the router's source and committed
 * before the router was run on it; its first-run score is in docs/ai.md. Thirteen new tool sets
 * (router-fresh4-tools.ts): car rental, check-in and visas, calendar slots, kitchen measures and
 * recipes, blinds, alarm and sprinklers, returns and coupons, git, fitness, bills and transfers,
 * translation and pronunciation, radio and playlists, concert tickets, pets, medication reminders,
 * support tickets, shipping quotes and time zones. The conventions of router-everyday-cases.ts hold
 * (now is Tuesday 2026-11-24 10:00 UTC); in addition an identifier takes the case its pattern asks
 * for, a country is its ISO code, and a time zone is the enum value of the city named.
 */
export const FRESH4: Case[] = [
  // travel
  [
    TRAVEL,
    'rent a car at LAX from dec 10 to dec 15',
    call('reserve_rental_car', { pickup_location: 'LAX', pickup_date: '2026-12-10', return_date: '2026-12-15' }),
  ],
  [
    TRAVEL,
    'I need an SUV in Denver from friday until next tuesday',
    call('reserve_rental_car', { pickup_location: 'Denver', pickup_date: '2026-11-27', return_date: '2026-12-01', car_class: 'suv' }),
  ],
  [
    TRAVEL,
    'cheapest economy car in orlando, pick up jan 3 return jan 7, driver is 23',
    call('reserve_rental_car', {
      pickup_location: 'Orlando',
      pickup_date: '2027-01-03',
      return_date: '2027-01-07',
      car_class: 'economy',
      driver_age: 23,
    }),
  ],
  [
    TRAVEL,
    'check me in for my flight, confirmation ABC123, last name Smith',
    call('check_in_flight', { confirmation_code: 'ABC123', last_name: 'Smith' }),
  ],
  [TRAVEL, 'online checkin pnr x7k9qz name garcia', call('check_in_flight', { confirmation_code: 'X7K9QZ', last_name: 'Garcia' })],
  [
    TRAVEL,
    'do i need a visa to go to japan with a us passport?',
    call('get_visa_requirements', { passport_country: 'US', destination_country: 'JP' }),
  ],
  [
    TRAVEL,
    'visa requirements for indian citizens visiting germany',
    call('get_visa_requirements', { passport_country: 'IN', destination_country: 'DE' }),
  ],
  [TRAVEL, 'rent a car', needs('reserve_rental_car')],
  [TRAVEL, "what's a good hotel in rome", none],

  // calendar
  [
    CALENDAR,
    'find a 30 minute slot tomorrow with ana@corp.com and li@corp.com',
    call('find_free_slot', { duration_minutes: 30, date: '2026-11-25', attendees: ['ana@corp.com', 'li@corp.com'] }),
  ],
  [CALENDAR, 'when am i free for an hour on thursday', call('find_free_slot', { duration_minutes: 60, date: '2026-11-26' })],
  [CALENDAR, 'find time for a 45-min meeting next monday', call('find_free_slot', { duration_minutes: 45, date: '2026-11-30' })],
  [CALENDAR, 'cancel "Team sync" on friday', call('cancel_event', { event_title: 'Team sync', date: '2026-11-27' })],
  [CALENDAR, 'cancle my standup tomorrow', call('cancel_event', { event_title: 'standup', date: '2026-11-25' })],
  [
    CALENDAR,
    "i'm on vacation from december 21 to january 4, set my out of office",
    call('set_out_of_office', { start_date: '2026-12-21', end_date: '2027-01-04' }),
  ],
  [
    CALENDAR,
    'set an out of office reply from 12/1 to 12/3 saying "Back on Friday"',
    call('set_out_of_office', { start_date: '2026-12-01', end_date: '2026-12-03', message: 'Back on Friday' }),
  ],
  [CALENDAR, 'cancel a meeting', needs('cancel_event')],
  [CALENDAR, 'what day is christmas on', none],

  // kitchen
  [
    KITCHEN,
    'how many grams is 2 cups of flour',
    call('convert_cooking_measure', { quantity: 2, from_unit: 'cup', to_unit: 'gram', ingredient: 'flour' }),
  ],
  [
    KITCHEN,
    'convert three tablespoons to teaspoons',
    call('convert_cooking_measure', { quantity: 3, from_unit: 'tablespoon', to_unit: 'teaspoon' }),
  ],
  [KITCHEN, '250ml in cups?', call('convert_cooking_measure', { quantity: 250, from_unit: 'milliliter', to_unit: 'cup' })],
  [
    KITCHEN,
    'half a cup of butter in grams',
    call('convert_cooking_measure', { quantity: 0.5, from_unit: 'cup', to_unit: 'gram', ingredient: 'butter' }),
  ],
  [
    KITCHEN,
    'flour 2 cups to grams',
    call('convert_cooking_measure', { quantity: 2, from_unit: 'cup', to_unit: 'gram', ingredient: 'flour' }),
    only('convert_cooking_measure'),
  ],
  [KITCHEN, 'convert cups to grams', needs('convert_cooking_measure')],
  [KITCHEN, 'scale lasagna to serve twelve', call('scale_recipe', { recipe_name: 'lasagna', servings: 12 })],
  [
    KITCHEN,
    'what can i cook with chicken, rice and broccoli',
    call('find_recipes_by_ingredients', { ingredients: ['chicken', 'rice', 'broccoli'] }),
  ],
  [
    KITCHEN,
    'vegan recipes with chickpeas under 30 minutes',
    call('find_recipes_by_ingredients', { ingredients: ['chickpeas'], diet: 'vegan', max_minutes: 30 }),
  ],
  [KITCHEN, 'plan tacos for dinner on friday', call('plan_meal', { date: '2026-11-27', meal: 'dinner', recipe_name: 'tacos' })],
  [KITCHEN, "put pancakes on saturday's breakfast", call('plan_meal', { date: '2026-11-28', meal: 'breakfast', recipe_name: 'pancakes' })],
  [KITCHEN, "what's your favorite food", none],

  // smart home
  [HOME, 'close the bedroom blinds', call('set_blinds', { room: 'bedroom', position_percent: 0 })],
  [HOME, 'set kitchen blinds to 30%', call('set_blinds', { room: 'kitchen', position_percent: 30 })],
  [HOME, 'open the office blinds all the way', call('set_blinds', { room: 'office', position_percent: 100 })],
  [HOME, 'arm the security system in away mode', call('arm_security_system', { mode: 'away' })],
  [HOME, 'set the alarm to home mode, code 4821', call('arm_security_system', { mode: 'home', pin: '4821' })],
  [HOME, 'disarm security, pin 1234', call('arm_security_system', { mode: 'off', pin: '1234' })],
  [HOME, 'water the vegetable bed for 15 minutes', call('water_garden', { zone: 'vegetable bed', minutes: 15 })],
  [HOME, 'run the sprinklers on the front lawn for ten min', call('water_garden', { zone: 'front lawn', minutes: 10 })],
  [HOME, 'water the garden', needs('water_garden')],
  [HOME, 'is it going to rain tomorrow', none],

  // shop orders
  [ORDERS, 'I want to return order ORD-482913, it arrived damaged', call('return_item', { order_id: 'ORD-482913', reason: 'damaged' })],
  [
    ORDERS,
    'return ORD-100200 the shoes are too small, store credit please',
    call('return_item', { order_id: 'ORD-100200', reason: 'too_small', refund_method: 'store_credit' }),
  ],
  [ORDERS, 'they sent me the wrong item on ord-555123', call('return_item', { order_id: 'ORD-555123', reason: 'wrong_item' })],
  [
    ORDERS,
    'ship order ORD-773311 to 12 Baker Street, London NW1 6XE instead',
    call('change_shipping_address', {
      order_id: 'ORD-773311',
      address: { street: '12 Baker Street', city: 'London', postal_code: 'NW1 6XE' },
    }),
  ],
  [ORDERS, 'apply coupon SAVE20', call('apply_coupon', { code: 'SAVE20' })],
  [ORDERS, 'use promo code blackfriday25 on ORD-900001', call('apply_coupon', { code: 'blackfriday25', order_id: 'ORD-900001' })],
  [ORDERS, 'i want to return something', needs('return_item')],
  [ORDERS, 'how long does shipping usually take', none],

  // git
  [GIT, 'commit everything with message "fix login redirect"', call('git_commit', { message: 'fix login redirect', all: true })],
  [GIT, 'git commit -m "update readme"', call('git_commit', { message: 'update readme' })],
  [GIT, 'merge PR #42 in acme/webapp with squash', call('merge_pull_request', { repository: 'acme/webapp', number: 42, method: 'squash' })],
  [
    GIT,
    'squash and merge pull request 118 on octo/api',
    call('merge_pull_request', { repository: 'octo/api', number: 118, method: 'squash' }),
  ],
  [GIT, 'merge octo/api pull request 9', call('merge_pull_request', { repository: 'octo/api', number: 9 })],
  [GIT, 'revert commit 3f9a2c1', call('revert_commit', { sha: '3f9a2c1' })],
  [GIT, 'undo a1b2c3d4e5', call('revert_commit', { sha: 'a1b2c3d4e5' })],
  [GIT, 'tag this as v1.4.0', call('tag_release', { tag: 'v1.4.0' })],
  [GIT, 'create release tag v2.0.0 with note "first stable"', call('tag_release', { tag: 'v2.0.0', message: 'first stable' })],
  [GIT, 'merge the pull request', needs('merge_pull_request')],
  [GIT, 'what is a rebase', none],

  // fitness
  [FITNESS, 'ran 5k in 27 minutes', call('log_run', { distance_km: 5, duration_minutes: 27 })],
  [
    FITNESS,
    'log a 10.5 km run yesterday, took 1 hour 5 minutes',
    call('log_run', { distance_km: 10.5, duration_minutes: 65, date: '2026-11-23' }),
  ],
  [FITNESS, 'set my daily step goal to 12,000', call('set_step_goal', { steps: 12000 })],
  [FITNESS, 'step goal ten thousand', call('set_step_goal', { steps: 10000 })],
  [FITNESS, 'i weigh 72.4 kg today', call('log_weight', { weight: 72.4, unit: 'kg' })],
  [FITNESS, 'log weight 165 lbs', call('log_weight', { weight: 165, unit: 'lb' })],
  [FITNESS, 'drank 500ml of water', call('log_water', { milliliters: 500 })],
  [FITNESS, 'log 1.5 liters of water', call('log_water', { milliliters: 1500 })],
  [FITNESS, 'log my weight', needs('log_weight')],
  [FITNESS, 'how many calories in a banana', none],

  // banking
  [BANK, 'pay the electricity bill, $84.20', call('pay_bill', { payee: 'electricity', amount: 84.2 })],
  [BANK, 'pay rent 1,450 on december 1st', call('pay_bill', { payee: 'rent', amount: 1450, pay_on: '2026-12-01' })],
  [BANK, 'pay my internet bill of 59.99 on the 30th', call('pay_bill', { payee: 'internet', amount: 59.99, pay_on: '2026-11-30' })],
  [BANK, 'freeze my card ending in 4417', call('freeze_card', { card_last4: '4417' })],
  [BANK, 'i lost my card, the last four are 0932', call('freeze_card', { card_last4: '0932' })],
  [BANK, 'move 500 from savings to checking', call('schedule_transfer', { from_account: 'savings', to_account: 'checking', amount: 500 })],
  [
    BANK,
    'transfer two hundred dollars from checking into savings on friday',
    call('schedule_transfer', { from_account: 'checking', to_account: 'savings', amount: 200, date: '2026-11-27' }),
  ],
  [BANK, 'pay a bill', needs('pay_bill')],
  [BANK, "what's the interest rate on savings", none],

  // language
  [
    LANGUAGE,
    'translate "where is the train station" to german',
    call('translate_sentence', { sentence: 'where is the train station', target_lang: 'de' }),
  ],
  [LANGUAGE, 'how do you say good morning in italian', call('translate_sentence', { sentence: 'good morning', target_lang: 'it' })],
  [
    LANGUAGE,
    'translate hola amigo from spanish to english',
    call('translate_sentence', { sentence: 'hola amigo', source_lang: 'es', target_lang: 'en' }),
  ],
  [LANGUAGE, 'how do you pronounce quinoa', call('get_pronunciation', { word: 'quinoa' })],
  [LANGUAGE, 'british pronunciation of schedule', call('get_pronunciation', { word: 'schedule', accent: 'uk' })],
  [LANGUAGE, 'what language is "obrigado"', call('detect_language', { text: 'obrigado' })],
  [LANGUAGE, 'which language is this: dziękuję bardzo', call('detect_language', { text: 'dziękuję bardzo' })],
  [LANGUAGE, 'translate this', needs('translate_sentence')],
  [LANGUAGE, 'teach me french', none],

  // music
  [MUSIC, 'play some jazz radio', call('play_radio', { genre: 'jazz' })],
  [MUSIC, 'put on classical music', call('play_radio', { genre: 'classical' })],
  [MUSIC, 'i wanna hear hip hop', call('play_radio', { genre: 'hip hop' })],
  [MUSIC, 'stop the music in 30 minutes', call('set_sleep_timer', { minutes: 30 })],
  [MUSIC, 'sleep timer forty five minutes', call('set_sleep_timer', { minutes: 45 })],
  [MUSIC, 'make a new playlist called Road Trip', call('create_playlist', { name: 'Road Trip' })],
  [MUSIC, 'create a private playlist named chill vibes', call('create_playlist', { name: 'chill vibes', public: false })],
  [MUSIC, 'i love this song', call('like_current_song', {})],
  [MUSIC, 'who sang bohemian rhapsody', none],

  // tickets
  [TICKETS, 'get me 2 tickets to see Coldplay', call('buy_concert_tickets', { artist: 'Coldplay', quantity: 2 })],
  [
    TICKETS,
    'buy four floor tickets for taylor swift, max $300 each',
    call('buy_concert_tickets', { artist: 'Taylor Swift', quantity: 4, section: 'floor', max_price_per_ticket: 300 }),
  ],
  [
    TICKETS,
    'what comedy shows are on in chicago this saturday',
    call('find_events', { city: 'Chicago', category: 'comedy', date: '2026-11-28' }),
  ],
  [TICKETS, 'concerts in austin', call('find_events', { city: 'Austin', category: 'concerts' })],
  [TICKETS, 'anything happening in boston tomorrow?', call('find_events', { city: 'Boston', date: '2026-11-25' })],
  [TICKETS, 'buy tickets', needs('buy_concert_tickets')],
  [TICKETS, 'who won the grammy last year', none],

  // pets
  [
    PETS,
    'book a vaccination for my dog Max on december 3',
    call('book_vet_visit', { pet_name: 'Max', species: 'dog', reason: 'vaccination', date: '2026-12-03' }),
  ],
  [
    PETS,
    'schedule a dental visit for Luna the cat on Dec 2',
    call('book_vet_visit', { pet_name: 'Luna', species: 'cat', reason: 'dental', date: '2026-12-02' }),
  ],
  [PETS, 'log that i fed Biscuit 120 grams', call('log_pet_feeding', { pet_name: 'Biscuit', grams: 120 })],
  [PETS, 'book the vet', needs('book_vet_visit')],

  // health, support, shipping, time zones
  [
    SERVICES,
    'remind me to take 500mg of amoxicillin at 8am and 8pm',
    call('set_medication_reminder', { medication: 'amoxicillin', dose_mg: 500, times: ['08:00', '20:00'] }),
  ],
  [SERVICES, 'vitamin D reminder every day at 9:00', call('set_medication_reminder', { medication: 'vitamin D', times: ['09:00'] })],
  [
    SERVICES,
    'file a high priority billing ticket: "charged twice for November"',
    call('open_support_ticket', { category: 'billing', priority: 'high', description: 'charged twice for November' }),
  ],
  [
    SERVICES,
    'how much to ship a 2kg parcel from germany to france',
    call('get_shipping_quote', { weight_kg: 2, from_country: 'DE', to_country: 'FR' }),
  ],
  [
    SERVICES,
    'express shipping quote 0.5 kg US to CA',
    call('get_shipping_quote', { weight_kg: 0.5, from_country: 'US', to_country: 'CA', service: 'express' }),
  ],
  [
    SERVICES,
    'what time is 3pm new york time in tokyo',
    call('convert_timezone', { time: '15:00', from_zone: 'America/New_York', to_zone: 'Asia/Tokyo' }),
  ],
  [
    SERVICES,
    'convert 09:30 london to los angeles',
    call('convert_timezone', { time: '09:30', from_zone: 'Europe/London', to_zone: 'America/Los_Angeles' }),
  ],
  [SERVICES, 'tell me a joke', none],

  // every tool at once
  [ALL, 'log 8 km run', call('log_run', { distance_km: 8 })],
  [ALL, 'pay water bill 42 dollars', call('pay_bill', { payee: 'water', amount: 42 })],
  [ALL, 'translate thank you into japanese', call('translate_sentence', { sentence: 'thank you', target_lang: 'ja' })],
  [ALL, 'merge PR 55 in acme/webapp', call('merge_pull_request', { repository: 'acme/webapp', number: 55 })],
  [ALL, 'play rock radio', call('play_radio', { genre: 'rock' })],
  [ALL, 'return ORD-123456 no longer needed', call('return_item', { order_id: 'ORD-123456', reason: 'no_longer_needed' })],
  [ALL, 'cancel "1:1 with Sam" tomorrow', call('cancel_event', { event_title: '1:1 with Sam', date: '2026-11-25' })],
  [ALL, 'wieght 80kg', call('log_weight', { weight: 80, unit: 'kg' })],
  [ALL, 'frezee card 7781', call('freeze_card', { card_last4: '7781' })],
  [ALL, 'water the back lawn 20 min', call('water_garden', { zone: 'back lawn', minutes: 20 })],
  [ALL, 'comedy in seattle on friday', call('find_events', { city: 'Seattle', category: 'comedy', date: '2026-11-27' })],
  [ALL, 'how many ounces is 100 grams', call('convert_cooking_measure', { quantity: 100, from_unit: 'gram', to_unit: 'ounce' })],
  [
    ALL,
    'rent a compact car in Miami dec 20 - dec 27',
    call('reserve_rental_car', { pickup_location: 'Miami', pickup_date: '2026-12-20', return_date: '2026-12-27', car_class: 'compact' }),
  ],
  [ALL, 'set a sleep timer for 20 minutes', call('set_sleep_timer', { minutes: 20 }), ANY],
  [ALL, 'good night!', none],
  [ALL, "what's 2+2", none],
];
