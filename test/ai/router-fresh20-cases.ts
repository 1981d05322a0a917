import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  BAKERY,
  BEES,
  BLOOD,
  BOWLING,
  CAMPING,
  DRIVING_SCHOOL,
  ESCAPE_ROOM,
  GOLF,
  HAIRDRESSER,
  NURSERY,
  OPTICIAN,
  POTTERY,
  PRINT_SHOP,
  STABLES,
  STORAGE,
  SWIMMING,
  TAILOR,
  TAXI,
  TENNIS,
  VINEYARD,
  WATER,
  ZOO,
} from './router-fresh20-tools.js';

/*
 * The twenty-first fresh table (fresh 20), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day already past, such as when a lesson was
 * missed or a hive inspected, resolved backwards; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ, a time with
 * no day its next occurrence; values a pattern asks for normalised to it), a text answer asking for a
 * required value the request does not give, or any text answer when no tool fits.
 */
export const FRESH20: Case[] = [
  // Golf club tee times
  [
    GOLF,
    'any tee times free on saturday for a fourball on the old course?',
    call('find_tee_times', { date: '2026-11-28', course: 'old_course', players: 4 }),
  ],
  [
    GOLF,
    'what have you got thursday between 8 and 10am',
    call('find_tee_times', { date: '2026-11-26', earliest: '08:00', latest: '10:00' }),
  ],
  [
    GOLF,
    'Book me and 2 mates in for 9.20 tomorrow on the new course, with a buggy please',
    call('book_tee_time', { tee_time: '2026-11-25T09:20:00Z', players: 3, course: 'new_course', buggy: true }),
  ],
  [
    GOLF,
    'tee time for 2 on sunday 11:10am, member no gc48213',
    call('book_tee_time', { tee_time: '2026-11-29T11:10:00Z', players: 2, member_number: 'GC48213' }),
  ],
  [
    GOLF,
    "cancel booking T204417 please, reason: my back's gone",
    call('cancel_tee_time', { booking_ref: 'T204417', reason: "my back's gone" }),
  ],
  [GOLF, 'Can you cancel t551093', call('cancel_tee_time', { booking_ref: 'T551093' })],
  [
    GOLF,
    "I'd like a half hour putting lesson with Gary on friday at 4pm",
    call('book_golf_lesson', { start: '2026-11-27T16:00:00Z', pro: 'Gary', length_minutes: 30, focus: 'putting' }),
  ],
  [
    GOLF,
    'need an hour with one of the pros to sort my driving out, monday 2pm if poss',
    call('book_golf_lesson', { start: '2026-11-30T14:00:00Z', length_minutes: 60, focus: 'driving' }),
  ],
  [GOLF, 'cancel my tee time', needs('cancel_tee_time')],
  [GOLF, "what's the dress code in the clubhouse bar?", none],
  [GOLF, 'who won the ryder cup last time', none],
  [GOLF, 'is the course open when its frosty?', none],
  [
    GOLF,
    'nine hole course, 2 players, 12:40 today',
    call('book_tee_time', { tee_time: '2026-11-24T12:40:00Z', players: 2, course: 'nine_hole' }),
    ANY,
  ],
  [
    GOLF,
    'the 5th, after 1pm, 4 of us',
    call('find_tee_times', { date: '2026-12-05', earliest: '13:00', players: 4 }),
    only('find_tee_times'),
  ],

  // Driving school
  [
    DRIVING_SCHOOL,
    'can i book a 2 hour lesson thursday at 10am in an automatic',
    call('book_driving_lesson', { start: '2026-11-26T10:00:00Z', duration_minutes: 120, transmission: 'automatic' }),
  ],
  [
    DRIVING_SCHOOL,
    'Lesson tommorow 5pm for an hour and a half, pick me up from ls6 3hn',
    call('book_driving_lesson', { start: '2026-11-25T17:00:00Z', duration_minutes: 90, pickup_postcode: 'LS6 3HN' }),
  ],
  [
    DRIVING_SCHOOL,
    'i want my usual 1hr lesson with Priya on friday at half 3',
    call('book_driving_lesson', { start: '2026-11-27T15:30:00Z', duration_minutes: 60, instructor: 'Priya' }),
  ],
  [
    DRIVING_SCHOOL,
    'book a mock test on the Horsforth routes for the 2nd of december',
    call('book_mock_test', { date: '2026-12-02', test_centre: 'Horsforth' }),
  ],
  [DRIVING_SCHOOL, 'can I do a mock test on monday the 7th', call('book_mock_test', { date: '2026-12-07' })],
  [DRIVING_SCHOOL, 'how many hours have I got left? DS0412', call('check_lesson_balance', { student_id: 'DS0412' })],
  [DRIVING_SCHOOL, 'whats my balance, learner number ds 7781', call('check_lesson_balance', { student_id: 'DS7781' })],
  [
    DRIVING_SCHOOL,
    "I'm ill, need to cancel tomorrow's lesson",
    call('cancel_driving_lesson', { lesson_date: '2026-11-25', reason: 'illness' }),
  ],
  [
    DRIVING_SCHOOL,
    'cancel my lesson on saturday, got called into work',
    call('cancel_driving_lesson', { lesson_date: '2026-11-28', reason: 'work' }),
  ],
  [DRIVING_SCHOOL, "I'd like to book a driving lesson for an hour", needs('book_driving_lesson')],
  [DRIVING_SCHOOL, 'how many points do you need to pass the theory test?', none],
  [DRIVING_SCHOOL, 'lol my mum says I drive like my grandad', none],
  [
    DRIVING_SCHOOL,
    'wednesday 9th december 8am, 60 mins',
    call('book_driving_lesson', { start: '2026-12-09T08:00:00Z', duration_minutes: 60 }),
    ANY,
  ],

  // Optician
  [OPTICIAN, 'book me an eye test for thursday at 11:15', call('book_eye_test', { date: '2026-11-26', time: '11:15' })],
  [
    OPTICIAN,
    "my son needs an eye test, he's 7 - any chance of saturday at 9.30am?",
    call('book_eye_test', { date: '2026-11-28', time: '09:30', test_type: 'childrens' }),
  ],
  [OPTICIAN, 'can I book a diabetic screening on 3 dec', call('book_eye_test', { date: '2026-12-03', test_type: 'diabetic_screening' })],
  [
    OPTICIAN,
    'contact lens check-up on monday please, I get free NHS tests',
    call('book_eye_test', { date: '2026-11-30', test_type: 'contact_lens', nhs_eligible: true }),
  ],
  [
    OPTICIAN,
    'reorder 4 boxes of Dailies Total1 for both eyes',
    call('order_contact_lenses', { brand: 'Dailies Total1', boxes: 4, eye: 'both' }),
  ],
  [
    OPTICIAN,
    'need more acuvue oasys, 2 boxes for the left eye, prescription rx-204581',
    call('order_contact_lenses', { brand: 'acuvue oasys', boxes: 2, eye: 'left', prescription_ref: 'RX-204581' }),
  ],
  [OPTICIAN, 'are my glasses ready yet? order OP1029384', call('check_glasses_order', { order_number: 'OP1029384' })],
  [
    OPTICIAN,
    'the hinge on my reading glasses is really loose',
    call('request_frame_repair', { item: 'reading_glasses', problem: 'loose_hinge' }),
  ],
  [
    OPTICIAN,
    'snapped an arm off my sunglasses by sitting on them 🙄',
    call('request_frame_repair', { item: 'sunglasses', problem: 'broken_arm' }),
  ],
  [OPTICIAN, 'lost a tiny screw out of my glasses', call('request_frame_repair', { item: 'glasses', problem: 'lost_screw' })],
  [OPTICIAN, 'I want to order some contact lenses', needs('order_contact_lenses')],
  [OPTICIAN, 'is it bad to sleep in my contacts?', none],
  [OPTICIAN, 'do you do designer frames like ray-ban?', none],
  [OPTICIAN, "where's my order, it's op 5551234", call('check_glasses_order', { order_number: 'OP5551234' }), only('check_glasses_order')],

  // Self-storage units
  [STORAGE, 'how much is a 50 sq ft unit for 8 weeks?', call('get_unit_quote', { size_sqft: 50, weeks: 8 })],
  [
    STORAGE,
    'price for a 100sqft climate controlled one at the riverside site',
    call('get_unit_quote', { size_sqft: 100, climate_controlled: true, site: 'riverside' }),
  ],
  [STORAGE, 'quote for 150 square feet for twelve weeks at north', call('get_unit_quote', { size_sqft: 150, weeks: 12, site: 'north' })],
  [
    STORAGE,
    'reserve a 75 sq ft unit from the 1st of december, name Tom Hargreaves, tom.h@gmail.com',
    call('reserve_unit', {
      size_sqft: 75,
      move_in: '2026-12-01',
      name: 'Tom Hargreaves',
      email: 'tom.h@gmail.com',
    }),
  ],
  [
    STORAGE,
    "I'm moving in on saturday, can you hold a 25 sq ft at South for me",
    call('reserve_unit', { size_sqft: 25, move_in: '2026-11-28', site: 'south' }),
  ],
  [
    STORAGE,
    'my brother Dave needs access to unit c114 too, his mobile is 07700 900123',
    call('add_access_user', { unit: 'C114', name: 'Dave', phone: '07700 900123' }),
  ],
  [STORAGE, 'give Sarah Jones a gate code for B207', call('add_access_user', { unit: 'B207', name: 'Sarah Jones' })],
  [STORAGE, "I'm giving notice on unit F032, last day will be the 31st", call('end_tenancy', { unit: 'F032', move_out: '2026-12-31' })],
  [STORAGE, 'moving out of a210 on 15 january', call('end_tenancy', { unit: 'A210', move_out: '2027-01-15' })],
  [STORAGE, 'I want to end my tenancy', needs('end_tenancy')],
  [STORAGE, 'can I store a car in one of your units?', none],
  [STORAGE, 'what are your opening hours on sundays?', none],
  [STORAGE, '200 sq ft, move in 4th jan', call('reserve_unit', { size_sqft: 200, move_in: '2027-01-04' }), ANY],

  // Taxi booking
  [TAXI, 'taxi from Leeds station to 14 Park Road asap', call('book_taxi', { pickup: 'Leeds station', destination: '14 Park Road' })],
  [
    TAXI,
    'need a cab at 5.45am tomorrow from 3 Elm Close to Manchester Airport, 2 of us and 3 big suitcases',
    call('book_taxi', {
      pickup: '3 Elm Close',
      destination: 'Manchester Airport',
      pickup_time: '2026-11-25T05:45:00Z',
      passengers: 2,
      luggage: 3,
    }),
  ],
  [
    TAXI,
    'can you get a wheelchair accessible taxi to pick mum up from St James Hospital at 2pm and take her to 8 Moor Lane',
    call('book_taxi', {
      pickup: 'St James Hospital',
      destination: '8 Moor Lane',
      pickup_time: '2026-11-24T14:00:00Z',
      vehicle: 'wheelchair_accessible',
    }),
  ],
  [
    TAXI,
    'book a people carrier for 7 from the Crown Hotel to the Town Hall on saturday at 7pm',
    call('book_taxi', {
      pickup: 'Crown Hotel',
      destination: 'Town Hall',
      pickup_time: '2026-11-28T19:00:00Z',
      passengers: 7,
      vehicle: 'mpv',
    }),
  ],
  [
    TAXI,
    'how much would it be from Headingley to Leeds Bradford Airport',
    call('get_fare_estimate', { pickup: 'Headingley', destination: 'Leeds Bradford Airport' }),
  ],
  [
    TAXI,
    'rough price for an estate car from 22 Oak Street to York station?',
    call('get_fare_estimate', { pickup: '22 Oak Street', destination: 'York station', vehicle: 'estate' }),
  ],
  [TAXI, 'cancel tx48120', call('cancel_taxi', { booking_id: 'TX48120' })],
  [TAXI, "don't need the cab anymore, booking TX 90311", call('cancel_taxi', { booking_id: 'TX90311' })],
  [TAXI, 'I left my phone in the taxi last night', call('report_lost_item', { item: 'phone', journey_date: '2026-11-23' })],
  [
    TAXI,
    'left a black umbrella in the cab, booking was TX55021',
    call('report_lost_item', { item: 'black umbrella', booking_id: 'TX55021' }),
  ],
  [TAXI, 'book me a taxi to the cinema', needs('book_taxi')],
  [TAXI, 'do your drivers take card?', none],
  [TAXI, "what's the quickest way to walk to the station from here?", none],
  [TAXI, 'cheers, the driver was lovely', none],
  [
    TAXI,
    'Roundhay Park to Harrogate',
    call('get_fare_estimate', { pickup: 'Roundhay Park', destination: 'Harrogate' }),
    only('get_fare_estimate'),
  ],

  // Bakery pre-orders
  [
    BAKERY,
    'can I pre-order 2 sourdough loaves for saturday, sliced please',
    call('place_preorder', { product: 'sourdough', quantity: 2, collection_date: '2026-11-28', sliced: true }),
  ],
  [
    BAKERY,
    "a dozen croissants for friday, I'll pick them up at 8am",
    call('place_preorder', {
      product: 'croissant',
      quantity: 12,
      collection_date: '2026-11-27',
      collection_time: '08:00',
    }),
  ],
  [
    BAKERY,
    'put aside six cinnamon buns for me tomorrow',
    call('place_preorder', { product: 'cinnamon_bun', quantity: 6, collection_date: '2026-11-25' }),
  ],
  [
    BAKERY,
    '3 baguettes for christmas eve, collect at half eleven',
    call('place_preorder', {
      product: 'baguette',
      quantity: 3,
      collection_date: '2026-12-24',
      collection_time: '11:30',
    }),
  ],
  [
    BAKERY,
    'I need an 8 inch chocolate birthday cake for the 5th saying Happy 40th Mark!',
    call('order_celebration_cake', {
      size: '8_inch',
      flavour: 'chocolate',
      collection_date: '2026-12-05',
      message: 'Happy 40th Mark!',
    }),
  ],
  [
    BAKERY,
    '6" lemon cake, gluten free and vegan, for collection on 12 december',
    call('order_celebration_cake', {
      size: '6_inch',
      flavour: 'lemon',
      collection_date: '2026-12-12',
      dietary: ['gluten_free', 'vegan'],
    }),
  ],
  [BAKERY, 'does the focaccia have sesame in it', call('check_allergens', { product: 'focaccia' })],
  [BAKERY, 'what allergens are in your rye bread?', call('check_allergens', { product: 'rye bread' })],
  [BAKERY, 'cancel order BK3310 please', call('cancel_preorder', { order_ref: 'BK3310' })],
  [BAKERY, "I'd like to order a celebration cake, carrot flavour, 10 inch", needs('order_celebration_cake')],
  [BAKERY, 'what time do you close today?', none],
  [BAKERY, 'thank you so much, the cake was amazing!!', none],
  [
    BAKERY,
    'red velvet, 10 inch, pick up 19th dec',
    call('order_celebration_cake', { size: '10_inch', flavour: 'red_velvet', collection_date: '2026-12-19' }),
    ANY,
  ],

  // Blood donation
  [
    BLOOD,
    'where can I give blood in Sheffield next month',
    call('find_donation_sessions', { town: 'Sheffield', date_from: '2026-12-01', date_to: '2026-12-31' }),
  ],
  [BLOOD, 'any plasma sessions in Bristol?', call('find_donation_sessions', { town: 'Bristol', donation_type: 'plasma' })],
  [
    BLOOD,
    'donation sessions near Harrogate between the 1st and 10th of december',
    call('find_donation_sessions', { town: 'Harrogate', date_from: '2026-12-01', date_to: '2026-12-10' }),
  ],
  [
    BLOOD,
    'book me in to give blood at Leeds Donor Centre on thursday at 12:30',
    call('book_donation', { venue: 'Leeds Donor Centre', appointment: '2026-11-26T12:30:00Z' }),
  ],
  [
    BLOOD,
    'platelets appointment at Manchester Plymouth Grove, 9am on the 8th',
    call('book_donation', {
      venue: 'Manchester Plymouth Grove',
      appointment: '2026-12-08T09:00:00Z',
      donation_type: 'platelets',
    }),
  ],
  [
    BLOOD,
    'I got a tattoo 3 weeks ago, can I still donate?',
    call('check_donor_eligibility', { reason: 'tattoo', date_of_event: '2026-11-03' }),
  ],
  [BLOOD, 'just back from Kenya, am I ok to give blood', call('check_donor_eligibility', { reason: 'travel', details: 'Kenya' })],
  [BLOOD, "can I donate if I'm on amoxicillin", call('check_donor_eligibility', { reason: 'medication', details: 'amoxicillin' })],
  [
    BLOOD,
    'had a filling at the dentist yesterday - does that matter for donating?',
    call('check_donor_eligibility', { reason: 'dental_work', date_of_event: '2026-11-23' }),
  ],
  [BLOOD, 'whats my blood group? donor number DN4471923', call('get_donor_record', { donor_number: 'DN4471923' })],
  [BLOOD, "I'd like to book a donation appointment", needs('book_donation')],
  [BLOOD, 'how long does a blood donation take?', none],
  [BLOOD, 'feeling a bit faint after donating this morning, is that normal', none],
  [BLOOD, 'hi there', none],

  // Camping site
  [
    CAMPING,
    'any tent pitches free from friday for 2 nights?',
    call('check_pitch_availability', { arrival: '2026-11-27', nights: 2, pitch_type: 'tent' }),
  ],
  [
    CAMPING,
    'do you have room for a motorhome with hook up, arriving 18th dec for a week',
    call('check_pitch_availability', {
      arrival: '2026-12-18',
      nights: 7,
      pitch_type: 'motorhome',
      electric_hookup: true,
    }),
  ],
  [
    CAMPING,
    'book a glamping pod for 2 adults, 3 nights from the 4th of december',
    call('book_pitch', { arrival: '2026-12-04', nights: 3, pitch_type: 'glamping_pod', adults: 2 }),
  ],
  [
    CAMPING,
    'caravan pitch please, arriving 28 dec, 4 nights, 2 adults 2 kids and the dog, need electric',
    call('book_pitch', {
      arrival: '2026-12-28',
      nights: 4,
      pitch_type: 'caravan',
      adults: 2,
      children: 2,
      dogs: 1,
      electric_hookup: true,
    }),
  ],
  [
    CAMPING,
    'can we book the yurt for new years eve, just one night, me and my partner',
    call('book_pitch', { arrival: '2026-12-31', nights: 1, pitch_type: 'yurt', adults: 2 }),
  ],
  [
    CAMPING,
    'can someone bring 2 bags of firewood to pitch 47',
    call('order_camp_extra', { item: 'firewood', quantity: 2, pitch_number: 47 }),
  ],
  [
    CAMPING,
    "we've run out of gas, pitch 103, one bottle pls",
    call('order_camp_extra', { item: 'gas_bottle', quantity: 1, pitch_number: 103 }),
  ],
  [CAMPING, 'charcoal for the bbq to pitch twelve please', call('order_camp_extra', { item: 'bbq_charcoal', pitch_number: 12 })],
  [CAMPING, 'send some ice packs over', needs('order_camp_extra')],
  [CAMPING, 'are campfires allowed on the site?', none],
  [CAMPING, "what's the wifi password", none],
  [CAMPING, 'saturdy, 1 night', call('check_pitch_availability', { arrival: '2026-11-28', nights: 1 }), only('check_pitch_availability')],

  // Escape room
  [ESCAPE_ROOM, 'what times are free for the vault on saturday?', call('check_room_slots', { room: 'the_vault', date: '2026-11-28' })],
  [ESCAPE_ROOM, 'is the submarine room available on the 11th', call('check_room_slots', { room: 'submarine', date: '2026-12-11' })],
  [
    ESCAPE_ROOM,
    "book pharaoh's tomb for 6 of us friday at 7.15pm, it's a birthday",
    call('book_escape_room', {
      room: 'pharaohs_tomb',
      start: '2026-11-27T19:15:00Z',
      players: 6,
      occasion: 'birthday',
    }),
  ],
  [
    ESCAPE_ROOM,
    'Haunted Asylum, 4 players, sunday 3pm',
    call('book_escape_room', { room: 'haunted_asylum', start: '2026-11-29T15:00:00Z', players: 4 }),
  ],
  [
    ESCAPE_ROOM,
    "we're doing a team building thing for work, 8 people, the vault on thursday 10 december 2pm",
    call('book_escape_room', {
      room: 'the_vault',
      start: '2026-12-10T14:00:00Z',
      players: 8,
      occasion: 'team_building',
    }),
  ],
  [
    ESCAPE_ROOM,
    'hen party of 5 wants the asylum room tomorrow at 8pm',
    call('book_escape_room', {
      room: 'haunted_asylum',
      start: '2026-11-25T20:00:00Z',
      players: 5,
      occasion: 'hen_do',
    }),
  ],
  [
    ESCAPE_ROOM,
    'can I buy a £60 gift voucher for my sister, send it to lucy.b@outlook.com',
    call('buy_escape_voucher', { amount: 60, recipient_email: 'lucy.b@outlook.com' }),
  ],
  [ESCAPE_ROOM, 'fifty quid voucher please', call('buy_escape_voucher', { amount: 50 })],
  [ESCAPE_ROOM, 'book the submarine for saturday at 6pm', needs('book_escape_room')],
  [ESCAPE_ROOM, 'is the haunted asylum too scary for a 10 year old?', none],
  [ESCAPE_ROOM, 'how long do we get in the room?', none],
  [
    ESCAPE_ROOM,
    'two of us, submarine, 1st december 5:30pm',
    call('book_escape_room', { room: 'submarine', start: '2026-12-01T17:30:00Z', players: 2 }),
    ANY,
  ],

  // Hairdresser
  [
    HAIRDRESSER,
    'can I get a cut and blow dry with Jess on friday at 10am?',
    call('book_hair_appointment', { service: 'cut_and_blow_dry', start: '2026-11-27T10:00:00Z', stylist: 'Jess' }),
  ],
  [
    HAIRDRESSER,
    'balayage for long hair, saturday 12th december 9am',
    call('book_hair_appointment', { service: 'balayage', start: '2026-12-12T09:00:00Z', hair_length: 'long' }),
  ],
  [HAIRDRESSER, 'beard trim tomorrow at 1.45pm', call('book_hair_appointment', { service: 'beard_trim', start: '2026-11-25T13:45:00Z' })],
  [
    HAIRDRESSER,
    'my little boy needs a haircut, thursday after school at 4pm',
    call('book_hair_appointment', { service: 'kids_cut', start: '2026-11-26T16:00:00Z' }),
  ],
  [HAIRDRESSER, "who's free on wednesday?", call('list_stylist_availability', { date: '2026-11-25' })],
  [HAIRDRESSER, 'has Marco got anything on the 2nd', call('list_stylist_availability', { date: '2026-12-02', stylist: 'Marco' })],
  [HAIRDRESSER, "cancel HD20931 please, something's come up", call('cancel_hair_appointment', { appointment_id: 'HD20931' })],
  [
    HAIRDRESSER,
    'I need a patch test before my colour, can I come in monday at 11am',
    call('book_patch_test', { date: '2026-11-30', time: '11:00' }),
  ],
  [HAIRDRESSER, 'patch test sat', call('book_patch_test', { date: '2026-11-28' })],
  [HAIRDRESSER, 'book me highlights with Anna', needs('book_hair_appointment')],
  [HAIRDRESSER, 'what products do you recommend for frizzy hair?', none],
  [HAIRDRESSER, 'how much is a fringe trim?', none],
  [HAIRDRESSER, 'ok cool thx', none],
  [
    HAIRDRESSER,
    'half 2 on the 9th, full head colour, medium length',
    call('book_hair_appointment', { service: 'colour', start: '2026-12-09T14:30:00Z', hair_length: 'medium' }),
    only('book_hair_appointment'),
  ],

  // Horse riding stables
  [
    STABLES,
    "can I book a private lesson for my daughter on saturday at 10am, she's a beginner",
    call('book_ride', { ride_type: 'private_lesson', start: '2026-11-28T10:00:00Z', level: 'beginner' }),
  ],
  [
    STABLES,
    'hack for 3 intermediate riders sunday 2pm',
    call('book_ride', { ride_type: 'hack', start: '2026-11-29T14:00:00Z', riders: 3, level: 'intermediate' }),
  ],
  [
    STABLES,
    'group lesson tomorrow 11am, I weigh 82kg is that ok',
    call('book_ride', { ride_type: 'group_lesson', start: '2026-11-25T11:00:00Z', rider_weight_kg: 82 }),
  ],
  [
    STABLES,
    'pony ride for two little ones on the 6th at 10:30',
    call('book_ride', { ride_type: 'pony_ride', start: '2026-12-06T10:30:00Z', riders: 2 }),
  ],
  [
    STABLES,
    'do you have space for full livery? my mare Bramble would come from January 4th',
    call('enquire_livery', { livery: 'full', horse_name: 'Bramble', from: '2027-01-04' }),
  ],
  [STABLES, 'how much is diy livery', call('enquire_livery', { livery: 'diy' })],
  [STABLES, 'looking for grass livery for my old cob', call('enquire_livery', { livery: 'grass' })],
  [
    STABLES,
    "pony party for 8 kids on saturday 19th december, for Ella's 6th birthday",
    call('book_pony_party', { date: '2026-12-19', children: 8, birthday_child: 'Ella' }),
  ],
  [STABLES, 'can we do a pony party on the 13th', needs('book_pony_party')],
  [STABLES, 'what should I wear for my first riding lesson?', none],
  [STABLES, 'do horses sleep standing up', none],
  [
    STABLES,
    'advanced, hack, wednesday 9th, 9am, 2 of us',
    call('book_ride', { ride_type: 'hack', start: '2026-12-09T09:00:00Z', riders: 2, level: 'advanced' }),
    ANY,
  ],

  // Childcare nursery
  [
    NURSERY,
    "Olivia won't be in today, she's poorly",
    call('report_child_absence', { child_name: 'Olivia', date: '2026-11-24', reason: 'illness' }),
  ],
  [
    NURSERY,
    "Noah will be off on friday, we're on holiday",
    call('report_child_absence', { child_name: 'Noah', date: '2026-11-27', reason: 'holiday' }),
  ],
  [
    NURSERY,
    "Freddie has a hospital appointment on the 3rd so won't be in",
    call('report_child_absence', { child_name: 'Freddie', date: '2026-12-03', reason: 'appointment' }),
  ],
  [
    NURSERY,
    'could Amelia do an extra afternoon on thursday?',
    call('request_extra_session', { child_name: 'Amelia', date: '2026-11-26', session: 'afternoon' }),
  ],
  [
    NURSERY,
    'is there a full day available for Jack on wed 16th dec',
    call('request_extra_session', { child_name: 'Jack', date: '2026-12-16', session: 'full_day' }),
  ],
  [
    NURSERY,
    'put my daughter Isla Thompson on the waiting list please, DOB 14/03/2025, mondays and wednesdays',
    call('register_nursery_interest', {
      child_name: 'Isla Thompson',
      date_of_birth: '2025-03-14',
      days: ['monday', 'wednesday'],
    }),
  ],
  [
    NURSERY,
    'waiting list for George Patel, born 2 june 2024, starting 4th jan 2027 using the 30 funded hours',
    call('register_nursery_interest', {
      child_name: 'George Patel',
      date_of_birth: '2024-06-02',
      start_date: '2027-01-04',
      funded_hours: true,
    }),
  ],
  [
    NURSERY,
    "grandma (Pat Wilson) will be picking up Evie from now on, her number's 07911 123456",
    call('add_collection_contact', {
      child_name: 'Evie',
      contact_name: 'Pat Wilson',
      relationship: 'grandma',
      phone: '07911 123456',
    }),
  ],
  [
    NURSERY,
    'add my partner Chris as someone who can collect Leo',
    call('add_collection_contact', { child_name: 'Leo', contact_name: 'Chris', relationship: 'partner' }),
  ],
  [NURSERY, 'Can Harry come in for an extra session?', needs('request_extra_session')],
  [NURSERY, "what's for lunch at nursery today?", none],
  [NURSERY, "my toddler won't stop biting, any tips?", none],
  [NURSERY, 'thanks, see you at pick up', none],

  // Pottery studio
  [
    POTTERY,
    'two places on the wheel taster this saturday please',
    call('book_pottery_class', { class_type: 'wheel_taster', date: '2026-11-28', places: 2 }),
  ],
  [
    POTTERY,
    'sign me up for the 6 week course starting 12th january',
    call('book_pottery_class', { class_type: 'six_week_course', date: '2027-01-12' }),
  ],
  [
    POTTERY,
    "my kids (3 of them) want to do the children's clay session on sunday 6 dec",
    call('book_pottery_class', { class_type: 'kids_clay', date: '2026-12-06', places: 3 }),
  ],
  [POTTERY, 'handbuilding class on the 10th', call('book_pottery_class', { class_type: 'handbuilding', date: '2026-12-10' })],
  [
    POTTERY,
    'I have 5 pots ready for bisque, tallest is 28cm',
    call('book_kiln_firing', { firing: 'bisque', pieces: 5, largest_piece_cm: 28 }),
  ],
  [POTTERY, 'glaze firing for 12 pieces please', call('book_kiln_firing', { firing: 'glaze', pieces: 12 })],
  [POTTERY, 'can I put two mugs in the raku firing', call('book_kiln_firing', { firing: 'raku', pieces: 2 })],
  [
    POTTERY,
    'book studio time thursday from 6pm for 3 hours, I need a wheel',
    call('book_studio_time', { date: '2026-11-26', start: '18:00', hours: 3, wheel: true }),
  ],
  [POTTERY, 'open studio on friday, 10am till 2pm', call('book_studio_time', { date: '2026-11-27', start: '10:00', hours: 4 })],
  [POTTERY, 'book me some studio time tomorrow', needs('book_studio_time')],
  [POTTERY, 'why did my glaze crawl?', none],
  [POTTERY, 'can I bring my own clay?', none],
  [POTTERY, 'bisque, 7 bowls', call('book_kiln_firing', { firing: 'bisque', pieces: 7 }), only('book_kiln_firing')],

  // Tailoring and alterations
  [
    TAILOR,
    'I need to come in to get measured for a suit, tuesday 1st dec at 5:30pm',
    call('book_fitting', { garment: 'suit', date: '2026-12-01', time: '17:30', purpose: 'measurement' }),
  ],
  [
    TAILOR,
    'final fitting for my wedding dress on the 18th please, 10am if you can',
    call('book_fitting', { garment: 'wedding_dress', date: '2026-12-18', time: '10:00', purpose: 'final_fitting' }),
  ],
  [
    TAILOR,
    "I'll come and collect my coat on saturday",
    call('book_fitting', { garment: 'coat', date: '2026-11-28', purpose: 'collection' }),
  ],
  [
    TAILOR,
    'these trousers need taking up by 3cm',
    call('request_alteration', { garment: 'trousers', alteration: 'shorten', amount_cm: 3 }),
  ],
  [
    TAILOR,
    'can you take in the bridesmaid dress by about 2 cm',
    call('request_alteration', { garment: 'bridesmaid_dress', alteration: 'take_in', amount_cm: 2 }),
  ],
  [
    TAILOR,
    "zip's broken on my jeans, need a new one asap - can you do express?",
    call('request_alteration', { garment: 'jeans', alteration: 'replace_zip', express: true }),
  ],
  [
    TAILOR,
    'let out my suit trousers by an inch',
    call('request_alteration', { garment: 'trousers', alteration: 'let_out', amount_cm: 2.54 }),
  ],
  [TAILOR, 'can you taper a pair of jeans for me', call('request_alteration', { garment: 'jeans', alteration: 'taper' })],
  [
    TAILOR,
    "there's a rip in my winter coat, can you repair it",
    call('request_alteration', { garment: 'coat', alteration: 'repair_tear' }),
  ],
  [TAILOR, 'is ticket A-0382 ready?', call('check_alteration_status', { ticket: 'A-0382' })],
  [TAILOR, 'any news on my alterations? ticket a 1174', call('check_alteration_status', { ticket: 'A-1174' })],
  [TAILOR, "I'd like to book a fitting on friday", needs('book_fitting')],
  [TAILOR, 'how much do you charge to make a suit from scratch?', none],
  [TAILOR, 'what colour tie goes with a navy suit', none],

  // Swimming lessons
  [SWIMMING, 'what classes are there for a 5 year old on saturdays?', call('find_swim_classes', { swimmer_age: 5, day: 'saturday' })],
  [
    SWIMMING,
    'my 7yo is on stage 3, anything at the college pool?',
    call('find_swim_classes', { swimmer_age: 7, stage: 'stage_3', pool: 'college_pool' }),
  ],
  [SWIMMING, "adult beginner lessons for me, I'm 34", call('find_swim_classes', { swimmer_age: 34, stage: 'adult_beginner' })],
  [
    SWIMMING,
    'enrol Maisie in SW214 from the 5th of january',
    call('enrol_swimmer', { swimmer_name: 'Maisie', class_id: 'SW214', start_date: '2027-01-05' }),
  ],
  [SWIMMING, 'sign Oscar up for class sw 031', call('enrol_swimmer', { swimmer_name: 'Oscar', class_id: 'SW031' })],
  [
    SWIMMING,
    'Lily will miss her lesson on thursday, can she have a catch up one?',
    call('report_missed_swim', { swimmer_name: 'Lily', date: '2026-11-26', request_makeup: true }),
  ],
  [SWIMMING, 'Ben missed swimming last saturday, he was ill', call('report_missed_swim', { swimmer_name: 'Ben', date: '2026-11-21' })],
  [
    SWIMMING,
    '1-to-1 lesson for Sophie, 30 mins, sunday at 9am',
    call('book_private_swim', { start: '2026-11-29T09:00:00Z', swimmer_name: 'Sophie', length_minutes: 30 }),
  ],
  [SWIMMING, 'private lesson 15 minutes tomorrow 4.15pm', call('book_private_swim', { start: '2026-11-25T16:15:00Z', length_minutes: 15 })],
  [SWIMMING, 'I want to enrol my son in swimming lessons', needs('enrol_swimmer')],
  [SWIMMING, 'what should my toddler wear in the pool? do they need a swim nappy', none],
  [SWIMMING, 'is the pool open on christmas day?', none],
  [
    SWIMMING,
    'parent and baby, she is 8 months, tuesdays',
    call('find_swim_classes', { swimmer_age: 0, stage: 'parent_and_baby', day: 'tuesday' }),
    ANY,
  ],

  // Tennis court booking
  [TENNIS, 'any courts free tomorrow after 6pm?', call('check_courts', { date: '2026-11-25', from_time: '18:00' })],
  [TENNIS, 'is there an indoor court free on sunday', call('check_courts', { date: '2026-11-29', surface: 'indoor' })],
  [
    TENNIS,
    'book court 3 friday at 7pm for an hour with lights',
    call('book_court', { start: '2026-11-27T19:00:00Z', duration_minutes: 60, court: 3, floodlights: true }),
  ],
  [
    TENNIS,
    "90 mins on saturday from 10am, I'm bringing 2 guests",
    call('book_court', { start: '2026-11-28T10:00:00Z', duration_minutes: 90, guests: 2 }),
  ],
  [TENNIS, 'half hour on court 1 at 12:30 today', call('book_court', { start: '2026-11-24T12:30:00Z', duration_minutes: 30, court: 1 })],
  [
    TENNIS,
    'looking for someone to hit with, intermediate standard, singles',
    call('find_hitting_partner', { level: 'intermediate', format: 'singles' }),
  ],
  [
    TENNIS,
    'anyone want a game of doubles thursday? club level',
    call('find_hitting_partner', { level: 'club', format: 'doubles', date: '2026-11-26' }),
  ],
  [
    TENNIS,
    'book a coaching session with Dan on wednesday 2 dec at 5pm for me and my wife',
    call('book_coaching', { start: '2026-12-02T17:00:00Z', coach: 'Dan', players: 2 }),
  ],
  [TENNIS, 'lesson with a coach tomorrow 10am', call('book_coaching', { start: '2026-11-25T10:00:00Z' })],
  [TENNIS, 'book a court for 2 hours', needs('book_court')],
  [TENNIS, 'how do I stop hitting double faults', none],
  [TENNIS, 'who won wimbledon this year?', none],
  [TENNIS, "what's the membership fee for juniors?", none],
  [TENNIS, 'clay courts on the 3rd', call('check_courts', { date: '2026-12-03', surface: 'clay' }), only('check_courts')],

  // Water utility account
  [WATER, 'my meter reads 01482', call('submit_meter_reading', { reading: 1482 })],
  [WATER, 'meter reading 734 taken yesterday', call('submit_meter_reading', { reading: 734, reading_date: '2026-11-23' })],
  [WATER, 'submit a reading of 2,310 cubic metres', call('submit_meter_reading', { reading: 2310 })],
  [
    WATER,
    "there's water pouring out of the pavement on Victoria Street, looks like a burst",
    call('report_water_leak', { location: 'Victoria Street', severity: 'burst', location_type: 'pavement' }),
  ],
  [
    WATER,
    'reporting a dripping leak at my meter, 12 Hill Rise hx3 5de',
    call('report_water_leak', {
      location: '12 Hill Rise',
      severity: 'dripping',
      location_type: 'meter',
      postcode: 'HX3 5DE',
    }),
  ],
  [
    WATER,
    'water flooding the road at the junction of Mill Lane and Church Street!!',
    call('report_water_leak', {
      location: 'junction of Mill Lane and Church Street',
      severity: 'flooding',
      location_type: 'street',
    }),
  ],
  [
    WATER,
    "I'd like to switch to monthly direct debit on the 15th",
    call('change_payment_plan', { frequency: 'monthly', method: 'direct_debit', payment_day: 15 }),
  ],
  [WATER, 'can I pay quarterly instead', call('change_payment_plan', { frequency: 'quarterly' })],
  [WATER, 'is there any work going on in BD7 1AY? no water since 6am', call('check_supply_interruption', { postcode: 'BD7 1AY' })],
  [WATER, 'why is my water off? postcode s11 8yz', call('check_supply_interruption', { postcode: 'S11 8YZ' })],
  [WATER, 'I want to report a leak', needs('report_water_leak')],
  [WATER, 'is it safe to drink tap water if it looks cloudy?', none],
  [WATER, 'how do I read my meter', none],
  [WATER, 'my bill seems really high this quarter, why?', none],
  [
    WATER,
    'leak, steady flow, in my front garden at 4 Ash Grove',
    call('report_water_leak', { location: '4 Ash Grove', severity: 'steady_flow', location_type: 'garden' }),
    ANY,
  ],

  // Zoo
  [ZOO, '2 adults and 3 kids for saturday please', call('buy_zoo_tickets', { visit_date: '2026-11-28', adults: 2, children: 3 })],
  [
    ZOO,
    'tickets for sunday 6th dec, 1 adult 1 senior, add gift aid',
    call('buy_zoo_tickets', { visit_date: '2026-12-06', adults: 1, concessions: 1, gift_aid: true }),
  ],
  [ZOO, 'four student tickets for tomorow', call('buy_zoo_tickets', { visit_date: '2026-11-25', concessions: 4 })],
  [
    ZOO,
    'family membership starting 1 january 2027 in the name of Rachel Green',
    call('buy_zoo_membership', { membership: 'family', start_date: '2027-01-01', member_name: 'Rachel Green' }),
  ],
  [ZOO, 'joint membership for me and my husband please', call('buy_zoo_membership', { membership: 'joint' })],
  [
    ZOO,
    'I want to adopt a red panda for my niece Chloe, gold pack',
    call('adopt_animal', { animal: 'red_panda', package: 'gold', gift_recipient: 'Chloe' }),
  ],
  [ZOO, 'adopt a penguin', call('adopt_animal', { animal: 'penguin' })],
  [ZOO, 'silver adoption of the snow leopard please', call('adopt_animal', { animal: 'snow_leopard', package: 'silver' })],
  [ZOO, 'when are the penguins fed today?', call('list_keeper_talks', { date: '2026-11-24', animal: 'penguin' })],
  [ZOO, 'what keeper talks are on saturday', call('list_keeper_talks', { date: '2026-11-28' })],
  [ZOO, 'can I buy tickets for 2 adults', needs('buy_zoo_tickets')],
  [ZOO, 'how long do giraffes live?', none],
  [ZOO, 'is there parking at the zoo?', none],
  [ZOO, 'can we bring a picnic', none],
  [ZOO, 'a tortoise, as a gift for Fred', call('adopt_animal', { animal: 'tortoise', gift_recipient: 'Fred' }), only('adopt_animal')],

  // Bowling alley
  [BOWLING, 'can we get a lane for 4 people friday at 8pm', call('book_lanes', { start: '2026-11-27T20:00:00Z', players: 4, lanes: 1 })],
  [
    BOWLING,
    '12 of us on saturday at 3pm, 2 lanes, 2 games each',
    call('book_lanes', { start: '2026-11-28T15:00:00Z', players: 12, lanes: 2, games: 2 }),
  ],
  [
    BOWLING,
    'bowling tomorrow at 5:30pm for me and my 3 kids, with bumpers',
    call('book_lanes', { start: '2026-11-25T17:30:00Z', players: 4, bumpers: true }),
  ],
  [
    BOWLING,
    'kids party on sunday 13th december for 15 children, bowl and pizza',
    call('book_bowling_party', { date: '2026-12-13', children: 15, package: 'bowl_and_pizza' }),
  ],
  [
    BOWLING,
    "Alfie's 9th birthday party, 10 kids, bowling and burgers, saturday 5 dec",
    call('book_bowling_party', {
      date: '2026-12-05',
      children: 10,
      package: 'bowl_and_burger',
      birthday_child: 'Alfie',
    }),
  ],
  [BOWLING, 'how is the wednesday seniors league looking', call('get_league_table', { league: 'wednesday_seniors' })],
  [BOWLING, 'monday mixed league standings week 6', call('get_league_table', { league: 'monday_mixed', week: 6 })],
  [BOWLING, 'friday social table', call('get_league_table', { league: 'friday_social' })],
  [BOWLING, 'I want to book a party for 20 kids on the 19th', needs('book_bowling_party')],
  [BOWLING, 'do you sell alcohol?', none],
  [BOWLING, 'whats a turkey in bowling', none],
  [BOWLING, 'what shoe sizes have you got', none],
  [BOWLING, '6 players, thursday 7pm', call('book_lanes', { start: '2026-11-26T19:00:00Z', players: 6 }), ANY],

  // Beekeeping association
  [
    BEES,
    'swarm at 23 Beech Avenue, about head height, call me on 07700 900456',
    call('report_swarm', { location: '23 Beech Avenue', height: 'head_height', contact_phone: '07700 900456' }),
  ],
  [
    BEES,
    'Hollins Farm - swarm on the ground, spotted around 9 this morning',
    call('report_swarm', { location: 'Hollins Farm', height: 'ground', seen_at: '2026-11-24T09:00:00Z' }),
  ],
  [
    BEES,
    "I'd like 2 places on the beginners course on 16 january",
    call('book_bee_course', { course: 'beginners', date: '2027-01-16', places: 2 }),
  ],
  [BEES, 'book me on disease recognition', call('book_bee_course', { course: 'disease_recognition' })],
  [
    BEES,
    'can I borrow the extractor from saturday for 3 days',
    call('hire_bee_equipment', { equipment: 'extractor', from: '2026-11-28', days: 3 }),
  ],
  [BEES, 'need the refractometer tomorrow', call('hire_bee_equipment', { equipment: 'refractometer', from: '2026-11-25' })],
  [
    BEES,
    'inspected H04 today, queen seen, calm, varroa count 12',
    call('log_hive_inspection', { hive: 'H04', date: '2026-11-24', queen_seen: true, temper: 'calm', varroa_count: 12 }),
  ],
  [
    BEES,
    "log for hive 7 yesterday: didn't see the queen, bees quite aggressive",
    call('log_hive_inspection', { hive: 'H07', date: '2026-11-23', queen_seen: false, temper: 'aggressive' }),
  ],
  [BEES, 'can I hire the wax melter', needs('hire_bee_equipment')],
  [BEES, 'how much honey should I leave them for winter?', none],
  [BEES, 'is it normal for bees to be flying in november?', none],
  [
    BEES,
    'h12, last saturday, nervous',
    call('log_hive_inspection', { hive: 'H12', date: '2026-11-21', temper: 'nervous' }),
    only('log_hive_inspection'),
  ],

  // Print shop
  [
    PRINT_SHOP,
    'how much for 500 business cards, double sided, matt',
    call('get_print_quote', { product: 'business_cards', quantity: 500, double_sided: true, paper: 'matt' }),
  ],
  [
    PRINT_SHOP,
    'quote for 1000 A5 flyers on gloss',
    call('get_print_quote', { product: 'flyers', quantity: 1000, size: 'A5', paper: 'gloss' }),
  ],
  [PRINT_SHOP, 'price for 20 A2 posters', call('get_print_quote', { product: 'posters', quantity: 20, size: 'A2' })],
  [PRINT_SHOP, '250 stickers please, how much', call('get_print_quote', { product: 'stickers', quantity: 250 })],
  [PRINT_SHOP, 'quote for a banner, A1 size', call('get_print_quote', { product: 'banners', quantity: 1, size: 'A1' })],
  [PRINT_SHOP, "go ahead with quote Q104522, I'll collect", call('place_print_order', { quote_ref: 'Q104522', delivery: 'collect' })],
  [
    PRINT_SHOP,
    'order q 339201 next day delivery, need it by friday',
    call('place_print_order', { quote_ref: 'Q339201', delivery: 'next_day', needed_by: '2026-11-27' }),
  ],
  [
    PRINT_SHOP,
    'proof change for PR20817: make the logo bigger',
    call('request_proof_change', { order_number: 'PR20817', change: 'make the logo bigger' }),
  ],
  [PRINT_SHOP, 'I need some booklets printed', needs('get_print_quote')],
  [PRINT_SHOP, 'what file format should I send my artwork in?', none],
  [PRINT_SHOP, 'do you do t-shirt printing?', none],
  [PRINT_SHOP, '100 A4 posters silk paper', call('get_print_quote', { product: 'posters', quantity: 100, size: 'A4', paper: 'silk' }), ANY],

  // Vineyard tours
  [
    VINEYARD,
    'book the classic tour for 4 on saturday at 2pm',
    call('book_vineyard_tour', { tour: 'classic', date: '2026-11-28', time: '14:00', guests: 4 }),
  ],
  [
    VINEYARD,
    'premium tasting for 6 people on 12 dec, 2 of them are driving',
    call('book_vineyard_tour', { tour: 'premium_tasting', date: '2026-12-12', guests: 6, designated_drivers: 2 }),
  ],
  [
    VINEYARD,
    'cellar tour with lunch for two on sunday',
    call('book_vineyard_tour', { tour: 'cellar_and_lunch', date: '2026-11-29', guests: 2 }),
  ],
  [VINEYARD, 'send 6 bottles of the bacchus to ME1 4QT', call('order_wine', { wine: 'bacchus', bottles: 6, delivery_postcode: 'ME1 4QT' })],
  [
    VINEYARD,
    'a case of 12 sparkling, gift message "Congratulations Sam & Jo"',
    call('order_wine', { wine: 'sparkling_brut', bottles: 12, gift_message: 'Congratulations Sam & Jo' }),
  ],
  [VINEYARD, 'three bottles of rosé please', call('order_wine', { wine: 'rose', bottles: 3 })],
  [
    VINEYARD,
    'join the wine club, 6 bottles every quarter, email hannah.k@yahoo.co.uk',
    call('join_wine_club', { tier: 'six_bottle', frequency: 'quarterly', email: 'hannah.k@yahoo.co.uk' }),
  ],
  [VINEYARD, 'sign me up for the 3 bottle club', call('join_wine_club', { tier: 'three_bottle' })],
  [VINEYARD, 'cancel VY0831', call('cancel_tour_booking', { booking_ref: 'VY0831' })],
  [VINEYARD, 'I want to order some pinot noir', needs('order_wine')],
  [VINEYARD, 'which of your wines goes best with lamb?', none],
  [VINEYARD, 'is the vineyard dog friendly?', none],
  [VINEYARD, "thanks, that's all for now", none],
  [
    VINEYARD,
    'classic tour, 3 guests, friday 4th december, 11:00',
    call('book_vineyard_tour', { tour: 'classic', date: '2026-12-04', time: '11:00', guests: 3 }),
    only('book_vineyard_tour'),
  ],
];
