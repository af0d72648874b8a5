// The launcher's fallback for machines without Go: the official release
// archive, installed only when its SHA-256 matches the release's checksums.
// A local HTTP server plays the release host.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pin = JSON.parse(readFileSync('scripts/pocketbase.json', 'utf8')) as { version: string };
const platform = { linux: 'linux', darwin: 'darwin', win32: 'windows' }[process.platform as 'linux'];
const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as 'x64'];
const archiveName = `pocketbase_${pin.version}_${platform}_${arch}.zip`;
const fakeBinary = Buffer.from('#!/bin/sh\necho "pocketbase version fake"\n');

let server: Server;
let baseUrl = '';
let checksums = '';
// Laid out as the release archive is: the binary deflated beside its changelog and licence.
const archive = Buffer.from(zipSync({ 'CHANGELOG.md': Buffer.from('changes'), pocketbase: fakeBinary, 'LICENSE.md': Buffer.from('MIT') }));
/** What the fake release host serves as the archive. */
let served = archive;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === `/v${pin.version}/${archiveName}`) response.end(served);
    else if (request.url === `/v${pin.version}/checksums.txt`) response.end(checksums);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs the launcher asynchronously: the fake release host lives in this process. */
function runLauncherWithoutGo(cacheDir: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/pocketbase.mjs'],
      {
        encoding: 'utf8',
        // No Go on PATH: the launcher must fall back to the release archive.
        env: { PATH: '/usr/bin:/bin', HOME: process.env.HOME, POCKETBASE_CACHE_DIR: cacheDir, POCKETBASE_RELEASE_URL: baseUrl },
      },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

// The download tests hide Go by trimming PATH to /usr/bin:/bin; where Go lives in
// /usr/bin that is impossible, so they are skipped there rather than lie.
describe('PocketBase launcher without Go', () => {
  it.skipIf(!platform || !arch || existsSync('/usr/bin/go'))('installs the release archive when its checksum matches', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'tastemap-pbcache-'));
    const sha = createHash('sha256').update(archive).digest('hex');
    checksums = `0000  pocketbase_${pin.version}_other.zip\n${sha}  ${archiveName}\n`;
    const result = await runLauncherWithoutGo(cacheDir);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain('Go is not installed');
    expect(result.stderr).toContain('checksum verified');
    const installed = join(cacheDir, pin.version, 'pocketbase');
    expect(result.stdout.trim()).toBe(installed);
    expect(readFileSync(installed)).toEqual(fakeBinary);
    // The second run uses the cache and downloads nothing.
    const again = await runLauncherWithoutGo(cacheDir);
    expect(again.stderr).toContain('using the cached build');
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it.skipIf(!platform || !arch || existsSync('/usr/bin/go'))(
    'refuses an archive whose checksum does not match and installs nothing',
    async () => {
      const cacheDir = mkdtempSync(join(tmpdir(), 'tastemap-pbcache-'));
      checksums = `${'ab'.repeat(32)}  ${archiveName}\n`;
      const result = await runLauncherWithoutGo(cacheDir);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('checksum mismatch');
      expect(existsSync(join(cacheDir, pin.version, 'pocketbase'))).toBe(false);
      rmSync(cacheDir, { recursive: true, force: true });
    },
  );

  it.skipIf(!platform || !arch || existsSync('/usr/bin/go'))('refuses an archive without the binary and installs nothing', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'tastemap-pbcache-'));
    served = Buffer.from(zipSync({ 'LICENSE.md': Buffer.from('MIT') }));
    checksums = `${createHash('sha256').update(served).digest('hex')}  ${archiveName}\n`;
    const result = await runLauncherWithoutGo(cacheDir);
    served = archive;
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`pocketbase not found in ${archiveName}`);
    expect(existsSync(join(cacheDir, pin.version, 'pocketbase'))).toBe(false);
    rmSync(cacheDir, { recursive: true, force: true });
  });
});
