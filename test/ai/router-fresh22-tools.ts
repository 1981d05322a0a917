import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twenty-third fresh table (fresh 22), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, optional properties), each set one
 * app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const registration = (description: string) => pattern('^[A-Z]{2}\\d{2} [A-Z]{3}$', description);

// Ferry crossings
const PORTS = [
  'dover',
  'calais',
  'dunkirk',
  'portsmouth',
  'caen',
  'cherbourg',
  'plymouth',
  'roscoff',
  'holyhead',
  'dublin',
  'cairnryan',
  'belfast',
];
const FERRY_VEHICLES = ['foot_passenger', 'car', 'car_with_roof_box', 'van', 'motorhome', 'motorbike', 'bicycle'];
export const searchSailings = tool(
  'search_sailings',
  'Finds ferry sailings on a route for a given day, with fares.',
  {
    from_port: oneOf('Departure port', PORTS),
    to_port: oneOf('Arrival port', PORTS),
    date: date('Day of travel'),
    vehicle: oneOf('What you are travelling with', FERRY_VEHICLES),
    passengers: int('Number of passengers including the driver', 1, 9),
  },
  ['from_port', 'to_port', 'date'],
);
export const bookCrossing = tool(
  'book_crossing',
  'Books a one-way ferry crossing on a specific sailing.',
  {
    from_port: oneOf('Departure port', PORTS),
    to_port: oneOf('Arrival port', PORTS),
    departure: dateTime('Scheduled departure of the sailing'),
    passengers: int('Number of passengers including the driver', 1, 9),
    vehicle: oneOf('What you are travelling with', FERRY_VEHICLES),
    vehicle_reg: registration('Vehicle registration, e.g. AB12 CDE'),
    cabin: bool('Whether to add a cabin (overnight sailings only)'),
  },
  ['from_port', 'to_port', 'departure', 'passengers'],
);
export const changeFerryBooking = tool(
  'change_ferry_booking',
  'Amends an existing ferry booking: move it to another sailing or update the vehicle registration. Amendment fees may apply.',
  {
    booking_ref: pattern('^FB\\d{6}$', 'Booking reference, FB followed by 6 digits'),
    new_departure: dateTime('Departure of the sailing to move to'),
    vehicle_reg: registration('New vehicle registration'),
  },
  ['booking_ref'],
);
export const getSailingStatus = tool(
  'get_sailing_status',
  'Live departure status (on time, delayed, cancelled) of sailings from a port.',
  {
    port: oneOf('Departure port', PORTS),
    departure_time: hhmm('Scheduled departure time, 24h HH:MM; all of the day if omitted'),
    date: date('Day; today if omitted'),
  },
  ['port'],
);
export const FERRY = [searchSailings, bookCrossing, changeFerryBooking, getSailingStatus];

// MOT and servicing garage
export const bookMot = tool(
  'book_mot',
  'Books a vehicle in for its MOT test.',
  {
    registration: registration('Vehicle registration, e.g. AB12 CDE'),
    date: date('Day of the test'),
    drop_off: hhmm('Drop-off time, 24h HH:MM (08:00 to 16:00)'),
    wait_on_site: bool('Customer waits in the lounge while the test is done'),
  },
  ['registration', 'date'],
);
export const bookService = tool(
  'book_service',
  'Books a car service.',
  {
    registration: registration('Vehicle registration, e.g. AB12 CDE'),
    service_type: oneOf('Interim (6 monthly), full (annual) or major (every 2 years)', ['interim', 'full', 'major']),
    date: date('Day of the service'),
    courtesy_car: bool('Request a courtesy car for the day'),
  },
  ['registration', 'service_type', 'date'],
);
export const checkMotDue = tool(
  'check_mot_due',
  'Looks up when the MOT and road tax of a vehicle expire.',
  { registration: registration('Vehicle registration, e.g. AB12 CDE') },
  ['registration'],
);
export const getRepairQuote = tool(
  'get_repair_quote',
  'Gives a price estimate for a common repair job.',
  {
    job: oneOf('Repair job', ['brakes', 'clutch', 'cambelt', 'exhaust', 'battery', 'tyres', 'air_con_regas', 'diagnostics']),
    registration: registration('Vehicle registration, for an exact price'),
    make_model: str('Make and model of the car if no registration is given'),
  },
  ['job'],
);
export const GARAGE = [bookMot, bookService, checkMotDue, getRepairQuote];

// Dog daycare
export const bookDaycare = tool(
  'book_daycare',
  'Books a registered dog in for a day (or half day) of daycare.',
  {
    dog_name: str("Dog's name"),
    date: date('Day of daycare'),
    session: oneOf('Session length', ['full_day', 'half_day_am', 'half_day_pm']),
    pickup: bool('Use the pick-up and drop-off van service'),
  },
  ['dog_name', 'date'],
);
export const registerDog = tool(
  'register_dog',
  'Registers a new dog with the daycare (an assessment day is arranged afterwards).',
  {
    dog_name: str("Dog's name"),
    breed: str('Breed or cross'),
    size: oneOf('Size category', ['small', 'medium', 'large', 'giant']),
    date_of_birth: date("Dog's date of birth"),
    neutered: bool('Whether the dog is neutered or spayed'),
    owner_email: email("Owner's email address"),
  },
  ['dog_name', 'breed', 'owner_email'],
);
export const cancelDaycare = tool(
  'cancel_daycare',
  'Cancels a booked daycare day (free up to 24 hours before).',
  { dog_name: str("Dog's name"), date: date('Booked day to cancel') },
  ['dog_name', 'date'],
);
export const getDailyReport = tool(
  'get_daily_report',
  "Shows a dog's daily report card: photos, notes from staff, who they played with.",
  { dog_name: str("Dog's name"), date: date('Day of the report; the latest if omitted') },
  ['dog_name'],
);
export const DOG_DAYCARE = [bookDaycare, registerDog, cancelDaycare, getDailyReport];

// Soft play centre
export const bookPlaySession = tool(
  'book_play_session',
  'Books a 2-hour play session at the soft play centre.',
  {
    date: date('Day of the session'),
    start_time: hhmm('Session start, 24h HH:MM'),
    children: int('Children aged 2 and over', 1, 10),
    under_twos: int('Children under 2 (toddler area)', 0, 5),
    adults: int('Accompanying adults', 0, 10),
  },
  ['date', 'start_time', 'children'],
);
export const bookParty = tool(
  'book_party',
  "Books a children's party (play, food and a party room).",
  {
    date: date('Day of the party'),
    package: oneOf('Party package', ['bronze', 'silver', 'gold']),
    children: int('Number of children invited', 8, 30),
    birthday_child: str("Birthday child's name"),
    age: int('Age the child is turning', 1, 11),
  },
  ['date', 'package', 'children'],
);
export const getOpeningTimes = tool(
  'get_opening_times',
  'Opening times of the soft play centre, including holidays.',
  { date: date('Day to check; the whole week if omitted') },
  [],
);
export const SOFT_PLAY = [bookPlaySession, bookParty, getOpeningTimes];

// Trampoline park
export const bookJumpSession = tool(
  'book_jump_session',
  'Books open jump time at the trampoline park.',
  {
    date: date('Day to jump'),
    time: hhmm('Start time, 24h HH:MM'),
    jumpers: int('Number of jumpers', 1, 20),
    duration_minutes: intEnum('Length of the session in minutes', [60, 90, 120]),
    grip_socks: int('Pairs of grip socks to buy (required to jump)', 0, 20),
  },
  ['date', 'time', 'jumpers'],
);
export const bookTrampolineClass = tool(
  'book_trampoline_class',
  'Books places on a class or special session.',
  {
    class: oneOf('Class', ['toddler_bounce', 'freestyle_coaching', 'fitness', 'sen_session', 'dodgeball']),
    date: date('Day of the class'),
    places: int('Number of places', 1, 10),
  },
  ['class', 'date'],
);
export const signWaiver = tool(
  'sign_waiver',
  'Completes the safety waiver for a jumper; under-18s need a parent or guardian.',
  {
    participant_name: str("Jumper's full name"),
    date_of_birth: date("Jumper's date of birth"),
    guardian_name: str('Parent or guardian signing for an under-18'),
  },
  ['participant_name', 'date_of_birth'],
);
export const TRAMPOLINE_PARK = [bookJumpSession, bookTrampolineClass, signWaiver];

// Surf school
export const bookSurfLesson = tool(
  'book_surf_lesson',
  'Books a 2-hour surf lesson (boards included).',
  {
    level: oneOf('Ability', ['beginner', 'improver', 'intermediate']),
    date: date('Day of the lesson'),
    people: int('Number of people', 1, 8),
    lesson_type: oneOf('Lesson type', ['group', 'private', 'family']),
    wetsuit_hire: bool('Whether wetsuits are needed'),
  },
  ['level', 'date', 'people'],
);
export const hireSurfKit = tool(
  'hire_surf_kit',
  'Hires boards and wetsuits by the hour.',
  {
    items: listOf('Items to hire', ['softboard', 'hardboard', 'bodyboard', 'wetsuit', 'boots', 'gloves', 'hood']),
    date: date('Day of hire'),
    hours: int('Hours of hire', 1, 8),
  },
  ['items', 'date'],
);
export const getSurfForecast = tool(
  'get_surf_forecast',
  'Surf forecast: wave height, period, wind and tide times for a beach.',
  {
    beach: oneOf('Beach', ['fistral', 'polzeath', 'croyde', 'saunton', 'watergate_bay']),
    date: date('Day; today if omitted'),
  },
  ['beach'],
);
export const SURF_SCHOOL = [bookSurfLesson, hireSurfKit, getSurfForecast];

// Planetarium
export const findPlanetariumShows = tool(
  'find_planetarium_shows',
  'Lists the dome shows on a day.',
  {
    date: date('Day'),
    audience: oneOf('Only shows for this audience', ['family', 'adult', 'schools', 'relaxed']),
  },
  ['date'],
);
export const bookShowTickets = tool(
  'book_show_tickets',
  'Books tickets for a planetarium show.',
  {
    show: str('Show title'),
    showing: dateTime('Start of the showing'),
    adults: int('Adult tickets', 0, 10),
    children: int('Child tickets (3-15)', 0, 10),
    concessions: int('Concession tickets (students, over 65s)', 0, 10),
  },
  ['show', 'showing'],
);
export const bookStargazingNight = tool(
  'book_stargazing_night',
  'Books places on an evening stargazing session in the observatory (cancelled if cloudy, with a refund).',
  {
    date: date('Night of the session'),
    people: int('Number of people', 1, 6),
    telescope_hire: bool('Hire a personal telescope for the session'),
  },
  ['date', 'people'],
);
export const PLANETARIUM = [findPlanetariumShows, bookShowTickets, bookStargazingNight];

// Art gallery
export const searchCollection = tool(
  'search_collection',
  "Searches the gallery's collection.",
  {
    query: str('Keywords: title, subject'),
    artist: str('Artist name'),
    medium: oneOf('Medium', ['painting', 'sculpture', 'photography', 'print', 'drawing', 'textile', 'ceramics']),
    on_display: bool('Only works currently on display'),
  },
  [],
);
export const bookExhibitionTickets = tool(
  'book_exhibition_tickets',
  'Books timed-entry tickets for a paid exhibition.',
  {
    exhibition: str('Exhibition title'),
    date: date('Day of the visit'),
    tickets: int('Number of tickets', 1, 8),
    entry_time: hhmm('Entry slot, 24h HH:MM'),
    concession: bool('Concession tickets (students, over 65s, jobseekers)'),
  },
  ['exhibition', 'date', 'tickets'],
);
export const bookGuidedTour = tool(
  'book_guided_tour',
  'Books a one-hour guided tour of the highlights of the collection.',
  {
    date: date('Day of the tour'),
    group_size: int('People in the group', 1, 25),
    language: oneOf('Tour language', ['english', 'french', 'german', 'spanish', 'italian', 'bsl']),
  },
  ['date', 'group_size'],
);
export const buyGalleryMembership = tool(
  'buy_gallery_membership',
  'Buys an annual gallery membership (free exhibitions, members room).',
  {
    tier: oneOf('Membership tier (young friend is 16-25)', ['individual', 'joint', 'family', 'young_friend']),
    email: email('Email for the membership card'),
  },
  ['tier', 'email'],
);
export const ART_GALLERY = [searchCollection, bookExhibitionTickets, bookGuidedTour, buyGalleryMembership];

// Furniture store delivery
const orderNumber = (description: string) => pattern('^FS\\d{7}$', description);
export const trackFurnitureDelivery = tool(
  'track_furniture_delivery',
  'Shows the delivery status and expected date of a furniture order.',
  { order_number: orderNumber('Order number, FS followed by 7 digits') },
  ['order_number'],
);
export const rescheduleDelivery = tool(
  'reschedule_delivery',
  'Moves the delivery of an order to another day.',
  {
    order_number: orderNumber('Order number, FS followed by 7 digits'),
    date: date('New delivery day'),
    slot: oneOf('Delivery slot: morning 7-12, afternoon 12-5, evening 5-9', ['morning', 'afternoon', 'evening']),
  },
  ['order_number', 'date'],
);
export const bookAssembly = tool(
  'book_assembly',
  'Adds home assembly by our team to an order.',
  {
    order_number: orderNumber('Order number, FS followed by 7 digits'),
    items: int('Number of items to assemble', 1, 20),
    date: date('Day of assembly; the delivery day if omitted'),
  },
  ['order_number'],
);
export const requestRemoval = tool(
  'request_removal',
  'Asks the delivery team to take away old furniture for recycling when they deliver.',
  {
    order_number: orderNumber('Order number, FS followed by 7 digits'),
    item: oneOf('Item to remove', ['sofa', 'armchair', 'mattress', 'bed_frame', 'wardrobe', 'dining_table', 'chest_of_drawers']),
    quantity: int('How many', 1, 5),
  },
  ['order_number', 'item'],
);
export const FURNITURE = [trackFurnitureDelivery, rescheduleDelivery, bookAssembly, requestRemoval];

// Carpet cleaning
export const getCleaningQuote = tool(
  'get_cleaning_quote',
  'Instant quote for carpet cleaning.',
  {
    rooms: int('Number of carpeted rooms', 1, 15),
    postcode: postcode('Postcode of the property'),
    stairs: bool('Include stairs and landing'),
    rugs: int('Number of rugs', 0, 10),
    pet_odour_treatment: bool('Add pet odour treatment'),
  },
  ['rooms', 'postcode'],
);
export const bookCleaning = tool(
  'book_cleaning',
  'Books a cleaning visit.',
  {
    service: oneOf('Service', ['carpets', 'upholstery', 'rugs', 'carpets_and_upholstery', 'end_of_tenancy']),
    date: date('Day of the visit'),
    postcode: postcode('Postcode of the property'),
    slot: oneOf('Arrival window', ['morning', 'afternoon']),
    rooms: int('Number of rooms', 1, 15),
  },
  ['service', 'date', 'postcode'],
);
export const reportCleaningProblem = tool(
  'report_cleaning_problem',
  'Reports a problem with a completed clean; we come back for free within 7 days.',
  {
    booking_ref: pattern('^CC\\d{5}$', 'Booking reference, CC followed by 5 digits'),
    description: str('What is wrong'),
  },
  ['booking_ref', 'description'],
);
export const CARPET_CLEANING = [getCleaningQuote, bookCleaning, reportCleaningProblem];

// Window blinds fitting
const BLIND_TYPES = ['roller', 'venetian', 'vertical', 'roman', 'blackout', 'perfect_fit', 'shutters'];
export const bookMeasuringVisit = tool(
  'book_measuring_visit',
  'Books a free home visit to measure up and show samples.',
  {
    postcode: postcode('Postcode of the home'),
    date: date('Day of the visit'),
    time_slot: oneOf('Time slot', ['morning', 'afternoon']),
    windows: int('Number of windows', 1, 30),
    blind_type: oneOf('Type of blind you are interested in', BLIND_TYPES),
  },
  ['postcode', 'date'],
);
export const orderFreeSamples = tool(
  'order_free_samples',
  'Sends up to 5 free fabric or slat samples by post; the link to choose them is emailed.',
  {
    blind_type: oneOf('Type of blind', BLIND_TYPES),
    colour: str('Colour family, e.g. grey, white, oak'),
    email: email('Email address'),
  },
  ['blind_type', 'email'],
);
export const checkFittingDate = tool(
  'check_fitting_date',
  'Shows when the blinds of an order will be fitted.',
  { order_ref: pattern('^BL-\\d{6}$', 'Order reference, e.g. BL-123456') },
  ['order_ref'],
);
export const BLINDS = [bookMeasuringVisit, orderFreeSamples, checkFittingDate];

// Home energy assessment
export const bookEpcAssessment = tool(
  'book_epc_assessment',
  'Books a domestic energy assessor for an Energy Performance Certificate (EPC).',
  {
    postcode: postcode('Postcode of the property'),
    property_type: oneOf('Property type', ['flat', 'terraced', 'semi_detached', 'detached', 'bungalow']),
    bedrooms: int('Number of bedrooms (0 for a studio)', 0, 10),
    date: date('Preferred day'),
    reason: oneOf('Why the EPC is needed', ['selling', 'letting', 'grant_application', 'own_interest']),
  },
  ['postcode', 'property_type', 'bedrooms'],
);
export const checkGrantEligibility = tool(
  'check_grant_eligibility',
  'Checks eligibility for insulation, boiler and heat pump grants.',
  {
    postcode: postcode('Postcode of the property'),
    tenure: oneOf('Who lives there', ['owner_occupier', 'private_tenant', 'social_tenant', 'landlord']),
    annual_household_income: num('Gross yearly household income in GBP', 0),
    receives_benefits: bool('Someone in the home receives means-tested benefits'),
  },
  ['postcode', 'tenure'],
);
export const findEpcCertificate = tool(
  'find_epc_certificate',
  'Finds the current EPC of a property on the register.',
  { postcode: postcode('Postcode'), house: str('House number or name') },
  ['postcode'],
);
export const ENERGY_ASSESSMENT = [bookEpcAssessment, checkGrantEligibility, findEpcCertificate];

// Community centre room hire
const ROOMS = ['main_hall', 'small_hall', 'meeting_room', 'kitchen', 'sports_hall'];
export const checkRoomAvailability = tool(
  'check_room_availability',
  'Shows which rooms are free on a day, or whether one room is free at given times.',
  {
    date: date('Day'),
    room: oneOf('Room', ROOMS),
    start: hhmm('From, 24h HH:MM'),
    end: hhmm('Until, 24h HH:MM'),
  },
  ['date'],
);
export const bookCentreRoom = tool(
  'book_centre_room',
  'Books a room at the community centre (charged by the hour).',
  {
    room: oneOf('Room', ROOMS),
    date: date('Day'),
    start: hhmm('Start, 24h HH:MM'),
    end: hhmm('End, 24h HH:MM'),
    purpose: str('What the room is for'),
    attendees: int('Expected number of people', 1, 200),
  },
  ['room', 'date', 'start', 'end'],
);
export const cancelRoomBooking = tool(
  'cancel_room_booking',
  'Cancels a room booking (full refund with 7 days notice).',
  {
    booking_ref: pattern('^CR\\d{4}$', 'Booking reference, CR followed by 4 digits'),
    reason: str('Reason for cancelling'),
  },
  ['booking_ref'],
);
export const COMMUNITY_CENTRE = [checkRoomAvailability, bookCentreRoom, cancelRoomBooking];

// Cafe loyalty app
const DRINKS = ['flat_white', 'latte', 'cappuccino', 'americano', 'espresso', 'mocha', 'hot_chocolate', 'chai_latte', 'tea'];
export const checkLoyaltyBalance = tool(
  'check_loyalty_balance',
  'Shows how many stamps are on the loyalty card and any rewards ready to use.',
  {},
  [],
);
export const orderAhead = tool(
  'order_ahead',
  'Orders a drink to collect from your usual cafe, paid with the app.',
  {
    drink: oneOf('Drink', DRINKS),
    size: oneOf('Cup size', ['small', 'regular', 'large']),
    milk: oneOf('Milk', ['dairy', 'oat', 'soy', 'almond', 'coconut']),
    extra_shots: int('Extra espresso shots', 0, 3),
    collect_at: hhmm('Collection time, 24h HH:MM; as soon as possible if omitted'),
  },
  ['drink'],
);
export const redeemFreeDrink = tool(
  'redeem_free_drink',
  'Uses a full loyalty card (10 stamps) for a free drink.',
  { drink: oneOf('Drink', DRINKS) },
  ['drink'],
);
export const findNearestCafe = tool(
  'find_nearest_cafe',
  'Finds our nearest cafes to a place.',
  { near: str('Place, street or postcode'), open_now: bool('Only cafes open right now') },
  ['near'],
);
export const CAFE_LOYALTY = [checkLoyaltyBalance, orderAhead, redeemFreeDrink, findNearestCafe];

// Parcel lockers
const trackingNumber = (description: string) => pattern('^PL\\d{10}$', description);
export const findLocker = tool(
  'find_locker',
  'Finds parcel lockers near a place.',
  {
    near: str('Town, street, landmark or postcode'),
    size: oneOf('Largest parcel size the locker must take', ['small', 'medium', 'large']),
    open_24h: bool('Only lockers accessible 24 hours'),
  },
  ['near'],
);
export const sendParcel = tool(
  'send_parcel',
  'Creates a send: you get a drop-off code; the recipient gets a collection text.',
  {
    size: oneOf('Parcel size: small 8cm, medium 19cm, large 41cm high', ['small', 'medium', 'large']),
    recipient_name: str("Recipient's name"),
    recipient_mobile: pattern('^07\\d{9}$', "Recipient's UK mobile number, 11 digits starting 07, no spaces"),
  },
  ['size', 'recipient_name', 'recipient_mobile'],
);
export const trackParcel = tool(
  'track_parcel',
  'Tracks a parcel sent to or from a locker.',
  { tracking_number: trackingNumber('Tracking number, PL followed by 10 digits') },
  ['tracking_number'],
);
export const extendPickup = tool(
  'extend_pickup',
  'Extends the time a parcel waits in the locker for collection.',
  {
    tracking_number: trackingNumber('Tracking number, PL followed by 10 digits'),
    days: int('Extra days', 1, 3),
  },
  ['tracking_number', 'days'],
);
export const PARCEL_LOCKERS = [findLocker, sendParcel, trackParcel, extendPickup];

// Karaoke bar
export const bookKaraokeRoom = tool(
  'book_karaoke_room',
  'Books a private karaoke room.',
  {
    date: date('Day'),
    start_time: hhmm('Start, 24h HH:MM'),
    guests: int('Number of guests', 2, 30),
    hours: int('Hours', 1, 4),
    room: oneOf('Room size', ['standard', 'large', 'vip']),
  },
  ['date', 'start_time', 'guests'],
);
export const addDrinksPackage = tool(
  'add_drinks_package',
  'Adds a pre-ordered drinks package to a room booking.',
  {
    booking_ref: pattern('^KB\\d{5}$', 'Booking reference, KB followed by 5 digits'),
    package: oneOf('Package', ['prosecco', 'beer_bucket', 'cocktail_jugs', 'soft_drinks']),
    quantity: int('How many of the package', 1, 10),
  },
  ['booking_ref', 'package'],
);
export const searchSongs = tool(
  'search_songs',
  'Searches the song catalogue.',
  {
    query: str('Song title or artist'),
    decade: oneOf('Decade', ['60s', '70s', '80s', '90s', '00s', '10s', '20s']),
    duet: bool('Only duets'),
  },
  [],
);
export const KARAOKE = [bookKaraokeRoom, addDrinksPackage, searchSongs];

// Paintball
export const bookPaintball = tool(
  'book_paintball',
  'Books a paintball day for a group (minimum 6 players).',
  {
    date: date('Day'),
    players: int('Number of players', 6, 60),
    package: oneOf('Package: rookie 100 balls, classic 300 balls and lunch, ultimate 600 balls and lunch', [
      'rookie',
      'classic',
      'ultimate',
    ]),
    occasion: oneOf('Occasion', ['stag', 'hen', 'birthday', 'corporate', 'kids_party', 'other']),
  },
  ['date', 'players', 'package'],
);
export const buyExtraPaintballs = tool(
  'buy_extra_paintballs',
  'Pre-buys extra paintballs for a booking at a discount.',
  {
    booking_ref: pattern('^PB\\d{6}$', 'Booking reference, PB followed by 6 digits'),
    balls: intEnum('Number of balls', [100, 200, 500, 1000]),
  },
  ['booking_ref', 'balls'],
);
export const checkAgeRules = tool(
  'check_age_rules',
  'Minimum ages and the consent needed for each activity.',
  { activity: oneOf('Activity', ['paintball', 'mini_paintball', 'laser_tag']) },
  ['activity'],
);
export const PAINTBALL = [bookPaintball, buyExtraPaintballs, checkAgeRules];

// Farm shop veg box
const EXTRAS = ['eggs', 'sourdough', 'milk', 'butter', 'cheese', 'apple_juice', 'honey'];
export const subscribeVegBox = tool(
  'subscribe_veg_box',
  'Starts a veg box subscription.',
  {
    box_size: oneOf('Box size', ['small', 'medium', 'large', 'family']),
    frequency: oneOf('How often', ['weekly', 'fortnightly', 'monthly']),
    postcode: postcode('Delivery postcode'),
    delivery_day: oneOf('Delivery day', ['tuesday', 'thursday', 'saturday']),
    exclusions: listOf('Vegetables never to include', ['potatoes', 'onions', 'mushrooms', 'beetroot', 'cabbage', 'peppers']),
  },
  ['box_size', 'frequency', 'postcode'],
);
export const skipDelivery = tool('skip_delivery', 'Skips one delivery of the veg box.', { date: date('Delivery day to skip') }, ['date']);
export const addExtras = tool(
  'add_extras',
  'Adds farm shop extras to a delivery.',
  {
    items: listOf('Extras', EXTRAS),
    delivery_date: date('Delivery to add them to; the next one if omitted'),
  },
  ['items'],
);
export const pauseSubscription = tool(
  'pause_subscription',
  'Pauses all deliveries between two days (inclusive).',
  { from: date('First day of the pause'), until: date('Last day of the pause') },
  ['from', 'until'],
);
export const VEG_BOX = [subscribeVegBox, skipDelivery, addExtras, pauseSubscription];

// Archery club
export const bookTasterSession = tool(
  'book_taster_session',
  'Books a 90-minute have-a-go archery taster with a coach.',
  {
    date: date('Day'),
    people: int('Number of people', 1, 6),
    age_group: oneOf('Age group (juniors 8-17)', ['junior', 'adult', 'mixed']),
  },
  ['date', 'people'],
);
export const logScore = tool(
  'log_score',
  "Records a round's score for handicap and classification.",
  {
    round: oneOf('Round shot', ['portsmouth', 'worcester', 'bray_1', 'national', 'york', 'wa_18', 'wa_70']),
    score: int('Total score', 0, 1440),
    date: date('Day the round was shot; today if omitted'),
    bow: oneOf('Bow style', ['recurve', 'compound', 'longbow', 'barebow']),
  },
  ['round', 'score'],
);
export const bookRange = tool(
  'book_range',
  'Books target lanes on the club range (members only).',
  {
    range: oneOf('Range', ['indoor', 'outdoor']),
    date: date('Day'),
    start: hhmm('Start, 24h HH:MM'),
    lanes: int('Number of lanes', 1, 4),
  },
  ['range', 'date', 'start'],
);
export const ARCHERY = [bookTasterSession, logScore, bookRange];

// Judo club
export const bookJudoClass = tool(
  'book_judo_class',
  'Books a place on a judo class.',
  {
    class: oneOf('Class (little dragons 4-7, juniors 8-15)', ['little_dragons', 'juniors', 'seniors', 'kata', 'open_mat']),
    date: date('Day of the class'),
    member_name: str('Member attending, if not the account holder'),
  },
  ['class', 'date'],
);
export const recordGrading = tool(
  'record_grading',
  "Records a member's new belt after a grading.",
  {
    member_name: str("Member's name"),
    belt: oneOf('New belt', ['red', 'yellow', 'orange', 'green', 'blue', 'brown', 'black']),
    date: date('Day of the grading'),
  },
  ['member_name', 'belt'],
);
export const payMembership = tool(
  'pay_membership',
  'Pays club membership for a member.',
  { member_name: str("Member's name"), plan: oneOf('Payment plan', ['monthly', 'termly', 'annual']) },
  ['member_name', 'plan'],
);
export const enterCompetition = tool(
  'enter_competition',
  'Enters a member into a competition.',
  {
    competition: str('Competition name'),
    member_name: str("Member's name"),
    weight_category: pattern('^[-+]\\d{2,3}kg$', 'Weight category, e.g. -73kg or +100kg'),
  },
  ['competition', 'member_name', 'weight_category'],
);
export const JUDO = [bookJudoClass, recordGrading, payMembership, enterCompetition];

// Student union societies
export const joinSociety = tool(
  'join_society',
  'Joins a student union society; the fee is charged to the student account.',
  {
    society: str('Society name'),
    student_id: pattern('^\\d{8}$', 'Student number, 8 digits'),
    membership: oneOf('Membership type (associate: no voting rights, cheaper)', ['full', 'associate']),
  },
  ['society', 'student_id'],
);
export const createSocietyEvent = tool(
  'create_society_event',
  "Publishes an event on a society's page (committee members only).",
  {
    society: str('Society name'),
    title: str('Event title'),
    start: dateTime('Start of the event'),
    location: str('Venue'),
    ticket_price: num('Ticket price in GBP; 0 for free', 0, 500),
  },
  ['society', 'title', 'start'],
);
export const searchSocieties = tool(
  'search_societies',
  'Searches the list of student societies.',
  {
    query: str('Keywords'),
    category: oneOf('Category', ['sport', 'academic', 'cultural', 'faith', 'political', 'arts', 'volunteering', 'gaming']),
  },
  [],
);
export const requestFunding = tool(
  'request_funding',
  'Submits a funding request from a society to the union grants committee.',
  { society: str('Society name'), amount: num('Amount in GBP', 1, 5000), purpose: str('What the money is for') },
  ['society', 'amount', 'purpose'],
);
export const STUDENT_UNION = [joinSociety, createSocietyEvent, searchSocieties, requestFunding];

// Recording booth hire
const BOOTHS = ['vocal_booth', 'podcast_room', 'live_room'];
export const bookBooth = tool(
  'book_booth',
  'Books studio time.',
  {
    booth: oneOf('Space', BOOTHS),
    date: date('Day'),
    start: hhmm('Start, 24h HH:MM'),
    hours: int('Hours', 1, 8),
    engineer: bool('Add a sound engineer'),
  },
  ['booth', 'date', 'start', 'hours'],
);
export const checkBoothAvailability = tool(
  'check_booth_availability',
  'Shows the free hours of the studio spaces on a day.',
  { date: date('Day'), booth: oneOf('Only this space', BOOTHS) },
  ['date'],
);
export const requestMixdown = tool(
  'request_mixdown',
  'Asks the engineer to export the recording of a session.',
  {
    session_ref: pattern('^RB\\d{5}$', 'Session reference, RB followed by 5 digits'),
    format: oneOf('Export format', ['wav', 'mp3', 'stems']),
  },
  ['session_ref', 'format'],
);
export const RECORDING_BOOTH = [bookBooth, checkBoothAvailability, requestMixdown];
