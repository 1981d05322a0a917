import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  ACUPUNCTURE,
  AIR_QUALITY,
  BEACH_HUTS,
  BELL_RINGING,
  BOOKMAKER,
  BOTANIC_GARDEN,
  CIRCUS_SCHOOL,
  COIN_DEALER,
  EXAM_RESULTS,
  FALCONRY,
  FOOD_TRUCK,
  FUNERAL,
  HACKATHON,
  MOBILITY_HIRE,
  MOTORCYCLE_TRAINING,
  PARAGLIDING,
  PASSPORTS,
  RACE_ENTRY,
  RAFFLE,
  SEPTIC_TANKS,
  SNOOKER,
  WATCH_REPAIR,
} from './router-fresh24-tools.js';

/*
 * The twenty-fifth fresh table (fresh 24), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * places and people's names capitalised; dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day
 * already past, such as when someone died, a passport went missing or a flight was flown, resolved
 * backwards; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ, a time with no day its next occurrence; values a
 * pattern asks for normalised to it), a text answer asking for a required value the request does not give,
 * or any text answer when no tool fits.
 */
export const FRESH24: Case[] = [
  // Funeral director
  [
    FUNERAL,
    'how much would a cremation cost with a wicker coffin and one limo? email it to sue.barker@gmail.com',
    call('request_funeral_quote', { service_type: 'cremation', coffin: 'wicker', limousines: 1, email: 'sue.barker@gmail.com' }),
  ],
  [FUNERAL, 'quote for a direct cremation please', call('request_funeral_quote', { service_type: 'direct_cremation' })],
  [
    FUNERAL,
    'Mum always wanted a woodland burial and to go in a horse drawn hearse, what would that cost roughly',
    call('request_funeral_quote', { service_type: 'woodland_burial', hearse: 'horse_drawn' }),
  ],
  [FUNERAL, 'what would a funeral cost with a solid oak coffin', needs('request_funeral_quote')],
  [
    FUNERAL,
    "Can someone come to the house on Thursday at 11 to help us plan Dad's funeral. I'm Karen Whitlock, his name was Derek Whitlock",
    call('book_arrangement_meeting', {
      contact_name: 'Karen Whitlock',
      deceased_name: 'Derek Whitlock',
      start: '2026-11-26T11:00:00Z',
      location: 'home_visit',
    }),
  ],
  [
    FUNERAL,
    "book me in with an arranger tomorrow 2pm over video, name's tom price, 07700 900461",
    call('book_arrangement_meeting', {
      contact_name: 'Tom Price',
      start: '2026-11-25T14:00:00Z',
      location: 'video_call',
      phone: '07700900461',
    }),
  ],
  [FUNERAL, "I'd like to come in and arrange my aunt's funeral", needs('book_arrangement_meeting')],
  [
    FUNERAL,
    'please put a notice up for Margaret Ann Doyle who passed away peacefully on Saturday aged 87',
    call('post_obituary', { deceased_name: 'Margaret Ann Doyle', date_of_death: '2026-11-21', age: 87 }),
  ],
  [
    FUNERAL,
    'Post a death notice: Gerald Finch, died 19 November, age 72, funeral on 8 December. Donations to Macmillan Cancer Support please',
    call('post_obituary', {
      deceased_name: 'Gerald Finch',
      date_of_death: '2026-11-19',
      age: 72,
      funeral_date: '2026-12-08',
      donations_to: 'Macmillan Cancer Support',
    }),
  ],
  [
    FUNERAL,
    "order a wreath for funeral FN04417, card to say 'Forever in our hearts, love from all at No. 12', around 60 quid",
    call('order_funeral_flowers', {
      funeral_ref: 'FN04417',
      arrangement: 'wreath',
      card_message: 'Forever in our hearts, love from all at No. 12',
      budget_gbp: 60,
    }),
  ],
  [
    FUNERAL,
    'letters spelling GRANDAD for funeral fn10293',
    call('order_funeral_flowers', { funeral_ref: 'FN10293', arrangement: 'letters' }),
  ],
  [FUNERAL, "I want to send some flowers to Bill's funeral", needs('order_funeral_flowers')],
  [FUNERAL, 'what do you write in a sympathy card to a colleague', none],
  [FUNERAL, 'how long after a death do you have to register it in England?', none],
  [FUNERAL, 'is embalming compulsory', none],

  // Church bell ringing
  [BELL_RINGING, 'when are the practice nights at all saints?', call('find_practices', { tower: 'all_saints' })],
  [BELL_RINGING, 'any learner practices on a wednesday', call('find_practices', { day: 'wednesday', level: 'learners' })],
  [BELL_RINGING, 'Is there an advanced practice at the cathedral', call('find_practices', { tower: 'cathedral', level: 'advanced' })],
  [
    BELL_RINGING,
    "We're a band of 8 from Dorset on a ringing outing, could we ring at St Peter's on Saturday 12th December at 10.30? Leader is Alan Cheeseman",
    call('book_tower_visit', { tower: 'st_peters', date: '2026-12-12', time: '10:30', ringers: 8, band_leader: 'Alan Cheeseman' }),
  ],
  [BELL_RINGING, 'can we visit holy trinity on the 2nd jan', call('book_tower_visit', { tower: 'holy_trinity', date: '2027-01-02' })],
  [BELL_RINGING, "we'd like to ring at st marys on our tour next year", needs('book_tower_visit')],
  [
    BELL_RINGING,
    'book the cathedral for a quarter peal of Grandsire Triples this sunday at 3pm, conducted by Hilary Moss',
    call('book_peal_attempt', {
      tower: 'cathedral',
      start: '2026-11-29T15:00:00Z',
      length: 'quarter_peal',
      method: 'Grandsire Triples',
      conductor: 'Hilary Moss',
    }),
  ],
  [
    BELL_RINGING,
    'peal attempt at all saints on boxing day 9am, plain bob major',
    call('book_peal_attempt', { tower: 'all_saints', start: '2026-12-26T09:00:00Z', length: 'peal', method: 'plain bob major' }),
  ],
  [BELL_RINGING, 'we want to try for a peal at holy trinity', needs('book_peal_attempt')],
  [
    BELL_RINGING,
    "sign my son up for bell handling lessons, he's 12. Oliver Grant, oliver.grant@btinternet.com",
    call('register_learner', { name: 'Oliver Grant', email: 'oliver.grant@btinternet.com', age: 12 }),
  ],
  [BELL_RINGING, "I'd love to learn to ring at St Mary's, my email is pat.r@outlook.com", needs('register_learner')],
  [BELL_RINGING, "what's the difference between a peal and a quarter peal", none],
  [BELL_RINGING, 'how heavy is the tenor at the cathedral?', none],
  [BELL_RINGING, "why do ringers call it 'rounds'", none],

  // Acupuncture clinic
  [
    ACUPUNCTURE,
    "who can help with migraines? i'd prefer a female practitioner",
    call('find_acupuncturists', { condition: 'migraine', practitioner_gender: 'female' }),
  ],
  [
    ACUPUNCTURE,
    'acupuncture for fertility at the clapham clinic',
    call('find_acupuncturists', { condition: 'fertility', clinic: 'clapham' }),
  ],
  [
    ACUPUNCTURE,
    "my back's killing me, who have you got in richmond",
    call('find_acupuncturists', { condition: 'back_pain', clinic: 'richmond' }),
  ],
  [
    ACUPUNCTURE,
    'book an initial consultation friday at 4pm in islington',
    call('book_acupuncture', { treatment: 'initial_consultation', start: '2026-11-27T16:00:00Z', clinic: 'islington' }),
  ],
  [
    ACUPUNCTURE,
    "Can I get a follow up next Tuesday 9.15am, 45 mins, I'm a student so concession rate pls",
    call('book_acupuncture', { treatment: 'follow_up', start: '2026-12-01T09:15:00Z', duration_minutes: 45, concession: true }),
  ],
  [
    ACUPUNCTURE,
    'cupping session tomorrow at half 5 in the afternoon',
    call('book_acupuncture', { treatment: 'cupping', start: '2026-11-25T17:30:00Z' }),
  ],
  [ACUPUNCTURE, 'I want to book some cosmetic acupuncture', needs('book_acupuncture')],
  [ACUPUNCTURE, "cancel AC204981, I've got covid", call('cancel_acupuncture', { booking_ref: 'AC204981', reason: "I've got covid" })],
  [ACUPUNCTURE, 'please cancel my appointment', needs('cancel_acupuncture')],
  [
    ACUPUNCTURE,
    'health form for Priya Shah, dob 03/03/1988, not pregnant, no blood thinners or pacemaker, other conditions: asthma',
    call('submit_health_form', {
      name: 'Priya Shah',
      date_of_birth: '1988-03-03',
      pregnant: false,
      blood_thinners: false,
      pacemaker: false,
      other_conditions: 'asthma',
    }),
  ],
  [
    ACUPUNCTURE,
    "I'm on warfarin and 24 weeks pregnant, can you pass that on to my practitioner? Lucy Wren, 14/07/1991",
    call('submit_health_form', { name: 'Lucy Wren', date_of_birth: '1991-07-14', pregnant: true, blood_thinners: true }),
  ],
  [ACUPUNCTURE, 'does acupuncture actually work for anxiety?', none],
  [ACUPUNCTURE, 'are the needles reused', none],
  [ACUPUNCTURE, 'does it hurt much?', none],

  // Bookmaker
  [BOOKMAKER, 'what are the odds on arsenal v spurs', call('get_odds', { sport: 'football', event: 'Arsenal v Spurs' })],
  [
    BOOKMAKER,
    'odds on both teams to score in Liverpool v Everton',
    call('get_odds', { sport: 'football', event: 'Liverpool v Everton', market: 'both_teams_to_score' }),
  ],
  [
    BOOKMAKER,
    "who's favourite to win the snooker UK Championship",
    call('get_odds', { sport: 'snooker', event: 'UK Championship', market: 'outright_winner' }),
  ],
  [BOOKMAKER, 'put a tenner on Man City to win at 4/6', call('place_bet', { selection: 'Man City', stake: 10, odds: '4/6' })],
  [
    BOOKMAKER,
    '£5 each way on Galopin Des Champs at 7/2',
    call('place_bet', { selection: 'Galopin Des Champs', stake: 5, bet_type: 'each_way', odds: '7/2' }),
  ],
  [BOOKMAKER, 'back Djokovic for me', needs('place_bet')],
  [BOOKMAKER, 'cash out B40392817', call('cash_out', { bet_id: 'B40392817' })],
  [BOOKMAKER, 'cash out £20 of bet b 1234 5678', call('cash_out', { bet_id: 'B12345678', amount: 20 })],
  [BOOKMAKER, 'set my deposit limit to £100 a week', call('set_deposit_limit', { amount: 100, period: 'weekly' })],
  [BOOKMAKER, 'limit my deposits to 500 per month', call('set_deposit_limit', { amount: 500, period: 'monthly' })],
  [BOOKMAKER, 'I need to stop gambling, exclude me for a year', call('self_exclude', { months: 12 })],
  [BOOKMAKER, 'I want to self exclude', needs('self_exclude')],
  [BOOKMAKER, 'what does each way mean', none],
  [BOOKMAKER, 'who won the grand national in 2009?', none],
  [BOOKMAKER, 'how do I work out the returns on 5/2', none],

  // Running race entries
  [
    RACE_ENTRY,
    'any half marathons in the north west in march?',
    call('search_races', { distance: 'half_marathon', region: 'north_west', month: '2027-03' }),
  ],
  [RACE_ENTRY, 'trail 10ks in wales', call('search_races', { distance: '10k', region: 'wales', terrain: 'trail' })],
  [RACE_ENTRY, 'cross country races in january', call('search_races', { terrain: 'cross_country', month: '2027-01' })],
  [
    RACE_ENTRY,
    'enter me in R2231, Sam Okafor, DOB 12/05/1990, Salford Harriers (affiliated), predicted 1:45:00, medium t-shirt',
    call('enter_race', {
      race_id: 'R2231',
      runner_name: 'Sam Okafor',
      date_of_birth: '1990-05-12',
      club: 'Salford Harriers',
      affiliated: true,
      predicted_finish: '1:45:00',
      tshirt_size: 'm',
    }),
  ],
  [
    RACE_ENTRY,
    "sign up for race r0458 please, name ellie moore born 1 feb 1985, i'm not in a club, shirt size L",
    call('enter_race', { race_id: 'R0458', runner_name: 'Ellie Moore', date_of_birth: '1985-02-01', affiliated: false, tshirt_size: 'l' }),
  ],
  [RACE_ENTRY, 'enter me in the R3001 marathon', needs('enter_race')],
  [
    RACE_ENTRY,
    'transfer my entry 402118 to my mate Chris Bell, chris.bell@yahoo.co.uk',
    call('transfer_entry', { entry_number: '402118', new_runner_name: 'Chris Bell', new_runner_email: 'chris.bell@yahoo.co.uk' }),
  ],
  [RACE_ENTRY, "I'm injured, can I give my place to my sister?", needs('transfer_entry')],
  [
    RACE_ENTRY,
    'results for the Great North Run 2025 for bib 40123',
    call('get_race_results', { race_name: 'Great North Run', year: 2025, bib: 40123 }),
  ],
  [
    RACE_ENTRY,
    'how did Jo Pavey do in the Manchester 10k',
    call('get_race_results', { race_name: 'Manchester 10k', runner_name: 'Jo Pavey' }),
  ],
  [RACE_ENTRY, 'how many miles is a half marathon', none],
  [RACE_ENTRY, 'best couch to 5k plan?', none],
  [RACE_ENTRY, 'should I carb load the night before a 10k', none],

  // Coin dealer
  [
    COIN_DEALER,
    'got any George III coins in extremely fine or better?',
    call('search_coins', { query: 'George III', grade: 'extremely_fine' }),
  ],
  [COIN_DEALER, 'any proof coins from the 1970s', call('search_coins', { grade: 'proof', year_from: 1970, year_to: 1979 })],
  [COIN_DEALER, "what's gold at right now per gram in pounds", call('get_spot_price', { metal: 'gold', currency: 'GBP', unit: 'gram' })],
  [COIN_DEALER, 'silver spot price in dollars', call('get_spot_price', { metal: 'silver', currency: 'USD' })],
  [COIN_DEALER, 'platinum price?', call('get_spot_price', { metal: 'platinum' })],
  [
    COIN_DEALER,
    'I want to sell 10 full sovereigns, pay by bank transfer',
    call('sell_bullion', { product: 'full_sovereign', quantity: 10, payment: 'bank_transfer' }),
  ],
  [COIN_DEALER, 'what will you give me for three 1oz krugerrands', call('sell_bullion', { product: 'krugerrand_1oz', quantity: 3 })],
  [
    COIN_DEALER,
    'how much for 2 half sovereigns if I sell them to you, cheque is fine',
    call('sell_bullion', { product: 'half_sovereign', quantity: 2, payment: 'cheque' }),
  ],
  [COIN_DEALER, "I've got some gold britannias to sell", needs('sell_bullion')],
  [
    COIN_DEALER,
    'valuation please: 1887 jubilee double florin, I can bring it in',
    call('request_valuation', { description: '1887 jubilee double florin', method: 'in_person' }),
  ],
  [COIN_DEALER, 'I need a valuation', needs('request_valuation')],
  [COIN_DEALER, "what's the rarest 50p", none],
  [COIN_DEALER, 'is it worth cleaning old coins?', none],
  [COIN_DEALER, 'how many grams in a troy ounce', none],

  // Passport office
  [
    PASSPORTS,
    'renew my passport 123456789 fast track, 50 pages',
    call('renew_passport', { passport_number: '123456789', service: 'fast_track_1_week', pages: 50 }),
  ],
  [
    PASSPORTS,
    'I want to renew online the normal way, passport no 5431 0987 2',
    call('renew_passport', { passport_number: '543109872', service: 'online_standard' }),
  ],
  [PASSPORTS, 'renew my passport, I got married so my name has changed', needs('renew_passport')],
  [
    PASSPORTS,
    'renew passport 550112233, standard online',
    call('renew_passport', { passport_number: '550112233', service: 'online_standard' }),
    ANY,
  ],
  [PASSPORTS, "where's my application 1234 5678 9012 3456", call('track_application', { application_ref: '1234-5678-9012-3456' })],
  [
    PASSPORTS,
    'track passport app 2001-4420-8735-1199, dob 22/09/1979',
    call('track_application', { application_ref: '2001-4420-8735-1199', date_of_birth: '1979-09-22' }),
  ],
  [
    PASSPORTS,
    'I need a premium one-day appointment in Liverpool on Thursday for me and my two kids',
    call('book_passport_appointment', { office: 'liverpool', date: '2026-11-26', service: 'premium_1_day', applicants: 3 }),
  ],
  [
    PASSPORTS,
    'fast track appointment at peterborough 7th december',
    call('book_passport_appointment', { office: 'peterborough', date: '2026-12-07', service: 'fast_track_1_week' }),
  ],
  [PASSPORTS, 'can I get an appointment in Glasgow', needs('book_passport_appointment')],
  [
    PASSPORTS,
    'my passport got nicked in Spain yesterday, police ref BCN-44817',
    call('report_lost_passport', { status: 'stolen', date_lost: '2026-11-23', country: 'Spain', police_ref: 'BCN-44817' }),
  ],
  [PASSPORTS, "I've lost my passport, number 987654321", call('report_lost_passport', { status: 'lost', passport_number: '987654321' })],
  [PASSPORTS, 'how long does a child passport last', none],
  [PASSPORTS, 'can I travel to Ireland without a passport?', none],
  [PASSPORTS, 'where is the nearest photo booth', none],

  // Motorcycle training
  [
    MOTORCYCLE_TRAINING,
    'book my CBT in Leeds on Saturday on a scooter',
    call('book_cbt', { date: '2026-11-28', centre: 'leeds', bike: 'automatic_scooter' }),
  ],
  [
    MOTORCYCLE_TRAINING,
    'cbt at york on the 5th, bringing my own bike, licence MORGA753116SM9IJ',
    call('book_cbt', { date: '2026-12-05', centre: 'york', own_bike: true, licence_number: 'MORGA753116SM9IJ' }),
  ],
  [MOTORCYCLE_TRAINING, 'I want to do my CBT on a geared bike', needs('book_cbt')],
  [
    MOTORCYCLE_TRAINING,
    'CBT in bradford this coming monday please',
    call('book_cbt', { date: '2026-11-30', centre: 'bradford' }),
    only('book_cbt'),
  ],
  [
    MOTORCYCLE_TRAINING,
    "I'd like to do the full A licence, 5 day course starting Monday 11 January in Bradford",
    call('book_das_course', { category: 'A', start_date: '2027-01-11', days: 5, centre: 'bradford' }),
  ],
  [MOTORCYCLE_TRAINING, 'A2 course starting 1st feb', call('book_das_course', { category: 'A2', start_date: '2027-02-01' })],
  [MOTORCYCLE_TRAINING, 'book me a DAS course', needs('book_das_course')],
  [
    MOTORCYCLE_TRAINING,
    "need to hire a helmet and gloves for saturday, I'm a medium",
    call('hire_kit', { items: ['helmet', 'gloves'], helmet_size: 'm', date: '2026-11-28' }),
  ],
  [
    MOTORCYCLE_TRAINING,
    'hire jacket, trousers and boots for tomorrow',
    call('hire_kit', { items: ['jacket', 'trousers', 'boots'], date: '2026-11-25' }),
  ],
  [MOTORCYCLE_TRAINING, 'what bikes can I ride after a CBT', none],
  [MOTORCYCLE_TRAINING, 'how long is a cbt certificate valid for', none],
  [MOTORCYCLE_TRAINING, 'can I ride on the motorway with L plates?', none],

  // Watch repair
  [
    WATCH_REPAIR,
    "how much for a full service on my Omega Seamaster, it's an automatic",
    call('request_watch_quote', { brand: 'Omega', movement: 'automatic', service: 'full_service' }),
  ],
  [
    WATCH_REPAIR,
    'need a new battery in my seiko quartz, price?',
    call('request_watch_quote', { brand: 'Seiko', movement: 'quartz', service: 'battery_replacement' }),
  ],
  [
    WATCH_REPAIR,
    "crystal's cracked on my Tissot, can you quote? send it to mike.h@hotmail.com",
    call('request_watch_quote', { brand: 'Tissot', service: 'crystal_replacement', email: 'mike.h@hotmail.com' }),
  ],
  [WATCH_REPAIR, "I'd like a quote to have my watch polished", needs('request_watch_quote')],
  [
    WATCH_REPAIR,
    'drop my watch in at hatton garden on friday at 12:30, name Raj Patel',
    call('book_watch_drop_off', { branch: 'hatton_garden', date: '2026-11-27', time: '12:30', name: 'Raj Patel' }),
  ],
  [
    WATCH_REPAIR,
    'can I bring my rolex to the Edinburgh shop tomorrow afternoon at 3',
    call('book_watch_drop_off', { branch: 'edinburgh', date: '2026-11-25', time: '15:00' }),
  ],
  [WATCH_REPAIR, 'status of job WR-20417', call('track_watch_repair', { job_number: 'WR-20417' })],
  [WATCH_REPAIR, 'any news on wr 33109?', call('track_watch_repair', { job_number: 'WR-33109' })],
  [WATCH_REPAIR, 'yes go ahead with WR-18820', call('approve_estimate', { job_number: 'WR-18820', approve: true })],
  [
    WATCH_REPAIR,
    'decline the quote on WR-40021, send it back unrepaired',
    call('approve_estimate', { job_number: 'WR-40021', approve: false }),
  ],
  [
    WATCH_REPAIR,
    'send me a postal pack: Anne Clarke, 14 Mill Lane, Frome, BA11 3PX, insure for £2500',
    call('request_postal_pack', {
      name: 'Anne Clarke',
      address: { line1: '14 Mill Lane', town: 'Frome', postcode: 'BA11 3PX' },
      insured_value_gbp: 2500,
    }),
  ],
  [WATCH_REPAIR, 'how often should an automatic watch be serviced', none],
  [WATCH_REPAIR, 'my watch gains 10 seconds a day, is that normal?', none],
  [WATCH_REPAIR, 'do you sell watch winders', none],

  // Falconry experience days
  [
    FALCONRY,
    'any dates for an owl encounter for 3 people after christmas?',
    call('find_falconry_dates', { experience: 'owl_encounter', participants: 3, from: '2026-12-26' }),
  ],
  [FALCONRY, "when's the next hawk walk", call('find_falconry_dates', { experience: 'hawk_walk' })],
  [
    FALCONRY,
    'book a falconry taster on sat 12 dec for 2, plus 1 watching, lead booker Ian Fraser',
    call('book_falconry', { experience: 'falconry_taster', date: '2026-12-12', participants: 2, spectators: 1, lead_name: 'Ian Fraser' }),
  ],
  [
    FALCONRY,
    'Book the full day falconry experience for me on the 9th of January',
    call('book_falconry', { experience: 'full_day_falconry', date: '2027-01-09', participants: 1 }),
  ],
  [FALCONRY, 'book a photography day for 4 of us', needs('book_falconry')],
  [
    FALCONRY,
    "gift voucher for a hawk walk for my dad Peter, email it to peter.lane@gmail.com on christmas day with the message 'Happy Christmas Dad, love Em'",
    call('buy_falconry_voucher', {
      experience: 'hawk_walk',
      recipient_name: 'Peter',
      send_to: 'peter.lane@gmail.com',
      send_on: '2026-12-25',
      message: 'Happy Christmas Dad, love Em',
    }),
  ],
  [FALCONRY, 'I want to buy an owl encounter voucher', needs('buy_falconry_voucher')],
  [
    FALCONRY,
    'adopt a barn owl, gold level, certificate in the name of Lily Evans',
    call('adopt_bird', { species: 'barn_owl', level: 'gold', adopter_name: 'Lily Evans' }),
  ],
  [FALCONRY, 'silver adoption of a peregrine please', call('adopt_bird', { species: 'peregrine_falcon', level: 'silver' })],
  [FALCONRY, "I'd like to adopt a harris hawk", needs('adopt_bird')],
  [FALCONRY, 'what do owls eat', none],
  [FALCONRY, 'do I need a licence to keep a hawk?', none],
  [FALCONRY, 'is the centre wheelchair accessible', none],

  // Hackathon
  [
    HACKATHON,
    'register team Byte Me with alex@byteme.dev and sam@byteme.dev on the climate track',
    call('register_team', { team_name: 'Byte Me', members: ['alex@byteme.dev', 'sam@byteme.dev'], track: 'climate' }),
  ],
  [
    HACKATHON,
    "sign up team 'Null Pointers', just me (kim.lee@uni.ac.uk), remote, AI track",
    call('register_team', { team_name: 'Null Pointers', members: ['kim.lee@uni.ac.uk'], track: 'ai', remote: true }),
  ],
  [HACKATHON, 'I want to register a team', needs('register_team')],
  [
    HACKATHON,
    "submit T-042: 'FloodWatch', repo https://github.com/floodwatch/app",
    call('submit_project', { team_id: 'T-042', title: 'FloodWatch', repo_url: 'https://github.com/floodwatch/app' }),
  ],
  [
    HACKATHON,
    'submit our project for team t-7, title GreenRoute, code at https://github.com/greenroute/greenroute, demo https://youtu.be/abc123',
    call('submit_project', {
      team_id: 'T-007',
      title: 'GreenRoute',
      repo_url: 'https://github.com/greenroute/greenroute',
      demo_url: 'https://youtu.be/abc123',
    }),
  ],
  [HACKATHON, "we're ready to submit", needs('submit_project')],
  [
    HACKATHON,
    'book us an ML mentor at 2pm saturday, team T-118',
    call('book_mentor', { team_id: 'T-118', expertise: 'ml', start: '2026-11-28T14:00:00Z' }),
  ],
  [HACKATHON, 'can team T-051 get some help with our pitch', call('book_mentor', { team_id: 'T-051', expertise: 'pitching' })],
  [HACKATHON, 'what workshops are on saturday', call('get_hackathon_schedule', { day: 'saturday', kind: 'workshop' })],
  [HACKATHON, "when's lunch on sunday", call('get_hackathon_schedule', { day: 'sunday', kind: 'meal' })],
  [HACKATHON, 'whats the schedule', call('get_hackathon_schedule', {}), ANY],
  [HACKATHON, "what's a good idea for a climate hack", none],
  [HACKATHON, 'is there wifi at the venue', none],
  [HACKATHON, 'how do I make a github repo public', none],

  // Exam results
  [
    EXAM_RESULTS,
    'results for candidate 4417 at centre 51234',
    call('get_exam_results', { candidate_number: '4417', centre_number: '51234' }),
  ],
  [
    EXAM_RESULTS,
    'my june results please, cand no 0382 centre 20911',
    call('get_exam_results', { candidate_number: '0382', centre_number: '20911', series: 'june_2026' }),
  ],
  [EXAM_RESULTS, 'can I see my results', needs('get_exam_results')],
  [
    EXAM_RESULTS,
    'I want my maths paper 2 re-marked, candidate 1290',
    call('request_review', { candidate_number: '1290', subject: 'maths', paper: 2, service: 'review_of_marking' }),
  ],
  [
    EXAM_RESULTS,
    'clerical check on biology for 3307',
    call('request_review', { candidate_number: '3307', subject: 'biology', service: 'clerical_check' }),
  ],
  [EXAM_RESULTS, 'I need a priority review of my chemistry, my uni place depends on it', needs('request_review')],
  [
    EXAM_RESULTS,
    'I lost my GCSE certificate, I took them in 2009. Hannah Price, born 14 June 1993',
    call('order_certificate', {
      full_name: 'Hannah Price',
      date_of_birth: '1993-06-14',
      exam_year: 2009,
      qualification: 'gcse',
      kind: 'replacement_certificate',
    }),
  ],
  [EXAM_RESULTS, 'need a certified statement of my A level results from 2015', needs('order_certificate')],
  [
    EXAM_RESULTS,
    'enter me for the english language resit in june, higher tier, my old candidate number was 5521',
    call('enter_resit', { subject: 'english language', series: 'june_2027', tier: 'higher', candidate_number: '5521' }),
  ],
  [EXAM_RESULTS, 'I want to resit physics', needs('enter_resit')],
  [EXAM_RESULTS, 'when is A level results day', none],
  [EXAM_RESULTS, 'what is a grade 7 in old money', none],
  [EXAM_RESULTS, 'can I appeal if my teacher predicted me an A?', none],

  // Septic tank emptying
  [
    SEPTIC_TANKS,
    'how much to empty a 3000 litre septic tank, postcode ex20 1ab',
    call('quote_tank_emptying', { tank_type: 'septic_tank', capacity_litres: 3000, postcode: 'EX20 1AB' }),
  ],
  [
    SEPTIC_TANKS,
    'price for emptying a cesspit, the tanker has to park about 40m away',
    call('quote_tank_emptying', { tank_type: 'cesspit', hose_distance_m: 40 }),
  ],
  [SEPTIC_TANKS, 'how much do you charge to empty a tank?', needs('quote_tank_emptying')],
  [
    SEPTIC_TANKS,
    'book an empty for our septic tank at TA4 2QP on Monday 7th Dec, gate code is 1984',
    call('book_tank_emptying', { postcode: 'TA4 2QP', tank_type: 'septic_tank', date: '2026-12-07', access_notes: 'gate code is 1984' }),
  ],
  [
    SEPTIC_TANKS,
    'need an urgent empty tomorrow, cesspit, GL7 4HN',
    call('book_tank_emptying', { postcode: 'GL7 4HN', tank_type: 'cesspit', date: '2026-11-25', urgent: true }),
  ],
  [SEPTIC_TANKS, 'can you come and empty our septic tank', needs('book_tank_emptying')],
  [
    SEPTIC_TANKS,
    'treatment plant alarm keeps going off, postcode SP3 5RT',
    call('report_tank_problem', { postcode: 'SP3 5RT', problem: 'alarm_sounding' }),
  ],
  [
    SEPTIC_TANKS,
    "there's a horrible smell coming from the tank, ba3 4tt",
    call('report_tank_problem', { postcode: 'BA3 4TT', problem: 'bad_smell' }),
  ],
  [SEPTIC_TANKS, 'our soakaway is flooding', needs('report_tank_problem')],
  [
    SEPTIC_TANKS,
    'remind me every 12 months to get it emptied, j.doyle@farmmail.co.uk',
    call('set_emptying_reminder', { email: 'j.doyle@farmmail.co.uk', every_months: 12 }),
  ],
  [
    SEPTIC_TANKS,
    'remind me twice a year please, tom@oakfarm.co.uk',
    call('set_emptying_reminder', { email: 'tom@oakfarm.co.uk', every_months: 6 }),
  ],
  [SEPTIC_TANKS, 'send me a reminder every year', needs('set_emptying_reminder')],
  [SEPTIC_TANKS, 'can I use bleach if I have a septic tank', none],
  [SEPTIC_TANKS, "what's the difference between a septic tank and a cesspit?", none],
  [SEPTIC_TANKS, 'do I need to register my septic tank', none],

  // Snooker club
  [SNOOKER, 'any snooker tables free tonight from 7', call('check_tables', { date: '2026-11-24', table_type: 'snooker', from: '19:00' })],
  [SNOOKER, "what's free on saturday", call('check_tables', { date: '2026-11-28' })],
  [
    SNOOKER,
    'book a snooker table for 2 hours tomorrow at 6pm',
    call('book_snooker_table', { table_type: 'snooker', start: '2026-11-25T18:00:00Z', hours: 2 }),
  ],
  [
    SNOOKER,
    'american pool table thursday 8pm for an hour and a half, table 3 if poss',
    call('book_snooker_table', { table_type: 'american_pool', start: '2026-11-26T20:00:00Z', hours: 1.5, table_number: 3 }),
  ],
  [
    SNOOKER,
    'snooker table for 3 hours from half 7 tonight',
    call('book_snooker_table', { table_type: 'snooker', start: '2026-11-24T19:30:00Z', hours: 3 }),
  ],
  [SNOOKER, 'book a table for friday', needs('book_snooker_table')],
  [
    SNOOKER,
    'put me in division 2 of the league, Darren Bishop, highest break 64',
    call('join_league', { player_name: 'Darren Bishop', division: 'division_2', highest_break: 64 }),
  ],
  [SNOOKER, 'I want to join the handicap league', needs('join_league')],
  [
    SNOOKER,
    'book a lesson with the coach wednesday 11am, an hour, want to work on my break building',
    call('book_snooker_coaching', { start: '2026-11-25T11:00:00Z', minutes: 60, focus: 'break_building' }),
  ],
  [
    SNOOKER,
    'half hour lesson on safety play saturday at 10am',
    call('book_snooker_coaching', { start: '2026-11-28T10:00:00Z', minutes: 30, focus: 'safety_play' }),
  ],
  [SNOOKER, "I'd like a coaching session", needs('book_snooker_coaching')],
  [SNOOKER, "what's the highest break ever made in a match", none],
  [SNOOKER, 'how do you escape a snooker off one cushion', none],
  [SNOOKER, 'what time does the bar close', none],

  // Circus school
  [
    CIRCUS_SCHOOL,
    'aerial silks classes for adults on thursdays',
    call('find_circus_classes', { discipline: 'aerial_silks', age_group: 'adults', day: 'thursday' }),
  ],
  [
    CIRCUS_SCHOOL,
    'my 9 year old wants to learn to juggle',
    call('find_circus_classes', { discipline: 'juggling', age_group: 'kids_5_11' }),
  ],
  [CIRCUS_SCHOOL, 'beginner trapeze?', call('find_circus_classes', { discipline: 'trapeze', level: 'beginner' })],
  [
    CIRCUS_SCHOOL,
    'book Maisie Lowe (age 7) into CS1024 starting 5th December',
    call('book_circus_class', { class_id: 'CS1024', participant_name: 'Maisie Lowe', age: 7, date: '2026-12-05' }),
  ],
  [CIRCUS_SCHOOL, "put me in class cs 2210, I'm Dan Cole", call('book_circus_class', { class_id: 'CS2210', participant_name: 'Dan Cole' })],
  [
    CIRCUS_SCHOOL,
    "circus party for Leo's 6th birthday on Saturday 16 January at 2pm, 15 kids, big top package",
    call('book_circus_party', {
      date: '2027-01-16',
      start_time: '14:00',
      children: 15,
      birthday_child: 'Leo',
      age_turning: 6,
      package: 'big_top',
    }),
  ],
  [CIRCUS_SCHOOL, "book an aerial adventure party for my daughter's birthday on 6 feb", needs('book_circus_party')],
  [CIRCUS_SCHOOL, '10 class pass for aerial hoop', call('buy_class_pass', { classes: 10, discipline: 'aerial_hoop' })],
  [CIRCUS_SCHOOL, 'buy a five class pass', call('buy_class_pass', { classes: 5 })],
  [CIRCUS_SCHOOL, "I'd like a class pass", needs('buy_class_pass')],
  [CIRCUS_SCHOOL, 'is aerial silks ok with a dodgy shoulder', none],
  [CIRCUS_SCHOOL, 'what should I wear to trapeze', none],
  [CIRCUS_SCHOOL, 'how do you juggle 3 balls', none],

  // Beach hut rental
  [
    BEACH_HUTS,
    'any huts free at west bay for a week from 3 july?',
    call('search_beach_huts', { beach: 'west_bay', start: '2027-07-03', period: 'week' }),
  ],
  [
    BEACH_HUTS,
    'beach hut for the day on saturday for 6 of us',
    call('search_beach_huts', { start: '2026-11-28', period: 'day', people: 6 }),
  ],
  [BEACH_HUTS, 'what huts have you got at southbourne', needs('search_beach_huts')],
  [
    BEACH_HUTS,
    'book hut B12 for a week from 10th July, email sarah.j@gmail.com',
    call('book_beach_hut', { hut: 'B12', start: '2027-07-10', period: 'week', email: 'sarah.j@gmail.com' }),
  ],
  [BEACH_HUTS, 'can we have hut c07 tomorrow for the day', call('book_beach_hut', { hut: 'C07', start: '2026-11-25', period: 'day' })],
  [
    BEACH_HUTS,
    'I want the whole season in hut A03 from 1st April',
    call('book_beach_hut', { hut: 'A03', start: '2027-04-01', period: 'season' }),
  ],
  [
    BEACH_HUTS,
    'add a windbreak and two deckchairs to BH10442',
    call('add_hut_extras', { booking_ref: 'BH10442', extras: ['windbreak', 'deckchairs'] }),
  ],
  [BEACH_HUTS, "I'd like a paddleboard and a parking permit with my booking", needs('add_hut_extras')],
  [BEACH_HUTS, 'the lock on hut D21 is broken', call('report_hut_issue', { hut: 'D21', issue: 'broken_lock' })],
  [BEACH_HUTS, 'roof on E04 is leaking', call('report_hut_issue', { hut: 'E04', issue: 'leak' })],
  [BEACH_HUTS, 'can we sleep overnight in the hut', none],
  [BEACH_HUTS, 'are dogs allowed on west bay beach in summer?', none],
  [BEACH_HUTS, "what's the sea temperature like in july", none],

  // Food truck catering hire
  [
    FOOD_TRUCK,
    'quote for the pizza truck for our wedding on 14 August, 120 guests, venue is GL54 2AB',
    call('quote_food_truck', {
      cuisine: 'wood_fired_pizza',
      guests: 120,
      event_date: '2027-08-14',
      event_type: 'wedding',
      postcode: 'GL54 2AB',
    }),
  ],
  [
    FOOD_TRUCK,
    'tacos for a corporate do, about 250 people, some vegan and gluten free',
    call('quote_food_truck', { cuisine: 'tacos', guests: 250, event_type: 'corporate', dietary: ['vegan', 'gluten_free'] }),
  ],
  [
    FOOD_TRUCK,
    'vegan truck for a festival, 800 people',
    call('quote_food_truck', { cuisine: 'vegan', guests: 800, event_type: 'festival' }),
    only('quote_food_truck'),
  ],
  [FOOD_TRUCK, 'how much would burgers be for a party', needs('quote_food_truck')],
  [FOOD_TRUCK, 'are any trucks free on 19 june', call('check_truck_availability', { date: '2027-06-19' })],
  [FOOD_TRUCK, 'is the coffee van available this saturday', call('check_truck_availability', { date: '2026-11-28', cuisine: 'coffee' })],
  [FOOD_TRUCK, 'is the ice cream van free?', needs('check_truck_availability')],
  [
    FOOD_TRUCK,
    'confirm quote Q-20931 and take the deposit now, contact on the day is Jess',
    call('confirm_truck_booking', { quote_ref: 'Q-20931', pay_deposit_now: true, contact_name: 'Jess' }),
  ],
  [
    FOOD_TRUCK,
    "go ahead with q 04410 but I'll pay the deposit later",
    call('confirm_truck_booking', { quote_ref: 'Q-04410', pay_deposit_now: false }),
  ],
  [FOOD_TRUCK, "what's on the bao menu", call('view_truck_menu', { cuisine: 'bao' })],
  [FOOD_TRUCK, 'can I see the menu', needs('view_truck_menu')],
  [FOOD_TRUCK, 'how many portions of food per guest at a wedding', none],
  [FOOD_TRUCK, 'do you need a licence to sell food at a festival', none],
  [FOOD_TRUCK, 'do your trucks need an electric hookup?', none],

  // Botanic garden
  [BOTANIC_GARDEN, '2 adults and 2 kids for saturday', call('buy_garden_tickets', { date: '2026-11-28', adults: 2, children: 2 })],
  [
    BOTANIC_GARDEN,
    'tickets for tomorrow, one adult one concession, add gift aid',
    call('buy_garden_tickets', { date: '2026-11-25', adults: 1, concessions: 1, gift_aid: true }),
  ],
  [BOTANIC_GARDEN, "I'd like 3 adult tickets", needs('buy_garden_tickets')],
  [BOTANIC_GARDEN, 'where can I find the titan arum', call('find_plant', { name: 'titan arum' })],
  [BOTANIC_GARDEN, "where's the witch hazel", call('find_plant', { name: 'witch hazel' })],
  [BOTANIC_GARDEN, 'which orchids are flowering at the moment', call('find_plant', { name: 'orchids', in_flower: true })],
  [
    BOTANIC_GARDEN,
    'glasshouses tour for 4 on sunday at 11',
    call('book_garden_tour', { tour: 'glasshouses', date: '2026-11-29', time: '11:00', people: 4 }),
  ],
  [BOTANIC_GARDEN, 'book the winter garden tour on 3rd january', call('book_garden_tour', { tour: 'winter_garden', date: '2027-01-03' })],
  [BOTANIC_GARDEN, 'can we book a guided tour', needs('book_garden_tour')],
  [
    BOTANIC_GARDEN,
    'family membership please, lead member Yusuf Ahmed, yusuf.ahmed@gmail.com',
    call('join_garden_membership', { type: 'family', name: 'Yusuf Ahmed', email: 'yusuf.ahmed@gmail.com' }),
  ],
  [
    BOTANIC_GARDEN,
    "I'd like to buy my mum a joint membership as a present, her name is Carol Dean",
    call('join_garden_membership', { type: 'joint', name: 'Carol Dean', gift: true }),
  ],
  [BOTANIC_GARDEN, 'when should I prune my roses', none],
  [BOTANIC_GARDEN, 'are the scones in the cafe vegan?', none],
  [BOTANIC_GARDEN, 'why do leaves change colour in autumn', none],

  // Home air quality monitor
  [AIR_QUALITY, "what's the co2 in the office right now", call('get_air_reading', { room: 'office', pollutant: 'co2' })],
  [AIR_QUALITY, "how's the air in the bedroom", call('get_air_reading', { room: 'bedroom' })],
  [AIR_QUALITY, 'pm2.5 outside?', call('get_air_reading', { room: 'outdoor', pollutant: 'pm2_5' })],
  [
    AIR_QUALITY,
    'show me the kitchen NO2 since 6am yesterday, hourly',
    call('get_air_history', { room: 'kitchen', pollutant: 'no2', from: '2026-11-23T06:00:00Z', interval: 'hourly' }),
  ],
  [
    AIR_QUALITY,
    'daily humidity in the nursery since monday 16th',
    call('get_air_history', { room: 'nursery', pollutant: 'humidity', from: '2026-11-16T00:00:00Z', interval: 'daily' }),
  ],
  [AIR_QUALITY, 'show me the co2 history', needs('get_air_history')],
  [
    AIR_QUALITY,
    'alert me when co2 in the bedroom goes over 1000 ppm',
    call('set_air_alert', { room: 'bedroom', pollutant: 'co2', threshold: 1000 }),
  ],
  [
    AIR_QUALITY,
    'text me if pm10 outdoors passes 50',
    call('set_air_alert', { room: 'outdoor', pollutant: 'pm10', threshold: 50, notify_by: 'sms' }),
  ],
  [AIR_QUALITY, 'set up an alert for VOCs in the living room', needs('set_air_alert')],
  [AIR_QUALITY, 'recalibrate the office monitor, outdoor reference 420', call('calibrate_monitor', { room: 'office', reference_ppm: 420 })],
  [AIR_QUALITY, 'calibrate the living room sensor', call('calibrate_monitor', { room: 'living_room' })],
  [AIR_QUALITY, "what's a safe level of co2 indoors", none],
  [AIR_QUALITY, 'do air purifiers help with hay fever?', none],
  [AIR_QUALITY, 'will opening a window at night help', none],

  // Paragliding
  [PARAGLIDING, 'can we fly at mam tor on saturday?', call('check_flying_conditions', { site: 'mam_tor', date: '2026-11-28' })],
  [PARAGLIDING, 'wind forecast for rhossili', call('check_flying_conditions', { site: 'rhossili' })],
  [
    PARAGLIDING,
    'tandem at devils dyke on sunday for 2 with video',
    call('book_tandem_flight', { site: 'devils_dyke', date: '2026-11-29', passengers: 2, video: true }),
  ],
  [PARAGLIDING, 'book a tandem paraglide at bo peep on the 19th', call('book_tandem_flight', { site: 'bo_peep', date: '2026-12-19' })],
  [PARAGLIDING, 'I want to book a tandem flight for my birthday', needs('book_tandem_flight')],
  [
    PARAGLIDING,
    'sign me up for the elementary pilot course starting 5 april, Nadia Brooks, 62kg',
    call('book_pilot_course', { course: 'elementary_pilot', start_date: '2027-04-05', name: 'Nadia Brooks', weight_kg: 62 }),
  ],
  [PARAGLIDING, 'taster day please', call('book_pilot_course', { course: 'taster_day' })],
  [
    PARAGLIDING,
    "log today's flight at malvern, 45 min airtime, max 620m, 12.5 km",
    call('log_flight', { site: 'Malvern', date: '2026-11-24', duration_minutes: 45, max_altitude_m: 620, distance_km: 12.5 }),
  ],
  [
    PARAGLIDING,
    'log a flight: Mam Tor, last saturday, 1h20',
    call('log_flight', { site: 'Mam Tor', date: '2026-11-21', duration_minutes: 80 }),
  ],
  [PARAGLIDING, "add yesterday's flight to my logbook", needs('log_flight')],
  [PARAGLIDING, "what's the difference between a paraglider and a hang glider", none],
  [PARAGLIDING, 'is it safe to paraglide when pregnant', none],
  [PARAGLIDING, 'how high can paragliders go', none],

  // Charity raffle
  [
    RAFFLE,
    '5 tickets for the christmas hamper raffle for Joan Miller',
    call('buy_raffle_tickets', { raffle: 'christmas_hamper', tickets: 5, buyer_name: 'Joan Miller' }),
  ],
  [
    RAFFLE,
    'can I get ten tickets in the car raffle, name Bob Tate, bob.tate@aol.com',
    call('buy_raffle_tickets', { raffle: 'car_raffle', tickets: 10, buyer_name: 'Bob Tate', email: 'bob.tate@aol.com' }),
  ],
  [
    RAFFLE,
    '2 car raffle tickets for Wendy Hart',
    call('buy_raffle_tickets', { raffle: 'car_raffle', tickets: 2, buyer_name: 'Wendy Hart' }),
    ANY,
  ],
  [RAFFLE, "I'd like some raffle tickets", needs('buy_raffle_tickets')],
  [RAFFLE, 'did ticket H0412 win?', call('check_raffle_ticket', { ticket_number: 'H0412' })],
  [RAFFLE, 'check c 1177 in the car raffle', call('check_raffle_ticket', { ticket_number: 'C1177', raffle: 'car_raffle' })],
  [RAFFLE, 'have I won anything', needs('check_raffle_ticket')],
  [
    RAFFLE,
    'our cafe would like to donate afternoon tea for two, worth about £40 - The Copper Kettle',
    call('donate_prize', { description: 'afternoon tea for two', value_gbp: 40, donor_name: 'The Copper Kettle' }),
  ],
  [RAFFLE, 'I can give a prize for the spring draw', needs('donate_prize')],
  [RAFFLE, 'draw 3 winners for the christmas hamper raffle', call('draw_raffle', { raffle: 'christmas_hamper', prizes: 3 })],
  [RAFFLE, 'is a raffle legal without a licence', none],
  [RAFFLE, 'how many tickets have we sold so far?', none],
  [RAFFLE, "what's the difference between a raffle and a tombola", none],

  // Wheelchair and mobility scooter hire
  [
    MOBILITY_HIRE,
    'I need a wheelchair from 1st to 8th December',
    call('hire_mobility', { item: 'manual_wheelchair', start: '2026-12-01', end: '2026-12-08' }),
  ],
  [
    MOBILITY_HIRE,
    'hire a large mobility scooter from saturday till the following friday, my husband is 105 kg, deliver to 22 Harbour Road, Whitby YO21 3PL',
    call('hire_mobility', {
      item: 'mobility_scooter_large',
      start: '2026-11-28',
      end: '2026-12-04',
      user_weight_kg: 105,
      delivery_address: { line1: '22 Harbour Road', town: 'Whitby', postcode: 'YO21 3PL' },
    }),
  ],
  [MOBILITY_HIRE, 'rollator hire 10th-24th december', call('hire_mobility', { item: 'rollator', start: '2026-12-10', end: '2026-12-24' })],
  [MOBILITY_HIRE, "I'd like to hire a powered wheelchair", needs('hire_mobility')],
  [
    MOBILITY_HIRE,
    'have you got a small scooter free tomorrow',
    call('check_mobility_stock', { item: 'mobility_scooter_small', date: '2026-11-25' }),
  ],
  [MOBILITY_HIRE, 'are transit chairs available?', call('check_mobility_stock', { item: 'transit_wheelchair' })],
  [MOBILITY_HIRE, 'extend MH04471 to 15 december', call('extend_hire', { hire_ref: 'MH04471', new_end: '2026-12-15' })],
  [MOBILITY_HIRE, 'can I keep the wheelchair a bit longer? ref mh 20019', needs('extend_hire')],
  [MOBILITY_HIRE, "scooter on MH30122 won't charge", call('report_mobility_fault', { hire_ref: 'MH30122', fault: 'battery_not_charging' })],
  [MOBILITY_HIRE, 'flat tyre on my hired wheelchair', needs('report_mobility_fault')],
  [MOBILITY_HIRE, 'can I take a mobility scooter on the bus', none],
  [MOBILITY_HIRE, 'do I need insurance for a class 3 scooter?', none],
  [MOBILITY_HIRE, 'how do I fold a wheelchair', none],
];
