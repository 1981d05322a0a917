import { tool } from './router-case-helpers.js';

/*
 * Tools of the fourteenth fresh set (router-fresh13-cases.ts): what a company's support assistant is
 * given in customer-service and account chats (shops, telecoms, banks, insurers, airlines, streaming,
 * utilities, rentals, hotels, food delivery, gyms, parcels) and a developer team's chat-ops bot,
 * declared as real apps and function-calling benchmarks declare them. Written blind: before the
 * router ever ran on the cases.
 */

const orderNumber = { type: 'string', pattern: '^ORD-[0-9]{6}$', description: 'Order number, e.g. ORD-123456' };

// --- Online shop: orders ---
const trackOrder = tool('track_order', 'Look up where an order is and when it is expected to arrive.', { order_number: orderNumber }, [
  'order_number',
]);
const cancelOrder = tool(
  'cancel_order',
  'Cancel an order that has not shipped yet. Orders already handed to the carrier cannot be cancelled; offer a return instead.',
  {
    order_number: orderNumber,
    reason: { type: 'string', enum: ['ordered_by_mistake', 'found_cheaper', 'too_slow', 'duplicate_order', 'other'] },
  },
  ['order_number'],
);
const changeDeliveryAddress = tool(
  'change_delivery_address',
  'Change where an unshipped order is delivered.',
  {
    order_number: orderNumber,
    address: {
      type: 'object',
      properties: {
        street: { type: 'string' },
        city: { type: 'string' },
        postcode: { type: 'string' },
      },
      required: ['street', 'city'],
    },
  },
  ['order_number', 'address'],
);
const searchOrders = tool(
  'search_orders',
  "List the customer's orders, optionally filtered.",
  {
    status: { type: 'string', enum: ['processing', 'shipped', 'delivered', 'cancelled', 'returned'] },
    placed_after: { type: 'string', format: 'date' },
    contains_item: { type: 'string', description: 'Product name to look for' },
  },
  [],
);
export const SHOP_ORDERS = [trackOrder, cancelOrder, changeDeliveryAddress, searchOrders];

// --- Online shop: returns and refunds ---
const startReturn = tool(
  'start_return',
  'Open a return for one or more items of a delivered order. Returns are accepted within 30 days of delivery.',
  {
    order_number: orderNumber,
    items: { type: 'array', items: { type: 'string' }, minItems: 1, description: 'Names of the items to send back' },
    reason: { type: 'string', enum: ['damaged', 'wrong_item', 'too_small', 'too_large', 'changed_mind', 'not_as_described'] },
    refund_method: { type: 'string', enum: ['original_payment', 'store_credit'], default: 'original_payment' },
    courier_pickup: { type: 'boolean', default: false, description: 'Have a courier collect the parcel instead of dropping it off' },
  },
  ['order_number', 'reason'],
);
const refundStatus = tool('get_refund_status', 'Where a refund is.', { return_id: { type: 'string', pattern: '^RMA[0-9]{8}$' } }, [
  'return_id',
]);
const returnPolicy = tool(
  'get_return_policy',
  '',
  { category: { type: 'string', enum: ['electronics', 'clothing', 'furniture', 'groceries', 'beauty', 'books'] } },
  ['category'],
);
export const RETURNS = [startReturn, refundStatus, returnPolicy];

// --- Mobile / telecom ---
const dataUsage = tool(
  'get_data_usage',
  'How much mobile data, minutes and texts are used and left this billing cycle.',
  { line: { type: 'string', pattern: '^07[0-9]{9}$', description: 'Mobile number of the line; the main line if omitted' } },
  [],
);
const buyDataAddon = tool(
  'buy_data_addon',
  'Add extra data to a line for the rest of the billing cycle.',
  {
    gigabytes: { type: 'integer', enum: [1, 5, 10, 25] },
    line: { type: 'string', pattern: '^07[0-9]{9}$' },
    auto_renew: { type: 'boolean', default: false },
  },
  ['gigabytes'],
);
const changeMobilePlan = tool(
  'change_mobile_plan',
  'Move the line to another tariff.',
  {
    plan: { type: 'string', enum: ['essential_5gb', 'plus_30gb', 'unlimited', 'unlimited_max'] },
    when: { type: 'string', enum: ['immediately', 'next_bill'], default: 'next_bill' },
  },
  ['plan'],
);
const enableRoaming = tool(
  'enable_roaming',
  'Turn on roaming for travel abroad, with an optional daily travel pass.',
  {
    country: { type: 'string' },
    start_date: { type: 'string', format: 'date' },
    days: { type: 'integer', minimum: 1, maximum: 30 },
    travel_pass: { type: 'boolean' },
  },
  ['country'],
);
const reportNetworkIssue = tool(
  'report_network_issue',
  'Log a coverage or network fault at a location.',
  {
    postcode: { type: 'string' },
    issue: { type: 'string', enum: ['no_signal', 'slow_data', 'dropped_calls', 'cannot_send_sms'] },
    since: { type: 'string', format: 'date-time' },
  },
  ['postcode', 'issue'],
);
export const TELECOM = [dataUsage, buyDataAddon, changeMobilePlan, enableRoaming, reportNetworkIssue];

// --- Bank: cards ---
const last4 = { type: 'string', pattern: '^[0-9]{4}$', description: 'Last four digits of the card' };
const freezeCard = tool(
  'freeze_card',
  'Block a card at once. Use when a card is lost, stolen or the customer sees payments they did not make.',
  { card_last4: last4, reason: { type: 'string', enum: ['lost', 'stolen', 'damaged', 'suspicious_activity', 'temporary'] } },
  ['card_last4', 'reason'],
);
const unfreezeCard = tool('unfreeze_card', 'Unblock a card that was frozen temporarily.', { card_last4: last4 }, ['card_last4']);
const replaceCard = tool(
  'order_replacement_card',
  'Send a new card.',
  { card_last4: last4, express: { type: 'boolean', default: false, description: 'Next-day delivery, fee applies' } },
  ['card_last4'],
);
const setCardLimit = tool(
  'set_card_limit',
  'Change a daily spending or withdrawal limit of a card (in EUR).',
  {
    card_last4: last4,
    limit_type: { type: 'string', enum: ['atm', 'online', 'contactless', 'in_store'] },
    amount: { type: 'number', minimum: 0, maximum: 10000 },
  },
  ['card_last4', 'limit_type', 'amount'],
);
export const BANK_CARDS = [freezeCard, unfreezeCard, replaceCard, setCardLimit];

// --- Bank: transfers and statements ---
const sendTransfer = tool(
  'send_transfer',
  'Send money from the current account to an IBAN.',
  {
    iban: { type: 'string', pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' },
    recipient_name: { type: 'string' },
    amount: { type: 'number', exclusiveMinimum: 0 },
    currency: { type: 'string', enum: ['EUR', 'GBP', 'USD', 'CHF'], default: 'EUR' },
    reference: { type: 'string', maxLength: 140 },
    execute_on: { type: 'string', format: 'date', description: 'Leave out to send today' },
  },
  ['iban', 'recipient_name', 'amount'],
);
const getStatement = tool(
  'get_statement',
  'A monthly account statement.',
  {
    account: { type: 'string', enum: ['current', 'savings', 'credit_card'] },
    month: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' },
    format: { type: 'string', enum: ['pdf', 'csv'], default: 'pdf' },
  },
  ['account', 'month'],
);
const disputeTransaction = tool(
  'dispute_transaction',
  'Raise a dispute (chargeback) for a card payment the customer does not recognise or did not receive goods for.',
  {
    merchant: { type: 'string' },
    amount: { type: 'number' },
    transaction_date: { type: 'string', format: 'date' },
    reason: { type: 'string', enum: ['not_recognised', 'goods_not_received', 'charged_twice', 'wrong_amount', 'cancelled_subscription'] },
  },
  ['merchant', 'reason'],
);
const getBalance = tool(
  'get_balance',
  'Current balance.',
  { account: { type: 'string', enum: ['current', 'savings', 'credit_card'], default: 'current' } },
  [],
);
export const BANK_TRANSFERS = [sendTransfer, getStatement, disputeTransaction, getBalance];

// --- Insurance ---
const policyNumber = { type: 'string', pattern: '^POL-[0-9]{7}$' };
const fileClaim = tool(
  'file_claim',
  'Start an insurance claim. Collect what happened, when, and an estimate of the loss if the customer has one.',
  {
    policy_number: policyNumber,
    claim_type: { type: 'string', enum: ['motor', 'home', 'travel', 'pet', 'phone'] },
    incident_date: { type: 'string', format: 'date' },
    description: { type: 'string' },
    estimated_amount: { type: 'number', minimum: 0 },
    police_report: { type: 'boolean' },
  },
  ['claim_type', 'incident_date'],
);
const claimStatus = tool('get_claim_status', '', { claim_id: { type: 'string', pattern: '^CLM[0-9]{6}$' } }, ['claim_id']);
const addDriver = tool(
  'add_named_driver',
  'Add a named driver to a motor policy.',
  {
    policy_number: policyNumber,
    driver: {
      type: 'object',
      properties: {
        full_name: { type: 'string' },
        date_of_birth: { type: 'string', format: 'date' },
        years_licensed: { type: 'integer', minimum: 0, maximum: 80 },
      },
      required: ['full_name', 'date_of_birth'],
    },
    start_date: { type: 'string', format: 'date' },
  },
  ['driver'],
);
const getInsuranceQuote = tool(
  'get_travel_insurance_quote',
  'Price a single-trip travel insurance.',
  {
    destination_region: { type: 'string', enum: ['europe', 'worldwide_excl_usa', 'worldwide'] },
    departure_date: { type: 'string', format: 'date' },
    return_date: { type: 'string', format: 'date' },
    travellers: { type: 'integer', minimum: 1, maximum: 8, default: 1 },
    winter_sports: { type: 'boolean', default: false },
  },
  ['destination_region', 'departure_date', 'return_date'],
);
export const INSURANCE = [fileClaim, claimStatus, addDriver, getInsuranceQuote];

// --- Airline ---
const bookingRef = { type: 'string', pattern: '^[A-Z0-9]{6}$', description: 'Six-character booking reference (PNR)' };
const changeFlight = tool(
  'change_flight',
  'Move a booking to another date. A fare difference may apply.',
  {
    booking_ref: bookingRef,
    new_date: { type: 'string', format: 'date' },
    time_of_day: { type: 'string', enum: ['morning', 'afternoon', 'evening', 'any'], default: 'any' },
  },
  ['booking_ref', 'new_date'],
);
const selectSeat = tool(
  'select_seat',
  'Pick or change a seat.',
  {
    booking_ref: bookingRef,
    seat: { type: 'string', pattern: '^[0-9]{1,2}[A-K]$', description: 'Row and letter, e.g. 14C' },
    passenger_name: { type: 'string' },
  },
  ['booking_ref', 'seat'],
);
const addBaggage = tool(
  'add_checked_bag',
  'Add checked bags to a booking.',
  {
    booking_ref: bookingRef,
    bags: { type: 'integer', minimum: 1, maximum: 3 },
    weight_kg: { type: 'integer', enum: [15, 23, 32] },
  },
  ['booking_ref', 'bags'],
);
const flightStatus = tool(
  'get_flight_status',
  'Departure and arrival status of a flight.',
  { flight_number: { type: 'string', pattern: '^[A-Z0-9]{2}[0-9]{1,4}$' }, date: { type: 'string', format: 'date' } },
  ['flight_number'],
);
const specialAssistance = tool(
  'request_special_assistance',
  'Arrange assistance at the airport or on board.',
  {
    booking_ref: bookingRef,
    assistance: {
      type: 'string',
      enum: ['wheelchair_to_gate', 'wheelchair_to_seat', 'visual_impairment', 'hearing_impairment', 'unaccompanied_minor'],
    },
    passenger_name: { type: 'string' },
  },
  ['booking_ref', 'assistance'],
);
export const AIRLINE = [changeFlight, selectSeat, addBaggage, flightStatus, specialAssistance];

// --- Streaming subscription ---
const cancelSubscription = tool(
  'cancel_subscription',
  'Cancel the streaming subscription.',
  {
    reason: { type: 'string', enum: ['too_expensive', 'not_enough_content', 'technical_problems', 'switching_service', 'other'] },
    when: { type: 'string', enum: ['end_of_period', 'immediately'], default: 'end_of_period' },
  },
  [],
);
const changeStreamingPlan = tool(
  'change_streaming_plan',
  'Switch plan.',
  { plan: { type: 'string', enum: ['basic_with_ads', 'standard', 'premium'] } },
  ['plan'],
);
const manageProfile = tool(
  'manage_profile',
  'Add, rename or remove a viewer profile on the account (up to 5).',
  {
    action: { type: 'string', enum: ['add', 'rename', 'remove'] },
    profile_name: { type: 'string' },
    new_name: { type: 'string' },
    kids: { type: 'boolean', description: 'Kids profile with age-rated content only' },
  },
  ['action', 'profile_name'],
);
const signOutDevices = tool(
  'sign_out_devices',
  'Sign the account out of devices.',
  { device_name: { type: 'string' }, all_devices: { type: 'boolean', default: false } },
  [],
);
const billingHistory = tool(
  'get_billing_history',
  'Past charges of the subscription.',
  { months: { type: 'integer', minimum: 1, maximum: 24, default: 6 } },
  [],
);
export const STREAMING = [cancelSubscription, changeStreamingPlan, manageProfile, signOutDevices, billingHistory];

// --- Utilities: energy and water ---
const submitMeterReading = tool(
  'submit_meter_reading',
  'Send a meter reading so the bill uses actual rather than estimated usage.',
  {
    meter: { type: 'string', enum: ['electricity', 'gas', 'water'] },
    reading: { type: 'integer', minimum: 0 },
    read_on: { type: 'string', format: 'date' },
  },
  ['meter', 'reading'],
);
const reportOutage = tool(
  'report_outage',
  'Report a supply outage at an address.',
  {
    supply: { type: 'string', enum: ['power', 'gas', 'water'] },
    postcode: { type: 'string' },
    started_at: { type: 'string', format: 'date-time' },
    vulnerable_customer: { type: 'boolean', description: 'Someone at the address relies on medical equipment' },
  },
  ['supply', 'postcode'],
);
const getBill = tool(
  'get_bill',
  'Fetch a bill.',
  { month: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }, explain_charges: { type: 'boolean' } },
  ['month'],
);
const paymentPlan = tool(
  'set_up_payment_plan',
  'Spread an outstanding balance over monthly instalments.',
  {
    monthly_amount: { type: 'number', minimum: 10 },
    payment_day: { type: 'integer', minimum: 1, maximum: 28 },
    start_month: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
  },
  ['monthly_amount'],
);
export const UTILITIES = [submitMeterReading, reportOutage, getBill, paymentPlan];

// --- Car rental ---
const reservationNumber = { type: 'string', pattern: '^R[0-9]{8}$' };
const bookCar = tool(
  'book_rental_car',
  'Reserve a rental car.',
  {
    pickup_location: { type: 'string', description: 'City or airport' },
    pickup_at: { type: 'string', format: 'date-time' },
    return_at: { type: 'string', format: 'date-time' },
    car_class: { type: 'string', enum: ['economy', 'compact', 'midsize', 'suv', 'van', 'premium'] },
    extras: { type: 'array', items: { type: 'string', enum: ['child_seat', 'gps', 'additional_driver', 'snow_chains', 'roof_box'] } },
    automatic: { type: 'boolean' },
  },
  ['pickup_location', 'pickup_at', 'return_at'],
);
const extendRental = tool(
  'extend_rental',
  'Keep the car longer.',
  { reservation_number: reservationNumber, new_return_at: { type: 'string', format: 'date-time' } },
  ['reservation_number', 'new_return_at'],
);
const reportCarDamage = tool(
  'report_vehicle_damage',
  'Record damage or a breakdown of a rented vehicle. For breakdowns roadside assistance is dispatched.',
  {
    reservation_number: reservationNumber,
    kind: { type: 'string', enum: ['scratch_dent', 'windscreen', 'tyre', 'breakdown', 'accident'] },
    description: { type: 'string' },
    drivable: { type: 'boolean' },
  },
  ['kind'],
);
const cancelReservation = tool('cancel_car_reservation', '', { reservation_number: reservationNumber }, ['reservation_number']);
export const CAR_RENTAL = [bookCar, extendRental, reportCarDamage, cancelReservation];

// --- Hotel stay ---
const roomNumber = { type: 'string', pattern: '^[0-9]{3,4}$' };
const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' };
const lateCheckout = tool(
  'request_late_checkout',
  'Ask to check out later than 11:00. Free until 13:00, a fee after.',
  { room_number: roomNumber, checkout_time: hhmm },
  ['room_number', 'checkout_time'],
);
const housekeeping = tool(
  'request_housekeeping',
  'Ask housekeeping to bring items or clean the room.',
  {
    room_number: roomNumber,
    items: { type: 'array', items: { type: 'string' } },
    clean_room: { type: 'boolean' },
    at: { ...hhmm, description: 'Time of day, HH:MM' },
  },
  ['room_number'],
);
const modifyStay = tool(
  'modify_reservation',
  'Change the dates or guests of a hotel reservation.',
  {
    confirmation_number: { type: 'string', pattern: '^[0-9]{8}$' },
    check_in: { type: 'string', format: 'date' },
    check_out: { type: 'string', format: 'date' },
    guests: { type: 'integer', minimum: 1, maximum: 6 },
  },
  ['confirmation_number'],
);
const roomIssue = tool(
  'report_room_issue',
  'A problem in the room.',
  {
    room_number: roomNumber,
    issue: { type: 'string', enum: ['noise', 'cleanliness', 'heating_cooling', 'wifi', 'plumbing', 'tv', 'other'] },
    details: { type: 'string' },
  },
  ['room_number', 'issue'],
);
export const HOTEL = [lateCheckout, housekeeping, modifyStay, roomIssue];

// --- Food delivery ---
const foodOrderId = { type: 'string', pattern: '^[0-9]{9}$' };
const foodProblem = tool(
  'report_food_order_problem',
  'Report what went wrong with a delivered food order and what the customer wants.',
  {
    order_id: foodOrderId,
    problem: { type: 'string', enum: ['missing_items', 'wrong_items', 'late', 'cold_food', 'spilled', 'never_arrived'] },
    items: { type: 'array', items: { type: 'string' }, description: 'Dishes affected' },
    resolution: { type: 'string', enum: ['refund', 'voucher', 'redeliver'] },
  },
  ['problem'],
);
const trackFood = tool('track_food_delivery', 'Live courier position and ETA.', { order_id: foodOrderId }, []);
const rateOrder = tool(
  'rate_order',
  'Rate the restaurant and courier, with an optional tip.',
  {
    order_id: foodOrderId,
    food_stars: { type: 'integer', minimum: 1, maximum: 5 },
    courier_stars: { type: 'integer', minimum: 1, maximum: 5 },
    tip: { type: 'number', minimum: 0, maximum: 50 },
    comment: { type: 'string' },
  },
  [],
);
const cancelFoodOrder = tool('cancel_food_order', 'Cancel before the restaurant starts preparing.', { order_id: foodOrderId }, []);
export const FOOD_DELIVERY = [foodProblem, trackFood, rateOrder, cancelFoodOrder];

// --- Gym membership ---
const freezeMembership = tool(
  'freeze_membership',
  'Pause the membership; no fees are charged while frozen.',
  {
    start_date: { type: 'string', format: 'date' },
    weeks: { type: 'integer', minimum: 1, maximum: 12 },
    reason: { type: 'string', enum: ['injury', 'travel', 'financial', 'other'] },
  },
  ['weeks'],
);
const bookClass = tool(
  'book_class',
  'Book a spot in a group class.',
  {
    class_type: { type: 'string', enum: ['spin', 'yoga', 'pilates', 'hiit', 'boxing', 'zumba', 'bodypump'] },
    date: { type: 'string', format: 'date' },
    time: hhmm,
    club: { type: 'string', description: 'Club location' },
  },
  ['class_type', 'date'],
);
const cancelMembership = tool(
  'cancel_membership',
  'End the membership. One month notice.',
  { reason: { type: 'string' }, last_day: { type: 'string', format: 'date' } },
  [],
);
const guestPass = tool(
  'issue_guest_pass',
  'Invite a friend for a free visit.',
  { guest_name: { type: 'string' }, guest_email: { type: 'string', format: 'email' }, visit_date: { type: 'string', format: 'date' } },
  ['guest_name', 'visit_date'],
);
export const GYM = [freezeMembership, bookClass, cancelMembership, guestPass];

// --- Parcel delivery ---
const trackingNumber = { type: 'string', pattern: '^[A-Z]{2}[0-9]{9}[A-Z]{2}$', description: 'e.g. JD123456789GB' };
const redirectParcel = tool(
  'redirect_parcel',
  'Tell the courier what to do with a parcel on its way.',
  {
    tracking_number: trackingNumber,
    option: { type: 'string', enum: ['leave_with_neighbour', 'safe_place', 'parcel_locker', 'pickup_point', 'hold_at_depot'] },
    instructions: { type: 'string', description: 'Where exactly: which neighbour, which safe place' },
  },
  ['tracking_number', 'option'],
);
const rescheduleDelivery = tool(
  'reschedule_delivery',
  'Choose another delivery day.',
  {
    tracking_number: trackingNumber,
    date: { type: 'string', format: 'date' },
    slot: { type: 'string', enum: ['morning', 'afternoon', 'evening'] },
  },
  ['tracking_number', 'date'],
);
const trackParcel = tool('track_parcel', 'Tracking events of a parcel.', { tracking_number: trackingNumber }, ['tracking_number']);
const reportMissingParcel = tool(
  'report_missing_parcel',
  'For parcels marked delivered that the customer did not get.',
  { tracking_number: trackingNumber, checked_neighbours: { type: 'boolean' } },
  ['tracking_number'],
);
export const PARCELS = [redirectParcel, rescheduleDelivery, trackParcel, reportMissingParcel];

// --- Chat-ops for a developer team ---
const environment = { type: 'string', enum: ['dev', 'staging', 'production'] };
const serviceName = { type: 'string', pattern: '^[a-z][a-z0-9-]{1,40}$' };
const deploy = tool(
  'deploy',
  'Deploy a service version to an environment.',
  {
    service: serviceName,
    environment,
    version: { type: 'string', pattern: '^v[0-9]+\\.[0-9]+\\.[0-9]+$' },
    dry_run: { type: 'boolean', default: false },
  },
  ['service', 'environment'],
);
const rollback = tool(
  'rollback',
  'Roll a service back to the previous release, or to a given version.',
  { service: serviceName, environment, to_version: { type: 'string', pattern: '^v[0-9]+\\.[0-9]+\\.[0-9]+$' } },
  ['service', 'environment'],
);
const featureFlag = tool(
  'set_feature_flag',
  'Turn a feature flag on or off, or roll it out to a percentage of users.',
  {
    flag: { type: 'string', pattern: '^[a-z0-9_]+$' },
    enabled: { type: 'boolean' },
    environment,
    rollout_percent: { type: 'integer', minimum: 0, maximum: 100 },
  },
  ['flag', 'enabled'],
);
const pageOncall = tool(
  'page_oncall',
  'Page the on-call engineer of a team.',
  {
    team: { type: 'string', enum: ['platform', 'payments', 'mobile', 'data', 'security'] },
    severity: { type: 'integer', enum: [1, 2, 3, 4], description: 'SEV level, 1 is worst' },
    message: { type: 'string' },
  },
  ['team', 'message'],
);
const searchLogs = tool(
  'search_logs',
  'Search service logs.',
  {
    query: { type: 'string' },
    service: serviceName,
    level: { type: 'array', items: { type: 'string', enum: ['debug', 'info', 'warn', 'error', 'fatal'] } },
    since_minutes: { type: 'integer', minimum: 1, maximum: 10080, default: 60 },
  },
  ['query'],
);
export const CHATOPS = [deploy, rollback, featureFlag, pageOncall, searchLogs];

// --- Account settings (any service) ---
const resetPassword = tool('send_password_reset', 'Email a password reset link.', { email: { type: 'string', format: 'email' } }, [
  'email',
]);
const updateContact = tool(
  'update_contact_details',
  'Change the email address or phone number on the account.',
  { email: { type: 'string', format: 'email' }, phone: { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$', description: 'E.164' } },
  [],
);
const commsPreferences = tool(
  'set_communication_preferences',
  'Which channels the company may use for marketing messages.',
  {
    channels: { type: 'array', items: { type: 'string', enum: ['email', 'sms', 'push', 'post', 'phone'] } },
    marketing_opt_in: { type: 'boolean' },
  },
  ['marketing_opt_in'],
);
const closeAccount = tool(
  'close_account',
  'Permanently close the account and delete personal data after the legal retention period.',
  { reason: { type: 'string' }, export_data_first: { type: 'boolean', default: true } },
  [],
);
const twoFactor = tool(
  'set_two_factor',
  'Turn two-step verification on or off.',
  { enabled: { type: 'boolean' }, method: { type: 'string', enum: ['sms', 'authenticator_app', 'email'] } },
  ['enabled'],
);
export const ACCOUNT = [resetPassword, updateContact, commsPreferences, closeAccount, twoFactor];

// --- Support desk: tickets, callbacks, humans ---
const createTicket = tool(
  'create_support_ticket',
  'Open a ticket for the support team when the assistant cannot solve the problem in chat.',
  {
    subject: { type: 'string', maxLength: 120 },
    category: { type: 'string', enum: ['billing', 'technical', 'delivery', 'account', 'complaint', 'other'] },
    priority: { type: 'string', enum: ['low', 'normal', 'high', 'urgent'], default: 'normal' },
    description: { type: 'string' },
  },
  ['subject', 'category'],
);
const requestCallback = tool(
  'request_callback',
  'Book a phone call from an agent.',
  {
    phone: { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$' },
    date: { type: 'string', format: 'date' },
    time: hhmm,
    topic: { type: 'string' },
  },
  ['phone'],
);
const transferToAgent = tool(
  'transfer_to_human',
  'Hand the chat to a human agent.',
  {
    department: { type: 'string', enum: ['sales', 'billing', 'technical_support', 'complaints'] },
    summary: { type: 'string' },
  },
  [],
);
const ticketStatus = tool('get_ticket_status', '', { ticket_id: { type: 'integer', minimum: 1 } }, ['ticket_id']);
export const SUPPORT_DESK = [createTicket, requestCallback, transferToAgent, ticketStatus];

// --- Vouchers, gift cards and loyalty points ---
const applyVoucher = tool(
  'apply_voucher',
  'Apply a discount code to the basket or an open order.',
  { code: { type: 'string', pattern: '^[A-Z0-9]{5,12}$' }, order_number: orderNumber },
  ['code'],
);
const giftCardBalance = tool(
  'check_gift_card_balance',
  'Balance of a gift card.',
  { card_number: { type: 'string', pattern: '^[0-9]{16}$' }, pin: { type: 'string', pattern: '^[0-9]{4}$' } },
  ['card_number'],
);
const redeemPoints = tool(
  'redeem_points',
  'Turn loyalty points into a voucher (100 points = 1 EUR).',
  { points: { type: 'integer', minimum: 500, multipleOf: 100 }, reward: { type: 'string', enum: ['voucher', 'donation', 'air_miles'] } },
  ['points'],
);
const pointsBalance = tool('get_points_balance', 'Loyalty points and tier.', {}, []);
export const LOYALTY = [applyVoucher, giftCardBalance, redeemPoints, pointsBalance];

export const ALL13 = [
  ...SHOP_ORDERS,
  ...RETURNS,
  ...TELECOM,
  ...BANK_CARDS,
  ...BANK_TRANSFERS,
  ...INSURANCE,
  ...AIRLINE,
  ...STREAMING,
  ...UTILITIES,
  ...CAR_RENTAL,
  ...HOTEL,
  ...FOOD_DELIVERY,
  ...GYM,
  ...PARCELS,
  ...CHATOPS,
  ...ACCOUNT,
  ...SUPPORT_DESK,
  ...LOYALTY,
];
