// An e-mail address names one account whatever its case or stray spaces: a
// phone keyboard capitalises the first letter, a paste brings a space. The
// app's forms and the server (sign-up, sign-in, the stored addresses) read
// addresses through this, and the server's unique index ignores case.

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
