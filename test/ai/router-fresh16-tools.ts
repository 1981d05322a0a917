import { bool, date, dateTime, hhmm, int, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the seventeenth fresh table (fresh 16), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, nested objects, optional
 * properties), each set one app's tools, from domains no earlier fresh table used.
 */

// Solar panels and home battery
export const getDailyProduction = tool(
  'get_daily_production',
  'Shows how much energy the solar panels produced, and how much went to the grid, on one day.',
  { date: date('The day to report'), unit: oneOf('Unit of the figures', ['kWh', 'Wh']) },
  ['date'],
);
export const setBatteryMode = tool(
  'set_battery_mode',
  'Switches the home battery to an operating mode, optionally keeping a reserve for power cuts.',
  {
    mode: oneOf('Operating mode', ['self_consumption', 'backup', 'time_of_use', 'off_grid']),
    reserve_percent: int('Charge kept in reserve for outages, in percent', 0, 100),
  },
  ['mode'],
);
export const reportPanelFault = tool(
  'report_panel_fault',
  'Reports a problem with a solar panel or the inverter to the installer.',
  {
    symptom: oneOf('What is wrong', ['no_output', 'low_output', 'physical_damage', 'error_code']),
    panel_id: pattern('^P\\d{2}$', 'Panel label, e.g. P07'),
    details: str('Anything else the installer should know, such as the error code shown'),
  },
  ['symptom'],
);
export const schedulePanelCleaning = tool(
  'schedule_panel_cleaning',
  'Books a technician to clean the solar panels.',
  { date: date('Day of the cleaning'), include_gutters: bool('Also clear the gutters') },
  ['date'],
);
export const SOLAR = [getDailyProduction, setBatteryMode, reportPanelFault, schedulePanelCleaning];

// Hospital visiting
export const bookHospitalVisit = tool(
  'book_hospital_visit',
  'Books a visiting slot to see an inpatient.',
  {
    patient_name: str('Full name of the patient'),
    visit_time: dateTime('Start of the visit'),
    visitors: int('Number of visitors coming', 1, 3),
    ward: str('Ward name, if known'),
  },
  ['patient_name', 'visit_time'],
);
export const sendPatientMessage = tool(
  'send_patient_message',
  'Sends a message that ward staff print and hand to a patient.',
  {
    patient_name: str('Full name of the patient'),
    message: str('The message text'),
    include_photo: bool('Attach the photo from the sender profile'),
  },
  ['patient_name', 'message'],
);
export const getVisitingHours = tool(
  'get_visiting_hours',
  'Looks up the visiting hours and rules of a ward.',
  { ward: oneOf('Ward', ['maternity', 'pediatrics', 'icu', 'general_surgery', 'cardiology', 'oncology']) },
  ['ward'],
);
export const HOSPITAL_VISITS = [bookHospitalVisit, sendPatientMessage, getVisitingHours];

// Window cleaning round
const propertyType = oneOf('Type of property', ['flat', 'terraced', 'semi_detached', 'detached', 'office']);
const sides = oneOf('Which sides of the glass', ['outside', 'inside', 'both']);
export const bookWindowCleaning = tool(
  'book_window_cleaning',
  'Books a one-off window clean.',
  {
    date: date('Day of the clean'),
    property_type: propertyType,
    windows: int('Number of windows', 1, 200),
    sides,
    include_conservatory: bool('Also clean the conservatory roof'),
  },
  ['date', 'property_type'],
);
export const getCleaningQuote = tool(
  'get_cleaning_quote',
  'Prices a window clean without booking it.',
  { property_type: propertyType, windows: int('Number of windows', 1, 200), sides },
  ['property_type'],
);
export const skipNextVisit = tool(
  'skip_next_visit',
  'Skips the next regular visit of the window cleaning round.',
  { reason: str('Why the visit is skipped') },
  [],
);
export const WINDOW_CLEANING = [bookWindowCleaning, getCleaningQuote, skipNextVisit];

// Piano tuner
const pianoType = oneOf('Kind of piano', ['upright', 'baby_grand', 'grand', 'digital']);
export const bookTuning = tool(
  'book_tuning',
  'Books a piano tuning visit.',
  {
    piano_type: pianoType,
    date: date('Day of the visit'),
    time: hhmm('Preferred arrival time, 24h HH:MM'),
    address: str('Where the piano is'),
    pitch_hz: num('Reference pitch for A4 in Hz (default 440)', 415, 446),
  },
  ['piano_type', 'date', 'address'],
);
export const requestPianoRepair = tool(
  'request_piano_repair',
  'Asks the tuner to repair a fault on a piano.',
  {
    issue: oneOf('Kind of fault', ['sticky_key', 'broken_string', 'pedal', 'buzzing', 'other']),
    affected_keys: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 88 },
      description: 'Key numbers affected, 1-88 from the bottom',
    },
    description: str('Description of the fault'),
    piano_type: pianoType,
  },
  ['issue'],
);
export const PIANO_TUNING = [bookTuning, requestPianoRepair];

// Music festival app
export const addSetToPlanner = tool(
  'add_set_to_planner',
  "Adds an artist's set to the personal festival planner.",
  {
    artist: str('Artist or band name'),
    day: oneOf('Festival day', ['friday', 'saturday', 'sunday']),
    notify_minutes_before: int('Reminder, minutes before the set starts', 0, 60),
  },
  ['artist'],
);
export const topUpWristband = tool(
  'top_up_wristband',
  'Adds money to the cashless festival wristband.',
  {
    amount: num('Amount to add', 5, 500),
    currency: oneOf('Currency', ['EUR', 'GBP']),
    wristband_id: pattern('^WB-\\d{6}$', 'Wristband number, e.g. WB-123456'),
  },
  ['amount'],
);
export const findFacility = tool(
  'find_facility',
  'Finds the nearest facility on the festival site.',
  {
    type: oneOf('Facility', ['toilets', 'water', 'first_aid', 'charging', 'food', 'lockers']),
    near_stage: oneOf('Stage to search near', ['main', 'woods', 'tent', 'river']),
  },
  ['type'],
);
export const FESTIVAL = [addSetToPlanner, topUpWristband, findFacility];

// Film developing lab
const filmFormat = oneOf('Film format', ['35mm', '120', '4x5', 'instant']);
export const orderDevelopment = tool(
  'order_development',
  'Orders developing (and optionally scanning) of film rolls sent to the lab.',
  {
    format: filmFormat,
    rolls: int('Number of rolls', 1, 50),
    process: oneOf('Developing process', ['C-41', 'E-6', 'BW']),
    push_stops: int('Push (+) or pull (-) processing in stops', -2, 3),
    scan: oneOf('Scanning', ['none', 'standard', 'high_res']),
  },
  ['format', 'rolls', 'process'],
);
export const trackFilmOrder = tool(
  'track_film_order',
  'Shows the status of a lab order.',
  { order_number: pattern('^FL\\d{5}$', 'Order number, e.g. FL12345') },
  ['order_number'],
);
export const buyFilm = tool(
  'buy_film',
  'Buys fresh film from the lab shop.',
  { stock: str('Film stock, e.g. Portra 400'), format: filmFormat, quantity: int('Number of rolls', 1, 100) },
  ['stock', 'quantity'],
);
export const FILM_LAB = [orderDevelopment, trackFilmOrder, buyFilm];

// Chess club
export const registerTournament = tool(
  'register_tournament',
  'Enters the member in a club tournament.',
  {
    tournament: str('Tournament name'),
    section: oneOf('Section', ['open', 'u1800', 'u1400', 'junior']),
    bye_rounds: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 9 },
      description: 'Rounds the player will miss (half-point byes)',
    },
  },
  ['tournament', 'section'],
);
export const reportGameResult = tool(
  'report_game_result',
  'Reports the result of a rated club game.',
  {
    white: str('Player with the white pieces'),
    black: str('Player with the black pieces'),
    result: oneOf('Result, from white’s side', ['1-0', '0-1', '1/2-1/2']),
    round: int('Round number', 1, 9),
  },
  ['white', 'black', 'result'],
);
export const bookCoaching = tool(
  'book_coaching',
  'Books a one-to-one coaching lesson.',
  { start: dateTime('Start of the lesson'), coach: str('Coach name'), minutes: int('Length in minutes', 30, 120) },
  ['start'],
);
export const getRating = tool('get_rating', "Looks up a player's current club rating.", { player: str('Player name') }, ['player']);
export const CHESS_CLUB = [registerTournament, reportGameResult, bookCoaching, getRating];

// Farmers market
export const reserveStall = tool(
  'reserve_stall',
  'Reserves a trader stall at the Saturday farmers market.',
  {
    market_date: date('Market day'),
    stall_size: oneOf('Pitch size in metres', ['3x3', '3x6', '6x6']),
    category: oneOf('What is sold', ['produce', 'bakery', 'dairy', 'meat', 'crafts', 'hot_food']),
    needs_power: bool('Needs an electric hook-up'),
  },
  ['market_date', 'stall_size', 'category'],
);
export const preorderVegBox = tool(
  'preorder_veg_box',
  'Pre-orders a vegetable box to collect at the market.',
  {
    size: oneOf('Box size', ['small', 'medium', 'large']),
    pickup_date: date('Collection day'),
    extras: listOf('Extras added to the box', ['eggs', 'bread', 'honey', 'cheese', 'flowers']),
  },
  ['size', 'pickup_date'],
);
export const findVendor = tool(
  'find_vendor',
  'Finds market traders selling a product.',
  { product: str('What to buy'), organic_only: bool('Only certified organic traders') },
  ['product'],
);
export const FARMERS_MARKET = [reserveStall, preorderVegBox, findVendor];

// Train seat reservations
export const searchTrains = tool(
  'search_trains',
  'Searches train connections between two stations.',
  {
    from: str('Departure station'),
    to: str('Arrival station'),
    depart_after: dateTime('Earliest departure'),
    class: oneOf('Travel class', ['standard', 'first']),
  },
  ['from', 'to', 'depart_after'],
);
export const reserveSeat = tool(
  'reserve_seat',
  'Reserves seats on a specific train.',
  {
    train_number: str('Train number, e.g. ICE 592'),
    passengers: int('Number of seats', 1, 9),
    seat_preference: oneOf('Seat preference', ['window', 'aisle', 'table', 'quiet_coach']),
    coach: int('Coach number', 1, 14),
  },
  ['train_number', 'passengers'],
);
export const addBicycleSpace = tool(
  'add_bicycle_space',
  'Reserves a bicycle space on a train.',
  { train_number: str('Train number, e.g. ICE 592'), date: date('Day of travel') },
  ['train_number', 'date'],
);
export const TRAIN_SEATS = [searchTrains, reserveSeat, addBicycleSpace];

// Tenant portal (landlord repairs)
export const reportRepair = tool(
  'report_repair',
  'Reports a repair to the landlord.',
  {
    category: oneOf('Kind of repair', ['plumbing', 'heating', 'electrical', 'damp_mould', 'doors_windows', 'appliance', 'pest', 'other']),
    description: str('What is wrong'),
    urgency: oneOf('How urgent', ['emergency', 'urgent', 'routine']),
    access_permitted: bool('Contractor may enter with a key when nobody is home'),
  },
  ['category', 'description'],
);
export const proposeAccessTime = tool(
  'propose_access_time',
  'Proposes a time for a contractor to come for a reported repair.',
  { repair_id: pattern('^R-\\d{4}$', 'Repair reference, e.g. R-1234'), start: dateTime('Proposed start') },
  ['repair_id', 'start'],
);
export const payRent = tool(
  'pay_rent',
  'Pays rent to the landlord.',
  { amount: num('Amount in the lease currency', 1), month: pattern('^\\d{4}-\\d{2}$', 'Rent month paid for, YYYY-MM') },
  ['amount'],
);
export const requestLeaseRenewal = tool(
  'request_lease_renewal',
  'Asks the landlord to renew the lease.',
  { term_months: int('Length of the new term in months', 6, 36), note: str('Message to the landlord') },
  ['term_months'],
);
export const TENANCY = [reportRepair, proposeAccessTime, payRent, requestLeaseRenewal];

// Animal shelter (pet adoption)
export const searchAnimals = tool(
  'search_animals',
  'Searches animals available for adoption.',
  {
    species: oneOf('Species', ['dog', 'cat', 'rabbit', 'guinea_pig', 'bird']),
    size: oneOf('Size', ['small', 'medium', 'large']),
    max_age_years: num('Oldest age in years', 0, 25),
    good_with_kids: bool('Must be good with children'),
    good_with_cats: bool('Must be good with cats'),
  },
  ['species'],
);
export const bookMeetAndGreet = tool(
  'book_meet_and_greet',
  'Books a visit to meet an animal at the shelter.',
  {
    animal_id: pattern('^A\\d{4}$', 'Animal reference, e.g. A0312'),
    start: dateTime('Start of the visit'),
    household_size: int('People coming', 1, 12),
  },
  ['animal_id', 'start'],
);
export const submitApplication = tool(
  'submit_adoption_application',
  'Applies to adopt an animal.',
  {
    animal_id: pattern('^A\\d{4}$', 'Animal reference, e.g. A0312'),
    home_type: oneOf('Home', ['house_with_garden', 'house', 'flat', 'farm']),
    has_other_pets: bool('Other pets live in the home'),
    hours_alone_per_day: int('Hours the animal would be alone on a workday', 0, 12),
  },
  ['animal_id', 'home_type'],
);
export const PET_ADOPTION = [searchAnimals, bookMeetAndGreet, submitApplication];

// Kids' football club
export const reportAbsence = tool(
  'report_absence',
  'Tells the coach a child will miss a training session or match.',
  {
    child_name: str("Child's first name"),
    session_date: date('Day of the session'),
    reason: oneOf('Reason', ['ill', 'holiday', 'school_event', 'other']),
  },
  ['child_name', 'session_date'],
);
export const signUpCarpool = tool(
  'sign_up_carpool',
  'Offers seats in your car for an away match.',
  {
    date: date('Match day'),
    seats: int('Free seats offered', 1, 7),
    direction: oneOf('Which way', ['to_match', 'from_match', 'both']),
  },
  ['date', 'seats'],
);
export const orderKit = tool(
  'order_kit',
  'Orders club kit for a child.',
  {
    child_name: str("Child's first name"),
    items: {
      type: 'array',
      description: 'Kit pieces and sizes',
      items: {
        type: 'object',
        properties: {
          item: oneOf('Piece of kit', ['shirt', 'shorts', 'socks', 'jacket']),
          size: oneOf('Size', ['XS', 'S', 'M', 'L', 'XL']),
        },
        required: ['item', 'size'],
      },
    },
    shirt_number: int('Number printed on the shirt', 1, 99),
  },
  ['child_name', 'items'],
);
export const KIDS_CLUB = [reportAbsence, signUpCarpool, orderKit];

// Car wash
export const bookWash = tool(
  'book_wash',
  'Books a car wash slot.',
  {
    package: oneOf('Wash package', ['basic', 'deluxe', 'ultimate']),
    time: dateTime('Slot start'),
    vehicle_size: oneOf('Vehicle size', ['small', 'medium', 'suv', 'van']),
    interior: bool('Add interior vacuum and wipe'),
  },
  ['package', 'time'],
);
export const buyWashMembership = tool(
  'buy_wash_membership',
  'Buys a car wash membership for one vehicle.',
  {
    plan: oneOf('Plan', ['monthly_basic', 'monthly_unlimited', 'annual_unlimited']),
    plate: pattern('^[A-Z0-9 -]{2,10}$', 'Licence plate, upper case'),
  },
  ['plan', 'plate'],
);
export const findWashLocation = tool(
  'find_wash_location',
  'Finds car wash sites near a place.',
  { near: str('Town, street or postcode'), open_now: bool('Only sites open now'), touchless: bool('Only touchless washes') },
  ['near'],
);
export const CAR_WASH = [bookWash, buyWashMembership, findWashLocation];

// EV charging
export const findChargers = tool(
  'find_chargers',
  'Finds public electric vehicle chargers.',
  {
    near: str('Place to search around'),
    connector: oneOf('Connector type', ['CCS', 'CHAdeMO', 'Type2', 'Tesla']),
    min_kw: int('Minimum power in kW', 3, 350),
    available_only: bool('Only chargers free right now'),
  },
  ['near'],
);
export const startCharging = tool(
  'start_charging',
  'Starts a charging session at a charger.',
  {
    charger_id: pattern('^[A-Z]{2}\\d{4}$', 'Charger code on the post, e.g. GB1234'),
    stop_at_percent: int('Stop when the battery reaches this level', 20, 100),
    max_cost: num('Stop when the session costs this much', 1),
  },
  ['charger_id'],
);
export const setChargeSchedule = tool(
  'set_charge_schedule',
  'Sets when the home charger charges the car.',
  {
    start_time: hhmm('Start, 24h HH:MM'),
    end_time: hhmm('End, 24h HH:MM'),
    target_percent: int('Charge level to reach', 20, 100),
    days: listOf('Days it applies to (all days if empty)', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
  },
  ['start_time', 'target_percent'],
);
export const EV_CHARGING = [findChargers, startCharging, setChargeSchedule];

// Florist
const bouquetStyle = oneOf('Flowers', ['roses', 'seasonal', 'lilies', 'tulips', 'sunflowers', 'mixed']);
export const orderBouquet = tool(
  'order_bouquet',
  'Orders a bouquet for delivery.',
  {
    style: bouquetStyle,
    size: oneOf('Size', ['small', 'medium', 'large', 'deluxe']),
    delivery_date: date('Delivery day'),
    recipient_name: str('Who receives it'),
    address: str('Delivery address'),
    card_message: str('Message on the card'),
  },
  ['style', 'size', 'delivery_date', 'recipient_name'],
);
export const checkDeliveryArea = tool(
  'check_delivery_area',
  'Checks whether the florist delivers to a postcode.',
  { postcode: str('Postcode') },
  ['postcode'],
);
export const subscribeFlowers = tool(
  'subscribe_flowers',
  'Starts a regular flower delivery subscription.',
  {
    frequency: oneOf('How often', ['weekly', 'fortnightly', 'monthly']),
    style: bouquetStyle,
    start_date: date('First delivery'),
  },
  ['frequency'],
);
export const FLORIST = [orderBouquet, checkDeliveryArea, subscribeFlowers];

// Office visitor management
export const registerVisitor = tool(
  'register_visitor',
  'Pre-registers a visitor at reception so a badge is ready.',
  {
    visitor_name: str('Full name of the visitor'),
    host: str('Employee the visitor is meeting'),
    arrival: dateTime('Expected arrival'),
    company: str("Visitor's company"),
    needs_parking: bool('Reserve a visitor parking space'),
    nda_required: bool('Visitor must sign an NDA at reception'),
  },
  ['visitor_name', 'host', 'arrival'],
);
export const revokeBadge = tool(
  'revoke_badge',
  'Disables an access badge.',
  {
    badge_number: pattern('^\\d{6}$', 'Six-digit badge number'),
    reason: oneOf('Why', ['lost', 'stolen', 'left_company', 'other']),
  },
  ['badge_number', 'reason'],
);
export const requestAreaAccess = tool(
  'request_area_access',
  'Requests badge access to a restricted area.',
  {
    area: oneOf('Restricted area', ['server_room', 'lab', 'roof', 'warehouse', 'archive']),
    justification: str('Why access is needed'),
    until: date('Last day access is needed'),
  },
  ['area', 'justification'],
);
export const VISITORS = [registerVisitor, revokeBadge, requestAreaAccess];

// Tool and equipment hire
const hireRef = pattern('^TH\\d{6}$', 'Hire booking reference, e.g. TH123456');
export const reserveEquipment = tool(
  'reserve_equipment',
  'Reserves equipment from the hire shop.',
  {
    item: str('Equipment, e.g. cement mixer'),
    start: date('First day of hire'),
    days: int('Number of days', 1, 30),
    quantity: int('How many', 1, 10),
    delivery: bool('Deliver to site instead of collecting'),
  },
  ['item', 'start', 'days'],
);
export const extendHire = tool('extend_hire', 'Extends an ongoing hire.', { booking_ref: hireRef, extra_days: int('Days to add', 1, 14) }, [
  'booking_ref',
  'extra_days',
]);
export const reportHireDamage = tool(
  'report_hire_damage',
  'Reports damage to or a fault with hired equipment.',
  { booking_ref: hireRef, description: str('What happened'), photos_attached: bool('Photos are attached') },
  ['booking_ref', 'description'],
);
export const TOOL_HIRE = [reserveEquipment, extendHire, reportHireDamage];

// Drone pilot logbook
export const logFlight = tool(
  'log_flight',
  'Adds a flight to the drone logbook.',
  {
    date: date('Day of the flight'),
    minutes: int('Flight time in minutes', 1, 240),
    location: str('Where it was flown'),
    drone_model: str('Drone model'),
    max_altitude_m: int('Highest altitude in metres', 0, 500),
  },
  ['date', 'minutes', 'location'],
);
export const checkAirspace = tool(
  'check_airspace',
  'Checks airspace restrictions for a planned flight.',
  { location: str('Place of the flight'), altitude_m: int('Planned altitude in metres', 0, 500), when: dateTime('Planned time') },
  ['location'],
);
export const registerDrone = tool(
  'register_drone',
  'Registers a drone with the aviation authority.',
  { model: str('Drone model'), weight_grams: int('Take-off weight in grams', 1, 25000), serial: str('Serial number') },
  ['model', 'weight_grams'],
);
export const DRONE = [logFlight, checkAirspace, registerDrone];

// Custom merch printing
const merchProduct = oneOf('Product', ['t_shirt', 'hoodie', 'tote_bag', 'mug', 'cap']);
export const quoteCustomPrint = tool(
  'quote_custom_print',
  'Prices a custom print run.',
  {
    product: merchProduct,
    quantity: int('Number of items', 1, 5000),
    print_sides: oneOf('Printed sides', ['front', 'back', 'both']),
    colors: int('Ink colours in the design', 1, 8),
  },
  ['product', 'quantity'],
);
export const placePrintOrder = tool(
  'place_print_order',
  'Orders printed garments in several sizes.',
  {
    product: merchProduct,
    sizes: {
      type: 'object',
      description: 'How many of each size',
      properties: { S: int('Small', 0), M: int('Medium', 0), L: int('Large', 0), XL: int('Extra large', 0) },
    },
    garment_color: str('Garment colour'),
    needed_by: date('Date the order must arrive'),
  },
  ['product', 'sizes'],
);
export const approveProof = tool(
  'approve_proof',
  'Approves or rejects the design proof of an order.',
  {
    order_number: pattern('^M\\d{5}$', 'Order number, e.g. M12345'),
    approved: bool('Whether the proof is approved'),
    changes: str('Changes wanted when not approved'),
  },
  ['order_number', 'approved'],
);
export const MERCH = [quoteCustomPrint, placePrintOrder, approveProof];

// Pest control
const pest = oneOf('Pest', ['mice', 'rats', 'wasps', 'bed_bugs', 'cockroaches', 'ants', 'moles', 'fleas']);
export const bookPestTreatment = tool(
  'book_pest_treatment',
  'Books a pest control technician.',
  {
    pest,
    date: date('Day of the visit'),
    property: oneOf('Kind of premises', ['home', 'business']),
    rooms: int('Rooms to treat', 1, 30),
    pets_in_home: bool('Pets live on the premises'),
  },
  ['pest', 'date'],
);
export const reportSighting = tool(
  'report_sighting',
  'Logs a pest sighting for the technician.',
  { pest, location: str('Where it was seen'), count: int('How many', 1) },
  ['pest', 'location'],
);
export const getPreventionGuide = tool('get_prevention_guide', 'Sends the prevention guide for a pest.', { pest }, ['pest']);
export const PEST_CONTROL = [bookPestTreatment, reportSighting, getPreventionGuide];

// Freelance time tracking
export const logTime = tool(
  'log_time',
  'Logs time worked on a project.',
  {
    project: str('Project name'),
    date: date('Day worked'),
    hours: num('Hours worked', 0.25, 24),
    billable: bool('Billable to the client'),
    note: str('What was done'),
  },
  ['project', 'date', 'hours'],
);
export const startTimer = tool(
  'start_timer',
  'Starts the running timer on a project.',
  { project: str('Project name'), task: str('Task within the project') },
  ['project'],
);
export const stopTimer = tool('stop_timer', 'Stops the running timer.', { note: str('What was done') }, []);
export const submitTimesheet = tool(
  'submit_timesheet',
  'Submits the weekly timesheet for approval.',
  { week_starting: date('Monday of the week') },
  ['week_starting'],
);
export const TIMESHEETS = [logTime, startTimer, stopTimer, submitTimesheet];
