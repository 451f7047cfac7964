// Texts the spec fixes word for word (learner-area.md sections 2, 5, 6, 8). Imported, never retyped.

export const validationMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  nameRequired: 'Name is required',
  statesRequired: 'At least one state/jurisdiction must be selected',
  brandNameRequired: 'Brand name is required.',
  homePageCopyRequired: 'Home page copy is required.',
  aiSystemPromptRequired: 'AI system prompt is required.',
} as const;

export const serverMessages = {
  emailInUse: 'Email already in use',
  invalidCredentials: 'Invalid email or password',
  notAuthenticated: 'Not authenticated',
  notFound: 'Not Found',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
  crossSite: 'Cross-site requests are not allowed.',
  jsonRequired: 'Request body must be JSON.',
  invalidRequest: 'Invalid request',
  internal: 'Something went wrong on our side. Please try again.',
  purchaseRequired: 'You need to purchase access to view this content.',
  invalidBody: 'Invalid request body',
  nulCharacter: 'Text cannot contain NUL characters.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

export const passwordResetTexts = {
  requested: "If an account exists for that email, we've sent a link to reset your password. It works for one hour.",
  invalidToken: 'This password reset link is invalid or has expired. Please request a new one.',
  done: 'Your password has been reset. You can now log in with your new password.',
  requestFailed: 'Failed to request a password reset',
  resetFailed: 'Failed to reset password',
} as const;

export const accessTexts = {
  accessDenied: 'Access Denied',
  wrongRole: (role: string) => `Access denied. Your role (${role}) lacks required permissions.`,
  purchaseRequiredTitle: 'Purchase Required',
  purchaseRequired:
    'You need to purchase access to view this content. Complete your purchase to unlock all study materials.',
  accessExpiredTitle: 'Access Expired',
  accessExpired: 'Your access has expired. Please make a new purchase to continue accessing study materials.',
} as const;

export const errorFallbacks = {
  request: 'Request failed',
  login: 'Login failed',
  registration: 'Registration failed',
  sessionCheck: 'Session check failed',
  dashboardUser: 'Error: Could not load user data.',
} as const;

export const registrationErrorTexts = {
  emailInUse: 'This email is already registered. Please try logging in instead.',
  emptyDisplayName: "Please provide a valid display name that isn't empty.",
  displayNamePrefix: 'Please check your display name: ',
  fallback: 'Registration failed. Please try again.',
} as const;

export const notFoundText = 'The page you are looking for does not exist.';

/** Thrown when the auth hook is used outside its provider (spec 8). */
export const authContextMissingText = 'useAuth must be used within a AuthProvider';
