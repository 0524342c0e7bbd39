import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../lib/http.ts';
import { buildReportsExport } from './report-export.ts';

/** "Export Reports": the caller's own report PDFs and a summary of their sessions, as one ZIP. */
export function registerReportExportRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/reports/export.zip', async (req, reply) => {
    const { zip, fileName } = await buildReportsExport(ctx, requireAuth(req).user.id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });
}
