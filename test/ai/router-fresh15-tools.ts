import { bool, date, dateTime, hhmm, int, listOf, num, oneOf, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the sixteenth fresh table (fresh 15), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, nested objects, optional
 * properties), each set one app's tools, from domains no earlier fresh table used.
 */

// Hotel front desk
export const checkRoomAvailability = tool(
  'check_room_availability',
  'Checks which rooms are free at the hotel for a stay.',
  {
    check_in: date('Arrival date'),
    check_out: date('Departure date'),
    guests: int('Number of guests', 1, 8),
    room_type: oneOf('Preferred room type', ['single', 'double', 'twin', 'suite', 'family']),
  },
  ['check_in', 'check_out', 'guests'],
);
export const requestHousekeeping = tool(
  'request_housekeeping',
  'Sends housekeeping to a guest room.',
  {
    room_number: { type: 'string', pattern: '^\\d{3,4}$', description: 'Room number' },
    service: oneOf('What is needed', ['cleaning', 'towels', 'turndown', 'minibar_restock']),
    time: hhmm('Preferred time, 24h HH:MM'),
  },
  ['room_number', 'service'],
);
export const bookWakeUpCall = tool(
  'book_wake_up_call',
  'Schedules a wake-up call to a guest room.',
  {
    room_number: { type: 'string', pattern: '^\\d{3,4}$', description: 'Room number' },
    time: hhmm('Time of the call, 24h HH:MM'),
    repeat_daily: bool('Repeat every morning until checkout'),
  },
  ['room_number', 'time'],
);
export const extendStay = tool(
  'extend_stay',
  'Extends a hotel reservation to a later check-out date.',
  {
    reservation_id: { type: 'string', pattern: '^HT\\d{6}$', description: 'Reservation id, e.g. HT123456' },
    new_check_out: date('New departure date'),
  },
  ['reservation_id', 'new_check_out'],
);
export const HOTEL = [checkRoomAvailability, requestHousekeeping, bookWakeUpCall, extendStay];

// Restaurant
export const reserveTable = tool(
  'reserve_table',
  'Reserves a table at the restaurant.',
  {
    party_size: int('Number of diners', 1, 20),
    date_time: dateTime('When the party arrives'),
    name: str('Name for the reservation'),
    seating: oneOf('Seating area', ['indoor', 'terrace', 'bar', 'private_room']),
    occasion: str('Special occasion, if any'),
  },
  ['party_size', 'date_time', 'name'],
);
export const cancelTableReservation = tool(
  'cancel_table_reservation',
  'Cancels a table reservation by its code.',
  { reservation_code: { type: 'string', pattern: '^R-[A-Z0-9]{6}$', description: 'Code like R-7K2P9Q' } },
  ['reservation_code'],
);
export const searchMenu = tool(
  'search_menu',
  'Searches the restaurant menu for dishes.',
  {
    query: str('Dish or ingredient to look for'),
    dietary: listOf('Dietary needs the dish must meet', ['vegetarian', 'vegan', 'gluten_free', 'nut_free', 'halal']),
    max_price: num('Highest price in euros', 0),
  },
  ['query'],
);
export const orderTakeaway = tool(
  'order_takeaway',
  'Places a takeaway order for pickup.',
  {
    items: {
      type: 'array',
      description: 'Dishes ordered',
      items: {
        type: 'object',
        properties: { dish: str('Dish name as on the menu'), quantity: int('How many', 1, 20) },
        required: ['dish', 'quantity'],
      },
    },
    pickup_time: dateTime('When the order will be picked up'),
  },
  ['items'],
);
export const RESTAURANT = [reserveTable, cancelTableReservation, searchMenu, orderTakeaway];

// Gym
export const bookFitnessClass = tool(
  'book_fitness_class',
  'Books a spot in a group class at the gym.',
  {
    class_type: oneOf('Kind of class', ['yoga', 'spin', 'pilates', 'hiit', 'boxing', 'zumba']),
    date: date('Day of the class'),
    time: hhmm('Start time, 24h HH:MM'),
  },
  ['class_type', 'date'],
);
export const logWorkout = tool(
  'log_workout',
  'Logs a finished workout in the member diary.',
  {
    activity: oneOf('Activity', ['run', 'cycle', 'swim', 'row', 'strength', 'walk']),
    duration_minutes: int('Duration in minutes', 1, 600),
    distance_km: num('Distance in kilometres', 0),
    calories: int('Calories burned', 0),
  },
  ['activity', 'duration_minutes'],
);
export const freezeMembership = tool(
  'freeze_membership',
  'Pauses a gym membership for some weeks.',
  {
    member_id: { type: 'string', pattern: '^GM-\\d{4}$', description: 'Member id, e.g. GM-0042' },
    start_date: date('First day of the freeze'),
    weeks: int('Length of the freeze in weeks', 1, 12),
  },
  ['member_id', 'start_date', 'weeks'],
);
export const findPersonalTrainer = tool(
  'find_personal_trainer',
  'Finds a personal trainer by specialty.',
  {
    specialty: oneOf('Training focus', ['weight_loss', 'strength', 'rehab', 'marathon', 'flexibility']),
    gender: oneOf('Preferred trainer gender', ['female', 'male', 'any']),
  },
  ['specialty'],
);
export const GYM = [bookFitnessClass, logWorkout, freezeMembership, findPersonalTrainer];

// Podcast app
export const searchPodcasts = tool(
  'search_podcasts',
  'Searches the podcast directory.',
  {
    query: str('Topic, title or host'),
    language: oneOf('Language of the show', ['en', 'es', 'fr', 'de', 'pt']),
    max_results: int('How many results', 1, 50),
  },
  ['query'],
);
export const subscribePodcast = tool(
  'subscribe_podcast',
  'Subscribes to a podcast.',
  { podcast_name: str('Title of the podcast'), notify_new_episodes: bool('Push a notification for new episodes') },
  ['podcast_name'],
);
export const playEpisode = tool(
  'play_episode',
  'Plays an episode of a podcast (the latest when no number is given).',
  {
    podcast_name: str('Title of the podcast'),
    episode_number: int('Episode number', 1),
    speed: num('Playback speed', 0.5, 3),
  },
  ['podcast_name'],
);
export const setSleepTimer = tool(
  'set_sleep_timer',
  'Stops playback after some minutes.',
  { minutes: int('Minutes until playback stops', 1, 180) },
  ['minutes'],
);
export const PODCASTS = [searchPodcasts, subscribePodcast, playEpisode, setSleepTimer];

// Smart home
export const setThermostat = tool(
  'set_thermostat',
  'Sets the target temperature of a room.',
  {
    room: oneOf('Room', ['living_room', 'bedroom', 'kitchen', 'office', 'bathroom']),
    temperature_c: num('Target temperature in °C', 10, 30),
    mode: oneOf('HVAC mode', ['heat', 'cool', 'auto', 'off']),
  },
  ['room', 'temperature_c'],
);
export const controlLights = tool(
  'control_lights',
  'Turns the lights of a room on or off, optionally dimming them.',
  {
    room: str('Room name'),
    on: bool('true to switch on, false to switch off'),
    brightness: int('Brightness percent', 0, 100),
  },
  ['room', 'on'],
);
export const lockDoor = tool(
  'lock_door',
  'Locks or unlocks a smart lock.',
  { door: oneOf('Which door', ['front', 'back', 'garage']), locked: bool('true to lock, false to unlock') },
  ['door', 'locked'],
);
export const scheduleScene = tool(
  'schedule_scene',
  'Runs a saved scene at a time of day, on some weekdays.',
  {
    scene_name: str('Name of the saved scene'),
    time: hhmm('Time of day, 24h HH:MM'),
    days: listOf('Weekdays to run on (every day when omitted)', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
  },
  ['scene_name', 'time'],
);
export const SMART_HOME = [setThermostat, controlLights, lockDoor, scheduleScene];

// Music school
export const bookMusicLesson = tool(
  'book_music_lesson',
  'Books a one-to-one music lesson.',
  {
    instrument: oneOf('Instrument', ['piano', 'guitar', 'violin', 'drums', 'voice', 'cello']),
    student_name: str('Name of the student'),
    date: date('Day of the lesson'),
    duration_minutes: { type: 'integer', enum: [30, 45, 60], description: 'Length of the lesson' },
  },
  ['instrument', 'student_name', 'date'],
);
export const rentInstrument = tool(
  'rent_instrument',
  'Rents an instrument from the school for some months.',
  {
    instrument: str('Instrument to rent'),
    months: int('Rental length in months', 1, 24),
    size: oneOf('Size, for string instruments', ['full', 'three_quarter', 'half', 'quarter']),
  },
  ['instrument', 'months'],
);
export const registerForRecital = tool(
  'register_for_recital',
  'Registers a student to play at the end-of-term recital.',
  { student_name: str('Name of the student'), piece_title: str('Title of the piece'), composer: str('Composer of the piece') },
  ['student_name', 'piece_title'],
);
export const MUSIC_SCHOOL = [bookMusicLesson, rentInstrument, registerForRecital];

// Bike sharing
export const findBikes = tool(
  'find_bikes',
  'Finds available shared bikes near a place.',
  {
    location: str('Street, landmark or station'),
    electric: bool('Only e-bikes'),
    radius_m: int('Search radius in metres', 100, 5000),
  },
  ['location'],
);
export const unlockBike = tool(
  'unlock_bike',
  'Unlocks a shared bike to start a ride.',
  { bike_id: { type: 'string', pattern: '^B\\d{5}$', description: 'Bike id printed on the frame, e.g. B01234' } },
  ['bike_id'],
);
export const endRide = tool(
  'end_ride',
  'Ends the current ride and locks the bike.',
  { bike_id: { type: 'string', pattern: '^B\\d{5}$' }, dock_station: str('Station the bike was returned to') },
  ['bike_id'],
);
export const buyBikePass = tool(
  'buy_bike_pass',
  'Buys a bike-share pass.',
  { pass_type: oneOf('Pass', ['day', 'week', 'month', 'annual']), start_date: date('First day the pass is valid') },
  ['pass_type'],
);
export const BIKE_SHARE = [findBikes, unlockBike, endRide, buyBikePass];

// Parking
export const findParking = tool(
  'find_parking',
  'Finds car parks near a destination.',
  {
    near: str('Destination'),
    arrival: dateTime('Arrival time'),
    hours: num('Planned stay in hours', 0.5, 72),
    covered: bool('Only covered or underground car parks'),
  },
  ['near'],
);
export const payParking = tool(
  'pay_parking',
  'Pays for street parking in a zone.',
  {
    zone_code: { type: 'string', pattern: '^\\d{4}$', description: 'Four-digit zone code on the sign' },
    plate: str('Licence plate'),
    minutes: int('Minutes to pay for', 15, 720),
  },
  ['zone_code', 'plate', 'minutes'],
);
export const extendParking = tool(
  'extend_parking',
  'Adds time to the running parking session.',
  { extra_minutes: int('Minutes to add', 15, 240) },
  ['extra_minutes'],
);
export const PARKING = [findParking, payParking, extendParking];

// Dentist
export const bookDentalAppointment = tool(
  'book_dental_appointment',
  'Books a dental appointment.',
  {
    patient_name: str('Full name of the patient'),
    treatment: oneOf('Treatment', ['checkup', 'cleaning', 'filling', 'whitening', 'extraction', 'emergency']),
    date: date('Day of the appointment'),
    time: hhmm('Start time, 24h HH:MM'),
  },
  ['patient_name', 'treatment', 'date'],
);
export const rescheduleDentalAppointment = tool(
  'reschedule_dental_appointment',
  'Moves a dental appointment to another day.',
  {
    appointment_id: { type: 'string', pattern: '^D\\d{4}$', description: 'Appointment id, e.g. D1234' },
    new_date: date('New day'),
    new_time: hhmm('New start time, 24h HH:MM'),
  },
  ['appointment_id', 'new_date'],
);
export const getTreatmentCost = tool(
  'get_treatment_cost',
  'Gives the price list entry of a dental treatment.',
  { treatment: oneOf('Treatment', ['checkup', 'cleaning', 'filling', 'whitening', 'extraction', 'crown', 'root_canal']) },
  ['treatment'],
);
export const DENTIST = [bookDentalAppointment, rescheduleDentalAppointment, getTreatmentCost];

// Laundry service
export const scheduleLaundryPickup = tool(
  'schedule_laundry_pickup',
  'Schedules a laundry pickup at an address.',
  {
    address: str('Pickup address'),
    pickup_date: date('Day of pickup'),
    time_window: oneOf('Time window', ['morning', 'afternoon', 'evening']),
    services: listOf('Services wanted', ['wash_fold', 'dry_clean', 'ironing', 'duvet']),
  },
  ['address', 'pickup_date', 'time_window'],
);
export const trackLaundryOrder = tool(
  'track_laundry_order',
  'Shows the status of a laundry order.',
  { order_number: { type: 'string', pattern: '^LN\\d{5}$', description: 'Order number, e.g. LN12345' } },
  ['order_number'],
);
export const setLaundryPreferences = tool(
  'set_laundry_preferences',
  'Saves how the customer wants their laundry done.',
  {
    detergent: oneOf('Detergent', ['regular', 'hypoallergenic', 'scent_free']),
    fold_style: oneOf('How clothes come back', ['folded', 'hung']),
    starch: bool('Starch shirts'),
  },
  [],
);
export const LAUNDRY = [scheduleLaundryPickup, trackLaundryOrder, setLaundryPreferences];

// Event venue
export const checkVenueAvailability = tool(
  'check_venue_availability',
  'Checks whether the venue is free on a date for a number of guests.',
  {
    date: date('Event date'),
    guests: int('Expected guests', 10, 1000),
    hall: oneOf('Hall', ['grand_hall', 'garden', 'rooftop', 'library_room']),
  },
  ['date', 'guests'],
);
export const requestVenueQuote = tool(
  'request_venue_quote',
  'Requests a price quote for an event at the venue.',
  {
    event_type: oneOf('Event type', ['wedding', 'conference', 'birthday', 'corporate_dinner', 'concert']),
    date: date('Event date'),
    guests: int('Expected guests', 10, 1000),
    catering: bool('Include catering'),
    contact_email: { type: 'string', format: 'email', description: 'Where to send the quote' },
  },
  ['event_type', 'date', 'guests', 'contact_email'],
);
export const addAvEquipment = tool(
  'add_av_equipment',
  'Adds audio-visual equipment to a venue booking.',
  {
    booking_id: { type: 'string', pattern: '^EV-\\d{4}$', description: 'Booking id, e.g. EV-2041' },
    items: listOf('Equipment', ['projector', 'microphone', 'speakers', 'stage_lights', 'screen']),
  },
  ['booking_id', 'items'],
);
export const VENUE = [checkVenueAvailability, requestVenueQuote, addAvEquipment];

// Translation agency
const languageCode = (description: string) => oneOf(description, ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh', 'ar']);
export const requestTranslation = tool(
  'request_translation',
  'Orders a written translation of a document.',
  {
    source_language: languageCode('Language of the document'),
    target_language: languageCode('Language to translate into'),
    word_count: int('Words in the document', 1),
    document_type: oneOf('Kind of document', ['legal', 'medical', 'marketing', 'technical', 'general']),
    certified: bool('Certified (sworn) translation'),
  },
  ['source_language', 'target_language', 'word_count'],
);
export const bookInterpreter = tool(
  'book_interpreter',
  'Books an interpreter for a day.',
  {
    language: languageCode('Language to interpret (to and from English)'),
    date: date('Day'),
    hours: num('Hours needed', 1, 12),
    mode: oneOf('How the interpreter attends', ['in_person', 'video', 'phone']),
  },
  ['language', 'date', 'hours'],
);
export const getTranslationStatus = tool(
  'get_translation_status',
  'Shows the progress of a translation job.',
  { job_id: { type: 'string', pattern: '^TR-\\d{6}$', description: 'Job id, e.g. TR-004512' } },
  ['job_id'],
);
export const TRANSLATION = [requestTranslation, bookInterpreter, getTranslationStatus];

// Museum
export const buyMuseumTickets = tool(
  'buy_museum_tickets',
  'Buys timed-entry museum tickets.',
  {
    visit_date: date('Day of the visit'),
    adults: int('Adult tickets', 0, 10),
    children: int('Child tickets (under 12)', 0, 10),
    seniors: int('Senior tickets (65+)', 0, 10),
    audio_guide: bool('Add an audio guide'),
  },
  ['visit_date', 'adults'],
);
export const getExhibitionInfo = tool(
  'get_exhibition_info',
  'Gives the dates, rooms and description of an exhibition.',
  { exhibition_name: str('Title of the exhibition') },
  ['exhibition_name'],
);
export const bookGuidedTour = tool(
  'book_guided_tour',
  'Books a guided tour of the museum for a group.',
  {
    date: date('Day of the tour'),
    time: hhmm('Start time, 24h HH:MM'),
    group_size: int('People in the group', 1, 30),
    language: oneOf('Language of the tour', ['english', 'spanish', 'french', 'german', 'japanese']),
  },
  ['date', 'time', 'group_size'],
);
export const MUSEUM = [buyMuseumTickets, getExhibitionInfo, bookGuidedTour];

// Charity
export const makeDonation = tool(
  'make_donation',
  'Makes a donation to a cause.',
  {
    cause: oneOf('Cause', ['education', 'hunger', 'disaster_relief', 'animal_welfare', 'environment', 'health']),
    amount: num('Amount', 1),
    currency: oneOf('Currency', ['USD', 'EUR', 'GBP']),
    frequency: oneOf('How often', ['once', 'monthly', 'yearly']),
    anonymous: bool('Hide the donor name'),
  },
  ['cause', 'amount'],
);
export const getDonationReceipt = tool(
  'get_donation_receipt',
  'Gets the tax receipt of a year of donations.',
  { year: int('Tax year', 2000, 2030), format: oneOf('File format', ['pdf', 'csv']) },
  ['year'],
);
export const findVolunteering = tool(
  'find_volunteering',
  'Finds volunteering opportunities in a city.',
  {
    city: str('City'),
    date: date('Day the volunteer is free'),
    skills: { type: 'array', items: { type: 'string' }, description: 'Skills the volunteer offers' },
  },
  ['city'],
);
export const CHARITY = [makeDonation, getDonationReceipt, findVolunteering];

// Courier
export const createShipment = tool(
  'create_shipment',
  'Creates a parcel shipment and its label.',
  {
    recipient_name: str('Name of the recipient'),
    recipient_address: str('Full delivery address'),
    weight_kg: num('Parcel weight in kg', 0.1, 30),
    service: oneOf('Service', ['standard', 'express', 'same_day']),
    signature_required: bool('Recipient must sign'),
  },
  ['recipient_name', 'recipient_address', 'weight_kg'],
);
export const trackParcel = tool(
  'track_parcel',
  'Tracks a parcel by its tracking number.',
  { tracking_number: { type: 'string', pattern: '^[A-Z]{2}\\d{9}[A-Z]{2}$', description: 'e.g. RR123456789GB' } },
  ['tracking_number'],
);
export const redirectParcel = tool(
  'redirect_parcel',
  'Changes where or when a parcel is delivered.',
  {
    tracking_number: { type: 'string', pattern: '^[A-Z]{2}\\d{9}[A-Z]{2}$' },
    new_address: str('New delivery address'),
    deliver_on: date('New delivery day'),
  },
  ['tracking_number'],
);
export const getShippingQuote = tool(
  'get_shipping_quote',
  'Quotes the price of sending a parcel between countries.',
  {
    from_country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO country code of origin' },
    to_country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO country code of destination' },
    weight_kg: num('Parcel weight in kg', 0.1, 30),
    dimensions: {
      type: 'object',
      description: 'Box size',
      properties: { length_cm: num('Length in cm', 1), width_cm: num('Width in cm', 1), height_cm: num('Height in cm', 1) },
      required: ['length_cm', 'width_cm', 'height_cm'],
    },
  },
  ['from_country', 'to_country', 'weight_kg'],
);
export const COURIER = [createShipment, trackParcel, redirectParcel, getShippingQuote];

// Coworking
export const bookDesk = tool(
  'book_desk',
  'Books a desk at the coworking space.',
  {
    date: date('First day'),
    desk_type: oneOf('Desk type', ['hot_desk', 'dedicated_desk', 'standing_desk', 'private_office']),
    days: int('Consecutive days', 1, 5),
  },
  ['date', 'desk_type'],
);
export const bookMeetingRoom = tool(
  'book_meeting_room',
  'Books a meeting room.',
  {
    start: dateTime('Start of the meeting'),
    duration_minutes: int('Length in minutes', 15, 480),
    attendees: int('Number of people', 1, 20),
    video_conferencing: bool('Room needs a video conferencing setup'),
  },
  ['start', 'duration_minutes', 'attendees'],
);
export const registerVisitor = tool(
  'register_visitor',
  'Registers a visitor at reception.',
  { visitor_name: str('Full name of the visitor'), arrival: dateTime('Expected arrival'), host_name: str('Member being visited') },
  ['visitor_name', 'arrival'],
);
export const COWORKING = [bookDesk, bookMeetingRoom, registerVisitor];

// Ski resort
export const buyLiftPass = tool(
  'buy_lift_pass',
  'Buys a ski lift pass.',
  {
    first_day: date('First day of skiing'),
    days: int('Number of days', 1, 14),
    age_group: oneOf('Age group', ['adult', 'child', 'senior']),
    zone: oneOf('Area covered', ['full_area', 'beginner']),
  },
  ['first_day', 'days', 'age_group'],
);
export const getSlopeConditions = tool(
  'get_slope_conditions',
  'Reports snow depth, open lifts and slope status.',
  { area: oneOf('Area of the resort (all when omitted)', ['north_face', 'south_valley', 'glacier']) },
  [],
);
export const rentSkiEquipment = tool(
  'rent_ski_equipment',
  'Rents ski or snowboard equipment.',
  {
    equipment: oneOf('What to rent', ['skis', 'snowboard', 'boots', 'helmet', 'full_set']),
    days: int('Rental days', 1, 14),
    height_cm: int('Skier height in cm', 80, 220),
    shoe_size_eu: num('EU shoe size', 20, 50),
  },
  ['equipment', 'days'],
);
export const bookSkiLesson = tool(
  'book_ski_lesson',
  'Books a ski lesson.',
  {
    level: oneOf('Skier level', ['beginner', 'intermediate', 'advanced']),
    date: date('Day of the lesson'),
    private: bool('Private lesson instead of group'),
    participants: int('Number of people', 1, 8),
  },
  ['level', 'date'],
);
export const SKI = [buyLiftPass, getSlopeConditions, rentSkiEquipment, bookSkiLesson];

// Boat rental
export const rentBoat = tool(
  'rent_boat',
  'Rents a boat for some hours.',
  {
    boat_type: oneOf('Boat', ['kayak', 'canoe', 'paddleboard', 'motorboat', 'sailboat']),
    date: date('Day of the rental'),
    hours: int('Hours', 1, 10),
    people: int('People on board', 1, 12),
    skipper: bool('Hire a skipper'),
  },
  ['boat_type', 'date', 'hours'],
);
export const getTideTimes = tool(
  'get_tide_times',
  'Gives high and low tide times at a harbour.',
  { harbour: str('Harbour name'), date: date('Day (today when omitted)') },
  ['harbour'],
);
export const bookMooring = tool(
  'book_mooring',
  'Books a mooring berth at the marina.',
  {
    boat_name: str('Name of the boat'),
    arrival: date('Arrival day'),
    nights: int('Nights', 1, 30),
    length_m: num('Boat length in metres', 3, 40),
  },
  ['boat_name', 'arrival', 'nights', 'length_m'],
);
export const BOATS = [rentBoat, getTideTimes, bookMooring];

// Wedding planner
export const addWeddingGuest = tool(
  'add_wedding_guest',
  'Adds a guest to the wedding guest list.',
  {
    name: str('Full name of the guest'),
    side: oneOf('Whose guest', ['bride', 'groom', 'both']),
    plus_one: bool('Guest may bring a plus-one'),
    meal: oneOf('Meal choice', ['meat', 'fish', 'vegetarian', 'vegan', 'kids']),
  },
  ['name'],
);
export const updateRsvp = tool(
  'update_rsvp',
  "Records a guest's RSVP.",
  {
    guest_name: str('Full name of the guest'),
    attending: bool('Whether they come'),
    party_count: int('People coming in their party', 0, 5),
  },
  ['guest_name', 'attending'],
);
export const setBudgetItem = tool(
  'set_budget_item',
  'Sets the budget of a wedding expense category.',
  {
    category: oneOf('Category', ['venue', 'catering', 'flowers', 'music', 'photography', 'attire', 'decor']),
    amount: num('Amount budgeted', 0),
    paid: bool('Already paid'),
  },
  ['category', 'amount'],
);
export const assignTable = tool(
  'assign_table',
  'Seats a guest at a reception table.',
  { guest_name: str('Full name of the guest'), table_number: int('Table number', 1, 50) },
  ['guest_name', 'table_number'],
);
export const WEDDING = [addWeddingGuest, updateRsvp, setBudgetItem, assignTable];

// Recycling and waste collection
export const scheduleBulkyPickup = tool(
  'schedule_bulky_pickup',
  'Schedules collection of bulky items from an address.',
  {
    address: str('Street address'),
    date: date('Collection day'),
    items: listOf('Items to collect', ['sofa', 'mattress', 'fridge', 'washing_machine', 'tv', 'furniture', 'electronics']),
    notes: str('Notes for the crew'),
  },
  ['address', 'date', 'items'],
);
export const getCollectionDay = tool(
  'get_collection_day',
  'Tells which weekday bins are collected at a postcode.',
  { postcode: str('Postcode'), bin: oneOf('Bin', ['recycling', 'compost', 'general', 'glass']) },
  ['postcode'],
);
export const reportMissedCollection = tool(
  'report_missed_collection',
  'Reports a bin that was not collected.',
  {
    address: str('Street address'),
    bin: oneOf('Bin', ['recycling', 'compost', 'general', 'glass']),
    date: date('Day it should have been collected'),
  },
  ['address', 'bin'],
);
export const findDropOffSite = tool(
  'find_drop_off_site',
  'Finds where to drop off special waste.',
  { material: oneOf('Material', ['batteries', 'paint', 'electronics', 'textiles', 'glass', 'oil']), near: str('Place to search near') },
  ['material'],
);
export const RECYCLING = [scheduleBulkyPickup, getCollectionDay, reportMissedCollection, findDropOffSite];
