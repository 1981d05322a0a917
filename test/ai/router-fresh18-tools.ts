import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the nineteenth fresh table (fresh 18), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, optional properties), each set one
 * app's tools, from domains picked to differ from those of the earlier tables.
 */

// Mobile phone carrier
export const checkAllowance = tool(
  'check_allowance',
  "Shows what is left of the customer's monthly data, minutes and texts.",
  { allowance: oneOf('Which allowance to show', ['data', 'minutes', 'texts', 'all']) },
  [],
);
export const addBoltOn = tool(
  'add_bolt_on',
  "Adds a bolt-on to the customer's mobile plan.",
  {
    bolt_on: oneOf('The bolt-on to add', ['roaming_eu', 'roaming_worldwide', 'extra_data_5gb', 'extra_data_20gb', 'international_minutes']),
    start_date: date('Day the bolt-on starts; today if not given'),
    auto_renew: bool('Renew the bolt-on every month'),
  },
  ['bolt_on'],
);
export const reportLostPhone = tool(
  'report_lost_phone',
  'Reports a lost or stolen phone and bars the line.',
  {
    phone_number: pattern('^07\\d{9}$', 'The UK mobile number of the lost phone, 11 digits, no spaces'),
    block_imei: bool("Also block the handset's IMEI so it cannot be used on any network"),
    order_replacement_sim: bool('Send a replacement SIM to the address on the account'),
  },
  ['phone_number'],
);
export const setSpendCap = tool(
  'set_spend_cap',
  'Sets a monthly cap on charges outside the plan allowance.',
  { amount: num('Monthly cap in GBP', 0, 500) },
  ['amount'],
);
export const MOBILE = [checkAllowance, addBoltOn, reportLostPhone, setSpendCap];

// Electricity and gas supplier account
export const switchTariff = tool(
  'switch_tariff',
  "Moves the customer's account to another tariff.",
  {
    tariff: oneOf('The tariff to switch to', ['standard_variable', 'fixed_12m', 'fixed_24m', 'ev_night', 'green_fixed']),
    switch_date: date('Day the new tariff starts'),
  },
  ['tariff'],
);
export const changeDirectDebit = tool(
  'change_direct_debit',
  'Changes the monthly Direct Debit amount and optionally the day it is collected.',
  {
    amount: num('New monthly amount in GBP', 5, 1000),
    payment_day: int('Day of the month the payment is collected', 1, 28),
  },
  ['amount'],
);
export const bookSmartMeterInstall = tool(
  'book_smart_meter_install',
  'Books an engineer visit to fit a smart meter.',
  {
    date: date('Day of the visit'),
    slot: oneOf('Morning (8-12) or afternoon (12-6) slot', ['am', 'pm']),
    meter_type: oneOf('Which meters to fit', ['electricity', 'gas', 'dual_fuel']),
  },
  ['date', 'meter_type'],
);
export const reportPowerCut = tool(
  'report_power_cut',
  'Reports a power cut at a property to the network operator.',
  {
    postcode: pattern('^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', 'Postcode of the property'),
    vulnerable_customer: bool('Someone at the property relies on electricity for medical equipment or is otherwise vulnerable'),
    details: str('Anything else the engineers should know'),
  },
  ['postcode'],
);
export const ENERGY = [switchTariff, changeDirectDebit, bookSmartMeterInstall, reportPowerCut];

// Airline check-in
const bookingReference = pattern('^[A-Z0-9]{6}$', 'Six-character booking reference');
export const checkIn = tool(
  'check_in',
  'Checks passengers in online for their flight.',
  {
    booking_reference: bookingReference,
    last_name: str('Last name of the lead passenger'),
    passengers: int('How many passengers on the booking to check in', 1, 9),
  },
  ['booking_reference', 'last_name'],
);
export const chooseSeat = tool(
  'choose_seat',
  'Picks a seat for a passenger on a booking.',
  {
    booking_reference: bookingReference,
    seat: pattern('^\\d{1,2}[A-K]$', 'Seat, row number then letter, e.g. 12F'),
  },
  ['booking_reference', 'seat'],
);
export const addHoldBag = tool(
  'add_hold_bag',
  'Adds checked (hold) baggage to a booking.',
  {
    booking_reference: bookingReference,
    bags: int('Number of bags', 1, 3),
    weight_kg: intEnum('Weight allowance per bag in kg', [15, 20, 23, 32]),
  },
  ['booking_reference', 'bags'],
);
export const getBoardingPass = tool(
  'get_boarding_pass',
  'Sends the boarding passes for a checked-in booking.',
  {
    booking_reference: bookingReference,
    format: oneOf('How to deliver the boarding pass', ['pdf', 'wallet', 'sms']),
  },
  ['booking_reference'],
);
export const CHECK_IN = [checkIn, chooseSeat, addHoldBag, getBoardingPass];

// Cruise ship guest app
export const bookShoreExcursion = tool(
  'book_shore_excursion',
  'Books a shore excursion at a port of call.',
  {
    port: str('Port of call'),
    excursion: str('Name of the excursion'),
    guests: int('Number of guests', 1, 10),
    date: date('Day of the excursion'),
  },
  ['port', 'excursion', 'guests'],
);
export const reserveDining = tool(
  'reserve_dining',
  'Reserves a table at one of the ship restaurants.',
  {
    restaurant: oneOf('Restaurant on board', ['main_dining_room', 'steakhouse', 'sushi_bar', 'italian_trattoria', 'chefs_table']),
    date: date('Day of the meal'),
    time: hhmm('Time of the reservation, 24h HH:MM'),
    party_size: int('Number of diners', 1, 12),
  },
  ['restaurant', 'date', 'party_size'],
);
export const checkOnboardAccount = tool(
  'check_onboard_account',
  'Shows the charges on the guest folio (onboard account).',
  { detail: oneOf('Just the balance, or every charge', ['balance', 'itemised']) },
  [],
);
export const requestCabinService = tool(
  'request_cabin_service',
  'Sends a request to housekeeping or maintenance for a cabin.',
  {
    service: oneOf('What is needed', ['housekeeping', 'extra_towels', 'room_service_menu', 'turndown_off', 'maintenance']),
    cabin_number: pattern('^\\d{4,5}$', 'Cabin number'),
    note: str('Note for the crew'),
  },
  ['service', 'cabin_number'],
);
export const CRUISE = [bookShoreExcursion, reserveDining, checkOnboardAccount, requestCabinService];

// Hostel
export const bookBed = tool(
  'book_bed',
  'Books a bed or private room at the hostel.',
  {
    check_in: date('Arrival day'),
    nights: int('Number of nights', 1, 30),
    room_type: oneOf('Kind of room', ['mixed_dorm', 'female_dorm', 'private_twin', 'private_double']),
    guests: int('Number of guests', 1, 6),
  },
  ['check_in', 'nights', 'room_type'],
);
export const extendStay = tool(
  'extend_stay',
  'Adds nights to an existing hostel booking.',
  {
    booking_id: pattern('^HB-\\d{6}$', 'Booking id, e.g. HB-123456'),
    extra_nights: int('Nights to add', 1, 14),
  },
  ['booking_id', 'extra_nights'],
);
export const rentExtra = tool(
  'rent_extra',
  'Rents an extra from reception.',
  {
    item: oneOf('What to rent', ['towel', 'locker', 'padlock', 'bike', 'bedding_pack']),
    quantity: int('How many', 1, 5),
    days: int('For how many days', 1, 30),
  },
  ['item'],
);
export const joinActivity = tool(
  'join_activity',
  'Signs guests up for one of the hostel social activities.',
  {
    activity: oneOf('The activity', ['pub_crawl', 'walking_tour', 'pasta_night', 'movie_night']),
    date: date('Day of the activity'),
    people: int('Number of people', 1, 10),
  },
  ['activity', 'date'],
);
export const HOSTEL = [bookBed, extendStay, rentExtra, joinActivity];

// Car sharing
const carReg = pattern('^[A-Z]{2}\\d{2} ?[A-Z]{3}$', 'Registration plate of the car');
export const findCarsNearby = tool(
  'find_cars_nearby',
  'Finds shared cars available near a place.',
  {
    location: str('Area, street or landmark to search around'),
    car_size: oneOf('Size of car', ['small', 'medium', 'large', 'van']),
    electric_only: bool('Only show electric cars'),
  },
  ['location'],
);
export const reserveCar = tool(
  'reserve_car',
  'Reserves a shared car.',
  {
    car_id: carReg,
    start: dateTime('When the reservation starts'),
    hours: int('Length of the reservation in hours', 1, 72),
  },
  ['car_id', 'start', 'hours'],
);
export const extendReservation = tool(
  'extend_reservation',
  'Extends the current car reservation.',
  { extra_minutes: int('Minutes to add', 15, 240) },
  ['extra_minutes'],
);
export const reportCarDamage = tool(
  'report_car_damage',
  'Reports damage found on a shared car.',
  {
    car_id: carReg,
    part: oneOf('Where the damage is', ['bodywork', 'windscreen', 'tyre', 'interior', 'lights']),
    description: str('Description of the damage'),
  },
  ['car_id', 'part'],
);
export const CAR_SHARING = [findCarsNearby, reserveCar, extendReservation, reportCarDamage];

// Sailing club
export const bookClubBoat = tool(
  'book_club_boat',
  'Books one of the club dinghies or the keelboat.',
  {
    boat_class: oneOf('Class of boat', ['laser', 'topper', 'rs_feva', 'wayfarer', 'keelboat']),
    date: date('Day of the booking'),
    session: oneOf('Part of the day', ['morning', 'afternoon', 'full_day']),
  },
  ['boat_class', 'date'],
);
export const enterRace = tool(
  'enter_race',
  'Enters a boat in a club race series.',
  {
    race_series: oneOf('The series', ['frostbite', 'sunday_handicap', 'winter_pursuit']),
    helm_name: str("Helm's full name"),
    crew_name: str("Crew's full name"),
    sail_number: pattern('^\\d{3,6}$', 'Sail number'),
  },
  ['race_series', 'helm_name'],
);
export const signUpForDuty = tool(
  'sign_up_for_duty',
  'Puts a member on the duty rota.',
  {
    duty: oneOf('The duty', ['safety_boat', 'race_officer', 'galley', 'shore_crew']),
    date: date('Day of the duty'),
    member_name: str("Member's full name"),
  },
  ['duty', 'date', 'member_name'],
);
export const SAILING = [bookClubBoat, enterRace, signUpForDuty];

// Allotment / community garden association
export const joinWaitingList = tool(
  'join_waiting_list',
  'Adds someone to the waiting list for an allotment plot.',
  {
    name: str('Full name'),
    plot_size: oneOf('Size of plot wanted', ['quarter', 'half', 'full']),
    email: email('Email address'),
  },
  ['name', 'plot_size'],
);
export const bookSharedTool = tool(
  'book_shared_tool',
  "Books one of the association's shared power tools for a day.",
  {
    tool: oneOf('The tool', ['rotavator', 'strimmer', 'wheelbarrow', 'hedge_trimmer', 'shredder']),
    date: date('Day needed'),
    plot_number: int("Booker's plot number", 1, 120),
  },
  ['tool', 'date', 'plot_number'],
);
export const reportSiteIssue = tool(
  'report_site_issue',
  'Reports a problem on the allotment site to the committee.',
  {
    issue: oneOf('Kind of problem', ['water_leak', 'broken_gate', 'fly_tipping', 'vandalism', 'pest']),
    location: str('Where on the site'),
    details: str('More details'),
  },
  ['issue'],
);
export const orderManure = tool(
  'order_manure',
  'Orders loads of well-rotted manure delivered to a plot.',
  { loads: int('Number of barrow loads', 1, 10), plot_number: int('Plot number', 1, 120) },
  ['loads', 'plot_number'],
);
export const ALLOTMENT = [joinWaitingList, bookSharedTool, reportSiteIssue, orderManure];

// House cleaning service
const weekday = (description: string) => oneOf(description, ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export const bookClean = tool(
  'book_clean',
  'Books a one-off home clean.',
  {
    clean_type: oneOf('Kind of clean', ['regular', 'deep', 'end_of_tenancy', 'after_builders']),
    date: date('Day of the clean'),
    start_time: hhmm('Start time, 24h HH:MM'),
    hours: num('Length of the clean in hours', 2, 10),
    bedrooms: int('Number of bedrooms', 0, 8),
    bring_supplies: bool('The cleaner brings their own products and equipment'),
    extras: listOf('Extra tasks', ['oven', 'fridge', 'windows_inside', 'ironing', 'balcony']),
  },
  ['clean_type', 'date'],
);
export const setRecurringClean = tool(
  'set_recurring_clean',
  'Sets up a repeating clean with the same cleaner.',
  {
    frequency: oneOf('How often', ['weekly', 'fortnightly', 'monthly']),
    weekday: weekday('Day of the week'),
    start_time: hhmm('Start time, 24h HH:MM'),
  },
  ['frequency', 'weekday'],
);
export const skipClean = tool(
  'skip_clean',
  'Skips one visit of a recurring clean.',
  { date: date('Day of the visit to skip'), reason: str('Reason, passed on to the cleaner') },
  ['date'],
);
export const addAccessNote = tool(
  'add_access_note',
  'Saves a note for the cleaner about getting into the home.',
  { note: str('The note') },
  ['note'],
);
export const CLEANING = [bookClean, setRecurringClean, skipClean, addAccessNote];

// Home pool maintenance service
export const logWaterTest = tool(
  'log_water_test',
  'Records a pool water test.',
  {
    ph: num('pH', 6, 9),
    free_chlorine_ppm: num('Free chlorine in ppm', 0, 10),
    alkalinity_ppm: int('Total alkalinity in ppm', 0, 300),
    water_temp_c: num('Water temperature in °C', 0, 40),
  },
  ['ph'],
);
export const schedulePoolService = tool(
  'schedule_pool_service',
  'Schedules a technician visit.',
  {
    service: oneOf('The service', ['weekly_clean', 'filter_change', 'winterize', 'open_for_season', 'leak_check']),
    date: date('Day of the visit'),
  },
  ['service', 'date'],
);
export const orderPoolChemicals = tool(
  'order_pool_chemicals',
  'Orders pool chemicals for delivery.',
  {
    product: oneOf('The product', ['chlorine_tablets', 'ph_minus', 'ph_plus', 'shock', 'algaecide']),
    quantity: int('Number of tubs or bottles', 1, 20),
  },
  ['product', 'quantity'],
);
export const POOL = [logWaterTest, schedulePoolService, orderPoolChemicals];

// IT asset management
const assetTag = pattern('^IT-\\d{5}$', 'Asset tag, e.g. IT-01234');
export const registerAsset = tool(
  'register_asset',
  'Adds a new piece of hardware to the asset register.',
  {
    asset_type: oneOf('Kind of hardware', ['laptop', 'monitor', 'phone', 'tablet', 'docking_station', 'headset']),
    serial_number: str("Manufacturer's serial number"),
    model: str('Make and model'),
    purchase_date: date('Day it was bought'),
  },
  ['asset_type', 'serial_number'],
);
export const assignAsset = tool(
  'assign_asset',
  'Assigns an asset to an employee.',
  { asset_tag: assetTag, employee_email: email("Employee's work email"), until: date('Return date, for loans') },
  ['asset_tag', 'employee_email'],
);
export const retireAsset = tool(
  'retire_asset',
  'Takes an asset out of service.',
  {
    asset_tag: assetTag,
    reason: oneOf('Why', ['broken', 'lost', 'stolen', 'end_of_life', 'sold']),
    wipe_confirmed: bool('The storage has been securely wiped'),
  },
  ['asset_tag', 'reason'],
);
export const findAsset = tool(
  'find_asset',
  'Searches the asset register by tag, serial number, model or assignee.',
  { query: str('What to search for') },
  ['query'],
);
export const IT_ASSETS = [registerAsset, assignAsset, retireAsset, findAsset];

// Tech conference organiser
export const registerAttendee = tool(
  'register_attendee',
  'Registers an attendee for the conference.',
  {
    full_name: str('Full name'),
    email: email('Email address'),
    ticket: oneOf('Ticket type', ['standard', 'student', 'speaker', 'vip', 'online']),
    dietary: oneOf('Dietary requirement', ['none', 'vegetarian', 'vegan', 'gluten_free', 'halal', 'kosher']),
    workshop_day: bool('Also attend the workshop day'),
  },
  ['full_name', 'email', 'ticket'],
);
export const submitTalk = tool(
  'submit_talk',
  'Submits a talk proposal to the call for papers.',
  {
    title: str('Title of the talk'),
    speaker_name: str("Speaker's full name"),
    format: oneOf('Format', ['talk_30', 'lightning_5', 'workshop_90', 'panel']),
    track: oneOf('Track', ['frontend', 'backend', 'data', 'security', 'leadership']),
  },
  ['title', 'speaker_name', 'format'],
);
export const addToAgenda = tool(
  'add_to_agenda',
  "Adds a session to the attendee's personal agenda.",
  { session_id: pattern('^S\\d{3}$', 'Session id, e.g. S101') },
  ['session_id'],
);
export const CONFERENCE = [registerAttendee, submitTalk, addToAgenda];

// Recording studio
export const bookStudio = tool(
  'book_studio',
  'Books a studio room.',
  {
    room: oneOf('The room', ['live_room_a', 'vocal_booth', 'control_room_b', 'rehearsal_1', 'rehearsal_2']),
    date: date('Day of the session'),
    start_time: hhmm('Start time, 24h HH:MM'),
    hours: int('Length in hours', 1, 12),
    engineer: bool('Include a house engineer'),
  },
  ['room', 'date', 'start_time', 'hours'],
);
export const requestMix = tool(
  'request_mix',
  'Sends a project to the studio for mixing.',
  {
    project_name: str('Name of the song or project'),
    stems: int('Number of stems', 1, 128),
    deadline: date('When the mix is needed by'),
    mastering: bool('Also master the mix'),
  },
  ['project_name', 'stems'],
);
export const hireBackline = tool(
  'hire_backline',
  'Hires backline equipment for a day.',
  {
    item: oneOf('What to hire', ['drum_kit', 'bass_amp', 'guitar_amp', 'keyboard', 'pa_system']),
    date: date('Day of hire'),
  },
  ['item', 'date'],
);
export const STUDIO = [bookStudio, requestMix, hireBackline];

// Dog grooming salon
export const bookGroom = tool(
  'book_groom',
  'Books a dog in at the grooming salon.',
  {
    dog_name: str("The dog's name"),
    size: oneOf('Size of the dog', ['toy', 'small', 'medium', 'large', 'giant']),
    service: oneOf('The service', ['full_groom', 'bath_and_brush', 'puppy_intro', 'nail_trim', 'hand_strip']),
    date: date('Day of the appointment'),
    time: hhmm('Drop-off time, 24h HH:MM'),
  },
  ['dog_name', 'service', 'date'],
);
export const addDogProfile = tool(
  'add_dog_profile',
  "Adds a dog to the owner's profile.",
  {
    dog_name: str("The dog's name"),
    breed: str('Breed'),
    birth_date: date('Date of birth'),
    nervous: bool('The dog is nervous or anxious when handled'),
  },
  ['dog_name', 'breed'],
);
export const cancelGroom = tool(
  'cancel_groom',
  'Cancels a grooming appointment.',
  { booking_ref: pattern('^GR\\d{4}$', 'Booking reference, e.g. GR1234') },
  ['booking_ref'],
);
export const GROOMING = [bookGroom, addDogProfile, cancelGroom];

// Tutoring marketplace
const tutorId = pattern('^T\\d{4,6}$', 'Tutor id, e.g. T12345');
export const findTutor = tool(
  'find_tutor',
  'Searches for tutors.',
  {
    subject: oneOf('Subject', [
      'maths',
      'english',
      'physics',
      'chemistry',
      'biology',
      'french',
      'spanish',
      'computer_science',
      'music_theory',
    ]),
    level: oneOf('Level', ['primary', 'gcse', 'a_level', 'university', 'adult']),
    max_rate: num('Highest hourly rate in GBP'),
    online: bool('Only tutors who teach online'),
  },
  ['subject'],
);
export const bookLesson = tool(
  'book_lesson',
  'Books a lesson with a tutor.',
  { tutor_id: tutorId, start: dateTime('Start of the lesson'), minutes: int('Length in minutes', 30, 180) },
  ['tutor_id', 'start'],
);
export const leaveReview = tool(
  'leave_review',
  'Leaves a review for a tutor.',
  { tutor_id: tutorId, stars: int('Rating', 1, 5), comment: str('Review text') },
  ['tutor_id', 'stars'],
);
export const TUTORING = [findTutor, bookLesson, leaveReview];

// Blood pressure log
const period = (description: string) => oneOf(description, ['7_days', '30_days', '90_days']);
export const logBpReading = tool(
  'log_bp_reading',
  'Records a blood pressure reading.',
  {
    systolic: int('Systolic (top number), mmHg', 60, 250),
    diastolic: int('Diastolic (bottom number), mmHg', 30, 150),
    pulse: int('Pulse, beats per minute', 30, 220),
    arm: oneOf('Arm used', ['left', 'right']),
    position: oneOf('Body position', ['sitting', 'standing', 'lying']),
    taken_at: dateTime('When the reading was taken; now if not given'),
  },
  ['systolic', 'diastolic'],
);
export const getBpSummary = tool(
  'get_bp_summary',
  'Shows average readings and trends over a period.',
  { period: period('Period to summarise') },
  ['period'],
);
export const setMeasurementReminder = tool(
  'set_measurement_reminder',
  'Sets a reminder to take a reading.',
  {
    time: hhmm('Time of the reminder, 24h HH:MM'),
    days: listOf('Days of the week; every day if not given', [
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]),
  },
  ['time'],
);
export const shareBpReport = tool(
  'share_bp_report',
  'Emails a PDF report of readings to a doctor or nurse.',
  { recipient_email: email('Email to send to'), period: period('Period the report covers') },
  ['recipient_email', 'period'],
);
export const BP_LOG = [logBpReading, getBpSummary, setMeasurementReminder, shareBpReport];

// Physiotherapy clinic
const bodyArea = (description: string) => oneOf(description, ['back', 'neck', 'shoulder', 'knee', 'ankle', 'hip', 'wrist']);
export const bookPhysio = tool(
  'book_physio',
  'Books a physiotherapy appointment.',
  {
    body_area: bodyArea('Area being treated'),
    appointment_type: oneOf('Type of appointment', ['initial_assessment', 'follow_up', 'sports_massage']),
    date: date('Day of the appointment'),
    time: hhmm('Time, 24h HH:MM'),
    video: bool('A video consultation instead of in person'),
  },
  ['appointment_type', 'date'],
);
export const logExercise = tool(
  'log_exercise',
  'Records a home exercise done from the rehab plan.',
  {
    exercise: str('Name of the exercise'),
    sets: int('Sets', 1, 10),
    reps: int('Repetitions per set', 1, 100),
    pain_score: int('Pain during the exercise, 0-10', 0, 10),
  },
  ['exercise'],
);
export const getExercisePlan = tool(
  'get_exercise_plan',
  "Shows the patient's home exercise plan for a body area.",
  { body_area: bodyArea('Body area') },
  ['body_area'],
);
export const PHYSIO = [bookPhysio, logExercise, getExercisePlan];

// Cycling club
const paceGroup = (description: string) => oneOf(description, ['social', 'intermediate', 'fast', 'gravel']);
export const findRides = tool(
  'find_rides',
  'Lists upcoming club rides.',
  {
    date: date('Day of the ride'),
    pace_group: paceGroup('Pace group'),
    min_km: int('Shortest distance in km', 0, 300),
    max_km: int('Longest distance in km', 0, 300),
  },
  [],
);
export const joinRide = tool(
  'join_ride',
  'Signs the member up for a club ride.',
  { ride_id: pattern('^R\\d{3,5}$', 'Ride id, e.g. R1234'), pace_group: paceGroup('Pace group to ride with') },
  ['ride_id'],
);
export const logRide = tool(
  'log_ride',
  "Adds a ride to the member's club mileage.",
  {
    distance_km: num('Distance in km', 0, 1000),
    elevation_m: int('Elevation gain in metres', 0, 10000),
    date: date('Day of the ride; today if not given'),
    route_name: str('Route name'),
  },
  ['distance_km'],
);
export const reportRoadHazard = tool(
  'report_road_hazard',
  'Warns club members about a road hazard.',
  {
    hazard: oneOf('The hazard', ['pothole', 'glass', 'flooding', 'fallen_tree', 'ice']),
    location: str('Road or place'),
  },
  ['hazard', 'location'],
);
export const CYCLING_CLUB = [findRides, joinRide, logRide, reportRoadHazard];

// City bus pass
const cardNumber = pattern('^\\d{10}$', '10-digit travel card number');
export const topUpCard = tool(
  'top_up_card',
  'Adds pay-as-you-go credit to a travel card.',
  { card_number: cardNumber, amount: num('Amount in GBP', 5, 100) },
  ['card_number', 'amount'],
);
export const buyPass = tool(
  'buy_pass',
  'Buys a bus pass.',
  {
    pass_type: oneOf('Length of the pass', ['day', 'weekly', 'monthly', 'annual']),
    zones: oneOf('Zones covered', ['1', '1-2', '1-3', 'all']),
    concession: oneOf('Concession', ['none', 'student', 'senior', 'child']),
    start_date: date('First day the pass is valid'),
  },
  ['pass_type', 'zones'],
);
export const reportLostCard = tool(
  'report_lost_card',
  'Cancels a lost travel card and moves its balance to a new one.',
  { card_number: cardNumber },
  ['card_number'],
);
export const checkCardBalance = tool('check_card_balance', 'Shows the credit and passes on a travel card.', { card_number: cardNumber }, [
  'card_number',
]);
export const BUS_PASS = [topUpCard, buyPass, reportLostCard, checkCardBalance];

// Makerspace
const machine = (description: string) =>
  oneOf(description, ['laser_cutter', '3d_printer', 'cnc_router', 'vinyl_cutter', 'embroidery_machine']);
export const bookMachine = tool(
  'book_machine',
  'Books time on a makerspace machine.',
  {
    machine: machine('The machine'),
    date: date('Day of the booking'),
    start_time: hhmm('Start time, 24h HH:MM'),
    duration_minutes: int('Length in minutes', 30, 240),
  },
  ['machine', 'date', 'start_time'],
);
export const bookInduction = tool(
  'book_induction',
  'Books a safety induction, needed before using a machine for the first time.',
  { machine: machine('The machine'), date: date('Preferred day') },
  ['machine'],
);
export const buyMaterial = tool(
  'buy_material',
  'Buys stock material from the makerspace shop.',
  {
    material: oneOf('The material', ['plywood_3mm', 'plywood_6mm', 'acrylic_3mm', 'pla_filament', 'petg_filament', 'vinyl_sheet']),
    quantity: int('Sheets or rolls', 1, 50),
  },
  ['material', 'quantity'],
);
export const MAKERSPACE = [bookMachine, bookInduction, buyMaterial];

// Office vending machines
const machineId = pattern('^VM-\\d{3}$', 'Machine id on the sticker, e.g. VM-012');
export const reportMachineFault = tool(
  'report_machine_fault',
  'Reports a fault with a vending machine.',
  {
    machine_id: machineId,
    fault: oneOf('The fault', ['coin_jam', 'card_reader', 'not_cooling', 'item_stuck', 'display_off']),
    location: str('Where the machine is'),
  },
  ['machine_id', 'fault'],
);
export const requestVendingRefund = tool(
  'request_vending_refund',
  'Asks for a refund for a vend that failed.',
  {
    machine_id: machineId,
    amount: num('Amount lost in GBP', 0.5, 20),
    payment_method: oneOf('How it was paid', ['card', 'cash', 'app']),
    email: email('Email for the refund confirmation'),
  },
  ['machine_id', 'amount', 'payment_method'],
);
export const requestProduct = tool(
  'request_product',
  'Suggests a product to stock in the machines.',
  { product: str('The product'), machine_id: machineId },
  ['product'],
);
export const VENDING = [reportMachineFault, requestVendingRefund, requestProduct];

// Family history (genealogy)
export const searchRecords = tool(
  'search_records',
  'Searches historical records by surname.',
  {
    surname: str('Surname'),
    record_type: oneOf('Kind of record', ['birth', 'marriage', 'death', 'census', 'military']),
    year_from: int('Earliest year', 1500, 2026),
    year_to: int('Latest year', 1500, 2026),
    county: str('County'),
  },
  ['surname'],
);
export const addPerson = tool(
  'add_person',
  'Adds a person to the family tree.',
  {
    full_name: str('Full name'),
    birth_year: int('Year of birth', 1500, 2026),
    birth_place: str('Place of birth'),
    relationship: oneOf('How they relate to related_to', ['parent', 'child', 'sibling', 'spouse']),
    related_to: str('Name of the person already in the tree they are related to'),
  },
  ['full_name'],
);
export const orderCertificate = tool(
  'order_certificate',
  'Orders a copy of a civil registration certificate.',
  {
    record_type: oneOf('Certificate', ['birth', 'marriage', 'death']),
    reference: str('Index reference of the record'),
    format: oneOf('Format', ['pdf', 'paper']),
  },
  ['record_type', 'reference'],
);
export const GENEALOGY = [searchRecords, addPerson, orderCertificate];
