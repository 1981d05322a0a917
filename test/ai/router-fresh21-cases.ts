import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  BIKE_SHOP,
  BROADBAND,
  CARAVAN,
  CHOIR,
  CINEMA,
  CLIMBING,
  COUNCIL_TAX,
  FOOD_BANK,
  JEWELLERY,
  LANGUAGE_EXCHANGE,
  LOST_PROPERTY,
  MODEL_RAILWAY,
  MOUNTAIN_HUT,
  NAIL_SALON,
  POST_OFFICE,
  QUIZ_LEAGUE,
  ROWING,
  TATTOO,
  TYRES,
  VACCINATION,
  WINE_CLUB,
  YOGA,
} from './router-fresh21-tools.js';

/*
 * The twenty-second fresh table (fresh 21), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day already past, such as when something was
 * lost or a match was played, resolved backwards; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ, a time with
 * no day its next occurrence; values a pattern asks for normalised to it), a text answer asking for a
 * required value the request does not give, or any text answer when no tool fits.
 */
export const FRESH21: Case[] = [
  // Cinema
  [CINEMA, 'whats on for Wicked tomorrow', call('find_showtimes', { film: 'Wicked', date: '2026-11-25' })],
  [
    CINEMA,
    'Is Gladiator II showing in imax on saturday?',
    call('find_showtimes', { film: 'Gladiator II', date: '2026-11-28', screen_format: 'imax' }),
  ],
  [
    CINEMA,
    'book 2 tickets for Paddington in Peru at 4.15pm on sunday, both kids',
    call('book_cinema_tickets', {
      film: 'Paddington in Peru',
      showing: '2026-11-29T16:15:00Z',
      tickets: 2,
      ticket_type: 'child',
    }),
  ],
  [
    CINEMA,
    'can you get me three recliner seats for Dune at 8pm tonight',
    call('book_cinema_tickets', { film: 'Dune', showing: '2026-11-24T20:00:00Z', tickets: 3, seat_type: 'recliner' }),
  ],
  [CINEMA, 'I want to book tickets to see Nosferatu on friday', needs('book_cinema_tickets')],
  [CINEMA, 'cancel booking cn4418207 please', call('cancel_cinema_booking', { booking_code: 'CN4418207' })],
  [
    CINEMA,
    'cancel CN5531092, reason: double booked',
    call('cancel_cinema_booking', { booking_code: 'CN5531092', reason: 'double booked' }),
  ],
  [
    CINEMA,
    'sign me up for the annual membership, email is tom.barker@gmail.com',
    call('join_cinema_membership', { plan: 'annual', email: 'tom.barker@gmail.com' }),
  ],
  [
    CINEMA,
    "i'm a student, can i join the membership? my uni email is r.okafor@student.leeds.ac.uk",
    call('join_cinema_membership', { plan: 'student', email: 'r.okafor@student.leeds.ac.uk' }),
  ],
  [CINEMA, 'what time is the last showing of Moana 2 tonight?', call('find_showtimes', { film: 'Moana 2', date: '2026-11-24' })],
  [
    CINEMA,
    'two adult tickets and premium seats for Conclave, the 7.45 showing on thursday evening',
    call('book_cinema_tickets', {
      film: 'Conclave',
      showing: '2026-11-26T19:45:00Z',
      tickets: 2,
      ticket_type: 'adult',
      seat_type: 'premium',
    }),
  ],
  [
    CINEMA,
    'showtimes for The Brutalist in 2D next tuesday',
    call('find_showtimes', { film: 'The Brutalist', date: '2026-12-01', screen_format: '2d' }),
    ANY,
  ],
  [CINEMA, 'how much popcorn can you fit in a large tub lol', none],
  [CINEMA, 'cancel my cinema booking', needs('cancel_cinema_booking')],

  // Climbing wall
  [
    CLIMBING,
    'book bouldering for 2 of us tomorrow at 6pm',
    call('book_climbing_session', { date: '2026-11-25', start: '18:00', climbers: 2, activity: 'bouldering' }),
  ],
  [
    CLIMBING,
    'kids club slot on saturday at half 10 for my 3 kids',
    call('book_climbing_session', { date: '2026-11-28', start: '10:30', climbers: 3, activity: 'kids_club' }),
  ],
  [
    CLIMBING,
    'top roping friday 7.30pm, 2 people',
    call('book_climbing_session', { date: '2026-11-27', start: '19:30', climbers: 2, activity: 'top_rope' }),
  ],
  [CLIMBING, 'I want to book a climbing session next week', needs('book_climbing_session')],
  [CLIMBING, 'can the 3 of us do the induction on thursday?', call('book_induction', { date: '2026-11-26', people: 3 })],
  [
    CLIMBING,
    'I climb at another wall already so I just need the quick belay check, book me in for the 1st',
    call('book_induction', { date: '2026-12-01', people: 1, experienced: true }),
  ],
  [
    CLIMBING,
    'need to hire shoes size 9 and a harness for sunday',
    call('hire_kit', { items: ['shoes', 'harness'], shoe_size: 9, date: '2026-11-29' }),
  ],
  [CLIMBING, 'rent a chalk bag pls', call('hire_kit', { items: ['chalk_bag'] })],
  [CLIMBING, 'when is the cave getting reset?', call('get_reset_schedule', { wall: 'cave' })],
  [CLIMBING, 'any new problems going up soon?', call('get_reset_schedule', {})],
  [CLIMBING, 'how do I tie a figure of eight knot', none],
  [
    CLIMBING,
    'lead climbing, 8pm tonight, just me',
    call('book_climbing_session', { date: '2026-11-24', start: '20:00', climbers: 1, activity: 'lead' }),
    ANY,
  ],
  [
    CLIMBING,
    'bouldering for one on the 30th at noon',
    call('book_climbing_session', { date: '2026-11-30', start: '12:00', climbers: 1, activity: 'bouldering' }),
  ],

  // Yoga studio
  [YOGA, 'what yin classes are on thursday', call('list_yoga_classes', { date: '2026-11-26', style: 'yin' })],
  [YOGA, 'any beginner classes this week?', call('list_yoga_classes', { level: 'beginner' })],
  [YOGA, 'book me into the 6.30pm vinyasa tomorrow', call('book_yoga_class', { class_start: '2026-11-25T18:30:00Z', style: 'vinyasa' })],
  [
    YOGA,
    "book hot yoga on saturday at 9am, I'll need to hire a mat",
    call('book_yoga_class', { class_start: '2026-11-28T09:00:00Z', style: 'hot', mat_hire: true }),
  ],
  [YOGA, 'put me down for the 7am ashtanga', call('book_yoga_class', { class_start: '2026-11-25T07:00:00Z', style: 'ashtanga' })],
  [YOGA, 'I want to book a class on friday', needs('book_yoga_class')],
  [YOGA, 'cancel YG-20417', call('cancel_yoga_booking', { booking_id: 'YG-20417' })],
  [YOGA, 'cant make class tonight, booking yg 88213, cancel it', call('cancel_yoga_booking', { booking_id: 'YG-88213' })],
  [YOGA, 'buy a 10 class pass', call('buy_class_pass', { pass: '10_class' })],
  [
    YOGA,
    "i'll take the unlimited monthly pass starting on the 1st of december",
    call('buy_class_pass', { pass: 'unlimited_month', start_date: '2026-12-01' }),
  ],
  [YOGA, 'is yoga good for back pain?', none],
  [YOGA, 'restorative on sunday?', call('list_yoga_classes', { date: '2026-11-29', style: 'restorative' }), only('list_yoga_classes')],
  [YOGA, 'any advanced ashtanga on saturday', call('list_yoga_classes', { date: '2026-11-28', style: 'ashtanga', level: 'advanced' })],

  // Tattoo studio
  [
    TATTOO,
    "I'd like a consultation for a fine line piece on my inner wrist, about 5cm",
    call('request_tattoo_consultation', { placement: 'inner wrist', style: 'fine_line', size_cm: 5 }),
  ],
  [
    TATTOO,
    'hey can I come in to talk about a japanese sleeve on my left arm with Kenji? ideally wednesday the 2nd',
    call('request_tattoo_consultation', {
      placement: 'left arm',
      style: 'japanese',
      artist: 'Kenji',
      preferred_date: '2026-12-02',
    }),
  ],
  [TATTOO, 'pay the £50 deposit for INK3021', call('pay_tattoo_deposit', { booking_ref: 'INK3021', amount: 50 })],
  [TATTOO, 'pay deposit for booking ink 0457, its 80 quid', call('pay_tattoo_deposit', { booking_ref: 'INK0457', amount: 80 })],
  [TATTOO, 'can you move INK2290 to the 15th of december', call('reschedule_tattoo', { booking_ref: 'INK2290', new_date: '2026-12-15' })],
  [TATTOO, 'reschedule my tattoo to next saturday', needs('reschedule_tattoo')],
  [TATTOO, 'does it hurt more on the ribs?', none],
  [
    TATTOO,
    'lettering on my collarbone, consultation please',
    call('request_tattoo_consultation', { placement: 'collarbone', style: 'lettering' }),
  ],
  [
    TATTOO,
    'blackwork on the back of the calf, roughly 15 cm',
    call('request_tattoo_consultation', { placement: 'back of the calf', style: 'blackwork', size_cm: 15 }),
    ANY,
  ],
  [TATTOO, 'INK7712 - need to push it back to january 9th', call('reschedule_tattoo', { booking_ref: 'INK7712', new_date: '2027-01-09' })],
  [
    TATTOO,
    'consultation with Mara for a watercolour hummingbird on my shoulder blade, around 10cm',
    call('request_tattoo_consultation', { placement: 'shoulder blade', style: 'watercolour', size_cm: 10, artist: 'Mara' }),
  ],
  [
    TATTOO,
    'traditional swallow on the hand, can I come in on the 1st to chat about it',
    call('request_tattoo_consultation', { placement: 'hand', style: 'traditional', preferred_date: '2026-12-01' }),
  ],
  [TATTOO, 'pay £120 deposit on booking INK5500', call('pay_tattoo_deposit', { booking_ref: 'INK5500', amount: 120 })],

  // Community choir
  [CHOIR, "I won't be at rehearsal on thursday", call('rsvp_rehearsal', { date: '2026-11-26', attending: false })],
  [CHOIR, "yes I'll be there monday night", call('rsvp_rehearsal', { date: '2026-11-30', attending: true })],
  [
    CHOIR,
    "tell the director I'll be at rehearsal on the 3rd but might be 10 minutes late",
    call('rsvp_rehearsal', { date: '2026-12-03', attending: true, note: 'might be 10 minutes late' }),
  ],
  [
    CHOIR,
    'can I get the alto part for Hallelujah Chorus as a pdf',
    call('request_sheet_music', { piece: 'Hallelujah Chorus', voice_part: 'alto', format: 'pdf' }),
  ],
  [
    CHOIR,
    "I'm a tenor, do you have a practice track for O Holy Night?",
    call('request_sheet_music', { piece: 'O Holy Night', voice_part: 'tenor', format: 'practice_track' }),
  ],
  [CHOIR, 'send me the music for Silent Night', needs('request_sheet_music')],
  [
    CHOIR,
    "put me down for the carol concert on december 19th, soprano, and I'll need a lift",
    call('sign_up_concert', { concert_date: '2026-12-19', voice_part: 'soprano', needs_lift: true }),
  ],
  [CHOIR, 'pay my spring subs, concession rate please', call('pay_choir_subs', { term: 'spring', concession: true })],
  [CHOIR, 'pay subs for this term', call('pay_choir_subs', { term: 'autumn' })],
  [CHOIR, 'who wrote the messiah?', none],
  [CHOIR, 'sorry cant come tonight', call('rsvp_rehearsal', { date: '2026-11-24', attending: false }), only('rsvp_rehearsal')],
  [
    CHOIR,
    'bass part of Zadok the Priest, printed please',
    call('request_sheet_music', { piece: 'Zadok the Priest', voice_part: 'bass', format: 'printed' }),
  ],
  [
    CHOIR,
    'sign me up for the concert on sunday the 13th, I sing alto',
    call('sign_up_concert', { concert_date: '2026-12-13', voice_part: 'alto' }),
  ],

  // Rowing club
  [ROWING, 'book a single for 7am tomorrow', call('book_boat', { boat_class: '1x', outing_start: '2026-11-25T07:00:00Z' })],
  [
    ROWING,
    'need the eight on saturday morning at 8:30 for 90 mins',
    call('book_boat', { boat_class: '8+', outing_start: '2026-11-28T08:30:00Z', duration_minutes: 90 }),
  ],
  [
    ROWING,
    'can me and Sam take a double out on sunday at 10am for an hour',
    call('book_boat', { boat_class: '2x', outing_start: '2026-11-29T10:00:00Z', duration_minutes: 60 }),
  ],
  [ROWING, 'book a quad for thursday', needs('book_boat')],
  [ROWING, 'log 12k in the single this morning', call('log_outing', { date: '2026-11-24', distance_km: 12, boat_class: '1x' })],
  [ROWING, 'did 8.5 km yesterday', call('log_outing', { date: '2026-11-23', distance_km: 8.5 })],
  [
    ROWING,
    'log my outing from saturday, coxed four, 14 km, notes: felt strong',
    call('log_outing', { date: '2026-11-21', distance_km: 14, boat_class: '4+', notes: 'felt strong' }),
  ],
  [
    ROWING,
    'report damage to Miss Daisy: bent rigger on bow side. not safe to row',
    call('report_boat_damage', { boat_name: 'Miss Daisy', description: 'bent rigger on bow side', severity: 'unsafe' }),
  ],
  [
    ROWING,
    'small crack in the fin on Tamesis, minor',
    call('report_boat_damage', { boat_name: 'Tamesis', description: 'small crack in the fin', severity: 'minor' }),
  ],
  [ROWING, 'what flag is the river on?', call('get_river_flag', {})],
  [ROWING, "will it be safe to row on saturday, what's the flag", call('get_river_flag', { date: '2026-11-28' })],
  [ROWING, 'whats a good split for a 2k?', none],
  [ROWING, 'book the pair at 6.45am wednesday', call('book_boat', { boat_class: '2-', outing_start: '2026-11-25T06:45:00Z' })],

  // Mountain hut reservations
  [
    MOUNTAIN_HUT,
    'are there beds at Refuge du Goûter on 3 Jan for 2 nights?',
    call('check_hut_availability', { hut: 'Refuge du Goûter', arrival: '2027-01-03', nights: 2 }),
  ],
  [
    MOUNTAIN_HUT,
    'any space at the Hörnli Hut on friday for 4 of us',
    call('check_hut_availability', { hut: 'Hörnli Hut', arrival: '2026-11-27', guests: 4 }),
  ],
  [
    MOUNTAIN_HUT,
    'reserve 3 bunks at Capanna Margherita from the 12th for 2 nights with half board',
    call('reserve_bunks', { hut: 'Capanna Margherita', arrival: '2026-12-12', nights: 2, guests: 3, half_board: true }),
  ],
  [
    MOUNTAIN_HUT,
    "book us into Schönbielhütte on saturday, two people, we're both alpine club members",
    call('reserve_bunks', { hut: 'Schönbielhütte', arrival: '2026-11-28', guests: 2, alpine_club_member: true }),
  ],
  [MOUNTAIN_HUT, 'reserve bunks at Glecksteinhütte for the 5th', needs('reserve_bunks')],
  [MOUNTAIN_HUT, 'cancel HT204881', call('cancel_hut_reservation', { reservation_number: 'HT204881' })],
  [
    MOUNTAIN_HUT,
    '2 packed lunches for tomorrow morning please, reservation HT550193',
    call('order_packed_lunch', { reservation_number: 'HT550193', lunches: 2, date: '2026-11-25' }),
  ],
  [MOUNTAIN_HUT, "what's the weather going to be like on the glacier?", none],
  [MOUNTAIN_HUT, 'how long is the walk from the cable car to the hut?', none],
  [
    MOUNTAIN_HUT,
    'book Refugio Elena for 4 people arriving 20th of december, 3 nights',
    call('reserve_bunks', { hut: 'Refugio Elena', arrival: '2026-12-20', guests: 4, nights: 3 }),
    ANY,
  ],
  [
    MOUNTAIN_HUT,
    'do they have room at Monte Rosa Hütte next tuesday?',
    call('check_hut_availability', { hut: 'Monte Rosa Hütte', arrival: '2026-12-01' }),
  ],
  [MOUNTAIN_HUT, 'please cancel reservation ht 019 775, plans changed', call('cancel_hut_reservation', { reservation_number: 'HT019775' })],
  [
    MOUNTAIN_HUT,
    'four packed lunches on saturday for HT331208',
    call('order_packed_lunch', { reservation_number: 'HT331208', lunches: 4, date: '2026-11-28' }),
  ],
  [
    MOUNTAIN_HUT,
    'check Rifugio Torino for 6 guests from the 27th of december for 1 night',
    call('check_hut_availability', { hut: 'Rifugio Torino', arrival: '2026-12-27', guests: 6, nights: 1 }),
  ],

  // Language exchange meetups
  [LANGUAGE_EXCHANGE, 'any spanish meetups in Bristol?', call('find_meetups', { language: 'spanish', city: 'Bristol' })],
  [LANGUAGE_EXCHANGE, 'is there a french conversation night on thursday', call('find_meetups', { language: 'french', date: '2026-11-26' })],
  [
    LANGUAGE_EXCHANGE,
    'japanese exchange in manchester this saturday',
    call('find_meetups', { language: 'japanese', city: 'Manchester', date: '2026-11-28' }),
  ],
  [LANGUAGE_EXCHANGE, 'rsvp to LX4410', call('rsvp_meetup', { meetup_id: 'LX4410' })],
  [LANGUAGE_EXCHANGE, "count me in for lx 0923 and I'm bringing two friends", call('rsvp_meetup', { meetup_id: 'LX0923', guests: 2 })],
  [
    LANGUAGE_EXCHANGE,
    'I speak english and want to practise german, intermediate level, would prefer online',
    call('find_tandem_partner', { offers: 'english', wants: 'german', level: 'intermediate', online: true }),
  ],
  [
    LANGUAGE_EXCHANGE,
    'native portuguese speaker looking to improve my italian',
    call('find_tandem_partner', { offers: 'portuguese', wants: 'italian' }),
  ],
  [
    LANGUAGE_EXCHANGE,
    'set up a mandarin meetup at Brewdog Camden on friday 7pm, max 12 people',
    call('host_meetup', { language: 'mandarin', venue: 'Brewdog Camden', start: '2026-11-27T19:00:00Z', max_people: 12 }),
  ],
  [LANGUAGE_EXCHANGE, 'how do you say good morning in italian', none],
  [LANGUAGE_EXCHANGE, 'I want to host a spanish meetup next month', needs('host_meetup')],
  [LANGUAGE_EXCHANGE, 'german, berlin', call('find_meetups', { language: 'german', city: 'Berlin' }), only('find_meetups')],
  [
    LANGUAGE_EXCHANGE,
    "I'd like to practise my english, I speak japanese, I'm a beginner",
    call('find_tandem_partner', { offers: 'japanese', wants: 'english', level: 'beginner' }),
  ],
  [
    LANGUAGE_EXCHANGE,
    'host a french meetup at Bar Italia thursday 6.30pm',
    call('host_meetup', { language: 'french', venue: 'Bar Italia', start: '2026-11-26T18:30:00Z' }),
  ],

  // Bicycle repair shop
  [
    BIKE_SHOP,
    'can I drop my road bike in for a full service on monday',
    call('book_bike_service', { service: 'full_service', drop_off: '2026-11-30', bike_type: 'road' }),
  ],
  [
    BIKE_SHOP,
    'gears keep slipping on my hybrid, can i bring it in tomorrow?',
    call('book_bike_service', { service: 'gears', drop_off: '2026-11-25', bike_type: 'hybrid' }),
  ],
  [
    BIKE_SHOP,
    'puncture on my ebike, dropping it off thursday',
    call('book_bike_service', { service: 'puncture', drop_off: '2026-11-26', bike_type: 'ebike' }),
  ],
  [BIKE_SHOP, 'is BR-30412 ready yet?', call('get_repair_status', { job_number: 'BR-30412' })],
  [BIKE_SHOP, 'any news on my bike, ticket says br 11857', call('get_repair_status', { job_number: 'BR-11857' })],
  [BIKE_SHOP, 'is my bike ready?', needs('get_repair_status')],
  [BIKE_SHOP, 'how much for 2 inner tubes, 700c', call('quote_bike_parts', { part: 'inner_tube', wheel_size: '700c', quantity: 2 })],
  [BIKE_SHOP, 'price of a new chain?', call('quote_bike_parts', { part: 'chain' })],
  [BIKE_SHOP, 'do you have 29 inch tyres', call('quote_bike_parts', { part: 'tyre', wheel_size: '29' })],
  [BIKE_SHOP, 'whats the best way to clean a chain at home', none],
  [
    BIKE_SHOP,
    'I need my wheel trued, can I bring it saturday. its a kids bike',
    call('book_bike_service', { service: 'wheel_true', drop_off: '2026-11-28', bike_type: 'kids' }),
  ],
  [
    BIKE_SHOP,
    'full service on my folding bike, dropping off on the 7th',
    call('book_bike_service', { service: 'full_service', drop_off: '2026-12-07', bike_type: 'folding' }),
  ],
  [BIKE_SHOP, 'brake pads x2 how much', call('quote_bike_parts', { part: 'brake_pads', quantity: 2 })],
  [
    BIKE_SHOP,
    'need to book in a basic service for my mountain bike next tuesday',
    call('book_bike_service', { service: 'basic_service', drop_off: '2026-12-01', bike_type: 'mountain' }),
  ],

  // Caravan servicing
  [
    CARAVAN,
    'book my caravan in for its annual service on the 8th of december',
    call('book_caravan_service', { service: 'annual_service', date: '2026-12-08' }),
  ],
  [
    CARAVAN,
    'need a habitation check on my Bailey Unicorn, twin axle, friday next week',
    call('book_caravan_service', {
      service: 'habitation_check',
      date: '2026-12-04',
      make: 'Bailey Unicorn',
      twin_axle: true,
    }),
  ],
  [CARAVAN, 'damp test please', needs('book_caravan_service')],
  [CARAVAN, 'can you fit a motor mover on wed 2 dec', call('book_caravan_service', { service: 'motor_mover_fit', date: '2026-12-02' })],
  [
    CARAVAN,
    'collect it from my storage site, postcode YO62 5LD, on tuesday the 1st',
    call('arrange_caravan_collection', { postcode: 'YO62 5LD', date: '2026-12-01' }),
  ],
  [
    CARAVAN,
    'can your driver pick up the van from hg3 2rt tomorrow',
    call('arrange_caravan_collection', { postcode: 'HG3 2RT', date: '2026-11-25' }),
  ],
  [CARAVAN, 'send me the report for job CV40127', call('get_service_report', { job_ref: 'CV40127' })],
  [CARAVAN, 'what were the damp readings from cv 08831', call('get_service_report', { job_ref: 'CV08831' })],
  [
    CARAVAN,
    "I'd like to store the caravan over winter, from 1st december for 4 months",
    call('book_winter_storage', { start: '2026-12-01', months: 4 }),
  ],
  [CARAVAN, 'storage for six months starting monday', call('book_winter_storage', { start: '2026-11-30', months: 6 })],
  [CARAVAN, 'how do I winterise the water system', none],
  [
    CARAVAN,
    'gas safety check on the 14th please, its an Elddis Avante',
    call('book_caravan_service', { service: 'gas_safety', date: '2026-12-14', make: 'Elddis Avante' }),
  ],
  [
    CARAVAN,
    'can you collect from DN22 7XL on monday the 7th',
    call('arrange_caravan_collection', { postcode: 'DN22 7XL', date: '2026-12-07' }),
  ],

  // Council tax account
  [COUNCIL_TAX, 'whats my balance, account 104558723', call('get_council_tax_balance', { account_number: '104558723' })],
  [COUNCIL_TAX, 'how much council tax do I still owe this year?', needs('get_council_tax_balance')],
  [
    COUNCIL_TAX,
    'set up direct debit on the 15th for account 300218846',
    call('set_up_direct_debit', { account_number: '300218846', payment_day: 15 }),
  ],
  [
    COUNCIL_TAX,
    'I want to pay by DD over 12 months, taken on the 1st, account no 200 441 987',
    call('set_up_direct_debit', { account_number: '200441987', payment_day: 1, instalments: 12 }),
  ],
  [
    COUNCIL_TAX,
    'I live alone now, can I get the single person discount? acc 118093345',
    call('apply_for_discount', { discount: 'single_person', account_number: '118093345' }),
  ],
  [
    COUNCIL_TAX,
    'apply for student exemption from 1 september, account 250067812',
    call('apply_for_discount', { discount: 'student', account_number: '250067812', from: '2026-09-01' }),
  ],
  [COUNCIL_TAX, "I'm a full time carer, please apply the carer discount to my account", needs('apply_for_discount')],
  [
    COUNCIL_TAX,
    "I'm moving out on the 18th of december, new address is 4 Mill Lane, Leeds LS6 2AB",
    call('report_move', { direction: 'out', date: '2026-12-18', new_address: '4 Mill Lane, Leeds LS6 2AB' }),
  ],
  [COUNCIL_TAX, 'we moved in to the borough last friday', call('report_move', { direction: 'in', date: '2026-11-20' })],
  [COUNCIL_TAX, 'how do I complain about bin collections', none],
  [
    COUNCIL_TAX,
    'account 612004938, 22nd of each month, 10 instalments',
    call('set_up_direct_debit', { account_number: '612004938', payment_day: 22, instalments: 10 }),
    only('set_up_direct_debit'),
  ],
  [
    COUNCIL_TAX,
    'the flat on account 771203456 has been empty since the 2nd of november, apply the empty property discount',
    call('apply_for_discount', { discount: 'empty_property', account_number: '771203456', from: '2026-11-02' }),
  ],
  [COUNCIL_TAX, 'balance on 402917730?', call('get_council_tax_balance', { account_number: '402917730' })],
  [
    COUNCIL_TAX,
    'disabled band reduction for 509 331 204 please',
    call('apply_for_discount', { discount: 'disabled_reduction', account_number: '509331204' }),
  ],

  // Food bank
  [FOOD_BANK, "where's the nearest food bank to M14 5RQ", call('find_food_bank', { postcode: 'M14 5RQ' })],
  [FOOD_BANK, 'any food banks open on saturday near bs5 6ht', call('find_food_bank', { postcode: 'BS5 6HT', open_on: 'saturday' })],
  [
    FOOD_BANK,
    'I have a voucher FB229104, can I collect on thursday at 2pm',
    call('book_collection_slot', { voucher_code: 'FB229104', date: '2026-11-26', time: '14:00' }),
  ],
  [
    FOOD_BANK,
    "book collection tomorrow for voucher fb 118230, we're vegetarian and my son is gluten free",
    call('book_collection_slot', { voucher_code: 'FB118230', date: '2026-11-25', dietary: ['vegetarian', 'gluten_free'] }),
  ],
  [FOOD_BANK, 'I got a referral, can I pick up food on friday?', needs('book_collection_slot')],
  [
    FOOD_BANK,
    'halal parcel please, FB440981, monday half 11',
    call('book_collection_slot', { voucher_code: 'FB440981', date: '2026-11-30', time: '11:30', dietary: ['halal'] }),
  ],
  [FOOD_BANK, "I'll drop off some tins and pasta on saturday", call('log_donation', { items: ['tins', 'pasta'], drop_off: '2026-11-28' })],
  [FOOD_BANK, 'want to donate nappies and toiletries', call('log_donation', { items: ['nappies', 'toiletries'] })],
  [
    FOOD_BANK,
    'sign me up to volunteer, Priya Shah, priya.shah@outlook.com, free mondays and wednesdays',
    call('volunteer_signup', {
      name: 'Priya Shah',
      email: 'priya.shah@outlook.com',
      availability: ['monday', 'wednesday'],
    }),
  ],
  [FOOD_BANK, "I'd love to volunteer, how do I sign up?", needs('volunteer_signup')],
  [FOOD_BANK, "what's a good recipe with tinned chickpeas", none],
  [FOOD_BANK, 'which food banks near NE6 1AB are open on tuesdays', call('find_food_bank', { postcode: 'NE6 1AB', open_on: 'tuesday' })],
  [
    FOOD_BANK,
    'volunteer sign up: Tom Reilly, tomreilly@gmail.com',
    call('volunteer_signup', { name: 'Tom Reilly', email: 'tomreilly@gmail.com' }),
  ],
  [
    FOOD_BANK,
    'dropping off rice, cereal and uht milk tomorrow',
    call('log_donation', { items: ['rice', 'cereal', 'uht_milk'], drop_off: '2026-11-25' }),
  ],

  // Home broadband provider
  [BROADBAND, 'is there an outage in SW9 8LP?', call('check_service_status', { postcode: 'SW9 8LP' })],
  [BROADBAND, 'internet is down, postcode is ec1v 2nx, anything going on?', call('check_service_status', { postcode: 'EC1V 2NX' })],
  [BROADBAND, 'run a line test on 01632 960472', call('run_line_test', { phone_number: '01632960472' })],
  [BROADBAND, 'can you test my line', needs('run_line_test')],
  [BROADBAND, 'upgrade me to the 900 full fibre package', call('change_package', { package: 'full_fibre_900' })],
  [
    BROADBAND,
    "I'd like to drop down to fibre 50 from the 1st of january",
    call('change_package', { package: 'fibre_50', start: '2027-01-01' }),
  ],
  [
    BROADBAND,
    'book an engineer thursday morning, no dial tone on the landline',
    call('book_engineer', { date: '2026-11-26', slot: 'am', fault: 'no dial tone on the landline' }),
  ],
  [BROADBAND, 'can an engineer come out friday afternoon', call('book_engineer', { date: '2026-11-27', slot: 'pm' })],
  [BROADBAND, 'how do I change my wifi password', none],
  [BROADBAND, 'speeds are awful in LS11 5QT tonight', call('check_service_status', { postcode: 'LS11 5QT' }), ANY],
  [BROADBAND, 'test line 0113 496 0012', call('run_line_test', { phone_number: '01134960012' })],
  [BROADBAND, 'switch me to fibre 150', call('change_package', { package: 'fibre_150' })],
  [
    BROADBAND,
    'engineer on the 3rd in the afternoon please, wifi keeps cutting out every evening',
    call('book_engineer', { date: '2026-12-03', slot: 'pm', fault: 'wifi keeps cutting out every evening' }),
  ],

  // Jewellery repair
  [
    JEWELLERY,
    'the chain on my gold necklace snapped, how much to solder it?',
    call('request_repair_quote', { item: 'necklace', repair: 'solder_chain', metal: 'gold' }),
  ],
  [
    JEWELLERY,
    'clasp broken on a silver bracelet, can I get a quote',
    call('request_repair_quote', { item: 'bracelet', repair: 'replace_clasp', metal: 'silver' }),
  ],
  [JEWELLERY, 'my watch needs a new battery', call('request_repair_quote', { item: 'watch', repair: 'battery' })],
  [
    JEWELLERY,
    'a stone fell out of my engagement ring, its platinum',
    call('request_repair_quote', { item: 'ring', repair: 'reset_stone', metal: 'platinum' }),
  ],
  [JEWELLERY, 'resize my ring from N to P', call('resize_ring', { current_size: 'N', target_size: 'P' })],
  [
    JEWELLERY,
    'my white gold ring is a size L, need it to be an M',
    call('resize_ring', { current_size: 'L', target_size: 'M', metal: 'white_gold' }),
  ],
  [JEWELLERY, 'ring is too tight, can you make it bigger', needs('resize_ring')],
  [JEWELLERY, 'any update on JR40911?', call('track_jewellery_repair', { ticket: 'JR40911' })],
  [JEWELLERY, 'is my repair done? ticket jr 00722', call('track_jewellery_repair', { ticket: 'JR00722' })],
  [
    JEWELLERY,
    'book a valuation for insurance, 3 pieces, on the 10th',
    call('book_valuation', { purpose: 'insurance', items: 3, date: '2026-12-10' }),
  ],
  [JEWELLERY, "my late mum's jewellery needs valuing for probate", call('book_valuation', { purpose: 'probate' })],
  [JEWELLERY, 'is 9ct or 18ct gold better for everyday wear?', none],
  [
    JEWELLERY,
    'my rose gold bracelet needs replating',
    call('request_repair_quote', { item: 'bracelet', repair: 'replate', metal: 'rose_gold' }),
  ],

  // Lost property office
  [
    LOST_PROPERTY,
    'I left my phone on the 38 bus yesterday, black iPhone 15',
    call('report_lost_item', { category: 'phone', description: 'black iPhone 15', lost_on: '2026-11-23', location: '38 bus' }),
  ],
  [
    LOST_PROPERTY,
    'lost my wallet at Piccadilly station on saturday, brown leather',
    call('report_lost_item', {
      category: 'wallet_purse',
      description: 'brown leather',
      lost_on: '2026-11-21',
      location: 'Piccadilly station',
    }),
  ],
  [
    LOST_PROPERTY,
    "left my umbrella on the number 9 tram this morning, it's blue with white spots",
    call('report_lost_item', {
      category: 'umbrella',
      description: 'blue with white spots',
      lost_on: '2026-11-24',
      location: 'number 9 tram',
    }),
  ],
  [
    LOST_PROPERTY,
    'has anyone handed in a pair of glasses since friday?',
    call('search_found_items', { category: 'glasses', found_since: '2026-11-20' }),
  ],
  [LOST_PROPERTY, 'any bags found on the Northern line?', call('search_found_items', { category: 'bag', location: 'Northern line' })],
  [LOST_PROPERTY, 'has anyone handed in a grey scarf', call('search_found_items', { category: 'clothing' })],
  [LOST_PROPERTY, "claim LP774102, I'll pick it up tomorrow", call('claim_item', { reference: 'LP774102', collect_on: '2026-11-25' })],
  [LOST_PROPERTY, "that's my bag, ref lp 300981 - I'd like to claim it", call('claim_item', { reference: 'LP300981' })],
  [LOST_PROPERTY, 'I want to claim my item', needs('claim_item')],
  [LOST_PROPERTY, 'what are the office opening hours?', none],
  [
    LOST_PROPERTY,
    'my daughter lost a silver necklace on the 14 bus last wednesday',
    call('report_lost_item', {
      category: 'jewellery',
      description: 'silver necklace',
      lost_on: '2026-11-18',
      location: '14 bus',
    }),
  ],
  [
    LOST_PROPERTY,
    'report a lost bag, left it on the train from York on sunday, its a navy rucksack',
    call('report_lost_item', {
      category: 'bag',
      description: 'navy rucksack',
      lost_on: '2026-11-22',
      location: 'train from York',
    }),
  ],
  [
    LOST_PROPERTY,
    'any phones handed in at Victoria since the 20th?',
    call('search_found_items', { category: 'phone', location: 'Victoria', found_since: '2026-11-20' }),
  ],

  // Model railway club
  [
    MODEL_RAILWAY,
    'book Thornbury Junction for saturday, 3 hours',
    call('book_layout_slot', { layout: 'Thornbury Junction', date: '2026-11-28', hours: 3 }),
  ],
  [
    MODEL_RAILWAY,
    'can I have running time on the N gauge layout Little Wick on wed',
    call('book_layout_slot', { layout: 'Little Wick', date: '2026-11-25' }),
  ],
  [MODEL_RAILWAY, 'I want to run my trains on sunday', needs('book_layout_slot')],
  [
    MODEL_RAILWAY,
    'list my Hornby Flying Scotsman for sale, OO, £85, still in the box',
    call('list_swap_meet_item', { item: 'Hornby Flying Scotsman', gauge: 'OO', price: 85, boxed: true }),
  ],
  [
    MODEL_RAILWAY,
    'selling a Bachmann class 66 in N gauge for 60 quid, no box',
    call('list_swap_meet_item', { item: 'Bachmann class 66', gauge: 'N', price: 60, boxed: false }),
  ],
  [
    MODEL_RAILWAY,
    'register my layout Ashby Sidings for the exhibition, its O gauge and 4.5 metres long',
    call('register_exhibition_layout', { layout_name: 'Ashby Sidings', gauge: 'O', length_m: 4.5 }),
  ],
  [
    MODEL_RAILWAY,
    'enter Millbrook Quay into the show, 00 gauge',
    call('register_exhibition_layout', { layout_name: 'Millbrook Quay', gauge: 'OO' }),
  ],
  [MODEL_RAILWAY, "renew my membership, I'm over 65 now", call('renew_railway_membership', { membership: 'senior' })],
  [MODEL_RAILWAY, 'renew family membership', call('renew_railway_membership', { membership: 'family' })],
  [MODEL_RAILWAY, "what's the difference between OO and HO?", none],
  [
    MODEL_RAILWAY,
    'book 2 hours on Cotswold Branch next tuesday',
    call('book_layout_slot', { layout: 'Cotswold Branch', date: '2026-12-01', hours: 2 }),
  ],
  [
    MODEL_RAILWAY,
    'sell my Peco points, TT gauge, £15 the lot',
    call('list_swap_meet_item', { item: 'Peco points', gauge: 'TT', price: 15 }),
  ],
  [MODEL_RAILWAY, 'junior membership renewal for my son', call('renew_railway_membership', { membership: 'junior' })],

  // Nail salon
  [
    NAIL_SALON,
    'gel mani tomorrow at 2pm please',
    call('book_nail_appointment', { treatment: 'gel_manicure', start: '2026-11-25T14:00:00Z' }),
  ],
  [
    NAIL_SALON,
    'book me a pedicure with Lena on saturday at 11am',
    call('book_nail_appointment', { treatment: 'pedicure', start: '2026-11-28T11:00:00Z', technician: 'Lena' }),
  ],
  [
    NAIL_SALON,
    'I need my infills done, friday after work about half 5',
    call('book_nail_appointment', { treatment: 'infills', start: '2026-11-27T17:30:00Z' }),
  ],
  [NAIL_SALON, 'can I book a full set of acrylics', needs('book_nail_appointment')],
  [
    NAIL_SALON,
    'what times do you have free on thursday for a gel pedicure',
    call('check_nail_availability', { date: '2026-11-26', treatment: 'gel_pedicure' }),
  ],
  [NAIL_SALON, 'any availability on the 4th?', call('check_nail_availability', { date: '2026-12-04' })],
  [NAIL_SALON, 'cancel NS3301', call('cancel_nail_appointment', { appointment_id: 'NS3301' })],
  [NAIL_SALON, 'need to cancel my appointment ns 0478, sorry', call('cancel_nail_appointment', { appointment_id: 'NS0478' })],
  [NAIL_SALON, 'how long do gel nails last?', none],
  [NAIL_SALON, 'soak off removal at 4pm', call('book_nail_appointment', { treatment: 'removal', start: '2026-11-24T16:00:00Z' })],
  [
    NAIL_SALON,
    'nail art next tuesday?',
    call('check_nail_availability', { date: '2026-12-01', treatment: 'nail_art' }),
    only('check_nail_availability'),
  ],
  [
    NAIL_SALON,
    'classic manicure with Joy on the 12th at 10am',
    call('book_nail_appointment', { treatment: 'classic_manicure', start: '2026-12-12T10:00:00Z', technician: 'Joy' }),
  ],
  [
    NAIL_SALON,
    'acrylic full set monday 1pm',
    call('book_nail_appointment', { treatment: 'acrylic_full_set', start: '2026-11-30T13:00:00Z' }),
  ],

  // Post office
  [
    POST_OFFICE,
    'send a 2kg parcel first class to G12 8QQ',
    call('send_parcel', { weight_kg: 2, service: 'first_class', destination_postcode: 'G12 8QQ' }),
  ],
  [
    POST_OFFICE,
    'postage for a 500g parcel to France, tracked',
    call('send_parcel', { weight_kg: 0.5, service: 'international_tracked', destination_country: 'France' }),
  ],
  [POST_OFFICE, 'need to send a parcel, 1.2 kilos, special delivery', call('send_parcel', { weight_kg: 1.2, service: 'special_delivery' })],
  [POST_OFFICE, "where's my parcel? tracking AB123456789GB", call('track_item', { tracking_number: 'AB123456789GB' })],
  [POST_OFFICE, 'track ky 482 019 337 gb', call('track_item', { tracking_number: 'KY482019337GB' })],
  [POST_OFFICE, 'track my parcel', needs('track_item')],
  [
    POST_OFFICE,
    'I got a missed you card, please redeliver FQ553201948GB on thursday',
    call('arrange_redelivery', { tracking_number: 'FQ553201948GB', option: 'redeliver', date: '2026-11-26' }),
  ],
  [
    POST_OFFICE,
    'leave it with my neighbour next time, its RT100200300GB',
    call('arrange_redelivery', { tracking_number: 'RT100200300GB', option: 'deliver_to_neighbour' }),
  ],
  [
    POST_OFFICE,
    "I'll collect LM778899001GB from the office on saturday",
    call('arrange_redelivery', { tracking_number: 'LM778899001GB', option: 'collect_from_office', date: '2026-11-28' }),
  ],
  [POST_OFFICE, 'rent a PO box for a year at the Harrogate branch', call('rent_po_box', { term_months: 12, branch: 'Harrogate' })],
  [POST_OFFICE, 'I want a po box for six months', call('rent_po_box', { term_months: 6 })],
  [POST_OFFICE, 'how much is a first class stamp these days', none],
  [
    POST_OFFICE,
    'tracked 48 for a 3kg box going to Cardiff CF10 1EP',
    call('send_parcel', { weight_kg: 3, service: 'tracked_48', destination_postcode: 'CF10 1EP' }),
  ],

  // Pub quiz league
  [QUIZ_LEAGUE, 'show me the league table', call('get_league_table', {})],
  [QUIZ_LEAGUE, "how's division 2 looking", call('get_league_table', { division: 2 })],
  [
    QUIZ_LEAGUE,
    'we (Les Quizerables) beat Quizzly Bears 54-48 last night',
    call('submit_quiz_score', {
      team: 'Les Quizerables',
      opponent: 'Quizzly Bears',
      our_score: 54,
      their_score: 48,
      match_date: '2026-11-23',
    }),
  ],
  [
    QUIZ_LEAGUE,
    'submit our score, Universally Challenged lost 37 to 41 against Agatha Quiztie on thursday',
    call('submit_quiz_score', {
      team: 'Universally Challenged',
      opponent: 'Agatha Quiztie',
      our_score: 37,
      their_score: 41,
      match_date: '2026-11-19',
    }),
  ],
  [
    QUIZ_LEAGUE,
    'register a new team called Quiz Team Aguilera, captain is jo@quizmail.co.uk, 6 players',
    call('register_quiz_team', { team_name: 'Quiz Team Aguilera', captain_email: 'jo@quizmail.co.uk', players: 6 }),
  ],
  [QUIZ_LEAGUE, 'we want to enter a team next season, our home pub is the Red Lion', needs('register_quiz_team')],
  [QUIZ_LEAGUE, 'when are Les Quizerables playing next', call('get_quiz_fixtures', { team: 'Les Quizerables' })],
  [
    QUIZ_LEAGUE,
    'fixtures for Trivia Newton John from january',
    call('get_quiz_fixtures', { team: 'Trivia Newton John', from: '2027-01-01' }),
  ],
  [QUIZ_LEAGUE, "what's the capital of australia", none],
  [QUIZ_LEAGUE, 'division four standings', call('get_league_table', { division: 4 }), ANY],
  [QUIZ_LEAGUE, "when's our next match?", needs('get_quiz_fixtures')],
  [
    QUIZ_LEAGUE,
    'Brain Drain v Quiz Khalifa on sunday: we got 61, they got 59',
    call('submit_quiz_score', {
      team: 'Brain Drain',
      opponent: 'Quiz Khalifa',
      our_score: 61,
      their_score: 59,
      match_date: '2026-11-22',
    }),
  ],
  [
    QUIZ_LEAGUE,
    'sign up Quizzy Rascals for next season, captain sam.t@yahoo.com, home pub Black Horse',
    call('register_quiz_team', { team_name: 'Quizzy Rascals', captain_email: 'sam.t@yahoo.com', home_pub: 'Black Horse' }),
  ],
  [QUIZ_LEAGUE, 'show division 1', call('get_league_table', { division: 1 })],

  // Tyre fitting
  [TYRES, 'do you have 205/55 R16 winter tyres', call('find_tyres', { size: '205/55R16', season: 'winter' })],
  [TYRES, 'cheap tyres 195/65r15', call('find_tyres', { size: '195/65R15', tier: 'budget' })],
  [TYRES, 'premium all season 225 45 17', call('find_tyres', { size: '225/45R17', season: 'all_season', tier: 'premium' })],
  [TYRES, 'what tyres have you got in stock?', needs('find_tyres')],
  [TYRES, 'fit 2 tyres on AB12 CDE tomorrow', call('book_tyre_fitting', { registration: 'AB12 CDE', quantity: 2, date: '2026-11-25' })],
  [
    TYRES,
    'book 4 new tyres for my car, reg yk19 hbx, on saturday, can you come to my house',
    call('book_tyre_fitting', { registration: 'YK19 HBX', quantity: 4, date: '2026-11-28', mobile_fitting: true }),
  ],
  [TYRES, 'book a tyre fitting for friday', needs('book_tyre_fitting')],
  [TYRES, 'what size tyres does LM67 RTX take', call('lookup_tyre_size', { registration: 'LM67 RTX' })],
  [TYRES, 'whats my tyre size? reg is ef21abc', call('lookup_tyre_size', { registration: 'EF21 ABC' })],
  [
    TYRES,
    'got a nail in my tyre, reg BD70 KLP, can you fix it on monday',
    call('book_puncture_repair', { registration: 'BD70 KLP', date: '2026-11-30' }),
  ],
  [TYRES, 'puncture repair for SN18 YTR', call('book_puncture_repair', { registration: 'SN18 YTR' })],
  [TYRES, "what's the legal minimum tread depth", none],
  [TYRES, 'mid range summer tyres 215/60R17', call('find_tyres', { size: '215/60R17', season: 'summer', tier: 'mid_range' })],
  [
    TYRES,
    'book one tyre fitted to KP15 WNB on the 2nd',
    call('book_tyre_fitting', { registration: 'KP15 WNB', quantity: 1, date: '2026-12-02' }),
  ],

  // Vaccination centre
  [VACCINATION, 'book me a flu jab tomorrow at 10.15', call('book_vaccination', { vaccine: 'flu', date: '2026-11-25', time: '10:15' })],
  [
    VACCINATION,
    'covid booster on saturday please, nhs number 485 777 3456',
    call('book_vaccination', { vaccine: 'covid_booster', date: '2026-11-28', nhs_number: '4857773456' }),
  ],
  [
    VACCINATION,
    'I need hep A for travel, can I come in on the 2nd at 3pm',
    call('book_vaccination', { vaccine: 'hepatitis_a', date: '2026-12-02', time: '15:00' }),
  ],
  [VACCINATION, 'I want to book a shingles vaccine', needs('book_vaccination')],
  [VACCINATION, "am I eligible for the shingles jab, I'm 71", call('check_vaccine_eligibility', { vaccine: 'shingles', age: 71 })],
  [
    VACCINATION,
    "I'm 29 and 30 weeks pregnant, can I get the RSV vaccine free?",
    call('check_vaccine_eligibility', { vaccine: 'rsv', age: 29, pregnant: true }),
  ],
  [VACCINATION, 'cancel VC448102', call('cancel_vaccination', { booking_ref: 'VC448102' })],
  [VACCINATION, 'cancel my jab, ref vc 019334', call('cancel_vaccination', { booking_ref: 'VC019334' })],
  [VACCINATION, 'show my vaccination history, 943 476 5919', call('get_vaccination_record', { nhs_number: '9434765919' })],
  [VACCINATION, 'what vaccines have I had?', needs('get_vaccination_record')],
  [VACCINATION, 'does the flu jab give you the flu?', none],
  [VACCINATION, 'typhoid jab friday 9am', call('book_vaccination', { vaccine: 'typhoid', date: '2026-11-27', time: '09:00' })],
  [VACCINATION, 'is my 1 year old eligible for the mmr?', call('check_vaccine_eligibility', { vaccine: 'mmr', age: 1 })],
  [
    VACCINATION,
    'flu jab monday, 8 in the morning, NHS no 6011234567',
    call('book_vaccination', { vaccine: 'flu', date: '2026-11-30', time: '08:00', nhs_number: '6011234567' }),
  ],

  // Wine club subscription
  [WINE_CLUB, 'switch my case to all red', call('update_wine_subscription', { mix: 'red' })],
  [WINE_CLUB, 'can I go to 6 bottles every quarter instead', call('update_wine_subscription', { bottles: 6, frequency: 'quarterly' })],
  [WINE_CLUB, 'monthly mixed case of 12 please', call('update_wine_subscription', { mix: 'mixed', bottles: 12, frequency: 'monthly' })],
  [WINE_CLUB, "skip january's delivery", call('skip_wine_delivery', { month: '2027-01' })],
  [WINE_CLUB, "don't send a case in december", call('skip_wine_delivery', { month: '2026-12' })],
  [WINE_CLUB, 'skip a month', needs('skip_wine_delivery')],
  [WINE_CLUB, 'pause my subscription until march 1st', call('pause_wine_subscription', { until: '2027-03-01' })],
  [
    WINE_CLUB,
    'add 3 bottles of the Rioja Reserva 2019 to my next case',
    call('order_extra_bottles', { wine: 'Rioja Reserva 2019', bottles: 3 }),
  ],
  [
    WINE_CLUB,
    'add six bottles of Cloudy Bay Sauvignon Blanc as a gift, message: Happy retirement Dave!',
    call('order_extra_bottles', {
      wine: 'Cloudy Bay Sauvignon Blanc',
      bottles: 6,
      gift_message: 'Happy retirement Dave!',
    }),
  ],
  [WINE_CLUB, 'the Malbec from last month was lovely, 5 stars', call('rate_wine', { wine: 'Malbec', stars: 5 })],
  [
    WINE_CLUB,
    'rate the Picpoul de Pinet 2 stars, too sharp for me',
    call('rate_wine', { wine: 'Picpoul de Pinet', stars: 2, notes: 'too sharp for me' }),
  ],
  [WINE_CLUB, 'what wine goes with turkey?', none],
  [WINE_CLUB, 'pause deliveries till the 15th of january', call('pause_wine_subscription', { until: '2027-01-15' })],
];
