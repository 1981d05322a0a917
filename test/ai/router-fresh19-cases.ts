import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  BOILER,
  BOOK_CLUB,
  BOX_OFFICE,
  CANTEEN,
  CHIMNEY,
  CYCLE,
  DANCE,
  FIRE_SAFETY,
  HALLS,
  HEARING,
  ICE_RINK,
  LOCKSMITH,
  MARINA,
  MIGRAINE,
  MILKMAN,
  RADIO,
  ROOFING,
  SCOUTS,
  SKIP,
  SNOW,
  TREE,
  WARD_STOCK,
} from './router-fresh19-tools.js';

/*
 * The twentieth fresh table (fresh 19), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day already past, such as when a period
 * started or a badge was finished, resolved backwards; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ, a time
 * with no day its next occurrence; values a pattern asks for normalised to it), a text answer asking for
 * a required value the request does not give, or any text answer when no tool fits.
 */
export const FRESH19: Case[] = [
  // Theatre box office
  [
    BOX_OFFICE,
    'are there any matinees of Matilda on saturday?',
    call('find_performances', { show: 'Matilda', date: '2026-11-28', matinee_only: true }),
  ],
  [
    BOX_OFFICE,
    'Book 2 seats in the stalls for Hamlet this Friday at 7:30pm',
    call('book_seats', { show: 'Hamlet', performance: '2026-11-27T19:30:00Z', seats: 2, section: 'stalls' }),
  ],
  [
    BOX_OFFICE,
    'can i get four tickets for the 2pm showing of Matilda on the 5th of december, kids prices pls - all four are children',
    call('book_seats', { show: 'Matilda', performance: '2026-12-05T14:00:00Z', seats: 4, concession: 'child' }),
  ],
  [
    BOX_OFFICE,
    'I need to move booking BX482910 to the 12th of December, 7.30 in the evening',
    call('exchange_tickets', { booking_ref: 'BX482910', new_performance: '2026-12-12T19:30:00Z' }),
  ],
  [BOX_OFFICE, 'Could you swap my tickets to another night?', needs('exchange_tickets')],
  [
    BOX_OFFICE,
    'buy a £50 gift voucher for my sister Jane, email it to her',
    call('buy_gift_voucher', { amount: 50, recipient_name: 'Jane', delivery: 'email' }),
  ],
  [BOX_OFFICE, 'whats the dress code for the theatre, do people still dress up?', none],
  [BOX_OFFICE, 'when is Blood Brothers on', call('find_performances', { show: 'Blood Brothers' })],
  [
    BOX_OFFICE,
    'two seats, dress circle, for Blood Brothers, wednesday 2:30 matinee. one of us uses a wheelchair',
    call('book_seats', {
      show: 'Blood Brothers',
      performance: '2026-11-25T14:30:00Z',
      seats: 2,
      section: 'dress_circle',
      wheelchair_space: true,
    }),
  ],
  [BOX_OFFICE, 'Gift voucher for seventy five pounds please, sent by post', call('buy_gift_voucher', { amount: 75, delivery: 'post' })],
  [BOX_OFFICE, 'how long is the interval usually?', none],
  [
    BOX_OFFICE,
    "Grab us a box for Macbeth on new year's eve at 8pm, there's 4 of us",
    call('book_seats', { show: 'Macbeth', performance: '2026-12-31T20:00:00Z', seats: 4, section: 'box' }),
  ],
  [BOX_OFFICE, 'I wanna book tickets for Hamlet', needs('book_seats')],
  [
    BOX_OFFICE,
    'seniors rate, 3 tickets, upper circle, Hamlet, 28th november 19:30',
    call('book_seats', { show: 'Hamlet', performance: '2026-11-28T19:30:00Z', seats: 3, section: 'upper_circle', concession: 'senior' }),
    ANY,
  ],
  [BOX_OFFICE, 'is the theatre near a tube station', none],

  // Marina berths
  [
    MARINA,
    "We'd like a visitor berth from Friday for 3 nights, boat is 11.5m, and we need shore power",
    call('book_visitor_berth', { arrival: '2026-11-27', nights: 3, boat_length_m: 11.5, shore_power: true }),
  ],
  [
    MARINA,
    'arriving 2nd december, two nights, 9 metre yacht called Puffin',
    call('book_visitor_berth', { arrival: '2026-12-02', nights: 2, boat_length_m: 9, boat_name: 'Puffin' }),
  ],
  [MARINA, 'Please lift Sea Otter out for winter storage', call('request_lift_out', { boat_name: 'Sea Otter', service: 'winter_storage' })],
  [
    MARINA,
    'can the yard antifoul Blue Moon, ideally on the 8th of december',
    call('request_lift_out', { boat_name: 'Blue Moon', service: 'antifoul', preferred_date: '2026-12-08' }),
  ],
  [MARINA, '200 litres of diesel to berth D7 please', call('order_fuel_to_berth', { berth: 'D7', fuel: 'diesel', litres: 200 })],
  [MARINA, 'need petrol for the rib on c12, fifty litres', call('order_fuel_to_berth', { berth: 'C12', fuel: 'petrol', litres: 50 })],
  [MARINA, 'report an electricity problem at F3', call('report_pontoon_issue', { issue: 'electricity', berth: 'F3' })],
  [MARINA, 'whats the tide doing this afternoon', none],
  [MARINA, 'book a visitor berth for the weekend', needs('book_visitor_berth')],
  [MARINA, 'Do you know any good pubs near the harbour?', none],
  [
    MARINA,
    "lift and hold for Kittiwake on monday please, surveyor's coming",
    call('request_lift_out', { boat_name: 'Kittiwake', service: 'lift_and_hold', preferred_date: '2026-11-30' }),
  ],
  [
    MARINA,
    'fill her up, 120 litres diesel, A1',
    call('order_fuel_to_berth', { berth: 'A1', fuel: 'diesel', litres: 120 }),
    only('order_fuel_to_berth'),
  ],
  [MARINA, 'a cleat on H9 is cracked', call('report_pontoon_issue', { issue: 'damaged_cleat', berth: 'H9' })],
  [MARINA, 'hello there!', none],

  // School canteen
  [
    CANTEEN,
    'Order a jacket potato for Alfie tommorow',
    call('preorder_lunch', { child_name: 'Alfie', date: '2026-11-25', meal: 'jacket_potato' }),
  ],
  [
    CANTEEN,
    'can poppy have the veggie option on thursday with pudding',
    call('preorder_lunch', { child_name: 'Poppy', date: '2026-11-26', meal: 'vegetarian', dessert: true }),
  ],
  [CANTEEN, "put £20 on Oliver's dinner money", call('top_up_lunch_account', { child_name: 'Oliver', amount: 20 })],
  [CANTEEN, 'top up ten pounds for Maya', call('top_up_lunch_account', { child_name: 'Maya', amount: 10 })],
  [
    CANTEEN,
    'Ruby is allergic to nuts and eggs, please let the kitchen know',
    call('set_dietary_needs', { child_name: 'Ruby', needs: ['nut_free', 'egg_free'] }),
  ],
  [CANTEEN, 'Zain eats halal only', call('set_dietary_needs', { child_name: 'Zain', needs: ['halal'] })],
  [CANTEEN, "what's for lunch next week?", call('get_canteen_menu', { week_starting: '2026-11-30' })],
  [CANTEEN, 'menu for the week of 7th december', call('get_canteen_menu', { week_starting: '2026-12-07' })],
  [CANTEEN, 'how do I apply for free school meals', none],
  [CANTEEN, "add some money to my son's lunch account", needs('top_up_lunch_account')],
  [
    CANTEEN,
    'Packed sandwich for Leo on friday 4th dec, no dessert',
    call('preorder_lunch', { child_name: 'Leo', date: '2026-12-04', meal: 'packed_sandwich', dessert: false }),
  ],
  [CANTEEN, 'my daughter hates broccoli lol', none],
  [
    CANTEEN,
    "Henry's gone vegan and he's also coeliac",
    call('set_dietary_needs', { child_name: 'Henry', needs: ['vegan', 'gluten_free'] }),
  ],
  [CANTEEN, 'hot dinner for Isla on the 1st', call('preorder_lunch', { child_name: 'Isla', date: '2026-12-01', meal: 'hot_meal' }), ANY],

  // Community radio
  [
    RADIO,
    'can you play Dancing Queen by ABBA on the breakfast show for Sandra',
    call('request_song', { title: 'Dancing Queen', artist: 'ABBA', show: 'breakfast', dedication: 'Sandra' }),
  ],
  [RADIO, 'request Wonderwall', call('request_song', { title: 'Wonderwall' })],
  [
    RADIO,
    'Please play "Yellow" by Coldplay on drive time',
    call('request_song', { title: 'Yellow', artist: 'Coldplay', show: 'drive_time' }),
  ],
  [
    RADIO,
    'shout out to Dave please, message: "keep the wheels turning mate, from everyone at the depot"',
    call('send_shoutout', { message: 'keep the wheels turning mate, from everyone at the depot', to_name: 'Dave' }),
  ],
  [
    RADIO,
    'shout-out for Linda on friday: "Happy retirement, 40 years at Hallam Road School!"',
    call('send_shoutout', { message: 'Happy retirement, 40 years at Hallam Road School!', to_name: 'Linda', on_air_date: '2026-11-27' }),
  ],
  [RADIO, "what's on on saturday", call('get_radio_schedule', { day: 'saturday' })],
  [RADIO, 'Whats on the radio tonight', call('get_radio_schedule', { day: 'tuesday' })],
  [
    RADIO,
    "I'd love to help out as a sound technician, my name is Priya Shah, priya.shah@example.com",
    call('volunteer_signup', { name: 'Priya Shah', role: 'technician', email: 'priya.shah@example.com' }),
  ],
  [RADIO, 'i want to volunteer', needs('volunteer_signup')],
  [RADIO, 'who sang Wonderwall again?', none],
  [RADIO, 'what frequency are you on, FM?', none],
  [RADIO, 'sign me up as a presenter, Tom Baker', call('volunteer_signup', { name: 'Tom Baker', role: 'presenter' })],
  [
    RADIO,
    'something by Fleetwood Mac - Dreams - on the late night show',
    call('request_song', { title: 'Dreams', artist: 'Fleetwood Mac', show: 'late_night' }),
    only('request_song'),
  ],
  [RADIO, 'play a song for me', needs('request_song')],

  // Hearing aid clinic
  [
    HEARING,
    'I need a hearing test in Harrogate on the 3rd of December at 10:15',
    call('book_hearing_appointment', { appointment_type: 'hearing_test', date: '2026-12-03', time: '10:15', clinic: 'Harrogate' }),
  ],
  [
    HEARING,
    'book wax removal, wakefield, thursday afternoon at 2',
    call('book_hearing_appointment', { appointment_type: 'wax_removal', clinic: 'Wakefield', date: '2026-11-26', time: '14:00' }),
  ],
  [
    HEARING,
    'can I get my aids adjusted on monday, half past nine',
    call('book_hearing_appointment', { appointment_type: 'adjustment', date: '2026-11-30', time: '09:30' }),
  ],
  [HEARING, 'send me some size 312 batteries', call('order_batteries', { size: '312' })],
  [HEARING, "I'm running low on batteries, three packs of the 13s please", call('order_batteries', { size: '13', packs: 3 })],
  [HEARING, 'order batteries', needs('order_batteries')],
  [HEARING, 'my left hearing aid keeps whistling', call('report_hearing_aid_fault', { side: 'left', problem: 'whistling' })],
  [HEARING, 'neither of my hearing aids will charge', call('report_hearing_aid_fault', { side: 'both', problem: 'wont_charge' })],
  [
    HEARING,
    'the right one went through the washing machine and the case is cracked. serial no. 7731942',
    call('report_hearing_aid_fault', { side: 'right', problem: 'physical_damage', serial_number: '7731942' }),
  ],
  [HEARING, 'is tinnitus something you can help with?', none],
  [HEARING, 'do hearing aids work with bluetooth on iphones', none],
  [
    HEARING,
    'drop my aid off for repair at the leeds clinic',
    call('book_hearing_appointment', { appointment_type: 'repair_drop_off', clinic: 'Leeds' }),
    ANY,
  ],
  [HEARING, "I can't hear anything out of the right aid", call('report_hearing_aid_fault', { side: 'right', problem: 'no_sound' })],

  // Dance school
  [
    DANCE,
    'Could my 6 year old try a ballet class on saturday?',
    call('book_trial_class', { style: 'ballet', student_age: 6, date: '2026-11-28' }),
  ],
  [DANCE, 'trial for adult beginners salsa', call('book_trial_class', { style: 'salsa', level: 'beginner' })],
  [
    DANCE,
    "I'd like to try street dance, I'm 15 and kind of intermediate",
    call('book_trial_class', { style: 'street', student_age: 15, level: 'intermediate' }),
  ],
  [DANCE, 'Enrol Amelia Hughes in TP204', call('enrol_for_term', { student_name: 'Amelia Hughes', class_code: 'TP204' })],
  [
    DANCE,
    'sign jack robinson up for ba101 for the term and split the payments',
    call('enrol_for_term', { student_name: 'Jack Robinson', class_code: 'BA101', pay_in_instalments: true }),
  ],
  [
    DANCE,
    "Sophie Clarke will miss thursday's class, reason: school concert",
    call('report_dance_absence', { student_name: 'Sophie Clarke', date: '2026-11-26', reason: 'school concert' }),
  ],
  [DANCE, 'Noah will miss class on the 9th of December', call('report_dance_absence', { student_name: 'Noah', date: '2026-12-09' })],
  [DANCE, 'My daughter is going to be off sick', needs('report_dance_absence')],
  [DANCE, 'I need tap shoes in a size 13', call('order_dancewear', { item: 'tap_shoes', size: '13' })],
  [DANCE, 'two leotards, age 7-8', call('order_dancewear', { item: 'leotard', size: 'age 7-8', quantity: 2 })],
  [DANCE, 'Order a hoodie', needs('order_dancewear')],
  [DANCE, "what's the difference between jazz and contemporary?", none],
  [DANCE, 'are the teachers DBS checked', none],
  [
    DANCE,
    'contemporary please, advanced level, 4th december',
    call('book_trial_class', { style: 'contemporary', level: 'advanced', date: '2026-12-04' }),
    only('book_trial_class'),
  ],

  // Period tracker
  [CYCLE, 'period started today, quite heavy', call('log_period', { start_date: '2026-11-24', flow: 'heavy' })],
  [CYCLE, 'Log my period, it started yesterday', call('log_period', { start_date: '2026-11-23' })],
  [CYCLE, 'started spotting on the 21st', call('log_period', { start_date: '2026-11-21', flow: 'spotting' })],
  [CYCLE, 'log cramps and bloating', call('log_cycle_symptoms', { symptoms: ['cramps', 'bloating'] })],
  [
    CYCLE,
    'yesterday I had a headache and felt really tired',
    call('log_cycle_symptoms', { symptoms: ['headache', 'fatigue'], date: '2026-11-23' }),
  ],
  [CYCLE, 'When is my next period due?', call('predict_cycle', { what: 'next_period' })],
  [CYCLE, 'when am i ovulating', call('predict_cycle', { what: 'ovulation' })],
  [CYCLE, 'whats my fertile window this month', call('predict_cycle', { what: 'fertile_window' })],
  [CYCLE, 'remind me to take my pill at 9pm every day', call('set_cycle_reminder', { reminder: 'pill', time: '21:00' })],
  [CYCLE, 'set a reminder for when my period is due', needs('set_cycle_reminder')],
  [CYCLE, 'is it normal for cycles to be 35 days long?', none],
  [CYCLE, "thanks, that's really helpful", none],
  [CYCLE, 'Acne and mood swings, feeling nauseous too', call('log_cycle_symptoms', { symptoms: ['acne', 'mood_swings', 'nausea'] })],
  [
    CYCLE,
    'nudge me to log symptoms at half past eight in the evening',
    call('set_cycle_reminder', { reminder: 'log_symptoms', time: '20:30' }),
    ANY,
  ],

  // Snow clearing and gritting
  [
    SNOW,
    'Can someone clear the driveway and front steps at 14 Oak Lane?',
    call('request_snow_clearance', { address: '14 Oak Lane', areas: ['driveway', 'steps'] }),
  ],
  [
    SNOW,
    "urgent: clear the car park at 2 Mill Street, it's a sheet of ice",
    call('request_snow_clearance', { address: '2 Mill Street', areas: ['car_park'], priority: 'urgent' }),
  ],
  [SNOW, 'send 6 bags of grit', call('order_grit', { bags: 6 })],
  [SNOW, 'order ten bags of rock salt to 7 Hill Rise', call('order_grit', { bags: 10, delivery_address: '7 Hill Rise' })],
  [SNOW, 'Is Brook Road gritted?', call('check_gritting_route', { road: 'Brook Road' })],
  [SNOW, 'has anyone gritted station road yet', call('check_gritting_route', { road: 'Station Road' })],
  [SNOW, 'sign me up for snow alerts for LS6 2AB by text', call('subscribe_snow_alerts', { postcode: 'LS6 2AB', channel: 'sms' })],
  [SNOW, 'alerts for hg1 4sp please, by email', call('subscribe_snow_alerts', { postcode: 'HG1 4SP', channel: 'email' })],
  [SNOW, 'will it snow this weekend?', none],
  [SNOW, 'how do I stop my pipes freezing', none],
  [SNOW, 'clear the footpath please', needs('request_snow_clearance')],
  [
    SNOW,
    'three bags, delivered to Unit 4 Kirkstall Trading Estate',
    call('order_grit', { bags: 3, delivery_address: 'Unit 4 Kirkstall Trading Estate' }),
    only('order_grit'),
  ],
  [SNOW, 'Subscribe me to snow alerts', needs('subscribe_snow_alerts')],

  // Roofing
  [
    ROOFING,
    'I need a quote for new guttering, semi-detached, BS3 4HT',
    call('request_roof_quote', { job: 'guttering', property_type: 'semi_detached', postcode: 'BS3 4HT' }),
  ],
  [
    ROOFING,
    'how much to replace the whole roof on a bungalow in BA2 6QP?',
    call('request_roof_quote', { job: 'full_replacement', property_type: 'bungalow', postcode: 'BA2 6QP' }),
  ],
  [
    ROOFING,
    'quote for getting the moss off my roof, postcode cf10 1ea',
    call('request_roof_quote', { job: 'moss_removal', postcode: 'CF10 1EA' }),
  ],
  [
    ROOFING,
    'Can a roofer come and look at the roof on the 2nd of december, morning if possible',
    call('book_roof_survey', { date: '2026-12-02', slot: 'morning' }),
  ],
  [ROOFING, 'book a drone survey for friday afternoon', call('book_roof_survey', { date: '2026-11-27', slot: 'afternoon', drone: true })],
  [ROOFING, 'water is POURING into the bathroom from the ceiling', call('report_roof_leak', { severity: 'pouring', room: 'bathroom' })],
  [ROOFING, 'theres a slow drip coming through in the loft', call('report_roof_leak', { severity: 'drip', room: 'loft' })],
  [ROOFING, 'my flat roof needs fixing, can I get a price?', needs('request_roof_quote')],
  [ROOFING, "what's the best material for a flat roof, felt or EPDM?", none],
  [ROOFING, 'how long does a slate roof last', none],
  [
    ROOFING,
    'a few tiles blew off in the storm, need a repair quote, detached house, EX4 3SR',
    call('request_roof_quote', { job: 'repair', property_type: 'detached', postcode: 'EX4 3SR' }),
  ],
  [ROOFING, 'survey please', needs('book_roof_survey')],
  [
    ROOFING,
    'the chimney flashing has come loose on our terraced house in S11 8YB, what would it cost to fix?',
    call('request_roof_quote', { job: 'chimney_flashing', property_type: 'terraced', postcode: 'S11 8YB' }),
    ANY,
  ],

  // Boiler servicing and cover
  [
    BOILER,
    'book my annual boiler service for the 10th of december, morning slot',
    call('book_boiler_service', { date: '2026-12-10', time_window: '08:00-12:00' }),
  ],
  [
    BOILER,
    "Boiler service on Monday between 12 and 4, it's a Worcester Bosch",
    call('book_boiler_service', { date: '2026-11-30', time_window: '12:00-16:00', boiler_make: 'Worcester Bosch' }),
  ],
  [
    BOILER,
    "I'm a landlord, need the boiler serviced and a CP12 on 3 December",
    call('book_boiler_service', { date: '2026-12-03', landlord_certificate: true }),
  ],
  [BOILER, 'no hot water since this morning', call('report_boiler_fault', { fault: 'no_hot_water' })],
  [
    BOILER,
    "Boiler's showing F28 and there's no heating or hot water, and we have a newborn",
    call('report_boiler_fault', { fault: 'no_heating_or_hot_water', error_code: 'F28', vulnerable_household: true }),
  ],
  [BOILER, 'the pressure keeps dropping below 1 bar', call('report_boiler_fault', { fault: 'low_pressure' })],
  [BOILER, 'boiler is making a horrible banging noise', call('report_boiler_fault', { fault: 'noisy' })],
  [BOILER, "my boiler's broken", needs('report_boiler_fault')],
  [
    BOILER,
    'renew my cover, boiler and heating, £60 excess, monthly payments',
    call('renew_boiler_cover', { plan: 'boiler_and_heating', excess: 60, pay_monthly: true }),
  ],
  [BOILER, 'switch me to complete home cover with no excess', call('renew_boiler_cover', { plan: 'complete_home', excess: 0 })],
  [BOILER, 'should I leave the heating on low all day or just when needed?', none],
  [BOILER, 'how old is too old for a combi boiler', none],
  [
    BOILER,
    'vaillant, 8th december, after 4pm',
    call('book_boiler_service', { boiler_make: 'Vaillant', date: '2026-12-08', time_window: '16:00-18:00' }),
    only('book_boiler_service'),
  ],
  [BOILER, 'Book a service', needs('book_boiler_service')],

  // Student accommodation
  [HALLS, 'shower in B214 is blocked', call('report_halls_maintenance', { room: 'B214', category: 'plumbing' })],
  [
    HALLS,
    "wifi is down in my room c105, you can go in while i'm at lectures",
    call('report_halls_maintenance', { room: 'C105', category: 'internet', permission_to_enter: true }),
  ],
  [HALLS, 'there are mice in the kitchen', needs('report_halls_maintenance')],
  [HALLS, 'radiator in A009 is stone cold', call('report_halls_maintenance', { room: 'A009', category: 'heating' })],
  [
    HALLS,
    'my mate Josh Green is staying over on saturday',
    call('register_overnight_guest', { guest_name: 'Josh Green', arrival: '2026-11-28' }),
  ],
  [
    HALLS,
    'Register a guest: Hannah Lee, arriving Friday for 2 nights',
    call('register_overnight_guest', { guest_name: 'Hannah Lee', arrival: '2026-11-27', nights: 2 }),
  ],
  [HALLS, 'pay my term 2 rent', call('pay_halls_rent', { instalment: 'term_2' })],
  [HALLS, "pay £450 towards the first term's rent", call('pay_halls_rent', { instalment: 'term_1', amount: 450 })],
  [HALLS, 'when do halls close for christmas?', none],
  [HALLS, 'my flatmate never washes up, what do i do', none],
  [HALLS, 'register a guest for tonight', needs('register_overnight_guest')],
  [HALLS, 'desk drawer in D311 has come off', call('report_halls_maintenance', { room: 'D311', category: 'furniture' }), ANY],
  [
    HALLS,
    "the lock on E120 is jammed, I'm fine with someone going in",
    call('report_halls_maintenance', { room: 'E120', category: 'locks', permission_to_enter: true }),
  ],

  // Skip hire
  [
    SKIP,
    'I need a builders skip delivered on Thursday to M14 5RT',
    call('order_skip', { size: 'builders_6yd', delivery_date: '2026-11-26', postcode: 'M14 5RT' }),
  ],
  [
    SKIP,
    "mini skip for garden waste, 1st december, LS8 1AA, it'll have to go on the road",
    call('order_skip', { size: 'mini_2yd', delivery_date: '2026-12-01', postcode: 'LS8 1AA', on_road: true, waste: ['garden'] }),
  ],
  [
    SKIP,
    'Can I get an 8 yard skip for rubble and plasterboard, drop it off on monday, postcode sk4 2hd, it can go on my drive',
    call('order_skip', {
      size: 'maxi_8yd',
      delivery_date: '2026-11-30',
      postcode: 'SK4 2HD',
      on_road: false,
      waste: ['rubble', 'plasterboard'],
    }),
  ],
  [SKIP, 'keep SK-40219 for another week', call('extend_skip_hire', { order_number: 'SK-40219', extra_days: 7 })],
  [SKIP, 'extnd sk-10077 by 3 days', call('extend_skip_hire', { order_number: 'SK-10077', extra_days: 3 })],
  [SKIP, 'the skip is full, come and get it. order SK-55102', call('book_skip_collection', { order_number: 'SK-55102' })],
  [SKIP, 'collect SK-31840 on friday please', call('book_skip_collection', { order_number: 'SK-31840', date: '2026-11-27' })],
  [SKIP, 'can I put a mattress in a skip?', none],
  [SKIP, 'I need a skip', needs('order_skip')],
  [SKIP, 'please collect my skip', needs('book_skip_collection')],
  [SKIP, 'how big is a 4 yard skip roughly, in bin bags?', none],
  [
    SKIP,
    'roll on roll off, 20 yard, 7th december, WF1 2PQ, general waste and metal',
    call('order_skip', { size: 'roll_on_20yd', delivery_date: '2026-12-07', postcode: 'WF1 2PQ', waste: ['general', 'metal'] }),
    only('order_skip'),
  ],
  [SKIP, "cheers, that's all", none],

  // Locksmith
  [LOCKSMITH, "I'm locked out of my house!! postcode NG7 2RD", call('emergency_callout', { situation: 'locked_out', postcode: 'NG7 2RD' })],
  [
    LOCKSMITH,
    'key snapped in the back door lock, DE22 1GB, please send someone',
    call('emergency_callout', { situation: 'key_snapped', door: 'back', postcode: 'DE22 1GB' }),
  ],
  [
    LOCKSMITH,
    "we've been burgled and the front door lock is smashed. LE2 7FT",
    call('emergency_callout', { situation: 'burglary', door: 'front', postcode: 'LE2 7FT' }),
  ],
  [LOCKSMITH, 'lost my keys, need a locksmith asap', needs('emergency_callout')],
  [LOCKSMITH, 'cut me 3 copies of a yale key', call('cut_keys', { key_type: 'yale', copies: 3 })],
  [LOCKSMITH, 'I need two spare mortice keys', call('cut_keys', { key_type: 'mortice', copies: 2 })],
  [LOCKSMITH, 'I need one copy of my car fob', call('cut_keys', { key_type: 'car_fob', copies: 1 })],
  [
    LOCKSMITH,
    'how much to swap the euro cylinders on 2 doors for insurance approved ones',
    call('quote_lock_change', { lock_type: 'euro_cylinder', doors: 2, insurance_approved: true }),
  ],
  [LOCKSMITH, 'price for fitting a smart lock', call('quote_lock_change', { lock_type: 'smart_lock' })],
  [LOCKSMITH, 'whats the best way to stop lock snapping', none],
  [LOCKSMITH, 'are you open on sundays?', none],
  [LOCKSMITH, 'cut 5 padlock keys', call('cut_keys', { key_type: 'padlock', copies: 5 }), ANY],
  [
    LOCKSMITH,
    "patio door won't lock, the mechanism's broken, CV1 5FB",
    call('emergency_callout', { situation: 'broken_lock', door: 'patio', postcode: 'CV1 5FB' }),
  ],

  // Chimney sweep and logs
  [
    CHIMNEY,
    'book a sweep for the wood burner on the 1st of december',
    call('book_sweep', { date: '2026-12-01', appliance: 'wood_burner' }),
  ],
  [
    CHIMNEY,
    'Chimney sweep for our open fire on Saturday please, we need a certificate for the insurance',
    call('book_sweep', { date: '2026-11-28', appliance: 'open_fire', certificate: true }),
  ],
  [
    CHIMNEY,
    'sweep the multi fuel stove flue on thursday the 3rd',
    call('book_sweep', { date: '2026-12-03', appliance: 'multi_fuel_stove' }),
  ],
  [CHIMNEY, 'the aga needs sweeping', needs('book_sweep')],
  [CHIMNEY, 'can you do a camera survey of the flue on the 14th?', call('book_cctv_survey', { date: '2026-12-14' })],
  [CHIMNEY, 'cctv inspection of the chimney please', needs('book_cctv_survey')],
  [
    CHIMNEY,
    'two crates of kiln dried hardwood, stacked please',
    call('order_logs', { wood: 'kiln_dried_hardwood', crates: 2, stacking: true }),
  ],
  [CHIMNEY, 'I want 1 crate of kindling', call('order_logs', { wood: 'kindling', crates: 1 })],
  [CHIMNEY, 'order four crates of seasoned ash', call('order_logs', { wood: 'seasoned_ash', crates: 4 })],
  [CHIMNEY, 'is it ok to burn pine in a wood burner?', none],
  [CHIMNEY, 'how often should a chimney be swept?', none],
  [CHIMNEY, "what's a bird guard?", none],
  [
    CHIMNEY,
    'gas fire, 9th dec, with certificate',
    call('book_sweep', { appliance: 'gas_fire', date: '2026-12-09', certificate: true }),
    only('book_sweep'),
  ],

  // Tree surgeon
  [
    TREE,
    'quote to fell a 15m leylandii, postcode GU1 3AA',
    call('quote_tree_work', { work: 'felling', species: 'leylandii', height_m: 15, postcode: 'GU1 3AA' }),
  ],
  [
    TREE,
    'can you give me a price for a crown reduction on an oak, RG4 7PL, about 20 metres tall and close to the power lines',
    call('quote_tree_work', { work: 'crown_reduction', species: 'oak', height_m: 20, postcode: 'RG4 7PL', near_power_lines: true }),
  ],
  [TREE, 'stump grinding quote, OX2 6HD', call('quote_tree_work', { work: 'stump_grinding', postcode: 'OX2 6HD' })],
  [TREE, 'how much to get the hedge cut back?', needs('quote_tree_work')],
  [TREE, 'is the sycamore at SN1 4BJ protected?', call('check_tree_protection', { postcode: 'SN1 4BJ' })],
  [TREE, 'check for a TPO at hp5 1dj', call('check_tree_protection', { postcode: 'HP5 1DJ' })],
  [TREE, 'book a green waste pickup for wednesday, 3 bags', call('book_green_waste_collection', { date: '2026-11-25', bags: 3 })],
  [TREE, 'collect the branches on the 30th', call('book_green_waste_collection', { date: '2026-11-30' })],
  [TREE, 'when is the best time of year to prune an apple tree?', none],
  [TREE, "my neighbour's tree overhangs my garden, am I allowed to cut it?", none],
  [TREE, 'can I check if my tree has a preservation order', needs('check_tree_protection')],
  [
    TREE,
    'pollard the willow, about 8m, BN2 1TW',
    call('quote_tree_work', { work: 'pollarding', species: 'willow', height_m: 8, postcode: 'BN2 1TW' }),
    ANY,
  ],

  // Milk delivery
  [
    MILKMAN,
    'two pints of semi skimmed every monday wednesday and friday',
    call('set_standing_order', { product: 'semi_skimmed', quantity: 2, days: ['monday', 'wednesday', 'friday'] }),
  ],
  [
    MILKMAN,
    'Half a dozen eggs every Saturday please',
    call('set_standing_order', { product: 'eggs_half_dozen', quantity: 1, days: ['saturday'] }),
  ],
  [
    MILKMAN,
    'one oat milk on tuesdays and thursdays',
    call('set_standing_order', { product: 'oat_milk', quantity: 1, days: ['tuesday', 'thursday'] }),
  ],
  [
    MILKMAN,
    "We're away from the 19th to the 27th of December, stop the milk",
    call('pause_deliveries', { from: '2026-12-19', until: '2026-12-27' }),
  ],
  [MILKMAN, 'pause deliveries from tomorrow until sunday', call('pause_deliveries', { from: '2026-11-25', until: '2026-11-29' })],
  [MILKMAN, 'extra orange juice on friday, 2 cartons', call('add_one_off', { product: 'orange_juice', quantity: 2, date: '2026-11-27' })],
  [MILKMAN, 'add 3 extra whole milks to the next delivery', call('add_one_off', { product: 'whole_milk', quantity: 3 })],
  [MILKMAN, 'stop my deliveries for a bit', needs('pause_deliveries')],
  [MILKMAN, 'do you still use glass bottles?', none],
  [MILKMAN, 'is oat milk better for you than dairy', none],
  [MILKMAN, 'can I have another skimmed tomorrow', call('add_one_off', { product: 'skimmed', quantity: 1, date: '2026-11-25' })],
  [
    MILKMAN,
    'whole milk x3, mon to sat',
    call('set_standing_order', {
      product: 'whole_milk',
      quantity: 3,
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    }),
    only('set_standing_order'),
  ],
  [MILKMAN, 'no milk on christmas eve please', call('pause_deliveries', { from: '2026-12-24', until: '2026-12-24' })],

  // Ice rink
  [
    ICE_RINK,
    'book public skating saturday at 2pm for 4 of us with skate hire',
    call('book_skate_session', { session: 'public_skate', date: '2026-11-28', start_time: '14:00', skaters: 4, skate_hire: true }),
  ],
  [
    ICE_RINK,
    'two tickets for the disco skate on friday night at 7.30, we have our own skates',
    call('book_skate_session', { session: 'disco_skate', date: '2026-11-27', start_time: '19:30', skaters: 2, skate_hire: false }),
  ],
  [
    ICE_RINK,
    'Parent and toddler session tomorrow at 10am, just me and my son',
    call('book_skate_session', { session: 'parent_and_toddler', date: '2026-11-25', start_time: '10:00', skaters: 2 }),
  ],
  [
    ICE_RINK,
    'adult only skate on the 4th of december, 3 people',
    call('book_skate_session', { session: 'adult_only', date: '2026-12-04', skaters: 3 }),
  ],
  [ICE_RINK, 'I want to book skating', needs('book_skate_session')],
  [
    ICE_RINK,
    'sign Ella up for 6 figure skating lessons',
    call('book_skating_lessons', { discipline: 'figure', skater_name: 'Ella', lessons: 6 }),
  ],
  [ICE_RINK, 'hockey lessons for my son Reuben', call('book_skating_lessons', { discipline: 'hockey', skater_name: 'Reuben' })],
  [
    ICE_RINK,
    'birthday party at the rink on the 12th of december for 15 kids, gold package',
    call('book_rink_party', { date: '2026-12-12', guests: 15, package: 'gold' }),
  ],
  [ICE_RINK, 'party for twenty children on saturday the 5th', call('book_rink_party', { date: '2026-12-05', guests: 20 })],
  [ICE_RINK, 'how cold is it inside the rink, do we need gloves?', none],
  [ICE_RINK, 'can beginners skate at the disco sessions?', none],
  [
    ICE_RINK,
    'speed skating lessons for Kai, 10 weeks',
    call('book_skating_lessons', { discipline: 'speed', skater_name: 'Kai', lessons: 10 }),
    ANY,
  ],

  // Migraine diary
  [
    MIGRAINE,
    'migraine started at 7am today, about a 7 out of 10, with aura',
    call('log_migraine', { started: '2026-11-24T07:00:00Z', severity: 7, aura: true }),
  ],
  [
    MIGRAINE,
    'log a headache from yesterday at 3pm, severity 4, think it was stress and not sleeping',
    call('log_migraine', { started: '2026-11-23T15:00:00Z', severity: 4, triggers: ['stress', 'poor_sleep'] }),
  ],
  [
    MIGRAINE,
    'bad one last night around 11pm, 9/10, red wine probably',
    call('log_migraine', { started: '2026-11-23T23:00:00Z', severity: 9, triggers: ['alcohol'] }),
  ],
  [MIGRAINE, 'took 400mg ibuprofen', call('log_painkiller', { medication: 'ibuprofen', dose_mg: 400 })],
  [
    MIGRAINE,
    'log sumatriptan 50mg at 8:15 this morning',
    call('log_painkiller', { medication: 'sumatriptan', dose_mg: 50, taken_at: '2026-11-24T08:15:00Z' }),
  ],
  [MIGRAINE, 'I took some paracetamol', call('log_painkiller', { medication: 'paracetamol' })],
  [MIGRAINE, 'make a report of october for my GP', call('headache_report', { month: '2026-10' })],
  [MIGRAINE, 'export november as a csv', call('headache_report', { month: '2026-11', format: 'csv' })],
  [MIGRAINE, 'log a migraine', needs('log_migraine')],
  [MIGRAINE, 'does caffeine help or make migraines worse?', none],
  [MIGRAINE, 'ugh my head is killing me', none],
  [MIGRAINE, 'september 2026 as a pdf', call('headache_report', { month: '2026-09', format: 'pdf' }), only('headache_report')],

  // Book club
  [
    BOOK_CLUB,
    "I'd like to suggest Tomorrow, and Tomorrow, and Tomorrow by Gabrielle Zevin",
    call('propose_book', { title: 'Tomorrow, and Tomorrow, and Tomorrow', author: 'Gabrielle Zevin' }),
  ],
  [BOOK_CLUB, 'put forward Klara and the Sun', call('propose_book', { title: 'Klara and the Sun' })],
  [BOOK_CLUB, 'propose "Demon Copperhead" for next month', call('propose_book', { title: 'Demon Copperhead' })],
  [
    BOOK_CLUB,
    'next meeting on the 10th of december at 7pm at Marlow Library',
    call('schedule_book_club_meeting', { date: '2026-12-10', time: '19:00', venue: 'Marlow Library' }),
  ],
  [
    BOOK_CLUB,
    'schedule book club for thursday at half seven in the evening',
    call('schedule_book_club_meeting', { date: '2026-11-26', time: '19:30' }),
  ],
  [BOOK_CLUB, 'set the next meeting for the 17th', needs('schedule_book_club_meeting')],
  [BOOK_CLUB, "yes I'll be there and I'm bringing my partner", call('rsvp_meeting', { attending: 'yes', guests: 1 })],
  [BOOK_CLUB, "can't make it this time sorry", call('rsvp_meeting', { attending: 'no' })],
  [BOOK_CLUB, 'might come to the meeting, not sure yet', call('rsvp_meeting', { attending: 'maybe' })],
  [BOOK_CLUB, 'what did everyone think of the ending??', none],
  [BOOK_CLUB, 'any recommendations for a short classic?', none],
  [BOOK_CLUB, 'count me in, plus two friends', call('rsvp_meeting', { attending: 'yes', guests: 2 }), ANY],
  [BOOK_CLUB, 'who wrote Middlemarch?', none],

  // Hospital ward pharmacy stock
  [
    WARD_STOCK,
    'ICU needs 20 packs of paracetamol 500mg tablets',
    call('request_ward_stock', { ward: 'ICU', drug: 'paracetamol 500mg tablets', quantity: 20 }),
  ],
  [
    WARD_STOCK,
    'urgent: 5 packs of adrenaline 1mg/10ml syringes for Paediatrics',
    call('request_ward_stock', { ward: 'Paediatrics', drug: 'adrenaline 1mg/10ml syringes', quantity: 5, urgent: true }),
  ],
  [
    WARD_STOCK,
    'A2 is running low on amoxicillin 500mg capsules, send 10 packs',
    call('request_ward_stock', { ward: 'A2', drug: 'amoxicillin 500mg capsules', quantity: 10 }),
  ],
  [WARD_STOCK, 'Maternity needs more oxytocin', needs('request_ward_stock')],
  [
    WARD_STOCK,
    'CD count on B3: morphine sulfate 10mg/1ml ampoules, register says 12 but we counted 11',
    call('report_cd_discrepancy', { ward: 'B3', drug: 'morphine sulfate 10mg/1ml ampoules', register_count: 12, actual_count: 11 }),
  ],
  [
    WARD_STOCK,
    'discrepancy on A1 - oxycodone 5mg capsules, balance 30, actual 28',
    call('report_cd_discrepancy', { ward: 'A1', drug: 'oxycodone 5mg capsules', register_count: 30, actual_count: 28 }),
  ],
  [WARD_STOCK, 'how much ondansetron 4mg tablets do we have?', call('check_pharmacy_stock', { drug: 'ondansetron 4mg tablets' })],
  [
    WARD_STOCK,
    'check stock of enoxaparin 40mg syringes at the north satellite',
    call('check_pharmacy_stock', { drug: 'enoxaparin 40mg syringes', site: 'north_satellite' }),
  ],
  [WARD_STOCK, "what's the max daily dose of paracetamol for an adult?", none],
  [WARD_STOCK, "who's the on-call pharmacist tonight", none],
  [
    WARD_STOCK,
    'gentamicin 80mg/2ml ampoules, main pharmacy',
    call('check_pharmacy_stock', { drug: 'gentamicin 80mg/2ml ampoules', site: 'main' }),
    only('check_pharmacy_stock'),
  ],
  [WARD_STOCK, 'the controlled drug count is off on ICU', needs('report_cd_discrepancy')],

  // Scout group
  [
    SCOUTS,
    "Sign Freddie Walsh up for winter camp, he'll need a lift",
    call('sign_up_scout_event', { young_person: 'Freddie Walsh', event: 'winter_camp', needs_lift: true }),
  ],
  [SCOUTS, 'put amira khan down for the night hike', call('sign_up_scout_event', { young_person: 'Amira Khan', event: 'night_hike' })],
  [SCOUTS, 'Lily Evans wants to do the swim gala', call('sign_up_scout_event', { young_person: 'Lily Evans', event: 'swim_gala' })],
  [SCOUTS, 'sign my son up for the christmas party', needs('sign_up_scout_event')],
  [
    SCOUTS,
    'record that Theo Price finished his Navigator badge on saturday',
    call('record_badge', { young_person: 'Theo Price', badge: 'Navigator', completed_on: '2026-11-21' }),
  ],
  [SCOUTS, 'Grace Okafor got her Cook badge', call('record_badge', { young_person: 'Grace Okafor', badge: 'Cook' })],
  [
    SCOUTS,
    'pay spring subs for Oscar Reid, add gift aid',
    call('pay_subs', { young_person: 'Oscar Reid', term: 'spring', gift_aid: true }),
  ],
  [SCOUTS, 'pay the autumn term for Mia Turner', call('pay_subs', { young_person: 'Mia Turner', term: 'autumn' })],
  [SCOUTS, 'what age can kids join beavers?', none],
  [SCOUTS, 'what should he pack for camp?', none],
  [SCOUTS, 'Harvey Bell for the district quiz', call('sign_up_scout_event', { young_person: 'Harvey Bell', event: 'district_quiz' }), ANY],
  [
    SCOUTS,
    'Ava Brooks completed the Astronomer badge on the 20th of november',
    call('record_badge', { young_person: 'Ava Brooks', badge: 'Astronomer', completed_on: '2026-11-20' }),
  ],
  [SCOUTS, 'good morning!', none],

  // Fire safety log for a building
  [
    FIRE_SAFETY,
    'book the extinguisher service at Brookfield Depot, 24 extinguishers, on the 15th of december',
    call('book_extinguisher_service', { site: 'Brookfield Depot', extinguishers: 24, date: '2026-12-15' }),
  ],
  [
    FIRE_SAFETY,
    'our site Northgate House has 8 extinguishers due a service',
    call('book_extinguisher_service', { site: 'Northgate House', extinguishers: 8 }),
  ],
  [FIRE_SAFETY, 'CP07 tested, all fine', call('log_alarm_test', { call_point: 'CP07', result: 'pass' })],
  [
    FIRE_SAFETY,
    'call point cp3 failed the weekly test this morning at 9:30',
    call('log_alarm_test', { call_point: 'CP03', result: 'fail', tested_at: '2026-11-24T09:30:00Z' }),
  ],
  [FIRE_SAFETY, 'log alarm test: CP12 pass', call('log_alarm_test', { call_point: 'CP12', result: 'pass' })],
  [
    FIRE_SAFETY,
    'fire drill today, building was clear in 4 and a half minutes, 120 people',
    call('log_fire_drill', { date: '2026-11-24', evacuation_minutes: 4.5, people: 120 }),
  ],
  [FIRE_SAFETY, 'we did a drill yesterday, took 6 mins', call('log_fire_drill', { date: '2026-11-23', evacuation_minutes: 6 })],
  [FIRE_SAFETY, 'record a fire drill', needs('log_fire_drill')],
  [FIRE_SAFETY, 'which extinguisher is for electrical fires?', none],
  [FIRE_SAFETY, 'how often do we legally need to do a fire drill?', none],
  [FIRE_SAFETY, 'CP21 - fail', call('log_alarm_test', { call_point: 'CP21', result: 'fail' }), only('log_alarm_test')],
  [FIRE_SAFETY, 'service the extinguishers please', needs('book_extinguisher_service')],
  [FIRE_SAFETY, "you're a star, thanks", none],
];
