// The states table (contract/states.ts) is the one declaration; docs/states.md explains it. This
// keeps the two from drifting apart and checks the table is well formed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, id } from '../../contract/messages.ts';
import { actionsFor, exportFileMachine, fmsLinkMachine, geofenceAlertMachine, invoiceMachine, nextState, orderMachine, shipmentMachine, shipmentVendorMachine, trackMachine, weighbridgeTicketMachine, type Machine } from '../../contract/states.ts';

const machines: [string, Machine][] = [
  ['Order', orderMachine],
  ['Shipment', shipmentMachine],
  ['Shipment vendor', shipmentVendorMachine],
  ['Track', trackMachine],
  ['Invoice', invoiceMachine],
  ['Weighbridge ticket', weighbridgeTicketMachine],
  ['Geofence alert', geofenceAlertMachine],
  ['Export file', exportFileMachine],
  ['FMS link', fmsLinkMachine],
];

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/states.md'), 'utf8');

/** The rows of the table under "## <title>": action, from states, to, roles (empty for system). */
function documented(title: string) {
  const section = doc.split(/^## /m).find((s) => s.startsWith(title))!;
  expect(section, `docs/states.md has a section "${title}"`).toBeDefined();
  return section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| action') && !l.startsWith('|---'))
    .map((l) => {
      const [action, from, to, by] = l.split('|').slice(1, 5).map((c) => c.trim());
      const states = (s: string) => s.replace(/\(.*?\)/g, '').split(',').map((x) => x.trim()).filter(Boolean);
      return { action, from: states(from!), to: states(to!)[0], by: by === 'system' ? [] : states(by!) };
    });
}

describe('the states table', () => {
  it.each(machines)('%s: docs/states.md lists exactly the transitions of the contract', (title, m) => {
    const rows = documented(title);
    expect(rows.map((r) => r.action)).toEqual(m.transitions.map((t) => t.action));
    for (const t of m.transitions) {
      const row = rows.find((r) => r.action === t.action)!;
      expect(row.from, t.action).toEqual([...t.from]);
      expect(row.to, t.action).toBe(t.to);
      expect(row.by, t.action).toEqual([...t.by]);
    }
  });

  it.each(machines)('%s: every state is declared, named in both languages and reachable', (_title, m) => {
    for (const t of m.transitions) for (const s of [...t.from, ...(t.to === 'same' ? [] : [t.to])]) expect(m.states).toContain(s);
    const reached = new Set<string>(m.initial);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of m.transitions) {
        if (t.to !== 'same' && !reached.has(t.to) && t.from.some((s) => reached.has(s))) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...m.states].sort());
    for (const s of m.states) {
      expect(en.state[s as keyof typeof en.state], s).toBeTruthy();
      expect(id.state[s as keyof typeof id.state], s).toBeTruthy();
    }
    for (const t of m.transitions) expect(en.action[t.action as keyof typeof en.action], t.action).toBeTruthy();
  });

  it('answers what a role may do in a state, and refuses the rest', () => {
    expect(actionsFor(orderMachine, 'DRAFT', 'SHIPMENT_COMPANY')).toEqual(['edit', 'publish', 'cancel']);
    expect(actionsFor(orderMachine, 'ON_SHIPMENT', 'SHIPMENT_COMPANY')).toEqual(['changeDestination']);
    expect(actionsFor(shipmentVendorMachine, 'REQUESTED', 'VENDOR')).toEqual(['accept', 'reject']);
    expect(actionsFor(shipmentVendorMachine, 'ACCEPTED', 'VENDOR')).toEqual(['assign']);
    expect(actionsFor(trackMachine, 'REMOVED', 'LOGISTIC_SERVICE_PROVIDER')).toEqual([]);
    expect(nextState(orderMachine, 'DRAFT', 'publish')).toBe('PUBLISHED');
    expect(nextState(orderMachine, 'PUBLISHED', 'publish')).toBeNull();
    expect(nextState(shipmentMachine, 'ON_PROGRESS', 'reopen')).toBe('ON_PROGRESS');
    expect(nextState(shipmentVendorMachine, 'ACCEPTED', 'accept')).toBeNull();
  });
});
