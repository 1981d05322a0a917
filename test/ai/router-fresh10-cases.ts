import type { Case } from './router-everyday-cases.js';
import { ANY, call, needs, none, only } from './router-case-helpers.js';
import {
  ALL10,
  ARCHERY,
  BAKERY,
  BIKE_SHOP,
  CHOIR,
  CLASSIFIEDS,
  DRIVING,
  FERRY,
  GLUCOSE,
  LOST,
  OPTICIAN,
  PARK,
  PHOTO,
  PRINT3D,
  QUIZ,
  RAILWAY,
  SITTER,
  SPA,
  SWIM,
} from './router-fresh10-tools.js';

/*
 * The eleventh fresh set ("fresh 10"), written blind: its author read only the grading harness, the
 * case helpers and the headers and format of two earlier tables, never the router's source, its docs
 * or a list of misses, and the table was committed before its first run. First run: 250 cases (39
 * wanting any text, 27 asking for a missing value), right outcome 85.6% (214), exact arguments 68.0%
 * (170). Its misses were read after that run only to look for expectations wrong by the conventions
 * below; none was found and no case was changed.
 * Eighteen new tool sets (router-fresh10-tools.ts): ferry crossings, a bike repair shop, a community
 * choir, a model railway, photo printing, a swimming pool, blood glucose and insulin, babysitting, an
 * archery range, a theme park, local classifieds, 3D printing, learning to drive, an optician, bakery
 * cake orders, a day spa, lost property and a pub quiz league, plus all of them at once.
 *
 * Conventions for "exact": now is Tuesday 2026-11-24 10:00 UTC and times are UTC; a date-time is
 * written 2026-11-25T19:00:00Z and an HH:MM time 19:00.
 * - A time with no day is its next occurrence (today if still ahead: "tonight at 8" is today 20:00).
 *   A weekday alone or "next <weekday>" is its coming occurrence (friday and next tuesday are
 *   2026-11-27 and 2026-12-01); a date with no year ("dec 5", "the 12th") is the coming one. In a log
 *   of something already done (swam, drove, lost) and in "since <day>", a weekday is the past one
 *   (sunday is 2026-11-22, "since saturday" 2026-11-21); "yesterday" and "last night" are 2026-11-23,
 *   "today"/"this morning" 2026-11-24. A day word fills a log's date only where the tool has a date
 *   field. A date-time is filled only when a time is given ("this morning" alone leaves it out); in a
 *   log a time with no day is the latest past one ("at 7:15" is today 07:15).
 * - A bare hour is the one a person means for the activity (a babysitter, archery or the sauna "at 7"
 *   tonight or on a weekend is the evening, a cake pickup "at 3" is 15:00, a driving lesson or an eye
 *   test "at 9" is the morning); noon is 12:00; "6pm to 11pm" and "from 7 until midnight" are 5 hours.
 * - People's and places' names are capitalised (maria → Maria); album, piece, team and product titles
 *   are kept as typed; other free text (items, parts, places lost, queries, listing titles, messages,
 *   addresses, notes) is kept as typed without a leading "the/a/my" or a count. A note is filled only
 *   when the user marks it as a note. An identifier takes the upper case its pattern asks for
 *   (fb204417 → FB204417, sit-0412 → SIT-0412, ad12345 → AD12345).
 * - A word is mapped onto the enum value it plainly names (a foot passenger → vehicle none, the dublin
 *   route → holyhead_dublin, hire bows → rental true and own kit → rental false, dailies → daily, two
 *   week lenses → two_weekly, softback → softcover, country roads → rural, pregnant → prenatal, an eye
 *   exam for a daughter → child, fast acting → rapid, after lunch → after_meal, tenors → tenor, a loco
 *   → locomotive, a counter-offer → accept false); a listing's category is filled only when the user
 *   says the category's word; a yes/no the user did not state either way is left out, as is every
 *   value not given.
 * - A number is written as the schema's number: words and shorthand become digits (six hundred and
 *   two → 602, 2k → 2000, $20 and 40 quid → 20 and 40, -2.50 → -2.5, minus 4 → -4), currency signs
 *   and units are dropped, a stated unit is converted to the schema's (7.2 mmol/l is 130 mg/dL, half an
 *   hour is 30 minutes, an hour and a half is 90 minutes, 40 lengths of a 25m pool is 1000 meters),
 *   full speed is the top speed step (126) and stop is 0; "just me" is one person, "me and my son" two,
 *   and "one" or "another" before a counted thing is a count of 1.
 * - A request that lacks a required value, with no way to infer it, is answered by asking for it.
 */
export const FRESH10: Case[] = [
  // ferry crossings
  [FERRY, 'any sailings dover to calais on friday?', call('ferry_sailings', { route: 'dover_calais', date: '2026-11-27' })],
  [
    FERRY,
    'what ferries are there from holyhead to dublin tommorow',
    call('ferry_sailings', { route: 'holyhead_dublin', date: '2026-11-25' }),
  ],
  [
    FERRY,
    'book the 8:30 dover calais crossing on dec 5 for 2 adults with the car',
    call('book_ferry', { route: 'dover_calais', date: '2026-12-05', sailing: '08:30', passengers: 2, vehicle: 'car' }),
  ],
  [
    FERRY,
    'need a ferry portsmouth to caen next saturday, four of us plus a van, and a cabin please',
    call('book_ferry', { route: 'portsmouth_caen', date: '2026-11-28', passengers: 4, vehicle: 'van', cabin: true }),
  ],
  [
    FERRY,
    'newcastle to amsterdam on the 12th, just me as a foot passenger, with a cabin',
    call('book_ferry', { route: 'newcastle_amsterdam', date: '2026-12-12', passengers: 1, vehicle: 'none', cabin: true }),
  ],
  [
    FERRY,
    'me and my bike on the holyhead-dublin boat, 14:10 sunday',
    call('book_ferry', { route: 'holyhead_dublin', date: '2026-11-29', sailing: '14:10', passengers: 1, vehicle: 'bicycle' }),
  ],
  [
    FERRY,
    'two adults and a motorbike dover to calais 6am saturday',
    call('book_ferry', { route: 'dover_calais', date: '2026-11-28', sailing: '06:00', passengers: 2, vehicle: 'motorbike' }),
  ],
  [FERRY, 'book a ferry to france', needs('book_ferry')],
  [FERRY, 'cancel ferry booking fb204417', call('cancel_ferry_booking', { booking: 'FB204417' })],
  [FERRY, "we can't make the crossing anymore, please cancel it", needs('cancel_ferry_booking')],
  [
    FERRY,
    'sailings for the dublin route on 3rd december',
    call('ferry_sailings', { route: 'holyhead_dublin', date: '2026-12-03' }),
    only('ferry_sailings'),
  ],
  [FERRY, 'do they let dogs on the ferry?', none],
  [FERRY, 'i get so seasick on boats ugh', none],

  // bike repair shop
  [
    BIKE_SHOP,
    'can i drop my road bike in for a tune up on thursday',
    call('book_bike_service', { service: 'tune_up', bike: 'road', drop_off: '2026-11-26' }),
  ],
  [
    BIKE_SHOP,
    "booking a flat repair for tomorrow, it's my kids bike",
    call('book_bike_service', { service: 'flat_repair', bike: 'kids', drop_off: '2026-11-25' }),
  ],
  [
    BIKE_SHOP,
    'book my ebike in for a brake service on monday',
    call('book_bike_service', { service: 'brake_service', bike: 'ebike', drop_off: '2026-11-30' }),
  ],
  [
    BIKE_SHOP,
    'full overhaul for the mountain bike, drop off dec 1, note: rear derailleur is bent',
    call('book_bike_service', { service: 'full_overhaul', bike: 'mountain', drop_off: '2026-12-01', notes: 'rear derailleur is bent' }),
  ],
  [
    BIKE_SHOP,
    'gears keep slipping on my gravel bike, can i bring it in saturday to get them adjusted',
    call('book_bike_service', { service: 'gear_adjustment', bike: 'gravel', drop_off: '2026-11-28' }),
  ],
  [BIKE_SHOP, 'whats the status of repair bk1182', call('bike_repair_status', { ticket: 'BK1182' })],
  [BIKE_SHOP, 'is my bike ready yet? ticket BK0937', call('bike_repair_status', { ticket: 'BK0937' })],
  [BIKE_SHOP, 'is my bike done yet', needs('bike_repair_status')],
  [BIKE_SHOP, 'order two inner tubes, 700x28', call('order_bike_part', { part: 'inner tubes', quantity: 2, size: '700x28' })],
  [BIKE_SHOP, 'order me a chain', call('order_bike_part', { part: 'chain' })],
  [BIKE_SHOP, 'tyre 29x2.4 please, just one', call('order_bike_part', { part: 'tyre', size: '29x2.4', quantity: 1 })],
  [BIKE_SHOP, 'how often should i replace brake pads', none],
  [BIKE_SHOP, 'got a puncture on the way to work this morning, typical', none],

  // community choir
  [CHOIR, "i'll be at rehearsal thursday", call('rsvp_rehearsal', { date: '2026-11-26', attending: true })],
  [CHOIR, "can't make choir tonight, sorry", call('rsvp_rehearsal', { date: '2026-11-24', attending: false })],
  [CHOIR, 'put me down as absent for rehersal on dec 3', call('rsvp_rehearsal', { date: '2026-12-03', attending: false })],
  [CHOIR, "yes to next tuesday's rehearsal", call('rsvp_rehearsal', { date: '2026-12-01', attending: true })],
  [CHOIR, 'can i get the alto part for the messiah', call('request_sheet_music', { piece: 'messiah', voice_part: 'alto' })],
  [
    CHOIR,
    'need 3 copies of O Holy Night for the tenors',
    call('request_sheet_music', { piece: 'O Holy Night', voice_part: 'tenor', copies: 3 }),
  ],
  [CHOIR, 'send me the sheet music for Hallelujah, bass line', call('request_sheet_music', { piece: 'Hallelujah', voice_part: 'bass' })],
  [CHOIR, 'i need sheet music', needs('request_sheet_music')],
  [CHOIR, 'two seats for the winter concert please', call('reserve_concert_seats', { concert: 'winter_concert', seats: 2 })],
  [
    CHOIR,
    'reserve 4 for the carol service, one of us uses a wheelchair',
    call('reserve_concert_seats', { concert: 'carol_service', seats: 4, wheelchair: true }),
  ],
  [CHOIR, 'can we get tickets to the spring gala', needs('reserve_concert_seats')],
  [CHOIR, 'how do i stop my voice cracking on the high notes', none],
  [CHOIR, 'our conductor is honestly the best', none],

  // model railway
  [RAILWAY, 'loco 3 forward at speed 40', call('set_loco_speed', { address: 3, speed: 40, direction: 'forward' })],
  [RAILWAY, 'stop engine 1234', call('set_loco_speed', { address: 1234, speed: 0 })],
  [RAILWAY, 'run 17 in reverse, speed step 10', call('set_loco_speed', { address: 17, speed: 10, direction: 'reverse' })],
  [RAILWAY, 'set 4472 to full speed', call('set_loco_speed', { address: 4472, speed: 126 })],
  [RAILWAY, 'set turnout 12 to diverging', call('set_turnout', { turnout: 12, position: 'diverging' })],
  [RAILWAY, 'switch points 5 back to straight', call('set_turnout', { turnout: 5, position: 'straight' })],
  [RAILWAY, 'turnout twenty three straight', call('set_turnout', { turnout: 23, position: 'straight' })],
  [RAILWAY, 'throw the turnout to diverging', needs('set_turnout')],
  [
    RAILWAY,
    'add a OO gauge class 47 loco to my stock list',
    call('add_rolling_stock', { name: 'class 47', scale: 'OO', kind: 'locomotive' }),
  ],
  [RAILWAY, 'new N scale coach: Pullman car Ione', call('add_rolling_stock', { name: 'Pullman car Ione', scale: 'N', kind: 'coach' })],
  [
    RAILWAY,
    'add the Flying Scotsman loco, HO, dcc address 4472',
    call('add_rolling_stock', { name: 'Flying Scotsman', scale: 'HO', kind: 'locomotive', dcc_address: 4472 }),
  ],
  [RAILWAY, 'whats the difference between OO and HO', none],
  [RAILWAY, 'my layout is finally finished after 3 years!!', none],

  // photo printing
  [PHOTO, 'print the Italy 2026 album, 4x6 glossy', call('order_photo_prints', { album: 'Italy 2026', size: '4x6', finish: 'glossy' })],
  [
    PHOTO,
    'order 5x7 matte prints of the Wedding album, 2 copies each, pick up at Elm Street',
    call('order_photo_prints', { album: 'Wedding', size: '5x7', finish: 'matte', copies: 2, pickup_store: 'Elm Street' }),
  ],
  [PHOTO, "can you get 8x10s done of Grandma's 90th", call('order_photo_prints', { album: "Grandma's 90th", size: '8x10' })],
  [PHOTO, 'square prints from Beach Day please', call('order_photo_prints', { album: 'Beach Day', size: 'square' })],
  [PHOTO, 'print my holiday pics', needs('order_photo_prints')],
  [
    PHOTO,
    'make a hardcover photo book from Baby First Year, 40 pages, titled Our Little One',
    call('order_photo_book', { album: 'Baby First Year', cover: 'hardcover', pages: 40, title: 'Our Little One' }),
  ],
  [PHOTO, 'softback book of the Camping album', call('order_photo_book', { album: 'Camping', cover: 'softcover' })],
  [PHOTO, 'layflat photobook, 60 pages, from Japan Trip', call('order_photo_book', { album: 'Japan Trip', cover: 'layflat', pages: 60 })],
  [PHOTO, 'turn the Summer album into a photo book', needs('order_photo_book')],
  [PHOTO, "where's my photo order px40213", call('photo_order_status', { order: 'PX40213' })],
  [PHOTO, 'track order PX11876', call('photo_order_status', { order: 'PX11876' }), only('photo_order_status')],
  [PHOTO, 'is matte or glossy better for black and white photos', none],
  [PHOTO, 'lol i took 900 photos at the zoo', none],

  // swimming pool
  [SWIM, 'book a fast lane tomorrow 7am', call('book_swim_lane', { date: '2026-11-25', time: '07:00', lane: 'fast' })],
  [
    SWIM,
    'can i swim thursday at 12:30 for 45 min, medium lane',
    call('book_swim_lane', { date: '2026-11-26', time: '12:30', minutes: 45, lane: 'medium' }),
  ],
  [
    SWIM,
    'slow lane saturday 9am for half an hour',
    call('book_swim_lane', { date: '2026-11-28', time: '09:00', lane: 'slow', minutes: 30 }),
  ],
  [SWIM, 'lane swim tonight at 8 for an hour', call('book_swim_lane', { date: '2026-11-24', time: '20:00', minutes: 60 })],
  [SWIM, 'book me a lane', needs('book_swim_lane')],
  [SWIM, 'swam 1500m freestyle in 32 minutes', call('log_swim', { meters: 1500, stroke: 'freestyle', minutes: 32 })],
  [
    SWIM,
    'did 40 lengths of breaststroke in the 25m pool yesterday',
    call('log_swim', { meters: 1000, stroke: 'breaststroke', pool_length_m: 25, date: '2026-11-23' }),
  ],
  [SWIM, 'log a 2k swim, mixed strokes, 50 metre pool', call('log_swim', { meters: 2000, stroke: 'mixed', pool_length_m: 50 })],
  [SWIM, 'swim this morning: 800 meters backstroke', call('log_swim', { meters: 800, stroke: 'backstroke', date: '2026-11-24' })],
  [SWIM, 'swam 3km in an hour today', call('log_swim', { meters: 3000, minutes: 60, date: '2026-11-24' })],
  [SWIM, 'how many calories does butterfly burn', none],
  [SWIM, 'my goggles keep fogging up', none],

  // blood glucose and insulin
  [GLUCOSE, 'fasting sugar 104 this morning', call('log_glucose', { mg_dl: 104, context: 'fasting' })],
  [GLUCOSE, 'blood sugar 182 after lunch', call('log_glucose', { mg_dl: 182, context: 'after_meal' })],
  [GLUCOSE, 'bg 95 before breakfast at 7:15', call('log_glucose', { mg_dl: 95, context: 'before_meal', time: '2026-11-24T07:15:00Z' })],
  [GLUCOSE, 'bedtime reading was 140', call('log_glucose', { mg_dl: 140, context: 'bedtime' })],
  [GLUCOSE, 'glucose 7.2 mmol/l', call('log_glucose', { mg_dl: 130 })],
  [GLUCOSE, 'sugar 250 before dinner, yikes', call('log_glucose', { mg_dl: 250, context: 'before_meal' })],
  [GLUCOSE, 'took 8 units of rapid before lunch', call('log_insulin', { units: 8, insulin: 'rapid' })],
  [
    GLUCOSE,
    'log 22 units long acting at 9pm last night',
    call('log_insulin', { units: 22, insulin: 'long_acting', time: '2026-11-23T21:00:00Z' }),
  ],
  [GLUCOSE, 'gave myself four and a half units of fast acting', call('log_insulin', { units: 4.5, insulin: 'rapid' })],
  [GLUCOSE, 'log insulin, 10 units', needs('log_insulin')],
  [GLUCOSE, 'is 140 high after eating?', none],
  [GLUCOSE, 'ugh my sugars have been all over the place this week', none],

  // babysitting
  [
    SITTER,
    'need a sitter saturday at 7 for 4 hours, 2 kids',
    call('book_babysitter', { start: '2026-11-28T19:00:00Z', hours: 4, children: 2 }),
  ],
  [
    SITTER,
    'book Hannah for friday night 6pm to 11pm',
    call('book_babysitter', { start: '2026-11-27T18:00:00Z', hours: 5, sitter: 'Hannah' }),
  ],
  [
    SITTER,
    'babysiter dec 31 from 8pm, 5 hours, three kids, bedtime 9:30',
    call('book_babysitter', { start: '2026-12-31T20:00:00Z', hours: 5, children: 3, bedtime: '21:30' }),
  ],
  [
    SITTER,
    'can someone watch the kids tomorrow 1pm for two and a half hours',
    call('book_babysitter', { start: '2026-11-25T13:00:00Z', hours: 2.5 }),
  ],
  [
    SITTER,
    'get maria to babysit tonight from 7 until midnight',
    call('book_babysitter', { start: '2026-11-24T19:00:00Z', hours: 5, sitter: 'Maria' }),
  ],
  [SITTER, 'sitter for one kid wed 5:30pm, 3 hrs', call('book_babysitter', { start: '2026-11-25T17:30:00Z', hours: 3, children: 1 })],
  [SITTER, 'we need a babysitter next week', needs('book_babysitter')],
  [SITTER, 'cancel sitter booking sit-0412', call('cancel_babysitter', { booking: 'SIT-0412' })],
  [SITTER, 'please cancel the babysitter for saturday', needs('cancel_babysitter')],
  [SITTER, 'how much should i pay a babysitter per hour', none],
  [SITTER, 'the kids actually went to bed on time for once', none],

  // archery range
  [ARCHERY, 'book the range saturday 10am for 2 archers', call('book_archery_range', { date: '2026-11-28', time: '10:00', archers: 2 })],
  [
    ARCHERY,
    'range booking tomorrow 6pm, 3 of us at 18m, we need to hire bows',
    call('book_archery_range', { date: '2026-11-25', time: '18:00', archers: 3, distance_m: 18, rental: true }),
  ],
  [
    ARCHERY,
    'just me on the 70m field sunday at 2pm, bringing my own kit',
    call('book_archery_range', { date: '2026-11-29', time: '14:00', archers: 1, distance_m: 70, rental: false }),
  ],
  [
    ARCHERY,
    'there are four of us, can we shoot at 10m tonight at 7?',
    call('book_archery_range', { date: '2026-11-24', time: '19:00', archers: 4, distance_m: 10 }),
  ],
  [ARCHERY, 'book archery for thursday', needs('book_archery_range')],
  [
    ARCHERY,
    'shot 548 on a 60 arrow round at 18m with the recurve',
    call('log_archery_score', { score: 548, arrows: 60, distance_m: 18, bow: 'recurve' }),
  ],
  [ARCHERY, 'log a score of 301, 30 arrows, compound', call('log_archery_score', { score: 301, arrows: 30, bow: 'compound' })],
  [
    ARCHERY,
    'barebow, 72 arrows at 50 metres, scored six hundred and two',
    call('log_archery_score', { score: 602, arrows: 72, distance_m: 50, bow: 'barebow' }),
  ],
  [ARCHERY, 'longbow, 36 arrows, 210', call('log_archery_score', { score: 210, arrows: 36, bow: 'longbow' }), only('log_archery_score')],
  [ARCHERY, 'recurve at 30m, 36 arrows, 289 points', call('log_archery_score', { score: 289, arrows: 36, distance_m: 30, bow: 'recurve' })],
  [ARCHERY, 'any tips for a cleaner release?', none],
  [ARCHERY, 'robin hooded an arrow today!!', none],

  // theme park
  [PARK, 'two adult tickets for saturday', call('buy_park_tickets', { date: '2026-11-28', adults: 2 })],
  [
    PARK,
    'park tickets dec 19, 2 adults 3 kids, with fast pass',
    call('buy_park_tickets', { date: '2026-12-19', adults: 2, children: 3, fast_pass: true }),
  ],
  [
    PARK,
    'one adult one child for tomorrow, no fast pass',
    call('buy_park_tickets', { date: '2026-11-25', adults: 1, children: 1, fast_pass: false }),
  ],
  [PARK, 'tickets for me and the wife on the 5th', call('buy_park_tickets', { date: '2026-12-05', adults: 2 })],
  [PARK, 'how long are the lines in pirate cove', call('ride_wait_times', { area: 'pirate_cove' })],
  [PARK, 'wait times?', call('ride_wait_times', {})],
  [PARK, "what's the wait like over in space zone right now", call('ride_wait_times', { area: 'space_zone' })],
  [PARK, 'join the queue for galaxy coaster, 4 of us', call('join_virtual_queue', { ride: 'galaxy_coaster', party: 4 })],
  [PARK, 'get me and my son in line for splash falls', call('join_virtual_queue', { ride: 'splash_falls', party: 2 })],
  [PARK, 'thunder canyon, party of six', call('join_virtual_queue', { ride: 'thunder_canyon', party: 6 }), ANY],
  [PARK, 'virtual queue for the haunted mine please', needs('join_virtual_queue')],
  [PARK, 'is thunder canyon too scary for a 7 year old?', none],
  [PARK, 'we rode galaxy coaster 5 times today haha', none],

  // local classifieds
  [CLASSIFIEDS, 'sell my old sofa for 150', call('post_listing', { title: 'old sofa', price: 150 })],
  [
    CLASSIFIEDS,
    'list an iphone 12, like new, $320, electronics',
    call('post_listing', { title: 'iphone 12', price: 320, condition: 'like_new', category: 'electronics' }),
  ],
  [
    CLASSIFIEDS,
    'post a kids bike for 40 quid, collection only, good condition',
    call('post_listing', { title: 'kids bike', price: 40, collection_only: true, condition: 'good' }),
  ],
  [CLASSIFIEDS, 'put the pram up for sale for 85 under baby stuff', call('post_listing', { title: 'pram', price: 85, category: 'baby' })],
  [
    CLASSIFIEDS,
    'garden bench, fair condition, 25, garden',
    call('post_listing', { title: 'garden bench', price: 25, condition: 'fair', category: 'garden' }),
    only('post_listing'),
  ],
  [CLASSIFIEDS, 'i want to sell my guitar', needs('post_listing')],
  [CLASSIFIEDS, 'mark ad12345 as sold', call('mark_listing_sold', { listing: 'AD12345' })],
  [CLASSIFIEDS, 'the desk sold! AD55012 went for 70', call('mark_listing_sold', { listing: 'AD55012', sold_for: 70 })],
  [CLASSIFIEDS, 'accept the offer on ad30991', call('answer_offer', { listing: 'AD30991', accept: true })],
  [CLASSIFIEDS, 'counter AD77120 at 200', call('answer_offer', { listing: 'AD77120', accept: false, counter: 200 })],
  [CLASSIFIEDS, 'decline the lowball offer on AD10002', call('answer_offer', { listing: 'AD10002', accept: false })],
  [CLASSIFIEDS, 'someone offered 50 for the lamp, take it', needs('answer_offer')],
  [CLASSIFIEDS, 'how do i spot a scam buyer', none],
  [CLASSIFIEDS, 'people keep asking "is this still available" and then ghosting me', none],

  // 3D printing
  [PRINT3D, 'print benchy.stl in PLA', call('queue_3d_print', { file: 'benchy.stl', material: 'PLA' })],
  [
    PRINT3D,
    'queue phone_stand.3mf, petg, 20% infill',
    call('queue_3d_print', { file: 'phone_stand.3mf', material: 'PETG', infill_percent: 20 }),
  ],
  [
    PRINT3D,
    'print 4 copies of hook-v2.stl in pla at 0.2mm layers with supports',
    call('queue_3d_print', { file: 'hook-v2.stl', material: 'PLA', copies: 4, layer_height_mm: 0.2, supports: true }),
  ],
  [
    PRINT3D,
    'gasket.stl in TPU, no supports, 100 percent infill',
    call('queue_3d_print', { file: 'gasket.stl', material: 'TPU', supports: false, infill_percent: 100 }),
  ],
  [
    PRINT3D,
    'bracket.stl, petg, 0.12 layer height, 2 copies',
    call('queue_3d_print', { file: 'bracket.stl', material: 'PETG', layer_height_mm: 0.12, copies: 2 }),
  ],
  [PRINT3D, 'print the drawer handle in abs', needs('queue_3d_print')],
  [PRINT3D, 'order 2 spools of black PLA', call('order_filament', { material: 'PLA', color: 'black', spools: 2 })],
  [
    PRINT3D,
    'need another roll of petg, 2.85mm, white',
    call('order_filament', { material: 'PETG', spools: 1, diameter_mm: 2.85, color: 'white' }),
  ],
  [PRINT3D, 'three spools of abs 1.75', call('order_filament', { material: 'ABS', spools: 3, diameter_mm: 1.75 })],
  [PRINT3D, "we're out of TPU", needs('order_filament')],
  [PRINT3D, 'why is my first layer not sticking', none],
  [PRINT3D, 'the printer finally printed a perfect benchy', none],

  // learning to drive
  [DRIVING, 'book a driving lesson friday at 9', call('book_driving_lesson', { date: '2026-11-27', time: '09:00' })],
  [
    DRIVING,
    'lesson next monday 4:30pm, 90 minutes, automatic',
    call('book_driving_lesson', { date: '2026-11-30', time: '16:30', minutes: 90, transmission: 'automatic' }),
  ],
  [
    DRIVING,
    'two hour manual lesson dec 2 at 10am, pick me up from 14 Park Road',
    call('book_driving_lesson', { date: '2026-12-02', time: '10:00', minutes: 120, transmission: 'manual', pickup: '14 Park Road' }),
  ],
  [
    DRIVING,
    'lesson tmrw at 8am in an automatic',
    call('book_driving_lesson', { date: '2026-11-25', time: '08:00', transmission: 'automatic' }),
    only('book_driving_lesson'),
  ],
  [DRIVING, 'can i have a lesson on saturday', needs('book_driving_lesson')],
  [DRIVING, 'drove 45 minutes with Sam yesterday', call('log_practice_drive', { minutes: 45, date: '2026-11-23', supervisor: 'Sam' })],
  [
    DRIVING,
    'log an hour of night driving, motorway and rain',
    call('log_practice_drive', { minutes: 60, night: true, conditions: ['motorway', 'rain'] }),
  ],
  [
    DRIVING,
    'practice drive: 30 min in the city this morning',
    call('log_practice_drive', { minutes: 30, date: '2026-11-24', conditions: ['city'] }),
  ],
  [
    DRIVING,
    'did an hour and a half on country roads on sunday with priya, in the dark',
    call('log_practice_drive', { minutes: 90, date: '2026-11-22', conditions: ['rural'], supervisor: 'Priya', night: true }),
  ],
  [
    DRIVING,
    'another 20 minutes of practice today in the snow',
    call('log_practice_drive', { minutes: 20, date: '2026-11-24', conditions: ['snow'] }),
  ],
  [DRIVING, 'how many hours should i practice before my test', none],
  [DRIVING, 'stalled twice at the roundabout today lol', none],

  // optician
  [OPTICIAN, 'reorder my contacts, -2.50 both eyes, 2 boxes', call('order_contact_lenses', { eye: 'both', power: -2.5, boxes: 2 })],
  [
    OPTICIAN,
    'left eye -3.25, 1 box of Acuvue monthlies',
    call('order_contact_lenses', { eye: 'left', power: -3.25, boxes: 1, replacement: 'monthly', brand: 'Acuvue' }),
  ],
  [
    OPTICIAN,
    'right eye +1.75 dailies, 4 boxes',
    call('order_contact_lenses', { eye: 'right', power: 1.75, replacement: 'daily', boxes: 4 }),
  ],
  [
    OPTICIAN,
    'two week lenses, minus 4, both eyes, 3 boxes',
    call('order_contact_lenses', { eye: 'both', power: -4, replacement: 'two_weekly', boxes: 3 }),
  ],
  [OPTICIAN, 'order contact lenses', needs('order_contact_lenses')],
  [OPTICIAN, 'book an eye test dec 8 at 11:15', call('book_eye_test', { date: '2026-12-08', time: '11:15' })],
  [OPTICIAN, 'eye exam for my daughter saturday 10am', call('book_eye_test', { date: '2026-11-28', time: '10:00', kind: 'child' })],
  [OPTICIAN, 'contact lens check-up thursday 3pm', call('book_eye_test', { date: '2026-11-26', time: '15:00', kind: 'contact_lenses' })],
  [
    OPTICIAN,
    'i think i need new glasses, can i come in wednesday at 9',
    call('book_eye_test', { date: '2026-11-25', time: '09:00', kind: 'glasses' }),
  ],
  [OPTICIAN, 'can i sleep in my contacts', none],
  [OPTICIAN, 'new glasses look great honestly', none],

  // bakery cake orders
  [
    BAKERY,
    'chocolate cake for 20 people, pick up saturday at 2pm',
    call('order_cake', { flavor: 'chocolate', servings: 20, ready_at: '2026-11-28T14:00:00Z' }),
  ],
  [
    BAKERY,
    'lemon cake for 12, friday 10am pickup, write Happy Birthday Ava on it',
    call('order_cake', { flavor: 'lemon', servings: 12, ready_at: '2026-11-27T10:00:00Z', message: 'Happy Birthday Ava' }),
  ],
  [
    BAKERY,
    'red velvet, serves 30, dec 12 at noon, nut free',
    call('order_cake', { flavor: 'red_velvet', servings: 30, ready_at: '2026-12-12T12:00:00Z', avoid: ['nuts'] }),
  ],
  [
    BAKERY,
    'carrot cake for ten tomorrow 4pm, gluten, dairy and egg free please',
    call('order_cake', { flavor: 'carrot', servings: 10, ready_at: '2026-11-25T16:00:00Z', avoid: ['gluten', 'dairy', 'eggs'] }),
  ],
  [
    BAKERY,
    'vanilla cake for 40 delivered to 22 Mill Lane on dec 5 at 3pm, leave it with reception',
    call('order_cake', {
      flavor: 'vanilla',
      servings: 40,
      ready_at: '2026-12-05T15:00:00Z',
      delivery: { address: '22 Mill Lane', instructions: 'leave it with reception' },
    }),
  ],
  [
    BAKERY,
    'chocolate one for my sons party, 15 kids, thursday at 3',
    call('order_cake', { flavor: 'chocolate', servings: 15, ready_at: '2026-11-26T15:00:00Z' }),
  ],
  [BAKERY, 'lemon, 16 servings, sunday 11am', call('order_cake', { flavor: 'lemon', servings: 16, ready_at: '2026-11-29T11:00:00Z' }), ANY],
  [BAKERY, 'i want to order a birthday cake', needs('order_cake')],
  [BAKERY, 'cancel cake order ck1029', call('cancel_cake_order', { order: 'CK1029' })],
  [BAKERY, "we don't need the cake anymore, can you cancel it", needs('cancel_cake_order')],
  [BAKERY, 'how far ahead should i order a wedding cake', none],
  [BAKERY, 'that carrot cake last week was unreal', none],

  // day spa
  [
    SPA,
    'book a deep tissue massage thursday 5pm, 60 min',
    call('book_massage', { kind: 'deep_tissue', start: '2026-11-26T17:00:00Z', minutes: 60 }),
  ],
  [
    SPA,
    'hot stone with Lena on saturday at 11am, 90 minutes',
    call('book_massage', { kind: 'hot_stone', therapist: 'Lena', start: '2026-11-28T11:00:00Z', minutes: 90 }),
  ],
  [
    SPA,
    'swedish massge tomorrow 2pm, light pressure please',
    call('book_massage', { kind: 'swedish', start: '2026-11-25T14:00:00Z', pressure: 'light' }),
  ],
  [
    SPA,
    "i'm 30 weeks pregnant, could i get a massage dec 3 at 10am",
    call('book_massage', { kind: 'prenatal', start: '2026-12-03T10:00:00Z' }),
  ],
  [
    SPA,
    'sports massage, half hour, firm, friday 7:30am',
    call('book_massage', { kind: 'sports', minutes: 30, pressure: 'firm', start: '2026-11-27T07:30:00Z' }),
  ],
  [SPA, 'i need a massage', needs('book_massage')],
  [SPA, 'sauna for 2 tonight at 8', call('book_sauna', { date: '2026-11-24', time: '20:00', people: 2 })],
  [SPA, 'private sauna sunday 6pm for four', call('book_sauna', { date: '2026-11-29', time: '18:00', people: 4, private: true })],
  [SPA, 'sauna wensday 7am, just me', call('book_sauna', { date: '2026-11-25', time: '07:00', people: 1 })],
  [SPA, 'sauna tomorrow at 9pm for three', call('book_sauna', { date: '2026-11-25', time: '21:00', people: 3 })],
  [SPA, 'is it bad to go in the sauna right after a workout', none],
  [SPA, 'my back is killing me', none],

  // lost property
  [
    LOST,
    'i lost my wallet on the 42 bus yesterday',
    call('report_lost_item', { item: 'wallet', lost_at: '42 bus', lost_on: '2026-11-23' }),
  ],
  [
    LOST,
    'lost a blue umbrella at Central Library on friday, $20 reward',
    call('report_lost_item', { item: 'umbrella', color: 'blue', lost_at: 'Central Library', lost_on: '2026-11-20', reward: 20 }),
  ],
  [
    LOST,
    'my keys are missing, i think i dropped them at Riverside Park this morning',
    call('report_lost_item', { item: 'keys', lost_at: 'Riverside Park', lost_on: '2026-11-24' }),
  ],
  [
    LOST,
    'lost my grey phone at the Odeon last night',
    call('report_lost_item', { item: 'phone', color: 'grey', lost_at: 'Odeon', lost_on: '2026-11-23' }),
  ],
  [LOST, 'i lost something', needs('report_lost_item')],
  [LOST, 'has anyone handed in a red scarf', call('search_found_items', { query: 'red scarf' })],
  [LOST, 'check found items for airpods since saturday', call('search_found_items', { query: 'airpods', since: '2026-11-21' })],
  [LOST, 'search lost property for a kids water bottle', call('search_found_items', { query: 'kids water bottle' })],
  [LOST, 'any sunglasses turned in since monday?', call('search_found_items', { query: 'sunglasses', since: '2026-11-23' })],
  [LOST, 'what should i do if i find a wallet', none],
  [LOST, 'found my glasses, they were on my head the whole time', none],

  // pub quiz league
  [
    QUIZ,
    'sign up Quizteama Aguilera for thursday, 5 players',
    call('register_quiz_team', { team: 'Quizteama Aguilera', date: '2026-11-26', players: 5 }),
  ],
  [QUIZ, 'put Les Quizerables down for dec 3', call('register_quiz_team', { team: 'Les Quizerables', date: '2026-12-03' })],
  [
    QUIZ,
    "enter the Smarty Pints for tonight, there'll be six of us",
    call('register_quiz_team', { team: 'Smarty Pints', date: '2026-11-24', players: 6 }),
  ],
  [
    QUIZ,
    'quiz team Trivia Newton John, 4 people, monday',
    call('register_quiz_team', { team: 'Trivia Newton John', players: 4, date: '2026-11-30' }),
  ],
  [QUIZ, 'register a team for the quiz', needs('register_quiz_team')],
  [QUIZ, 'leaderboard for thursday nights', call('quiz_leaderboard', { night: 'thursday' })],
  [QUIZ, "who's top of the quiz league", call('quiz_leaderboard', {})],
  [QUIZ, 'show me the top 5 in the monday league', call('quiz_leaderboard', { night: 'monday', top: 5 })],
  [QUIZ, 'how many points are we behind on the thursday table', call('quiz_leaderboard', { night: 'thursday' })],
  [QUIZ, 'whats the capital of australia', none],
  [QUIZ, 'we came last again lmao', none],

  // everything at once
  [ALL10, 'book a swedish massage for friday at 4pm', call('book_massage', { kind: 'swedish', start: '2026-11-27T16:00:00Z' })],
  [
    ALL10,
    'deep tissue, 90 min, saturday 3pm',
    call('book_massage', { kind: 'deep_tissue', minutes: 90, start: '2026-11-28T15:00:00Z' }),
    only('book_massage'),
  ],
  [ALL10, 'ferry times dover calais dec 20', call('ferry_sailings', { route: 'dover_calais', date: '2026-12-20' })],
  [ALL10, 'log 12 units long-acting insulin', call('log_insulin', { units: 12, insulin: 'long_acting' })],
  [ALL10, 'shot 580 today, 60 arrows at 18m', call('log_archery_score', { score: 580, arrows: 60, distance_m: 18 })],
  [ALL10, 'is my bike ready? BK2210', call('bike_repair_status', { ticket: 'BK2210' })],
  [ALL10, 'order 3 spools of red petg', call('order_filament', { material: 'PETG', color: 'red', spools: 3 })],
  [ALL10, 'need a babysitter thursday 7pm for 3 hours', call('book_babysitter', { start: '2026-11-26T19:00:00Z', hours: 3 })],
  [ALL10, 'has anyone turned in a black backpack', call('search_found_items', { query: 'black backpack' })],
  [ALL10, "i'll miss choir on thursday", call('rsvp_rehearsal', { date: '2026-11-26', attending: false })],
  [ALL10, 'set loco 7 to speed 60', call('set_loco_speed', { address: 7, speed: 60 })],
  [ALL10, 'list my coffee table for 60', call('post_listing', { title: 'coffee table', price: 60 })],
  [ALL10, '4x6 prints of Halloween 2026', call('order_photo_prints', { album: 'Halloween 2026', size: '4x6' })],
  [ALL10, 'swam 2000 metres this morning', call('log_swim', { meters: 2000, date: '2026-11-24' })],
  [ALL10, 'blood sugar 210 after dinner', call('log_glucose', { mg_dl: 210, context: 'after_meal' })],
  [ALL10, 'three tickets for the carol service', call('reserve_concert_seats', { concert: 'carol_service', seats: 3 })],
  [ALL10, 'wait times in kiddie kingdom', call('ride_wait_times', { area: 'kiddie_kingdom' })],
  [
    ALL10,
    'chocolate cake for 8, pickup wednesday 5pm',
    call('order_cake', { flavor: 'chocolate', servings: 8, ready_at: '2026-11-25T17:00:00Z' }),
  ],
  [ALL10, 'eye test monday 9:45am', call('book_eye_test', { date: '2026-11-30', time: '09:45' })],
  [ALL10, 'log 40 minutes of driving practice with Tom', call('log_practice_drive', { minutes: 40, supervisor: 'Tom' })],
  [ALL10, 'register team Quiz Khalifa for thursday', call('register_quiz_team', { team: 'Quiz Khalifa', date: '2026-11-26' })],
  [ALL10, 'cancel FB118230', call('cancel_ferry_booking', { booking: 'FB118230' })],
  [ALL10, 'cancel SIT-7781', call('cancel_babysitter', { booking: 'SIT-7781' }), ANY],
  [ALL10, 'throw turnout 9 to diverging', call('set_turnout', { turnout: 9, position: 'diverging' }), ANY],
  [ALL10, 'sauna for 3 friday at 6pm', call('book_sauna', { date: '2026-11-27', time: '18:00', people: 3 })],
  [ALL10, 'order contacts', needs('order_contact_lenses')],
  [ALL10, 'join the virtual queue for galaxy coaster', needs('join_virtual_queue')],
  [ALL10, 'thanks, thats everything for now', none],
  [ALL10, 'what can you help me with?', none],
  [ALL10, 'whats a good name for a pub quiz team', none],
];
