import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  CAR_WASH,
  CHESS_CLUB,
  DRONE,
  EV_CHARGING,
  FARMERS_MARKET,
  FESTIVAL,
  FILM_LAB,
  FLORIST,
  HOSPITAL_VISITS,
  KIDS_CLUB,
  MERCH,
  PEST_CONTROL,
  PET_ADOPTION,
  PIANO_TUNING,
  SOLAR,
  TENANCY,
  TIMESHEETS,
  TOOL_HIRE,
  TRAIN_SEATS,
  VISITORS,
  WINDOW_CLEANING,
} from './router-fresh16-tools.js';

/*
 * The seventeenth fresh table (fresh 16), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; dates resolved from NOW,
 * Tuesday 2026-11-24 10:00 UTC; date-times in UTC, a time with no day its next occurrence), a text
 * answer when no tool fits, or the question for a required value the request does not give. Never
 * changed after its first run.
 */
export const FRESH16: Case[] = [
  // Solar panels and home battery
  [SOLAR, 'how much did the panels make yesterday?', call('get_daily_production', { date: '2026-11-23' })],
  [SOLAR, 'solar production for 20 nov in Wh please', call('get_daily_production', { date: '2026-11-20', unit: 'Wh' })],
  [SOLAR, 'show me production for today in kwh', call('get_daily_production', { date: '2026-11-24', unit: 'kWh' })],
  [SOLAR, 'switch the battery to backup mode and keep 30% in reserve', call('set_battery_mode', { mode: 'backup', reserve_percent: 30 })],
  [SOLAR, 'put battery on time of use', call('set_battery_mode', { mode: 'time_of_use' })],
  [SOLAR, 'Set the battery to off-grid.', call('set_battery_mode', { mode: 'off_grid' })],
  [SOLAR, 'report a fault: panel P03 is giving no output at all', call('report_panel_fault', { symptom: 'no_output', panel_id: 'P03' })],
  [SOLAR, 'panel p11 output seems low', call('report_panel_fault', { symptom: 'low_output', panel_id: 'P11' })],
  [
    SOLAR,
    'can someone come clean the solar panels on the 3rd? do the gutters too',
    call('schedule_panel_cleaning', { date: '2026-12-03', include_gutters: true }),
  ],
  [SOLAR, 'book panel cleaning', needs('schedule_panel_cleaning')],
  [SOLAR, "what's the weather going to be like tomorrow, will it be sunny?", none],
  [SOLAR, 'how do solar panels actually work?', none],
  [SOLAR, "thanks, that's all for now", none],

  // Hospital visiting
  [
    HOSPITAL_VISITS,
    "I'd like to visit my gran Margaret Ellis tomorrow at 2pm, there'll be 2 of us",
    call('book_hospital_visit', { patient_name: 'Margaret Ellis', visit_time: '2026-11-25T14:00:00Z', visitors: 2 }),
  ],
  [
    HOSPITAL_VISITS,
    'book a visit to see John Okafor on ward 7B friday 6:30pm',
    call('book_hospital_visit', { patient_name: 'John Okafor', ward: '7B', visit_time: '2026-11-27T18:30:00Z' }),
  ],
  [
    HOSPITAL_VISITS,
    'visit Tom Baker at 4pm today, just me',
    call('book_hospital_visit', { patient_name: 'Tom Baker', visit_time: '2026-11-24T16:00:00Z', visitors: 1 }),
  ],
  [HOSPITAL_VISITS, 'what are visiting hours on the maternity ward', call('get_visiting_hours', { ward: 'maternity' })],
  [HOSPITAL_VISITS, 'icu visiting times?', call('get_visiting_hours', { ward: 'icu' })],
  [HOSPITAL_VISITS, 'visiting hours for the childrens ward (pediatrics)', call('get_visiting_hours', { ward: 'pediatrics' })],
  [HOSPITAL_VISITS, 'cardiology visiting rules', call('get_visiting_hours', { ward: 'cardiology' }), only('get_visiting_hours')],
  [
    HOSPITAL_VISITS,
    'send a message to Peter Novak: get well soon, the dog misses you!',
    call('send_patient_message', { patient_name: 'Peter Novak', message: 'get well soon, the dog misses you!' }),
  ],
  [
    HOSPITAL_VISITS,
    'pls send Aisha Rahman a note saying "we\'re all thinking of you" and attach my photo',
    call('send_patient_message', { patient_name: 'Aisha Rahman', message: "we're all thinking of you", include_photo: true }),
  ],
  [HOSPITAL_VISITS, 'book a visit for saturday at 11am', needs('book_hospital_visit')],
  [HOSPITAL_VISITS, 'what are the visiting hours?', needs('get_visiting_hours')],
  [HOSPITAL_VISITS, 'is the hospital cafe open on sundays?', none],
  [HOSPITAL_VISITS, 'can you tell me how my dad is doing after his surgery', none],

  // Window cleaning round
  [
    WINDOW_CLEANING,
    'book a window clean for our semi-detached house on 2 december, inside and out',
    call('book_window_cleaning', { date: '2026-12-02', property_type: 'semi_detached', sides: 'both' }),
  ],
  [
    WINDOW_CLEANING,
    'terraced house, next monday, 12 windows plus the conservatory roof please',
    call('book_window_cleaning', { date: '2026-11-30', property_type: 'terraced', windows: 12, include_conservatory: true }),
  ],
  [
    WINDOW_CLEANING,
    'book window cleaning tomorrow, detached, outside only',
    call('book_window_cleaning', { date: '2026-11-25', property_type: 'detached', sides: 'outside' }),
  ],
  [
    WINDOW_CLEANING,
    'office windows on friday pls, 60 of them',
    call('book_window_cleaning', { date: '2026-11-27', property_type: 'office', windows: 60 }),
  ],
  [
    WINDOW_CLEANING,
    'how much to clean 14 windows on a detached house, outside only?',
    call('get_cleaning_quote', { property_type: 'detached', windows: 14, sides: 'outside' }),
  ],
  [WINDOW_CLEANING, 'quote for a flat please', call('get_cleaning_quote', { property_type: 'flat' })],
  [
    WINDOW_CLEANING,
    'price for inside and outside on a terraced house with nine windows',
    call('get_cleaning_quote', { property_type: 'terraced', windows: 9, sides: 'both' }),
  ],
  [WINDOW_CLEANING, "skip the next visit, we're away", call('skip_next_visit', { reason: "we're away" })],
  [WINDOW_CLEANING, 'please skip next time', call('skip_next_visit', {})],
  [WINDOW_CLEANING, 'book a window clean for the 10th', needs('book_window_cleaning')],
  [WINDOW_CLEANING, 'do you guys also do carpets?', none],
  [WINDOW_CLEANING, 'my window is cracked, who should I call?', none],

  // Piano tuner
  [
    PIANO_TUNING,
    'I need my upright piano tuned on the 9th of december at 10am, 12 Elm Road',
    call('book_tuning', { piano_type: 'upright', date: '2026-12-09', time: '10:00', address: '12 Elm Road' }),
  ],
  [
    PIANO_TUNING,
    'tune our grand at 4 Castle Street next tuesday, to 442 please',
    call('book_tuning', { piano_type: 'grand', date: '2026-12-01', address: '4 Castle Street', pitch_hz: 442 }),
  ],
  [
    PIANO_TUNING,
    'baby grand tuning tomorrow at 3pm at Flat 2, 18 Mill Lane',
    call('book_tuning', { piano_type: 'baby_grand', date: '2026-11-25', time: '15:00', address: 'Flat 2, 18 Mill Lane' }),
  ],
  [
    PIANO_TUNING,
    'Tune the upright on Dec 3 at 9:30, address 7 Rue Cler',
    call('book_tuning', { piano_type: 'upright', date: '2026-12-03', time: '09:30', address: '7 Rue Cler' }),
  ],
  [PIANO_TUNING, 'key 40 sticks', call('request_piano_repair', { issue: 'sticky_key', affected_keys: [40] })],
  [
    PIANO_TUNING,
    'keys 52 and 53 are sticky on my upright',
    call('request_piano_repair', { issue: 'sticky_key', affected_keys: [52, 53], piano_type: 'upright' }),
  ],
  [PIANO_TUNING, 'a string broke on the grand', call('request_piano_repair', { issue: 'broken_string', piano_type: 'grand' })],
  [PIANO_TUNING, 'report a pedal problem on the upright', call('request_piano_repair', { issue: 'pedal', piano_type: 'upright' })],
  [PIANO_TUNING, 'something is buzzing on the digital piano', call('request_piano_repair', { issue: 'buzzing', piano_type: 'digital' })],
  [PIANO_TUNING, 'book a tuning for the 15th', needs('book_tuning')],
  [PIANO_TUNING, 'how often should a piano be tuned?', none],
  [PIANO_TUNING, 'can you recommend a good piano teacher', none],

  // Music festival app
  [FESTIVAL, 'add Fontaines DC to my planner for saturday', call('add_set_to_planner', { artist: 'Fontaines DC', day: 'saturday' })],
  [FESTIVAL, 'remind me 15 min before Little Simz', call('add_set_to_planner', { artist: 'Little Simz', notify_minutes_before: 15 })],
  [
    FESTIVAL,
    'put Bicep on friday in my schedule, ping me half an hour before',
    call('add_set_to_planner', { artist: 'Bicep', day: 'friday', notify_minutes_before: 30 }),
  ],
  [FESTIVAL, 'top up my wristband with 40 quid', call('top_up_wristband', { amount: 40, currency: 'GBP' })],
  [FESTIVAL, 'add €25 to wristband WB-004512', call('top_up_wristband', { amount: 25, currency: 'EUR', wristband_id: 'WB-004512' })],
  [FESTIVAL, 'put fifty euros on my band', call('top_up_wristband', { amount: 50, currency: 'EUR' })],
  [FESTIVAL, 'where are the nearest toilets to the woods stage', call('find_facility', { type: 'toilets', near_stage: 'woods' })],
  [FESTIVAL, 'need to charge my phone, where can i', call('find_facility', { type: 'charging' })],
  [FESTIVAL, 'first aid near main stage NOW', call('find_facility', { type: 'first_aid', near_stage: 'main' })],
  [FESTIVAL, 'where can I get water', call('find_facility', { type: 'water' })],
  [FESTIVAL, 'lockers by the river stage?', call('find_facility', { type: 'lockers', near_stage: 'river' })],
  [FESTIVAL, 'top up my wristband', needs('top_up_wristband')],
  [FESTIVAL, "who's headlining on sunday?", none],
  [FESTIVAL, 'is it going to rain at the festival', none],

  // Film developing lab
  [
    FILM_LAB,
    'develop 3 rolls of 35mm colour negative (C-41), standard scans',
    call('order_development', { format: '35mm', rolls: 3, process: 'C-41', scan: 'standard' }),
  ],
  [
    FILM_LAB,
    'two rolls of 120 black and white pushed one stop, no scans',
    call('order_development', { format: '120', rolls: 2, process: 'BW', push_stops: 1, scan: 'none' }),
  ],
  [
    FILM_LAB,
    "I've got a roll of E-6 slide film in 35mm, high res scan please",
    call('order_development', { format: '35mm', rolls: 1, process: 'E-6', scan: 'high_res' }),
  ],
  [
    FILM_LAB,
    'develop 1 roll 35mm bw pulled 2 stops',
    call('order_development', { format: '35mm', rolls: 1, process: 'BW', push_stops: -2 }),
  ],
  [FILM_LAB, "where's my order FL20931", call('track_film_order', { order_number: 'FL20931' })],
  [FILM_LAB, 'status of fl00417?', call('track_film_order', { order_number: 'FL00417' })],
  [FILM_LAB, 'buy 5 rolls of Portra 400 in 120', call('buy_film', { stock: 'Portra 400', format: '120', quantity: 5 })],
  [FILM_LAB, 'I want ten rolls of HP5 Plus', call('buy_film', { stock: 'HP5 Plus', quantity: 10 })],
  [FILM_LAB, 'order some Ektar 100', needs('buy_film')],
  [FILM_LAB, 'track my order', needs('track_film_order')],
  [FILM_LAB, "what's the difference between C-41 and E-6?", none],
  [FILM_LAB, "can you fix my camera's light leak", none],

  // Chess club
  [
    CHESS_CLUB,
    'sign me up for the Winter Open, u1800 section',
    call('register_tournament', { tournament: 'Winter Open', section: 'u1800' }),
  ],
  [
    CHESS_CLUB,
    'enter me in the Christmas Rapid, open section, I need byes in rounds 3 and 5',
    call('register_tournament', { tournament: 'Christmas Rapid', section: 'open', bye_rounds: [3, 5] }),
  ],
  [
    CHESS_CLUB,
    'register my son for the junior section of the Spring Congress',
    call('register_tournament', { tournament: 'Spring Congress', section: 'junior' }),
  ],
  [
    CHESS_CLUB,
    'result: Kowalski (white) beat Chen, round 4',
    call('report_game_result', { white: 'Kowalski', black: 'Chen', result: '1-0', round: 4 }),
  ],
  [
    CHESS_CLUB,
    'Draw between Amara Singh with white and Leo Hart, round 2',
    call('report_game_result', { white: 'Amara Singh', black: 'Leo Hart', result: '1/2-1/2', round: 2 }),
  ],
  [
    CHESS_CLUB,
    'Ben Ito had black and won against Sara Lind',
    call('report_game_result', { white: 'Sara Lind', black: 'Ben Ito', result: '0-1' }),
  ],
  [
    CHESS_CLUB,
    'book a lesson with coach Petrov tomorrow at 6pm for 90 minutes',
    call('book_coaching', { coach: 'Petrov', start: '2026-11-25T18:00:00Z', minutes: 90 }),
  ],
  [CHESS_CLUB, 'coaching session on saturday 10:00', call('book_coaching', { start: '2026-11-28T10:00:00Z' })],
  [CHESS_CLUB, "what's Magnus Reid's rating?", call('get_rating', { player: 'Magnus Reid' })],
  [CHESS_CLUB, "what's my rating", needs('get_rating')],
  [CHESS_CLUB, 'register me for the Winter Open', needs('register_tournament')],
  [CHESS_CLUB, 'what is the best reply to 1.e4?', none],
  [CHESS_CLUB, 'can you play a game of chess with me', none],

  // Farmers market
  [
    FARMERS_MARKET,
    'reserve a 3x3 stall for this saturday, I sell bread and cakes',
    call('reserve_stall', { market_date: '2026-11-28', stall_size: '3x3', category: 'bakery' }),
  ],
  [
    FARMERS_MARKET,
    'need a 6x6 pitch on 12 december for hot food, with power',
    call('reserve_stall', { market_date: '2026-12-12', stall_size: '6x6', category: 'hot_food', needs_power: true }),
  ],
  [
    FARMERS_MARKET,
    'stall for crafts 3x6 on the 5th',
    call('reserve_stall', { market_date: '2026-12-05', stall_size: '3x6', category: 'crafts' }),
  ],
  [
    FARMERS_MARKET,
    'medium veg box for saturday with eggs and honey',
    call('preorder_veg_box', { size: 'medium', pickup_date: '2026-11-28', extras: ['eggs', 'honey'] }),
  ],
  [FARMERS_MARKET, 'large box please, pickup dec 5', call('preorder_veg_box', { size: 'large', pickup_date: '2026-12-05' })],
  [
    FARMERS_MARKET,
    'small box with bread, cheese and flowers for the 19th',
    call('preorder_veg_box', { size: 'small', pickup_date: '2026-12-19', extras: ['bread', 'cheese', 'flowers'] }),
  ],
  [FARMERS_MARKET, 'who sells organic goat cheese?', call('find_vendor', { product: 'goat cheese', organic_only: true })],
  [FARMERS_MARKET, 'where can I buy duck eggs', call('find_vendor', { product: 'duck eggs' })],
  [FARMERS_MARKET, 'i want a small veg box', needs('preorder_veg_box')],
  [FARMERS_MARKET, 'reserve me a stall on the 12th', needs('reserve_stall')],
  [FARMERS_MARKET, 'what time does the market open?', none],
  [FARMERS_MARKET, 'any good recipes for parsnips?', none],

  // Train seat reservations
  [
    TRAIN_SEATS,
    'find trains from Berlin to Hamburg tomorrow after 8am',
    call('search_trains', { from: 'Berlin', to: 'Hamburg', depart_after: '2026-11-25T08:00:00Z' }),
  ],
  [
    TRAIN_SEATS,
    'first class from Paris to Lyon on 4 december from 17:30',
    call('search_trains', { from: 'Paris', to: 'Lyon', depart_after: '2026-12-04T17:30:00Z', class: 'first' }),
  ],
  [
    TRAIN_SEATS,
    'trains zurich to milan friday morning after 7',
    call('search_trains', { from: 'Zurich', to: 'Milan', depart_after: '2026-11-27T07:00:00Z' }),
  ],
  [
    TRAIN_SEATS,
    'reserve 2 window seats on ICE 592',
    call('reserve_seat', { train_number: 'ICE 592', passengers: 2, seat_preference: 'window' }),
  ],
  [
    TRAIN_SEATS,
    'a table seat for 4 of us on TGV 6611 please',
    call('reserve_seat', { train_number: 'TGV 6611', passengers: 4, seat_preference: 'table' }),
  ],
  [
    TRAIN_SEATS,
    'seat in the quiet coach on IC 2045, just me',
    call('reserve_seat', { train_number: 'IC 2045', passengers: 1, seat_preference: 'quiet_coach' }),
  ],
  [TRAIN_SEATS, 'book one seat on EC 317 in coach 9', call('reserve_seat', { train_number: 'EC 317', passengers: 1, coach: 9 }), ANY],
  [TRAIN_SEATS, 'I need a bike space on ICE 1007 on the 2nd', call('add_bicycle_space', { train_number: 'ICE 1007', date: '2026-12-02' })],
  [TRAIN_SEATS, 'bike spot on IC 2045 next monday', call('add_bicycle_space', { train_number: 'IC 2045', date: '2026-11-30' })],
  [TRAIN_SEATS, 'reserve seats for 3 people', needs('reserve_seat')],
  [TRAIN_SEATS, 'trains from Vienna to Prague', needs('search_trains')],
  [TRAIN_SEATS, 'can I bring my dog on the train?', none],
  [TRAIN_SEATS, 'my train was delayed 90 minutes, how do I claim compensation', none],

  // Tenant portal (landlord repairs)
  [
    TENANCY,
    'Kitchen tap is leaking, not urgent',
    call('report_repair', { category: 'plumbing', description: 'Kitchen tap is leaking', urgency: 'routine' }),
  ],
  [
    TENANCY,
    'report mould on the bathroom ceiling',
    call('report_repair', { category: 'damp_mould', description: 'mould on the bathroom ceiling' }),
  ],
  [
    TENANCY,
    'the front door lock is broken, urgent please. you can let yourselves in with the key',
    call('report_repair', {
      category: 'doors_windows',
      description: 'front door lock is broken',
      urgency: 'urgent',
      access_permitted: true,
    }),
  ],
  [
    TENANCY,
    'Emergency: no power in the whole flat',
    call('report_repair', { category: 'electrical', description: 'no power in the whole flat', urgency: 'emergency' }),
  ],
  [TENANCY, 'oven not heating up', call('report_repair', { category: 'appliance', description: 'oven not heating up' })],
  [
    TENANCY,
    'the plumber can come for R-2291 on thursday at 9am',
    call('propose_access_time', { repair_id: 'R-2291', start: '2026-11-26T09:00:00Z' }),
  ],
  [
    TENANCY,
    'suggest dec 1 at 13:00 for repair r-0045',
    call('propose_access_time', { repair_id: 'R-0045', start: '2026-12-01T13:00:00Z' }),
  ],
  [TENANCY, 'pay £1,250 rent for december', call('pay_rent', { amount: 1250, month: '2026-12' })],
  [TENANCY, "pay this month's rent, 980", call('pay_rent', { amount: 980, month: '2026-11' })],
  [TENANCY, "I'd like to renew my lease for another 12 months", call('request_lease_renewal', { term_months: 12 })],
  [TENANCY, 'renew for two years please', call('request_lease_renewal', { term_months: 24 })],
  [TENANCY, 'pay rent', needs('pay_rent')],
  [TENANCY, 'propose a time for repair R-3310', needs('propose_access_time')],
  [TENANCY, 'can my landlord raise the rent twice a year?', none],
  [TENANCY, 'how do I get my deposit back when I move out', none],

  // Animal shelter (pet adoption)
  [PET_ADOPTION, 'show me cats that are good with kids', call('search_animals', { species: 'cat', good_with_kids: true })],
  [
    PET_ADOPTION,
    'small dogs under 3 years old that get on with cats',
    call('search_animals', { species: 'dog', size: 'small', max_age_years: 3, good_with_cats: true }),
  ],
  [PET_ADOPTION, 'any rabbits available?', call('search_animals', { species: 'rabbit' })],
  [PET_ADOPTION, 'guinea pigs please', call('search_animals', { species: 'guinea_pig' })],
  [PET_ADOPTION, 'large dogs', call('search_animals', { species: 'dog', size: 'large' })],
  [
    PET_ADOPTION,
    "I'd like to meet A0312 on saturday at 11, there'll be 3 of us",
    call('book_meet_and_greet', { animal_id: 'A0312', start: '2026-11-28T11:00:00Z', household_size: 3 }),
  ],
  [
    PET_ADOPTION,
    'book a visit to see a1187 tomorrow at 4:30pm',
    call('book_meet_and_greet', { animal_id: 'A1187', start: '2026-11-25T16:30:00Z' }),
  ],
  [
    PET_ADOPTION,
    "apply to adopt A0098, we live in a flat, no other pets, she'd be alone about 4 hours a day",
    call('submit_adoption_application', { animal_id: 'A0098', home_type: 'flat', has_other_pets: false, hours_alone_per_day: 4 }),
  ],
  [
    PET_ADOPTION,
    'adoption application for A2210 - house with a garden, we have a cat already',
    call('submit_adoption_application', { animal_id: 'A2210', home_type: 'house_with_garden', has_other_pets: true }),
  ],
  [PET_ADOPTION, 'I want to adopt A0312', needs('submit_adoption_application')],
  [PET_ADOPTION, 'book a meet and greet', needs('book_meet_and_greet')],
  [PET_ADOPTION, 'what should I feed a new kitten?', none],
  [PET_ADOPTION, 'do you take in strays? found one in my street', none],

  // Kids' football club
  [
    KIDS_CLUB,
    "Noah won't be at training on thursday, he's ill",
    call('report_absence', { child_name: 'Noah', session_date: '2026-11-26', reason: 'ill' }),
  ],
  [
    KIDS_CLUB,
    'Mia is away on holiday on the 12th so will miss the match',
    call('report_absence', { child_name: 'Mia', session_date: '2026-12-12', reason: 'holiday' }),
  ],
  [
    KIDS_CLUB,
    'Leo has a school concert saturday so he cant play',
    call('report_absence', { child_name: 'Leo', session_date: '2026-11-28', reason: 'school_event' }),
  ],
  [
    KIDS_CLUB,
    'I can drive 3 kids to the away game on sunday',
    call('sign_up_carpool', { date: '2026-11-29', seats: 3, direction: 'to_match' }),
  ],
  [
    KIDS_CLUB,
    'offer 2 seats both ways for the match on 6 dec',
    call('sign_up_carpool', { date: '2026-12-06', seats: 2, direction: 'both' }),
  ],
  [
    KIDS_CLUB,
    "I've got four seats for the trip back on saturday",
    call('sign_up_carpool', { date: '2026-11-28', seats: 4, direction: 'from_match' }),
  ],
  [
    KIDS_CLUB,
    'order a shirt size S and shorts size S for Ava, number 7',
    call('order_kit', {
      child_name: 'Ava',
      items: [
        { item: 'shirt', size: 'S' },
        { item: 'shorts', size: 'S' },
      ],
      shirt_number: 7,
    }),
  ],
  [KIDS_CLUB, 'need a medium jacket for Sam', call('order_kit', { child_name: 'Sam', items: [{ item: 'jacket', size: 'M' }] })],
  [
    KIDS_CLUB,
    'socks XL and shirt L for Jack',
    call('order_kit', {
      child_name: 'Jack',
      items: [
        { item: 'socks', size: 'XL' },
        { item: 'shirt', size: 'L' },
      ],
    }),
  ],
  [KIDS_CLUB, 'Ella will miss training', needs('report_absence')],
  [KIDS_CLUB, 'I can help with the carpool on the 5th', needs('sign_up_carpool')],
  [KIDS_CLUB, 'what time is kick off on saturday?', none],
  [KIDS_CLUB, 'my kid wants to play in goal, who do I ask?', none],

  // Car wash
  [
    CAR_WASH,
    'book a deluxe wash tomorrow at 9am for my suv',
    call('book_wash', { package: 'deluxe', time: '2026-11-25T09:00:00Z', vehicle_size: 'suv' }),
  ],
  [
    CAR_WASH,
    'ultimate wash with interior cleaning saturday 2pm',
    call('book_wash', { package: 'ultimate', time: '2026-11-28T14:00:00Z', interior: true }),
  ],
  [CAR_WASH, 'basic wash at 4:15pm', call('book_wash', { package: 'basic', time: '2026-11-24T16:15:00Z' })],
  [
    CAR_WASH,
    'deluxe wash for the van on 1 december at 8am',
    call('book_wash', { package: 'deluxe', time: '2026-12-01T08:00:00Z', vehicle_size: 'van' }),
  ],
  [
    CAR_WASH,
    'sign up for unlimited monthly, plate KX21 ABC',
    call('buy_wash_membership', { plan: 'monthly_unlimited', plate: 'KX21 ABC' }),
  ],
  [CAR_WASH, 'annual unlimited membership for B-MW 1234', call('buy_wash_membership', { plan: 'annual_unlimited', plate: 'B-MW 1234' })],
  [CAR_WASH, "car wash near Leeds city centre that's open now", call('find_wash_location', { near: 'Leeds city centre', open_now: true })],
  [CAR_WASH, 'touchless car wash in Brighton?', call('find_wash_location', { near: 'Brighton', touchless: true })],
  [CAR_WASH, 'book a wash', needs('book_wash')],
  [CAR_WASH, 'get me the monthly basic plan', needs('buy_wash_membership')],
  [CAR_WASH, 'how do I get tree sap off my paintwork?', none],
  [CAR_WASH, 'the machine scratched my car, I want a refund', none],

  // EV charging
  [
    EV_CHARGING,
    'find fast chargers near Reading, at least 150 kW, CCS',
    call('find_chargers', { near: 'Reading', min_kw: 150, connector: 'CCS' }),
  ],
  [
    EV_CHARGING,
    'any chademo chargers free right now around Bristol?',
    call('find_chargers', { near: 'Bristol', connector: 'CHAdeMO', available_only: true }),
  ],
  [EV_CHARGING, 'type 2 chargers in Oxford, 22kw or more', call('find_chargers', { near: 'Oxford', connector: 'Type2', min_kw: 22 })],
  [EV_CHARGING, 'start charging on GB4821', call('start_charging', { charger_id: 'GB4821' })],
  [EV_CHARGING, 'start a session at charger nl0093, stop at 80%', call('start_charging', { charger_id: 'NL0093', stop_at_percent: 80 })],
  [EV_CHARGING, "charge at DE7710 but don't spend more than €15", call('start_charging', { charger_id: 'DE7710', max_cost: 15 })],
  [
    EV_CHARGING,
    'charge the car at home from 00:30 to 05:00 up to 90%',
    call('set_charge_schedule', { start_time: '00:30', end_time: '05:00', target_percent: 90 }),
  ],
  [
    EV_CHARGING,
    'weekdays only, start at 11pm, charge to 80 percent',
    call('set_charge_schedule', { start_time: '23:00', target_percent: 80, days: ['mon', 'tue', 'wed', 'thu', 'fri'] }),
  ],
  [EV_CHARGING, 'find chargers near me', needs('find_chargers')],
  [EV_CHARGING, 'start charging', needs('start_charging')],
  [EV_CHARGING, 'how long does it take to charge a 60 kWh battery at 7 kW?', none],
  [EV_CHARGING, 'is it bad to charge to 100% every day?', none],

  // Florist
  [
    FLORIST,
    'send a large bouquet of roses to Sophie Martin on friday, card says "Happy anniversary, love Tom"',
    call('order_bouquet', {
      style: 'roses',
      size: 'large',
      delivery_date: '2026-11-27',
      recipient_name: 'Sophie Martin',
      card_message: 'Happy anniversary, love Tom',
    }),
  ],
  [
    FLORIST,
    'medium seasonal flowers for my mum Ann Cole, 3 Park Row, deliver tomorrow',
    call('order_bouquet', {
      style: 'seasonal',
      size: 'medium',
      delivery_date: '2026-11-25',
      recipient_name: 'Ann Cole',
      address: '3 Park Row',
    }),
  ],
  [
    FLORIST,
    'deluxe lilies for Grace Ho on 18 december',
    call('order_bouquet', { style: 'lilies', size: 'deluxe', delivery_date: '2026-12-18', recipient_name: 'Grace Ho' }),
  ],
  [
    FLORIST,
    'small sunflower bunch to Jo Park on the 1st',
    call('order_bouquet', { style: 'sunflowers', size: 'small', delivery_date: '2026-12-01', recipient_name: 'Jo Park' }),
  ],
  [FLORIST, 'do you deliver to SW1A 1AA?', call('check_delivery_area', { postcode: 'SW1A 1AA' })],
  [FLORIST, 'can you deliver to postcode 75011', call('check_delivery_area', { postcode: '75011' })],
  [
    FLORIST,
    'weekly flowers subscription, tulips, starting next monday',
    call('subscribe_flowers', { frequency: 'weekly', style: 'tulips', start_date: '2026-11-30' }),
  ],
  [FLORIST, 'fortnightly mixed bouquets please', call('subscribe_flowers', { frequency: 'fortnightly', style: 'mixed' })],
  [FLORIST, 'monthly flower subscription', call('subscribe_flowers', { frequency: 'monthly' })],
  [FLORIST, 'send flowers to my sister', needs('order_bouquet')],
  [FLORIST, 'how do I keep tulips from drooping?', none],
  [FLORIST, 'what flowers are poisonous to cats?', none],

  // Office visitor management
  [
    VISITORS,
    'register a visitor: Daniel Weiss from Acme, meeting Priya Shah tomorrow at 10am',
    call('register_visitor', { visitor_name: 'Daniel Weiss', company: 'Acme', host: 'Priya Shah', arrival: '2026-11-25T10:00:00Z' }),
  ],
  [
    VISITORS,
    "Lena Fischer is coming to see me (Mark Ode) on thursday at 14:30, she'll need parking",
    call('register_visitor', { visitor_name: 'Lena Fischer', host: 'Mark Ode', arrival: '2026-11-26T14:30:00Z', needs_parking: true }),
  ],
  [
    VISITORS,
    'guest Omar Haddad for Julia Brandt at 3pm, he must sign an NDA',
    call('register_visitor', { visitor_name: 'Omar Haddad', host: 'Julia Brandt', arrival: '2026-11-24T15:00:00Z', nda_required: true }),
  ],
  [VISITORS, 'I lost my badge, number 104522', call('revoke_badge', { badge_number: '104522', reason: 'lost' })],
  [
    VISITORS,
    'disable badge 300917, the employee left the company',
    call('revoke_badge', { badge_number: '300917', reason: 'left_company' }),
  ],
  [
    VISITORS,
    'need server room access until 4 dec - justification: replacing a failed disk',
    call('request_area_access', { area: 'server_room', until: '2026-12-04', justification: 'replacing a failed disk' }),
  ],
  [
    VISITORS,
    'roof access please, reason: satellite dish install',
    call('request_area_access', { area: 'roof', justification: 'satellite dish install' }),
  ],
  [VISITORS, 'my badge was stolen from my car', needs('revoke_badge')],
  [VISITORS, 'can I get into the archive?', needs('request_area_access')],
  [VISITORS, 'register Anna Kowalczyk as a visitor', needs('register_visitor')],
  [VISITORS, 'where is the visitor car park?', none],
  [VISITORS, "what's the wifi password for guests", none],

  // Tool and equipment hire
  [
    TOOL_HIRE,
    'hire a cement mixer from saturday for 3 days',
    call('reserve_equipment', { item: 'cement mixer', start: '2026-11-28', days: 3 }),
  ],
  [
    TOOL_HIRE,
    'I need 2 scaffold towers for a week from the 7th, delivered to site',
    call('reserve_equipment', { item: 'scaffold tower', quantity: 2, start: '2026-12-07', days: 7, delivery: true }),
  ],
  [TOOL_HIRE, 'rent a carpet cleaner tomorrow, 1 day', call('reserve_equipment', { item: 'carpet cleaner', start: '2026-11-25', days: 1 })],
  [TOOL_HIRE, 'book a jackhammer for 5 days from monday', call('reserve_equipment', { item: 'jackhammer', start: '2026-11-30', days: 5 })],
  [TOOL_HIRE, 'extend TH204881 by 2 days', call('extend_hire', { booking_ref: 'TH204881', extra_days: 2 })],
  [
    TOOL_HIRE,
    'can i keep the floor sander (booking th118230) for another week?',
    call('extend_hire', { booking_ref: 'TH118230', extra_days: 7 }),
  ],
  [
    TOOL_HIRE,
    'the hedge trimmer from TH330012 stopped working, photos attached',
    call('report_hire_damage', { booking_ref: 'TH330012', description: 'hedge trimmer stopped working', photos_attached: true }),
  ],
  [
    TOOL_HIRE,
    'damage report for TH552100: cracked blade guard on the circular saw',
    call('report_hire_damage', { booking_ref: 'TH552100', description: 'cracked blade guard on the circular saw' }),
  ],
  [TOOL_HIRE, 'extend my hire by 3 days', needs('extend_hire')],
  [TOOL_HIRE, 'hire a wallpaper steamer', needs('reserve_equipment')],
  [TOOL_HIRE, 'how do I use a tile cutter safely?', none],
  [TOOL_HIRE, 'do you sell paint?', none],

  // Drone pilot logbook
  [
    DRONE,
    'log a 22 minute flight at Box Hill today with the Mini 4 Pro',
    call('log_flight', { date: '2026-11-24', minutes: 22, location: 'Box Hill', drone_model: 'Mini 4 Pro' }),
  ],
  [
    DRONE,
    'yesterday I flew 35 mins over Lake Bled, max 120 m',
    call('log_flight', { date: '2026-11-23', minutes: 35, location: 'Lake Bled', max_altitude_m: 120 }),
  ],
  [
    DRONE,
    'add flight: 15 minutes, Hampstead Heath, 21 nov',
    call('log_flight', { date: '2026-11-21', minutes: 15, location: 'Hampstead Heath' }),
  ],
  [DRONE, 'can I fly at Heathrow?', call('check_airspace', { location: 'Heathrow' })],
  [
    DRONE,
    "check airspace over Regent's Park at 100 m on saturday at 9am",
    call('check_airspace', { location: "Regent's Park", altitude_m: 100, when: '2026-11-28T09:00:00Z' }),
  ],
  [DRONE, 'is it ok to fly near Dover at 50 metres', call('check_airspace', { location: 'Dover', altitude_m: 50 })],
  [DRONE, 'register my Air 3, it weighs 720 g', call('register_drone', { model: 'Air 3', weight_grams: 720 })],
  [
    DRONE,
    'register a drone: Avata 2, 377 grams, serial 1581F6Z9',
    call('register_drone', { model: 'Avata 2', weight_grams: 377, serial: '1581F6Z9' }),
  ],
  [DRONE, 'register Matrice 30, weighs 3.77 kg', call('register_drone', { model: 'Matrice 30', weight_grams: 3770 })],
  [DRONE, 'register my new Mavic 3', needs('register_drone')],
  [DRONE, 'log a flight at Brighton beach', needs('log_flight')],
  [DRONE, 'how do I calibrate the compass?', none],
  [DRONE, "what's the best drone for beginners", none],

  // Custom merch printing
  [
    MERCH,
    'how much for 50 t-shirts printed front and back, 2 colours?',
    call('quote_custom_print', { product: 't_shirt', quantity: 50, print_sides: 'both', colors: 2 }),
  ],
  [MERCH, 'quote 200 tote bags', call('quote_custom_print', { product: 'tote_bag', quantity: 200 })],
  [MERCH, 'price for 1,000 mugs with a one colour logo', call('quote_custom_print', { product: 'mug', quantity: 1000, colors: 1 })],
  [MERCH, 'forty caps printed on the front only', call('quote_custom_print', { product: 'cap', quantity: 40, print_sides: 'front' })],
  [
    MERCH,
    'order hoodies: 5 S, 10 M, 8 L, 2 XL in navy, needed by 15 december',
    call('place_print_order', { product: 'hoodie', sizes: { S: 5, M: 10, L: 8, XL: 2 }, garment_color: 'navy', needed_by: '2026-12-15' }),
  ],
  [MERCH, 'order t-shirts, 12 medium and 12 large', call('place_print_order', { product: 't_shirt', sizes: { M: 12, L: 12 } })],
  [MERCH, 'approve the proof for M40211', call('approve_proof', { order_number: 'M40211', approved: true })],
  [
    MERCH,
    'reject proof m00871, make the logo bigger',
    call('approve_proof', { order_number: 'M00871', approved: false, changes: 'make the logo bigger' }),
  ],
  [MERCH, 'proof for M31002 looks good, approved 👍', call('approve_proof', { order_number: 'M31002', approved: true })],
  [MERCH, 'approve my proof', needs('approve_proof')],
  [MERCH, 'quote for caps', needs('quote_custom_print')],
  [MERCH, 'can you design a logo for my band?', none],
  [MERCH, 'what file format should my artwork be in?', none],

  // Pest control
  [
    PEST_CONTROL,
    'we have mice in the kitchen, can someone come on thursday? we have a cat',
    call('book_pest_treatment', { pest: 'mice', date: '2026-11-26', pets_in_home: true }),
  ],
  [PEST_CONTROL, 'wasp nest under the roof, book a visit for tomorrow', call('book_pest_treatment', { pest: 'wasps', date: '2026-11-25' })],
  [
    PEST_CONTROL,
    'bed bugs in 3 bedrooms at home, earliest we can do is monday',
    call('book_pest_treatment', { pest: 'bed_bugs', date: '2026-11-30', rooms: 3, property: 'home' }),
  ],
  [
    PEST_CONTROL,
    'cockroaches in our restaurant kitchen, need treatment on the 2nd',
    call('book_pest_treatment', { pest: 'cockroaches', date: '2026-12-02', property: 'business' }),
  ],
  [PEST_CONTROL, 'saw a rat in the garage', call('report_sighting', { pest: 'rats', location: 'garage' })],
  [PEST_CONTROL, 'log 3 mice in the loft', call('report_sighting', { pest: 'mice', location: 'loft', count: 3 })],
  [PEST_CONTROL, 'report ants on the patio', call('report_sighting', { pest: 'ants', location: 'patio' })],
  [PEST_CONTROL, 'how do I keep moles out of my lawn', call('get_prevention_guide', { pest: 'moles' })],
  [PEST_CONTROL, 'send me the flea prevention guide', call('get_prevention_guide', { pest: 'fleas' })],
  [PEST_CONTROL, 'book pest control for next tuesday', needs('book_pest_treatment')],
  [PEST_CONTROL, 'are wasps still active in winter?', none],
  [PEST_CONTROL, "my neighbour's tree is dropping leaves on my car", none],

  // Freelance time tracking
  [
    TIMESHEETS,
    'log 3.5 hours on Website Redesign today, billable',
    call('log_time', { project: 'Website Redesign', date: '2026-11-24', hours: 3.5, billable: true }),
  ],
  [TIMESHEETS, 'yesterday 2h 15m on Acme Audit', call('log_time', { project: 'Acme Audit', date: '2026-11-23', hours: 2.25 })],
  [
    TIMESHEETS,
    'add 45 minutes to Brand Refresh for friday the 20th, non-billable',
    call('log_time', { project: 'Brand Refresh', date: '2026-11-20', hours: 0.75, billable: false }),
  ],
  [
    TIMESHEETS,
    'log six hours on Mobile App yesterday: fixed login bugs',
    call('log_time', { project: 'Mobile App', date: '2026-11-23', hours: 6, note: 'fixed login bugs' }),
  ],
  [TIMESHEETS, 'start the timer on Q4 Report', call('start_timer', { project: 'Q4 Report' })],
  [
    TIMESHEETS,
    'start tracking Website Redesign, task: homepage mockups',
    call('start_timer', { project: 'Website Redesign', task: 'homepage mockups' }),
  ],
  [TIMESHEETS, 'stop the timer', call('stop_timer', {})],
  [TIMESHEETS, 'stop timer, note: finished the wireframes', call('stop_timer', { note: 'finished the wireframes' })],
  [TIMESHEETS, 'submit my timesheet for the week starting 16 november', call('submit_timesheet', { week_starting: '2026-11-16' })],
  [TIMESHEETS, "submit this week's timesheet", call('submit_timesheet', { week_starting: '2026-11-23' })],
  [TIMESHEETS, 'start a timer', needs('start_timer')],
  [TIMESHEETS, 'log 4 hours today', needs('log_time')],
  [TIMESHEETS, 'how many hours did I work last month?', none],
  [TIMESHEETS, "what's a good hourly rate for a junior designer?", none],
];
