import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  ARCHERY,
  ART_GALLERY,
  BLINDS,
  CAFE_LOYALTY,
  CARPET_CLEANING,
  COMMUNITY_CENTRE,
  DOG_DAYCARE,
  ENERGY_ASSESSMENT,
  FERRY,
  FURNITURE,
  GARAGE,
  JUDO,
  KARAOKE,
  PAINTBALL,
  PARCEL_LOCKERS,
  PLANETARIUM,
  RECORDING_BOOTH,
  SOFT_PLAY,
  STUDENT_UNION,
  SURF_SCHOOL,
  TRAMPOLINE_PARK,
  VEG_BOX,
} from './router-fresh22-tools.js';

/*
 * The twenty-third fresh table (fresh 22), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day already past, such as when a round was
 * shot or a grading passed, resolved backwards; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ, a time with
 * no day its next occurrence; values a pattern asks for normalised to it), a text answer asking for a
 * required value the request does not give, or any text answer when no tool fits.
 */
export const FRESH22: Case[] = [
  // Ferry crossings
  [
    FERRY,
    'any sailings dover to calais on saturday?',
    call('search_sailings', { from_port: 'dover', to_port: 'calais', date: '2026-11-28' }),
  ],
  [
    FERRY,
    "We need to get from Holyhead to Dublin on the 3rd of December with the car, there's 4 of us",
    call('search_sailings', {
      from_port: 'holyhead',
      to_port: 'dublin',
      date: '2026-12-03',
      vehicle: 'car',
      passengers: 4,
    }),
  ],
  [
    FERRY,
    'motorhome, 2 adults, cherbourg to portsmouth, 2nd january',
    call('search_sailings', {
      from_port: 'cherbourg',
      to_port: 'portsmouth',
      date: '2027-01-02',
      vehicle: 'motorhome',
      passengers: 2,
    }),
  ],
  [
    FERRY,
    'just one way this time - dunkirk back to dover on the 20th december, in the van',
    call('search_sailings', { from_port: 'dunkirk', to_port: 'dover', date: '2026-12-20', vehicle: 'van' }),
  ],
  [
    FERRY,
    'book the 7.30am portsmouth to caen crossing on friday for 2 adults, car reg LK19 XYZ',
    call('book_crossing', {
      from_port: 'portsmouth',
      to_port: 'caen',
      departure: '2026-11-27T07:30:00Z',
      passengers: 2,
      vehicle: 'car',
      vehicle_reg: 'LK19 XYZ',
    }),
  ],
  [
    FERRY,
    'can u book us on the overnight plymouth roscoff sailing, 22:00 on the 12th, 3 foot passengers, and a cabin please',
    call('book_crossing', {
      from_port: 'plymouth',
      to_port: 'roscoff',
      departure: '2026-12-12T22:00:00Z',
      passengers: 3,
      vehicle: 'foot_passenger',
      cabin: true,
    }),
  ],
  [FERRY, 'I want to book a ferry to Belfast', needs('book_crossing')],
  [
    FERRY,
    'change booking fb 204913 to the 14:00 sailing on sunday instead',
    call('change_ferry_booking', { booking_ref: 'FB204913', new_departure: '2026-11-29T14:00:00Z' }),
  ],
  [
    FERRY,
    "we've changed cars, the new reg is mx21 kpo. booking FB771002",
    call('change_ferry_booking', { booking_ref: 'FB771002', vehicle_reg: 'MX21 KPO' }),
  ],
  [
    FERRY,
    'is the 14:30 out of dover running today? its really windy here',
    call('get_sailing_status', { port: 'dover', departure_time: '14:30', date: '2026-11-24' }),
  ],
  [FERRY, 'any delays at cairnryan?', call('get_sailing_status', { port: 'cairnryan' })],
  [FERRY, 'dublin please', call('get_sailing_status', { port: 'dublin' }), only('get_sailing_status')],
  [FERRY, 'do i still need a passport to go to france from dover these days', none],
  [FERRY, 'thanks thats all sorted', none],
  [FERRY, "what's worth doing in Calais if we've only got an afternoon?", none],

  // MOT and servicing garage
  [GARAGE, 'when is the MOT due on YD67 HFN', call('check_mot_due', { registration: 'YD67 HFN' })],
  [
    GARAGE,
    "mot for my golf next tuesday please, reg is bf15kwz, i'll drop it off at 8",
    call('book_mot', { registration: 'BF15 KWZ', date: '2026-12-01', drop_off: '08:00' }),
  ],
  [
    GARAGE,
    "Can I book an MOT on thursday and wait while it's done? reg GN19 ABC",
    call('book_mot', { registration: 'GN19 ABC', date: '2026-11-26', wait_on_site: true }),
  ],
  [
    GARAGE,
    'full service on sa70 lmn friday the 4th, will need a courtesy car as i work miles away',
    call('book_service', { registration: 'SA70 LMN', service_type: 'full', date: '2026-12-04', courtesy_car: true }),
  ],
  [
    GARAGE,
    "it's only due the smaller one, the interim. WR18 TTE, wednesday the 2nd if you've got space",
    call('book_service', { registration: 'WR18 TTE', service_type: 'interim', date: '2026-12-02' }),
  ],
  [GARAGE, 'how much for a new clutch on a Ford Fiesta?', call('get_repair_quote', { job: 'clutch', make_model: 'Ford Fiesta' })],
  [
    GARAGE,
    'my brakes are squealing like mad, can you give me a price? KM16 OPR',
    call('get_repair_quote', { job: 'brakes', registration: 'KM16 OPR' }),
  ],
  [GARAGE, 'aircon isnt blowing cold anymore, how much to regas it', call('get_repair_quote', { job: 'air_con_regas' })],
  [
    GARAGE,
    "the cambelt's due on my Astra, what would that set me back",
    call('get_repair_quote', { job: 'cambelt', make_model: 'Astra' }),
    ANY,
  ],
  [GARAGE, 'I need to book my car in for its MOT', needs('book_mot')],
  [GARAGE, 'can i get a major service booked for monday', needs('book_service')],
  [GARAGE, 'what does it mean when the engine management light flashes', none],
  [GARAGE, 'cheers mate', none],

  // Dog daycare
  [
    DOG_DAYCARE,
    'can Biscuit come in tomorrow for the full day',
    call('book_daycare', { dog_name: 'Biscuit', date: '2026-11-25', session: 'full_day' }),
  ],
  [
    DOG_DAYCARE,
    'Book Luna in for a morning on friday and can you collect her from home',
    call('book_daycare', { dog_name: 'Luna', date: '2026-11-27', session: 'half_day_am', pickup: true }),
  ],
  [
    DOG_DAYCARE,
    'afternoon session for Max on the 1st pls',
    call('book_daycare', { dog_name: 'Max', date: '2026-12-01', session: 'half_day_pm' }),
  ],
  [
    DOG_DAYCARE,
    "Hi, I'd like to sign up my cocker spaniel Poppy, she's 3 and spayed. my email is jo.barker@gmail.com",
    call('register_dog', {
      dog_name: 'Poppy',
      breed: 'cocker spaniel',
      neutered: true,
      owner_email: 'jo.barker@gmail.com',
    }),
  ],
  [
    DOG_DAYCARE,
    "register our new boy Bear, he's a Newfoundland so definitely giant, born 14 march 2025. contact sam@holt.co.uk",
    call('register_dog', {
      dog_name: 'Bear',
      breed: 'Newfoundland',
      size: 'giant',
      date_of_birth: '2025-03-14',
      owner_email: 'sam@holt.co.uk',
    }),
  ],
  [DOG_DAYCARE, "Rolo won't be in on thursday, he's at the vets", call('cancel_daycare', { dog_name: 'Rolo', date: '2026-11-26' })],
  [DOG_DAYCARE, "cancel Daisy's day on the 30th", call('cancel_daycare', { dog_name: 'Daisy', date: '2026-11-30' })],
  [DOG_DAYCARE, 'how did Teddy get on today?', call('get_daily_report', { dog_name: 'Teddy', date: '2026-11-24' })],
  [DOG_DAYCARE, "can I see Milo's report from yesterday", call('get_daily_report', { dog_name: 'Milo', date: '2026-11-23' })],
  [DOG_DAYCARE, 'any pics of Pickle?', call('get_daily_report', { dog_name: 'Pickle' }), only('get_daily_report')],
  [DOG_DAYCARE, 'I want to book a day of daycare on wednesday', needs('book_daycare')],
  [DOG_DAYCARE, 'is chocolate actually dangerous for dogs or is that a myth', none],
  [DOG_DAYCARE, "what's a good name for a black lab puppy", none],

  // Soft play centre
  [
    SOFT_PLAY,
    '2 kids and 1 adult at 10am tomorrow',
    call('book_play_session', { date: '2026-11-25', start_time: '10:00', children: 2, adults: 1 }),
  ],
  [
    SOFT_PLAY,
    "can we book saturday at half 1 for three children plus the baby, she's under two",
    call('book_play_session', { date: '2026-11-28', start_time: '13:30', children: 3, under_twos: 1 }),
  ],
  [SOFT_PLAY, 'book a session for wednesday at 3.15', needs('book_play_session')],
  [
    SOFT_PLAY,
    "gold party package for Ava's 5th birthday on Sunday 13th December, about 20 kids",
    call('book_party', { date: '2026-12-13', package: 'gold', children: 20, birthday_child: 'Ava', age: 5 }),
  ],
  [
    SOFT_PLAY,
    'I want to do a party here for my son on the 19th, silver package, 15 children',
    call('book_party', { date: '2026-12-19', package: 'silver', children: 15 }),
  ],
  [
    SOFT_PLAY,
    'party for twelve on 9 january, the bronze one',
    call('book_party', { date: '2027-01-09', package: 'bronze', children: 12 }),
    ANY,
  ],
  [SOFT_PLAY, 'what time do you open on christmas eve', call('get_opening_times', { date: '2026-12-24' })],
  [SOFT_PLAY, 'r u open today', call('get_opening_times', { date: '2026-11-24' })],
  [SOFT_PLAY, 'what are your opening hours?', call('get_opening_times', {})],
  [SOFT_PLAY, 'do you sell grip socks or do we need to bring our own?', none],
  [SOFT_PLAY, 'my toddler has a bit of a cough, should I keep her home from nursery', none],
  [SOFT_PLAY, 'lol the kids are driving me up the wall today', none],

  // Trampoline park
  [
    TRAMPOLINE_PARK,
    "5 jumpers for an hour at 4pm on friday, we'll need socks for all of them",
    call('book_jump_session', { date: '2026-11-27', time: '16:00', jumpers: 5, duration_minutes: 60, grip_socks: 5 }),
  ],
  [
    TRAMPOLINE_PARK,
    'can i book 90 minutes for me and my two boys this sunday at 12',
    call('book_jump_session', { date: '2026-11-29', time: '12:00', jumpers: 3, duration_minutes: 90 }),
  ],
  [
    TRAMPOLINE_PARK,
    'two hours, six of us, tomorrow evening at 6',
    call('book_jump_session', { date: '2026-11-25', time: '18:00', jumpers: 6, duration_minutes: 120 }),
  ],
  [
    TRAMPOLINE_PARK,
    'saturday 10am for 8',
    call('book_jump_session', { date: '2026-11-28', time: '10:00', jumpers: 8 }),
    only('book_jump_session'),
  ],
  [
    TRAMPOLINE_PARK,
    'book toddler bounce for thursday morning, just 1 place',
    call('book_trampoline_class', { class: 'toddler_bounce', date: '2026-11-26', places: 1 }),
  ],
  [
    TRAMPOLINE_PARK,
    'is there dodgeball tmrw? book 4 spots if so',
    call('book_trampoline_class', { class: 'dodgeball', date: '2026-11-25', places: 4 }),
  ],
  [
    TRAMPOLINE_PARK,
    'my daughter is autistic and finds it too loud, do you have a quieter SEN session? could we book it for saturday',
    call('book_trampoline_class', { class: 'sen_session', date: '2026-11-28' }),
  ],
  [
    TRAMPOLINE_PARK,
    "fill in the waiver for Ollie Hughes, dob 02/05/2016, I'm his dad Mark Hughes",
    call('sign_waiver', { participant_name: 'Ollie Hughes', date_of_birth: '2016-05-02', guardian_name: 'Mark Hughes' }),
  ],
  [
    TRAMPOLINE_PARK,
    'waiver for me please, Priya Shah, born 30 august 1990',
    call('sign_waiver', { participant_name: 'Priya Shah', date_of_birth: '1990-08-30' }),
  ],
  [TRAMPOLINE_PARK, 'sign the waiver for my son Jack', needs('sign_waiver')],
  [TRAMPOLINE_PARK, 'whats the weight limit on the trampolines', none],
  [TRAMPOLINE_PARK, 'can you recommend a good physio for a sprained ankle lol', none],
  [TRAMPOLINE_PARK, "it's my birthday!! 🎉", none],

  // Surf school
  [
    SURF_SCHOOL,
    'never surfed before, can I book a lesson for saturday? just me',
    call('book_surf_lesson', { level: 'beginner', date: '2026-11-28', people: 1 }),
  ],
  [
    SURF_SCHOOL,
    'private lesson for 2 improvers on the 6th, we have our own wetsuits',
    call('book_surf_lesson', {
      level: 'improver',
      date: '2026-12-06',
      people: 2,
      lesson_type: 'private',
      wetsuit_hire: false,
    }),
  ],
  [
    SURF_SCHOOL,
    'family lesson tomorrow for the 4 of us, total beginners, will need wetsuits',
    call('book_surf_lesson', {
      level: 'beginner',
      date: '2026-11-25',
      people: 4,
      lesson_type: 'family',
      wetsuit_hire: true,
    }),
  ],
  [SURF_SCHOOL, "I'd like to book a surf lesson for 3 people", needs('book_surf_lesson')],
  [
    SURF_SCHOOL,
    'hire a softboard and a wetsuit for 3 hours on thursday',
    call('hire_surf_kit', { items: ['softboard', 'wetsuit'], date: '2026-11-26', hours: 3 }),
  ],
  [
    SURF_SCHOOL,
    "need boots gloves and a hood tomorrow it's freezing",
    call('hire_surf_kit', { items: ['boots', 'gloves', 'hood'], date: '2026-11-25' }),
  ],
  [
    SURF_SCHOOL,
    'bodyboard for the afternoon, 2 hrs, fri',
    call('hire_surf_kit', { items: ['bodyboard'], date: '2026-11-27', hours: 2 }),
    ANY,
  ],
  [SURF_SCHOOL, "how's fistral looking tomorrow", call('get_surf_forecast', { beach: 'fistral', date: '2026-11-25' })],
  [SURF_SCHOOL, 'surf report croyde', call('get_surf_forecast', { beach: 'croyde' })],
  [
    SURF_SCHOOL,
    'what are the waves doing at Watergate Bay on sunday',
    call('get_surf_forecast', { beach: 'watergate_bay', date: '2026-11-29' }),
  ],
  [SURF_SCHOOL, 'do sharks ever come near the cornish coast?', none],
  [SURF_SCHOOL, 'whats the best sunscreen for surfing', none],

  // Planetarium
  [PLANETARIUM, 'whats showing at the planetarium on saturday', call('find_planetarium_shows', { date: '2026-11-28' })],
  [
    PLANETARIUM,
    'anything suitable for the little ones tomorrow?',
    call('find_planetarium_shows', { date: '2026-11-25', audience: 'family' }),
  ],
  [
    PLANETARIUM,
    'are there any relaxed performances on the 5th? my son gets overwhelmed',
    call('find_planetarium_shows', { date: '2026-12-05', audience: 'relaxed' }),
  ],
  [
    PLANETARIUM,
    'school group, thursday',
    call('find_planetarium_shows', { date: '2026-11-26', audience: 'schools' }),
    only('find_planetarium_shows'),
  ],
  [
    PLANETARIUM,
    '2 adults 2 kids for We Are Stars at 11.30 on sunday',
    call('book_show_tickets', { show: 'We Are Stars', showing: '2026-11-29T11:30:00Z', adults: 2, children: 2 }),
  ],
  [
    PLANETARIUM,
    "book me a concession ticket for Dark Universe, the 7pm one tonight. I'm a student",
    call('book_show_tickets', { show: 'Dark Universe', showing: '2026-11-24T19:00:00Z', concessions: 1 }),
  ],
  [PLANETARIUM, 'I want tickets for the Northern Lights show', needs('book_show_tickets')],
  [
    PLANETARIUM,
    "stargazing evening for 2 on friday 11th december, and we'd like to hire a telescope",
    call('book_stargazing_night', { date: '2026-12-11', people: 2, telescope_hire: true }),
  ],
  [PLANETARIUM, 'can we do the stargazing thing next tuesday, 4 of us', call('book_stargazing_night', { date: '2026-12-01', people: 4 })],
  [PLANETARIUM, 'how far away is the andromeda galaxy', none],
  [PLANETARIUM, 'will the sky be clear tonight do you think', none],
  [PLANETARIUM, 'is pluto a planet again or not', none],

  // Art gallery
  [
    ART_GALLERY,
    'do you have any Barbara Hepworth sculptures on display at the moment',
    call('search_collection', { artist: 'Barbara Hepworth', medium: 'sculpture', on_display: true }),
  ],
  [ART_GALLERY, 'show me photographs of the miners strike', call('search_collection', { query: 'miners strike', medium: 'photography' })],
  [ART_GALLERY, 'anything by Lowry?', call('search_collection', { artist: 'Lowry' })],
  [
    ART_GALLERY,
    '2 tickets for Monet and London on saturday at 2pm',
    call('book_exhibition_tickets', {
      exhibition: 'Monet and London',
      date: '2026-11-28',
      tickets: 2,
      entry_time: '14:00',
    }),
  ],
  [
    ART_GALLERY,
    'one concession for Hockney: Moving Focus tomorrow',
    call('book_exhibition_tickets', {
      exhibition: 'Hockney: Moving Focus',
      date: '2026-11-25',
      tickets: 1,
      concession: true,
    }),
  ],
  [ART_GALLERY, "i'd like to book tickets for the Frida Kahlo show", needs('book_exhibition_tickets')],
  [
    ART_GALLERY,
    'guided tour in french for a group of 12 on wednesday 9th december',
    call('book_guided_tour', { date: '2026-12-09', group_size: 12, language: 'french' }),
  ],
  [
    ART_GALLERY,
    'can my deaf friend and I get a BSL tour on sunday',
    call('book_guided_tour', { date: '2026-11-29', group_size: 2, language: 'bsl' }),
  ],
  [
    ART_GALLERY,
    'sign me up for a joint membership, email is a.khan@outlook.com',
    call('buy_gallery_membership', { tier: 'joint', email: 'a.khan@outlook.com' }),
  ],
  [
    ART_GALLERY,
    "I'm 22, can I get the young persons membership? ellie.r@uni.ac.uk",
    call('buy_gallery_membership', { tier: 'young_friend', email: 'ellie.r@uni.ac.uk' }),
    ANY,
  ],
  [ART_GALLERY, "what's the difference between impressionism and expressionism", none],
  [ART_GALLERY, 'where is the nearest car park to the gallery', none],
  [ART_GALLERY, 'lovely visit today, thank you!', none],

  // Furniture store delivery
  [FURNITURE, "where's my sofa? order FS 4410982", call('track_furniture_delivery', { order_number: 'FS4410982' })],
  [FURNITURE, 'when is order fs2093117 arriving', call('track_furniture_delivery', { order_number: 'FS2093117' })],
  [FURNITURE, 'track FS0051236', call('track_furniture_delivery', { order_number: 'FS0051236' }), ANY],
  [
    FURNITURE,
    "I won't be in on thursday, can you move delivery of FS3301874 to saturday morning",
    call('reschedule_delivery', { order_number: 'FS3301874', date: '2026-11-28', slot: 'morning' }),
  ],
  [
    FURNITURE,
    'can order FS5528190 come after 5pm on the 2nd instead, we both work',
    call('reschedule_delivery', { order_number: 'FS5528190', date: '2026-12-02', slot: 'evening' }),
  ],
  [FURNITURE, 'can you rearrange my delivery to next monday', needs('reschedule_delivery')],
  [FURNITURE, 'can someone put it together for us too? order FS7781023', call('book_assembly', { order_number: 'FS7781023' })],
  [
    FURNITURE,
    'book assembly for 3 pieces on order FS6602211, friday 4th',
    call('book_assembly', { order_number: 'FS6602211', items: 3, date: '2026-12-04' }),
  ],
  [
    FURNITURE,
    'take away our old mattress when you bring the new one, order FS1187345',
    call('request_removal', { order_number: 'FS1187345', item: 'mattress' }),
  ],
  [
    FURNITURE,
    'can you take 2 old armchairs away with FS9034412',
    call('request_removal', { order_number: 'FS9034412', item: 'armchair', quantity: 2 }),
  ],
  [FURNITURE, 'does the oak dining table come in a darker finish', none],
  [FURNITURE, 'how do I get red wine out of a fabric sofa', none],

  // Carpet cleaning
  [
    CARPET_CLEANING,
    'how much for 3 bedrooms and the stairs, postcode LS6 2AB',
    call('get_cleaning_quote', { rooms: 3, postcode: 'LS6 2AB', stairs: true }),
  ],
  [
    CARPET_CLEANING,
    'quote for living room and hallway carpets, we have 2 dogs so add the pet odour treatment. m20 4fx',
    call('get_cleaning_quote', { rooms: 2, postcode: 'M20 4FX', pet_odour_treatment: true }),
  ],
  [
    CARPET_CLEANING,
    '5 rooms, no stairs, 1 rug, SW11 5TH',
    call('get_cleaning_quote', { rooms: 5, stairs: false, rugs: 1, postcode: 'SW11 5TH' }),
  ],
  [CARPET_CLEANING, 'I need a price for cleaning 4 rooms', needs('get_cleaning_quote')],
  [
    CARPET_CLEANING,
    'book end of tenancy clean for the 30th, BS3 1QT, morning if poss',
    call('book_cleaning', { service: 'end_of_tenancy', date: '2026-11-30', postcode: 'BS3 1QT', slot: 'morning' }),
  ],
  [
    CARPET_CLEANING,
    'can you do the sofa and the carpets on wednesday afternoon? postcode is NG7 2RD',
    call('book_cleaning', {
      service: 'carpets_and_upholstery',
      date: '2026-11-25',
      postcode: 'NG7 2RD',
      slot: 'afternoon',
    }),
  ],
  [
    CARPET_CLEANING,
    'upholstery, tuesday 8th december, E17 6PL',
    call('book_cleaning', { service: 'upholstery', date: '2026-12-08', postcode: 'E17 6PL' }),
    only('book_cleaning'),
  ],
  [CARPET_CLEANING, 'book a rug clean', needs('book_cleaning')],
  [
    CARPET_CLEANING,
    'booking CC40917 - carpet still damp 2 days later',
    call('report_cleaning_problem', { booking_ref: 'CC40917', description: 'carpet still damp 2 days later' }),
  ],
  [
    CARPET_CLEANING,
    'cleaner left a mark on the skirting board, ref cc 31208',
    call('report_cleaning_problem', {
      booking_ref: 'CC31208',
      description: 'cleaner left a mark on the skirting board',
    }),
  ],
  [CARPET_CLEANING, 'how long do carpets take to dry after a steam clean?', none],
  [CARPET_CLEANING, 'is bicarbonate of soda any good on carpets', none],

  // Window blinds fitting
  [
    BLINDS,
    'can someone come and measure up for roman blinds on friday? 6 windows, CF14 3LU',
    call('book_measuring_visit', { postcode: 'CF14 3LU', date: '2026-11-27', windows: 6, blind_type: 'roman' }),
  ],
  [
    BLINDS,
    'measuring visit saturday morning please, postcode g12 8qq',
    call('book_measuring_visit', { postcode: 'G12 8QQ', date: '2026-11-28', time_slot: 'morning' }),
  ],
  [
    BLINDS,
    'can you measure the bay window in the front room on the 10th, PO4 9DE, just the one window, vertical ones',
    call('book_measuring_visit', { postcode: 'PO4 9DE', date: '2026-12-10', windows: 1, blind_type: 'vertical' }),
  ],
  [BLINDS, 'book a home visit for shutters', needs('book_measuring_visit')],
  [
    BLINDS,
    'send me some grey blackout samples, my email is tom_b@hotmail.co.uk',
    call('order_free_samples', { blind_type: 'blackout', colour: 'grey', email: 'tom_b@hotmail.co.uk' }),
  ],
  [
    BLINDS,
    'could I get venetian samples in oak? lucy@pearce.me',
    call('order_free_samples', { blind_type: 'venetian', colour: 'oak', email: 'lucy@pearce.me' }),
  ],
  [
    BLINDS,
    'samples please: perfect fit, white, me@danwright.dev',
    call('order_free_samples', { blind_type: 'perfect_fit', colour: 'white', email: 'me@danwright.dev' }),
    ANY,
  ],
  [BLINDS, 'when are my blinds being fitted, order BL-552031', call('check_fitting_date', { order_ref: 'BL-552031' })],
  [BLINDS, 'fitting date for bl 104877?', call('check_fitting_date', { order_ref: 'BL-104877' })],
  [BLINDS, 'are vertical blinds out of fashion now?', none],
  [BLINDS, 'how do you clean venetian blinds without taking them down', none],
  [BLINDS, 'ok great', none],

  // Home energy assessment
  [
    ENERGY_ASSESSMENT,
    'need an EPC for a 3 bed semi before we put it on the market, DN4 7HJ',
    call('book_epc_assessment', {
      postcode: 'DN4 7HJ',
      property_type: 'semi_detached',
      bedrooms: 3,
      reason: 'selling',
    }),
  ],
  [
    ENERGY_ASSESSMENT,
    '2 bed terrace in S11 8YT, letting it out from january, can you come on the 2nd of december',
    call('book_epc_assessment', {
      postcode: 'S11 8YT',
      property_type: 'terraced',
      bedrooms: 2,
      date: '2026-12-02',
      reason: 'letting',
    }),
  ],
  [
    ENERGY_ASSESSMENT,
    '4 bed detached house, CB4 1DL, it is for our grant application, monday if possible',
    call('book_epc_assessment', {
      postcode: 'CB4 1DL',
      property_type: 'detached',
      bedrooms: 4,
      date: '2026-11-30',
      reason: 'grant_application',
    }),
  ],
  [ENERGY_ASSESSMENT, 'book an epc for my flat', needs('book_epc_assessment')],
  [
    ENERGY_ASSESSMENT,
    'am I eligible for a free boiler? I own my house and get universal credit, HU5 3QP',
    call('check_grant_eligibility', { postcode: 'HU5 3QP', tenure: 'owner_occupier', receives_benefits: true }),
  ],
  [
    ENERGY_ASSESSMENT,
    'we rent privately and earn about 28k between us, TS1 4AA, can we get insulation grants',
    call('check_grant_eligibility', { postcode: 'TS1 4AA', tenure: 'private_tenant', annual_household_income: 28000 }),
  ],
  [ENERGY_ASSESSMENT, "I'm a landlord, can I get any grants for my properties?", needs('check_grant_eligibility')],
  [ENERGY_ASSESSMENT, 'find the epc for number 14, CH2 3EL', call('find_epc_certificate', { postcode: 'CH2 3EL', house: '14' })],
  [
    ENERGY_ASSESSMENT,
    'look up the energy certificate for Rose Cottage, TR19 7AB',
    call('find_epc_certificate', { postcode: 'TR19 7AB', house: 'Rose Cottage' }),
  ],
  [ENERGY_ASSESSMENT, 'EX4 4QJ', call('find_epc_certificate', { postcode: 'EX4 4QJ' }), only('find_epc_certificate')],
  [ENERGY_ASSESSMENT, 'whats the cheapest way to heat a draughty old house', none],
  [ENERGY_ASSESSMENT, 'are solar panels worth it in scotland', none],

  // Community centre room hire
  [
    COMMUNITY_CENTRE,
    'is the main hall free on saturday the 5th from 2 till 6',
    call('check_room_availability', { date: '2026-12-05', room: 'main_hall', start: '14:00', end: '18:00' }),
  ],
  [COMMUNITY_CENTRE, 'any rooms free friday?', call('check_room_availability', { date: '2026-11-27' })],
  [
    COMMUNITY_CENTRE,
    'kitchen free tomorrow morning 9 to 11?',
    call('check_room_availability', { date: '2026-11-25', room: 'kitchen', start: '09:00', end: '11:00' }),
  ],
  [
    COMMUNITY_CENTRE,
    'is the sports hall free on monday',
    call('check_room_availability', { date: '2026-11-30', room: 'sports_hall' }),
    ANY,
  ],
  [
    COMMUNITY_CENTRE,
    'book the meeting room next tuesday 7-9pm for the residents association, about 15 people',
    call('book_centre_room', {
      room: 'meeting_room',
      date: '2026-12-01',
      start: '19:00',
      end: '21:00',
      purpose: 'residents association',
      attendees: 15,
    }),
  ],
  [
    COMMUNITY_CENTRE,
    "I'd like to hire the sports hall for badminton on sunday, 10am to 12",
    call('book_centre_room', {
      room: 'sports_hall',
      date: '2026-11-29',
      start: '10:00',
      end: '12:00',
      purpose: 'badminton',
    }),
  ],
  [
    COMMUNITY_CENTRE,
    "book the main hall 6.30pm-10pm on new year's eve for a ceilidh, 80 guests",
    call('book_centre_room', {
      room: 'main_hall',
      date: '2026-12-31',
      start: '18:30',
      end: '22:00',
      purpose: 'ceilidh',
      attendees: 80,
    }),
  ],
  [COMMUNITY_CENTRE, 'can we book the small hall for a kids party on the 19th', needs('book_centre_room')],
  [COMMUNITY_CENTRE, 'please cancel booking cr 2217', call('cancel_room_booking', { booking_ref: 'CR2217' })],
  [COMMUNITY_CENTRE, 'ref CR1450 - can you cancel it', call('cancel_room_booking', { booking_ref: 'CR1450' })],
  [COMMUNITY_CENTRE, 'do you have a defibrillator on site', none],
  [COMMUNITY_CENTRE, 'what bus goes to the community centre from town', none],
  [COMMUNITY_CENTRE, 'brilliant thank you so much', none],

  // Cafe loyalty app
  [CAFE_LOYALTY, 'how many stamps have i got', call('check_loyalty_balance', {})],
  [CAFE_LOYALTY, 'am I close to a free coffee yet?', call('check_loyalty_balance', {})],
  [
    CAFE_LOYALTY,
    'large oat latte for 8.15 please',
    call('order_ahead', { drink: 'latte', size: 'large', milk: 'oat', collect_at: '08:15' }),
  ],
  [
    CAFE_LOYALTY,
    "can I get a flat white with an extra shot, I'll collect in 10 mins",
    call('order_ahead', { drink: 'flat_white', extra_shots: 1, collect_at: '10:10' }),
  ],
  [CAFE_LOYALTY, 'regular chai with almond milk', call('order_ahead', { drink: 'chai_latte', size: 'regular', milk: 'almond' })],
  [
    CAFE_LOYALTY,
    'small americano with soy, ready for half 3',
    call('order_ahead', { drink: 'americano', size: 'small', milk: 'soy', collect_at: '15:30' }),
  ],
  [CAFE_LOYALTY, 'hot choc', call('order_ahead', { drink: 'hot_chocolate' }), only('order_ahead')],
  [CAFE_LOYALTY, 'use my free drink on a mocha', call('redeem_free_drink', { drink: 'mocha' })],
  [CAFE_LOYALTY, 'redeem my reward', needs('redeem_free_drink')],
  [
    CAFE_LOYALTY,
    "nearest one to Piccadilly station that's open now",
    call('find_nearest_cafe', { near: 'Piccadilly station', open_now: true }),
  ],
  [CAFE_LOYALTY, 'is there a branch near Clifton?', call('find_nearest_cafe', { near: 'Clifton' })],
  [CAFE_LOYALTY, 'do your muffins have nuts in them', none],
  [CAFE_LOYALTY, 'whats the actual difference between a latte and a flat white', none],
  [CAFE_LOYALTY, 'morning! how are you today', none],

  // Parcel lockers
  [PARCEL_LOCKERS, "where's the nearest locker to Leeds train station", call('find_locker', { near: 'Leeds train station' })],
  [
    PARCEL_LOCKERS,
    '24 hour locker near HG1 2RQ that takes large parcels',
    call('find_locker', { near: 'HG1 2RQ', size: 'large', open_24h: true }),
  ],
  [PARCEL_LOCKERS, 'lockers in Didsbury?', call('find_locker', { near: 'Didsbury' }), ANY],
  [
    PARCEL_LOCKERS,
    'send a small parcel to Hannah Price, 07700 900123',
    call('send_parcel', { size: 'small', recipient_name: 'Hannah Price', recipient_mobile: '07700900123' }),
  ],
  [
    PARCEL_LOCKERS,
    "medium box going to my brother Dev, his number's 07911 223344",
    call('send_parcel', { size: 'medium', recipient_name: 'Dev', recipient_mobile: '07911223344' }),
  ],
  [PARCEL_LOCKERS, 'I want to send a parcel to my mum', needs('send_parcel')],
  [PARCEL_LOCKERS, 'track PL4820193746', call('track_parcel', { tracking_number: 'PL4820193746' })],
  [PARCEL_LOCKERS, "where's my parcel pl 0093 8812 54", call('track_parcel', { tracking_number: 'PL0093881254' })],
  [
    PARCEL_LOCKERS,
    "I can't get to the locker till the weekend, can you give me 2 more days on PL7731902245",
    call('extend_pickup', { tracking_number: 'PL7731902245', days: 2 }),
  ],
  [PARCEL_LOCKERS, 'one more day on PL1200348899 please', call('extend_pickup', { tracking_number: 'PL1200348899', days: 1 })],
  [PARCEL_LOCKERS, 'extend my collection time', needs('extend_pickup')],
  [PARCEL_LOCKERS, 'can I send a parcel abroad from a locker', none],
  [PARCEL_LOCKERS, "what's the max weight for the large lockers", none],

  // Karaoke bar
  [
    KARAOKE,
    'karaoke room for 10 people saturday from 9pm for 2 hours',
    call('book_karaoke_room', { date: '2026-11-28', start_time: '21:00', guests: 10, hours: 2 }),
  ],
  [
    KARAOKE,
    "vip room friday night at 8, there'll be about 16 of us, 3 hours",
    call('book_karaoke_room', { date: '2026-11-27', start_time: '20:00', guests: 16, hours: 3, room: 'vip' }),
  ],
  [KARAOKE, 'book a room for 6 of us tonight at 10.30', call('book_karaoke_room', { date: '2026-11-24', start_time: '22:30', guests: 6 })],
  [KARAOKE, 'book us in for karaoke on the 18th of december', needs('book_karaoke_room')],
  [
    KARAOKE,
    'add 2 bottles of prosecco to booking KB20931',
    call('add_drinks_package', { booking_ref: 'KB20931', package: 'prosecco', quantity: 2 }),
  ],
  [KARAOKE, 'can we have cocktail jugs on kb 55120', call('add_drinks_package', { booking_ref: 'KB55120', package: 'cocktail_jugs' })],
  [KARAOKE, 'beer bucket for KB77410', call('add_drinks_package', { booking_ref: 'KB77410', package: 'beer_bucket' }), ANY],
  [KARAOKE, 'do you have Mr Brightside', call('search_songs', { query: 'Mr Brightside' })],
  [KARAOKE, 'good 80s duets?', call('search_songs', { decade: '80s', duet: true })],
  [KARAOKE, 'any Abba songs', call('search_songs', { query: 'Abba' })],
  [KARAOKE, 'what key is bohemian rhapsody in', none],
  [KARAOKE, 'how do i stop getting so nervous singing in front of people', none],
  [KARAOKE, 'haha last night was carnage 🍻', none],

  // Paintball
  [
    PAINTBALL,
    'stag do paintball for 14 lads on saturday 12th, ultimate package',
    call('book_paintball', { date: '2026-12-12', players: 14, package: 'ultimate', occasion: 'stag' }),
  ],
  [
    PAINTBALL,
    "classic package for 8 on sunday, it's for my son's 16th birthday",
    call('book_paintball', { date: '2026-11-29', players: 8, package: 'classic', occasion: 'birthday' }),
  ],
  [
    PAINTBALL,
    'rookie package, 6 players, tomorrow - its a works do',
    call('book_paintball', { date: '2026-11-25', players: 6, package: 'rookie', occasion: 'corporate' }),
  ],
  [PAINTBALL, 'we want to do a team building day in january, about 25 of us', needs('book_paintball')],
  [PAINTBALL, 'add 500 balls to PB204418', call('buy_extra_paintballs', { booking_ref: 'PB204418', balls: 500 })],
  [
    PAINTBALL,
    'can we get another thousand paintballs on booking pb 771203',
    call('buy_extra_paintballs', { booking_ref: 'PB771203', balls: 1000 }),
  ],
  [PAINTBALL, 'how old do you have to be for paintball', call('check_age_rules', { activity: 'paintball' })],
  [PAINTBALL, 'my 8 year old wants to do laser tag, is he old enough?', call('check_age_rules', { activity: 'laser_tag' })],
  [PAINTBALL, 'mini paintball', call('check_age_rules', { activity: 'mini_paintball' }), only('check_age_rules')],
  [PAINTBALL, 'does paintball hurt much?', none],
  [PAINTBALL, 'what should I wear for paintballing', none],
  [PAINTBALL, 'ha my mate got shot in the neck last time', none],

  // Farm shop veg box
  [
    VEG_BOX,
    'sign me up for a medium box every week, YO10 5DD, thursdays',
    call('subscribe_veg_box', { box_size: 'medium', frequency: 'weekly', postcode: 'YO10 5DD', delivery_day: 'thursday' }),
  ],
  [
    VEG_BOX,
    'family box fortnightly please, no mushrooms or beetroot, LN2 1PZ',
    call('subscribe_veg_box', {
      box_size: 'family',
      frequency: 'fortnightly',
      postcode: 'LN2 1PZ',
      exclusions: ['mushrooms', 'beetroot'],
    }),
  ],
  [VEG_BOX, 'I want to subscribe to the small veg box', needs('subscribe_veg_box')],
  [VEG_BOX, "skip this saturday's box", call('skip_delivery', { date: '2026-11-28' })],
  [VEG_BOX, "we're away so don't send one on the 1st", call('skip_delivery', { date: '2026-12-01' })],
  [VEG_BOX, 'add eggs and a sourdough to my next box', call('add_extras', { items: ['eggs', 'sourdough'] })],
  [
    VEG_BOX,
    "can i have honey and apple juice with thursday's delivery",
    call('add_extras', { items: ['honey', 'apple_juice'], delivery_date: '2026-11-26' }),
  ],
  [VEG_BOX, 'two pints of milk and some butter on my next one', call('add_extras', { items: ['milk', 'butter'] }), ANY],
  [
    VEG_BOX,
    'pause my deliveries from 20th december to 5th january',
    call('pause_subscription', { from: '2026-12-20', until: '2027-01-05' }),
  ],
  [
    VEG_BOX,
    "stop the boxes while we're on holiday, 1 dec until the 14th",
    call('pause_subscription', { from: '2026-12-01', until: '2026-12-14' }),
  ],
  [VEG_BOX, 'whats in season in december', none],
  [VEG_BOX, 'how do you cook kohlrabi', none],
  [VEG_BOX, 'the carrots last week were lovely x', none],

  // Archery club
  [ARCHERY, 'taster session for 2 adults on saturday', call('book_taster_session', { date: '2026-11-28', people: 2, age_group: 'adult' })],
  [
    ARCHERY,
    'my two kids (10 and 12) would love a go, any junior taster on sunday 6th?',
    call('book_taster_session', { date: '2026-12-06', people: 2, age_group: 'junior' }),
  ],
  [ARCHERY, 'taster for 3 on wednesday 2nd', call('book_taster_session', { date: '2026-12-02', people: 3 }), ANY],
  [
    ARCHERY,
    'shot a 548 on a portsmouth last night, recurve',
    call('log_score', { round: 'portsmouth', score: 548, date: '2026-11-23', bow: 'recurve' }),
  ],
  [
    ARCHERY,
    'log 1102 for a WA 70 today with the compound',
    call('log_score', { round: 'wa_70', score: 1102, date: '2026-11-24', bow: 'compound' }),
  ],
  [
    ARCHERY,
    'worcester round, 265, longbow, saturday just gone',
    call('log_score', { round: 'worcester', score: 265, date: '2026-11-21', bow: 'longbow' }),
  ],
  [ARCHERY, 'add my score please, national round', needs('log_score')],
  [
    ARCHERY,
    'book the indoor range thursday at 7pm, 2 lanes',
    call('book_range', { range: 'indoor', date: '2026-11-26', start: '19:00', lanes: 2 }),
  ],
  [ARCHERY, 'outdoor range sunday half 10', call('book_range', { range: 'outdoor', date: '2026-11-29', start: '10:30' })],
  [ARCHERY, 'what draw weight should a beginner use', none],
  [ARCHERY, 'is archery in the olympics', none],
  [ARCHERY, 'my arm is killing me after last night haha', none],

  // Judo club
  [JUDO, 'book Alfie into juniors on thursday', call('book_judo_class', { class: 'juniors', date: '2026-11-26', member_name: 'Alfie' })],
  [JUDO, "open mat this saturday, I'll be there", call('book_judo_class', { class: 'open_mat', date: '2026-11-28' })],
  [
    JUDO,
    "my 5 year old wants to start, can she come to little dragons tomorrow? her name's Isla",
    call('book_judo_class', { class: 'little_dragons', date: '2026-11-25', member_name: 'Isla' }),
  ],
  [JUDO, 'kata class monday', call('book_judo_class', { class: 'kata', date: '2026-11-30' })],
  [
    JUDO,
    'Sophie passed her orange belt grading on saturday!',
    call('record_grading', { member_name: 'Sophie', belt: 'orange', date: '2026-11-21' }),
  ],
  [JUDO, 'record green belt for Tom Walsh', call('record_grading', { member_name: 'Tom Walsh', belt: 'green' })],
  [JUDO, 'pay the annual membership for Ben Carter', call('pay_membership', { member_name: 'Ben Carter', plan: 'annual' })],
  [JUDO, "I'd like to pay termly for Ruby", call('pay_membership', { member_name: 'Ruby', plan: 'termly' })],
  [JUDO, 'monthly for Leo Grant', call('pay_membership', { member_name: 'Leo Grant', plan: 'monthly' }), only('pay_membership')],
  [
    JUDO,
    'enter Jake into the Northern Open at under 73kg',
    call('enter_competition', { competition: 'Northern Open', member_name: 'Jake', weight_category: '-73kg' }),
  ],
  [JUDO, 'put Mia down for the Welsh Championships', needs('enter_competition')],
  [JUDO, "what's the difference between judo and jiu jitsu", none],
  [JUDO, 'how do you tie a judo belt properly', none],

  // Student union societies
  [
    STUDENT_UNION,
    'join the Climbing Society, my student number is 21034567',
    call('join_society', { society: 'Climbing Society', student_id: '21034567' }),
  ],
  [
    STUDENT_UNION,
    'associate membership of Film Society please, id 19876543',
    call('join_society', { society: 'Film Society', student_id: '19876543', membership: 'associate' }),
  ],
  [
    STUDENT_UNION,
    'Hillwalking soc, student no 22001984',
    call('join_society', { society: 'Hillwalking soc', student_id: '22001984' }),
    ANY,
  ],
  [STUDENT_UNION, 'I want to join Quidditch', needs('join_society')],
  [STUDENT_UNION, 'show me all the sport societies', call('search_societies', { category: 'sport' })],
  [STUDENT_UNION, 'is there a k-pop society', call('search_societies', { query: 'k-pop' })],
  [STUDENT_UNION, 'volunteering societies?', call('search_societies', { category: 'volunteering' })],
  [
    STUDENT_UNION,
    'create an event for Baking Society: Christmas Bake Off, wednesday 9th december at 6pm in the Students Union Bar, £3 entry',
    call('create_society_event', {
      society: 'Baking Society',
      title: 'Christmas Bake Off',
      start: '2026-12-09T18:00:00Z',
      location: 'Students Union Bar',
      ticket_price: 3,
    }),
  ],
  [
    STUDENT_UNION,
    'Chess Society is hosting Blitz Night tomorrow at 7.30pm, free entry - can you post it',
    call('create_society_event', {
      society: 'Chess Society',
      title: 'Blitz Night',
      start: '2026-11-25T19:30:00Z',
      ticket_price: 0,
    }),
  ],
  [
    STUDENT_UNION,
    'Hiking Society funding request, £250 for minibus hire',
    call('request_funding', { society: 'Hiking Society', amount: 250, purpose: 'minibus hire' }),
  ],
  [STUDENT_UNION, "when's the deadline for dropping a module", none],
  [STUDENT_UNION, 'where is the main library', none],
  [STUDENT_UNION, 'freshers flu is real man', none],

  // Recording booth hire
  [
    RECORDING_BOOTH,
    'book the podcast room friday 2-4pm',
    call('book_booth', { booth: 'podcast_room', date: '2026-11-27', start: '14:00', hours: 2 }),
  ],
  [
    RECORDING_BOOTH,
    'vocal booth saturday at 11 for 3 hours with an engineer',
    call('book_booth', { booth: 'vocal_booth', date: '2026-11-28', start: '11:00', hours: 3, engineer: true }),
  ],
  [
    RECORDING_BOOTH,
    "we're a 4 piece band, need the live room all day sunday 10 till 6",
    call('book_booth', { booth: 'live_room', date: '2026-11-29', start: '10:00', hours: 8 }),
  ],
  [
    RECORDING_BOOTH,
    'podcast room tomorrow 9am, an hour, no engineer needed',
    call('book_booth', { booth: 'podcast_room', date: '2026-11-25', start: '09:00', hours: 1, engineer: false }),
  ],
  [RECORDING_BOOTH, 'I need to book the vocal booth to record a voiceover', needs('book_booth')],
  [RECORDING_BOOTH, 'is the live room free on the 3rd', call('check_booth_availability', { date: '2026-12-03', booth: 'live_room' })],
  [RECORDING_BOOTH, "what's free tomorrow", call('check_booth_availability', { date: '2026-11-25' })],
  [RECORDING_BOOTH, 'can I get the stems from session RB40213', call('request_mixdown', { session_ref: 'RB40213', format: 'stems' })],
  [RECORDING_BOOTH, 'mp3 bounce of rb 11876 please', call('request_mixdown', { session_ref: 'RB11876', format: 'mp3' })],
  [RECORDING_BOOTH, 'wav of RB90031', call('request_mixdown', { session_ref: 'RB90031', format: 'wav' }), ANY],
  [RECORDING_BOOTH, 'what mic is best for rap vocals', none],
  [RECORDING_BOOTH, 'how do I stop my voice sounding nasal on recordings', none],
  [RECORDING_BOOTH, 'that last session sounded amazing, cheers', none],
];
