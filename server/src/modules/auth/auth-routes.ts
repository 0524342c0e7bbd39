import type { FastifyInstance } from 'fastify';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from '@ringready/core/api';
import type { AppContext } from '../../context.ts';
import { parseInput, requireAuth } from '../../lib/http.ts';
import { presentUser } from '../users/index.ts';
import * as auth from './auth-service.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = { config: { public: true } };

  app.post('/api/auth/login', open, async (req) =>
    auth.login(ctx, parseInput(loginRequestSchema, req.body), req.ip),
  );

  app.get('/api/auth/validate', async (req) => presentUser(ctx.db, requireAuth(req).user, ctx.now()));

  app.post('/api/auth/logout', async (req, reply) => {
    const { user, token } = requireAuth(req);
    await auth.logout(ctx, user.id, token);
    return reply.code(204).send();
  });

  app.post('/api/auth/forgot-password', open, async (req) => {
    await auth.requestPasswordReset(ctx, parseInput(forgotPasswordRequestSchema, req.body).email);
    return { message: auth.FORGOT_PASSWORD_ANSWER };
  });

  app.post('/api/auth/reset-password', open, async (req) => {
    const { token, password } = parseInput(resetPasswordRequestSchema, req.body);
    const session = await auth.resetPassword(ctx, token, password);
    if (session) return { message: auth.PASSWORD_SET, ...session };
    return { message: auth.PASSWORD_RESET };
  });

  app.get('/api/user', async (req) => presentUser(ctx.db, requireAuth(req).user, ctx.now()));

  app.patch('/api/user', async (req) =>
    auth.updateProfile(ctx, requireAuth(req).user, parseInput(updateProfileRequestSchema, req.body)),
  );

  app.post('/api/user/password', async (req, reply) => {
    const { user, tokenId } = requireAuth(req);
    const { currentPassword, newPassword } = parseInput(changePasswordRequestSchema, req.body);
    await auth.changePassword(ctx, user, tokenId, currentPassword, newPassword);
    return reply.code(204).send();
  });
}
