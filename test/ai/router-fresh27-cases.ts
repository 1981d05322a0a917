import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  AM_DRAM,
  BREAKDOWN,
  BRIDGE_CLUB,
  BUTCHER,
  CHRISTMAS_TREES,
  COUNSELLING,
  FIREWOOD,
  FIRST_AID,
  GEOCACHING,
  GO_KARTING,
  HANDYMAN,
  HOME_CARE,
  LEFT_LUGGAGE,
  PICTURE_FRAMING,
  REPAIR_CAFE,
  SANTAS_GROTTO,
  SKYDIVING,
  THEME_PARK,
  TOLLS,
  TROPHIES,
  WILL_WRITING,
  WINDSCREEN,
} from './router-fresh27-tools.js';

/*
 * The twenty-eighth fresh table (fresh 27), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * places and people's names capitalised; dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a weekday
 * its next occurrence, a date of birth in the past; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ; values a
 * pattern asks for normalised to it; weights in stones converted to kilograms), a text answer asking for a
 * required value the request does not give, or any text answer when no tool fits.
 */
export const FRESH27: Case[] = [
  // Christmas tree farm
  [
    CHRISTMAS_TREES,
    'can I get a 6ft nordmann delivered this saturday',
    call('order_christmas_tree', { species: 'nordmann_fir', height_ft: 6, delivery_date: '2026-11-28' }),
  ],
  [
    CHRISTMAS_TREES,
    "We'd like a seven foot Norway spruce, potted if possible so we can plant it out in the garden after, delivered on the 5th. postcode is LS6 2AB",
    call('order_christmas_tree', {
      species: 'norway_spruce',
      height_ft: 7,
      potted: true,
      delivery_date: '2026-12-05',
      postcode: 'LS6 2AB',
    }),
  ],
  [
    CHRISTMAS_TREES,
    'fraser fir 5 foot, no stand, deliver wed 9 dec to yo31 7hn',
    call('order_christmas_tree', {
      species: 'fraser_fir',
      height_ft: 5,
      stand: false,
      delivery_date: '2026-12-09',
      postcode: 'YO31 7HN',
    }),
  ],
  [CHRISTMAS_TREES, 'I want to order a christmas tree', needs('order_christmas_tree')],
  [CHRISTMAS_TREES, 'A blue spruce about 4ft please', needs('order_christmas_tree')],
  [CHRISTMAS_TREES, 'any 8 foot nordmanns left?', call('check_tree_stock', { species: 'nordmann_fir', height_ft: 8 })],
  [CHRISTMAS_TREES, 'do you still have lodgepole pines', call('check_tree_stock', { species: 'lodgepole_pine' })],
  [
    CHRISTMAS_TREES,
    "Order a dried orange wreath, the 40cm one, with a card saying 'Merry Christmas Nan, love from all of us'",
    call('order_wreath', { style: 'dried_orange', diameter_cm: 40, card_message: 'Merry Christmas Nan, love from all of us' }),
  ],
  [CHRISTMAS_TREES, 'holly wreath for the front door pls', call('order_wreath', { style: 'classic_holly' })],
  [
    CHRISTMAS_TREES,
    "Can someone pick up our tree after new year? 3rd of January, it'll be on the drive, NG7 1FQ",
    call('book_tree_collection', { collection_date: '2027-01-03', leave_at: 'driveway', postcode: 'NG7 1FQ' }),
  ],
  [CHRISTMAS_TREES, 'book tree collection for the 4th jan please', needs('book_tree_collection')],
  [CHRISTMAS_TREES, 'how do I stop my tree dropping needles everywhere', none],
  [CHRISTMAS_TREES, 'which smells nicer, a spruce or a fir?', none],
  [CHRISTMAS_TREES, "cancel the tree I ordered yesterday, we've been given one", none],
  [
    CHRISTMAS_TREES,
    'norway spruce, 6 foot, delivered on the 3rd',
    call('order_christmas_tree', { species: 'norway_spruce', height_ft: 6, delivery_date: '2026-12-03' }),
    ANY,
  ],

  // Butcher's shop
  [
    BUTCHER,
    "I'd like to reserve a bronze turkey to feed 8, collecting on the 23rd",
    call('order_christmas_turkey', { turkey: 'whole_bronze', serves: 8, collection_date: '2026-12-23' }),
  ],
  [
    BUTCHER,
    'turkey crown for 4 people, pick up christmas eve morning, and add pigs in blankets',
    call('order_christmas_turkey', { turkey: 'turkey_crown', serves: 4, collection_date: '2026-12-24', pigs_in_blankets: true }),
  ],
  [
    BUTCHER,
    'Can we order a boned and rolled turkey for twelve with stuffing but no pigs in blankets, collect 22 dec',
    call('order_christmas_turkey', {
      turkey: 'boned_and_rolled',
      serves: 12,
      stuffing: true,
      pigs_in_blankets: false,
      collection_date: '2026-12-22',
    }),
  ],
  [BUTCHER, "put me down for a turkey for christmas please, there'll be 6 of us", needs('order_christmas_turkey')],
  [BUTCHER, '1.5kg of beef mince for friday', call('order_meat', { cut: 'beef_mince', weight_kg: 1.5, collection_date: '2026-11-27' })],
  [
    BUTCHER,
    'can i get 2 kilos of lamb leg diced for a curry, pick up tomorrow at half 4',
    call('order_meat', { cut: 'lamb_leg', weight_kg: 2, diced: true, collection_date: '2026-11-25', collection_time: '16:30' }),
  ],
  [BUTCHER, 'two ribeyes please, about 600g altogether', call('order_meat', { cut: 'ribeye_steak', weight_kg: 0.6 })],
  [BUTCHER, 'I want some pork sausages', needs('order_meat')],
  [
    BUTCHER,
    'sign me up for the bbq box every fortnight starting 4th december',
    call('subscribe_meat_box', { box: 'bbq', frequency: 'fortnightly', start_date: '2026-12-04' }),
  ],
  [BUTCHER, 'Monthly roasting box please', call('subscribe_meat_box', { box: 'roasting', frequency: 'monthly' })],
  [BUTCHER, "i'd like the family box", needs('subscribe_meat_box')],
  [BUTCHER, 'how long do I rest a turkey after it comes out of the oven?', none],
  [BUTCHER, 'are you open on boxing day?', none],
  [BUTCHER, "what's the difference between sirloin and ribeye", none],
  [BUTCHER, 'a kilo of pork belly for sunday', call('order_meat', { cut: 'pork_belly', weight_kg: 1, collection_date: '2026-11-29' }), ANY],

  // Repair café
  [
    REPAIR_CAFE,
    "my toaster's stopped working, can I bring it to the repair cafe on saturday",
    call('book_repair_slot', { item: 'small_electrical', session_date: '2026-11-28' }),
  ],
  [
    REPAIR_CAFE,
    "Book me in for the 12th December session with a wobbly dining chair, I'll get there about 11",
    call('book_repair_slot', { item: 'furniture', session_date: '2026-12-12', arrival_time: '11:00' }),
  ],
  [
    REPAIR_CAFE,
    'torn jacket lining and a coat with a broken zip, can i come on sat 28th at 2pm',
    call('book_repair_slot', { item: 'clothing_textiles', items: 2, session_date: '2026-11-28', arrival_time: '14:00' }),
  ],
  [REPAIR_CAFE, "I'd like to book my laptop in at the repair cafe, it won't charge", needs('book_repair_slot')],
  [
    REPAIR_CAFE,
    "I'm an electrician and happy to help fix lamps and kettles, email me at dave.p@outlook.com",
    call('volunteer_as_fixer', { skill: 'small_electrical', email: 'dave.p@outlook.com' }),
  ],
  [
    REPAIR_CAFE,
    'I can do bike repairs once a month, sign me up as a volunteer - jo.bright@gmail.com',
    call('volunteer_as_fixer', { skill: 'bicycle', sessions_per_month: 1, email: 'jo.bright@gmail.com' }),
  ],
  [REPAIR_CAFE, 'i sew, want to volunteer as a fixer', needs('volunteer_as_fixer')],
  [REPAIR_CAFE, 'when are the next repair cafes?', call('list_repair_sessions', {})],
  [
    REPAIR_CAFE,
    'any sessions at the library from january?',
    call('list_repair_sessions', { venue: 'Central Library', from_date: '2027-01-01' }),
  ],
  [
    REPAIR_CAFE,
    'whats happening with RC-0412, they were waiting on a part for my mixer',
    call('check_repair_ticket', { ticket: 'RC-0412' }),
  ],
  [REPAIR_CAFE, 'is my hoover ready yet? ticket rc 0388', call('check_repair_ticket', { ticket: 'RC-0388' })],
  [REPAIR_CAFE, 'how do I fix a dripping tap myself?', none],
  [REPAIR_CAFE, "what's a repair café exactly?", none],
  [REPAIR_CAFE, 'thanks so much, the lamp works brilliantly now!', none],

  // Picture framing shop
  [
    PICTURE_FRAMING,
    'how much to frame a 30 x 40cm print in black wood?',
    call('quote_frame', { width_cm: 30, height_cm: 40, moulding: 'black_wood' }),
  ],
  [
    PICTURE_FRAMING,
    'Quote for an A4 watercolour in natural oak with an ivory mount and non-reflective glass',
    call('quote_frame', {
      width_cm: 21,
      height_cm: 29.7,
      moulding: 'natural_oak',
      mount: true,
      mount_colour: 'ivory',
      glazing: 'non_reflective_glass',
    }),
  ],
  [
    PICTURE_FRAMING,
    "price for a 50cm by 70cm poster, walnut frame, acrylic not glass as it's for a kids room",
    call('quote_frame', { width_cm: 50, height_cm: 70, moulding: 'walnut', glazing: 'acrylic' }),
  ],
  [PICTURE_FRAMING, "I need a frame for my daughter's graduation photo, what would it cost?", needs('quote_frame')],
  [
    PICTURE_FRAMING,
    "go ahead with quote PF-20931 please, 2 of them, I'll collect",
    call('order_frame', { quote_ref: 'PF-20931', quantity: 2, delivery: 'collect' }),
  ],
  [PICTURE_FRAMING, 'please order pf 18820 and deliver it', call('order_frame', { quote_ref: 'PF-18820', delivery: 'deliver' })],
  [
    PICTURE_FRAMING,
    'Can I come in thursday at 2:30 to pick frames for 5 pieces',
    call('book_framing_consultation', { date: '2026-11-26', time: '14:30', pieces: 5 }),
  ],
  [PICTURE_FRAMING, 'book a consultation on the 1st', needs('book_framing_consultation')],
  [
    PICTURE_FRAMING,
    'canvas print of this, 40x60, matte https://photos.example.com/p/8812.jpg',
    call('order_canvas_print', { photo_url: 'https://photos.example.com/p/8812.jpg', size: '40x60cm', finish: 'matte' }),
  ],
  [PICTURE_FRAMING, "I'd like this photo on canvas with black edges please: https://i.imgur.com/Tx9Lq2b.jpeg", needs('order_canvas_print')],
  [
    PICTURE_FRAMING,
    'largest canvas you do, gloss, with the picture wrapped round the sides: https://photos.example.com/p/1207.png',
    call('order_canvas_print', {
      photo_url: 'https://photos.example.com/p/1207.png',
      size: '60x90cm',
      finish: 'gloss',
      edge: 'image_wrap',
    }),
  ],
  [PICTURE_FRAMING, 'should I use a white or black mount for a charcoal drawing?', none],
  [PICTURE_FRAMING, 'do you sell ready made frames?', none],
  [PICTURE_FRAMING, 'how long does framing usually take', none],

  // Windscreen repair
  [
    WINDSCREEN,
    'Stone chip on my windscreen, reg KN19 XTP, can someone come to my work on friday',
    call('book_glass_repair', {
      registration: 'KN19 XTP',
      damage: 'chip',
      glass: 'windscreen',
      location: 'work',
      date: '2026-11-27',
    }),
  ],
  [
    WINDSCREEN,
    'the back window got smashed overnight, car is BD21 OWF, need it fixing tomorrow at home, going through insurance',
    call('book_glass_repair', {
      registration: 'BD21 OWF',
      damage: 'shattered',
      glass: 'rear_window',
      date: '2026-11-25',
      location: 'home',
      insurance_claim: true,
    }),
  ],
  [
    WINDSCREEN,
    'crack right across the windscreen, ye68kzl, monday',
    call('book_glass_repair', { registration: 'YE68 KZL', damage: 'crack', glass: 'windscreen', date: '2026-11-30' }),
  ],
  [WINDSCREEN, "I've got a chip in my windscreen, can you fix it on wednesday?", needs('book_glass_repair')],
  [
    WINDSCREEN,
    "how much is a new windscreen for LR70 GMU? it's got the rain sensor thing",
    call('quote_glass', { registration: 'LR70 GMU', glass: 'windscreen', rain_sensor: true }),
  ],
  [WINDSCREEN, 'quote for a passenger side window, WA17 BNE', call('quote_glass', { registration: 'WA17 BNE', glass: 'side_window' })],
  [WINDSCREEN, 'price for a heated windscreen please', needs('quote_glass')],
  [WINDSCREEN, "where's the technician? job WS482019", call('track_glass_job', { job_ref: 'WS482019' })],
  [WINDSCREEN, 'cancel WS 771203, sold the car', call('cancel_glass_job', { job_ref: 'WS771203', reason: 'sold_the_car' })],
  [
    WINDSCREEN,
    'Please cancel my windscreen job ws559102, another garage already did it',
    call('cancel_glass_job', { job_ref: 'WS559102', reason: 'repaired_elsewhere' }),
  ],
  [WINDSCREEN, 'is it legal to drive with a crack in the windscreen?', none],
  [WINDSCREEN, 'will a chip repair affect my no claims?', none],
  [WINDSCREEN, 'can I put the car through a car wash after a resin repair', none],
  [WINDSCREEN, 'thanks, the technician was great', none],

  // Breakdown cover
  [
    BREAKDOWN,
    "I've got a flat tyre on the A38 near Bodmin, reg PL66 RTY",
    call('report_breakdown', { problem: 'flat_tyre', road: 'A38', near: 'Bodmin', registration: 'PL66 RTY' }),
  ],
  [BREAKDOWN, "car won't start, I'm parked on Hartley Road", call('report_breakdown', { problem: 'wont_start', road: 'Hartley Road' })],
  [
    BREAKDOWN,
    'Broken down on the M6 northbound near junction 15, engine overheating, me and 2 kids in the car',
    call('report_breakdown', { problem: 'overheating', road: 'M6', near: 'junction 15', on_motorway: true, passengers: 2 }),
  ],
  [
    BREAKDOWN,
    "put diesel in my petrol car like an idiot, I'm on London Road in Reading",
    call('report_breakdown', { problem: 'wrong_fuel', road: 'London Road', near: 'Reading' }),
  ],
  [BREAKDOWN, "I've locked my keys in the car", needs('report_breakdown')],
  [BREAKDOWN, "battery's dead again", needs('report_breakdown')],
  [BREAKDOWN, 'how far away is the van? BD-004512', call('check_patrol_eta', { job_ref: 'BD-004512' })],
  [
    BREAKDOWN,
    'no need to come anymore, managed to get it going - ref bd-118270',
    call('cancel_patrol', { job_ref: 'BD-118270', reason: 'got_going_again' }),
  ],
  [BREAKDOWN, 'cancel my breakdown call', needs('cancel_patrol')],
  [
    BREAKDOWN,
    'add european cover to KY20 HMV from 1 march',
    call('add_breakdown_cover', { cover: 'european', registration: 'KY20 HMV', start_date: '2027-03-01' }),
  ],
  [
    BREAKDOWN,
    'I want cover at home too, not just roadside, for my car SN63 UXL',
    call('add_breakdown_cover', { cover: 'at_home', registration: 'SN63 UXL' }),
  ],
  [BREAKDOWN, 'what should I do if I break down on a smart motorway?', none],
  [BREAKDOWN, 'how much does your cover cost a year', none],
  [BREAKDOWN, 'my car is making a weird clicking noise when I turn, is that serious?', none],

  // Theme park
  [THEME_PARK, '2 adults and 3 kids for saturday please', call('buy_park_tickets', { visit_date: '2026-11-28', adults: 2, children: 3 })],
  [
    THEME_PARK,
    "Tickets for the 19th December, me and my husband, our 10 year old and the baby (she's 1), with parking",
    call('buy_park_tickets', { visit_date: '2026-12-19', adults: 2, children: 1, under_3s: 1, parking: true }),
  ],
  [
    THEME_PARK,
    '4 adult tickets with fast track for sunday week',
    call('buy_park_tickets', { visit_date: '2026-12-06', adults: 4, fast_track: true }),
  ],
  [THEME_PARK, 'I want to buy tickets for 2 adults', needs('buy_park_tickets')],
  [THEME_PARK, "how long's the queue for the log flume right now", call('check_ride_wait', { ride: 'Log Flume' })],
  [THEME_PARK, 'wait time dragon coaster?', call('check_ride_wait', { ride: 'Dragon Coaster' })],
  [THEME_PARK, 'is the haunted house ride busy', call('check_ride_wait', { ride: 'Ghost Mansion' })],
  [THEME_PARK, 'my son is 1m 18, can he go on thunder drop?', call('check_ride_height', { ride: 'Thunder Drop', height_cm: 118 })],
  [THEME_PARK, 'can my daughter ride the sky swing', needs('check_ride_height')],
  [
    THEME_PARK,
    'character breakfast for 5 on the 12th at 9',
    call('book_character_breakfast', { date: '2026-12-12', guests: 5, sitting: '09:00' }),
  ],
  [
    THEME_PARK,
    'book the breakfast with the characters for 3 of us on saturday',
    call('book_character_breakfast', { date: '2026-11-28', guests: 3 }),
  ],
  [THEME_PARK, 'what time does the park close today?', none],
  [THEME_PARK, 'can I bring my own food in?', none],
  [THEME_PARK, 'which rides are best for a 4 year old?', none],
  [THEME_PARK, 'teacups?', call('check_ride_wait', { ride: 'Teacups' }), only('check_ride_wait')],

  // Santa's grotto
  [
    SANTAS_GROTTO,
    'book the grotto for 2 kids on saturday 5th at 11am',
    call('book_grotto_visit', { date: '2026-12-05', time: '11:00', children: 2 }),
  ],
  [
    SANTAS_GROTTO,
    'Grotto visit for my three, aged 7, 4 and 2, sunday 13th at half 2, the elf workshop one',
    call('book_grotto_visit', {
      date: '2026-12-13',
      time: '14:30',
      children: 3,
      children_ages: [7, 4, 2],
      experience: 'elf_workshop',
    }),
  ],
  [
    SANTAS_GROTTO,
    'sleigh ride grotto, 1 child and 2 grown ups, 20th dec 10:15',
    call('book_grotto_visit', { experience: 'sleigh_ride', children: 1, adults: 2, date: '2026-12-20', time: '10:15' }),
  ],
  [SANTAS_GROTTO, 'can we see santa on the 19th? 2 children', needs('book_grotto_visit')],
  [
    SANTAS_GROTTO,
    'Letter from Santa for Alfie, 5. Good deed: helped tidy up the garden',
    call('order_santa_letter', { child_name: 'Alfie', age: 5, good_deed: 'helped tidy up the garden' }),
  ],
  [
    SANTAS_GROTTO,
    "i'd like a santa letter for my niece Maisie, she's 8, needs to arrive by the 18th",
    call('order_santa_letter', { child_name: 'Maisie', age: 8, arrive_by: '2026-12-18' }),
  ],
  [SANTAS_GROTTO, 'santa letter for Oscar please', needs('order_santa_letter')],
  [
    SANTAS_GROTTO,
    'Video call with Santa for Ruby on the 23rd at 6pm, the 10 minute one',
    call('book_santa_call', { child_name: 'Ruby', start: '2026-12-23T18:00:00Z', minutes: 10 }),
  ],
  [SANTAS_GROTTO, 'santa call tomorrow at 5:30pm for Theo', call('book_santa_call', { child_name: 'Theo', start: '2026-11-25T17:30:00Z' })],
  [SANTAS_GROTTO, 'book a santa video call at 4pm on christmas eve', needs('book_santa_call')],
  [SANTAS_GROTTO, 'my 9 year old has started asking if santa is real, what do I say?', none],
  [SANTAS_GROTTO, 'is the grotto pushchair friendly', none],
  [SANTAS_GROTTO, 'how old do kids have to be to visit?', none],
  [SANTAS_GROTTO, 'merry christmas elves!!', none],

  // Geocaching
  [GEOCACHING, 'find caches near Hebden Bridge', call('search_caches', { near: 'Hebden Bridge' })],
  [
    GEOCACHING,
    'any mystery caches within 5km of Keswick, difficulty 3 or under',
    call('search_caches', { near: 'Keswick', radius_km: 5, cache_type: 'mystery', max_difficulty: 3 }),
  ],
  [GEOCACHING, 'wheelchair friendly geocaches around Durham', call('search_caches', { near: 'Durham', wheelchair_accessible: true })],
  [GEOCACHING, 'show me some caches nearby', needs('search_caches')],
  [GEOCACHING, 'found GC7QX2P today', call('log_cache', { cache_code: 'GC7QX2P', outcome: 'found', visited_on: '2026-11-24' })],
  [
    GEOCACHING,
    'log a DNF on gc4h8kd, searched for ages yesterday',
    call('log_cache', { cache_code: 'GC4H8KD', outcome: 'did_not_find', visited_on: '2026-11-23' }),
  ],
  [
    GEOCACHING,
    "GC1N2R9 log is soaked and the container's cracked, someone needs to fix it",
    call('log_cache', { cache_code: 'GC1N2R9', outcome: 'needs_maintenance' }),
  ],
  [GEOCACHING, 'log my find please', needs('log_cache')],
  [
    GEOCACHING,
    "I've hidden a new small cache called Owl's Rest at 53.4084, -2.9916",
    call('hide_cache', { name: "Owl's Rest", latitude: 53.4084, longitude: -2.9916, size: 'small' }),
  ],
  [
    GEOCACHING,
    "submit my new cache 'The Old Mill Multi', it's a multi, regular size box, coordinates 51.7520 N 1.2577 W",
    call('hide_cache', { name: 'The Old Mill Multi', cache_type: 'multi', size: 'regular', latitude: 51.752, longitude: -1.2577 }),
  ],
  [GEOCACHING, 'hint for GC9ZZ01 please im stuck', call('get_cache_hint', { cache_code: 'GC9ZZ01' })],
  [GEOCACHING, "what's a good container to use for a cache in wet weather?", none],
  [GEOCACHING, 'is geocaching allowed in national parks', none],
  [GEOCACHING, "I'm new to this, what does 'muggle' mean?", none],
  [GEOCACHING, 'caches around Whitby', call('search_caches', { near: 'Whitby' }), ANY],

  // Bridge club
  [
    BRIDGE_CLUB,
    'enter me and Margaret Holt for the evening duplicate on thursday',
    call('enter_bridge_session', { date: '2026-11-26', session: 'evening_duplicate', partner_name: 'Margaret Holt' }),
  ],
  [
    BRIDGE_CLUB,
    "can you find me a partner for monday afternoon's duplicate",
    call('enter_bridge_session', { date: '2026-11-30', session: 'afternoon_duplicate', needs_partner: true }),
  ],
  [
    BRIDGE_CLUB,
    "we're a team of four for the teams event on the 6th",
    call('enter_bridge_session', { date: '2026-12-06', session: 'teams_of_four' }),
  ],
  [BRIDGE_CLUB, "I'd like to play this week", needs('enter_bridge_session')],
  [
    BRIDGE_CLUB,
    "sign me up for the beginners course starting 6 jan, I've never played",
    call('book_bridge_lessons', { level: 'absolute_beginner', start_date: '2027-01-06' }),
  ],
  [BRIDGE_CLUB, 'Improvers course for 8 weeks please', call('book_bridge_lessons', { level: 'improver', weeks: 8 })],
  [BRIDGE_CLUB, 'book me on bridge lessons', needs('book_bridge_lessons')],
  [BRIDGE_CLUB, 'pay £12 table money for member 40218', call('pay_table_money', { member_number: '40218', amount_gbp: 12 })],
  [BRIDGE_CLUB, 'top up my table money by a tenner', needs('pay_table_money')],
  [
    BRIDGE_CLUB,
    "results from last night's evening session?",
    call('get_bridge_results', { date: '2026-11-23', session: 'evening_duplicate' }),
  ],
  [BRIDGE_CLUB, 'how did we do on the 19th', call('get_bridge_results', { date: '2026-11-19' })],
  [BRIDGE_CLUB, 'what does a 2 no trump opening mean in acol?', none],
  [BRIDGE_CLUB, 'is it rude to ask for a review of the bidding?', none],
  [BRIDGE_CLUB, "who's the club captain this year?", none],
  [
    BRIDGE_CLUB,
    'how did the afternoon session go on friday 20th',
    call('get_bridge_results', { date: '2026-11-20', session: 'afternoon_duplicate' }),
    only('get_bridge_results'),
  ],

  // First aid training
  [
    FIRST_AID,
    'book 3 staff on emergency first aid at work in Leeds on 8 december',
    call('book_first_aid_course', { course: 'emergency_first_aid_at_work', delegates: 3, venue: 'Leeds', start_date: '2026-12-08' }),
  ],
  [
    FIRST_AID,
    'I need the 3 day first aid at work course for myself, starting monday 11th jan in manchester',
    call('book_first_aid_course', { course: 'first_aid_at_work', delegates: 1, start_date: '2027-01-11', venue: 'Manchester' }),
  ],
  [
    FIRST_AID,
    'paediatric first aid online for 2 nursery staff, 15th',
    call('book_first_aid_course', { course: 'paediatric_first_aid', venue: 'online', delegates: 2, start_date: '2026-12-15' }),
  ],
  [FIRST_AID, 'can I book a mental health first aid course?', needs('book_first_aid_course')],
  [
    FIRST_AID,
    'CPR and defib training for four people on the 2nd',
    call('book_first_aid_course', { course: 'cpr_and_defibrillator', delegates: 4, start_date: '2026-12-02' }),
  ],
  [
    FIRST_AID,
    'could a trainer come to our warehouse to do EFAW for 12 of us? postcode S9 3QT, Brightside Logistics',
    call('request_onsite_training', {
      course: 'emergency_first_aid_at_work',
      delegates: 12,
      postcode: 'S9 3QT',
      company: 'Brightside Logistics',
    }),
  ],
  [
    FIRST_AID,
    "we'd like the paediatric course run at our nursery for 8 staff, ideally 9th january, LS12 4PX",
    call('request_onsite_training', { course: 'paediatric_first_aid', delegates: 8, postcode: 'LS12 4PX', preferred_date: '2027-01-09' }),
  ],
  [FIRST_AID, 'can you run mental health first aid at our office?', needs('request_onsite_training')],
  [FIRST_AID, 'check certificate FA2219384', call('verify_certificate', { certificate_number: 'FA2219384' })],
  [
    FIRST_AID,
    "when does my first aid certificate run out? it's fa 0048812",
    call('verify_certificate', { certificate_number: 'FA0048812' }),
  ],
  [FIRST_AID, 'how many first aiders does a small office need by law?', none],
  [FIRST_AID, "what's the recovery position again", none],
  [FIRST_AID, "someone's collapsed and isn't breathing what do i do", none],

  // Will writing service
  [
    WILL_WRITING,
    "we'd like mirror wills, can we come in on wednesday 2nd at 10",
    call('book_will_appointment', { will_type: 'mirror', date: '2026-12-02', time: '10:00', meeting: 'office' }),
  ],
  [
    WILL_WRITING,
    "single will appointment, home visit please as my mum can't get out, friday 4th",
    call('book_will_appointment', { will_type: 'single', meeting: 'home_visit', date: '2026-12-04' }),
  ],
  [
    WILL_WRITING,
    'Could I do a video call about setting up a trust will on the 10th at 3pm',
    call('book_will_appointment', { will_type: 'trust', meeting: 'video', date: '2026-12-10', time: '15:00' }),
  ],
  [WILL_WRITING, 'I need to make a will', needs('book_will_appointment')],
  [
    WILL_WRITING,
    'Start a health and welfare LPA for my dad, Geoffrey Arthur Pike, with 2 attorneys',
    call('start_power_of_attorney', { lpa_type: 'health_and_welfare', donor_name: 'Geoffrey Arthur Pike', attorneys: 2 }),
  ],
  [
    WILL_WRITING,
    'power of attorney for both money and health for Susan Okafor',
    call('start_power_of_attorney', { lpa_type: 'both', donor_name: 'Susan Okafor' }),
  ],
  [WILL_WRITING, 'I want to set up power of attorney for property and finances', needs('start_power_of_attorney')],
  [
    WILL_WRITING,
    'please store my will, Edward James Finch, born 3 March 1951',
    call('store_will', { full_name: 'Edward James Finch', date_of_birth: '1951-03-03' }),
  ],
  [WILL_WRITING, "store my will please, I'm Patricia Lowe", needs('store_will')],
  [WILL_WRITING, 'how much are mirror wills', call('get_will_price', { service: 'mirror_wills' })],
  [WILL_WRITING, 'what do you charge for probate?', call('get_will_price', { service: 'probate' })],
  [WILL_WRITING, 'what happens if you die without a will in england?', none],
  [WILL_WRITING, 'can my son be both an executor and a beneficiary?', none],
  [WILL_WRITING, 'do I need a solicitor to witness my will or can my neighbours do it', none],
  [WILL_WRITING, "what's it cost for a trust will", call('get_will_price', { service: 'trust_will' }), only('get_will_price')],

  // Counselling service
  [
    COUNSELLING,
    "I've been really anxious lately and would like to talk to someone, video is best for me",
    call('book_counselling', { concern: 'anxiety', format: 'video' }),
  ],
  [
    COUNSELLING,
    "my husband died in september and i'm struggling. could I see someone in person, preferably a woman",
    call('book_counselling', { concern: 'bereavement', format: 'in_person', counsellor_gender: 'female' }),
  ],
  [
    COUNSELLING,
    'Phone session about work stress, tuesdays or thursdays suit me',
    call('book_counselling', { concern: 'stress', format: 'phone', available_days: ['tuesday', 'thursday'] }),
  ],
  [COUNSELLING, "I'd like to book counselling for my relationship problems", needs('book_counselling')],
  [
    COUNSELLING,
    "can I have a session on monday at 6pm? face to face. it's about trauma from a car accident",
    call('book_counselling', { concern: 'trauma', format: 'in_person', date: '2026-11-30', time: '18:00' }),
  ],
  [
    COUNSELLING,
    "I'd like to join the carers cafe group, my email is linda.marsh@btinternet.com",
    call('join_support_group', { group: 'carers_cafe', email: 'linda.marsh@btinternet.com' }),
  ],
  [COUNSELLING, "is there a group for new mums? I'd like to join", call('join_support_group', { group: 'new_parents' })],
  [
    COUNSELLING,
    "cancel session CS-40921, I'd like another one though",
    call('cancel_counselling', { session_ref: 'CS-40921', rebook: true }),
  ],
  [COUNSELLING, 'need to cancel my counselling appointment', needs('cancel_counselling')],
  [COUNSELLING, "what's the difference between counselling and CBT?", none],
  [COUNSELLING, "I don't really see the point in anything anymore and I don't want to be here", none],
  [COUNSELLING, 'is it confidential? will my GP find out', none],
  [COUNSELLING, "cs-11873 cancel please, won't need another", call('cancel_counselling', { session_ref: 'CS-11873', rebook: false })],

  // Home care agency
  [
    HOME_CARE,
    'my mum Joan Whitaker needs help getting washed and dressed every morning from monday',
    call('request_care_visits', {
      client_name: 'Joan Whitaker',
      visit_type: 'personal_care',
      time_of_day: 'morning',
      visits_per_week: 7,
      start_date: '2026-11-30',
    }),
  ],
  [
    HOME_CARE,
    "Could someone pop in at lunchtime to make my dad a meal, 5 days a week starting 1st december? He's called Ron Ellis",
    call('request_care_visits', {
      client_name: 'Ron Ellis',
      visit_type: 'meal_preparation',
      time_of_day: 'lunchtime',
      visits_per_week: 5,
      start_date: '2026-12-01',
    }),
  ],
  [
    HOME_CARE,
    'I need a break from caring for my wife Ann Baxter, can you arrange respite from the 14th',
    call('request_care_visits', { client_name: 'Ann Baxter', visit_type: 'respite', start_date: '2026-12-14' }),
  ],
  [HOME_CARE, 'We need someone to remind Grandad to take his tablets', needs('request_care_visits')],
  [HOME_CARE, 'move visit HC30221 to 11:30', call('move_care_visit', { visit_ref: 'HC30221', new_time: '11:30' })],
  [
    HOME_CARE,
    'can visit hc 10094 be moved to friday at 5pm',
    call('move_care_visit', { visit_ref: 'HC10094', new_time: '17:00', new_date: '2026-11-27' }),
  ],
  [HOME_CARE, "please change tomorrow's visit to 9am", needs('move_care_visit')],
  [
    HOME_CARE,
    'the carer never turned up for Betty Cole this morning',
    call('raise_care_concern', { client_name: 'Betty Cole', concern: 'missed_visit' }),
  ],
  [
    HOME_CARE,
    'Harold Dunn had a fall last night, someone please ring me back straight away',
    call('raise_care_concern', { client_name: 'Harold Dunn', concern: 'fall', urgent: true }),
  ],
  [HOME_CARE, 'I want to make a complaint about the carer', needs('raise_care_concern')],
  [
    HOME_CARE,
    'carer was an hour late to see Peter Grant again',
    call('raise_care_concern', { client_name: 'Peter Grant', concern: 'late_visit' }),
  ],
  [HOME_CARE, 'how much does home care cost per hour round here?', none],
  [HOME_CARE, 'does the council pay for carers?', none],
  [HOME_CARE, 'what are signs of a UTI in elderly people', none],

  // Road tolls and crossing charges
  [
    TOLLS,
    'pay the dartford crossing for LM19 VGH, crossed yesterday',
    call('pay_crossing', { crossing: 'Dartford Crossing', registration: 'LM19 VGH', crossing_date: '2026-11-23' }),
  ],
  [
    TOLLS,
    'I went over the Mersey Gateway and back today in my van, reg MX70 DKE',
    call('pay_crossing', {
      crossing: 'Mersey Gateway',
      registration: 'MX70 DKE',
      crossings: 2,
      crossing_date: '2026-11-24',
      vehicle_class: 'van',
    }),
  ],
  [
    TOLLS,
    'pay for humber bridge, motorbike, GY15 PLO',
    call('pay_crossing', { crossing: 'Humber Bridge', vehicle_class: 'motorbike', registration: 'GY15 PLO' }),
  ],
  [TOLLS, 'I need to pay the Dart Charge', needs('pay_crossing')],
  [
    TOLLS,
    'pay two crossings on the M6 Toll for ND68 KLT on saturday',
    call('pay_crossing', { crossing: 'M6 Toll', registration: 'ND68 KLT', crossings: 2, crossing_date: '2026-11-28' }),
  ],
  [
    TOLLS,
    'set up auto top up for RE22 XYN, email sam.k@proton.me, £20 each time',
    call('set_up_autopay', { registration: 'RE22 XYN', email: 'sam.k@proton.me', top_up_gbp: 20 }),
  ],
  [TOLLS, 'I want an account so it pays automatically', needs('set_up_autopay')],
  [TOLLS, 'challenge PCN DC40021987, I paid it on the day', call('challenge_penalty', { pcn: 'DC40021987', reason: 'already_paid' })],
  [
    TOLLS,
    'got a fine for the tamar bridge but I sold that car in october, notice number TB11203344',
    call('challenge_penalty', { pcn: 'TB11203344', reason: 'vehicle_sold' }),
  ],
  [TOLLS, "I want to appeal a penalty, it wasn't my car", needs('challenge_penalty')],
  [TOLLS, 'do I owe anything for HJ16 RWA', call('check_unpaid_crossings', { registration: 'HJ16 RWA' })],
  [TOLLS, 'how long do I have to pay after crossing dartford?', none],
  [TOLLS, 'is the M6 toll worth it on a friday afternoon?', none],
  [TOLLS, 'do electric cars pay the dartford charge?', none],
  [TOLLS, 'KP65 ZRD - anything outstanding?', call('check_unpaid_crossings', { registration: 'KP65 ZRD' }), ANY],

  // Go-karting track
  [
    GO_KARTING,
    'book grand prix for 8 drivers on saturday 12th',
    call('book_karting', { format: 'grand_prix', drivers: 8, date: '2026-12-12' }),
  ],
  [
    GO_KARTING,
    'stag do, 14 of us, want the endurance race on the outdoor track, friday 18th dec at 1pm',
    call('book_karting', { format: 'endurance', drivers: 14, track: 'outdoor', date: '2026-12-18', time: '13:00' }),
  ],
  [
    GO_KARTING,
    'junior session for my 2 boys tomorrow at 4',
    call('book_karting', { format: 'junior_session', drivers: 2, date: '2026-11-25', time: '16:00' }),
  ],
  [
    GO_KARTING,
    'just turn up and race, 3 of us, sunday indoor',
    call('book_karting', { format: 'arrive_and_drive', drivers: 3, date: '2026-11-29', track: 'indoor' }),
  ],
  [GO_KARTING, 'can we book karting for 6 people', needs('book_karting')],
  [
    GO_KARTING,
    'karting voucher for my brother Liam, grand prix, send it by email',
    call('buy_karting_voucher', { format: 'grand_prix', recipient_name: 'Liam', delivery: 'email' }),
  ],
  [GO_KARTING, "I'd like to buy a gift voucher", needs('buy_karting_voucher')],
  [
    GO_KARTING,
    'sign me up for the winter league, Chloe Banks, 58kg, 24',
    call('join_kart_league', { driver_name: 'Chloe Banks', weight_kg: 58, age: 24 }),
  ],
  [GO_KARTING, 'join league - Marcus Reid, 12 stone', call('join_kart_league', { driver_name: 'Marcus Reid', weight_kg: 76.2 })],
  [GO_KARTING, 'lap times for KT203311', call('get_lap_times', { booking_ref: 'KT203311' })],
  [GO_KARTING, "what was Jake's fastest lap on booking kt 554120", call('get_lap_times', { booking_ref: 'KT554120', driver_name: 'Jake' })],
  [GO_KARTING, 'whats the minimum age for karting', none],
  [GO_KARTING, 'do I need to wear anything special?', none],
  [GO_KARTING, 'how fast do the karts go?', none],

  // Skydiving centre
  [
    SKYDIVING,
    'I want to book a tandem skydive on 5th december, I weigh 72kg',
    call('book_tandem_jump', { date: '2026-12-05', weight_kg: 72 }),
  ],
  [
    SKYDIVING,
    "Tandem from 15,000 ft with the handcam and outside camera for saturday, I'm 85 kilos",
    call('book_tandem_jump', { altitude_ft: 15000, media: 'handcam_and_outside_camera', date: '2026-11-28', weight_kg: 85 }),
  ],
  [
    SKYDIVING,
    'two of us want to jump together on the 13th, both around 65kg, 10k feet, no video',
    call('book_tandem_jump', { jumpers: 2, date: '2026-12-13', weight_kg: 65, altitude_ft: 10000, media: 'none' }),
  ],
  [SKYDIVING, 'can I book a tandem jump for my 50th birthday on the 9th jan?', needs('book_tandem_jump')],
  [SKYDIVING, 'book AFF level 1 starting 3rd january', call('book_solo_course', { course: 'aff_level_1', start_date: '2027-01-03' })],
  [
    SKYDIVING,
    "I've not jumped for 2 years, need a refresher, can I do it on the 29th?",
    call('book_solo_course', { course: 'refresher', start_date: '2026-11-29' }),
  ],
  [SKYDIVING, "i'd like to learn to skydive on my own, static line course", needs('book_solo_course')],
  [SKYDIVING, 'is my jump still on today? SKY40112', call('check_jump_status', { booking_ref: 'SKY40112' })],
  [SKYDIVING, 'weather hold on sky 21873?', call('check_jump_status', { booking_ref: 'SKY21873' })],
  [
    SKYDIVING,
    "I'm doing a charity skydive for Macmillan on the 19th december, target £750",
    call('register_charity_jump', { charity: 'Macmillan', date: '2026-12-19', target_gbp: 750 }),
  ],
  [SKYDIVING, 'register a sponsored jump for the British Heart Foundation', needs('register_charity_jump')],
  [SKYDIVING, 'does it hurt when the parachute opens?', none],
  [SKYDIVING, "what happens if the main chute doesn't open", none],
  [SKYDIVING, "I'm 115kg, is there any way I can do a tandem?", none],

  // Firewood and log delivery
  [
    FIREWOOD,
    'full load of kiln dried hardwood to HG1 4LT please',
    call('order_logs', { wood: 'kiln_dried_hardwood', load: 'full_load', postcode: 'HG1 4LT' }),
  ],
  [
    FIREWOOD,
    'can I get a barrow load of seasoned logs delivered friday, stacked in the log store, DL8 3PR',
    call('order_logs', {
      wood: 'seasoned_hardwood',
      load: 'barrow_load',
      delivery_date: '2026-11-27',
      stacked: true,
      postcode: 'DL8 3PR',
    }),
  ],
  [FIREWOOD, 'half a load of ash please, postcode bd23 1ua', call('order_logs', { wood: 'ash', load: 'half_load', postcode: 'BD23 1UA' })],
  [FIREWOOD, "I'd like a net of birch logs", needs('order_logs')],
  [FIREWOOD, 'I want some logs delivered to LA9 6EW', needs('order_logs')],
  [FIREWOOD, '3 bags of kindling and 2 boxes of firelighters', call('order_kindling', { kindling_bags: 3, firelighter_boxes: 2 })],
  [FIREWOOD, 'just some kindling please, one bag, on monday', call('order_kindling', { kindling_bags: 1, delivery_date: '2026-11-30' })],
  [
    FIREWOOD,
    'can you deliver a full load of oak every 4 weeks from the 1st',
    call('set_up_repeat_logs', { wood: 'oak', load: 'full_load', every_weeks: 4, start_date: '2026-12-01' }),
  ],
  [
    FIREWOOD,
    'set up a repeat order of softwood half loads every fortnight',
    call('set_up_repeat_logs', { wood: 'softwood', load: 'half_load', every_weeks: 2 }),
  ],
  [FIREWOOD, 'regular delivery of kiln dried please', needs('set_up_repeat_logs')],
  [FIREWOOD, "what's the moisture content of your kiln dried logs?", none],
  [FIREWOOD, 'can I burn pallet wood in my stove', none],
  [FIREWOOD, 'why is my wood burner glass going black', none],
  [FIREWOOD, '5 bags please', call('order_kindling', { kindling_bags: 5 }), only('order_kindling')],

  // Amateur dramatics society
  [
    AM_DRAM,
    "I'd like to audition for Scrooge in A Christmas Carol, the 30th at 7pm",
    call('sign_up_audition', { production: 'A Christmas Carol', role: 'Scrooge', date: '2026-11-30', slot: '19:00' }),
  ],
  [
    AM_DRAM,
    'audition slot for little shop of horrors on 3 december please',
    call('sign_up_audition', { production: 'Little Shop of Horrors', date: '2026-12-03' }),
  ],
  [AM_DRAM, 'can i audition for twelfth night', needs('sign_up_audition')],
  [AM_DRAM, 'happy to help with lighting on blithe spirit', call('volunteer_backstage', { production: 'Blithe Spirit', job: 'lighting' })],
  [
    AM_DRAM,
    'I can sew, could I help make costumes for the christmas carol show',
    call('volunteer_backstage', { production: 'A Christmas Carol', job: 'costumes' }),
  ],
  [AM_DRAM, "I'd like to help out backstage", needs('volunteer_backstage')],
  [
    AM_DRAM,
    "2 tickets for blithe spirit on friday 11th, plus one concession for my mum who's 70, in the circle",
    call('buy_show_tickets', {
      production: 'Blithe Spirit',
      performance_date: '2026-12-11',
      tickets: 2,
      concessions: 1,
      seating: 'circle',
    }),
  ],
  [
    AM_DRAM,
    '4 for A Christmas Carol on saturday',
    call('buy_show_tickets', { production: 'A Christmas Carol', performance_date: '2026-11-28', tickets: 4 }),
  ],
  [AM_DRAM, 'tickets for little shop please', needs('buy_show_tickets')],
  [AM_DRAM, 'renew my family membership', call('pay_membership', { member_type: 'family' })],
  [
    AM_DRAM,
    'I want to pay my subs for acting membership, name is Priya Shah',
    call('pay_membership', { member_type: 'acting', name: 'Priya Shah' }),
  ],
  [AM_DRAM, 'how do I get over stage fright?', none],
  [AM_DRAM, "what's Blithe Spirit about?", none],
  [AM_DRAM, 'any tips for learning lines quickly', none],

  // Left luggage at London stations
  [
    LEFT_LUGGAGE,
    "store 2 bags at king's cross from 11am today until 6pm",
    call('reserve_luggage_storage', {
      station: "King's Cross",
      bags: 2,
      drop_off: '2026-11-24T11:00:00Z',
      pick_up: '2026-11-24T18:00:00Z',
    }),
  ],
  [
    LEFT_LUGGAGE,
    'Need to leave a suitcase and a bike at Paddington tomorrow 8:30am, back for them at 4',
    call('reserve_luggage_storage', {
      station: 'Paddington',
      bags: 1,
      oversized: 1,
      drop_off: '2026-11-25T08:30:00Z',
      pick_up: '2026-11-25T16:00:00Z',
    }),
  ],
  [
    LEFT_LUGGAGE,
    '3 bags at waterloo saturday morning 9am',
    call('reserve_luggage_storage', { station: 'Waterloo', bags: 3, drop_off: '2026-11-28T09:00:00Z' }),
  ],
  [LEFT_LUGGAGE, 'can I drop my luggage at Euston?', needs('reserve_luggage_storage')],
  [LEFT_LUGGAGE, 'reserve space for 2 cases at victoria', needs('reserve_luggage_storage')],
  [
    LEFT_LUGGAGE,
    'extend LL204417 to 9pm tonight',
    call('extend_storage', { booking_ref: 'LL204417', new_pick_up: '2026-11-24T21:00:00Z' }),
  ],
  [
    LEFT_LUGGAGE,
    "I'll be late, can you keep my bags till tomorrow at noon? ref ll 118093",
    call('extend_storage', { booking_ref: 'LL118093', new_pick_up: '2026-11-25T12:00:00Z' }),
  ],
  [
    LEFT_LUGGAGE,
    'my suitcase came back with the wheel snapped off, booking LL330982',
    call('claim_bag_damage', { booking_ref: 'LL330982', damage: 'broken_wheel' }),
  ],
  [LEFT_LUGGAGE, 'my bag was soaking wet when I collected it', needs('claim_bag_damage')],
  [
    LEFT_LUGGAGE,
    "Something's been taken out of my bag! LL551270",
    call('claim_bag_damage', { booking_ref: 'LL551270', damage: 'item_missing' }),
  ],
  [LEFT_LUGGAGE, "what's the nearest tube to paddington left luggage", none],
  [LEFT_LUGGAGE, 'can I store a bag overnight?', none],
  [LEFT_LUGGAGE, 'is there a weight limit per bag?', none],
  [
    LEFT_LUGGAGE,
    'LL204417 till 10pm please',
    call('extend_storage', { booking_ref: 'LL204417', new_pick_up: '2026-11-24T22:00:00Z' }),
    ANY,
  ],

  // Trophy and engraving shop
  [
    TROPHIES,
    '15 football figure trophies for the under 11s, needed by 12 december',
    call('order_trophies', { trophy: 'football_figure', quantity: 15, needed_by: '2026-12-12' }),
  ],
  [
    TROPHIES,
    "I need 40 medals engraved 'Harrogate 10K 2026'",
    call('order_trophies', { trophy: 'medal', quantity: 40, engraving: 'Harrogate 10K 2026' }),
  ],
  [TROPHIES, 'one big cup for the league winners please', call('order_trophies', { trophy: 'cup', quantity: 1 })],
  [TROPHIES, 'can we order some glass awards for our staff night?', needs('order_trophies')],
  [
    TROPHIES,
    "engrave 'To Dad, love always, Em x' on a tankard",
    call('engrave_item', { item: 'tankard', text: 'To Dad, love always, Em x' }),
  ],
  [
    TROPHIES,
    "could you engrave the back of my husband's watch with our wedding date 14.06.2003 in script",
    call('engrave_item', { item: 'watch', text: '14.06.2003', font: 'script' }),
  ],
  [TROPHIES, "I'd like a pen engraved", needs('engrave_item')],
  [TROPHIES, 'is TR-30918 ready?', call('trophy_order_status', { order_ref: 'TR-30918' })],
  [TROPHIES, 'any update on my trophies, order tr 22871', call('trophy_order_status', { order_ref: 'TR-22871' })],
  [
    TROPHIES,
    "a shield for player of the season, engraved with 'Player of the Season - Tom Hughes'",
    call('order_trophies', { trophy: 'shield', quantity: 1, engraving: 'Player of the Season - Tom Hughes' }),
  ],
  [TROPHIES, 'how many letters can you fit on a medal?', none],
  [TROPHIES, 'can you engrave on silver plated stuff?', none],
  [TROPHIES, "what's a nice thing to put on a retirement plaque?", none],

  // Handyman service
  [
    HANDYMAN,
    'need a wardrobe put together on thursday, M20 6RB',
    call('book_handyman', { job: 'flat_pack_assembly', date: '2026-11-26', postcode: 'M20 6RB' }),
  ],
  [
    HANDYMAN,
    "can someone mount my 55 inch tv on the wall saturday, I'll need you to bring the bracket, postcode SK4 2HD",
    call('book_handyman', { job: 'tv_wall_mounting', date: '2026-11-28', postcode: 'SK4 2HD', bring_materials: true }),
  ],
  [
    HANDYMAN,
    'book a handyman for 3 hours on the 7th to reseal the bath, OL6 9TU',
    call('book_handyman', { job: 'silicone_sealant', hours: 3, date: '2026-12-07', postcode: 'OL6 9TU' }),
  ],
  [HANDYMAN, 'I need some shelves putting up next week', needs('book_handyman')],
  [HANDYMAN, 'our back door sticks, can someone come out monday', needs('book_handyman')],
  [
    HANDYMAN,
    'quote to paint three bedrooms, WA14 1EF',
    call('request_handyman_quote', { job: 'painting', rooms: 3, postcode: 'WA14 1EF' }),
  ],
  [
    HANDYMAN,
    "how much would it cost to retile my kitchen and bathroom? I'm in CH2 3AX",
    call('request_handyman_quote', { job: 'tiling', rooms: 2, postcode: 'CH2 3AX' }),
  ],
  [HANDYMAN, 'need a quote for fitting blinds', needs('request_handyman_quote')],
  [HANDYMAN, 'move HM40219 to wednesday 2nd', call('reschedule_handyman', { booking_ref: 'HM40219', new_date: '2026-12-02' })],
  [
    HANDYMAN,
    'can we push booking hm 11802 back to the 10th?',
    call('reschedule_handyman', { booking_ref: 'HM11802', new_date: '2026-12-10' }),
  ],
  [HANDYMAN, 'how do I find a stud in the wall?', none],
  [HANDYMAN, 'are you insured?', none],
  [HANDYMAN, 'what size rawlplug for a 6mm screw?', none],
];
