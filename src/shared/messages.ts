// Every text the spec quotes lives here, once, for the client and the server alike.

export const authMessages = {
  signInTitle: 'Sign in to your account',
  createTitle: 'Create your account',
  subtitle: 'Access your dashboard',
  signInButton: 'Sign in',
  createButton: 'Create account',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password',
  accountCreated: 'Account created successfully! Please check your email to verify your account.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  fallbackError: 'An error occurred. Please try again.',
  emailTooLong: 'Email must be at most 254 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  invalidEmail: 'Please enter a valid email address',
  passwordBlank: 'Password cannot be only spaces',
  nameTooLong: 'Name must be at most 200 characters',
  nameInvalid: 'Name cannot contain control characters',
  nameNotText: 'Name must be text',
  userNotAuthenticated: 'User not authenticated',
} as const;

export const layoutMessages = {
  loading: 'Loading...',
  searchPlaceholder: 'Search projects, content, keywords...',
  search: 'Search',
  closeSearch: 'Close search',
  upgradeToPro: 'Upgrade to Pro',
  markAllAsRead: 'Mark all as read',
  profileSettings: 'Profile Settings',
  billingAndSubscription: 'Billing & Subscription',
  teamManagement: 'Team Management',
  signOut: 'Sign out',
} as const;

/** What a role may not do, said where the screens hide or disable it (issue 14). */
export const permissionMessages = {
  readOnly: 'You can view this workspace. Ask its owner for Editor access to make changes.',
} as const;

/** Form texts several screens share (setup, projects, campaigns). */
export const formMessages = {
  fillRequired: 'Please fill in all required fields',
  enterValidUrl: 'Please enter a valid URL (including http:// or https://)',
} as const;

export const apiMessages = {
  unauthorized: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  invalidInput: 'Invalid input.',
  payloadTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  crossOrigin: 'This request did not come from Uplift itself, so it was refused.',
  originNotServed:
    'This address is not one Uplift serves. Set PUBLIC_URL to the address you open Uplift at, or add it to TRUSTED_ORIGINS.',
  unsupportedMediaType: (expected: string) => `Send the request body as ${expected}.`,
} as const;

export const billingMessages = {
  loading: 'Loading billing information...',
  title: 'Billing & Subscription',
  backToSettings: 'Back to Settings',
  billingPortal: 'Billing Portal',
  currentSubscription: 'Current Subscription',
  currentPeriod: 'Current Period',
  paymentMethod: 'Payment Method',
  notAvailable: 'Not available',
  renewal: 'Renewal',
  cancelsOn: (date: string) => `Cancels on ${date}`,
  autoRenewsOn: (date: string) => `Auto-renews on ${date}`,
  manageSubscription: 'Manage Subscription',
  noActiveSubscription: 'No active subscription',
  chooseAPlan: 'Choose a plan below to get started',
  availablePlans: 'Available Plans',
  mostPopular: 'Most Popular',
  currentPlan: 'Current Plan',
  freePlan: 'Free Plan',
  /** In place of a price when a plan was set by hand and nothing is charged. */
  setByAdministrator: 'Set by your administrator',
  includedWithAdminAccount: 'Included with the administrator account',
  upgradeTo: (name: string) => `Upgrade to ${name}`,
  moreFeatures: (count: number) => `+${count} more features`,
  priceUnavailable: 'Price Unavailable',
  billingHistory: 'Billing History',
  noInvoices: 'No invoices yet. They appear here after your first payment.',
  invoiceColumns: ['Date', 'Description', 'Amount', 'Status', 'Invoice'] as const,
  download: 'Download',
  invoiceDownloaded: 'Invoice downloaded',
  checkoutTitle: 'Complete Your Subscription',
  checkoutText: "You'll be redirected to Stripe to complete your purchase securely.",
  cancel: 'Cancel',
  proceedToCheckout: 'Proceed to Checkout',
  processing: 'Processing...',
  paymentSuccessful: 'Payment successful! Your subscription has been updated.',
  paymentCanceled: 'Payment canceled. Your subscription has not been changed.',
  subscriptionUpdated: 'Subscription updated successfully!',
  subscriptionProcessCanceled: 'Subscription process canceled',
  checkoutFailed: 'Failed to start subscription process. Please try again.',
  portalFailed: 'Failed to access subscription management. Please try again.',
  openPortalFailed: 'Failed to open billing portal. Please try again.',
  loadFailed: 'Failed to load billing data',
  paymentFailed: 'Payment failed. Please try again.',
  noCustomerId: 'No customer ID found',
  customerNotFound: 'Customer not found',
  createCheckoutFailed: 'Failed to create checkout session',
  createPortalFailed: 'Failed to create portal session',
  noCheckoutUrl: 'No checkout URL returned',
  importFailed: 'Stripe could not be reached to import the plans. Check the secret key and try again.',
  paymentsNotConfigured:
    'Payments are not configured on this server yet. Ask the administrator to add Stripe keys, or to set your plan by hand.',
  ownerOnly: 'Only the workspace owner can change the plan.',
  unknownPrice: 'That price is not available. Choose a plan from the list.',
  foreignReturnUrl: 'Return addresses must be on this site.',
  starterNotForSale: 'Starter is the free plan and cannot be bought.',
  alreadyOnPlan: 'Your workspace is already on this plan.',
  choosePlanTitle: 'Choose Your Plan',
  monthly: 'Monthly',
  yearly: 'Yearly',
  yearlyDiscount: '20% off',
  faqTitle: 'Frequently Asked Questions',
} as const;

export const usageMessages = {
  approachingLimits: 'Approaching usage limits',
  dismissBanner: 'Dismiss until next month',
  reachedLimit: "You've reached your limit. Upgrade to continue using this feature.",
  approachingLimit: "You're approaching your limit. Consider upgrading soon.",
  teamMemberLimit: "You've reached your team member limit.",
  contentLimitTitle: 'Content Generation Limit Reached',
  contentLimitText: (used: number, limit: number) =>
    `You've used ${used} of ${limit} content generations this month.`,
  upgradeToContinue: 'Upgrade to continue',
  upgradeToGenerate: 'Upgrade to Generate',
  upgrade: 'Upgrade',
  unlimited: 'Unlimited',
} as const;
