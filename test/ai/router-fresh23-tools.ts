import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twenty-fourth fresh table (fresh 23), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, a nested object, optional properties),
 * each set one app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const month = (description: string) => pattern('^\\d{4}-(0[1-9]|1[0-2])$', description);

// Hot-air balloon flights
const LAUNCH_SITES = ['bath', 'bristol', 'york', 'cotswolds', 'lake_district', 'peak_district'];
const FLIGHT_TIMES = ['sunrise', 'evening'];
export const searchBalloonFlights = tool(
  'search_balloon_flights',
  'Lists hot-air balloon flights with seats left from a launch site, optionally on one day.',
  {
    launch_site: oneOf('Launch site', LAUNCH_SITES),
    date: date('Day of the flight'),
    flight_time: oneOf('Sunrise or evening flight', FLIGHT_TIMES),
    passengers: int('Seats needed', 1, 16),
  },
  ['launch_site'],
);
export const bookBalloonFlight = tool(
  'book_balloon_flight',
  'Books seats on a hot-air balloon flight. Flights depend on the weather and may be rescheduled.',
  {
    launch_site: oneOf('Launch site', LAUNCH_SITES),
    date: date('Day of the flight'),
    flight_time: oneOf('Sunrise or evening flight', FLIGHT_TIMES),
    passengers: int('Number of passengers', 1, 16),
    lead_passenger: str('Full name of the lead passenger'),
    private_basket: bool('Book a private basket for your party only'),
  },
  ['launch_site', 'date', 'flight_time', 'passengers'],
);
export const checkFlightStatus = tool(
  'check_flight_status',
  'Whether a booked balloon flight is still going ahead, given the latest weather decision.',
  { booking_ref: pattern('^BF-\\d{6}$', 'Booking reference, e.g. BF-123456') },
  ['booking_ref'],
);
export const redeemBalloonVoucher = tool(
  'redeem_balloon_voucher',
  'Redeems a balloon flight gift voucher against an open-dated ticket.',
  {
    voucher_code: pattern('^[A-Z]{4}-\\d{4}$', 'Voucher code, e.g. ABCD-1234'),
    email: email('Where to send the ticket'),
  },
  ['voucher_code'],
);
export const BALLOON_FLIGHTS = [searchBalloonFlights, bookBalloonFlight, checkFlightStatus, redeemBalloonVoucher];

// Library of things (borrowing tools and appliances)
const THING_CATEGORIES = ['diy', 'garden', 'kitchen', 'cleaning', 'camping', 'party', 'electronics'];
const THING_ID = '^LOT\\d{4}$';
export const searchThings = tool(
  'search_things',
  'Searches the library of things catalogue for items to borrow.',
  {
    query: str('What you want to borrow'),
    category: oneOf('Catalogue section', THING_CATEGORIES),
    available_on: date('Only items free to collect on this day'),
  },
  ['query'],
);
export const reserveThing = tool(
  'reserve_thing',
  'Reserves an item from the library of things for collection.',
  {
    item_id: pattern(THING_ID, 'Item number, e.g. LOT0123'),
    pickup_date: date('Day you will collect it'),
    loan_days: intEnum('Loan length in days', [3, 7, 14]),
  },
  ['item_id', 'pickup_date'],
);
export const extendLoan = tool(
  'extend_loan',
  'Extends the loan of an item you have borrowed, if nobody has reserved it next.',
  {
    item_id: pattern(THING_ID, 'Item number, e.g. LOT0123'),
    extra_days: int('Extra days to keep it', 1, 7),
  },
  ['item_id', 'extra_days'],
);
export const reportThingProblem = tool(
  'report_thing_problem',
  'Reports a problem with a borrowed item so it can be checked before the next loan.',
  {
    item_id: pattern(THING_ID, 'Item number, e.g. LOT0123'),
    problem: oneOf('Kind of problem', ['broken', 'missing_parts', 'dirty', 'unsafe', 'other']),
    details: str('What is wrong, in your words'),
  },
  ['item_id', 'problem'],
);
export const LIBRARY_OF_THINGS = [searchThings, reserveThing, extendLoan, reportThingProblem];

// Glassblowing workshop
const GLASS_CLASSES = ['taster', 'paperweight', 'bauble', 'vase', 'drinking_glass', 'fused_glass'];
export const listGlassClasses = tool(
  'list_glass_classes',
  'Lists upcoming glassblowing classes with places left.',
  {
    class_type: oneOf('Kind of class', GLASS_CLASSES),
    month: month('Month as YYYY-MM'),
    level: oneOf('Experience level', ['beginner', 'intermediate', 'advanced']),
  },
  [],
);
export const bookGlassClass = tool(
  'book_glass_class',
  'Books places on a glassblowing class. Pieces cool overnight and are collected later.',
  {
    class_type: oneOf('Kind of class', GLASS_CLASSES),
    date: date('Day of the class'),
    session: oneOf('Session of the day', ['morning', 'afternoon', 'evening']),
    places: int('Number of places', 1, 6),
  },
  ['class_type', 'date', 'places'],
);
export const buyGlassVoucher = tool(
  'buy_glass_voucher',
  'Buys a glassblowing gift voucher.',
  {
    value: intEnum('Voucher value in pounds', [50, 75, 100, 150]),
    delivery: oneOf('How the voucher is sent', ['email', 'post']),
    recipient_name: str('Name printed on the voucher'),
    message: str('Personal message printed on the voucher'),
  },
  ['value', 'delivery'],
);
export const checkPieceReady = tool(
  'check_piece_ready',
  'Whether the piece you made in a class has finished annealing and is ready to collect.',
  { booking_ref: pattern('^GB\\d{5}$', 'Class booking reference, e.g. GB12345') },
  ['booking_ref'],
);
export const GLASSBLOWING = [listGlassClasses, bookGlassClass, buyGlassVoucher, checkPieceReady];

// Canoe and kayak hire
const BOATS = ['single_kayak', 'double_kayak', 'open_canoe', 'paddleboard'];
export const checkBoatAvailability = tool(
  'check_boat_availability',
  'Checks whether boats of a kind are free to hire on a day.',
  {
    boat: oneOf('Kind of boat', BOATS),
    date: date('Day of hire'),
    hours: int('Length of hire in hours', 1, 8),
    start_point: oneOf('Where you launch', ['town_quay', 'mill_weir', 'abbey_meadows']),
  },
  ['boat', 'date'],
);
export const bookBoatHire = tool(
  'book_boat_hire',
  'Books canoes, kayaks or paddleboards. Buoyancy aids for adults are included.',
  {
    boat: oneOf('Kind of boat', BOATS),
    date: date('Day of hire'),
    start_time: hhmm('Launch time, 24h HH:MM'),
    hours: int('Length of hire in hours', 1, 8),
    quantity: int('Number of boats', 1, 10),
    one_way: bool('Paddle downstream one way and be collected by minibus at the finish'),
    child_buoyancy_aids: int('Child-size buoyancy aids needed', 0, 10),
  },
  ['boat', 'date', 'start_time', 'hours'],
);
export const cancelBoatHire = tool(
  'cancel_boat_hire',
  'Cancels a boat hire booking. Free up to 48 hours before launch.',
  {
    booking_ref: pattern('^CH-\\d{5}$', 'Booking reference, e.g. CH-12345'),
    reason: str('Why you are cancelling'),
  },
  ['booking_ref'],
);
export const riverConditions = tool(
  'river_conditions',
  'The river level, flow and any closures now, or the forecast for a day.',
  { date: date('Day to forecast; leave out for now') },
  [],
);
export const CANOE_HIRE = [checkBoatAvailability, bookBoatHire, cancelBoatHire, riverConditions];

// Register office (births, deaths, ceremonies, certificates)
export const bookRegistration = tool(
  'book_registration',
  'Books an appointment to register a birth, a death or a stillbirth.',
  {
    type: oneOf('What is being registered', ['birth', 'death', 'stillbirth']),
    office: oneOf('Register office', ['town_hall', 'northgate', 'riverside']),
    date: date('Preferred day'),
    time: hhmm('Preferred time, 24h HH:MM'),
  },
  ['type', 'office'],
);
export const bookCeremony = tool(
  'book_ceremony',
  'Books a ceremony with a registrar.',
  {
    ceremony: oneOf('Kind of ceremony', ['marriage', 'civil_partnership', 'renewal_of_vows', 'naming']),
    date: date('Day of the ceremony'),
    time: hhmm('Start time, 24h HH:MM'),
    venue: oneOf('Where it is held', ['ceremony_room', 'approved_venue']),
    guests: int('Number of guests', 0, 150),
  },
  ['ceremony', 'date'],
);
export const orderCertificate = tool(
  'order_certificate',
  'Orders certified copies of a birth, death, marriage or civil partnership certificate.',
  {
    certificate: oneOf('Kind of certificate', ['birth', 'death', 'marriage', 'civil_partnership']),
    full_name: str('Full name of the person on the certificate'),
    event_date: date('Date of the birth, death, marriage or partnership'),
    copies: int('Number of copies', 1, 10),
    priority: bool('Priority service, sent the next working day'),
  },
  ['certificate', 'full_name'],
);
export const REGISTER_OFFICE = [bookRegistration, bookCeremony, orderCertificate];

// Long-distance coaches
const COACHCARDS = ['young_persons', 'senior', 'disabled', 'family'];
const SERVICE = pattern('^\\d{3}[A-Z]?$', 'Coach service number, e.g. 540 or 402A');
export const searchCoaches = tool(
  'search_coaches',
  'Finds coach journeys between two places on a day, with fares.',
  {
    origin: str('Town or coach station you leave from'),
    destination: str('Town or coach station you travel to'),
    date: date('Day of travel'),
    passengers: int('Number of passengers', 1, 9),
  },
  ['origin', 'destination', 'date'],
);
export const bookCoach = tool(
  'book_coach',
  'Books seats on a coach departure.',
  {
    origin: str('Town or coach station you leave from'),
    destination: str('Town or coach station you travel to'),
    departure: dateTime('Departure time of the coach'),
    passengers: int('Number of passengers', 1, 9),
    coachcard: oneOf('Discount card held by the passengers', COACHCARDS),
    extra_bags: int('Extra hold bags beyond the free allowance', 0, 2),
  },
  ['origin', 'destination', 'departure', 'passengers'],
);
export const trackCoach = tool('track_coach', "A coach's live position and any delay.", { service: SERVICE }, ['service']);
export const reportLostProperty = tool(
  'report_lost_property',
  'Reports something left on a coach.',
  {
    description: str('What you lost'),
    service: SERVICE,
    date: date('Day you travelled'),
  },
  ['description'],
);
export const COACH_TRAVEL = [searchCoaches, bookCoach, trackCoach, reportLostProperty];

// Video game shop (trade-ins, preorders)
const PLATFORMS = ['ps5', 'ps4', 'xbox_series_x', 'xbox_one', 'switch', 'switch_2', 'pc'];
export const tradeInQuote = tool(
  'trade_in_quote',
  'Quotes what the shop pays in cash or credit for a used game.',
  {
    title: str('Game title'),
    platform: oneOf('Platform', PLATFORMS),
    condition: oneOf('Condition of the copy', ['complete', 'disc_only', 'damaged']),
  },
  ['title', 'platform'],
);
export const preorderGame = tool(
  'preorder_game',
  'Preorders an upcoming game.',
  {
    title: str('Game title'),
    platform: oneOf('Platform', PLATFORMS),
    edition: oneOf('Edition', ['standard', 'deluxe', 'collectors']),
    collect_in_store: bool('Collect in store on release day instead of home delivery'),
  },
  ['title', 'platform'],
);
export const checkGameStock = tool(
  'check_game_stock',
  'Checks whether a game is in stock.',
  {
    title: str('Game title'),
    platform: oneOf('Platform', PLATFORMS),
    store: oneOf('Which store', ['high_street', 'retail_park']),
  },
  ['title'],
);
export const cancelPreorder = tool(
  'cancel_preorder',
  'Cancels a preorder and refunds the deposit.',
  { order_number: pattern('^PO\\d{7}$', 'Preorder number, e.g. PO1234567') },
  ['order_number'],
);
export const GAME_SHOP = [tradeInQuote, preorderGame, checkGameStock, cancelPreorder];

// Comic shop pull list
const PUBLISHERS = ['marvel', 'dc', 'image', 'boom', 'dark_horse', 'idw', 'other'];
export const addToPullList = tool(
  'add_to_pull_list',
  'Adds a series to your pull list so each new issue is kept for you.',
  {
    series: str('Series title'),
    publisher: oneOf('Publisher', PUBLISHERS),
    include_variants: bool('Also keep variant covers'),
    starting_issue: int('First issue to keep', 1, 999),
  },
  ['series'],
);
export const removeFromPullList = tool('remove_from_pull_list', 'Stops keeping a series for you.', { series: str('Series title') }, [
  'series',
]);
export const newReleases = tool(
  'new_releases',
  "Lists the week's new comics.",
  {
    week_of: date('Release day (Wednesday) of the week'),
    publisher: oneOf('Only this publisher', PUBLISHERS),
  },
  [],
);
export const holdBackIssue = tool(
  'hold_back_issue',
  'Finds a back issue and holds it for you.',
  {
    series: str('Series title'),
    issue: int('Issue number', 1, 9999),
    grade: oneOf('Lowest condition you will accept', ['any', 'fine', 'very_fine', 'near_mint']),
  },
  ['series', 'issue'],
);
export const COMICS = [addToPullList, removeFromPullList, newReleases, holdBackIssue];

// Sleep tracker
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
export const logSleep = tool(
  'log_sleep',
  'Logs a night of sleep by hand.',
  {
    bedtime: dateTime('When you fell asleep'),
    wake_time: dateTime('When you woke up'),
    quality: int('How well you slept, 1 (awful) to 5 (great)', 1, 5),
    notes: str('Anything that affected your sleep'),
  },
  ['bedtime', 'wake_time'],
);
export const sleepSummary = tool(
  'sleep_summary',
  'Summarises your sleep: duration, stages and regularity.',
  { period: oneOf('Period to summarise', ['last_night', 'last_7_days', 'last_30_days']) },
  ['period'],
);
export const setBedtimeReminder = tool(
  'set_bedtime_reminder',
  'Sets a reminder to start winding down for bed.',
  {
    time: hhmm('Reminder time, 24h HH:MM'),
    days: listOf('Days it repeats on; every day if left out', WEEKDAYS),
  },
  ['time'],
);
export const setSmartAlarm = tool(
  'set_smart_alarm',
  'Sets an alarm that wakes you in light sleep before a latest time.',
  {
    wake_by: hhmm('Latest wake time, 24h HH:MM'),
    window_minutes: intEnum('How early it may wake you', [10, 20, 30]),
  },
  ['wake_by'],
);
export const SLEEP_TRACKER = [logSleep, sleepSummary, setBedtimeReminder, setSmartAlarm];

// Chiropody (foot clinic)
const FOOT_TREATMENTS = [
  'nail_cutting',
  'corn_removal',
  'verruca_treatment',
  'ingrown_toenail',
  'diabetic_foot_check',
  'biomechanical_assessment',
  'orthotics',
];
const FOOT_REF = pattern('^FC\\d{5}$', 'Appointment reference, e.g. FC12345');
export const bookFootAppointment = tool(
  'book_foot_appointment',
  'Books an appointment at the foot clinic, or a home visit.',
  {
    treatment: oneOf('Treatment', FOOT_TREATMENTS),
    date: date('Preferred day'),
    time: hhmm('Preferred time, 24h HH:MM'),
    home_visit: bool('A chiropodist visits you at home'),
  },
  ['treatment', 'date'],
);
export const rescheduleFootAppointment = tool(
  'reschedule_foot_appointment',
  'Moves an appointment to another day.',
  {
    booking_ref: FOOT_REF,
    new_date: date('New day'),
    new_time: hhmm('New time, 24h HH:MM'),
  },
  ['booking_ref', 'new_date'],
);
export const cancelFootAppointment = tool('cancel_foot_appointment', 'Cancels an appointment.', { booking_ref: FOOT_REF }, ['booking_ref']);
export const requestCallback = tool(
  'request_callback',
  'Asks the clinic to phone you back.',
  {
    phone: pattern('^0\\d{10}$', 'UK phone number, 11 digits, no spaces'),
    reason: str('What it is about'),
  },
  ['phone'],
);
export const CHIROPODY = [bookFootAppointment, rescheduleFootAppointment, cancelFootAppointment, requestCallback];

// Fencing club
const WEAPONS = ['foil', 'epee', 'sabre'];
export const bookFencingSession = tool(
  'book_fencing_session',
  'Books a place at a club session or lesson.',
  {
    session: oneOf('Session', ['beginners_course', 'open_fencing', 'foil_class', 'epee_class', 'sabre_class', 'private_lesson']),
    date: date('Day of the session'),
    kit_hire: bool('Hire mask, jacket and weapon'),
  },
  ['session', 'date'],
);
export const enterCompetition = tool(
  'enter_competition',
  'Enters a fencer in a competition.',
  {
    competition_code: pattern('^[A-Z]{3}\\d{2}$', 'Competition code, e.g. WIN26'),
    weapon: oneOf('Weapon', WEAPONS),
    age_category: oneOf('Age category', ['u12', 'u14', 'u16', 'u18', 'senior', 'veteran']),
    bf_number: pattern('^\\d{6}$', 'British Fencing membership number'),
  },
  ['competition_code', 'weapon', 'age_category'],
);
export const renewFencingMembership = tool(
  'renew_fencing_membership',
  'Renews your club membership.',
  {
    membership: oneOf('Membership type', ['junior', 'student', 'adult', 'family']),
    billing: oneOf('How you pay', ['monthly', 'annual']),
  },
  ['membership'],
);
export const recordBout = tool(
  'record_bout',
  'Records the result of a bout in your fencing log.',
  {
    opponent: str("Opponent's name"),
    weapon: oneOf('Weapon', WEAPONS),
    my_score: int('Your touches', 0, 15),
    opponent_score: int("Opponent's touches", 0, 15),
    date: date('Day of the bout'),
  },
  ['opponent', 'my_score', 'opponent_score'],
);
export const FENCING_CLUB = [bookFencingSession, enterCompetition, renewFencingMembership, recordBout];

// Foraging courses
const COURSE_ID = pattern('^FG-\\d{3}$', 'Course code, e.g. FG-123');
export const findForagingCourses = tool(
  'find_foraging_courses',
  'Finds guided foraging courses.',
  {
    theme: oneOf('What the course forages', ['mushrooms', 'hedgerow', 'seashore', 'wild_herbs', 'winter_foraging']),
    region: oneOf('Region', ['south_downs', 'new_forest', 'peak_district', 'cornwall', 'snowdonia']),
    month: month('Month as YYYY-MM'),
  },
  [],
);
export const bookForagingCourse = tool(
  'book_foraging_course',
  'Books places on a foraging course. Lunch is cooked from the finds.',
  {
    course_id: COURSE_ID,
    places: int('Number of places', 1, 8),
    dietary_needs: str('Dietary needs for the cooked lunch'),
  },
  ['course_id', 'places'],
);
export const joinForagingWaitlist = tool(
  'join_foraging_waitlist',
  'Joins the waiting list of a full course; you are emailed if a place frees up.',
  { course_id: COURSE_ID, email: email('Email to notify') },
  ['course_id', 'email'],
);
export const FORAGING_COURSES = [findForagingCourses, bookForagingCourse, joinForagingWaitlist];

// E-scooter rental
const SCOOTER_ID = pattern('^[A-Z]{2}\\d{4}$', 'Scooter ID on the handlebar, e.g. AB1234');
export const findScooters = tool(
  'find_scooters',
  'Finds scooters parked near a place.',
  {
    near: str('Street, landmark or area'),
    min_battery: int('Lowest battery charge in percent', 0, 100),
  },
  ['near'],
);
export const unlockScooter = tool('unlock_scooter', 'Unlocks a scooter and starts a ride.', { scooter_id: SCOOTER_ID }, ['scooter_id']);
export const endRide = tool(
  'end_ride',
  'Ends your ride and locks the scooter.',
  {
    scooter_id: SCOOTER_ID,
    in_parking_bay: bool('Whether it is parked in a marked bay'),
  },
  ['scooter_id'],
);
export const reportScooter = tool(
  'report_scooter',
  'Reports a damaged or badly parked scooter.',
  {
    issue: oneOf('Problem', ['damaged', 'badly_parked', 'blocking_pavement', 'in_water', 'other']),
    scooter_id: SCOOTER_ID,
    location: str('Where it is'),
  },
  ['issue'],
);
export const buyRidePass = tool(
  'buy_ride_pass',
  'Buys a pass with unlimited unlocks and 30 ride minutes a day.',
  {
    pass: oneOf('Pass length', ['day', 'week', 'month']),
    auto_renew: bool('Renew automatically'),
  },
  ['pass'],
);
export const E_SCOOTERS = [findScooters, unlockScooter, endRide, reportScooter, buyRidePass];

// Deli counter
export const placeDeliOrder = tool(
  'place_deli_order',
  'Orders cheese, cured meat and other counter items, weighed and cut, for collection.',
  {
    items: {
      type: 'array',
      description: 'What to put aside',
      items: {
        type: 'object',
        properties: {
          product: str('Product name'),
          weight_g: int('Weight in grams', 50, 5000),
          slicing: oneOf('How to cut it', ['thin', 'medium', 'thick', 'unsliced']),
        },
        required: ['product'],
      },
    },
    collection: dateTime('When you will collect'),
    name: str('Name for the order'),
  },
  ['items', 'collection'],
);
export const checkDeliProduct = tool(
  'check_deli_product',
  'Whether the counter has a product in today.',
  { product: str('Product name') },
  ['product'],
);
export const orderPlatter = tool(
  'order_platter',
  'Orders a cheese, charcuterie or mixed platter for a party.',
  {
    type: oneOf('Kind of platter', ['cheese', 'charcuterie', 'mixed']),
    size: oneOf('Size', ['small', 'medium', 'large']),
    collection_date: date('Day you will collect it'),
    guests: int('Number of people it should feed', 1, 60),
  },
  ['type', 'collection_date'],
);
export const cancelDeliOrder = tool(
  'cancel_deli_order',
  'Cancels a deli order.',
  { order_number: pattern('^D\\d{5}$', 'Order number, e.g. D12345') },
  ['order_number'],
);
export const DELI = [placeDeliOrder, checkDeliProduct, orderPlatter, cancelDeliOrder];

// Electoral register
export const registerToVote = tool(
  'register_to_vote',
  'Applies to join the electoral register at your address.',
  {
    full_name: str('Full name'),
    date_of_birth: date('Date of birth'),
    postcode: postcode('Postcode of your address, e.g. SW1A 1AA'),
    ni_number: pattern('^[A-Z]{2}\\d{6}[A-D]$', 'National Insurance number, e.g. QQ123456C'),
  },
  ['full_name', 'date_of_birth', 'postcode'],
);
export const applyPostalVote = tool(
  'apply_postal_vote',
  'Applies to vote by post.',
  {
    full_name: str('Full name as on the register'),
    postcode: postcode('Postcode of your registered address'),
    duration: oneOf('How long the postal vote lasts', ['single_election', 'three_years']),
  },
  ['full_name', 'postcode'],
);
export const applyProxyVote = tool(
  'apply_proxy_vote',
  'Applies for someone you trust to vote on your behalf.',
  {
    voter_name: str('Your full name'),
    proxy_name: str('Full name of the person voting for you'),
    reason: oneOf('Why you cannot vote in person', ['away', 'illness_or_disability', 'work', 'overseas_voter']),
    election_date: date('Polling day of the election'),
  },
  ['voter_name', 'proxy_name', 'reason'],
);
export const findPollingStation = tool(
  'find_polling_station',
  'Finds your polling station.',
  { postcode: postcode('Postcode of your registered address') },
  ['postcode'],
);
export const ELECTORAL_REGISTER = [registerToVote, applyPostalVote, applyProxyVote, findPollingStation];

// Antiques valuation
export const requestValuation = tool(
  'request_valuation',
  'Asks an expert to value an antique.',
  {
    category: oneOf('Kind of item', [
      'furniture',
      'ceramics',
      'silver',
      'jewellery',
      'clocks',
      'paintings',
      'books',
      'toys',
      'militaria',
      'other',
    ]),
    description: str('What the item is'),
    method: oneOf('How it is seen', ['photos', 'in_person', 'home_visit']),
    for_insurance: bool('A written valuation for insurance'),
  },
  ['category', 'description'],
);
export const bookValuationDay = tool(
  'book_valuation_day',
  'Books a slot at a free valuation day.',
  {
    date: date('Day of the valuation day'),
    town: oneOf('Town', ['harrogate', 'ludlow', 'stamford', 'tetbury']),
    items: int('Number of items you will bring', 1, 10),
  },
  ['date', 'town'],
);
export const consignToAuction = tool(
  'consign_to_auction',
  'Enters a valued item into the next suitable auction.',
  {
    valuation_ref: pattern('^AV\\d{6}$', 'Valuation reference, e.g. AV123456'),
    reserve_gbp: num('Reserve price in pounds', 0),
  },
  ['valuation_ref'],
);
export const ANTIQUES_VALUATION = [requestValuation, bookValuationDay, consignToAuction];

// Cobbler (shoe repair and key cutting)
export const bookShoeRepair = tool(
  'book_shoe_repair',
  'Books a shoe or leather goods repair.',
  {
    service: oneOf('Repair', ['heels', 'full_soles', 'half_soles', 'stitching', 'stretching', 'zip_replacement', 'polish']),
    item: oneOf('What is repaired', ['shoes', 'boots', 'trainers', 'handbag', 'belt']),
    pairs: int('Number of pairs or pieces', 1, 10),
    express: bool('Same-day express service'),
  },
  ['service', 'item'],
);
export const cutKeys = tool(
  'cut_keys',
  'Orders copies of a key.',
  {
    key_type: oneOf('Kind of key', ['yale', 'mortice', 'padlock', 'window', 'car_fob']),
    copies: int('Number of copies', 1, 20),
  },
  ['key_type', 'copies'],
);
export const checkRepairStatus = tool(
  'check_repair_status',
  'Whether a repair is ready to collect.',
  { ticket: pattern('^\\d{4}$', 'Four-digit ticket number') },
  ['ticket'],
);
export const COBBLER = [bookShoeRepair, cutKeys, checkRepairStatus];

// Whale watching
export const searchWhaleTrips = tool(
  'search_whale_trips',
  'Finds whale and dolphin watching trips from a port on a day.',
  {
    port: oneOf('Departure port', ['penzance', 'oban', 'tobermory', 'whitby', 'new_quay']),
    date: date('Day of the trip'),
    vessel: oneOf('Kind of boat', ['rib', 'catamaran']),
  },
  ['port', 'date'],
);
export const bookWhaleTrip = tool(
  'book_whale_trip',
  'Books places on a trip.',
  {
    trip_id: pattern('^WW\\d{4}$', 'Trip code, e.g. WW1234'),
    adults: int('Adults', 0, 12),
    children: int('Children under 16', 0, 12),
  },
  ['trip_id', 'adults'],
);
export const reportSighting = tool(
  'report_sighting',
  'Adds a sighting to the public sightings map.',
  {
    species: oneOf('Species', [
      'minke_whale',
      'humpback_whale',
      'orca',
      'bottlenose_dolphin',
      'common_dolphin',
      'harbour_porpoise',
      'basking_shark',
      'other',
    ]),
    location: str('Where you saw it'),
    count: int('How many', 1, 1000),
    seen_at: dateTime('When you saw it'),
  },
  ['species'],
);
export const WHALE_WATCHING = [searchWhaleTrips, bookWhaleTrip, reportSighting];

// Costume hire
const COSTUME_SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl', 'child_3_5', 'child_6_8', 'child_9_12'];
export const searchCostumes = tool(
  'search_costumes',
  'Searches the costume hire catalogue.',
  {
    query: str('Character or costume to look for'),
    category: oneOf('Category', ['halloween', 'christmas', 'historical', 'superhero', 'film_tv', 'animal', 'decades']),
    size: oneOf('Size', COSTUME_SIZES),
  },
  [],
);
export const reserveCostume = tool(
  'reserve_costume',
  'Reserves a costume for a hire period.',
  {
    costume_code: pattern('^CS\\d{4}$', 'Costume code, e.g. CS1234'),
    size: oneOf('Size', COSTUME_SIZES),
    hire_from: date('First day of hire'),
    return_by: date('Day it comes back'),
  },
  ['costume_code', 'size', 'hire_from', 'return_by'],
);
export const extendCostumeHire = tool(
  'extend_costume_hire',
  'Keeps a hired costume longer.',
  {
    booking_ref: pattern('^H\\d{6}$', 'Hire reference, e.g. H123456'),
    new_return: date('New return day'),
  },
  ['booking_ref', 'new_return'],
);
export const COSTUME_HIRE = [searchCostumes, reserveCostume, extendCostumeHire];

// Gutter cleaning
export const gutterQuote = tool(
  'gutter_quote',
  'Quotes a gutter clean.',
  {
    property: oneOf('Kind of property', ['terraced', 'semi_detached', 'detached', 'bungalow', 'flat']),
    storeys: int('Number of storeys', 1, 4),
    postcode: postcode('Postcode, e.g. SW1A 1AA'),
    conservatory: bool('Has a conservatory'),
  },
  ['property', 'postcode'],
);
export const bookGutterClean = tool(
  'book_gutter_clean',
  'Books a gutter clean.',
  {
    address: str('House number and street'),
    postcode: postcode('Postcode, e.g. SW1A 1AA'),
    date: date('Day of the visit'),
    extras: listOf('Extra jobs on the same visit', ['downpipes', 'fascias_soffits', 'conservatory_roof', 'gutter_guards']),
  },
  ['address', 'postcode', 'date'],
);
export const reportGutterProblem = tool(
  'report_gutter_problem',
  'Reports a problem with gutters for a repair visit.',
  {
    problem: oneOf('Problem', ['overflowing', 'leaking_joint', 'sagging', 'blocked_downpipe', 'damaged']),
    address: str('House number and street'),
    urgent: bool('Water is getting in or it is dangerous'),
    notes: str('Anything else the fitter should know'),
  },
  ['problem'],
);
export const GUTTER_CLEANING = [gutterQuote, bookGutterClean, reportGutterProblem];

// Interpreters (sign language and spoken)
const LANGUAGES = [
  'bsl',
  'asl',
  'english',
  'polish',
  'arabic',
  'urdu',
  'romanian',
  'mandarin',
  'portuguese',
  'spanish',
  'ukrainian',
  'somali',
  'french',
];
export const bookInterpreter = tool(
  'book_interpreter',
  'Books a sign-language or spoken-language interpreter.',
  {
    language: oneOf('Language to interpret (bsl = British Sign Language)', LANGUAGES),
    mode: oneOf('How the interpreter joins', ['in_person', 'video', 'phone']),
    start: dateTime('Start of the appointment'),
    duration_minutes: int('Length in minutes', 30, 480),
    setting: oneOf('Kind of appointment', ['medical', 'legal', 'education', 'workplace', 'social_care', 'event']),
    address: str('Address for in-person bookings'),
  },
  ['language', 'mode', 'start'],
);
export const cancelInterpreter = tool(
  'cancel_interpreter',
  'Cancels an interpreter booking.',
  { booking_ref: pattern('^INT-\\d{6}$', 'Booking reference, e.g. INT-123456') },
  ['booking_ref'],
);
export const requestTranslation = tool(
  'request_translation',
  'Asks for a written translation of a document.',
  {
    source_language: oneOf('Language of the document', LANGUAGES),
    target_language: oneOf('Language to translate into', LANGUAGES),
    word_count: int('Approximate number of words', 1, 100000),
    certified: bool('Certified translation for official use'),
  },
  ['source_language', 'target_language'],
);
export const INTERPRETERS = [bookInterpreter, cancelInterpreter, requestTranslation];

// Knife sharpening
export const bookSharpening = tool(
  'book_sharpening',
  'Books knives, scissors or tools in for sharpening.',
  {
    items: int('Number of knives or other blades', 1, 50),
    service: oneOf('Kind of sharpening', ['standard', 'japanese_whetstone', 'serrated', 'scissors', 'garden_tools']),
    method: oneOf('How they reach us', ['drop_off', 'postal', 'mobile_van']),
    date: date('Drop-off or van visit day'),
  },
  ['items', 'method'],
);
export const sendPostalKit = tool(
  'send_postal_kit',
  'Posts you a padded box and prepaid label for sending knives in.',
  {
    address: str('Street address with town'),
    postcode: postcode('Postcode, e.g. SW1A 1AA'),
    items: int('Number of knives it should hold', 1, 20),
  },
  ['address', 'postcode'],
);
export const checkSharpeningOrder = tool(
  'check_sharpening_order',
  'Where a sharpening order is up to.',
  { order_ref: pattern('^KS\\d{5}$', 'Order reference, e.g. KS12345') },
  ['order_ref'],
);
export const KNIFE_SHARPENING = [bookSharpening, sendPostalKit, checkSharpeningOrder];
