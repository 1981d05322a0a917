import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twenty-second fresh table (fresh 21), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, optional properties), each set one
 * app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Cinema
export const findShowtimes = tool(
  'find_showtimes',
  'Lists the showings of a film at the cinema.',
  {
    film: str('Film title'),
    date: date('Day to list showings for; today if omitted'),
    screen_format: oneOf('Only showings in this format', ['2d', '3d', 'imax', '4dx']),
  },
  ['film'],
);
export const bookCinemaTickets = tool(
  'book_cinema_tickets',
  'Books tickets for one showing of a film.',
  {
    film: str('Film title'),
    showing: dateTime('Start time of the showing'),
    tickets: int('Number of tickets', 1, 10),
    ticket_type: oneOf('Ticket type applied to every ticket', ['adult', 'child', 'student', 'senior']),
    seat_type: oneOf('Seat type', ['standard', 'premium', 'recliner']),
  },
  ['film', 'showing', 'tickets'],
);
export const cancelCinemaBooking = tool(
  'cancel_cinema_booking',
  'Cancels a cinema booking and refunds it to the original card (up to 1 hour before the showing).',
  {
    booking_code: pattern('^CN\\d{7}$', 'Booking code from the confirmation email, CN followed by 7 digits'),
    reason: str('Why the booking is cancelled'),
  },
  ['booking_code'],
);
export const joinCinemaMembership = tool(
  'join_cinema_membership',
  'Signs the user up to the cinema membership scheme.',
  {
    plan: oneOf('Membership plan', ['monthly', 'annual', 'student']),
    email: email('Email address for the membership'),
  },
  ['plan', 'email'],
);
export const CINEMA = [findShowtimes, bookCinemaTickets, cancelCinemaBooking, joinCinemaMembership];

// Climbing wall
export const bookClimbingSession = tool(
  'book_climbing_session',
  'Books a climbing session slot (sessions last 2 hours).',
  {
    date: date('Day of the session'),
    start: hhmm('Start time, 24h HH:MM'),
    climbers: int('Number of climbers', 1, 8),
    activity: oneOf('What the climbers will do', ['bouldering', 'top_rope', 'lead', 'kids_club']),
  },
  ['date', 'start', 'climbers'],
);
export const bookInduction = tool(
  'book_induction',
  'Books the registration induction every new climber must do before climbing unsupervised.',
  {
    date: date('Day of the induction'),
    people: int('Number of people to induct', 1, 6),
    experienced: bool('Already climbs elsewhere; takes the short belay check instead of the full induction'),
  },
  ['date', 'people'],
);
export const hireKit = tool(
  'hire_kit',
  'Reserves hire kit to collect at reception.',
  {
    items: listOf('Kit to hire', ['shoes', 'harness', 'chalk_bag', 'helmet']),
    shoe_size: num('UK shoe size, for shoe hire', 1, 15),
    date: date('Day the kit is needed'),
  },
  ['items'],
);
export const getResetSchedule = tool(
  'get_reset_schedule',
  'Shows when walls are closed for route setting and when new problems open.',
  {
    wall: oneOf('Which wall', ['cave', 'slab', 'overhang', 'comp_wall']),
  },
  [],
);
export const CLIMBING = [bookClimbingSession, bookInduction, hireKit, getResetSchedule];

// Yoga studio
const YOGA_STYLES = ['hatha', 'vinyasa', 'yin', 'ashtanga', 'hot', 'restorative'];
export const listYogaClasses = tool(
  'list_yoga_classes',
  'Lists classes on the studio timetable.',
  {
    date: date('Day to list'),
    style: oneOf('Yoga style', YOGA_STYLES),
    level: oneOf('Class level', ['beginner', 'all_levels', 'intermediate', 'advanced']),
  },
  [],
);
export const bookYogaClass = tool(
  'book_yoga_class',
  'Books a place in a class.',
  {
    class_start: dateTime('Start time of the class'),
    style: oneOf('Yoga style of the class', YOGA_STYLES),
    mat_hire: bool('Hire a mat for the class (£2)'),
  },
  ['class_start', 'style'],
);
export const cancelYogaBooking = tool(
  'cancel_yoga_booking',
  'Cancels a class booking; the credit is returned if cancelled 12 hours ahead.',
  {
    booking_id: pattern('^YG-\\d{5}$', 'Booking ID, YG- followed by 5 digits'),
  },
  ['booking_id'],
);
export const buyClassPass = tool(
  'buy_class_pass',
  'Buys a class pass.',
  {
    pass: oneOf('Pass type', ['drop_in', '5_class', '10_class', 'unlimited_month']),
    start_date: date('Day the pass starts; today if omitted'),
  },
  ['pass'],
);
export const YOGA = [listYogaClasses, bookYogaClass, cancelYogaBooking, buyClassPass];

// Tattoo studio
export const requestTattooConsultation = tool(
  'request_tattoo_consultation',
  'Requests a free consultation for a new tattoo.',
  {
    placement: str('Where on the body'),
    style: oneOf('Tattoo style', ['fine_line', 'traditional', 'blackwork', 'realism', 'japanese', 'lettering', 'watercolour']),
    size_cm: int('Approximate size of the longest side in cm', 1, 60),
    artist: str('Preferred artist'),
    preferred_date: date('Preferred day for the consultation'),
  },
  ['placement', 'style'],
);
export const payTattooDeposit = tool(
  'pay_tattoo_deposit',
  'Pays the deposit that secures a tattoo booking (taken off the final price).',
  {
    booking_ref: pattern('^INK\\d{4}$', 'Booking reference, INK followed by 4 digits'),
    amount: num('Deposit in GBP', 20, 300),
  },
  ['booking_ref', 'amount'],
);
export const rescheduleTattoo = tool(
  'reschedule_tattoo',
  'Moves a tattoo booking to another day (with at least 48 hours notice the deposit carries over).',
  {
    booking_ref: pattern('^INK\\d{4}$', 'Booking reference, INK followed by 4 digits'),
    new_date: date('New day for the session'),
  },
  ['booking_ref', 'new_date'],
);
export const TATTOO = [requestTattooConsultation, payTattooDeposit, rescheduleTattoo];

// Community choir
const VOICE_PARTS = ['soprano', 'alto', 'tenor', 'bass'];
export const rsvpRehearsal = tool(
  'rsvp_rehearsal',
  'Tells the choir director whether you will be at a rehearsal.',
  {
    date: date('Day of the rehearsal'),
    attending: bool('Whether you will attend'),
    note: str('Message for the director'),
  },
  ['date', 'attending'],
);
export const requestSheetMusic = tool(
  'request_sheet_music',
  'Requests the music for a piece, for your voice part.',
  {
    piece: str('Title of the piece'),
    voice_part: oneOf('Your voice part', VOICE_PARTS),
    format: oneOf('How you want it', ['pdf', 'printed', 'practice_track']),
  },
  ['piece', 'voice_part'],
);
export const signUpConcert = tool(
  'sign_up_concert',
  'Puts your name down to sing at a concert.',
  {
    concert_date: date('Day of the concert'),
    voice_part: oneOf('Your voice part', VOICE_PARTS),
    needs_lift: bool('Needs a lift to the venue'),
  },
  ['concert_date'],
);
export const payChoirSubs = tool(
  'pay_choir_subs',
  'Pays the termly choir subscription.',
  {
    term: oneOf('Term', ['autumn', 'spring', 'summer']),
    concession: bool('Pay the concession rate (students, unwaged)'),
  },
  ['term'],
);
export const CHOIR = [rsvpRehearsal, requestSheetMusic, signUpConcert, payChoirSubs];

// Rowing club
const BOAT_CLASSES = ['1x', '2x', '2-', '4x', '4+', '8+'];
export const bookBoat = tool(
  'book_boat',
  'Books a club boat for an outing.',
  {
    boat_class: oneOf('Boat class: 1x single, 2x double, 2- pair, 4x quad, 4+ coxed four, 8+ eight', BOAT_CLASSES),
    outing_start: dateTime('When the outing starts'),
    duration_minutes: int('Length of the outing in minutes', 30, 180),
  },
  ['boat_class', 'outing_start'],
);
export const logOuting = tool(
  'log_outing',
  'Logs a finished outing in your training log.',
  {
    date: date('Day of the outing'),
    distance_km: num('Distance rowed in km', 0.5, 50),
    boat_class: oneOf('Boat class', BOAT_CLASSES),
    notes: str('Notes'),
  },
  ['date', 'distance_km'],
);
export const reportBoatDamage = tool(
  'report_boat_damage',
  'Reports damage to a club boat to the boatman.',
  {
    boat_name: str('Name of the boat'),
    description: str('What is damaged'),
    severity: oneOf('Whether the boat can still go out', ['minor', 'unsafe']),
  },
  ['boat_name', 'description'],
);
export const getRiverFlag = tool(
  'get_river_flag',
  'Gets the river safety flag (green, yellow, red) set by the club captain.',
  { date: date('Day to check; today if omitted') },
  [],
);
export const ROWING = [bookBoat, logOuting, reportBoatDamage, getRiverFlag];

// Mountain hut reservations
export const checkHutAvailability = tool(
  'check_hut_availability',
  'Checks free bunks at a mountain hut.',
  {
    hut: str('Name of the hut'),
    arrival: date('Night of arrival'),
    nights: int('Number of nights', 1, 7),
    guests: int('Number of guests', 1, 12),
  },
  ['hut', 'arrival'],
);
export const reserveBunks = tool(
  'reserve_bunks',
  'Reserves bunks at a mountain hut.',
  {
    hut: str('Name of the hut'),
    arrival: date('Night of arrival'),
    nights: int('Number of nights', 1, 7),
    guests: int('Number of guests', 1, 12),
    half_board: bool('Dinner and breakfast included'),
    alpine_club_member: bool('Guests are alpine club members (member rate)'),
  },
  ['hut', 'arrival', 'guests'],
);
export const cancelHutReservation = tool(
  'cancel_hut_reservation',
  'Cancels a hut reservation.',
  { reservation_number: pattern('^HT\\d{6}$', 'Reservation number, HT followed by 6 digits') },
  ['reservation_number'],
);
export const orderPackedLunch = tool(
  'order_packed_lunch',
  'Orders packed lunches to collect at the hut in the morning.',
  {
    reservation_number: pattern('^HT\\d{6}$', 'Reservation number, HT followed by 6 digits'),
    lunches: int('Number of packed lunches', 1, 12),
    date: date('Morning the lunches are collected'),
  },
  ['reservation_number', 'lunches'],
);
export const MOUNTAIN_HUT = [checkHutAvailability, reserveBunks, cancelHutReservation, orderPackedLunch];

// Language exchange meetups
const LANGUAGES = ['spanish', 'french', 'german', 'italian', 'japanese', 'mandarin', 'portuguese', 'english'];
export const findMeetups = tool(
  'find_meetups',
  'Finds upcoming language exchange meetups.',
  {
    language: oneOf('Language practised', LANGUAGES),
    city: str('City'),
    date: date('Only meetups on this day'),
  },
  ['language'],
);
export const rsvpMeetup = tool(
  'rsvp_meetup',
  'RSVPs to a meetup.',
  {
    meetup_id: pattern('^LX\\d{4}$', 'Meetup ID, LX followed by 4 digits'),
    guests: int('Friends you are bringing', 0, 3),
  },
  ['meetup_id'],
);
export const findTandemPartner = tool(
  'find_tandem_partner',
  'Finds a one-to-one tandem partner: someone who speaks the language you want and wants yours.',
  {
    offers: oneOf('Language you speak and can teach', LANGUAGES),
    wants: oneOf('Language you want to practise', LANGUAGES),
    level: oneOf('Your level in the language you want', ['beginner', 'intermediate', 'advanced']),
    online: bool('Meet online rather than in person'),
  },
  ['offers', 'wants'],
);
export const hostMeetup = tool(
  'host_meetup',
  'Creates a new meetup that others can join.',
  {
    language: oneOf('Language practised', LANGUAGES),
    venue: str('Where it is'),
    start: dateTime('When it starts'),
    max_people: int('Maximum number of people', 2, 40),
  },
  ['language', 'venue', 'start'],
);
export const LANGUAGE_EXCHANGE = [findMeetups, rsvpMeetup, findTandemPartner, hostMeetup];

// Bicycle repair shop
export const bookBikeService = tool(
  'book_bike_service',
  'Books a bike into the workshop.',
  {
    service: oneOf('Work needed', ['basic_service', 'full_service', 'puncture', 'brakes', 'gears', 'wheel_true']),
    drop_off: date('Day the bike is dropped off'),
    bike_type: oneOf('Type of bike', ['road', 'mountain', 'hybrid', 'ebike', 'folding', 'kids']),
  },
  ['service', 'drop_off'],
);
export const getRepairStatus = tool(
  'get_repair_status',
  'Says whether a bike in the workshop is ready.',
  { job_number: pattern('^BR-\\d{5}$', 'Job number on the ticket, BR- followed by 5 digits') },
  ['job_number'],
);
export const quoteBikeParts = tool(
  'quote_bike_parts',
  'Prices parts in stock.',
  {
    part: oneOf('Part', ['inner_tube', 'tyre', 'chain', 'brake_pads', 'cassette', 'gear_cable', 'brake_cable']),
    wheel_size: oneOf('Wheel size, for tubes and tyres', ['20', '24', '26', '27.5', '29', '700c']),
    quantity: int('How many', 1, 10),
  },
  ['part'],
);
export const BIKE_SHOP = [bookBikeService, getRepairStatus, quoteBikeParts];

// Caravan servicing
export const bookCaravanService = tool(
  'book_caravan_service',
  'Books a caravan or motorhome into the service centre.',
  {
    service: oneOf('Work needed', ['annual_service', 'habitation_check', 'damp_test', 'gas_safety', 'motor_mover_fit']),
    date: date('Day of the booking'),
    make: str('Make and model'),
    twin_axle: bool('Twin-axle caravan'),
  },
  ['service', 'date'],
);
export const arrangeCaravanCollection = tool(
  'arrange_caravan_collection',
  'Arranges for our driver to collect the caravan from your storage site or home.',
  {
    postcode: postcode('Postcode where the caravan is'),
    date: date('Day of the collection'),
  },
  ['postcode', 'date'],
);
export const getServiceReport = tool(
  'get_service_report',
  'Gets the report (damp readings, checklist) of a finished service.',
  { job_ref: pattern('^CV\\d{5}$', 'Job reference, CV followed by 5 digits') },
  ['job_ref'],
);
export const bookWinterStorage = tool(
  'book_winter_storage',
  'Books a storage pitch in the secure compound.',
  {
    start: date('First day of storage'),
    months: int('Number of months', 1, 12),
  },
  ['start', 'months'],
);
export const CARAVAN = [bookCaravanService, arrangeCaravanCollection, getServiceReport, bookWinterStorage];

// Council tax account
const councilAccount = () => pattern('^\\d{9}$', 'Council tax account number, 9 digits');
export const getCouncilTaxBalance = tool(
  'get_council_tax_balance',
  'Shows the balance and the next instalment of a council tax account.',
  { account_number: councilAccount() },
  ['account_number'],
);
export const setUpDirectDebit = tool(
  'set_up_direct_debit',
  'Sets up council tax payment by direct debit.',
  {
    account_number: councilAccount(),
    payment_day: int('Day of the month payments are taken', 1, 28),
    instalments: intEnum('Number of monthly instalments', [10, 12]),
  },
  ['account_number', 'payment_day'],
);
export const applyForDiscount = tool(
  'apply_for_discount',
  'Applies for a council tax discount or exemption.',
  {
    discount: oneOf('Discount', ['single_person', 'student', 'disabled_reduction', 'empty_property', 'carer']),
    account_number: councilAccount(),
    from: date('Day the discount should start'),
  },
  ['discount', 'account_number'],
);
export const reportMove = tool(
  'report_move',
  'Tells the council you are moving in to or out of the borough.',
  {
    direction: oneOf('Moving in or out', ['in', 'out']),
    date: date('Day of the move'),
    new_address: str('Forwarding address when moving out'),
  },
  ['direction', 'date'],
);
export const COUNCIL_TAX = [getCouncilTaxBalance, setUpDirectDebit, applyForDiscount, reportMove];

// Food bank
export const findFoodBank = tool(
  'find_food_bank',
  'Finds food bank distribution centres near a postcode.',
  {
    postcode: postcode('Postcode'),
    open_on: oneOf('Only centres open on this weekday', WEEKDAYS),
  },
  ['postcode'],
);
export const bookCollectionSlot = tool(
  'book_collection_slot',
  'Books a slot to collect a food parcel with a referral voucher.',
  {
    voucher_code: pattern('^FB\\d{6}$', 'Referral voucher code, FB followed by 6 digits'),
    date: date('Day of collection'),
    time: hhmm('Time of collection, 24h HH:MM'),
    dietary: listOf('Dietary needs', ['halal', 'vegetarian', 'vegan', 'gluten_free', 'diabetic', 'no_pork']),
  },
  ['voucher_code', 'date'],
);
export const logDonation = tool(
  'log_donation',
  'Tells the warehouse about a donation you will drop off.',
  {
    items: listOf('What you are donating', ['tins', 'pasta', 'rice', 'cereal', 'toiletries', 'nappies', 'tea_coffee', 'uht_milk']),
    drop_off: date('Day you will drop it off'),
  },
  ['items'],
);
export const volunteerSignup = tool(
  'volunteer_signup',
  'Signs someone up as a volunteer.',
  {
    name: str('Full name'),
    email: email('Email address'),
    availability: listOf('Days they can help', WEEKDAYS),
  },
  ['name', 'email'],
);
export const FOOD_BANK = [findFoodBank, bookCollectionSlot, logDonation, volunteerSignup];

// Home broadband provider
export const checkServiceStatus = tool(
  'check_service_status',
  'Checks for known outages and maintenance in an area.',
  { postcode: postcode('Postcode') },
  ['postcode'],
);
export const runLineTest = tool(
  'run_line_test',
  'Runs a remote test on the customer line.',
  { phone_number: pattern('^0\\d{10}$', 'Landline number of the line, 11 digits starting 0, no spaces') },
  ['phone_number'],
);
export const changePackage = tool(
  'change_package',
  'Moves the account to another broadband package.',
  {
    package: oneOf('New package', ['fibre_50', 'fibre_150', 'full_fibre_500', 'full_fibre_900']),
    start: date('Day the change takes effect; as soon as possible if omitted'),
  },
  ['package'],
);
export const bookEngineer = tool(
  'book_engineer',
  'Books an engineer visit for a fault.',
  {
    date: date('Day of the visit'),
    slot: oneOf('Morning (8-1) or afternoon (1-6)', ['am', 'pm']),
    fault: str('What is wrong'),
  },
  ['date', 'slot'],
);
export const BROADBAND = [checkServiceStatus, runLineTest, changePackage, bookEngineer];

// Jewellery repair
export const requestRepairQuote = tool(
  'request_repair_quote',
  'Requests a quote for repairing a piece of jewellery.',
  {
    item: oneOf('Item', ['ring', 'necklace', 'bracelet', 'earrings', 'watch', 'brooch']),
    repair: oneOf('Repair needed', ['solder_chain', 'replace_clasp', 'reset_stone', 'polish', 'replate', 'battery', 'new_strap']),
    metal: oneOf('Metal', ['gold', 'silver', 'platinum', 'rose_gold', 'white_gold']),
  },
  ['item', 'repair'],
);
export const resizeRing = tool(
  'resize_ring',
  'Books a ring resize.',
  {
    current_size: pattern('^[A-Z]$', 'Current UK ring size, a letter'),
    target_size: pattern('^[A-Z]$', 'Wanted UK ring size, a letter'),
    metal: oneOf('Metal', ['gold', 'silver', 'platinum', 'rose_gold', 'white_gold']),
  },
  ['current_size', 'target_size'],
);
export const trackJewelleryRepair = tool(
  'track_jewellery_repair',
  'Checks the progress of a repair.',
  { ticket: pattern('^JR\\d{5}$', 'Repair ticket number, JR followed by 5 digits') },
  ['ticket'],
);
export const bookValuation = tool(
  'book_valuation',
  'Books a valuation appointment.',
  {
    purpose: oneOf('What the valuation is for', ['insurance', 'probate', 'sale']),
    items: int('Number of items', 1, 20),
    date: date('Day of the appointment'),
  },
  ['purpose'],
);
export const JEWELLERY = [requestRepairQuote, resizeRing, trackJewelleryRepair, bookValuation];

// Lost property office
const LOST_CATEGORIES = ['phone', 'wallet_purse', 'bag', 'keys', 'umbrella', 'clothing', 'glasses', 'jewellery', 'other'];
export const reportLostItem = tool(
  'report_lost_item',
  'Reports an item lost on the bus, tram or train network.',
  {
    category: oneOf('Kind of item', LOST_CATEGORIES),
    description: str('Description: colour, brand, contents'),
    lost_on: date('Day it was lost'),
    location: str('Route, station or stop where it was lost'),
  },
  ['category', 'lost_on'],
);
export const searchFoundItems = tool(
  'search_found_items',
  'Searches items handed in to lost property.',
  {
    category: oneOf('Kind of item', LOST_CATEGORIES),
    found_since: date('Only items handed in on or after this day'),
    location: str('Route, station or stop'),
  },
  ['category'],
);
export const claimItem = tool(
  'claim_item',
  'Claims a found item to collect from the office (a £3 handling fee).',
  {
    reference: pattern('^LP\\d{6}$', 'Found item reference, LP followed by 6 digits'),
    collect_on: date('Day you will collect it'),
  },
  ['reference'],
);
export const LOST_PROPERTY = [reportLostItem, searchFoundItems, claimItem];

// Model railway club
const GAUGES = ['N', 'OO', 'HO', 'TT', 'O', 'G'];
export const bookLayoutSlot = tool(
  'book_layout_slot',
  'Books running time on one of the club layouts.',
  {
    layout: str('Name of the club layout'),
    date: date('Day'),
    hours: int('Hours of running time', 1, 6),
  },
  ['layout', 'date'],
);
export const listSwapMeetItem = tool(
  'list_swap_meet_item',
  'Lists an item for sale at the club swap meet.',
  {
    item: str('What it is'),
    gauge: oneOf('Scale/gauge', GAUGES),
    price: num('Asking price in GBP', 0, 2000),
    boxed: bool('Has its original box'),
  },
  ['item', 'gauge', 'price'],
);
export const registerExhibitionLayout = tool(
  'register_exhibition_layout',
  'Registers a member layout for the club exhibition.',
  {
    layout_name: str('Name of the layout'),
    gauge: oneOf('Scale/gauge', GAUGES),
    length_m: num('Length of the layout in metres', 0.5, 30),
  },
  ['layout_name', 'gauge'],
);
export const renewRailwayMembership = tool(
  'renew_railway_membership',
  'Renews club membership for the year.',
  { membership: oneOf('Membership type', ['adult', 'junior', 'family', 'senior']) },
  ['membership'],
);
export const MODEL_RAILWAY = [bookLayoutSlot, listSwapMeetItem, registerExhibitionLayout, renewRailwayMembership];

// Nail salon
const NAIL_TREATMENTS = [
  'gel_manicure',
  'classic_manicure',
  'pedicure',
  'gel_pedicure',
  'acrylic_full_set',
  'infills',
  'removal',
  'nail_art',
];
export const bookNailAppointment = tool(
  'book_nail_appointment',
  'Books a nail appointment.',
  {
    treatment: oneOf('Treatment', NAIL_TREATMENTS),
    start: dateTime('Start of the appointment'),
    technician: str('Preferred nail technician'),
  },
  ['treatment', 'start'],
);
export const checkNailAvailability = tool(
  'check_nail_availability',
  'Lists free appointment times on a day.',
  {
    date: date('Day'),
    treatment: oneOf('Treatment', NAIL_TREATMENTS),
  },
  ['date'],
);
export const cancelNailAppointment = tool(
  'cancel_nail_appointment',
  'Cancels an appointment.',
  { appointment_id: pattern('^NS\\d{4}$', 'Appointment ID, NS followed by 4 digits') },
  ['appointment_id'],
);
export const NAIL_SALON = [bookNailAppointment, checkNailAvailability, cancelNailAppointment];

// Post office
const trackingNumber = () => pattern('^[A-Z]{2}\\d{9}GB$', 'Tracking number, e.g. AB123456789GB');
export const sendParcel = tool(
  'send_parcel',
  'Buys postage for a parcel.',
  {
    weight_kg: num('Weight in kg', 0.01, 30),
    service: oneOf('Postage service', [
      'second_class',
      'first_class',
      'tracked_24',
      'tracked_48',
      'special_delivery',
      'international_standard',
      'international_tracked',
    ]),
    destination_country: str('Country it is going to, if not the UK'),
    destination_postcode: postcode('UK postcode it is going to'),
  },
  ['weight_kg', 'service'],
);
export const trackItem = tool('track_item', 'Tracks a parcel or letter.', { tracking_number: trackingNumber() }, ['tracking_number']);
export const arrangeRedelivery = tool(
  'arrange_redelivery',
  'Arranges what happens to an item we missed delivering ("Sorry we missed you" card).',
  {
    tracking_number: trackingNumber(),
    option: oneOf('What to do with it', ['redeliver', 'deliver_to_neighbour', 'collect_from_office', 'safe_place']),
    date: date('Day of redelivery or collection'),
  },
  ['tracking_number', 'option'],
);
export const rentPoBox = tool(
  'rent_po_box',
  'Rents a PO Box at a branch.',
  {
    term_months: intEnum('Rental term in months', [6, 12]),
    branch: str('Branch'),
  },
  ['term_months'],
);
export const POST_OFFICE = [sendParcel, trackItem, arrangeRedelivery, rentPoBox];

// Pub quiz league
export const getLeagueTable = tool('get_league_table', 'Shows the quiz league table.', { division: int('Division', 1, 4) }, []);
export const submitQuizScore = tool(
  'submit_quiz_score',
  'Submits the result of a league match (captains only).',
  {
    team: str('Your team'),
    opponent: str('Opposing team'),
    our_score: int('Your score', 0, 100),
    their_score: int('Their score', 0, 100),
    match_date: date('Day of the match'),
  },
  ['team', 'opponent', 'our_score', 'their_score'],
);
export const registerQuizTeam = tool(
  'register_quiz_team',
  'Registers a new team for next season.',
  {
    team_name: str('Team name'),
    captain_email: email('Captain email'),
    players: int('Squad size', 4, 8),
    home_pub: str('Home pub'),
  },
  ['team_name', 'captain_email'],
);
export const getQuizFixtures = tool(
  'get_quiz_fixtures',
  "Lists a team's upcoming fixtures.",
  {
    team: str('Team'),
    from: date('First day to list; today if omitted'),
  },
  ['team'],
);
export const QUIZ_LEAGUE = [getLeagueTable, submitQuizScore, registerQuizTeam, getQuizFixtures];

// Tyre fitting
const registration = () => pattern('^[A-Z]{2}\\d{2} [A-Z]{3}$', 'UK registration, e.g. AB12 CDE');
export const findTyres = tool(
  'find_tyres',
  'Finds tyres in stock for a size.',
  {
    size: pattern('^\\d{3}/\\d{2}R\\d{2}$', 'Tyre size, e.g. 205/55R16'),
    season: oneOf('Season', ['summer', 'winter', 'all_season']),
    tier: oneOf('Price tier', ['budget', 'mid_range', 'premium']),
  },
  ['size'],
);
export const bookTyreFitting = tool(
  'book_tyre_fitting',
  'Books tyres to be fitted.',
  {
    registration: registration(),
    quantity: int('Number of tyres', 1, 4),
    date: date('Day of fitting'),
    mobile_fitting: bool('Fit at your home or work instead of the centre'),
  },
  ['registration', 'quantity', 'date'],
);
export const lookupTyreSize = tool(
  'lookup_tyre_size',
  'Looks up the tyre size a car was fitted with from its registration.',
  { registration: registration() },
  ['registration'],
);
export const bookPunctureRepair = tool(
  'book_puncture_repair',
  'Books a puncture repair.',
  {
    registration: registration(),
    date: date('Day'),
  },
  ['registration'],
);
export const TYRES = [findTyres, bookTyreFitting, lookupTyreSize, bookPunctureRepair];

// Vaccination centre
const VACCINES = ['flu', 'covid_booster', 'shingles', 'pneumococcal', 'rsv', 'hepatitis_a', 'typhoid', 'mmr'];
const nhsNumber = () => pattern('^\\d{10}$', 'NHS number, 10 digits without spaces');
export const bookVaccination = tool(
  'book_vaccination',
  'Books a vaccination appointment.',
  {
    vaccine: oneOf('Vaccine', VACCINES),
    date: date('Day'),
    time: hhmm('Time, 24h HH:MM'),
    nhs_number: nhsNumber(),
  },
  ['vaccine', 'date'],
);
export const checkVaccineEligibility = tool(
  'check_vaccine_eligibility',
  'Checks whether someone is eligible for a free NHS vaccine.',
  {
    vaccine: oneOf('Vaccine', VACCINES),
    age: int('Age in years', 0, 120),
    pregnant: bool('Currently pregnant'),
  },
  ['vaccine', 'age'],
);
export const cancelVaccination = tool(
  'cancel_vaccination',
  'Cancels a vaccination appointment.',
  { booking_ref: pattern('^VC\\d{6}$', 'Booking reference, VC followed by 6 digits') },
  ['booking_ref'],
);
export const getVaccinationRecord = tool(
  'get_vaccination_record',
  'Shows the vaccinations recorded for an NHS number.',
  { nhs_number: nhsNumber() },
  ['nhs_number'],
);
export const VACCINATION = [bookVaccination, checkVaccineEligibility, cancelVaccination, getVaccinationRecord];

// Wine club subscription
export const updateWineSubscription = tool(
  'update_wine_subscription',
  'Changes what is in your regular case and how often it comes.',
  {
    mix: oneOf('Case mix', ['red', 'white', 'mixed', 'rose', 'sparkling']),
    bottles: intEnum('Bottles per case', [6, 12]),
    frequency: oneOf('How often a case is sent', ['monthly', 'every_2_months', 'quarterly']),
  },
  [],
);
export const skipWineDelivery = tool(
  'skip_wine_delivery',
  "Skips one month's case.",
  { month: pattern('^\\d{4}-\\d{2}$', 'Month to skip, YYYY-MM') },
  ['month'],
);
export const pauseWineSubscription = tool(
  'pause_wine_subscription',
  'Pauses the subscription until a day.',
  { until: date('Day the subscription restarts') },
  ['until'],
);
export const orderExtraBottles = tool(
  'order_extra_bottles',
  'Adds bottles of a wine to your next case.',
  {
    wine: str('Wine, as named in the shop'),
    bottles: int('Number of bottles', 1, 24),
    gift_message: str('Gift message printed on a card'),
  },
  ['wine', 'bottles'],
);
export const rateWine = tool(
  'rate_wine',
  'Rates a wine you have tried, to tune future cases.',
  {
    wine: str('Wine'),
    stars: int('Rating from 1 to 5 stars', 1, 5),
    notes: str('Tasting notes'),
  },
  ['wine', 'stars'],
);
export const WINE_CLUB = [updateWineSubscription, skipWineDelivery, pauseWineSubscription, orderExtraBottles, rateWine];
