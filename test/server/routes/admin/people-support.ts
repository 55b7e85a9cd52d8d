/** A staff member's requests to the staff API from a known address, and the audit lines they leave. */
import type { LightMyRequestResponse } from 'fastify';
import type { AuditRecord } from '../../../../src/server/store/audit-trail';
import { DEMO } from '../../../support/demo-users';
import type { TestApp } from '../../support/test-app';

/** Where the staff member works from, as the audit trail must name it. */
export const STAFF_ADDRESS = '192.0.2.50';

export interface StaffClient {
  send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, language?: string): Promise<LightMyRequestResponse>;
  /** The newest audit line of `event`. */
  lastAudit(event: string): Promise<AuditRecord | undefined>;
}

export async function staffClient(t: TestApp): Promise<StaffClient> {
  const token = await t.signIn(DEMO.staff.email, DEMO.password, STAFF_ADDRESS);
  return {
    send: (method, url, payload, language) => t.app.inject({
      method, url, payload, remoteAddress: STAFF_ADDRESS,
      headers: { authorization: `Bearer ${token}`, ...(language ? { 'x-selected-language': language } : {}) },
    }),
    lastAudit: async (event) => (await t.store.audit.list({ event, limit: 1 }))[0],
  };
}

/** What an audit line of a staff action must say: who, from where, and never a secret. */
export function expectStaffAudit(line: AuditRecord | undefined, expected: Partial<AuditRecord>): void {
  expect(line).toMatchObject({ actor: DEMO.staff.email, actorRole: 'staff', address: STAFF_ADDRESS, ...expected });
  const text = JSON.stringify(line?.details);
  expect(text).not.toMatch(/password|hash|token|scrypt|https?:/i);
}
