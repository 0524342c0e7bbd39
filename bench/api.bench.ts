import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import { sessions } from '../server/src/db/schema.ts';
import { createUser } from '../server/src/modules/users/create-user.ts';
import { measure, printTable } from './lib/measure.ts';

/** API latency on the embedded default database, in-process (no network), against GET /health. */
export async function benchApi(): Promise<void> {
  const app = await buildApp(testConfig(), { mailer: null });
  try {
    const user = await createUser(
      app.ctx.db,
      {
        email: 'bench@example.com',
        name: 'Bench',
        password: 'bench-password',
        plan: 'tier2',
      },
      app.ctx.now(),
    );
    const rows = Array.from({ length: 200 }, (_, i) => ({
      userId: user.id,
      type: i % 3 ? 'practice' : 'upload',
      status: 'completed',
      durationSeconds: 300,
      scenarioId: 'boss-venue-bottom-line',
    }));
    await app.ctx.db.insert(sessions).values(rows);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bench@example.com', password: 'bench-password' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const hours = (await app.inject({ url: '/api/office-hours', headers })).json();
    const get = (url: string) => () => app.inject({ url, headers });

    const baseline = await measure('GET /health (baseline)', () => app.inject({ url: '/health' }), 500);
    const samples = [
      await measure('GET /api/user (auth + derived usage)', get('/api/user'), 300),
      await measure('GET /api/sessions (200 sessions)', get('/api/sessions'), 100),
      await measure('GET /api/office-hours', get('/api/office-hours'), 300),
      await measure(
        'POST+DELETE office-hour registration',
        async () => {
          await app.inject({ method: 'POST', url: `/api/office-hours/${hours[1].id}/registration`, headers });
          await app.inject({
            method: 'DELETE',
            url: `/api/office-hours/${hours[1].id}/registration`,
            headers,
          });
        },
        100,
      ),
      await measure(
        'POST /api/auth/login (scrypt by design)',
        () =>
          app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'bench@example.com', password: 'bench-password' },
          }),
        30,
      ),
    ];
    printTable('API on embedded PGlite (in-process inject)', baseline, samples);
  } finally {
    await app.close();
  }
}
