import { bool, date, dateTime, email, hhmm, int, intEnum, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the twenty-first fresh table (fresh 20), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, optional properties), each set one
 * app's tools, from domains picked to differ from those of the earlier tables.
 */

const postcode = (description: string) => pattern('^[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}$', description);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Golf club tee times
export const findTeeTimes = tool(
  'find_tee_times',
  'Lists free tee times on one day.',
  {
    date: date('Day to search'),
    course: oneOf('Which course', ['old_course', 'new_course', 'nine_hole']),
    players: int('Size of the group', 1, 4),
    earliest: hhmm('Earliest tee time wanted'),
    latest: hhmm('Latest tee time wanted'),
  },
  ['date'],
);
export const bookTeeTime = tool(
  'book_tee_time',
  'Books a tee time for a group of up to four.',
  {
    tee_time: dateTime('Tee time'),
    players: int('Number of players', 1, 4),
    course: oneOf('Which course', ['old_course', 'new_course', 'nine_hole']),
    buggy: bool('Reserve a buggy'),
    member_number: pattern('^GC\\d{5}$', 'Membership number, GC and five digits'),
  },
  ['tee_time', 'players'],
);
export const cancelTeeTime = tool(
  'cancel_tee_time',
  'Cancels a tee time booking.',
  {
    booking_ref: pattern('^T\\d{6}$', 'Booking reference, T and six digits'),
    reason: str('Why it is cancelled'),
  },
  ['booking_ref'],
);
export const bookGolfLesson = tool(
  'book_golf_lesson',
  'Books a lesson with one of the club professionals.',
  {
    start: dateTime('Start of the lesson'),
    pro: str('Name of the professional'),
    length_minutes: intEnum('Length of the lesson', [30, 60]),
    focus: oneOf('What the lesson works on', ['driving', 'short_game', 'putting', 'full_swing']),
  },
  ['start'],
);
export const GOLF = [findTeeTimes, bookTeeTime, cancelTeeTime, bookGolfLesson];

// Driving school
export const bookDrivingLesson = tool(
  'book_driving_lesson',
  'Books a driving lesson; the instructor picks the learner up.',
  {
    start: dateTime('Start of the lesson'),
    duration_minutes: intEnum('Length of the lesson', [60, 90, 120]),
    transmission: oneOf('Gearbox of the car', ['manual', 'automatic']),
    pickup_postcode: postcode('Postcode to be picked up from'),
    instructor: str('Preferred instructor'),
  },
  ['start', 'duration_minutes'],
);
export const bookMockTest = tool(
  'book_mock_test',
  'Books a mock driving test on the real test routes.',
  {
    date: date('Day of the mock test'),
    test_centre: str('Test centre whose routes are used'),
  },
  ['date'],
);
export const checkLessonBalance = tool(
  'check_lesson_balance',
  'Shows how many prepaid lesson hours a learner has left.',
  {
    student_id: pattern('^DS\\d{4}$', 'Learner number, DS and four digits'),
  },
  ['student_id'],
);
export const cancelDrivingLesson = tool(
  'cancel_driving_lesson',
  'Cancels a booked lesson (less than 48 hours notice is charged).',
  {
    lesson_date: date('Day of the lesson'),
    reason: oneOf('Why', ['illness', 'work', 'weather', 'other']),
  },
  ['lesson_date'],
);
export const DRIVING_SCHOOL = [bookDrivingLesson, bookMockTest, checkLessonBalance, cancelDrivingLesson];

// Optician
export const bookEyeTest = tool(
  'book_eye_test',
  'Books an eye examination.',
  {
    date: date('Day of the appointment'),
    time: hhmm('Time of the appointment'),
    test_type: oneOf('Kind of examination', ['standard', 'contact_lens', 'childrens', 'diabetic_screening']),
    nhs_eligible: bool('The patient qualifies for an NHS-funded test'),
  },
  ['date'],
);
export const orderContactLenses = tool(
  'order_contact_lenses',
  'Reorders contact lenses on the current prescription.',
  {
    brand: str('Brand or product name of the lenses'),
    boxes: int('Number of boxes', 1, 12),
    eye: oneOf('Which eye the boxes are for', ['left', 'right', 'both']),
    prescription_ref: pattern('^RX-\\d{6}$', 'Prescription reference, RX- and six digits'),
  },
  ['brand', 'boxes'],
);
export const checkGlassesOrder = tool(
  'check_glasses_order',
  'Tells whether a pair of glasses on order is ready to collect.',
  {
    order_number: pattern('^OP\\d{7}$', 'Order number, OP and seven digits'),
  },
  ['order_number'],
);
export const requestFrameRepair = tool(
  'request_frame_repair',
  'Asks the practice to repair a pair of glasses.',
  {
    item: oneOf('What needs repairing', ['glasses', 'sunglasses', 'reading_glasses']),
    problem: oneOf('What is wrong', ['loose_hinge', 'broken_arm', 'lost_screw', 'nose_pad', 'scratched_lens']),
    notes: str('Anything else the technician should know'),
  },
  ['problem'],
);
export const OPTICIAN = [bookEyeTest, orderContactLenses, checkGlassesOrder, requestFrameRepair];

// Self-storage units
const UNIT_SIZES = [25, 50, 75, 100, 150, 200];
const STORAGE_SITES = ['north', 'south', 'riverside'];
export const getUnitQuote = tool(
  'get_unit_quote',
  'Quotes the price of a storage unit.',
  {
    size_sqft: intEnum('Floor area of the unit in square feet', UNIT_SIZES),
    weeks: int('How many weeks', 1, 104),
    climate_controlled: bool('Heated and humidity-controlled unit'),
    site: oneOf('Which storage site', STORAGE_SITES),
  },
  ['size_sqft'],
);
export const reserveUnit = tool(
  'reserve_unit',
  'Reserves a storage unit from a move-in day (no deposit).',
  {
    size_sqft: intEnum('Floor area of the unit in square feet', UNIT_SIZES),
    move_in: date('Move-in day'),
    site: oneOf('Which storage site', STORAGE_SITES),
    name: str('Name of the customer'),
    email: email('Email for the confirmation'),
  },
  ['size_sqft', 'move_in'],
);
export const addAccessUser = tool(
  'add_access_user',
  'Gives another person a gate code for a unit.',
  {
    unit: pattern('^[A-H]\\d{3}$', 'Unit number, a letter A-H and three digits'),
    name: str('Name of the person'),
    phone: str('Their mobile number'),
  },
  ['unit', 'name'],
);
export const endTenancy = tool(
  'end_tenancy',
  'Gives notice to leave a unit.',
  {
    unit: pattern('^[A-H]\\d{3}$', 'Unit number, a letter A-H and three digits'),
    move_out: date('Last day in the unit'),
  },
  ['unit', 'move_out'],
);
export const STORAGE = [getUnitQuote, reserveUnit, addAccessUser, endTenancy];

// Taxi booking
const VEHICLES = ['saloon', 'estate', 'mpv', 'wheelchair_accessible'];
export const bookTaxi = tool(
  'book_taxi',
  'Books a taxi, now or for later.',
  {
    pickup: str('Pick-up address or place'),
    destination: str('Where to'),
    pickup_time: dateTime('When to be picked up; leave out for as soon as possible'),
    passengers: int('Number of passengers', 1, 8),
    vehicle: oneOf('Type of car', VEHICLES),
    luggage: int('Number of large bags', 0, 10),
  },
  ['pickup', 'destination'],
);
export const getFareEstimate = tool(
  'get_fare_estimate',
  'Estimates the fare of a journey.',
  {
    pickup: str('Pick-up address or place'),
    destination: str('Where to'),
    vehicle: oneOf('Type of car', VEHICLES),
  },
  ['pickup', 'destination'],
);
export const cancelTaxi = tool(
  'cancel_taxi',
  'Cancels a taxi booking.',
  {
    booking_id: pattern('^TX\\d{5}$', 'Booking id, TX and five digits'),
  },
  ['booking_id'],
);
export const reportLostItem = tool(
  'report_lost_item',
  'Reports something left in a taxi.',
  {
    item: str('What was left behind'),
    booking_id: pattern('^TX\\d{5}$', 'Booking id of the journey, TX and five digits'),
    journey_date: date('Day of the journey'),
  },
  ['item'],
);
export const TAXI = [bookTaxi, getFareEstimate, cancelTaxi, reportLostItem];

// Bakery pre-orders
export const placePreorder = tool(
  'place_preorder',
  'Pre-orders bread or pastries to collect from the shop.',
  {
    product: oneOf('What to order', ['sourdough', 'rye', 'baguette', 'croissant', 'cinnamon_bun', 'focaccia']),
    quantity: int('How many', 1, 50),
    collection_date: date('Day of collection'),
    collection_time: hhmm('Time of collection'),
    sliced: bool('Sliced (loaves only)'),
  },
  ['product', 'quantity', 'collection_date'],
);
export const orderCelebrationCake = tool(
  'order_celebration_cake',
  'Orders a celebration cake (three days notice).',
  {
    size: oneOf('Diameter', ['6_inch', '8_inch', '10_inch']),
    flavour: oneOf('Sponge flavour', ['chocolate', 'lemon', 'vanilla', 'carrot', 'red_velvet']),
    collection_date: date('Day of collection'),
    message: str('Message piped on top'),
    dietary: listOf('Dietary requirements', ['gluten_free', 'vegan', 'nut_free']),
  },
  ['size', 'flavour', 'collection_date'],
);
export const checkAllergens = tool(
  'check_allergens',
  'Lists the allergens in one of the products.',
  {
    product: str('Name of the product'),
  },
  ['product'],
);
export const cancelPreorder = tool(
  'cancel_preorder',
  'Cancels a pre-order or cake order.',
  {
    order_ref: pattern('^BK\\d{4}$', 'Order reference, BK and four digits'),
  },
  ['order_ref'],
);
export const BAKERY = [placePreorder, orderCelebrationCake, checkAllergens, cancelPreorder];

// Blood donation
const DONATION_TYPES = ['whole_blood', 'plasma', 'platelets'];
export const findDonationSessions = tool(
  'find_donation_sessions',
  'Finds donation sessions near a town.',
  {
    town: str('Town or city'),
    date_from: date('First day to search'),
    date_to: date('Last day to search'),
    donation_type: oneOf('Kind of donation', DONATION_TYPES),
  },
  ['town'],
);
export const bookDonation = tool(
  'book_donation',
  'Books a donation appointment at a venue.',
  {
    venue: str('Donor centre or session venue'),
    appointment: dateTime('Time of the appointment'),
    donation_type: oneOf('Kind of donation', DONATION_TYPES),
  },
  ['venue', 'appointment'],
);
export const checkDonorEligibility = tool(
  'check_donor_eligibility',
  'Checks whether something stops a donor giving blood for a while.',
  {
    reason: oneOf('What might affect eligibility', ['tattoo', 'piercing', 'travel', 'medication', 'pregnancy', 'illness', 'dental_work']),
    date_of_event: date('When it happened'),
    details: str('Details, such as the country or the medicine'),
  },
  ['reason'],
);
export const getDonorRecord = tool(
  'get_donor_record',
  "Shows a donor's blood group, number of donations and next eligible date.",
  {
    donor_number: pattern('^DN\\d{7}$', 'Donor number, DN and seven digits'),
  },
  ['donor_number'],
);
export const BLOOD = [findDonationSessions, bookDonation, checkDonorEligibility, getDonorRecord];

// Camping site
const PITCH_TYPES = ['tent', 'caravan', 'motorhome', 'glamping_pod', 'yurt'];
export const checkPitchAvailability = tool(
  'check_pitch_availability',
  'Checks which pitches are free for a stay.',
  {
    arrival: date('Arrival day'),
    nights: int('Number of nights', 1, 28),
    pitch_type: oneOf('Kind of pitch', PITCH_TYPES),
    electric_hookup: bool('Needs an electric hook-up'),
  },
  ['arrival', 'nights'],
);
export const bookPitch = tool(
  'book_pitch',
  'Books a pitch.',
  {
    arrival: date('Arrival day'),
    nights: int('Number of nights', 1, 28),
    pitch_type: oneOf('Kind of pitch', PITCH_TYPES),
    adults: int('Adults', 1, 8),
    children: int('Children under 16', 0, 8),
    dogs: int('Dogs', 0, 3),
    electric_hookup: bool('Needs an electric hook-up'),
  },
  ['arrival', 'nights', 'pitch_type', 'adults'],
);
export const orderCampExtra = tool(
  'order_camp_extra',
  'Has an extra delivered to a pitch.',
  {
    item: oneOf('What to deliver', ['firewood', 'gas_bottle', 'ice_pack', 'bbq_charcoal']),
    quantity: int('How many', 1, 10),
    pitch_number: int('Pitch number', 1, 120),
  },
  ['item', 'pitch_number'],
);
export const CAMPING = [checkPitchAvailability, bookPitch, orderCampExtra];

// Escape room
const ROOMS = ['the_vault', 'pharaohs_tomb', 'haunted_asylum', 'submarine'];
export const checkRoomSlots = tool(
  'check_room_slots',
  'Lists the free start times of a room on a day.',
  {
    room: oneOf('Which room', ROOMS),
    date: date('Day'),
  },
  ['room', 'date'],
);
export const bookEscapeRoom = tool(
  'book_escape_room',
  'Books a game in one of the rooms.',
  {
    room: oneOf('Which room', ROOMS),
    start: dateTime('Start of the game'),
    players: int('Number of players', 2, 8),
    occasion: oneOf('What the group is celebrating', ['birthday', 'hen_do', 'stag_do', 'team_building', 'other']),
  },
  ['room', 'start', 'players'],
);
export const buyEscapeVoucher = tool(
  'buy_escape_voucher',
  'Buys a gift voucher.',
  {
    amount: num('Value in GBP', 20, 300),
    recipient_email: email('Email the voucher is sent to'),
  },
  ['amount'],
);
export const ESCAPE_ROOM = [checkRoomSlots, bookEscapeRoom, buyEscapeVoucher];

// Hairdresser
export const bookHairAppointment = tool(
  'book_hair_appointment',
  'Books a salon appointment.',
  {
    service: oneOf('Service', ['cut', 'cut_and_blow_dry', 'colour', 'highlights', 'balayage', 'beard_trim', 'kids_cut']),
    start: dateTime('Start of the appointment'),
    stylist: str('Stylist'),
    hair_length: oneOf('Hair length, which sets the price of colour services', ['short', 'medium', 'long']),
  },
  ['service', 'start'],
);
export const listStylistAvailability = tool(
  'list_stylist_availability',
  'Lists free slots on a day, for one stylist or all of them.',
  {
    date: date('Day'),
    stylist: str('Stylist'),
  },
  ['date'],
);
export const cancelHairAppointment = tool(
  'cancel_hair_appointment',
  'Cancels an appointment.',
  {
    appointment_id: pattern('^HD\\d{5}$', 'Appointment id, HD and five digits'),
  },
  ['appointment_id'],
);
export const bookPatchTest = tool(
  'book_patch_test',
  'Books the skin allergy test needed 48 hours before a first colour.',
  {
    date: date('Day'),
    time: hhmm('Time'),
  },
  ['date'],
);
export const HAIRDRESSER = [bookHairAppointment, listStylistAvailability, cancelHairAppointment, bookPatchTest];

// Horse riding stables
export const bookRide = tool(
  'book_ride',
  'Books a riding lesson or a hack.',
  {
    ride_type: oneOf('Kind of ride', ['private_lesson', 'group_lesson', 'hack', 'pony_ride']),
    start: dateTime('Start'),
    riders: int('Number of riders', 1, 6),
    level: oneOf('Riding experience', ['beginner', 'novice', 'intermediate', 'advanced']),
    rider_weight_kg: num('Weight of the heaviest rider in kg', 10, 110),
  },
  ['ride_type', 'start'],
);
export const enquireLivery = tool(
  'enquire_livery',
  'Asks about keeping a horse at the yard.',
  {
    livery: oneOf('Kind of livery', ['full', 'part', 'diy', 'grass']),
    horse_name: str('Name of the horse'),
    from: date('When the horse would arrive'),
  },
  ['livery'],
);
export const bookPonyParty = tool(
  'book_pony_party',
  "Books a children's pony party.",
  {
    date: date('Day of the party'),
    children: int('Number of children', 1, 12),
    birthday_child: str('Name of the birthday child'),
  },
  ['date', 'children'],
);
export const STABLES = [bookRide, enquireLivery, bookPonyParty];

// Childcare nursery
export const reportChildAbsence = tool(
  'report_child_absence',
  'Tells the nursery a child will not be in.',
  {
    child_name: str('First name of the child'),
    date: date('Day of the absence'),
    reason: oneOf('Reason', ['illness', 'holiday', 'appointment', 'other']),
    details: str('Details, e.g. symptoms'),
  },
  ['child_name', 'date'],
);
export const requestExtraSession = tool(
  'request_extra_session',
  'Asks for an extra session outside the usual pattern.',
  {
    child_name: str('First name of the child'),
    date: date('Day'),
    session: oneOf('Session', ['morning', 'afternoon', 'full_day']),
  },
  ['child_name', 'date', 'session'],
);
export const registerNurseryInterest = tool(
  'register_nursery_interest',
  'Puts a child on the waiting list.',
  {
    child_name: str('Full name of the child'),
    date_of_birth: date('Date of birth'),
    start_date: date('Wanted start date'),
    days: listOf('Days wanted', WEEKDAYS.slice(0, 5)),
    funded_hours: bool('Will use government-funded hours'),
  },
  ['child_name', 'date_of_birth'],
);
export const addCollectionContact = tool(
  'add_collection_contact',
  'Adds a person allowed to collect a child.',
  {
    child_name: str('First name of the child'),
    contact_name: str('Name of the person collecting'),
    relationship: str('Relationship to the child'),
    phone: str('Their phone number'),
  },
  ['child_name', 'contact_name'],
);
export const NURSERY = [reportChildAbsence, requestExtraSession, registerNurseryInterest, addCollectionContact];

// Pottery studio
export const bookPotteryClass = tool(
  'book_pottery_class',
  'Books places on a class.',
  {
    class_type: oneOf('Class', ['wheel_taster', 'handbuilding', 'glazing', 'six_week_course', 'kids_clay']),
    date: date('Day of the (first) class'),
    places: int('Number of places', 1, 6),
  },
  ['class_type', 'date'],
);
export const bookKilnFiring = tool(
  'book_kiln_firing',
  "Books space in the next kiln firing for a member's pieces.",
  {
    firing: oneOf('Kind of firing', ['bisque', 'glaze', 'raku']),
    pieces: int('Number of pieces', 1, 30),
    largest_piece_cm: num('Height of the tallest piece in cm', 1, 60),
  },
  ['firing', 'pieces'],
);
export const bookStudioTime = tool(
  'book_studio_time',
  'Books open studio time for members.',
  {
    date: date('Day'),
    start: hhmm('Start time'),
    hours: int('Hours', 1, 8),
    wheel: bool('Needs a wheel'),
  },
  ['date', 'start', 'hours'],
);
export const POTTERY = [bookPotteryClass, bookKilnFiring, bookStudioTime];

// Tailoring and alterations
const GARMENTS = ['suit', 'wedding_dress', 'bridesmaid_dress', 'trousers', 'jeans', 'skirt', 'shirt', 'coat'];
export const bookFitting = tool(
  'book_fitting',
  'Books a fitting appointment.',
  {
    garment: oneOf('Garment', GARMENTS),
    date: date('Day'),
    time: hhmm('Time'),
    purpose: oneOf('Kind of appointment', ['measurement', 'first_fitting', 'final_fitting', 'collection']),
  },
  ['garment', 'date'],
);
export const requestAlteration = tool(
  'request_alteration',
  'Requests an alteration or repair.',
  {
    garment: oneOf('Garment', GARMENTS),
    alteration: oneOf('Alteration', ['take_in', 'let_out', 'shorten', 'lengthen', 'taper', 'replace_zip', 'repair_tear']),
    amount_cm: num('By how much, in cm', 0.5, 30),
    express: bool('Express service (48 hours, extra charge)'),
    notes: str('Notes for the tailor'),
  },
  ['garment', 'alteration'],
);
export const checkAlterationStatus = tool(
  'check_alteration_status',
  'Tells whether an alteration is ready.',
  {
    ticket: pattern('^A-\\d{4}$', 'Ticket number, A- and four digits'),
  },
  ['ticket'],
);
export const TAILOR = [bookFitting, requestAlteration, checkAlterationStatus];

// Swimming lessons
export const findSwimClasses = tool(
  'find_swim_classes',
  'Finds swimming classes with spaces.',
  {
    swimmer_age: int('Age of the swimmer in years', 0, 90),
    stage: oneOf('Stage', ['parent_and_baby', 'stage_1', 'stage_2', 'stage_3', 'stage_4', 'stage_5', 'adult_beginner', 'adult_improver']),
    day: oneOf('Day of the week', WEEKDAYS),
    pool: oneOf('Pool', ['leisure_centre', 'college_pool']),
  },
  ['swimmer_age'],
);
export const enrolSwimmer = tool(
  'enrol_swimmer',
  'Enrols a swimmer in a class.',
  {
    swimmer_name: str('Name of the swimmer'),
    class_id: pattern('^SW\\d{3}$', 'Class code, SW and three digits'),
    start_date: date('First lesson'),
  },
  ['swimmer_name', 'class_id'],
);
export const reportMissedSwim = tool(
  'report_missed_swim',
  'Tells the swim school a swimmer will miss (or missed) a lesson.',
  {
    swimmer_name: str('Name of the swimmer'),
    date: date('Day of the lesson'),
    request_makeup: bool('Asks for a make-up lesson'),
  },
  ['swimmer_name', 'date'],
);
export const bookPrivateSwim = tool(
  'book_private_swim',
  'Books a one-to-one lesson.',
  {
    start: dateTime('Start'),
    swimmer_name: str('Name of the swimmer'),
    length_minutes: intEnum('Length', [15, 30]),
  },
  ['start'],
);
export const SWIMMING = [findSwimClasses, enrolSwimmer, reportMissedSwim, bookPrivateSwim];

// Tennis court booking
export const checkCourts = tool(
  'check_courts',
  'Lists free courts on a day.',
  {
    date: date('Day'),
    surface: oneOf('Surface', ['hard', 'clay', 'grass', 'indoor']),
    from_time: hhmm('From this time'),
  },
  ['date'],
);
export const bookCourt = tool(
  'book_court',
  'Books a court.',
  {
    start: dateTime('Start'),
    duration_minutes: intEnum('Length', [30, 60, 90, 120]),
    court: int('Court number', 1, 8),
    floodlights: bool('Floodlights on (after dusk)'),
    guests: int('Non-member guests', 0, 3),
  },
  ['start', 'duration_minutes'],
);
export const findHittingPartner = tool(
  'find_hitting_partner',
  'Posts a request for someone to play with.',
  {
    level: oneOf('Standard of play', ['beginner', 'intermediate', 'advanced', 'club']),
    format: oneOf('Format', ['singles', 'doubles']),
    date: date('Day'),
  },
  ['level'],
);
export const bookCoaching = tool(
  'book_coaching',
  'Books a coaching session.',
  {
    start: dateTime('Start'),
    coach: str('Coach'),
    players: int('Players in the session', 1, 4),
  },
  ['start'],
);
export const TENNIS = [checkCourts, bookCourt, findHittingPartner, bookCoaching];

// Water utility account
export const submitMeterReading = tool(
  'submit_meter_reading',
  "Submits a water meter reading for the signed-in customer's account.",
  {
    reading: int('Cubic metres shown on the meter (black digits only)', 0, 99999),
    reading_date: date('Day the meter was read'),
  },
  ['reading'],
);
export const reportWaterLeak = tool(
  'report_water_leak',
  'Reports a leak.',
  {
    location: str('Where the leak is: street, landmark or address'),
    severity: oneOf('How bad', ['dripping', 'steady_flow', 'burst', 'flooding']),
    location_type: oneOf('Where it is', ['street', 'pavement', 'garden', 'inside_property', 'meter']),
    postcode: postcode('Postcode nearest the leak'),
  },
  ['location', 'severity'],
);
export const changePaymentPlan = tool(
  'change_payment_plan',
  'Changes how often and how the bill is paid.',
  {
    frequency: oneOf('How often', ['monthly', 'fortnightly', 'quarterly', 'half_yearly']),
    method: oneOf('How', ['direct_debit', 'card', 'payment_card']),
    payment_day: int('Day of the month for payments', 1, 28),
  },
  ['frequency'],
);
export const checkSupplyInterruption = tool(
  'check_supply_interruption',
  'Tells whether there is planned work or a burst main affecting an area.',
  {
    postcode: postcode('Postcode'),
  },
  ['postcode'],
);
export const WATER = [submitMeterReading, reportWaterLeak, changePaymentPlan, checkSupplyInterruption];

// Zoo
const ZOO_ANIMALS = ['red_panda', 'penguin', 'giraffe', 'snow_leopard', 'meerkat', 'tortoise', 'lion'];
export const buyZooTickets = tool(
  'buy_zoo_tickets',
  'Buys day tickets (online prices are 10% lower than at the gate).',
  {
    visit_date: date('Day of the visit'),
    adults: int('Adults', 0, 10),
    children: int('Children aged 3-15 (under 3 free)', 0, 10),
    concessions: int('Seniors and students', 0, 10),
    gift_aid: bool('Add Gift Aid'),
  },
  ['visit_date'],
);
export const buyZooMembership = tool(
  'buy_zoo_membership',
  'Buys an annual membership.',
  {
    membership: oneOf('Kind of membership', ['individual', 'joint', 'family', 'senior', 'student']),
    start_date: date('First day of the membership'),
    member_name: str('Lead member'),
  },
  ['membership'],
);
export const adoptAnimal = tool(
  'adopt_animal',
  'Symbolically adopts an animal, often as a gift.',
  {
    animal: oneOf('Animal', ZOO_ANIMALS),
    package: oneOf('Adoption pack', ['bronze', 'silver', 'gold']),
    gift_recipient: str('Name on the certificate if it is a gift'),
  },
  ['animal'],
);
export const listKeeperTalks = tool(
  'list_keeper_talks',
  'Lists keeper talks and feeding times.',
  {
    date: date('Day'),
    animal: oneOf('Animal', ZOO_ANIMALS),
  },
  [],
);
export const ZOO = [buyZooTickets, buyZooMembership, adoptAnimal, listKeeperTalks];

// Bowling alley
export const bookLanes = tool(
  'book_lanes',
  'Books bowling lanes.',
  {
    start: dateTime('Start'),
    players: int('Players', 1, 36),
    lanes: int('Lanes', 1, 6),
    games: int('Games each', 1, 3),
    bumpers: bool('Bumpers up for children'),
  },
  ['start', 'players'],
);
export const bookBowlingParty = tool(
  'book_bowling_party',
  "Books a children's bowling party.",
  {
    date: date('Day'),
    children: int('Children', 6, 30),
    package: oneOf('Party package', ['bowl_and_burger', 'bowl_and_pizza', 'bowl_only']),
    birthday_child: str('Name of the birthday child'),
  },
  ['date', 'children', 'package'],
);
export const getLeagueTable = tool(
  'get_league_table',
  'Shows the standings of a league.',
  {
    league: oneOf('League', ['monday_mixed', 'wednesday_seniors', 'friday_social']),
    week: int('Week of the season', 1, 30),
  },
  ['league'],
);
export const BOWLING = [bookLanes, bookBowlingParty, getLeagueTable];

// Beekeeping association
export const reportSwarm = tool(
  'report_swarm',
  'Reports a honey bee swarm so a volunteer collects it.',
  {
    location: str('Where the swarm is'),
    height: oneOf('How high up', ['ground', 'head_height', 'above_head', 'in_building']),
    seen_at: dateTime('When it was seen'),
    contact_phone: str('Phone number of the person reporting'),
  },
  ['location'],
);
export const bookBeeCourse = tool(
  'book_bee_course',
  'Books places on an association course.',
  {
    course: oneOf('Course', ['beginners', 'queen_rearing', 'disease_recognition', 'honey_show_prep']),
    date: date('Day of the course'),
    places: int('Places', 1, 4),
  },
  ['course'],
);
export const hireBeeEquipment = tool(
  'hire_bee_equipment',
  'Borrows association equipment.',
  {
    equipment: oneOf('Equipment', ['extractor', 'uncapping_tray', 'wax_melter', 'refractometer']),
    from: date('Collection day'),
    days: int('Days', 1, 7),
  },
  ['equipment', 'from'],
);
export const logHiveInspection = tool(
  'log_hive_inspection',
  'Records a hive inspection in the apiary log.',
  {
    hive: pattern('^H\\d{2}$', 'Hive number, H and two digits'),
    date: date('Day of the inspection'),
    queen_seen: bool('The queen was seen'),
    varroa_count: int('Mites counted on the board', 0, 500),
    temper: oneOf('Temper of the colony', ['calm', 'nervous', 'aggressive']),
    notes: str('Notes'),
  },
  ['hive', 'date'],
);
export const BEES = [reportSwarm, bookBeeCourse, hireBeeEquipment, logHiveInspection];

// Print shop
export const getPrintQuote = tool(
  'get_print_quote',
  'Quotes a print job.',
  {
    product: oneOf('Product', ['business_cards', 'flyers', 'posters', 'banners', 'booklets', 'stickers']),
    quantity: int('Quantity', 1, 10000),
    size: oneOf('Size', ['A6', 'A5', 'A4', 'A3', 'A2', 'A1', '85x55mm']),
    double_sided: bool('Printed on both sides'),
    paper: oneOf('Paper finish', ['matt', 'gloss', 'silk', 'recycled']),
  },
  ['product', 'quantity'],
);
export const placePrintOrder = tool(
  'place_print_order',
  'Turns a quote into an order.',
  {
    quote_ref: pattern('^Q\\d{6}$', 'Quote reference, Q and six digits'),
    delivery: oneOf('Delivery', ['collect', 'standard', 'next_day']),
    needed_by: date('Day it is needed by'),
  },
  ['quote_ref'],
);
export const requestProofChange = tool(
  'request_proof_change',
  'Asks for a change to the proof of an order before it is printed.',
  {
    order_number: pattern('^PR\\d{5}$', 'Order number, PR and five digits'),
    change: str('What to change'),
  },
  ['order_number', 'change'],
);
export const PRINT_SHOP = [getPrintQuote, placePrintOrder, requestProofChange];

// Vineyard tours
export const bookVineyardTour = tool(
  'book_vineyard_tour',
  'Books a tour of the vineyard and winery.',
  {
    tour: oneOf('Tour', ['classic', 'premium_tasting', 'harvest_experience', 'cellar_and_lunch']),
    date: date('Day'),
    time: hhmm('Start time'),
    guests: int('Guests', 1, 12),
    designated_drivers: int('Guests not drinking (they pay less)', 0, 12),
  },
  ['tour', 'date', 'guests'],
);
export const orderWine = tool(
  'order_wine',
  'Orders bottles for delivery.',
  {
    wine: oneOf('Wine', ['bacchus', 'pinot_noir', 'rose', 'sparkling_brut', 'ortega']),
    bottles: int('Bottles', 1, 36),
    delivery_postcode: postcode('Delivery postcode'),
    gift_message: str('Gift message'),
  },
  ['wine', 'bottles'],
);
export const joinWineClub = tool(
  'join_wine_club',
  'Joins the wine club.',
  {
    tier: oneOf('Case size', ['three_bottle', 'six_bottle', 'twelve_bottle']),
    frequency: oneOf('How often a case is sent', ['monthly', 'quarterly']),
    email: email('Email'),
  },
  ['tier'],
);
export const cancelTourBooking = tool(
  'cancel_tour_booking',
  'Cancels a tour booking.',
  {
    booking_ref: pattern('^VY\\d{4}$', 'Booking reference, VY and four digits'),
  },
  ['booking_ref'],
);
export const VINEYARD = [bookVineyardTour, orderWine, joinWineClub, cancelTourBooking];
