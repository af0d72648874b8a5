// @vitest-environment jsdom
// The traveller's own pins on Profile (issue 33): each with its list, note
// and the way there; removing one works offline, takes it off the list at
// once and leaves its delete waiting for the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { YourPins } from '#/components/profile/your-pins';
import { db } from '#/data/db';
import type { Pin } from '#/domain/types';
import { renderScreen, resetDevice, setOnline, signInAs } from './support';

const userId = 'user00000000001';
const pin = (id: string, name: string, extra: Partial<Pin> = {}): Pin => ({
  id,
  user: userId,
  source: `src-${id}`,
  name,
  note: '',
  address: '',
  list: '',
  latitude: 0,
  longitude: 0,
  city: '',
  created: `2026-11-0${id.slice(-1)} 10:00:00.000Z`,
  updated: '',
  ...extra,
});

beforeEach(async () => {
  await resetDevice();
  signInAs(userId);
  setOnline(false);
});
afterEach(resetDevice);

describe('your pins', () => {
  it('lists the pins, newest first, with their list, note and directions when placed', async () => {
    await db.pins.bulkPut([
      pin('pin000000000001', 'Grandma’s Dumpling Stall', { list: 'Want to go', note: 'Cash only', latitude: 37.57, longitude: 126.98 }),
      pin('pin000000000002', 'Rooftop Without A Name'),
    ]);
    renderScreen(<YourPins userId={userId} />);
    const list = await screen.findByTestId('pins');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(2));
    const [newest, oldest] = list.querySelectorAll('li');
    expect(newest).toHaveTextContent('Rooftop Without A Name');
    expect(oldest).toHaveTextContent('Want to go');
    expect(oldest).toHaveTextContent('Cash only');
    expect(screen.getAllByRole('link', { name: 'Get directions' })).toHaveLength(1);
  });

  it('removes a pin offline, leaving its delete for the server', async () => {
    await db.pins.put(pin('pin000000000001', 'Grandma’s Dumpling Stall'));
    const user = userEvent.setup();
    renderScreen(<YourPins userId={userId} />);
    await user.click(await screen.findByRole('button', { name: 'Remove the pin Grandma’s Dumpling Stall' }));
    await screen.findByText('Pin removed');
    expect(await db.pins.count()).toBe(0);
    expect((await db.outbox.toArray()).map((e) => [e.collection, e.op, e.recordId])).toEqual([['pins', 'delete', 'pin000000000001']]);
  });
});
