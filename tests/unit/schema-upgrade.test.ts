// A new version of the app upgrades the device database while an old tab
// still has it open: the old tab lets go, and no outbox row is lost.
import { describe, expect, it } from 'vitest';
import { db, onDatabaseReplaced, TastemapDB } from '#/data/db';

/** The next release's schema: one more table and a new index, with an upgrade step. */
class NextTastemapDB extends TastemapDB {
  constructor(name: string) {
    super(name);
    this.version(this.verno + 1)
      .stores({ chats: 'id, city', outbox: '++seq, status, user, [collection+recordId], createdAt' })
      .upgrade(async (tx) => {
        await tx
          .table('outbox')
          .toCollection()
          .modify((entry: { createdAt?: number }) => {
            entry.createdAt ??= 0;
          });
      });
  }
}

describe('schema upgrades', () => {
  it('keeps every outbox row when a newer tab upgrades while an older one is open', async () => {
    const name = `upgrade-${Math.random()}`;
    const oldTab = new TastemapDB(name);
    await oldTab.open();
    for (let i = 0; i < 25; i++) {
      await oldTab.outbox.add({
        user: 'u',
        collection: 'saved_places',
        recordId: `r${i}`,
        op: 'create',
        writeId: `w${i}`,
        createdAt: i,
        attempts: 0,
        status: 'pending',
      });
    }
    let oldTabToldToClose = false;
    oldTab.on('versionchange', () => {
      oldTabToldToClose = true;
      oldTab.close();
      return false;
    });

    const newTab = new NextTastemapDB(name);
    await newTab.open();
    expect(oldTabToldToClose).toBe(true);
    expect(newTab.verno).toBe(oldTab.verno + 1);
    const rows = await newTab.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => r.recordId)).toEqual(Array.from({ length: 25 }, (_, i) => `r${i}`));
    expect(await newTab.outbox.where('createdAt').above(-1).count()).toBe(25);
    newTab.close();
    await new TastemapDB(name).delete();
  });

  it("closes the app's database and offers a reload when another tab upgrades it", async () => {
    await db.open();
    let offered = 0;
    const stop = onDatabaseReplaced(() => {
      offered += 1;
    });
    const newTab = new NextTastemapDB(db.name);
    await newTab.open();
    expect(offered).toBe(1);
    expect(db.isOpen()).toBe(false);
    stop();
    newTab.close();
    await new TastemapDB(db.name).delete();
  });
});
