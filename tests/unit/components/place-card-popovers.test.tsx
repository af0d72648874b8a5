// @vitest-environment jsdom
// A place card's popovers (who recommends it, add to a collection) and its
// unlock dialog are mounted at the first tap, not with the card: a list of
// two hundred cards mounted two popovers and a dialog each before its first
// paint (issue 31). Until then the trigger is announced as a popover button,
// and the tap opens the popover it promises.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PlaceCard } from '#/components/place-card';
import type { PlaceView, Tastemaker } from '#/domain/types';
import { renderScreen, resetDevice, signInAs } from './support';

const tastemaker = (id: string, name: string) =>
  ({ id, name, slug: name.toLowerCase().replace(/ /g, '-'), title: 'Barista', avatar: '' }) as unknown as Tastemaker;
const followed = tastemaker('tm0000000000001', 'Jiwon Seo');
const locked = tastemaker('tm0000000000002', 'Minho Park');

const place = {
  id: 'place0000000001',
  city: 'seoul',
  slug: 'fritz-coffee',
  name: 'Fritz Coffee Company',
  name_local: '',
  description: 'Roastery cafe',
  categories: [],
  rating: 4.6,
  budget: 'medium',
  address: '',
  neighborhood: 'Mapo',
  image: '',
  latitude: 0,
  longitude: 0,
  created: '',
  updated: '',
  categoryKeys: [],
  categoryNames: [],
  vibes: [],
  tastemakers: [followed, locked],
} satisfies PlaceView;

beforeEach(resetDevice);
afterEach(resetDevice);

const renderCards = (count: number) =>
  renderScreen(
    <div>
      {Array.from({ length: count }, (_, i) => (
        <PlaceCard
          key={i}
          place={{ ...place, id: `place${String(i).padStart(10, '0')}` }}
          saved={false}
          signedIn
          accessible={new Set([followed.id])}
        />
      ))}
    </div>,
  );

describe('a place card', () => {
  it('mounts no popover or dialog until one is tapped', () => {
    signInAs('user00000000001');
    renderCards(3);
    const triggers = [
      ...screen.getAllByRole('button', { name: 'Recommended by 2 tastemakers' }),
      ...screen.getAllByRole('button', { name: `Add ${place.name} to a collection` }),
    ];
    expect(triggers).toHaveLength(6);
    for (const trigger of triggers) {
      // Announced as what it opens, and closed; no popover machinery behind it yet (Radix marks its triggers).
      expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).not.toHaveAttribute('data-state');
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the tastemakers at the first tap, and a locked one leads into unlocking', async () => {
    signInAs('user00000000001');
    const user = userEvent.setup();
    renderCards(1);
    await user.click(screen.getByRole('button', { name: 'Recommended by 2 tastemakers' }));
    const popover = await screen.findByRole('dialog');
    expect(within(popover).getByText('Recommended by')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recommended by 2 tastemakers' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(popover).getByRole('button', { name: /Minho Park/ }));
    const unlock = await screen.findByRole('dialog', { name: 'Unlock Minho Park' });
    expect(within(unlock).getByRole('button', { name: 'Unlock Now' })).toBeVisible();
    await user.click(within(unlock).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Unlock Minho Park' })).toBeNull();
  });

  it('opens the collection picker at the first tap', async () => {
    signInAs('user00000000001');
    const user = userEvent.setup();
    renderCards(1);
    await user.click(screen.getByRole('button', { name: `Add ${place.name} to a collection` }));
    const picker = await screen.findByRole('dialog', { name: `Add ${place.name} to a collection` });
    expect(await within(picker).findByRole('form', { name: 'New collection' })).toBeVisible();
  });
});
