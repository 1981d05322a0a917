import { ANY, call, needs, none, only } from './router-case-helpers.js';
import type { Case } from './router-everyday-cases.js';
import {
  ALLERGY_CLINIC,
  AQUARIUM_SERVICE,
  BALLROOM,
  BLACKSMITH,
  BREWERY_TOURS,
  CANAL_LICENCES,
  CROSSWORD_APP,
  FENCING_CLUB,
  FURNITURE_RESTORATION,
  HEN_KEEPING,
  ICE_CREAM_VAN,
  INSULATION_GRANTS,
  INTERPRETERS,
  JURY_SERVICE,
  LOCAL_RADIO,
  OBSERVATORY,
  PAINTBALL,
  SCRAP_YARD,
  STAMP_AUCTION,
  TENANCY_DEPOSITS,
  TRANSLATION_AGENCY,
  WINE_CELLAR,
} from './router-fresh25-tools.js';

/*
 * The twenty-sixth fresh table (fresh 25), written blind: requests as people type them to an assistant,
 * each with what a careful human would fill in (only what the request says; free text copied as typed;
 * places and people's names capitalised; dates resolved from NOW, Tuesday 2026-11-24 10:00 UTC, a day
 * already past, such as when a reaction happened, a bottle was opened or a juror attended, resolved
 * backwards; date-times in UTC as YYYY-MM-DDTHH:MM:SSZ, a time with no day its next occurrence; values a
 * pattern asks for normalised to it), a text answer asking for a required value the request does not give,
 * or any text answer when no tool fits.
 */
export const FRESH25: Case[] = [
  // Paintball site
  [
    PAINTBALL,
    'can we book paintball for saturday, 14 of us, its a stag do so full day pls',
    call('book_paintball_session', { date: '2026-11-28', players: 14, session: 'full_day' }),
  ],
  [
    PAINTBALL,
    "Booking for my son's 11th birthday - kids lite package, 12 kids, Sunday 6th December in the morning please",
    call('book_paintball_session', { date: '2026-12-06', players: 12, package: 'kids_lite', session: 'morning' }),
  ],
  [
    PAINTBALL,
    'night ops for twenty people on the 12th. lead booker is Jamal Okafor, jamal.okafor@outlook.com',
    call('book_paintball_session', {
      date: '2026-12-12',
      players: 20,
      package: 'night_ops',
      lead_booker: { name: 'Jamal Okafor', email: 'jamal.okafor@outlook.com' },
    }),
  ],
  [
    PAINTBALL,
    'Ultimate package, afternoon session, 2nd Jan, 10 players plus 500 extra paintballs each',
    call('book_paintball_session', {
      date: '2027-01-02',
      players: 10,
      package: 'ultimate',
      session: 'afternoon',
      extra_paintballs: 500,
    }),
  ],
  [PAINTBALL, 'whats happening with booking pb 04417', call('get_paintball_booking', { reference: 'PB04417' })],
  [PAINTBALL, 'is PB10932 still going ahead this weekend? weather looks grim', call('get_paintball_booking', { reference: 'PB10932' })],
  [
    PAINTBALL,
    "I'd like a £50 paintball voucher for my brother Liam, emailed please",
    call('buy_paintball_voucher', { value: 50, recipient_name: 'Liam', delivery: 'email' }),
  ],
  [
    PAINTBALL,
    'hundred quid voucher, by post, for Sarah Kemp, message: happy 30th you legend',
    call('buy_paintball_voucher', { value: 100, delivery: 'post', recipient_name: 'Sarah Kemp', message: 'happy 30th you legend' }),
    ANY,
  ],
  [PAINTBALL, "book us in for paintballing, there'll be 16 of us", needs('book_paintball_session')],
  [PAINTBALL, 'Can I get a gift voucher posted to my dad?', needs('buy_paintball_voucher')],
  [PAINTBALL, 'can I check on my booking', needs('get_paintball_booking')],
  [PAINTBALL, 'does paintball hurt much? my girlfriend is nervous', none],
  [PAINTBALL, 'what should I wear for paintballing in the winter', none],
  [PAINTBALL, 'could you sort us a minibus from the station to the site?', none],

  // Wine cellar manager
  [
    WINE_CELLAR,
    'add 6 bottles of Château Musar 2017, red, put them in slot c4',
    call('add_wine', { name: 'Château Musar', vintage: 2017, colour: 'red', bottles: 6, location: 'C4' }),
  ],
  [
    WINE_CELLAR,
    'just bought a magnum of Bollinger Special Cuvée champagne',
    call('add_wine', { name: 'Bollinger Special Cuvée', colour: 'sparkling', bottles: 1, bottle_size: 'magnum' }),
  ],
  [
    WINE_CELLAR,
    '12 halves of Château Climens 2015 (dessert wine), paid £28 each',
    call('add_wine', {
      name: 'Château Climens',
      vintage: 2015,
      colour: 'dessert',
      bottles: 12,
      bottle_size: 'half',
      price_per_bottle: 28,
    }),
  ],
  [
    WINE_CELLAR,
    'Add three Ridge Monte Bello 2016 to the cellar, red, drink by 2040',
    call('add_wine', { name: 'Ridge Monte Bello', vintage: 2016, colour: 'red', bottles: 3, drink_by: 2040 }),
  ],
  [
    WINE_CELLAR,
    'put 2 bottles of Whispering Angel rosé in the cellar',
    call('add_wine', { name: 'Whispering Angel', colour: 'rose', bottles: 2 }),
  ],
  [
    WINE_CELLAR,
    'opened the Gevrey-Chambertin last night, 4/5, tasting note: cherries and forest floor, still a bit tight',
    call('log_bottle_opened', {
      name: 'Gevrey-Chambertin',
      opened_on: '2026-11-23',
      rating: 4,
      tasting_note: 'cherries and forest floor, still a bit tight',
    }),
  ],
  [
    WINE_CELLAR,
    "cracked open a bottle of Taylor's 20 year old tawny, log it please",
    call('log_bottle_opened', { name: "Taylor's 20 year old tawny" }),
  ],
  [WINE_CELLAR, 'what reds have I got that are ready to drink now?', call('search_cellar', { colour: 'red', ready_to_drink: true })],
  [WINE_CELLAR, 'show me whites I paid under £20 a bottle for', call('search_cellar', { colour: 'white', max_price: 20 })],
  [WINE_CELLAR, 'anything sparkling in there?', call('search_cellar', { colour: 'sparkling' })],
  [WINE_CELLAR, 'add some wine to the cellar', needs('add_wine')],
  [WINE_CELLAR, 'we opened a bottle tonight, can you log it', needs('log_bottle_opened')],
  [WINE_CELLAR, 'was 2010 a good vintage in bordeaux?', none],
  [WINE_CELLAR, 'what temperature should pinot noir be served at', none],
  [WINE_CELLAR, 'which wine goes best with roast lamb in your opinion', none],

  // Brewery tours
  [
    BREWERY_TOURS,
    'Classic tour for 4 on Saturday at 2pm please',
    call('book_brewery_tour', { date: '2026-11-28', tour: 'classic', guests: 4, start_time: '14:00' }),
  ],
  [
    BREWERY_TOURS,
    "we're 6 people, two of us are driving, and we'd like the tasting masterclass on the 5th",
    call('book_brewery_tour', { date: '2026-12-05', tour: 'tasting_masterclass', guests: 6, designated_drivers: 2 }),
  ],
  [
    BREWERY_TOURS,
    'brewer for a day experience on 9 january, just the one person',
    call('book_brewery_tour', { date: '2027-01-09', tour: 'brewer_for_a_day', guests: 1 }),
  ],
  [
    BREWERY_TOURS,
    "Sunday 29th, masterclass, 3 guests, name's Priya Shah",
    call('book_brewery_tour', { date: '2026-11-29', tour: 'tasting_masterclass', guests: 3, lead_name: 'Priya Shah' }),
  ],
  [
    BREWERY_TOURS,
    "cancel BT-448210 please, we've all got covid",
    call('cancel_tour_booking', { reference: 'BT-448210', reason: "we've all got covid" }),
  ],
  [BREWERY_TOURS, 'cancel bt 100233', call('cancel_tour_booking', { reference: 'BT-100233' })],
  [BREWERY_TOURS, 'send a dark and stout box to EH6 8LR', call('order_beer_box', { box: 'dark_and_stout', postcode: 'EH6 8LR' })],
  [
    BREWERY_TOURS,
    "2 IPA mixed boxes to my mate in leeds, LS6 2AB, with the message 'cheers for the help with the move'",
    call('order_beer_box', {
      box: 'ipa_mixed',
      quantity: 2,
      postcode: 'LS6 2AB',
      gift_message: 'cheers for the help with the move',
    }),
  ],
  [BREWERY_TOURS, 'book a brewery tour for ten of us', needs('book_brewery_tour')],
  [BREWERY_TOURS, 'i need to cancel our tour', needs('cancel_tour_booking')],
  [BREWERY_TOURS, 'I want to order a low alcohol box', needs('order_beer_box')],
  [BREWERY_TOURS, "what's actually the difference between an ale and a lager", none],
  [BREWERY_TOURS, 'how long does it take to brew beer', none],
  [BREWERY_TOURS, 'is there a pub near the brewery that does food?', none],

  // Ballroom dance school
  [
    BALLROOM,
    'Private waltz lesson thursday at 7pm, 45 mins',
    call('book_private_lesson', { start: '2026-11-26T19:00:00Z', dance: 'waltz', duration_minutes: 45 }),
  ],
  [
    BALLROOM,
    "can my fiancé and I have an hour's foxtrot lesson with Gloria on saturday at 11am",
    call('book_private_lesson', {
      start: '2026-11-28T11:00:00Z',
      dance: 'foxtrot',
      duration_minutes: 60,
      couple: true,
      teacher: 'Gloria',
    }),
  ],
  [
    BALLROOM,
    '30 minute cha cha cha lesson on monday 30th at 5.30pm',
    call('book_private_lesson', { start: '2026-11-30T17:30:00Z', dance: 'cha_cha', duration_minutes: 30 }),
  ],
  [
    BALLROOM,
    'i wanna learn the paso doble, book me a private lesson tomorrow at 4pm',
    call('book_private_lesson', { start: '2026-11-25T16:00:00Z', dance: 'paso_doble' }),
  ],
  [
    BALLROOM,
    "sign us up for the wedding first dance course, there's 2 of us",
    call('enrol_dance_course', { course: 'wedding_first_dance', students: 2 }),
  ],
  [
    BALLROOM,
    "I'd like to start beginners latin from 4 january",
    call('enrol_dance_course', { course: 'beginners_latin', start_date: '2027-01-04' }),
  ],
  [BALLROOM, 'improvers class starting next monday please', call('enrol_dance_course', { course: 'improvers', start_date: '2026-11-30' })],
  [BALLROOM, '10 class pass for Doreen Maplethorpe', call('buy_class_pass', { classes: 10, holder_name: 'Doreen Maplethorpe' })],
  [BALLROOM, 'five classes please', call('buy_class_pass', { classes: 5 }), only('buy_class_pass')],
  [BALLROOM, 'I want to learn the quickstep, can I book a private lesson', needs('book_private_lesson')],
  [BALLROOM, 'enrol me on one of your courses', needs('enrol_dance_course')],
  [BALLROOM, 'how is a rumba different from a cha cha', none],
  [BALLROOM, 'who won strictly last year?', none],
  [BALLROOM, 'is ballroom dancing good exercise for someone in their 60s', none],

  // Fencing club
  [
    FENCING_CLUB,
    'taster session for me and my 2 kids on saturday, we want to try foil',
    call('book_fencing_taster', { date: '2026-11-28', participants: 3, weapon: 'foil' }),
  ],
  [
    FENCING_CLUB,
    'Can I try sabre? Adult session, Wednesday 2nd December, just me',
    call('book_fencing_taster', { date: '2026-12-02', participants: 1, weapon: 'sabre', age_group: 'adult' }),
  ],
  [
    FENCING_CLUB,
    'Book a taster for four adults on the 19th of december',
    call('book_fencing_taster', { date: '2026-12-19', participants: 4, age_group: 'adult' }),
  ],
  [
    FENCING_CLUB,
    'enter me in FC2031, épée, veterans, BF number 104772',
    call('enter_fencing_competition', {
      competition_id: 'FC2031',
      weapon: 'epee',
      category: 'veteran',
      british_fencing_number: '104772',
    }),
  ],
  [
    FENCING_CLUB,
    'sign my daughter up for fc 1187 in the under 14s foil',
    call('enter_fencing_competition', { competition_id: 'FC1187', weapon: 'foil', category: 'u14' }),
  ],
  [
    FENCING_CLUB,
    "need to hire a mask, jacket and glove for sunday, I'm left handed",
    call('hire_fencing_kit', { items: ['mask', 'jacket', 'glove'], date: '2026-11-29', left_handed: true }),
  ],
  [
    FENCING_CLUB,
    'reserve a body wire and some breeches for the 13th',
    call('hire_fencing_kit', { items: ['body_wire', 'breeches'], date: '2026-12-13' }),
  ],
  [
    FENCING_CLUB,
    "I'm a lefty, need a weapon and plastron on 1 dec",
    call('hire_fencing_kit', { items: ['weapon', 'plastron'], date: '2026-12-01', left_handed: true }),
  ],
  [FENCING_CLUB, 'enter me into the sabre competition next month, senior category', needs('enter_fencing_competition')],
  [FENCING_CLUB, "I'd like to book a taster", needs('book_fencing_taster')],
  [FENCING_CLUB, 'can I hire kit on saturday', needs('hire_fencing_kit')],
  [FENCING_CLUB, 'who invented fencing as a sport', none],
  [FENCING_CLUB, 'explain right of way in foil to me like im 5', none],
  [FENCING_CLUB, 'is fencing safe for a nine year old?', none],

  // Aquarium maintenance service
  [
    AQUARIUM_SERVICE,
    'full maintenance on my 240 litre tropical tank this friday, postcode M20 3FQ',
    call('book_tank_service', {
      tank_litres: 240,
      tank_type: 'tropical_freshwater',
      visit_date: '2026-11-27',
      service: 'full_maintenance',
      postcode: 'M20 3FQ',
    }),
  ],
  [
    AQUARIUM_SERVICE,
    'reef tank, 500L, needs a health check on 3 december',
    call('book_tank_service', { tank_litres: 500, tank_type: 'reef', visit_date: '2026-12-03', service: 'health_check' }),
  ],
  [
    AQUARIUM_SERVICE,
    "my goldfish pond needs a water change, it's 2000 litres, can someone come monday",
    call('book_tank_service', { tank_litres: 2000, tank_type: 'pond', visit_date: '2026-11-30', service: 'water_change' }),
  ],
  [
    AQUARIUM_SERVICE,
    'coldwater 90 litre, new setup, 8th dec',
    call('book_tank_service', { tank_litres: 90, tank_type: 'coldwater', visit_date: '2026-12-08', service: 'new_setup' }),
  ],
  [
    AQUARIUM_SERVICE,
    'my neon tetras have white spots and are gasping at the surface, 3 have died already, URGENT',
    call('report_fish_issue', { symptoms: ['white_spots', 'gasping', 'sudden_deaths'], species: 'neon tetras', urgent: true }),
  ],
  [
    AQUARIUM_SERVICE,
    "water's gone cloudy and there's an algae bloom",
    call('report_fish_issue', { symptoms: ['cloudy_water', 'algae_bloom'] }),
  ],
  [
    AQUARIUM_SERVICE,
    "my angelfish isn't eating and has fin rot",
    call('report_fish_issue', { symptoms: ['not_eating', 'fin_rot'], species: 'angelfish' }),
  ],
  [
    AQUARIUM_SERVICE,
    'send me a test kit for ammonia, nitrite and nitrate',
    call('order_water_test_kit', { tests: ['ammonia', 'nitrite', 'nitrate'] }),
  ],
  [
    AQUARIUM_SERVICE,
    'pH and KH test kit for my marine tank pls',
    call('order_water_test_kit', { tests: ['ph', 'kh'], tank_type: 'marine' }),
  ],
  [AQUARIUM_SERVICE, 'can you book a service for my tank', needs('book_tank_service')],
  [AQUARIUM_SERVICE, 'my fish look ill, what do I do - please get the nurse to call', needs('report_fish_issue')],
  [AQUARIUM_SERVICE, 'how many fish can I keep in a 60 litre tank', none],
  [AQUARIUM_SERVICE, 'are clownfish hard to look after?', none],
  [AQUARIUM_SERVICE, 'recommend a good aquarium shop in Bristol', none],

  // Sign language interpreter booking
  [
    INTERPRETERS,
    'BSL interpreter for my GP appointment Thursday 2.30pm, about an hour, face to face, postcode LS8 1PA',
    call('book_interpreter', {
      language: 'bsl',
      start: '2026-11-26T14:30:00Z',
      duration_hours: 1,
      setting: 'medical',
      mode: 'in_person',
      postcode: 'LS8 1PA',
    }),
  ],
  [
    INTERPRETERS,
    'need a BSL interpreter over video for a work meeting tomorrow, 9am till 11am',
    call('book_interpreter', {
      language: 'bsl',
      start: '2026-11-25T09:00:00Z',
      duration_hours: 2,
      setting: 'workplace',
      mode: 'video_remote',
    }),
  ],
  [
    INTERPRETERS,
    "ASL interpreter for my cousin's wedding on 19 december, 4 hours from 1pm",
    call('book_interpreter', { language: 'asl', start: '2026-12-19T13:00:00Z', duration_hours: 4, setting: 'wedding' }),
  ],
  [
    INTERPRETERS,
    "deafblind manual interpreter for Harold Biggs at his solicitor's, Monday 10am, 90 minutes",
    call('book_interpreter', {
      language: 'deafblind_manual',
      start: '2026-11-30T10:00:00Z',
      duration_hours: 1.5,
      setting: 'legal',
      client_name: 'Harold Biggs',
    }),
  ],
  [
    INTERPRETERS,
    'SSE interpreter for a uni lecture tomorrow at 3pm, 2 hrs',
    call('book_interpreter', { language: 'sse', start: '2026-11-25T15:00:00Z', duration_hours: 2, setting: 'education' }),
  ],
  [
    INTERPRETERS,
    'ISL interpreter needed for a funeral on friday at 11am, 2 hours, for Siobhan Kelly',
    call('book_interpreter', {
      language: 'isl',
      start: '2026-11-27T11:00:00Z',
      duration_hours: 2,
      setting: 'funeral',
      client_name: 'Siobhan Kelly',
    }),
  ],
  [
    INTERPRETERS,
    'cancel INT204881, the hospital moved the appointment',
    call('cancel_interpreter_booking', { booking_ref: 'INT204881', reason: 'the hospital moved the appointment' }),
  ],
  [
    INTERPRETERS,
    'rate int 330019 five stars, Aisha was brilliant',
    call('rate_interpreter', { booking_ref: 'INT330019', stars: 5, comment: 'Aisha was brilliant' }),
  ],
  [INTERPRETERS, 'give INT118202 3 stars', call('rate_interpreter', { booking_ref: 'INT118202', stars: 3 })],
  [INTERPRETERS, 'book an interpreter for next tuesday', needs('book_interpreter')],
  [INTERPRETERS, 'I need to cancel my interpreter booking', needs('cancel_interpreter_booking')],
  [INTERPRETERS, 'how do you sign thank you in BSL?', none],
  [INTERPRETERS, 'Is BSL the same as ASL', none],
  [INTERPRETERS, 'what qualifications do you need to become an interpreter', none],

  // Translation agency
  [
    TRANSLATION_AGENCY,
    'quote for translating a 3,500 word legal contract from German to English, needs to be certified, by 4 december',
    call('request_translation_quote', {
      source_language: 'de',
      target_language: 'en',
      word_count: 3500,
      document_type: 'legal',
      certified: true,
      deadline: '2026-12-04',
    }),
  ],
  [
    TRANSLATION_AGENCY,
    'how much for 800 words english into polish? its marketing copy',
    call('request_translation_quote', {
      source_language: 'en',
      target_language: 'pl',
      word_count: 800,
      document_type: 'marketing',
    }),
  ],
  [
    TRANSLATION_AGENCY,
    'my birth certificate is in Romanian and I need a certified English translation, it has about 250 words. email me at ioana.p@yahoo.co.uk',
    call('request_translation_quote', {
      source_language: 'ro',
      target_language: 'en',
      word_count: 250,
      document_type: 'personal_certificate',
      certified: true,
      email: 'ioana.p@yahoo.co.uk',
    }),
  ],
  [
    TRANSLATION_AGENCY,
    'technical manual, japanese to english, 40k words',
    call('request_translation_quote', {
      source_language: 'ja',
      target_language: 'en',
      word_count: 40000,
      document_type: 'technical',
    }),
  ],
  [
    TRANSLATION_AGENCY,
    'Ukrainian into English please, medical records, 5200 words, doesnt need certifying',
    call('request_translation_quote', {
      source_language: 'uk',
      target_language: 'en',
      word_count: 5200,
      document_type: 'medical',
      certified: false,
    }),
  ],
  [TRANSLATION_AGENCY, "where's job TR-2026-0412 at", call('track_translation_job', { job_id: 'TR-2026-0412' })],
  [TRANSLATION_AGENCY, 'status of tr 2026 1187?', call('track_translation_job', { job_id: 'TR-2026-1187' })],
  [
    TRANSLATION_AGENCY,
    'proofread 12000 words of Spanish by the 10th',
    call('book_proofreading', { language: 'es', word_count: 12000, deadline: '2026-12-10' }),
  ],
  [TRANSLATION_AGENCY, 'I need a quote to translate a document into French', needs('request_translation_quote')],
  [TRANSLATION_AGENCY, 'can you check on my translation job', needs('track_translation_job')],
  [TRANSLATION_AGENCY, 'book a proofread of our dutch website copy', needs('book_proofreading')],
  [TRANSLATION_AGENCY, 'how many languages are spoken in India', none],
  [TRANSLATION_AGENCY, "what's the hardest language for an english speaker to learn", none],
  [TRANSLATION_AGENCY, 'is google translate good enough for a business letter?', none],

  // Jury service (court juror portal)
  [
    JURY_SERVICE,
    "I'm booked on holiday the week I'm meant to do jury service, can I defer? juror number 418 220 937, could start from 18 january",
    call('request_jury_deferral', { juror_number: '418220937', reason: 'holiday', preferred_start: '2027-01-18' }),
  ],
  [
    JURY_SERVICE,
    "defer my jury service please, I've got exams. juror no 300112458",
    call('request_jury_deferral', { juror_number: '300112458', reason: 'exams' }),
  ],
  [
    JURY_SERVICE,
    'claim for today: drove 23 miles, parking was £7.50, juror 551903284',
    call('claim_juror_expenses', {
      juror_number: '551903284',
      date: '2026-11-24',
      travel_mode: 'car',
      miles: 23,
      parking_cost: 7.5,
    }),
  ],
  [
    JURY_SERVICE,
    'expenses for yesterday - got the bus both ways and lost £95 in earnings. juror number 551903284',
    call('claim_juror_expenses', {
      juror_number: '551903284',
      date: '2026-11-23',
      travel_mode: 'public_transport',
      loss_of_earnings: 95,
    }),
  ],
  [
    JURY_SERVICE,
    'cycled in on thursday the 19th, 8 miles round trip, juror number 902114573, can I claim that',
    call('claim_juror_expenses', { juror_number: '902114573', date: '2026-11-19', travel_mode: 'bicycle', miles: 8 }),
  ],
  [
    JURY_SERVICE,
    'childcare cost me £40 last friday while I was at court. I walked in. juror 662301874',
    call('claim_juror_expenses', {
      juror_number: '662301874',
      date: '2026-11-20',
      travel_mode: 'walked',
      childcare_cost: 40,
    }),
  ],
  [
    JURY_SERVICE,
    'do I need to go in tomorrow? my number is 776120045',
    call('get_attendance_instructions', { juror_number: '776120045', date: '2026-11-25' }),
  ],
  [JURY_SERVICE, 'what time do I need to be at court? juror 209883411', call('get_attendance_instructions', { juror_number: '209883411' })],
  [JURY_SERVICE, "I want to defer, I'm having an operation in december", needs('request_jury_deferral')],
  [JURY_SERVICE, 'am I needed in court on thursday?', needs('get_attendance_instructions')],
  [JURY_SERVICE, 'claim my travel expenses for today please, I came in by train', needs('claim_juror_expenses')],
  [JURY_SERVICE, 'what happens if I just ignore a jury summons', none],
  [JURY_SERVICE, 'can jurors talk about the case once it is over?', none],
  [JURY_SERVICE, 'how do they pick who gets called for jury duty', none],

  // Tenancy deposit scheme
  [
    TENANCY_DEPOSITS,
    'protect a £1,450 deposit, tenancy started on 1 november, flat at SE15 4QT, 2 tenants',
    call('protect_deposit', { tenancy_start: '2026-11-01', amount: 1450, property_postcode: 'SE15 4QT', tenants: 2 }),
  ],
  [
    TENANCY_DEPOSITS,
    'new tenancy from 1st december, deposit 900 pounds, property postcode ng7 1ha, landlord is Patrick Okonkwo',
    call('protect_deposit', {
      tenancy_start: '2026-12-01',
      amount: 900,
      property_postcode: 'NG7 1HA',
      landlord_name: 'Patrick Okonkwo',
    }),
  ],
  [
    TENANCY_DEPOSITS,
    'protect deposit: £2000, start date 15/11/2026, BS6 5JR',
    call('protect_deposit', { tenancy_start: '2026-11-15', amount: 2000, property_postcode: 'BS6 5JR' }),
  ],
  [
    TENANCY_DEPOSITS,
    'my landlord wants to keep £300 for cleaning and a burn on the carpet, I want to dispute it. deposit id DPS20931145',
    call('raise_deposit_dispute', { deposit_id: 'DPS20931145', amount_disputed: 300, reasons: ['cleaning', 'damage'] }),
  ],
  [
    TENANCY_DEPOSITS,
    'dispute a deduction of £650 for rent arrears on DPS00871234, email me at t.nolan@gmail.com',
    call('raise_deposit_dispute', {
      deposit_id: 'DPS00871234',
      amount_disputed: 650,
      reasons: ['rent_arrears'],
      tenant_email: 't.nolan@gmail.com',
    }),
  ],
  [TENANCY_DEPOSITS, 'status of dps 4410 2291', call('check_deposit_status', { deposit_id: 'DPS44102291' })],
  [TENANCY_DEPOSITS, 'has my deposit DPS19920005 been paid back yet??', call('check_deposit_status', { deposit_id: 'DPS19920005' })],
  [TENANCY_DEPOSITS, 'is my deposit protected?', needs('check_deposit_status')],
  [TENANCY_DEPOSITS, "I need to protect my new tenant's deposit", needs('protect_deposit')],
  [TENANCY_DEPOSITS, 'I want to raise a dispute about the gardening charge', needs('raise_deposit_dispute')],
  [TENANCY_DEPOSITS, 'how long does a landlord have to return a deposit', none],
  [TENANCY_DEPOSITS, 'can a landlord charge for normal wear and tear?', none],
  [TENANCY_DEPOSITS, "what's the most a landlord can ask for as a deposit in england", none],

  // Home insulation grants
  [
    INSULATION_GRANTS,
    'am I eligible for a loft insulation grant? I own my home, postcode DN4 7PL, EPC is E, and I get universal credit',
    call('check_grant_eligibility', {
      postcode: 'DN4 7PL',
      tenure: 'owner_occupier',
      epc_rating: 'E',
      receives_benefits: true,
    }),
  ],
  [
    INSULATION_GRANTS,
    'I rent privately, semi-detached house in CF14 2AB, household income is £18,000 - can I get a grant?',
    call('check_grant_eligibility', {
      postcode: 'CF14 2AB',
      tenure: 'private_tenant',
      property_type: 'semi_detached',
      household_income: 18000,
    }),
  ],
  [
    INSULATION_GRANTS,
    'council tenant in a flat, L8 5RT. can I get help with insulation',
    call('check_grant_eligibility', { postcode: 'L8 5RT', tenure: 'social_tenant', property_type: 'flat' }),
  ],
  [
    INSULATION_GRANTS,
    'apply for cavity wall and loft insulation, name Margaret Oyelaran, postcode S6 3FT, house was built in 1962',
    call('apply_for_insulation_grant', {
      measures: ['cavity_wall', 'loft'],
      postcode: 'S6 3FT',
      applicant: { name: 'Margaret Oyelaran' },
      year_built: 1962,
    }),
  ],
  [
    INSULATION_GRANTS,
    'Apply for external wall insulation. Tom Baptiste, tom.baptiste@btinternet.com, EX4 4QJ',
    call('apply_for_insulation_grant', {
      measures: ['external_wall'],
      postcode: 'EX4 4QJ',
      applicant: { name: 'Tom Baptiste', email: 'tom.baptiste@btinternet.com' },
    }),
  ],
  [
    INSULATION_GRANTS,
    'book my survey for IG220871 on wednesday morning',
    call('book_insulation_survey', { application_ref: 'IG220871', date: '2026-11-25', slot: 'morning' }),
  ],
  [
    INSULATION_GRANTS,
    'survey for ig 100442 on the 2nd, afternoon if poss',
    call('book_insulation_survey', { application_ref: 'IG100442', date: '2026-12-02', slot: 'afternoon' }),
  ],
  [INSULATION_GRANTS, 'check if I qualify for any insulation grants', needs('check_grant_eligibility')],
  [INSULATION_GRANTS, "I'd like to apply for underfloor insulation", needs('apply_for_insulation_grant')],
  [INSULATION_GRANTS, 'book the surveyor for next week sometime', needs('book_insulation_survey')],
  [INSULATION_GRANTS, 'whats the difference between cavity wall and solid wall insulation', none],
  [INSULATION_GRANTS, 'does spray foam insulation really cause problems with mortgages?', none],
  [INSULATION_GRANTS, 'how thick should loft insulation be', none],

  // Observatory stargazing nights
  [
    OBSERVATORY,
    '2 adults and 2 kids on friday night please',
    call('book_stargazing_night', { date: '2026-11-27', adults: 2, children: 2 }),
  ],
  [
    OBSERVATORY,
    "book the meteor shower watch on 13 december for 3 adults, we'd like to hire a telescope",
    call('book_stargazing_night', { date: '2026-12-13', adults: 3, event: 'meteor_shower_watch', telescope_hire: true }),
  ],
  [
    OBSERVATORY,
    'astrophotography workshop, 1 adult, 9th Jan',
    call('book_stargazing_night', { date: '2027-01-09', adults: 1, event: 'astrophotography_workshop' }),
  ],
  [
    OBSERVATORY,
    'kids space club on saturday 5th december, 1 adult and 2 children',
    call('book_stargazing_night', { date: '2026-12-05', adults: 1, children: 2, event: 'kids_space_club' }),
  ],
  [
    OBSERVATORY,
    'planet night tomorrow for two adults, we dont need a telescope',
    call('book_stargazing_night', { date: '2026-11-25', adults: 2, event: 'planet_night', telescope_hire: false }),
  ],
  [
    OBSERVATORY,
    'meteor shower watch saturday 12 december, 2 adults 1 child',
    call('book_stargazing_night', { date: '2026-12-12', adults: 2, children: 1, event: 'meteor_shower_watch' }),
    ANY,
  ],
  [OBSERVATORY, 'will it be clear enough to see anything tonight?', call('get_sky_forecast', { date: '2026-11-24' })],
  [OBSERVATORY, "what's the sky forecast for saturday", call('get_sky_forecast', { date: '2026-11-28' })],
  [
    OBSERVATORY,
    'the planet night on the 4th is sold out, put me on the waiting list for 2 seats - r.kaur@hotmail.com',
    call('join_event_waitlist', { event_date: '2026-12-04', email: 'r.kaur@hotmail.com', seats: 2 }),
  ],
  [OBSERVATORY, 'book stargazing for 4 adults', needs('book_stargazing_night')],
  [OBSERVATORY, 'add me to the waitlist for the 12th please', needs('join_event_waitlist')],
  [OBSERVATORY, 'how far away is the andromeda galaxy', none],
  [OBSERVATORY, 'why isnt pluto a planet anymore', none],
  [OBSERVATORY, "what's the best telescope for a complete beginner?", none],

  // Ice cream van hire
  [
    ICE_CREAM_VAN,
    'can we hire the ice cream van for our wedding on saturday 12 june, 3pm for 2 hours, 120 guests',
    call('book_ice_cream_van', {
      date: '2027-06-12',
      start_time: '15:00',
      hours: 2,
      event_type: 'wedding',
      guests: 120,
    }),
  ],
  [
    ICE_CREAM_VAN,
    'school fete saturday 19 june, 1pm to 4pm, we need vegan options too',
    call('book_ice_cream_van', {
      date: '2027-06-19',
      start_time: '13:00',
      hours: 3,
      event_type: 'school_fete',
      vegan_options: true,
    }),
  ],
  [
    ICE_CREAM_VAN,
    'street party on sunday 30 may, 2pm, just an hour, postcode ME4 6BQ',
    call('book_ice_cream_van', {
      date: '2027-05-30',
      start_time: '14:00',
      hours: 1,
      event_type: 'street_party',
      postcode: 'ME4 6BQ',
    }),
  ],
  [
    ICE_CREAM_VAN,
    "is the van free on 1 august? we're in GU1 3XY",
    call('check_van_availability', { date: '2027-08-01', postcode: 'GU1 3XY' }),
  ],
  [ICE_CREAM_VAN, 'are you available on the 31st of july', call('check_van_availability', { date: '2027-07-31' })],
  [
    ICE_CREAM_VAN,
    'corporate summer party 2 july, 12:30, 4 hours, about 300 staff, RG1 8DB',
    call('book_ice_cream_van', {
      date: '2027-07-02',
      start_time: '12:30',
      hours: 4,
      event_type: 'corporate',
      guests: 300,
      postcode: 'RG1 8DB',
    }),
  ],
  [
    ICE_CREAM_VAN,
    'ICV0412: vanilla, mint choc chip and strawberry, with flakes and sprinkles',
    call('set_van_menu', {
      booking_ref: 'ICV0412',
      flavours: ['vanilla', 'mint_choc_chip', 'strawberry'],
      toppings: ['flake', 'sprinkles'],
    }),
  ],
  [
    ICE_CREAM_VAN,
    'change the flavours on icv 2290 to salted caramel and pistachio',
    call('set_van_menu', { booking_ref: 'ICV2290', flavours: ['salted_caramel', 'pistachio'] }),
  ],
  [ICE_CREAM_VAN, "i'd like to book the ice cream van for my daughter's birthday party", needs('book_ice_cream_van')],
  [ICE_CREAM_VAN, 'set the flavours for my booking please', needs('set_van_menu')],
  [ICE_CREAM_VAN, "what's the difference between gelato and ice cream", none],
  [ICE_CREAM_VAN, 'why do ice cream vans play greensleeves', none],
  [ICE_CREAM_VAN, 'how many calories are in a 99 with a flake', none],

  // Scrap metal yard
  [SCRAP_YARD, 'what are you paying for bright copper today', call('get_scrap_price', { metal: 'bright_copper' })],
  [SCRAP_YARD, 'price for lead?', call('get_scrap_price', { metal: 'lead' })],
  [SCRAP_YARD, 'how much do you give for old car batteries', call('get_scrap_price', { metal: 'car_batteries' })],
  [SCRAP_YARD, 'aluminium cans?', call('get_scrap_price', { metal: 'aluminium_cans' }), only('get_scrap_price')],
  [
    SCRAP_YARD,
    'can you collect about 300kg of heavy iron from WS2 8PB on thursday',
    call('book_scrap_collection', { material: 'heavy_iron', weight_kg: 300, postcode: 'WS2 8PB', date: '2026-11-26' }),
  ],
  [
    SCRAP_YARD,
    "collection of 50 kg of aluminium cans from S2 4HB tomorrow, name's Dave Price",
    call('book_scrap_collection', {
      material: 'aluminium_cans',
      weight_kg: 50,
      postcode: 'S2 4HB',
      date: '2026-11-25',
      name: 'Dave Price',
    }),
  ],
  [
    SCRAP_YARD,
    "scrap my car reg ab12cde, I'm at B23 5TH, it'll need picking up as it doesn't run",
    call('scrap_my_car', { registration: 'AB12 CDE', postcode: 'B23 5TH', needs_collection: true }),
  ],
  [
    SCRAP_YARD,
    "I want to scrap my 2009 Ford Focus, reg YK09 HJU, postcode HU5 2NN, I'll drive it in myself",
    call('scrap_my_car', {
      registration: 'YK09 HJU',
      postcode: 'HU5 2NN',
      needs_collection: false,
      make: 'Ford',
      model: 'Focus',
    }),
  ],
  [SCRAP_YARD, 'I need to scrap my car', needs('scrap_my_car')],
  [SCRAP_YARD, 'can someone pick up a load of old radiators', needs('book_scrap_collection')],
  [SCRAP_YARD, 'is it legal to pay cash for scrap metal', none],
  [SCRAP_YARD, 'which metals are magnetic', none],
  [SCRAP_YARD, "what's the quickest way to strip copper wire", none],

  // Local radio station
  [
    LOCAL_RADIO,
    'play Dancing Queen by ABBA for my mum Linda, from Sam. message: happy anniversary mum and dad xx',
    call('request_song', {
      title: 'Dancing Queen',
      artist: 'ABBA',
      dedication_to: 'Linda',
      from_name: 'Sam',
      message: 'happy anniversary mum and dad xx',
    }),
  ],
  [LOCAL_RADIO, 'request Wonderwall pls', call('request_song', { title: 'Wonderwall' })],
  [
    LOCAL_RADIO,
    'Could you play Fairytale of New York by The Pogues for everyone at Harlow bus depot',
    call('request_song', {
      title: 'Fairytale of New York',
      artist: 'The Pogues',
      dedication_to: 'everyone at Harlow bus depot',
    }),
  ],
  [
    LOCAL_RADIO,
    'secret sound guess: a kettle boiling. Name Gary Pratt, 07700 900 461',
    call('enter_radio_competition', {
      competition: 'secret_sound',
      answer: 'a kettle boiling',
      name: 'Gary Pratt',
      phone: '07700900461',
    }),
  ],
  [
    LOCAL_RADIO,
    'enter me into the festival tickets competition, Chloe Dunmore 07911123456',
    call('enter_radio_competition', { competition: 'festival_tickets', name: 'Chloe Dunmore', phone: '07911123456' }),
  ],
  [
    LOCAL_RADIO,
    'Naomi Clarke, 07400 123987, for the breakfast cash call',
    call('enter_radio_competition', { competition: 'breakfast_cash_call', name: 'Naomi Clarke', phone: '07400123987' }),
  ],
  [LOCAL_RADIO, "what's on the station on saturday", call('get_radio_schedule', { day: 'saturday' })],
  [LOCAL_RADIO, 'when is Dave Hennessy on?', call('get_radio_schedule', { presenter: 'Dave Hennessy' })],
  [LOCAL_RADIO, 'could you play something by Adele for my wife', needs('request_song')],
  [LOCAL_RADIO, 'I want to enter the christmas giveaway!', needs('enter_radio_competition')],
  [LOCAL_RADIO, 'who sang Bohemian Rhapsody', none],
  [LOCAL_RADIO, "what's number one in the charts this week?", none],
  [LOCAL_RADIO, 'tell me a joke', none],
  [LOCAL_RADIO, 'can you turn the radio up a bit', none],

  // Stamp auction house
  [STAMP_AUCTION, 'leave a bid of up to £420 on lot L0317', call('place_absentee_bid', { lot: 'L0317', max_bid: 420 })],
  [
    STAMP_AUCTION,
    'bid max 1,250 on lot 2208, bidder no 40121',
    call('place_absentee_bid', { lot: 'L2208', max_bid: 1250, bidder_number: '40121' }),
  ],
  [STAMP_AUCTION, 'my bid on L1430 should be £80 tops', call('place_absentee_bid', { lot: 'L1430', max_bid: 80 })],
  [
    STAMP_AUCTION,
    'valuation request. description: 1840 Penny Black, plate 6, four margins. single item, email jo.marsh@icloud.com',
    call('request_stamp_valuation', {
      description: '1840 Penny Black, plate 6, four margins',
      collection_type: 'single_item',
      email: 'jo.marsh@icloud.com',
    }),
  ],
  [
    STAMP_AUCTION,
    "register me for the sale on 9 december, I'll bid by phone, name Geoffrey Lunt",
    call('register_for_sale', { sale_date: '2026-12-09', bidding_method: 'telephone', name: 'Geoffrey Lunt' }),
  ],
  [
    STAMP_AUCTION,
    "I'd like to bid online in the January 16th auction. Amara Osei",
    call('register_for_sale', { sale_date: '2027-01-16', bidding_method: 'online', name: 'Amara Osei' }),
  ],
  [
    STAMP_AUCTION,
    'absentee bidding for me in the 9 december sale - name Rhona McAllister',
    call('register_for_sale', { sale_date: '2026-12-09', bidding_method: 'absentee', name: 'Rhona McAllister' }),
  ],
  [STAMP_AUCTION, 'put a bid on lot L0999 for me', needs('place_absentee_bid')],
  [STAMP_AUCTION, 'I want to register for the next sale', needs('register_for_sale')],
  [STAMP_AUCTION, 'can I get something valued', needs('request_stamp_valuation')],
  [STAMP_AUCTION, "what's the most expensive stamp ever sold", none],
  [STAMP_AUCTION, 'how can I tell if a penny black is genuine', none],
  [STAMP_AUCTION, 'is stamp collecting a good investment these days?', none],
  [STAMP_AUCTION, "what's a first day cover exactly", none],

  // Antique furniture restoration
  [
    FURNITURE_RESTORATION,
    'quote to french polish a victorian dining table',
    call('request_restoration_quote', { item: 'table', work: ['french_polishing'], period: 'victorian' }),
  ],
  [
    FURNITURE_RESTORATION,
    'my georgian bureau has woodworm and some lifting veneer, how much to fix?',
    call('request_restoration_quote', {
      item: 'bureau',
      work: ['woodworm_treatment', 'veneer_repair'],
      period: 'georgian',
    }),
  ],
  [FURNITURE_RESTORATION, 'how much to re-cane a bergère chair', call('request_restoration_quote', { item: 'chair', work: ['caning'] })],
  [
    FURNITURE_RESTORATION,
    'Edwardian wardrobe needs the joints regluing and a french polish, send the quote to kim.ashby@gmail.com',
    call('request_restoration_quote', {
      item: 'wardrobe',
      work: ['joint_regluing', 'french_polishing'],
      period: 'edwardian',
      email: 'kim.ashby@gmail.com',
    }),
  ],
  [
    FURNITURE_RESTORATION,
    'gilding repair on a regency clock case',
    call('request_restoration_quote', { item: 'clock_case', work: ['gilding'], period: 'regency' }),
  ],
  [
    FURNITURE_RESTORATION,
    'collect 2 pieces from OX2 6HT on friday 4th',
    call('book_furniture_collection', { date: '2026-12-04', postcode: 'OX2 6HT', items: 2 }),
  ],
  [FURNITURE_RESTORATION, "how's job AR0456 coming along", call('check_restoration_job', { job: 'AR0456' })],
  [FURNITURE_RESTORATION, 'any news on ar 1120?', call('check_restoration_job', { job: 'AR1120' })],
  [FURNITURE_RESTORATION, 'I need a restoration quote', needs('request_restoration_quote')],
  [FURNITURE_RESTORATION, 'can you come and collect my chest of drawers', needs('book_furniture_collection')],
  [FURNITURE_RESTORATION, 'how do I tell if furniture is a genuine antique', none],
  [FURNITURE_RESTORATION, 'should I use beeswax or danish oil on old oak', none],
  [FURNITURE_RESTORATION, 'what makes furniture art deco', none],

  // Hen rental and poultry keeping
  [HEN_KEEPING, 'rent 3 hens from next monday for 6 weeks', call('rent_hens', { hens: 3, start_date: '2026-11-30', weeks: 6 })],
  [
    HEN_KEEPING,
    "we'd like four light sussex for 8 weeks starting 1 march, postcode TN2 5PL",
    call('rent_hens', { hens: 4, start_date: '2027-03-01', weeks: 8, breed: 'light_sussex', postcode: 'TN2 5PL' }),
  ],
  [
    HEN_KEEPING,
    'pair of pekins for 4 weeks from 5th dec',
    call('rent_hens', { hens: 2, start_date: '2026-12-05', weeks: 4, breed: 'pekin' }),
  ],
  [HEN_KEEPING, 'got 5 eggs today!', call('log_eggs', { date: '2026-11-24', eggs: 5 })],
  [HEN_KEEPING, 'Henrietta laid one yesterday', call('log_eggs', { date: '2026-11-23', eggs: 1, hen: 'Henrietta' })],
  [HEN_KEEPING, 'no eggs at all on sunday :(', call('log_eggs', { date: '2026-11-22', eggs: 0 })],
  [HEN_KEEPING, 'Nugget laid a double yolker this morning', call('log_eggs', { date: '2026-11-24', eggs: 1, hen: 'Nugget' })],
  [HEN_KEEPING, 'order 2 bags of layers pellets', call('order_poultry_feed', { product: 'layers_pellets', bags: 2 })],
  [
    HEN_KEEPING,
    '3 bags of wood shavings delivered on thursday please',
    call('order_poultry_feed', { product: 'wood_shavings', bags: 3, delivery_date: '2026-11-26' }),
  ],
  [HEN_KEEPING, 'I want to rent some hens', needs('rent_hens')],
  [HEN_KEEPING, 'can you order some mealworms', needs('order_poultry_feed')],
  [HEN_KEEPING, 'why have my hens stopped laying', none],
  [HEN_KEEPING, 'how long do chickens live for', none],
  [HEN_KEEPING, 'can chickens eat grapes?', none],
  [HEN_KEEPING, "what's the best breed of hen for a beginner", none],

  // Allergy clinic
  [
    ALLERGY_CLINIC,
    "skin prick test for my son Oliver, he's 6, we think peanuts and egg, on 8 december",
    call('book_allergy_test', {
      test_type: 'skin_prick',
      date: '2026-12-08',
      patient_name: 'Oliver',
      patient_age: 6,
      suspected_allergens: ['peanut', 'egg'],
    }),
  ],
  [ALLERGY_CLINIC, 'book a patch test on thursday', call('book_allergy_test', { test_type: 'patch_test', date: '2026-11-26' })],
  [
    ALLERGY_CLINIC,
    'milk food challenge on 15 january, patient is 3 years old',
    call('book_allergy_test', {
      test_type: 'food_challenge',
      date: '2027-01-15',
      patient_age: 3,
      suspected_allergens: ['milk'],
    }),
  ],
  [
    ALLERGY_CLINIC,
    'had a moderate reaction last night, hives and itching, think it was prawns',
    call('log_allergic_reaction', {
      date: '2026-11-23',
      severity: 'moderate',
      symptoms: ['hives', 'itching'],
      suspected_trigger: 'prawns',
    }),
  ],
  [
    ALLERGY_CLINIC,
    'severe reaction on saturday, swelling and wheezing, I used my epipen. trigger: sesame',
    call('log_allergic_reaction', {
      date: '2026-11-21',
      severity: 'severe',
      symptoms: ['swelling', 'wheezing'],
      used_autoinjector: true,
      suspected_trigger: 'sesame',
    }),
  ],
  [
    ALLERGY_CLINIC,
    'repeat prescription for 2 adrenaline pens please',
    call('request_repeat_prescription', { medication: 'adrenaline_autoinjector', quantity: 2 }),
  ],
  [
    ALLERGY_CLINIC,
    'I need more antihistamines, send it to the pharmacy at M14 5RB',
    call('request_repeat_prescription', { medication: 'antihistamine', pharmacy_postcode: 'M14 5RB' }),
  ],
  [ALLERGY_CLINIC, 'book a blood test for cat and dust mite allergy', needs('book_allergy_test')],
  [ALLERGY_CLINIC, 'i need a repeat prescription', needs('request_repeat_prescription')],
  [ALLERGY_CLINIC, 'I want to log a reaction I had', needs('log_allergic_reaction')],
  [ALLERGY_CLINIC, "what's the difference between an allergy and an intolerance", none],
  [ALLERGY_CLINIC, 'can kids grow out of a peanut allergy?', none],
  [ALLERGY_CLINIC, 'is the pollen count high today', none],

  // Blacksmith courses
  [
    BLACKSMITH,
    'knife making course for 2 on saturday 12th december',
    call('book_forge_course', { course: 'knife_making', date: '2026-12-12', places: 2 }),
  ],
  [
    BLACKSMITH,
    "book me on the intro day 16 jan, I'm left-handed and vegan",
    call('book_forge_course', { course: 'intro_day', date: '2027-01-16', places: 1, left_handed: true, dietary: 'vegan' }),
  ],
  [
    BLACKSMITH,
    'gate and railings course, three places, 6 february',
    call('book_forge_course', { course: 'gate_and_railings', date: '2027-02-06', places: 3 }),
  ],
  [
    BLACKSMITH,
    'axe making voucher for my husband Rob, by post',
    call('buy_forge_voucher', { course: 'axe_making', recipient_name: 'Rob', delivery: 'post' }),
  ],
  [
    BLACKSMITH,
    "gift voucher for the hook and poker weekend, email it, message 'Happy retirement Ken!'",
    call('buy_forge_voucher', { course: 'hook_and_poker_weekend', delivery: 'email', message: 'Happy retirement Ken!' }),
  ],
  [
    BLACKSMITH,
    'commission: fire poker with a twisted handle, mild steel, budget £80',
    call('commission_piece', { item: 'fire poker with a twisted handle', material: 'mild_steel', budget: 80 }),
  ],
  [BLACKSMITH, 'book a forging course for 3 of us', needs('book_forge_course')],
  [
    BLACKSMITH,
    'hook & poker weekend starting sat 28th for two, gluten free lunches please',
    call('book_forge_course', { course: 'hook_and_poker_weekend', date: '2026-11-28', places: 2, dietary: 'gluten_free' }),
  ],
  [BLACKSMITH, "I'd like to commission something from the smith", needs('commission_piece')],
  [BLACKSMITH, 'i want to buy a gift voucher', needs('buy_forge_voucher')],
  [BLACKSMITH, 'how hot does a forge get', none],
  [BLACKSMITH, "what's the difference between wrought iron and cast iron?", none],
  [BLACKSMITH, 'can you recommend an anvil for a beginner', none],

  // Canal boat licences
  [
    CANAL_LICENCES,
    "renew the licence for index 52118, 12 months, she's 17.5m",
    call('buy_boat_licence', { index_number: '52118', length_metres: 17.5, duration_months: 12 }),
  ],
  [
    CANAL_LICENCES,
    '6 month licence for narrowboat Kingfisher, index no 104553, 20 metres long, electric, starting 1 december',
    call('buy_boat_licence', {
      index_number: '104553',
      length_metres: 20,
      duration_months: 6,
      boat_name: 'Kingfisher',
      propulsion: 'electric',
      start_date: '2026-12-01',
    }),
  ],
  [
    CANAL_LICENCES,
    "licence for 3 months, index 61720, 10 metres, unpowered (it's a butty)",
    call('buy_boat_licence', { index_number: '61720', length_metres: 10, duration_months: 3, propulsion: 'unpowered' }),
  ],
  [CANAL_LICENCES, 'any stoppages on the Kennet and Avon?', call('get_stoppages', { canal: 'Kennet and Avon' })],
  [
    CANAL_LICENCES,
    'stoppages on the Leeds and Liverpool from next monday',
    call('get_stoppages', { canal: 'Leeds and Liverpool', from_date: '2026-11-30' }),
  ],
  [CANAL_LICENCES, 'stoppages on the Grand Union from 5 jan', call('get_stoppages', { canal: 'Grand Union', from_date: '2027-01-05' })],
  [
    CANAL_LICENCES,
    'going down Caen Hill on the 3rd, please book us in',
    call('book_lock_passage', { lock: 'Caen Hill', date: '2026-12-03', direction: 'down' }),
  ],
  [
    CANAL_LICENCES,
    'Tardebigge, going up, saturday',
    call('book_lock_passage', { lock: 'Tardebigge', date: '2026-11-28', direction: 'up' }),
  ],
  [CANAL_LICENCES, 'I need to renew my boat licence', needs('buy_boat_licence')],
  [CANAL_LICENCES, 'book a lock passage for us', needs('book_lock_passage')],
  [CANAL_LICENCES, "what's the speed limit on the canals", none],
  [CANAL_LICENCES, 'how do you work a lock', none],
  [CANAL_LICENCES, 'can I moor anywhere on the towpath?', none],
  [CANAL_LICENCES, 'do I need a licence for a paddleboard on the canal', none],

  // Crossword puzzle app
  [
    CROSSWORD_APP,
    'stuck on 14 across in cryptic 29184, give me the first letter',
    call('get_clue_hint', { puzzle_number: 29184, clue: '14A', hint: 'first_letter' }),
  ],
  [
    CROSSWORD_APP,
    'just tell me the answer to 3 down, puzzle 1502',
    call('get_clue_hint', { puzzle_number: 1502, clue: '3D', hint: 'full_answer' }),
  ],
  [
    CROSSWORD_APP,
    "what's the definition part of 9 across in no. 8841?",
    call('get_clue_hint', { puzzle_number: 8841, clue: '9A', hint: 'definition' }),
  ],
  [CROSSWORD_APP, 'words that fit c?t?r', call('find_matching_words', { letters: 'C?T?R' }), ANY],
  [CROSSWORD_APP, 'what words fit S??RM', call('find_matching_words', { letters: 'S??RM' })],
  [CROSSWORD_APP, "start today's quick crossword", call('start_puzzle', { type: 'quick', date: '2026-11-24' })],
  [CROSSWORD_APP, 'open the prize crossword from last saturday', call('start_puzzle', { type: 'prize', date: '2026-11-21' })],
  [CROSSWORD_APP, "let's do a cryptic", call('start_puzzle', { type: 'cryptic' })],
  [CROSSWORD_APP, 'give me a hint', needs('get_clue_hint')],
  [CROSSWORD_APP, 'hint for 22 down please', needs('get_clue_hint')],
  [CROSSWORD_APP, 'who invented the crossword', none],
  [CROSSWORD_APP, "what does 'anagram indicator' mean in cryptics", none],
  [CROSSWORD_APP, 'any tips for getting better at cryptic crosswords?', none],
];
