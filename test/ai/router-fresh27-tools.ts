import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twenty-eighth fresh table (fresh 27), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, optional properties), each set one
 * app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const registration = (description: string) => pattern('^[A-Z]{2}\\d{2} [A-Z]{3}$', description);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const uri = (description: string) => ({ type: 'string', format: 'uri', description });
const ints = (description: string, minimum: number, maximum: number) => ({
  type: 'array',
  items: { type: 'integer', minimum, maximum },
  description,
});

// Christmas tree farm
const TREE_SPECIES = ['nordmann_fir', 'norway_spruce', 'fraser_fir', 'blue_spruce', 'lodgepole_pine'];
export const orderChristmasTree = tool(
  'order_christmas_tree',
  'Orders a freshly cut (or potted) Christmas tree from the farm, delivered to your door.',
  {
    species: oneOf('Tree species. Nordmann firs hold their needles best; Norway spruce is the traditional smell', TREE_SPECIES),
    height_ft: int('Height of the tree in feet', 3, 12),
    delivery_date: date('Day the tree is delivered'),
    potted: bool('Whether the tree comes potted with its roots, to replant after Christmas'),
    stand: bool('Add a cast-iron tree stand'),
    postcode: postcode('Delivery postcode'),
  },
  ['species', 'height_ft', 'delivery_date'],
);
export const orderWreath = tool(
  'order_wreath',
  'Orders a hand-made door wreath.',
  {
    style: oneOf('Wreath style', ['classic_holly', 'pine_cone', 'dried_orange', 'eucalyptus']),
    diameter_cm: intEnum('Diameter of the wreath in centimetres', [30, 40, 50]),
    delivery_date: date('Day the wreath is delivered'),
    card_message: str('Message written on the gift card'),
  },
  ['style'],
);
export const checkTreeStock = tool(
  'check_tree_stock',
  'Says how many trees of a species (and height) are left on the farm.',
  {
    species: oneOf('Tree species', TREE_SPECIES),
    height_ft: int('Height in feet', 3, 12),
  },
  ['species'],
);
export const bookTreeCollection = tool(
  'book_tree_collection',
  'Books a collection of real Christmas trees after the holidays; they are chipped for mulch.',
  {
    collection_date: date('Day of the collection (from 2 January)'),
    postcode: postcode('Postcode of the address'),
    trees: int('Number of trees to collect', 1, 5),
    leave_at: oneOf('Where the tree will be left', ['front_garden', 'driveway', 'kerbside', 'porch']),
  },
  ['collection_date', 'postcode'],
);
export const CHRISTMAS_TREES = [orderChristmasTree, orderWreath, checkTreeStock, bookTreeCollection];

// Butcher's shop
export const orderChristmasTurkey = tool(
  'order_christmas_turkey',
  'Reserves a free-range turkey for Christmas, collected from the shop between 20 and 24 December.',
  {
    turkey: oneOf('Which bird or joint', ['whole_bronze', 'whole_white', 'turkey_crown', 'boned_and_rolled']),
    serves: int('Number of people it should feed', 2, 20),
    collection_date: date('Day of collection, 20 to 24 December'),
    pigs_in_blankets: bool('Add a tray of pigs in blankets'),
    stuffing: bool('Add sage and onion stuffing'),
  },
  ['turkey', 'serves', 'collection_date'],
);
export const orderMeat = tool(
  'order_meat',
  'Orders a cut of meat, cut to weight, to collect from the counter.',
  {
    cut: oneOf('The cut', [
      'sirloin_steak',
      'ribeye_steak',
      'beef_mince',
      'beef_brisket',
      'pork_sausages',
      'pork_belly',
      'lamb_leg',
      'lamb_chops',
      'chicken_breast',
      'whole_chicken',
    ]),
    weight_kg: num('Weight in kilograms', 0.2, 10),
    collection_date: date('Day of collection'),
    collection_time: hhmm('Collection time, 24h HH:MM'),
    diced: bool('Whether the butcher should dice it'),
  },
  ['cut', 'weight_kg'],
);
export const subscribeMeatBox = tool(
  'subscribe_meat_box',
  'Subscribes to a mixed meat box delivered regularly.',
  {
    box: oneOf('Which box', ['family', 'bbq', 'lean', 'roasting']),
    frequency: oneOf('How often it comes', ['weekly', 'fortnightly', 'monthly']),
    start_date: date('Day of the first delivery'),
  },
  ['box', 'frequency'],
);
export const BUTCHER = [orderChristmasTurkey, orderMeat, subscribeMeatBox];

// Repair café
const REPAIR_CATEGORIES = [
  'small_electrical',
  'clothing_textiles',
  'bicycle',
  'furniture',
  'toys',
  'jewellery',
  'computer_phone',
  'ceramics_glass',
];
export const bookRepairSlot = tool(
  'book_repair_slot',
  'Books a slot at the monthly repair café, where volunteer fixers mend broken things for free.',
  {
    item: oneOf('Kind of thing to be fixed', REPAIR_CATEGORIES),
    session_date: date('Day of the repair café session'),
    arrival_time: hhmm('Time you will arrive, 24h HH:MM'),
    items: int('How many things you are bringing', 1, 3),
  },
  ['item', 'session_date'],
);
export const volunteerAsFixer = tool(
  'volunteer_as_fixer',
  'Signs up a volunteer fixer for the repair café.',
  {
    skill: oneOf('What the volunteer can fix', REPAIR_CATEGORIES),
    email: email('Contact email'),
    sessions_per_month: int('Sessions a month they can do', 1, 4),
    has_pat_certificate: bool('Holds a PAT testing certificate'),
  },
  ['skill', 'email'],
);
export const listRepairSessions = tool(
  'list_repair_sessions',
  'Lists upcoming repair café sessions.',
  {
    from_date: date('First day to list'),
    venue: oneOf('Venue', ['St Marks Hall', 'Central Library', 'Riverside Community Centre']),
  },
  [],
);
export const checkRepairTicket = tool(
  'check_repair_ticket',
  'Says where an item left with the repair café for a part is up to.',
  { ticket: pattern('^RC-\\d{4}$', 'Repair ticket, RC- and four digits') },
  ['ticket'],
);
export const REPAIR_CAFE = [bookRepairSlot, volunteerAsFixer, listRepairSessions, checkRepairTicket];

// Picture framing shop
const MOULDINGS = ['black_wood', 'white_wood', 'natural_oak', 'walnut', 'gold_ornate', 'silver_metal'];
export const quoteFrame = tool(
  'quote_frame',
  'Prices a made-to-measure frame for artwork of a given size.',
  {
    width_cm: num('Artwork width in centimetres', 5, 200),
    height_cm: num('Artwork height in centimetres', 5, 200),
    moulding: oneOf('Frame moulding', MOULDINGS),
    glazing: oneOf('Glazing', ['standard_glass', 'non_reflective_glass', 'acrylic', 'museum_glass']),
    mount: bool('Whether to add a card mount around the artwork'),
    mount_colour: oneOf('Colour of the mount', ['white', 'ivory', 'black', 'grey']),
  },
  ['width_cm', 'height_cm', 'moulding'],
);
export const orderFrame = tool(
  'order_frame',
  'Turns a framing quote into an order.',
  {
    quote_ref: pattern('^PF-\\d{5}$', 'Quote reference, PF- and five digits'),
    quantity: int('Number of identical frames', 1, 20),
    delivery: oneOf('Collect from the shop or have it delivered', ['collect', 'deliver']),
  },
  ['quote_ref'],
);
export const bookFramingConsultation = tool(
  'book_framing_consultation',
  'Books a free consultation in the shop to choose frames for your pieces.',
  {
    date: date('Day of the consultation'),
    time: hhmm('Time, 24h HH:MM'),
    pieces: int('Number of pieces you are bringing', 1, 10),
  },
  ['date', 'time'],
);
export const orderCanvasPrint = tool(
  'order_canvas_print',
  'Prints a photo on stretched canvas.',
  {
    photo_url: uri('Link to the photo'),
    size: oneOf('Canvas size', ['20x30cm', '30x40cm', '40x60cm', '60x90cm']),
    finish: oneOf('Surface finish', ['gloss', 'matte']),
    edge: oneOf('What the canvas edges show', ['image_wrap', 'white_edge', 'black_edge']),
  },
  ['photo_url', 'size'],
);
export const PICTURE_FRAMING = [quoteFrame, orderFrame, bookFramingConsultation, orderCanvasPrint];

// Windscreen repair
const GLASS = ['windscreen', 'rear_window', 'side_window', 'sunroof'];
export const bookGlassRepair = tool(
  'book_glass_repair',
  'Books a mobile technician to repair or replace damaged vehicle glass.',
  {
    registration: registration('Vehicle registration, e.g. AB12 CDE'),
    damage: oneOf('Kind of damage', ['chip', 'crack', 'shattered']),
    glass: oneOf('Which glass is damaged', GLASS),
    date: date('Day of the repair'),
    location: oneOf('Where the technician comes', ['home', 'work', 'fitting_centre']),
    insurance_claim: bool('Whether it goes through the car insurance'),
  },
  ['registration', 'damage', 'date'],
);
export const quoteGlass = tool(
  'quote_glass',
  'Prices replacement glass for a vehicle.',
  {
    registration: registration('Vehicle registration, e.g. AB12 CDE'),
    glass: oneOf('Which glass', GLASS),
    rain_sensor: bool('Whether the windscreen has a rain sensor'),
    heated: bool('Whether the glass is heated'),
  },
  ['registration', 'glass'],
);
export const trackGlassJob = tool(
  'track_glass_job',
  'Says when the technician will arrive for a booked job.',
  { job_ref: pattern('^WS\\d{6}$', 'Job reference, WS and six digits') },
  ['job_ref'],
);
export const cancelGlassJob = tool(
  'cancel_glass_job',
  'Cancels a booked glass repair.',
  {
    job_ref: pattern('^WS\\d{6}$', 'Job reference, WS and six digits'),
    reason: oneOf('Why', ['repaired_elsewhere', 'sold_the_car', 'no_longer_needed', 'price']),
  },
  ['job_ref'],
);
export const WINDSCREEN = [bookGlassRepair, quoteGlass, trackGlassJob, cancelGlassJob];

// Breakdown cover
export const reportBreakdown = tool(
  'report_breakdown',
  'Sends a patrol to a broken-down vehicle.',
  {
    problem: oneOf('What is wrong', [
      'flat_tyre',
      'flat_battery',
      'wont_start',
      'overheating',
      'out_of_fuel',
      'wrong_fuel',
      'locked_out',
      'accident',
      'warning_light',
      'other',
    ]),
    road: str('Road name or number, e.g. M4 or Station Road'),
    near: str('Nearest town, junction or landmark'),
    registration: registration('Vehicle registration, e.g. AB12 CDE'),
    passengers: int('People with the vehicle, besides the driver', 0, 8),
    on_motorway: bool('Whether the vehicle is on a motorway'),
  },
  ['problem', 'road'],
);
export const checkPatrolEta = tool(
  'check_patrol_eta',
  'Says how far away the patrol is.',
  { job_ref: pattern('^BD-\\d{6}$', 'Breakdown job reference, BD- and six digits') },
  ['job_ref'],
);
export const cancelPatrol = tool(
  'cancel_patrol',
  'Cancels a patrol that is on its way.',
  {
    job_ref: pattern('^BD-\\d{6}$', 'Breakdown job reference, BD- and six digits'),
    reason: oneOf('Why', ['fixed_it_myself', 'got_going_again', 'using_another_garage', 'duplicate_call']),
  },
  ['job_ref'],
);
export const addBreakdownCover = tool(
  'add_breakdown_cover',
  'Adds a level of cover to a membership.',
  {
    cover: oneOf('Level of cover', ['roadside', 'at_home', 'national_recovery', 'european']),
    registration: registration('Vehicle registration, e.g. AB12 CDE'),
    start_date: date('Day the cover starts'),
  },
  ['cover', 'registration'],
);
export const BREAKDOWN = [reportBreakdown, checkPatrolEta, cancelPatrol, addBreakdownCover];

// Theme park
const RIDES = ['Thunder Drop', 'Dragon Coaster', 'Log Flume', 'Ghost Mansion', 'Teacups', 'Sky Swing'];
export const buyParkTickets = tool(
  'buy_park_tickets',
  'Buys day tickets for the theme park. Children are 3 to 15; under-3s go free.',
  {
    visit_date: date('Day of the visit'),
    adults: int('Adult tickets', 0, 10),
    children: int('Child tickets (3 to 15)', 0, 10),
    under_3s: int('Under-3s (free)', 0, 5),
    fast_track: bool('Add fast-track queue passes'),
    parking: bool('Add a parking pass'),
  },
  ['visit_date', 'adults'],
);
export const checkRideWait = tool('check_ride_wait', "Says a ride's current queue time.", { ride: oneOf('The ride', RIDES) }, ['ride']);
export const checkRideHeight = tool(
  'check_ride_height',
  'Says whether a rider of a given height may go on a ride.',
  {
    ride: oneOf('The ride', RIDES),
    height_cm: int('Height of the rider in centimetres', 70, 220),
  },
  ['ride', 'height_cm'],
);
export const bookCharacterBreakfast = tool(
  'book_character_breakfast',
  'Books breakfast with the park characters before the gates open.',
  {
    date: date('Day of the breakfast'),
    guests: int('Number of guests', 1, 12),
    sitting: hhmm('Sitting, 24h HH:MM (08:00 or 09:00)'),
  },
  ['date', 'guests'],
);
export const THEME_PARK = [buyParkTickets, checkRideWait, checkRideHeight, bookCharacterBreakfast];

// Santa's grotto
export const bookGrottoVisit = tool(
  'book_grotto_visit',
  "Books a visit to Santa's grotto; each child gets a present chosen for their age.",
  {
    date: date('Day of the visit'),
    time: hhmm('Slot, 24h HH:MM'),
    children: int('Number of children', 1, 6),
    children_ages: ints('Age of each child, for their present', 0, 14),
    adults: int('Adults coming in too', 0, 6),
    experience: oneOf('Which grotto experience', ['classic_grotto', 'elf_workshop', 'sleigh_ride']),
  },
  ['date', 'time', 'children'],
);
export const orderSantaLetter = tool(
  'order_santa_letter',
  'Orders a personalised letter from Santa, posted to the child.',
  {
    child_name: str("The child's first name"),
    age: int("The child's age", 1, 14),
    good_deed: str('Something good the child did this year, for Santa to mention'),
    arrive_by: date('Day the letter should arrive by'),
  },
  ['child_name', 'age'],
);
export const bookSantaCall = tool(
  'book_santa_call',
  'Books a live video call with Santa.',
  {
    child_name: str("The child's first name"),
    start: dateTime('Start of the call, ISO 8601 in UTC'),
    minutes: intEnum('Length of the call', [5, 10]),
  },
  ['child_name', 'start'],
);
export const SANTAS_GROTTO = [bookGrottoVisit, orderSantaLetter, bookSantaCall];

// Geocaching
const CACHE_CODE = '^GC[A-Z0-9]{3,6}$';
const CACHE_TYPES = ['traditional', 'multi', 'mystery', 'earthcache', 'letterbox'];
export const searchCaches = tool(
  'search_caches',
  'Finds geocaches near a place.',
  {
    near: str('Town, postcode or landmark'),
    radius_km: num('Search radius in kilometres', 0.5, 50),
    cache_type: oneOf('Type of cache', CACHE_TYPES),
    max_difficulty: int('Highest difficulty rating, 1 to 5', 1, 5),
    wheelchair_accessible: bool('Only caches a wheelchair user can reach'),
  },
  ['near'],
);
export const logCache = tool(
  'log_cache',
  'Logs a visit to a geocache.',
  {
    cache_code: pattern(CACHE_CODE, 'Cache code, GC and 3 to 6 letters or digits'),
    outcome: oneOf('What happened', ['found', 'did_not_find', 'needs_maintenance']),
    visited_on: date('Day of the visit'),
    note: str('Log text'),
  },
  ['cache_code', 'outcome'],
);
export const hideCache = tool(
  'hide_cache',
  'Submits a newly hidden geocache for review.',
  {
    name: str('Name of the cache'),
    latitude: num('Latitude in decimal degrees', -90, 90),
    longitude: num('Longitude in decimal degrees', -180, 180),
    size: oneOf('Container size', ['micro', 'small', 'regular', 'large']),
    cache_type: oneOf('Type of cache', CACHE_TYPES),
  },
  ['name', 'latitude', 'longitude', 'size'],
);
export const getCacheHint = tool(
  'get_cache_hint',
  "Reveals a cache's hint.",
  { cache_code: pattern(CACHE_CODE, 'Cache code, GC and 3 to 6 letters or digits') },
  ['cache_code'],
);
export const GEOCACHING = [searchCaches, logCache, hideCache, getCacheHint];

// Bridge club (the card game)
const BRIDGE_SESSIONS = ['afternoon_duplicate', 'evening_duplicate', 'supervised_play', 'teams_of_four'];
export const enterBridgeSession = tool(
  'enter_bridge_session',
  'Enters a pair for a club session.',
  {
    date: date('Day of the session'),
    session: oneOf('Which session', BRIDGE_SESSIONS),
    partner_name: str("Partner's full name"),
    needs_partner: bool('Whether the club should find a partner'),
  },
  ['date', 'session'],
);
export const bookBridgeLessons = tool(
  'book_bridge_lessons',
  'Books a course of weekly bridge lessons.',
  {
    level: oneOf('Course level', ['absolute_beginner', 'improver', 'intermediate', 'advanced']),
    start_date: date('Day of the first lesson'),
    weeks: int('Number of weeks', 1, 12),
  },
  ['level'],
);
export const payTableMoney = tool(
  'pay_table_money',
  "Pays a member's table money into their club account.",
  {
    member_number: pattern('^\\d{5}$', 'Five-digit member number'),
    amount_gbp: num('Amount in pounds', 1, 100),
  },
  ['member_number', 'amount_gbp'],
);
export const getBridgeResults = tool(
  'get_bridge_results',
  "Shows a session's results and travellers.",
  {
    date: date('Day of the session'),
    session: oneOf('Which session', BRIDGE_SESSIONS),
  },
  ['date'],
);
export const BRIDGE_CLUB = [enterBridgeSession, bookBridgeLessons, payTableMoney, getBridgeResults];

// First aid training
const FIRST_AID_COURSES = [
  'emergency_first_aid_at_work',
  'first_aid_at_work',
  'paediatric_first_aid',
  'mental_health_first_aid',
  'cpr_and_defibrillator',
];
export const bookFirstAidCourse = tool(
  'book_first_aid_course',
  'Books places on a scheduled first aid course (emergency first aid at work is one day; first aid at work is three).',
  {
    course: oneOf('Which course', FIRST_AID_COURSES),
    start_date: date('First day of the course'),
    delegates: int('Number of people to book', 1, 16),
    venue: oneOf('Where', ['Leeds', 'Manchester', 'Sheffield', 'online']),
  },
  ['course', 'start_date', 'delegates'],
);
export const requestOnsiteTraining = tool(
  'request_onsite_training',
  "Asks for a trainer to run a course at the customer's own premises.",
  {
    course: oneOf('Which course', FIRST_AID_COURSES),
    delegates: int('Number of people', 1, 16),
    postcode: postcode('Postcode of the premises'),
    company: str('Company name'),
    preferred_date: date('Preferred day'),
  },
  ['course', 'delegates', 'postcode'],
);
export const verifyCertificate = tool(
  'verify_certificate',
  'Checks a first aid certificate and when it expires.',
  { certificate_number: pattern('^FA\\d{7}$', 'Certificate number, FA and seven digits') },
  ['certificate_number'],
);
export const FIRST_AID = [bookFirstAidCourse, requestOnsiteTraining, verifyCertificate];

// Will writing service
export const bookWillAppointment = tool(
  'book_will_appointment',
  'Books an appointment with a will writer.',
  {
    will_type: oneOf('Kind of will', ['single', 'mirror', 'trust']),
    date: date('Day of the appointment'),
    time: hhmm('Time, 24h HH:MM'),
    meeting: oneOf('How you meet', ['office', 'home_visit', 'video']),
  },
  ['will_type', 'date'],
);
export const startPowerOfAttorney = tool(
  'start_power_of_attorney',
  'Starts a lasting power of attorney application.',
  {
    lpa_type: oneOf('Which LPA', ['property_and_financial', 'health_and_welfare', 'both']),
    donor_name: str('Full name of the person making the LPA'),
    attorneys: int('Number of attorneys', 1, 4),
  },
  ['lpa_type', 'donor_name'],
);
export const storeWill = tool(
  'store_will',
  'Keeps a signed original will in the fireproof store.',
  {
    full_name: str('Full name of the person whose will it is'),
    date_of_birth: date('Their date of birth'),
  },
  ['full_name', 'date_of_birth'],
);
export const getWillPrice = tool(
  'get_will_price',
  'Gives the fixed price of a service.',
  { service: oneOf('Which service', ['single_will', 'mirror_wills', 'trust_will', 'power_of_attorney', 'probate']) },
  ['service'],
);
export const WILL_WRITING = [bookWillAppointment, startPowerOfAttorney, storeWill, getWillPrice];

// Counselling service
export const bookCounselling = tool(
  'book_counselling',
  'Books an assessment session with a counsellor.',
  {
    concern: oneOf('Main reason for coming', ['anxiety', 'depression', 'bereavement', 'relationships', 'stress', 'trauma', 'other']),
    format: oneOf('How the session happens', ['in_person', 'video', 'phone']),
    date: date('Preferred day'),
    time: hhmm('Preferred time, 24h HH:MM'),
    counsellor_gender: oneOf('Preference for the counsellor', ['female', 'male', 'no_preference']),
    available_days: listOf('Weekdays you can usually come', WEEKDAYS),
  },
  ['concern', 'format'],
);
export const joinSupportGroup = tool(
  'join_support_group',
  'Joins a free weekly support group.',
  {
    group: oneOf('Which group', ['bereavement_circle', 'new_parents', 'carers_cafe', 'anxiety_peer_group']),
    email: email('Email for the joining details'),
  },
  ['group'],
);
export const cancelCounselling = tool(
  'cancel_counselling',
  'Cancels a booked session.',
  {
    session_ref: pattern('^CS-\\d{5}$', 'Session reference, CS- and five digits'),
    rebook: bool('Whether to be offered another session'),
  },
  ['session_ref'],
);
export const COUNSELLING = [bookCounselling, joinSupportGroup, cancelCounselling];

// Home care agency
export const requestCareVisits = tool(
  'request_care_visits',
  'Asks for regular carer visits at home.',
  {
    client_name: str('Name of the person being cared for'),
    visit_type: oneOf('Kind of visit', [
      'personal_care',
      'medication_prompt',
      'meal_preparation',
      'companionship',
      'respite',
      'night_sitting',
    ]),
    start_date: date('Day the visits start'),
    visits_per_week: int('Visits a week', 1, 21),
    time_of_day: oneOf('When in the day', ['morning', 'lunchtime', 'teatime', 'evening', 'overnight']),
  },
  ['client_name', 'visit_type', 'start_date'],
);
export const moveCareVisit = tool(
  'move_care_visit',
  'Moves one booked visit to a new time.',
  {
    visit_ref: pattern('^HC\\d{5}$', 'Visit reference, HC and five digits'),
    new_time: hhmm('New time, 24h HH:MM'),
    new_date: date('New day, if it changes'),
  },
  ['visit_ref', 'new_time'],
);
export const raiseCareConcern = tool(
  'raise_care_concern',
  'Tells the care office about a problem.',
  {
    client_name: str('Name of the person being cared for'),
    concern: oneOf('What happened', ['fall', 'missed_visit', 'late_visit', 'medication_error', 'change_in_health', 'complaint']),
    urgent: bool('Whether someone should call back within the hour'),
  },
  ['client_name', 'concern'],
);
export const HOME_CARE = [requestCareVisits, moveCareVisit, raiseCareConcern];

// Road tolls and crossing charges
const CROSSINGS = ['Dartford Crossing', 'Mersey Gateway', 'Humber Bridge', 'Tamar Bridge', 'M6 Toll'];
export const payCrossing = tool(
  'pay_crossing',
  'Pays a crossing or toll charge for a vehicle.',
  {
    crossing: oneOf('Which crossing', CROSSINGS),
    registration: registration('Vehicle registration, e.g. AB12 CDE'),
    crossings: int('Number of crossings (a return trip is two)', 1, 20),
    crossing_date: date('Day of the crossing'),
    vehicle_class: oneOf('Vehicle class', ['motorbike', 'car', 'van', 'hgv']),
  },
  ['crossing', 'registration'],
);
export const setUpAutopay = tool(
  'set_up_autopay',
  'Opens a pre-pay account that tops up automatically.',
  {
    registration: registration('Vehicle registration, e.g. AB12 CDE'),
    email: email('Account email'),
    top_up_gbp: num('Top-up amount in pounds', 10, 200),
  },
  ['registration', 'email'],
);
export const challengePenalty = tool(
  'challenge_penalty',
  'Challenges a penalty charge notice for an unpaid crossing.',
  {
    pcn: pattern('^[A-Z]{2}\\d{8}$', 'Penalty charge notice number, two letters and eight digits'),
    reason: oneOf('Grounds', ['already_paid', 'not_my_vehicle', 'vehicle_sold', 'exempt_vehicle', 'other']),
  },
  ['pcn', 'reason'],
);
export const checkUnpaidCrossings = tool(
  'check_unpaid_crossings',
  'Lists crossings a vehicle has not yet paid for.',
  { registration: registration('Vehicle registration, e.g. AB12 CDE') },
  ['registration'],
);
export const TOLLS = [payCrossing, setUpAutopay, challengePenalty, checkUnpaidCrossings];

// Go-karting track
const KART_FORMATS = ['arrive_and_drive', 'grand_prix', 'endurance', 'junior_session'];
export const bookKarting = tool(
  'book_karting',
  'Books a karting session. Grand prix: practice, qualifying and a race; endurance: a two-hour team race.',
  {
    date: date('Day of the session'),
    time: hhmm('Start time, 24h HH:MM'),
    drivers: int('Number of drivers', 1, 30),
    format: oneOf('Session format', KART_FORMATS),
    track: oneOf('Which track', ['indoor', 'outdoor']),
  },
  ['date', 'drivers', 'format'],
);
export const buyKartingVoucher = tool(
  'buy_karting_voucher',
  'Buys a karting gift voucher.',
  {
    format: oneOf('Session format', KART_FORMATS),
    drivers: int('Drivers it covers', 1, 10),
    recipient_name: str('Who it is for'),
    delivery: oneOf('How it is sent', ['email', 'post']),
  },
  ['format'],
);
export const joinKartLeague = tool(
  'join_kart_league',
  'Registers a driver for the winter league (karts are ballasted to the driver weight).',
  {
    driver_name: str("Driver's full name"),
    weight_kg: num('Driver weight in kilograms', 30, 150),
    age: int("Driver's age", 8, 99),
  },
  ['driver_name', 'weight_kg'],
);
export const getLapTimes = tool(
  'get_lap_times',
  "Shows a session's lap times.",
  {
    booking_ref: pattern('^KT\\d{6}$', 'Booking reference, KT and six digits'),
    driver_name: str('Only this driver'),
  },
  ['booking_ref'],
);
export const GO_KARTING = [bookKarting, buyKartingVoucher, joinKartLeague, getLapTimes];

// Skydiving centre
export const bookTandemJump = tool(
  'book_tandem_jump',
  'Books a tandem skydive strapped to an instructor. Jumpers must weigh under 100 kg.',
  {
    date: date('Day of the jump'),
    weight_kg: num('Jumper weight in kilograms', 40, 100),
    altitude_ft: intEnum('Exit altitude in feet', [10000, 13000, 15000]),
    media: oneOf('Photos and video', ['none', 'handcam', 'outside_camera', 'handcam_and_outside_camera']),
    jumpers: int('Number of people jumping', 1, 6),
  },
  ['date', 'weight_kg'],
);
export const bookSoloCourse = tool(
  'book_solo_course',
  'Books a course to learn to skydive solo.',
  {
    course: oneOf('Which course', ['aff_level_1', 'static_line', 'refresher']),
    start_date: date('Day the course starts'),
  },
  ['course', 'start_date'],
);
export const checkJumpStatus = tool(
  'check_jump_status',
  'Says whether a booked jump is going ahead or on a weather hold.',
  { booking_ref: pattern('^SKY\\d{5}$', 'Booking reference, SKY and five digits') },
  ['booking_ref'],
);
export const registerCharityJump = tool(
  'register_charity_jump',
  'Registers a sponsored tandem jump for a charity.',
  {
    charity: str('Name of the charity'),
    date: date('Day of the jump'),
    target_gbp: num('Fundraising target in pounds', 395, 10000),
  },
  ['charity', 'date'],
);
export const SKYDIVING = [bookTandemJump, bookSoloCourse, checkJumpStatus, registerCharityJump];

// Firewood and log delivery
const WOODS = ['kiln_dried_hardwood', 'seasoned_hardwood', 'softwood', 'ash', 'oak', 'birch'];
const LOADS = ['net_bag', 'barrow_load', 'half_load', 'full_load'];
export const orderLogs = tool(
  'order_logs',
  'Orders logs delivered (net bag about 20 kg, barrow about 60 kg, half load 0.7 m³, full load 1.4 m³).',
  {
    wood: oneOf('Kind of wood', WOODS),
    load: oneOf('How much', LOADS),
    postcode: postcode('Delivery postcode'),
    delivery_date: date('Day of delivery'),
    stacked: bool('Whether the driver stacks the logs in your store'),
  },
  ['wood', 'load', 'postcode'],
);
export const orderKindling = tool(
  'order_kindling',
  'Orders kindling and firelighters (can come with a log delivery).',
  {
    kindling_bags: int('Bags of kindling', 0, 20),
    firelighter_boxes: int('Boxes of natural firelighters', 0, 20),
    delivery_date: date('Day of delivery'),
  },
  [],
);
export const setUpRepeatLogs = tool(
  'set_up_repeat_logs',
  'Sets up a repeat log delivery for the winter.',
  {
    wood: oneOf('Kind of wood', WOODS),
    load: oneOf('How much each time', LOADS),
    every_weeks: int('Weeks between deliveries', 1, 12),
    start_date: date('Day of the first delivery'),
  },
  ['wood', 'load', 'every_weeks'],
);
export const FIREWOOD = [orderLogs, orderKindling, setUpRepeatLogs];

// Amateur dramatics society
const PRODUCTIONS = ['A Christmas Carol', 'Blithe Spirit', 'Little Shop of Horrors', 'Twelfth Night'];
export const signUpAudition = tool(
  'sign_up_audition',
  'Books an audition slot for a production.',
  {
    production: oneOf('Which production', PRODUCTIONS),
    date: date('Audition day'),
    slot: hhmm('Slot, 24h HH:MM'),
    role: str('Part auditioning for'),
  },
  ['production', 'date'],
);
export const volunteerBackstage = tool(
  'volunteer_backstage',
  'Volunteers to help behind the scenes on a production.',
  {
    production: oneOf('Which production', PRODUCTIONS),
    job: oneOf('What you would do', ['lighting', 'sound', 'set_building', 'costumes', 'props', 'front_of_house', 'prompt']),
  },
  ['production', 'job'],
);
export const buyShowTickets = tool(
  'buy_show_tickets',
  'Buys tickets for a performance.',
  {
    production: oneOf('Which production', PRODUCTIONS),
    performance_date: date('Day of the performance'),
    tickets: int('Full-price tickets', 0, 10),
    concessions: int('Concession tickets (under 16, over 65, students)', 0, 10),
    seating: oneOf('Where', ['stalls', 'circle']),
  },
  ['production', 'performance_date', 'tickets'],
);
export const payMembership = tool(
  'pay_membership',
  "Pays the society's yearly subscription.",
  {
    member_type: oneOf('Membership', ['acting', 'social', 'junior', 'family']),
    name: str('Member name'),
  },
  ['member_type'],
);
export const AM_DRAM = [signUpAudition, volunteerBackstage, buyShowTickets, payMembership];

// Left luggage at London stations
const LUGGAGE_REF = '^LL\\d{6}$';
export const reserveLuggageStorage = tool(
  'reserve_luggage_storage',
  'Reserves left-luggage space at a station.',
  {
    station: oneOf('Station', ["King's Cross", 'Paddington', 'Victoria', 'Euston', 'Waterloo']),
    drop_off: dateTime('Drop-off, ISO 8601 in UTC'),
    pick_up: dateTime('Pick-up, ISO 8601 in UTC'),
    bags: int('Number of standard bags', 1, 10),
    oversized: int('Oversized items (bikes, skis, pushchairs)', 0, 5),
  },
  ['station', 'drop_off', 'bags'],
);
export const extendStorage = tool(
  'extend_storage',
  'Moves the pick-up of a reservation later.',
  {
    booking_ref: pattern(LUGGAGE_REF, 'Booking reference, LL and six digits'),
    new_pick_up: dateTime('New pick-up, ISO 8601 in UTC'),
  },
  ['booking_ref', 'new_pick_up'],
);
export const claimBagDamage = tool(
  'claim_bag_damage',
  'Claims for a bag damaged in storage.',
  {
    booking_ref: pattern(LUGGAGE_REF, 'Booking reference, LL and six digits'),
    damage: oneOf('Kind of damage', ['scuffed', 'broken_wheel', 'broken_handle', 'torn', 'wet', 'item_missing']),
  },
  ['booking_ref', 'damage'],
);
export const LEFT_LUGGAGE = [reserveLuggageStorage, extendStorage, claimBagDamage];

// Trophy and engraving shop
export const orderTrophies = tool(
  'order_trophies',
  'Orders trophies or medals, engraved.',
  {
    trophy: oneOf('Kind of award', ['cup', 'shield', 'medal', 'glass_award', 'football_figure', 'dance_figure']),
    quantity: int('How many', 1, 200),
    engraving: str('Text to engrave'),
    needed_by: date('Day they are needed by'),
  },
  ['trophy', 'quantity'],
);
export const engraveItem = tool(
  'engrave_item',
  'Engraves a customer-supplied item.',
  {
    item: oneOf('Kind of item', ['tankard', 'watch', 'pen', 'jewellery', 'glassware', 'plaque']),
    text: str('Text to engrave'),
    font: oneOf('Lettering', ['script', 'block', 'roman']),
  },
  ['item', 'text'],
);
export const trophyOrderStatus = tool(
  'trophy_order_status',
  'Says whether an order is ready.',
  { order_ref: pattern('^TR-\\d{5}$', 'Order reference, TR- and five digits') },
  ['order_ref'],
);
export const TROPHIES = [orderTrophies, engraveItem, trophyOrderStatus];

// Handyman service
const HANDYMAN_JOBS = [
  'flat_pack_assembly',
  'tv_wall_mounting',
  'shelves_and_pictures',
  'curtains_and_blinds',
  'door_repair',
  'tiling',
  'painting',
  'silicone_sealant',
  'other',
];
export const bookHandyman = tool(
  'book_handyman',
  'Books a handyman for odd jobs, charged by the hour.',
  {
    job: oneOf('Main job', HANDYMAN_JOBS),
    date: date('Day of the visit'),
    postcode: postcode('Postcode of the job'),
    hours: int('Hours to book', 1, 8),
    bring_materials: bool('Whether the handyman supplies the materials'),
  },
  ['job', 'date', 'postcode'],
);
export const requestHandymanQuote = tool(
  'request_handyman_quote',
  'Asks for a fixed-price quote for a bigger job.',
  {
    job: oneOf('Main job', HANDYMAN_JOBS),
    postcode: postcode('Postcode of the job'),
    rooms: int('Rooms involved', 1, 10),
  },
  ['job', 'postcode'],
);
export const rescheduleHandyman = tool(
  'reschedule_handyman',
  'Moves a booked visit to another day.',
  {
    booking_ref: pattern('^HM\\d{5}$', 'Booking reference, HM and five digits'),
    new_date: date('New day'),
  },
  ['booking_ref', 'new_date'],
);
export const HANDYMAN = [bookHandyman, requestHandymanQuote, rescheduleHandyman];
