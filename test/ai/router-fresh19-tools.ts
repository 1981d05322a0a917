import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twentieth fresh table (fresh 19), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, optional properties), each set one
 * app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Theatre box office
export const findPerformances = tool(
  'find_performances',
  'Lists upcoming performances of a show with how many seats are left.',
  {
    show: str('Title of the show'),
    date: date('Only performances on this day'),
    matinee_only: bool('Only afternoon (matinee) performances'),
  },
  ['show'],
);
export const bookSeats = tool(
  'book_seats',
  'Books seats for one performance of a show.',
  {
    show: str('Title of the show'),
    performance: dateTime('Start of the performance'),
    seats: int('Number of seats', 1, 10),
    section: oneOf('Seating area', ['stalls', 'dress_circle', 'upper_circle', 'box']),
    concession: oneOf('Concession applied to every seat', ['student', 'senior', 'child', 'none']),
    wheelchair_space: bool('One of the seats is a wheelchair space'),
  },
  ['show', 'performance', 'seats'],
);
export const exchangeTickets = tool(
  'exchange_tickets',
  'Moves an existing booking to another performance of the same show (a £2 fee per ticket).',
  {
    booking_ref: pattern('^BX\\d{6}$', 'Booking reference, BX followed by six digits'),
    new_performance: dateTime('Start of the performance to move to'),
  },
  ['booking_ref', 'new_performance'],
);
export const buyGiftVoucher = tool(
  'buy_gift_voucher',
  'Buys a theatre gift voucher.',
  {
    amount: num('Value of the voucher in GBP', 10, 500),
    recipient_name: str('Name printed on the voucher'),
    delivery: oneOf('How the voucher is sent', ['email', 'post']),
  },
  ['amount'],
);
export const BOX_OFFICE = [findPerformances, bookSeats, exchangeTickets, buyGiftVoucher];

// Marina berths
export const bookVisitorBerth = tool(
  'book_visitor_berth',
  'Reserves a visitor berth in the marina.',
  {
    arrival: date('Day of arrival'),
    nights: int('Number of nights', 1, 28),
    boat_length_m: num('Length overall of the boat in metres', 3, 40),
    boat_name: str('Name of the boat'),
    shore_power: bool('Needs a shore power hook-up'),
  },
  ['arrival', 'nights', 'boat_length_m'],
);
export const requestLiftOut = tool(
  'request_lift_out',
  'Asks the boatyard to lift a boat out of the water.',
  {
    boat_name: str('Name of the boat'),
    service: oneOf('What the yard does once the boat is out', ['lift_and_hold', 'pressure_wash', 'antifoul', 'winter_storage']),
    preferred_date: date('Preferred day for the lift'),
  },
  ['boat_name', 'service'],
);
export const orderFuelToBerth = tool(
  'order_fuel_to_berth',
  'Orders the fuel barge to a berth.',
  {
    berth: pattern('^[A-H]\\d{1,2}$', 'Berth: pontoon letter A to H and a number, e.g. C14'),
    fuel: oneOf('Fuel type', ['diesel', 'petrol']),
    litres: int('Litres', 10, 2000),
  },
  ['berth', 'fuel', 'litres'],
);
export const reportPontoonIssue = tool(
  'report_pontoon_issue',
  'Reports a problem on the pontoons to the marina office.',
  {
    issue: oneOf('Kind of problem', ['electricity', 'water', 'damaged_cleat', 'security', 'other']),
    berth: pattern('^[A-H]\\d{1,2}$', 'Berth nearest the problem, e.g. C14'),
    details: str('What is wrong'),
  },
  ['issue'],
);
export const MARINA = [bookVisitorBerth, requestLiftOut, orderFuelToBerth, reportPontoonIssue];

// School canteen
export const preorderLunch = tool(
  'preorder_lunch',
  "Pre-orders a child's school lunch for a day.",
  {
    child_name: str("Child's first name"),
    date: date('School day'),
    meal: oneOf('Meal option', ['hot_meal', 'vegetarian', 'jacket_potato', 'packed_sandwich']),
    dessert: bool('Add a dessert'),
  },
  ['child_name', 'date', 'meal'],
);
export const topUpLunchAccount = tool(
  'top_up_lunch_account',
  "Adds money to a child's canteen account.",
  {
    child_name: str("Child's first name"),
    amount: num('Amount in GBP', 5, 200),
  },
  ['child_name', 'amount'],
);
export const setDietaryNeeds = tool(
  'set_dietary_needs',
  "Records a child's dietary needs so the kitchen is told.",
  {
    child_name: str("Child's first name"),
    needs: listOf('Dietary needs', ['nut_free', 'gluten_free', 'dairy_free', 'egg_free', 'halal', 'vegetarian', 'vegan']),
  },
  ['child_name', 'needs'],
);
export const getCanteenMenu = tool(
  'get_canteen_menu',
  "Shows the canteen's menu for a school week.",
  { week_starting: date('Monday of the week') },
  [],
);
export const CANTEEN = [preorderLunch, topUpLunchAccount, setDietaryNeeds, getCanteenMenu];

// Community radio
export const requestSong = tool(
  'request_song',
  'Sends a song request to the studio.',
  {
    title: str('Song title'),
    artist: str('Artist or band'),
    show: oneOf('Show to play it on', ['breakfast', 'drive_time', 'late_night', 'weekend_mix']),
    dedication: str('Who the song is for'),
  },
  ['title'],
);
export const sendShoutout = tool(
  'send_shoutout',
  'Sends a message for a presenter to read out on air.',
  {
    message: str('The message to read out'),
    to_name: str('Who the shout-out is for'),
    on_air_date: date('Day to read it out'),
  },
  ['message'],
);
export const getRadioSchedule = tool(
  'get_radio_schedule',
  "Lists the station's shows for a day of the week.",
  { day: oneOf('Day of the week', WEEKDAYS) },
  [],
);
export const volunteerSignup = tool(
  'volunteer_signup',
  'Registers interest in volunteering at the station.',
  {
    name: str('Full name'),
    role: oneOf('Role wanted', ['presenter', 'producer', 'technician', 'fundraising']),
    email: email('Email address to reply to'),
  },
  ['name', 'role'],
);
export const RADIO = [requestSong, sendShoutout, getRadioSchedule, volunteerSignup];

// Hearing aid clinic
export const bookHearingAppointment = tool(
  'book_hearing_appointment',
  'Books an appointment at the hearing aid clinic.',
  {
    appointment_type: oneOf('Kind of appointment', ['hearing_test', 'fitting', 'adjustment', 'wax_removal', 'repair_drop_off']),
    date: date('Day of the appointment'),
    time: hhmm('Time of the appointment, 24h HH:MM'),
    clinic: oneOf('Clinic', ['Leeds', 'Harrogate', 'Wakefield']),
  },
  ['appointment_type'],
);
export const orderBatteries = tool(
  'order_batteries',
  'Orders hearing aid batteries by post.',
  {
    size: oneOf('Battery size', ['10', '13', '312', '675']),
    packs: int('Packs of six', 1, 10),
  },
  ['size'],
);
export const reportHearingAidFault = tool(
  'report_hearing_aid_fault',
  'Reports a fault with a hearing aid.',
  {
    side: oneOf('Which aid', ['left', 'right', 'both']),
    problem: oneOf('The problem', ['no_sound', 'whistling', 'crackling', 'wont_charge', 'physical_damage']),
    serial_number: str('Serial number printed on the aid'),
  },
  ['side', 'problem'],
);
export const HEARING = [bookHearingAppointment, orderBatteries, reportHearingAidFault];

// Dance school
export const bookTrialClass = tool(
  'book_trial_class',
  'Books a free trial class.',
  {
    style: oneOf('Dance style', ['ballet', 'tap', 'jazz', 'street', 'contemporary', 'ballroom', 'salsa']),
    level: oneOf('Level', ['beginner', 'improver', 'intermediate', 'advanced']),
    date: date('Day of the trial class'),
    student_age: int('Age of the student in years', 3, 99),
  },
  ['style'],
);
export const enrolForTerm = tool(
  'enrol_for_term',
  'Enrols a student in a class for the whole term.',
  {
    student_name: str("Student's full name"),
    class_code: pattern('^[A-Z]{2}\\d{3}$', 'Class code from the timetable, e.g. BA101'),
    pay_in_instalments: bool('Pay the term fee in three monthly instalments'),
  },
  ['student_name', 'class_code'],
);
export const reportDanceAbsence = tool(
  'report_dance_absence',
  'Tells the teacher a student will miss a class.',
  {
    student_name: str("Student's name"),
    date: date('Day of the class that will be missed'),
    reason: str('Reason for the absence'),
  },
  ['student_name', 'date'],
);
export const orderDancewear = tool(
  'order_dancewear',
  'Orders uniform or shoes from the school shop.',
  {
    item: oneOf('Item', ['leotard', 'ballet_shoes', 'tap_shoes', 'jazz_shoes', 'hoodie']),
    size: str('Size, as on the size chart (e.g. 12, 3.5, age 7-8, S)'),
    quantity: int('How many', 1, 5),
  },
  ['item', 'size'],
);
export const DANCE = [bookTrialClass, enrolForTerm, reportDanceAbsence, orderDancewear];

// Period tracker
export const logPeriod = tool(
  'log_period',
  'Logs the start of a period.',
  {
    start_date: date('First day of bleeding'),
    flow: oneOf('Flow', ['spotting', 'light', 'medium', 'heavy']),
  },
  ['start_date'],
);
export const logCycleSymptoms = tool(
  'log_cycle_symptoms',
  'Logs symptoms for a day.',
  {
    symptoms: listOf('Symptoms', ['cramps', 'headache', 'bloating', 'tender_breasts', 'acne', 'fatigue', 'mood_swings', 'nausea']),
    date: date('Day of the symptoms; today if not given'),
  },
  ['symptoms'],
);
export const predictCycle = tool(
  'predict_cycle',
  'Predicts the next period, fertile window or ovulation day from logged cycles.',
  { what: oneOf('What to predict', ['next_period', 'fertile_window', 'ovulation']) },
  ['what'],
);
export const setCycleReminder = tool(
  'set_cycle_reminder',
  'Sets a daily or one-off reminder notification.',
  {
    reminder: oneOf('Reminder', ['period_due', 'pill', 'log_symptoms']),
    time: hhmm('Time of the notification, 24h HH:MM'),
  },
  ['reminder', 'time'],
);
export const CYCLE = [logPeriod, logCycleSymptoms, predictCycle, setCycleReminder];

// Snow clearing and gritting
export const requestSnowClearance = tool(
  'request_snow_clearance',
  'Books a crew to clear snow and ice from a property.',
  {
    address: str('Street address of the property'),
    areas: listOf('Areas to clear', ['driveway', 'footpath', 'car_park', 'steps', 'roof']),
    priority: oneOf('Priority', ['standard', 'urgent']),
  },
  ['address', 'areas'],
);
export const orderGrit = tool(
  'order_grit',
  'Orders 25 kg bags of rock salt delivered.',
  {
    bags: int('Number of 25 kg bags', 1, 40),
    delivery_address: str('Where to deliver'),
  },
  ['bags'],
);
export const checkGrittingRoute = tool(
  'check_gritting_route',
  "Says whether a road is on the council's gritting routes and when it was last gritted.",
  { road: str('Road name') },
  ['road'],
);
export const subscribeSnowAlerts = tool(
  'subscribe_snow_alerts',
  'Subscribes to snow and ice alerts for a postcode.',
  {
    postcode: postcode('UK postcode, upper case with a space, e.g. LS6 2AB'),
    channel: oneOf('How alerts are sent', ['sms', 'email', 'push']),
  },
  ['postcode'],
);
export const SNOW = [requestSnowClearance, orderGrit, checkGrittingRoute, subscribeSnowAlerts];

// Roofing
export const requestRoofQuote = tool(
  'request_roof_quote',
  'Asks for a roofing quote.',
  {
    job: oneOf('Type of job', ['repair', 'full_replacement', 'guttering', 'flat_roof', 'chimney_flashing', 'moss_removal']),
    property_type: oneOf('Property', ['terraced', 'semi_detached', 'detached', 'bungalow', 'flat']),
    postcode: postcode('Postcode of the property, e.g. BS3 4HT'),
  },
  ['job', 'postcode'],
);
export const bookRoofSurvey = tool(
  'book_roof_survey',
  'Books a roofer to inspect the roof.',
  {
    date: date('Day of the survey'),
    slot: oneOf('Half of the day', ['morning', 'afternoon']),
    drone: bool('Inspect with a drone instead of ladders'),
  },
  ['date'],
);
export const reportRoofLeak = tool(
  'report_roof_leak',
  'Reports an active roof leak for an emergency visit.',
  {
    severity: oneOf('How bad the leak is', ['drip', 'steady', 'pouring']),
    room: str('Room where the water comes in'),
  },
  ['severity'],
);
export const ROOFING = [requestRoofQuote, bookRoofSurvey, reportRoofLeak];

// Boiler servicing and cover
export const bookBoilerService = tool(
  'book_boiler_service',
  'Books an annual boiler service by a Gas Safe engineer.',
  {
    date: date('Day of the visit'),
    time_window: oneOf('Arrival window', ['08:00-12:00', '12:00-16:00', '16:00-18:00']),
    boiler_make: oneOf('Make of the boiler', ['Worcester Bosch', 'Vaillant', 'Baxi', 'Ideal', 'Viessmann', 'other']),
    landlord_certificate: bool('Also issue a landlord gas safety certificate (CP12)'),
  },
  ['date'],
);
export const reportBoilerFault = tool(
  'report_boiler_fault',
  'Reports a boiler breakdown for an engineer visit.',
  {
    fault: oneOf('What is wrong', ['no_heating', 'no_hot_water', 'no_heating_or_hot_water', 'leaking', 'low_pressure', 'noisy']),
    error_code: str('Code shown on the boiler display, e.g. F28'),
    vulnerable_household: bool('Someone elderly, disabled or a young baby lives there'),
  },
  ['fault'],
);
export const renewBoilerCover = tool(
  'renew_boiler_cover',
  'Renews or changes the home emergency cover plan.',
  {
    plan: oneOf('Plan', ['boiler_only', 'boiler_and_heating', 'complete_home']),
    excess: intEnum('Excess per claim in GBP', [0, 60, 95]),
    pay_monthly: bool('Pay monthly instead of yearly'),
  },
  ['plan'],
);
export const BOILER = [bookBoilerService, reportBoilerFault, renewBoilerCover];

// Student accommodation
export const reportHallsMaintenance = tool(
  'report_halls_maintenance',
  'Logs a maintenance request for a room in halls.',
  {
    room: pattern('^[A-Z]\\d{3}$', 'Room number: block letter and three digits, e.g. B214'),
    category: oneOf('Category', ['plumbing', 'electrical', 'heating', 'furniture', 'internet', 'pests', 'locks']),
    permission_to_enter: bool('Staff may enter when the student is out'),
  },
  ['room', 'category'],
);
export const registerOvernightGuest = tool(
  'register_overnight_guest',
  'Registers an overnight guest with reception.',
  {
    guest_name: str("Guest's full name"),
    arrival: date('Night the guest arrives'),
    nights: int('Nights', 1, 3),
  },
  ['guest_name', 'arrival'],
);
export const payHallsRent = tool(
  'pay_halls_rent',
  'Pays a rent instalment with the card on file.',
  {
    instalment: oneOf('Which instalment', ['term_1', 'term_2', 'term_3']),
    amount: num('Amount in GBP; the full instalment if not given'),
  },
  ['instalment'],
);
export const HALLS = [reportHallsMaintenance, registerOvernightGuest, payHallsRent];

// Skip hire
export const orderSkip = tool(
  'order_skip',
  'Orders a skip to be delivered.',
  {
    size: oneOf('Skip size', ['mini_2yd', 'midi_4yd', 'builders_6yd', 'maxi_8yd', 'roll_on_20yd']),
    delivery_date: date('Day of delivery'),
    postcode: postcode('Delivery postcode, e.g. M14 5RT'),
    on_road: bool('The skip stands on the public road (needs a council permit)'),
    waste: listOf('Kinds of waste going in', ['general', 'garden', 'rubble', 'wood', 'plasterboard', 'metal']),
  },
  ['size', 'delivery_date', 'postcode'],
);
export const extendSkipHire = tool(
  'extend_skip_hire',
  'Keeps a skip for longer.',
  {
    order_number: pattern('^SK-\\d{5}$', 'Order number, e.g. SK-40219'),
    extra_days: int('Extra days', 1, 28),
  },
  ['order_number', 'extra_days'],
);
export const bookSkipCollection = tool(
  'book_skip_collection',
  'Books the collection of a full skip.',
  {
    order_number: pattern('^SK-\\d{5}$', 'Order number, e.g. SK-40219'),
    date: date('Day of collection; the next free day if not given'),
  },
  ['order_number'],
);
export const SKIP = [orderSkip, extendSkipHire, bookSkipCollection];

// Locksmith
export const emergencyCallout = tool(
  'emergency_callout',
  'Sends a locksmith out now.',
  {
    situation: oneOf('What happened', ['locked_out', 'lost_keys', 'broken_lock', 'burglary', 'key_snapped']),
    postcode: postcode('Postcode where the locksmith is needed'),
    door: oneOf('Which door', ['front', 'back', 'garage', 'patio']),
  },
  ['situation', 'postcode'],
);
export const cutKeys = tool(
  'cut_keys',
  'Orders copies of a key, cut in the shop while you wait.',
  {
    key_type: oneOf('Kind of key', ['yale', 'mortice', 'car_fob', 'padlock', 'window']),
    copies: int('Number of copies', 1, 20),
  },
  ['key_type', 'copies'],
);
export const quoteLockChange = tool(
  'quote_lock_change',
  'Quotes for changing locks.',
  {
    lock_type: oneOf('Lock to fit', ['euro_cylinder', 'mortice_deadlock', 'smart_lock', 'multipoint']),
    doors: int('Number of doors', 1, 10),
    insurance_approved: bool('Locks must be BS3621 insurance approved'),
  },
  ['lock_type'],
);
export const LOCKSMITH = [emergencyCallout, cutKeys, quoteLockChange];

// Chimney sweep and logs
export const bookSweep = tool(
  'book_sweep',
  'Books a chimney sweep.',
  {
    date: date('Day of the sweep'),
    appliance: oneOf('What the chimney serves', ['open_fire', 'wood_burner', 'multi_fuel_stove', 'gas_fire', 'aga']),
    certificate: bool('Issue a sweeping certificate for the insurer'),
  },
  ['date', 'appliance'],
);
export const bookCctvSurvey = tool(
  'book_cctv_survey',
  'Books a camera inspection of the inside of the flue.',
  { date: date('Day of the survey') },
  ['date'],
);
export const orderLogs = tool(
  'order_logs',
  'Orders firewood delivered.',
  {
    wood: oneOf('Firewood', ['kiln_dried_hardwood', 'seasoned_ash', 'softwood', 'kindling']),
    crates: int('Number of crates (about 0.5 m³ each)', 1, 10),
    stacking: bool('Stack the logs on delivery'),
  },
  ['wood', 'crates'],
);
export const CHIMNEY = [bookSweep, bookCctvSurvey, orderLogs];

// Tree surgeon
export const quoteTreeWork = tool(
  'quote_tree_work',
  'Asks for a quote for tree work.',
  {
    work: oneOf('Work wanted', ['felling', 'crown_reduction', 'crown_lift', 'hedge_trim', 'stump_grinding', 'pollarding']),
    species: str('Kind of tree, if known'),
    height_m: num('Rough height in metres', 1, 40),
    postcode: postcode('Postcode of the garden'),
    near_power_lines: bool('The tree is near overhead power lines'),
  },
  ['work', 'postcode'],
);
export const checkTreeProtection = tool(
  'check_tree_protection',
  'Checks whether a tree is under a Tree Preservation Order or in a conservation area.',
  { postcode: postcode('Postcode of the tree') },
  ['postcode'],
);
export const bookGreenWasteCollection = tool(
  'book_green_waste_collection',
  'Books a collection of cut branches and green waste.',
  {
    date: date('Day of collection'),
    bags: int('Number of tonne bags', 1, 10),
  },
  ['date'],
);
export const TREE = [quoteTreeWork, checkTreeProtection, bookGreenWasteCollection];

// Milk delivery
const MILK_PRODUCTS = ['whole_milk', 'semi_skimmed', 'skimmed', 'oat_milk', 'eggs_half_dozen', 'orange_juice'];
export const setStandingOrder = tool(
  'set_standing_order',
  'Sets a product to be delivered every week on the chosen days.',
  {
    product: oneOf('Product', MILK_PRODUCTS),
    quantity: int('Bottles, cartons or boxes per delivery', 1, 12),
    days: listOf('Delivery days (no Sunday round)', WEEKDAYS.slice(0, 6)),
  },
  ['product', 'quantity', 'days'],
);
export const pauseDeliveries = tool(
  'pause_deliveries',
  'Pauses all deliveries between two days, inclusive.',
  {
    from: date('First day with no delivery'),
    until: date('Last day with no delivery'),
  },
  ['from', 'until'],
);
export const addOneOff = tool(
  'add_one_off',
  'Adds extra items to a single delivery.',
  {
    product: oneOf('Product', MILK_PRODUCTS),
    quantity: int('How many', 1, 12),
    date: date('Delivery day; the next delivery if not given'),
  },
  ['product', 'quantity'],
);
export const MILKMAN = [setStandingOrder, pauseDeliveries, addOneOff];

// Ice rink
export const bookSkateSession = tool(
  'book_skate_session',
  'Books tickets for a skating session.',
  {
    session: oneOf('Session', ['public_skate', 'disco_skate', 'parent_and_toddler', 'adult_only']),
    date: date('Day of the session'),
    start_time: hhmm('Start time of the session, 24h HH:MM'),
    skaters: int('Number of skaters', 1, 20),
    skate_hire: bool('Hire skates for everyone'),
  },
  ['session', 'date', 'skaters'],
);
export const bookSkatingLessons = tool(
  'book_skating_lessons',
  'Books a block of weekly skating lessons.',
  {
    discipline: oneOf('Discipline', ['figure', 'hockey', 'speed']),
    skater_name: str("Skater's name"),
    lessons: int('Number of weekly lessons', 1, 12),
  },
  ['discipline', 'skater_name'],
);
export const bookRinkParty = tool(
  'book_rink_party',
  "Books a children's party at the rink.",
  {
    date: date('Day of the party'),
    guests: int('Number of children', 8, 40),
    package: oneOf('Party package', ['bronze', 'silver', 'gold']),
  },
  ['date', 'guests'],
);
export const ICE_RINK = [bookSkateSession, bookSkatingLessons, bookRinkParty];

// Migraine diary
export const logMigraine = tool(
  'log_migraine',
  'Logs a migraine or headache attack.',
  {
    started: dateTime('When the attack started'),
    severity: int('Pain from 1 (mild) to 10 (worst)', 1, 10),
    aura: bool('There was an aura'),
    triggers: listOf('Suspected triggers', [
      'stress',
      'poor_sleep',
      'alcohol',
      'caffeine',
      'screens',
      'weather',
      'hormonal',
      'skipped_meal',
    ]),
  },
  ['started', 'severity'],
);
export const logPainkiller = tool(
  'log_painkiller',
  'Logs a dose of medication.',
  {
    medication: str('Name of the medicine'),
    dose_mg: num('Dose in milligrams'),
    taken_at: dateTime('When it was taken; now if not given'),
  },
  ['medication'],
);
export const headacheReport = tool(
  'headache_report',
  'Makes a report of one month of the diary, e.g. for a GP.',
  {
    month: pattern('^\\d{4}-(0[1-9]|1[0-2])$', 'Month as YYYY-MM'),
    format: oneOf('File format', ['pdf', 'csv']),
  },
  ['month'],
);
export const MIGRAINE = [logMigraine, logPainkiller, headacheReport];

// Book club
export const proposeBook = tool(
  'propose_book',
  "Puts a book forward for the club's next vote.",
  {
    title: str('Title of the book'),
    author: str('Author'),
  },
  ['title'],
);
export const scheduleBookClubMeeting = tool(
  'schedule_book_club_meeting',
  'Schedules the next meeting and tells the members.',
  {
    date: date('Day of the meeting'),
    time: hhmm('Start time, 24h HH:MM'),
    venue: str('Where the meeting is'),
  },
  ['date', 'time'],
);
export const rsvpMeeting = tool(
  'rsvp_meeting',
  'Replies to the invitation to the next meeting.',
  {
    attending: oneOf('Coming?', ['yes', 'no', 'maybe']),
    guests: int('Extra people brought along', 0, 3),
  },
  ['attending'],
);
export const BOOK_CLUB = [proposeBook, scheduleBookClubMeeting, rsvpMeeting];

// Hospital ward pharmacy stock
const WARDS = ['A1', 'A2', 'B3', 'ICU', 'Maternity', 'Paediatrics'];
export const requestWardStock = tool(
  'request_ward_stock',
  'Requests stock of a medicine from pharmacy for a ward.',
  {
    ward: oneOf('Ward', WARDS),
    drug: str('Medicine with strength and form, e.g. paracetamol 500mg tablets'),
    quantity: int('Number of packs', 1, 500),
    urgent: bool('Needed within the hour'),
  },
  ['ward', 'drug', 'quantity'],
);
export const reportCdDiscrepancy = tool(
  'report_cd_discrepancy',
  'Reports a controlled drug count that does not match the register.',
  {
    ward: oneOf('Ward', WARDS),
    drug: str('Controlled drug with strength and form'),
    register_count: int('Balance in the register'),
    actual_count: int('Number actually counted'),
  },
  ['ward', 'drug', 'register_count', 'actual_count'],
);
export const checkPharmacyStock = tool(
  'check_pharmacy_stock',
  'Checks how much of a medicine the pharmacy holds.',
  {
    drug: str('Medicine with strength and form'),
    site: oneOf('Pharmacy', ['main', 'north_satellite', 'south_satellite']),
  },
  ['drug'],
);
export const WARD_STOCK = [requestWardStock, reportCdDiscrepancy, checkPharmacyStock];

// Scout group
export const signUpScoutEvent = tool(
  'sign_up_scout_event',
  'Signs a young person up for a group event.',
  {
    young_person: str('Full name of the young person'),
    event: oneOf('Event', ['winter_camp', 'night_hike', 'swim_gala', 'christmas_party', 'district_quiz']),
    needs_lift: bool('Needs a lift to the event'),
  },
  ['young_person', 'event'],
);
export const recordBadge = tool(
  'record_badge',
  'Records a badge a young person has completed.',
  {
    young_person: str('Full name of the young person'),
    badge: str('Name of the badge'),
    completed_on: date('Day it was completed'),
  },
  ['young_person', 'badge'],
);
export const paySubs = tool(
  'pay_subs',
  'Pays termly subscriptions.',
  {
    young_person: str('Full name of the young person'),
    term: oneOf('Term', ['autumn', 'spring', 'summer']),
    gift_aid: bool('Add Gift Aid (UK taxpayers)'),
  },
  ['young_person', 'term'],
);
export const SCOUTS = [signUpScoutEvent, recordBadge, paySubs];

// Fire safety log for a building
export const bookExtinguisherService = tool(
  'book_extinguisher_service',
  'Books the annual service of fire extinguishers at a site.',
  {
    site: str('Name of the site'),
    extinguishers: int('Number of extinguishers', 1, 200),
    date: date('Preferred day'),
  },
  ['site', 'extinguishers'],
);
export const logAlarmTest = tool(
  'log_alarm_test',
  'Logs the weekly fire alarm test at one manual call point.',
  {
    call_point: pattern('^CP\\d{2}$', 'Call point tested, e.g. CP07'),
    result: oneOf('Result', ['pass', 'fail']),
    tested_at: dateTime('When it was tested; now if not given'),
  },
  ['call_point', 'result'],
);
export const logFireDrill = tool(
  'log_fire_drill',
  'Records a fire drill.',
  {
    date: date('Day of the drill'),
    evacuation_minutes: num('Minutes taken to clear the building', 0, 60),
    people: int('People evacuated'),
  },
  ['date', 'evacuation_minutes'],
);
export const FIRE_SAFETY = [bookExtinguisherService, logAlarmTest, logFireDrill];
