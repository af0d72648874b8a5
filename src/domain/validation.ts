// The validation rules of spec §5 with their exact messages. Forms use these
// schemas (react-hook-form + zod); the server enforces the same bounds.
import { z } from 'zod';
import { COLLECTION_NAME } from './names';
import { normaliseEmail } from './emails';

const email = z
  .string()
  .trim()
  .min(1, 'Invalid email address')
  .max(255, 'Email must be less than 255 characters')
  .email('Invalid email address')
  .transform(normaliseEmail);
const password = z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be less than 128 characters');

export const signInSchema = z.object({ email, password });
export type SignInValues = z.infer<typeof signInSchema>;

/** The most a password may take in bytes (UTF-8): the server hashes it with bcrypt, which reads no further. */
export const PASSWORD_MAX_BYTES = 71;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes (accented and non-Latin letters take 2 to 4 each)`;
const newPassword = password.refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG);

// Typed again: checked for length as the first one is, then for being the same.
const confirmPassword = password;
const passwordsMatch = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword;
const PASSWORDS_DIFFER = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const signUpSchema = z
  .object({ name: z.string().trim().max(100, 'Name must be less than 100 characters'), email, password: newPassword, confirmPassword })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
export type SignUpValues = z.infer<typeof signUpSchema>;

/** The new password chosen from a reset link: the sign-up rules, typed twice. */
export const newPasswordSchema = z.object({ password: newPassword, confirmPassword }).refine(passwordsMatch, PASSWORDS_DIFFER);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const DEFAULT_SIGN_UP_NAME = 'Travel Explorer';

export const resetPasswordSchema = z.object({ email: z.string().trim().email('Please enter a valid email').transform(normaliseEmail) });

export const USERNAME_FORMAT_MESSAGE = 'Username must be 3-20 characters: letters, numbers, and underscores only';
export const USERNAME_UNDERSCORE_MESSAGE = 'Username cannot start or end with underscore';

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{3,20}$/, USERNAME_FORMAT_MESSAGE)
  .refine((value) => !value.startsWith('_') && !value.endsWith('_'), USERNAME_UNDERSCORE_MESSAGE);

/** The username a user typed, normalised, or the message saying why it is not acceptable. */
export function checkUsername(input: string): { ok: true; username: string } | { ok: false; message: string } {
  const result = usernameSchema.safeParse(input);
  return result.success ? { ok: true, username: result.data } : { ok: false, message: result.error.issues[0]!.message };
}

/** The longest review comment the server keeps (reviews.comment). */
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_COMMENT_TOO_LONG = `Reviews can be at most ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters`;

export const reviewSchema = z.object({
  rating: z.number({ message: 'Please select a rating' }).int().min(1, 'Please select a rating').max(5, 'Please select a rating'),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, REVIEW_COMMENT_TOO_LONG).optional(),
});

export const collectionSchema = z.object({
  name: z.string().trim().min(1, COLLECTION_NAME.required).max(COLLECTION_NAME.max),
  description: z.string().trim().max(500).optional(),
  isPublic: z.boolean(),
});
export type CollectionValues = z.infer<typeof collectionSchema>;
