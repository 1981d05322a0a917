import type { Case } from './router-everyday-cases.js';
import { call, needs, none, only } from './router-case-helpers.js';
import {
  ALL12,
  CALENDAR,
  CONTACTS,
  CONVERSION,
  FITNESS,
  FOOD,
  HOME,
  MAPS,
  MARKETS,
  MATH,
  MESSAGING,
  NEWS,
  PACKAGES,
  REMINDERS,
  RIDES,
  TODOS,
  TRANSLATE,
  TRAVEL,
  WEATHER,
} from './router-fresh12-tools.js';

/*
 * The thirteenth fresh set ("fresh 12"), written blind: its author read only the grading harness, the
 * case helpers, one earlier blind table's test file, tool declarations and header, and API.md §5,
 * never the router's source, its docs, another table's cases or a list of misses; the table was
 * committed before its first run (286 cases: 43 wanting any text, 24 asking for a missing value).
 * First run: right outcome 81.8% (234), exact arguments 67.5% (193); its misses were not read and no
 * case was changed after it. Requests as people type them to a general assistant app, over the
 * eighteen tool sets of router-fresh12-tools.ts (weather, calendar, email and texts, reminders and
 * timers, conversion, markets, travel, food, music and smart home, maps, a calculator, translation,
 * news, to-dos, contacts, rides, parcels and fitness) and all of them at once.
 *
 * Conventions for "exact": now is Tuesday 2026-11-24 10:00 UTC and times are UTC; a date-time is
 * written 2026-11-25T19:00:00Z and a time of day 19:00.
 * - A time with no day is its next occurrence ("at 4pm" is today 16:00); a weekday alone or "next
 *   <weekday>" is its coming occurrence (friday and next tuesday are 2026-11-27 and 2026-12-01); a
 *   date with no year is the coming one (march 3 is 2027-03-03); "in 2 hours" counts from now. In a
 *   log of something already done a day is the past one ("this morning" is today, "yesterday"
 *   2026-11-23, "on sunday" 2026-11-22).
 * - A bare hour is the one a person means for the activity (dinner "at 7" is 19:00); "9-10:30am" is
 *   09:00 to 10:30; a duration is converted to the schema's unit (an hour and a half is 90 minutes or
 *   5400 seconds).
 * - People's and places' names are capitalised (jake → Jake, mom → Mom); other free text (titles,
 *   messages, queries, items, places such as "airport") is kept as typed without quotes, a leading
 *   "the/a/my" or the words that introduce it ("saying", "that", "to"); an email address is kept as
 *   typed; an identifier takes the form and case its pattern asks for (ua 920 → UA920, tsla → TSLA,
 *   a tracking number without its spaces).
 * - A word is mapped onto the enum value it plainly names (shared → pool, outside → outdoor, dollars →
 *   USD/usd, weekdays → mon..fri, ETH → ethereum, casually → informal, lifted weights → strength,
 *   year to date → ytd, the UK → gb, mandarin → zh), and a value every reading of the request implies is
 *   filled (dimming a light turns it on; "what does gracias mean" is into English; "cheap" is price
 *   level 1, "no tip" 0, "a burrito" quantity 1); every value not given is left out, defaults too.
 * - A number is written as the schema's number: words and separators become digits (three → 3, 1,250
 *   → 1250, $200.50 → 200.5), currency signs and units are dropped, a stated unit is converted to the
 *   schema's (68 °F is 20 °C, a liter is 1000 ml); a calculator expression keeps the user's symbols
 *   and spacing, numbers without separators, and spoken operators as symbols with single spaces
 *   ("15 times 23" → 15 * 23).
 * - A request that lacks a required value, with no way to infer it, is answered by asking for it.
 */
export const FRESH12: Case[] = [
  // weather
  [WEATHER, "what's the weather in chicago right now", call('get_current_weather', { location: 'Chicago' })],
  [WEATHER, 'Is it raining in Seattle?', call('get_current_weather', { location: 'Seattle' })],
  [WEATHER, 'temperature in paris in fahrenheit please', call('get_current_weather', { location: 'Paris', units: 'imperial' })],
  [WEATHER, 'forecast for Denver for the next 5 days', call('get_weather_forecast', { location: 'Denver', days: 5 })],
  [WEATHER, 'will it snow in minneapolis tomorrow', call('get_weather_forecast', { location: 'Minneapolis', date: '2026-11-25' })],
  [WEATHER, 'wether saturday in Austin?', call('get_weather_forecast', { location: 'Austin', date: '2026-11-28' })],
  [WEATHER, 'any weather alerts for Miami?', call('get_severe_weather_alerts', { location: 'Miami' })],
  [
    WEATHER,
    'are there any tornado watches in Oklahoma City',
    call('get_severe_weather_alerts', { location: 'Oklahoma City', severity: 'watch' }),
  ],
  [WEATHER, '10 day forecast for san francisco', call('get_weather_forecast', { location: 'San Francisco', days: 10 })],
  [WEATHER, 'how hot is it in Phoenix rn', call('get_current_weather', { location: 'Phoenix' })],
  [WEATHER, "what's the weather like right now?", needs('get_current_weather')],
  [WEATHER, 'Should I bring an umbrella to Boston on friday?', call('get_weather_forecast', { location: 'Boston', date: '2026-11-27' })],
  [WEATHER, 'Tokyo weather for the next three days', call('get_weather_forecast', { location: 'Tokyo', days: 3 })],
  [WEATHER, 'i love rainy days honestly', none],
  [WEATHER, 'why is the sky blue?', none],
  [WEATHER, 'what should I wear to a wedding?', none],
  [WEATHER, 'current conditions in Reykjavik, in metric', call('get_current_weather', { location: 'Reykjavik', units: 'metric' })],

  // calendar
  [
    CALENDAR,
    'add a dentist appointment on friday at 3pm',
    call('create_calendar_event', { title: 'dentist appointment', start_time: '2026-11-27T15:00:00Z' }),
  ],
  [
    CALENDAR,
    'Schedule lunch with Priya tomorrow 12:30 to 1:30 at Cafe Rouge',
    call('create_calendar_event', {
      title: 'lunch with Priya',
      start_time: '2026-11-25T12:30:00Z',
      end_time: '2026-11-25T13:30:00Z',
      location: 'Cafe Rouge',
    }),
  ],
  [CALENDAR, 'what do I have on thursday?', call('list_calendar_events', { date: '2026-11-26' })],
  [CALENDAR, 'whats on my calendar today', call('list_calendar_events', { date: '2026-11-24' })],
  [CALENDAR, 'cancel my yoga class tomorrow', call('cancel_calendar_event', { title: 'yoga class', date: '2026-11-25' })],
  [
    CALENDAR,
    "delete the budget review on dec 8 and don't notify the attendees",
    call('cancel_calendar_event', { title: 'budget review', date: '2026-12-08', notify_attendees: false }),
  ],
  [
    CALENDAR,
    'set up a meeting called Q1 planning next monday 9-10:30am, invite ana@acme.com and raj@acme.com',
    call('create_calendar_event', {
      title: 'Q1 planning',
      start_time: '2026-11-30T09:00:00Z',
      end_time: '2026-11-30T10:30:00Z',
      attendees: ['ana@acme.com', 'raj@acme.com'],
    }),
  ],
  [CALENDAR, 'create an event for 4pm', needs('create_calendar_event')],
  [CALENDAR, 'am I free on dec 2nd?', call('list_calendar_events', { date: '2026-12-02' })],
  [
    CALENDAR,
    'block 2 hours for deep work tomorrow at 8am',
    call('create_calendar_event', { title: 'deep work', start_time: '2026-11-25T08:00:00Z', end_time: '2026-11-25T10:00:00Z' }),
  ],
  [
    CALENDAR,
    "Can you add Mum's birthday dinner on March 3 at 7 pm at Luigi's",
    call('create_calendar_event', { title: "Mum's birthday dinner", start_time: '2027-03-03T19:00:00Z', location: "Luigi's" }),
  ],
  [CALENDAR, 'ugh I hate mondays', none],
  [CALENDAR, "what's a good time of day to hold a standup?", none],
  [
    CALENDAR,
    'put "flu shot" on my calendar for Dec 1 at 11:15',
    call('create_calendar_event', { title: 'flu shot', start_time: '2026-12-01T11:15:00Z' }),
  ],

  // email and texts
  [
    MESSAGING,
    "text Jake I'm running 10 minutes late",
    call('send_text_message', { recipient: 'Jake', message: "I'm running 10 minutes late" }),
  ],
  [MESSAGING, 'send a message to mom saying happy birthday!', call('send_text_message', { recipient: 'Mom', message: 'happy birthday!' })],
  [
    MESSAGING,
    'email bob@example.com with subject Invoice and say the invoice is attached',
    call('send_email', { to: ['bob@example.com'], subject: 'Invoice', body: 'the invoice is attached' }),
  ],
  [MESSAGING, 'find emails from Sarah about the lease', call('search_inbox', { from: 'Sarah', query: 'lease' })],
  [MESSAGING, 'show my unread emails', call('search_inbox', { unread_only: true })],
  [MESSAGING, 'any emails from Amazon since november 1?', call('search_inbox', { from: 'Amazon', after: '2026-11-01' })],
  [
    MESSAGING,
    "Send an email to hr@company.com cc lee@company.com, subject: PTO request, body: I'd like to take Dec 21-23 off.",
    call('send_email', {
      to: ['hr@company.com'],
      cc: ['lee@company.com'],
      subject: 'PTO request',
      body: "I'd like to take Dec 21-23 off.",
    }),
  ],
  [MESSAGING, 'email jane@site.org', needs('send_email')],
  [
    MESSAGING,
    'text 555-867-5309 see you at the game',
    call('send_text_message', { recipient: '555-867-5309', message: 'see you at the game' }),
  ],
  [MESSAGING, 'tell Carlos by text that dinner is at 8', call('send_text_message', { recipient: 'Carlos', message: 'dinner is at 8' })],
  [MESSAGING, "thanks, that's all for now", none],
  [MESSAGING, 'how do I write a polite resignation letter?', none],
  [MESSAGING, 'search my inbox for flight confirmation', call('search_inbox', { query: 'flight confirmation' })],
  [MESSAGING, 'send a text', needs('send_text_message')],

  // reminders, timers, alarms
  [REMINDERS, 'set a timer for 20 minutes', call('start_timer', { duration_seconds: 1200 })],
  [REMINDERS, 'timer 1 hour 30 min for the roast', call('start_timer', { duration_seconds: 5400, label: 'roast' })],
  [REMINDERS, 'wake me up at 6:45 tomorrow', call('set_alarm', { time: '06:45' })],
  [REMINDERS, 'set an alarm for 7am on weekdays', call('set_alarm', { time: '07:00', repeat: ['mon', 'tue', 'wed', 'thu', 'fri'] })],
  [
    REMINDERS,
    'remind me to call the plumber at 4pm',
    call('create_reminder', { text: 'call the plumber', remind_at: '2026-11-24T16:00:00Z' }),
  ],
  [
    REMINDERS,
    'remind me in 2 hours to move the laundry',
    call('create_reminder', { text: 'move the laundry', remind_at: '2026-11-24T12:00:00Z' }),
  ],
  [
    REMINDERS,
    'Remind me next Tuesday at 9am to pay rent',
    call('create_reminder', { text: 'pay rent', remind_at: '2026-12-01T09:00:00Z' }),
  ],
  [REMINDERS, 'three minute timer for eggs please', call('start_timer', { duration_seconds: 180, label: 'eggs' })],
  [REMINDERS, 'set an alarm', needs('set_alarm')],
  [REMINDERS, 'remnd me to water the plants', needs('create_reminder')],
  [
    REMINDERS,
    'alarm at 5:30 pm called gym on mon wed and fri',
    call('set_alarm', { time: '17:30', label: 'gym', repeat: ['mon', 'wed', 'fri'] }),
  ],
  [REMINDERS, 'what time is it in Tokyo?', none],
  [REMINDERS, 'start a 45 second timer', call('start_timer', { duration_seconds: 45 })],
  [
    REMINDERS,
    'remind me about the dentist on dec 14 at 8:30am',
    call('create_reminder', { text: 'dentist', remind_at: '2026-12-14T08:30:00Z' }),
  ],
  [REMINDERS, "you're really helpful, thank you!", none],
  [
    REMINDERS,
    'pls remind me tmrw at noon to send the invoice',
    call('create_reminder', { text: 'send the invoice', remind_at: '2026-11-25T12:00:00Z' }),
  ],

  // unit and currency conversion
  [CONVERSION, 'convert 10 miles to km', call('convert_units', { value: 10, from_unit: 'mi', to_unit: 'km' })],
  [CONVERSION, 'how many pounds is 72 kg', call('convert_units', { value: 72, from_unit: 'kg', to_unit: 'lb' })],
  [CONVERSION, '350 fahrenheit in celsius', call('convert_units', { value: 350, from_unit: 'f', to_unit: 'c' })],
  [CONVERSION, "what's 100 dollars in euros", call('convert_currency', { amount: 100, from_currency: 'USD', to_currency: 'EUR' })],
  [CONVERSION, 'convert £1,250 to USD', call('convert_currency', { amount: 1250, from_currency: 'GBP', to_currency: 'USD' })],
  [CONVERSION, 'How much is 5000 yen in dollars?', call('convert_currency', { amount: 5000, from_currency: 'JPY', to_currency: 'USD' })],
  [CONVERSION, 'two cups to ml', call('convert_units', { value: 2, from_unit: 'cup', to_unit: 'ml' })],
  [CONVERSION, '6 feet in cm', call('convert_units', { value: 6, from_unit: 'ft', to_unit: 'cm' })],
  [CONVERSION, 'how many ounces in 250 grams', call('convert_units', { value: 250, from_unit: 'g', to_unit: 'oz' })],
  [CONVERSION, 'convert 49.99 EUR to GBP', call('convert_currency', { amount: 49.99, from_currency: 'EUR', to_currency: 'GBP' })],
  [CONVERSION, 'convert to euros', needs('convert_currency')],
  [CONVERSION, 'why does the US still use miles?', none],
  [CONVERSION, '1.5 liters is how many gallons', call('convert_units', { value: 1.5, from_unit: 'l', to_unit: 'gal' })],
  [CONVERSION, '-40 C to F', call('convert_units', { value: -40, from_unit: 'c', to_unit: 'f' })],
  [CONVERSION, 'i never remember which is bigger, a quart or a liter. whatever', none],
  [
    CONVERSION,
    '2,500 Canadian dollars to Australian dollars',
    call('convert_currency', { amount: 2500, from_currency: 'CAD', to_currency: 'AUD' }),
  ],

  // stocks and crypto
  [MARKETS, "what's AAPL trading at", call('get_stock_quote', { ticker: 'AAPL' })],
  [MARKETS, 'price of tsla', call('get_stock_quote', { ticker: 'TSLA' })],
  [MARKETS, 'how much is bitcoin right now', call('get_crypto_price', { coin: 'bitcoin' })],
  [MARKETS, 'ETH price in euros', call('get_crypto_price', { coin: 'ethereum', vs_currency: 'eur' })],
  [MARKETS, 'how has MSFT done over the past year', call('get_price_history', { ticker: 'MSFT', period: '1y' })],
  [MARKETS, 'show me NVDA year to date', call('get_price_history', { ticker: 'NVDA', period: 'ytd' })],
  [MARKETS, 'alert me if AMZN drops below 180', call('create_price_alert', { ticker: 'AMZN', direction: 'below', price: 180 })],
  [MARKETS, 'let me know when GOOG goes above $200.50', call('create_price_alert', { ticker: 'GOOG', direction: 'above', price: 200.5 })],
  [MARKETS, 'dogecoin in yen', call('get_crypto_price', { coin: 'dogecoin', vs_currency: 'jpy' })],
  [MARKETS, '5 day chart for amd', call('get_price_history', { ticker: 'AMD', period: '5d' })],
  [MARKETS, 'set a price alert for META', needs('create_price_alert')],
  [MARKETS, 'should I buy bitcoin?', none],
  [MARKETS, 'what is a stock split', none],
  [MARKETS, 'solana price pls', call('get_crypto_price', { coin: 'solana' })],
  [MARKETS, 'KO stock quote', call('get_stock_quote', { ticker: 'KO' })],

  // flights and hotels
  [
    TRAVEL,
    'flights from JFK to LAX on December 10',
    call('search_flights', { origin: 'JFK', destination: 'LAX', departure_date: '2026-12-10' }),
  ],
  [
    TRAVEL,
    'find me a round trip sfo to ord dec 18 returning dec 27, 2 adults and 1 kid',
    call('search_flights', {
      origin: 'SFO',
      destination: 'ORD',
      departure_date: '2026-12-18',
      return_date: '2026-12-27',
      passengers: { adults: 2, children: 1 },
    }),
  ],
  [
    TRAVEL,
    'business class nonstop LHR-JFK friday',
    call('search_flights', { origin: 'LHR', destination: 'JFK', departure_date: '2026-11-27', cabin: 'business', nonstop_only: true }),
  ],
  [TRAVEL, 'is BA117 on time?', call('get_flight_status', { flight_number: 'BA117' })],
  [TRAVEL, 'status of flight ua 920 tomorrow', call('get_flight_status', { flight_number: 'UA920', date: '2026-11-25' })],
  [TRAVEL, 'hotels in Rome from Jan 5 to Jan 9', call('search_hotels', { city: 'Rome', check_in: '2027-01-05', check_out: '2027-01-09' })],
  [
    TRAVEL,
    '4 star hotel in Chicago for 2 people, checking in friday, out sunday, under $250 a night',
    call('search_hotels', {
      city: 'Chicago',
      check_in: '2026-11-27',
      check_out: '2026-11-29',
      guests: 2,
      min_stars: 4,
      max_price_per_night: 250,
    }),
  ],
  [TRAVEL, 'need a hotel in Lisbon', needs('search_hotels')],
  [TRAVEL, 'find flights to Paris', needs('search_flights')],
  [TRAVEL, "what's the best time of year to visit Japan?", none],
  [
    TRAVEL,
    'one way from BOS to MIA on 12/20 for 3 adults, economy',
    call('search_flights', {
      origin: 'BOS',
      destination: 'MIA',
      departure_date: '2026-12-20',
      passengers: { adults: 3 },
      cabin: 'economy',
    }),
  ],
  [
    TRAVEL,
    'premium economy from SEA to NRT on March 3',
    call('search_flights', { origin: 'SEA', destination: 'NRT', departure_date: '2027-03-03', cabin: 'premium_economy' }),
  ],
  [TRAVEL, 'when does flight DL45 land', call('get_flight_status', { flight_number: 'DL45' })],
  [TRAVEL, 'do I need a visa for Canada?', none],
  [TRAVEL, 'just got back from Bali, it was amazing', none],

  // restaurants and food delivery
  [
    FOOD,
    'book a table for 4 at Nobu tomorrow at 8pm',
    call('book_restaurant', { restaurant_name: 'Nobu', date: '2026-11-25', time: '20:00', party_size: 4 }),
  ],
  [
    FOOD,
    'reserve Olive Garden for two on saturday 7:30 pm, outside if possible',
    call('book_restaurant', { restaurant_name: 'Olive Garden', date: '2026-11-28', time: '19:30', party_size: 2, seating: 'outdoor' }),
  ],
  [FOOD, "find a cheap thai place near me that's open now", call('find_restaurants', { cuisine: 'thai', price_level: 1, open_now: true })],
  [FOOD, 'italian restaurants in North Beach', call('find_restaurants', { cuisine: 'italian', location: 'North Beach' })],
  [
    FOOD,
    '2 pad thai and 1 green curry from Thai Basil, 15% tip',
    call('order_food_delivery', {
      restaurant: 'Thai Basil',
      items: [
        { name: 'pad thai', quantity: 2 },
        { name: 'green curry', quantity: 1 },
      ],
      tip_percent: 15,
    }),
  ],
  [
    FOOD,
    'get me a chicken burrito from Chipotle',
    call('order_food_delivery', { restaurant: 'Chipotle', items: [{ name: 'chicken burrito', quantity: 1 }] }),
  ],
  [FOOD, 'where is my order 48213307', call('get_delivery_status', { order_id: '48213307' })],
  [FOOD, "where's my food?", call('get_delivery_status', {})],
  [
    FOOD,
    'table for 6 at Hawksmoor on Dec 12 at 7pm',
    call('book_restaurant', { restaurant_name: 'Hawksmoor', date: '2026-12-12', time: '19:00', party_size: 6 }),
  ],
  [FOOD, 'book a table at Dishoom', needs('book_restaurant')],
  [FOOD, 'what wine goes with salmon?', none],
  [FOOD, 'french restaurants downtown', call('find_restaurants', { cuisine: 'french', location: 'downtown' })],
  [FOOD, '$$ mexican food in Austin', call('find_restaurants', { cuisine: 'mexican', location: 'Austin', price_level: 2 })],
  [FOOD, 'I had the best ramen yesterday', none],
  [
    FOOD,
    'reserve a bar seat for 1 at Le Bernardin thursday at 12:15',
    call('book_restaurant', { restaurant_name: 'Le Bernardin', date: '2026-11-26', time: '12:15', party_size: 1, seating: 'bar' }),
  ],

  // music and smart home
  [HOME, 'play Taylor Swift', call('play_music', { query: 'Taylor Swift' })],
  [HOME, 'play the album Rumours in the kitchen', call('play_music', { query: 'Rumours', type: 'album', speaker: 'kitchen' })],
  [HOME, 'shuffle my workout playlist', call('play_music', { query: 'workout', type: 'playlist', shuffle: true })],
  [HOME, 'turn it up to 70', call('set_volume', { level: 70 })],
  [HOME, 'volume 30 percent', call('set_volume', { level: 30 })],
  [HOME, 'turn off the kitchen lights', call('set_lights', { room: 'kitchen', power: 'off' })],
  [HOME, 'dim the bedroom lights to 20%', call('set_lights', { room: 'bedroom', power: 'on', brightness: 20 })],
  [HOME, 'make the living room lights purple', call('set_lights', { room: 'living_room', power: 'on', color: 'purple' })],
  [HOME, 'set the heat to 21 degrees', call('set_thermostat', { target_celsius: 21, mode: 'heat' })],
  [HOME, 'set the thermostat to 68 degrees fahrenheit', call('set_thermostat', { target_celsius: 20 })],
  [HOME, 'turn all the lights off', call('set_lights', { room: 'all', power: 'off' })],
  [HOME, 'play some jazz everywhere', call('play_music', { query: 'jazz', type: 'genre', speaker: 'everywhere' })],
  [HOME, 'turn on the lights', needs('set_lights')],
  [HOME, 'who sang Bohemian Rhapsody?', none],
  [HOME, 'good night!', none],
  [HOME, 'mute', call('set_volume', { level: 0 })],
  [HOME, 'AC on, cool it down to 22.5', call('set_thermostat', { target_celsius: 22.5, mode: 'cool' })],

  // maps and directions
  [MAPS, 'directions to the airport', call('get_directions', { destination: 'airport' })],
  [
    MAPS,
    'how do I get from Union Station to Wrigley Field by transit',
    call('get_directions', { origin: 'Union Station', destination: 'Wrigley Field', mode: 'transit' }),
  ],
  [MAPS, 'walking directions to Central Park', call('get_directions', { destination: 'Central Park', mode: 'walking' })],
  [
    MAPS,
    'drive to Sacramento avoiding tolls and highways',
    call('get_directions', { destination: 'Sacramento', mode: 'driving', avoid: ['tolls', 'highways'] }),
  ],
  [MAPS, 'nearest gas station', call('find_nearby_places', { category: 'gas_station' })],
  [
    MAPS,
    'is there a pharmacy open now near Main Street?',
    call('find_nearby_places', { category: 'pharmacy', near: 'Main Street', open_now: true }),
  ],
  [MAPS, 'ev chargers within 5 km', call('find_nearby_places', { category: 'ev_charger', radius_km: 5 })],
  [MAPS, 'find parking near the stadium', call('find_nearby_places', { category: 'parking', near: 'stadium' })],
  [
    MAPS,
    'bike route to 1600 Amphitheatre Pkwy leaving at 8am tomorrow',
    call('get_directions', { destination: '1600 Amphitheatre Pkwy', mode: 'cycling', depart_at: '2026-11-25T08:00:00Z' }),
  ],
  [MAPS, 'get directions', needs('get_directions')],
  [MAPS, "what's the capital of Australia?", none],
  [MAPS, 'atm nearby?', call('find_nearby_places', { category: 'atm' })],
  [MAPS, 'cafes within 2 km of the office', call('find_nearby_places', { category: 'cafe', radius_km: 2, near: 'office' })],
  [MAPS, 'how far away is the moon', none],
  [
    MAPS,
    'supermarkets near Elm St that are open right now',
    call('find_nearby_places', { category: 'supermarket', near: 'Elm St', open_now: true }),
  ],

  // calculator
  [MATH, "what's 17.5% of 240", call('percentage', { percent: 17.5, of: 240 })],
  [MATH, 'split $86.40 between 3 people', call('split_bill', { total: 86.4, people: 3 })],
  [MATH, 'split a 212 dollar bill four ways with 20% tip', call('split_bill', { total: 212, people: 4, tip_percent: 20 })],
  [MATH, 'calculate (45+12)*3', call('calculate', { expression: '(45+12)*3' })],
  [MATH, 'what is 1,250 / 25', call('calculate', { expression: '1250 / 25' })],
  [MATH, '15 percent of 80?', call('percentage', { percent: 15, of: 80 })],
  [MATH, "what's 15 times 23", call('calculate', { expression: '15 * 23' })],
  [MATH, 'split the bill', needs('split_bill')],
  [MATH, 'is math discovered or invented?', none],
  [MATH, 'divide 1000 by 8', call('calculate', { expression: '1000 / 8' })],
  [MATH, 'calc 2^10', call('calculate', { expression: '2^10' })],
  [MATH, 'three hundred and forty split between 5 friends, no tip', call('split_bill', { total: 340, people: 5, tip_percent: 0 })],
  [MATH, 'can you help me with my homework later?', none],
  [MATH, '99 x 3', call('calculate', { expression: '99 * 3' }), only('calculate')],

  // translation
  [TRANSLATE, 'translate good morning into spanish', call('translate_text', { text: 'good morning', target_language: 'es' })],
  [
    TRANSLATE,
    'how do you say thank you very much in Japanese',
    call('translate_text', { text: 'thank you very much', target_language: 'ja' }),
  ],
  [TRANSLATE, 'what language is this: dziękuję bardzo', call('detect_language', { text: 'dziękuję bardzo' })],
  [
    TRANSLATE,
    "translate 'Où est la gare?' from French to English",
    call('translate_text', { text: 'Où est la gare?', source_language: 'fr', target_language: 'en' }),
  ],
  [
    TRANSLATE,
    "say 'could you send me the report' in German, formal",
    call('translate_text', { text: 'could you send me the report', target_language: 'de', formality: 'formal' }),
  ],
  [TRANSLATE, 'translate this to Italian', needs('translate_text')],
  [TRANSLATE, 'is Spanish hard to learn?', none],
  [TRANSLATE, "what does 'gracias' mean", call('translate_text', { text: 'gracias', target_language: 'en' })],
  [TRANSLATE, "portuguese for 'see you tomorrow'", call('translate_text', { text: 'see you tomorrow', target_language: 'pt' })],
  [TRANSLATE, 'translate I love you to korean', call('translate_text', { text: 'I love you', target_language: 'ko' })],
  [TRANSLATE, 'how many languages do you speak?', none],
  [TRANSLATE, "which language is 'Ich bin müde'", call('detect_language', { text: 'Ich bin müde' })],
  [
    TRANSLATE,
    "casually translate 'hello how are you' to mandarin",
    call('translate_text', { text: 'hello how are you', target_language: 'zh', formality: 'informal' }),
  ],

  // news
  [NEWS, 'news about the SpaceX launch', call('search_news', { query: 'SpaceX launch' })],
  [NEWS, 'top headlines', call('get_top_headlines', {})],
  [NEWS, 'sports headlines in the UK', call('get_top_headlines', { category: 'sports', country: 'gb' })],
  [NEWS, "what's happening in tech today", call('get_top_headlines', { category: 'technology' })],
  [
    NEWS,
    'find articles about the housing market since November 1, most popular first',
    call('search_news', { query: 'housing market', from_date: '2026-11-01', sort_by: 'popularity' }),
  ],
  [NEWS, '5 newest stories about electric cars', call('search_news', { query: 'electric cars', max_results: 5, sort_by: 'published_at' })],
  [NEWS, 'german business news', call('get_top_headlines', { category: 'business', country: 'de' })],
  [NEWS, 'search the news', needs('search_news')],
  [NEWS, 'what do you think about the election?', none],
  [NEWS, 'any news on the Lakers since yesterday', call('search_news', { query: 'Lakers', from_date: '2026-11-23' })],
  [NEWS, 'tell me a joke', none],
  [NEWS, 'health headlines for the us', call('get_top_headlines', { category: 'health', country: 'us' })],
  [NEWS, "honestly I've stopped following the news", none],

  // to-dos
  [TODOS, 'add buy milk to my shopping list', call('add_task', { title: 'buy milk', list: 'shopping' })],
  [
    TODOS,
    'add a task to renew passport by December 15, priority 1',
    call('add_task', { title: 'renew passport', due: '2026-12-15', priority: 1 }),
  ],
  [TODOS, "mark 'call landlord' as done", call('complete_task', { title: 'call landlord' })],
  [TODOS, "what's on my to-do list", call('list_tasks', {})],
  [TODOS, 'show me tasks due before friday in the Work list', call('list_tasks', { list: 'Work', due_before: '2026-11-27' })],
  [
    TODOS,
    'todo: email the accountant tomorrow #finance',
    call('add_task', { title: 'email the accountant', due: '2026-11-25', tags: ['finance'] }),
  ],
  [TODOS, 'show all my tasks including completed ones', call('list_tasks', { include_completed: true })],
  [TODOS, 'add a task', needs('add_task')],
  [TODOS, 'how can I be more productive?', none],
  [
    TODOS,
    'put pick up dry cleaning on the errands list for saturday',
    call('add_task', { title: 'pick up dry cleaning', list: 'errands', due: '2026-11-28' }),
  ],
  [TODOS, 'check off book vet appointment', call('complete_task', { title: 'book vet appointment' })],
  [TODOS, 'lol', none],
  [
    TODOS,
    'remind me to buy a gift for Sam, low priority (4), tag it birthday',
    call('add_task', { title: 'buy a gift for Sam', priority: 4, tags: ['birthday'] }),
  ],

  // contacts
  [
    CONTACTS,
    'save a new contact Maria Gonzalez, 415-555-0132',
    call('create_contact', { name: { first: 'Maria', last: 'Gonzalez' }, phone: '415-555-0132' }),
  ],
  [CONTACTS, "what's Tom's number", call('lookup_contact', { name: 'Tom' })],
  [
    CONTACTS,
    'add Ken Adams from Riverside Clinic, ken.adams@riverside.org',
    call('create_contact', { name: { first: 'Ken', last: 'Adams' }, company: 'Riverside Clinic', email: 'ken.adams@riverside.org' }),
  ],
  [CONTACTS, "find Aisha's email address", call('lookup_contact', { name: 'Aisha' })],
  [CONTACTS, 'new contact: priya, +44 20 7946 0958', call('create_contact', { name: { first: 'Priya' }, phone: '+44 20 7946 0958' })],
  [CONTACTS, 'look up John Smith', call('lookup_contact', { name: 'John Smith' })],
  [CONTACTS, 'add a contact', needs('create_contact')],
  [CONTACTS, 'how do I make friends as an adult', none],
  [CONTACTS, 'where does grandma live', call('lookup_contact', { name: 'Grandma' })],
  [
    CONTACTS,
    "save jo lee's email jo.lee@mail.com",
    call('create_contact', { name: { first: 'Jo', last: 'Lee' }, email: 'jo.lee@mail.com' }),
  ],
  [CONTACTS, 'thank you so much', none],
  [CONTACTS, 'do I have a number for Steve the plumber?', call('lookup_contact', { name: 'Steve' })],

  // ride hailing
  [RIDES, 'get me an uber to the airport', call('request_ride', { dropoff: 'airport' })],
  [
    RIDES,
    'book an XL from the Hilton to Dodger Stadium',
    call('request_ride', { pickup: 'Hilton', dropoff: 'Dodger Stadium', ride_type: 'xl' }),
  ],
  [RIDES, 'how much would a ride to downtown cost', call('estimate_fare', { dropoff: 'downtown' })],
  [RIDES, 'schedule a ride to JFK tomorrow at 5am', call('request_ride', { dropoff: 'JFK', pickup_time: '2026-11-25T05:00:00Z' })],
  [RIDES, 'I need a car to 221B Baker Street for 3 people', call('request_ride', { dropoff: '221B Baker Street', seats: 3 })],
  [
    RIDES,
    'price for a black car from the office to Union Square',
    call('estimate_fare', { pickup: 'office', dropoff: 'Union Square', ride_type: 'black' }),
  ],
  [RIDES, 'call me a cab', needs('request_ride')],
  [RIDES, 'are taxis safer than rideshares?', none],
  [RIDES, 'shared ride to Penn Station', call('request_ride', { dropoff: 'Penn Station', ride_type: 'pool' })],
  [
    RIDES,
    'comfort ride home at 6:30 pm',
    call('request_ride', { dropoff: 'home', ride_type: 'comfort', pickup_time: '2026-11-24T18:30:00Z' }),
  ],
  [RIDES, 'my driver was super nice today', none],
  [RIDES, 'estimate a fare', needs('estimate_fare')],

  // parcels
  [PACKAGES, "where's my package 1Z999AA10123456784", call('track_package', { tracking_number: '1Z999AA10123456784' })],
  [PACKAGES, 'track fedex 7749 1234 5678', call('track_package', { tracking_number: '774912345678', carrier: 'fedex' })],
  [
    PACKAGES,
    'track my usps package 9400111899223197428490',
    call('track_package', { tracking_number: '9400111899223197428490', carrier: 'usps' }),
  ],
  [
    PACKAGES,
    'tell the courier to leave parcel JD014600006281 with the neighbour',
    call('set_delivery_instructions', { tracking_number: 'JD014600006281', leave_at: 'neighbour' }),
  ],
  [
    PACKAGES,
    'for 1Z999AA10123456784 leave it at the back door',
    call('set_delivery_instructions', { tracking_number: '1Z999AA10123456784', leave_at: 'back_door' }),
  ],
  [PACKAGES, 'track my package', needs('track_package')],
  [PACKAGES, 'DHL tracking 1234567890', call('track_package', { tracking_number: '1234567890', carrier: 'dhl' })],
  [PACKAGES, 'why do packages always arrive late', none],
  [PACKAGES, 'leave my amazon delivery in the mailroom', needs('set_delivery_instructions')],
  [PACKAGES, 'has TBA123456789000 been delivered', call('track_package', { tracking_number: 'TBA123456789000' })],
  [PACKAGES, 'ok cool', none],

  // fitness
  [FITNESS, 'log a 30 minute run, 5k', call('log_workout', { activity: 'running', duration_minutes: 30, distance_km: 5 })],
  [FITNESS, 'I did 45 mins of yoga this morning', call('log_workout', { activity: 'yoga', duration_minutes: 45, date: '2026-11-24' })],
  [FITNESS, 'record my weight 82.4 kg', call('log_body_weight', { weight_kg: 82.4 })],
  [FITNESS, 'weighed in at 75 kilos yesterday', call('log_body_weight', { weight_kg: 75, date: '2026-11-23' })],
  [FITNESS, 'log 500ml of water', call('log_water_intake', { milliliters: 500 })],
  [FITNESS, 'had a liter of water', call('log_water_intake', { milliliters: 1000 })],
  [
    FITNESS,
    'cycled 40 km in an hour and a half, hard effort',
    call('log_workout', { activity: 'cycling', duration_minutes: 90, distance_km: 40, intensity: 'hard' }),
  ],
  [FITNESS, 'log a workout', needs('log_workout')],
  [FITNESS, 'swam for 1 hour yesterday', call('log_workout', { activity: 'swimming', duration_minutes: 60, date: '2026-11-23' })],
  [FITNESS, 'how many calories are in a banana', none],
  [FITNESS, 'easy 20 min walk', call('log_workout', { activity: 'walking', duration_minutes: 20, intensity: 'easy' })],
  [FITNESS, 'log weight', needs('log_body_weight')],
  [FITNESS, "what's a good workout for abs?", none],
  [FITNESS, 'lifted weights for forty five minutes', call('log_workout', { activity: 'strength', duration_minutes: 45 })],
  [
    FITNESS,
    'hiked 12.5 km on sunday, took 3 hours',
    call('log_workout', { activity: 'hiking', distance_km: 12.5, duration_minutes: 180, date: '2026-11-22' }),
  ],

  // every tool at once
  [ALL12, "what's the weather in Berlin", call('get_current_weather', { location: 'Berlin' })],
  [ALL12, 'remind me to call dad at 6pm', call('create_reminder', { text: 'call dad', remind_at: '2026-11-24T18:00:00Z' })],
  [ALL12, 'set a timer for 10 minutes', call('start_timer', { duration_seconds: 600 })],
  [ALL12, 'convert 30 euros to dollars', call('convert_currency', { amount: 30, from_currency: 'EUR', to_currency: 'USD' })],
  [ALL12, 'play some lo-fi beats', call('play_music', { query: 'lo-fi beats' })],
  [ALL12, "text Anna that I'm on my way", call('send_text_message', { recipient: 'Anna', message: "I'm on my way" })],
  [ALL12, 'how much is ethereum', call('get_crypto_price', { coin: 'ethereum' })],
  [ALL12, 'turn off the bedroom lights', call('set_lights', { room: 'bedroom', power: 'off' })],
  [ALL12, 'add eggs to the grocery list', call('add_task', { title: 'eggs', list: 'grocery' })],
  [ALL12, 'translate where is the bathroom to french', call('translate_text', { text: 'where is the bathroom', target_language: 'fr' })],
  [ALL12, 'get me a ride to the train station', call('request_ride', { dropoff: 'train station' })],
  [ALL12, 'track package 1Z12345E0205271688', call('track_package', { tracking_number: '1Z12345E0205271688' })],
  [ALL12, 'log 25 minutes of rowing', call('log_workout', { activity: 'rowing', duration_minutes: 25 })],
  [ALL12, 'whats on my calendar tomorrow', call('list_calendar_events', { date: '2026-11-25' })],
  [ALL12, 'nearest hospital', call('find_nearby_places', { category: 'hospital' })],
  [ALL12, "what's 20% of 65", call('percentage', { percent: 20, of: 65 })],
  [
    ALL12,
    'book a table for 2 at Carbone friday 9pm',
    call('book_restaurant', { restaurant_name: 'Carbone', date: '2026-11-27', time: '21:00', party_size: 2 }),
  ],
  [ALL12, 'hi there!', none],
  [ALL12, 'what can you do?', none],
  [ALL12, 'tell me about the roman empire', none],
  [ALL12, 'is it going to rain in london tomorrow', call('get_weather_forecast', { location: 'London', date: '2026-11-25' })],
  [ALL12, 'flights from ATL to DEN on jan 8', call('search_flights', { origin: 'ATL', destination: 'DEN', departure_date: '2027-01-08' })],
  [
    ALL12,
    'email maria@work.com subject lunch body are you free at noon?',
    call('send_email', { to: ['maria@work.com'], subject: 'lunch', body: 'are you free at noon?' }),
  ],
  [ALL12, "look up Kevin's phone number", call('lookup_contact', { name: 'Kevin' })],
  [ALL12, 'set the thermostat to 19', call('set_thermostat', { target_celsius: 19 })],
  [ALL12, 'top science headlines', call('get_top_headlines', { category: 'science' })],
  [ALL12, 'what movie should I watch tonight?', none],
  [ALL12, 'wake me at 6', call('set_alarm', { time: '06:00' })],
  [ALL12, 'and in Madrid?', call('get_current_weather', { location: 'Madrid' }), only('get_current_weather')],
];
