import {
  CATEGORIES,
  CHECKOUT_COUNTRIES,
  CHAT_LIMITS,
  CONTENT_LIMITS,
  CUSTOM_ORDER_LIMITS,
  CUSTOM_ORDER_UNITS,
  DEAL_BUYER_LIMITS,
  DEAL_LIMITS,
  DISCOUNT_TYPES,
  EXTRA_CHARGE_TYPES,
  INCOTERMS,
  LEAD_TIME_DAYS,
  LIMITS,
  OAUTH_RETURN_TO_PATTERN,
  PATTERNS,
  PAYMENT_TERMS,
  POSTAL_ADDRESS_LIMITS,
  QUOTE_LIMITS,
  SANDBOX_TEST_CARDS,
  SUPPORT_LIMITS,
  US_STATES,
} from '@solar/contracts';

type Schema = Record<string, unknown>;

/**
 * What a DTO's whole-body rule (`@CheckedBy`) and the handler's state checks ask beyond the decorators, as far as
 * OpenAPI can say it, and a body that passes them. `required` adds to the schema's required fields, each entry of
 * `properties` is laid over the decorators' schema of that field (its keys win), `example` is a valid body.
 */
export interface RequestDescription {
  required?: string[];
  properties?: Record<string, Schema>;
  example?: Record<string, unknown>;
}

/** Text a rule reads as plain text and requires: at least one letter or digit, no markup to strip to nothing. */
const plainText = (max: number): Schema => ({ type: 'string', minLength: 1, maxLength: max, pattern: '^[^<>&]*[A-Za-z0-9][^<>&]*$' });
/** PATTERNS.email, which every form rule's `isValidEmail` tests. */
const email: Schema = { type: 'string', format: 'email', maxLength: LIMITS.emailMax, pattern: PATTERNS.email.source };
const stateCode: Schema = { type: 'string', enum: US_STATES.map((state) => state.code) };
/** A guest id as guestLoginRule takes it (the rule also takes upper case and the empty text). */
const guestId: Schema = { type: 'string', pattern: '^(guest-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' };
/** The offer form's terms (validateOfferProposal checks each against its list). */
const offerTerms: Record<string, Schema> = {
  incoterm: { type: 'string', enum: [...INCOTERMS] },
  delivery_state: stateCode,
  payment_terms: { type: 'string', enum: [...PAYMENT_TERMS] },
  lead_time: { type: 'integer', enum: [...LEAD_TIME_DAYS] },
};
/** Above 0, in cents (per watt for panels: at most DEAL_LIMITS.pricePerWattMax, which bounds both units here). */
const offerPrice: Schema = { type: 'number', minimum: 0.01, maximum: DEAL_LIMITS.pricePerWattMax, multipleOf: 0.01 };
const offerTermsExample = { incoterm: 'EXW', delivery_state: 'TX', payment_terms: 'prepayment', lead_time: 10 };
/** The deal fuzz-api.mjs publishes sells 31 panels a pallet with an MOQ of 2 pallets. */
const offerProposalExample = { ...offerTermsExample, price: 0.25, qty: 62, message: 'Can you ship in two weeks?' };
const checkoutAddress = {
  firstname: 'Dana',
  lastname: 'Reyes',
  // As the schema below says it: ten digits (an example that breaks its schema is not used).
  phone: '5125550147',
  email: 'dana.reyes@example.com',
  address: '100 Congress Ave',
  unit: 'Suite 4',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'United States',
};

/**
 * The descriptions by DTO class name, for the document built at `now` (a custom order's needed-by day is within two
 * years of it).
 */
export function requestDescriptions(now: Date): Readonly<Record<string, RequestDescription>> {
  // Every day of next year lies within the window validateCustomOrder takes (today to 730 days ahead).
  const nextYear = now.getUTCFullYear() + 1;
  const cardYears = Array.from({ length: 10 }, (_, i) => String((nextYear + i) % 100).padStart(2, '0'));
  return {
    EmailBody: { required: ['email'], properties: { email }, example: { email: 'buyer@solar-marketplace.local' } },
    GuestLoginBody: {
      properties: { guest_id: guestId, guestId },
      // A new guest session: an id the service did not issue is refused (403).
      example: {},
    },
    // Sign-in with Google and Facebook: a state this site did not issue is refused (422), as is an unknown link token.
    OAuthCallbackBody: {
      required: ['code', 'state'],
      properties: { code: { pattern: '\\S' }, state: { pattern: '\\S' } },
      example: { code: 'the-code-the-provider-sent-back', state: 'the-state-this-site-issued' },
    },
    OAuthLinkBody: {
      required: ['link_token', 'password'],
      properties: { link_token: { pattern: '\\S' }, password: { minLength: LIMITS.passwordMin } },
      example: { link_token: 'the-token-the-callback-answered', password: 'demo-buyer-2026' },
    },
    OAuthStartQuery: {
      properties: { return_to: { pattern: OAUTH_RETURN_TO_PATTERN.source } },
    },
    ContactBody: {
      required: ['name', 'email', 'phone', 'subject', 'message'],
      properties: {
        name: plainText(CONTENT_LIMITS.nameMax),
        email,
        // 7 to 15 digits; the rule also takes spaces, dots, dashes, parentheses and a plus between them.
        phone: { type: 'string', pattern: '^[0-9]{7,15}$' },
        subject: plainText(CONTENT_LIMITS.subjectMax),
        message: plainText(CONTENT_LIMITS.messageMax),
      },
      example: { name: 'Dana Reyes', email: 'dana.reyes@example.com', phone: '5125550147', subject: 'Bulk order', message: 'Do you deliver to Austin?' },
    },
    CustomOrderBody: {
      required: ['category_id', 'quantity', 'unit', 'state', 'city', 'needed_by', 'description', 'email'],
      properties: {
        category_id: { type: 'integer', enum: CATEGORIES.map((category) => category.id) },
        quantity: { type: 'integer', minimum: 1, maximum: CUSTOM_ORDER_LIMITS.quantityMax },
        unit: { type: 'string', enum: [...CUSTOM_ORDER_UNITS] },
        target_price: { type: 'number', minimum: 0.01, maximum: CUSTOM_ORDER_LIMITS.priceMax, multipleOf: 0.01 },
        state: stateCode,
        city: plainText(CUSTOM_ORDER_LIMITS.cityMax),
        // Any day from today to two years ahead is taken; the schema names next year's.
        needed_by: { type: 'string', format: 'date', pattern: `^${nextYear}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])$` },
        description: plainText(CUSTOM_ORDER_LIMITS.descriptionMax),
        email,
      },
      example: {
        category_id: CATEGORIES[0]!.id,
        quantity: 40,
        unit: 'pallets',
        target_price: 0.22,
        state: 'TX',
        city: 'Austin',
        needed_by: `${nextYear}-03-15`,
        description: 'Forty pallets of 550 W bifacial panels.',
        email: 'dana.reyes@example.com',
      },
    },
    CheckoutAddressBody: {
      required: Object.keys(checkoutAddress),
      properties: {
        firstname: plainText(LIMITS.nameMax),
        lastname: plainText(LIMITS.nameMax),
        // Ten digits (a leading 1 dropped); the rule reads the digits of whatever is typed.
        phone: { type: 'string', pattern: '^[0-9]{10}$' },
        email,
        address: plainText(POSTAL_ADDRESS_LIMITS.addressMax),
        unit: plainText(POSTAL_ADDRESS_LIMITS.unitMax),
        city: plainText(POSTAL_ADDRESS_LIMITS.cityMax),
        state: stateCode,
        zip: { type: 'string', pattern: PATTERNS.zip.source },
        country: { type: 'string', enum: [...CHECKOUT_COUNTRIES] },
      },
    },
    CheckoutPaymentBody: {
      required: ['card_holder_name', 'card_number', 'cvc', 'expiry_date'],
      properties: {
        card_holder_name: plainText(LIMITS.nameMax),
        // The rule takes any number that passes the Luhn check, which OpenAPI cannot say; the payment provider (the
        // sandbox, the only one) then declines all but its test card. So the schema names the card that is taken.
        card_number: { type: 'string', pattern: `^${SANDBOX_TEST_CARDS.succeeds.replace(/ /g, '[ -]?')}$` },
        cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
        // MM/YY of the next ten years: the rule also takes MM/YYYY, and refuses a month past.
        expiry_date: { type: 'string', pattern: `^(0[1-9]|1[0-2])/(${cardYears.join('|')})$` },
      },
    },
    CheckoutBody: {
      required: ['shipping', 'billing', 'payment'],
      example: {
        shipping: checkoutAddress,
        billing: checkoutAddress,
        payment: { card_holder_name: 'Dana Reyes', card_number: SANDBOX_TEST_CARDS.succeeds, cvc: '123', expiry_date: `12/${cardYears[2]}` },
        delivery: 'ship',
      },
    },
    AddToCartBody: {
      // Whole units; the cart's rule also bounds them by the item's stock, so the schema keeps to a few.
      properties: { qty: { type: 'integer', minimum: 1, maximum: 10 } },
      example: { item_uuid: '00000000-0000-4000-8000-000000000000', qty: 1 },
    },
    CartOwnerBody: { example: {} },
    DealInquiryBody: {
      required: ['message'],
      properties: { message: plainText(DEAL_BUYER_LIMITS.inquiryMax), quantity: { type: 'integer' } },
      example: { listing_id: 1, message: 'Are the panels still in their original packaging?', quantity: 62 },
    },
    DealNotifyBody: { example: { listing_id: 1, on: ['price_drop'] } },
    MakeOfferBody: {
      required: Object.keys(offerTerms),
      properties: { ...offerTerms, price: offerPrice },
      example: { listing_id: 1, ...offerProposalExample },
    },
    OfferUpdateBody: {
      required: Object.keys(offerTerms),
      properties: { ...offerTerms, price: offerPrice },
      example: { revision: 1, ...offerProposalExample },
    },
    UpdateBidBody: { properties: { price: offerPrice }, example: { revision: 1, price: 0.24, message: 'Our best price.' } },
    UpdateQtyBody: { example: { revision: 1, qty: 93 } },
    // An offer the seller countered (revision 2), which either side may withdraw: accepting is only the buyer's move.
    OfferStatusBody: { example: { revision: 2, status: 'Withdrawn', reason: 'We found another lot.' } },
    QuoteChargeBody: {
      required: ['label'],
      properties: {
        type: { type: 'string', enum: [...EXTRA_CHARGE_TYPES] },
        // USD, or percent for Sales Tax: the lower bound of the two.
        value: { type: 'number', minimum: 0, maximum: QUOTE_LIMITS.taxRateMax },
        label: plainText(QUOTE_LIMITS.chargeLabelMax),
      },
    },
    // A fixed discount is at most the goods total, and the quote's total must stay above $0: half is safe for both.
    QuoteDiscountBody: { properties: { type: { type: 'string', enum: [...DISCOUNT_TYPES] }, value: { type: 'number', minimum: 0, maximum: 50 } } },
    TaxLegalBody: {
      properties: { legal_text: { maxLength: QUOTE_LIMITS.legalTextMax } },
      example: {
        charges: [{ type: 'Logistics', value: 120, label: 'Freight to Austin' }],
        discount: { type: 'percent', value: 5 },
        legal_text: 'Goods remain the seller’s until paid.',
      },
    },
    DirectQuoteBody: {
      required: [...Object.keys(offerTerms), 'inquiry_id'],
      properties: { ...offerTerms, price: offerPrice, legal_text: { maxLength: QUOTE_LIMITS.legalTextMax } },
      example: { inquiry_id: '00000000-0000-4000-8000-000000000000', ...offerProposalExample, charges: [{ type: 'Logistics', value: 120, label: 'Freight' }] },
    },
    SignQuoteBody: { example: { version: 1 } },
    CancelContractBody: { properties: { reason: { maxLength: QUOTE_LIMITS.reasonMax } }, example: { reason: 'The buyer asked to cancel.' } },
    SendMessageBody: { properties: { text: plainText(CHAT_LIMITS.messageMax) }, example: { text: 'Could you send the datasheet?' } },
    SupportMessageBody: { properties: { text: plainText(SUPPORT_LIMITS.messageMax) }, example: { text: 'Do you ship inverters to Hawaii?' } },
    FileUploadFields: { example: { type: 'document' } },
  };
}
