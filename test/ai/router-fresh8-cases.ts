import type { Case } from './router-everyday-cases.js';
import { ANY, call, needs, none, only } from './router-case-helpers.js';
import {
  ALL8,
  AQUARIUM,
  BEES,
  BIRDS,
  BOATS,
  BREWING,
  CITY,
  CLIMBING,
  COFFEE,
  COURTS,
  DMV,
  GIFTS,
  HIKING,
  INSURANCE,
  JOBS,
  PRACTICE,
  STARS,
  TAILOR,
  WEDDING,
  YARN,
} from './router-fresh8-tools.js';

/*
 * The ninth fresh set ("fresh 8"), written blind: its author read only the grading harness, the case
 * helpers and one earlier table's format, never the router's source, its docs or an earlier list of
 * misses, and the table was committed before its first run. First run: 260 cases (38 wanting any
 * text, 21 asking for a missing value), right outcome 88.5% (230), exact arguments 66.2% (172). Its
 * misses were read after that run only to look for expectations wrong by the conventions below;
 * none was found and no case was changed.
 * Nineteen new tool sets (router-fresh8-tools.ts): a tailor, beekeeping, an aquarium, music practice,
 * a yarn stash, stargazing, home brewing, insurance claims, the motor vehicle office, a wedding guest
 * list, a climbing gym, boat rental and tides, hiking, city street reports, a job search, birding, a
 * coffee-shop app, racket-sport courts and gift ideas, plus all of them at once.
 *
 * The conventions of router-everyday-cases.ts hold: now is Tuesday 2026-11-24 10:00 UTC, times are
 * UTC, a time with no day is its next occurrence (today if it is still ahead), people's and places'
 * names are capitalised (Mom and Dad too), and a leading "the/a/my" is not part of a name, title or
 * free-text value. Also:
 * - a weekday alone, or "next <weekday>", is its coming occurrence (next friday is 2026-11-27), except
 *   in a log of something already done (hiked, inspected, saw, had a phone screen), where it is the
 *   past one; a date with no year, or "the 3rd", is likewise the coming one, or the past one for a
 *   past event; "in 3 days" is 2026-11-27; "last night" is yesterday's date; a day word in a log
 *   ("today", "this morning", "yesterday") fills its date, "just" does not;
 * - a date-time is written 2026-11-25T19:00:00Z; a bare hour is the one a person means for the
 *   activity (a pedal boat "at 3" is 15:00); noon is 12:00; "half past eleven" is 11:30;
 * - free text (titles, styles, ideas, items, companies, roles, trails) is kept as typed, without a
 *   leading article or a count; a species given with a count is written in the singular (six neon
 *   tetras → neon tetra, snow geese → snow goose); an identifier takes the upper case its pattern asks
 *   for (t-00387 → T-00387, b007 → B007, abc1234 → ABC1234);
 * - a word is mapped onto the enum value it plainly names (easy → beginner, singing →
 *   voice, "said yes" → attending, "can't make it" → declined, a flash → sent on attempt 1, hot →
 *   iced: false, straight into the main tank → quarantine: false);
 * - a number is written as the schema's number: words and shorthand become digits (two dozen → 24,
 *   180k → 180000, $4,000 → 4000), a stated unit is converted to the schema's (77F is 25 °C, 68F is
 *   20 °C, an hour and a half is 90 minutes, 10:30am to 2:30pm is 4 hours), and "a/an/one" before a
 *   counted thing is a count of 1 where the schema has a count;
 * - a value the user did not give is left out (a recruiter with no name is no interviewer), and so is
 *   a yes/no the user did not state either way ("no rush" is rush: false, "not urgent" is hazard: false).
 */
export const FRESH8: Case[] = [
  // tailor
  [TAILOR, 'need these jeans hemmed by friday', call('book_alteration', { garment: 'jeans', work: 'hem', ready_by: '2026-11-27' })],
  [
    TAILOR,
    'can the tailor take in my dress? I need it back dec 12, rush it',
    call('book_alteration', { garment: 'dress', work: 'take_in', ready_by: '2026-12-12', rush: true }),
  ],
  [
    TAILOR,
    'my suit jacket sleeves are too long, get them shortened',
    call('book_alteration', { garment: 'suit_jacket', work: 'shorten_sleeves' }),
  ],
  [
    TAILOR,
    'coat zipper broke - drop it off for a new zip, no rush',
    call('book_alteration', { garment: 'coat', work: 'replace_zip', rush: false }),
  ],
  [
    TAILOR,
    'let out the waist on my trousers pls, need them in 3 days',
    call('book_alteration', { garment: 'trousers', work: 'let_out', ready_by: '2026-11-27' }),
  ],
  [TAILOR, 'patch the knee of my jeans', call('book_alteration', { garment: 'jeans', work: 'patch' })],
  [
    TAILOR,
    'Express hem on a shirt, I need it tomorrow',
    call('book_alteration', { garment: 'shirt', work: 'hem', ready_by: '2026-11-25', rush: true }),
  ],
  [TAILOR, 'is ticket T-40912 done yet', call('alteration_status', { ticket: 'T-40912' })],
  [TAILOR, 'are my pants ready? ticket t-00387', call('alteration_status', { ticket: 'T-00387' })],
  [TAILOR, 'i want to get a skirt altered', needs('book_alteration')],
  [TAILOR, 'how much does it usually cost to hem a pair of trousers?', none],

  // beekeeping
  [
    BEES,
    'inspected hive 2 today, saw the queen, 6 frames of brood, bees were calm',
    call('log_hive_inspection', { hive: 2, queen_seen: true, brood_frames: 6, temperament: 'calm', date: '2026-11-24' }),
  ],
  [
    BEES,
    'hive four check: no queen spotted, they were pretty defensive',
    call('log_hive_inspection', { hive: 4, queen_seen: false, temperament: 'defensive' }),
  ],
  [BEES, 'went through hive 1 on sunday, 8 brood frames', call('log_hive_inspection', { hive: 1, brood_frames: 8, date: '2026-11-22' })],
  [
    BEES,
    'hive 7 was really nervous when I opened it this morning',
    call('log_hive_inspection', { hive: 7, temperament: 'nervous', date: '2026-11-24' }),
  ],
  [BEES, 'pulled 12.5 kg of honey from hive 3', call('record_honey_harvest', { hive: 3, kg: 12.5 })],
  [BEES, 'harvested 9 frames from hive #5, about 18 kilos', call('record_honey_harvest', { hive: 5, frames: 9, kg: 18 })],
  [BEES, 'we got 7 kg honey this time', call('record_honey_harvest', { kg: 7 })],
  [
    BEES,
    'treated hive 2 with oxalic acid yesterday',
    call('treat_hive_for_mites', { hive: 2, treatment: 'oxalic_acid', date: '2026-11-23' }),
  ],
  [BEES, 'apivar strips going into hive 6 today', call('treat_hive_for_mites', { hive: 6, treatment: 'apivar', date: '2026-11-24' })],
  [BEES, 'log a thymol treatment for hive ten', call('treat_hive_for_mites', { hive: 10, treatment: 'thymol' })],
  [BEES, 'log a mite treatment for hive 3', needs('treat_hive_for_mites')],
  [BEES, 'why do bees swarm in spring?', none],

  // aquarium
  [AQUARIUM, 'water test: pH 7.2, ammonia 0, nitrate 20', call('log_water_test', { ph: 7.2, ammonia_ppm: 0, nitrate_ppm: 20 })],
  [AQUARIUM, "tank ph is 6.8 and it's sitting at 25 degrees", call('log_water_test', { ph: 6.8, temperature_c: 25 })],
  [AQUARIUM, 'ph 7.6, temp 77F', call('log_water_test', { ph: 7.6, temperature_c: 25 })],
  [AQUARIUM, 'ammonia reads 0.25 ppm', needs('log_water_test')],
  [AQUARIUM, 'do a 25% water change saturday', call('schedule_water_change', { percent: 25, date: '2026-11-28' })],
  [AQUARIUM, 'change half the water tomorrow', call('schedule_water_change', { percent: 50, date: '2026-11-25' })],
  [AQUARIUM, 'plan a 10 percent water change', call('schedule_water_change', { percent: 10 })],
  [AQUARIUM, 'added six neon tetras', call('add_fish', { species: 'neon tetra', count: 6 })],
  [
    AQUARIUM,
    'new fish: 2 honey gouramis, put them in quarantine first',
    call('add_fish', { species: 'honey gourami', count: 2, quarantine: true }),
  ],
  [AQUARIUM, 'add a betta straight into the main tank', call('add_fish', { species: 'betta', count: 1, quarantine: false })],
  [AQUARIUM, 'add fish', needs('add_fish')],
  [AQUARIUM, 'what temperature do guppies like?', none],
  [AQUARIUM, 'my tank looks kind of cloudy, is that bad?', none],

  // music practice
  [PRACTICE, 'practiced piano for 45 minutes', call('log_practice', { instrument: 'piano', minutes: 45 })],
  [
    PRACTICE,
    'did an hour of violin yesterday, mostly the Bach Partita',
    call('log_practice', { instrument: 'violin', minutes: 60, date: '2026-11-23', piece: 'Bach Partita' }),
  ],
  [PRACTICE, 'log 20 min drums', call('log_practice', { instrument: 'drums', minutes: 20 })],
  [
    PRACTICE,
    'half an hour of singing, worked on Ave Maria',
    call('log_practice', { instrument: 'voice', minutes: 30, piece: 'Ave Maria' }),
  ],
  [PRACTICE, 'got two hours of cello in on saturday', call('log_practice', { instrument: 'cello', minutes: 120, date: '2026-11-21' })],
  [PRACTICE, 'metronome at 92', call('start_metronome', { bpm: 92 })],
  [PRACTICE, 'click track 120 bpm in 6/8', call('start_metronome', { bpm: 120, time_signature: '6/8' })],
  [
    PRACTICE,
    'start a waltz metronome, 3/4 at 84, accent the downbeat',
    call('start_metronome', { bpm: 84, time_signature: '3/4', accent_first_beat: true }),
  ],
  [PRACTICE, 'give me 60 bpm, no accent', call('start_metronome', { bpm: 60, accent_first_beat: false })],
  [PRACTICE, 'tune my guitar to drop D', call('tune_instrument', { instrument: 'guitar', tuning: 'drop_d' })],
  [PRACTICE, 'open the ukulele tuner', call('tune_instrument', { instrument: 'ukulele' })],
  [PRACTICE, 'bass, half step down tuning please', call('tune_instrument', { instrument: 'bass', tuning: 'half_step_down' })],
  [PRACTICE, 'start the metronome', needs('start_metronome')],
  [PRACTICE, 'who composed the four seasons?', none],

  // yarn stash
  [
    YARN,
    'add 4 skeins of Malabrigo worsted in Azul Profundo',
    call('add_yarn', { brand: 'Malabrigo', weight: 'worsted', color: 'Azul Profundo', skeins: 4 }),
  ],
  [YARN, 'bought some bulky yarn, cream, 2 balls', call('add_yarn', { weight: 'bulky', color: 'cream', skeins: 2 })],
  [YARN, 'stash: one skein of fingering weight sock yarn from Drops', call('add_yarn', { brand: 'Drops', weight: 'fingering', skeins: 1 })],
  [YARN, 'DK, 10 skeins, heather grey', call('add_yarn', { weight: 'dk', skeins: 10, color: 'heather grey' })],
  [YARN, 'find me an easy crochet blanket pattern', call('find_pattern', { item: 'blanket', craft: 'crochet', difficulty: 'beginner' })],
  [
    YARN,
    'knitting pattern for socks using fingering yarn',
    call('find_pattern', { item: 'socks', craft: 'knit', yarn_weight: 'fingering' }),
  ],
  [
    YARN,
    'any advanced knit sweater patterns in aran',
    call('find_pattern', { item: 'sweater', craft: 'knit', difficulty: 'advanced', yarn_weight: 'aran' }),
  ],
  [YARN, 'pattern for a beanie', call('find_pattern', { item: 'beanie' })],
  [YARN, 'what can I make with bulky yarn? maybe a cowl', call('find_pattern', { item: 'cowl', yarn_weight: 'bulky' })],
  [YARN, 'add yarn to my stash', needs('add_yarn')],
  [YARN, 'whats the difference between knitting and crochet', none],

  // stargazing
  [STARS, 'any meteor showers coming up?', call('sky_events', { kind: 'meteor_shower' })],
  [STARS, 'when can I see the ISS in the next 5 days', call('sky_events', { kind: 'iss_pass', days: 5 })],
  [STARS, "what's happening in the night sky over the next 2 weeks", call('sky_events', { days: 14 })],
  [STARS, 'eclipses from january 1', call('sky_events', { kind: 'eclipse', from: '2027-01-01' })],
  [STARS, 'is tonight good for stargazing in Flagstaff?', call('stargazing_forecast', { location: 'Flagstaff', date: '2026-11-24' })],
  [STARS, 'clouds in joshua tree friday night?', call('stargazing_forecast', { location: 'Joshua Tree', date: '2026-11-27' })],
  [STARS, 'seeing forecast for Mauna Kea', call('stargazing_forecast', { location: 'Mauna Kea' })],
  [
    STARS,
    'saw Saturn through the telescope at 150x, rings were stunning',
    call('log_observation', { object: 'Saturn', instrument: 'telescope', magnification: 150 }),
  ],
  [STARS, 'log M31 with binoculars, 4 out of 5', call('log_observation', { object: 'M31', instrument: 'binoculars', rating: 4 })],
  [STARS, 'spotted the Pleiades naked eye', call('log_observation', { object: 'Pleiades', instrument: 'naked_eye' })],
  [STARS, 'stargazing forecast please', needs('stargazing_forecast')],
  [STARS, 'how far away is the andromeda galaxy', none],

  // home brewing
  [
    BREWING,
    'starting a 20 liter batch of IPA today, OG 1.062',
    call('start_brew_batch', { style: 'IPA', batch_liters: 20, original_gravity: 1.062, brew_date: '2026-11-24' }),
  ],
  [
    BREWING,
    'brewing an oatmeal stout on saturday, 23 L',
    call('start_brew_batch', { style: 'oatmeal stout', batch_liters: 23, brew_date: '2026-11-28' }),
  ],
  [BREWING, 'new batch: hefeweizen', call('start_brew_batch', { style: 'hefeweizen' })],
  [
    BREWING,
    'brew a pale ale, 19 litres, original gravity 1.050',
    call('start_brew_batch', { style: 'pale ale', batch_liters: 19, original_gravity: 1.05 }),
  ],
  [BREWING, 'B014 is at 1.012', call('log_gravity_reading', { batch: 'B014', gravity: 1.012 })],
  [
    BREWING,
    'gravity reading for batch b007: 1.020 at 19 degrees',
    call('log_gravity_reading', { batch: 'B007', gravity: 1.02, temperature_c: 19 }),
  ],
  [
    BREWING,
    'hydrometer says 1.048 on B021, wort temp 68F',
    call('log_gravity_reading', { batch: 'B021', gravity: 1.048, temperature_c: 20 }),
  ],
  [BREWING, 'bottled B014, 52 bottles', call('bottle_batch', { batch: 'B014', bottles: 52 })],
  [BREWING, 'bottling batch B009 with 120g priming sugar', call('bottle_batch', { batch: 'B009', priming_sugar_g: 120 })],
  [BREWING, 'mark b003 as bottled, got two dozen bottles', call('bottle_batch', { batch: 'B003', bottles: 24 })],
  [BREWING, 'log a gravity reading of 1.010', needs('log_gravity_reading')],
  [BREWING, 'why does my beer taste like green apples', none],

  // insurance
  [
    INSURANCE,
    'someone rear-ended my car yesterday, file a claim',
    call('file_insurance_claim', { policy: 'auto', incident_date: '2026-11-23' }),
  ],
  [
    INSURANCE,
    'pipe burst in the kitchen on saturday, probably $4,000 of damage, claim on the home policy',
    call('file_insurance_claim', { policy: 'home', incident_date: '2026-11-21', estimated_amount: 4000 }),
  ],
  [
    INSURANCE,
    'my luggage got lost on my trip nov 18, need to claim around 650 dollars on travel insurance',
    call('file_insurance_claim', { policy: 'travel', incident_date: '2026-11-18', estimated_amount: 650 }),
  ],
  [
    INSURANCE,
    'vet bill from the 20th for the dog, $1,280, file it with pet insurance',
    call('file_insurance_claim', { policy: 'pet', incident_date: '2026-11-20', estimated_amount: 1280 }),
  ],
  [
    INSURANCE,
    'bike stolen from my apartment last night, renters claim, police report filed',
    call('file_insurance_claim', { policy: 'renters', incident_date: '2026-11-23', police_report: true }),
  ],
  [
    INSURANCE,
    'hail dented the car today, file auto claim, no police report',
    call('file_insurance_claim', { policy: 'auto', incident_date: '2026-11-24', police_report: false }),
  ],
  [INSURANCE, 'status of claim CLM-220417', call('claim_status', { claim_id: 'CLM-220417' })],
  [INSURANCE, 'any update on clm-009381?', call('claim_status', { claim_id: 'CLM-009381' })],
  [INSURANCE, 'add my son Ethan as a driver, born 2009-03-14', call('add_named_driver', { name: 'Ethan', birth_date: '2009-03-14' })],
  [
    INSURANCE,
    'put Maria Lopez on the car insurance, dob April 2 1990, licensed 15 years',
    call('add_named_driver', { name: 'Maria Lopez', birth_date: '1990-04-02', years_licensed: 15 }),
  ],
  [INSURANCE, 'add a named driver: Tom Reyes', needs('add_named_driver')],
  [INSURANCE, 'does home insurance cover flood damage?', none],

  // motor vehicle office
  [
    DMV,
    'book a road test at the Riverside office on dec 8 at 9:15',
    call('book_dmv_appointment', { service: 'road_test', office: 'Riverside', date: '2026-12-08', time: '09:15' }),
  ],
  [
    DMV,
    'need to renew my license, thursday morning at 8:30',
    call('book_dmv_appointment', { service: 'license_renewal', date: '2026-11-26', time: '08:30' }),
  ],
  [DMV, 'REAL ID appointment friday', call('book_dmv_appointment', { service: 'real_id', date: '2026-11-27' })],
  [
    DMV,
    'my daughter needs to take her permit test, monday 3:45pm in Salem',
    call('book_dmv_appointment', { service: 'permit_test', date: '2026-11-30', time: '15:45', office: 'Salem' }),
  ],
  [
    DMV,
    'vehicle registration appointment on the 3rd at 11am',
    call('book_dmv_appointment', { service: 'registration', date: '2026-12-03', time: '11:00' }),
  ],
  [DMV, 'renew the registration for plate 7KQX229 for two years', call('renew_vehicle_registration', { plate: '7KQX229', years: 2 })],
  [DMV, 'renew reg on my car, plate abc1234', call('renew_vehicle_registration', { plate: 'ABC1234' })],
  [DMV, 'renew 4TRK88 for one year', call('renew_vehicle_registration', { plate: '4TRK88', years: 1 })],
  [DMV, 'book a dmv appointment', needs('book_dmv_appointment')],
  [DMV, 'how many points until my license is suspended?', none],

  // wedding
  [
    WEDDING,
    "add Rosa Delgado to the guest list, bride's side, vegetarian",
    call('add_wedding_guest', { name: 'Rosa Delgado', side: 'bride', meal: 'vegetarian' }),
  ],
  [
    WEDDING,
    'guest: Kevin Park, groom side, with a plus one',
    call('add_wedding_guest', { name: 'Kevin Park', side: 'groom', plus_one: true }),
  ],
  [
    WEDDING,
    'invite jamal wright, fish for dinner, no plus one',
    call('add_wedding_guest', { name: 'Jamal Wright', meal: 'fish', plus_one: false }),
  ],
  [WEDDING, 'Lucy Chen is friends with both of us, add her', call('add_wedding_guest', { name: 'Lucy Chen', side: 'both' })],
  [WEDDING, 'Omar said yes, he wants the beef', call('update_rsvp', { name: 'Omar', reply: 'attending', meal: 'beef' })],
  [WEDDING, 'Greta Vogel declined', call('update_rsvp', { name: 'Greta Vogel', reply: 'declined' })],
  [WEDDING, 'mark priya as a maybe', call('update_rsvp', { name: 'Priya', reply: 'maybe' })],
  [WEDDING, "rsvp from Sam Ortiz: can't make it", call('update_rsvp', { name: 'Sam Ortiz', reply: 'declined' })],
  [WEDDING, 'Ana Silva rsvped yes, vegan meal please', call('update_rsvp', { name: 'Ana Silva', reply: 'attending', meal: 'vegan' })],
  [WEDDING, 'put Rosa, Kevin and Lucy at table 4', call('seat_guests', { table: 4, guests: ['Rosa', 'Kevin', 'Lucy'] })],
  [WEDDING, 'table twelve: Omar Haddad, Greta Vogel', call('seat_guests', { table: 12, guests: ['Omar Haddad', 'Greta Vogel'] })],
  [WEDDING, 'seat jamal at the head table', needs('seat_guests')],
  [WEDDING, 'how long should a best man speech be?', none],
  [WEDDING, 'only six months to go, I am so excited', none],

  // climbing gym
  [CLIMBING, 'sent a V5 boulder on my third try', call('log_climb', { grade: 'V5', style: 'boulder', sent: true, attempts: 3 })],
  [CLIMBING, 'top roped a 5.10b clean', call('log_climb', { grade: '5.10b', style: 'top_rope', sent: true })],
  [CLIMBING, 'lead climb 5.11a, 4 attempts, still no send', call('log_climb', { grade: '5.11a', style: 'lead', attempts: 4, sent: false })],
  [CLIMBING, 'log a v2 boulder flash', call('log_climb', { grade: 'V2', style: 'boulder', sent: true, attempts: 1 })],
  [CLIMBING, 'bouldering: v7 project, 12 goes, not sent', call('log_climb', { grade: 'V7', style: 'boulder', attempts: 12, sent: false })],
  [
    CLIMBING,
    'book the climbing gym for tomorrow 6pm, 2 of us, need rental shoes',
    call('book_climbing_session', { start: '2026-11-25T18:00:00Z', climbers: 2, rent_shoes: true }),
  ],
  [CLIMBING, 'reserve a slot at the wall saturday at 10am', call('book_climbing_session', { start: '2026-11-28T10:00:00Z' })],
  [
    CLIMBING,
    'climbing session tonight at 7:30pm for three, we have our own shoes',
    call('book_climbing_session', { start: '2026-11-24T19:30:00Z', climbers: 3, rent_shoes: false }),
  ],
  [CLIMBING, 'book a climbing session', needs('book_climbing_session')],
  [CLIMBING, 'how do I get stronger fingers for climbing', none],

  // boats and tides
  [BOATS, 'rent a kayak tomorrow at 9am for 2 hours', call('rent_boat', { craft: 'kayak', start: '2026-11-25T09:00:00Z', hours: 2 })],
  [
    BOATS,
    'canoe for saturday 1pm, three hours, 2 life jackets',
    call('rent_boat', { craft: 'canoe', start: '2026-11-28T13:00:00Z', hours: 3, life_jackets: 2 }),
  ],
  [BOATS, 'can I get a paddleboard at noon', call('rent_boat', { craft: 'paddleboard', start: '2026-11-24T12:00:00Z' })],
  [BOATS, 'sailboat on sunday from 10:30am to 2:30pm', call('rent_boat', { craft: 'sailboat', start: '2026-11-29T10:30:00Z', hours: 4 })],
  [BOATS, 'pedal boat for the kids at 3', call('rent_boat', { craft: 'pedal_boat', start: '2026-11-24T15:00:00Z' })],
  [BOATS, 'high tide in Monterey tomorrow?', call('tide_times', { place: 'Monterey', date: '2026-11-25' })],
  [BOATS, 'tides for half moon bay', call('tide_times', { place: 'Half Moon Bay' })],
  [BOATS, 'when is low tide at Cape Cod on dec 2', call('tide_times', { place: 'Cape Cod', date: '2026-12-02' })],
  [BOATS, 'rent a rowboat', needs('rent_boat')],
  [BOATS, 'is it safe to kayak in fog?', none],

  // hiking
  [HIKING, 'easy trails near Boulder under 8 km', call('find_trails', { area: 'Boulder', difficulty: 'easy', max_km: 8 })],
  [HIKING, 'dog friendly hikes around asheville', call('find_trails', { area: 'Asheville', dog_friendly: true })],
  [HIKING, 'hard hikes in the Smokies', call('find_trails', { area: 'Smokies', difficulty: 'hard' })],
  [HIKING, 'trails near Lake Tahoe, nothing over 12km', call('find_trails', { area: 'Lake Tahoe', max_km: 12 })],
  [
    HIKING,
    'where can i hike with my dog near Portland, easy ones',
    call('find_trails', { area: 'Portland', dog_friendly: true, difficulty: 'easy' }),
  ],
  [
    HIKING,
    'finished Angels Landing, 8.7 km and 450 m of climbing',
    call('log_hike', { trail: 'Angels Landing', km: 8.7, elevation_gain_m: 450 }),
  ],
  [HIKING, 'hiked Mount Tam on sunday', call('log_hike', { trail: 'Mount Tam', date: '2026-11-22' })],
  [HIKING, 'log the Mist Trail, 11 km, yesterday', call('log_hike', { trail: 'Mist Trail', km: 11, date: '2026-11-23' })],
  [HIKING, 'did Old Rag today, gained 820 meters', call('log_hike', { trail: 'Old Rag', elevation_gain_m: 820, date: '2026-11-24' })],
  [HIKING, 'find trails', needs('find_trails')],
  [HIKING, 'what should I bring on a day hike', none],
  [HIKING, 'the view from Old Rag was unreal honestly', none],

  // city street reports
  [
    CITY,
    "huge pothole at 410 Maple Ave, it's dangerous",
    call('report_city_issue', { issue: 'pothole', location: '410 Maple Ave', hazard: true }),
  ],
  [CITY, 'the streetlight on Birch Street is out', call('report_city_issue', { issue: 'streetlight_out', location: 'Birch Street' })],
  [CITY, 'someone dumped old tires on Cedar Lane', call('report_city_issue', { issue: 'illegal_dumping', location: 'Cedar Lane' })],
  [
    CITY,
    'tree down across Elm and 3rd, blocking the road, urgent',
    call('report_city_issue', { issue: 'fallen_tree', location: 'Elm and 3rd', hazard: true }),
  ],
  [
    CITY,
    'graffiti on the wall at 95 Market Street, not urgent',
    call('report_city_issue', { issue: 'graffiti', location: '95 Market Street', hazard: false }),
  ],
  [CITY, 'storm drain clogged on Willow Court', call('report_city_issue', { issue: 'blocked_drain', location: 'Willow Court' })],
  [CITY, 'status of SR-118274', call('service_request_status', { request_id: 'SR-118274' })],
  [CITY, 'did the city do anything about sr-500032 yet', call('service_request_status', { request_id: 'SR-500032' })],
  [CITY, 'report a pothole', needs('report_city_issue')],
  [CITY, 'when is the next city council meeting?', none],

  // job search
  [
    JOBS,
    'save the Senior Data Engineer posting at Stripe, remote, 180k minimum',
    call('save_job_posting', { title: 'Senior Data Engineer', company: 'Stripe', workplace: 'remote', salary_min: 180000 }),
  ],
  [
    JOBS,
    'bookmark a product designer job at Figma, hybrid',
    call('save_job_posting', { title: 'product designer', company: 'Figma', workplace: 'hybrid' }),
  ],
  [JOBS, 'shortlist: Staff Engineer, Datadog', call('save_job_posting', { title: 'Staff Engineer', company: 'Datadog' })],
  [
    JOBS,
    'applied to Shopify for a backend developer role today',
    call('log_job_application', { company: 'Shopify', role: 'backend developer', stage: 'applied', date: '2026-11-24' }),
  ],
  [JOBS, 'Canva rejected me', call('log_job_application', { company: 'Canva', stage: 'rejected' })],
  [JOBS, 'got an offer from Atlassian!!', call('log_job_application', { company: 'Atlassian', stage: 'offer' })],
  [
    JOBS,
    'had a phone screen with Notion on friday',
    call('log_job_application', { company: 'Notion', stage: 'phone_screen', date: '2026-11-20' }),
  ],
  [
    JOBS,
    'interview with Spotify thursday at 2:30pm on video',
    call('schedule_interview', { company: 'Spotify', start: '2026-11-26T14:30:00Z', format: 'video' }),
  ],
  [
    JOBS,
    'onsite at Airbnb dec 3, 10am, with Karen Liu',
    call('schedule_interview', { company: 'Airbnb', start: '2026-12-03T10:00:00Z', format: 'onsite', interviewer: 'Karen Liu' }),
  ],
  [
    JOBS,
    'phone interview with a recruiter from Duolingo tomorrow at 4pm',
    call('schedule_interview', { company: 'Duolingo', start: '2026-11-25T16:00:00Z', format: 'phone' }),
  ],
  [JOBS, 'schedule an interview with Netflix', needs('schedule_interview')],
  [JOBS, 'how do I negotiate a higher salary?', none],
  [JOBS, 'ugh I hate writing cover letters', none],

  // birding
  [
    BIRDS,
    'saw 3 bald eagles at Lake Merritt this morning',
    call('log_bird_sighting', { species: 'bald eagle', count: 3, location: 'Lake Merritt', date: '2026-11-24' }),
  ],
  [BIRDS, 'just spotted a pileated woodpecker', call('log_bird_sighting', { species: 'pileated woodpecker', count: 1 })],
  [
    BIRDS,
    'log about 40 snow geese at Bosque del Apache on saturday',
    call('log_bird_sighting', { species: 'snow goose', count: 40, location: 'Bosque del Apache', date: '2026-11-21' }),
  ],
  [BIRDS, 'cedar waxwing, Central Park', call('log_bird_sighting', { species: 'cedar waxwing', location: 'Central Park' })],
  [BIRDS, 'counted a dozen robins yesterday', call('log_bird_sighting', { species: 'robin', count: 12, date: '2026-11-23' })],
  [BIRDS, 'any rare birds near Cape May?', call('rare_bird_alerts', { region: 'Cape May' })],
  [BIRDS, 'rarities within 50 km of Tucson', call('rare_bird_alerts', { region: 'Tucson', radius_km: 50 })],
  [BIRDS, 'what unusual birds have been reported around Point Reyes lately', call('rare_bird_alerts', { region: 'Point Reyes' })],
  [BIRDS, 'log a bird sighting', needs('log_bird_sighting')],
  [BIRDS, 'why do birds fly south for the winter', none],

  // coffee shop
  [COFFEE, 'large oat latte', call('order_coffee', { drink: 'latte', size: 'large', milk: 'oat' })],
  [
    COFFEE,
    'iced americano with an extra shot, medium',
    call('order_coffee', { drink: 'americano', iced: true, extra_shots: 1, size: 'medium' }),
  ],
  [
    COFFEE,
    'can I get a small flat white with almond milk at 10:15',
    call('order_coffee', { drink: 'flat_white', size: 'small', milk: 'almond', pickup_time: '10:15' }),
  ],
  [COFFEE, 'a hot mocha, skim, 2 extra shots', call('order_coffee', { drink: 'mocha', iced: false, milk: 'skim', extra_shots: 2 })],
  [COFFEE, 'cold brew for pickup at 10:30', call('order_coffee', { drink: 'cold_brew', pickup_time: '10:30' })],
  [COFFEE, 'chai latte with soy please', call('order_coffee', { drink: 'chai_latte', milk: 'soy' })],
  [COFFEE, 'cappuccino, ready by half past eleven', call('order_coffee', { drink: 'cappuccino', pickup_time: '11:30' })],
  [COFFEE, 'medium whole milk latte, iced', call('order_coffee', { drink: 'latte', size: 'medium', milk: 'whole', iced: true })],
  [COFFEE, 'how many stars have I got', call('coffee_rewards_balance', {})],
  [COFFEE, 'check my rewards', call('coffee_rewards_balance', {})],
  [COFFEE, 'order me a coffee', needs('order_coffee')],
  [COFFEE, 'is decaf actually caffeine free?', none],
  [COFFEE, 'I already had three coffees today lol', none],

  // racket-sport courts
  [
    COURTS,
    'book a tennis court tomorrow at 6pm for an hour',
    call('book_court', { sport: 'tennis', date: '2026-11-25', time: '18:00', minutes: 60 }),
  ],
  [
    COURTS,
    'squash court thursday 7:15am, 30 mins',
    call('book_court', { sport: 'squash', date: '2026-11-26', time: '07:15', minutes: 30 }),
  ],
  [
    COURTS,
    'indoor pickleball saturday at noon, 90 minutes',
    call('book_court', { sport: 'pickleball', date: '2026-11-28', time: '12:00', minutes: 90, indoor: true }),
  ],
  [COURTS, 'badminton court on dec 6 at 5pm', call('book_court', { sport: 'badminton', date: '2026-12-06', time: '17:00' })],
  [COURTS, 'outdoor tennis court friday 8am', call('book_court', { sport: 'tennis', date: '2026-11-27', time: '08:00', indoor: false })],
  [COURTS, 'book a squash court for monday', needs('book_court')],
  [COURTS, 'find me an intermediate tennis partner', call('find_playing_partner', { sport: 'tennis', level: 'intermediate' })],
  [
    COURTS,
    "looking for someone to play pickleball with on sunday, I'm a beginner",
    call('find_playing_partner', { sport: 'pickleball', level: 'beginner', availability: { date: '2026-11-29' } }),
  ],
  [
    COURTS,
    'squash partner wanted saturday between 9am and 11am, advanced',
    call('find_playing_partner', {
      sport: 'squash',
      level: 'advanced',
      availability: { date: '2026-11-28', from: '09:00', to: '11:00' },
    }),
  ],
  [COURTS, 'who can I play badminton with', call('find_playing_partner', { sport: 'badminton' })],
  [COURTS, "what's the difference between pickleball and tennis scoring", none],

  // gift ideas
  [
    GIFTS,
    'gift idea for Mom: a silk scarf, around $60, for christmas',
    call('add_gift_idea', { person: 'Mom', idea: 'silk scarf', budget: 60, occasion: 'christmas' }),
  ],
  [
    GIFTS,
    'Jake would love a fly fishing reel for his birthday',
    call('add_gift_idea', { person: 'Jake', idea: 'fly fishing reel', occasion: 'birthday' }),
  ],
  [
    GIFTS,
    'save an idea for Hannah: pottery class, under 100',
    call('add_gift_idea', { person: 'Hannah', idea: 'pottery class', budget: 100 }),
  ],
  [
    GIFTS,
    'anniversary gift for Chris - weekend in Napa',
    call('add_gift_idea', { person: 'Chris', idea: 'weekend in Napa', occasion: 'anniversary' }),
  ],
  [
    GIFTS,
    'graduation present for Leo, a nice watch, 250 bucks',
    call('add_gift_idea', { person: 'Leo', idea: 'nice watch', budget: 250, occasion: 'graduation' }),
  ],
  [GIFTS, 'what gift ideas do I have for dad', call('list_gift_ideas', { person: 'Dad' })],
  [GIFTS, 'show my christmas gift list', call('list_gift_ideas', { occasion: 'christmas' })],
  [GIFTS, 'all saved gift ideas', call('list_gift_ideas', {})],
  [GIFTS, 'add a gift idea for my sister', needs('add_gift_idea')],
  [GIFTS, 'what do you get someone who has everything?', none],

  // everything at once
  [ALL8, 'hem my jeans', call('book_alteration', { garment: 'jeans', work: 'hem' })],
  [ALL8, 'ph 7.0 in the tank', call('log_water_test', { ph: 7 })],
  [ALL8, 'metronome 100', call('start_metronome', { bpm: 100 })],
  [ALL8, 'B011 gravity 1.015', call('log_gravity_reading', { batch: 'B011', gravity: 1.015 })],
  [ALL8, 'check claim CLM-771020', call('claim_status', { claim_id: 'CLM-771020' })],
  [ALL8, 'renew registration plate 8ABC123', call('renew_vehicle_registration', { plate: '8ABC123' })],
  [ALL8, 'Nadia Karimi RSVPed yes', call('update_rsvp', { name: 'Nadia Karimi', reply: 'attending' })],
  [ALL8, 'rent a canoe saturday 9am', call('rent_boat', { craft: 'canoe', start: '2026-11-28T09:00:00Z' })],
  [ALL8, 'trails near Moab', call('find_trails', { area: 'Moab' })],
  [ALL8, 'broken streetlight at 7 Pine Street', call('report_city_issue', { issue: 'streetlight_out', location: '7 Pine Street' })],
  [ALL8, 'Figma sent me an offer', call('log_job_application', { company: 'Figma', stage: 'offer' })],
  [ALL8, 'saw a great blue heron', call('log_bird_sighting', { species: 'great blue heron', count: 1 })],
  [ALL8, 'iced latte, large', call('order_coffee', { drink: 'latte', iced: true, size: 'large' })],
  [ALL8, 'tennis court tomorrow 7pm', call('book_court', { sport: 'tennis', date: '2026-11-25', time: '19:00' })],
  [ALL8, 'gift idea for Nora: a cookbook', call('add_gift_idea', { person: 'Nora', idea: 'cookbook' })],
  [ALL8, 'treated hive 1 with formic acid', call('treat_hive_for_mites', { hive: 1, treatment: 'formic_acid' })],
  [ALL8, 'tides at Santa Cruz', call('tide_times', { place: 'Santa Cruz' })],
  [ALL8, 'is it clear tonight in Tucson', call('stargazing_forecast', { location: 'Tucson', date: '2026-11-24' })],
  [ALL8, 'tune the violin', call('tune_instrument', { instrument: 'violin' })],
  [ALL8, 'find a crochet pattern for a scarf', call('find_pattern', { item: 'scarf', craft: 'crochet' })],
  [ALL8, 'practiced guitar 25 min', call('log_practice', { instrument: 'guitar', minutes: 25 }), ANY],
  [ALL8, 'boulder V3 sent', call('log_climb', { grade: 'V3', style: 'boulder', sent: true }), ANY],
  [ALL8, 'comets', call('sky_events', { kind: 'comet' }), only('sky_events')],
  [ALL8, 'Monterey', call('rare_bird_alerts', { region: 'Monterey' }), only('rare_bird_alerts')],
  [ALL8, 'stars?', call('coffee_rewards_balance', {}), only('coffee_rewards_balance')],
  [ALL8, 'book a court', needs('book_court')],
  [ALL8, 'hi there', none],
  [ALL8, 'thank you so much!', none],
  [ALL8, "what's the capital of Australia?", none],
  [ALL8, 'remind me to call the plumber at 5', none],
  [ALL8, 'book a flight to Lisbon', none],
  [ALL8, "what's the weather like in Denver", none],
  [ALL8, 'convert 5 miles to km', none],
  [ALL8, 'ok cool', none],
  [ALL8, 'play some jazz', none],
  [ALL8, 'how do I make cold brew at home?', none],
  [ALL8, 'tell me a joke about bees', none],
  [ALL8, "what's a good name for a goldfish", none],
  [ALL8, "send an email to my boss saying I'm sick", none],
  [ALL8, 'order a pizza', none],
];
