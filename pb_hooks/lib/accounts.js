// Account routes: onboarding completion, unlocking a city, becoming a
// tastemaker, resetting a profile. Each runs in one transaction; entitlements
// change only through lib/entitlements.js (the subscription state machine).
const { body, requireUser, requireId, findOrNull, nowString, isUniqueViolation, hasRole } = require(`${__hooks}/lib/http.js`);
const { ensureProfile } = require(`${__hooks}/lib/profiles.js`);
const { grantFreeAccess, changeAllOf } = require(`${__hooks}/lib/entitlements.js`);
const { awardBadges } = require(`${__hooks}/lib/badges.js`);
const { provider, ledgerEntry, recordInLedger, newReference } = require(`${__hooks}/lib/payments.js`);
const { cityPromise } = require(`${__hooks}/lib/offers.js`);

function domain() {
  return require(`${__hooks}/lib/generated/subscription-machine.js`);
}

/** @param {CoreApp} app @param {string} cityId */
function liveCity(app, cityId) {
  const city = findOrNull(app, 'cities', cityId);
  if (!city) throw new NotFoundError('City not found');
  if (city.get('status') !== 'live') throw new BadRequestError(`${city.get('name')} is launching soon. Stay tuned!`);
  return city;
}

/**
 * @param {CoreApp} app @param {string} userId @param {core.Record} city
 * @param {number} amount @param {string} paymentId
 */
function recordPurchase(app, userId, city, amount, paymentId) {
  const purchase = new Record(app.findCollectionByNameOrId('city_purchases'));
  purchase.set('user', userId);
  purchase.set('city', city.id);
  purchase.set('amount', amount);
  purchase.set('provider_payment_id', paymentId);
  app.save(purchase);
}

/**
 * What an answer to a purchase says it gave: the offer (its price and gift, src/domain/offers.ts) and that in words.
 * @param {ReturnType<typeof cityPromise>} promise
 */
function promised(promise) {
  if (!promise) return {};
  const { kind, price, priceCents, guide, gives } = promise.offer;
  return { offer: { kind, price, priceCents, guide, gives }, summary: promise.summary };
}

/**
 * Adds the city to the profile, makes it the active city and gives free access to its local guide.
 * @param {CoreApp} app @param {core.Record} profile @param {core.Record} city
 */
function openCityFor(app, profile, city) {
  const unlocked = profile.get('unlocked_cities') || [];
  if (unlocked.indexOf(city.id) < 0) profile.set('unlocked_cities', unlocked.concat([city.id]));
  // The city just opened becomes the active one (spec §4): Ask AI, Search and Events follow it.
  profile.set('active_city', city.id);
  app.save(profile);
  const guide = city.get('featured_tastemaker');
  if (guide) grantFreeAccess(app, profile.id, guide);
}

/**
 * Spends the account's welcome gift on `city`, once for the account's life:
 * the ledger remembers the gift (its city), and a profile reset does not touch
 * the ledger. The city the gift went to may be opened with it again (after a
 * reset); any other city is refused. Returns the purchase reference.
 * @param {CoreApp} tx @param {string} userId @param {core.Record} city
 */
function claimWelcomeGift(tx, userId, city) {
  const { welcomeGiftKey, welcomeGiftAllows } = domain();
  const key = welcomeGiftKey(userId);
  const gift = ledgerEntry(tx, key);
  const giftCity = gift ? gift.getString('subject') : null;
  if (!welcomeGiftAllows(giftCity, city.id)) {
    const earlier = giftCity ? findOrNull(tx, 'cities', giftCity) : null;
    throw new BadRequestError(
      earlier
        ? `Your free city was ${earlier.get('name')}. Choose it again, or unlock more cities from the explorer.`
        : 'Your free city is already claimed. Unlock more cities from the explorer.',
    );
  }
  if (gift) return gift.getString('reference');
  const reference = newReference('gift');
  recordInLedger(tx, { key, op: 'welcome_gift', userId, amountCents: 0, reference, subject: city.id });
  return reference;
}

/**
 * POST /api/app/onboarding/complete {cityId}: claims the first city free,
 * makes it active and follows its local guide. Only for a user with no city,
 * and the gift only once per account (claimWelcomeGift).
 * @param {core.RequestEvent} e
 */
function completeOnboarding(e) {
  const user = requireUser(e);
  const cityId = requireId(body(e).cityId, 'Please select a city to unlock');
  let result;
  e.app.runInTransaction((tx) => {
    const city = liveCity(tx, cityId);
    const profile = ensureProfile(tx, user.id);
    const unlocked = profile.get('unlocked_cities') || [];
    if (unlocked.length && unlocked.indexOf(city.id) < 0) {
      throw new BadRequestError('Your free city is already claimed. Unlock more cities from the explorer.');
    }
    // What the gift gives, worked out before it is given (src/domain/offers.ts): the answer says it.
    const promise = cityPromise(tx, user.id, city.id, 'welcome_gift');
    if (!unlocked.length) {
      claimWelcomeGift(tx, user.id, city);
      recordPurchase(tx, user.id, city, 0, 'free_first_city');
    }
    openCityFor(tx, profile, city);
    profile.set('active_city', city.id);
    tx.save(profile);
    result = Object.assign({ success: true, cityId: city.id }, promised(promise), { badges: awardBadges(tx, user.id) });
  });
  return e.json(200, result);
}

/**
 * POST /api/app/cities/unlock {cityId}: one-time purchase of a city through the
 * payment provider (mock), recorded once; adds the city and its local guide.
 * Repeating it answers 'City already unlocked' and charges nothing.
 * @param {core.RequestEvent} e
 */
function unlockCity(e) {
  const user = requireUser(e);
  const cityId = requireId(body(e).cityId, 'Please select a city to unlock');
  const already = { success: true, alreadyPurchased: true, message: 'City already unlocked', cityId };
  /** @type {typeof already & ReturnType<typeof promised> & { badges?: string[] }} */
  let result = already;
  try {
    e.app.runInTransaction((tx) => {
      const city = liveCity(tx, cityId);
      const profile = ensureProfile(tx, user.id);
      const purchased = tx.findRecordsByFilter('city_purchases', 'user = {:user} && city = {:city}', '', 1, 0, {
        user: user.id,
        city: city.id,
      });
      if (purchased.length || (profile.get('unlocked_cities') || []).indexOf(city.id) >= 0) return;
      // What the unlock gives, worked out before it is given (src/domain/offers.ts): the answer says it.
      const promise = cityPromise(tx, user.id, city.id, 'city_unlock');
      const { cityUnlockCharge, cityUnlockKey } = domain();
      // Paid before (then reset): the ledger's payment opens it again, whatever the admin switches say.
      const paidBefore = ledgerEntry(tx, cityUnlockKey(user.id, city.id));
      const bypass = !paidBefore && !!profile.get('bypass_payments') && hasRole(tx, user.id, 'admin');
      const charge = cityUnlockCharge(/** @type {{ is_free: boolean, price: number }} */ (city.publicExport()), bypass);
      if (charge.freeReference) {
        recordPurchase(tx, user.id, city, 0, charge.freeReference);
      } else {
        // One key per user and city: a city is paid for once, whatever races or retries.
        const paid = provider(tx).chargeOnce({
          key: cityUnlockKey(user.id, city.id),
          userId: user.id,
          amountCents: charge.cents,
          description: `Unlock ${city.get('name')}`,
        });
        recordPurchase(tx, user.id, city, charge.amount, paid.paymentId);
      }
      openCityFor(tx, profile, city);
      result = Object.assign(
        { success: true, alreadyPurchased: false, message: `${city.get('name')} unlocked`, cityId: city.id },
        promised(promise),
        { badges: awardBadges(tx, user.id) },
      );
    });
  } catch (error) {
    // Two unlocks at once: the purchase's unique index lets one through.
    if (isUniqueViolation(error)) return e.json(200, already);
    throw error;
  }
  return e.json(200, result);
}

/** @param {unknown} text */
function slugify(text) {
  return (
    String(text || '')
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'tastemaker'
  );
}

/**
 * The tastemaker record behind an account, made when it first gets the role:
 * `pending` (listed to nobody else until an admin approves it) unless an admin
 * chose this account (`approved`).
 * @param {CoreApp} app @param {string} userId @param {'pending' | 'approved'} [status]
 * @returns {core.Record}
 */
function ensureTastemakerFor(app, userId, status = 'pending') {
  try {
    return app.findFirstRecordByFilter('tastemakers', 'user = {:user}', { user: userId });
  } catch (_) {
    // none yet
  }
  const profile = ensureProfile(app, userId);
  const name = profile.get('name') || 'New Tastemaker';
  let slug = slugify(profile.get('username') || name);
  while (app.findRecordsByFilter('tastemakers', 'slug = {:slug}', '', 1, 0, { slug }).length) {
    slug = `${slugify(name).slice(0, 30)}-${$security.randomStringWithAlphabet(5, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
  }
  const username = profile.get('username');
  const usernameFree = username && !app.findRecordsByFilter('tastemakers', 'username = {:u}', '', 1, 0, { u: username }).length;
  const tastemaker = new Record(app.findCollectionByNameOrId('tastemakers'));
  tastemaker.set('user', userId);
  tastemaker.set('slug', slug);
  tastemaker.set('username', usernameFree ? username : '');
  tastemaker.set('name', name);
  tastemaker.set('title', 'Tastemaker');
  tastemaker.set('bio', '');
  tastemaker.set('specialties', []);
  tastemaker.set('followers', 0);
  tastemaker.set('chat_context', '');
  tastemaker.set('is_locked', true);
  tastemaker.set('price', 399);
  tastemaker.set('image', '/images/placeholder.svg');
  tastemaker.set('status', status);
  app.save(tastemaker);
  // Only a city the user may open: an active_city set to a locked city links nothing.
  const city = profile.get('active_city');
  const access = require(`${__hooks}/lib/access.js`);
  if (city && access.mayOpenCity(app, access.loadCaller(app, userId), city)) {
    const link = new Record(app.findCollectionByNameOrId('city_tastemakers'));
    link.set('city', city);
    link.set('tastemaker', tastemaker.id);
    app.save(link);
  }
  return tastemaker;
}

/**
 * Adds a role. The tastemaker role comes with a tastemaker record: pending
 * when the account took the role itself, approved when an admin granted it
 * (an admin's grant also approves a record that was waiting).
 * @param {CoreApp} app @param {string} userId @param {string} role @param {{ byAdmin?: boolean }} [options]
 */
function grantRole(app, userId, role, options = {}) {
  const row = new Record(app.findCollectionByNameOrId('user_roles'));
  row.set('user', userId);
  row.set('role', role);
  app.save(row);
  if (role !== 'tastemaker') return;
  const tastemaker = ensureTastemakerFor(app, userId, options.byAdmin ? 'approved' : 'pending');
  if (options.byAdmin && tastemaker.getString('status') !== 'approved') {
    require(`${__hooks}/lib/tastemaker_review.js`).setReviewStatus(app, tastemaker, 'approved');
  }
}

/**
 * POST /api/app/roles/become-tastemaker: self-service, adds only the tastemaker role to the caller.
 * Their tastemaker record waits for an admin's approval before anyone else sees it.
 * @param {core.RequestEvent} e
 */
function becomeTastemaker(e) {
  const user = requireUser(e);
  /** @type {core.Record | undefined} */
  let tastemaker;
  e.app.runInTransaction((tx) => {
    if (!hasRole(tx, user.id, 'tastemaker')) grantRole(tx, user.id, 'tastemaker');
    tastemaker = ensureTastemakerFor(tx, user.id);
  });
  const record = /** @type {core.Record} */ (tastemaker);
  return e.json(200, { success: true, role: 'tastemaker', tastemakerId: record.id, status: record.getString('status') });
}

/**
 * What an account got through an admin's payment bypass ends when its admin
 * role does: cities unlocked with a $0 bypass charge close again (paid and
 * free-city access is untouched). Free follows end through the state machine
 * (revoke_admin_follow). Runs in the transaction that removes the role.
 * @param {CoreApp} tx @param {string} userId
 */
function endAdminAccess(tx, userId) {
  changeAllOf(tx, userId, { type: 'revoke_admin_follow' });
  const bypassed = tx.findRecordsByFilter('city_purchases', "user = {:user} && provider_payment_id = 'bypass'", '', 0, 0, {
    user: userId,
  });
  if (!bypassed.length) return;
  const closed = bypassed.map((purchase) => purchase.getString('city'));
  bypassed.forEach((purchase) => tx.delete(purchase));
  const profile = ensureProfile(tx, userId);
  /** @type {string[]} */
  const unlocked = (profile.get('unlocked_cities') || []).filter((/** @type {string} */ id) => closed.indexOf(id) < 0);
  profile.set('unlocked_cities', unlocked);
  if (closed.indexOf(profile.getString('active_city')) >= 0) profile.set('active_city', unlocked[0] || '');
  tx.save(profile);
}

// Spec §7: what a reset removes; saved places go with the profile's list.
// Entitlements go too, through the state machine (followers recounted).
const RESET_COLLECTIONS = [
  'vibe_profile_vibes',
  'collection_places',
  'city_purchases',
  'user_badges',
  'user_vibes',
  'vibe_profiles',
  'collections',
  'reviews',
  'saved_places',
  // The traveller's own pins (issue 33) are their data like saved places.
  'pins',
  'day_plans',
];

/** POST /api/app/profile/reset: deletes the caller's data and clears their profile; the account stays. @param {core.RequestEvent} e */
function resetProfile(e) {
  const user = requireUser(e);
  let removed = 0;
  e.app.runInTransaction((tx) => {
    const profile = ensureProfile(tx, user.id);
    profile.set('active_vibe_profile', '');
    tx.save(profile);
    removed += changeAllOf(tx, user.id, { type: 'reset' });
    for (const name of RESET_COLLECTIONS) {
      for (const record of tx.findRecordsByFilter(name, 'user = {:user}', '', 0, 0, { user: user.id })) {
        tx.delete(record);
        removed += 1;
      }
    }
    profile.set('unlocked_cities', []);
    profile.set('active_city', '');
    profile.set('interests', []);
    profile.set('view_mode', 'default');
    profile.set('bypass_payments', false);
    tx.save(profile);
  });
  return e.json(200, { success: true, removed });
}

module.exports = {
  completeOnboarding,
  unlockCity,
  becomeTastemaker,
  resetProfile,
  grantRole,
  ensureTastemakerFor,
  endAdminAccess,
  nowString,
};
