import { bool, date, dateTime, hhmm, int, listOf, num, oneOf, pattern, str, tool } from './router-case-helpers.js';

/*
 * Tool sets of the eighteenth fresh table (fresh 17), written blind: declared the way real apps declare
 * them (enums, formats, patterns, bounded numbers, booleans, arrays, optional properties), each set one
 * app's tools, from domains picked to differ from what the earlier tables likely focused on.
 */

const strings = (description: string) => ({ type: 'array', items: { type: 'string' }, description });

// Veterinary clinic
export const bookVetAppointment = tool(
  'book_vet_appointment',
  'Books an appointment at the veterinary clinic for a pet.',
  {
    pet_name: str("The pet's name"),
    species: oneOf('What kind of animal the pet is', ['dog', 'cat', 'rabbit', 'bird', 'reptile', 'other']),
    reason: oneOf('Reason for the visit', ['checkup', 'vaccination', 'illness', 'injury', 'dental', 'neutering']),
    date: date('Day of the appointment'),
    time: hhmm('Preferred time, 24h HH:MM'),
  },
  ['pet_name', 'reason', 'date'],
);
export const orderPetMedication = tool(
  'order_pet_medication',
  'Orders a repeat of a medication the vet has prescribed for a pet.',
  {
    pet_name: str("The pet's name"),
    medication: str('Name of the medication'),
    packs: int('Number of packs', 1, 12),
    home_delivery: bool('Deliver to the home address instead of collecting at the clinic'),
  },
  ['pet_name', 'medication'],
);
export const getVaccinationRecord = tool(
  'get_vaccination_record',
  "Shows a pet's vaccination history and when the next boosters are due.",
  { pet_name: str("The pet's name") },
  ['pet_name'],
);
export const VET = [bookVetAppointment, orderPetMedication, getVaccinationRecord];

// Public library
export const searchCatalogue = tool(
  'search_catalogue',
  "Searches the library's catalogue by title, author or subject.",
  {
    query: str('Title, author or subject to search for'),
    format: oneOf('Format of the item', ['book', 'ebook', 'audiobook', 'dvd', 'magazine']),
    available_only: bool('Only show items that are on the shelf now'),
  },
  ['query'],
);
export const renewLoan = tool(
  'renew_loan',
  'Renews an item the member has on loan.',
  { title: str('Title of the borrowed item'), weeks: int('How many weeks to extend by', 1, 4) },
  ['title'],
);
export const placeHold = tool(
  'place_hold',
  'Reserves an item so it is kept for the member at a branch when it comes back.',
  {
    title: str('Title of the item'),
    pickup_branch: oneOf('Branch to collect from', ['central', 'northside', 'riverside', 'west_end']),
  },
  ['title', 'pickup_branch'],
);
export const payLibraryFine = tool(
  'pay_library_fine',
  "Pays off some or all of the member's overdue fines with the card on file.",
  { amount: num('Amount to pay, in pounds', 0.01) },
  ['amount'],
);
export const LIBRARY = [searchCatalogue, renewLoan, placeHold, payLibraryFine];

// Street parking
export const startParking = tool(
  'start_parking_session',
  'Starts paying for parking in a zone for a vehicle.',
  {
    zone: pattern('^\\d{4}$', 'Four-digit zone code shown on the parking sign'),
    plate: str('Vehicle registration plate'),
    duration_minutes: int('How long to park, in minutes', 15, 600),
  },
  ['zone', 'plate', 'duration_minutes'],
);
export const extendParking = tool(
  'extend_parking',
  'Adds time to the parking session that is running now.',
  { minutes: int('Minutes to add', 15, 240) },
  ['minutes'],
);
export const findParking = tool(
  'find_parking',
  'Finds car parks and parking bays near a place.',
  {
    near: str('Place, street or postcode to search around'),
    max_price_per_hour: num('Highest hourly price, in pounds', 0),
    ev_charging: bool('Only places with an electric-vehicle charger'),
  },
  ['near'],
);
export const PARKING = [startParking, extendParking, findParking];

// Gym
export const bookGymClass = tool(
  'book_gym_class',
  'Books a place in a group class at the gym.',
  {
    class_type: oneOf('Kind of class', ['yoga', 'spin', 'pilates', 'hiit', 'boxing', 'zumba']),
    date: date('Day of the class'),
    time: hhmm('Start time, 24h HH:MM'),
  },
  ['class_type', 'date'],
);
export const cancelGymBooking = tool(
  'cancel_gym_booking',
  'Cancels a class booking by its booking number.',
  { booking_id: str('Booking number, e.g. GB-1234') },
  ['booking_id'],
);
export const freezeMembership = tool(
  'freeze_membership',
  'Pauses the gym membership (and its payments) for some weeks.',
  {
    start_date: date('First day of the freeze'),
    weeks: int('Length of the freeze in weeks', 1, 12),
    reason: oneOf('Why the membership is frozen', ['injury', 'travel', 'pregnancy', 'financial', 'other']),
  },
  ['start_date', 'weeks'],
);
export const logWorkout = tool(
  'log_workout',
  'Records a workout in the training diary.',
  {
    activity: oneOf('Kind of workout', ['run', 'cycle', 'swim', 'row', 'weights', 'walk']),
    duration_minutes: int('Length of the workout in minutes', 1, 600),
    distance_km: num('Distance covered in kilometres', 0),
  },
  ['activity', 'duration_minutes'],
);
export const GYM = [bookGymClass, cancelGymBooking, freezeMembership, logWorkout];

// Pharmacy
export const requestRefill = tool(
  'request_refill',
  'Asks the pharmacy to refill a prescription.',
  {
    prescription_number: str('Prescription number printed on the label'),
    fulfilment: oneOf('How to get the refill', ['pickup', 'delivery']),
  },
  ['prescription_number'],
);
export const checkInteraction = tool(
  'check_drug_interaction',
  'Checks whether medicines taken together are known to interact.',
  { drugs: strings('Names of the medicines, at least two') },
  ['drugs'],
);
export const findPharmacy = tool(
  'find_pharmacy',
  'Finds pharmacies near a postcode.',
  { postcode: str('Postcode to search around'), open_now: bool('Only pharmacies open right now') },
  ['postcode'],
);
export const PHARMACY = [requestRefill, checkInteraction, findPharmacy];

// School (parents' app)
const weekday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
export const getTimetable = tool(
  'get_timetable',
  "Shows a class's lessons for a school day.",
  { class_group: str('Class or form group, e.g. 7B'), day: oneOf('School day', weekday) },
  ['class_group'],
);
export const reportAbsence = tool(
  'report_absence',
  'Tells the school that a pupil will be absent.',
  {
    student_name: str("The pupil's full name"),
    date: date('Day of the absence'),
    reason: oneOf('Reason', ['illness', 'medical_appointment', 'family', 'religious_observance', 'other']),
  },
  ['student_name', 'date'],
);
export const bookParentMeeting = tool(
  'book_parent_meeting',
  "Books a slot at parents' evening with a teacher.",
  { teacher: str("Teacher's name"), date: date('Day of the meeting'), time: hhmm('Slot start, 24h HH:MM') },
  ['teacher', 'date'],
);
export const SCHOOL = [getTimetable, reportAbsence, bookParentMeeting];

// Event ticketing
export const searchEvents = tool(
  'search_events',
  'Finds concerts, shows and matches in a city.',
  {
    city: str('City'),
    keyword: str('Artist, team, show or venue'),
    date_from: date('Earliest day'),
    date_to: date('Latest day'),
  },
  ['city'],
);
export const buyTickets = tool(
  'buy_tickets',
  'Buys tickets for an event by its event id.',
  {
    event_id: str('Event id, e.g. EV-20931'),
    quantity: int('Number of tickets', 1, 8),
    section: oneOf('Where to sit', ['standing', 'seated', 'vip']),
  },
  ['event_id', 'quantity'],
);
export const resellTicket = tool(
  'resell_ticket',
  'Lists tickets from an order for resale at a price per ticket.',
  { order_number: str('Order number'), price: num('Asking price per ticket', 0) },
  ['order_number', 'price'],
);
export const TICKETS = [searchEvents, buyTickets, resellTicket];

// Freight
export const trackShipment = tool(
  'track_shipment',
  'Shows where a freight shipment is and when it is expected.',
  { tracking_number: str('Tracking number') },
  ['tracking_number'],
);
export const freightQuote = tool(
  'request_freight_quote',
  'Prices a road freight shipment between two cities.',
  {
    origin_city: str('Where the goods are collected'),
    destination_city: str('Where the goods are delivered'),
    weight_kg: num('Total weight in kilograms', 1),
    pallets: int('Number of pallets', 1, 26),
    hazardous: bool('Whether the goods are dangerous goods'),
  },
  ['origin_city', 'destination_city', 'weight_kg'],
);
export const scheduleCollection = tool(
  'schedule_collection',
  'Books a lorry to collect goods from an address.',
  {
    address: str('Collection address'),
    date: date('Day of collection'),
    ready_time: hhmm('Time the goods are ready, 24h HH:MM'),
    pallets: int('Number of pallets', 1, 26),
  },
  ['address', 'date'],
);
export const FREIGHT = [trackShipment, freightQuote, scheduleCollection];

// Meal planning
export const findRecipes = tool(
  'find_recipes',
  'Finds recipes by dish or ingredient.',
  {
    query: str('Dish or ingredient'),
    diet: oneOf('Dietary requirement', ['vegetarian', 'vegan', 'gluten_free', 'dairy_free']),
    max_minutes: int('Most total cooking time in minutes', 5, 480),
  },
  ['query'],
);
export const addToMealPlan = tool(
  'add_to_meal_plan',
  'Puts a recipe into the weekly meal plan.',
  {
    recipe: str('Recipe name'),
    date: date('Day'),
    meal: oneOf('Which meal', ['breakfast', 'lunch', 'dinner']),
    servings: int('Number of servings', 1, 12),
  },
  ['recipe', 'date', 'meal'],
);
export const addToShoppingList = tool(
  'add_to_shopping_list',
  'Adds an item to the shopping list.',
  {
    item: str('What to buy'),
    quantity: num('How much', 0),
    unit: oneOf('Unit of the quantity', ['g', 'kg', 'ml', 'l', 'pcs']),
  },
  ['item'],
);
export const MEALS = [findRecipes, addToMealPlan, addToShoppingList];

// Dentist
export const bookDental = tool(
  'book_dental_appointment',
  'Books an appointment at the dental practice.',
  {
    treatment: oneOf('Treatment', ['checkup', 'hygienist_cleaning', 'filling', 'whitening', 'extraction', 'emergency']),
    date: date('Day of the appointment'),
    time: hhmm('Time, 24h HH:MM'),
    dentist: str('Preferred dentist'),
  },
  ['treatment', 'date'],
);
export const cancelDental = tool(
  'cancel_dental_appointment',
  'Cancels the dental appointment on a given day.',
  { date: date('Day of the appointment to cancel'), reason: str('Reason for cancelling') },
  ['date'],
);
export const DENTAL = [bookDental, cancelDental];

// Car rental
export const searchRentalCars = tool(
  'search_rental_cars',
  'Finds rental cars available at a pick-up location for some dates.',
  {
    pickup_location: str('City, airport or station'),
    pickup_date: date('Day of pick-up'),
    return_date: date('Day of return'),
    car_class: oneOf('Size of car', ['economy', 'compact', 'estate', 'suv', 'van', 'luxury']),
    automatic: bool('Automatic gearbox only'),
  },
  ['pickup_location', 'pickup_date', 'return_date'],
);
export const addDriver = tool(
  'add_additional_driver',
  'Adds a second driver to a rental booking.',
  {
    booking_reference: str('Rental booking reference'),
    driver_name: str("Driver's full name"),
    driver_age: int("Driver's age", 21, 80),
  },
  ['booking_reference', 'driver_name'],
);
export const reportRentalDamage = tool(
  'report_rental_damage',
  'Reports damage to a rental car.',
  { booking_reference: str('Rental booking reference'), description: str('What is damaged and how') },
  ['booking_reference', 'description'],
);
export const CAR_RENTAL = [searchRentalCars, addDriver, reportRentalDamage];

// Insurance
export const fileClaim = tool(
  'file_claim',
  'Starts an insurance claim on a policy.',
  {
    policy_number: str('Policy number'),
    claim_type: oneOf('Kind of claim', ['motor', 'home', 'travel', 'pet', 'gadget']),
    incident_date: date('Day the incident happened'),
    amount: num('Amount claimed, in pounds', 0),
  },
  ['policy_number', 'claim_type', 'incident_date'],
);
export const claimStatus = tool('get_claim_status', 'Shows where a claim has got to.', { claim_number: str('Claim number') }, [
  'claim_number',
]);
export const bookAssessor = tool(
  'book_assessor_visit',
  'Books a loss assessor to visit for a claim.',
  { claim_number: str('Claim number'), visit_at: dateTime('Start of the visit') },
  ['claim_number', 'visit_at'],
);
export const INSURANCE = [fileClaim, claimStatus, bookAssessor];

// Plant care
export const logWatering = tool(
  'log_watering',
  'Records that a plant was watered.',
  { plant: str('Plant name'), amount_ml: int('Water given, in millilitres', 10, 5000), date: date('Day watered') },
  ['plant'],
);
export const setCareReminder = tool(
  'set_care_reminder',
  'Sets a repeating reminder to look after a plant.',
  {
    plant: str('Plant name'),
    task: oneOf('What to do', ['water', 'fertilise', 'mist', 'repot', 'prune']),
    every_days: int('Repeat every this many days', 1, 365),
    time: hhmm('Time of the reminder, 24h HH:MM'),
  },
  ['plant', 'task', 'every_days'],
);
export const PLANTS = [logWatering, setCareReminder];

// Laundry pick-up
export const scheduleLaundry = tool(
  'schedule_laundry_pickup',
  'Books a driver to collect laundry.',
  {
    date: date('Day of collection'),
    window: oneOf('Collection window', ['morning', 'afternoon', 'evening']),
    service: oneOf('Service', ['wash_and_fold', 'dry_cleaning', 'ironing', 'duvet']),
    bags: int('Number of bags', 1, 10),
    express: bool('Return within 24 hours'),
  },
  ['date', 'service'],
);
export const reportLaundryIssue = tool(
  'report_laundry_issue',
  'Reports a problem with a laundry order.',
  {
    order_number: str('Order number'),
    issue: oneOf('Problem', ['missing_item', 'damaged', 'stain_not_removed', 'late', 'wrong_items']),
  },
  ['order_number', 'issue'],
);
export const LAUNDRY = [scheduleLaundry, reportLaundryIssue];

// IT helpdesk
export const createItTicket = tool(
  'create_it_ticket',
  'Opens a helpdesk ticket for an IT problem.',
  {
    summary: str('Short description of the problem'),
    category: oneOf('Area', ['hardware', 'software', 'network', 'access', 'email', 'printer']),
    priority: oneOf('Priority', ['low', 'medium', 'high', 'urgent']),
  },
  ['summary', 'category'],
);
export const resetPassword = tool(
  'reset_password',
  "Sends a password reset for one of the user's accounts.",
  { system: oneOf('Which account', ['email', 'vpn', 'hr_portal', 'laptop_login']), username: str('Username') },
  ['system'],
);
export const itTicketStatus = tool(
  'get_ticket_status',
  'Shows the status of a helpdesk ticket.',
  { ticket_id: pattern('^INC\\d{5}$', 'Ticket id, e.g. INC01234') },
  ['ticket_id'],
);
export const bookItCallback = tool(
  'book_it_callback',
  'Books a call from a technician.',
  { start: dateTime('When the technician should call'), phone: str('Number to call') },
  ['start'],
);
export const HELPDESK = [createItTicket, resetPassword, itTicketStatus, bookItCallback];

// Museum
export const bookMuseumTour = tool(
  'book_museum_tour',
  'Books a guided tour at the museum.',
  {
    tour: oneOf('Which tour', ['highlights', 'ancient_egypt', 'modern_art', 'dinosaurs', 'behind_the_scenes']),
    date: date('Day of the tour'),
    time: hhmm('Start time, 24h HH:MM'),
    adults: int('Number of adults', 1, 20),
    children: int('Number of children', 0, 20),
    language: oneOf('Language of the tour', ['english', 'french', 'german', 'spanish', 'mandarin']),
  },
  ['tour', 'date', 'adults'],
);
export const museumHours = tool('get_opening_hours', 'Shows when the museum is open on a day.', { date: date('Day') }, ['date']);
export const MUSEUM = [bookMuseumTour, museumHours];

// Podcasts
export const searchPodcasts = tool(
  'search_podcasts',
  'Searches podcasts by name or topic.',
  {
    query: str('Name or topic'),
    category: oneOf('Category', ['news', 'comedy', 'true_crime', 'history', 'science', 'business', 'sport']),
  },
  ['query'],
);
export const subscribePodcast = tool(
  'subscribe_podcast',
  'Follows a podcast so new episodes show up.',
  { podcast: str('Podcast name'), auto_download: bool('Download new episodes automatically') },
  ['podcast'],
);
export const setPlaybackSpeed = tool('set_playback_speed', 'Changes the playback speed.', { speed: num('Speed multiplier', 0.5, 3) }, [
  'speed',
]);
export const setSleepTimer = tool(
  'set_sleep_timer',
  'Stops playback after some minutes.',
  { minutes: int('Minutes until playback stops', 5, 120) },
  ['minutes'],
);
export const PODCASTS = [searchPodcasts, subscribePodcast, setPlaybackSpeed, setSleepTimer];

// Self-employed tax
export const addExpense = tool(
  'add_business_expense',
  'Records a business expense for the tax return.',
  {
    amount: num('Amount in pounds', 0.01),
    category: oneOf('Expense category', ['travel', 'home_office', 'equipment', 'training', 'phone', 'subscriptions']),
    date: date('Day of the expense'),
  },
  ['amount', 'category'],
);
export const estimateTax = tool(
  'estimate_tax',
  'Estimates the income tax due for a tax year.',
  {
    income: num('Taxable income in pounds', 0),
    tax_year: int('Year the tax year starts in, e.g. 2025 for 2025/26', 2020, 2030),
    student_loan: bool('Whether student loan repayments apply'),
  },
  ['income'],
);
export const TAX = [addExpense, estimateTax];

// Pet sitting
export const bookPetSitter = tool(
  'book_pet_sitter',
  'Books a sitter to look after pets at home while the owner is away.',
  {
    start_date: date('First day'),
    end_date: date('Last day'),
    pets: int('Number of pets', 1, 6),
    overnight: bool('Sitter stays overnight'),
  },
  ['start_date', 'end_date'],
);
export const bookDogWalk = tool(
  'book_dog_walk',
  'Books a walker for a dog.',
  {
    dog_name: str("Dog's name"),
    date: date('Day of the walk'),
    time: hhmm('Start time, 24h HH:MM'),
    duration_minutes: int('Length of the walk in minutes', 15, 120),
  },
  ['dog_name', 'date', 'time'],
);
export const PET_SITTING = [bookPetSitter, bookDogWalk];

// Wedding planning
export const addGuest = tool(
  'add_guest',
  'Adds a guest to the wedding guest list.',
  {
    name: str("Guest's full name"),
    rsvp: oneOf('Reply', ['yes', 'no', 'maybe', 'pending']),
    plus_one: bool('Guest may bring a partner'),
    dietary: listOf('Dietary needs', ['vegetarian', 'vegan', 'gluten_free', 'halal', 'kosher', 'nut_allergy']),
  },
  ['name'],
);
export const setBudgetItem = tool(
  'set_budget_item',
  'Sets the budget for one part of the wedding.',
  {
    category: oneOf('Budget line', ['venue', 'catering', 'photography', 'flowers', 'music', 'dress', 'rings', 'cake']),
    amount: num('Budget in pounds', 0),
  },
  ['category', 'amount'],
);
export const assignTable = tool(
  'assign_table',
  'Seats a guest at a table at the reception.',
  { guest_name: str("Guest's name"), table_number: int('Table number', 1, 40) },
  ['guest_name', 'table_number'],
);
export const WEDDING = [addGuest, setBudgetItem, assignTable];

// Fishing
export const buyFishingLicence = tool(
  'buy_fishing_licence',
  'Buys a rod fishing licence.',
  {
    duration: oneOf('Length of licence', ['1_day', '8_day', '12_month']),
    licence_type: oneOf('Kind of fishing', ['coarse_and_trout', 'salmon_and_sea_trout']),
    start_date: date('First day the licence is valid'),
    rods: int('Number of rods', 1, 3),
  },
  ['duration', 'licence_type', 'start_date'],
);
export const logCatch = tool(
  'log_catch',
  'Records a fish caught.',
  {
    species: str('Fish species'),
    weight_kg: num('Weight in kilograms', 0),
    length_cm: num('Length in centimetres', 0),
    released: bool('Fish was returned to the water'),
    water: str('River, lake or beach'),
  },
  ['species'],
);
export const FISHING = [buyFishingLicence, logCatch];

// Bike sharing
export const findBikes = tool(
  'find_bikes',
  'Finds docking stations with bikes near a place.',
  { near: str('Place or street'), electric_only: bool('Only e-bikes') },
  ['near'],
);
export const reserveBike = tool(
  'reserve_bike',
  'Holds a bike at a docking station for 10 minutes.',
  { station: str('Docking station name'), bike_type: oneOf('Kind of bike', ['classic', 'electric', 'cargo']) },
  ['station'],
);
export const reportBikeProblem = tool(
  'report_bike_problem',
  'Reports a fault with a shared bike.',
  {
    bike_number: pattern('^\\d{5}$', 'Five-digit number on the frame'),
    problems: listOf('What is wrong', ['flat_tyre', 'brakes', 'chain', 'lock', 'battery', 'lights', 'seat']),
  },
  ['bike_number', 'problems'],
);
export const BIKES = [findBikes, reserveBike, reportBikeProblem];
