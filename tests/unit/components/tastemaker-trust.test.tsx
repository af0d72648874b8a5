// @vitest-environment jsdom
// Issue 26 on the device: admins review tastemakers who made themselves one;
// a tastemaker waiting for review is told so; a new place and a profile are
// checked on the device with the server's own rules before anything is sent;
// onboarding after a reset says which city the welcome gift went to.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AiTools } from '#/components/dashboard/ai-tools';
import { NewPlaceForm } from '#/components/dashboard/new-place-form';
import { ReviewStatusNotice } from '#/components/dashboard/review-status';
import { AllSetStep } from '#/components/onboarding/all-set-step';
import { PendingTastemakers } from '#/components/profile/pending-tastemakers';
import { BecomeTastemakerCard } from '#/components/profile/tastemaker-status';
import type { City, Tastemaker } from '#/domain/types';
import { useSyncStatus } from '#/stores/sync-status';
import { exactly, fakeServer, renderScreen, resetDevice, setOnline, signInAs } from './support';

const seoul = { id: 'seoul0000000001', name: 'Seoul', slug: 'seoul', latitude: 37.5665, longitude: 126.978 } as City;
const applicant = {
  id: 'tmkr00000000001',
  slug: 'mina-cho',
  name: 'Mina Cho',
  title: 'Tastemaker',
  bio: '',
  cities: ['Seoul'],
  created: new Date(Date.now() - 5 * 60_000).toISOString().replace('T', ' '),
  account: { name: 'Mina Cho', username: 'minacho' },
};

beforeEach(async () => {
  await resetDevice();
  signInAs('user00000000001');
  useSyncStatus.setState({ online: true });
});
afterEach(async () => {
  await resetDevice();
  useSyncStatus.setState({ online: true });
});

describe('tastemakers awaiting approval (admins)', () => {
  it('lists each with their title, cities, account and when; approving removes them and says so', async () => {
    const requests = fakeServer({
      'GET /api/app/admin/tastemakers/pending': { body: { tastemakers: [applicant] } },
      [`POST /api/app/admin/tastemakers/${applicant.id}/approve`]: { body: { id: applicant.id, status: 'approved' } },
    });
    const user = userEvent.setup();
    renderScreen(<PendingTastemakers />);
    const item = await screen.findByTestId('pending-tastemaker');
    expect(within(item).getByText('Mina Cho', { selector: 'p' })).toBeInTheDocument();
    expect(within(item).getByText('Seoul')).toBeInTheDocument();
    expect(within(item).getByText(/@minacho/)).toBeInTheDocument();
    expect(within(item).getByText('5 minutes ago')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Approve Mina Cho' }));
    await screen.findByText('Tastemaker Approved', undefined, { timeout: 10_000 });
    await screen.findByText('No pending tastemakers to review');
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith(`/${applicant.id}/approve`))).toBe(true);
  }, 20_000);

  it("says the server's reason when a review fails, and keeps the tastemaker listed", async () => {
    fakeServer({
      'GET /api/app/admin/tastemakers/pending': { body: { tastemakers: [applicant] } },
      [`POST /api/app/admin/tastemakers/${applicant.id}/reject`]: {
        status: 400,
        body: { message: 'Only pending tastemakers can be reviewed.' },
      },
    });
    const user = userEvent.setup();
    renderScreen(<PendingTastemakers />);
    await user.click(await screen.findByRole('button', { name: 'Reject Mina Cho' }));
    await screen.findByText('Failed to reject tastemaker');
    expect(screen.getByText('Only pending tastemakers can be reviewed')).toBeInTheDocument();
    expect(screen.getByTestId('pending-tastemaker')).toBeInTheDocument();
  });

  it('shows the empty state when none wait, and says offline that the list needs a connection', async () => {
    fakeServer({ 'GET /api/app/admin/tastemakers/pending': { body: { tastemakers: [] } } });
    const { unmount } = renderScreen(<PendingTastemakers />);
    await screen.findByText('No pending tastemakers to review');
    unmount();
    const requests = fakeServer({});
    useSyncStatus.setState({ online: false });
    renderScreen(<PendingTastemakers />);
    expect(screen.getByText(/You're offline. Tastemakers awaiting approval show when you're back online/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('a tastemaker awaiting approval', () => {
  it('is told that travellers do not see them yet; a rejected one is told so; an approved one sees nothing', () => {
    const { rerender } = renderScreen(<ReviewStatusNotice status="pending" />);
    expect(screen.getByRole('heading', { name: 'Awaiting approval' })).toBeInTheDocument();
    expect(screen.getByText(/Travellers don't see your profile or your picks until an admin approves you/)).toBeInTheDocument();
    rerender(<ReviewStatusNotice status="rejected" />);
    expect(screen.getByRole('heading', { name: 'Not approved' })).toBeInTheDocument();
    rerender(<ReviewStatusNotice status="approved" />);
    expect(screen.queryByTestId('review-status')).not.toBeInTheDocument();
  });

  it("hears it after the 'Welcome Tastemaker' toast", async () => {
    fakeServer({
      'POST /api/app/roles/become-tastemaker': { body: { success: true, role: 'tastemaker', tastemakerId: 'tm1', status: 'pending' } },
    });
    const user = userEvent.setup();
    renderScreen(<BecomeTastemakerCard />);
    await user.click(screen.getByRole('button', { name: 'Become a Tastemaker' }));
    await screen.findByText('Welcome Tastemaker', undefined, { timeout: 10_000 });
    expect(screen.getByText(/You're awaiting approval/)).toBeInTheDocument();
  }, 20_000);
});

/** Types `value` into the field labelled `label`, in place of what it held. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('adding a new place', () => {
  it('says what is missing at its field and sends nothing', async () => {
    const requests = fakeServer({});
    const user = userEvent.setup();
    renderScreen(<NewPlaceForm city={seoul} initialName="" onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Add new place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(exactly("Enter the place's name."));
    expect(screen.getByLabelText('Name')).toBeInvalid();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await fill(user, 'Name', 'Cafe Onion');
    await fill(user, 'Neighbourhood', 'Seongsu');
    await user.click(screen.getByRole('button', { name: 'Add new place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(exactly('Choose a category.'));
    await user.selectOptions(screen.getByLabelText('Category'), 'cafe');
    await fill(user, 'Latitude', '40.7128');
    await fill(user, 'Longitude', '-74.006');
    await user.click(screen.getByRole('button', { name: 'Add new place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(exactly('That position is not in Seoul.'));
    await fill(user, 'Longitude', '');
    await user.click(screen.getByRole('button', { name: 'Add new place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(exactly('Give both latitude and longitude as numbers, or neither.'));
    expect(requests.filter((r) => r.path.startsWith('/api/app/tastemaker'))).toHaveLength(0);
  });

  it('sends the checked place, then is done', async () => {
    const requests = fakeServer({ 'POST /api/app/tastemaker/places/new': { body: { id: 'pick1', place: 'place1', note: 'Go early.' } } });
    const done = vi.fn();
    const user = userEvent.setup();
    renderScreen(<NewPlaceForm city={seoul} initialName="  Cafe Onion " onDone={done} />);
    await fill(user, 'Neighbourhood', 'Seongsu');
    await user.selectOptions(screen.getByLabelText('Category'), 'cafe');
    await user.selectOptions(screen.getByLabelText('Budget (optional)'), 'medium');
    await fill(user, 'Latitude', '37.5446');
    await fill(user, 'Longitude', '127.0557');
    await fill(user, 'Your note (optional)', 'Go early. ');
    await user.click(screen.getByRole('button', { name: 'Add new place' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(true), { timeout: 10_000 });
    expect(requests.find((r) => r.path === '/api/app/tastemaker/places/new')?.body).toEqual({
      cityId: seoul.id,
      name: 'Cafe Onion',
      neighborhood: 'Seongsu',
      address: '',
      description: '',
      category: 'cafe',
      budget: 'medium',
      latitude: 37.5446,
      longitude: 127.0557,
      note: 'Go early.',
    });
  }, 20_000);

  it('says offline that it needs a connection, and sends nothing', async () => {
    const requests = fakeServer({});
    setOnline(false);
    const user = userEvent.setup();
    renderScreen(<NewPlaceForm city={seoul} initialName="Cafe Onion" onDone={() => {}} />);
    await fill(user, 'Neighbourhood', 'Seongsu');
    await user.selectOptions(screen.getByLabelText('Category'), 'cafe');
    await user.click(screen.getByRole('button', { name: 'Add new place' }));
    await screen.findByText("You're offline");
    expect(requests.filter((r) => r.path.startsWith('/api/app/tastemaker'))).toHaveLength(0);
  });

  it('fills the position in from "Use my location"', async () => {
    fakeServer({});
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          setTimeout(
            () =>
              ok({
                coords: { latitude: 37.54461234, longitude: 127.05571234, accuracy: 20 },
                timestamp: Date.now(),
              } as GeolocationPosition),
            0,
          ),
      },
    });
    const user = userEvent.setup();
    renderScreen(<NewPlaceForm city={seoul} initialName="Cafe Onion" onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('37.544612'));
    expect(screen.getByLabelText('Longitude')).toHaveValue('127.055712');
  });
});

describe("the tastemaker's profile", () => {
  it('is checked before sending: too many specialties are refused at their field', async () => {
    const requests = fakeServer({});
    const user = userEvent.setup();
    renderScreen(
      <AiTools
        tastemaker={{ id: 'tm1', slug: 'mina', title: 'Chef', bio: '', specialties: [], chat_context: '' } as unknown as Tastemaker}
      />,
    );
    await fill(user, 'Specialties (comma separated)', 'a, b, c, d, e, f, g, h, i');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      exactly('Give up to 8 specialties, each a word or phrase of at most 40 characters.'),
    );
    expect(requests.filter((r) => r.path === '/api/app/tastemaker/profile')).toHaveLength(0);
  });
});

describe('onboarding after a profile reset', () => {
  it("says which city the welcome gift went to, under the spec's title, and offers the choice again", async () => {
    const message = 'Your free city was Seoul. Choose it again, or unlock more cities from the explorer.';
    fakeServer({ 'POST /api/app/onboarding/complete': { status: 400, body: { message } } });
    const chooseAgain = vi.fn();
    const user = userEvent.setup();
    renderScreen(<AllSetStep city={{ ...seoul, id: 'nyc000000000001', name: 'New York City' }} onChooseAgain={chooseAgain} />);
    await user.click(screen.getByRole('button', { name: 'Start Exploring' }));
    await screen.findByText('Failed to complete onboarding');
    expect(screen.getAllByText(/Your free city was Seoul\. Choose it again, or unlock more cities from the explorer/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Choose again' }));
    expect(chooseAgain).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Open the explorer' })).toHaveAttribute('href', '/explorer');
  });
});
