import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twenty-seventh fresh table (fresh 26), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, a nested object, optional properties),
 * each set one app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const ukMobile = (description: string) => pattern('^07\\d{9}$', description);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Alpaca trekking farm
const ALPACAS = ['Dolly', 'Biscuit', 'Pablo', 'Nutmeg', 'Crumble'];
export const bookAlpacaTrek = tool(
  'book_alpaca_trek',
  'Books a guided alpaca trek at the farm. Each walker leads an alpaca; children under 8 walk with an adult.',
  {
    date: date('Day of the trek'),
    trek: oneOf('Which trek', ['meet_and_greet', 'one_hour_trek', 'two_hour_trek', 'picnic_trek', 'sunset_trek']),
    walkers: int('Number of people leading an alpaca', 1, 12),
    children_under_8: int('Children under 8 walking alongside an adult (free)', 0, 10),
    start_time: hhmm('Preferred start time, 24h HH:MM'),
    wheelchair_access: bool('Whether someone in the group needs the accessible route'),
  },
  ['date', 'trek', 'walkers'],
);
export const adoptAlpaca = tool(
  'adopt_alpaca',
  'Buys an alpaca adoption pack (certificate, photo, plush toy and a free meet and greet).',
  {
    alpaca: oneOf('Which alpaca to adopt', ALPACAS),
    months: intEnum('Length of the adoption in months', [6, 12]),
    recipient_name: str('Name printed on the certificate'),
    gift: bool('Whether the pack is a gift (sent without a price)'),
  },
  ['alpaca'],
);
export const buyTrekVoucher = tool(
  'buy_trek_voucher',
  'Buys an open-dated gift voucher for an alpaca trek, valid for 18 months.',
  {
    trek: oneOf('Which trek the voucher is for', ['meet_and_greet', 'one_hour_trek', 'two_hour_trek', 'picnic_trek', 'sunset_trek']),
    walkers: int('Number of walkers the voucher covers', 1, 6),
    recipient_name: str('Who the voucher is for'),
    delivery: oneOf('How the voucher is sent', ['email', 'post']),
  },
  ['trek', 'walkers'],
);
export const ALPACA_FARM = [bookAlpacaTrek, adoptAlpaca, buyTrekVoucher];

// Bouncy castle hire
const CASTLES = ['princess_castle', 'pirate_ship', 'superhero_combo', 'jungle_slide', 'adult_castle', 'toddler_soft_play'];
const CASTLE_REF = '^BC-\\d{4}$';
export const hireBouncyCastle = tool(
  'hire_bouncy_castle',
  'Books a bouncy castle, delivered, set up and collected the same day.',
  {
    date: date('Day of the hire'),
    castle: oneOf('Which castle', CASTLES),
    postcode: postcode('Postcode of the garden or venue'),
    surface: oneOf('What the castle stands on', ['grass', 'tarmac_or_concrete', 'indoor_hall']),
    generator: bool('Whether a petrol generator is needed (no power socket nearby)'),
    overnight: bool('Whether to keep the castle overnight and have it collected the next morning'),
  },
  ['date', 'castle', 'postcode'],
);
export const checkCastleAvailability = tool(
  'check_castle_availability',
  'Lists which castles are free on a day.',
  {
    date: date('Day to check'),
    castle: oneOf('Only this castle', CASTLES),
  },
  ['date'],
);
export const cancelCastleHire = tool(
  'cancel_castle_hire',
  'Cancels a castle booking. Free up to 48 hours before; after that the deposit is kept.',
  {
    booking_ref: pattern(CASTLE_REF, 'Booking reference, e.g. BC-1234'),
    reason: oneOf('Why it is cancelled', ['weather', 'party_cancelled', 'booked_elsewhere', 'other']),
  },
  ['booking_ref'],
);
export const BOUNCY_CASTLES = [hireBouncyCastle, checkCastleAvailability, cancelCastleHire];

// Hot tub hire
const HOT_TUB_REF = '^HT\\d{6}$';
export const hireHotTub = tool(
  'hire_hot_tub',
  'Books an inflatable or hard-shell hot tub, delivered, filled and heated, and collected at the end.',
  {
    start_date: date('Day of delivery'),
    nights: int('Number of nights', 2, 14),
    size: oneOf('Size of tub', ['4_person', '6_person', '8_person']),
    postcode: postcode('Delivery postcode'),
    extras: listOf('Extras to add', ['gazebo', 'led_lights', 'steps', 'towels', 'fizz_and_glasses']),
  },
  ['start_date', 'nights', 'size'],
);
export const reportHotTubProblem = tool(
  'report_hot_tub_problem',
  'Reports a problem with a hired hot tub; an engineer calls back within two hours.',
  {
    booking_ref: pattern(HOT_TUB_REF, 'Booking reference, e.g. HT123456'),
    problem: oneOf('What is wrong', ['not_heating', 'cloudy_water', 'pump_noise', 'cover_damaged', 'leaking', 'tripping_electrics']),
    details: str('Anything else the engineer should know'),
  },
  ['booking_ref', 'problem'],
);
export const extendHotTubHire = tool(
  'extend_hot_tub_hire',
  'Adds nights to a current hot tub hire.',
  {
    booking_ref: pattern(HOT_TUB_REF, 'Booking reference, e.g. HT123456'),
    extra_nights: int('Nights to add', 1, 7),
  },
  ['booking_ref', 'extra_nights'],
);
export const HOT_TUBS = [hireHotTub, reportHotTubProblem, extendHotTubHire];

// Council pothole and street-light fault reporting
export const reportPothole = tool(
  'report_pothole',
  'Reports a pothole or damaged surface to the county highways team.',
  {
    street: str('Street or road name'),
    town: str('Town or village'),
    surface: oneOf('Where the defect is', ['road', 'pavement', 'cycle_lane']),
    depth_cm: int('Approximate depth in centimetres', 1, 60),
    location_details: str('Where on the street, e.g. outside a house number or near a junction'),
    caused_damage: bool('Whether it has damaged a vehicle or injured someone'),
  },
  ['street'],
);
export const reportStreetLight = tool(
  'report_street_light',
  'Reports a faulty street light. The column number is on a sticker on the lamp post.',
  {
    street: str('Street or road name'),
    column_number: pattern('^\\d{1,4}[A-Z]?$', 'Lamp column number, e.g. 12 or 12A'),
    fault: oneOf('What is wrong', ['not_working', 'on_during_day', 'flickering', 'damaged', 'leaning', 'door_open_exposed_wires']),
    email: email('Email for updates'),
  },
  ['street', 'fault'],
);
export const trackFaultReport = tool(
  'track_fault_report',
  'Shows the progress of a pothole or street-light report.',
  { report_id: pattern('^FR\\d{7}$', 'Report reference, e.g. FR1234567') },
  ['report_id'],
);
export const COUNCIL_FAULTS = [reportPothole, reportStreetLight, trackFaultReport];

// Blue badge (disabled parking) applications
const BADGE_NUMBER = '^BB\\d{8}$';
export const applyForBlueBadge = tool(
  'apply_for_blue_badge',
  'Starts a blue badge application with the council.',
  {
    applicant_name: str('Full name of the person the badge is for'),
    date_of_birth: date("Applicant's date of birth"),
    qualifying_reason: oneOf('Why the applicant qualifies', [
      'pip_mobility',
      'war_pension_mobility',
      'registered_blind',
      'walking_difficulty',
      'hidden_condition',
      'child_with_medical_equipment',
    ]),
    postcode: postcode('Home postcode'),
    applying_on_behalf: bool('Whether someone else is applying for the applicant'),
  },
  ['applicant_name', 'date_of_birth', 'qualifying_reason'],
);
export const renewBlueBadge = tool(
  'renew_blue_badge',
  'Renews a blue badge that is due to expire (up to 12 weeks before expiry).',
  {
    badge_number: pattern(BADGE_NUMBER, 'Badge number, e.g. BB12345678'),
    circumstances_changed: bool('Whether the holder’s condition or address has changed since the last badge'),
  },
  ['badge_number'],
);
export const reportBadgeLost = tool(
  'report_badge_lost',
  'Reports a blue badge lost, stolen or damaged and orders a replacement (£10).',
  {
    badge_number: pattern(BADGE_NUMBER, 'Badge number, e.g. BB12345678'),
    what_happened: oneOf('What happened to the badge', ['lost', 'stolen', 'damaged']),
    crime_reference: str('Police crime reference, for a stolen badge'),
  },
  ['badge_number', 'what_happened'],
);
export const BLUE_BADGE = [applyForBlueBadge, renewBlueBadge, reportBadgeLost];

// Speech therapy clinic
const CLIENT_ID = '^ST\\d{4}$';
export const bookSpeechAssessment = tool(
  'book_speech_assessment',
  'Books a first assessment with a speech and language therapist.',
  {
    patient_name: str('Name of the person being assessed'),
    age_years: int('Age in years', 1, 110),
    concerns: listOf('What the assessment is about', [
      'stammer',
      'speech_sounds',
      'language_delay',
      'voice',
      'swallowing',
      'after_stroke',
      'social_communication',
    ]),
    mode: oneOf('Where the assessment happens', ['in_clinic', 'video_call', 'home_visit', 'school_visit']),
    preferred_date: date('Preferred day'),
  },
  ['patient_name', 'age_years'],
);
export const bookTherapySession = tool(
  'book_therapy_session',
  'Books a follow-up therapy session for an existing client.',
  {
    client_id: pattern(CLIENT_ID, 'Client number, e.g. ST1234'),
    start: dateTime('Start of the session'),
    minutes: intEnum('Length in minutes', [30, 45, 60]),
    mode: oneOf('Where the session happens', ['in_clinic', 'video_call', 'home_visit', 'school_visit']),
  },
  ['client_id', 'start'],
);
export const requestPracticePack = tool(
  'request_practice_pack',
  'Sends a home practice pack of games and worksheets.',
  {
    client_id: pattern(CLIENT_ID, 'Client number, e.g. ST1234'),
    topic: oneOf('What the pack practises', ['s_sounds', 'r_sounds', 'k_and_g_sounds', 'fluency', 'vocabulary', 'swallowing_exercises']),
    format: oneOf('How it is sent', ['printed', 'pdf']),
  },
  ['client_id', 'topic'],
);
export const SPEECH_THERAPY = [bookSpeechAssessment, bookTherapySession, requestPracticePack];

// Scaffolding hire
const SCAFFOLD_REF = '^SC\\d{5}$';
export const requestScaffoldQuote = tool(
  'request_scaffold_quote',
  'Asks for a scaffolding quote; a surveyor visits within a week.',
  {
    postcode: postcode('Site postcode'),
    job: oneOf('What the scaffold is for', [
      'chimney',
      'roof_repair',
      'gutters_and_fascias',
      'rendering',
      'painting',
      'loft_conversion',
      'new_build',
    ]),
    storeys: int('Height of the building in storeys', 1, 6),
    sides: int('How many sides of the building need scaffold', 1, 4),
    weeks: int('Expected length of hire in weeks', 1, 52),
    over_pavement: bool('Whether the scaffold will stand on the public pavement (needs a council licence)'),
  },
  ['postcode', 'job'],
);
export const extendScaffoldHire = tool(
  'extend_scaffold_hire',
  'Extends a scaffold hire by a number of weeks.',
  {
    contract_ref: pattern(SCAFFOLD_REF, 'Contract reference, e.g. SC12345'),
    extra_weeks: int('Weeks to add', 1, 26),
  },
  ['contract_ref', 'extra_weeks'],
);
export const bookScaffoldStrike = tool(
  'book_scaffold_strike',
  'Books the day the scaffold is taken down and removed.',
  {
    contract_ref: pattern(SCAFFOLD_REF, 'Contract reference, e.g. SC12345'),
    date: date('Day to take it down'),
  },
  ['contract_ref', 'date'],
);
export const SCAFFOLDING = [requestScaffoldQuote, extendScaffoldHire, bookScaffoldStrike];

// Drain unblocking callouts
const DRAIN_PROBLEMS = ['blocked_toilet', 'blocked_sink', 'blocked_outside_drain', 'overflowing_manhole', 'bad_smell', 'slow_drainage'];
export const bookDrainCallout = tool(
  'book_drain_callout',
  'Sends a drainage engineer to clear a blockage.',
  {
    postcode: postcode('Property postcode'),
    problem: oneOf('What is happening', DRAIN_PROBLEMS),
    urgency: oneOf('How soon', ['emergency_within_2h', 'same_day', 'next_available']),
    property: oneOf('Type of property', ['house', 'flat', 'commercial']),
    phone: ukMobile('Mobile number for the engineer, e.g. 07123456789'),
  },
  ['postcode', 'problem'],
);
export const bookCctvSurvey = tool(
  'book_cctv_survey',
  'Books a CCTV camera survey of the drains, with a written report.',
  {
    postcode: postcode('Property postcode'),
    date: date('Day of the survey'),
    reason: oneOf('Why the survey is needed', ['buying_a_house', 'recurring_blockage', 'subsidence', 'insurance_claim', 'extension_build']),
  },
  ['postcode', 'date'],
);
export const getDrainPrice = tool(
  'get_drain_price',
  'Gives the fixed price for a callout.',
  {
    problem: oneOf('What is happening', DRAIN_PROBLEMS),
    out_of_hours: bool('Whether the callout is evenings, weekends or bank holidays'),
  },
  ['problem'],
);
export const DRAINS = [bookDrainCallout, bookCctvSurvey, getDrainPrice];

// Electrician callouts
export const bookElectrician = tool(
  'book_electrician',
  'Books a qualified electrician to visit.',
  {
    postcode: postcode('Property postcode'),
    job: oneOf('What needs doing', [
      'fault_finding',
      'no_power',
      'new_socket',
      'light_fitting',
      'consumer_unit',
      'outdoor_lighting',
      'smoke_alarms',
    ]),
    preferred_date: date('Preferred day'),
    emergency: bool('Whether it is an emergency (no power, burning smell, sparking)'),
    notes: str('Anything the electrician should know'),
  },
  ['postcode', 'job'],
);
export const bookEicr = tool(
  'book_eicr',
  'Books an electrical installation condition report (EICR), e.g. for a rental property.',
  {
    postcode: postcode('Property postcode'),
    bedrooms: int('Number of bedrooms', 0, 10),
    date: date('Day of the inspection'),
    for_landlord: bool('Whether it is a rental property needing a landlord certificate'),
  },
  ['postcode', 'bedrooms'],
);
export const quoteEvCharger = tool(
  'quote_ev_charger',
  'Quotes for a home electric car charger installation.',
  {
    postcode: postcode('Property postcode'),
    charger: oneOf('Charger type', ['7kw_tethered', '7kw_untethered', '22kw_three_phase']),
    cable_run_metres: num('Distance from the fuse board to the charger in metres', 0, 50),
    off_street_parking: bool('Whether there is a driveway or off-street space'),
  },
  ['postcode', 'charger'],
);
export const ELECTRICIAN = [bookElectrician, bookEicr, quoteEvCharger];

// Toy library
const MEMBER = '^TL\\d{4}$';
const TOY_ID = '^T-\\d{3,5}$';
export const searchToys = tool(
  'search_toys',
  'Searches the toy library catalogue.',
  {
    query: str('What to look for'),
    age_range: oneOf('Age range', ['0-1', '1-3', '3-5', '5-8', '8+']),
    category: oneOf('Kind of toy', ['puzzles', 'ride_on', 'construction', 'sensory', 'outdoor', 'board_games', 'role_play']),
    available_only: bool('Only toys on the shelf now'),
  },
  ['query'],
);
export const borrowToy = tool(
  'borrow_toy',
  'Reserves a toy for a member to collect.',
  {
    member_number: pattern(MEMBER, 'Membership number, e.g. TL1234'),
    toy_id: pattern(TOY_ID, 'Toy number on its label, e.g. T-123'),
    weeks: intEnum('Loan length in weeks', [1, 2, 3]),
  },
  ['member_number', 'toy_id'],
);
export const renewToyLoan = tool(
  'renew_toy_loan',
  'Renews a toy loan for another two weeks.',
  {
    member_number: pattern(MEMBER, 'Membership number, e.g. TL1234'),
    toy_id: pattern(TOY_ID, 'Toy number on its label, e.g. T-123'),
  },
  ['member_number', 'toy_id'],
);
export const reportMissingPiece = tool(
  'report_missing_piece',
  'Reports a piece missing or broken from a toy.',
  {
    toy_id: pattern(TOY_ID, 'Toy number on its label, e.g. T-123'),
    description: str('Which piece is missing or broken'),
  },
  ['toy_id', 'description'],
);
export const TOY_LIBRARY = [searchToys, borrowToy, renewToyLoan, reportMissingPiece];

// Orchard cider-pressing days
export const bookPressingSlot = tool(
  'book_pressing_slot',
  'Books a slot to bring your own apples to a community pressing day.',
  {
    date: date('Pressing day'),
    apples_kg: int('Weight of apples in kilograms', 10, 1000),
    slot: oneOf('Part of the day', ['morning', 'afternoon']),
    take_home: oneOf('What to take home', ['fresh_juice', 'pasteurised_juice', 'cider_kit']),
    bring_own_containers: bool('Whether you bring your own bottles or demijohns'),
  },
  ['date', 'apples_kg'],
);
export const listPressingDays = tool(
  'list_pressing_days',
  'Lists the pressing days in a month and the slots left.',
  { month: pattern('^\\d{4}-(0[1-9]|1[0-2])$', 'Month as YYYY-MM') },
  ['month'],
);
export const orderOrchardCider = tool(
  'order_orchard_cider',
  "Orders the orchard's own cider and juice for collection or delivery.",
  {
    product: oneOf('What to order', ['dry_cider', 'medium_cider', 'sweet_cider', 'perry', 'apple_juice', 'mulled_cider']),
    bottles: int('Number of 750ml bottles', 1, 48),
    collection: bool('Collect from the farm shop instead of delivery'),
  },
  ['product', 'bottles'],
);
export const CIDER_PRESSING = [bookPressingSlot, listPressingDays, orderOrchardCider];

// Kite surfing school
const BEACHES = ['Camber', 'Hayling', 'Weymouth', 'Brancaster', 'Rhosneigr'];
export const bookKiteLesson = tool(
  'book_kite_lesson',
  'Books a kite surfing lesson. All kit included.',
  {
    level: oneOf('Lesson', ['taster', 'two_day_beginner', 'improver', 'private']),
    date: date('Day of the lesson (first day for courses)'),
    beach: oneOf('Which beach', BEACHES),
    students: int('Number of students', 1, 4),
    weight_kg: num('Weight of the student in kg, for the kite size', 30, 150),
    wetsuit_size: oneOf('Wetsuit size', ['XS', 'S', 'M', 'L', 'XL']),
  },
  ['level', 'date'],
);
export const checkKiteWind = tool(
  'check_kite_wind',
  'Shows the wind forecast and whether lessons are on at a beach.',
  {
    beach: oneOf('Which beach', BEACHES),
    date: date('Day to check'),
  },
  ['beach'],
);
export const rentKiteGear = tool(
  'rent_kite_gear',
  'Rents kite surfing kit to qualified riders.',
  {
    items: listOf('Kit to rent', ['kite', 'board', 'harness', 'wetsuit', 'helmet', 'impact_vest']),
    date: date('First day of rental'),
    days: int('Number of days', 1, 14),
  },
  ['items', 'date'],
);
export const KITESURF = [bookKiteLesson, checkKiteWind, rentKiteGear];

// Photo booth hire
const BOOTH_REF = '^PBH\\d{4}$';
export const bookPhotoBooth = tool(
  'book_photo_booth',
  'Books a photo booth with an attendant for an event.',
  {
    event_date: date('Day of the event'),
    booth: oneOf('Booth type', ['classic_enclosed', 'open_air', 'magic_mirror', '360_video']),
    hours: int('Hours of use', 2, 6),
    event_type: oneOf('Kind of event', ['wedding', 'birthday', 'corporate', 'prom', 'christening']),
    venue_postcode: postcode('Venue postcode'),
    props_box: bool('Add the props box'),
    guest_book: bool('Add a scrapbook guest book'),
  },
  ['event_date', 'booth', 'hours'],
);
export const designPrintTemplate = tool(
  'design_print_template',
  'Sets the design printed on the photo strips for a booking.',
  {
    booking_ref: pattern(BOOTH_REF, 'Booking reference, e.g. PBH1234'),
    headline: str('Text printed on each strip, e.g. names and date'),
    layout: oneOf('Print layout', ['strip_2x6', 'postcard_4x6']),
    colour: oneOf('Colour scheme', ['black_and_white', 'colour', 'sepia']),
  },
  ['booking_ref', 'headline'],
);
export const sendGalleryLink = tool(
  'send_gallery_link',
  'Emails the online gallery of photos from an event.',
  {
    booking_ref: pattern(BOOTH_REF, 'Booking reference, e.g. PBH1234'),
    email: email('Where to send the link'),
  },
  ['booking_ref', 'email'],
);
export const PHOTO_BOOTH = [bookPhotoBooth, designPrintTemplate, sendGalleryLink];

// Dry stone walling courses
const WALLING_COURSES = ['one_day_taster', 'two_day_beginners', 'intermediate', 'cheek_ends_and_gateways', 'certificate_level_1'];
export const bookWallingCourse = tool(
  'book_walling_course',
  'Books places on a dry stone walling course.',
  {
    course: oneOf('Which course', WALLING_COURSES),
    start_date: date('First day of the course'),
    places: int('Number of places', 1, 4),
    hire_boots_and_gloves: bool('Hire steel-toe boots and gloves'),
    dietary_needs: str('Dietary needs for the packed lunch'),
  },
  ['course', 'start_date'],
);
export const joinWallingWaitlist = tool(
  'join_walling_waitlist',
  'Joins the waiting list for a full course.',
  {
    course: oneOf('Which course', WALLING_COURSES),
    email: email('Email to tell when a place comes up'),
  },
  ['course', 'email'],
);
export const buyWallingVoucher = tool(
  'buy_walling_voucher',
  'Buys a gift voucher for a walling course.',
  {
    course: oneOf('Which course', WALLING_COURSES),
    recipient_name: str('Who it is for'),
  },
  ['course'],
);
export const DRY_STONE_WALLING = [bookWallingCourse, joinWallingWaitlist, buyWallingVoucher];

// Mushroom growing kit shop
const VARIETIES = ['grey_oyster', 'pink_oyster', 'yellow_oyster', 'lions_mane', 'shiitake', 'king_oyster'];
export const orderGrowKit = tool(
  'order_grow_kit',
  'Orders a mushroom grow kit.',
  {
    variety: oneOf('Mushroom variety', VARIETIES),
    quantity: int('Number of kits', 1, 20),
    delivery: oneOf('Delivery speed', ['standard', 'next_day']),
    gift_message: str('Gift message on the card'),
  },
  ['variety', 'quantity'],
);
export const reportKitProblem = tool(
  'report_kit_problem',
  'Reports a kit that has not grown or arrived damaged; we send a replacement or refund.',
  {
    order_number: pattern('^MK\\d{5}$', 'Order number, e.g. MK12345'),
    problem: oneOf('What went wrong', ['no_growth', 'mould', 'dried_out', 'damaged_in_post']),
    days_since_opened: int('Days since the kit was opened', 0, 120),
  },
  ['order_number', 'problem'],
);
export const subscribeMushroomBox = tool(
  'subscribe_mushroom_box',
  'Starts a monthly subscription of two grow kits.',
  {
    email: email('Account email'),
    varieties: listOf('Varieties to include (we rotate if none)', VARIETIES),
    start_date: date('Day of the first delivery'),
  },
  ['email'],
);
export const MUSHROOM_KITS = [orderGrowKit, reportKitProblem, subscribeMushroomBox];

// School uniform swap
const UNIFORM_ITEMS = ['jumper', 'cardigan', 'blazer', 'polo_shirt', 'pe_top', 'pe_shorts', 'skirt', 'trousers', 'coat'];
const UNIFORM_SIZES = ['age_3_4', 'age_5_6', 'age_7_8', 'age_9_10', 'age_11_12', 'age_13_14', 'adult_s', 'adult_m', 'adult_l'];
export const listUniformItem = tool(
  'list_uniform_item',
  'Puts outgrown uniform up for swap.',
  {
    school: str('School the uniform is for'),
    item: oneOf('Item', UNIFORM_ITEMS),
    size: oneOf('Size', UNIFORM_SIZES),
    quantity: int('How many', 1, 10),
    condition: oneOf('Condition', ['like_new', 'good', 'well_worn']),
  },
  ['school', 'item', 'size'],
);
export const requestUniformItem = tool(
  'request_uniform_item',
  'Asks for a swapped uniform item; you are told when one is listed.',
  {
    school: str('School the uniform is for'),
    item: oneOf('Item', UNIFORM_ITEMS),
    size: oneOf('Size', UNIFORM_SIZES),
    quantity: int('How many', 1, 10),
  },
  ['school', 'item', 'size'],
);
export const bookSwapCollection = tool(
  'book_swap_collection',
  'Books a time to collect or drop off at the swap shop.',
  {
    date: date('Day'),
    time: hhmm('Time, 24h HH:MM'),
  },
  ['date', 'time'],
);
export const UNIFORM_SWAP = [listUniformItem, requestUniformItem, bookSwapCollection];

// Dog show entries
export const enterDogShow = tool(
  'enter_dog_show',
  'Enters a dog in a breed class at the championship show.',
  {
    dog_name: str("Dog's registered name"),
    breed: str('Breed'),
    class: oneOf('Class', ['minor_puppy', 'puppy', 'junior', 'novice', 'post_graduate', 'open', 'veteran']),
    show_date: date('Day of the show'),
    handler: {
      type: 'object',
      description: 'Who handles the dog in the ring, if not the owner',
      properties: { name: str('Full name'), email: email('Email for the ring number') },
      required: ['name'],
    },
  },
  ['dog_name', 'breed', 'class'],
);
export const enterFunClasses = tool(
  'enter_fun_classes',
  'Enters a dog in the fun companion classes (£2 each, entries on the day too).',
  {
    dog_name: str("Dog's name"),
    classes: listOf('Fun classes', [
      'waggiest_tail',
      'best_rescue',
      'handsomest_dog',
      'prettiest_bitch',
      'best_veteran',
      'dog_most_like_owner',
    ]),
  },
  ['dog_name', 'classes'],
);
export const withdrawShowEntry = tool(
  'withdraw_show_entry',
  'Withdraws an entry; fees are refunded up to 14 days before the show.',
  {
    entry_number: pattern('^E\\d{5}$', 'Entry number, e.g. E12345'),
    reason: str('Why'),
  },
  ['entry_number'],
);
export const DOG_SHOW = [enterDogShow, enterFunClasses, withdrawShowEntry];

// Childminder bookings
const MEALS = ['breakfast', 'lunch', 'tea'];
export const bookChildminderSession = tool(
  'book_childminder_session',
  'Books an extra childminding session.',
  {
    child_name: str("Child's first name"),
    date: date('Day'),
    start: hhmm('Drop-off time, 24h HH:MM'),
    end: hhmm('Pick-up time, 24h HH:MM'),
    meals: listOf('Meals needed', MEALS),
    school_pickup: bool('Collect the child from school'),
  },
  ['child_name', 'date', 'start', 'end'],
);
export const setRegularDays = tool(
  'set_regular_days',
  "Sets a child's regular weekly days with the childminder.",
  {
    child_name: str("Child's first name"),
    days: listOf('Days of the week', WEEKDAYS),
    from_date: date('First week the new days apply'),
  },
  ['child_name', 'days'],
);
export const messageChildminder = tool(
  'message_childminder',
  'Sends a message to the childminder.',
  {
    message: str('The message'),
    urgent: bool('Send as a text as well, for today'),
  },
  ['message'],
);
export const CHILDMINDER = [bookChildminderSession, setRegularDays, messageChildminder];

// Afternoon tea bookings
const TEA_MENUS = ['classic', 'champagne', 'gentlemans', 'childrens', 'vegan', 'gluten_free'];
export const bookAfternoonTea = tool(
  'book_afternoon_tea',
  'Books a table for afternoon tea (served 12:00 to 17:00).',
  {
    date: date('Day'),
    time: hhmm('Time, 24h HH:MM'),
    guests: int('Number of guests', 1, 12),
    menu: oneOf('Menu', TEA_MENUS),
    dietary: listOf('Dietary needs in the party', ['vegetarian', 'vegan', 'gluten_free', 'dairy_free', 'nut_allergy']),
    occasion: str('Occasion, e.g. a birthday, for a message on the plate'),
  },
  ['date', 'time', 'guests'],
);
export const buyTeaVoucher = tool(
  'buy_tea_voucher',
  'Buys an afternoon tea gift voucher.',
  {
    menu: oneOf('Menu', TEA_MENUS),
    people: intEnum('Number of people', [1, 2, 4]),
    recipient_name: str('Who it is for'),
    delivery: oneOf('How it is sent', ['email', 'post']),
  },
  ['menu', 'people'],
);
export const changeTeaBooking = tool(
  'change_tea_booking',
  'Changes an afternoon tea booking.',
  {
    booking_ref: pattern('^AT\\d{5}$', 'Booking reference, e.g. AT12345'),
    new_date: date('New day'),
    new_time: hhmm('New time, 24h HH:MM'),
    guests: int('New number of guests', 1, 12),
  },
  ['booking_ref'],
);
export const AFTERNOON_TEA = [bookAfternoonTea, buyTeaVoucher, changeTeaBooking];

// Comedy club tickets
const SHOWS = ['thursday_new_acts', 'friday_headliners', 'saturday_late', 'sunday_improv'];
export const findComedyShows = tool(
  'find_comedy_shows',
  "Lists the club's upcoming shows and who is on.",
  {
    date: date('Only shows on this day'),
    comedian: str('Only shows with this comedian'),
    max_price: int('Most to pay per ticket, in pounds', 5, 60),
  },
  [],
);
export const buyComedyTickets = tool(
  'buy_comedy_tickets',
  'Buys tickets for a show.',
  {
    date: date('Day of the show'),
    show: oneOf('Which show', SHOWS),
    tickets: int('Number of tickets', 1, 10),
    seating: oneOf('Seating', ['standard', 'cabaret_table', 'front_row']),
    with_food: bool('Add the burger and fries deal'),
  },
  ['date', 'tickets'],
);
export const joinOpenMic = tool(
  'join_open_mic',
  'Puts a comedian on the open mic list.',
  {
    stage_name: str('Stage name'),
    email: email('Contact email'),
    preferred_date: date('Night wanted'),
    minutes: intEnum('Length of spot in minutes', [5, 10]),
  },
  ['stage_name', 'email'],
);
export const COMEDY_CLUB = [findComedyShows, buyComedyTickets, joinOpenMic];

// County records office
const CATALOGUE_REF = '^[A-Z]{1,4}/[A-Z0-9]+(/[A-Z0-9]+)*$';
export const requestDocumentCopy = tool(
  'request_document_copy',
  'Orders a copy of an archive document by its catalogue reference.',
  {
    reference: pattern(CATALOGUE_REF, 'Catalogue reference, e.g. PR/12/3'),
    format: oneOf('Kind of copy', ['digital_scan', 'a4_photocopy', 'a3_photocopy', 'certified_copy']),
    pages: int('Number of pages or images', 1, 200),
    email: email('Email for the scan or invoice'),
  },
  ['reference', 'format'],
);
export const bookReadingRoom = tool(
  'book_reading_room',
  'Books a seat in the search room and orders up to six documents for it.',
  {
    date: date('Day of the visit'),
    session: oneOf('Session', ['morning', 'afternoon', 'all_day']),
    reader_ticket: pattern('^RT\\d{6}$', 'Reader ticket number, e.g. RT123456'),
    documents: {
      type: 'array',
      items: pattern(CATALOGUE_REF, 'Catalogue reference'),
      maxItems: 6,
      description: 'Documents to have ready, by catalogue reference',
    },
  },
  ['date', 'session'],
);
export const requestResearch = tool(
  'request_research',
  'Asks the archivists to do paid research (£35 an hour).',
  {
    subject: oneOf('Kind of research', [
      'family_history',
      'house_history',
      'parish_records',
      'wills_and_probate',
      'school_records',
      'other',
    ]),
    name_searched: str('Person or house being researched'),
    parish: str('Parish or town'),
    from_year: int('Earliest year', 1500, 2026),
    to_year: int('Latest year', 1500, 2026),
    hours: intEnum('Hours of research paid for', [1, 2, 3]),
  },
  ['subject'],
);
export const RECORDS_OFFICE = [requestDocumentCopy, bookReadingRoom, requestResearch];

// Builders merchant deliveries
const BM_ORDER = '^BM\\d{6}$';
export const orderMaterials = tool(
  'order_materials',
  'Orders building materials for delivery.',
  {
    product: oneOf('Product', [
      'sharp_sand',
      'building_sand',
      'mot_type_1',
      'ballast',
      'cement',
      'plasterboard',
      'timber_4x2',
      'concrete_blocks',
      'facing_bricks',
    ]),
    quantity: int('How many units', 1, 500),
    unit: oneOf('Unit', ['bulk_bag', 'bag_25kg', 'sheet', 'length', 'each', 'pallet']),
    postcode: postcode('Delivery postcode'),
    delivery_date: date('Delivery day'),
    crane_offload: bool('Offload by lorry crane over a wall or fence'),
  },
  ['product', 'quantity', 'postcode'],
);
export const trackMaterialsDelivery = tool(
  'track_materials_delivery',
  'Shows where a delivery is and its time slot.',
  { order_number: pattern(BM_ORDER, 'Order number, e.g. BM123456') },
  ['order_number'],
);
export const rescheduleMaterialsDelivery = tool(
  'reschedule_materials_delivery',
  'Moves a delivery to another day.',
  {
    order_number: pattern(BM_ORDER, 'Order number, e.g. BM123456'),
    new_date: date('New delivery day'),
    slot: oneOf('Half of the day', ['am', 'pm']),
  },
  ['order_number', 'new_date'],
);
export const BUILDERS_MERCHANT = [orderMaterials, trackMaterialsDelivery, rescheduleMaterialsDelivery];
