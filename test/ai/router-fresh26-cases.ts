import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  AFTERNOON_TEA,
  ALPACA_FARM,
  BLUE_BADGE,
  BOUNCY_CASTLES,
  BUILDERS_MERCHANT,
  CHILDMINDER,
  CIDER_PRESSING,
  COMEDY_CLUB,
  COUNCIL_FAULTS,
  DOG_SHOW,
  DRAINS,
  DRY_STONE_WALLING,
  ELECTRICIAN,
  HOT_TUBS,
  KITESURF,
  MUSHROOM_KITS,
  PHOTO_BOOTH,
  RECORDS_OFFICE,
  SCAFFOLDING,
  SPEECH_THERAPY,
  TOY_LIBRARY,
  UNIFORM_SWAP,
} from './router-fresh26-tools.js';

/*
 * The twenty-seventh fresh table (fresh 26), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * places and people's names capitalised; dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a weekday
 * its next occurrence, a date of birth in the past; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ; values a
 * pattern asks for normalised to it), a text answer asking for a required value the request does not give,
 * or any text answer when no tool fits.
 */
export const FRESH26: Case[] = [
  // Alpaca trekking farm
  [
    ALPACA_FARM,
    'can we book the picnic trek for saturday, 4 of us walking',
    call('book_alpaca_trek', { date: '2026-11-28', trek: 'picnic_trek', walkers: 4 }),
  ],
  [
    ALPACA_FARM,
    'One hour trek for 3 walkers plus a toddler, sunday 6th dec at 11am please',
    call('book_alpaca_trek', { date: '2026-12-06', trek: 'one_hour_trek', walkers: 3, children_under_8: 1, start_time: '11:00' }),
  ],
  [
    ALPACA_FARM,
    'sunset trek for two on the 12th, my mum uses a wheelchair so we need the accessible route',
    call('book_alpaca_trek', { date: '2026-12-12', trek: 'sunset_trek', walkers: 2, wheelchair_access: true }),
  ],
  [
    ALPACA_FARM,
    "I'd like to adopt Pablo for 12 months as a gift for my niece Ellie",
    call('adopt_alpaca', { alpaca: 'Pablo', months: 12, recipient_name: 'Ellie', gift: true }),
  ],
  [ALPACA_FARM, 'adopt buiscuit pls', call('adopt_alpaca', { alpaca: 'Biscuit' })],
  [
    ALPACA_FARM,
    'buy a voucher for the two hour trek for 2 people, posted to my dad',
    call('buy_trek_voucher', { trek: 'two_hour_trek', walkers: 2, delivery: 'post' }),
  ],
  [
    ALPACA_FARM,
    'Gift voucher - meet and greet, 1 person, for Sophie Turner, email it',
    call('buy_trek_voucher', { trek: 'meet_and_greet', walkers: 1, recipient_name: 'Sophie Turner', delivery: 'email' }),
  ],
  [
    ALPACA_FARM,
    'meet and greet for six on wensday at 2pm',
    call('book_alpaca_trek', { date: '2026-11-25', trek: 'meet_and_greet', walkers: 6, start_time: '14:00' }),
    ANY,
  ],
  [ALPACA_FARM, 'book us on an alpaca trek this friday, five walkers', needs('book_alpaca_trek')],
  [ALPACA_FARM, 'I want to adopt an alpaca for my grandson', needs('adopt_alpaca')],
  [ALPACA_FARM, 'voucher for the sunset trek please', needs('buy_trek_voucher')],
  [ALPACA_FARM, 'do alpacas spit?? asking for a friend lol', none],
  [ALPACA_FARM, 'what time does the farm cafe close on sundays', none],
  [ALPACA_FARM, 'can you book me a table at nandos tonight', none],
  [ALPACA_FARM, 'how much does the picnic trek cost for a family of 4?', none],
  [[...HOT_TUBS, ...ALPACA_FARM], 'adopt Nutmeg for 6 months', call('adopt_alpaca', { alpaca: 'Nutmeg', months: 6 })],

  // Bouncy castle hire
  [
    BOUNCY_CASTLES,
    'need the pirate ship bouncy castle for saturday, postcode LS6 2AB',
    call('hire_bouncy_castle', { date: '2026-11-28', castle: 'pirate_ship', postcode: 'LS6 2AB' }),
  ],
  [
    BOUNCY_CASTLES,
    "Hiya, could we get the princess castle on 19th dec for my daughter's party? its going in the church hall, BD18 3QT",
    call('hire_bouncy_castle', { date: '2026-12-19', castle: 'princess_castle', postcode: 'BD18 3QT', surface: 'indoor_hall' }),
  ],
  [
    BOUNCY_CASTLES,
    'adult castle for a 40th on 2nd jan, on the patio (concrete), no power out there so need a generator, m14 5rt',
    call('hire_bouncy_castle', {
      date: '2027-01-02',
      castle: 'adult_castle',
      postcode: 'M14 5RT',
      surface: 'tarmac_or_concrete',
      generator: true,
    }),
  ],
  [
    BOUNCY_CASTLES,
    'toddler soft play set for tomoro on the grass, SW2 1AA, and can we keep it overnight?',
    call('hire_bouncy_castle', { date: '2026-11-25', castle: 'toddler_soft_play', postcode: 'SW2 1AA', surface: 'grass', overnight: true }),
  ],
  [
    BOUNCY_CASTLES,
    'is the jungle slide free on the 5th?',
    call('check_castle_availability', { date: '2026-12-05', castle: 'jungle_slide' }),
  ],
  [BOUNCY_CASTLES, 'what castles are free on sunday 13th december', call('check_castle_availability', { date: '2026-12-13' })],
  [
    BOUNCY_CASTLES,
    "cancel booking BC-4471, party's off",
    call('cancel_castle_hire', { booking_ref: 'BC-4471', reason: 'party_cancelled' }),
  ],
  [
    BOUNCY_CASTLES,
    'please cancel bc 2093 its going to chuck it down with rain all weekend',
    call('cancel_castle_hire', { booking_ref: 'BC-2093', reason: 'weather' }),
  ],
  [BOUNCY_CASTLES, 'book the superhero combo for saturday please', needs('hire_bouncy_castle')],
  [BOUNCY_CASTLES, 'i need to cancel my bouncy castle booking', needs('cancel_castle_hire')],
  [BOUNCY_CASTLES, 'can I check if the princess castle is available?', needs('check_castle_availability')],
  [BOUNCY_CASTLES, 'how many kids can go on the pirate ship at once', none],
  [BOUNCY_CASTLES, 'whats the weather looking like for saturday', none],
  [BOUNCY_CASTLES, 'thanks, see you then!', none],
  [BOUNCY_CASTLES, "what's your refund policy if it rains", none],
  [
    [...BOUNCY_CASTLES, ...PHOTO_BOOTH],
    'photo booth, the open air one, 3 hours for a birthday on 19 december',
    call('book_photo_booth', { event_date: '2026-12-19', booth: 'open_air', hours: 3, event_type: 'birthday' }),
  ],

  // Hot tub hire
  [
    HOT_TUBS,
    'hot tub for 3 nights from friday, 6 person, CF10 1AB',
    call('hire_hot_tub', { start_date: '2026-11-27', nights: 3, size: '6_person', postcode: 'CF10 1AB' }),
  ],
  [
    HOT_TUBS,
    '8 person tub from 18th december for a week with the gazebo and led lights',
    call('hire_hot_tub', { start_date: '2026-12-18', nights: 7, size: '8_person', extras: ['gazebo', 'led_lights'] }),
  ],
  [
    HOT_TUBS,
    'Can I get a 4-person hot tub delivered on the 31st for 2 nights? add fizz and glasses and towels pls',
    call('hire_hot_tub', { start_date: '2026-12-31', nights: 2, size: '4_person', extras: ['fizz_and_glasses', 'towels'] }),
  ],
  [
    HOT_TUBS,
    'our hot tub isnt heating up, booking HT204518',
    call('report_hot_tub_problem', { booking_ref: 'HT204518', problem: 'not_heating' }),
  ],
  [HOT_TUBS, 'HT550912 - the water has gone cloudy', call('report_hot_tub_problem', { booking_ref: 'HT550912', problem: 'cloudy_water' })],
  [
    HOT_TUBS,
    'the tub keeps tripping the electrics!! ref HT300127. details: it goes every time the jets come on',
    call('report_hot_tub_problem', {
      booking_ref: 'HT300127',
      problem: 'tripping_electrics',
      details: 'it goes every time the jets come on',
    }),
  ],
  [HOT_TUBS, 'can we keep the hot tub 2 more nights? HT118830', call('extend_hot_tub_hire', { booking_ref: 'HT118830', extra_nights: 2 })],
  [HOT_TUBS, 'extend HT771204 by three nights', call('extend_hot_tub_hire', { booking_ref: 'HT771204', extra_nights: 3 })],
  [
    HOT_TUBS,
    'HT640021, one more night please',
    call('extend_hot_tub_hire', { booking_ref: 'HT640021', extra_nights: 1 }),
    only('extend_hot_tub_hire'),
  ],
  [HOT_TUBS, "I'd like to hire a hot tub from saturday for 4 nights", needs('hire_hot_tub')],
  [HOT_TUBS, 'the cover on our hot tub has ripped', needs('report_hot_tub_problem')],
  [HOT_TUBS, 'can I extend my hot tub hire by a night', needs('extend_hot_tub_hire')],
  [HOT_TUBS, 'what temperature should a hot tub be for kids', none],
  [HOT_TUBS, 'is it safe to use a hot tub when pregnant', none],
  [HOT_TUBS, 'book me a spa day at Champneys', none],

  // Council pothole and street-light fault reporting
  [
    COUNCIL_FAULTS,
    "there's a massive pothole on Mill Lane in Thornbury, about 10cm deep",
    call('report_pothole', { street: 'Mill Lane', town: 'Thornbury', depth_cm: 10 }),
  ],
  [
    COUNCIL_FAULTS,
    'pothole on the pavement on Station Road, outside number 42',
    call('report_pothole', { street: 'Station Road', surface: 'pavement', location_details: 'outside number 42' }),
  ],
  [
    COUNCIL_FAULTS,
    'Reporting a pothole in the cycle lane on Hills Road, Cambridge, near the junction with Cherry Hinton Road. It burst my tyre.',
    call('report_pothole', {
      street: 'Hills Road',
      town: 'Cambridge',
      surface: 'cycle_lane',
      location_details: 'near the junction with Cherry Hinton Road',
      caused_damage: true,
    }),
  ],
  [
    COUNCIL_FAULTS,
    'street light outside my house on Orchard Close isnt working, column 14',
    call('report_street_light', { street: 'Orchard Close', column_number: '14', fault: 'not_working' }),
  ],
  [
    COUNCIL_FAULTS,
    'lamp post 7B on Kings Avenue is on all day',
    call('report_street_light', { street: 'Kings Avenue', column_number: '7B', fault: 'on_during_day' }),
  ],
  [
    COUNCIL_FAULTS,
    'the streetlight on Park Road keeps flickering, can you let me know at jo.hart@gmail.com',
    call('report_street_light', { street: 'Park Road', fault: 'flickering', email: 'jo.hart@gmail.com' }),
  ],
  [
    COUNCIL_FAULTS,
    'lamp column on Bridge St has its door hanging open with wires showing!',
    call('report_street_light', { street: 'Bridge St', fault: 'door_open_exposed_wires' }),
  ],
  [COUNCIL_FAULTS, 'any update on FR2048811?', call('track_fault_report', { report_id: 'FR2048811' })],
  [COUNCIL_FAULTS, 'a street light is out near me', needs('report_street_light')],
  [COUNCIL_FAULTS, 'whats happening with my pothole report', needs('track_fault_report')],
  [COUNCIL_FAULTS, 'I want to report a pothole', needs('report_pothole')],
  [COUNCIL_FAULTS, 'when are the bins collected on Mill Lane', none],
  [COUNCIL_FAULTS, 'how do I claim compensation for pothole damage to my car?', none],
  [COUNCIL_FAULTS, "my neighbour's tree is overhanging my garden, what can I do", none],
  [
    [...COUNCIL_FAULTS, ...BLUE_BADGE],
    'report street light 22 on Elm Grove as leaning',
    call('report_street_light', { street: 'Elm Grove', column_number: '22', fault: 'leaning' }),
  ],

  // Blue badge applications
  [
    BLUE_BADGE,
    'apply for a blue badge for my dad Arthur Jenkins, born 3 March 1941, he gets PIP mobility',
    call('apply_for_blue_badge', {
      applicant_name: 'Arthur Jenkins',
      date_of_birth: '1941-03-03',
      qualifying_reason: 'pip_mobility',
      applying_on_behalf: true,
    }),
  ],
  [
    BLUE_BADGE,
    "I'm registered blind and want to apply for a blue badge. Priya Shah, dob 14/07/1985, postcode B13 8JP",
    call('apply_for_blue_badge', {
      applicant_name: 'Priya Shah',
      date_of_birth: '1985-07-14',
      qualifying_reason: 'registered_blind',
      postcode: 'B13 8JP',
    }),
  ],
  [
    BLUE_BADGE,
    'blue badge application for me - Tom Evans, 22nd Nov 1958, walking is very difficult for me',
    call('apply_for_blue_badge', { applicant_name: 'Tom Evans', date_of_birth: '1958-11-22', qualifying_reason: 'walking_difficulty' }),
  ],
  [BLUE_BADGE, 'renew badge BB40921733', call('renew_blue_badge', { badge_number: 'BB40921733' })],
  [
    BLUE_BADGE,
    "my blue badge runs out in january, number BB11223344, and we've moved house since I got it",
    call('renew_blue_badge', { badge_number: 'BB11223344', circumstances_changed: true }),
  ],
  [
    BLUE_BADGE,
    'someone nicked my blue badge out the car. BB55667788, crime ref 43/2211/26',
    call('report_badge_lost', { badge_number: 'BB55667788', what_happened: 'stolen', crime_reference: '43/2211/26' }),
  ],
  [BLUE_BADGE, 'lost my badge BB90817263', call('report_badge_lost', { badge_number: 'BB90817263', what_happened: 'lost' })],
  [
    BLUE_BADGE,
    'the dog chewed my blue badge 🙄 its BB22334455, need a new one',
    call('report_badge_lost', { badge_number: 'BB22334455', what_happened: 'damaged' }),
  ],
  [BLUE_BADGE, 'I need to apply for a blue badge for my son, he has autism', needs('apply_for_blue_badge')],
  [BLUE_BADGE, 'I want to renew my blue badge', needs('renew_blue_badge')],
  [BLUE_BADGE, 'my blue badge has been stolen', needs('report_badge_lost')],
  [BLUE_BADGE, 'can I park on double yellows with a blue badge?', none],
  [BLUE_BADGE, 'how long does a blue badge application take to process', none],
  [BLUE_BADGE, 'pay my council tax', none],

  // Speech therapy clinic
  [
    SPEECH_THERAPY,
    "book an assessment for my son Leo, he's 4, worried about his speech sounds",
    call('book_speech_assessment', { patient_name: 'Leo', age_years: 4, concerns: ['speech_sounds'] }),
  ],
  [
    SPEECH_THERAPY,
    "Hi, I'd like an assessment for my husband Graham (72) after his stroke, home visit if possible",
    call('book_speech_assessment', { patient_name: 'Graham', age_years: 72, concerns: ['after_stroke'], mode: 'home_visit' }),
  ],
  [
    SPEECH_THERAPY,
    'assessment for Maisie, age seven, stammer, video call, on 3rd december ideally',
    call('book_speech_assessment', {
      patient_name: 'Maisie',
      age_years: 7,
      concerns: ['stammer'],
      mode: 'video_call',
      preferred_date: '2026-12-03',
    }),
  ],
  [
    SPEECH_THERAPY,
    'my daughter Ava is 2 and has a language delay, could someone see her at the clinic',
    call('book_speech_assessment', { patient_name: 'Ava', age_years: 2, concerns: ['language_delay'], mode: 'in_clinic' }),
  ],
  [
    SPEECH_THERAPY,
    'next session for ST0412 on thursday at 4pm please, 45 mins',
    call('book_therapy_session', { client_id: 'ST0412', start: '2026-11-26T16:00:00Z', minutes: 45 }),
  ],
  [
    SPEECH_THERAPY,
    'book ST1180 in tomorrow at half 3',
    call('book_therapy_session', { client_id: 'ST1180', start: '2026-11-25T15:30:00Z' }),
  ],
  [
    SPEECH_THERAPY,
    'ST2093 - school visit on the 8th at 10am, 30 minutes',
    call('book_therapy_session', { client_id: 'ST2093', start: '2026-12-08T10:00:00Z', minutes: 30, mode: 'school_visit' }),
  ],
  [
    SPEECH_THERAPY,
    'could you send a practice pack for r sounds to ST0412, pdf is fine',
    call('request_practice_pack', { client_id: 'ST0412', topic: 'r_sounds', format: 'pdf' }),
  ],
  [
    SPEECH_THERAPY,
    'printed fluency pack for ST3310',
    call('request_practice_pack', { client_id: 'ST3310', topic: 'fluency', format: 'printed' }),
  ],
  [SPEECH_THERAPY, 'I want to book a speech assessment for my little boy, he stammers', needs('book_speech_assessment')],
  [SPEECH_THERAPY, 'book another session for ST0877', needs('book_therapy_session')],
  [SPEECH_THERAPY, 'can I have a practice pack for s sounds', needs('request_practice_pack')],
  [SPEECH_THERAPY, 'is it normal for a 3 year old to stutter?', none],
  [SPEECH_THERAPY, 'how much does private speech therapy cost per hour', none],
  [SPEECH_THERAPY, 'can you recommend a good dentist in Leeds', none],
  [SPEECH_THERAPY, 'thank you so much, Leo loved his session today', none],

  // Scaffolding hire
  [SCAFFOLDING, 'need scaffolding for a chimney repair, BS7 8PL', call('request_scaffold_quote', { postcode: 'BS7 8PL', job: 'chimney' })],
  [
    SCAFFOLDING,
    'quote for scaffold to do the gutters and fascias, 2 storey semi, front and back so 2 sides, about 3 weeks. GL50 2QA',
    call('request_scaffold_quote', { postcode: 'GL50 2QA', job: 'gutters_and_fascias', storeys: 2, sides: 2, weeks: 3 }),
  ],
  [
    SCAFFOLDING,
    "We're having the house rendered - three storey terrace, front only, scaffold would have to go on the pavement. N16 7UX",
    call('request_scaffold_quote', { postcode: 'N16 7UX', job: 'rendering', storeys: 3, sides: 1, over_pavement: true }),
  ],
  [
    SCAFFOLDING,
    'loft conversion starting in jan, need scaffold for 12 weeks, RG1 4SJ',
    call('request_scaffold_quote', { postcode: 'RG1 4SJ', job: 'loft_conversion', weeks: 12 }),
  ],
  [
    SCAFFOLDING,
    "extend SC40219 by 2 weeks, roofer's running late",
    call('extend_scaffold_hire', { contract_ref: 'SC40219', extra_weeks: 2 }),
  ],
  [
    SCAFFOLDING,
    'can we keep the scaffold another four weeks? contract SC11873',
    call('extend_scaffold_hire', { contract_ref: 'SC11873', extra_weeks: 4 }),
  ],
  [
    SCAFFOLDING,
    'please take the scaffolding down on friday 4th dec, ref SC30098',
    call('book_scaffold_strike', { contract_ref: 'SC30098', date: '2026-12-04' }),
  ],
  [
    SCAFFOLDING,
    "sc52210 - we're finished, can you strike it monday",
    call('book_scaffold_strike', { contract_ref: 'SC52210', date: '2026-11-30' }),
  ],
  [SCAFFOLDING, 'I need a scaffolding quote for painting the front of my house', needs('request_scaffold_quote')],
  [SCAFFOLDING, 'book the scaffold to come down next wednesday', needs('book_scaffold_strike')],
  [SCAFFOLDING, 'extend my scaffold hire, ref SC11873', needs('extend_scaffold_hire')],
  [SCAFFOLDING, 'do I need planning permission for scaffolding', none],
  [SCAFFOLDING, "whats a fair price for a new roof, they've quoted me £8,500", none],
  [SCAFFOLDING, 'the scaffolders left a mess all over my lawn and were really rude', none],

  // Drain unblocking callouts
  [
    DRAINS,
    "toilet's blocked and about to overflow, need someone ASAP! E17 4PQ",
    call('book_drain_callout', { postcode: 'E17 4PQ', problem: 'blocked_toilet', urgency: 'emergency_within_2h' }),
  ],
  [
    DRAINS,
    'kitchen sink wont drain, flat in Glasgow G12 8QQ, today if possible. call 07700900123',
    call('book_drain_callout', {
      postcode: 'G12 8QQ',
      problem: 'blocked_sink',
      urgency: 'same_day',
      property: 'flat',
      phone: '07700900123',
    }),
  ],
  [
    DRAINS,
    'manhole in the garden is overflowing, ls8 1ab',
    call('book_drain_callout', { postcode: 'LS8 1AB', problem: 'overflowing_manhole' }),
  ],
  [
    DRAINS,
    'horrible smell coming from the drains at our restaurant, M1 3BB, next available is fine',
    call('book_drain_callout', { postcode: 'M1 3BB', problem: 'bad_smell', property: 'commercial', urgency: 'next_available' }),
  ],
  [
    DRAINS,
    "kitchen sink is clogged real bad, I'm in an apartment, postcode N1 9GU",
    call('book_drain_callout', { postcode: 'N1 9GU', problem: 'blocked_sink', property: 'flat' }),
  ],
  [DRAINS, 'blocked toilet at SE15 3LP', call('book_drain_callout', { postcode: 'SE15 3LP', problem: 'blocked_toilet' }), ANY],
  [
    DRAINS,
    "book a cctv drain survey for 10 december, we're buying a house at OX4 1RE",
    call('book_cctv_survey', { postcode: 'OX4 1RE', date: '2026-12-10', reason: 'buying_a_house' }),
  ],
  [
    DRAINS,
    'drains keep blocking every few weeks, can you camera them? NE6 5TG, monday 7th',
    call('book_cctv_survey', { postcode: 'NE6 5TG', date: '2026-12-07', reason: 'recurring_blockage' }),
  ],
  [
    DRAINS,
    'how much to unblock an outside drain on a sunday',
    call('get_drain_price', { problem: 'blocked_outside_drain', out_of_hours: true }),
  ],
  [DRAINS, 'price for slow drainage in the bath?', call('get_drain_price', { problem: 'slow_drainage' })],
  [DRAINS, 'my outside drain is blocked, can you send someone', needs('book_drain_callout')],
  [DRAINS, 'I need a CCTV survey for an insurance claim, postcode HU5 2DF', needs('book_cctv_survey')],
  [DRAINS, 'how much is a callout?', needs('get_drain_price')],
  [DRAINS, 'can I pour bleach down a blocked toilet', none],
  [DRAINS, 'who is responsible for a shared drain, me or the water company?', none],
  [DRAINS, 'order me some drain unblocker on amazon', none],

  // Electrician callouts
  [
    ELECTRICIAN,
    'half the sockets in the house have stopped working, need an electrician to find the fault, NG7 2RD',
    call('book_electrician', { postcode: 'NG7 2RD', job: 'fault_finding' }),
  ],
  [
    ELECTRICIAN,
    'no power at all!! burning smell from the fuse box. WV3 9DT',
    call('book_electrician', { postcode: 'WV3 9DT', job: 'no_power', emergency: true }),
  ],
  [
    ELECTRICIAN,
    'need a new double socket fitted in the kitchen, thursday would be good, DE22 1AB',
    call('book_electrician', { postcode: 'DE22 1AB', job: 'new_socket', preferred_date: '2026-11-26' }),
  ],
  [
    ELECTRICIAN,
    'can an electrcian fit smoke alarms in my flat, postcode EH6 5JX. notes: key is with the concierge',
    call('book_electrician', { postcode: 'EH6 5JX', job: 'smoke_alarms', notes: 'key is with the concierge' }),
  ],
  [
    ELECTRICIAN,
    'consumer unit upgrade please, L18 3HE, 14th december',
    call('book_electrician', { postcode: 'L18 3HE', job: 'consumer_unit', preferred_date: '2026-12-14' }),
  ],
  [ELECTRICIAN, 'book an EICR for my rental, 3 bed, S10 2TN', call('book_eicr', { postcode: 'S10 2TN', bedrooms: 3, for_landlord: true })],
  [
    ELECTRICIAN,
    'eicr on a two bedroom flat at CB1 2LA on 9 dec please',
    call('book_eicr', { postcode: 'CB1 2LA', bedrooms: 2, date: '2026-12-09' }),
  ],
  [
    ELECTRICIAN,
    'quote for a 7kW tethered charger, we have a driveway, about 12 metres from the fuse board, BA2 4QR',
    call('quote_ev_charger', { postcode: 'BA2 4QR', charger: '7kw_tethered', cable_run_metres: 12, off_street_parking: true }),
  ],
  [
    ELECTRICIAN,
    'how much for a 22kw three phase charger at YO10 5DD',
    call('quote_ev_charger', { postcode: 'YO10 5DD', charger: '22kw_three_phase' }),
  ],
  [ELECTRICIAN, 'I need an electrician to put up a new light fitting', needs('book_electrician')],
  [ELECTRICIAN, 'quote me for an EV charger please, postcode TN1 1AA', needs('quote_ev_charger')],
  [ELECTRICIAN, 'landlord EICR needed at PO4 9QS', needs('book_eicr')],
  [ELECTRICIAN, 'is it legal to change a plug socket myself?', none],
  [ELECTRICIAN, "what's the difference between an RCD and an MCB", none],
  [ELECTRICIAN, 'switch off the living room lights', none],
  [ELECTRICIAN, 'my oven keeps tripping the fuse, is it the oven or the wiring?', none],
  [
    [...DRAINS, ...ELECTRICIAN],
    'no power in the kitchen, need an electrician, B29 6QS',
    call('book_electrician', { postcode: 'B29 6QS', job: 'no_power' }),
  ],

  // Toy library
  [TOY_LIBRARY, 'search for a wooden train set for a 2 year old', call('search_toys', { query: 'wooden train set', age_range: '1-3' })],
  [TOY_LIBRARY, 'do you have the Orchard Toys shopping list game', call('search_toys', { query: 'Orchard Toys shopping list game' })],
  [TOY_LIBRARY, 'any play kitchens on the shelf at the moment?', call('search_toys', { query: 'play kitchens', available_only: true })],
  [TOY_LIBRARY, 'reserve toy T-2231 for member TL0456', call('borrow_toy', { member_number: 'TL0456', toy_id: 'T-2231' })],
  [
    TOY_LIBRARY,
    'TL1090 would like to borrow T-845 for 3 weeks',
    call('borrow_toy', { member_number: 'TL1090', toy_id: 'T-845', weeks: 3 }),
  ],
  [
    TOY_LIBRARY,
    'can I borrow T-1204 please, my membership is tl3377, just for one week',
    call('borrow_toy', { member_number: 'TL3377', toy_id: 'T-1204', weeks: 1 }),
  ],
  [TOY_LIBRARY, 'renew T-560 for TL0456', call('renew_toy_loan', { member_number: 'TL0456', toy_id: 'T-560' })],
  [
    TOY_LIBRARY,
    'T-771 has 3 puzzle pieces missing',
    call('report_missing_piece', { toy_id: 'T-771', description: '3 puzzle pieces missing' }),
  ],
  [TOY_LIBRARY, 'can I renew my loan on T-402', needs('renew_toy_loan')],
  [TOY_LIBRARY, "I'd like to borrow the big garage, my number is TL2219", needs('borrow_toy')],
  [TOY_LIBRARY, 'one of the toys we borrowed has a broken piece', needs('report_missing_piece')],
  [TOY_LIBRARY, 'what are your opening hours on saturday', none],
  [TOY_LIBRARY, 'how much is membership for a year', none],
  [TOY_LIBRARY, 'buy a lego set for my nephew', none],

  // Orchard cider-pressing days
  [
    CIDER_PRESSING,
    "book a pressing slot on saturday, we've got about 80kg of apples",
    call('book_pressing_slot', { date: '2026-11-28', apples_kg: 80 }),
  ],
  [
    CIDER_PRESSING,
    "Could we bring 150 kilos to press on the 5th of december, morning please, and we'd like it pasteurised",
    call('book_pressing_slot', { date: '2026-12-05', apples_kg: 150, slot: 'morning', take_home: 'pasteurised_juice' }),
  ],
  [
    CIDER_PRESSING,
    'pressing slot sunday 29th afternoon, 40kg, we want to make cider so the cider kit, bringing our own demijohns',
    call('book_pressing_slot', {
      date: '2026-11-29',
      apples_kg: 40,
      slot: 'afternoon',
      take_home: 'cider_kit',
      bring_own_containers: true,
    }),
  ],
  [CIDER_PRESSING, 'half a tonne of bramleys to press on 12 dec', call('book_pressing_slot', { date: '2026-12-12', apples_kg: 500 })],
  [CIDER_PRESSING, 'what pressing days are there in december?', call('list_pressing_days', { month: '2026-12' })],
  [CIDER_PRESSING, 'any pressing days in october next year', call('list_pressing_days', { month: '2027-10' })],
  [CIDER_PRESSING, 'pressing days in jan', call('list_pressing_days', { month: '2027-01' }), only('list_pressing_days')],
  [
    CIDER_PRESSING,
    'order 6 bottles of the dry cider for collection',
    call('order_orchard_cider', { product: 'dry_cider', bottles: 6, collection: true }),
  ],
  [CIDER_PRESSING, 'a dozen bottles of mulled cider please', call('order_orchard_cider', { product: 'mulled_cider', bottles: 12 })],
  [CIDER_PRESSING, "I'd like a slot at the pressing day this saturday", needs('book_pressing_slot')],
  [CIDER_PRESSING, 'can I order some perry', needs('order_orchard_cider')],
  [CIDER_PRESSING, 'how many apples make a litre of juice', none],
  [CIDER_PRESSING, 'is cider vegan', none],
  [CIDER_PRESSING, 'how do I stop my cider going vinegary', none],

  // Kite surfing school
  [
    KITESURF,
    'book a taster kite surfing lesson at Camber on saturday',
    call('book_kite_lesson', { level: 'taster', date: '2026-11-28', beach: 'Camber' }),
  ],
  [
    KITESURF,
    'two-day beginner course for me and my partner starting 5 december at weymouth',
    call('book_kite_lesson', { level: 'two_day_beginner', date: '2026-12-05', beach: 'Weymouth', students: 2 }),
  ],
  [
    KITESURF,
    'private lesson tomorrow, I weigh 82kg and need a medium wetsuit',
    call('book_kite_lesson', { level: 'private', date: '2026-11-25', weight_kg: 82, wetsuit_size: 'M' }),
  ],
  [
    KITESURF,
    'improver lesson at rhosneigr on the 13th, I am 65 kilos',
    call('book_kite_lesson', { level: 'improver', date: '2026-12-13', beach: 'Rhosneigr', weight_kg: 65 }),
  ],
  [KITESURF, 'is it windy enough at hayling today?', call('check_kite_wind', { beach: 'Hayling', date: '2026-11-24' })],
  [KITESURF, 'wind forecast for Brancaster', call('check_kite_wind', { beach: 'Brancaster' })],
  [
    KITESURF,
    'rent a kite, board and harness for saturday and sunday',
    call('rent_kite_gear', { items: ['kite', 'board', 'harness'], date: '2026-11-28', days: 2 }),
  ],
  [
    KITESURF,
    'need to hire a wetsuit and helmet for 3 days from 1st dec',
    call('rent_kite_gear', { items: ['wetsuit', 'helmet'], date: '2026-12-01', days: 3 }),
  ],
  [KITESURF, 'I want to book a kite surfing lesson at camber', needs('book_kite_lesson')],
  [KITESURF, "what's the wind like on saturday?", needs('check_kite_wind')],
  [KITESURF, 'can I rent an impact vest', needs('rent_kite_gear')],
  [KITESURF, 'what size kite should I get for 20 knots', none],
  [KITESURF, 'is kitesurfing harder than windsurfing', none],
  [KITESURF, 'book me a surf lesson in Newquay', none],
  [KITESURF, 'the wetsuit from my lesson was great, where can I buy one like it', none],

  // Photo booth hire
  [
    PHOTO_BOOTH,
    'magic mirror booth for our wedding on 12 june, 3 hours',
    call('book_photo_booth', { event_date: '2027-06-12', booth: 'magic_mirror', hours: 3, event_type: 'wedding' }),
  ],
  [
    PHOTO_BOOTH,
    '360 video booth for 4 hrs at a corporate do on 10th dec, venue EC2A 4NE',
    call('book_photo_booth', {
      event_date: '2026-12-10',
      booth: '360_video',
      hours: 4,
      event_type: 'corporate',
      venue_postcode: 'EC2A 4NE',
    }),
  ],
  [
    PHOTO_BOOTH,
    'classic enclosed booth, 2 hours, for my 30th birthday on saturday, add the props box and guest book',
    call('book_photo_booth', {
      event_date: '2026-11-28',
      booth: 'classic_enclosed',
      hours: 2,
      event_type: 'birthday',
      props_box: true,
      guest_book: true,
    }),
  ],
  [
    PHOTO_BOOTH,
    'open air booth for the prom on 25 june 2027, five hours',
    call('book_photo_booth', { event_date: '2027-06-25', booth: 'open_air', hours: 5, event_type: 'prom' }),
  ],
  [
    PHOTO_BOOTH,
    'put "Sarah & James 12.06.27" on the strips for PBH2210',
    call('design_print_template', { booking_ref: 'PBH2210', headline: 'Sarah & James 12.06.27' }),
  ],
  [
    PHOTO_BOOTH,
    'PBH0934 - black and white postcard layout, text: Happy 50th Dave!',
    call('design_print_template', {
      booking_ref: 'PBH0934',
      headline: 'Happy 50th Dave!',
      layout: 'postcard_4x6',
      colour: 'black_and_white',
    }),
  ],
  [
    PHOTO_BOOTH,
    'send the gallery for PBH1177 to mel.osei@yahoo.co.uk',
    call('send_gallery_link', { booking_ref: 'PBH1177', email: 'mel.osei@yahoo.co.uk' }),
  ],
  [
    PHOTO_BOOTH,
    'PBH4410 gallery link to kev@pinewood-events.com',
    call('send_gallery_link', { booking_ref: 'PBH4410', email: 'kev@pinewood-events.com' }),
    ANY,
  ],
  [PHOTO_BOOTH, "I want to book a photo booth for my daughter's christening on 14 feb, the classic one", needs('book_photo_booth')],
  [PHOTO_BOOTH, 'can you email me the photos from our booth? booking PBH3012', needs('send_gallery_link')],
  [PHOTO_BOOTH, 'change the text on our photo strips to "Mr & Mrs Patel"', needs('design_print_template')],
  [PHOTO_BOOTH, 'can guests take their prints home?', none],
  [PHOTO_BOOTH, 'how big does the room need to be for the 360 booth', none],
  [PHOTO_BOOTH, 'find me a wedding DJ in Kent', none],

  // Dry stone walling courses
  [
    DRY_STONE_WALLING,
    'book me on the one day taster on saturday 16th january',
    call('book_walling_course', { course: 'one_day_taster', start_date: '2027-01-16' }),
  ],
  [
    DRY_STONE_WALLING,
    "two places on the 2 day beginners course starting 6th march, we'll need to hire boots and gloves",
    call('book_walling_course', { course: 'two_day_beginners', start_date: '2027-03-06', places: 2, hire_boots_and_gloves: true }),
  ],
  [
    DRY_STONE_WALLING,
    "intermediate course 10 april, I'm vegetarian",
    call('book_walling_course', { course: 'intermediate', start_date: '2027-04-10', dietary_needs: 'vegetarian' }),
  ],
  [
    DRY_STONE_WALLING,
    'cheek ends and gateways on 24/04/2027 for 3 of us',
    call('book_walling_course', { course: 'cheek_ends_and_gateways', start_date: '2027-04-24', places: 3 }),
  ],
  [
    DRY_STONE_WALLING,
    'put me on the waiting list for the level 1 certificate, r.ashworth@btinternet.com',
    call('join_walling_waitlist', { course: 'certificate_level_1', email: 'r.ashworth@btinternet.com' }),
  ],
  [
    DRY_STONE_WALLING,
    'the one day taster is full - can you let me know if a place comes up? pete.m@outlook.com',
    call('join_walling_waitlist', { course: 'one_day_taster', email: 'pete.m@outlook.com' }),
  ],
  [
    DRY_STONE_WALLING,
    'gift voucher for the two day beginners for my husband Mike',
    call('buy_walling_voucher', { course: 'two_day_beginners', recipient_name: 'Mike' }),
  ],
  [DRY_STONE_WALLING, 'voucher for a one-day taster', call('buy_walling_voucher', { course: 'one_day_taster' })],
  [DRY_STONE_WALLING, "I'd like to book a dry stone walling course in march", needs('book_walling_course')],
  [DRY_STONE_WALLING, 'add me to the waiting list for the intermediate course', needs('join_walling_waitlist')],
  [DRY_STONE_WALLING, 'I want to buy a walling course voucher for my dad', needs('buy_walling_voucher')],
  [DRY_STONE_WALLING, 'what should I wear for walling in winter', none],
  [DRY_STONE_WALLING, 'how long does a dry stone wall last', none],
  [DRY_STONE_WALLING, 'can you quote for rebuilding 20 metres of wall on my farm', none],

  // Mushroom growing kit shop
  [MUSHROOM_KITS, 'order 2 lions mane kits', call('order_grow_kit', { variety: 'lions_mane', quantity: 2 })],
  [
    MUSHROOM_KITS,
    'one pink oyster grow kit, next day delivery please, with the message "happy birthday Jo, happy growing!"',
    call('order_grow_kit', {
      variety: 'pink_oyster',
      quantity: 1,
      delivery: 'next_day',
      gift_message: 'happy birthday Jo, happy growing!',
    }),
  ],
  [MUSHROOM_KITS, 'three shiitake kits please', call('order_grow_kit', { variety: 'shiitake', quantity: 3 })],
  [MUSHROOM_KITS, 'can I get five of the yellow oyster ones', call('order_grow_kit', { variety: 'yellow_oyster', quantity: 5 })],
  [
    MUSHROOM_KITS,
    "my kit MK20481 hasn't grown anything, opened it 21 days ago",
    call('report_kit_problem', { order_number: 'MK20481', problem: 'no_growth', days_since_opened: 21 }),
  ],
  [MUSHROOM_KITS, 'theres green mould on my kit, order MK10377', call('report_kit_problem', { order_number: 'MK10377', problem: 'mould' })],
  [
    MUSHROOM_KITS,
    'MK33190 arrived squashed, the box was damaged in the post',
    call('report_kit_problem', { order_number: 'MK33190', problem: 'damaged_in_post' }),
  ],
  [
    MUSHROOM_KITS,
    'sign me up to the monthly box, ana.lopez@proton.me, lions mane and shiitake',
    call('subscribe_mushroom_box', { email: 'ana.lopez@proton.me', varieties: ['lions_mane', 'shiitake'] }),
  ],
  [
    MUSHROOM_KITS,
    'start a mushroom subscription from 1st january for dan@wilde.co',
    call('subscribe_mushroom_box', { email: 'dan@wilde.co', start_date: '2027-01-01' }),
  ],
  [MUSHROOM_KITS, 'I want to order some king oyster kits', needs('order_grow_kit')],
  [MUSHROOM_KITS, 'my grow kit has dried out', needs('report_kit_problem')],
  [MUSHROOM_KITS, 'subscribe me to the monthly mushroom box', needs('subscribe_mushroom_box')],
  [MUSHROOM_KITS, 'are the wild mushrooms in my garden safe to eat', none],
  [MUSHROOM_KITS, 'how do you cook lions mane', none],
  [MUSHROOM_KITS, 'do you deliver to ireland?', none],
  [MUSHROOM_KITS, 'should I mist it twice a day or once?', none],

  // School uniform swap
  [
    UNIFORM_SWAP,
    "I've got 2 St Mary's jumpers age 7-8 to swap, good condition",
    call('list_uniform_item', { school: "St Mary's", item: 'jumper', size: 'age_7_8', quantity: 2, condition: 'good' }),
  ],
  [
    UNIFORM_SWAP,
    'listing a Hillside Academy blazer, adult small, like new',
    call('list_uniform_item', { school: 'Hillside Academy', item: 'blazer', size: 'adult_s', condition: 'like_new' }),
  ],
  [
    UNIFORM_SWAP,
    'polo shirts x4, age 5-6, Oakfield Primary, well worn',
    call('list_uniform_item', { school: 'Oakfield Primary', item: 'polo_shirt', size: 'age_5_6', quantity: 4, condition: 'well_worn' }),
    only('list_uniform_item'),
  ],
  [
    UNIFORM_SWAP,
    'need PE shorts for Oakfield Primary, age 5-6',
    call('request_uniform_item', { school: 'Oakfield Primary', item: 'pe_shorts', size: 'age_5_6' }),
  ],
  [
    UNIFORM_SWAP,
    'looking for 3 grey skirts age 9-10 for Westgate School',
    call('request_uniform_item', { school: 'Westgate School', item: 'skirt', size: 'age_9_10', quantity: 3 }),
  ],
  [
    UNIFORM_SWAP,
    'does anyone have a Kingsmead cardigan in age 11-12',
    call('request_uniform_item', { school: 'Kingsmead', item: 'cardigan', size: 'age_11_12' }),
  ],
  [UNIFORM_SWAP, 'book a drop off slot thursday at 3:15pm', call('book_swap_collection', { date: '2026-11-26', time: '15:15' })],
  [UNIFORM_SWAP, 'can I collect on saturday morning at 10', call('book_swap_collection', { date: '2026-11-28', time: '10:00' })],
  [UNIFORM_SWAP, 'I want to put some uniform up for swap', needs('list_uniform_item')],
  [UNIFORM_SWAP, 'need a coat for my son, age 9-10', needs('request_uniform_item')],
  [UNIFORM_SWAP, 'book a collection slot for friday', needs('book_swap_collection')],
  [UNIFORM_SWAP, 'what colour is the Hillside Academy uniform', none],
  [UNIFORM_SWAP, 'how do I get name labels off a jumper', none],
  [UNIFORM_SWAP, 'buy new school shoes size 13', none],

  // Dog show entries
  [
    DOG_SHOW,
    'enter my Border Collie Glenmorris Silver Mist in the open class',
    call('enter_dog_show', { dog_name: 'Glenmorris Silver Mist', breed: 'Border Collie', class: 'open' }),
  ],
  [
    DOG_SHOW,
    'Entry: Labrador Retriever, Sandylands Golden Boy, puppy class, show on 13 March',
    call('enter_dog_show', { dog_name: 'Sandylands Golden Boy', breed: 'Labrador Retriever', class: 'puppy', show_date: '2027-03-13' }),
  ],
  [
    DOG_SHOW,
    'enter Bramblebrook Tess (Cocker Spaniel) in veteran, handled by Claire Dunn, claire.dunn@gmail.com',
    call('enter_dog_show', {
      dog_name: 'Bramblebrook Tess',
      breed: 'Cocker Spaniel',
      class: 'veteran',
      handler: { name: 'Claire Dunn', email: 'claire.dunn@gmail.com' },
    }),
  ],
  [
    DOG_SHOW,
    'junior class for our Whippet Lowmoor Flash, my brother Sam Reid is handling',
    call('enter_dog_show', { dog_name: 'Lowmoor Flash', breed: 'Whippet', class: 'junior', handler: { name: 'Sam Reid' } }),
  ],
  [
    DOG_SHOW,
    'put Biscuit in waggiest tail and best rescue',
    call('enter_fun_classes', { dog_name: 'Biscuit', classes: ['waggiest_tail', 'best_rescue'] }),
  ],
  [
    DOG_SHOW,
    'fun show - enter Ralph in dog most like owner lol',
    call('enter_fun_classes', { dog_name: 'Ralph', classes: ['dog_most_like_owner'] }),
  ],
  [DOG_SHOW, "withdraw entry E40211, she's in season", call('withdraw_show_entry', { entry_number: 'E40211', reason: "she's in season" })],
  [DOG_SHOW, 'please withdraw E10987', call('withdraw_show_entry', { entry_number: 'E10987' })],
  [DOG_SHOW, 'enter my dog in the novice class', needs('enter_dog_show')],
  [DOG_SHOW, 'I want to enter Poppy in the fun classes', needs('enter_fun_classes')],
  [DOG_SHOW, 'need to withdraw my dog from the show', needs('withdraw_show_entry')],
  [DOG_SHOW, 'what time does judging start for gundogs', none],
  [DOG_SHOW, 'how do I register my puppy with the kennel club', none],
  [DOG_SHOW, 'my dog ate chocolate what do I do', none],
  [DOG_SHOW, 'congrats to everyone who won at crufts!!', none],

  // Childminder bookings
  [
    CHILDMINDER,
    'can Alfie come on friday from 8 till 5:30',
    call('book_childminder_session', { child_name: 'Alfie', date: '2026-11-27', start: '08:00', end: '17:30' }),
  ],
  [
    CHILDMINDER,
    "extra session for Isla wednesday 2nd dec, 7.45am to 1pm, she'll need breakfast and lunch",
    call('book_childminder_session', {
      child_name: 'Isla',
      date: '2026-12-02',
      start: '07:45',
      end: '13:00',
      meals: ['breakfast', 'lunch'],
    }),
  ],
  [
    CHILDMINDER,
    'Noah on monday 3pm-6pm with school pick up and tea',
    call('book_childminder_session', {
      child_name: 'Noah',
      date: '2026-11-30',
      start: '15:00',
      end: '18:00',
      school_pickup: true,
      meals: ['tea'],
    }),
  ],
  [
    CHILDMINDER,
    'Alfie on sat 9-12',
    call('book_childminder_session', { child_name: 'Alfie', date: '2026-11-28', start: '09:00', end: '12:00' }),
    ANY,
  ],
  [
    CHILDMINDER,
    'from monday 4th january Rosie will be coming mondays, tuesdays and thursdays',
    call('set_regular_days', { child_name: 'Rosie', days: ['monday', 'tuesday', 'thursday'], from_date: '2027-01-04' }),
  ],
  [
    CHILDMINDER,
    "Ethan's days are changing to wed and fri",
    call('set_regular_days', { child_name: 'Ethan', days: ['wednesday', 'friday'] }),
  ],
  [
    CHILDMINDER,
    "message the childminder: Mia has a temperature so won't be in today",
    call('message_childminder', { message: "Mia has a temperature so won't be in today" }),
  ],
  [
    CHILDMINDER,
    "tell Jo that Grandma is collecting Alfie today, it's urgent",
    call('message_childminder', { message: 'Grandma is collecting Alfie today', urgent: true }),
  ],
  [CHILDMINDER, 'could you have Noah tomorrow after school? pick him up from school pls', needs('book_childminder_session')],
  [CHILDMINDER, 'book Isla in for an extra day next week', needs('book_childminder_session')],
  [CHILDMINDER, 'I need to change our regular days', needs('set_regular_days')],
  [CHILDMINDER, 'how much is the 30 hours funding worth', none],
  [CHILDMINDER, 'what should I pack in a nursery bag for a 1 year old', none],
  [CHILDMINDER, 'is our childminder ofsted registered?', none],
  [[...CHILDMINDER, ...UNIFORM_SWAP], "hows your day going? mine's been mad", none],

  // Afternoon tea bookings
  [
    AFTERNOON_TEA,
    'table for 4 for afternoon tea on saturday at 2pm',
    call('book_afternoon_tea', { date: '2026-11-28', time: '14:00', guests: 4 }),
  ],
  [
    AFTERNOON_TEA,
    'afternoon tea for 2 friday next week at 3pm',
    call('book_afternoon_tea', { date: '2026-12-04', time: '15:00', guests: 2 }),
  ],
  [
    AFTERNOON_TEA,
    "champagne afternoon tea for two, 19th december at half 3, it's our anniversary",
    call('book_afternoon_tea', { date: '2026-12-19', time: '15:30', guests: 2, menu: 'champagne', occasion: 'anniversary' }),
  ],
  [
    AFTERNOON_TEA,
    'afternoon tea for 6 tomorrow at 1pm, one is vegan and one gluten free',
    call('book_afternoon_tea', { date: '2026-11-25', time: '13:00', guests: 6, dietary: ['vegan', 'gluten_free'] }),
  ],
  [
    AFTERNOON_TEA,
    "can I book the gentleman's afternoon tea for 3 people on sunday 12pm",
    call('book_afternoon_tea', { date: '2026-11-29', time: '12:00', guests: 3, menu: 'gentlemans' }),
  ],
  [
    AFTERNOON_TEA,
    'afternoon tea voucher for 2, classic, for Margaret Hill, posted',
    call('buy_tea_voucher', { menu: 'classic', people: 2, recipient_name: 'Margaret Hill', delivery: 'post' }),
  ],
  [AFTERNOON_TEA, 'buy a champagne tea voucher for four people', call('buy_tea_voucher', { menu: 'champagne', people: 4 })],
  [AFTERNOON_TEA, 'move AT40128 to 4pm', call('change_tea_booking', { booking_ref: 'AT40128', new_time: '16:00' })],
  [AFTERNOON_TEA, "AT22019 - there'll be 5 of us now not 4", call('change_tea_booking', { booking_ref: 'AT22019', guests: 5 })],
  [
    AFTERNOON_TEA,
    'change booking AT70772 to friday 11th december at 2.30pm',
    call('change_tea_booking', { booking_ref: 'AT70772', new_date: '2026-12-11', new_time: '14:30' }),
  ],
  [AFTERNOON_TEA, 'book afternoon tea for 2 on friday', needs('book_afternoon_tea')],
  [AFTERNOON_TEA, "I'd like a gift voucher for afternoon tea for my mum", needs('buy_tea_voucher')],
  [AFTERNOON_TEA, 'I need to change my afternoon tea booking to saturday', needs('change_tea_booking')],
  [AFTERNOON_TEA, 'do you do takeaway cream teas?', none],
  [AFTERNOON_TEA, 'is it jam first or cream first', none],
  [AFTERNOON_TEA, 'is £45 a head reasonable for champagne afternoon tea?', none],

  // Comedy club tickets
  [COMEDY_CLUB, "who's on this friday?", call('find_comedy_shows', { date: '2026-11-27' })],
  [COMEDY_CLUB, 'is Sarah Millican doing any shows here', call('find_comedy_shows', { comedian: 'Sarah Millican' })],
  [COMEDY_CLUB, 'whats on at the comedy club', call('find_comedy_shows', {})],
  [COMEDY_CLUB, 'any shows under £15 a ticket on saturday?', call('find_comedy_shows', { date: '2026-11-28', max_price: 15 })],
  [
    COMEDY_CLUB,
    '2 tickets for friday headliners this week',
    call('buy_comedy_tickets', { date: '2026-11-27', show: 'friday_headliners', tickets: 2 }),
  ],
  [
    COMEDY_CLUB,
    'four tickets for saturday late on the 5th, cabaret table with food',
    call('buy_comedy_tickets', { date: '2026-12-05', show: 'saturday_late', tickets: 4, seating: 'cabaret_table', with_food: true }),
  ],
  [
    COMEDY_CLUB,
    'front row x2 for sunday improv on 29th nov pls',
    call('buy_comedy_tickets', { date: '2026-11-29', show: 'sunday_improv', tickets: 2, seating: 'front_row' }),
  ],
  [
    COMEDY_CLUB,
    'get me 6 tickets for the new acts night on thursday 3rd, no food',
    call('buy_comedy_tickets', { date: '2026-12-03', show: 'thursday_new_acts', tickets: 6, with_food: false }),
  ],
  [
    COMEDY_CLUB,
    'one for friday headliners on 11 dec',
    call('buy_comedy_tickets', { date: '2026-12-11', show: 'friday_headliners', tickets: 1 }),
    only('buy_comedy_tickets'),
  ],
  [
    COMEDY_CLUB,
    "sign me up for open mic, stage name Dave Doesn't, dave.d@gmail.com, a 5 minute spot",
    call('join_open_mic', { stage_name: "Dave Doesn't", email: 'dave.d@gmail.com', minutes: 5 }),
  ],
  [
    COMEDY_CLUB,
    "I'd like a ten minute open mic slot on 17th december. I go by The Great Gatsbee, email gatsbee@hotmail.co.uk",
    call('join_open_mic', { stage_name: 'The Great Gatsbee', email: 'gatsbee@hotmail.co.uk', preferred_date: '2026-12-17', minutes: 10 }),
  ],
  [COMEDY_CLUB, '3 tickets for the comedy please', needs('buy_comedy_tickets')],
  [COMEDY_CLUB, "put me on the open mic list, I'm called Big Sue", needs('join_open_mic')],
  [COMEDY_CLUB, 'is the club wheelchair accessible', none],
  [COMEDY_CLUB, 'tell me a joke', none],
  [COMEDY_CLUB, 'book tickets for Les Mis in the West End', none],
  [[...AFTERNOON_TEA, ...COMEDY_CLUB], "what's on at the club on saturday 12th", call('find_comedy_shows', { date: '2026-12-12' })],

  // County records office
  [RECORDS_OFFICE, 'can I get a digital scan of PR/12/3', call('request_document_copy', { reference: 'PR/12/3', format: 'digital_scan' })],
  [
    RECORDS_OFFICE,
    'certified copy of the will at WP/1843/22 please',
    call('request_document_copy', { reference: 'WP/1843/22', format: 'certified_copy' }),
  ],
  [
    RECORDS_OFFICE,
    'A3 photocopies of the tithe map TM/45, 4 sheets, invoice to h.gregory@norfolk-history.org',
    call('request_document_copy', { reference: 'TM/45', format: 'a3_photocopy', pages: 4, email: 'h.gregory@norfolk-history.org' }),
  ],
  [
    RECORDS_OFFICE,
    'digital scan of dro/pr/88, ten pages',
    call('request_document_copy', { reference: 'DRO/PR/88', format: 'digital_scan', pages: 10 }),
  ],
  [
    RECORDS_OFFICE,
    'book the search room for wednesday morning, ticket RT004512',
    call('book_reading_room', { date: '2026-11-25', session: 'morning', reader_ticket: 'RT004512' }),
  ],
  [
    RECORDS_OFFICE,
    'all day in the reading room on 8 dec, can you get out PR/12/3 and PR/12/4 for me',
    call('book_reading_room', { date: '2026-12-08', session: 'all_day', documents: ['PR/12/3', 'PR/12/4'] }),
  ],
  [
    RECORDS_OFFICE,
    'search room, afternoon session, friday please',
    call('book_reading_room', { date: '2026-11-27', session: 'afternoon' }),
  ],
  [
    RECORDS_OFFICE,
    "could your archivists research my house history? it's Rose Cottage in Little Snoring, 1840 to 1920, 2 hours",
    call('request_research', {
      subject: 'house_history',
      name_searched: 'Rose Cottage',
      parish: 'Little Snoring',
      from_year: 1840,
      to_year: 1920,
      hours: 2,
    }),
  ],
  [
    RECORDS_OFFICE,
    'family history research on William Pardew, parish of Holt, 1 hour',
    call('request_research', { subject: 'family_history', name_searched: 'William Pardew', parish: 'Holt', hours: 1 }),
  ],
  [RECORDS_OFFICE, 'I want a copy of a document, the reference is QS/2/17', needs('request_document_copy')],
  [RECORDS_OFFICE, 'book me a seat in the reading room on thursday', needs('book_reading_room')],
  [RECORDS_OFFICE, "I'd like to pay for some research please", needs('request_research')],
  [RECORDS_OFFICE, 'what are the search room opening hours', none],
  [RECORDS_OFFICE, 'where can I find 1921 census records online', none],
  [RECORDS_OFFICE, 'renew my library books', none],
  [RECORDS_OFFICE, 'what does "messuage" mean in an old deed', none],

  // Builders merchant deliveries
  [
    BUILDERS_MERCHANT,
    '2 bulk bags of sharp sand to DN4 5HX',
    call('order_materials', { product: 'sharp_sand', quantity: 2, unit: 'bulk_bag', postcode: 'DN4 5HX' }),
  ],
  [
    BUILDERS_MERCHANT,
    '10 bags of cement delivered friday to ST4 7QB',
    call('order_materials', { product: 'cement', quantity: 10, unit: 'bag_25kg', postcode: 'ST4 7QB', delivery_date: '2026-11-27' }),
  ],
  [
    BUILDERS_MERCHANT,
    'need a pallet of concrete blocks on the 2nd, WS1 3AA, has to be craned over the wall',
    call('order_materials', {
      product: 'concrete_blocks',
      quantity: 1,
      unit: 'pallet',
      postcode: 'WS1 3AA',
      delivery_date: '2026-12-02',
      crane_offload: true,
    }),
  ],
  [
    BUILDERS_MERCHANT,
    'twenty lengths of 4x2 to HR4 0LE monday',
    call('order_materials', { product: 'timber_4x2', quantity: 20, unit: 'length', postcode: 'HR4 0LE', delivery_date: '2026-11-30' }),
  ],
  [
    BUILDERS_MERCHANT,
    '15 sheets of plasterboard, LE3 9PT, tomorrow',
    call('order_materials', { product: 'plasterboard', quantity: 15, unit: 'sheet', postcode: 'LE3 9PT', delivery_date: '2026-11-25' }),
  ],
  [
    BUILDERS_MERCHANT,
    'ballast x3 bulk bags, PE1 5DD',
    call('order_materials', { product: 'ballast', quantity: 3, unit: 'bulk_bag', postcode: 'PE1 5DD' }),
    ANY,
  ],
  [BUILDERS_MERCHANT, "where's my delivery? BM204881", call('track_materials_delivery', { order_number: 'BM204881' })],
  [
    BUILDERS_MERCHANT,
    'can you move order BM300412 to thursday afternoon',
    call('reschedule_materials_delivery', { order_number: 'BM300412', new_date: '2026-11-26', slot: 'pm' }),
  ],
  [
    BUILDERS_MERCHANT,
    'push BM118200 back to the 7th, morning',
    call('reschedule_materials_delivery', { order_number: 'BM118200', new_date: '2026-12-07', slot: 'am' }),
  ],
  [BUILDERS_MERCHANT, 'I need some MOT type 1 delivered to CV2 4LL', needs('order_materials')],
  [BUILDERS_MERCHANT, 'when is my order coming', needs('track_materials_delivery')],
  [BUILDERS_MERCHANT, 'move my delivery to next monday please', needs('reschedule_materials_delivery')],
  [BUILDERS_MERCHANT, 'how much sand do I need for a 10m2 patio', none],
  [BUILDERS_MERCHANT, 'do you do trade discount', none],
  [BUILDERS_MERCHANT, 'hire me a mini digger for the weekend', none],
];
