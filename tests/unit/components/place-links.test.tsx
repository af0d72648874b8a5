// @vitest-environment jsdom
// A place's two links, as the list's card and the map's card show them:
// directions in the map app that works in the place's city, and its page,
// keeping the collection it was opened from.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PlaceLinks } from '#/components/place-links';

const gwangjang = { id: 'p1', name: 'Gwangjang Market', address: '88 Changgyeonggung-ro, Jongno-gu, Seoul', neighborhood: 'Jongno' };
const katz = { id: 'p2', name: "Katz's Delicatessen", address: '205 E Houston St, New York, NY 10002', neighborhood: 'Lower East Side' };

function linksFor(place: typeof gwangjang, via?: string, size: 'small' | 'large' = 'small') {
  render(
    <MemoryRouter>
      <PlaceLinks place={place} via={via} size={size} />
    </MemoryRouter>,
  );
  return {
    directions: screen.getByRole('link', { name: 'Get directions' }),
    details: screen.getByRole('link', { name: 'View Details' }),
  };
}

afterEach(cleanup);

describe('a place’s links', () => {
  it('open directions in the city’s map app, in a new tab', () => {
    const seoul = linksFor(gwangjang);
    expect(seoul.directions).toHaveAttribute('href', expect.stringMatching(/^https:\/\/map\.naver\.com\//));
    expect(seoul.directions).toHaveAttribute('target', '_blank');
    expect(seoul.directions).toHaveAttribute('rel', 'noopener noreferrer');
    cleanup();
    expect(linksFor(katz, undefined, 'large').directions).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
    );
  });

  it('lead to the place’s page, keeping the collection it was opened from', () => {
    expect(linksFor(gwangjang).details).toHaveAttribute('href', '/place/p1');
    cleanup();
    expect(linksFor(gwangjang, 'c9', 'large').details).toHaveAttribute('href', '/place/p1?collection=c9');
  });
});
