// How subscription dates read, everywhere: a calendar day ("Jun 3, 2026").
// Two subscriptions made the same day must read the same: relative phrases
// ("in about 1 month", "in 30 days") did not. An ending subscription (spec §4)
// is still told relative to now.
import { format } from 'date-fns';

export const subscriptionDay = (date: Date) => format(date, 'MMM d, yyyy');
