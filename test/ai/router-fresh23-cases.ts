import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  ANTIQUES_VALUATION,
  BALLOON_FLIGHTS,
  CANOE_HIRE,
  CHIROPODY,
  COACH_TRAVEL,
  COBBLER,
  COMICS,
  COSTUME_HIRE,
  DELI,
  ELECTORAL_REGISTER,
  E_SCOOTERS,
  FENCING_CLUB,
  FORAGING_COURSES,
  GAME_SHOP,
  GLASSBLOWING,
  GUTTER_CLEANING,
  INTERPRETERS,
  KNIFE_SHARPENING,
  LIBRARY_OF_THINGS,
  REGISTER_OFFICE,
  SLEEP_TRACKER,
  WHALE_WATCHING,
} from './router-fresh23-tools.js';

/*
 * The twenty-fourth fresh table (fresh 23), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * places and people's names capitalised; dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day
 * already past, such as when a night was slept, a bout fought or a coach taken, resolved backwards;
 * date-times in UTC as YYYY-MM-DDTHH:MM:SSZ, a time with no day its next occurrence; values a pattern asks
 * for normalised to it), a text answer asking for a required value the request does not give, or any text
 * answer when no tool fits.
 */
export const FRESH23: Case[] = [
  // Hot-air balloon flights
  [
    BALLOON_FLIGHTS,
    'any ballon flights from york this saturday?',
    call('search_balloon_flights', { launch_site: 'york', date: '2026-11-28' }),
  ],
  [
    BALLOON_FLIGHTS,
    'Is there a sunrise flight over the Cotswolds on the 5th of December for 2 people',
    call('search_balloon_flights', { launch_site: 'cotswolds', date: '2026-12-05', flight_time: 'sunrise', passengers: 2 }),
  ],
  [
    BALLOON_FLIGHTS,
    'sunrise flights peak district',
    call('search_balloon_flights', { launch_site: 'peak_district', flight_time: 'sunrise' }),
    ANY,
  ],
  [
    BALLOON_FLIGHTS,
    'book us on the evening flight from bath on sat 12th dec, two of us, lead passenger is Margaret Hughes',
    call('book_balloon_flight', {
      launch_site: 'bath',
      date: '2026-12-12',
      flight_time: 'evening',
      passengers: 2,
      lead_passenger: 'Margaret Hughes',
    }),
  ],
  [
    BALLOON_FLIGHTS,
    'I want a private basket for 2, sunrise flight from Bristol on 19 December',
    call('book_balloon_flight', {
      launch_site: 'bristol',
      date: '2026-12-19',
      flight_time: 'sunrise',
      passengers: 2,
      private_basket: true,
    }),
  ],
  [
    BALLOON_FLIGHTS,
    'Book four seats on the lake district evening flight on the 2nd of January',
    call('book_balloon_flight', { launch_site: 'lake_district', date: '2027-01-02', flight_time: 'evening', passengers: 4 }),
  ],
  [BALLOON_FLIGHTS, 'is my flight still going ahead tomorrow? ref BF-204817', call('check_flight_status', { booking_ref: 'BF-204817' })],
  [BALLOON_FLIGHTS, 'bf 330192 status pls', call('check_flight_status', { booking_ref: 'BF-330192' })],
  [
    BALLOON_FLIGHTS,
    "I've got a gift voucher, code HTAB-7731, can I use it?",
    call('redeem_balloon_voucher', { voucher_code: 'HTAB-7731' }),
  ],
  [
    BALLOON_FLIGHTS,
    'redeem voucher qwer-1234 and send the ticket to tom.baker@gmail.com',
    call('redeem_balloon_voucher', { voucher_code: 'QWER-1234', email: 'tom.baker@gmail.com' }),
  ],
  [BALLOON_FLIGHTS, 'book me a balloon ride for 3 on the 20th of december', needs('book_balloon_flight')],
  [BALLOON_FLIGHTS, "what's the status of my balloon flight?", needs('check_flight_status')],
  [BALLOON_FLIGHTS, 'how high do hot air balloons actually go?', none],
  [BALLOON_FLIGHTS, 'what should I wear for a balloon flight in winter', none],
  [BALLOON_FLIGHTS, 'my flight got canceled again because of the wind, third time now, this is so frustrating', none],

  // Library of things
  [LIBRARY_OF_THINGS, 'do you have a carpet cleaner I could borrow', call('search_things', { query: 'carpet cleaner' })],
  [
    LIBRARY_OF_THINGS,
    'looking for a pressure washer free to collect on saturday',
    call('search_things', { query: 'pressure washer', available_on: '2026-11-28' }),
  ],
  [LIBRARY_OF_THINGS, 'have you got any tents in the camping section', call('search_things', { query: 'tents', category: 'camping' })],
  [LIBRARY_OF_THINGS, 'reserve LOT0412 for pickup tomorrow', call('reserve_thing', { item_id: 'LOT0412', pickup_date: '2026-11-25' })],
  [
    LIBRARY_OF_THINGS,
    'can i grab lot 1187 on friday for a week',
    call('reserve_thing', { item_id: 'LOT1187', pickup_date: '2026-11-27', loan_days: 7 }),
  ],
  [
    LIBRARY_OF_THINGS,
    'Reserve item LOT0099, collecting 2 December, fourteen days please',
    call('reserve_thing', { item_id: 'LOT0099', pickup_date: '2026-12-02', loan_days: 14 }),
  ],
  [LIBRARY_OF_THINGS, 'I need the drill (LOT0531) for 3 more days', call('extend_loan', { item_id: 'LOT0531', extra_days: 3 })],
  [LIBRARY_OF_THINGS, 'extend LOT2210 by two days', call('extend_loan', { item_id: 'LOT2210', extra_days: 2 })],
  [LIBRARY_OF_THINGS, 'LOT0777 is missing parts', call('report_thing_problem', { item_id: 'LOT0777', problem: 'missing_parts' })],
  [
    LIBRARY_OF_THINGS,
    'report LOT0320 as unsafe: the cable is frayed near the plug',
    call('report_thing_problem', {
      item_id: 'LOT0320',
      problem: 'unsafe',
      details: 'the cable is frayed near the plug',
    }),
  ],
  [LIBRARY_OF_THINGS, 'the strimmer LOT0654 I borrowed is broken', call('report_thing_problem', { item_id: 'LOT0654', problem: 'broken' })],
  [LIBRARY_OF_THINGS, 'I want to extend my loan', needs('extend_loan')],
  [LIBRARY_OF_THINGS, 'reserve the hedge trimmer for monday', needs('reserve_thing')],
  [LIBRARY_OF_THINGS, 'what are your opening hours on sunday?', none],
  [LIBRARY_OF_THINGS, 'how does a library of things work?', none],
  [LIBRARY_OF_THINGS, 'thanks, the sander was brilliant', none],

  // Glassblowing workshop
  [GLASSBLOWING, 'what glassblowing classes do you have in january', call('list_glass_classes', { month: '2027-01' })],
  [GLASSBLOWING, 'any bauble making sessions in december?', call('list_glass_classes', { class_type: 'bauble', month: '2026-12' })],
  [GLASSBLOWING, 'intermediate vase classes?', call('list_glass_classes', { class_type: 'vase', level: 'intermediate' })],
  [GLASSBLOWING, 'advanced classes', call('list_glass_classes', { level: 'advanced' }), only('list_glass_classes')],
  [
    GLASSBLOWING,
    'book 2 places on the paperweight class on 5 december, morning',
    call('book_glass_class', { class_type: 'paperweight', date: '2026-12-05', session: 'morning', places: 2 }),
  ],
  [
    GLASSBLOWING,
    'Can I book a taster for myself this sunday afternoon',
    call('book_glass_class', { class_type: 'taster', date: '2026-11-29', session: 'afternoon', places: 1 }),
  ],
  [
    GLASSBLOWING,
    'four of us want to make drinking glasses on the 12th',
    call('book_glass_class', { class_type: 'drinking_glass', date: '2026-12-12', places: 4 }),
  ],
  [
    GLASSBLOWING,
    '£100 gift voucher by email for my sister Jo',
    call('buy_glass_voucher', { value: 100, delivery: 'email', recipient_name: 'Jo' }),
  ],
  [
    GLASSBLOWING,
    'send a 75 pound voucher in the post to Alan Price, message: happy retirement Alan!',
    call('buy_glass_voucher', {
      value: 75,
      delivery: 'post',
      recipient_name: 'Alan Price',
      message: 'happy retirement Alan!',
    }),
  ],
  [GLASSBLOWING, 'is my paperweight ready to pick up? booking GB10482', call('check_piece_ready', { booking_ref: 'GB10482' })],
  [GLASSBLOWING, "I'd like a gift voucher for fifty quid", needs('buy_glass_voucher')],
  [GLASSBLOWING, 'book the bauble class for 3 people', needs('book_glass_class')],
  [GLASSBLOWING, 'how hot does the furnace get?', none],
  [GLASSBLOWING, 'can kids do glassblowing, what age?', none],
  [GLASSBLOWING, 'i dropped my vase on the way home and it smashed :(', none],

  // Canoe and kayak hire
  [CANOE_HIRE, 'any open canoes free on saturday?', call('check_boat_availability', { boat: 'open_canoe', date: '2026-11-28' })],
  [
    CANOE_HIRE,
    'is there a double kayak for 3 hours tomorrow from the mill weir',
    call('check_boat_availability', { boat: 'double_kayak', date: '2026-11-25', hours: 3, start_point: 'mill_weir' }),
  ],
  [
    CANOE_HIRE,
    'book an open canoe this sunday at 10am for 4 hours',
    call('book_boat_hire', { boat: 'open_canoe', date: '2026-11-29', start_time: '10:00', hours: 4 }),
  ],
  [
    CANOE_HIRE,
    'two paddleboards on 2nd dec, 1pm, 2 hrs',
    call('book_boat_hire', { boat: 'paddleboard', date: '2026-12-02', start_time: '13:00', hours: 2, quantity: 2 }),
  ],
  [
    CANOE_HIRE,
    'we want to paddle one way down to the pub and get picked up - 3 single kayaks, saturday 11:30, 5 hours',
    call('book_boat_hire', {
      boat: 'single_kayak',
      date: '2026-11-28',
      start_time: '11:30',
      hours: 5,
      quantity: 3,
      one_way: true,
    }),
  ],
  [
    CANOE_HIRE,
    'Book a double kayak on Sunday 6 December at 9:00 for three hours, we need 2 child buoyancy aids',
    call('book_boat_hire', {
      boat: 'double_kayak',
      date: '2026-12-06',
      start_time: '09:00',
      hours: 3,
      child_buoyancy_aids: 2,
    }),
  ],
  [CANOE_HIRE, 'cancel CH-40721, the kids are ill', call('cancel_boat_hire', { booking_ref: 'CH-40721', reason: 'the kids are ill' })],
  [CANOE_HIRE, 'please cancel booking ch 55310', call('cancel_boat_hire', { booking_ref: 'CH-55310' })],
  [CANOE_HIRE, 'is the river ok for paddling at the moment?', call('river_conditions', {})],
  [CANOE_HIRE, 'wat will the river be like on saturday', call('river_conditions', { date: '2026-11-28' })],
  [CANOE_HIRE, 'book me a kayak for tomorrow', needs('book_boat_hire')],
  [CANOE_HIRE, 'cancel my canoe booking', needs('cancel_boat_hire')],
  [CANOE_HIRE, 'do I need to be able to swim?', none],
  [CANOE_HIRE, "what's the difference between a canoe and a kayak", none],
  [CANOE_HIRE, 'we capsized lol, great day though', none],

  // Register office
  [
    REGISTER_OFFICE,
    "I need to register my son's birth, riverside office, thursday if possible",
    call('book_registration', { type: 'birth', office: 'riverside', date: '2026-11-26' }),
  ],
  [
    REGISTER_OFFICE,
    'register a death at the town hall on monday at 2pm',
    call('book_registration', { type: 'death', office: 'town_hall', date: '2026-11-30', time: '14:00' }),
  ],
  [
    REGISTER_OFFICE,
    'appointment at northgate to register a stillbirth',
    call('book_registration', { type: 'stillbirth', office: 'northgate' }),
  ],
  [
    REGISTER_OFFICE,
    "we'd like to book our wedding for saturday 14 august 2027 at 1:30pm, about 60 guests",
    call('book_ceremony', { ceremony: 'marriage', date: '2027-08-14', time: '13:30', guests: 60 }),
  ],
  [
    REGISTER_OFFICE,
    'civil partnership at an approved venue on 3 july 2027',
    call('book_ceremony', { ceremony: 'civil_partnership', date: '2027-07-03', venue: 'approved_venue' }),
  ],
  [
    REGISTER_OFFICE,
    'baby naming ceremony for our daughter on the 9th of jan',
    call('book_ceremony', { ceremony: 'naming', date: '2027-01-09' }),
  ],
  [
    REGISTER_OFFICE,
    'renew our vows on our anniversary, 18 september 2027',
    call('book_ceremony', { ceremony: 'renewal_of_vows', date: '2027-09-18' }),
    only('book_ceremony'),
  ],
  [
    REGISTER_OFFICE,
    'Can I get 2 copies of my birth certificate, name Sarah Louise Bennett, born 14/03/1988',
    call('order_certificate', {
      certificate: 'birth',
      full_name: 'Sarah Louise Bennett',
      event_date: '1988-03-14',
      copies: 2,
    }),
  ],
  [
    REGISTER_OFFICE,
    'urgent: I need the death certificate for Peter John Walsh, died 2 November this year',
    call('order_certificate', {
      certificate: 'death',
      full_name: 'Peter John Walsh',
      event_date: '2026-11-02',
      priority: true,
    }),
  ],
  [REGISTER_OFFICE, 'i need to register a birth', needs('book_registration')],
  [REGISTER_OFFICE, 'order a marriage certificate please', needs('order_certificate')],
  [REGISTER_OFFICE, 'how long do I have to register a birth?', none],
  [REGISTER_OFFICE, 'what documents do I need to give notice of marriage', none],
  [REGISTER_OFFICE, 'congratulations to us, we got married yesterday!!', none],

  // Long-distance coaches
  [
    COACH_TRAVEL,
    'coaches from london to manchester on friday',
    call('search_coaches', { origin: 'London', destination: 'Manchester', date: '2026-11-27' }),
  ],
  [
    COACH_TRAVEL,
    'any coach leeds -> newcastle tomorrow for 2 adults',
    call('search_coaches', { origin: 'Leeds', destination: 'Newcastle', date: '2026-11-25', passengers: 2 }),
  ],
  [
    COACH_TRAVEL,
    'coach exeter to plymouth 3rd december',
    call('search_coaches', { origin: 'Exeter', destination: 'Plymouth', date: '2026-12-03' }),
    ANY,
  ],
  [
    COACH_TRAVEL,
    'book the 07:30 from Birmingham to London Victoria on 1 December, 1 passenger, senior coachcard',
    call('book_coach', {
      origin: 'Birmingham',
      destination: 'London Victoria',
      departure: '2026-12-01T07:30:00Z',
      passengers: 1,
      coachcard: 'senior',
    }),
  ],
  [
    COACH_TRAVEL,
    'get me on the 6pm coach bristol to cardiff on sunday, me and my mate, we both have young persons coachcards',
    call('book_coach', {
      origin: 'Bristol',
      destination: 'Cardiff',
      departure: '2026-11-29T18:00:00Z',
      passengers: 2,
      coachcard: 'young_persons',
    }),
  ],
  [
    COACH_TRAVEL,
    'Book 3 seats Glasgow to Aberdeen leaving 2pm on the 4th of December, with one extra bag',
    call('book_coach', {
      origin: 'Glasgow',
      destination: 'Aberdeen',
      departure: '2026-12-04T14:00:00Z',
      passengers: 3,
      extra_bags: 1,
    }),
  ],
  [COACH_TRAVEL, "where's the 561 coach right now", call('track_coach', { service: '561' })],
  [COACH_TRAVEL, 'is the 402A running late', call('track_coach', { service: '402A' })],
  [
    COACH_TRAVEL,
    'left my black north face rucksack on the 540 yesterday',
    call('report_lost_property', { description: 'black north face rucksack', service: '540', date: '2026-11-23' }),
  ],
  [COACH_TRAVEL, 'book a coach to edinburgh on saturday at 9am', needs('book_coach')],
  [COACH_TRAVEL, 'search coaches from oxford', needs('search_coaches')],
  [COACH_TRAVEL, 'can I take my bike on a coach?', none],
  [COACH_TRAVEL, 'how long is the coach from london to glasgow usually', none],
  [COACH_TRAVEL, 'the driver was so rude to me today', none],

  // Video game shop
  [GAME_SHOP, 'how much would you give me for fifa 23 on ps4', call('trade_in_quote', { title: 'fifa 23', platform: 'ps4' })],
  [
    GAME_SHOP,
    "trade in value for Zelda Tears of the Kingdom on switch, it's boxed and complete",
    call('trade_in_quote', { title: 'Zelda Tears of the Kingdom', platform: 'switch', condition: 'complete' }),
  ],
  [
    GAME_SHOP,
    'got a disc only copy of halo infinite for xbox series x, what is it worth',
    call('trade_in_quote', { title: 'halo infinite', platform: 'xbox_series_x', condition: 'disc_only' }),
  ],
  [
    GAME_SHOP,
    "preorder GTA 6 collectors edition on PS5, I'll pick it up in store",
    call('preorder_game', { title: 'GTA 6', platform: 'ps5', edition: 'collectors', collect_in_store: true }),
  ],
  [
    GAME_SHOP,
    'put me down for the deluxe edition of Metroid Prime 4 for switch 2',
    call('preorder_game', { title: 'Metroid Prime 4', platform: 'switch_2', edition: 'deluxe' }),
  ],
  [GAME_SHOP, 'do you have elden ring in stock', call('check_game_stock', { title: 'elden ring' })],
  [
    GAME_SHOP,
    'is Astro Bot for ps5 in at the retail park store?',
    call('check_game_stock', { title: 'Astro Bot', platform: 'ps5', store: 'retail_park' }),
  ],
  [
    GAME_SHOP,
    'mario kart world switch 2',
    call('check_game_stock', { title: 'mario kart world', platform: 'switch_2' }),
    only('check_game_stock'),
  ],
  [GAME_SHOP, 'cancel preorder PO4410928', call('cancel_preorder', { order_number: 'PO4410928' })],
  [GAME_SHOP, 'i want to preorder the new pokemon', needs('preorder_game')],
  [GAME_SHOP, "what's my trade-in worth for Spider-Man 2?", needs('trade_in_quote')],
  [GAME_SHOP, 'is the ps5 pro worth it over the normal one?', none],
  [GAME_SHOP, 'whats a good co-op game for me and my girlfriend', none],
  [GAME_SHOP, 'your trade in prices are a joke', none],

  // Comic shop pull list
  [COMICS, 'add Saga to my pull list', call('add_to_pull_list', { series: 'Saga' })],
  [
    COMICS,
    'can you add absolute batman to my pulls, variants too',
    call('add_to_pull_list', { series: 'absolute batman', include_variants: true }),
  ],
  [
    COMICS,
    "start me on Transformers from issue 25, it's Image",
    call('add_to_pull_list', { series: 'Transformers', publisher: 'image', starting_issue: 25 }),
  ],
  [COMICS, 'drop Ultimate Spider-Man from my pull list', call('remove_from_pull_list', { series: 'Ultimate Spider-Man' })],
  [COMICS, "take monstress off my list please, I'm behind", call('remove_from_pull_list', { series: 'monstress' })],
  [COMICS, 'new dc releases?', call('new_releases', { publisher: 'dc' })],
  [COMICS, 'anything new out on 2nd december', call('new_releases', { week_of: '2026-12-02' })],
  [
    COMICS,
    'can you hold back issue 1 of Absolute Wonder Woman for me, near mint if possible',
    call('hold_back_issue', { series: 'Absolute Wonder Woman', issue: 1, grade: 'near_mint' }),
  ],
  [
    COMICS,
    'looking for amazing spider-man #300, any condition',
    call('hold_back_issue', { series: 'amazing spider-man', issue: 300, grade: 'any' }),
  ],
  [COMICS, 'hold a back issue of Sandman for me', needs('hold_back_issue')],
  [COMICS, 'remove a series from my pull list', needs('remove_from_pull_list')],
  [COMICS, 'who would win, hulk or superman', none],
  [COMICS, 'what order should I read the walking dead in?', none],
  [COMICS, 'is there a free comic book day this year?', none],

  // Sleep tracker
  [
    SLEEP_TRACKER,
    'log last night: bed at 11:15pm, up at 6:45',
    call('log_sleep', { bedtime: '2026-11-23T23:15:00Z', wake_time: '2026-11-24T06:45:00Z' }),
  ],
  [
    SLEEP_TRACKER,
    'went to sleep at 1am last night and woke at 9, quality 2 out of 5',
    call('log_sleep', { bedtime: '2026-11-24T01:00:00Z', wake_time: '2026-11-24T09:00:00Z', quality: 2 }),
  ],
  [SLEEP_TRACKER, 'how did I sleep last night', call('sleep_summary', { period: 'last_night' })],
  [SLEEP_TRACKER, 'show me my sleep for the past week', call('sleep_summary', { period: 'last_7_days' })],
  [SLEEP_TRACKER, 'monthly sleep report', call('sleep_summary', { period: 'last_30_days' })],
  [
    SLEEP_TRACKER,
    'remind me to go to bed at 10:30pm on weekdays',
    call('set_bedtime_reminder', { time: '22:30', days: ['mon', 'tue', 'wed', 'thu', 'fri'] }),
  ],
  [SLEEP_TRACKER, 'set a bedtime reminder for 11pm', call('set_bedtime_reminder', { time: '23:00' })],
  [SLEEP_TRACKER, 'wake me up gently by 7am, 30 minute window', call('set_smart_alarm', { wake_by: '07:00', window_minutes: 30 })],
  [SLEEP_TRACKER, 'smart alarm for 6:15', call('set_smart_alarm', { wake_by: '06:15' })],
  [SLEEP_TRACKER, 'set a smart alarm', needs('set_smart_alarm')],
  [SLEEP_TRACKER, 'log my sleep, I went to bed at midnight', needs('log_sleep')],
  [SLEEP_TRACKER, 'how many hours of sleep should an adult get?', none],
  [SLEEP_TRACKER, "i can't sleep, any tips", none],
  [SLEEP_TRACKER, 'is it bad to sleep with my phone in the bedroom', none],

  // Chiropody (foot clinic)
  [
    CHIROPODY,
    'I need my toenails cutting, can I come in on thursday at 11',
    call('book_foot_appointment', { treatment: 'nail_cutting', date: '2026-11-26', time: '11:00' }),
  ],
  [
    CHIROPODY,
    'book a verruca appointment for my son on wednesday 2nd december',
    call('book_foot_appointment', { treatment: 'verruca_treatment', date: '2026-12-02' }),
  ],
  [
    CHIROPODY,
    'painful ingrown toenail, can i be seen tommorow?',
    call('book_foot_appointment', { treatment: 'ingrown_toenail', date: '2026-11-25' }),
  ],
  [
    CHIROPODY,
    'my mum is diabetic and housebound, can someone come out to do her foot check on the 7th',
    call('book_foot_appointment', { treatment: 'diabetic_foot_check', date: '2026-12-07', home_visit: true }),
  ],
  [
    CHIROPODY,
    'move FC20318 to friday at 9:30',
    call('reschedule_foot_appointment', { booking_ref: 'FC20318', new_date: '2026-11-27', new_time: '09:30' }),
  ],
  [
    CHIROPODY,
    'can i change my appointment fc 44120 to the 3rd',
    call('reschedule_foot_appointment', { booking_ref: 'FC44120', new_date: '2026-12-03' }),
  ],
  [CHIROPODY, 'cancel FC10007', call('cancel_foot_appointment', { booking_ref: 'FC10007' })],
  [
    CHIROPODY,
    'please call me back on 07700 900123 about orthotics',
    call('request_callback', { phone: '07700900123', reason: 'orthotics' }),
  ],
  [CHIROPODY, 'ring me on 01632 960 441', call('request_callback', { phone: '01632960441' })],
  [CHIROPODY, 'reschedule my appointment to monday', needs('reschedule_foot_appointment')],
  [CHIROPODY, 'can you get someone to call me back', needs('request_callback')],
  [CHIROPODY, 'is it normal for my heel to hurt in the morning?', none],
  [CHIROPODY, "what's the difference between a podiatrist and a chiropodist", none],
  [CHIROPODY, 'the corn is gone, thanks so much!', none],

  // Fencing club
  [
    FENCING_CLUB,
    "can I try the beginners course on saturday, I don't have any kit",
    call('book_fencing_session', { session: 'beginners_course', date: '2026-11-28', kit_hire: true }),
  ],
  [FENCING_CLUB, 'book me into sabre class thurs', call('book_fencing_session', { session: 'sabre_class', date: '2026-11-26' })],
  [FENCING_CLUB, 'private lesson on 1st dec', call('book_fencing_session', { session: 'private_lesson', date: '2026-12-01' })],
  [
    FENCING_CLUB,
    'enter me in XMS26, epee, veterans, my BF number is 104233',
    call('enter_competition', {
      competition_code: 'XMS26',
      weapon: 'epee',
      age_category: 'veteran',
      bf_number: '104233',
    }),
  ],
  [
    FENCING_CLUB,
    'sign my daughter up for the foil u14 at competition spr27',
    call('enter_competition', { competition_code: 'SPR27', weapon: 'foil', age_category: 'u14' }),
  ],
  [
    FENCING_CLUB,
    'renew my student membership, pay monthly',
    call('renew_fencing_membership', { membership: 'student', billing: 'monthly' }),
  ],
  [
    FENCING_CLUB,
    'we want the family membership, paid annually',
    call('renew_fencing_membership', { membership: 'family', billing: 'annual' }),
  ],
  [
    FENCING_CLUB,
    'log a bout: beat Tom Okafor 15-9 in foil',
    call('record_bout', { opponent: 'Tom Okafor', weapon: 'foil', my_score: 15, opponent_score: 9 }),
  ],
  [
    FENCING_CLUB,
    'lost 12 to 15 against Priya in epee yesterday',
    call('record_bout', { opponent: 'Priya', weapon: 'epee', my_score: 12, opponent_score: 15, date: '2026-11-23' }),
  ],
  [FENCING_CLUB, 'enter me in the open competition in sabre', needs('enter_competition')],
  [FENCING_CLUB, 'book a class', needs('book_fencing_session')],
  [FENCING_CLUB, "what's the difference between foil and epee", none],
  [FENCING_CLUB, 'how do you score in sabre', none],
  [FENCING_CLUB, 'just won my first DE!! so happy', none],

  // Foraging courses
  [
    FORAGING_COURSES,
    'any mushroom foraging courses in the new forest?',
    call('find_foraging_courses', { theme: 'mushrooms', region: 'new_forest' }),
  ],
  [
    FORAGING_COURSES,
    'seashore foraging in cornwall in april',
    call('find_foraging_courses', { theme: 'seashore', region: 'cornwall', month: '2027-04' }),
  ],
  [FORAGING_COURSES, 'what foraging courses are on in december', call('find_foraging_courses', { month: '2026-12' })],
  [FORAGING_COURSES, 'winter foraging in snowdonia', call('find_foraging_courses', { theme: 'winter_foraging', region: 'snowdonia' }), ANY],
  [FORAGING_COURSES, 'book 2 places on FG-114', call('book_foraging_course', { course_id: 'FG-114', places: 2 })],
  [
    FORAGING_COURSES,
    "book FG-207 for me and my partner, she's vegan",
    call('book_foraging_course', { course_id: 'FG-207', places: 2, dietary_needs: 'vegan' }),
  ],
  [
    FORAGING_COURSES,
    "one place on fg 031 please, I'm coeliac",
    call('book_foraging_course', { course_id: 'FG-031', places: 1, dietary_needs: 'coeliac' }),
  ],
  [
    FORAGING_COURSES,
    'FG-150 is full, put me on the waiting list, sam.ellis@outlook.com',
    call('join_foraging_waitlist', { course_id: 'FG-150', email: 'sam.ellis@outlook.com' }),
  ],
  [FORAGING_COURSES, 'add me to the waitlist for FG-099', needs('join_foraging_waitlist')],
  [FORAGING_COURSES, 'book the hedgerow course for 3', needs('book_foraging_course')],
  [FORAGING_COURSES, 'is this mushroom with white gills safe to eat?', none],
  [FORAGING_COURSES, 'is foraging legal in national parks?', none],
  [FORAGING_COURSES, 'what can you forage in november in the uk', none],

  // E-scooter rental
  [E_SCOOTERS, 'any scooters near the train station', call('find_scooters', { near: 'train station' })],
  [
    E_SCOOTERS,
    'find me a scooter near Piccadilly Gardens with at least 50% battery',
    call('find_scooters', { near: 'Piccadilly Gardens', min_battery: 50 }),
  ],
  [E_SCOOTERS, 'unlock XR2281', call('unlock_scooter', { scooter_id: 'XR2281' })],
  [E_SCOOTERS, 'unlock scooter ab 4410', call('unlock_scooter', { scooter_id: 'AB4410' })],
  [E_SCOOTERS, "end my ride on XR2281, it's in the bay", call('end_ride', { scooter_id: 'XR2281', in_parking_bay: true })],
  [
    E_SCOOTERS,
    'scooter LD7702 has been dumped in the canal at Granary Wharf',
    call('report_scooter', { issue: 'in_water', scooter_id: 'LD7702', location: 'Granary Wharf' }),
  ],
  [
    E_SCOOTERS,
    'a scooter is blocking the pavement at 14 Park Row',
    call('report_scooter', { issue: 'blocking_pavement', location: '14 Park Row' }),
  ],
  [E_SCOOTERS, 'buy a week pass', call('buy_ride_pass', { pass: 'week' })],
  [E_SCOOTERS, 'monthly pass please, auto renew it', call('buy_ride_pass', { pass: 'month', auto_renew: true })],
  [E_SCOOTERS, 'unlock a scooter for me', needs('unlock_scooter')],
  [E_SCOOTERS, 'end my ride', needs('end_ride')],
  [E_SCOOTERS, 'is it legal to ride an e-scooter on the pavement?', none],
  [E_SCOOTERS, 'do I need a driving licence for these', none],
  [E_SCOOTERS, 'how fast do they go?', none],

  // Deli counter
  [
    DELI,
    '200g of parma ham sliced thin and 300g comté for tomorrow at 4, name Priya',
    call('place_deli_order', {
      items: [
        { product: 'parma ham', weight_g: 200, slicing: 'thin' },
        { product: 'comté', weight_g: 300 },
      ],
      collection: '2026-11-25T16:00:00Z',
      name: 'Priya',
    }),
  ],
  [
    DELI,
    'can I get half a kilo of stilton to collect saturday at 11am',
    call('place_deli_order', { items: [{ product: 'stilton', weight_g: 500 }], collection: '2026-11-28T11:00:00Z' }),
  ],
  [
    DELI,
    '100 grams of chorizo, unsliced, and 250g of manchego, collect 12:30 today',
    call('place_deli_order', {
      items: [
        { product: 'chorizo', weight_g: 100, slicing: 'unsliced' },
        { product: 'manchego', weight_g: 250 },
      ],
      collection: '2026-11-24T12:30:00Z',
    }),
  ],
  [DELI, "do you have any vacherin mont d'or in", call('check_deli_product', { product: "vacherin mont d'or" })],
  [DELI, 'got any nduja?', call('check_deli_product', { product: 'nduja' })],
  [DELI, 'large mixed platter for christmas eve', call('order_platter', { type: 'mixed', size: 'large', collection_date: '2026-12-24' })],
  [DELI, 'cheese board for 12 people on the 19th', call('order_platter', { type: 'cheese', collection_date: '2026-12-19', guests: 12 })],
  [DELI, 'cancel order D40213', call('cancel_deli_order', { order_number: 'D40213' })],
  [DELI, 'I want to order a charcuterie platter', needs('order_platter')],
  [DELI, 'put aside 300g of gruyere for me', needs('place_deli_order')],
  [DELI, 'what wine goes with brie?', none],
  [DELI, 'how long does parmesan keep in the fridge', none],
  [DELI, 'the prosciutto last week was amazing', none],

  // Electoral register
  [
    ELECTORAL_REGISTER,
    'register me to vote: Aisha Rahman, born 02/05/2004, postcode LS6 2QT',
    call('register_to_vote', { full_name: 'Aisha Rahman', date_of_birth: '2004-05-02', postcode: 'LS6 2QT' }),
  ],
  [
    ELECTORAL_REGISTER,
    "I'd like to register, name Tom Fletcher, dob 17 march 1999, M14 5RT, NI number QQ123456C",
    call('register_to_vote', {
      full_name: 'Tom Fletcher',
      date_of_birth: '1999-03-17',
      postcode: 'M14 5RT',
      ni_number: 'QQ123456C',
    }),
  ],
  [ELECTORAL_REGISTER, 'where do I vote? postcode bs3 4ee', call('find_polling_station', { postcode: 'BS3 4EE' })],
  [ELECTORAL_REGISTER, 'polling station for SW1A1AA', call('find_polling_station', { postcode: 'SW1A 1AA' })],
  [
    ELECTORAL_REGISTER,
    "postal vote for the next 3 years please, James O'Neill, CF10 1EP",
    call('apply_postal_vote', { full_name: "James O'Neill", postcode: 'CF10 1EP', duration: 'three_years' }),
  ],
  [
    ELECTORAL_REGISTER,
    'just for this election I want a postal vote, Margaret Ellis, EX4 3SR',
    call('apply_postal_vote', { full_name: 'Margaret Ellis', postcode: 'EX4 3SR', duration: 'single_election' }),
  ],
  [
    ELECTORAL_REGISTER,
    'I have to work on polling day (6 May 2027), can my wife Linda Shaw vote for me? I am Kevin Shaw',
    call('apply_proxy_vote', {
      voter_name: 'Kevin Shaw',
      proxy_name: 'Linda Shaw',
      reason: 'work',
      election_date: '2027-05-06',
    }),
  ],
  [
    ELECTORAL_REGISTER,
    "set up a proxy vote: me Hannah Lee, proxy Grace Lee, I'm disabled",
    call('apply_proxy_vote', { voter_name: 'Hannah Lee', proxy_name: 'Grace Lee', reason: 'illness_or_disability' }),
  ],
  [ELECTORAL_REGISTER, 'I want to register to vote', needs('register_to_vote')],
  [ELECTORAL_REGISTER, "where's my polling station?", needs('find_polling_station')],
  [ELECTORAL_REGISTER, 'when is the next general election?', none],
  [ELECTORAL_REGISTER, 'who should I vote for', none],
  [ELECTORAL_REGISTER, 'do I need photo ID to vote?', none],
  [ELECTORAL_REGISTER, 'can 16 year olds vote in scotland', none],

  // Antiques valuation
  [
    ANTIQUES_VALUATION,
    "I'd like a valuation on a Clarice Cliff teapot, I can send photos",
    call('request_valuation', { category: 'ceramics', description: 'Clarice Cliff teapot', method: 'photos' }),
  ],
  [
    ANTIQUES_VALUATION,
    'value a georgian mahogany chest of drawers for insurance, can someone come to the house',
    call('request_valuation', {
      category: 'furniture',
      description: 'georgian mahogany chest of drawers',
      method: 'home_visit',
      for_insurance: true,
    }),
  ],
  [
    ANTIQUES_VALUATION,
    "oil painting signed J. Atkinson, want to know what it's worth, I'll bring it in",
    call('request_valuation', {
      category: 'paintings',
      description: 'oil painting signed J. Atkinson',
      method: 'in_person',
    }),
  ],
  [
    ANTIQUES_VALUATION,
    "first edition Harry Potter philosopher's stone, what could it go for?",
    call('request_valuation', { category: 'books', description: "first edition Harry Potter philosopher's stone" }),
  ],
  [
    ANTIQUES_VALUATION,
    'book me on the valuation day in ludlow on 9 december with 3 items',
    call('book_valuation_day', { date: '2026-12-09', town: 'ludlow', items: 3 }),
  ],
  [ANTIQUES_VALUATION, 'harrogate valuation day on saturday', call('book_valuation_day', { date: '2026-11-28', town: 'harrogate' })],
  [
    ANTIQUES_VALUATION,
    'put AV204511 into the next auction with a reserve of £400',
    call('consign_to_auction', { valuation_ref: 'AV204511', reserve_gbp: 400 }),
  ],
  [ANTIQUES_VALUATION, 'consign AV118230 to auction', call('consign_to_auction', { valuation_ref: 'AV118230' })],
  [ANTIQUES_VALUATION, 'I want to put my valued piece into auction', needs('consign_to_auction')],
  [ANTIQUES_VALUATION, 'book the valuation day on the 12th', needs('book_valuation_day')],
  [ANTIQUES_VALUATION, 'is Antiques Roadshow on tonight?', none],
  [ANTIQUES_VALUATION, 'how do I tell if silver is real', none],
  [ANTIQUES_VALUATION, "what's the difference between antique and vintage", none],

  // Cobbler (shoe repair and key cutting)
  [COBBLER, 'my favorite boots need new heels', call('book_shoe_repair', { service: 'heels', item: 'boots' })],
  [
    COBBLER,
    '2 pairs of shoes need full resoling, express if poss',
    call('book_shoe_repair', { service: 'full_soles', item: 'shoes', pairs: 2, express: true }),
  ],
  [
    COBBLER,
    'the zip on my knee high boots is broken, can you replace it',
    call('book_shoe_repair', { service: 'zip_replacement', item: 'boots' }),
  ],
  [COBBLER, 'can you stretch these shoes a bit, they pinch', call('book_shoe_repair', { service: 'stretching', item: 'shoes' })],
  [
    COBBLER,
    "can you fix the stitching on my handbag strap, it's come loose",
    call('book_shoe_repair', { service: 'stitching', item: 'handbag' }),
  ],
  [COBBLER, '3 copies of a yale key', call('cut_keys', { key_type: 'yale', copies: 3 })],
  [COBBLER, 'need two mortice keys cut', call('cut_keys', { key_type: 'mortice', copies: 2 })],
  [COBBLER, 'is ticket 4471 ready', call('check_repair_status', { ticket: '4471' })],
  [COBBLER, 'are my shoes done yet? ticket number 0392', call('check_repair_status', { ticket: '0392' })],
  [COBBLER, 'i need some keys cut', needs('cut_keys')],
  [COBBLER, 'are my boots ready?', needs('check_repair_status')],
  [COBBLER, 'how do I get salt stains off suede', none],
  [COBBLER, 'can you make a spare car key from a photo?', none],
  [COBBLER, 'cheers mate, they look brand new', none],

  // Whale watching
  [WHALE_WATCHING, 'any whale watching trips from oban on saturday', call('search_whale_trips', { port: 'oban', date: '2026-11-28' })],
  [
    WHALE_WATCHING,
    'rib trips out of penzance tomorrow?',
    call('search_whale_trips', { port: 'penzance', date: '2026-11-25', vessel: 'rib' }),
  ],
  [
    WHALE_WATCHING,
    'New Quay dolphin boat on 5th december, catamaran preferably',
    call('search_whale_trips', { port: 'new_quay', date: '2026-12-05', vessel: 'catamaran' }),
  ],
  [WHALE_WATCHING, 'book WW0312 for 2 adults and 2 kids', call('book_whale_trip', { trip_id: 'WW0312', adults: 2, children: 2 })],
  [WHALE_WATCHING, 'ww 1180, just me', call('book_whale_trip', { trip_id: 'WW1180', adults: 1 }), ANY],
  [
    WHALE_WATCHING,
    'saw a pod of about 30 common dolphins off Mousehole this morning at 8',
    call('report_sighting', {
      species: 'common_dolphin',
      count: 30,
      location: 'Mousehole',
      seen_at: '2026-11-24T08:00:00Z',
    }),
  ],
  [WHALE_WATCHING, 'spotted a minke whale near Tobermory', call('report_sighting', { species: 'minke_whale', location: 'Tobermory' })],
  [WHALE_WATCHING, '3 orcas!!! off Duncansby Head', call('report_sighting', { species: 'orca', count: 3, location: 'Duncansby Head' })],
  [WHALE_WATCHING, 'book the whale trip for 4 adults', needs('book_whale_trip')],
  [WHALE_WATCHING, 'any trips on sunday?', needs('search_whale_trips')],
  [WHALE_WATCHING, "what's the best time of year to see humpbacks in the UK", none],
  [WHALE_WATCHING, 'will I get seasick on a rib', none],
  [WHALE_WATCHING, "we didn't see a single whale, total waste of money", none],

  // Costume hire
  [COSTUME_HIRE, 'show me your halloween costumes', call('search_costumes', { category: 'halloween' })],
  [COSTUME_HIRE, 'superhero costumes for a 7 year old', call('search_costumes', { category: 'superhero', size: 'child_6_8' })],
  [COSTUME_HIRE, 'pirate', call('search_costumes', { query: 'pirate' }), only('search_costumes')],
  [
    COSTUME_HIRE,
    'reserve CS0457 in medium from 18th to 21st december',
    call('reserve_costume', { costume_code: 'CS0457', size: 'm', hire_from: '2026-12-18', return_by: '2026-12-21' }),
  ],
  [
    COSTUME_HIRE,
    'I need CS1120 size XXL friday to monday',
    call('reserve_costume', { costume_code: 'CS1120', size: 'xxl', hire_from: '2026-11-27', return_by: '2026-11-30' }),
  ],
  [COSTUME_HIRE, 'can I keep hire H204518 until sunday', call('extend_costume_hire', { booking_ref: 'H204518', new_return: '2026-11-29' })],
  [COSTUME_HIRE, 'extend booking h310077 to the 8th', call('extend_costume_hire', { booking_ref: 'H310077', new_return: '2026-12-08' })],
  [COSTUME_HIRE, 'reserve CS0888 in small', needs('reserve_costume')],
  [COSTUME_HIRE, 'I need to keep my costume a few more days', needs('extend_costume_hire')],
  [COSTUME_HIRE, 'what should I dress up as for a 70s party?', none],
  [COSTUME_HIRE, 'do you dry clean the costumes between hires?', none],
  [COSTUME_HIRE, 'how much is the deposit usually', none],

  // Gutter cleaning
  [
    GUTTER_CLEANING,
    'how much to clean the gutters on a 3 storey terraced house, BN2 1TW',
    call('gutter_quote', { property: 'terraced', storeys: 3, postcode: 'BN2 1TW' }),
  ],
  [
    GUTTER_CLEANING,
    'quote for a bungalow with a conservatory, postcode ox4 1aa',
    call('gutter_quote', { property: 'bungalow', conservatory: true, postcode: 'OX4 1AA' }),
  ],
  [
    GUTTER_CLEANING,
    'semi, two floors, GL50 3PR - how much?',
    call('gutter_quote', { property: 'semi_detached', storeys: 2, postcode: 'GL50 3PR' }),
  ],
  [
    GUTTER_CLEANING,
    'book a gutter clean at 22 Elm Road, RG1 4QP on 3rd december, do the downpipes too',
    call('book_gutter_clean', {
      address: '22 Elm Road',
      postcode: 'RG1 4QP',
      date: '2026-12-03',
      extras: ['downpipes'],
    }),
  ],
  [
    GUTTER_CLEANING,
    'can you come on monday to 5 Mill Lane, YO1 7HB, and clean the fascias and soffits and the conservatory roof',
    call('book_gutter_clean', {
      address: '5 Mill Lane',
      postcode: 'YO1 7HB',
      date: '2026-11-30',
      extras: ['fascias_soffits', 'conservatory_roof'],
    }),
  ],
  [
    GUTTER_CLEANING,
    'gutter over the front door is overflowing every time it rains, 8 Church St',
    call('report_gutter_problem', { problem: 'overflowing', address: '8 Church St' }),
  ],
  [
    GUTTER_CLEANING,
    'URGENT water pouring through a leaking joint onto the path',
    call('report_gutter_problem', { problem: 'leaking_joint', urgent: true }),
  ],
  [
    GUTTER_CLEANING,
    'downpipe blocked at 14 Fern Close',
    call('report_gutter_problem', { problem: 'blocked_downpipe', address: '14 Fern Close' }),
  ],
  [GUTTER_CLEANING, 'book a gutter clean for friday', needs('book_gutter_clean')],
  [GUTTER_CLEANING, 'how much for a detached house?', needs('gutter_quote')],
  [GUTTER_CLEANING, 'how often should rain gutters be cleaned?', none],
  [GUTTER_CLEANING, 'are gutter guards worth it', none],
  [GUTTER_CLEANING, 'your guy left moss all over my car', none],

  // Interpreters
  [
    INTERPRETERS,
    'I need a BSL interpreter in person at the hospital tomorrow at 2pm for an hour',
    call('book_interpreter', {
      language: 'bsl',
      mode: 'in_person',
      start: '2026-11-25T14:00:00Z',
      duration_minutes: 60,
      setting: 'medical',
    }),
  ],
  [
    INTERPRETERS,
    'polish interpreter over the phone, 3rd december 10:30, legal appointment with my solicitor, 90 mins',
    call('book_interpreter', {
      language: 'polish',
      mode: 'phone',
      start: '2026-12-03T10:30:00Z',
      duration_minutes: 90,
      setting: 'legal',
    }),
  ],
  [
    INTERPRETERS,
    'video BSL for a parents evening on thursday at 6pm',
    call('book_interpreter', { language: 'bsl', mode: 'video', start: '2026-11-26T18:00:00Z', setting: 'education' }),
  ],
  [
    INTERPRETERS,
    'arabic interpreter at 12 Queen Street, Cardiff, monday 9am, in person',
    call('book_interpreter', {
      language: 'arabic',
      mode: 'in_person',
      start: '2026-11-30T09:00:00Z',
      address: '12 Queen Street, Cardiff',
    }),
  ],
  [INTERPRETERS, 'cancel INT-204411', call('cancel_interpreter', { booking_ref: 'INT-204411' })],
  [
    INTERPRETERS,
    "translate my Romanian birth certificate into English, certified, it's about 300 words",
    call('request_translation', {
      source_language: 'romanian',
      target_language: 'english',
      word_count: 300,
      certified: true,
    }),
  ],
  [
    INTERPRETERS,
    'need a 2,500 word report translated from english to ukrainian',
    call('request_translation', { source_language: 'english', target_language: 'ukrainian', word_count: 2500 }),
  ],
  [
    INTERPRETERS,
    'spanish to english, 1200 words',
    call('request_translation', { source_language: 'spanish', target_language: 'english', word_count: 1200 }),
    only('request_translation'),
  ],
  [INTERPRETERS, 'book an interpreter for friday at 11', needs('book_interpreter')],
  [INTERPRETERS, 'cancel my interpreter booking', needs('cancel_interpreter')],
  [INTERPRETERS, 'is BSL the same as ASL?', none],
  [INTERPRETERS, 'how do you say thank you in sign language', none],
  [INTERPRETERS, 'the interpreter was late and the appointment got cancelled', none],

  // Knife sharpening
  [
    KNIFE_SHARPENING,
    "I've got 6 kitchen knives that need sharpening, I'll drop them off on saturday",
    call('book_sharpening', { items: 6, method: 'drop_off', date: '2026-11-28' }),
  ],
  [
    KNIFE_SHARPENING,
    'can the van come by on tuesday 1st for 4 japanese knives on whetstones',
    call('book_sharpening', { items: 4, service: 'japanese_whetstone', method: 'mobile_van', date: '2026-12-01' }),
  ],
  [KNIFE_SHARPENING, "I'll post you 3 serrated bread knives", call('book_sharpening', { items: 3, service: 'serrated', method: 'postal' })],
  [
    KNIFE_SHARPENING,
    'ten pairs of scissors, mobile van',
    call('book_sharpening', { items: 10, service: 'scissors', method: 'mobile_van' }),
    ANY,
  ],
  [
    KNIFE_SHARPENING,
    'send me a postal kit to 9 Oak Avenue, Leeds LS8 2PF',
    call('send_postal_kit', { address: '9 Oak Avenue, Leeds', postcode: 'LS8 2PF' }),
  ],
  [
    KNIFE_SHARPENING,
    'postal kit for 5 knives please, 41 High Street, Ely, CB7 4HF',
    call('send_postal_kit', { address: '41 High Street, Ely', postcode: 'CB7 4HF', items: 5 }),
  ],
  [KNIFE_SHARPENING, 'where are my knives? order KS30218', call('check_sharpening_order', { order_ref: 'KS30218' })],
  [KNIFE_SHARPENING, 'ks 10555 status', call('check_sharpening_order', { order_ref: 'KS10555' })],
  [KNIFE_SHARPENING, 'I want to drop off some knives', needs('book_sharpening')],
  [KNIFE_SHARPENING, 'send me a postal kit', needs('send_postal_kit')],
  [KNIFE_SHARPENING, "how often should I sharpen my chef's knife?", none],
  [KNIFE_SHARPENING, "whetstone vs honing rod, what's the difference", none],
  [KNIFE_SHARPENING, "you've taken a chunk out of my gyuto", none],
];
