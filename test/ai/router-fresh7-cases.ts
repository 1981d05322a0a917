import type { Case } from './router-everyday-cases.js';
import { ANY, call, needs, none, only } from './router-case-helpers.js';
import {
  ALL7,
  BABY,
  BLOOD,
  CAMPING,
  COWORKING,
  FISHING,
  GAME_NIGHT,
  GOLF,
  METERS,
  MUSEUM,
  PIZZA,
  PLANTS,
  RECYCLING,
  SALON,
  SKI,
  TAXES,
  VOLUNTEER,
  WINE,
} from './router-fresh7-tools.js';

/*
 * The eighth fresh set ("fresh 7"), written blind: its author read only the grading harness and one
 * earlier table's format, never the router's source, its docs or an earlier list of misses, and the
 * table was committed with the router's first-run score: 228 cases (32 wanting any text, 17 asking
 * for a missing value), right outcome 84.6% (193), exact arguments 60.1% (137). This table's own
 * misses were read after that run only to look for wrong expectations; none was changed.
 * Seventeen new tool sets (router-fresh7-tools.ts): houseplants, bin collection, utility meters,
 * board-game night, a wine cellar, taxes, museum visits, a baby tracker, a coworking space, fishing,
 * blood donation, a hair salon, a ski trip, campsites, volunteering, pizza and golf, plus all of
 * them at once.
 *
 * The conventions of router-everyday-cases.ts hold: now is Tuesday 2026-11-24 10:00 UTC, times are
 * UTC, a time with no day is its next occurrence, people's and places' names are capitalised (a
 * plant's nickname like a person's), and a leading "the/a/my" is not part of a name or query. Also:
 * - a weekday alone, or "next <weekday>", is its coming occurrence (next friday is 2026-11-27), except
 *   in a log of something already done (watered, repotted, volunteered), where it is the past one;
 *   a date with no year is likewise the coming one, or the past one for a past event;
 * - a date-time is written 2026-11-25T19:00:00Z; a bare hour is the one a person means for the
 *   activity (a game night "at 7" is 19:00, a phone booth "at 9" is 09:00);
 * - free text (species, items, toppings, wine, game and exhibit titles) is kept as typed, without a
 *   leading article or a count; an identifier takes the upper case its pattern asks for;
 * - a word is mapped onto the enum value it plainly names (power → electricity, rosé → rose,
 *   "poopy and wet" → both, donate blood → whole_blood, a week → seven_day, Q4 → 4, Japanese → ja);
 * - a stated unit is converted to the schema's (14 inches is 35.56 cm, "an hour" is 60 minutes,
 *   12k is 12000, "a bottle" is 1 bottle); a value the user did not give is left out, and so is a
 *   yes/no the user did not state either way ("no monitor needed" is monitor: false).
 */
export const FRESH7: Case[] = [
  // houseplants
  [
    PLANTS,
    'add my new monstera, water it every 7 days, bright indirect light',
    call('add_plant', { species: 'monstera', water_every_days: 7, light: 'bright_indirect' }),
  ],
  [PLANTS, 'new plant: a snake plant called Sid, low light', call('add_plant', { species: 'snake plant', nickname: 'Sid', light: 'low' })],
  [PLANTS, 'add a fiddle leaf fig that needs watering once a week', call('add_plant', { species: 'fiddle leaf fig', water_every_days: 7 })],
  [PLANTS, 'track my pothos, water every ten days', call('add_plant', { species: 'pothos', water_every_days: 10 })],
  [PLANTS, 'just watered gerald', call('log_plant_care', { plant: 'Gerald', action: 'watered' })],
  [PLANTS, 'fertilized the monstera yesterday', call('log_plant_care', { plant: 'monstera', action: 'fertilized', date: '2026-11-23' })],
  [
    PLANTS,
    'repotted the snake plant on saturday',
    call('log_plant_care', { plant: 'snake plant', action: 'repotted', date: '2026-11-21' }),
  ],
  [PLANTS, 'log that I pruned the rosemary', call('log_plant_care', { plant: 'rosemary', action: 'pruned' })],
  [PLANTS, 'misted Bob this morning', call('log_plant_care', { plant: 'Bob', action: 'misted', date: '2026-11-24' })],
  [PLANTS, 'which plants need water in the next 3 days?', call('plants_due', { within_days: 3 })],
  [PLANTS, 'anything need watering today', call('plants_due', { within_days: 0 })],
  [PLANTS, 'what plants are due for watering', call('plants_due', {})],
  [PLANTS, 'add a plant', needs('add_plant')],
  [PLANTS, "why are my monstera's leaves turning yellow?", none],

  // bin collection
  [
    RECYCLING,
    'schedule a bulk pickup for a sofa and a mattress on friday',
    call('schedule_bulk_pickup', { items: ['sofa', 'mattress'], date: '2026-11-27' }),
  ],
  [RECYCLING, 'can you get someone to collect a fridge dec 3', call('schedule_bulk_pickup', { items: ['fridge'], date: '2026-12-03' })],
  [
    RECYCLING,
    'bulky item pickup monday: desk, office chair, bookshelf',
    call('schedule_bulk_pickup', { items: ['desk', 'office chair', 'bookshelf'], date: '2026-11-30' }),
  ],
  [RECYCLING, 'when is recycling collected next', call('next_collection', { bin: 'recycling' })],
  [RECYCLING, 'whens the next trash day', call('next_collection', { bin: 'trash' })],
  [RECYCLING, 'compost bin pickup - what day?', call('next_collection', { bin: 'compost' })],
  [RECYCLING, 'do they take the glass bin this week?', call('next_collection', { bin: 'glass' })],
  [RECYCLING, 'recycling wasnt picked up today', call('report_missed_collection', { bin: 'recycling', date: '2026-11-24' })],
  [RECYCLING, 'report missed trash collection from yesterday', call('report_missed_collection', { bin: 'trash', date: '2026-11-23' })],
  [RECYCLING, 'the compost bin got skipped again', call('report_missed_collection', { bin: 'compost' })],
  [RECYCLING, 'i need a bulk pickup for a couch', needs('schedule_bulk_pickup')],
  [RECYCLING, 'can pizza boxes go in recycling?', none],

  // utility meters
  [METERS, 'submit electricity reading 48213', call('submit_meter_reading', { meter: 'electricity', reading: 48213 })],
  [METERS, 'gas meter says 10442.7', call('submit_meter_reading', { meter: 'gas', reading: 10442.7 })],
  [METERS, 'water meter reading: 735 as of yesterday', call('submit_meter_reading', { meter: 'water', reading: 735, date: '2026-11-23' })],
  [METERS, 'send in my electric meter reading of 52,310', call('submit_meter_reading', { meter: 'electricity', reading: 52310 })],
  [METERS, 'how much electricity did we use this month', call('get_energy_usage', { meter: 'electricity', period: 'month' })],
  [METERS, 'show my gas usage for the past week', call('get_energy_usage', { meter: 'gas', period: 'week' })],
  [METERS, 'water consumption this year?', call('get_energy_usage', { meter: 'water', period: 'year' })],
  [METERS, 'how much power have I used today', call('get_energy_usage', { meter: 'electricity', period: 'day' })],
  [
    METERS,
    'power is out at 30309, whole street is dark',
    call('report_outage', { utility: 'power', postcode: '30309', whole_street: true }),
  ],
  [METERS, 'no water at my place, zip 85004', call('report_outage', { utility: 'water', postcode: '85004' })],
  [
    METERS,
    'report a gas outage in 02139, just my house',
    call('report_outage', { utility: 'gas', postcode: '02139', whole_street: false }),
  ],
  [METERS, 'the power went out', needs('report_outage')],
  [METERS, 'how do I read a smart meter?', none],

  // board-game night
  [
    GAME_NIGHT,
    'set up a game night friday at 7pm with Sam, Priya and Leo',
    call('plan_game_night', { start: '2026-11-27T19:00:00Z', guests: ['Sam', 'Priya', 'Leo'] }),
  ],
  [
    GAME_NIGHT,
    'board game night saturday 6:30pm, invite jordan and mia',
    call('plan_game_night', { start: '2026-11-28T18:30:00Z', guests: ['Jordan', 'Mia'] }),
  ],
  [
    GAME_NIGHT,
    'plan games night on dec 5 at 8pm, Alex is hosting',
    call('plan_game_night', { start: '2026-12-05T20:00:00Z', host: 'Alex' }),
  ],
  [
    GAME_NIGHT,
    'game night tomorrow at 7 with Noah and Ella',
    call('plan_game_night', { start: '2026-11-25T19:00:00Z', guests: ['Noah', 'Ella'] }),
  ],
  [GAME_NIGHT, 'what game should 4 of us play?', call('suggest_board_game', { players: 4 })],
  [
    GAME_NIGHT,
    'suggest a cooperative game for 3 players under an hour',
    call('suggest_board_game', { players: 3, style: 'cooperative', max_minutes: 60 }),
  ],
  [GAME_NIGHT, 'need a party game for eight people', call('suggest_board_game', { players: 8, style: 'party' })],
  [GAME_NIGHT, 'quick strategy game for two, 30 min max', call('suggest_board_game', { players: 2, style: 'strategy', max_minutes: 30 })],
  [GAME_NIGHT, 'a family game for 5?', call('suggest_board_game', { players: 5, style: 'family' })],
  [GAME_NIGHT, 'Priya won Catan with 10 points', call('record_game_result', { game: 'Catan', winner: 'Priya', score: 10 })],
  [GAME_NIGHT, 'record that Leo beat everyone at Ticket to Ride', call('record_game_result', { game: 'Ticket to Ride', winner: 'Leo' })],
  [GAME_NIGHT, 'log a win for sam in Azul, 74 pts', call('record_game_result', { game: 'Azul', winner: 'Sam', score: 74 })],
  [GAME_NIGHT, 'suggest a game', needs('suggest_board_game')],
  [GAME_NIGHT, 'how does castling work in chess', none],

  // wine cellar
  [
    WINE,
    'add 6 bottles of 2019 Ridge Monte Bello, red',
    call('add_wine', { name: 'Ridge Monte Bello', vintage: 2019, color: 'red', bottles: 6 }),
  ],
  [
    WINE,
    'add a bottle of white, Cloudy Bay Sauvignon Blanc 2023',
    call('add_wine', { name: 'Cloudy Bay Sauvignon Blanc', vintage: 2023, color: 'white', bottles: 1 }),
  ],
  [WINE, 'put 12 Veuve Clicquot in the cellar, sparkling', call('add_wine', { name: 'Veuve Clicquot', color: 'sparkling', bottles: 12 })],
  [
    WINE,
    'add three bottles of Whispering Angel rosé 2024',
    call('add_wine', { name: 'Whispering Angel', color: 'rose', vintage: 2024, bottles: 3 }),
  ],
  [WINE, 'what reds are ready to drink?', call('find_wine', { color: 'red', ready_to_drink: true })],
  [WINE, 'do we have any Barolo left', call('find_wine', { query: 'Barolo' })],
  [WINE, 'show me the sparkling wines', call('find_wine', { color: 'sparkling' })],
  [WINE, 'find the Rioja', call('find_wine', { query: 'Rioja' })],
  [WINE, 'opened the Monte Bello tonight, 5 stars', call('drink_wine', { name: 'Monte Bello', rating: 5 })],
  [WINE, 'we drank the Cloudy Bay, 3/5, a bit too acidic', call('drink_wine', { name: 'Cloudy Bay', rating: 3, note: 'a bit too acidic' })],
  [WINE, 'take one Veuve Clicquot out of the cellar, we drank it', call('drink_wine', { name: 'Veuve Clicquot' })],
  [WINE, 'add wine to the cellar', needs('add_wine')],
  [WINE, 'what wine goes with salmon?', none],

  // taxes
  [TAXES, 'add my W-2 from Acme Corp, wages 84,500', call('add_tax_document', { form: 'W-2', issuer: 'Acme Corp', amount: 84500 })],
  [TAXES, 'attach 1099-INT from Chase for $312.40', call('add_tax_document', { form: '1099-INT', issuer: 'Chase', amount: 312.4 })],
  [
    TAXES,
    'got a 1099-NEC from a freelance client, Bluebird Studio, 12k',
    call('add_tax_document', { form: '1099-NEC', issuer: 'Bluebird Studio', amount: 12000 }),
  ],
  [TAXES, 'upload my mortgage interest form 1098', call('add_tax_document', { form: '1098' })],
  [TAXES, 'where is my 2025 refund', call('tax_refund_status', { tax_year: 2025 })],
  [TAXES, 'check refund status for tax year 2024, filed jointly', call('tax_refund_status', { tax_year: 2024, filing_status: 'joint' })],
  [
    TAXES,
    'has my refund for last year come through? I filed as head of household',
    call('tax_refund_status', { tax_year: 2025, filing_status: 'head_of_household' }),
  ],
  [TAXES, 'pay q4 estimated taxes, $3,200', call('pay_estimated_tax', { quarter: 4, amount: 3200 })],
  [
    TAXES,
    'schedule a third quarter estimated payment of 1500 on dec 15',
    call('pay_estimated_tax', { quarter: 3, amount: 1500, pay_on: '2026-12-15' }),
  ],
  [
    TAXES,
    'make an estimated tax payment of 2,000 dollars for Q1 on January 15',
    call('pay_estimated_tax', { quarter: 1, amount: 2000, pay_on: '2027-01-15' }),
  ],
  [TAXES, 'pay my estimated taxes', needs('pay_estimated_tax')],
  [TAXES, 'is my home office deductible?', none],

  // museum visits
  [
    MUSEUM,
    'book 2 adult tickets to the Louvre tomorrow at 10:30',
    call('book_museum_tickets', { museum: 'Louvre', date: '2026-11-25', entry_time: '10:30', adults: 2 }),
  ],
  [
    MUSEUM,
    'tickets for MoMA on saturday, 2 adults and 3 kids',
    call('book_museum_tickets', { museum: 'MoMA', date: '2026-11-28', adults: 2, children: 3 }),
  ],
  [
    MUSEUM,
    'reserve entry at the Rijksmuseum dec 2 at 2pm for one adult',
    call('book_museum_tickets', { museum: 'Rijksmuseum', date: '2026-12-02', entry_time: '14:00', adults: 1 }),
  ],
  [
    MUSEUM,
    'get us into the Natural History Museum on friday at 11am',
    call('book_museum_tickets', { museum: 'Natural History Museum', date: '2026-11-27', entry_time: '11:00' }),
  ],
  [
    MUSEUM,
    'tickets to the Uffizi next tuesday, 2 adults',
    call('book_museum_tickets', { museum: 'Uffizi', date: '2026-12-01', adults: 2 }),
  ],
  [MUSEUM, 'what exhibitions are on in Chicago', call('find_exhibitions', { city: 'Chicago' })],
  [MUSEUM, 'any free exhibits in london', call('find_exhibitions', { city: 'London', free_only: true })],
  [MUSEUM, 'impressionism exhibitions in Paris?', call('find_exhibitions', { city: 'Paris', topic: 'impressionism' })],
  [MUSEUM, 'exhibitions about dinosaurs in Boston', call('find_exhibitions', { city: 'Boston', topic: 'dinosaurs' })],
  [MUSEUM, 'play stop 42', call('start_audio_guide', { stop_number: 42 })],
  [MUSEUM, 'audio guide for exhibit 117 in french', call('start_audio_guide', { stop_number: 117, language: 'fr' })],
  [MUSEUM, 'play number 8 of the audio tour, in Japanese please', call('start_audio_guide', { stop_number: 8, language: 'ja' })],
  [MUSEUM, 'book museum tickets', needs('book_museum_tickets')],
  [MUSEUM, 'who painted the Mona Lisa?', none],

  // baby tracker
  [BABY, 'baby had a 120ml bottle', call('log_baby_feed', { kind: 'bottle', amount_ml: 120 })],
  [BABY, 'fed on the left side for 15 minutes', call('log_baby_feed', { kind: 'breast_left', duration_minutes: 15 })],
  [BABY, 'right breast 20 min', call('log_baby_feed', { kind: 'breast_right', duration_minutes: 20 })],
  [BABY, 'she ate some solids, mashed banana', call('log_baby_feed', { kind: 'solids' })],
  [BABY, 'log a bottle, 90 ml over 10 minutes', call('log_baby_feed', { kind: 'bottle', amount_ml: 90, duration_minutes: 10 })],
  [BABY, 'wet diaper', call('log_diaper', { contents: 'wet' })],
  [BABY, 'dirty diaper at 9:40', call('log_diaper', { contents: 'dirty', time: '09:40' })],
  [BABY, 'changed a poopy and wet one at 8:15', call('log_diaper', { contents: 'both', time: '08:15' })],
  [BABY, 'nap from 8:20 to 9:45', call('log_nap', { start: '08:20', end: '09:45' })],
  [BABY, 'he fell asleep at 9:05', call('log_nap', { start: '09:05' })],
  [BABY, 'log nap 6:30-7:10', call('log_nap', { start: '06:30', end: '07:10' })],
  [BABY, 'log a feed', needs('log_baby_feed')],
  [BABY, 'how much should a 3 month old eat?', none],

  // coworking space
  [COWORKING, 'book a desk for tomorrow', call('book_desk', { date: '2026-11-25' })],
  [
    COWORKING,
    'reserve a quiet zone desk with a monitor on thursday',
    call('book_desk', { date: '2026-11-26', zone: 'quiet', monitor: true }),
  ],
  [COWORKING, 'standing desk monday pls', call('book_desk', { date: '2026-11-30', zone: 'standing' })],
  [COWORKING, 'window desk on dec 1, no monitor needed', call('book_desk', { date: '2026-12-01', zone: 'window', monitor: false })],
  [COWORKING, 'grab me a phone booth at 2pm for 30 min', call('book_phone_booth', { start: '2026-11-24T14:00:00Z', minutes: 30 })],
  [COWORKING, 'need a booth tomorrow at 9 for an hour', call('book_phone_booth', { start: '2026-11-25T09:00:00Z', minutes: 60 })],
  [COWORKING, 'phone booth friday at 4:45pm, 15 minutes', call('book_phone_booth', { start: '2026-11-27T16:45:00Z', minutes: 15 })],
  [
    COWORKING,
    'register a guest, Dana Whitfield from Orbit Labs, tomorrow',
    call('register_guest', { guest_name: 'Dana Whitfield', company: 'Orbit Labs', date: '2026-11-25' }),
  ],
  [COWORKING, 'my visitor tom becker is coming thursday', call('register_guest', { guest_name: 'Tom Becker', date: '2026-11-26' })],
  [COWORKING, 'sign in a visitor today: Aisha Khan', call('register_guest', { guest_name: 'Aisha Khan', date: '2026-11-24' })],
  [COWORKING, 'book a phone booth', needs('book_phone_booth')],
  [COWORKING, 'is the coffee machine fixed yet?', none],

  // fishing
  [FISHING, 'buy a one day fishing license for saturday', call('buy_fishing_license', { duration: 'one_day', start_date: '2026-11-28' })],
  [FISHING, 'annual saltwater fishing licence', call('buy_fishing_license', { duration: 'annual', saltwater: true })],
  [
    FISHING,
    'i need a 7-day license starting tomorrow, freshwater',
    call('buy_fishing_license', { duration: 'seven_day', start_date: '2026-11-25', saltwater: false }),
  ],
  [FISHING, 'get me a week-long fishing permit', call('buy_fishing_license', { duration: 'seven_day' })],
  [FISHING, 'caught a 45 cm walleye', call('log_catch', { species: 'walleye', length_cm: 45 })],
  [FISHING, 'log a rainbow trout, 38cm, released it', call('log_catch', { species: 'rainbow trout', length_cm: 38, released: true })],
  [
    FISHING,
    'landed a largemouth bass, 14 inches, kept it',
    call('log_catch', { species: 'largemouth bass', length_cm: 35.56, released: false }),
  ],
  [FISHING, 'caught a pike!', call('log_catch', { species: 'pike' })],
  [
    FISHING,
    'what are the limits for striped bass in Chesapeake Bay',
    call('fishing_rules', { species: 'striped bass', water: 'Chesapeake Bay' }),
  ],
  [FISHING, 'is trout season open on the Madison River?', call('fishing_rules', { species: 'trout', water: 'Madison River' })],
  [FISHING, 'size limit for walleye', call('fishing_rules', { species: 'walleye' })],
  [FISHING, 'buy a fishing license', needs('buy_fishing_license')],
  [FISHING, 'what bait works best for catfish', none],

  // blood donation
  [
    BLOOD,
    'book a whole blood donation tomorrow at 11am',
    call('book_donation', { donation_type: 'whole_blood', start: '2026-11-25T11:00:00Z' }),
  ],
  [
    BLOOD,
    'schedule platelet donation at Downtown Donor Center on friday 9:30',
    call('book_donation', { donation_type: 'platelets', center: 'Downtown Donor Center', start: '2026-11-27T09:30:00Z' }),
  ],
  [BLOOD, 'i want to give plasma monday at 3pm', call('book_donation', { donation_type: 'plasma', start: '2026-11-30T15:00:00Z' })],
  [
    BLOOD,
    'donate blood dec 4 at 10am at Riverside',
    call('book_donation', { donation_type: 'whole_blood', center: 'Riverside', start: '2026-12-04T10:00:00Z' }),
  ],
  [BLOOD, 'I last donated on October 2, when can I donate again?', call('check_donor_eligibility', { last_donation: '2026-10-02' })],
  [
    BLOOD,
    'last platelet donation was nov 10 - am I eligible yet?',
    call('check_donor_eligibility', { last_donation: '2026-11-10', donation_type: 'platelets' }),
  ],
  [
    BLOOD,
    'can I give plasma again? last time was 2026-11-17',
    call('check_donor_eligibility', { last_donation: '2026-11-17', donation_type: 'plasma' }),
  ],
  [BLOOD, 'book a donation', needs('book_donation')],
  [BLOOD, 'does donating blood hurt?', none],

  // hair salon
  [
    SALON,
    'book a haircut with Marco tomorrow at 4pm',
    call('book_salon', { service: 'haircut', stylist: 'Marco', start: '2026-11-25T16:00:00Z' }),
  ],
  [SALON, 'highlights on saturday 10am', call('book_salon', { service: 'highlights', start: '2026-11-28T10:00:00Z' })],
  [SALON, 'beard trim today at 5:30pm', call('book_salon', { service: 'beard_trim', start: '2026-11-24T17:30:00Z' })],
  [
    SALON,
    'get me a blowout with jess on dec 3 at noon',
    call('book_salon', { service: 'blowout', stylist: 'Jess', start: '2026-12-03T12:00:00Z' }),
  ],
  [SALON, 'color appointment friday 1pm', call('book_salon', { service: 'color', start: '2026-11-27T13:00:00Z' })],
  [
    SALON,
    'book highlights with Priya next friday at 3:15pm',
    call('book_salon', { service: 'highlights', stylist: 'Priya', start: '2026-11-27T15:15:00Z' }),
  ],
  [SALON, 'cancel my salon appointment SAL4821', call('cancel_salon_appointment', { code: 'SAL4821' })],
  [SALON, "can't make it, cancel sal0937", call('cancel_salon_appointment', { code: 'SAL0937' })],
  [SALON, 'book a haircut', needs('book_salon')],
  [SALON, 'what haircut suits a round face?', none],

  // ski trip
  [
    SKI,
    'buy a 3 day lift pass at Whistler starting saturday',
    call('buy_lift_pass', { resort: 'Whistler', first_day: '2026-11-28', days: 3 }),
  ],
  [SKI, 'lift ticket for Vail tomorrow, child', call('buy_lift_pass', { resort: 'Vail', first_day: '2026-11-25', age_group: 'child' })],
  [
    SKI,
    'two-day senior pass at Zermatt from dec 12',
    call('buy_lift_pass', { resort: 'Zermatt', first_day: '2026-12-12', days: 2, age_group: 'senior' }),
  ],
  [SKI, 'how much snow does Aspen have?', call('snow_report', { resort: 'Aspen' })],
  [SKI, 'snow report for chamonix', call('snow_report', { resort: 'Chamonix' })],
  [SKI, 'are the runs open at Park City', call('snow_report', { resort: 'Park City' })],
  [SKI, 'rent a snowboard and a helmet', call('rent_ski_gear', { equipment: 'snowboard', helmet: true })],
  [SKI, "rent skis, i'm 178 cm tall", call('rent_ski_gear', { equipment: 'skis', height_cm: 178 })],
  [SKI, 'i just need to rent boots, no helmet', call('rent_ski_gear', { equipment: 'boots_only', helmet: false })],
  [SKI, 'buy a lift pass', needs('buy_lift_pass')],
  [SKI, 'how do I stop on a snowboard?', none],

  // campsites
  [
    CAMPING,
    'reserve a tent site at Yosemite arriving dec 4 for 2 nights',
    call('reserve_campsite', { park: 'Yosemite', arrival: '2026-12-04', nights: 2, site_type: 'tent' }),
  ],
  [
    CAMPING,
    'book a cabin in Big Sur friday, 3 nights, 2 adults and 2 kids',
    call('reserve_campsite', { park: 'Big Sur', arrival: '2026-11-27', nights: 3, site_type: 'cabin', party: { adults: 2, children: 2 } }),
  ],
  [
    CAMPING,
    'rv spot at Zion from saturday for a week',
    call('reserve_campsite', { park: 'Zion', arrival: '2026-11-28', nights: 7, site_type: 'rv' }),
  ],
  [
    CAMPING,
    'campsite at Joshua Tree arriving tomorrow, four adults',
    call('reserve_campsite', { park: 'Joshua Tree', arrival: '2026-11-25', party: { adults: 4 } }),
  ],
  [
    CAMPING,
    'tent site at Acadia for 5 nights starting dec 10, just me',
    call('reserve_campsite', { park: 'Acadia', arrival: '2026-12-10', nights: 5, site_type: 'tent', party: { adults: 1 } }),
  ],
  [CAMPING, 'can we have a campfire in Yellowstone right now?', call('fire_restrictions', { park: 'Yellowstone' })],
  [CAMPING, 'fire ban at Sequoia?', call('fire_restrictions', { park: 'Sequoia' })],
  [CAMPING, 'reserve a campsite', needs('reserve_campsite')],
  [CAMPING, 'what should I pack for winter camping', none],

  // volunteering
  [
    VOLUNTEER,
    'sign me up for the food bank saturday morning',
    call('sign_up_shift', { project: 'food_bank', date: '2026-11-28', shift: 'morning' }),
  ],
  [
    VOLUNTEER,
    'volunteer at the animal shelter on thursday afternoon',
    call('sign_up_shift', { project: 'animal_shelter', date: '2026-11-26', shift: 'afternoon' }),
  ],
  [VOLUNTEER, 'park cleanup dec 5', call('sign_up_shift', { project: 'park_cleanup', date: '2026-12-05' })],
  [
    VOLUNTEER,
    'i can do a soup kitchen evening shift tomorrow',
    call('sign_up_shift', { project: 'soup_kitchen', date: '2026-11-25', shift: 'evening' }),
  ],
  [VOLUNTEER, 'log 3 hours volunteering', call('log_volunteer_hours', { hours: 3 })],
  [VOLUNTEER, 'I tutored for 2.5 hours yesterday', call('log_volunteer_hours', { hours: 2.5, project: 'tutoring', date: '2026-11-23' })],
  [
    VOLUNTEER,
    'record an hour and a half at the food bank on saturday',
    call('log_volunteer_hours', { hours: 1.5, project: 'food bank', date: '2026-11-21' }),
  ],
  [VOLUNTEER, 'sign up for a shift', needs('sign_up_shift')],
  [VOLUNTEER, 'volunteering is so rewarding honestly', none],

  // pizza
  [PIZZA, 'order a large pepperoni pizza', call('order_pizza', { size: 'large', toppings: ['pepperoni'] })],
  [
    PIZZA,
    'two medium pizzas with mushrooms and olives, thin crust',
    call('order_pizza', { size: 'medium', quantity: 2, toppings: ['mushrooms', 'olives'], crust: 'thin' }),
  ],
  [
    PIZZA,
    'xl deep dish with sausage, onion and green peppers for pickup',
    call('order_pizza', { size: 'xl', crust: 'deep_dish', toppings: ['sausage', 'onion', 'green peppers'], pickup: true }),
  ],
  [
    PIZZA,
    'a small pizza on gluten free crust, delivered please',
    call('order_pizza', { size: 'small', crust: 'gluten_free', pickup: false }),
  ],
  [
    PIZZA,
    'get 3 large pizzas with pepperoni, I will pick them up',
    call('order_pizza', { size: 'large', quantity: 3, toppings: ['pepperoni'], pickup: true }),
  ],
  [PIZZA, "where's my pizza? order P204518", call('pizza_order_status', { order_id: 'P204518' })],
  [PIZZA, 'status of order p771203', call('pizza_order_status', { order_id: 'P771203' })],
  [PIZZA, 'order a pizza', needs('order_pizza')],
  [PIZZA, 'what toppings go well with pineapple', none],

  // golf
  [
    GOLF,
    'book a tee time at Pebble Beach saturday 8:10am for 4, 18 holes',
    call('book_tee_time', { course: 'Pebble Beach', date: '2026-11-28', time: '08:10', players: 4, holes: 18 }),
  ],
  [
    GOLF,
    'tee time tomorrow at Torrey Pines, 2 players, with a cart',
    call('book_tee_time', { course: 'Torrey Pines', date: '2026-11-25', players: 2, cart: true }),
  ],
  [
    GOLF,
    '9 holes at Bethpage on sunday at 7:30am, walking',
    call('book_tee_time', { course: 'Bethpage', date: '2026-11-29', time: '07:30', holes: 9, cart: false }),
  ],
  [
    GOLF,
    'book Augusta next monday at 7 am, 3 players',
    call('book_tee_time', { course: 'Augusta', date: '2026-11-30', time: '07:00', players: 3 }),
  ],
  [GOLF, 'shot 92 today at Pebble Beach', call('post_golf_score', { course: 'Pebble Beach', strokes: 92 })],
  [GOLF, 'post a 9-hole score of 47', call('post_golf_score', { strokes: 47, holes: 9 })],
  [GOLF, 'log my round: 85 strokes over 18', call('post_golf_score', { strokes: 85, holes: 18 })],
  [GOLF, 'book a tee time', needs('book_tee_time')],
  [GOLF, 'how do I fix my slice?', none],

  // everything at once
  [ALL7, 'submit gas meter reading 20931', call('submit_meter_reading', { meter: 'gas', reading: 20931 })],
  [ALL7, 'when is glass collected', call('next_collection', { bin: 'glass' })],
  [ALL7, 'order a large pizza with ham and pineapple', call('order_pizza', { size: 'large', toppings: ['ham', 'pineapple'] })],
  [ALL7, 'book a desk friday in the collab area', call('book_desk', { date: '2026-11-27', zone: 'collab' })],
  [ALL7, 'snow report for Whistler', call('snow_report', { resort: 'Whistler' })],
  [ALL7, 'just watered the basil', call('log_plant_care', { plant: 'basil', action: 'watered' })],
  [ALL7, 'Mia won Wingspan', call('record_game_result', { game: 'Wingspan', winner: 'Mia' })],
  [ALL7, 'where is my tax refund for 2025', call('tax_refund_status', { tax_year: 2025 })],
  [ALL7, 'caught a 30cm perch and let it go', call('log_catch', { species: 'perch', length_cm: 30, released: true })],
  [ALL7, 'book a beard trim tomorrow at 6pm', call('book_salon', { service: 'beard_trim', start: '2026-11-25T18:00:00Z' })],
  [ALL7, 'sign me up for tutoring on monday evening', call('sign_up_shift', { project: 'tutoring', date: '2026-11-30', shift: 'evening' })],
  [ALL7, 'how much water did we use this week', call('get_energy_usage', { meter: 'water', period: 'week' })],
  [ALL7, 'I shot an 88 at Torrey Pines', call('post_golf_score', { course: 'Torrey Pines', strokes: 88 })],
  [ALL7, 'dirty diaper', call('log_diaper', { contents: 'dirty' }), ANY],
  [ALL7, 'stop 12', call('start_audio_guide', { stop_number: 12 }), only('start_audio_guide')],
  [ALL7, 'Zion', call('fire_restrictions', { park: 'Zion' }), only('fire_restrictions')],
  [ALL7, 'red', call('find_wine', { color: 'red' }), only('find_wine')],
  [ALL7, 'hey!', none],
  [ALL7, "thanks, that's all for now", none],
  [ALL7, 'tell me something interesting', none],
  [ALL7, "what's the weather tomorrow?", none],
  [ALL7, 'set a timer for 10 minutes', none],
  [ALL7, "text my wife that I'm on my way", none],
  [ALL7, 'translate hello into Spanish', none],
  [ALL7, "what's 15% of 80?", none],
  [ALL7, 'who wrote Pride and Prejudice', none],
  [ALL7, 'good night!', none],
  [ALL7, 'play some music', none],
  [ALL7, 'lol ok', none],
  [ALL7, 'book a flight to Denver', none],
  [ALL7, 'book a table for two at an Italian place tonight', none],
  [ALL7, 'order some sushi for dinner', none],
];
