// @vitest-environment jsdom
// Saving a place from its card or page (spec §2): the heart and its toasts,
// stored on the device with its outbox entry (it works offline), and a
// visitor asked to sign in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PlaceActions } from '#/components/place-card';
import { db } from '#/data/db';
import type { PlaceView } from '#/domain/types';
import { renderScreen, resetDevice, setOnline, signInAs } from './support';

const place = {
  id: 'place0000000001',
  city: 'seoul',
  slug: 'gwangjang-market',
  name: 'Gwangjang Market',
  name_local: '광장시장',
  description: '',
  categories: [],
  rating: 4.6,
  budget: 'low',
  address: '',
  neighborhood: 'Jongno',
  image: '',
  latitude: 0,
  longitude: 0,
  created: '',
  updated: '',
  categoryKeys: [],
  categoryNames: [],
  vibes: [],
  tastemakers: [],
} satisfies PlaceView;

/** The title and description of the toast titled `title`, once it shows. */
async function toastTexts(title: string): Promise<string[]> {
  const toast = (await screen.findByText(title, { selector: '[data-title]' })).closest('[data-sonner-toast]')!;
  return [...toast.querySelectorAll('[data-title], [data-description]')].map((el) => el.textContent ?? '');
}

beforeEach(resetDevice);
afterEach(resetDevice);

describe('saving a place', () => {
  it('allows a signed-in traveller to save and unsave, offline too, each kept for the server', async () => {
    signInAs('user00000000001');
    setOnline(false);
    const user = userEvent.setup();
    renderScreen(
      <div className="relative">
        <PlaceActions place={place} saved={false} signedIn />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: `Save ${place.name}` }));
    // The act, then the place: no collection is promised, as the heart puts the place in none.
    expect(await toastTexts('Saved')).toEqual(['Saved', place.name]);
    await waitFor(async () => expect(await db.saved_places.count()).toBe(1));
    expect((await db.outbox.toArray()).map((e) => `${e.op} ${e.collection}`)).toEqual(['create saved_places']);

    await user.click(screen.getByRole('button', { name: `Save ${place.name}` }));
    expect(await toastTexts('Removed')).toEqual(['Removed', place.name]);
    expect(await db.saved_places.count()).toBe(0);
  });

  it('denies a visitor and asks them to sign in, storing nothing', async () => {
    const user = userEvent.setup();
    renderScreen(
      <div className="relative">
        <PlaceActions place={place} saved={false} signedIn={false} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: `Save ${place.name}` }));
    await screen.findByText('Please sign in to save places');
    expect(await db.saved_places.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
