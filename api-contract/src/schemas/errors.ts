/** The error body every failing call answers with (spec 01 §7, §8; spec 02 §8). */
export { type ErrorBody, errorBodySchema } from './error-body.ts';

/** spec 01 §5: generic form messages, word for word. */
export const MESSAGES = {
  required: 'Should not be empty!',
  requiredIf: 'One of the marked elements should not be empty!',
  minLength: 'It is too short!',
  maxLength: 'It is too long!',
  numeric: 'It has to be a number!',
  email: 'Email address is not valid!',
  emails: 'One or more email addresses are invalid.',
  url: 'Url is not valid!',
  isFormatValid: 'Wrong format!',
  isYearValid: 'Wrong value!',
  positiveNumber: 'It has to be a number above 0!',
  negative: 'It can not be negative number!',
  percentage: 'Should be between 0 and 100!',
  atLeastOneItem: 'Please add at least one item!',
  maxElements: 'You have chosen too many elements!',
  passwordDigit: 'Must contain a digit!',
  passwordLowercase: 'Must contain a lowercase letter!',
  passwordUppercase: 'Must contain an uppercase letter!',
  passwordSpecial: 'Must contain a special character!',
  passwordSpecialOrDigit: 'Must contain a special character or a digit!',
  confirmation: 'Must be the same as password!',
  reviewSiteAuth: 'Could not authenticate. Please review the business name and try again.',
  code: 'Code is not valid.',
  colourTaken: 'Picked color is already in use.',
  elementNotSet: 'One of the elements is not set.',
  businessProfileNameRequired: 'Please enter a business profile name.',
  businessProfileNameTaken: 'Business profile name already in use.',
  businessProfileNameFormat: 'Name can contain only letters, numbers and spaces.',
  topicType: 'Please select a type.',
  topicNameRequired: 'Please enter a name for this topic.',
  topicNameTaken: 'Topic name already exists.',
  wrongLogin: 'Email or password is incorrect',
  teamNameTaken: 'Team name already exists',
  inboxName: 'Please enter an inbox name.',
  ruleNameTaken: 'Rule name already exists.',
  labelName: 'Please enter a label name.',
  ruleAction: 'Please select an action',
  statusTarget: 'Please select a target',
  unknownFailure: 'Something is wrong... 🤔',
  /** spec 01 §8 */
  generic: 'Something went wrong',
  /** spec 02 §5, §8: mock messages */
  emailTaken: 'Email is already taken!',
  inviteEmailInUse: 'This email is already in use.',
  invalidOtp: 'Invalid otp code',
} as const;

/**
 * spec 01 §8, spec 02 §8: the texts the API answers refused calls with, by name (issue 10
 * item 3: one home instead of the same sentence in a dozen route files).
 */
export const ERROR_TEXTS = {
  /** 401: no session (or a shared link that needs one). */
  signIn: 'Please sign in.',
  /** 401: a token of no live session, or of a disabled account. */
  sessionInvalid: 'Your session is not valid. Please sign in again.',
  accessExpired: 'Access token expired.',
  /** 403: the role or the business profile does not allow the call (spec 01 §6). */
  forbidden: 'You are not allowed to do this.',
  csrf: 'Missing or invalid CSRF token.',
  /** 403: spec 01 §6 shared-link viewers. */
  linkWidget: 'This shared link does not include this widget.',
  linkContext: 'This shared link does not include this context.',
  businessProfileNotFound: 'Business profile not found.',
  /** 422, ours in the style of spec 01 §5 ('Rule name already exists.'): names of a profile's channels. */
  webhookNameTaken: 'Integration name already exists.',
  discordBotNameTaken: 'Bot name already exists.',
} as const;

/** 404 text of a record the caller cannot see: `{what} not found.` */
export const notFoundText = (what: string): string => `${what} not found.`;

/**
 * spec 01 §5: a field name as the start of '{Field name} {first error}' (`business_profile_id`
 * → 'Business profile id'). The mock writes error_message with it, the client reads field
 * errors with it: one owner.
 */
export const humanize = (field: string): string => {
  const words = field
    .replace(/[_.]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
