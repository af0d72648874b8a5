// A place's hours, phone and website as a tastemaker or an admin writes them
// in: what is kept (cleaned), what is refused and why, and how the place page
// links them.
import { describe, expect, it } from 'vitest';
import { checkPlaceDetails, DETAIL_MESSAGES, hoursLines, phoneHref, websiteLabel } from '#/domain/place-details';

describe('checkPlaceDetails', () => {
  it('allows hours as lines with their times, trimmed, blank lines dropped', () => {
    expect(checkPlaceDetails({ hours: '  Mon–Fri 11:00–22:00 \n\n Sat–Sun  10:00–23:00\n' })).toEqual({
      ok: true,
      value: { hours: 'Mon–Fri 11:00–22:00\nSat–Sun 10:00–23:00' },
    });
    expect(checkPlaceDetails({ hours: 'Open 24 hours' })).toMatchObject({ ok: true });
  });

  it('denies hours without a time, too many lines or a line too long', () => {
    expect(checkPlaceDetails({ hours: 'Open daily' })).toEqual({ ok: false, field: 'hours', message: DETAIL_MESSAGES.hours });
    expect(checkPlaceDetails({ hours: Array.from({ length: 11 }, (_, i) => `Day ${i} 10:00–18:00`).join('\n') })).toMatchObject({
      ok: false,
      field: 'hours',
    });
    expect(checkPlaceDetails({ hours: `Mon 10:00–18:00 ${'x'.repeat(60)}` })).toMatchObject({ ok: false, field: 'hours' });
  });

  it('allows phone numbers as people write them, with or without a country code', () => {
    for (const phone of ['+82 2-1234-5678', '02-2267-0291', '(212) 254-2246', '+1 212.254.2246', '1588 1234'])
      expect(checkPlaceDetails({ phone })).toEqual({ ok: true, value: { phone } });
    expect(checkPlaceDetails({ phone: ' +82  2 1234 5678 ' })).toEqual({ ok: true, value: { phone: '+82 2 1234 5678' } });
  });

  it('denies a phone number with letters, too few or too many digits', () => {
    for (const phone of ['call us', '02-CAFE-1234', '123 45', '+82 2 1234 5678 9012 34', '12+34 5678'])
      expect(checkPlaceDetails({ phone })).toEqual({ ok: false, field: 'phone', message: DETAIL_MESSAGES.phone });
  });

  it('allows an http(s) website, and denies anything else', () => {
    for (const website of ['https://www.katzsdelicatessen.com', 'http://example.co.kr/menu?lang=en#top', 'https://café.example:8443/'])
      expect(checkPlaceDetails({ website })).toEqual({ ok: true, value: { website } });
    for (const website of [
      'katzsdelicatessen.com',
      'javascript:alert(1)',
      'ftp://example.com',
      'https://localhost',
      'https://user@evil.example',
      'https://exa mple.com',
      `https://example.com/${'a'.repeat(300)}`,
    ])
      expect(checkPlaceDetails({ website })).toEqual({ ok: false, field: 'website', message: DETAIL_MESSAGES.website });
  });

  it('leaves absent fields alone and clears a field sent empty', () => {
    expect(checkPlaceDetails({ phone: '02-2267-0291' })).toEqual({ ok: true, value: { phone: '02-2267-0291' } });
    expect(checkPlaceDetails({ hours: ' ', phone: '', website: '' })).toEqual({ ok: true, value: { hours: '', phone: '', website: '' } });
  });

  it('denies what is not text, and anything but an object', () => {
    expect(checkPlaceDetails({ hours: ['Mon 10:00'] })).toEqual({ ok: false, field: 'hours', message: 'The hours must be text.' });
    expect(checkPlaceDetails({ phone: 212 })).toMatchObject({ ok: false, field: 'phone' });
    expect(checkPlaceDetails('hours')).toMatchObject({ ok: false, field: '' });
    expect(checkPlaceDetails(null)).toMatchObject({ ok: false });
  });
});

describe('how the place page shows them', () => {
  it('links a phone by its digits and names a website by its host', () => {
    expect(phoneHref('+82 2-1234-5678')).toBe('tel:+82212345678');
    expect(phoneHref('(212) 254-2246')).toBe('tel:2122542246');
    expect(websiteLabel('https://www.KatzsDelicatessen.com/menu')).toBe('katzsdelicatessen.com');
    expect(hoursLines('Mon 10:00\n\nTue 11:00 ')).toEqual(['Mon 10:00', 'Tue 11:00']);
  });
});
