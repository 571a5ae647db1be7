/**
 * The user-facing messages, word for word as the forms and the API answer them. Free of heavy
 * imports, so client forms can show them without the server's validation library.
 */
import { FILL_ALL, WENT_WRONG } from '@/lib/content/notices';

export const MESSAGES = {
  fillAll: FILL_ALL,
  fillAllLogin: 'Please fill all field!',
  selectImage: 'Please select an image!',
  imageType: 'Only PNG, JPG or WEBP files are allowed!',
  imageTooLarge: 'Image is too large: the limit is 5 MB!',
  imageTooManyPixels: 'Image is too large: the limit is 25 megapixels!',
  wentWrong: WENT_WRONG,
  unauthenticated: 'Please sign in to continue.',
  forbidden: "You don't have permission to access this page.",
  invalidJson: 'The request body must be valid JSON.',
  invalidForm: 'The request body must be multipart form data.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  signInWait: 'Too many failed sign-ins for this account. Please wait a few seconds and try again.',
  wrongCurrentPassword: 'Your current password is not correct!',
  passwordChanged: 'Password changed successfully! Your other sessions are signed out.',
  signedOut: 'Signed out successfully!',
  methodNotAllowed: 'Method not allowed',
  malformedAddress: 'The address is malformed: a percent sign must start an escape of valid text.',
  databaseUnavailable:
    'The service is temporarily unavailable: the database cannot be reached. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again later.',
  imageStoreFailed:
    'The image could not be stored: the image service did not accept it. Please try again shortly.',
} as const;
