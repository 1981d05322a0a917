import { bool, date, dateTime, int, num, oneOf, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the fifteenth fresh table (fresh 14), written blind: declared the way real apps and
 * function-calling benchmarks declare them (enums, formats, patterns, bounded numbers, arrays, nested
 * objects, optional properties), each set one app's tools.
 */

// Clinic
export const bookClinicVisit = tool(
  'book_clinic_visit',
  'Books an appointment at the clinic for a patient with a given department.',
  {
    patient_name: str('Full name of the patient'),
    department: oneOf('Clinic department', ['general_practice', 'dermatology', 'pediatrics', 'cardiology', 'physiotherapy']),
    date: date('Day of the visit'),
    time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'Start time, 24h HH:MM' },
    reason: str('Reason for the visit, optional'),
  },
  ['patient_name', 'department', 'date'],
);
export const cancelClinicVisit = tool(
  'cancel_clinic_visit',
  'Cancel an existing appointment by its confirmation code.',
  { confirmation_code: { type: 'string', pattern: '^CV-\\d{5}$' }, notify_by_sms: bool('Send an SMS confirming the cancellation') },
  ['confirmation_code'],
);
export const getLabResults = tool(
  'get_lab_results',
  'Returns the most recent lab results for a patient, optionally filtered by test type.',
  { patient_name: str('Patient full name'), test: oneOf('Test type', ['blood_panel', 'cholesterol', 'glucose', 'thyroid', 'urinalysis']) },
  ['patient_name'],
);
export const CLINIC = [bookClinicVisit, cancelClinicVisit, getLabResults];

// Pharmacy
export const refillPrescription = tool(
  'refill_prescription',
  'Request a refill of an existing prescription. The prescription number is printed on the bottle label (RX followed by 7 digits).',
  {
    rx_number: { type: 'string', pattern: '^RX\\d{7}$', description: 'Prescription number' },
    pickup: oneOf('How to receive it', ['in_store', 'delivery']),
    days_supply: { type: 'integer', enum: [30, 60, 90], description: 'Days of supply' },
  },
  ['rx_number'],
);
export const checkDrugInteraction = tool(
  'check_drug_interaction',
  'Checks known interactions between two or more medications.',
  { medications: { type: 'array', items: { type: 'string' }, minItems: 2, description: 'Generic or brand names' } },
  ['medications'],
);
export const findPharmacy = tool(
  'find_pharmacy',
  'Find pharmacies near a US ZIP code.',
  {
    zip: { type: 'string', pattern: '^\\d{5}$' },
    open_24h: bool('Only pharmacies open 24 hours'),
    has_drive_thru: bool('Only with a drive-thru'),
  },
  ['zip'],
);
export const PHARMACY = [refillPrescription, checkDrugInteraction, findPharmacy];

// School and courses
export const enrollCourse = tool(
  'enroll_course',
  'Enroll a student in a course section for a term.',
  {
    student_id: { type: 'string', pattern: '^S\\d{6}$', description: 'Student ID, e.g. S123456' },
    course_code: { type: 'string', pattern: '^[A-Z]{2,4}\\d{3}$', description: 'Course code like MATH201' },
    term: oneOf('Academic term', ['fall_2026', 'spring_2027', 'summer_2027']),
    audit: bool('Take the course as audit (no credit)'),
  },
  ['student_id', 'course_code', 'term'],
);
export const dropCourse = tool(
  'drop_course',
  'Drop a course the student is enrolled in.',
  { student_id: { type: 'string', pattern: '^S\\d{6}$' }, course_code: { type: 'string', pattern: '^[A-Z]{2,4}\\d{3}$' } },
  ['student_id', 'course_code'],
);
export const getTranscript = tool(
  'get_transcript',
  'Fetch a student transcript (official copies are mailed, unofficial are returned as PDF).',
  { student_id: { type: 'string', pattern: '^S\\d{6}$' }, official: bool('Request an official copy') },
  ['student_id'],
);
export const searchCourses = tool(
  'search_courses',
  'Search the course catalogue.',
  {
    keyword: str('Words to search in titles and descriptions'),
    department: str('Department name'),
    credits: int('Exact number of credits', 1, 6),
    online_only: bool('Only online sections'),
  },
  ['keyword'],
);
export const SCHOOL = [enrollCourse, dropCourse, getTranscript, searchCourses];

// Real estate
export const searchListings = tool(
  'search_listings',
  'Search homes for sale or rent.',
  {
    city: str('City name'),
    listing_type: oneOf('Buy or rent', ['sale', 'rent']),
    max_price: num('Maximum price in USD (monthly rent for rentals)', 0),
    min_bedrooms: int('Minimum bedrooms', 0, 10),
    property_type: oneOf('Kind of property', ['house', 'condo', 'townhouse', 'apartment']),
    pets_allowed: bool('Only listings that allow pets'),
  },
  ['city', 'listing_type'],
);
export const scheduleViewing = tool(
  'schedule_viewing',
  'Schedule an in-person viewing of a listing.',
  {
    listing_id: { type: 'string', pattern: '^L\\d{6}$' },
    when: dateTime('Start of the viewing (UTC)'),
    attendee_name: str('Who will attend'),
  },
  ['listing_id', 'when'],
);
export const mortgageEstimate = tool(
  'estimate_mortgage',
  'Estimate the monthly mortgage payment.',
  {
    home_price: num('Purchase price in USD', 0),
    down_payment: num('Down payment in USD', 0),
    rate_percent: num('Annual interest rate in percent', 0, 20),
    term_years: { type: 'integer', enum: [10, 15, 20, 30] },
  },
  ['home_price', 'down_payment', 'rate_percent'],
);
export const REAL_ESTATE = [searchListings, scheduleViewing, mortgageEstimate];

// Moving
export const quoteMovers = tool(
  'quote_movers',
  'Get a quote from moving companies for a move between two ZIP codes.',
  {
    from_zip: { type: 'string', pattern: '^\\d{5}$' },
    to_zip: { type: 'string', pattern: '^\\d{5}$' },
    move_date: date('Date of the move'),
    rooms: int('Number of rooms to move', 1, 12),
    packing_service: bool('Include packing'),
  },
  ['from_zip', 'to_zip', 'move_date'],
);
export const changeAddress = tool(
  'change_address',
  'File a change of address with the postal service.',
  {
    full_name: str('Name on the mail'),
    new_address: {
      type: 'object',
      properties: {
        street: { type: 'string' },
        city: { type: 'string' },
        state: { type: 'string', pattern: '^[A-Z]{2}$' },
        zip: { type: 'string' },
      },
      required: ['street', 'city', 'state', 'zip'],
    },
    effective_date: date('When mail should start going to the new address'),
    temporary: bool('Temporary change'),
  },
  ['full_name', 'new_address', 'effective_date'],
);
export const transferUtilities = tool(
  'transfer_utilities',
  'Transfer utility service (power, gas, water, internet) to a new address on a date.',
  {
    services: { type: 'array', items: { type: 'string', enum: ['electricity', 'gas', 'water', 'internet'] } },
    date: date('Transfer date'),
  },
  ['services', 'date'],
);
export const MOVING = [quoteMovers, changeAddress, transferUtilities];

// HR and payroll
export const requestTimeOff = tool(
  'request_time_off',
  'Submit a time-off request for the signed-in employee.',
  {
    type: oneOf('Kind of leave', ['vacation', 'sick', 'personal', 'bereavement', 'parental']),
    start_date: date('First day off'),
    end_date: date('Last day off (inclusive)'),
    note: str('Note for the manager'),
  },
  ['type', 'start_date', 'end_date'],
);
export const getPayslip = tool(
  'get_payslip',
  'Download the payslip for a pay month.',
  { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'Pay month as YYYY-MM' } },
  ['month'],
);
export const updateTaxWithholding = tool(
  'update_tax_withholding',
  'Change federal withholding: filing status and any extra amount withheld each paycheck.',
  {
    filing_status: oneOf('Filing status', ['single', 'married_joint', 'married_separate', 'head_of_household']),
    extra_per_paycheck: num('Additional withholding in USD per paycheck', 0),
  },
  ['filing_status'],
);
export const lookupColleague = tool(
  'lookup_colleague',
  'Look up a colleague in the company directory.',
  { name: str('Name or part of it'), department: str('Department') },
  ['name'],
);
export const HR = [requestTimeOff, getPayslip, updateTaxWithholding, lookupColleague];

// Garden and farm sensors
export const getSensorReading = tool(
  'get_sensor_reading',
  'Latest reading from a field sensor.',
  {
    zone: { type: 'string', pattern: '^Z\\d{1,2}$', description: 'Zone id, e.g. Z3' },
    metric: oneOf('What to read', ['soil_moisture', 'soil_ph', 'soil_temperature', 'air_humidity', 'light']),
  },
  ['zone', 'metric'],
);
export const setIrrigation = tool(
  'set_irrigation',
  'Schedule irrigation for a zone.',
  {
    zone: { type: 'string', pattern: '^Z\\d{1,2}$' },
    start_time: { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'Daily start time HH:MM (24h)' },
    duration_minutes: int('Minutes to water', 1, 180),
    days: { type: 'array', items: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] } },
  },
  ['zone', 'start_time', 'duration_minutes'],
);
export const setSensorAlert = tool(
  'set_sensor_alert',
  'Notify when a metric in a zone crosses a threshold.',
  {
    zone: { type: 'string', pattern: '^Z\\d{1,2}$' },
    metric: oneOf('Metric', ['soil_moisture', 'soil_ph', 'soil_temperature', 'air_humidity', 'light']),
    condition: oneOf('Trigger when the value goes', ['above', 'below']),
    threshold: num('Threshold value (percent for moisture/humidity, °C for temperature)'),
  },
  ['zone', 'metric', 'condition', 'threshold'],
);
export const GARDEN = [getSensorReading, setIrrigation, setSensorAlert];

// Factory and IoT
export const getMachineStatus = tool(
  'get_machine_status',
  'Status, temperature and output count of a machine on the floor.',
  { machine_id: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}$', description: 'Asset tag like CN-104' } },
  ['machine_id'],
);
export const setLineSpeed = tool(
  'set_line_speed',
  'Set the conveyor speed of a production line in units per minute.',
  { line: oneOf('Production line', ['line_1', 'line_2', 'line_3', 'line_4']), units_per_minute: int('Target speed', 0, 400) },
  ['line', 'units_per_minute'],
);
export const openMaintenanceTicket = tool(
  'open_maintenance_ticket',
  'Create a maintenance work order for a machine.',
  {
    machine_id: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}$' },
    priority: oneOf('Priority', ['low', 'normal', 'high', 'critical']),
    summary: str('Short description of the problem'),
    stop_machine: bool('Lock the machine out until fixed'),
  },
  ['machine_id', 'priority', 'summary'],
);
export const FACTORY = [getMachineStatus, setLineSpeed, openMaintenanceTicket];

// Government forms and visas
export const checkVisaRequirement = tool(
  'check_visa_requirement',
  'Whether a citizen of one country needs a visa to visit another, for a purpose.',
  {
    citizenship: str('Country of citizenship'),
    destination: str('Destination country'),
    purpose: oneOf('Purpose of travel', ['tourism', 'business', 'study', 'work', 'transit']),
    stay_days: int('Length of stay in days', 1),
  },
  ['citizenship', 'destination'],
);
export const trackApplication = tool(
  'track_application',
  'Track the status of a submitted government application.',
  { application_number: { type: 'string', pattern: '^[A-Z]{3}\\d{10}$', description: 'Receipt number, e.g. IOE0912345678' } },
  ['application_number'],
);
export const bookBiometrics = tool(
  'book_biometrics',
  'Book a biometrics (fingerprints and photo) appointment at an application support center.',
  {
    application_number: { type: 'string', pattern: '^[A-Z]{3}\\d{10}$' },
    center_city: str('City of the support center'),
    date: date('Appointment date'),
  },
  ['application_number', 'center_city', 'date'],
);
export const renewPassport = tool(
  'renew_passport',
  'Start a passport renewal.',
  {
    passport_number: { type: 'string', pattern: '^[A-Z0-9]{9}$' },
    expedited: bool('Pay for expedited processing'),
    card_too: bool('Also order a passport card'),
  },
  ['passport_number'],
);
export const GOVERNMENT = [checkVisaRequirement, trackApplication, bookBiometrics, renewPassport];

// Sports league and fitness tracking
export const logWorkout = tool(
  'log_workout',
  'Log a workout to the training diary.',
  {
    activity: oneOf('Type of workout', ['run', 'ride', 'swim', 'walk', 'strength', 'yoga', 'row']),
    duration_minutes: int('Duration in minutes', 1),
    distance_km: num('Distance in kilometres', 0),
    date: date('Day of the workout'),
    perceived_effort: int('Effort from 1 (easy) to 10 (max)', 1, 10),
  },
  ['activity', 'duration_minutes'],
);
export const getStandings = tool(
  'get_standings',
  'League table for a division of the rec league.',
  {
    division: oneOf('Division', ['mens_a', 'mens_b', 'womens', 'coed', 'over_40']),
    sport: oneOf('Sport', ['soccer', 'basketball', 'volleyball', 'softball']),
  },
  ['division', 'sport'],
);
export const reportScore = tool(
  'report_score',
  'Report the final score of a league game.',
  {
    game_id: int('Game number on the schedule', 1),
    home_score: int('Home team score', 0),
    away_score: int('Away team score', 0),
    forfeit: bool('Game was a forfeit'),
  },
  ['game_id', 'home_score', 'away_score'],
);
export const SPORTS = [logWorkout, getStandings, reportScore];

// Video games
export const findMatch = tool(
  'find_match',
  'Queue for a match.',
  {
    mode: oneOf('Game mode', ['ranked', 'casual', 'coop', 'arena']),
    region: oneOf('Server region', ['na_east', 'na_west', 'eu', 'asia', 'oce', 'sa']),
    party_size: int('Players in your party', 1, 5),
    crossplay: bool('Allow crossplay with consoles'),
  },
  ['mode', 'region'],
);
export const getPlayerStats = tool(
  'get_player_stats',
  'Stats for a player by gamertag.',
  { gamertag: str('Player gamertag, case sensitive'), season: int('Season number', 1) },
  ['gamertag'],
);
export const redeemCode = tool(
  'redeem_code',
  'Redeem a gift or promo code.',
  { code: { type: 'string', pattern: '^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$' } },
  ['code'],
);
export const inviteFriend = tool(
  'invite_to_party',
  'Invite a friend to your party.',
  { gamertag: str('Friend gamertag'), message: str('Optional message') },
  ['gamertag'],
);
export const GAMES = [findMatch, getPlayerStats, redeemCode, inviteFriend];

// Library
export const searchCatalog = tool(
  'search_catalog',
  'Search the library catalog.',
  {
    query: str('Title, author or subject'),
    format: oneOf('Format', ['book', 'ebook', 'audiobook', 'dvd', 'magazine']),
    available_now: bool('Only items on the shelf now'),
  },
  ['query'],
);
export const placeHold = tool(
  'place_hold',
  'Place a hold on a title for pickup at a branch.',
  { title: str('Title'), pickup_branch: oneOf('Branch', ['central', 'eastside', 'riverside', 'north_hills']) },
  ['title', 'pickup_branch'],
);
export const renewLoans = tool(
  'renew_loans',
  'Renew checked-out items. Without barcodes, every renewable item is renewed.',
  { barcodes: { type: 'array', items: { type: 'string', pattern: '^\\d{14}$' } } },
  [],
);
export const bookStudyRoom = tool(
  'book_study_room',
  'Reserve a study room.',
  {
    branch: oneOf('Branch', ['central', 'eastside', 'riverside', 'north_hills']),
    start: dateTime('Start time (UTC)'),
    hours: int('Length in hours', 1, 4),
    people: int('Number of people', 1, 12),
  },
  ['branch', 'start', 'hours'],
);
export const LIBRARY = [searchCatalog, placeHold, renewLoans, bookStudyRoom];

// Car maintenance
export const scheduleService = tool(
  'schedule_service',
  'Book a service appointment at the dealership.',
  {
    service: oneOf('Service', [
      'oil_change',
      'tire_rotation',
      'brake_inspection',
      'battery_replacement',
      'state_inspection',
      'ac_recharge',
    ]),
    date: date('Appointment date'),
    drop_off: bool('Leave the car for the day'),
    loaner_needed: bool('Needs a loaner car'),
  },
  ['service', 'date'],
);
export const logFillUp = tool(
  'log_fill_up',
  'Record a fuel fill-up.',
  { liters: num('Fuel added in liters', 0), total_cost: num('Amount paid', 0), odometer_km: int('Odometer reading in km', 0) },
  ['liters', 'odometer_km'],
);
export const checkRecalls = tool(
  'check_recalls',
  'Look up open safety recalls for a VIN.',
  { vin: { type: 'string', pattern: '^[A-HJ-NPR-Z0-9]{17}$', description: '17-character vehicle identification number' } },
  ['vin'],
);
export const CAR = [scheduleService, logFillUp, checkRecalls];

// Photography
export const editPhoto = tool(
  'edit_photo',
  'Apply adjustments to a photo in the library.',
  {
    photo_id: str('Photo file name or id'),
    adjustments: {
      type: 'object',
      description: 'Slider values; omit those not changed',
      properties: {
        exposure: num('Exposure in stops', -5, 5),
        contrast: int('Contrast', -100, 100),
        saturation: int('Saturation', -100, 100),
        temperature: int('White balance in kelvin', 2000, 50000),
      },
    },
    crop: oneOf('Aspect ratio crop', ['original', '1:1', '4:5', '3:2', '16:9']),
    black_and_white: bool('Convert to monochrome'),
  },
  ['photo_id'],
);
export const createAlbum = tool(
  'create_album',
  'Create an album, optionally shared with people by email.',
  {
    name: str('Album name'),
    share_with: { type: 'array', items: { type: 'string', format: 'email' } },
    public_link: bool('Make a public link'),
  },
  ['name'],
);
export const bookPhotoshoot = tool(
  'book_photoshoot',
  'Book a session with a photographer.',
  {
    kind: oneOf('Type of session', ['portrait', 'family', 'wedding', 'product', 'headshot', 'event']),
    date: date('Session date'),
    hours: num('Length in hours', 0.5, 12),
    location: str('Where'),
  },
  ['kind', 'date'],
);
export const PHOTO = [editPhoto, createAlbum, bookPhotoshoot];

// Event ticketing
export const searchEvents = tool(
  'search_events',
  'Find concerts, games and shows.',
  {
    query: str('Artist, team or show'),
    city: str('City'),
    from_date: date('Earliest date'),
    to_date: date('Latest date'),
    category: oneOf('Category', ['concert', 'sports', 'theater', 'comedy', 'festival']),
  },
  [],
);
export const buyTickets = tool(
  'buy_tickets',
  'Purchase tickets for an event.',
  {
    event_id: { type: 'string', pattern: '^EV\\d{5}$' },
    quantity: int('How many tickets', 1, 8),
    section: oneOf('Seating', ['general_admission', 'floor', 'lower_bowl', 'upper_bowl', 'vip']),
  },
  ['event_id', 'quantity'],
);
export const transferTicket = tool(
  'transfer_ticket',
  'Send a ticket to someone else by email.',
  { ticket_id: { type: 'string', pattern: '^TK\\d{8}$' }, recipient_email: { type: 'string', format: 'email' } },
  ['ticket_id', 'recipient_email'],
);
export const TICKETS = [searchEvents, buyTickets, transferTicket];

// Lab instruments
export const runCentrifuge = tool(
  'run_centrifuge',
  'Start a centrifuge run.',
  {
    rpm: int('Rotor speed', 500, 15000),
    minutes: int('Run time in minutes', 1, 120),
    temperature_c: num('Chamber temperature in °C', -10, 40),
  },
  ['rpm', 'minutes'],
);
export const setIncubator = tool(
  'set_incubator',
  'Set incubator conditions.',
  {
    unit: oneOf('Incubator', ['INC-1', 'INC-2', 'INC-3']),
    temperature_c: num('Temperature °C', 4, 60),
    co2_percent: num('CO2 percent', 0, 20),
  },
  ['unit', 'temperature_c'],
);
export const logSample = tool(
  'log_sample',
  'Register a sample in the LIMS.',
  {
    sample_id: { type: 'string', pattern: '^SMP-\\d{4}$' },
    volume_ul: num('Volume in microliters', 0),
    storage: oneOf('Storage', ['room_temp', 'fridge_4c', 'freezer_minus20', 'freezer_minus80', 'liquid_nitrogen']),
    notes: str('Free text'),
  },
  ['sample_id', 'storage'],
);
export const LAB = [runCentrifuge, setIncubator, logSample];

// Git and CI developer tools
export const createBranch = tool(
  'create_branch',
  'Create a git branch in a repository.',
  {
    repo: str('owner/name'),
    branch: str('New branch name'),
    from_ref: str('Branch, tag or commit to start from; default branch if omitted'),
  },
  ['repo', 'branch'],
);
export const triggerPipeline = tool(
  'trigger_pipeline',
  'Run a CI workflow on a branch.',
  {
    repo: str('owner/name'),
    ref: str('Branch or tag'),
    workflow: oneOf('Workflow', ['build', 'test', 'deploy', 'lint', 'release']),
    environment: oneOf('Target environment (deploy only)', ['staging', 'production']),
  },
  ['repo', 'ref', 'workflow'],
);
export const openPullRequest = tool(
  'open_pull_request',
  'Open a pull request.',
  {
    repo: str('owner/name'),
    head: str('Branch with the changes'),
    base: str('Branch to merge into'),
    title: str('PR title'),
    draft: bool('Open as draft'),
    reviewers: { type: 'array', items: { type: 'string' }, description: 'GitHub usernames' },
  },
  ['repo', 'head', 'base', 'title'],
);
export const rerunJob = tool(
  'rerun_job',
  'Re-run a failed CI job by its numeric id.',
  { job_id: int('Job id', 1), debug: bool('Enable debug logging') },
  ['job_id'],
);
export const DEVTOOLS = [createBranch, triggerPipeline, openPullRequest, rerunJob];

// Accounting and invoices
export const createInvoice = tool(
  'create_invoice',
  'Create a draft invoice for a client.',
  {
    client: str('Client name as in the address book'),
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { description: { type: 'string' }, quantity: { type: 'number' }, unit_price: { type: 'number' } },
        required: ['description', 'quantity', 'unit_price'],
      },
    },
    due_date: date('Payment due date'),
    currency: oneOf('Currency', ['USD', 'EUR', 'GBP', 'CAD']),
  },
  ['client', 'items'],
);
export const recordPayment = tool(
  'record_payment',
  'Record a payment received against an invoice.',
  {
    invoice_number: { type: 'string', pattern: '^INV-\\d{4}$' },
    amount: num('Amount received', 0),
    method: oneOf('Payment method', ['bank_transfer', 'card', 'check', 'cash']),
    received_on: date('Date received'),
  },
  ['invoice_number', 'amount'],
);
export const sendPaymentReminder = tool(
  'send_payment_reminder',
  'Email a reminder for an unpaid invoice.',
  { invoice_number: { type: 'string', pattern: '^INV-\\d{4}$' }, tone: oneOf('Tone', ['friendly', 'firm', 'final_notice']) },
  ['invoice_number'],
);
export const ACCOUNTING = [createInvoice, recordPayment, sendPaymentReminder];

// Pet care
export const bookVet = tool(
  'book_vet',
  'Book a vet appointment for a pet.',
  {
    pet_name: str('Pet name'),
    species: oneOf('Species', ['dog', 'cat', 'rabbit', 'bird', 'reptile', 'other']),
    reason: oneOf('Visit type', ['checkup', 'vaccination', 'illness', 'injury', 'dental', 'grooming']),
    date: date('Date'),
  },
  ['pet_name', 'reason', 'date'],
);
export const logPetWeight = tool(
  'log_pet_weight',
  'Record a weigh-in for a pet.',
  { pet_name: str('Pet name'), weight_kg: num('Weight in kilograms', 0) },
  ['pet_name', 'weight_kg'],
);
export const findPetSitter = tool(
  'find_pet_sitter',
  'Find available pet sitters near a ZIP code for a date range.',
  {
    zip: { type: 'string', pattern: '^\\d{5}$' },
    start_date: date('First day'),
    end_date: date('Last day'),
    overnight: bool('Sitter stays overnight'),
  },
  ['zip', 'start_date', 'end_date'],
);
export const PETS = [bookVet, logPetWeight, findPetSitter];

// Cooking and recipes
export const findRecipes = tool(
  'find_recipes',
  'Search recipes by ingredients and constraints.',
  {
    ingredients: { type: 'array', items: { type: 'string' }, description: 'Ingredients to use, lower case singular' },
    diet: oneOf('Diet', ['vegetarian', 'vegan', 'gluten_free', 'keto', 'dairy_free']),
    max_minutes: int('Maximum total time', 5),
    cuisine: str('Cuisine, e.g. Thai'),
  },
  [],
);
export const scaleRecipe = tool(
  'scale_recipe',
  'Rescale a saved recipe to a number of servings.',
  { recipe: str('Saved recipe name'), servings: int('Servings', 1, 100) },
  ['recipe', 'servings'],
);
export const addToShoppingList = tool(
  'add_to_shopping_list',
  'Add items to the shopping list.',
  { items: { type: 'array', items: { type: 'string' } }, store: oneOf('Store list', ['grocery', 'costco', 'farmers_market']) },
  ['items'],
);
export const startTimer = tool(
  'start_kitchen_timer',
  'Start a named kitchen timer.',
  { label: str('What the timer is for'), minutes: num('Minutes', 0.5, 600) },
  ['minutes'],
);
export const COOKING = [findRecipes, scaleRecipe, addToShoppingList, startTimer];
