import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twenty-fifth fresh table (fresh 24), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, a nested object, optional properties),
 * each set one app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const month = (description: string) => pattern('^\\d{4}-(0[1-9]|1[0-2])$', description);
const address = (description: string) => ({
  type: 'object',
  description,
  properties: {
    line1: str('First line of the address'),
    town: str('Town or city'),
    postcode: postcode('UK postcode, e.g. BA1 2QH'),
  },
  required: ['line1', 'postcode'],
});
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Funeral director
const SERVICE_TYPES = ['burial', 'cremation', 'direct_cremation', 'woodland_burial'];
const FUNERAL_REF = '^FN\\d{5}$';
export const requestFuneralQuote = tool(
  'request_funeral_quote',
  'Gives an itemised estimate for a funeral, including our fees and third-party costs.',
  {
    service_type: oneOf('Kind of funeral', SERVICE_TYPES),
    coffin: oneOf('Coffin', ['veneer', 'solid_oak', 'wicker', 'bamboo', 'cardboard']),
    hearse: oneOf('Hearse', ['standard', 'horse_drawn', 'motorcycle', 'vintage']),
    limousines: int('Number of following limousines', 0, 4),
    email: email('Where to send the estimate'),
  },
  ['service_type'],
);
export const bookArrangementMeeting = tool(
  'book_arrangement_meeting',
  'Books a meeting with a funeral arranger to plan a funeral.',
  {
    contact_name: str('Name of the person arranging'),
    deceased_name: str('Full name of the person who has died'),
    start: dateTime('Start of the meeting'),
    location: oneOf('Where the meeting takes place', ['funeral_home', 'home_visit', 'video_call']),
    phone: pattern('^(\\+44|0)\\d{9,10}$', 'Contact phone number, digits only, e.g. 07700900123'),
  },
  ['contact_name', 'start'],
);
export const postObituary = tool(
  'post_obituary',
  'Publishes a death notice on our online tribute pages.',
  {
    deceased_name: str('Full name of the person who has died'),
    date_of_death: date('Date of death'),
    age: int('Age at death', 0, 130),
    funeral_date: date('Date of the funeral, if known'),
    notice: str('Text of the notice'),
    donations_to: str('Charity for donations in lieu of flowers'),
  },
  ['deceased_name', 'date_of_death'],
);
export const orderFuneralFlowers = tool(
  'order_funeral_flowers',
  'Orders flowers to be delivered to a funeral we are conducting.',
  {
    funeral_ref: pattern(FUNERAL_REF, 'Funeral reference, e.g. FN01234'),
    arrangement: oneOf('Kind of arrangement', ['wreath', 'spray', 'posy', 'letters', 'heart']),
    card_message: str('Message for the card'),
    budget_gbp: num('Budget in pounds', 20, 500),
  },
  ['funeral_ref', 'arrangement'],
);
export const FUNERAL = [requestFuneralQuote, bookArrangementMeeting, postObituary, orderFuneralFlowers];

// Church bell ringing (practices and tower bookings)
const TOWERS = ['st_marys', 'all_saints', 'holy_trinity', 'st_peters', 'cathedral'];
export const findPractices = tool(
  'find_practices',
  'Lists weekly bell-ringing practice nights in the district.',
  {
    tower: oneOf('Tower', TOWERS),
    day: oneOf('Day of the week', WEEKDAYS),
    level: oneOf('Practice level', ['learners', 'general', 'advanced']),
  },
  [],
);
export const bookTowerVisit = tool(
  'book_tower_visit',
  'Asks a tower captain whether a visiting band may ring at the tower.',
  {
    tower: oneOf('Tower', TOWERS),
    date: date('Day of the visit'),
    time: hhmm('Start time, 24h'),
    ringers: int('Number of ringers in the band', 1, 12),
    band_leader: str('Name of the band leader'),
  },
  ['tower', 'date'],
);
export const bookPealAttempt = tool(
  'book_peal_attempt',
  'Books a tower for a peal or quarter peal attempt.',
  {
    tower: oneOf('Tower', TOWERS),
    start: dateTime('Start of the attempt'),
    length: oneOf('Peal or quarter peal', ['peal', 'quarter_peal']),
    method: str('Method or methods to be rung'),
    conductor: str('Name of the conductor'),
  },
  ['tower', 'start', 'length'],
);
export const registerLearner = tool(
  'register_learner',
  'Signs up a new learner for bell-handling lessons.',
  {
    name: str('Learner full name'),
    email: email('Learner email'),
    age: int('Age in years (learners must be at least 10)', 10, 99),
    tower: oneOf('Preferred tower', TOWERS),
  },
  ['name', 'email'],
);
export const BELL_RINGING = [findPractices, bookTowerVisit, bookPealAttempt, registerLearner];

// Acupuncture clinic
const ACU_REF = '^AC\\d{6}$';
export const findAcupuncturists = tool(
  'find_acupuncturists',
  'Finds acupuncturists at our clinics who treat a condition.',
  {
    condition: oneOf('Main complaint', [
      'back_pain',
      'neck_pain',
      'migraine',
      'fertility',
      'anxiety',
      'insomnia',
      'sports_injury',
      'nausea',
    ]),
    practitioner_gender: oneOf('Preferred practitioner', ['female', 'male', 'no_preference']),
    clinic: oneOf('Clinic', ['islington', 'clapham', 'richmond']),
  },
  ['condition'],
);
export const bookAcupuncture = tool(
  'book_acupuncture',
  'Books an acupuncture appointment.',
  {
    treatment: oneOf('Treatment', ['initial_consultation', 'follow_up', 'cosmetic', 'cupping', 'electro_acupuncture']),
    start: dateTime('Appointment start'),
    clinic: oneOf('Clinic', ['islington', 'clapham', 'richmond']),
    duration_minutes: intEnum('Length of the appointment', [30, 45, 60, 90]),
    concession: bool('Student or over-65 concession rate'),
  },
  ['treatment', 'start'],
);
export const cancelAcupuncture = tool(
  'cancel_acupuncture',
  'Cancels an acupuncture appointment. Less than 24 hours notice is charged in full.',
  {
    booking_ref: pattern(ACU_REF, 'Booking reference, e.g. AC123456'),
    reason: str('Reason for cancelling'),
  },
  ['booking_ref'],
);
export const submitHealthForm = tool(
  'submit_health_form',
  'Sends the pre-treatment health questionnaire to the practitioner.',
  {
    name: str('Patient full name'),
    date_of_birth: date('Date of birth'),
    pregnant: bool('Currently pregnant'),
    blood_thinners: bool('Taking blood-thinning medication'),
    pacemaker: bool('Has a pacemaker'),
    other_conditions: str('Other medical conditions'),
  },
  ['name', 'date_of_birth'],
);
export const ACUPUNCTURE = [findAcupuncturists, bookAcupuncture, cancelAcupuncture, submitHealthForm];

// Sports betting (bookmaker)
const SPORTS = ['football', 'horse_racing', 'tennis', 'golf', 'darts', 'snooker', 'rugby_union', 'boxing'];
export const getOdds = tool(
  'get_odds',
  'Gets the current odds for an event or market.',
  {
    sport: oneOf('Sport', SPORTS),
    event: str('Event, match or race, e.g. "Arsenal v Chelsea"'),
    market: oneOf('Market', [
      'match_result',
      'correct_score',
      'both_teams_to_score',
      'over_under_2_5',
      'outright_winner',
      'first_goalscorer',
    ]),
  },
  ['sport'],
);
export const placeBet = tool(
  'place_bet',
  'Places a bet from the account balance.',
  {
    selection: str('What is backed, e.g. a team, a horse or a player'),
    stake: num('Stake in pounds', 0.1, 10000),
    bet_type: oneOf('Bet type', ['single', 'each_way', 'double', 'treble', 'accumulator']),
    odds: pattern('^\\d+/\\d+$', 'Fractional odds taken, e.g. 5/2'),
    use_free_bet: bool('Use a free bet token'),
  },
  ['selection', 'stake'],
);
export const cashOut = tool(
  'cash_out',
  'Cashes out an open bet, in full or in part.',
  {
    bet_id: pattern('^B\\d{8}$', 'Bet ID, e.g. B12345678'),
    amount: num('Part of the cash-out value to take, in pounds; whole bet if left out', 0.1),
  },
  ['bet_id'],
);
export const setDepositLimit = tool(
  'set_deposit_limit',
  'Sets a deposit limit on the account. Increases take 24 hours to apply.',
  {
    amount: num('Limit in pounds', 5, 100000),
    period: oneOf('Limit period', ['daily', 'weekly', 'monthly']),
  },
  ['amount', 'period'],
);
export const selfExclude = tool(
  'self_exclude',
  'Closes the account for a fixed period. Cannot be reversed before the period ends.',
  { months: intEnum('Length of the exclusion in months', [6, 12, 24, 60]) },
  ['months'],
);
export const BOOKMAKER = [getOdds, placeBet, cashOut, setDepositLimit, selfExclude];

// Running race entries
const DISTANCES = ['5k', '10k', 'half_marathon', 'marathon', 'ultra'];
export const searchRaces = tool(
  'search_races',
  'Searches running races open for entry.',
  {
    distance: oneOf('Distance', DISTANCES),
    region: oneOf('Region', ['london', 'south_east', 'south_west', 'midlands', 'north_west', 'north_east', 'scotland', 'wales']),
    month: month('Month of the race, YYYY-MM'),
    terrain: oneOf('Terrain', ['road', 'trail', 'cross_country']),
  },
  [],
);
export const enterRace = tool(
  'enter_race',
  'Enters a runner into a race.',
  {
    race_id: pattern('^R\\d{4}$', 'Race ID, e.g. R1234'),
    runner_name: str('Runner full name'),
    date_of_birth: date('Runner date of birth'),
    club: str('Running club, if any'),
    affiliated: bool('Member of an England Athletics affiliated club (saves £2)'),
    predicted_finish: pattern('^\\d{1,2}:[0-5]\\d:[0-5]\\d$', 'Predicted finish time H:MM:SS'),
    tshirt_size: oneOf('Finisher T-shirt size', ['xs', 's', 'm', 'l', 'xl', 'xxl']),
  },
  ['race_id', 'runner_name', 'date_of_birth'],
);
export const transferEntry = tool(
  'transfer_entry',
  'Transfers a race entry to another runner, where the race allows it.',
  {
    entry_number: pattern('^\\d{6}$', 'Entry number, six digits'),
    new_runner_name: str('Full name of the new runner'),
    new_runner_email: email('Email of the new runner'),
  },
  ['entry_number', 'new_runner_name', 'new_runner_email'],
);
export const getRaceResults = tool(
  'get_race_results',
  'Looks up race results.',
  {
    race_name: str('Name of the race'),
    year: int('Year', 2000, 2026),
    bib: int('Bib number', 1, 99999),
    runner_name: str('Runner name'),
  },
  ['race_name'],
);
export const RACE_ENTRY = [searchRaces, enterRace, transferEntry, getRaceResults];

// Coin dealer
const METALS = ['gold', 'silver', 'platinum', 'palladium'];
export const searchCoins = tool(
  'search_coins',
  'Searches the coins we have in stock.',
  {
    query: str('Coin, monarch or series, e.g. "Victoria crown"'),
    metal: oneOf('Metal', ['gold', 'silver', 'copper', 'bronze', 'platinum']),
    year_from: int('Earliest year', 1, 2026),
    year_to: int('Latest year', 1, 2026),
    grade: oneOf('Lowest grade', ['fine', 'very_fine', 'extremely_fine', 'uncirculated', 'proof']),
    max_price_gbp: num('Highest price in pounds', 0),
  },
  [],
);
export const getSpotPrice = tool(
  'get_spot_price',
  'Gets the live spot price of a precious metal.',
  {
    metal: oneOf('Metal', METALS),
    currency: oneOf('Currency', ['GBP', 'USD', 'EUR']),
    unit: oneOf('Unit', ['troy_ounce', 'gram', 'kilogram']),
  },
  ['metal'],
);
export const sellBullion = tool(
  'sell_bullion',
  'Gets a firm price to sell bullion coins or bars to us; the price is held for 15 minutes.',
  {
    product: oneOf('Product', [
      'full_sovereign',
      'half_sovereign',
      'gold_britannia_1oz',
      'krugerrand_1oz',
      'silver_britannia_1oz',
      'gold_bar_1oz',
    ]),
    quantity: int('How many', 1, 1000),
    payment: oneOf('How we pay you', ['bank_transfer', 'cheque']),
  },
  ['product', 'quantity'],
);
export const requestValuation = tool(
  'request_valuation',
  'Asks our numismatist to value a coin or collection.',
  {
    description: str('What the coins are'),
    quantity: int('Number of coins', 1, 10000),
    method: oneOf('How we see the coins', ['photos', 'post', 'in_person']),
    email: email('Where to send the valuation'),
  },
  ['description'],
);
export const COIN_DEALER = [searchCoins, getSpotPrice, sellBullion, requestValuation];

// Passport office
const PASSPORT_NUMBER = '^\\d{9}$';
export const renewPassport = tool(
  'renew_passport',
  'Starts an adult passport renewal.',
  {
    passport_number: pattern(PASSPORT_NUMBER, 'Current passport number, 9 digits'),
    service: oneOf('Service', ['online_standard', 'fast_track_1_week', 'premium_1_day']),
    pages: intEnum('Number of pages', [34, 50]),
    name_change: bool('Name has changed since the last passport'),
  },
  ['passport_number', 'service'],
);
export const trackApplication = tool(
  'track_application',
  'Tracks a passport application.',
  {
    application_ref: pattern('^\\d{4}-\\d{4}-\\d{4}-\\d{4}$', 'Application reference, 16 digits as 1234-5678-9012-3456'),
    date_of_birth: date('Applicant date of birth'),
  },
  ['application_ref'],
);
export const bookPassportAppointment = tool(
  'book_passport_appointment',
  'Books an appointment at a passport office for the fast track or premium service.',
  {
    office: oneOf('Passport office', ['london', 'belfast', 'durham', 'glasgow', 'liverpool', 'newport', 'peterborough']),
    date: date('Appointment day'),
    service: oneOf('Service', ['fast_track_1_week', 'premium_1_day']),
    applicants: int('Number of applicants', 1, 6),
  },
  ['office', 'date', 'service'],
);
export const reportLostPassport = tool(
  'report_lost_passport',
  'Reports a passport lost or stolen; it is cancelled and cannot be used again.',
  {
    status: oneOf('Lost or stolen', ['lost', 'stolen']),
    passport_number: pattern(PASSPORT_NUMBER, 'Passport number, 9 digits, if known'),
    date_lost: date('When it was lost or stolen'),
    country: str('Country where it was lost or stolen'),
    police_ref: str('Police crime reference, if stolen'),
  },
  ['status'],
);
export const PASSPORTS = [renewPassport, trackApplication, bookPassportAppointment, reportLostPassport];

// Motorcycle training school
const MC_CENTRES = ['leeds', 'bradford', 'wakefield', 'york'];
export const bookCbt = tool(
  'book_cbt',
  'Books a one-day CBT (compulsory basic training) course.',
  {
    date: date('Day of the course'),
    centre: oneOf('Training centre', MC_CENTRES),
    bike: oneOf('Training bike', ['manual_125', 'automatic_scooter']),
    own_bike: bool('Bringing your own bike'),
    licence_number: pattern('^[A-Z9]{5}\\d{6}[A-Z9]{2}\\d[A-Z]{2}$', 'Provisional driving licence number, 16 characters'),
  },
  ['date', 'centre'],
);
export const bookDasCourse = tool(
  'book_das_course',
  'Books a direct access course up to the full motorcycle test.',
  {
    category: oneOf('Licence category', ['A1', 'A2', 'A']),
    start_date: date('First day of the course'),
    days: intEnum('Course length in days', [3, 4, 5]),
    centre: oneOf('Training centre', MC_CENTRES),
  },
  ['category', 'start_date'],
);
export const hireKit = tool(
  'hire_kit',
  'Hires protective kit for a training day.',
  {
    items: listOf('Kit to hire', ['helmet', 'jacket', 'gloves', 'boots', 'trousers']),
    helmet_size: oneOf('Helmet size', ['xs', 's', 'm', 'l', 'xl']),
    date: date('Day the kit is needed'),
  },
  ['items', 'date'],
);
export const MOTORCYCLE_TRAINING = [bookCbt, bookDasCourse, hireKit];

// Watch repair
const WATCH_JOB = '^WR-\\d{5}$';
const BRANCHES = ['hatton_garden', 'manchester', 'edinburgh'];
export const requestWatchQuote = tool(
  'request_watch_quote',
  'Asks for a repair or service estimate for a watch.',
  {
    brand: str('Watch brand'),
    movement: oneOf('Movement', ['mechanical', 'automatic', 'quartz', 'kinetic']),
    service: oneOf('Work needed', [
      'full_service',
      'battery_replacement',
      'water_resistance_test',
      'crystal_replacement',
      'strap_fitting',
      'polishing',
    ]),
    email: email('Where to send the estimate'),
  },
  ['brand', 'service'],
);
export const bookWatchDropOff = tool(
  'book_watch_drop_off',
  'Books a time to hand a watch in at a branch.',
  {
    branch: oneOf('Branch', BRANCHES),
    date: date('Day'),
    time: hhmm('Time, 24h'),
    name: str('Customer name'),
  },
  ['branch', 'date'],
);
export const trackWatchRepair = tool(
  'track_watch_repair',
  'Shows the progress of a watch repair.',
  { job_number: pattern(WATCH_JOB, 'Job number, e.g. WR-12345') },
  ['job_number'],
);
export const approveEstimate = tool(
  'approve_estimate',
  'Approves or declines the estimate for a repair job; declined watches are returned unrepaired.',
  {
    job_number: pattern(WATCH_JOB, 'Job number, e.g. WR-12345'),
    approve: bool('true to go ahead, false to decline'),
    note: str('Note for the watchmaker'),
  },
  ['job_number', 'approve'],
);
export const requestPostalPack = tool(
  'request_postal_pack',
  'Sends a padded, insured postal pack to send a watch in for repair.',
  {
    name: str('Name'),
    address: address('Delivery address'),
    insured_value_gbp: num('Value to insure the watch for, in pounds', 0, 50000),
  },
  ['name', 'address'],
);
export const WATCH_REPAIR = [requestWatchQuote, bookWatchDropOff, trackWatchRepair, approveEstimate, requestPostalPack];

// Falconry experience days
const EXPERIENCES = ['owl_encounter', 'hawk_walk', 'falconry_taster', 'full_day_falconry', 'photography_day'];
export const findFalconryDates = tool(
  'find_falconry_dates',
  'Lists dates with places left on a falconry experience.',
  {
    experience: oneOf('Experience', EXPERIENCES),
    from: date('Earliest day'),
    participants: int('Places needed', 1, 8),
  },
  [],
);
export const bookFalconry = tool(
  'book_falconry',
  'Books places on a falconry experience.',
  {
    experience: oneOf('Experience', EXPERIENCES),
    date: date('Day'),
    participants: int('Number of people flying birds (minimum age 8)', 1, 8),
    spectators: int('Spectators (not flying)', 0, 6),
    lead_name: str('Lead booker'),
  },
  ['experience', 'date', 'participants'],
);
export const buyFalconryVoucher = tool(
  'buy_falconry_voucher',
  'Buys a gift voucher for a falconry experience, valid for 12 months.',
  {
    experience: oneOf('Experience', EXPERIENCES),
    recipient_name: str('Who the gift is for'),
    send_to: email('Email to send the voucher to'),
    send_on: date('Day to send it'),
    message: str('Gift message'),
  },
  ['experience', 'recipient_name'],
);
export const adoptBird = tool(
  'adopt_bird',
  'Adopts one of our birds for a year; adopters get a certificate, photo and a visit.',
  {
    species: oneOf('Species', ['barn_owl', 'tawny_owl', 'eagle_owl', 'harris_hawk', 'peregrine_falcon', 'kestrel']),
    level: oneOf('Adoption level', ['bronze', 'silver', 'gold']),
    adopter_name: str('Name for the certificate'),
  },
  ['species', 'level'],
);
export const FALCONRY = [findFalconryDates, bookFalconry, buyFalconryVoucher, adoptBird];

// Hackathon
const TEAM_ID = '^T-\\d{3}$';
export const registerTeam = tool(
  'register_team',
  'Registers a team for the hackathon (one to five members).',
  {
    team_name: str('Team name'),
    members: { type: 'array', items: { type: 'string', format: 'email' }, minItems: 1, maxItems: 5, description: 'Member emails' },
    track: oneOf('Challenge track', ['ai', 'climate', 'health', 'fintech', 'open']),
    remote: bool('Taking part remotely'),
  },
  ['team_name', 'members'],
);
export const submitProject = tool(
  'submit_project',
  'Submits a team project for judging before the Sunday 12:00 deadline.',
  {
    team_id: pattern(TEAM_ID, 'Team ID, e.g. T-042'),
    title: str('Project title'),
    repo_url: pattern('^https://github\\.com/[\\w.-]+/[\\w.-]+$', 'GitHub repository URL'),
    demo_url: { type: 'string', format: 'uri', description: 'Link to a demo video' },
  },
  ['team_id', 'title', 'repo_url'],
);
export const bookMentor = tool(
  'book_mentor',
  'Books a 20-minute slot with a mentor.',
  {
    team_id: pattern(TEAM_ID, 'Team ID, e.g. T-042'),
    expertise: oneOf('Mentor expertise', ['frontend', 'backend', 'ml', 'design', 'pitching', 'hardware']),
    start: dateTime('Slot start'),
  },
  ['team_id', 'expertise'],
);
export const getHackathonSchedule = tool(
  'get_hackathon_schedule',
  'Shows the hackathon schedule (Friday 27 to Sunday 29 November).',
  {
    day: oneOf('Day', ['friday', 'saturday', 'sunday']),
    kind: oneOf('Kind of session', ['talk', 'workshop', 'meal', 'judging']),
  },
  [],
);
export const HACKATHON = [registerTeam, submitProject, bookMentor, getHackathonSchedule];

// Exam results (exam board candidate services)
const CANDIDATE = '^\\d{4}$';
const SERIES = ['june_2026', 'november_2026', 'june_2027'];
export const getExamResults = tool(
  'get_exam_results',
  'Shows a candidate’s results for an exam series.',
  {
    candidate_number: pattern(CANDIDATE, 'Four-digit candidate number'),
    centre_number: pattern('^\\d{5}$', 'Five-digit centre number'),
    series: oneOf('Exam series', SERIES),
  },
  ['candidate_number', 'centre_number'],
);
export const requestReview = tool(
  'request_review',
  'Asks for a review of a marked paper. Grades can go down as well as up.',
  {
    candidate_number: pattern(CANDIDATE, 'Four-digit candidate number'),
    subject: str('Subject'),
    paper: int('Paper number', 1, 5),
    service: oneOf('Service', ['clerical_check', 'review_of_marking', 'priority_review', 'copy_of_script']),
  },
  ['candidate_number', 'subject', 'service'],
);
export const orderCertificate = tool(
  'order_certificate',
  'Orders a replacement certificate or a certified statement of results.',
  {
    full_name: str('Name as at the time of the exams'),
    date_of_birth: date('Date of birth'),
    exam_year: int('Year the exams were taken', 1990, 2026),
    qualification: oneOf('Qualification', ['gcse', 'a_level', 'as_level', 'btec']),
    kind: oneOf('What you need', ['replacement_certificate', 'certified_statement']),
  },
  ['full_name', 'date_of_birth', 'exam_year', 'qualification'],
);
export const enterResit = tool(
  'enter_resit',
  'Enters a private candidate for a resit.',
  {
    subject: str('Subject'),
    series: oneOf('Exam series', SERIES),
    tier: oneOf('Tier, for tiered GCSEs', ['foundation', 'higher']),
    candidate_number: pattern(CANDIDATE, 'Four-digit candidate number, if you had one'),
  },
  ['subject', 'series'],
);
export const EXAM_RESULTS = [getExamResults, requestReview, orderCertificate, enterResit];

// Septic tank emptying
const TANKS = ['septic_tank', 'cesspit', 'treatment_plant'];
export const quoteTankEmptying = tool(
  'quote_tank_emptying',
  'Prices a tank empty.',
  {
    tank_type: oneOf('Tank', TANKS),
    capacity_litres: int('Tank capacity in litres', 1000, 50000),
    hose_distance_m: int('Distance from where the tanker parks to the tank, metres', 0, 100),
    postcode: postcode('Postcode'),
  },
  ['tank_type'],
);
export const bookTankEmptying = tool(
  'book_tank_emptying',
  'Books a tanker to empty a tank.',
  {
    postcode: postcode('Postcode of the property'),
    tank_type: oneOf('Tank', TANKS),
    date: date('Preferred day'),
    urgent: bool('Emergency call-out within 24 hours'),
    access_notes: str('Access notes for the driver'),
  },
  ['postcode', 'tank_type'],
);
export const reportTankProblem = tool(
  'report_tank_problem',
  'Reports a problem with a tank or drainage field.',
  {
    postcode: postcode('Postcode of the property'),
    problem: oneOf('Problem', ['overflowing', 'bad_smell', 'slow_drainage', 'alarm_sounding', 'soakaway_flooding']),
    details: str('Details'),
  },
  ['postcode', 'problem'],
);
export const setEmptyingReminder = tool(
  'set_emptying_reminder',
  'Emails a reminder when the tank is next due to be emptied.',
  {
    email: email('Email for reminders'),
    every_months: intEnum('How often, in months', [6, 12, 18, 24]),
  },
  ['email', 'every_months'],
);
export const SEPTIC_TANKS = [quoteTankEmptying, bookTankEmptying, reportTankProblem, setEmptyingReminder];

// Snooker club tables
const TABLE_TYPES = ['snooker', 'english_pool', 'american_pool'];
export const checkTables = tool(
  'check_tables',
  'Shows which tables are free on a day.',
  {
    date: date('Day'),
    table_type: oneOf('Table', TABLE_TYPES),
    from: hhmm('Earliest start, 24h'),
  },
  ['date'],
);
export const bookSnookerTable = tool(
  'book_snooker_table',
  'Books a table by the hour.',
  {
    table_type: oneOf('Table', TABLE_TYPES),
    start: dateTime('Start'),
    hours: { type: 'number', minimum: 0.5, maximum: 6, multipleOf: 0.5, description: 'Hours, in half hours' },
    table_number: int('A particular table', 1, 14),
  },
  ['table_type', 'start', 'hours'],
);
export const joinLeague = tool(
  'join_league',
  'Enters a player in the club league.',
  {
    player_name: str('Player name'),
    division: oneOf('Division', ['premier', 'division_1', 'division_2', 'handicap']),
    highest_break: int('Highest break', 0, 147),
    email: email('Email'),
  },
  ['player_name', 'division'],
);
export const bookSnookerCoaching = tool(
  'book_snooker_coaching',
  'Books a one-to-one lesson with the club coach.',
  {
    start: dateTime('Lesson start'),
    minutes: intEnum('Length', [30, 60]),
    focus: oneOf('What to work on', ['cue_action', 'safety_play', 'break_building', 'positional_play', 'pool_basics']),
  },
  ['start'],
);
export const SNOOKER = [checkTables, bookSnookerTable, joinLeague, bookSnookerCoaching];

// Circus school
const DISCIPLINES = ['aerial_silks', 'aerial_hoop', 'trapeze', 'juggling', 'acrobatics', 'clowning', 'unicycle', 'tightwire'];
export const findCircusClasses = tool(
  'find_circus_classes',
  'Lists weekly circus classes.',
  {
    discipline: oneOf('Discipline', DISCIPLINES),
    age_group: oneOf('Age group', ['kids_5_11', 'teens_12_17', 'adults']),
    level: oneOf('Level', ['beginner', 'improver', 'advanced']),
    day: oneOf('Day of the week', WEEKDAYS),
  },
  [],
);
export const bookCircusClass = tool(
  'book_circus_class',
  'Books a place in a class.',
  {
    class_id: pattern('^CS\\d{4}$', 'Class ID, e.g. CS1024'),
    participant_name: str('Participant name'),
    age: int('Participant age', 5, 99),
    date: date('First session'),
  },
  ['class_id', 'participant_name'],
);
export const bookCircusParty = tool(
  'book_circus_party',
  'Books a circus-skills birthday party (two hours).',
  {
    date: date('Day of the party'),
    start_time: hhmm('Start time, 24h'),
    children: int('Number of children', 6, 30),
    birthday_child: str('Name of the birthday child'),
    age_turning: int('Age the child is turning', 4, 16),
    package: oneOf('Package', ['juggling_jamboree', 'big_top', 'aerial_adventure']),
  },
  ['date', 'children'],
);
export const buyClassPass = tool(
  'buy_class_pass',
  'Buys a pass of drop-in classes, valid for six months.',
  {
    classes: intEnum('Number of classes', [5, 10, 20]),
    discipline: oneOf('Discipline', DISCIPLINES),
  },
  ['classes'],
);
export const CIRCUS_SCHOOL = [findCircusClasses, bookCircusClass, bookCircusParty, buyClassPass];

// Beach hut rental
const HUT = '^[A-Z]\\d{2}$';
export const searchBeachHuts = tool(
  'search_beach_huts',
  'Finds beach huts free for a day or a week.',
  {
    beach: oneOf('Beach', ['west_bay', 'east_cliff', 'harbour_sands', 'southbourne']),
    start: date('First day'),
    period: oneOf('Rental period', ['day', 'week', 'season']),
    people: int('People', 1, 10),
  },
  ['start'],
);
export const bookBeachHut = tool(
  'book_beach_hut',
  'Books a beach hut.',
  {
    hut: pattern(HUT, 'Hut number, e.g. B12'),
    start: date('First day'),
    period: oneOf('Rental period', ['day', 'week', 'season']),
    email: email('Email for the booking'),
  },
  ['hut', 'start', 'period'],
);
export const addHutExtras = tool(
  'add_hut_extras',
  'Adds extras to a beach hut booking.',
  {
    booking_ref: pattern('^BH\\d{5}$', 'Booking reference, e.g. BH01234'),
    extras: listOf('Extras', ['windbreak', 'deckchairs', 'gas_stove', 'paddleboard', 'parking_permit']),
  },
  ['booking_ref', 'extras'],
);
export const reportHutIssue = tool(
  'report_hut_issue',
  'Reports a problem with a hut.',
  {
    hut: pattern(HUT, 'Hut number, e.g. B12'),
    issue: oneOf('Issue', ['broken_lock', 'leak', 'storm_damage', 'vandalism', 'other']),
    details: str('Details'),
  },
  ['hut', 'issue'],
);
export const BEACH_HUTS = [searchBeachHuts, bookBeachHut, addHutExtras, reportHutIssue];

// Food truck catering hire
const CUISINES = ['wood_fired_pizza', 'tacos', 'burgers', 'bao', 'vegan', 'coffee', 'ice_cream'];
export const quoteFoodTruck = tool(
  'quote_food_truck',
  'Prices a food truck for an event.',
  {
    cuisine: oneOf('Truck', CUISINES),
    guests: int('Number of guests', 20, 2000),
    event_date: date('Day of the event'),
    event_type: oneOf('Event', ['wedding', 'corporate', 'festival', 'private_party']),
    postcode: postcode('Venue postcode'),
    dietary: listOf('Dietary needs to cater for', ['vegetarian', 'vegan', 'gluten_free', 'halal']),
  },
  ['cuisine', 'guests'],
);
export const checkTruckAvailability = tool(
  'check_truck_availability',
  'Shows which trucks are free on a day.',
  { date: date('Day'), cuisine: oneOf('Truck', CUISINES) },
  ['date'],
);
export const confirmTruckBooking = tool(
  'confirm_truck_booking',
  'Confirms a quoted booking; a 25% deposit secures the date.',
  {
    quote_ref: pattern('^Q-\\d{5}$', 'Quote reference, e.g. Q-01234'),
    pay_deposit_now: bool('Pay the deposit now by card on file'),
    contact_name: str('On-the-day contact'),
  },
  ['quote_ref'],
);
export const viewTruckMenu = tool('view_truck_menu', 'Shows a truck’s menu and prices per head.', { cuisine: oneOf('Truck', CUISINES) }, [
  'cuisine',
]);
export const FOOD_TRUCK = [quoteFoodTruck, checkTruckAvailability, confirmTruckBooking, viewTruckMenu];

// Botanic garden
export const buyGardenTickets = tool(
  'buy_garden_tickets',
  'Buys timed-entry tickets to the garden.',
  {
    date: date('Day of the visit'),
    adults: int('Adults', 0, 20),
    children: int('Children 4 to 16 (under 4s free)', 0, 20),
    concessions: int('Concessions (students, over 65s)', 0, 20),
    gift_aid: bool('Add Gift Aid'),
  },
  ['date'],
);
export const findPlant = tool(
  'find_plant',
  'Finds where a plant grows in the garden and whether it is in flower.',
  {
    name: str('Common or botanical name'),
    in_flower: bool('Only where it is in flower now'),
  },
  ['name'],
);
export const bookGardenTour = tool(
  'book_garden_tour',
  'Books a guided tour.',
  {
    tour: oneOf('Tour', ['highlights', 'glasshouses', 'trees', 'medicinal_plants', 'winter_garden']),
    date: date('Day'),
    time: hhmm('Start time, 24h'),
    people: int('People', 1, 25),
  },
  ['tour', 'date'],
);
export const joinGardenMembership = tool(
  'join_garden_membership',
  'Takes out a year’s membership with free entry.',
  {
    type: oneOf('Membership', ['individual', 'joint', 'family', 'student']),
    name: str('Lead member name'),
    email: email('Email'),
    gift: bool('Membership is a gift'),
  },
  ['type', 'name'],
);
export const BOTANIC_GARDEN = [buyGardenTickets, findPlant, bookGardenTour, joinGardenMembership];

// Home air quality monitor
const ROOMS = ['living_room', 'bedroom', 'kitchen', 'office', 'nursery', 'outdoor'];
const POLLUTANTS = ['pm2_5', 'pm10', 'no2', 'ozone', 'co2', 'voc', 'humidity'];
export const getAirReading = tool(
  'get_air_reading',
  'Gets the latest reading from a room’s monitor.',
  { room: oneOf('Monitor', ROOMS), pollutant: oneOf('Measurement', POLLUTANTS) },
  ['room'],
);
export const getAirHistory = tool(
  'get_air_history',
  'Gets past readings from a monitor.',
  {
    room: oneOf('Monitor', ROOMS),
    pollutant: oneOf('Measurement', POLLUTANTS),
    from: dateTime('Start'),
    to: dateTime('End'),
    interval: oneOf('Averaging interval', ['15min', 'hourly', 'daily']),
  },
  ['room', 'pollutant', 'from'],
);
export const setAirAlert = tool(
  'set_air_alert',
  'Alerts when a reading goes over a threshold (µg/m³ for particles and gases, ppm for CO2, % for humidity).',
  {
    room: oneOf('Monitor', ROOMS),
    pollutant: oneOf('Measurement', POLLUTANTS),
    threshold: num('Threshold', 0, 5000),
    notify_by: oneOf('How to notify', ['push', 'email', 'sms']),
  },
  ['room', 'pollutant', 'threshold'],
);
export const calibrateMonitor = tool(
  'calibrate_monitor',
  'Recalibrates a monitor’s CO2 sensor against outdoor air (take it outside for 10 minutes first).',
  { room: oneOf('Monitor', ROOMS), reference_ppm: int('Outdoor CO2 reference in ppm', 380, 450) },
  ['room'],
);
export const AIR_QUALITY = [getAirReading, getAirHistory, setAirAlert, calibrateMonitor];

// Paragliding
const PG_SITES = ['mam_tor', 'rhossili', 'devils_dyke', 'bo_peep', 'malvern_hills'];
export const checkFlyingConditions = tool(
  'check_flying_conditions',
  'Gives the wind and flying forecast for a site.',
  { site: oneOf('Site', PG_SITES), date: date('Day') },
  ['site'],
);
export const bookTandemFlight = tool(
  'book_tandem_flight',
  'Books a tandem paraglide with an instructor (passengers 30–110 kg).',
  {
    site: oneOf('Site', PG_SITES),
    date: date('Day'),
    passengers: int('Number of passengers', 1, 4),
    video: bool('Add a GoPro video of the flight'),
  },
  ['site', 'date'],
);
export const bookPilotCourse = tool(
  'book_pilot_course',
  'Books a paragliding pilot course.',
  {
    course: oneOf('Course', ['taster_day', 'elementary_pilot', 'club_pilot', 'thermalling']),
    start_date: date('First day'),
    name: str('Student name'),
    weight_kg: int('Body weight in kg', 40, 120),
  },
  ['course'],
);
export const logFlight = tool(
  'log_flight',
  'Adds a flight to your logbook.',
  {
    site: str('Where you flew'),
    date: date('Day of the flight'),
    duration_minutes: int('Airtime in minutes', 1, 1440),
    max_altitude_m: int('Highest altitude, metres', 0, 6000),
    distance_km: num('Distance flown, km', 0),
  },
  ['site', 'date', 'duration_minutes'],
);
export const PARAGLIDING = [checkFlyingConditions, bookTandemFlight, bookPilotCourse, logFlight];

// Charity raffle
const RAFFLES = ['christmas_hamper', 'spring_draw', 'car_raffle'];
export const buyRaffleTickets = tool(
  'buy_raffle_tickets',
  'Buys raffle tickets (£2 each, 5 for £8).',
  {
    raffle: oneOf('Raffle', RAFFLES),
    tickets: int('Number of tickets', 1, 100),
    buyer_name: str('Name'),
    email: email('Email for the e-tickets'),
  },
  ['raffle', 'tickets', 'buyer_name'],
);
export const checkRaffleTicket = tool(
  'check_raffle_ticket',
  'Checks whether a ticket has won.',
  { ticket_number: pattern('^[A-Z]\\d{4}$', 'Ticket number, e.g. H0123'), raffle: oneOf('Raffle', RAFFLES) },
  ['ticket_number'],
);
export const donatePrize = tool(
  'donate_prize',
  'Offers a prize for a raffle.',
  {
    description: str('The prize'),
    value_gbp: num('Approximate value in pounds', 0),
    donor_name: str('Donor name or business'),
    raffle: oneOf('Raffle', RAFFLES),
  },
  ['description', 'donor_name'],
);
export const drawRaffle = tool(
  'draw_raffle',
  'Draws the winning tickets (organisers only).',
  { raffle: oneOf('Raffle', RAFFLES), prizes: int('Number of prizes to draw', 1, 50) },
  ['raffle', 'prizes'],
);
export const RAFFLE = [buyRaffleTickets, checkRaffleTicket, donatePrize, drawRaffle];

// Wheelchair and mobility scooter hire
const MOBILITY_ITEMS = [
  'manual_wheelchair',
  'transit_wheelchair',
  'powered_wheelchair',
  'mobility_scooter_small',
  'mobility_scooter_large',
  'rollator',
];
const HIRE_REF = '^MH\\d{5}$';
export const hireMobility = tool(
  'hire_mobility',
  'Hires mobility equipment for a period.',
  {
    item: oneOf('Equipment', MOBILITY_ITEMS),
    start: date('First day of hire'),
    end: date('Last day of hire'),
    user_weight_kg: int('User weight in kg', 30, 200),
    delivery_address: address('Deliver here; collect from the shop if left out'),
  },
  ['item', 'start', 'end'],
);
export const checkMobilityStock = tool(
  'check_mobility_stock',
  'Whether equipment is free to hire on a day.',
  { item: oneOf('Equipment', MOBILITY_ITEMS), date: date('Day') },
  ['item'],
);
export const extendHire = tool(
  'extend_hire',
  'Extends a hire.',
  { hire_ref: pattern(HIRE_REF, 'Hire reference, e.g. MH01234'), new_end: date('New last day') },
  ['hire_ref', 'new_end'],
);
export const reportMobilityFault = tool(
  'report_mobility_fault',
  'Reports a fault with hired equipment; we replace it the same day where we can.',
  {
    hire_ref: pattern(HIRE_REF, 'Hire reference, e.g. MH01234'),
    fault: oneOf('Fault', ['flat_tyre', 'battery_not_charging', 'brakes', 'controller', 'other']),
    details: str('Details'),
  },
  ['hire_ref', 'fault'],
);
export const MOBILITY_HIRE = [hireMobility, checkMobilityStock, extendHire, reportMobilityFault];
