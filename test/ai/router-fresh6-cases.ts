import type { Case } from './router-everyday-cases.js';
import { ANY, call, needs, none, only } from './router-case-helpers.js';
import {
  ALL6,
  BIKES,
  BUGS,
  CRYPTO,
  DOG_WALKS,
  EXPENSES,
  GYM,
  HOTEL_STAY,
  LANGUAGE,
  LAUNDRY,
  MOVING,
  PHARMACY,
  PHOTOS,
  PODCASTS,
  PRINTING,
  RIDES,
  SHIPPING,
} from './router-fresh6-tools.js';

/*
 * The seventh fresh set ("fresh 6"), written blind: its author read only the grading harness and one
 * earlier table's format, never the router's source or its list of misses, and the table was
 * committed with the router's first-run score. Sixteen new tool sets (router-fresh6-tools.ts):
 * pharmacy refills, gym classes and lifts, a bug tracker, shipping labels, podcasts, a hotel stay,
 * expense receipts, dog walking, ride hailing, a crypto wallet, a photo library, bike share, storage
 * and movers, office printing, a laundry room and language lessons. The conventions of
 * router-everyday-cases.ts hold (now is Tuesday 2026-11-24 10:00 UTC, a time with no day is its next
 * occurrence, people's and places' names are capitalised, a leading "the/a/my" is not part of a
 * title or query); a pet's name is capitalised like a person's, an identifier takes the upper case
 * its pattern asks for, a username, an address, and a show or file name are written as typed, a
 * crypto asset is its ticker, a receipt's or a claim's date with no year is the past one, and a
 * stated unit is converted to the one the schema asks for (16 oz is 1 lb, "an hour" is 60 minutes).
 */
export const FRESH6: Case[] = [
  // pharmacy
  [PHARMACY, 'refill rx 4471902', call('request_refill', { rx_number: '4471902' })],
  [
    PHARMACY,
    'can u refill prescription number 5520318, 90 day supply please',
    call('request_refill', { rx_number: '5520318', days_supply: 90 }),
  ],
  [PHARMACY, 'please refil 3094417 and have it delivered to my house', call('request_refill', { rx_number: '3094417', delivery: true })],
  [PHARMACY, 'refill 6612045 for 60 days', call('request_refill', { rx_number: '6612045', days_supply: 60 })],
  [PHARMACY, 'is it safe to take ibuprofen with lisinopril?', call('check_interactions', { medications: ['ibuprofen', 'lisinopril'] })],
  [
    PHARMACY,
    'check interactions between warfarin, aspirin and fish oil',
    call('check_interactions', { medications: ['warfarin', 'aspirin', 'fish oil'] }),
  ],
  [PHARMACY, 'does Zoloft interact w/ tramadol', call('check_interactions', { medications: ['Zoloft', 'tramadol'] })],
  [PHARMACY, "find a pharmacy near Union Square that's open 24 hours", call('find_pharmacy', { near: 'Union Square', open_24h: true })],
  [PHARMACY, 'pharmacies in Brooklyn', call('find_pharmacy', { near: 'Brooklyn' })],
  [PHARMACY, 'any all-night drugstore around Elm Street?', call('find_pharmacy', { near: 'Elm Street', open_24h: true })],
  [PHARMACY, 'i need a refill', needs('request_refill')],
  [PHARMACY, 'what are the side effects of metformin', none],

  // gym
  [GYM, 'book me into yoga tomorow at 7am', call('book_gym_class', { class_type: 'yoga', date: '2026-11-25', time: '07:00' })],
  [GYM, 'sign me up for spin class on friday 6:30pm', call('book_gym_class', { class_type: 'spin', date: '2026-11-27', time: '18:30' })],
  [
    GYM,
    "reserve a pilates spot dec 3 at 12:15, and I'm bringing a friend",
    call('book_gym_class', { class_type: 'pilates', date: '2026-12-03', time: '12:15', bring_guest: true }),
  ],
  [GYM, 'HIIT on saturday', call('book_gym_class', { class_type: 'hiit', date: '2026-11-28' })],
  [GYM, 'boxing class monday 19:00', call('book_gym_class', { class_type: 'boxing', date: '2026-11-30', time: '19:00' })],
  [GYM, 'zumba the day after tomorrow at 5:45 pm', call('book_gym_class', { class_type: 'zumba', date: '2026-11-26', time: '17:45' })],
  [GYM, 'cancel booking BK-20417', call('cancel_gym_booking', { booking_id: 'BK-20417' })],
  [GYM, "i can't make it, please cancel my class bk-55120", call('cancel_gym_booking', { booking_id: 'BK-55120' })],
  [GYM, 'log bench press 3 sets of 8 at 60 kg', call('log_lift', { exercise: 'bench press', sets: 3, reps: 8, weight_kg: 60 })],
  [GYM, 'did squats: five sets of five reps, 100kg', call('log_lift', { exercise: 'squats', sets: 5, reps: 5, weight_kg: 100 })],
  [GYM, 'record deadlift 4x6 @ 120 kg', call('log_lift', { exercise: 'deadlift', sets: 4, reps: 6, weight_kg: 120 })],
  [GYM, 'log 3 sets of pull-ups', call('log_lift', { exercise: 'pull-ups', sets: 3 })],
  [GYM, 'book a class', needs('book_gym_class')],
  [GYM, "what are the gym's opening hours on sunday?", none],

  // bug tracker
  [BUGS, 'file a bug: login button does nothing on Safari', call('file_bug', { title: 'login button does nothing on Safari' })],
  [
    BUGS,
    'create a critical bug "Checkout crashes when cart is empty" and assign it to mpatel',
    call('file_bug', { title: 'Checkout crashes when cart is empty', severity: 'critical', assignee: 'mpatel' }),
  ],
  [
    BUGS,
    'new issue: typo on the pricing page, low severity, label it docs',
    call('file_bug', { title: 'typo on the pricing page', severity: 'low', labels: ['docs'] }),
  ],
  [
    BUGS,
    'open a high severity bug titled "Search returns duplicates" with labels search and backend',
    call('file_bug', { title: 'Search returns duplicates', severity: 'high', labels: ['search', 'backend'] }),
  ],
  [BUGS, 'close issue 482 as fixed', call('resolve_bug', { issue_number: 482, resolution: 'fixed' })],
  [BUGS, "close #1093, it's a duplicate", call('resolve_bug', { issue_number: 1093, resolution: 'duplicate' })],
  [BUGS, "mark bug 77 won't fix", call('resolve_bug', { issue_number: 77, resolution: 'wont_fix' })],
  [BUGS, "close 2210 - can't reproduce", call('resolve_bug', { issue_number: 2210, resolution: 'cannot_reproduce' })],
  [BUGS, 'show me open bugs about the payment page', call('find_bugs', { query: 'payment page', state: 'open' })],
  [BUGS, 'what issues are assigned to jlee?', call('find_bugs', { assignee: 'jlee' })],
  [BUGS, 'list all closed bugs mentioning timeout', call('find_bugs', { query: 'timeout', state: 'closed' })],
  [BUGS, 'close the bug', needs('resolve_bug')],
  [BUGS, 'why do programmers prefer dark mode', none],

  // shipping
  [SHIPPING, 'make a ups label for a 4 lb box to 94107', call('create_shipping_label', { carrier: 'ups', weight_lb: 4, to_zip: '94107' })],
  [
    SHIPPING,
    'print a shipping label, 2.5 pounds, zip 10001, overnight',
    call('create_shipping_label', { weight_lb: 2.5, to_zip: '10001', service: 'overnight' }),
  ],
  [
    SHIPPING,
    'fedex 2 day to 60614, parcel weighs twelve pounds, insure it',
    call('create_shipping_label', { carrier: 'fedex', service: 'two_day', to_zip: '60614', weight_lb: 12, insured: true }),
  ],
  [
    SHIPPING,
    'label for a 16 oz package going to 30301 via usps ground',
    call('create_shipping_label', { carrier: 'usps', service: 'ground', weight_lb: 1, to_zip: '30301' }),
  ],
  [SHIPPING, 'ship 3 lbs to 73301 with dhl', call('create_shipping_label', { carrier: 'dhl', weight_lb: 3, to_zip: '73301' })],
  [SHIPPING, 'where is my package 1Z999AA10123456784', call('track_parcel', { tracking_number: '1Z999AA10123456784' })],
  [SHIPPING, 'track 9400111899223197428490', call('track_parcel', { tracking_number: '9400111899223197428490' })],
  [
    SHIPPING,
    'schedule a pickup tomorrow morning for 3 boxes',
    call('schedule_pickup', { date: '2026-11-25', window: 'morning', parcel_count: 3 }),
  ],
  [
    SHIPPING,
    'can the courier come get two parcels on thursday afternoon?',
    call('schedule_pickup', { date: '2026-11-26', window: 'afternoon', parcel_count: 2 }),
  ],
  [SHIPPING, 'shedule a pickup on 12/2', call('schedule_pickup', { date: '2026-12-02' })],
  [SHIPPING, 'create a shipping label', needs('create_shipping_label')],
  [SHIPPING, 'how long does ground shipping usually take to Hawaii?', none],

  // podcasts
  [PODCASTS, 'play the latest episode of Hardcore History', call('play_episode', { show: 'Hardcore History' })],
  [PODCASTS, 'play episode 212 of Radiolab at 1.5x speed', call('play_episode', { show: 'Radiolab', episode: 212, speed: 1.5 })],
  [PODCASTS, 'put on 99% invisible', call('play_episode', { show: '99% invisible' })],
  [PODCASTS, 'play reply all episode 158 at double speed', call('play_episode', { show: 'reply all', episode: 158, speed: 2 })],
  [PODCASTS, 'subscibe to Song Exploder', call('subscribe_podcast', { show: 'Song Exploder' })],
  [
    PODCASTS,
    'follow Planet Money and ping me when a new episode comes out',
    call('subscribe_podcast', { show: 'Planet Money', notify: true }),
  ],
  [PODCASTS, 'subscribe to Darknet Diaries but no notifications', call('subscribe_podcast', { show: 'Darknet Diaries', notify: false })],
  [PODCASTS, 'download the last 5 episodes of Freakonomics Radio', call('download_episodes', { show: 'Freakonomics Radio', count: 5 })],
  [PODCASTS, 'download ten episodes of Criminal on wifi only', call('download_episodes', { show: 'Criminal', count: 10, wifi_only: true })],
  [
    PODCASTS,
    'grab the newest three episodes of Stuff You Should Know for the flight',
    call('download_episodes', { show: 'Stuff You Should Know', count: 3 }),
  ],
  [PODCASTS, 'play episode 3', needs('play_episode')],
  [PODCASTS, 'who hosts Radiolab?', none],

  // hotel stay
  [HOTEL_STAY, 'order two portions of french fries to the room', call('order_room_service', { item: 'french fries', quantity: 2 })],
  [HOTEL_STAY, 'room service: pancakes at 8:00 tomorrow', call('order_room_service', { item: 'pancakes', deliver_at: '08:00' })],
  [HOTEL_STAY, 'can you get me chicken noodle soup from room service', call('order_room_service', { item: 'chicken noodle soup' })],
  [HOTEL_STAY, 'can I check out at 1pm instead?', call('request_late_checkout', { checkout_time: '13:00' })],
  [HOTEL_STAY, 'late checkout please, 2 pm', call('request_late_checkout', { checkout_time: '14:00' })],
  [HOTEL_STAY, 'request late check-out until noon', call('request_late_checkout', { checkout_time: '12:00' })],
  [HOTEL_STAY, 'we need fresh towels', call('request_housekeeping', { service: 'fresh_towels' })],
  [HOTEL_STAY, 'please send two extra pillows', call('request_housekeeping', { service: 'extra_pillows', count: 2 })],
  [HOTEL_STAY, "don't clean the room today", call('request_housekeeping', { service: 'skip_cleaning' })],
  [HOTEL_STAY, 'full room cleaning please', call('request_housekeeping', { service: 'full_clean' })],
  [HOTEL_STAY, 'late checkout', needs('request_late_checkout')],
  [HOTEL_STAY, "what's the wifi password?", none],
  [HOTEL_STAY, 'is the pool open this late?', none],

  // expense reports
  [EXPENSES, "expense 48.50 for a client lunch at Nando's", call('add_receipt', { amount: 48.5, category: 'meals', merchant: "Nando's" })],
  [
    EXPENSES,
    'add hotel receipt 320 EUR from Nov 20',
    call('add_receipt', { amount: 320, currency: 'EUR', category: 'lodging', date: '2026-11-20' }),
  ],
  [
    EXPENSES,
    'taxi to the airport yesterday, 62 usd, travel',
    call('add_receipt', { amount: 62, currency: 'USD', category: 'travel', date: '2026-11-23' }),
  ],
  [
    EXPENSES,
    'log £15.99 of office supplies from Staples',
    call('add_receipt', { amount: 15.99, currency: 'GBP', category: 'supplies', merchant: 'Staples' }),
  ],
  [EXPENSES, 'add a software receipt for 120 CAD', call('add_receipt', { amount: 120, currency: 'CAD', category: 'software' })],
  [EXPENSES, 'claim 34 miles for the client visit today', call('claim_mileage', { miles: 34, date: '2026-11-24' })],
  [EXPENSES, 'claim mileage: 80 miles round trip on nov 18', call('claim_mileage', { miles: 80, round_trip: true, date: '2026-11-18' })],
  [EXPENSES, 'mileage fifty-two miles', call('claim_mileage', { miles: 52 })],
  [EXPENSES, "what's the status of ER-4410", call('expense_report_status', { report_id: 'ER-4410' })],
  [EXPENSES, 'has expense report er-0932 been approved yet?', call('expense_report_status', { report_id: 'ER-0932' })],
  [EXPENSES, 'add a receipt', needs('add_receipt')],
  [EXPENSES, 'how much can I spend on dinner when travelling for work?', none],

  // dog walking
  [DOG_WALKS, 'book a walk for Biscuit tomorrow at 3pm', call('book_dog_walk', { dog_name: 'Biscuit', start: '2026-11-25T15:00:00Z' })],
  [
    DOG_WALKS,
    'schedule a 45 minute walk for luna on friday at 11am',
    call('book_dog_walk', { dog_name: 'Luna', start: '2026-11-27T11:00:00Z', duration_minutes: 45 }),
  ],
  [
    DOG_WALKS,
    'group walk for Max on monday 9:30am, an hour',
    call('book_dog_walk', { dog_name: 'Max', start: '2026-11-30T09:30:00Z', duration_minutes: 60, group_walk: true }),
  ],
  [
    DOG_WALKS,
    'need someone to walk Pepper at 4:15pm today, half an hour, solo walk',
    call('book_dog_walk', { dog_name: 'Pepper', start: '2026-11-24T16:15:00Z', duration_minutes: 30, group_walk: false }),
  ],
  [DOG_WALKS, 'walk Rocky on dec 2 at noon', call('book_dog_walk', { dog_name: 'Rocky', start: '2026-12-02T12:00:00Z' })],
  [DOG_WALKS, 'cancel walk W204518', call('cancel_dog_walk', { walk_id: 'W204518' })],
  [DOG_WALKS, 'please cancel the dog walk w003921', call('cancel_dog_walk', { walk_id: 'W003921' })],
  [DOG_WALKS, 'give Sam 5 stars and a $10 tip', call('rate_walker', { walker_name: 'Sam', stars: 5, tip: 10 })],
  [DOG_WALKS, 'rate maria four stars', call('rate_walker', { walker_name: 'Maria', stars: 4 })],
  [DOG_WALKS, 'book a dog walk', needs('book_dog_walk')],
  [DOG_WALKS, 'how often should a beagle be walked?', none],

  // ride hailing
  [RIDES, 'get me a ride to JFK', call('order_ride', { destination: 'JFK' })],
  [
    RIDES,
    'I need an XL to 500 Market Street for 5 people',
    call('order_ride', { destination: '500 Market Street', ride_type: 'xl', passengers: 5 }),
  ],
  [
    RIDES,
    'order a comfort ride from Union Station to Wrigley Field',
    call('order_ride', { pickup: 'Union Station', destination: 'Wrigley Field', ride_type: 'comfort' }),
  ],
  [RIDES, 'shared ride to Pike Place Market pls', call('order_ride', { destination: 'Pike Place Market', ride_type: 'shared' })],
  [
    RIDES,
    'book a car to Penn Station tomorrow at 6:45am',
    call('schedule_ride', { destination: 'Penn Station', pickup_time: '2026-11-25T06:45:00Z' }),
  ],
  [
    RIDES,
    'schedule a ride from 22 Oak Avenue to LAX on friday at 5pm',
    call('schedule_ride', { pickup: '22 Oak Avenue', destination: 'LAX', pickup_time: '2026-11-27T17:00:00Z' }),
  ],
  [
    RIDES,
    'need a cab at 11pm to Grand Central',
    call('schedule_ride', { destination: 'Grand Central', pickup_time: '2026-11-24T23:00:00Z' }),
  ],
  [RIDES, 'how much would a ride to SFO cost', call('estimate_fare', { destination: 'SFO' })],
  [
    RIDES,
    'price check: XL from Midtown to Newark Airport',
    call('estimate_fare', { pickup: 'Midtown', destination: 'Newark Airport', ride_type: 'xl' }),
  ],
  [RIDES, 'fare estimate to 1600 Amphitheatre Parkway', call('estimate_fare', { destination: '1600 Amphitheatre Parkway' })],
  [RIDES, 'schedule a ride for tomorrow morning', needs('schedule_ride')],
  [RIDES, 'is it faster to take the train or drive to Boston?', none],

  // crypto wallet
  [
    CRYPTO,
    'send 0.05 btc to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    call('send_crypto', { asset: 'BTC', amount: 0.05, to_address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }),
  ],
  [
    CRYPTO,
    'transfer 250 USDC to 0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    call('send_crypto', { asset: 'USDC', amount: 250, to_address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' }),
  ],
  [
    CRYPTO,
    'send two eth to 0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
    call('send_crypto', { asset: 'ETH', amount: 2, to_address: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B' }),
  ],
  [CRYPTO, 'how much bitcoin do I have', call('wallet_balance', { asset: 'BTC' })],
  [CRYPTO, 'wallet balance', call('wallet_balance', {})],
  [CRYPTO, "what's my solana balance?", call('wallet_balance', { asset: 'SOL' })],
  [CRYPTO, 'swap 100 usdc for eth', call('swap_crypto', { from_asset: 'USDC', to_asset: 'ETH', amount: 100 })],
  [CRYPTO, 'convert 1.5 ETH into SOL', call('swap_crypto', { from_asset: 'ETH', to_asset: 'SOL', amount: 1.5 })],
  [CRYPTO, 'trade 5000 doge to btc', call('swap_crypto', { from_asset: 'DOGE', to_asset: 'BTC', amount: 5000 })],
  [CRYPTO, 'send some bitcoin to my brother', needs('send_crypto')],
  [CRYPTO, 'is ethereum a good investment right now?', none],
  [CRYPTO, 'what is a seed phrase', none],

  // photo library
  [PHOTOS, 'make an album called Iceland 2025', call('create_album', { name: 'Iceland 2025' })],
  [PHOTOS, 'create a shared album "Mia\'s 5th birthday"', call('create_album', { name: "Mia's 5th birthday", shared: true })],
  [PHOTOS, 'new album named Wedding, private', call('create_album', { name: 'Wedding', shared: false })],
  [PHOTOS, 'show me photos of dogs from 2023', call('search_photos', { query: 'dogs', year: 2023 })],
  [PHOTOS, 'find pictures of Grandma at the beach', call('search_photos', { person: 'Grandma', query: 'beach' })],
  [PHOTOS, 'my favorite photos of sunsets', call('search_photos', { query: 'sunsets', favorites_only: true })],
  [PHOTOS, 'pics with Tom from last year', call('search_photos', { person: 'Tom', year: 2025 })],
  [PHOTOS, 'play the Hawaii album as a slideshow', call('play_slideshow', { album: 'Hawaii' })],
  [
    PHOTOS,
    'slideshow of Christmas 2024, shuffled, 5 seconds each',
    call('play_slideshow', { album: 'Christmas 2024', shuffle: true, seconds_per_photo: 5 }),
  ],
  [PHOTOS, 'start a slideshow', needs('play_slideshow')],
  [PHOTOS, 'how do I get photos off my old phone?', none],

  // bike share
  [BIKES, 'unlock a bike at Central Station', call('unlock_bike', { station: 'Central Station' })],
  [BIKES, 'unlock an e-bike at 5th and Main', call('unlock_bike', { station: '5th and Main', bike_type: 'electric' })],
  [BIKES, 'classic bike at Riverside Park please', call('unlock_bike', { station: 'Riverside Park', bike_type: 'classic' })],
  [BIKES, 'where can I drop the bike near City Hall', call('find_docks', { near: 'City Hall' })],
  [BIKES, 'find a station with at least 3 open docks near Harbor Point', call('find_docks', { near: 'Harbor Point', min_free: 3 })],
  [BIKES, 'show my rides from the last 30 days', call('ride_history', { last_days: 30 })],
  [BIKES, 'bike trips from the past week', call('ride_history', { last_days: 7 })],
  [BIKES, 'ride history', call('ride_history', {})],
  [BIKES, 'unlock a bike', needs('unlock_bike')],
  [BIKES, 'how do I adjust the seat height?', none],

  // storage and moving
  [MOVING, 'rent a 10x10 storage unit starting dec 1', call('rent_storage_unit', { size: '10x10', move_in_date: '2026-12-01' })],
  [
    MOVING,
    'I need a climate controlled 5x5 unit from saturday',
    call('rent_storage_unit', { size: '5x5', move_in_date: '2026-11-28', climate_controlled: true }),
  ],
  [MOVING, 'storage 10 by 20, move in on january 4', call('rent_storage_unit', { size: '10x20', move_in_date: '2027-01-04' })],
  [
    MOVING,
    'book movers for december 12 with a 26 foot truck and 3 guys',
    call('book_movers', { date: '2026-12-12', truck: '26ft', crew_size: 3 }),
  ],
  [
    MOVING,
    'movers on saturday the 5th, 4 person crew, and help with packing',
    call('book_movers', { date: '2026-12-05', crew_size: 4, packing_help: true }),
  ],
  [MOVING, 'book a moving van for friday', call('book_movers', { date: '2026-11-27', truck: 'van' })],
  [MOVING, 'order 20 medium boxes', call('order_moving_boxes', { size: 'medium', quantity: 20 })],
  [MOVING, 'I need a dozen wardrobe boxes', call('order_moving_boxes', { size: 'wardrobe', quantity: 12 })],
  [MOVING, 'order thirty large moving boxes', call('order_moving_boxes', { size: 'large', quantity: 30 })],
  [MOVING, 'rent a storage unit', needs('rent_storage_unit')],
  [MOVING, 'how do I pack a tv for moving?', none],

  // office printing
  [PRINTING, 'print Q3-report.pdf', call('print_document', { file_name: 'Q3-report.pdf' })],
  [
    PRINTING,
    'print 10 copies of agenda.docx double sided',
    call('print_document', { file_name: 'agenda.docx', copies: 10, double_sided: true }),
  ],
  [
    PRINTING,
    'print budget.xlsx in color on the 3rd floor printer',
    call('print_document', { file_name: 'budget.xlsx', color: true, printer: '3rd_floor' }),
  ],
  [
    PRINTING,
    'send flyer.pdf to the lobby printer, 25 copies, colour',
    call('print_document', { file_name: 'flyer.pdf', printer: 'lobby', copies: 25, color: true }),
  ],
  [
    PRINTING,
    'print contract.pdf single-sided, black and white',
    call('print_document', { file_name: 'contract.pdf', double_sided: false, color: false }),
  ],
  [PRINTING, 'cancel print job 318', call('cancel_print_job', { job_id: 318 })],
  [PRINTING, 'stop job #45, wrong file', call('cancel_print_job', { job_id: 45 })],
  [PRINTING, 'is the mailroom printer low on toner?', call('printer_supplies', { printer: 'mailroom' })],
  [PRINTING, 'check paper in the second floor printer', call('printer_supplies', { printer: '2nd_floor' })],
  [PRINTING, 'print the document', needs('print_document')],
  [PRINTING, 'why does the printer keep jamming', none],

  // laundry room
  [LAUNDRY, 'start washer 3 on delicates, cold water', call('start_washer', { machine: 3, cycle: 'delicates', water_temp: 'cold' })],
  [
    LAUNDRY,
    'run washing machine 7, heavy cycle, hot, extra rinse',
    call('start_washer', { machine: 7, cycle: 'heavy', water_temp: 'hot', extra_rinse: true }),
  ],
  [LAUNDRY, 'quick wash in washer number five', call('start_washer', { machine: 5, cycle: 'quick' })],
  [LAUNDRY, 'start dryer 2 for 45 minutes on low heat', call('start_dryer', { machine: 2, minutes: 45, heat: 'low' })],
  [LAUNDRY, 'dry my clothes in dryer 9 for an hour', call('start_dryer', { machine: 9, minutes: 60 })],
  [LAUNDRY, 'dryer eleven, high heat', call('start_dryer', { machine: 11, heat: 'high' })],
  [LAUNDRY, 'any free dryers?', call('laundry_availability', { kind: 'dryer' })],
  [LAUNDRY, 'which washers are open right now', call('laundry_availability', { kind: 'washer' })],
  [LAUNDRY, 'is anything free in the laundry room', call('laundry_availability', {})],
  [LAUNDRY, 'start the washer', needs('start_washer')],
  [LAUNDRY, 'how do I get a wine stain out of cotton', none],

  // language lessons
  [LANGUAGE, "add a flashcard: 'el perro' means 'the dog'", call('add_flashcard', { front: 'el perro', back: 'the dog' })],
  [LANGUAGE, 'new card front Katze back cat in my German deck', call('add_flashcard', { front: 'Katze', back: 'cat', deck: 'German' })],
  [LANGUAGE, 'flashcard: ありがとう = thank you', call('add_flashcard', { front: 'ありがとう', back: 'thank you' })],
  [LANGUAGE, 'start a 10 minute spanish lesson', call('start_lesson', { language: 'spanish', minutes: 10 })],
  [LANGUAGE, "let's practise french listening for 15 min", call('start_lesson', { language: 'french', skill: 'listening', minutes: 15 })],
  [LANGUAGE, 'Italian grammar lesson', call('start_lesson', { language: 'italian', skill: 'grammar' })],
  [LANGUAGE, 'quick five minute japanese vocab session', call('start_lesson', { language: 'japanese', minutes: 5, skill: 'vocabulary' })],
  [LANGUAGE, 'set my daily goal to 20 minutes', call('set_daily_goal', { minutes: 20 })],
  [LANGUAGE, 'I want to practise half an hour a day, remind me at 8pm', call('set_daily_goal', { minutes: 30, reminder_time: '20:00' })],
  [LANGUAGE, 'start a lesson', needs('start_lesson')],
  [LANGUAGE, 'how do you say good morning in Portuguese?', none],

  // everything at once: the right tool among all 48
  [ALL6, 'refill rx 8812004 for 60 days', call('request_refill', { rx_number: '8812004', days_supply: 60 })],
  [ALL6, 'yoga thursday 6pm', call('book_gym_class', { class_type: 'yoga', date: '2026-11-26', time: '18:00' })],
  [ALL6, 'close bug 311 as fixed', call('resolve_bug', { issue_number: 311, resolution: 'fixed' })],
  [ALL6, 'track my parcel TBA304918822000', call('track_parcel', { tracking_number: 'TBA304918822000' })],
  [ALL6, 'subscribe to Hidden Brain', call('subscribe_podcast', { show: 'Hidden Brain' })],
  [ALL6, 'extra pillows please', call('request_housekeeping', { service: 'extra_pillows' })],
  [ALL6, 'claim 40 miles for yesterday', call('claim_mileage', { miles: 40, date: '2026-11-23' })],
  [ALL6, 'rate my walker Jess 5 stars', call('rate_walker', { walker_name: 'Jess', stars: 5 })],
  [ALL6, 'ride to Logan Airport for 2 people', call('order_ride', { destination: 'Logan Airport', passengers: 2 })],
  [ALL6, 'swap 0.2 eth to usdc', call('swap_crypto', { from_asset: 'ETH', to_asset: 'USDC', amount: 0.2 })],
  [ALL6, 'find photos of Priya from 2022', call('search_photos', { person: 'Priya', year: 2022 })],
  [ALL6, 'unlock an electric bike at Harbor Point', call('unlock_bike', { station: 'Harbor Point', bike_type: 'electric' })],
  [ALL6, 'order 15 small boxes', call('order_moving_boxes', { size: 'small', quantity: 15 })],
  [ALL6, 'cancel print job 92', call('cancel_print_job', { job_id: 92 })],
  [ALL6, 'any washers free?', call('laundry_availability', { kind: 'washer' })],
  [ALL6, 'spanish speaking lesson', call('start_lesson', { language: 'spanish', skill: 'speaking' })],
  [ALL6, 'add receipt 18 EUR meals', call('add_receipt', { amount: 18, currency: 'EUR', category: 'meals' })],
  [ALL6, 'download 2 episodes of Radiolab', call('download_episodes', { show: 'Radiolab', count: 2 })],
  [ALL6, 'book movers for tomorrow', call('book_movers', { date: '2026-11-25' })],
  [ALL6, 'schedule a pickup for monday afternoon', call('schedule_pickup', { date: '2026-11-30', window: 'afternoon' })],
  [ALL6, 'check if aspirin and ibuprofen interact', call('check_interactions', { medications: ['aspirin', 'ibuprofen'] })],
  [ALL6, 'late checkout at 11:30', call('request_late_checkout', { checkout_time: '11:30' })],
  [ALL6, 'log 5 sets of 5 squats at 90kg', call('log_lift', { exercise: 'squats', sets: 5, reps: 5, weight_kg: 90 }), ANY],
  [ALL6, 'wallet balance please', call('wallet_balance', {}), ANY],
  [ALL6, 'anything open assigned to rkim', call('find_bugs', { state: 'open', assignee: 'rkim' }), only('find_bugs')],
  [ALL6, 'the last 14 days', call('ride_history', { last_days: 14 }), only('ride_history')],
  [ALL6, 'hi there!', none],
  [ALL6, "thank you so much, that's everything", none],
  [ALL6, 'tell me a joke', none],
  [ALL6, "what's the capital of Australia?", none],
  [ALL6, 'good morning, how are you today?', none],
  [ALL6, "what's the weather going to be like tomorrow?", none],
  [ALL6, 'set an alarm for 6am', none],
  [ALL6, "send an email to my boss saying I'll be late", none],
  [ALL6, 'play some jazz', none],
  [ALL6, 'what time is it in Tokyo?', none],
  [ALL6, 'ok cool', none],
  [ALL6, 'remind me to call mom tonight', none],
  [ALL6, 'who won the game last night?', none],
];
