// contract/realtime-reads.ts: every table the server tracks says which contract reads show it, and
// every read of the contract is read again by some table's change (or is named here as fed by none).
import { describe, expect, it } from 'vitest';
import { contract } from '../../../contract/index.ts';
import type { CallDef } from '../../../contract/lib.ts';
import { everyRead, isCachedRead, readsOfGroup, readsOfTable, TABLE_READS, type ContractGroup } from '../../../contract/realtime-reads.ts';
import { trackedTables } from '../../../server/changes/tracked.ts';

/** The group a call of the contract belongs to. */
const groupOf = (def: CallDef): ContractGroup => (Object.keys(contract) as ContractGroup[]).find((g) => Object.values(contract[g]).includes(def))!;

/** Groups whose reads no table feeds, and why. */
const FED_BY_NO_TABLE: Partial<Record<ContractGroup, string>> = {
  location: 'place search of the map provider, not our rows',
  mapSettings: "the server's configuration (MAPBOX_PUBLIC_TOKEN), not our rows",
  realtime: 'the stream itself and its count of open streams',
};

describe('the table -> reads declaration', () => {
  it('names every table the server tracks, and no table it does not', () => {
    const tracked = trackedTables()
      .filter((t) => !('excluded' in t.tracking))
      .map((t) => t.name)
      .sort();
    expect(Object.keys(TABLE_READS).sort()).toEqual(tracked);
  });

  it("names groups of the contract, or the contract's own cached reads", () => {
    const calls = new Set(everyRead());
    for (const [table, reads] of Object.entries(TABLE_READS))
      for (const read of reads) {
        if (typeof read === 'string') expect(Object.keys(contract), table).toContain(read);
        else expect(calls.has(read), `${table}: ${read.method} ${read.path}`).toBe(true);
      }
  });

  it('reads again every group that has a cached read', () => {
    const fed = new Set(Object.values(TABLE_READS).flatMap((reads) => reads.map((read) => (typeof read === 'string' ? read : groupOf(read)))));
    for (const group of Object.keys(contract) as ContractGroup[]) {
      if (readsOfGroup(group).length === 0 || FED_BY_NO_TABLE[group]) continue;
      expect(fed.has(group), `${group} is read again by no table's change`).toBe(true);
    }
  });

  it("a table's reads are the GET calls of its groups: no write, file or stream", () => {
    const reads = readsOfTable('notifications');
    expect(reads).toEqual([contract.notifications.list, contract.notifications.unread]);
    expect(readsOfTable('orders')).toContain(contract.shipment.activeOrders);
    expect(readsOfTable('orders')).toContain(contract.shipmentVendors.list);
    expect(readsOfTable('orders').every(isCachedRead)).toBe(true);
    expect(everyRead()).not.toContain(contract.realtime.stream);
    expect(everyRead()).not.toContain(contract.shipment.download);
    expect(readsOfTable('geofences')).toEqual([contract.geofences.list, contract.geofences.alerts]);
    expect(readsOfTable('logs')).toEqual([contract.logs.list, contract.logs.mirroring]);
    expect(readsOfTable('mirroring_logs')).toEqual([contract.logs.list, contract.logs.mirroring]);
    // The list and one export; never the file (a download is not a read to refresh).
    expect(readsOfTable('export_files')).toEqual([contract.exportFiles.list, contract.exportFiles.one]);
  });

  it("a truck's move reads again what shows trucks live, never a playback or the points of interest", () => {
    const reads = readsOfTable('track_live');
    expect(reads).toEqual([contract.tracking.liveTracking, contract.tracking.shipmentLive, contract.tracking.truckStatus, contract.tracking.shippingStatusTrucks, contract.tracking.incomingTrucks]);
    expect(reads).not.toContain(contract.tracking.playback);
    expect(reads).not.toContain(contract.tracking.pointsOfInterest);
  });

  it('reads everything again for a table it does not know (a newer server)', () => {
    expect(readsOfTable('weighbridge_queue')).toEqual(everyRead());
  });
});
