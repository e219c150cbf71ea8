import { MESSAGES } from '../messages';

/**
 * The storefront's messages. 'Storefront not found.' and 'Redirection URL not found.' are the spec's (section 8);
 * the form messages name the fields the spec requires (section 5: business profile, company pages); the rest are ours.
 */
export const STOREFRONT_MESSAGES = {
  notFound: MESSAGES.toast.storefrontNotFound,
  redirectionUrlNotFound: MESSAGES.toast.redirectionUrlNotFound,
  // Business profile
  businessNameRequired: 'Business name is required',
  websiteRequired: 'Website URL is required',
  websiteInvalid: 'Please enter a valid website URL',
  cityRequired: 'City is required',
  addressNameRequired: 'Address name is required',
  addressRequired: 'Address is required',
  zipRequired: MESSAGES.validation.zipRequired,
  zipInvalid: MESSAGES.validation.zipInvalid,
  emailInvalid: 'A valid email is required',
  phoneInvalid: 'Please enter a valid phone number',
  // Company pages
  aboutRequired: 'About company is required',
  returnsRequired: 'Returns & refunds is required',
  termsRequired: 'Terms & conditions is required',
  privacyRequired: 'Privacy policy is required',
  shippingRequired: 'Shipping is required',
  tooLong: (max: number) => `At most ${max} characters.`,
  // Images
  uploadNotFound: 'This picture was not uploaded by you.',
  // Favourites
  favouriteAdded: 'Store added to your favourites.',
  favouriteRemoved: 'Store removed from your favourites.',
  tooManyFavourites: 'You can follow at most 500 stores. Unfollow another store first.',
  ownStoreFavourite: 'This is your own store.',
  // Work history
  workTitleRequired: 'Project title is required',
  workYearInvalid: 'Enter the year the project was completed.',
  workDescriptionRequired: 'Describe the project.',
  workNotFound: 'Work history entry not found.',
  tooManyWorkEntries: 'A store can list at most 50 projects.',
  // Contact
  contactNameRequired: 'Name is required',
  contactEmailInvalid: 'A valid email is required',
  contactPhoneRequired: 'Phone is required',
  contactSubjectRequired: 'Subject is required',
  contactMessageRequired: 'Message is required',
  contactSent: 'Your message has been sent to the seller.',
  ownStoreContact: 'This is your own store.',
  tooManyContacts: 'You have sent too many messages for now. Please try again later.',
  saved: 'Your storefront has been saved.',
  sellersOnly: 'Only sellers may run a storefront.',
} as const;

/** Sizes of what a storefront stores (ours: the spec sets none). */
export const STOREFRONT_LIMITS = {
  nameMax: 100,
  titleMax: 100,
  subtitleMax: 200,
  emailMax: 100,
  websiteMax: 255,
  phoneMax: 20,
  cityMax: 100,
  addressNameMax: 100,
  addressMax: 255,
  zipMax: 10,
  /** Each company page (about, vision, policies), as sanitized rich text. */
  pageMax: 10_000,
  servicesMax: 2_000,
  coverageMax: 1_000,
  /** What a body's text field may arrive as before the rule reads it as stored. */
  rawTextMax: 20_000,
  favouritesMax: 500,
  workEntriesMax: 50,
  workTitleMax: 120,
  workDescriptionMax: 2_000,
  workLocationMax: 120,
  contactNameMax: 100,
  contactSubjectMax: 150,
  contactMessageMax: 2_000,
  /** Stores a listing page holds at most. */
  pageSizeMax: 48,
} as const;
