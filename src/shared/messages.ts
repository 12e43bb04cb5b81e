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
  userNotAuthenticated: 'User not authenticated',
} as const;

export const layoutMessages = {
  loading: 'Loading...',
  searchPlaceholder: 'Search projects, content, keywords...',
  upgradeToPro: 'Upgrade to Pro',
  markAllAsRead: 'Mark all as read',
  profileSettings: 'Profile Settings',
  billingAndSubscription: 'Billing & Subscription',
  teamManagement: 'Team Management',
  signOut: 'Sign out',
} as const;

export const apiMessages = {
  unauthorized: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
