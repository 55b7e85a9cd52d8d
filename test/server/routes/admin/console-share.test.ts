/** The console's share (routes/admin/console-share.ts): every staff route within it but an upload. */
import Fastify from 'fastify';
import type { SharedWork, WorkKind } from '../../../../src/server/fair-share/fair-share';
import { OUTSIDE_SHARE, withinShare } from '../../../../src/server/routes/admin/console-share';
import type { RouteContext } from '../../../../src/server/routes/route-context';

describe('the console\'s share', () => {
  it('runs each staff route\'s work within the console share at one unit, and an upload outside it', async () => {
    const shared: Array<{ kind: WorkKind; cost: number; url: string }> = [];
    const share: SharedWork = {
      run: async (request, kind, cost, work) => {
        shared.push({ kind, cost, url: request.url });
        return work();
      },
    };
    const app = Fastify();
    await app.register(async (admin) => {
      admin.addHook('onRoute', (route) => withinShare(route, { shared: share } as unknown as RouteContext));
      admin.get('/audit', async () => ({ lines: [] }));
      admin.post('/customers', async (_request, reply) => reply.code(201).send({ id: 1 }));
      admin.post('/imports', { config: OUTSIDE_SHARE }, async (_request, reply) => reply.code(202).send({ run: 1 }));
    });

    expect((await app.inject({ method: 'GET', url: '/audit' })).json()).toEqual({ lines: [] });
    const created = await app.inject({ method: 'POST', url: '/customers' });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 1 }]);
    expect((await app.inject({ method: 'POST', url: '/imports' })).statusCode).toBe(202);
    expect(shared).toEqual([{ kind: 'console', cost: 1, url: '/audit' }, { kind: 'console', cost: 1, url: '/customers' }]);
    await app.close();
  });
});
