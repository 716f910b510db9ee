/** Plain data without zod, so the web app's first screen can use it; contracts/auth.ts re-exports it. */
/** Spec §5 messages, word for word. The browser form and the server route share these schemas. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email',
  passwordMin: 'Password must be at least 8 characters',
  usernameMin: 'Username must be at least 8 characters',
  usernameMax: 'Username cannot exceed 30 characters',
  usernameChars: 'Username can only contain letters, numbers, underscores, and hyphens',
  usernameSpaces: 'Username cannot contain spaces',
  agreeToTerms: 'You must agree to the Terms of Service and Privacy Policy',
  captchaRequired: 'Please complete the CAPTCHA verification',
  registrationInvalidUser: 'Registration succeeded but user data is invalid. Please contact support.',
} as const;
