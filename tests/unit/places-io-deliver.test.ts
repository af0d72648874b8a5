// @vitest-environment jsdom
// How an export reaches the traveller (issue 33): through the Web Share API
// with the file where the platform says it can share files (phones: straight
// into a maps app), else as a download.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverFile } from '#/data/io/export-file';

const file = { name: 'tastemap-saved-places.kml', mime: 'application/vnd.google-earth.kml+xml', data: '<kml/>' };

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
});

function downloads() {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  return clicked;
}

describe('delivering an export', () => {
  it('shares the file where the platform can share files', async () => {
    const clicked = downloads();
    const share = vi.fn(async (_data: ShareData) => {});
    Object.assign(navigator, { canShare: (data: ShareData) => !!data.files?.length, share });
    expect(await deliverFile(file)).toBe('shared');
    const shared = share.mock.calls[0]![0].files![0]!;
    expect([shared.name, shared.type, await shared.text()]).toEqual([file.name, file.mime, '<kml/>']);
    expect(clicked).toEqual([]);
  });

  it('downloads it where the platform cannot share files', async () => {
    const clicked = downloads();
    const share = vi.fn();
    Object.assign(navigator, { canShare: () => false, share });
    expect(await deliverFile(file)).toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(clicked).toEqual([file.name]);
  });

  it('downloads it where there is no Web Share API, or sharing fails', async () => {
    const clicked = downloads();
    expect(await deliverFile(file)).toBe('downloaded');
    Object.assign(navigator, { canShare: () => true, share: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) });
    expect(await deliverFile(file)).toBe('downloaded');
    expect(clicked).toEqual([file.name, file.name]);
  });

  it('does nothing more when the traveller closes the share sheet', async () => {
    const clicked = downloads();
    Object.assign(navigator, { canShare: () => true, share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))) });
    expect(await deliverFile(file)).toBe('shared');
    expect(clicked).toEqual([]);
  });
});
