import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  BIKES,
  CAR_RENTAL,
  DENTAL,
  FISHING,
  FREIGHT,
  GYM,
  HELPDESK,
  INSURANCE,
  LAUNDRY,
  LIBRARY,
  MEALS,
  MUSEUM,
  PARKING,
  PET_SITTING,
  PHARMACY,
  PLANTS,
  PODCASTS,
  SCHOOL,
  TAX,
  TICKETS,
  VET,
  WEDDING,
} from './router-fresh17-tools.js';

/*
 * The eighteenth fresh table (fresh 17), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day of an event already past, such as an
 * incident or a purchase, resolved backwards; date-times in UTC, a time with no day its next
 * occurrence), a text answer asking for a required value the request does not give, or any text
 * answer when no tool fits.
 */
export const FRESH17: Case[] = [
  // Veterinary clinic
  [
    VET,
    "can i book Biscuit in for her jabs on thursday? she's a cat",
    call('book_vet_appointment', { pet_name: 'Biscuit', species: 'cat', reason: 'vaccination', date: '2026-11-26' }),
  ],
  [
    VET,
    'My dog Rolo cut his paw on some glass, can the vet see him tomorrow at 9:15',
    call('book_vet_appointment', { pet_name: 'Rolo', species: 'dog', reason: 'injury', date: '2026-11-25', time: '09:15' }),
  ],
  [
    VET,
    'annual checkup for Pepper the rabbit on 3 december please, afternoon if poss',
    call('book_vet_appointment', { pet_name: 'Pepper', species: 'rabbit', reason: 'checkup', date: '2026-12-03' }),
  ],
  [VET, 'need to get Milo neutered, can you book it', needs('book_vet_appointment')],
  [
    VET,
    'Nala the cat needs her teeth looking at, book her in friday at 14:00',
    call('book_vet_appointment', { pet_name: 'Nala', species: 'cat', reason: 'dental', date: '2026-11-27', time: '14:00' }),
  ],
  [
    VET,
    "reorder Luna's flea treatment, 3 packs, deliver it to the house",
    call('order_pet_medication', { pet_name: 'Luna', medication: 'flea treatment', packs: 3, home_delivery: true }),
  ],
  [VET, 'could you order more Apoquel for Max', call('order_pet_medication', { pet_name: 'Max', medication: 'Apoquel' })],
  [
    VET,
    "two boxes of metacam for Bella please, i'll collect them",
    call('order_pet_medication', { pet_name: 'Bella', medication: 'metacam', packs: 2, home_delivery: false }),
  ],
  [VET, 'order a repeat prescription for my cat', needs('order_pet_medication')],
  [VET, 'when is Rolo due his next booster?', call('get_vaccination_record', { pet_name: 'Rolo' })],
  [VET, "show me Biscuit's vaccination history", call('get_vaccination_record', { pet_name: 'Biscuit' })],
  [VET, 'is chocolate actually dangerous for dogs or is that a myth', none],
  [VET, 'what are your opening times on sunday', none],

  // Public library
  [LIBRARY, 'do you have any audiobooks by Hilary Mantel', call('search_catalogue', { query: 'Hilary Mantel', format: 'audiobook' })],
  [LIBRARY, 'is Pachinko on the shelf right now?', call('search_catalogue', { query: 'Pachinko', available_only: true })],
  [LIBRARY, 'search for ebooks about sourdough baking', call('search_catalogue', { query: 'sourdough baking', format: 'ebook' })],
  [LIBRARY, 'graphic novels', call('search_catalogue', { query: 'graphic novels' }), only('search_catalogue')],
  [LIBRARY, 'renew wolf hall for another 2 weeks', call('renew_loan', { title: 'wolf hall', weeks: 2 })],
  [LIBRARY, 'pls renew Normal People', call('renew_loan', { title: 'Normal People' })],
  [LIBRARY, 'renew my library book', needs('renew_loan')],
  [
    LIBRARY,
    "reserve Lessons in Chemistry for me, I'll pick it up at riverside",
    call('place_hold', { title: 'Lessons in Chemistry', pickup_branch: 'riverside' }),
  ],
  [
    LIBRARY,
    'put the dvd of Paddington 2 on hold at the west end branch',
    call('place_hold', { title: 'Paddington 2', pickup_branch: 'west_end' }),
  ],
  [LIBRARY, 'can I put a hold on Tomorrow and Tomorrow and Tomorrow', needs('place_hold')],
  [LIBRARY, 'pay £3.40 off my fines', call('pay_library_fine', { amount: 3.4 })],
  [LIBRARY, 'i owe 12 pounds 50 in fines, pay the lot', call('pay_library_fine', { amount: 12.5 })],
  [LIBRARY, "what's the maximum number of books I can borrow at once", none],
  [LIBRARY, 'how late is the central branch open tonight', none],
  [LIBRARY, 'cancel my library card please, I am moving away', none],

  // Street parking
  [
    PARKING,
    'start parking in zone 4412 for 2 hours, reg AB12 CDE',
    call('start_parking_session', { zone: '4412', plate: 'AB12 CDE', duration_minutes: 120 }),
  ],
  [
    PARKING,
    'park me in 3051 for forty five minutes, car is KX19 LMN',
    call('start_parking_session', { zone: '3051', plate: 'KX19 LMN', duration_minutes: 45 }),
  ],
  [
    PARKING,
    'my plate is LR70 XYZ, zone 1203, till 1pm',
    call('start_parking_session', { zone: '1203', plate: 'LR70 XYZ', duration_minutes: 180 }),
  ],
  [PARKING, 'start a parking session in zone 7720 for 3 hours', needs('start_parking_session')],
  [PARKING, 'add another half hour', call('extend_parking', { minutes: 30 })],
  [PARKING, 'extend my parking by an hour and a half pls', call('extend_parking', { minutes: 90 })],
  [PARKING, 'extend it', needs('extend_parking')],
  [PARKING, 'anywhere to park near Kings Cross with an ev charger?', call('find_parking', { near: 'Kings Cross', ev_charging: true })],
  [
    PARKING,
    'cheap parking near Wembley Stadium, no more than £4 an hour',
    call('find_parking', { near: 'Wembley Stadium', max_price_per_hour: 4 }),
  ],
  [PARKING, 'find parking near SW1A 1AA', call('find_parking', { near: 'SW1A 1AA' })],
  [PARKING, 'how much is the fine if i overstay', none],
  [PARKING, 'I got a ticket but the meter was broken, how do I appeal', none],
  [PARKING, 'pay my parking fine PCN 4471023 please', none],

  // Gym
  [GYM, 'book me into spin on thursday at 7am', call('book_gym_class', { class_type: 'spin', date: '2026-11-26', time: '07:00' })],
  [
    GYM,
    'is there space in yoga tomorrow evening at half six? book it',
    call('book_gym_class', { class_type: 'yoga', date: '2026-11-25', time: '18:30' }),
  ],
  [GYM, 'sign me up for pilates on the 2nd', call('book_gym_class', { class_type: 'pilates', date: '2026-12-02' })],
  [GYM, 'book hiit', needs('book_gym_class')],
  [GYM, 'cancel booking GB-5521', call('cancel_gym_booking', { booking_id: 'GB-5521' })],
  [GYM, "i can't make boxing anymore, cancel it", needs('cancel_gym_booking')],
  [
    GYM,
    "freeze my membership for 4 weeks from 1st december, i've done my knee in",
    call('freeze_membership', { start_date: '2026-12-01', weeks: 4, reason: 'injury' }),
  ],
  [
    GYM,
    'going travelling, pause my membership for six weeks starting next monday',
    call('freeze_membership', { start_date: '2026-11-30', weeks: 6, reason: 'travel' }),
  ],
  [GYM, 'log a 5k run, took me 28 mins', call('log_workout', { activity: 'run', duration_minutes: 28, distance_km: 5 })],
  [GYM, 'did 45 minutes of weights', call('log_workout', { activity: 'weights', duration_minutes: 45 })],
  [GYM, 'swam 1.5km in 40 minutes this morning', call('log_workout', { activity: 'swim', duration_minutes: 40, distance_km: 1.5 })],
  [GYM, "what's a good stretch for tight hamstrings", none],
  [GYM, 'how many calories does a hiit class burn', none],
  [GYM, 'can you switch my membership to off-peak', none],

  // Pharmacy
  [PHARMACY, "refill RX204117 please, i'll pick it up", call('request_refill', { prescription_number: 'RX204117', fulfilment: 'pickup' })],
  [
    PHARMACY,
    'can you get my prescription 88130472 delivered',
    call('request_refill', { prescription_number: '88130472', fulfilment: 'delivery' }),
  ],
  [PHARMACY, 'reorder script no. RX773002', call('request_refill', { prescription_number: 'RX773002' })],
  [PHARMACY, 'refill my blood pressure tablets', needs('request_refill')],
  [PHARMACY, 'is it ok to take ibuprofen with sertraline', call('check_drug_interaction', { drugs: ['ibuprofen', 'sertraline'] })],
  [
    PHARMACY,
    'check if warfarin, aspirin and omeprazole interact',
    call('check_drug_interaction', { drugs: ['warfarin', 'aspirin', 'omeprazole'] }),
  ],
  [PHARMACY, 'can i take co-codamol and naproxen together', call('check_drug_interaction', { drugs: ['co-codamol', 'naproxen'] })],
  [PHARMACY, "nearest pharmacy to LS6 2AB that's open now", call('find_pharmacy', { postcode: 'LS6 2AB', open_now: true })],
  [PHARMACY, 'find chemists near M14 5RT', call('find_pharmacy', { postcode: 'M14 5RT' })],
  [PHARMACY, 'find a pharmacy near me', needs('find_pharmacy')],
  [PHARMACY, "what's the usual dose of paracetamol for an adult", none],
  [PHARMACY, "i've had a headache for three days, should i worry", none],

  // School
  [SCHOOL, 'what lessons does 8C have on wednesday', call('get_timetable', { class_group: '8C', day: 'wednesday' })],
  [SCHOOL, "show 10A's timetable", call('get_timetable', { class_group: '10A' })],
  [SCHOOL, "what's 7B got tomorrow", call('get_timetable', { class_group: '7B', day: 'wednesday' })],
  [
    SCHOOL,
    "Sophie Turner won't be in today, she's got a temperature",
    call('report_absence', { student_name: 'Sophie Turner', date: '2026-11-24', reason: 'illness' }),
  ],
  [
    SCHOOL,
    "my son Jake Ellis has an orthodontist appointment on friday morning so he'll miss school",
    call('report_absence', { student_name: 'Jake Ellis', date: '2026-11-27', reason: 'medical_appointment' }),
  ],
  [
    SCHOOL,
    'Amir Khan will be off on the 8th for a religious festival',
    call('report_absence', { student_name: 'Amir Khan', date: '2026-12-08', reason: 'religious_observance' }),
  ],
  [SCHOOL, 'my daughter is off sick', needs('report_absence')],
  [
    SCHOOL,
    'book me in with Mr Patel at parents evening on thursday at 17:40',
    call('book_parent_meeting', { teacher: 'Mr Patel', date: '2026-11-26', time: '17:40' }),
  ],
  [SCHOOL, "can i get a slot with mrs o'brien on 2 dec", call('book_parent_meeting', { teacher: "mrs o'brien", date: '2026-12-02' })],
  [SCHOOL, "book a parents' evening appointment for thursday", needs('book_parent_meeting')],
  [SCHOOL, 'when does the christmas holiday start', none],
  [SCHOOL, "what's for school dinner today", none],

  // Event ticketing
  [
    TICKETS,
    'any gigs in Manchester this weekend',
    call('search_events', { city: 'Manchester', date_from: '2026-11-28', date_to: '2026-11-29' }),
  ],
  [TICKETS, 'is Arctic Monkeys playing in Sheffield?', call('search_events', { city: 'Sheffield', keyword: 'Arctic Monkeys' })],
  [
    TICKETS,
    'any Leeds United games in Leeds during december?',
    call('search_events', { city: 'Leeds', keyword: 'Leeds United', date_from: '2026-12-01', date_to: '2026-12-31' }),
  ],
  [TICKETS, 'whats on in Bristol', call('search_events', { city: 'Bristol' })],
  [TICKETS, 'buy 4 tickets for EV-20931, seated', call('buy_tickets', { event_id: 'EV-20931', quantity: 4, section: 'seated' })],
  [TICKETS, 'get me two standing tickets to EV-55410', call('buy_tickets', { event_id: 'EV-55410', quantity: 2, section: 'standing' })],
  [TICKETS, 'vip for 3 on EV-30077 please', call('buy_tickets', { event_id: 'EV-30077', quantity: 3, section: 'vip' })],
  [TICKETS, 'i want tickets for ev-71002', needs('buy_tickets')],
  [TICKETS, 'sell my tickets from order 448120 for £55 each', call('resell_ticket', { order_number: '448120', price: 55 })],
  [TICKETS, "can't go anymore, list order TK-99812 for resale", needs('resell_ticket')],
  [TICKETS, "what's the weather like in cardiff this saturday", none],
  [TICKETS, 'how do i get to the O2 by tube', none],

  // Freight
  [FREIGHT, "where's my shipment FRT-88213-UK", call('track_shipment', { tracking_number: 'FRT-88213-UK' })],
  [FREIGHT, 'track 1Z999AA10123456784', call('track_shipment', { tracking_number: '1Z999AA10123456784' })],
  [
    FREIGHT,
    'quote for 1,250 kg from Birmingham to Glasgow on 3 pallets',
    call('request_freight_quote', { origin_city: 'Birmingham', destination_city: 'Glasgow', weight_kg: 1250, pallets: 3 }),
  ],
  [
    FREIGHT,
    'how much to send 2 tonnes of paint, which counts as hazardous, Leeds to Bristol',
    call('request_freight_quote', { origin_city: 'Leeds', destination_city: 'Bristol', weight_kg: 2000, hazardous: true }),
  ],
  [
    FREIGHT,
    'price up a delivery to Cardiff from Southampton, 480kg',
    call('request_freight_quote', { origin_city: 'Southampton', destination_city: 'Cardiff', weight_kg: 480 }),
  ],
  [FREIGHT, 'I need a quote to ship stuff from Hull to Derby', needs('request_freight_quote')],
  [
    FREIGHT,
    'book a collection from Unit 4, Brook Industrial Estate, Hayes on friday, ready from 14:30, 6 pallets',
    call('schedule_collection', { address: 'Unit 4, Brook Industrial Estate, Hayes', date: '2026-11-27', ready_time: '14:30', pallets: 6 }),
  ],
  [
    FREIGHT,
    'can you collect from 22 Mill Lane, Oldham tomorrow',
    call('schedule_collection', { address: '22 Mill Lane, Oldham', date: '2026-11-25' }),
  ],
  [
    FREIGHT,
    'schedule a collection at 9 Dock Road, Tilbury on the 1st, goods ready at 8am',
    call('schedule_collection', { address: '9 Dock Road, Tilbury', date: '2026-12-01', ready_time: '08:00' }),
  ],
  [FREIGHT, 'arrange a pickup for next tuesday', needs('schedule_collection')],
  [FREIGHT, "what's the max height for a pallet", none],
  [FREIGHT, 'do you ship to Northern Ireland', none],

  // Meal planning
  [MEALS, 'find me a curry recipe, has to be vegan', call('find_recipes', { query: 'curry', diet: 'vegan' })],
  [MEALS, 'something with chicken thighs that takes under 30 minutes', call('find_recipes', { query: 'chicken thighs', max_minutes: 30 })],
  [MEALS, 'any gluten free recipes for brownies?', call('find_recipes', { query: 'brownies', diet: 'gluten_free' })],
  [MEALS, 'put lasagne down for dinner on friday', call('add_to_meal_plan', { recipe: 'lasagne', date: '2026-11-27', meal: 'dinner' })],
  [
    MEALS,
    'add shakshuka to saturday breakfast, for 4 people',
    call('add_to_meal_plan', { recipe: 'shakshuka', date: '2026-11-28', meal: 'breakfast', servings: 4 }),
  ],
  [MEALS, 'plan mushroom risotto for thursday', needs('add_to_meal_plan')],
  [MEALS, 'add 2 litres of milk to the shopping list', call('add_to_shopping_list', { item: 'milk', quantity: 2, unit: 'l' })],
  [MEALS, 'we need 500g of mince', call('add_to_shopping_list', { item: 'mince', quantity: 500, unit: 'g' })],
  [MEALS, 'add a dozen eggs', call('add_to_shopping_list', { item: 'eggs', quantity: 12, unit: 'pcs' })],
  [MEALS, 'put washing up liquid on the list', call('add_to_shopping_list', { item: 'washing up liquid' })],
  [MEALS, 'how long do i rest a steak for', none],
  [MEALS, 'can i freeze cooked rice', none],
  [MEALS, 'what can i substitute for buttermilk', none],

  // Dentist
  [
    DENTAL,
    'i need a check up, can you book me in monday at 10:30',
    call('book_dental_appointment', { treatment: 'checkup', date: '2026-11-30', time: '10:30' }),
  ],
  [
    DENTAL,
    'book a hygienist clean with Dr Shah on 9 december',
    call('book_dental_appointment', { treatment: 'hygienist_cleaning', date: '2026-12-09', dentist: 'Dr Shah' }),
  ],
  [
    DENTAL,
    'lost a filling, need it replaced, tomorrow at 4pm if you can',
    call('book_dental_appointment', { treatment: 'filling', date: '2026-11-25', time: '16:00' }),
  ],
  [
    DENTAL,
    "cracked tooth and it's agony, emergency appt today please",
    call('book_dental_appointment', { treatment: 'emergency', date: '2026-11-24' }),
  ],
  [DENTAL, 'teeth whitening on the 12th', call('book_dental_appointment', { treatment: 'whitening', date: '2026-12-12' })],
  [
    DENTAL,
    "I'd like Dr Mensah for my extraction, wednesday the 2nd at ten past two",
    call('book_dental_appointment', { treatment: 'extraction', date: '2026-12-02', time: '14:10', dentist: 'Dr Mensah' }),
  ],
  [DENTAL, 'book me in at the dentist', needs('book_dental_appointment')],
  [DENTAL, 'cancel my dentist appointment on thursday', call('cancel_dental_appointment', { date: '2026-11-26' })],
  [DENTAL, "can't make the 3rd, please cancel", call('cancel_dental_appointment', { date: '2026-12-03' })],
  [DENTAL, 'cancel my appointment', needs('cancel_dental_appointment')],
  [DENTAL, 'how often should i replace my toothbrush', none],
  [DENTAL, 'is it normal for gums to bleed when flossing', none],
  [DENTAL, 'could you email me a copy of my x-rays', none],

  // Car rental
  [
    CAR_RENTAL,
    'need a car from Heathrow, picking up on the 18th of december and dropping off the 27th, automatic',
    call('search_rental_cars', { pickup_location: 'Heathrow', pickup_date: '2026-12-18', return_date: '2026-12-27', automatic: true }),
  ],
  [
    CAR_RENTAL,
    'suv in Edinburgh from friday to monday',
    call('search_rental_cars', { pickup_location: 'Edinburgh', pickup_date: '2026-11-27', return_date: '2026-11-30', car_class: 'suv' }),
  ],
  [
    CAR_RENTAL,
    'cheapest economy car at Manchester Airport, 2 dec to 5 dec',
    call('search_rental_cars', {
      pickup_location: 'Manchester Airport',
      pickup_date: '2026-12-02',
      return_date: '2026-12-05',
      car_class: 'economy',
    }),
  ],
  [
    CAR_RENTAL,
    'rent a van tomorrow in Leicester for a week',
    call('search_rental_cars', { pickup_location: 'Leicester', pickup_date: '2026-11-25', return_date: '2026-12-02', car_class: 'van' }),
  ],
  [CAR_RENTAL, 'I want to hire a car in Bristol', needs('search_rental_cars')],
  [
    CAR_RENTAL,
    "add my wife Claire Dunn as a driver to booking RC-44810, she's 34",
    call('add_additional_driver', { booking_reference: 'RC-44810', driver_name: 'Claire Dunn', driver_age: 34 }),
  ],
  [CAR_RENTAL, 'add Tom Baker to RC-20017', call('add_additional_driver', { booking_reference: 'RC-20017', driver_name: 'Tom Baker' })],
  [CAR_RENTAL, 'can my son drive the rental too? his name is Ollie Grant', needs('add_additional_driver')],
  [
    CAR_RENTAL,
    'report damage on RC-90112: cracked wing mirror',
    call('report_rental_damage', { booking_reference: 'RC-90112', description: 'cracked wing mirror' }),
  ],
  [CAR_RENTAL, 'report damage to my rental', needs('report_rental_damage')],
  [CAR_RENTAL, 'do I need an international driving permit for france', none],
  [CAR_RENTAL, 'what happens if i return the car late', none],

  // Insurance
  [
    INSURANCE,
    'i want to claim on my home policy HP-2231907, a pipe burst on saturday and flooded the kitchen',
    call('file_claim', { policy_number: 'HP-2231907', claim_type: 'home', incident_date: '2026-11-21' }),
  ],
  [
    INSURANCE,
    'my phone got nicked yesterday, gadget policy GD-550021, it was worth £799',
    call('file_claim', { policy_number: 'GD-550021', claim_type: 'gadget', incident_date: '2026-11-23', amount: 799 }),
  ],
  [
    INSURANCE,
    'claim 1,340 on travel policy TR-8801 for the cancelled flight on 2 november',
    call('file_claim', { policy_number: 'TR-8801', claim_type: 'travel', incident_date: '2026-11-02', amount: 1340 }),
  ],
  [
    INSURANCE,
    'vet bills from when Alfie ate a sock on the 14th, pet policy PT-40026, £620',
    call('file_claim', { policy_number: 'PT-40026', claim_type: 'pet', incident_date: '2026-11-14', amount: 620 }),
  ],
  [INSURANCE, 'someone reversed into my car last week, I want to make a claim', needs('file_claim')],
  [INSURANCE, "what's happening with claim CL-774120", call('get_claim_status', { claim_number: 'CL-774120' })],
  [INSURANCE, 'any update on my claim? number is 3309182', call('get_claim_status', { claim_number: '3309182' })],
  [
    INSURANCE,
    'book the assessor for claim CL-774120 on friday at 10am',
    call('book_assessor_visit', { claim_number: 'CL-774120', visit_at: '2026-11-27T10:00:00Z' }),
  ],
  [
    INSURANCE,
    'can the assessor come round tomorrow at 2pm, claim CL-60231',
    call('book_assessor_visit', { claim_number: 'CL-60231', visit_at: '2026-11-25T14:00:00Z' }),
  ],
  [INSURANCE, 'get an assessor out for CL-10993', needs('book_assessor_visit')],
  [INSURANCE, 'does my policy cover accidental damage', none],
  [INSURANCE, 'how much will my premium go up if i claim', none],

  // Plant care
  [PLANTS, 'log 500ml of water for the monstera', call('log_watering', { plant: 'monstera', amount_ml: 500 })],
  [
    PLANTS,
    'I watered the fiddle leaf fig yesterday, a litre',
    call('log_watering', { plant: 'fiddle leaf fig', amount_ml: 1000, date: '2026-11-23' }),
  ],
  [PLANTS, 'mark the snake plant as watered', call('log_watering', { plant: 'snake plant' })],
  [PLANTS, 'watered basil 150 ml on sunday', call('log_watering', { plant: 'basil', amount_ml: 150, date: '2026-11-22' })],
  [
    PLANTS,
    'remind me to water the peace lily every 5 days',
    call('set_care_reminder', { plant: 'peace lily', task: 'water', every_days: 5 }),
  ],
  [
    PLANTS,
    'feed the orchid every fortnight, remind me at 8am',
    call('set_care_reminder', { plant: 'orchid', task: 'fertilise', every_days: 14, time: '08:00' }),
  ],
  [
    PLANTS,
    'mist the calathea every other day at 7:30 in the morning',
    call('set_care_reminder', { plant: 'calathea', task: 'mist', every_days: 2, time: '07:30' }),
  ],
  [
    PLANTS,
    'remind me to fertilise the lemon tree every 3 weeks',
    call('set_care_reminder', { plant: 'lemon tree', task: 'fertilise', every_days: 21 }),
  ],
  [PLANTS, 'set a reminder to prune the roses', needs('set_care_reminder')],
  [PLANTS, 'why are the leaves on my pothos going yellow', none],
  [PLANTS, 'is a spider plant safe for cats', none],

  // Laundry pick-up
  [
    LAUNDRY,
    'pick up 3 bags of washing tomorrow morning, wash and fold',
    call('schedule_laundry_pickup', { date: '2026-11-25', window: 'morning', service: 'wash_and_fold', bags: 3 }),
  ],
  [
    LAUNDRY,
    'dry cleaning collection on friday evening, need it back in 24h',
    call('schedule_laundry_pickup', { date: '2026-11-27', window: 'evening', service: 'dry_cleaning', express: true }),
  ],
  [LAUNDRY, 'can you collect our duvet on saturday', call('schedule_laundry_pickup', { date: '2026-11-28', service: 'duvet' })],
  [
    LAUNDRY,
    'ironing pickup on the 1st, afternoon, two bags',
    call('schedule_laundry_pickup', { date: '2026-12-01', window: 'afternoon', service: 'ironing', bags: 2 }),
  ],
  [LAUNDRY, 'book a laundry pickup', needs('schedule_laundry_pickup')],
  [LAUNDRY, 'order LD-30451 came back missing a shirt', call('report_laundry_issue', { order_number: 'LD-30451', issue: 'missing_item' })],
  [
    LAUNDRY,
    'the wine stain on my dress is still there, order 88120',
    call('report_laundry_issue', { order_number: '88120', issue: 'stain_not_removed' }),
  ],
  [
    LAUNDRY,
    "LD-22018 - you gave me someone else's clothes",
    call('report_laundry_issue', { order_number: 'LD-22018', issue: 'wrong_items' }),
  ],
  [LAUNDRY, 'my laundry is late', needs('report_laundry_issue')],
  [LAUNDRY, 'how much do you charge per bag', none],
  [LAUNDRY, 'can you wash silk', none],

  // IT helpdesk
  [
    HELPDESK,
    'open a hardware ticket: laptop screen flickering',
    call('create_it_ticket', { summary: 'laptop screen flickering', category: 'hardware' }),
  ],
  [
    HELPDESK,
    'raise an urgent network ticket - wifi down on the 3rd floor',
    call('create_it_ticket', { summary: 'wifi down on the 3rd floor', category: 'network', priority: 'urgent' }),
  ],
  [
    HELPDESK,
    'log a printer problem for me, low priority: printer on 2 jams every page',
    call('create_it_ticket', { summary: 'printer on 2 jams every page', category: 'printer', priority: 'low' }),
  ],
  [HELPDESK, "i can't get into my vpn, reset the password, username jsmith", call('reset_password', { system: 'vpn', username: 'jsmith' })],
  [HELPDESK, 'reset my email password', call('reset_password', { system: 'email' })],
  [HELPDESK, 'forgot my laptop login', call('reset_password', { system: 'laptop_login' })],
  [HELPDESK, 'status of INC04471?', call('get_ticket_status', { ticket_id: 'INC04471' })],
  [HELPDESK, 'any news on ticket inc 03318', call('get_ticket_status', { ticket_id: 'INC03318' })],
  [HELPDESK, 'check my ticket status', needs('get_ticket_status')],
  [
    HELPDESK,
    'have someone call me at 3pm on 07700 900123',
    call('book_it_callback', { start: '2026-11-24T15:00:00Z', phone: '07700 900123' }),
  ],
  [HELPDESK, 'book a tech callback for thursday at 11:30', call('book_it_callback', { start: '2026-11-26T11:30:00Z' })],
  [HELPDESK, "what's the guest wifi password", none],
  [HELPDESK, 'how do i set up an out of office in outlook', none],

  // Museum
  [
    MUSEUM,
    'book the dinosaur tour for 2 adults and 3 kids on saturday at 11',
    call('book_museum_tour', { tour: 'dinosaurs', date: '2026-11-28', time: '11:00', adults: 2, children: 3 }),
  ],
  [
    MUSEUM,
    'highlights tour in french tomorrow, just me',
    call('book_museum_tour', { tour: 'highlights', date: '2026-11-25', adults: 1, language: 'french' }),
  ],
  [
    MUSEUM,
    '4 adults for behind the scenes on 5 december at 14:15',
    call('book_museum_tour', { tour: 'behind_the_scenes', date: '2026-12-05', time: '14:15', adults: 4 }),
  ],
  [
    MUSEUM,
    "egypt tour for me and my partner this sunday, 10 o'clock",
    call('book_museum_tour', { tour: 'ancient_egypt', date: '2026-11-29', time: '10:00', adults: 2 }),
  ],
  [
    MUSEUM,
    'modern art tour in mandarin for 6 adults, the 10th',
    call('book_museum_tour', { tour: 'modern_art', date: '2026-12-10', adults: 6, language: 'mandarin' }),
  ],
  [MUSEUM, 'book a tour on friday for two', needs('book_museum_tour')],
  [MUSEUM, 'is the museum open on christmas eve', call('get_opening_hours', { date: '2026-12-24' })],
  [MUSEUM, 'opening hours tomorrow?', call('get_opening_hours', { date: '2026-11-25' })],
  [MUSEUM, 'what time do you close on monday', call('get_opening_hours', { date: '2026-11-30' })],
  [MUSEUM, 'closing time friday?', call('get_opening_hours', { date: '2026-11-27' }), ANY],
  [MUSEUM, 'is the rosetta stone at this museum', none],
  [MUSEUM, 'how much is parking at the museum', none],

  // Podcasts
  [PODCASTS, 'find true crime podcasts about cold cases', call('search_podcasts', { query: 'cold cases', category: 'true_crime' })],
  [PODCASTS, 'search for The Rest Is History', call('search_podcasts', { query: 'The Rest Is History' })],
  [PODCASTS, 'any good comedy podcasts about football', call('search_podcasts', { query: 'football', category: 'comedy' })],
  [PODCASTS, 'subscribe to Serial and auto download new episodes', call('subscribe_podcast', { podcast: 'Serial', auto_download: true })],
  [PODCASTS, 'follow Desert Island Discs', call('subscribe_podcast', { podcast: 'Desert Island Discs' })],
  [PODCASTS, 'play at 1.5x', call('set_playback_speed', { speed: 1.5 })],
  [PODCASTS, 'slow it back down to normal speed', call('set_playback_speed', { speed: 1 })],
  [PODCASTS, 'double speed please', call('set_playback_speed', { speed: 2 })],
  [PODCASTS, '1.25 please', call('set_playback_speed', { speed: 1.25 }), only('set_playback_speed')],
  [PODCASTS, 'stop playing in 30 mins', call('set_sleep_timer', { minutes: 30 })],
  [PODCASTS, 'sleep timer for an hour', call('set_sleep_timer', { minutes: 60 })],
  [PODCASTS, 'set a sleep timer', needs('set_sleep_timer')],
  [PODCASTS, "what's your favourite podcast", none],
  [PODCASTS, 'how do podcasts make money', none],

  // Self-employed tax
  [TAX, 'add a £45.99 expense for my phone bill', call('add_business_expense', { amount: 45.99, category: 'phone' })],
  [
    TAX,
    'I bought a new monitor for work on the 19th, 229 quid',
    call('add_business_expense', { amount: 229, category: 'equipment', date: '2026-11-19' }),
  ],
  [
    TAX,
    'train to a client in Leeds yesterday cost me £86.40',
    call('add_business_expense', { amount: 86.4, category: 'travel', date: '2026-11-23' }),
  ],
  [TAX, 'log my adobe subscription, 19.97 a month', call('add_business_expense', { amount: 19.97, category: 'subscriptions' })],
  [TAX, 'home office costs, 312.50 for november', call('add_business_expense', { amount: 312.5, category: 'home_office' })],
  [TAX, 'add an expense for the first aid course', needs('add_business_expense')],
  [TAX, 'how much tax will i owe on 42,000', call('estimate_tax', { income: 42000 })],
  [
    TAX,
    'estimate my tax for 2025/26 on income of £58k, i have a student loan',
    call('estimate_tax', { income: 58000, tax_year: 2025, student_loan: true }),
  ],
  [TAX, "what's my tax bill if I earn 31500", call('estimate_tax', { income: 31500 })],
  [TAX, 'estimate my tax', needs('estimate_tax')],
  [TAX, 'when is the self assessment deadline', none],
  [TAX, 'can I claim my dog as a business expense', none],

  // Pet sitting
  [
    PET_SITTING,
    'need a sitter for the cats from the 19th to the 27th of december, 2 cats',
    call('book_pet_sitter', { start_date: '2026-12-19', end_date: '2026-12-27', pets: 2 }),
  ],
  [
    PET_SITTING,
    "someone to stay overnight while we're away friday till sunday",
    call('book_pet_sitter', { start_date: '2026-11-27', end_date: '2026-11-29', overnight: true }),
  ],
  [
    PET_SITTING,
    '3 pets, 2nd to 6th december, no overnight needed',
    call('book_pet_sitter', { start_date: '2026-12-02', end_date: '2026-12-06', pets: 3, overnight: false }),
  ],
  [
    PET_SITTING,
    'Biscuit and Mochi need a sitter 23–24 december',
    call('book_pet_sitter', { start_date: '2026-12-23', end_date: '2026-12-24', pets: 2 }),
  ],
  [PET_SITTING, 'book a pet sitter', needs('book_pet_sitter')],
  [
    PET_SITTING,
    'can someone walk Bruno tomorrow at noon for an hour',
    call('book_dog_walk', { dog_name: 'Bruno', date: '2026-11-25', time: '12:00', duration_minutes: 60 }),
  ],
  [
    PET_SITTING,
    '30 min walk for Daisy on thursday at 8:15am',
    call('book_dog_walk', { dog_name: 'Daisy', date: '2026-11-26', time: '08:15', duration_minutes: 30 }),
  ],
  [PET_SITTING, 'walk for Hugo at quarter to five today', call('book_dog_walk', { dog_name: 'Hugo', date: '2026-11-24', time: '16:45' })],
  [PET_SITTING, 'book Pickle a walk on saturday', needs('book_dog_walk')],
  [PET_SITTING, 'how often should a border collie be walked', none],
  [PET_SITTING, 'are your sitters insured', none],

  // Wedding planning
  [
    WEDDING,
    "add Priya Sharma to the guest list, she's coming and she's vegetarian",
    call('add_guest', { name: 'Priya Sharma', rsvp: 'yes', dietary: ['vegetarian'] }),
  ],
  [WEDDING, 'add Uncle Dave, plus one', call('add_guest', { name: 'Uncle Dave', plus_one: true })],
  [WEDDING, "add Jess Morgan to the list, she's a maybe", call('add_guest', { name: 'Jess Morgan', rsvp: 'maybe' })],
  [
    WEDDING,
    "add Leo Fischer, hasn't replied yet, gluten free and nut allergy",
    call('add_guest', { name: 'Leo Fischer', rsvp: 'pending', dietary: ['gluten_free', 'nut_allergy'] }),
  ],
  [WEDDING, 'set the flowers budget to £1,800', call('set_budget_item', { category: 'flowers', amount: 1800 })],
  [WEDDING, "we've got 12k for the venue", call('set_budget_item', { category: 'venue', amount: 12000 })],
  [WEDDING, 'photographer budget 2.5k', call('set_budget_item', { category: 'photography', amount: 2500 })],
  [WEDDING, 'set a budget for the cake', needs('set_budget_item')],
  [WEDDING, 'put Grandma Rose on table 1', call('assign_table', { guest_name: 'Grandma Rose', table_number: 1 })],
  [WEDDING, 'seat Marcus Hill at table twelve', call('assign_table', { guest_name: 'Marcus Hill', table_number: 12 })],
  [WEDDING, 'move Sian to a different table', needs('assign_table')],
  [WEDDING, "what's the etiquette for inviting exes", none],
  [WEDDING, 'how far in advance should we send invitations', none],

  // Fishing
  [
    FISHING,
    'buy me a day licence for coarse fishing tomorrow',
    call('buy_fishing_licence', { duration: '1_day', licence_type: 'coarse_and_trout', start_date: '2026-11-25' }),
  ],
  [
    FISHING,
    '12 month salmon licence starting 1st january',
    call('buy_fishing_licence', { duration: '12_month', licence_type: 'salmon_and_sea_trout', start_date: '2027-01-01' }),
  ],
  [
    FISHING,
    '8 day trout licence from saturday, 2 rods',
    call('buy_fishing_licence', { duration: '8_day', licence_type: 'coarse_and_trout', start_date: '2026-11-28', rods: 2 }),
  ],
  [FISHING, 'i need a fishing licence', needs('buy_fishing_licence')],
  [
    FISHING,
    'caught a 4.2 kg pike at Loch Lomond, put it back',
    call('log_catch', { species: 'pike', weight_kg: 4.2, water: 'Loch Lomond', released: true }),
  ],
  [FISHING, 'log a carp, 62cm', call('log_catch', { species: 'carp', length_cm: 62 })],
  [FISHING, 'kept a mackerel from Chesil Beach', call('log_catch', { species: 'mackerel', released: false, water: 'Chesil Beach' })],
  [
    FISHING,
    'record a brown trout from the River Test, 1.1kg, 38 cm, released',
    call('log_catch', { species: 'brown trout', water: 'River Test', weight_kg: 1.1, length_cm: 38, released: true }),
  ],
  [FISHING, 'log my catch', needs('log_catch')],
  [FISHING, "what's the best bait for perch", none],
  [FISHING, 'is night fishing allowed on the Thames', none],

  // Bike sharing
  [BIKES, 'any bikes near Waterloo station?', call('find_bikes', { near: 'Waterloo station' })],
  [BIKES, 'e-bikes near Hyde Park Corner', call('find_bikes', { near: 'Hyde Park Corner', electric_only: true })],
  [BIKES, 'where can i find bikes near me', needs('find_bikes')],
  [BIKES, 'hold a cargo bike at Clerkenwell Green for me', call('reserve_bike', { station: 'Clerkenwell Green', bike_type: 'cargo' })],
  [BIKES, 'reserve an electric one at Southbank Centre', call('reserve_bike', { station: 'Southbank Centre', bike_type: 'electric' })],
  [BIKES, 'reserve a bike', needs('reserve_bike')],
  [BIKES, 'bike 40213 has a flat tyre', call('report_bike_problem', { bike_number: '40213', problems: ['flat_tyre'] })],
  [
    BIKES,
    "the brakes and the lights don't work on bike 18822",
    call('report_bike_problem', { bike_number: '18822', problems: ['brakes', 'lights'] }),
  ],
  [BIKES, 'bike no. 77310, chain keeps slipping off', call('report_bike_problem', { bike_number: '77310', problems: ['chain'] })],
  [BIKES, 'this bike is broken', needs('report_bike_problem')],
  [BIKES, 'how much does a monthly pass cost', none],
  [BIKES, 'can i take a shared bike on the train', none],
];
