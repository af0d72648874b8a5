// Day plans work offline (issue 34 §2): made, reordered, shared and deleted on
// a device with no connection, they wait in the outbox and reach the server
// and the owner's other devices when back; two devices editing one plan
// offline keep the later change of each field; a lost answer duplicates nothing.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { isShareToken } from '#/domain/day-plans';
import { createDayPlan, deleteDayPlan, setDayPlanSharing, updateDayPlan } from '#/data/writes/day-plans';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice } from '../support/device';

let server: TestServer;
let seoul: RecordModel;
let places: RecordModel[];
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  places = await server.admin.collection('places').getFullList({ filter: `city = "${seoul.id}"`, sort: 'name' });
  user = await server.createUser({}, { follow: ['seoul'] });
});
afterAll(async () => {
  await server?.dispose();
});

const input = (stops: string[]) => ({
  city: seoul.id,
  name: 'Offline Saturday',
  day: '2026-12-05',
  startTime: '09:00',
  start: {
    kind: 'place' as const,
    label: places[0]!.name,
    latitude: places[0]!.latitude,
    longitude: places[0]!.longitude,
    place: places[0]!.id,
  },
  stops,
});

describe('day plans offline', () => {
  it('are made, reordered and shared with no connection, then reach the server and another device', async () => {
    let clock = Date.now();
    const phone = await createDevice(server, user, () => (clock += 1000));
    const tablet = await createDevice(server, user, () => (clock += 1000));
    await phone.pull();
    await tablet.pull();
    phone.network.offline = true;
    const plan = await createDayPlan(phone.ctx, input([places[1]!.id, places[2]!.id, places[3]!.id]));
    await updateDayPlan(phone.ctx, plan.id, { stops: [places[3]!.id, places[1]!.id, places[2]!.id] });
    const token = await setDayPlanSharing(phone.ctx, plan.id, true);
    expect(isShareToken(token)).toBe(true);
    // On the device at once, waiting for the server.
    expect((await phone.db.day_plans.get(plan.id))?.stops).toEqual([places[3]!.id, places[1]!.id, places[2]!.id]);
    expect(await phone.db.outbox.where('[collection+recordId]').equals(['day_plans', plan.id]).count()).toBe(3);
    expect((await phone.flush()).kind).toBe('offline');

    phone.network.offline = false;
    phone.network.dropNextResponse = true;
    await phone.flush();
    await phone.sync();
    expect(await phone.db.outbox.count()).toBe(0);
    const onServer = await server.admin.collection('day_plans').getFullList({ filter: `user = "${user.id}"` });
    expect(onServer.map((p) => p.id)).toEqual([plan.id]);
    expect(onServer[0]!.stops).toEqual([places[3]!.id, places[1]!.id, places[2]!.id]);
    expect((await server.call(null, 'GET', `/api/app/plans/shared/${token}`)).status).toBe(200);

    await tablet.sync();
    expect(await tablet.db.day_plans.get(plan.id)).toMatchObject({ name: 'Offline Saturday', share_token: token });
  });

  it('keeps the later edit of each field when two devices edit offline, and a deletion wins', async () => {
    let clock = Date.now();
    const phone = await createDevice(server, user, () => (clock += 1000));
    const tablet = await createDevice(server, user, () => (clock += 1000));
    const plan = await createDayPlan(phone.ctx, input([places[1]!.id, places[2]!.id]));
    await phone.sync();
    await tablet.sync();
    phone.network.offline = true;
    tablet.network.offline = true;
    await updateDayPlan(phone.ctx, plan.id, { stops: [places[2]!.id, places[1]!.id] });
    await updateDayPlan(tablet.ctx, plan.id, { name: 'Renamed on the tablet' });
    await updateDayPlan(phone.ctx, plan.id, { stops: [places[1]!.id, places[2]!.id, places[4]!.id] });
    phone.network.offline = false;
    tablet.network.offline = false;
    // The tablet syncs first, the phone second, then the tablet again.
    await tablet.sync();
    await phone.sync();
    await tablet.sync();
    for (const device of [phone, tablet]) {
      expect(await device.db.day_plans.get(plan.id)).toMatchObject({
        name: 'Renamed on the tablet',
        stops: [places[1]!.id, places[2]!.id, places[4]!.id],
      });
    }
    tablet.network.offline = true;
    await deleteDayPlan(tablet.ctx, plan.id);
    await updateDayPlan(phone.ctx, plan.id, { name: 'Too late' });
    await phone.sync();
    tablet.network.offline = false;
    await tablet.sync();
    await phone.sync();
    expect(await phone.db.day_plans.get(plan.id)).toBeUndefined();
    expect(await tablet.db.day_plans.get(plan.id)).toBeUndefined();
    expect(await server.admin.collection('day_plans').getFullList({ filter: `id = "${plan.id}"` })).toEqual([]);
  });
});
