/**
 * Every user-facing string the specs quote, word for word (typos included: they are the contract).
 * Where a spec says a message exists but does not give its text, there is deliberately no entry here.
 */
export const MESSAGES = {
  validation: {
    // Sign up, sign in, forgot password, newsletter
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    nameLettersOnly: 'Special or numeric characters are not allowed',
    emailInvalid: 'A valid email is required',
    passwordMinLength: 'A min of 8 characters password required',
    passwordRequired: 'Password is required',
    passwordConfirmMismatch: 'Password and confirm password should same',
    newsletterEmailRequired: 'Please enter your email!',
    // Shipping, billing and checkout forms
    checkoutEmailInvalid: 'The input is not valid email.',
    // Location (only the zip message is the spec's; it names the required fields without texts)
    zipInvalid: 'Zip code is invalid',
    locationNameRequired: 'Name is required',
    addressRequired: 'Address is required',
    unitRequired: 'Unit is required',
    cityRequired: 'City is required',
    stateRequired: 'State is required',
    zipRequired: 'Zip code is required',
    // Account security (the spec names the fields, not the texts)
    currentPasswordRequired: 'Current password is required',
    confirmPasswordRequired: 'Confirm password is required',
    // Security questions
    securityQuestionsCount: 'Please answer three different security questions',
    securityAnswerRequired: 'Every security question needs an answer',
    // Email verification and reset
    verificationCodeRequired: 'The verification code is required',
    resetTokenRequired: 'The reset token is required',
    // Product and deal forms
    categoryRequired: 'Please select category',
    subCategoryRequired: 'Please select sub category',
    titleMaxLength: 'Title must be maximum 65 characters.',
    moqMin: 'Moq should be atleast 1',
    dimensionUnitsMustMatch: 'Units of length, width and height should be same',
    relatedProductsCount: 'Related product must be 4 or none',
  },
  advancedFilter: {
    panelPriceOutOfRange: 'For panels, the value cannot be greater than 1 or less than 0.',
    panelPriceHint: 'For panels, the value should be 0 to 1.',
    minAboveMax: 'Min price cannot be greater than max price.',
    maxBelowMin: 'Max price cannot be less than min price.',
  },
  http: {
    serverError: 'Server Error - Something went wrong',
    notFound: '404 - ',
    sessionExpired: '401 - User session expired',
    other: 'Something went wrong',
  },
  toast: {
    genericError: 'Something went wrong. Not able to proceed with your request.',
    loggedIn: 'Logged in successfully',
    inactiveUser: 'Seems not an active user, please contact with admin',
    sessionTimeout: 'Session timeout please login again.',
    registrationFailed: 'Registration failed',
    verificationCodeSent: 'Verification code has been sent to the given email.',
    storefrontNotFound: 'Storefront not found.',
    redirectionUrlNotFound: 'Redirection URL not found.',
    itemAddedToCart: 'Item Added to Cart',
    /** Moving an item from the wishlist to the cart: note the lower-case 'added'. */
    wishlistItemAddedToCart: 'Item added to Cart',
    itemRemovedFromCart: 'Item removed from Cart',
    itemAddedToCompare: 'Item added to Compare',
    itemRemovedFromWishlist: 'Item removed from Wishlist',
  },
  empty: {
    cart: 'No products in the cart.',
    deals: 'Deals Not Found!',
    dealListingSidebar: 'Deal Listing sidebar not found!',
  },
  notFoundPage: {
    heading: 'Error 404',
    text: "We are sorry, the page you've requested is not available.",
    button: 'BACK TO HOMEPAGE',
  },
  footer: {
    text: 'Join the community, your one-stop shop for all things solar. Buy, Sell & Trade solar panel equipment.',
  },
  search: {
    placeholder: 'Search our marketplace....',
    groupDeals: 'in Solar Deals',
    groupProducts: 'in Products',
    groupStores: 'in Stores',
    /** Label under a store suggestion (privileged accounts see the account e-mail instead). */
    storeLabel: 'Storefront',
  },
  miniCart: {
    viewCart: 'View Cart',
    checkout: 'Checkout',
  },
  breadcrumbs: {
    home: 'Home',
    exploreVideos: 'Explore Videos',
    listing: 'Listing',
  },
  /** What the identity service answers; the spec quotes none of these, so they are ours. */
  identity: {
    emailTaken: 'The email has already been taken.',
    emailAvailable: 'The email is available.',
    emailVerified: 'Your email has been verified. You can sign in now.',
    verificationCodeInvalid: 'The verification code is invalid or has expired.',
    invalidCredentials: 'These credentials do not match our records.',
    tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
    loggedOut: 'Logged out successfully',
    resetLinkSent: 'If an account exists for this email, a password reset link has been sent to it.',
    resetTokenInvalid: 'This password reset token is invalid or has expired.',
    passwordReset: 'Your password has been reset. You can sign in now.',
    passwordChanged: 'Your password has been changed.',
    currentPasswordWrong: 'The current password is incorrect.',
    profileUpdated: 'Your profile has been updated.',
    addressSaved: 'The address has been saved.',
    addressDeleted: 'The address has been deleted.',
    securityQuestionsSaved: 'Your security questions have been saved.',
    roleAdded: 'Your account now has the requested role.',
    roleNotAllowed: 'This role cannot be requested.',
    guestLoginDisabled: 'Guest login is switched off.',
  },
  account: {
    welcome: 'Welcome',
    signIn: 'Sign in',
    signUp: 'Sign Up',
    signOut: 'Sign Out',
    myAccount: 'My Account',
    myStore: 'My Store',
    myTraderListings: 'My Trader Listings',
    myTraderOffers: 'My Trader Offers',
    myStorefront: 'My Storefront',
    myPurchases: 'My Purchases',
    myTraderBids: 'My Trader Bids',
    myTraderPurchases: 'My Trader Purchases',
    wishlist: 'Wishlist',
    sellingOffers: 'Selling Offers',
    myBids: 'My Bids',
  },
  loginModal: {
    signInTab: 'Sign In',
    registerTab: 'Register',
    forgotPassword: 'Forgot Password',
  },
  welcomeModal: {
    joinAsBuyer: 'Join as a Buyer',
    joinAsSeller: 'Join as a Seller',
  },
  menu: {
    sell: 'Sell',
    solutions: 'Solutions',
    industries: 'Industries',
    company: 'Company',
    resources: 'Resources',
    salesPortal: 'Sales Portal',
    shopByWatts: 'Shop By Watts',
    customOrder: 'Custom Order',
    viewAll: 'View All',
    advertiseWithUs: 'Advertise with us',
  },
  sellChooser: {
    negotiable: 'Negotiable',
    buyNow: 'Buy Now',
  },
  dealFilter: {
    title: 'Configure Your Deal',
    openButton: 'Advance',
    viewAllItems: 'View All Items',
    perWatt: 'per Watt',
    perUnit: 'per Unit',
  },
} as const;

export type Messages = typeof MESSAGES;
