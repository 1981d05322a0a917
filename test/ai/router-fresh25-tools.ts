import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twenty-sixth fresh table (fresh 25), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, a nested object, optional properties),
 * each set one app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const ukMobile = (description: string) => pattern('^07\\d{9}$', description);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Paintball site
const PAINTBALL_REF = '^PB\\d{5}$';
export const bookPaintballSession = tool(
  'book_paintball_session',
  'Books a group paintball session at our woodland site. Groups of 6 to 60 players.',
  {
    date: date('Day of the session'),
    players: int('Number of players', 6, 60),
    package: oneOf('Game package; standard if not given', ['standard', 'ultimate', 'kids_lite', 'night_ops']),
    session: oneOf('Part of the day', ['morning', 'afternoon', 'full_day']),
    extra_paintballs: int('Extra paintballs per player on top of the package allowance', 0, 2000),
    lead_booker: {
      type: 'object',
      description: 'The person organising the group',
      properties: { name: str('Full name'), email: email('Email for the confirmation') },
      required: ['name'],
    },
  },
  ['date', 'players'],
);
export const getPaintballBooking = tool(
  'get_paintball_booking',
  'Looks up a paintball booking: date, players, package, amount paid and balance due.',
  { reference: pattern(PAINTBALL_REF, 'Booking reference, e.g. PB01234') },
  ['reference'],
);
export const buyPaintballVoucher = tool(
  'buy_paintball_voucher',
  'Buys a paintball gift voucher, valid for 12 months.',
  {
    value: intEnum('Voucher value in pounds', [25, 50, 75, 100]),
    recipient_name: str('Who the voucher is for'),
    delivery: oneOf('How the voucher is sent', ['email', 'post']),
    message: str('Message printed on the voucher'),
  },
  ['value'],
);
export const PAINTBALL = [bookPaintballSession, getPaintballBooking, buyPaintballVoucher];

// Wine cellar manager
const WINE_COLOURS = ['red', 'white', 'rose', 'sparkling', 'fortified', 'dessert'];
export const addWine = tool(
  'add_wine',
  'Adds bottles of a wine to the cellar inventory.',
  {
    name: str('Wine as named on the label (producer and cuvée), without the vintage'),
    vintage: int('Vintage year', 1900, 2026),
    colour: oneOf('Style of wine', WINE_COLOURS),
    bottles: int('Number of bottles added', 1, 600),
    bottle_size: oneOf('Bottle size; standard (75cl) if not given', ['half', 'standard', 'magnum']),
    location: pattern('^[A-H]\\d{1,2}$', 'Rack slot: rack letter A–H then row number, e.g. C4'),
    drink_by: int('Last year the wine should be drunk by', 2026, 2080),
    price_per_bottle: num('Price paid per bottle in pounds', 0),
  },
  ['name', 'colour', 'bottles'],
);
export const logBottleOpened = tool(
  'log_bottle_opened',
  'Records that a bottle was opened, taking one off the inventory, with an optional rating and tasting note.',
  {
    name: str('Wine opened, as named in the cellar'),
    opened_on: date('Day the bottle was opened; today if not given'),
    rating: int('Score out of 5', 1, 5),
    tasting_note: str('Tasting note'),
  },
  ['name'],
);
export const searchCellar = tool(
  'search_cellar',
  'Lists wines in the cellar matching the filters.',
  {
    colour: oneOf('Style of wine', WINE_COLOURS),
    ready_to_drink: bool('Only wines inside their drinking window now'),
    max_price: num('Highest price paid per bottle, in pounds', 0),
  },
  [],
);
export const WINE_CELLAR = [addWine, logBottleOpened, searchCellar];

// Brewery tours
export const bookBreweryTour = tool(
  'book_brewery_tour',
  'Books a guided tour of the brewery. Guests must be 18 or over.',
  {
    date: date('Day of the tour'),
    tour: oneOf('Tour', ['classic', 'tasting_masterclass', 'brewer_for_a_day']),
    guests: int('Number of guests', 1, 20),
    start_time: hhmm('Start time, 24h HH:MM'),
    designated_drivers: int('Guests who will not drink (they get soft drinks instead of samples)', 0, 20),
    lead_name: str('Name the booking is under'),
  },
  ['date', 'tour', 'guests'],
);
export const cancelTourBooking = tool(
  'cancel_tour_booking',
  'Cancels a brewery tour booking; refunds are made if cancelled more than 48 hours before.',
  {
    reference: pattern('^BT-\\d{6}$', 'Booking reference, e.g. BT-123456'),
    reason: str('Why the booking is cancelled'),
  },
  ['reference'],
);
export const orderBeerBox = tool(
  'order_beer_box',
  'Orders a mixed box of 12 of our beers for delivery.',
  {
    box: oneOf('Which box', ['ipa_mixed', 'dark_and_stout', 'low_and_no', 'seasonal']),
    quantity: int('Number of boxes', 1, 10),
    postcode: postcode('Delivery postcode, e.g. LS6 2AB'),
    gift_message: str('Gift message for the card in the box'),
  },
  ['box', 'postcode'],
);
export const BREWERY_TOURS = [bookBreweryTour, cancelTourBooking, orderBeerBox];

// Ballroom dance school
const DANCES = ['waltz', 'viennese_waltz', 'foxtrot', 'quickstep', 'tango', 'cha_cha', 'rumba', 'samba', 'jive', 'paso_doble'];
export const bookPrivateLesson = tool(
  'book_private_lesson',
  'Books a private dance lesson with one of our teachers.',
  {
    start: dateTime('Start of the lesson'),
    dance: oneOf('Dance to be taught', DANCES),
    duration_minutes: intEnum('Length of the lesson in minutes', [30, 45, 60]),
    couple: bool('Whether the lesson is for a couple rather than one person'),
    teacher: str('Preferred teacher'),
  },
  ['start', 'dance'],
);
export const enrolDanceCourse = tool(
  'enrol_dance_course',
  'Enrols on one of our weekly group courses.',
  {
    course: oneOf('Course', ['beginners_ballroom', 'beginners_latin', 'improvers', 'wedding_first_dance', 'medal_class']),
    students: int('Number of people enrolling', 1, 2),
    start_date: date('Week to start from'),
  },
  ['course'],
);
export const buyClassPass = tool(
  'buy_class_pass',
  'Buys a pass for drop-in group classes.',
  {
    classes: intEnum('Number of classes on the pass', [5, 10, 20]),
    holder_name: str('Name of the pass holder'),
  },
  ['classes'],
);
export const BALLROOM = [bookPrivateLesson, enrolDanceCourse, buyClassPass];

// Fencing club
const WEAPONS = ['foil', 'epee', 'sabre'];
export const bookFencingTaster = tool(
  'book_fencing_taster',
  'Books a taster session for newcomers, kit included.',
  {
    date: date('Day of the taster'),
    participants: int('Number of people', 1, 6),
    weapon: oneOf('Weapon to try', WEAPONS),
    age_group: oneOf('Age group of the session', ['junior', 'adult']),
  },
  ['date', 'participants'],
);
export const enterFencingCompetition = tool(
  'enter_fencing_competition',
  'Enters a fencer in one of the club’s open competitions.',
  {
    competition_id: pattern('^FC\\d{4}$', 'Competition code, e.g. FC2031'),
    weapon: oneOf('Weapon', WEAPONS),
    category: oneOf('Age category', ['u12', 'u14', 'u17', 'u20', 'senior', 'veteran']),
    british_fencing_number: pattern('^\\d{6}$', 'British Fencing membership number, six digits'),
  },
  ['competition_id', 'weapon', 'category'],
);
export const hireFencingKit = tool(
  'hire_fencing_kit',
  'Reserves club kit for a day.',
  {
    items: listOf('Kit to hire', ['mask', 'jacket', 'plastron', 'glove', 'breeches', 'weapon', 'body_wire']),
    date: date('Day the kit is needed'),
    left_handed: bool('Left-handed kit (jacket, plastron, glove)'),
  },
  ['items', 'date'],
);
export const FENCING_CLUB = [bookFencingTaster, enterFencingCompetition, hireFencingKit];

// Aquarium maintenance service
const TANK_TYPES = ['tropical_freshwater', 'coldwater', 'marine', 'reef', 'pond'];
export const bookTankService = tool(
  'book_tank_service',
  'Books a technician visit to service an aquarium or pond.',
  {
    tank_litres: int('Volume of the tank or pond in litres', 10, 10000),
    tank_type: oneOf('Kind of tank', TANK_TYPES),
    visit_date: date('Day of the visit'),
    service: oneOf('Service wanted', ['water_change', 'full_maintenance', 'health_check', 'new_setup']),
    postcode: postcode('Postcode of the visit, e.g. M20 3FQ'),
  },
  ['tank_litres', 'tank_type', 'visit_date'],
);
export const reportFishIssue = tool(
  'report_fish_issue',
  'Reports sick fish or a water problem to our aquatic vet nurse, who calls back.',
  {
    symptoms: listOf('What has been seen', [
      'white_spots',
      'fin_rot',
      'gasping',
      'cloudy_water',
      'algae_bloom',
      'sudden_deaths',
      'not_eating',
    ]),
    species: str('Fish affected'),
    urgent: bool('Whether it needs a call back within the hour'),
  },
  ['symptoms'],
);
export const orderWaterTestKit = tool(
  'order_water_test_kit',
  'Posts a water test kit for the chosen parameters.',
  {
    tests: listOf('Parameters to test', ['ammonia', 'nitrite', 'nitrate', 'ph', 'kh', 'gh', 'phosphate', 'calcium']),
    tank_type: oneOf('Kind of tank', TANK_TYPES),
  },
  ['tests'],
);
export const AQUARIUM_SERVICE = [bookTankService, reportFishIssue, orderWaterTestKit];

// Sign language interpreter booking
const INTERPRETER_REF = '^INT\\d{6}$';
export const bookInterpreter = tool(
  'book_interpreter',
  'Books a registered sign language interpreter.',
  {
    language: oneOf(
      'Language: bsl (British Sign Language), asl (American Sign Language), isl (Irish Sign Language), sse (Sign Supported English), deafblind_manual',
      ['bsl', 'asl', 'isl', 'sse', 'deafblind_manual'],
    ),
    start: dateTime('Start of the assignment'),
    duration_hours: num('Length of the assignment in hours', 0.5, 8),
    setting: oneOf('Kind of assignment', ['medical', 'legal', 'education', 'workplace', 'social', 'wedding', 'funeral']),
    mode: oneOf('In person or over video', ['in_person', 'video_remote']),
    postcode: postcode('Postcode of the venue, for in-person work'),
    client_name: str('Name of the deaf client'),
  },
  ['language', 'start', 'duration_hours'],
);
export const cancelInterpreterBooking = tool(
  'cancel_interpreter_booking',
  'Cancels an interpreter booking. Cancellations within 7 days are charged in full.',
  { booking_ref: pattern(INTERPRETER_REF, 'Booking reference, e.g. INT204881'), reason: str('Reason for cancelling') },
  ['booking_ref'],
);
export const rateInterpreter = tool(
  'rate_interpreter',
  'Leaves feedback on an interpreter after an assignment.',
  {
    booking_ref: pattern(INTERPRETER_REF, 'Booking reference, e.g. INT204881'),
    stars: int('Rating from 1 to 5', 1, 5),
    comment: str('Comment'),
  },
  ['booking_ref', 'stars'],
);
export const INTERPRETERS = [bookInterpreter, cancelInterpreterBooking, rateInterpreter];

// Translation agency
const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'ro', 'uk', 'ru', 'tr', 'ar', 'zh', 'ja', 'cy'];
export const requestTranslationQuote = tool(
  'request_translation_quote',
  'Gets a price and turnaround for a professional translation.',
  {
    source_language: oneOf('Language of the original, ISO 639-1 code', LANGUAGES),
    target_language: oneOf('Language to translate into, ISO 639-1 code', LANGUAGES),
    word_count: int('Number of words in the original', 1, 500000),
    document_type: oneOf('Kind of document', ['legal', 'medical', 'technical', 'marketing', 'personal_certificate', 'website']),
    certified: bool('Whether a certified translation is needed'),
    deadline: date('Day the translation is needed by'),
    email: email('Where to send the quote'),
  },
  ['source_language', 'target_language', 'word_count'],
);
export const trackTranslationJob = tool(
  'track_translation_job',
  'Shows the progress and expected delivery of a translation job.',
  { job_id: pattern('^TR-\\d{4}-\\d{4}$', 'Job number, e.g. TR-2026-0412') },
  ['job_id'],
);
export const bookProofreading = tool(
  'book_proofreading',
  'Books a native-speaker proofread of a text.',
  {
    language: oneOf('Language of the text, ISO 639-1 code', LANGUAGES),
    word_count: int('Number of words', 1, 500000),
    deadline: date('Day it is needed by'),
  },
  ['language', 'word_count'],
);
export const TRANSLATION_AGENCY = [requestTranslationQuote, trackTranslationJob, bookProofreading];

// Jury service (court juror portal)
const jurorNumber = () => pattern('^\\d{9}$', 'Juror number from the summons, 9 digits');
export const requestJuryDeferral = tool(
  'request_jury_deferral',
  'Asks to move jury service to a later date (within 12 months).',
  {
    juror_number: jurorNumber(),
    reason: oneOf('Reason', ['holiday', 'medical', 'work', 'childcare', 'exams', 'caring_responsibilities', 'other']),
    preferred_start: date('Preferred new start date'),
    details: str('Anything the court should know'),
  },
  ['juror_number', 'reason'],
);
export const claimJurorExpenses = tool(
  'claim_juror_expenses',
  'Claims travel, parking, lost earnings and childcare for one day of jury service.',
  {
    juror_number: jurorNumber(),
    date: date('Day of attendance claimed for'),
    travel_mode: oneOf('How the juror travelled', ['car', 'motorcycle', 'bicycle', 'public_transport', 'taxi', 'walked']),
    miles: num('Miles travelled, there and back', 0, 500),
    parking_cost: num('Parking paid, in pounds', 0),
    loss_of_earnings: num('Earnings lost that day, in pounds', 0),
    childcare_cost: num('Childcare paid for that day, in pounds', 0),
  },
  ['juror_number', 'date', 'travel_mode'],
);
export const getAttendanceInstructions = tool(
  'get_attendance_instructions',
  'Tells a juror whether and when to attend court, and which court.',
  { juror_number: jurorNumber(), date: date('Day asked about; the next attendance day if not given') },
  ['juror_number'],
);
export const JURY_SERVICE = [requestJuryDeferral, claimJurorExpenses, getAttendanceInstructions];

// Tenancy deposit scheme
const DEPOSIT_ID = '^DPS\\d{8}$';
export const protectDeposit = tool(
  'protect_deposit',
  'Registers a tenancy deposit with the scheme (landlords and agents).',
  {
    tenancy_start: date('Start date of the tenancy'),
    amount: num('Deposit amount in pounds', 1, 100000),
    property_postcode: postcode('Postcode of the rented property'),
    landlord_name: str('Landlord’s full name'),
    tenants: int('Number of tenants on the tenancy', 1, 10),
  },
  ['tenancy_start', 'amount', 'property_postcode'],
);
export const raiseDepositDispute = tool(
  'raise_deposit_dispute',
  'Opens a dispute over deductions from a protected deposit, for free adjudication.',
  {
    deposit_id: pattern(DEPOSIT_ID, 'Deposit ID, e.g. DPS12345678'),
    amount_disputed: num('Amount in dispute, in pounds', 1),
    reasons: listOf('Deductions disputed', ['cleaning', 'damage', 'rent_arrears', 'gardening', 'redecoration', 'missing_items']),
    tenant_email: email('Tenant’s email for updates'),
  },
  ['deposit_id', 'amount_disputed', 'reasons'],
);
export const checkDepositStatus = tool(
  'check_deposit_status',
  'Shows whether a deposit is protected, and its repayment status.',
  { deposit_id: pattern(DEPOSIT_ID, 'Deposit ID, e.g. DPS12345678') },
  ['deposit_id'],
);
export const TENANCY_DEPOSITS = [protectDeposit, raiseDepositDispute, checkDepositStatus];

// Home insulation grants
const MEASURES = ['loft', 'cavity_wall', 'internal_wall', 'external_wall', 'underfloor', 'room_in_roof'];
export const checkGrantEligibility = tool(
  'check_grant_eligibility',
  'Checks which insulation grants a household may get.',
  {
    postcode: postcode('Postcode of the home'),
    tenure: oneOf('Who the applicant is', ['owner_occupier', 'private_tenant', 'social_tenant', 'landlord']),
    epc_rating: oneOf('Energy Performance Certificate rating', ['A', 'B', 'C', 'D', 'E', 'F', 'G']),
    receives_benefits: bool('Whether anyone in the household gets means-tested benefits'),
    household_income: num('Gross yearly household income, in pounds', 0),
    property_type: oneOf('Kind of home', ['detached', 'semi_detached', 'terraced', 'flat', 'bungalow', 'park_home']),
  },
  ['postcode', 'tenure'],
);
export const applyForInsulationGrant = tool(
  'apply_for_insulation_grant',
  'Applies for a grant towards insulation measures.',
  {
    measures: listOf('Insulation wanted', MEASURES),
    postcode: postcode('Postcode of the home'),
    applicant: {
      type: 'object',
      description: 'The person applying',
      properties: { name: str('Full name'), email: email('Email for updates') },
      required: ['name'],
    },
    year_built: int('Year the home was built, roughly', 1600, 2026),
  },
  ['measures', 'postcode', 'applicant'],
);
export const bookInsulationSurvey = tool(
  'book_insulation_survey',
  'Books the surveyor’s visit for a grant application.',
  {
    application_ref: pattern('^IG\\d{6}$', 'Application reference, e.g. IG220871'),
    date: date('Day of the survey'),
    slot: oneOf('Half of the day', ['morning', 'afternoon']),
  },
  ['application_ref', 'date'],
);
export const INSULATION_GRANTS = [checkGrantEligibility, applyForInsulationGrant, bookInsulationSurvey];

// Observatory stargazing nights
export const bookStargazingNight = tool(
  'book_stargazing_night',
  'Books tickets for an evening at the observatory.',
  {
    date: date('Night of the event'),
    adults: int('Adult tickets', 0, 10),
    children: int('Child tickets (under 16)', 0, 10),
    event: oneOf('Event', ['general_stargazing', 'planet_night', 'meteor_shower_watch', 'astrophotography_workshop', 'kids_space_club']),
    telescope_hire: bool('Hire a personal telescope for the night'),
  },
  ['date', 'adults'],
);
export const getSkyForecast = tool(
  'get_sky_forecast',
  'Gives the cloud cover, seeing and moon phase forecast for a night at the observatory.',
  { date: date('Night to forecast') },
  ['date'],
);
export const joinEventWaitlist = tool(
  'join_event_waitlist',
  'Joins the waiting list for a sold-out night.',
  { event_date: date('Night of the sold-out event'), email: email('Where to send a release'), seats: int('Seats wanted', 1, 6) },
  ['event_date', 'email'],
);
export const OBSERVATORY = [bookStargazingNight, getSkyForecast, joinEventWaitlist];

// Ice cream van hire
export const bookIceCreamVan = tool(
  'book_ice_cream_van',
  'Hires our vintage ice cream van for an event; unlimited cones for the hours booked.',
  {
    date: date('Day of the event'),
    start_time: hhmm('Time serving starts, 24h HH:MM'),
    hours: intEnum('Hours of serving', [1, 2, 3, 4]),
    event_type: oneOf('Kind of event', ['wedding', 'birthday', 'corporate', 'school_fete', 'street_party', 'festival']),
    guests: int('Expected number of guests', 10, 1000),
    postcode: postcode('Postcode of the venue'),
    vegan_options: bool('Include vegan and dairy-free flavours'),
  },
  ['date', 'start_time', 'hours'],
);
export const checkVanAvailability = tool(
  'check_van_availability',
  'Says whether the van is free on a day, and the travel charge to the venue.',
  { date: date('Day of the event'), postcode: postcode('Postcode of the venue') },
  ['date'],
);
const FLAVOURS = ['vanilla', 'chocolate', 'strawberry', 'mint_choc_chip', 'salted_caramel', 'rum_and_raisin', 'mango_sorbet', 'pistachio'];
export const setVanMenu = tool(
  'set_van_menu',
  'Sets the flavours and toppings served at a booked event (up to 4 flavours).',
  {
    booking_ref: pattern('^ICV\\d{4}$', 'Booking reference, e.g. ICV0412'),
    flavours: listOf('Flavours served', FLAVOURS),
    toppings: listOf('Toppings offered', ['flake', 'strawberry_sauce', 'chocolate_sauce', 'sprinkles', 'chopped_nuts']),
  },
  ['booking_ref', 'flavours'],
);
export const ICE_CREAM_VAN = [bookIceCreamVan, checkVanAvailability, setVanMenu];

// Scrap metal yard
const METALS = [
  'bright_copper',
  'mixed_copper',
  'brass',
  'cast_aluminium',
  'aluminium_cans',
  'lead',
  'stainless_steel',
  'heavy_iron',
  'light_iron',
  'car_batteries',
];
export const getScrapPrice = tool(
  'get_scrap_price',
  'Gives today’s price per kilo we pay for a grade of scrap.',
  { metal: oneOf('Grade of scrap', METALS) },
  ['metal'],
);
export const bookScrapCollection = tool(
  'book_scrap_collection',
  'Books a lorry to collect scrap (minimum 50 kg).',
  {
    material: oneOf('Main grade of scrap', METALS),
    weight_kg: num('Rough weight in kilograms', 1, 20000),
    postcode: postcode('Collection postcode'),
    date: date('Day of collection'),
    name: str('Contact name'),
  },
  ['material', 'postcode', 'date'],
);
export const scrapMyCar = tool(
  'scrap_my_car',
  'Arranges scrapping of an end-of-life vehicle with a certificate of destruction.',
  {
    registration: pattern('^[A-Z]{2}\\d{2} [A-Z]{3}$', 'Registration, current style, e.g. AB12 CDE'),
    postcode: postcode('Where the vehicle is'),
    needs_collection: bool('Whether we need to collect it (false if it will be driven in)'),
    make: str('Make'),
    model: str('Model'),
  },
  ['registration', 'postcode'],
);
export const SCRAP_YARD = [getScrapPrice, bookScrapCollection, scrapMyCar];

// Local radio station
export const requestSong = tool(
  'request_song',
  'Sends a song request, with an optional dedication, to the studio.',
  {
    title: str('Song title'),
    artist: str('Artist'),
    dedication_to: str('Who the song is dedicated to'),
    message: str('Message to read out'),
    from_name: str('Who the request is from'),
  },
  ['title'],
);
export const enterRadioCompetition = tool(
  'enter_radio_competition',
  'Enters a listener in an on-air competition.',
  {
    competition: oneOf('Competition', ['breakfast_cash_call', 'secret_sound', 'festival_tickets', 'christmas_giveaway']),
    name: str('Entrant’s full name'),
    phone: ukMobile('UK mobile number to call, digits only, e.g. 07700900461'),
    answer: str('Answer, for competitions with a question'),
  },
  ['competition', 'name', 'phone'],
);
export const getRadioSchedule = tool(
  'get_radio_schedule',
  'Lists the shows and presenters on the station.',
  { day: oneOf('Day of the week', WEEKDAYS), presenter: str('Presenter to find') },
  [],
);
export const LOCAL_RADIO = [requestSong, enterRadioCompetition, getRadioSchedule];

// Stamp auction house
export const placeAbsenteeBid = tool(
  'place_absentee_bid',
  'Leaves a commission bid for a lot; the auctioneer bids for you up to the maximum.',
  {
    lot: pattern('^L\\d{4}$', 'Lot number, e.g. L0317'),
    max_bid: num('Highest hammer price to bid, in pounds', 1),
    bidder_number: pattern('^\\d{5}$', 'Registered bidder number'),
  },
  ['lot', 'max_bid'],
);
export const requestStampValuation = tool(
  'request_stamp_valuation',
  'Asks our philatelists for a free auction valuation.',
  {
    description: str('What is to be valued'),
    collection_type: oneOf('Kind of material', ['single_item', 'album', 'mixed_lot', 'postal_history', 'first_day_covers']),
    email: email('Where to reply'),
  },
  ['description'],
);
export const registerForSale = tool(
  'register_for_sale',
  'Registers to bid in an auction.',
  {
    sale_date: date('Day of the auction'),
    bidding_method: oneOf('How you will bid', ['in_room', 'telephone', 'online', 'absentee']),
    name: str('Bidder’s full name'),
  },
  ['sale_date', 'bidding_method', 'name'],
);
export const STAMP_AUCTION = [placeAbsenteeBid, requestStampValuation, registerForSale];

// Antique furniture restoration
export const requestRestorationQuote = tool(
  'request_restoration_quote',
  'Asks for a restoration estimate for a piece of furniture.',
  {
    item: oneOf('Piece of furniture', [
      'chair',
      'table',
      'chest_of_drawers',
      'wardrobe',
      'bureau',
      'clock_case',
      'cabinet',
      'bookcase',
      'other',
    ]),
    work: listOf('Work needed', [
      'french_polishing',
      'veneer_repair',
      'upholstery',
      'woodworm_treatment',
      'joint_regluing',
      'caning',
      'gilding',
    ]),
    period: oneOf('Period', ['georgian', 'regency', 'victorian', 'edwardian', 'art_deco', 'mid_century']),
    email: email('Where to send the quote'),
  },
  ['item', 'work'],
);
export const bookFurnitureCollection = tool(
  'book_furniture_collection',
  'Books our van to collect furniture for the workshop.',
  {
    date: date('Day of collection'),
    postcode: postcode('Collection postcode'),
    items: int('Number of pieces', 1, 10),
  },
  ['date', 'postcode', 'items'],
);
export const checkRestorationJob = tool(
  'check_restoration_job',
  'Shows the progress of a restoration job in the workshop.',
  { job: pattern('^AR\\d{4}$', 'Job number, e.g. AR0456') },
  ['job'],
);
export const FURNITURE_RESTORATION = [requestRestorationQuote, bookFurnitureCollection, checkRestorationJob];

// Hen rental and poultry keeping
export const rentHens = tool(
  'rent_hens',
  'Rents laying hens with a coop, run, feed and a care guide.',
  {
    hens: int('Number of hens', 2, 6),
    start_date: date('Delivery day'),
    weeks: intEnum('Length of rental in weeks', [4, 6, 8]),
    breed: oneOf('Breed', ['warren', 'light_sussex', 'pekin', 'orpington']),
    postcode: postcode('Delivery postcode'),
  },
  ['hens', 'start_date'],
);
export const logEggs = tool(
  'log_eggs',
  'Records the eggs collected on a day.',
  { date: date('Day collected'), eggs: int('Eggs collected', 0, 100), hen: str('Hen that laid, if known') },
  ['date', 'eggs'],
);
export const orderPoultryFeed = tool(
  'order_poultry_feed',
  'Orders feed and bedding for delivery.',
  {
    product: oneOf('Product', ['layers_pellets', 'mixed_corn', 'grit', 'mealworms', 'straw', 'wood_shavings']),
    bags: int('Number of bags', 1, 20),
    delivery_date: date('Preferred delivery day'),
  },
  ['product', 'bags'],
);
export const HEN_KEEPING = [rentHens, logEggs, orderPoultryFeed];

// Allergy clinic
const ALLERGENS = [
  'peanut',
  'tree_nut',
  'milk',
  'egg',
  'wheat',
  'shellfish',
  'fish',
  'sesame',
  'soy',
  'pollen',
  'dust_mite',
  'cat',
  'dog',
  'latex',
  'penicillin',
  'bee_venom',
  'wasp_venom',
];
export const bookAllergyTest = tool(
  'book_allergy_test',
  'Books an allergy test appointment at the clinic.',
  {
    test_type: oneOf('Test', ['skin_prick', 'blood_ige', 'patch_test', 'food_challenge']),
    date: date('Day of the appointment'),
    patient_name: str('Patient’s name'),
    patient_age: int('Patient’s age in years', 0, 110),
    suspected_allergens: listOf('Allergens to test for', ALLERGENS),
  },
  ['test_type', 'date'],
);
export const logAllergicReaction = tool(
  'log_allergic_reaction',
  'Adds an allergic reaction to the patient’s diary for the clinic to review.',
  {
    date: date('Day of the reaction'),
    severity: oneOf('Severity', ['mild', 'moderate', 'severe', 'anaphylaxis']),
    symptoms: listOf('Symptoms', ['hives', 'swelling', 'itching', 'wheezing', 'vomiting', 'dizziness', 'runny_nose']),
    suspected_trigger: str('What probably caused it'),
    used_autoinjector: bool('Whether an adrenaline auto-injector was used'),
  },
  ['date', 'severity'],
);
export const requestRepeatPrescription = tool(
  'request_repeat_prescription',
  'Requests a repeat prescription from the clinic.',
  {
    medication: oneOf('Medication', ['adrenaline_autoinjector', 'antihistamine', 'nasal_spray', 'inhaler']),
    quantity: int('Packs or devices', 1, 4),
    pharmacy_postcode: postcode('Postcode of the pharmacy to collect from'),
  },
  ['medication'],
);
export const ALLERGY_CLINIC = [bookAllergyTest, logAllergicReaction, requestRepeatPrescription];

// Blacksmith courses
const FORGE_COURSES = ['intro_day', 'knife_making', 'axe_making', 'gate_and_railings', 'hook_and_poker_weekend'];
export const bookForgeCourse = tool(
  'book_forge_course',
  'Books places on a blacksmithing course at the forge.',
  {
    course: oneOf('Course', FORGE_COURSES),
    date: date('First day of the course'),
    places: int('Number of places', 1, 4),
    left_handed: bool('Set up a left-handed anvil station'),
    dietary: oneOf('Lunch requirement', ['none', 'vegetarian', 'vegan', 'gluten_free']),
  },
  ['course', 'date', 'places'],
);
export const buyForgeVoucher = tool(
  'buy_forge_voucher',
  'Buys a gift voucher for a course, open-dated.',
  {
    course: oneOf('Course', FORGE_COURSES),
    recipient_name: str('Who it is for'),
    delivery: oneOf('How it is sent', ['email', 'post']),
    message: str('Message on the voucher'),
  },
  ['course'],
);
export const commissionPiece = tool(
  'commission_piece',
  'Asks the smith for a quote on a made-to-order piece.',
  {
    item: str('What should be made'),
    material: oneOf('Material', ['mild_steel', 'wrought_iron', 'damascus', 'stainless']),
    budget: num('Budget in pounds', 0),
    email: email('Where to reply'),
  },
  ['item'],
);
export const BLACKSMITH = [bookForgeCourse, buyForgeVoucher, commissionPiece];

// Canal boat licences
export const buyBoatLicence = tool(
  'buy_boat_licence',
  'Buys or renews a licence to keep and use a boat on the canals.',
  {
    index_number: pattern('^\\d{5,6}$', 'Boat index number, 5 or 6 digits'),
    length_metres: num('Length of the boat in metres', 3, 30),
    duration_months: intEnum('Length of licence in months', [3, 6, 12]),
    boat_name: str('Name of the boat'),
    propulsion: oneOf('Propulsion', ['powered', 'unpowered', 'electric']),
    start_date: date('Day the licence starts; today if not given'),
  },
  ['index_number', 'length_metres', 'duration_months'],
);
export const getStoppages = tool(
  'get_stoppages',
  'Lists closures and restrictions (stoppages) on a waterway.',
  { canal: str('Waterway, e.g. Grand Union'), from_date: date('Show stoppages from this day; today if not given') },
  ['canal'],
);
export const bookLockPassage = tool(
  'book_lock_passage',
  'Books assisted passage through a lock or flight that needs booking.',
  {
    lock: str('Name of the lock or flight, e.g. Caen Hill'),
    date: date('Day of passage'),
    direction: oneOf('Going up or down the flight', ['up', 'down']),
  },
  ['lock', 'date'],
);
export const CANAL_LICENCES = [buyBoatLicence, getStoppages, bookLockPassage];

// Crossword puzzle app
export const getClueHint = tool(
  'get_clue_hint',
  'Gives a hint for one clue of a puzzle.',
  {
    puzzle_number: int('Puzzle number', 1, 99999),
    clue: pattern('^\\d{1,2}[AD]$', 'Clue number and direction, e.g. 14A for 14 across, 3D for 3 down'),
    hint: oneOf('How much to reveal', ['first_letter', 'definition', 'full_answer']),
  },
  ['puzzle_number', 'clue'],
);
export const findMatchingWords = tool(
  'find_matching_words',
  'Lists dictionary words matching a pattern of known letters.',
  { letters: pattern('^[A-Z?]{2,21}$', 'Known letters in capitals, ? for each unknown one, e.g. C?T?R') },
  ['letters'],
);
export const startPuzzle = tool(
  'start_puzzle',
  'Opens a puzzle from the archive.',
  {
    type: oneOf('Kind of puzzle', ['cryptic', 'quick', 'prize', 'jumbo', 'themed']),
    date: date('Day the puzzle was published; the latest if not given'),
  },
  ['type'],
);
export const CROSSWORD_APP = [getClueHint, findMatchingWords, startPuzzle];
